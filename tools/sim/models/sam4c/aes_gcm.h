// GCM on the SAM4C AES (AES_MR.OPMOD = 5).
//
// [assumption] The programming flow is a [GAP] in accelerators.md §3.1 (only
// the registers are known for SAM4C). The model follows the GCM flow that the
// datasheets of later SAM parts with the same AES block describe:
//  1. MR: OPMOD = GCM (GTAGEN = 1 for automatic tag generation).
//  2. Write the key. The last key word (KEYWR3/5/7 for KEYSIZE 128/192/256)
//     starts the hash subkey generation: H = E_K(0^128) appears in GCMHR and
//     DATRDY is set when it is done; GHASHR is cleared. Firmware that knows H
//     may also write GCMHR itself.
//  3. IVR0..3 = inc32(J0): the counter block of the first text block. For a
//     96-bit IV that is IV || 0x00000002. The hardware derives J0 for the
//     tag by subtracting one from the last 32 bits, so J0's last word must
//     not be 0xFFFFFFFF (the same restriction those datasheets state).
//  4. AADLENR and CLENR: lengths in bytes. Writing either starts a new
//     message (the block count restarts). GHASHR is not cleared here:
//     a second message under the same key needs GHASHR0..3 = 0 first.
//  5. Through IDATAR, in blocks: ceil(AADLEN/16) AAD blocks, then
//     ceil(CLEN/16) text blocks. Each sets DATRDY. AAD blocks produce no
//     output (ODATAR reads 0). Bytes past AADLEN or CLEN in a last partial
//     block are ignored by the hash and read back as 0 in ODATAR.
//  6. GTAGEN = 1: after the last block, the length block is hashed and
//     TAGR = E_K(J0) XOR GHASH; TAGRDY is set one block time after DATRDY.
//     GTAGEN = 0: blocks past AADLEN + CLEN are hashed only (no output), so
//     firmware can feed the length block itself, read GHASHR and finish the
//     tag with E_K(J0) in ECB or CTR mode.
// CIPHER = 1 hashes the ciphertext produced, CIPHER = 0 the ciphertext
// consumed; the counter is GCM's 32-bit inc32, not CTR mode's 16 bits.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_GCM_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_GCM_H_

#include <cstdint>

#include "tools/sim/models/sam4c/aes_cipher.h"

namespace sim {
namespace sam4c {

class AesGcm {
 public:
  // The registers firmware sees; the model reads and writes them directly.
  uint32_t aad_bytes = 0;                    // AES_AADLENR
  uint32_t text_bytes = 0;                   // AES_CLENR
  uint8_t hash_subkey[kAesBlockBytes] = {};  // AES_GCMHR0..3
  uint8_t ghash[kAesBlockBytes] = {};        // AES_GHASHR0..3
  uint8_t tag[kAesBlockBytes] = {};          // AES_TAGR0..3

  void StartMessage() { blocks_done_ = 0; }

  // Key written: new H, hash cleared (step 2).
  void GenerateSubkey(const AesBlockCipher& cipher);

  // One block from IDATAR. `iv_register` holds IVR as written (inc32(J0));
  // `counter` is the live counter block. Returns true when the block ended
  // the message with GTAGEN set, and `tag` now holds the tag.
  bool ProcessBlock(const AesBlockCipher& cipher, bool encrypt, bool generate_tag,
                    const uint8_t iv_register[kAesBlockBytes], uint8_t counter[kAesBlockBytes],
                    const uint8_t in[kAesBlockBytes], uint8_t out[kAesBlockBytes]);

 private:
  void Absorb(const uint8_t block[kAesBlockBytes]);
  void FinishTag(const AesBlockCipher& cipher, const uint8_t iv_register[kAesBlockBytes]);

  uint64_t blocks_done_ = 0;
};

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_AES_GCM_H_
