// The DES key schedule (FIPS 46-3: PC-1, the left shifts, PC-2), written
// straight into the (ke, ko) round-key form of des_common.h, and the
// Triple-DES key layouts. Constant time: every step moves bits between
// fixed positions (the tables are public), whatever the key.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/des/des_common.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace des {
namespace {

// PC-1: bit i (1..56) of C||D is key bit kPc1[i - 1] (1..64, 1 = MSB).
constexpr uint8_t kPc1[56] = {57, 49, 41, 33, 25, 17, 9,  1,  58, 50, 42, 34, 26, 18,
                              10, 2,  59, 51, 43, 35, 27, 19, 11, 3,  60, 52, 44, 36,
                              63, 55, 47, 39, 31, 23, 15, 7,  62, 54, 46, 38, 30, 22,
                              14, 6,  61, 53, 45, 37, 29, 21, 13, 5,  28, 20, 12, 4};

// PC-2: bit j (1..48) of the round key is bit kPc2[j - 1] (1..56) of C||D.
constexpr uint8_t kPc2[48] = {14, 17, 11, 24, 1,  5,  3,  28, 15, 6,  21, 10,
                              23, 19, 12, 4,  26, 8,  16, 7,  27, 20, 13, 2,
                              41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
                              44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32};

// Left rotations of C and D before each round.
constexpr uint8_t kShifts[16] = {1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1};

uint32_t Rotl28(uint32_t x, unsigned n) {
  return ((x << n) | (x >> (28 - n))) & 0x0FFFFFFFu;
}

}  // namespace

void ExpandRoundKeys(const uint8_t key[8], uint32_t *round_keys) {
  const uint64_t k = load_be64(key);
  uint32_t c = 0, d = 0;
  for (unsigned i = 0; i < 28; ++i) {
    c |= static_cast<uint32_t>((k >> (64 - kPc1[i])) & 1u) << (27 - i);
    d |= static_cast<uint32_t>((k >> (64 - kPc1[28 + i])) & 1u) << (27 - i);
  }
  uint32_t kw[2];
  for (unsigned round = 0; round < 16; ++round) {
    c = Rotl28(c, kShifts[round]);
    d = Rotl28(d, kShifts[round]);
    // Round-key bit j = 6s + t feeds input bit t of S-box s; it goes to
    // that input's window in ke (even s) or ko (odd s).
    kw[0] = kw[1] = 0;
    for (unsigned j = 0; j < 48; ++j) {
      const unsigned src = kPc2[j];  // 1..28 in C, 29..56 in D
      const uint32_t bit = src <= 28 ? (c >> (28 - src)) & 1u : (d >> (56 - src)) & 1u;
      const int s = static_cast<int>(j / 6), t = static_cast<int>(j % 6) + 1;
      kw[s & 1] |= bit << SboxInputBit(s, t);
    }
    round_keys[2 * round] = kw[0];
    round_keys[2 * round + 1] = kw[1];
  }
  mcu_wipe(kw, sizeof kw);
}

static_assert(3 * kRoundKeyWords <= MCU_BLOCK_SCHEDULE_WORDS,
              "three DES keys' round keys fit mcu_block_key");

mcu_status ExpandKeyDes(uint32_t *schedule, const uint8_t *key) {
  ExpandRoundKeys(key, schedule);
  return MCU_OK;
}

mcu_status ExpandKeyEde(uint32_t *schedule, const uint8_t *key) {
  ExpandRoundKeys(key, schedule);
  ExpandRoundKeys(key + 8, schedule + kRoundKeyWords);
  return MCU_OK;
}

mcu_status ExpandKeyEde3(uint32_t *schedule, const uint8_t *key) {
  ExpandRoundKeys(key, schedule);
  ExpandRoundKeys(key + 8, schedule + kRoundKeyWords);
  ExpandRoundKeys(key + 16, schedule + 2 * kRoundKeyWords);
  return MCU_OK;
}

}  // namespace des
}  // namespace mcucrypt
