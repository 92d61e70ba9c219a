// field_product_256 and field_product_384 in portable C: the reference,
// and the choice on cores without assembly for them (the host).
#include "crypto/ec/field_product.h"

namespace mcucrypt {
namespace ec {

void field_product_256(uint32_t t[16], const uint32_t a[8], const uint32_t b[8]) {
  product_schoolbook<8>(t, a, b);
}

void field_product_384(uint32_t t[24], const uint32_t a[12], const uint32_t b[12]) {
  product_schoolbook<12>(t, a, b);
}

}  // namespace ec
}  // namespace mcucrypt
