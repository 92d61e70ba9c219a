#include "tools/sim/models/sam4c/sha_block.h"

#include <openssl/sha.h>

namespace sim {
namespace sam4c {

// OpenSSL 3 deprecates the low-level SHA functions, but they are its only
// public compression-function API: SHAn_Transform on a context whose h[] we
// set is exactly "one block from this chaining value". EVP cannot start from
// an arbitrary chaining value. The warning is silenced for this file only.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

int ShaStateWords(ShaAlgorithm algorithm) { return algorithm == ShaAlgorithm::kSha1 ? 5 : 8; }

void ShaInitialState(ShaAlgorithm algorithm, uint32_t state[8]) {
  if (algorithm == ShaAlgorithm::kSha1) {
    SHA_CTX ctx;
    SHA1_Init(&ctx);
    const uint32_t h[5] = {ctx.h0, ctx.h1, ctx.h2, ctx.h3, ctx.h4};
    for (int i = 0; i < 5; ++i) state[i] = h[i];
    for (int i = 5; i < 8; ++i) state[i] = 0;
    return;
  }
  SHA256_CTX ctx;
  algorithm == ShaAlgorithm::kSha224 ? SHA224_Init(&ctx) : SHA256_Init(&ctx);
  for (int i = 0; i < 8; ++i) state[i] = ctx.h[i];
}

void ShaCompress(ShaAlgorithm algorithm, uint32_t state[8], const uint8_t block[kShaBlockBytes]) {
  if (algorithm == ShaAlgorithm::kSha1) {
    SHA_CTX ctx;
    SHA1_Init(&ctx);
    ctx.h0 = state[0];
    ctx.h1 = state[1];
    ctx.h2 = state[2];
    ctx.h3 = state[3];
    ctx.h4 = state[4];
    SHA1_Transform(&ctx, block);
    const uint32_t h[5] = {ctx.h0, ctx.h1, ctx.h2, ctx.h3, ctx.h4};
    for (int i = 0; i < 5; ++i) state[i] = h[i];
    return;
  }
  // SHA-224 is SHA-256's compression function from a different IV.
  SHA256_CTX ctx;
  SHA256_Init(&ctx);
  for (int i = 0; i < 8; ++i) ctx.h[i] = state[i];
  SHA256_Transform(&ctx, block);
  for (int i = 0; i < 8; ++i) state[i] = ctx.h[i];
}

#pragma GCC diagnostic pop

}  // namespace sam4c
}  // namespace sim
