// The AEADs the Wycheproof dispatcher can use, looked up by the names
// Wycheproof's aead_test_schema files use ("CHACHA20-POLY1305").
#ifndef MCUCRYPT_TESTS_WYCHEPROOF_AEADS_H_
#define MCUCRYPT_TESTS_WYCHEPROOF_AEADS_H_

#include <stddef.h>

#include <string>

#include "mcucrypt/aead_desc.h"

struct WycheproofAead {
  const char* algorithm;     // Wycheproof "algorithm", e.g. "CHACHA20-POLY1305"
  const char* descriptor;    // the mcucrypt descriptor's name, for messages
  const mcu_aead_desc* desc;  // nullptr: that AEAD is not built (yet)
};

struct WycheproofAeadTable {
  const WycheproofAead* rows;
  size_t count;
};

// Every AEAD mcucrypt has (aeads.cc).
WycheproofAeadTable BuiltInWycheproofAeads();

// The entry for an AEAD algorithm name, or nullptr if the table does not know
// it (e.g. "AES-GCM" before AES lands).
const WycheproofAead* FindWycheproofAead(
    const std::string& algorithm,
    const WycheproofAeadTable& table = BuiltInWycheproofAeads());

// The built descriptor of an algorithm for one key size (rows may share an
// algorithm name, one per key size: AES-GCM), or nullptr.
const mcu_aead_desc* FindWycheproofAeadForKey(const std::string& algorithm, size_t key_size,
                                              const WycheproofAeadTable& table);

#endif  // MCUCRYPT_TESTS_WYCHEPROOF_AEADS_H_
