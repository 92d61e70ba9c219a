// Table DES: the raw primitives behind mcu_des*_table_desc, for the
// descriptor definitions (des_table.cc, and des_default_table.cc when the
// build selects this backend). VARIABLE TIME: see des_table.cc.
#ifndef MCUCRYPT_DES_DES_TABLE_H_
#define MCUCRYPT_DES_DES_TABLE_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/des/des_common.h"
#include "mcucrypt/des.h"

namespace mcucrypt {
namespace des_table {

mcu_status EncryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status EncryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status EncryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);

}  // namespace des_table
}  // namespace mcucrypt

// Initialiser of the descriptor for cipher `name` ("des", ...), variant
// Des / Ede / Ede3, key_size bytes.
#define MCU_DES_TABLE_DESC(name, variant, key_size)                      \
  {                                                                      \
    name, "table", 8, key_size, 1, 0,                                    \
        mcucrypt::des::ExpandKey##variant,                               \
        mcucrypt::des_table::Encrypt##variant,                           \
        mcucrypt::des_table::Decrypt##variant, nullptr                   \
  }

#endif  // MCUCRYPT_DES_DES_TABLE_H_
