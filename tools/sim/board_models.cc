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
using Factory = std::function<Peripherals(const BoardSpec& board, bool deterministic)>;

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
      {"k66_mmcau", [](const BoardSpec&, bool) { return One<k66::Mmcau>(); }},
      {"k66_rnga",
       [](const BoardSpec&, bool deterministic) {
         k66::Rnga::Options o;
         if (deterministic) {
           o.source = k66::Rnga::Source::kDeterministic;
           o.seed = kSeed;
         }
         return One<k66::Rnga>(o);
       }},
      {"k66_system_controller",
       [](const BoardSpec& board, bool) {
         // The SIM is the description's SIM; the MCG (with OSC0 beside it),
         // the SMC and UART0 are placed where the description puts them.
         const PeripheralSpec* mcg = FindPeripheral(board, "MCG");
         const PeripheralSpec* osc = FindPeripheral(board, "OSC");
         const PeripheralSpec* smc = FindPeripheral(board, "SMC");
         const PeripheralSpec* uart = FindPeripheral(board, "UART0");
         Peripherals p;
         if (mcg == nullptr || osc == nullptr || smc == nullptr || uart == nullptr) return p;
         if (osc->base != mcg->base + k66::SystemController::kOscOffset) return p;
         auto system = std::make_unique<k66::SystemController>();
         system->McgOscWindow().Place(mcg->window);
         system->SmcWindow().Place(smc->window);
         system->uart().Place(uart->window);
         p.push_back(system->McgOscHandle());
         p.push_back(system->SmcHandle());
         p.push_back(system->UartHandle());
         p.insert(p.begin(), std::move(system));
         return p;
       }},
      {"sam4c_aes", [](const BoardSpec&, bool) { return One<sam4c::Aes>(); }},
      {"sam4c_icm", [](const BoardSpec&, bool) { return One<sam4c::Icm>(); }},
      {"sam4c_system_controller",
       [](const BoardSpec& board, bool) {
         // The PMC is the description's PMC; UART0, the flash controllers
         // and the PIOs are placed in its page where the description puts
         // them.
         const PeripheralSpec* pmc = FindPeripheral(board, "PMC");
         const PeripheralSpec* uart = FindPeripheral(board, "UART0");
         const PeripheralSpec* eefc0 = FindPeripheral(board, "EEFC0");
         const PeripheralSpec* eefc1 = FindPeripheral(board, "EEFC1");
         const PeripheralSpec* pioa = FindPeripheral(board, "PIOA");
         const PeripheralSpec* piob = FindPeripheral(board, "PIOB");
         Peripherals p;
         if (pmc == nullptr || uart == nullptr || eefc0 == nullptr || eefc1 == nullptr || pioa == nullptr ||
             piob == nullptr || pmc->base != pmc->window) {
           return p;
         }
         // Offsets from the page base; one below it wraps and fails Fits().
         const sam4c::SystemController::Layout layout = {uart->base - pmc->window, eefc0->base - pmc->window,
                                                         eefc1->base - pmc->window, pioa->base - pmc->window,
                                                         piob->base - pmc->window};
         if (!sam4c::SystemController::Fits(layout)) return p;
         return One<sam4c::SystemController>(layout);
       }},
      {"sam4c_trng",
       [](const BoardSpec&, bool deterministic) {
         sam4c::Trng::Options o;
         if (deterministic) o.seed = kSeed;
         return One<sam4c::Trng>(o);
       }},
      {"pic32mzw1_crypto_engine", [](const BoardSpec&, bool) { return One<pic32mzw1::CryptoEngine>(); }},
      {"pic32mzw1_rng",
       [](const BoardSpec&, bool deterministic) {
         pic32mzw1::RngOptions o;
         if (deterministic) o.deterministic_seed = kSeed;
         return One<pic32mzw1::Rng>(o);
       }},
      {"pic32mzw1_system_controller",
       [](const BoardSpec& board, bool) {
         // The CFG block is the description's CFG; the CRU's page (with
         // UART3) and the prefetch page are placed at the description's
         // windows for the CRU and PRECON.
         using pic32mzw1::SystemController;
         const PeripheralSpec* cru = FindPeripheral(board, "CRU");
         const PeripheralSpec* precon = FindPeripheral(board, "PRECON");
         const PeripheralSpec* uart = FindPeripheral(board, "UART3");
         Peripherals p;
         if (cru == nullptr || precon == nullptr || uart == nullptr) return p;
         if (cru->base != cru->window + SystemController::kCruOffset ||
             precon->base != precon->window + SystemController::kPreconOffset || uart->window != cru->window) {
           return p;
         }
         auto system = std::make_unique<SystemController>();
         system->CruPageWindow().Place(cru->window);
         system->PrefetchPageWindow().Place(precon->window);
         p.push_back(system->CruPageHandle());
         p.push_back(system->PrefetchPageHandle());
         p.insert(p.begin(), std::move(system));
         return p;
       }},
      {"pic32mzw1_ba414e",
       [](const BoardSpec& board, bool) {
         // Its memories are the description's BA414E_SCM and BA414E_UCM.
         const PeripheralSpec* scm = FindPeripheral(board, "BA414E_SCM");
         const PeripheralSpec* ucm = FindPeripheral(board, "BA414E_UCM");
         Peripherals p;
         if (scm == nullptr || ucm == nullptr) return p;
         auto engine = std::make_unique<pic32mzw1::Ba414e>();
         engine->Scm().Place(scm->base);
         engine->Ucm().Place(ucm->base);
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
  const BoardSpec& board = machine->board();
  for (const PeripheralSpec& spec : board.peripherals) {
    if (spec.model.empty()) continue;  // inside another model's window, or not modelled
    if (spec.model == "register_file") {
      char name[32];
      std::snprintf(name, sizeof(name), "registers@%llx", static_cast<unsigned long long>(spec.window));
      if (!machine->AddPeripheral(std::make_unique<RegisterFile>(name, spec.window, spec.size), error)) return false;
      continue;
    }
    if (spec.model == "sam4c_cpkcl") {  // a ROM library, reached by calls
      auto rom = std::make_unique<sam4c::Cpkcl>(spec.base);
      if (!machine->AddRomService(std::move(rom), error)) return false;
      continue;
    }
    const auto& factories = PeripheralFactories();
    auto it = factories.find(spec.model);
    if (it == factories.end()) {
      *error = "no model for peripheral " + spec.name + " (" + spec.model + ")";
      return false;
    }
    Peripherals models = it->second(board, deterministic);
    if (models.empty()) {
      *error = spec.model + ": the board description lacks a window it needs, or places one where the model cannot";
      return false;
    }
    models.front()->Place(spec.window);  // where the board description puts it
    for (auto& model : models) {
      if (!machine->AddPeripheral(std::move(model), error)) return false;
    }
  }
  return true;
}

}  // namespace sim
