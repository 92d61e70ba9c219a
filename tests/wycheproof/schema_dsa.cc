// Wycheproof dsa_verify_schema files (mcu_dsa_verify_digest_der), the
// message hashed with the group's "sha". Keys the library refuses are
// counted as a rejected signature.
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/dsa.h"
#include "mcucrypt/status.h"
#include "tests/support/digest.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

namespace {

void RunDsaVerify(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& group,
                  const JsonValue& json) {
  WycheproofTest t;
  std::vector<uint8_t> msg, sig;
  if (!run->ReadTest(json, &t, {{"msg", &msg}, {"sig", &sig}})) return;
  const JsonValue* key = group.json->FindObject("publicKey");
  std::vector<uint8_t> p, q, g, y;
  for (auto f : {std::make_pair("p", &p), std::make_pair("q", &q), std::make_pair("g", &g),
                 std::make_pair("y", &y)}) {
    const JsonValue* v = key != nullptr ? key->FindString(f.first) : nullptr;
    *f.second = v != nullptr ? FromHex(v->string_value()) : std::vector<uint8_t>();
    if (f.second->empty()) {
      run->Broken(t, std::string("publicKey.") + f.first + " missing or not hex");
      return;
    }
  }
  const JsonValue* sha = group.json->FindString("sha");
  const WycheproofHash* h = sha ? FindHkdfHash("HKDF-" + sha->string_value()) : nullptr;
  if (h == nullptr || h->desc == nullptr) {
    run->Broken(t, "group \"sha\" names no built hash");
    return;
  }
  const std::vector<uint8_t> digest = Digest(h->desc, msg);
  const mcu_dsa_public_key pk = {
      {p.data(), p.size(), q.data(), q.size(), g.data(), g.size(), nullptr}, y.data(), y.size()};
  const mcu_status st =
      mcu_dsa_verify_digest_der(&pk, digest.data(), digest.size(), sig.data(), sig.size());
  if (st != MCU_OK && st != MCU_ERR_INVALID_SIGNATURE && st != MCU_ERR_INVALID_KEY) {
    run->Broken(t, mcu_status_name(st));
    return;
  }
  run->Judge(t, st == MCU_OK, mcu_status_name(st));
}

const WycheproofSchema kDsaSchemas[] = {
    {"dsa_verify_schema", "DSA", "DsaVerify", {}, nullptr, RunDsaVerify},
};

// Host only in the shards (a 2048-bit verification is two modexps: a file
// is over a shard's minute under QEMU); the boards run one file of this
// schema in a target of their own (kWycheproofDsaPrimeBoardFiles below).
const WycheproofFileCase kDsaFiles[] = {
    {"dsa_2048_224_sha224_test.json", "DSA", 336, true},
    {"dsa_2048_256_sha256_test.json", "DSA", 366, true},
    {"dsa_3072_256_sha256_test.json", "DSA", 366, true},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofDsa, kDsaSchemas, kDsaFiles);

// The modexp schemas the RSA board target leaves out, one file each, on the
// boards' cores (//tests/wycheproof:wycheproof_dsa_prime_board_test): DSA
// verification and the primality test (schema_primality.cc's file).
extern const WycheproofFileCase kWycheproofDsaPrimeBoardFiles[];
extern const size_t kWycheproofDsaPrimeBoardFileCount;
const WycheproofFileCase kWycheproofDsaPrimeBoardFiles[] = {
    {"dsa_2048_224_sha224_test.json", "DSA", 336},
    {"primality_test.json", "PrimalityTest", 317},
};
const size_t kWycheproofDsaPrimeBoardFileCount =
    sizeof(kWycheproofDsaPrimeBoardFiles) / sizeof(kWycheproofDsaPrimeBoardFiles[0]);
