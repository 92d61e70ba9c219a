// AES-128/192/256 (FIPS 197) in the PIC32MZ W1 Crypto Engine: the key as the
// SA wants it, and the descriptors over the engine's ECB, CBC and CTR
// (block_pic32mz_ce.cc) and GCM (gcm_pic32mz_ce.cc).
#include "drivers/pic32mzw1/aes_pic32mz_ce.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "drivers/pic32mzw1/block_pic32mz_ce.h"
#include "drivers/pic32mzw1/crypto_engine_regs.h"
#include "drivers/pic32mzw1/pic32mz_ce.h"

namespace mcucrypt {
namespace aes_pic32mz_ce {

// Keys right-aligned in ENCKEY: AES-128 in words 4-7, 192 in 2-7, 256 in 0-7.
template <unsigned kBits>
mcu_status ExpandKey(uint32_t *schedule, const uint8_t *key) {
  using namespace block_pic32mz_ce;
  constexpr size_t kWords = kBits / 32;
  memset(schedule, 0, kScheduleWords * sizeof(uint32_t));
  for (size_t i = 0; i < kWords; ++i) schedule[8 - kWords + i] = load_be32(key + 4 * i);
  schedule[kCtrlWord] = pic32mz_ce::kSaAlgoAes |
                        uint32_t{kBits == 128 ? 0u : kBits == 192 ? 1u : 2u}
                            << pic32mz_ce::kSaKeySizeShift;
  schedule[kEcbWord] = pic32mz_ce::kSaEcb;
  schedule[kBlockWord] = 16;
  return MCU_OK;
}
template mcu_status ExpandKey<128>(uint32_t *, const uint8_t *);
template mcu_status ExpandKey<192>(uint32_t *, const uint8_t *);
template mcu_status ExpandKey<256>(uint32_t *, const uint8_t *);

const mcu_block_mode_ops kModes = {&block_pic32mz_ce::CbcEncrypt, &block_pic32mz_ce::CbcDecrypt,
                                   &block_pic32mz_ce::CtrXor,     &GcmEncrypt,
                                   &GcmDecrypt,                   nullptr,
                                   nullptr};
// The same without the engine's GCM: the generic GCM (mcucrypt/gcm.h) over
// the engine's CTR, for the cases the engine's GCM cannot take.
const mcu_block_mode_ops kModesGcmInSoftware = {
    &block_pic32mz_ce::CbcEncrypt, &block_pic32mz_ce::CbcDecrypt, &block_pic32mz_ce::CtrXor,
    nullptr, nullptr, nullptr, nullptr};

}  // namespace aes_pic32mz_ce
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_aes128_pic32mz_ce = mcucrypt::aes_pic32mz_ce::Desc<128>();
const mcu_block_cipher_desc mcu_aes192_pic32mz_ce = mcucrypt::aes_pic32mz_ce::Desc<192>();
const mcu_block_cipher_desc mcu_aes256_pic32mz_ce = mcucrypt::aes_pic32mz_ce::Desc<256>();
}
