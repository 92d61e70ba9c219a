// The Edwards25519 group (RFC 8032 section 5.1): points in extended
// coordinates (X : Y : Z : T), x = X/Z, y = Y/Z, x y = T/Z, with the
// complete addition and doubling formulas of RFC 8032 section 5.1.4.
#ifndef MCUCRYPT_CURVE25519_GE25519_H_
#define MCUCRYPT_CURVE25519_GE25519_H_

#include <stdint.h>

#include "crypto/curve25519/fe25519.h"

namespace mcucrypt {
namespace curve25519 {

struct Ge {
  Fe x, y, z, t;
};

void ge_identity(Ge *p);
void ge_add(Ge *r, const Ge *p, const Ge *q);
void ge_double(Ge *r, const Ge *p);
void ge_neg(Ge *r, const Ge *p);
// Swaps a and b if mask is all-ones, nothing if zero (constant time).
void ge_cswap(uint32_t mask, Ge *a, Ge *b);

// RFC 8032 section 5.1.2 encoding (canonical y, sign of x in bit 255).
void ge_encode(uint8_t out[32], const Ge *p);
// Section 5.1.3 decoding, strict: y >= p, and x = 0 with the sign bit set,
// and y with no x on the curve are refused (false). Public input: variable
// time.
bool ge_decode(Ge *p, const uint8_t in[32]);

// r = a * B for a 256-bit little-endian a < 2^255 (a clamped secret
// scalar, or any value reduced mod L): signed 4-bit windows over the flash
// table, constant-time look-ups, no branch on a.
void ge_mul_base(Ge *r, const uint8_t a[32]);
// r = a * p, constant time in a (any 256-bit a): a ladder of complete
// additions and doublings with conditional swaps.
void ge_mul_ct(Ge *r, const uint8_t a[32], const Ge *p);
// r = a * B + b * p, VARIABLE TIME (verification: public inputs only).
void ge_mul_add_vartime(Ge *r, const uint8_t a[32], const uint8_t b[32], const Ge *p);

}  // namespace curve25519
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_GE25519_H_
