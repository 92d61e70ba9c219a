// Wycheproof ECDSA verification files, DER (ecdsa_verify_schema) and IEEE
// P1363 (ecdsa_p1363_verify_schema): the group's public key (uncompressed
// SEC1) and hash, mcu_ecdsa_verify_der / mcu_ecdsa_verify; for DER, a
// signature that parses must re-encode to the same bytes.
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/ecdsa.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

namespace {

}  // namespace

bool EcCurveByName(const std::string& name, mcu_ec_curve_id* id) {
  static const struct {
    const char* name;
    mcu_ec_curve_id id;
  } kCurves[] = {
      {"secp256r1", MCU_EC_SECP256R1},
      {"secp384r1", MCU_EC_SECP384R1},
      {"secp521r1", MCU_EC_SECP521R1},
      {"brainpoolP256r1", MCU_EC_BRAINPOOLP256R1},
      {"brainpoolP384r1", MCU_EC_BRAINPOOLP384R1},
      {"brainpoolP512r1", MCU_EC_BRAINPOOLP512R1},
  };
  for (const auto& c : kCurves) {
    if (name == c.name) {
      *id = c.id;
      return true;
    }
  }
  return false;
}

namespace {

// "SHA-256" / "SHA3-256" through the HMAC names of hashes.cc.
const mcu_hash_desc* EcdsaHash(const WycheproofFile& file, const std::string& sha) {
  std::string hmac = "HMAC" + sha;
  const size_t dash = hmac.find("SHA-");
  if (dash != std::string::npos) hmac.erase(dash + 3, 1);
  const WycheproofHash* h = FindHmacHash(hmac, file.hashes);
  return h == nullptr ? nullptr : h->desc;
}

void RunEcdsaTest(WycheproofRun* run, const WycheproofFile& file, const WycheproofGroup& group,
                  const JsonValue& json, bool der) {
  WycheproofTest t;
  if (!run->ReadCommon(json, &t)) return;
  const JsonValue* key = group.json->FindObject("publicKey");
  const JsonValue* sha = group.json->FindString("sha");
  const JsonValue* curve_name = key == nullptr ? nullptr : key->FindString("curve");
  const JsonValue* uncompressed = key == nullptr ? nullptr : key->FindString("uncompressed");
  mcu_ec_curve_id curve;
  if (sha == nullptr || curve_name == nullptr || uncompressed == nullptr ||
      !EcCurveByName(curve_name->string_value(), &curve)) {
    run->Broken(t, "group without a known publicKey.curve, uncompressed key or sha");
    return;
  }
  const mcu_hash_desc* hash = EcdsaHash(file, sha->string_value());
  if (hash == nullptr) {
    run->Broken(t, "hash not available: " + sha->string_value());
    return;
  }
  const std::vector<uint8_t> pub = FromHex(uncompressed->string_value());
  std::vector<uint8_t> msg, sig;
  if (!run->HexField(t, "msg", &msg) || !run->HexField(t, "sig", &sig)) return;
  const mcu_status st =
      der ? mcu_ecdsa_verify_der(curve, hash, pub.data(), pub.size(), msg.data(), msg.size(),
                                 sig.data(), sig.size())
          : mcu_ecdsa_verify(curve, hash, pub.data(), pub.size(), msg.data(), msg.size(),
                             sig.data(), sig.size());
  if (st != MCU_OK && st != MCU_ERR_INVALID_SIGNATURE) {
    run->Broken(t, std::string("verification returned ") + mcu_status_name(st));
    return;
  }
  if (der) {
    // Strict DER: what parses re-encodes to the same bytes.
    uint8_t p1363[2 * MCU_EC_MAX_SCALAR_SIZE], again[MCU_ECDSA_MAX_DER_SIZE];
    const size_t len = 2 * mcu_ec_mul_for_curve(curve)->scalar_size;
    size_t again_len = 0;
    if (mcu_ecdsa_sig_from_der(curve, sig.data(), sig.size(), p1363, len) == MCU_OK &&
        (mcu_ecdsa_sig_to_der(curve, p1363, len, again, sizeof(again), &again_len) != MCU_OK ||
         std::vector<uint8_t>(again, again + again_len) != sig)) {
      run->Broken(t, "a parsed DER signature does not re-encode to itself");
      return;
    }
  }
  run->Judge(t, st == MCU_OK, mcu_status_name(st));
}

void RunEcdsaDerTest(WycheproofRun* run, const WycheproofFile& file, const WycheproofGroup& group,
                     const JsonValue& json) {
  RunEcdsaTest(run, file, group, json, true);
}

void RunEcdsaP1363Test(WycheproofRun* run, const WycheproofFile& file,
                       const WycheproofGroup& group, const JsonValue& json) {
  RunEcdsaTest(run, file, group, json, false);
}

const WycheproofSchema kEcdsaSchemas[] = {
    {"ecdsa_verify_schema", "ECDSA", "EcdsaVerify", {}, nullptr, RunEcdsaDerTest},
    {"ecdsa_p1363_verify_schema", "ECDSA", "EcdsaP1363Verify", {}, nullptr, RunEcdsaP1363Test},
};

// Host only: under emulation, and far more in the board simulator (about
// 22 M instructions/s), even the 256-bit files take minutes with the
// portable arithmetic, which would push the shards over their minute;
// tests/crypto/ec:ecdsa_wycheproof_board_test runs one P1363 file per
// curve (a share of the larger ones) on the boards' cores under QEMU.
const WycheproofFileCase kEcdsaFiles[] = {
    {"ecdsa_secp256r1_sha256_test.json", "ECDSA", 484, true},
    {"ecdsa_secp256r1_sha256_p1363_test.json", "ECDSA", 262, true},
    {"ecdsa_secp384r1_sha384_test.json", "ECDSA", 504, true},
    {"ecdsa_secp384r1_sha384_p1363_test.json", "ECDSA", 280, true},
    {"ecdsa_secp521r1_sha512_test.json", "ECDSA", 542, true},
    {"ecdsa_secp521r1_sha512_p1363_test.json", "ECDSA", 318, true},
    {"ecdsa_brainpoolP256r1_sha256_test.json", "ECDSA", 485, true},
    {"ecdsa_brainpoolP256r1_sha256_p1363_test.json", "ECDSA", 261, true},
    {"ecdsa_brainpoolP384r1_sha384_test.json", "ECDSA", 516, true},
    {"ecdsa_brainpoolP384r1_sha384_p1363_test.json", "ECDSA", 292, true},
    {"ecdsa_brainpoolP512r1_sha512_test.json", "ECDSA", 559, true},
    {"ecdsa_brainpoolP512r1_sha512_p1363_test.json", "ECDSA", 337, true},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofEcdsa, kEcdsaSchemas, kEcdsaFiles);
