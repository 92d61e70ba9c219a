// The build's AES (mcu_aes*_desc) as the K66 MMCAU (the same functions as
// mcu_aes*_mmcau, no copy at run time).
#include "drivers/k66/mmcau_techniques.h"
#include "mcucrypt/aes.h"

extern "C" {
const mcu_block_cipher_desc mcu_aes128_desc = mcucrypt::k66::AesDesc<128>();
const mcu_block_cipher_desc mcu_aes192_desc = mcucrypt::k66::AesDesc<192>();
const mcu_block_cipher_desc mcu_aes256_desc = mcucrypt::k66::AesDesc<256>();
}
