// RSASSA-PSS (RFC 8017 8.1): verification is EMSA-PSS-VERIFY (9.1.2), its
// steps numbered as there; emBits = modBits - 1.
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/mem.h"

using namespace mcucrypt;

namespace {

size_t modulus_bits(const mcu_rsa_public_key *pk) {
  const uint8_t *n = pk->n;
  size_t len = pk->n_len;
  while (len > 0 && n[0] == 0) {
    ++n;
    --len;
  }
  size_t bits = 8 * (len - 1);
  for (uint8_t top = n[0]; top != 0; top = static_cast<uint8_t>(top >> 1)) ++bits;
  return bits;
}

}  // namespace

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
  const size_t em_bits = modulus_bits(pk) - 1;
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
