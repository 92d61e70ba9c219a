// MD5, SHA-1 and SHA-256 in the PIC32MZ W1 Crypto Engine (hash_pic32mz_ce.cc):
// whole messages only. The engine needs the message length up front and has
// no readable intermediate state (docs/accelerators.md 4.1), so a
// descriptor's one-shot `digest` runs in the engine and its streaming
// functions (init, update, final: HMAC, HKDF, signatures) are the software
// technique's, as is the empty message (the engine is not given a frame
// without data). MCU_PIC32MZ_CE_HASH_DESC builds a descriptor from both.
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_HASH_PIC32MZ_CE_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_HASH_PIC32MZ_CE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/hash_desc.h"

namespace mcucrypt {
namespace hash_pic32mz_ce {

// The whole message through the engine: algo is the SA's ALGO bit
// (kSaAlgoMd5, kSaAlgoSha1, kSaAlgoSha256); len > 0.
mcu_status EngineDigest(uint32_t algo, const void *data, size_t len, uint8_t *digest,
                        size_t digest_size);

template <uint32_t kAlgo, typename Software, size_t kDigestSize>
mcu_status Digest(const void *data, size_t len, uint8_t *digest) {
  if (len == 0) return Software::digest(data, len, digest);
  return EngineDigest(kAlgo, data, len, digest, kDigestSize);
}

constexpr const char *kFallback =
    "streaming (init, update, final) and the empty message: software";

}  // namespace hash_pic32mz_ce
}  // namespace mcucrypt

// A descriptor: the engine's digest, software's streaming functions
// (`variant`, an md::Variant over the core's compression function).
#define MCU_PIC32MZ_CE_HASH_DESC(id, name, ctx_type, digest_size, block_size, variant, algo) \
  {                                                                                       \
    id, name, "pic32mz_ce", digest_size, block_size, sizeof(ctx_type), 1, variant::init,  \
        variant::update, variant::final,                                                  \
        &mcucrypt::hash_pic32mz_ce::Digest<algo, variant, digest_size>,                   \
        mcucrypt::hash_pic32mz_ce::kFallback                                              \
  }

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_HASH_PIC32MZ_CE_H_
