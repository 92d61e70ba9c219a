// The AEADs the constant-time harness checks: one line per AEAD descriptor
// (mcucrypt/aead_desc.h) here, and its library in BUILD.bazel's ct_harness deps.
#ifndef MCUCRYPT_TESTS_CT_CT_AEAD_H_
#define MCUCRYPT_TESTS_CT_CT_AEAD_H_

#include <stddef.h>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/gcm.h"

namespace mcucrypt_ct {

const mcu_aead_desc *const kAeads[] = {
    &mcu_chacha20_poly1305_desc,
    &mcu_xchacha20_poly1305_desc,
    &mcu_ascon_aead128_desc,
    &mcu_aes128_gcm_desc,
    &mcu_aes192_gcm_desc,
    &mcu_aes256_gcm_desc,
    &mcu_sm4_gcm_desc,
    &mcu_aes128_ccm_desc,
    &mcu_aes192_ccm_desc,
    &mcu_aes256_ccm_desc,
    &mcu_sm4_ccm_desc,
};
const size_t kAeadCount = sizeof kAeads / sizeof kAeads[0];

}  // namespace mcucrypt_ct

#endif  // MCUCRYPT_TESTS_CT_CT_AEAD_H_
