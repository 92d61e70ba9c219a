// field_product_256 on the microAptiv: the register rows of
// field_product_256_mips32r2.S; field_product_384: field_rows_mips32r2.S's
// (its squaring when a is b: the cross products once). The other per-core
// operations are field_core_portable.cc's.
#include "crypto/ec/field_product.h"

extern "C" void mcu_ec_product_256_mips32r2(uint32_t t[16], const uint32_t a[8],
                                            const uint32_t b[8]);

namespace mcucrypt {
namespace ec {

void field_product_256(uint32_t t[16], const uint32_t a[8], const uint32_t b[8]) {
  mcu_ec_product_256_mips32r2(t, a, b);
}

void field_product_384(uint32_t t[24], const uint32_t a[12], const uint32_t b[12]) {
  if (a == b) return mcu_ec_square_12_mips32r2(t, a);  // the call site's, public
  mcu_ec_product_12_mips32r2(t, a, b);
}

}  // namespace ec
}  // namespace mcucrypt
