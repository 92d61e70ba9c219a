// Fixsliced AES (aes_ct_fixsliced.cc): the raw primitives behind
// mcu_aes*_ct_fixsliced_desc, for the descriptor definitions
// (aes_ct_fixsliced.cc, and aes_default_ct_fixsliced.cc when the build
// selects this backend, the default).
#ifndef MCUCRYPT_AES_AES_CT_FIXSLICED_H_
#define MCUCRYPT_AES_AES_CT_FIXSLICED_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/aes.h"

namespace mcucrypt {
namespace aes_ct_fixsliced {

mcu_status ExpandKey128(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKey192(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKey256(uint32_t *schedule, const uint8_t *key);
mcu_status Encrypt128(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Encrypt192(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Encrypt256(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Decrypt128(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Decrypt192(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Decrypt256(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
// The modes run here rather than over the block functions: CTR (round 1
// shared by the counter blocks, aes_ct_fixsliced.cc).
extern const mcu_block_mode_ops kModes;

}  // namespace aes_ct_fixsliced
}  // namespace mcucrypt

// Initialiser of the descriptor for AES-<bits> with these primitives.
#define MCU_AES_CT_FIXSLICED_DESC(bits)                                      \
  {                                                                          \
    "aes-" #bits, "ct_fixsliced", 16, (bits) / 8, 2, 1,                      \
        mcucrypt::aes_ct_fixsliced::ExpandKey##bits,                         \
        mcucrypt::aes_ct_fixsliced::Encrypt##bits,                           \
        mcucrypt::aes_ct_fixsliced::Decrypt##bits,                           \
        &mcucrypt::aes_ct_fixsliced::kModes                                  \
  }

#endif  // MCUCRYPT_AES_AES_CT_FIXSLICED_H_
