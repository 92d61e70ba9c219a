// The build's Weierstrass scalar multiplication (mcu_<curve>_mul) as the
// CPKCC, every curve (ec_mul_cpkcc.h).
#include "drivers/sam4c/ec_mul_cpkcc.h"
#include "mcucrypt/ec_curves.h"  // declares them extern

extern "C" {
const mcu_ec_mul_desc mcu_p256_mul = MCU_EC_MUL_CPKCC_DESC(MCU_EC_SECP256R1, 32);
const mcu_ec_mul_desc mcu_p384_mul = MCU_EC_MUL_CPKCC_DESC(MCU_EC_SECP384R1, 48);
const mcu_ec_mul_desc mcu_p521_mul = MCU_EC_MUL_CPKCC_DESC(MCU_EC_SECP521R1, 66);
const mcu_ec_mul_desc mcu_bp256_mul = MCU_EC_MUL_CPKCC_DESC(MCU_EC_BRAINPOOLP256R1, 32);
const mcu_ec_mul_desc mcu_bp384_mul = MCU_EC_MUL_CPKCC_DESC(MCU_EC_BRAINPOOLP384R1, 48);
const mcu_ec_mul_desc mcu_bp512_mul = MCU_EC_MUL_CPKCC_DESC(MCU_EC_BRAINPOOLP512R1, 64);
const mcu_ec_mul_desc mcu_sm2_mul = MCU_EC_MUL_CPKCC_DESC(MCU_EC_SM2P256V1, 32);
}
