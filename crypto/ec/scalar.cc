// Scalar range checks and bits2int: constant time in the scalar.
#include "crypto/ec/scalar.h"

#include "crypto/common/ct.h"

#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ec {

uint32_t scalar_in_range(const Curve &c, const uint8_t *k) {
  Fe v;
  const uint32_t below_n = mod_from_bytes(c.n, v, k, c.scalar_size);
  const uint32_t nonzero = ~mod_is_zero(c.n, v);
  mcu_wipe(v, sizeof(v));
  return below_n & nonzero;
}

bool public_verdict(uint32_t mask) { return ct::public_verdict(mask); }

void scalar_bits2int(const Curve &c, uint32_t *out, const uint8_t *in, size_t len) {
  const size_t take = len < c.scalar_size ? len : c.scalar_size;
  mod_from_bytes(c.n, out, in, take);
  if (8 * take <= c.order_bits) return;
  // Only secp521r1 gets here (66 bytes, 521 bits): a shift below 8 bits.
  const unsigned shift = static_cast<unsigned>(8 * take - c.order_bits);
  for (size_t i = 0; i < c.n.limbs; ++i) {
    const uint32_t next = i + 1 < c.n.limbs ? out[i + 1] : 0;
    out[i] = (out[i] >> shift) | (next << (32 - shift));
  }
}

}  // namespace ec
}  // namespace mcucrypt
