// Wycheproof hkdf_test_schema files of HKDF over any hash in hashes.cc
// (mcu_hkdf, and mcu_hkdf_extract + mcu_hkdf_expand).
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/hkdf.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

namespace {

// HKDF outputs are at most 255 * 64 bytes; a larger "size" is not attempted
// (and so counts as rejected).
constexpr int64_t kMaxOutputToTry = 1 << 20;

// The file's hash, by its HKDF name ("HKDF-SHA-256").
std::string SelectHkdfHash(WycheproofFile* file) {
  const WycheproofHash* h = FindHkdfHash(file->algorithm, file->hashes);
  return WycheproofUse(file, "hash", h ? h->descriptor : nullptr, h ? h->desc : nullptr);
}

// mcu_hkdf and extract + expand must agree; the output must be okm.
void RunHkdfTest(WycheproofRun* run, const WycheproofFile& file, const WycheproofGroup&,
                 const JsonValue& json) {
  const mcu_hash_desc* hash = static_cast<const mcu_hash_desc*>(file.impl);
  WycheproofTest t;
  std::vector<uint8_t> ikm, salt, info, okm;
  if (!run->ReadTest(json, &t,
                     {{"ikm", &ikm}, {"salt", &salt}, {"info", &info}, {"okm", &okm}})) {
    return;
  }
  const JsonValue* size_json = json.Find("size");
  int64_t size = -1;
  if (size_json == nullptr || !size_json->GetInt64(&size) || size < 0) {
    run->Broken(t, "field \"size\" missing or not a non-negative integer");
    return;
  }
  if (size > kMaxOutputToTry) {
    run->Judge(t, false, "size " + std::to_string(size) + " not attempted");
    return;
  }
  const size_t len = static_cast<size_t>(size);

  std::vector<uint8_t> out(len), out2(len);
  const mcu_status st = mcu_hkdf(hash, salt.data(), salt.size(), ikm.data(), ikm.size(),
                                 info.data(), info.size(), out.data(), len);
  // The same through the two steps.
  uint8_t prk[MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st2 = mcu_hkdf_extract(hash, salt.data(), salt.size(), ikm.data(),
                                    ikm.size(), prk, sizeof(prk));
  if (st2 == MCU_OK) {
    st2 = mcu_hkdf_expand(hash, prk, hash->digest_size, info.data(), info.size(),
                          out2.data(), len);
  }
  if (st != st2 || (st == MCU_OK && out != out2)) {
    run->Broken(t, std::string("mcu_hkdf (") + mcu_status_name(st) +
                       ") and extract + expand (" + mcu_status_name(st2) + ") disagree");
    return;
  }
  if (st != MCU_OK && st != MCU_ERR_INVALID_ARGUMENT) {
    run->Broken(t, std::string("mcu_hkdf returned ") + mcu_status_name(st));
    return;
  }
  // HKDF has nothing to verify: an "invalid" test has parameters that must
  // be refused (an output size over 255 * HashLen), so any success fails it,
  // and any output that is produced must be the expected one.
  const bool accepted = st == MCU_OK;
  if (accepted && out != okm && t.expect != WycheproofExpect::kInvalid) {
    run->Broken(t, "okm " + ToHex(out.data(), out.size()) + " differs from the expected " +
                       ToHex(okm.data(), okm.size()));
    return;
  }
  run->Judge(t, accepted, mcu_status_name(st));
}

const WycheproofSchema kHkdfSchemas[] = {
    {"hkdf_test_schema", nullptr, "HkdfTest", {}, SelectHkdfHash, RunHkdfTest},
};

const WycheproofFileCase kHkdfFiles[] = {
    {"hkdf_sha256_test.json", "HKDF-SHA-256", 86},
    {"hkdf_sha384_test.json", "HKDF-SHA-384", 83},
    {"hkdf_sha512_test.json", "HKDF-SHA-512", 83},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofHkdf, kHkdfSchemas, kHkdfFiles);
