#include "tools/sim/board_models.h"

#include <functional>
#include <map>
#include <memory>

#include "tools/sim/models/k66/mmcau.h"
#include "tools/sim/models/k66/rnga.h"
#include "tools/sim/models/pic32mzw1/crypto_engine.h"
#include "tools/sim/models/pic32mzw1/rng.h"
#include "tools/sim/models/sam4c/aes.h"
#include "tools/sim/models/sam4c/icm.h"
#include "tools/sim/models/sam4c/trng.h"

namespace sim {
namespace {

// One fixed seed for every random source in deterministic runs.
constexpr uint32_t kSeed = 0x6d637563;

using Factory = std::function<std::unique_ptr<Peripheral>(bool deterministic)>;

const std::map<std::string, Factory>& PeripheralFactories() {
  static const std::map<std::string, Factory> factories = {
      {"k66_mmcau", [](bool) { return std::make_unique<k66::Mmcau>(); }},
      {"k66_rnga",
       [](bool deterministic) {
         k66::Rnga::Options o;
         if (deterministic) {
           o.source = k66::Rnga::Source::kDeterministic;
           o.seed = kSeed;
         }
         return std::make_unique<k66::Rnga>(o);
       }},
      {"sam4c_aes", [](bool) { return std::make_unique<sam4c::Aes>(); }},
      {"sam4c_icm", [](bool) { return std::make_unique<sam4c::Icm>(); }},
      {"sam4c_trng",
       [](bool deterministic) {
         sam4c::Trng::Options o;
         if (deterministic) o.seed = kSeed;
         return std::make_unique<sam4c::Trng>(o);
       }},
      {"pic32mzw1_crypto_engine", [](bool) { return std::make_unique<pic32mzw1::CryptoEngine>(); }},
      {"pic32mzw1_rng",
       [](bool deterministic) {
         pic32mzw1::RngOptions o;
         if (deterministic) o.deterministic_seed = kSeed;
         return std::make_unique<pic32mzw1::Rng>(o);
       }},
  };
  return factories;
}

}  // namespace

bool AttachBoardModels(Machine* machine, bool deterministic, std::string* error) {
  for (const PeripheralSpec& spec : machine->board().peripherals) {
    const auto& factories = PeripheralFactories();
    auto it = factories.find(spec.model);
    if (it == factories.end()) continue;  // public-key models: see tools/sim/models/README
    std::unique_ptr<Peripheral> model = it->second(deterministic);
    if (model->Base() != spec.base) {
      *error = spec.model + ": the board description puts it at a different address than the model";
      return false;
    }
    if (!machine->AddPeripheral(std::move(model), error)) return false;
  }
  return true;
}

}  // namespace sim
