#include "tools/sim/models/sam4c/aes_modes.h"

#include <cstring>

namespace sim {
namespace sam4c {
namespace {

void Xor(const uint8_t* a, const uint8_t* b, size_t n, uint8_t* out) {
  for (size_t i = 0; i < n; ++i) out[i] = static_cast<uint8_t>(a[i] ^ b[i]);
}

// CFB-s: the output is the input XOR the first s bytes of E(chain); the
// ciphertext segment (output when encrypting, input when decrypting) is
// shifted into the end of the chain.
void CfbUnit(const AesBlockCipher& cipher, bool encrypt, size_t s, uint8_t chain[kAesBlockBytes],
             const uint8_t* in, uint8_t* out) {
  uint8_t keystream[kAesBlockBytes];
  cipher.Encrypt(chain, keystream);
  uint8_t ciphertext[kAesBlockBytes];
  if (encrypt) {
    Xor(in, keystream, s, out);
    std::memcpy(ciphertext, out, s);
  } else {
    std::memcpy(ciphertext, in, s);
    Xor(in, keystream, s, out);
  }
  std::memmove(chain, chain + s, kAesBlockBytes - s);
  std::memcpy(chain + kAesBlockBytes - s, ciphertext, s);
}

}  // namespace

void IncrementCounter16(uint8_t counter[kAesBlockBytes]) {
  if (++counter[15] == 0) ++counter[14];
}

void ProcessUnit(const AesBlockCipher& cipher, AesMode mode, bool encrypt, size_t unit_bytes,
                 uint8_t chain[kAesBlockBytes], const uint8_t* in, uint8_t* out) {
  uint8_t block[kAesBlockBytes];
  switch (mode) {
    case AesMode::kEcb:
      encrypt ? cipher.Encrypt(in, out) : cipher.Decrypt(in, out);
      return;
    case AesMode::kCbc:
      if (encrypt) {
        Xor(in, chain, kAesBlockBytes, block);
        cipher.Encrypt(block, out);
        std::memcpy(chain, out, kAesBlockBytes);
      } else {
        cipher.Decrypt(in, block);
        Xor(block, chain, kAesBlockBytes, out);
        std::memcpy(chain, in, kAesBlockBytes);
      }
      return;
    case AesMode::kOfb:
      cipher.Encrypt(chain, block);
      std::memcpy(chain, block, kAesBlockBytes);
      Xor(in, block, kAesBlockBytes, out);
      return;
    case AesMode::kCfb:
      CfbUnit(cipher, encrypt, unit_bytes, chain, in, out);
      return;
    case AesMode::kCtr:
      cipher.Encrypt(chain, block);
      IncrementCounter16(chain);
      Xor(in, block, kAesBlockBytes, out);
      return;
    case AesMode::kGcm:
      break;  // not a plain mode: the caller routes GCM to AesGcm
  }
}

}  // namespace sam4c
}  // namespace sim
