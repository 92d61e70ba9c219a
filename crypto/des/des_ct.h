// Constant-time DES (multiplexer-tree S-boxes): the raw primitives behind
// mcu_des*_ct_desc (des_ct_muxtree.cc), and the bitsliced backend's path
// for one or two blocks (des_ct_bitsliced.cc).
#ifndef MCUCRYPT_DES_DES_CT_H_
#define MCUCRYPT_DES_DES_CT_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/des/des_common.h"
#include "mcucrypt/des.h"

namespace mcucrypt {
namespace des_ct {

mcu_status EncryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptDes(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status EncryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptEde(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status EncryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptEde3(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);

}  // namespace des_ct
}  // namespace mcucrypt

// Initialiser of the descriptor for cipher `name` ("des", ...), variant
// Des / Ede / Ede3, key_size bytes.
#define MCU_DES_CT_DESC(name, variant, key_size)                         \
  {                                                                      \
    name, "ct_muxtree", 8, key_size, 1, 1,                               \
        mcucrypt::des::ExpandKey##variant,                               \
        mcucrypt::des_ct::Encrypt##variant,                              \
        mcucrypt::des_ct::Decrypt##variant, nullptr                      \
  }

#endif  // MCUCRYPT_DES_DES_CT_H_
