// The build's AES (mcu_aes*_desc) as the SAM4C AES engine (the same
// constants as mcu_aes*_sam4c_aes, no copy at run time).
#include "drivers/sam4c/aes_sam4c_aes.h"
#include "mcucrypt/aes.h"

extern "C" {
const mcu_block_cipher_desc mcu_aes128_desc = mcucrypt::sam4c::AesDesc<128>();
const mcu_block_cipher_desc mcu_aes192_desc = mcucrypt::sam4c::AesDesc<192>();
const mcu_block_cipher_desc mcu_aes256_desc = mcucrypt::sam4c::AesDesc<256>();
}
