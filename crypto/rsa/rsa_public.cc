// RSA public keys: the checks every operation runs, and RSAVP1/RSAEP
// (RFC 8017 5.1.1, 5.2.2): m = s^e mod n through the build's modexp
// descriptor, public exponent path.
#include "crypto/bignum/bignum.h"
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/mem.h"

namespace {

using namespace mcucrypt;

constexpr size_t kMaxWords = MCU_RSA_MAX_MODULUS_BITS / 32;
// The portable modexp's workspace for the largest modulus.
constexpr size_t kWorkWords = 21 * kMaxWords + 2;
constexpr size_t kMaxExponentBytes = 32;  // e < 2^256 (FIPS 186-5 A.1.1)

// Drops leading zero bytes (public values).
void strip(const uint8_t **p, size_t *len) {
  while (*len > 0 && (*p)[0] == 0) {
    ++*p;
    --*len;
  }
}

size_t bit_length(const uint8_t *p, size_t len) {
  if (len == 0) return 0;
  size_t bits = 8 * (len - 1);
  for (uint8_t top = p[0]; top != 0; top = static_cast<uint8_t>(top >> 1)) ++bits;
  return bits;
}

}  // namespace

extern "C" mcu_status mcu_rsa_public_key_check(const mcu_rsa_public_key *pk) {
  if (pk == nullptr || pk->n == nullptr || pk->e == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  const uint8_t *n = pk->n, *e = pk->e;
  size_t n_len = pk->n_len, e_len = pk->e_len;
  strip(&n, &n_len);
  strip(&e, &e_len);
  const size_t bits = bit_length(n, n_len);
  if (bits > MCU_RSA_MAX_MODULUS_BITS) return MCU_ERR_UNSUPPORTED;
  if (bits < MCU_RSA_MIN_MODULUS_BITS || (n[n_len - 1] & 1u) == 0) return MCU_ERR_INVALID_KEY;
  if (e_len == 0 || e_len > kMaxExponentBytes || (e[e_len - 1] & 1u) == 0) {
    return MCU_ERR_INVALID_KEY;
  }
  // e >= 65537 = 0x010001, or >= 3 if allowed (even e was refused above).
  const bool small = e_len < 3 || (e_len == 3 && e[0] == 1 && e[1] == 0 && e[2] < 1);
  if (small && ((pk->flags & MCU_RSA_ALLOW_E3) == 0 || (e_len == 1 && e[0] < 3))) {
    return MCU_ERR_INVALID_KEY;
  }
  // e < 2^256 < n: the size limits already order them.
  return MCU_OK;
}

extern "C" size_t mcu_rsa_modulus_len(const mcu_rsa_public_key *pk) {
  if (pk == nullptr || pk->n == nullptr) return 0;
  const uint8_t *n = pk->n;
  size_t n_len = pk->n_len;
  strip(&n, &n_len);
  return n_len;
}

namespace mcucrypt {
namespace rsa {

size_t modulus_bits(const mcu_rsa_public_key *pk) {
  if (pk == nullptr || pk->n == nullptr) return 0;
  const uint8_t *n = pk->n;
  size_t len = pk->n_len;
  strip(&n, &len);
  return bit_length(n, len);
}

mcu_status public_op(const mcu_rsa_public_key *pk, const uint8_t *sig, size_t sig_len,
                     uint8_t *em, size_t k) {
  mcu_status st = mcu_rsa_public_key_check(pk);
  if (st != MCU_OK) return st;
  if (k != mcu_rsa_modulus_len(pk)) return MCU_ERR_INVALID_ARGUMENT;
  if (sig == nullptr || sig_len != k) return MCU_ERR_INVALID_SIGNATURE;
  const mcu_modexp_desc *me = pk->modexp != nullptr ? pk->modexp : &mcu_modexp;
  const size_t words = (k + 3) / 4;
  if (me->modexp == nullptr || me->workspace_words == nullptr ||
      me->max_modulus_bits < 8 * k || me->workspace_words(words) > kWorkWords) {
    return MCU_ERR_UNSUPPORTED;
  }
  uint32_t n[kMaxWords], e[kMaxExponentBytes / 4], s[kMaxWords];
  uint32_t work[kWorkWords];
  const uint8_t *nb = pk->n, *eb = pk->e;
  size_t n_len = pk->n_len, e_len = pk->e_len;
  strip(&nb, &n_len);
  strip(&eb, &e_len);
  const size_t e_words = (e_len + 3) / 4;
  bn::from_be(n, words, nb, n_len);
  bn::from_be(e, e_words, eb, e_len);
  bn::from_be(s, words, sig, sig_len);
  if (!bn::lt_mask(s, n, words)) return MCU_ERR_INVALID_SIGNATURE;  // RSAVP1 step 1
  st = me->modexp(me, s, s, e, e_words, n, words, 0, work, kWorkWords);
  if (st == MCU_OK) bn::to_be(em, k, s, words);
  return st;
}

}  // namespace rsa
}  // namespace mcucrypt
