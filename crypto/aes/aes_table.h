// T-table AES (FIPS 197): the raw primitives behind mcu_aes*_table_desc, for
// the descriptor definitions (aes_table.cc, and aes_default_table.cc when
// the build selects this backend). VARIABLE TIME: see aes_table.cc.
#ifndef MCUCRYPT_AES_AES_TABLE_H_
#define MCUCRYPT_AES_AES_TABLE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/aes.h"

namespace mcucrypt {
namespace aes_table {

mcu_status ExpandKey128(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKey192(uint32_t *schedule, const uint8_t *key);
mcu_status ExpandKey256(uint32_t *schedule, const uint8_t *key);
mcu_status Encrypt128(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Encrypt192(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Encrypt256(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Decrypt128(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Decrypt192(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status Decrypt256(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);

}  // namespace aes_table
}  // namespace mcucrypt

// Initialiser of the descriptor for AES-<bits> with these primitives.
#define MCU_AES_TABLE_DESC(bits)                                             \
  {                                                                          \
    "aes-" #bits, "table", 16, (bits) / 8, 1, 0,                             \
        mcucrypt::aes_table::ExpandKey##bits,                                \
        mcucrypt::aes_table::Encrypt##bits,                                  \
        mcucrypt::aes_table::Decrypt##bits, nullptr, nullptr                 \
  }

#endif  // MCUCRYPT_AES_AES_TABLE_H_
