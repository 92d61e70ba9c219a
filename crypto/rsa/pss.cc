// RSASSA-PSS (RFC 8017 8.1): signing is EMSA-PSS-ENCODE (9.1.1) then the
// private operation, verification EMSA-PSS-VERIFY (9.1.2); steps numbered
// as there; emBits = modBits - 1.
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/mem.h"

using namespace mcucrypt;


extern "C" mcu_status mcu_rsa_pss_verify(const mcu_rsa_public_key *pk, const mcu_hash_desc *hash,
                                         const mcu_hash_desc *mgf1_hash, size_t salt_len,
                                         const uint8_t *digest, size_t digest_len,
                                         const uint8_t *sig, size_t sig_len) {
  if (pk == nullptr || hash == nullptr || mgf1_hash == nullptr || digest == nullptr ||
      digest_len != hash->digest_size || digest_len > MCU_HASH_MAX_DIGEST_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(pk);
  if (st != MCU_OK) return st;
  const size_t k = mcu_rsa_modulus_len(pk);
  uint8_t m[MCU_RSA_MAX_MODULUS_BYTES];
  st = rsa::public_op(pk, sig, sig_len, m, k);  // 8.1.2 step 2: m = RSAVP1(s)
  if (st != MCU_OK) return st;

  // EM = I2OSP(m, emLen): when emBits is a multiple of 8, emLen = k - 1
  // and m's top byte must be zero.
  const size_t em_bits = rsa::modulus_bits(pk) - 1;
  const size_t em_len = (em_bits + 7) / 8;
  if (em_len < k && m[0] != 0) return MCU_ERR_INVALID_SIGNATURE;
  uint8_t *em = m + (k - em_len);
  const size_t h_len = hash->digest_size;
  // Step 3, 4: lengths and the trailer byte.
  if (salt_len > em_len || em_len < h_len + salt_len + 2) return MCU_ERR_INVALID_SIGNATURE;
  if (em[em_len - 1] != 0xBC) return MCU_ERR_INVALID_SIGNATURE;
  // Step 5, 6: maskedDB and H; the top 8emLen - emBits bits must be zero.
  const size_t db_len = em_len - h_len - 1;
  uint8_t *db = em;
  const uint8_t *h = em + db_len;
  const unsigned top_bits = static_cast<unsigned>(8 * em_len - em_bits);
  const uint8_t top_mask = static_cast<uint8_t>(0xFFu >> top_bits);
  if ((db[0] & ~top_mask) != 0) return MCU_ERR_INVALID_SIGNATURE;
  // Step 7, 8, 9: DB = maskedDB xor MGF(H), top bits cleared.
  st = rsa::mgf1_xor(mgf1_hash, h, h_len, db, db_len);
  if (st != MCU_OK) return st;
  db[0] &= top_mask;
  // Step 10: PS zeros, then 0x01.
  const size_t ps_len = db_len - salt_len - 1;
  uint8_t bad = 0;
  for (size_t i = 0; i < ps_len; ++i) bad |= db[i];
  if (bad != 0 || db[ps_len] != 0x01) return MCU_ERR_INVALID_SIGNATURE;
  // Steps 11-14: H' = Hash(0x00 * 8 || mHash || salt) equals H.
  static const uint8_t kZeros[8] = {0};
  uint8_t h2[MCU_HASH_MAX_DIGEST_SIZE];
  st = rsa::hash3(hash, kZeros, sizeof kZeros, digest, digest_len, db + db_len - salt_len,
                  salt_len, h2);
  if (st != MCU_OK) return st;
  return mcu_ct_memeq(h, h2, h_len) ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

extern "C" mcu_status mcu_rsa_pss_sign(const mcu_rsa_private_key *sk, const mcu_hash_desc *hash,
                                       const mcu_hash_desc *mgf1_hash, size_t salt_len,
                                       const uint8_t *digest, size_t digest_len,
                                       const mcu_rng *rng, uint8_t *sig, size_t sig_len) {
  if (sig == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (sk == nullptr || hash == nullptr || mgf1_hash == nullptr || digest == nullptr ||
      digest_len != hash->digest_size || sig_len != mcu_rsa_modulus_len(&sk->pub)) {
    mcu_wipe(sig, sig_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(&sk->pub);
  if (st != MCU_OK) {
    mcu_wipe(sig, sig_len);
    return st;
  }
  const size_t k = sig_len;
  const size_t em_bits = rsa::modulus_bits(&sk->pub) - 1;
  const size_t em_len = (em_bits + 7) / 8;
  const size_t h_len = hash->digest_size;
  // Step 3: room for H, the salt and two bytes.
  if (salt_len > em_len || em_len < h_len + salt_len + 2) {
    mcu_wipe(sig, sig_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  uint8_t m[MCU_RSA_MAX_MODULUS_BYTES];
  for (size_t i = 0; i < k; ++i) m[i] = 0;
  uint8_t *em = m + (k - em_len);  // EM; a leading zero byte if emLen < k
  const size_t db_len = em_len - h_len - 1;
  uint8_t *db = em, *h = em + db_len;
  uint8_t *salt = db + db_len - salt_len;
  st = mcu_rng_generate(rng, salt, salt_len);  // step 4
  // Steps 5, 6: H = Hash(0x00 * 8 || mHash || salt).
  static const uint8_t kZeros[8] = {0};
  if (st == MCU_OK) {
    st = rsa::hash3(hash, kZeros, sizeof kZeros, digest, digest_len, salt, salt_len, h);
  }
  if (st == MCU_OK) {
    // Steps 7, 8: DB = PS || 0x01 || salt (PS already zero). Steps 9-11:
    // maskedDB = DB xor MGF(H), top 8emLen - emBits bits cleared.
    db[db_len - salt_len - 1] = 0x01;
    st = rsa::mgf1_xor(mgf1_hash, h, h_len, db, db_len);
    db[0] &= static_cast<uint8_t>(0xFFu >> (8 * em_len - em_bits));
    em[em_len - 1] = 0xBC;  // step 12
  }
  if (st == MCU_OK) st = rsa::private_op(sk, m, sig, k, rng);
  if (st != MCU_OK) mcu_wipe(sig, sig_len);
  mcu_wipe(m, sizeof m);
  return st;
}
