// Scalars mod the group order n, shared by key generation, ECDSA and ECDH.
// Internal.
#ifndef MCUCRYPT_EC_SCALAR_H_
#define MCUCRYPT_EC_SCALAR_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/ec/ec_curve.h"
#include "mcucrypt/rng.h"

namespace mcucrypt {
namespace ec {

// All-ones if k (big-endian, scalar_size bytes) is in [1, n - 1].
uint32_t scalar_in_range(const Curve &c, const uint8_t *k);

// mask != 0, for a verdict on secret data that is public by design: a
// key's or a result's validity (the status says it anyway), rejection
// sampling's draws, signing's retry. Every branch on a secret-derived
// value goes through here, so the constant-time checks can tell these
// from leaks: the valgrind harness (tests/ct) overrides this weak
// definition to mark the verdict public.
bool public_verdict(uint32_t mask);

// bits2int (RFC 6979 section 2.3.2, FIPS 186-5 section 6.4.1): the
// leftmost order_bits bits of in as an integer, into n's limbs (not
// reduced: below 2^order_bits, so below 2n).
void scalar_bits2int(const Curve &c, uint32_t *out, const uint8_t *in, size_t len);

// A uniform k in [1, n - 1] by rejection sampling (FIPS 186-5 A.2.2):
// MCU_ERR_RNG_FAILED (k zeroed) if the generator fails or 64 draws in a row
// fall outside (odds below 2^-64 for the curves here). The loop count
// depends only on rejected candidates, never on the k returned.
mcu_status scalar_random(const Curve &c, const mcu_rng *rng, uint8_t *k);

// The scalar-size and point-size checks every public function makes.
struct Sizes {
  const Curve *curve;
  const mcu_ec_mul_desc *mul;
};
// NULL curve if id is not a Weierstrass curve of ec_curves.cc.
Sizes sizes_for(mcu_ec_curve_id id);
// The same for a caller's descriptor (the _with entry points): NULL curve
// unless mul is for a Weierstrass curve of ec_curves.cc with that curve's
// sizes, all three functions, and a work area MCU_EC_MUL_WORKSPACE_SIZE
// holds, so a benchmark or a test can hand in any descriptor safely.
Sizes sizes_with(const mcu_ec_mul_desc *mul);

}  // namespace ec
}  // namespace mcucrypt

#endif  // MCUCRYPT_EC_SCALAR_H_
