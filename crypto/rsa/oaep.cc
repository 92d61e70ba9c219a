// RSAES-OAEP (RFC 8017 7.1): encryption (7.1.1) and decryption (7.1.2),
// steps numbered as there. Decryption judges Y, lHash and the 0x01
// separator with masks over every byte and reports one error after the
// same work whatever failed (Manger's attack needs to tell Y != 0 apart).
#include "crypto/common/ct.h"
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/mem.h"

using namespace mcucrypt;

extern "C" mcu_status mcu_rsa_oaep_encrypt(const mcu_rsa_public_key *pk,
                                           const mcu_hash_desc *hash,
                                           const mcu_hash_desc *mgf1_hash, const uint8_t *label,
                                           size_t label_len, const uint8_t *msg, size_t msg_len,
                                           const mcu_rng *rng, uint8_t *ct, size_t ct_len) {
  if (pk == nullptr || hash == nullptr || mgf1_hash == nullptr || ct == nullptr ||
      (label == nullptr && label_len != 0) || (msg == nullptr && msg_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(pk);
  if (st != MCU_OK) return st;
  const size_t k = mcu_rsa_modulus_len(pk), h_len = hash->digest_size;
  if (ct_len != k) return MCU_ERR_INVALID_ARGUMENT;
  if (k < 2 * h_len + 2 || msg_len > k - 2 * h_len - 2) return MCU_ERR_LENGTH_LIMIT;  // 1.b
  uint8_t em[MCU_RSA_MAX_MODULUS_BYTES] = {0};
  uint8_t *seed = em + 1, *db = em + 1 + h_len;
  const size_t db_len = k - h_len - 1;
  // 2.a-c: DB = lHash || PS || 0x01 || M.
  st = rsa::hash3(hash, label, label_len, nullptr, 0, nullptr, 0, db);
  db[db_len - msg_len - 1] = 0x01;
  for (size_t i = 0; i < msg_len; ++i) db[db_len - msg_len + i] = msg[i];
  // 2.d-h: seed, maskedDB, maskedSeed; EM = 0x00 || maskedSeed || maskedDB.
  if (st == MCU_OK) st = mcu_rng_generate(rng, seed, h_len);
  if (st == MCU_OK) st = rsa::mgf1_xor(mgf1_hash, seed, h_len, db, db_len);
  if (st == MCU_OK) st = rsa::mgf1_xor(mgf1_hash, db, db_len, seed, h_len);
  if (st == MCU_OK) st = rsa::public_op(pk, em, k, ct, k);  // 3: RSAEP
  if (st != MCU_OK) mcu_wipe(ct, ct_len);
  mcu_wipe(em, sizeof em);
  return st;
}

extern "C" mcu_status mcu_rsa_oaep_decrypt(const mcu_rsa_private_key *sk,
                                           const mcu_hash_desc *hash,
                                           const mcu_hash_desc *mgf1_hash, const uint8_t *label,
                                           size_t label_len, const uint8_t *ct, size_t ct_len,
                                           const mcu_rng *rng, uint8_t *out, size_t out_cap,
                                           size_t *out_len) {
  if (out_len != nullptr) *out_len = 0;
  if (sk == nullptr || hash == nullptr || mgf1_hash == nullptr || ct == nullptr ||
      out == nullptr || out_len == nullptr || (label == nullptr && label_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(&sk->pub);
  if (st != MCU_OK) return st;
  const size_t k = mcu_rsa_modulus_len(&sk->pub), h_len = hash->digest_size;
  if (ct_len != k) return MCU_ERR_INVALID_ARGUMENT;       // 1.b
  if (k < 2 * h_len + 2) return MCU_ERR_UNSUPPORTED;       // 1.c
  const size_t max_msg = k - 2 * h_len - 2;
  if (out_cap < max_msg) return MCU_ERR_BUFFER_TOO_SMALL;

  uint8_t em[MCU_RSA_MAX_MODULUS_BYTES], l_hash[MCU_HASH_MAX_DIGEST_SIZE];
  st = rsa::hash3(hash, label, label_len, nullptr, 0, nullptr, 0, l_hash);  // 3.a
  // 2: RSADP. A ciphertext not below n is a padding failure to the caller.
  if (st == MCU_OK) {
    st = rsa::private_op(sk, ct, em, k, rng);
    if (st == MCU_ERR_INVALID_ARGUMENT) {
      mcu_wipe(out, max_msg);
      return MCU_ERR_BAD_PADDING;
    }
  }
  if (st != MCU_OK) {
    mcu_wipe(out, max_msg);
    mcu_wipe(em, sizeof em);
    return st;
  }
  // 3.b-e: seed = maskedSeed xor MGF(maskedDB), DB = maskedDB xor MGF(seed).
  uint8_t *seed = em + 1, *db = em + 1 + h_len;
  const size_t db_len = k - h_len - 1;
  st = rsa::mgf1_xor(mgf1_hash, db, db_len, seed, h_len);
  if (st == MCU_OK) st = rsa::mgf1_xor(mgf1_hash, seed, h_len, db, db_len);
  if (st != MCU_OK) {
    mcu_wipe(out, max_msg);
    mcu_wipe(em, sizeof em);
    return st;
  }
  // 3.f-g: Y = 0, lHash' = lHash, then zeros up to the first non-zero
  // byte, which must be 0x01; the message follows it.
  uint32_t bad = em[0];
  for (size_t i = 0; i < h_len; ++i) bad |= static_cast<uint32_t>(db[i] ^ l_hash[i]);
  uint32_t found = 0, sep_ok = 0, msg_len = 0;
  for (size_t i = h_len; i < db_len; ++i) {
    const uint32_t byte = db[i];
    const uint32_t first = ~found & ct::mask_if_nonzero(byte);
    sep_ok |= first & ct::eq_mask(byte, 0x01);
    msg_len = ct::select(first, static_cast<uint32_t>(db_len - i - 1), msg_len);
    found |= first;
  }
  const uint32_t good = ct::mask_if_zero(bad) & found & sep_ok;
  st = rsa::release_message(good, db + (db_len - max_msg), max_msg, msg_len, out, out_len);
  mcu_wipe(em, sizeof em);
  return st;
}
