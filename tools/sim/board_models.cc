#include "tools/sim/board_models.h"

namespace sim {

bool AttachBoardModels(Machine* machine, bool deterministic, std::string* error) {
  (void)deterministic;
  (void)error;
  for (const PeripheralSpec& p : machine->board().peripherals) {
    (void)p;  // models are attached as they land (see tools/sim/models/)
  }
  return true;
}

}  // namespace sim
