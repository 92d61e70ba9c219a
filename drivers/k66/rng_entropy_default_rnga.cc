// The build's entropy source (mcu_entropy_default) as the K66 RNGA.
#include "drivers/k66/rnga.h"

extern "C" const mcu_entropy_source mcu_entropy_default = {mcu_rnga_get, NULL};
