#include "tools/sim/models/sam4c/aes_gcm.h"

#include <algorithm>
#include <cstring>

#include "tools/sim/models/sam4c/word_bytes.h"

namespace sim {
namespace sam4c {
namespace {

uint64_t BlocksFor(uint32_t bytes) {
  return (uint64_t{bytes} + kAesBlockBytes - 1) / kAesBlockBytes;
}

// Bytes of block `index` that belong to a field of `total` bytes.
size_t ValidBytes(uint32_t total, uint64_t index) {
  const uint64_t start = index * kAesBlockBytes;
  return static_cast<size_t>(std::min<uint64_t>(kAesBlockBytes, total - start));
}

void Increment32(uint8_t counter[kAesBlockBytes]) {
  StoreBe32(LoadBe32(counter + 12) + 1, counter + 12);
}

}  // namespace

void AesGcm::GenerateSubkey(const AesBlockCipher& cipher) {
  const uint8_t zero[kAesBlockBytes] = {};
  cipher.Encrypt(zero, hash_subkey);
  std::memset(ghash, 0, sizeof ghash);
}

void AesGcm::Absorb(const uint8_t block[kAesBlockBytes]) {
  for (size_t i = 0; i < kAesBlockBytes; ++i) ghash[i] ^= block[i];
  GhashMultiply(ghash, hash_subkey);
}

bool AesGcm::ProcessBlock(const AesBlockCipher& cipher, bool encrypt, bool generate_tag,
                          const uint8_t iv_register[kAesBlockBytes],
                          uint8_t counter[kAesBlockBytes], const uint8_t in[kAesBlockBytes],
                          uint8_t out[kAesBlockBytes]) {
  const uint64_t aad_blocks = BlocksFor(aad_bytes);
  const uint64_t message_blocks = aad_blocks + BlocksFor(text_bytes);
  const uint64_t index = blocks_done_++;
  uint8_t hashed[kAesBlockBytes] = {};
  std::memset(out, 0, kAesBlockBytes);

  if (index < aad_blocks) {
    std::memcpy(hashed, in, ValidBytes(aad_bytes, index));
  } else if (index < message_blocks) {
    const size_t valid = ValidBytes(text_bytes, index - aad_blocks);
    uint8_t keystream[kAesBlockBytes];
    cipher.Encrypt(counter, keystream);
    Increment32(counter);
    for (size_t i = 0; i < valid; ++i) out[i] = static_cast<uint8_t>(in[i] ^ keystream[i]);
    std::memcpy(hashed, encrypt ? out : in, valid);
  } else {
    // Past the message: hash only (GTAGEN = 0 flow, e.g. the length block).
    std::memcpy(hashed, in, kAesBlockBytes);
  }
  Absorb(hashed);

  if (generate_tag && index + 1 == message_blocks) {
    FinishTag(cipher, iv_register);
    return true;
  }
  return false;
}

void AesGcm::FinishTag(const AesBlockCipher& cipher, const uint8_t iv_register[kAesBlockBytes]) {
  // len(A) || len(C), in bits, 64-bit big-endian each.
  uint8_t lengths[kAesBlockBytes] = {};
  const uint64_t aad_bits = uint64_t{aad_bytes} * 8;
  const uint64_t text_bits = uint64_t{text_bytes} * 8;
  StoreBe32(static_cast<uint32_t>(aad_bits >> 32), lengths);
  StoreBe32(static_cast<uint32_t>(aad_bits), lengths + 4);
  StoreBe32(static_cast<uint32_t>(text_bits >> 32), lengths + 8);
  StoreBe32(static_cast<uint32_t>(text_bits), lengths + 12);
  Absorb(lengths);

  uint8_t j0[kAesBlockBytes];
  std::memcpy(j0, iv_register, sizeof j0);
  StoreBe32(LoadBe32(j0 + 12) - 1, j0 + 12);  // IVR holds inc32(J0)
  uint8_t encrypted_j0[kAesBlockBytes];
  cipher.Encrypt(j0, encrypted_j0);
  for (size_t i = 0; i < kAesBlockBytes; ++i)
    tag[i] = static_cast<uint8_t>(encrypted_j0[i] ^ ghash[i]);
}

}  // namespace sam4c
}  // namespace sim
