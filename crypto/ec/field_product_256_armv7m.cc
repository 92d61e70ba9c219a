// field_product_256 on Armv7E-M: the UMAAL rows of
// field_product_256_armv7m.S.
#include "crypto/ec/field_product.h"

extern "C" void mcu_ec_product_256_armv7m(uint32_t t[16], const uint32_t a[8],
                                          const uint32_t b[8]);

namespace mcucrypt {
namespace ec {

void field_product_256(uint32_t t[16], const uint32_t a[8], const uint32_t b[8]) {
  mcu_ec_product_256_armv7m(t, a, b);
}

}  // namespace ec
}  // namespace mcucrypt
