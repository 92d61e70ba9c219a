// DES and Triple-DES (SP 800-67) in the PIC32MZ W1 Crypto Engine
// (des_pic32mz_ce.cc): ECB and CBC in the engine (block_pic32mz_ce.h); the
// engine has no DES counter mode, so CTR is the portable mode over the
// engine's ECB. Descriptors built here, for mcu_des*_pic32mz_ce and the
// board's mcu_des*_desc (des_default_pic32mz_ce.cc).
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_DES_PIC32MZ_CE_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_DES_PIC32MZ_CE_H_

#include <stddef.h>
#include <stdint.h>

#include "drivers/pic32mzw1/block_pic32mz_ce.h"
#include "mcucrypt/block_cipher.h"

namespace mcucrypt {
namespace des_pic32mz_ce {

// kKeys: 1 (DES), 2 (two-key 3DES, K3 = K1), 3 (three-key 3DES).
template <unsigned kKeys>
mcu_status ExpandKey(uint32_t *schedule, const uint8_t *key);
extern const mcu_block_mode_ops kModes;

constexpr const char *kFallback = "CTR: the portable mode over the engine's ECB";

template <unsigned kKeys>
constexpr mcu_block_cipher_desc Desc() {
  return {kKeys == 1 ? "des" : kKeys == 2 ? "des-ede" : "des-ede3",
          "pic32mz_ce",
          8,
          kKeys == 1 ? 8 : kKeys == 2 ? 16 : 24,
          64,  // one engine pass holds 64 blocks
          1,
          &ExpandKey<kKeys>,
          &block_pic32mz_ce::EncryptBlocks,
          &block_pic32mz_ce::DecryptBlocks,
          &kModes,
          kFallback};
}

}  // namespace des_pic32mz_ce
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_DES_PIC32MZ_CE_H_
