// One-shot digest of a message with any hash descriptor, for tests that
// sign or verify messages (RSA, and the Wycheproof signature runners).
#ifndef MCUCRYPT_TESTS_SUPPORT_DIGEST_H_
#define MCUCRYPT_TESTS_SUPPORT_DIGEST_H_

#include <stdint.h>

#include <vector>

#include "mcucrypt/hash_desc.h"

inline std::vector<uint8_t> Digest(const mcu_hash_desc *h, const std::vector<uint8_t> &msg) {
  union {
    uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
    uint64_t align;
  } ctx;
  std::vector<uint8_t> out(h->digest_size);
  h->init(ctx.bytes);
  h->update(ctx.bytes, msg.data(), msg.size());
  h->final(ctx.bytes, out.data());
  return out;
}

#endif  // MCUCRYPT_TESTS_SUPPORT_DIGEST_H_
