// The bi32 Armv7-M backend: the permutation and the absorbing loop are
// Thumb-2 assembly (keccak_f1600_bi32_armv7m.S), which keep their working
// copies of the state on their own stack frame and zero it before
// returning; the other byte conversions are the portable bi32 ones.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha3/keccak_f1600.h"
#include "crypto/sha3/keccak_f1600_bi32_armv7m.h"
#include "crypto/sha3/keccak_f1600_bi32_interleave.h"

namespace mcucrypt {
namespace keccak_bi32_armv7m {

void keccak_f1600_add_bytes(mcu_keccak_state *state, const uint8_t *data,
                            size_t offset, size_t len) {
  bi32::add_bytes(state->words, data, offset, len);
}

void keccak_f1600_extract_bytes(const mcu_keccak_state *state, uint8_t *out,
                                size_t offset, size_t len) {
  bi32::extract_bytes(state->words, out, offset, len);
}

void keccak_f1600_permute(mcu_keccak_state *state) {
  mcu_keccak_f1600_bi32_armv7m_permute(state->words);
}

void keccak_f1600_absorb(mcu_keccak_state *state, size_t rate,
                         const uint8_t *data, size_t nblocks) {
  uint32_t *words = state->words;
  const size_t rate_lanes = rate / 8;
  if (nblocks == 0) return;
  if (keccak_armv7m_absorb_rate(rate_lanes)) {
    // The state stays in the assembly's frame from block to block.
    mcu_keccak_f1600_bi32_armv7m_absorb(words, data, nblocks, rate_lanes);
    return;
  }
  for (; nblocks != 0; --nblocks) {
    for (size_t i = 0; i < rate_lanes; ++i, data += 8) {
      bi32::add_lane(words + 2 * i, load_le32(data), load_le32(data + 4));
    }
    mcu_keccak_f1600_bi32_armv7m_permute(words);
  }
}

void keccak_f1600_squeeze(mcu_keccak_state *state, size_t rate, uint8_t *out,
                          size_t nblocks) {
  uint32_t *words = state->words;
  const size_t rate_lanes = rate / 8;
  for (; nblocks != 0; --nblocks, out += rate) {
    mcu_keccak_f1600_bi32_armv7m_permute(words);
    bi32::extract_lanes(words, out, rate_lanes);
  }
}

}  // namespace keccak_bi32_armv7m
}  // namespace mcucrypt
