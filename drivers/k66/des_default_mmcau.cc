// The build's DES and Triple-DES (mcu_des*_desc) as the K66 MMCAU (the same
// functions as mcu_des*_mmcau).
#include "drivers/k66/mmcau_techniques.h"
#include "mcucrypt/des.h"

extern "C" {
const mcu_block_cipher_desc mcu_des_desc =
    mcucrypt::k66::DesDesc<1>("des", 8, &mcucrypt::k66::DesExpandKey);
const mcu_block_cipher_desc mcu_des_ede_desc =
    mcucrypt::k66::DesDesc<3>("des-ede", 16, &mcucrypt::k66::DesEdeExpandKey);
const mcu_block_cipher_desc mcu_des_ede3_desc =
    mcucrypt::k66::DesDesc<3>("des-ede3", 24, &mcucrypt::k66::DesEde3ExpandKey);
}
