// The build's descriptor for each Weierstrass curve id.
#include "mcucrypt/ec_curves.h"

extern "C" const mcu_ec_mul_desc *mcu_ec_mul_for_curve(mcu_ec_curve_id curve) {
  switch (curve) {
    case MCU_EC_SECP256R1:
      return &mcu_p256_mul;
    case MCU_EC_SECP384R1:
      return &mcu_p384_mul;
    case MCU_EC_SECP521R1:
      return &mcu_p521_mul;
    case MCU_EC_BRAINPOOLP256R1:
      return &mcu_bp256_mul;
    case MCU_EC_BRAINPOOLP384R1:
      return &mcu_bp384_mul;
    case MCU_EC_BRAINPOOLP512R1:
      return &mcu_bp512_mul;
    case MCU_EC_SM2P256V1:
      return &mcu_sm2_mul;
    default:
      return nullptr;
  }
}
