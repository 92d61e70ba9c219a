#include "tests/wycheproof/aeads.h"

#include "mcucrypt/ascon.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/gcm.h"

namespace {

// Wycheproof's names for the AEADs, with mcucrypt's descriptors. A new AEAD:
// include its header above, add its row, and add its library to :aeads in
// BUILD.bazel.
const WycheproofAead kAeads[] = {
    {"CHACHA20-POLY1305", "mcu_chacha20_poly1305_desc", &mcu_chacha20_poly1305_desc},
    {"XCHACHA20-POLY1305", "mcu_xchacha20_poly1305_desc", &mcu_xchacha20_poly1305_desc},
    {"ASCON-AEAD128", "mcu_ascon_aead128_desc", &mcu_ascon_aead128_desc},
    // One row per key size; the first is the one FindWycheproofAead returns.
    {"AES-GCM", "mcu_aes128_gcm_desc", &mcu_aes128_gcm_desc},
    {"AES-GCM", "mcu_aes192_gcm_desc", &mcu_aes192_gcm_desc},
    {"AES-GCM", "mcu_aes256_gcm_desc", &mcu_aes256_gcm_desc},
    {"AES-CCM", "mcu_aes128_ccm_desc", &mcu_aes128_ccm_desc},
    {"AES-CCM", "mcu_aes192_ccm_desc", &mcu_aes192_ccm_desc},
    {"AES-CCM", "mcu_aes256_ccm_desc", &mcu_aes256_ccm_desc},
    {"SM4-GCM", "mcu_sm4_gcm_desc", &mcu_sm4_gcm_desc},
    {"SM4-CCM", "mcu_sm4_ccm_desc", &mcu_sm4_ccm_desc},
};

}  // namespace

WycheproofAeadTable BuiltInWycheproofAeads() {
  return {kAeads, sizeof(kAeads) / sizeof(kAeads[0])};
}

const WycheproofAead* FindWycheproofAead(const std::string& algorithm,
                                         const WycheproofAeadTable& table) {
  for (size_t i = 0; i < table.count; ++i) {
    if (algorithm == table.rows[i].algorithm) return &table.rows[i];
  }
  return nullptr;
}

const mcu_aead_desc* FindWycheproofAeadForKey(const std::string& algorithm, size_t key_size,
                                              const WycheproofAeadTable& table) {
  for (size_t i = 0; i < table.count; ++i) {
    const WycheproofAead& row = table.rows[i];
    if (algorithm == row.algorithm && row.desc != nullptr && row.desc->key_size == key_size) {
      return row.desc;
    }
  }
  return nullptr;
}
