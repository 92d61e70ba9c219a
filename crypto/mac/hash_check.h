// Checks a hash descriptor before the generic constructions (HMAC, HKDF,
// PBKDF2) trust its sizes and call through its function pointers.
#ifndef MCUCRYPT_MAC_HASH_CHECK_H_
#define MCUCRYPT_MAC_HASH_CHECK_H_

#include <stddef.h>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

namespace mcucrypt {

// True if hash is non-NULL, has all three functions, and its sizes fit the
// buffers sized by hash_desc.h: 1 <= digest_size <= MCU_HASH_MAX_DIGEST_SIZE,
// 1 <= block_size <= MCU_HASH_MAX_BLOCK_SIZE,
// 1 <= context_size <= MCU_HASH_MAX_CONTEXT_SIZE.
inline bool hash_desc_usable(const mcu_hash_desc *hash) {
  return hash != NULL && hash->init != NULL && hash->update != NULL &&
         hash->final != NULL && hash->digest_size >= 1 &&
         hash->digest_size <= MCU_HASH_MAX_DIGEST_SIZE &&
         hash->block_size >= 1 && hash->block_size <= MCU_HASH_MAX_BLOCK_SIZE &&
         hash->context_size >= 1 &&
         hash->context_size <= MCU_HASH_MAX_CONTEXT_SIZE;
}

// Whether HMAC can use the hash: MCU_ERR_INVALID_ARGUMENT for a NULL or
// malformed descriptor; MCU_ERR_UNSUPPORTED for one whose block is shorter
// than its digest (e.g. a sponge with a small rate such as Ascon-Hash256),
// where RFC 2104's K0 = H(K) padded to B bytes does not exist.
inline mcu_status hmac_hash_check(const mcu_hash_desc *hash) {
  if (!hash_desc_usable(hash)) return MCU_ERR_INVALID_ARGUMENT;
  if (hash->block_size < hash->digest_size) return MCU_ERR_UNSUPPORTED;
  return MCU_OK;
}

}  // namespace mcucrypt

#endif  // MCUCRYPT_MAC_HASH_CHECK_H_
