// The big-integer checks of the constant-time harness (its "bignum" case;
// included by ct_harness.cc after its helpers): the Montgomery
// exponentiation with a secret exponent (the build's mcu_modexp) and the
// blinding inverse (optimized binary GCD) with a secret input.
//
// Not here yet: the RSA private operation with the key secret. Its
// validity checks branch on the key and the blinding (strip() of leading
// zero bytes, p odd, qinv < p, the inverse's retry, the fault check's
// status), which memcheck reports; until they are masks, RSA signing and
// decryption are checked by trace equality on the boards' cores instead
// (ct_trace_firmware.cc, four keys of one layout from ct_rsa_keys.inc).
#ifndef MCUCRYPT_TESTS_CT_CT_BIGNUM_H_
#define MCUCRYPT_TESTS_CT_CT_BIGNUM_H_

#include <string.h>

#include "crypto/bignum/bignum.h"
#include "mcucrypt/modexp.h"

namespace {

void check_modexp() {
  constexpr size_t n = 32;
  uint32_t m[n], base[n], exp[n + 1], r[n], ref[n], work[24 * n];
  fill(reinterpret_cast<uint8_t *>(m), sizeof m, 81);
  fill(reinterpret_cast<uint8_t *>(base), sizeof base, 82);
  fill(reinterpret_cast<uint8_t *>(exp), sizeof exp, 83);
  m[0] |= 1;
  m[n - 1] |= 1u << 31;
  base[n - 1] >>= 1;
  const mcu_modexp_desc *d = &mcu_modexp;
  const size_t ww = sizeof work / sizeof work[0];
  CHECK(d->modexp(d, ref, base, exp, n + 1, m, n, 1, work, ww) == MCU_OK);
  secret(exp, sizeof exp);
  CHECK(declassify_value(d->modexp(d, r, base, exp, n + 1, m, n, 1, work, ww)) == MCU_OK);
  CHECK(tainted(r, sizeof r));
  declassify(r, sizeof r);
  CHECK(memcmp(r, ref, sizeof r) == 0);

  // The blinding inverse at 2048 bits.
  constexpr size_t w = 64;
  uint32_t m2[w], x[w], inv[w], inv_ref[w], t[9 * w + 4];
  fill(reinterpret_cast<uint8_t *>(m2), sizeof m2, 84);
  fill(reinterpret_cast<uint8_t *>(x), sizeof x, 85);
  m2[0] |= 1;
  m2[w - 1] |= 1u << 31;
  x[w - 1] >>= 1;
  const uint32_t ok_ref = mcucrypt::bn::mod_inverse_bingcd(inv_ref, x, m2, w, t);
  secret(x, sizeof x);
  const uint32_t ok = declassify_value(mcucrypt::bn::mod_inverse_bingcd(inv, x, m2, w, t));
  CHECK(ok == ok_ref);
  CHECK(tainted(inv, sizeof inv));
  declassify(inv, sizeof inv);
  CHECK(memcmp(inv, inv_ref, sizeof inv) == 0);
}

void check_bignum() { check_modexp(); }

}  // namespace

#endif  // MCUCRYPT_TESTS_CT_CT_BIGNUM_H_
