// The build's entropy source on the host: getrandom() (entropy_host.cc).
#include "crypto/rand/entropy_host.h"

extern "C" const mcu_entropy_source mcu_entropy_default = {mcu_entropy_host_get, NULL};
