// Shared by the RSA tests: hash descriptors by Wycheproof's names, and a
// one-shot digest.
#ifndef MCUCRYPT_TESTS_CRYPTO_RSA_RSA_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_RSA_RSA_TESTING_H_

#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"

// "SHA-256", "SHA-512/224", "SHA3-256", ...: the descriptor, or nullptr.
inline const mcu_hash_desc *HashByName(const std::string &name) {
  struct Entry {
    const char *name;
    const mcu_hash_desc *desc;
  };
  static const Entry kHashes[] = {
      {"SHA-1", &mcu_sha1_desc},          {"SHA-224", &mcu_sha224_desc},
      {"SHA-256", &mcu_sha256_desc},      {"SHA-384", &mcu_sha384_desc},
      {"SHA-512", &mcu_sha512_desc},      {"SHA-512/224", &mcu_sha512_224_desc},
      {"SHA-512/256", &mcu_sha512_256_desc}, {"SHA3-224", &mcu_sha3_224_desc},
      {"SHA3-256", &mcu_sha3_256_desc},   {"SHA3-384", &mcu_sha3_384_desc},
      {"SHA3-512", &mcu_sha3_512_desc},
  };
  for (const Entry &e : kHashes) {
    if (name == e.name) return e.desc;
  }
  return nullptr;
}

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

#endif  // MCUCRYPT_TESTS_CRYPTO_RSA_RSA_TESTING_H_
