// HKDF (RFC 5869 section 2).
#include "mcucrypt/hkdf.h"

#include <string.h>

#include "crypto/mac/hash_check.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/mem.h"

namespace {

constexpr size_t kMaxBlocks = 255;  // RFC 5869 section 2.3: L <= 255 * HashLen

// Expands from an HMAC context keyed with PRK; okm_len is within the limit.
mcu_status expand_keyed(const mcu_hmac_ctx *keyed, size_t digest_size,
                        const uint8_t *info, size_t info_len, uint8_t *okm,
                        size_t okm_len) {
  mcu_hmac_ctx ctx;
  uint8_t t[MCU_HASH_MAX_DIGEST_SIZE];
  size_t t_len = 0;  // T(0) is the empty string
  size_t done = 0;
  mcu_status st = MCU_OK;
  for (size_t i = 1; done < okm_len && st == MCU_OK; ++i) {
    const uint8_t counter = static_cast<uint8_t>(i);  // i <= 255
    ctx = *keyed;
    st = mcu_hmac_update(&ctx, t, t_len);
    if (st == MCU_OK) st = mcu_hmac_update(&ctx, info, info_len);
    if (st == MCU_OK) st = mcu_hmac_update(&ctx, &counter, 1);
    if (st == MCU_OK) st = mcu_hmac_final(&ctx, t, digest_size);
    if (st == MCU_OK) {
      const size_t take = okm_len - done < digest_size ? okm_len - done : digest_size;
      memcpy(okm + done, t, take);
      done += take;
      t_len = digest_size;
    }
  }
  mcu_wipe(&ctx, sizeof(ctx));
  mcu_wipe(t, sizeof(t));
  if (st != MCU_OK) mcu_wipe(okm, okm_len);
  return st;
}

}  // namespace

extern "C" mcu_status mcu_hkdf_extract(const mcu_hash_desc *hash,
                                       const uint8_t *salt, size_t salt_len,
                                       const uint8_t *ikm, size_t ikm_len,
                                       uint8_t *prk, size_t prk_size) {
  if ((salt == NULL && salt_len != 0) || (ikm == NULL && ikm_len != 0) ||
      prk == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcu_status hash_ok = mcucrypt::hmac_hash_check(hash);
  if (hash_ok != MCU_OK) {
    return hash_ok;
  }
  if (prk_size < hash->digest_size) {
    return MCU_ERR_BUFFER_TOO_SMALL;
  }
  // An empty HMAC key is zero-padded to the block size, exactly as a salt of
  // HashLen zeros would be, so an absent salt needs no special case.
  return mcu_hmac(hash, salt, salt_len, ikm, ikm_len, prk, hash->digest_size);
}

extern "C" mcu_status mcu_hkdf_expand(const mcu_hash_desc *hash,
                                      const uint8_t *prk, size_t prk_len,
                                      const uint8_t *info, size_t info_len,
                                      uint8_t *okm, size_t okm_len) {
  if (prk == NULL || (info == NULL && info_len != 0) ||
      (okm == NULL && okm_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcu_status hash_ok = mcucrypt::hmac_hash_check(hash);
  if (hash_ok != MCU_OK) {
    return hash_ok;
  }
  const size_t n = hash->digest_size;
  if (prk_len < n || okm_len > kMaxBlocks * n) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (okm_len == 0) {
    return MCU_OK;
  }
  mcu_hmac_ctx keyed;
  mcu_status st = mcu_hmac_init(&keyed, hash, prk, prk_len);
  if (st == MCU_OK) {
    st = expand_keyed(&keyed, n, info, info_len, okm, okm_len);
  }
  mcu_wipe(&keyed, sizeof(keyed));
  return st;
}

extern "C" mcu_status mcu_hkdf(const mcu_hash_desc *hash, const uint8_t *salt,
                               size_t salt_len, const uint8_t *ikm,
                               size_t ikm_len, const uint8_t *info,
                               size_t info_len, uint8_t *okm, size_t okm_len) {
  if ((salt == NULL && salt_len != 0) || (ikm == NULL && ikm_len != 0) ||
      (info == NULL && info_len != 0) || (okm == NULL && okm_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcu_status hash_ok = mcucrypt::hmac_hash_check(hash);
  if (hash_ok != MCU_OK) {
    return hash_ok;
  }
  if (okm_len > kMaxBlocks * hash->digest_size) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  uint8_t prk[MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st = mcu_hkdf_extract(hash, salt, salt_len, ikm, ikm_len, prk,
                                   sizeof(prk));
  if (st == MCU_OK) {
    st = mcu_hkdf_expand(hash, prk, hash->digest_size, info, info_len, okm,
                         okm_len);
  }
  mcu_wipe(prk, sizeof(prk));
  return st;
}
