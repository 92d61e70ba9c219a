// DES and Triple-DES in the PIC32MZ W1 Crypto Engine: the keys as the SA
// wants them and the descriptors (des_pic32mz_ce.h).
#include "drivers/pic32mzw1/des_pic32mz_ce.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "drivers/pic32mzw1/crypto_engine_regs.h"
#include "drivers/pic32mzw1/pic32mz_ce.h"

namespace mcucrypt {
namespace des_pic32mz_ce {

// Keys right-aligned in ENCKEY: DES in words 6-7, 3DES K1 K2 K3 in 2-7 (a
// two-key 3DES key repeats K1). The engine keys DES without parity checks,
// as the software does.
template <unsigned kKeys>
mcu_status ExpandKey(uint32_t *schedule, const uint8_t *key) {
  using namespace block_pic32mz_ce;
  memset(schedule, 0, kScheduleWords * sizeof(uint32_t));
  const size_t first = kKeys == 1 ? 6 : 2;
  for (size_t k = 0; k < (kKeys == 1 ? 1u : 3u); ++k) {
    const uint8_t *part = key + 8 * (kKeys == 2 && k == 2 ? 0 : k);
    schedule[first + 2 * k] = load_be32(part);
    schedule[first + 2 * k + 1] = load_be32(part + 4);
  }
  schedule[kCtrlWord] = kKeys == 1 ? pic32mz_ce::kSaAlgoDes : pic32mz_ce::kSaAlgoTdes;
  schedule[kEcbWord] = kKeys == 1 ? pic32mz_ce::kSaDesEcb : pic32mz_ce::kSaTdesEcb;
  schedule[kBlockWord] = 8;
  return MCU_OK;
}
template mcu_status ExpandKey<1>(uint32_t *, const uint8_t *);
template mcu_status ExpandKey<2>(uint32_t *, const uint8_t *);
template mcu_status ExpandKey<3>(uint32_t *, const uint8_t *);

const mcu_block_mode_ops kModes = {&block_pic32mz_ce::CbcEncrypt, &block_pic32mz_ce::CbcDecrypt,
                                   nullptr, nullptr, nullptr, nullptr, nullptr};

}  // namespace des_pic32mz_ce
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_des_pic32mz_ce = mcucrypt::des_pic32mz_ce::Desc<1>();
const mcu_block_cipher_desc mcu_des_ede_pic32mz_ce = mcucrypt::des_pic32mz_ce::Desc<2>();
const mcu_block_cipher_desc mcu_des_ede3_pic32mz_ce = mcucrypt::des_pic32mz_ce::Desc<3>();
}
