// Constant-time bitsliced DES (32 blocks per pass), by technique of its
// rounds: mcu_des*_ct_bitsliced_desc (C++ rounds, impl "ct_bitsliced32") and
// mcu_des*_ct_bitsliced_armv7m_desc (Thumb-2, "ct_bitsliced32_armv7m"); the
// core's choice is mcu_des*_desc (des_default_ct_<technique>.cc). Same key
// schedule as every backend (des_common.h).
#ifndef MCUCRYPT_DES_DES_CT_BITSLICED_H_
#define MCUCRYPT_DES_DES_CT_BITSLICED_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/des/des_bitsliced_rounds.h"
#include "crypto/des/des_common.h"
#include "crypto/des/des_ct.h"
#include "mcucrypt/des.h"

namespace mcucrypt {
namespace des_bitsliced {

// Blocks per pass of the bitsliced core (one per bit of a word).
constexpr size_t kLanes = 32;

// A batch's last n % 32 blocks go through the bitsliced core (padded) when
// there are at least kMinPaddedBlocks (a technique's parameter), else one at
// a time through the truth tables (des_ct_truthtable.cc): one padded pass
// costs about as much as three single blocks with the Thumb-2 rounds, three
// and a half with the C++ ones on the microAptiv model
// (tests/crypto/des/des_speed.cc measures both).

// The bitsliced core alone, on exactly min(n, 32) blocks (n >= 1) whatever
// their number, with `rounds` (des_bitsliced_rounds.h): for the descriptors,
// the tests and the speed measurement of the tail rule. stages 1 (DES) or 3;
// third_key as in des::CryptBlocks.
void CryptUpTo32(RoundsFn rounds, const uint32_t *schedule, int stages, size_t third_key,
                 bool decrypt, const uint8_t *in, uint8_t *out, size_t n);

using BlockFn = mcu_status (*)(const uint32_t *, const uint8_t *, uint8_t *, size_t);

// One technique's descriptors: whole passes of 32 through kRounds, then the
// rest padded or block by block through the truth tables (`single`,
// des_ct.h). A call with fewer than kMinPaddedBlocks blocks (CBC
// encryption's one) goes straight to `single`, a tail call: no cost over
// the one-block technique.
template <RoundsFn kRounds, size_t kMinPadded>
struct Technique {
  static constexpr size_t kMinPaddedBlocks = kMinPadded;
  template <int kStages, size_t kThirdKey, bool kDecrypt, BlockFn kSingle>
  static mcu_status Blocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
    if (n < kMinPaddedBlocks) return kSingle(schedule, in, out, n);
    for (; n >= kLanes; n -= kLanes, in += 8 * kLanes, out += 8 * kLanes) {
      CryptUpTo32(kRounds, schedule, kStages, kThirdKey, kDecrypt, in, out, kLanes);
    }
    if (n >= kMinPaddedBlocks) {
      CryptUpTo32(kRounds, schedule, kStages, kThirdKey, kDecrypt, in, out, n);
    } else if (n != 0) {
      return kSingle(schedule, in, out, n);
    }
    return MCU_OK;
  }
  static constexpr size_t kEde3Third = 2 * des::kRoundKeyWords;
  static constexpr mcu_block_cipher_desc DesDesc(const char *impl) {
    return {"des", impl, 8, 8, 32, 1, des::ExpandKeyDes,
            &Blocks<1, 0, false, des_truthtable::EncryptDes>, &Blocks<1, 0, true, des_truthtable::DecryptDes>,
            nullptr, nullptr};
  }
  static constexpr mcu_block_cipher_desc EdeDesc(const char *impl) {
    return {"des-ede", impl, 8, 16, 32, 1, des::ExpandKeyEde,
            &Blocks<3, 0, false, des_truthtable::EncryptEde>, &Blocks<3, 0, true, des_truthtable::DecryptEde>,
            nullptr, nullptr};
  }
  static constexpr mcu_block_cipher_desc Ede3Desc(const char *impl) {
    return {"des-ede3", impl, 8, 24, 32, 1, des::ExpandKeyEde3,
            &Blocks<3, kEde3Third, false, des_truthtable::EncryptEde3>,
            &Blocks<3, kEde3Third, true, des_truthtable::DecryptEde3>,
            nullptr, nullptr};
  }
};

using Portable = Technique<&RoundsPortable, 4>;
using Armv7m = Technique<&RoundsArmv7m, 3>;

}  // namespace des_bitsliced
}  // namespace mcucrypt

#endif  // MCUCRYPT_DES_DES_CT_BITSLICED_H_
