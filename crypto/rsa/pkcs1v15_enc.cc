// RSAES-PKCS1-v1_5 (RFC 8017 7.2): encryption (7.2.1) and decryption
// (7.2.2) with the checks of step 3 done by masks over every byte and one
// error, so the padding oracle of Bleichenbacher (1998) has nothing to
// read. Kept for old protocols; new designs use OAEP.
#include "crypto/common/ct.h"
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/mem.h"

using namespace mcucrypt;

extern "C" mcu_status mcu_rsa_pkcs1v15_encrypt(const mcu_rsa_public_key *pk, const uint8_t *msg,
                                               size_t msg_len, const mcu_rng *rng, uint8_t *ct,
                                               size_t ct_len) {
  if (pk == nullptr || ct == nullptr || (msg == nullptr && msg_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(pk);
  if (st != MCU_OK) return st;
  const size_t k = mcu_rsa_modulus_len(pk);
  if (ct_len != k) return MCU_ERR_INVALID_ARGUMENT;
  if (msg_len > k - 11) return MCU_ERR_LENGTH_LIMIT;  // step 1
  // Step 2: EM = 0x00 || 0x02 || PS (random, non-zero) || 0x00 || M.
  uint8_t em[MCU_RSA_MAX_MODULUS_BYTES];
  const size_t ps_len = k - msg_len - 3;
  em[0] = 0x00;
  em[1] = 0x02;
  st = mcu_rng_generate(rng, em + 2, ps_len);
  for (size_t i = 0; st == MCU_OK && i < ps_len; ++i) {
    // Redraw zero bytes (a non-secret event: PS is discarded on decryption
    // anyway); a generator stuck at zero fails after a bounded number.
    for (int tries = 0; st == MCU_OK && em[2 + i] == 0; ++tries) {
      st = tries < 64 ? mcu_rng_generate(rng, em + 2 + i, 1) : MCU_ERR_RNG_FAILED;
    }
  }
  em[2 + ps_len] = 0x00;
  for (size_t i = 0; i < msg_len; ++i) em[3 + ps_len + i] = msg[i];
  if (st == MCU_OK) st = rsa::public_op(pk, em, k, ct, k);  // step 3: RSAEP
  if (st != MCU_OK) mcu_wipe(ct, ct_len);
  mcu_wipe(em, sizeof em);
  return st;
}

extern "C" mcu_status mcu_rsa_pkcs1v15_decrypt(const mcu_rsa_private_key *sk, const uint8_t *ct,
                                               size_t ct_len, const mcu_rng *rng, uint8_t *out,
                                               size_t out_cap, size_t *out_len) {
  if (out_len != nullptr) *out_len = 0;
  if (sk == nullptr || ct == nullptr || out == nullptr || out_len == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(&sk->pub);
  if (st != MCU_OK) return st;
  const size_t k = mcu_rsa_modulus_len(&sk->pub);
  if (ct_len != k) return MCU_ERR_INVALID_ARGUMENT;  // step 1
  const size_t max_msg = k - 11;
  if (out_cap < max_msg) return MCU_ERR_BUFFER_TOO_SMALL;
  uint8_t em[MCU_RSA_MAX_MODULUS_BYTES];
  st = rsa::private_op(sk, ct, em, k, rng);  // step 2: RSADP
  if (st != MCU_OK) {
    mcu_wipe(out, max_msg);
    mcu_wipe(em, sizeof em);
    return st == MCU_ERR_INVALID_ARGUMENT ? MCU_ERR_BAD_PADDING : st;  // c >= n
  }
  // Step 3: 0x00 0x02, then at least 8 non-zero bytes, a 0x00, the message.
  uint32_t bad = em[0] | (em[1] ^ 0x02u);
  uint32_t found = 0, sep = 0;
  for (size_t i = 2; i < k; ++i) {
    const uint32_t first = ~found & ct::mask_if_zero(em[i]);
    sep = ct::select(first, static_cast<uint32_t>(i), sep);
    found |= first;
  }
  const uint32_t long_ps = ~ct::lt_mask(sep, 10);  // PS is em[2..sep), >= 8 bytes
  const uint32_t good = ct::mask_if_zero(bad) & found & long_ps;
  const uint32_t msg_len = static_cast<uint32_t>(k - 1) - sep;
  st = rsa::release_message(good, em + 11, max_msg, msg_len, out, out_len);
  mcu_wipe(em, sizeof em);
  return st;
}
