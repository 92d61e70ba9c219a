// SM2 public-key encryption, GB/T 32918.4-2016 sections 6.1 and 7.1:
// C1 = [k]G, (x2, y2) = [k]P_B, t = KDF(x2 || y2, klen), C2 = M xor t,
// C3 = H(x2 || M || y2); C = C1 || C3 || C2 (the 2016 order). Decryption is
// constant time in d and in the plaintext: [d]C1 by the constant-time
// multiplication, and an all-zero t or a wrong C3 give one error after the
// same work, with the output zeroed.
#include <stdint.h>
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/scalar.h"
#include "crypto/sm2/sm2_internal.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sm2.h"

namespace mcucrypt {
namespace sm2 {

mcu_status encrypt_with_k(const Group &g, const uint8_t *pub_xy, const uint8_t *k,
                          const uint8_t *msg, size_t msg_len, uint8_t *out, uint32_t *retry) {
  const size_t fs = g.curve->field_size;
  uint8_t *c1 = out, *c3 = out + 1 + 2 * fs, *c2 = c3 + kHashSize;
  uint8_t x2y2[2 * ec::kMaxBytes];
  *retry = 0;
  // A1-A2: C1 = [k]G as an uncompressed point.
  c1[0] = 0x04;
  mcu_status st = group_mul_base(g, c1 + 1, k);
  // A3-A4: (x2, y2) = [k]P_B (h = 1: [h]P_B is P_B, checked when decoded).
  if (st == MCU_OK) st = group_mul(g, x2y2, k, pub_xy);
  // A5-A6: C2 = M xor KDF(x2 || y2, klen); t = 0 means another k.
  uint32_t any = 0;
  if (st == MCU_OK) {
    memmove(c2, msg, msg_len);
    st = kdf_xor(g.hash, x2y2, 2 * fs, c2, msg_len, &any);
  }
  if (st == MCU_OK && any == 0) {
    *retry = 1;
    st = MCU_ERR_RNG_FAILED;
  }
  // A7: C3 = H(x2 || M || y2).
  if (st == MCU_OK) {
    const Piece pieces[] = {{x2y2, fs}, {msg, msg_len}, {x2y2 + fs, fs}};
    st = hash_pieces(g.hash, pieces, 3, c3);
  }
  mcu_wipe(x2y2, sizeof(x2y2));
  if (st != MCU_OK) mcu_wipe(out, 1 + 2 * fs + kHashSize + msg_len);
  return st;
}

mcu_status decrypt(const Group &g, const uint8_t *d, const uint8_t *ct, size_t ct_len,
                   uint8_t *out) {
  const size_t fs = g.curve->field_size;
  const size_t overhead = 1 + 2 * fs + kHashSize;
  if (ct_len <= overhead) return MCU_ERR_INVALID_ARGUMENT;
  const size_t msg_len = ct_len - overhead;
  const uint8_t *c1 = ct, *c3 = ct + 1 + 2 * fs, *c2 = c3 + kHashSize;
  // B1: C1 on the curve (public: an early return is fine).
  if (c1[0] != 0x04 || !group_point_valid(g, c1 + 1)) {
    mcu_wipe(out, msg_len);
    return MCU_ERR_AUTH_FAILED;
  }
  // B3: (x2, y2) = [d]C1. From here on no branch on d or the plaintext:
  // every step runs and the checks are masks.
  uint8_t x2y2[2 * ec::kMaxBytes], u[kHashSize];
  const mcu_status mul_st = group_mul(g, x2y2, d, c1 + 1);
  const uint32_t mul_ok = ct::eq_mask(static_cast<uint32_t>(mul_st), MCU_OK);
  // B4-B5: M' = C2 xor KDF(x2 || y2, klen); t all zero is refused.
  uint32_t any = 0, diff = 0;
  memmove(out, c2, msg_len);
  mcu_status st = kdf_xor(g.hash, x2y2, 2 * fs, out, msg_len, &any);
  // B6: u = H(x2 || M' || y2) must be C3.
  const Piece pieces[] = {{x2y2, fs}, {out, msg_len}, {x2y2 + fs, fs}};
  if (st == MCU_OK) st = hash_pieces(g.hash, pieces, 3, u);
  for (size_t i = 0; i < kHashSize; ++i) diff |= u[i] ^ c3[i];
  mcu_wipe(x2y2, sizeof(x2y2));
  mcu_wipe(u, sizeof(u));
  const uint32_t ok = mul_ok & ct::mask_if_nonzero(any) & ct::mask_if_zero(diff) &
                      ct::eq_mask(static_cast<uint32_t>(st), MCU_OK);
  ct::keep_or_zero(ok, out, msg_len);
  // d out of range: the multiplication's error (MCU_ERR_INVALID_KEY, or a
  // descriptor's MCU_ERR_INVALID_ARGUMENT, reported as the key's).
  const mcu_status key_st = ct::status_select(
      ct::eq_mask(static_cast<uint32_t>(mul_st), static_cast<uint32_t>(MCU_ERR_INVALID_ARGUMENT)),
      MCU_ERR_INVALID_KEY, mul_st);
  return ct::status_select(
      ok, MCU_OK,
      ct::status_select(mul_ok, ct::status_select(ct::eq_mask(static_cast<uint32_t>(st), MCU_OK),
                                                  MCU_ERR_AUTH_FAILED, st),
                        key_st));
}

}  // namespace sm2
}  // namespace mcucrypt

