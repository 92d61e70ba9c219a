// The hashes the Wycheproof dispatcher can use, looked up by the names
// Wycheproof's files use ("HMACSHA256", "HMACSHA3-256", "HKDF-SHA-256").
#ifndef MCUCRYPT_TESTS_WYCHEPROOF_HASHES_H_
#define MCUCRYPT_TESTS_WYCHEPROOF_HASHES_H_

#include <stddef.h>

#include <string>

#include "mcucrypt/hash_desc.h"

struct WycheproofHash {
  const char* hmac_algorithm;  // Wycheproof MAC "algorithm", e.g. "HMACSHA3-256"
  const char* hkdf_algorithm;  // Wycheproof HKDF "algorithm", e.g. "HKDF-SHA-256"
  const char* descriptor;      // the mcucrypt descriptor's name, for messages
  const mcu_hash_desc* desc;   // nullptr: that hash is not built (yet)
};

struct WycheproofHashTable {
  const WycheproofHash* rows;
  size_t count;
};

// Every hash mcucrypt has (hashes.cc).
WycheproofHashTable BuiltInWycheproofHashes();

// The entry for a MAC / HKDF algorithm name, or nullptr if the name is not a
// hash-based algorithm the table knows (e.g. "AES-CMAC").
const WycheproofHash* FindHmacHash(const std::string& algorithm,
                                   const WycheproofHashTable& table = BuiltInWycheproofHashes());
const WycheproofHash* FindHkdfHash(const std::string& algorithm,
                                   const WycheproofHashTable& table = BuiltInWycheproofHashes());

#endif  // MCUCRYPT_TESTS_WYCHEPROOF_HASHES_H_
