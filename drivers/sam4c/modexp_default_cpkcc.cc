// The build's modular exponentiation (mcu_modexp) as the CPKCC.
#include "drivers/sam4c/modexp_cpkcc.h"

MCU_MODEXP_CPKCC_DESC(mcu_modexp);
