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

MCU_DES_BLOCK_FUNCTIONS_DECLARE();

}  // namespace des_table
}  // namespace mcucrypt

// Initialiser of the descriptor for cipher `name` ("des", ...), variant
// Des / Ede / Ede3, key_size bytes.
#define MCU_DES_TABLE_DESC(name, variant, key_size) \
  MCU_DES_BLOCK_DESC(name, "table", 0, des_table, variant, key_size)

#endif  // MCUCRYPT_DES_DES_TABLE_H_
