// The build's Edwards25519 multiplication (mcu_ed25519_mul) when the board
// description gives ed25519_mul to the BA414E.
#include "drivers/pic32mzw1/curve25519_ba414e.h"

extern "C" const mcu_ec_mul_desc mcu_ed25519_mul = MCU_ED25519_BA414E_DESC;
