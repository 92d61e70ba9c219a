// PBKDF2 (RFC 8018 section 5.2) with PRF = HMAC-Hash.
#include "mcucrypt/pbkdf2.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/mac/hash_check.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/mem.h"

namespace {

// T_i for block index i into t (digest_size bytes). keyed is HMAC keyed with
// the password; copying it saves re-hashing the padded key on every PRF call
// (2 * c * blocks compressions fewer).
mcu_status block(const mcu_hmac_ctx *keyed, size_t digest_size,
                 const void *salt, size_t salt_len, uint32_t iterations,
                 uint32_t index, mcu_hmac_ctx *ctx, uint8_t *u, uint8_t *t) {
  uint8_t be_index[4];
  mcucrypt::store_be32(be_index, index);
  *ctx = *keyed;
  mcu_status st = mcu_hmac_update(ctx, salt, salt_len);
  if (st == MCU_OK) st = mcu_hmac_update(ctx, be_index, sizeof(be_index));
  if (st == MCU_OK) st = mcu_hmac_final(ctx, u, digest_size);  // U_1
  if (st != MCU_OK) return st;
  memcpy(t, u, digest_size);
  for (uint32_t j = 2; j <= iterations; ++j) {
    *ctx = *keyed;
    st = mcu_hmac_update(ctx, u, digest_size);
    if (st == MCU_OK) st = mcu_hmac_final(ctx, u, digest_size);  // U_j
    if (st != MCU_OK) return st;
    for (size_t k = 0; k < digest_size; ++k) {
      t[k] = static_cast<uint8_t>(t[k] ^ u[k]);
    }
    if (j == UINT32_MAX) break;  // j <= iterations would never turn false
  }
  return MCU_OK;
}

}  // namespace

extern "C" mcu_status mcu_pbkdf2_hmac(const mcu_hash_desc *hash,
                                      const void *password, size_t password_len,
                                      const void *salt, size_t salt_len,
                                      uint32_t iterations, uint8_t *dk,
                                      size_t dk_len) {
  if ((password == NULL && password_len != 0) || (salt == NULL && salt_len != 0) ||
      dk == NULL || dk_len == 0 || iterations == 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcu_status hash_ok = mcucrypt::hmac_hash_check(hash);
  if (hash_ok != MCU_OK) {
    return hash_ok;
  }
  const size_t n = hash->digest_size;
  // RFC 8018 step 1: dkLen <= (2^32 - 1) * hLen, i.e. at most 2^32 - 1 blocks:
  // ceil(dkLen / hLen) > 2^32 - 1 exactly when (dkLen - 1) / hLen >= 2^32 - 1.
  // A division of the machine's own width (public values): a 64-bit one would
  // pull libgcc's __udivdi3 into 32-bit firmware.
  if (static_cast<uint64_t>((dk_len - 1) / n) >= UINT32_MAX) {
    return MCU_ERR_LENGTH_LIMIT;
  }
  mcu_hmac_ctx keyed;
  mcu_hmac_ctx ctx;
  uint8_t u[MCU_HASH_MAX_DIGEST_SIZE];
  uint8_t t[MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st = mcu_hmac_init(&keyed, hash, password, password_len);
  size_t done = 0;
  for (uint32_t i = 1; st == MCU_OK && done < dk_len; ++i) {
    st = block(&keyed, n, salt, salt_len, iterations, i, &ctx, u, t);
    if (st == MCU_OK) {
      const size_t take = dk_len - done < n ? dk_len - done : n;
      memcpy(dk + done, t, take);
      done += take;
    }
  }
  mcu_wipe(&keyed, sizeof(keyed));
  mcu_wipe(&ctx, sizeof(ctx));
  mcu_wipe(u, sizeof(u));
  mcu_wipe(t, sizeof(t));
  if (st != MCU_OK) mcu_wipe(dk, dk_len);
  return st;
}
