// The build's Weierstrass scalar multiplication (mcu_<curve>_mul) when the
// board description gives ec_mul to the BA414E: the engine for every curve
// it takes, the software for secp521r1 (521-bit operands; the engine stops
// at 512).
#include "crypto/ec/ec_mul_ct_portable.h"
#include "drivers/pic32mzw1/ec_mul_ba414e.h"

extern "C" {
const mcu_ec_mul_desc mcu_p256_mul = MCU_EC_MUL_BA414E_DESC(MCU_EC_SECP256R1, 32);
const mcu_ec_mul_desc mcu_p384_mul = MCU_EC_MUL_BA414E_DESC(MCU_EC_SECP384R1, 48);
const mcu_ec_mul_desc mcu_p521_mul = MCU_EC_MUL_CT_PORTABLE_DESC(MCU_EC_SECP521R1, 66);
const mcu_ec_mul_desc mcu_bp256_mul = MCU_EC_MUL_BA414E_DESC(MCU_EC_BRAINPOOLP256R1, 32);
const mcu_ec_mul_desc mcu_bp384_mul = MCU_EC_MUL_BA414E_DESC(MCU_EC_BRAINPOOLP384R1, 48);
const mcu_ec_mul_desc mcu_bp512_mul = MCU_EC_MUL_BA414E_DESC(MCU_EC_BRAINPOOLP512R1, 64);
const mcu_ec_mul_desc mcu_sm2_mul = MCU_EC_MUL_BA414E_DESC(MCU_EC_SM2P256V1, 32);
}
