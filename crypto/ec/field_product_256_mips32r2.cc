// field_product_256 on the microAptiv: the register rows of
// field_product_256_mips32r2.S. The other per-core operations are
// field_core_portable.cc's.
#include "crypto/ec/field_product.h"

extern "C" void mcu_ec_product_256_mips32r2(uint32_t t[16], const uint32_t a[8],
                                            const uint32_t b[8]);

namespace mcucrypt {
namespace ec {

void field_product_256(uint32_t t[16], const uint32_t a[8], const uint32_t b[8]) {
  mcu_ec_product_256_mips32r2(t, a, b);
}

}  // namespace ec
}  // namespace mcucrypt
