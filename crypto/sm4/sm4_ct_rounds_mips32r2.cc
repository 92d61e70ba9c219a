// CtRoundsMips32r2 and CtRoundsKsMips32r2 (sm4_ct.h): the generated
// MIPS32r2 rounds (sm4_ct_bitsliced_mips32r2.S); lone blocks take the C path.
#include <stdint.h>

#include "crypto/sm4/sm4_ct.h"

extern "C" void mcu_sm4_ct_mips32r2_rounds(uint32_t *st, const uint32_t *rk);
extern "C" void mcu_sm4_ct_mips32r2_rounds_ks(uint32_t *st, const uint32_t *ks);

namespace mcucrypt {
namespace sm4 {

void CtRoundsMips32r2(uint32_t *st, const uint32_t *rk) { mcu_sm4_ct_mips32r2_rounds(st, rk); }
void CtRoundsKsMips32r2(uint32_t *st, const uint32_t *ks) {
  mcu_sm4_ct_mips32r2_rounds_ks(st, ks);
}

}  // namespace sm4
}  // namespace mcucrypt

extern "C" const mcu_block_cipher_desc mcu_sm4_ct_mips32r2_desc = mcucrypt::sm4::CtMips32r2Desc();
