// Wycheproof eddsa_verify_schema files of Ed25519 and Ed448
// (mcu_ed25519_verify, mcu_ed448_verify with an empty context), the group
// key's "curve" choosing the function.
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

namespace {

mcu_status VerifyEd448(const uint8_t* sig, const uint8_t* pub, const uint8_t* msg, size_t len) {
  return mcu_ed448_verify(sig, pub, nullptr, 0, msg, len);
}

// A signature or key of the wrong length cannot be passed to the
// fixed-size API: rejected. Verification may only answer MCU_OK,
// MCU_ERR_INVALID_SIGNATURE or MCU_ERR_INVALID_KEY (a key that is no point).
void RunEddsaTest(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& group,
                  const JsonValue& json) {
  WycheproofTest t;
  if (!run->ReadCommon(json, &t)) return;
  std::vector<uint8_t> msg, sig, pub;
  if (!run->HexField(t, "msg", &msg) || !run->HexField(t, "sig", &sig)) return;
  const JsonValue* key = group.json->FindObject("publicKey");
  const JsonValue* curve = key != nullptr ? key->FindString("curve") : nullptr;
  const JsonValue* pk = key != nullptr ? key->FindString("pk") : nullptr;
  if (curve == nullptr || pk == nullptr) {
    run->Broken(t, "group without publicKey.curve and publicKey.pk");
    return;
  }
  pub = FromHex(pk->string_value());
  if (pub.size() * 2 != pk->string_value().size()) {
    run->Broken(t, "publicKey.pk is not hex");
    return;
  }
  mcu_status (*verify)(const uint8_t*, const uint8_t*, const uint8_t*, size_t) = nullptr;
  size_t key_size = 0, sig_size = 0;
  if (curve->string_value() == "edwards25519") {
    verify = mcu_ed25519_verify;
    key_size = MCU_ED25519_PUBLIC_KEY_SIZE;
    sig_size = MCU_ED25519_SIGNATURE_SIZE;
  } else if (curve->string_value() == "edwards448") {
    verify = VerifyEd448;
    key_size = MCU_ED448_PUBLIC_KEY_SIZE;
    sig_size = MCU_ED448_SIGNATURE_SIZE;
  } else {
    run->Broken(t, "unknown curve \"" + curve->string_value() + "\"");
    return;
  }
  if (pub.size() != key_size || sig.size() != sig_size) {
    run->Judge(t, false, "key of " + std::to_string(pub.size()) + " bytes, signature of " +
                             std::to_string(sig.size()));
    return;
  }
  const mcu_status st = verify(sig.data(), pub.data(), msg.empty() ? nullptr : msg.data(),
                               msg.size());
  if (st != MCU_OK && st != MCU_ERR_INVALID_SIGNATURE && st != MCU_ERR_INVALID_KEY) {
    run->Broken(t, std::string("verify returned ") + mcu_status_name(st));
    return;
  }
  run->Judge(t, st == MCU_OK, mcu_status_name(st));
}

const WycheproofSchema kEddsaSchemas[] = {
    {"eddsa_verify_schema", "EDDSA", "EddsaVerify", {}, nullptr, RunEddsaTest},
};

const WycheproofFileCase kEddsaFiles[] = {
    {"ed25519_test.json", "EDDSA", 151},
    {"ed448_test.json", "EDDSA", 87},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofEddsa, kEddsaSchemas, kEddsaFiles);
