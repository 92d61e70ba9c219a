// bn::mont_mul and bn::mont_sqr where no core has assembly rows (the host): the C++
// reference.
#include "crypto/bignum/bignum.h"

namespace mcucrypt {
namespace bn {

void mont_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n,
              uint32_t m0inv, uint32_t *t) {
  mont_mul_portable(r, a, b, m, n, m0inv, t);
}

void mont_sqr(uint32_t *r, const uint32_t *a, const uint32_t *m, size_t n, uint32_t m0inv,
              uint32_t *t) {
  mont_sqr_portable(r, a, m, n, m0inv, t);
}

}  // namespace bn
}  // namespace mcucrypt
