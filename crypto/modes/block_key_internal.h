// Inside the core only: the check every mode, MAC, AEAD and DRBG over a
// block cipher makes before it trusts an mcu_block_key's schedule and
// descriptor (mcucrypt/block_cipher.h).
#ifndef MCUCRYPT_MODES_BLOCK_KEY_INTERNAL_H_
#define MCUCRYPT_MODES_BLOCK_KEY_INTERNAL_H_

#include <stdint.h>

#include "mcucrypt/block_cipher.h"

namespace mcucrypt {

// Marks an initialised key; a zeroed or wiped key never carries it.
constexpr uint32_t kBlockKeyMagic = 0x626b6579u;  // "bkey"

// True for a key set up by mcu_block_key_init and not wiped since (its
// descriptor was checked there: block size 8 or 16, all three functions).
inline bool block_key_ready(const mcu_block_key *k) {
  return k != nullptr && k->magic == kBlockKeyMagic && k->cipher != nullptr;
}

}  // namespace mcucrypt

#endif  // MCUCRYPT_MODES_BLOCK_KEY_INTERNAL_H_
