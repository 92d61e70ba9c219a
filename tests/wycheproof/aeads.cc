#include "tests/wycheproof/aeads.h"

#include "mcucrypt/ascon.h"
#include "mcucrypt/chacha20_poly1305.h"

namespace {

// Wycheproof's names for the AEADs, with mcucrypt's descriptors. A new AEAD:
// include its header above, add its row, and add its library to :aeads in
// BUILD.bazel.
const WycheproofAead kAeads[] = {
    {"CHACHA20-POLY1305", "mcu_chacha20_poly1305_desc", &mcu_chacha20_poly1305_desc},
    {"XCHACHA20-POLY1305", "mcu_xchacha20_poly1305_desc", &mcu_xchacha20_poly1305_desc},
    {"ASCON-AEAD128", "mcu_ascon_aead128_desc", &mcu_ascon_aead128_desc},
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
