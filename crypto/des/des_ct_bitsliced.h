// Constant-time bitsliced DES (32 blocks per pass): the raw primitives
// behind mcu_des*_ct_bitsliced_desc, for the descriptor definitions
// (des_ct_bitsliced.cc, and des_default_ct.cc when the build selects this
// backend). Same key schedule as every backend (des_common.h).
#ifndef MCUCRYPT_DES_DES_CT_BITSLICED_H_
#define MCUCRYPT_DES_DES_CT_BITSLICED_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/des/des_common.h"
#include "mcucrypt/des.h"

namespace mcucrypt {
namespace des_bitsliced {

// Blocks per pass of the bitsliced core (one per bit of a word).
constexpr size_t kLanes = 32;

// A batch's last n % 32 blocks go through the bitsliced core (padded) when
// there are at least this many, else through the multiplexer tree one at a
// time: one padded pass costs about as much as two or three single blocks
// (tests/crypto/des/des_speed.cc measures both).
constexpr size_t kMinPaddedBlocks = 3;

mcu_status EncryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status EncryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status EncryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);

// The bitsliced core alone, on exactly min(n, 32) blocks (n >= 1) whatever
// their number: for tests and the speed measurement of the tail rule.
// stages 1 (DES) or 3; third_key as in des::CryptBlocks.
void CryptUpTo32(const uint32_t *schedule, int stages, size_t third_key, bool decrypt,
                 const uint8_t *in, uint8_t *out, size_t n);

}  // namespace des_bitsliced
}  // namespace mcucrypt

// Initialiser of the descriptor for cipher `name` ("des", ...), variant
// Des / Ede / Ede3, key_size bytes.
#define MCU_DES_CT_BITSLICED_DESC(name, variant, key_size)               \
  {                                                                      \
    name, "ct_bitsliced32", 8, key_size, 32, 1,                          \
        mcucrypt::des::ExpandKey##variant,                               \
        mcucrypt::des_bitsliced::Encrypt##variant,                       \
        mcucrypt::des_bitsliced::Decrypt##variant, nullptr               \
  }

#endif  // MCUCRYPT_DES_DES_CT_BITSLICED_H_
