// The SHA compression functions the ICM model needs: the ICM hashes raw,
// already padded 64-byte blocks from a chaining value firmware may supply
// (ICM_UIHVAL), so it needs the compression function itself rather than
// OpenSSL's message-level API.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_SHA_BLOCK_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_SHA_BLOCK_H_

#include <cstddef>
#include <cstdint>

namespace sim {
namespace sam4c {

constexpr size_t kShaBlockBytes = 64;

enum class ShaAlgorithm { kSha1, kSha224, kSha256 };

// Words of chaining state: 5 for SHA-1, 8 for SHA-224/256.
int ShaStateWords(ShaAlgorithm algorithm);

// The standard initial hash value (FIPS 180-4, 5.3).
void ShaInitialState(ShaAlgorithm algorithm, uint32_t state[8]);

// state = compress(state, block).
void ShaCompress(ShaAlgorithm algorithm, uint32_t state[8], const uint8_t block[kShaBlockBytes]);

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_SHA_BLOCK_H_
