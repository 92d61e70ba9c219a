// Wycheproof ECDH files (ecdh_test_schema, public keys as DER
// SubjectPublicKeyInfo): mcu_ec_spki_decode, then mcu_ecdh_shared_secret
// with the test's private key; accepted means the key decoded, is on the
// group's curve and the secret came out; a valid test's secret must be
// "shared".
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "mcucrypt/ecdh.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

bool EcCurveByName(const std::string& name, mcu_ec_curve_id* id);  // schema_ecdsa.cc

namespace {

void RunEcdhTest(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& group,
                 const JsonValue& json) {
  WycheproofTest t;
  if (!run->ReadCommon(json, &t)) return;
  const JsonValue* curve_name = group.json->FindString("curve");
  mcu_ec_curve_id curve;
  if (curve_name == nullptr || !EcCurveByName(curve_name->string_value(), &curve)) {
    run->Broken(t, "group without a known curve");
    return;
  }
  const mcu_ec_mul_desc* mul = mcu_ec_mul_for_curve(curve);
  std::vector<uint8_t> pub, priv, shared;
  if (!run->HexField(t, "public", &pub) || !run->HexField(t, "private", &priv) ||
      !run->HexField(t, "shared", &shared)) {
    return;
  }
  // The private key is a DER INTEGER's magnitude: drop sign bytes, pad.
  size_t skip = 0;
  while (skip < priv.size() && priv[skip] == 0) ++skip;
  if (priv.size() - skip > mul->scalar_size) {
    run->Broken(t, "private key longer than the curve's scalars");
    return;
  }
  std::vector<uint8_t> d(mul->scalar_size, 0);
  memcpy(d.data() + d.size() - (priv.size() - skip), priv.data() + skip, priv.size() - skip);

  mcu_ec_curve_id key_curve = curve;
  uint8_t xy[2 * MCU_EC_MAX_FIELD_SIZE];
  mcu_status st = mcu_ec_spki_decode(pub.data(), pub.size(), &key_curve, xy);
  std::string detail = std::string("spki: ") + mcu_status_name(st);
  if (st == MCU_OK && key_curve != curve) {
    st = MCU_ERR_INVALID_KEY;
    detail = "public key on another curve";
  }
  std::vector<uint8_t> z(mul->field_size, 0xAA);
  if (st == MCU_OK) {
    std::vector<uint8_t> point(1 + 2 * mul->field_size);
    point[0] = 0x04;
    memcpy(point.data() + 1, xy, 2 * mul->field_size);
    st = mcu_ecdh_shared_secret(curve, d.data(), d.size(), point.data(), point.size(), z.data(),
                                z.size());
    detail = std::string("ecdh: ") + mcu_status_name(st);
    if (st != MCU_OK && st != MCU_ERR_INVALID_KEY) {
      run->Broken(t, detail);
      return;
    }
    if (st != MCU_OK && !WycheproofAllZero(z)) {
      run->Broken(t, "a refused exchange left a secret");
      return;
    }
  }
  const bool accepted = st == MCU_OK;
  if (accepted && z != shared) {
    // A wrong secret is never right, whatever the test expected.
    run->Broken(t, "secret " + ToHex(z.data(), z.size()) + ", expected " +
                       ToHex(shared.data(), shared.size()));
    return;
  }
  run->Judge(t, accepted, detail);
}

const WycheproofSchema kEcdhSchemas[] = {
    {"ecdh_test_schema", "ECDH", "EcdhTest", {}, nullptr, RunEcdhTest},
};

// Host only, as the ECDSA files (schema_ecdsa.cc): too slow for the shards
// under emulation with the portable arithmetic.
const WycheproofFileCase kEcdhFiles[] = {
    {"ecdh_secp256r1_test.json", "ECDH", 612, true},
    {"ecdh_secp384r1_test.json", "ECDH", 1047, true},
    {"ecdh_secp521r1_test.json", "ECDH", 916, true},
    {"ecdh_brainpoolP256r1_test.json", "ECDH", 804, true},
    {"ecdh_brainpoolP384r1_test.json", "ECDH", 936, true},
    {"ecdh_brainpoolP512r1_test.json", "ECDH", 794, true},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofEcdh, kEcdhSchemas, kEcdhFiles);
