// Wycheproof xdh_comp_schema files of X25519 and X448 (mcu_x25519_derive,
// mcu_x448_derive), the group's "curve" choosing the function.
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/status.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

namespace {

// One call per test, asking for the all-zero secret to be refused (RFC 7748
// section 6): a zero "shared" must come back refused with the output
// zeroed, any other must come back equal. A public key of the wrong length
// cannot be passed to the fixed-size API: rejected.
void RunXdhTest(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& group,
                const JsonValue& json) {
  WycheproofTest t;
  if (!run->ReadCommon(json, &t)) return;
  std::vector<uint8_t> pub, priv, shared;
  if (!run->HexField(t, "public", &pub) || !run->HexField(t, "private", &priv) ||
      !run->HexField(t, "shared", &shared)) {
    return;
  }
  const JsonValue* curve = group.json->FindString("curve");
  const std::string name = curve != nullptr ? curve->string_value() : "";
  mcu_status (*derive)(uint8_t*, const uint8_t*, const uint8_t*, int) = nullptr;
  size_t n = 0;
  if (name == "curve25519") {
    derive = mcu_x25519_derive;
    n = MCU_X25519_KEY_SIZE;
  } else if (name == "curve448") {
    derive = mcu_x448_derive;
    n = MCU_X448_KEY_SIZE;
  } else {
    run->Broken(t, "unknown curve \"" + name + "\"");
    return;
  }
  if (priv.size() != n) {
    run->Broken(t, "private key of " + std::to_string(priv.size()) + " bytes");
    return;
  }
  if (pub.size() != n) {
    run->Judge(t, false, "public key of " + std::to_string(pub.size()) + " bytes");
    return;
  }
  std::vector<uint8_t> out(n, 0x5A);
  const mcu_status st = derive(out.data(), priv.data(), pub.data(), 1);
  const bool zero = shared.size() == n && WycheproofAllZero(shared);
  if (zero) {
    if (st != MCU_ERR_INVALID_KEY || !WycheproofAllZero(out)) {
      run->Broken(t, std::string("all-zero secret not refused: ") + mcu_status_name(st));
      return;
    }
  } else if (st != MCU_OK || out != shared) {
    run->Broken(t, std::string(mcu_status_name(st)) + ", shared " + ToHex(out.data(), n));
    return;
  }
  run->Judge(t, st == MCU_OK, mcu_status_name(st));
}

const WycheproofSchema kXdhSchemas[] = {
    {"xdh_comp_schema", "XDH", "XdhComp", {}, nullptr, RunXdhTest},
};

const WycheproofFileCase kXdhFiles[] = {
    {"x25519_test.json", "XDH", 518},
    // Host-only for the shards: the boards run it in a target of its own
    // (below).
    {"x448_test.json", "XDH", 510, true},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofXdh, kXdhSchemas, kXdhFiles);

// The X448 file on the boards' cores (//tests/wycheproof:
// wycheproof_x448_board_test): 510 X448s with the portable 448 field are
// ~25 s under QEMU but over ten minutes in the board simulator, which leaves
// that target out (no_sim).
extern const WycheproofFileCase kWycheproofX448BoardFiles[];
extern const size_t kWycheproofX448BoardFileCount;
const WycheproofFileCase kWycheproofX448BoardFiles[] = {
    {"x448_test.json", "XDH", 510},
};
const size_t kWycheproofX448BoardFileCount =
    sizeof(kWycheproofX448BoardFiles) / sizeof(kWycheproofX448BoardFiles[0]);
