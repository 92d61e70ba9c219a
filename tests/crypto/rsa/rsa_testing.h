// Shared by the RSA tests: hash descriptors by Wycheproof's names, and a
// one-shot digest.
#ifndef MCUCRYPT_TESTS_CRYPTO_RSA_RSA_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_RSA_RSA_TESTING_H_

#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/hash_desc.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "tests/support/digest.h"

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

// An mcu_rng for tests: xorshift64* bytes from a seed (reproducible), or a
// failing one.
struct TestRng {
  uint64_t s;
  bool fail = false;
  size_t calls = 0;
  explicit TestRng(uint64_t seed) : s(seed * 0x9e3779b97f4a7c15u + 1) {}
  static mcu_status Generate(void *ctx, uint8_t *out, size_t len) {
    TestRng *r = static_cast<TestRng *>(ctx);
    ++r->calls;
    if (r->fail) return MCU_ERR_HARDWARE;
    for (size_t i = 0; i < len; ++i) {
      r->s ^= r->s >> 12;
      r->s ^= r->s << 25;
      r->s ^= r->s >> 27;
      out[i] = static_cast<uint8_t>((r->s * 0x2545f4914f6cdd1du) >> 56);
    }
    return MCU_OK;
  }
  mcu_rng rng() { return mcu_rng{&TestRng::Generate, this}; }
};

// Big-endian hex of a Wycheproof integer, left-padded to len bytes (or as
// is if longer).
inline std::vector<uint8_t> Padded(const std::vector<uint8_t> &v, size_t len) {
  if (v.size() >= len) return v;
  std::vector<uint8_t> out(len - v.size(), 0);
  out.insert(out.end(), v.begin(), v.end());
  return out;
}

#endif  // MCUCRYPT_TESTS_CRYPTO_RSA_RSA_TESTING_H_
