// Field multiplication for the special-form primes, in ordinary (not
// Montgomery) form: each curve's Mod for p names one of these as its mul,
// with R = 1 (r2 = one = 1), so the point code is the same for both
// kinds of field. Internal.
#ifndef MCUCRYPT_EC_FIELD_SOLINAS_H_
#define MCUCRYPT_EC_FIELD_SOLINAS_H_

#include <stdint.h>

#include "crypto/ec/ec_curve.h"

namespace mcucrypt {
namespace ec {

// Inputs below 2^N (any, not only < p: to_mont multiplies by 1); the
// output is fully reduced. Constant time. On Cortex-M4 the 256-bit ones
// take the squaring when a and b are the same pointer (public).
// field_solinas.cc (generated): secp256r1, secp384r1, SM2.
void p256_mul_solinas(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void p384_mul_solinas(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b);
void sm2_mul_solinas(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b);
// r = k a mod p for 2 <= k <= 8 and a < p (mod_mul_small): the product's
// top word folded back as in the multiplication, one call where the point
// formulas' 3x, 4x and 8x took two or three additions. Only where the core
// has the fold routine (MCUCRYPT_EC_SOLINAS_256_ARMV7M); elsewhere
// mod_mul_small adds.
void p256_mul_small_solinas(const Mod &m, uint32_t *r, const uint32_t *a, uint32_t k);
void sm2_mul_small_solinas(const Mod &m, uint32_t *r, const uint32_t *a, uint32_t k);
// a^-1 mod P-256's p (0 gives 0) by a fixed addition chain on p256_mul_solinas
// (field_inv_p256_chain.cc): 255 squarings and 12 multiplications. r may
// alias a. Constant time.
void p256_inv_addition_chain(const Mod &m, uint32_t *r, const uint32_t *a);
// a^-1 mod P-256's group order n (0 gives 0), mod_inv's choice for that
// Mod (field_inv_p256_chain.cc): 253 squarings and 39 multiplications, the
// top half of n - 2 by an addition chain, the low half by fixed windows.
void p256_order_inv_chain(const Mod &m, uint32_t *r, const uint32_t *a);
// field_p521_mersenne.cc: 2^521 - 1; inputs below 2^544 (17 limbs).
void p521_mul_mersenne(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b);

}  // namespace ec
}  // namespace mcucrypt

#endif  // MCUCRYPT_EC_FIELD_SOLINAS_H_
