// The algorithms the tool offers, as tables of the core's descriptors: a new
// algorithm is one row in algorithms.cc (and its library in BUILD.bazel), never
// new command code. Names are OpenSSL's spelling, lower case, and come from
// the descriptors themselves where the core has one.
#ifndef MCUCRYPT_TOOLS_CLI_ALGORITHMS_H_
#define MCUCRYPT_TOOLS_CLI_ALGORITHMS_H_

#include <stddef.h>
#include <stdint.h>

#include <string>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/hash_desc.h"
#include "mcucrypt/status.h"

namespace mcucli {

template <typename T>
struct Table {
  const T* rows;
  size_t count;
  const T* begin() const { return rows; }
  const T* end() const { return rows + count; }
};

// Hashes: hash ALG and hmac-ALG. Rows: &mcu_<hash>_desc.
Table<const mcu_hash_desc*> Hashes();
const mcu_hash_desc* FindHash(const std::string& name);

// Extendable-output functions (the core has no XOF descriptor, so each row
// adapts one algorithm's streaming functions to void* contexts).
struct Xof {
  const char* name;
  size_t context_size;
  mcu_status (*init)(void* ctx);
  mcu_status (*update)(void* ctx, const void* data, size_t len);
  mcu_status (*squeeze)(void* ctx, uint8_t* out, size_t len);
  mcu_status (*final)(void* ctx);
};
// The largest XOF context in the table (the CLI keeps one on the stack).
constexpr size_t kMaxXofContext = 512;
Table<Xof> Xofs();
const Xof* FindXof(const std::string& name);

// AEADs: aead ALG. Rows: &mcu_<aead>_desc.
Table<const mcu_aead_desc*> Aeads();
const mcu_aead_desc* FindAead(const std::string& name);

// Block ciphers: cipher <name>-<mode> (mode: ecb, cbc; ctr for 16-byte
// blocks), e.g. "aes-128-cbc", "des-ede3-cbc", "sm4-ctr". Rows:
// &mcu_<cipher>_desc, whose name is OpenSSL's without the mode.
Table<const mcu_block_cipher_desc*> BlockCiphers();

}  // namespace mcucli

#endif  // MCUCRYPT_TOOLS_CLI_ALGORITHMS_H_
