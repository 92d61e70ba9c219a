#include "tools/sim/board_models.h"

#include <cstdio>
#include <functional>
#include <map>
#include <memory>

#include "tools/sim/models/k66/mmcau.h"
#include "tools/sim/models/k66/rnga.h"
#include "tools/sim/models/k66/system_controller.h"
#include "tools/sim/models/pic32mzw1/crypto_engine.h"
#include "tools/sim/models/pic32mzw1/rng.h"
#include "tools/sim/models/pic32mzw1/system_controller.h"
#include "tools/sim/models/pic32mzw1_ba414e/ba414e.h"
#include "tools/sim/models/register_file.h"
#include "tools/sim/models/sam4c_cpkcl/cpkcl.h"
#include "tools/sim/models/sam4c/aes.h"
#include "tools/sim/models/sam4c/icm.h"
#include "tools/sim/models/sam4c/system_controller.h"
#include "tools/sim/models/sam4c/trng.h"

namespace sim {
namespace {

// One fixed seed for every random source in deterministic runs.
constexpr uint32_t kSeed = 0x6d637563;

using Peripherals = std::vector<std::unique_ptr<Peripheral>>;
using Factory = std::function<Peripherals(bool deterministic)>;

// Most blocks are one register window; some bring more (the BA414E's
// operand and microcode memories). The first is the one the board names.
template <typename T, typename... Args>
Peripherals One(Args&&... args) {
  Peripherals p;
  p.push_back(std::make_unique<T>(std::forward<Args>(args)...));
  return p;
}

const std::map<std::string, Factory>& PeripheralFactories() {
  static const std::map<std::string, Factory> factories = {
      {"k66_mmcau", [](bool) { return One<k66::Mmcau>(); }},
      {"k66_rnga",
       [](bool deterministic) {
         k66::Rnga::Options o;
         if (deterministic) {
           o.source = k66::Rnga::Source::kDeterministic;
           o.seed = kSeed;
         }
         return One<k66::Rnga>(o);
       }},
      {"k66_system_controller",
       [](bool) {
         auto system = std::make_unique<k66::SystemController>();
         Peripherals p;
         p.push_back(system->McgOscHandle());
         p.push_back(system->SmcHandle());
         p.push_back(system->UartHandle());
         p.insert(p.begin(), std::move(system));
         return p;
       }},
      {"sam4c_aes", [](bool) { return One<sam4c::Aes>(); }},
      {"sam4c_icm", [](bool) { return One<sam4c::Icm>(); }},
      {"sam4c_system_controller", [](bool) { return One<sam4c::SystemController>(); }},
      {"sam4c_trng",
       [](bool deterministic) {
         sam4c::Trng::Options o;
         if (deterministic) o.seed = kSeed;
         return One<sam4c::Trng>(o);
       }},
      {"pic32mzw1_crypto_engine", [](bool) { return One<pic32mzw1::CryptoEngine>(); }},
      {"pic32mzw1_rng",
       [](bool deterministic) {
         pic32mzw1::RngOptions o;
         if (deterministic) o.deterministic_seed = kSeed;
         return One<pic32mzw1::Rng>(o);
       }},
      {"pic32mzw1_system_controller",
       [](bool) {
         auto system = std::make_unique<pic32mzw1::SystemController>();
         Peripherals p;
         p.push_back(system->CruPageHandle());
         p.push_back(system->PrefetchPageHandle());
         p.insert(p.begin(), std::move(system));
         return p;
       }},
      {"pic32mzw1_ba414e",
       [](bool) {
         auto engine = std::make_unique<pic32mzw1::Ba414e>();
         Peripherals p;
         p.push_back(engine->ScmHandle());
         p.push_back(engine->UcmHandle());
         p.insert(p.begin(), std::move(engine));
         return p;
       }},
  };
  return factories;
}

}  // namespace

bool AttachBoardModels(Machine* machine, bool deterministic, std::string* error) {
  for (const PeripheralSpec& spec : machine->board().peripherals) {
    if (spec.model == "register_file") {
      char name[32];
      std::snprintf(name, sizeof(name), "registers@%llx", static_cast<unsigned long long>(spec.base));
      if (!machine->AddPeripheral(std::make_unique<RegisterFile>(name, spec.base, spec.size), error)) return false;
      continue;
    }
    if (spec.model == "sam4c_cpkcl") {  // a ROM library, reached by calls
      auto rom = std::make_unique<sam4c::Cpkcl>();
      if (rom->EntryAddress(0) != spec.base) {
        *error = spec.model + ": the board description puts it at a different address than the model";
        return false;
      }
      if (!machine->AddRomService(std::move(rom), error)) return false;
      continue;
    }
    const auto& factories = PeripheralFactories();
    auto it = factories.find(spec.model);
    if (it == factories.end()) {
      *error = "no model for peripheral " + spec.model;
      return false;
    }
    Peripherals models = it->second(deterministic);
    if (models.front()->Base() != spec.base) {
      *error = spec.model + ": the board description puts it at a different address than the model";
      return false;
    }
    for (auto& model : models) {
      if (!machine->AddPeripheral(std::move(model), error)) return false;
    }
  }
  return true;
}

}  // namespace sim
