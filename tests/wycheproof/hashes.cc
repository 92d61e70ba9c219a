#include "tests/wycheproof/hashes.h"

#include "mcucrypt/md5.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "mcucrypt/sm3.h"

namespace {

// Wycheproof's names for the hashes, with mcucrypt's descriptors. A new
// hash: include its header above, add its row (nullptr until it is built),
// and add its library to :hashes in BUILD.bazel.
const WycheproofHash kHashes[] = {
    {"HMACMD5", "HKDF-MD5", "mcu_md5_desc", &mcu_md5_desc},
    {"HMACSHA1", "HKDF-SHA-1", "mcu_sha1_desc", &mcu_sha1_desc},
    {"HMACSHA224", "HKDF-SHA-224", "mcu_sha224_desc", &mcu_sha224_desc},
    {"HMACSHA256", "HKDF-SHA-256", "mcu_sha256_desc", &mcu_sha256_desc},
    {"HMACSHA384", "HKDF-SHA-384", "mcu_sha384_desc", &mcu_sha384_desc},
    {"HMACSHA512", "HKDF-SHA-512", "mcu_sha512_desc", &mcu_sha512_desc},
    {"HMACSHA512/224", "HKDF-SHA-512/224", "mcu_sha512_224_desc", &mcu_sha512_224_desc},
    {"HMACSHA512/256", "HKDF-SHA-512/256", "mcu_sha512_256_desc", &mcu_sha512_256_desc},
    {"HMACSHA3-224", "HKDF-SHA3-224", "mcu_sha3_224_desc", &mcu_sha3_224_desc},
    {"HMACSHA3-256", "HKDF-SHA3-256", "mcu_sha3_256_desc", &mcu_sha3_256_desc},
    {"HMACSHA3-384", "HKDF-SHA3-384", "mcu_sha3_384_desc", &mcu_sha3_384_desc},
    {"HMACSHA3-512", "HKDF-SHA3-512", "mcu_sha3_512_desc", &mcu_sha3_512_desc},
    {"HMACSM3", "HKDF-SM3", "mcu_sm3_desc", &mcu_sm3_desc},
};

}  // namespace

WycheproofHashTable BuiltInWycheproofHashes() {
  return {kHashes, sizeof(kHashes) / sizeof(kHashes[0])};
}

const WycheproofHash* FindHmacHash(const std::string& algorithm,
                                   const WycheproofHashTable& table) {
  for (size_t i = 0; i < table.count; ++i) {
    if (algorithm == table.rows[i].hmac_algorithm) return &table.rows[i];
  }
  return nullptr;
}

const WycheproofHash* FindHkdfHash(const std::string& algorithm,
                                   const WycheproofHashTable& table) {
  for (size_t i = 0; i < table.count; ++i) {
    if (algorithm == table.rows[i].hkdf_algorithm) return &table.rows[i];
  }
  return nullptr;
}
