// Instantiates a board's peripheral models (named in its BoardSpec) and maps
// them into a machine.
#ifndef MCUCRYPT_TOOLS_SIM_BOARD_MODELS_H_
#define MCUCRYPT_TOOLS_SIM_BOARD_MODELS_H_

#include <string>

#include "tools/sim/machine.h"

namespace sim {

// deterministic: random sources (TRNG models) use a fixed seed, so two runs
// of the same image give the same results and cycle counts.
bool AttachBoardModels(Machine* machine, bool deterministic, std::string* error);

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_BOARD_MODELS_H_