extern "C" {

mcu_status mcu_sm2_encrypt(const uint8_t *pub, size_t pub_len, const uint8_t *msg,
                           size_t msg_len, const mcu_rng *rng, uint8_t *out, size_t out_cap,
                           size_t *out_len) {
  if (out == nullptr || out_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  *out_len = 0;
  if (pub == nullptr || msg == nullptr || rng == nullptr || msg_len == 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (msg_len > SIZE_MAX - MCU_SM2_CIPHERTEXT_OVERHEAD ||
      out_cap < msg_len + MCU_SM2_CIPHERTEXT_OVERHEAD) {
    return MCU_ERR_BUFFER_TOO_SMALL;
  }
  const mcucrypt::sm2::Group g = mcucrypt::sm2::sm2_group();
  uint8_t xy[64], k[32];
  mcu_status st = mcu_ec_point_decode(MCU_EC_SM2P256V1, pub, pub_len, xy);
  for (int attempt = 0; attempt < 16 && st == MCU_OK; ++attempt) {
    uint32_t retry = 0;
    st = mcucrypt::ec::scalar_random(*g.curve, rng, k);
    if (st == MCU_OK) st = mcucrypt::sm2::encrypt_with_k(g, xy, k, msg, msg_len, out, &retry);
    if (!retry) break;
  }
  mcu_wipe(k, sizeof(k));
  if (st == MCU_OK) *out_len = msg_len + MCU_SM2_CIPHERTEXT_OVERHEAD;
  return st;
}

mcu_status mcu_sm2_decrypt(const uint8_t *priv, size_t priv_len, const uint8_t *ct,
                           size_t ct_len, uint8_t *out, size_t out_cap, size_t *out_len) {
  if (out == nullptr || out_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  *out_len = 0;
  if (priv == nullptr || ct == nullptr || priv_len != MCU_SM2_PRIVATE_KEY_SIZE ||
      ct_len <= MCU_SM2_CIPHERTEXT_OVERHEAD) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (out_cap < ct_len - MCU_SM2_CIPHERTEXT_OVERHEAD) return MCU_ERR_BUFFER_TOO_SMALL;
  const mcu_status st = mcucrypt::sm2::decrypt(mcucrypt::sm2::sm2_group(), priv, ct, ct_len, out);
  if (st == MCU_OK) *out_len = ct_len - MCU_SM2_CIPHERTEXT_OVERHEAD;
  return st;
}

}  // extern "C"
