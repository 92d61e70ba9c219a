// CtRoundsArmv7m and CtBlockArmv7m (sm4_ct.h): the generated Thumb-2
// rounds (sm4_ct_bitsliced_armv7m.S, sm4_ct_block_armv7m.S).
#include <stdint.h>

#include "crypto/sm4/sm4_ct.h"

extern "C" void mcu_sm4_ct_armv7m_rounds(uint32_t *st, const uint32_t *rk);
extern "C" void mcu_sm4_ct_armv7m_block(uint32_t *x, const uint32_t *rk);

namespace mcucrypt {
namespace sm4 {

void CtRoundsArmv7m(uint32_t *st, const uint32_t *rk) { mcu_sm4_ct_armv7m_rounds(st, rk); }
void CtBlockArmv7m(uint32_t *x, const uint32_t *rk) { mcu_sm4_ct_armv7m_block(x, rk); }

}  // namespace sm4
}  // namespace mcucrypt

extern "C" const mcu_block_cipher_desc mcu_sm4_ct_armv7m_desc = mcucrypt::sm4::CtArmv7mDesc();
