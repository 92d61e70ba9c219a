// Constant-time DES one block at a time, by technique: the raw primitives
// behind mcu_des*_ct_desc (multiplexer-tree S-boxes, des_ct_muxtree.cc) and
// mcu_des*_ct_truthtable_desc (truth tables read by rotation,
// des_ct_truthtable.cc, the bitsliced backend's path for one or two
// blocks).
#ifndef MCUCRYPT_DES_DES_CT_H_
#define MCUCRYPT_DES_DES_CT_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/des/des_common.h"
#include "mcucrypt/des.h"

namespace mcucrypt {
namespace des_ct {

MCU_DES_BLOCK_FUNCTIONS_DECLARE();

}  // namespace des_ct

namespace des_truthtable {

MCU_DES_BLOCK_FUNCTIONS_DECLARE();

}  // namespace des_truthtable
}  // namespace mcucrypt

// The mux tree's descriptor for cipher `name` ("des", ...), variant Des /
// Ede / Ede3, key_size bytes (des_common.h's MCU_DES_BLOCK_DESC).
#define MCU_DES_CT_DESC(name, variant, key_size) \
  MCU_DES_BLOCK_DESC(name, "ct_muxtree", 1, des_ct, variant, key_size)

#endif  // MCUCRYPT_DES_DES_CT_H_
