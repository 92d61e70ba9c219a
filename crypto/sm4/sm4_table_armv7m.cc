// The T-table SM4 with its block loop in Thumb-2 assembly
// (sm4_table_armv7m.S; VARIABLE TIME, as sm4_table.cc): mcu_sm4_table_armv7m_desc.
#include <stddef.h>
#include <stdint.h>

#include "crypto/sm4/sm4_table.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace sm4 {

extern "C" void mcu_sm4_table_armv7m_blocks(const uint32_t *rk, const uint8_t *in, uint8_t *out,
                                            size_t n, const uint32_t *te);

// Thumb-2 assembly (sm4_table_armv7m.S), keys always forwards: decryption
// passes a reversed copy.
mcu_status TableEncryptBlocksArmv7m(const uint32_t *schedule, const uint8_t *in, uint8_t *out,
                                    size_t n) {
  mcu_sm4_table_armv7m_blocks(schedule, in, out, n, kTableT);
  return MCU_OK;
}

mcu_status TableDecryptBlocksArmv7m(const uint32_t *schedule, const uint8_t *in, uint8_t *out,
                                    size_t n) {
  uint32_t reversed[kRounds];
  for (int i = 0; i < kRounds; ++i) reversed[i] = schedule[kRounds - 1 - i];
  mcu_sm4_table_armv7m_blocks(reversed, in, out, n, kTableT);
  mcu_wipe(reversed, sizeof reversed);
  return MCU_OK;
}

}  // namespace sm4
}  // namespace mcucrypt

extern "C" const mcu_block_cipher_desc mcu_sm4_table_armv7m_desc = mcucrypt::sm4::TableArmv7mDesc();
