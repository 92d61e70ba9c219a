// The build's X25519 (mcu_x25519_mul) when the board description gives
// x25519_mul to the BA414E.
#include "drivers/pic32mzw1/curve25519_ba414e.h"

extern "C" const mcu_ec_mul_desc mcu_x25519_mul = MCU_X25519_BA414E_DESC;
