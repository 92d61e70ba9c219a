// The Edwards448 group (RFC 8032 section 5.2): points in projective
// coordinates (X : Y : Z), x = X/Z, y = Y/Z, with the complete addition and
// doubling formulas of RFC 8032 section 5.2.4.
#ifndef MCUCRYPT_CURVE448_GE448_H_
#define MCUCRYPT_CURVE448_GE448_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/curve448/fe448.h"

namespace mcucrypt {
namespace curve448 {

struct Ge {
  Fe x, y, z;
};

void ge_identity(Ge *p);
void ge_add(Ge *r, const Ge *p, const Ge *q);
void ge_double(Ge *r, const Ge *p);
void ge_neg(Ge *r, const Ge *p);
void ge_cswap(uint32_t mask, Ge *a, Ge *b);

// RFC 8032 section 5.2.2 encoding (57 bytes).
void ge_encode(uint8_t out[57], const Ge *p);
// Section 5.2.3 decoding, strict: nonzero bits 448..454, y >= p, x = 0 with
// the sign bit set, and y with no x on the curve are refused (false).
// Public input: variable time.
bool ge_decode(Ge *p, const uint8_t in[57]);

// r = a B for a 57-byte little-endian a below 2^455 (a scalar mod L):
// signed 4-bit windows over the flash table, constant-time look-ups.
void ge_mul_base(Ge *r, const uint8_t a[57]);
// r = a p, constant time in a (any 57-byte a).
void ge_mul_ct(Ge *r, const uint8_t a[57], const Ge *p);
// r = a B + b p, VARIABLE TIME (verification: public inputs only).
void ge_mul_add_vartime(Ge *r, const uint8_t a[57], const uint8_t b[57], const Ge *p);

}  // namespace curve448
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE448_GE448_H_
