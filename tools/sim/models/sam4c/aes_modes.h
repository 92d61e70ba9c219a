// The SAM4C AES confidentiality modes (AES_MR.OPMOD 0-4) on one data unit:
// a 16-byte block, or in CFB a segment of CFBS bits. GCM (OPMOD 5) lives in
// aes_gcm.h because it also keeps lengths, a running hash and a tag.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_MODES_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_MODES_H_

#include <cstddef>
#include <cstdint>

#include "tools/sim/models/sam4c/aes_cipher.h"

namespace sim {
namespace sam4c {

enum class AesMode { kEcb, kCbc, kOfb, kCfb, kCtr, kGcm };

// `chain` is the block the hardware carries from one unit to the next,
// loaded from AES_IVR: the previous ciphertext (CBC), the last keystream
// block (OFB), the shift register (CFB) or the counter block (CTR).
// `unit_bytes` is 16, or 8/4/2/1 in CFB-64/32/16/8. `encrypt` is MR.CIPHER.
void ProcessUnit(const AesBlockCipher& cipher, AesMode mode, bool encrypt, size_t unit_bytes,
                 uint8_t chain[kAesBlockBytes], const uint8_t* in, uint8_t* out);

// The AES's CTR counter is 16 bits wide (§3.1): only the last two bytes of
// the counter block count, big-endian like the rest of CTR, and they wrap
// from 0xFFFF to 0 without carrying into byte 13. That is the documented
// limit "wraps every 2^16 blocks: software must re-load the IV".
void IncrementCounter16(uint8_t counter[kAesBlockBytes]);

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_MODES_H_
