// Wycheproof mac_test_schema files of HMAC over any hash in hashes.cc
// (mcu_hmac, mcu_hmac_verify, and streamed init/update/final).
#include <stdint.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mcucrypt/hmac.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

namespace {

// The file's hash, by its HMAC name ("HMACSHA3-256").
std::string SelectHmacHash(WycheproofFile* file) {
  const WycheproofHash* h = FindHmacHash(file->algorithm, file->hashes);
  return WycheproofUse(file, "hash", h ? h->descriptor : nullptr, h ? h->desc : nullptr);
}

// HMAC by init/update/final, feeding msg in pieces of `chunk` bytes.
mcu_status StreamedHmac(const mcu_hash_desc* hash, const std::vector<uint8_t>& key,
                        const std::vector<uint8_t>& msg, size_t chunk, uint8_t* tag,
                        size_t tag_len, const uint8_t* verify_tag) {
  mcu_hmac_ctx ctx;
  mcu_status st = mcu_hmac_init(&ctx, hash, key.data(), key.size());
  for (size_t pos = 0; st == MCU_OK && pos < msg.size(); pos += chunk) {
    st = mcu_hmac_update(&ctx, msg.data() + pos, std::min(chunk, msg.size() - pos));
  }
  if (st == MCU_OK) {
    st = verify_tag != nullptr ? mcu_hmac_final_verify(&ctx, verify_tag, tag_len)
                               : mcu_hmac_final(&ctx, tag, tag_len);
  }
  return st;
}

// Verification must accept exactly the valid tests; computing the tag
// (one-shot and streamed) must agree with it.
void RunHmacTest(WycheproofRun* run, const WycheproofFile& file, const WycheproofGroup& group,
                 const JsonValue& json) {
  const mcu_hash_desc* hash = static_cast<const mcu_hash_desc*>(file.impl);
  const int64_t tag_bits = group.Int("tagSize");
  WycheproofTest t;
  std::vector<uint8_t> key, msg, tag;
  if (!run->ReadTest(json, &t, {{"key", &key}, {"msg", &msg}, {"tag", &tag}})) return;
  if (tag_bits <= 0 || tag_bits % 8 != 0 || tag_bits > 8 * MCU_HMAC_MAX_TAG_SIZE) {
    run->Broken(t, "group tagSize " + std::to_string(tag_bits) + " is not a tag length");
    return;
  }
  const size_t tag_len = static_cast<size_t>(tag_bits / 8);
  const bool length_ok = tag_len <= hash->digest_size;

  // 1. Verification, as an application would check a received tag.
  bool accepted = false;
  std::string detail;
  mcu_status verify_st = MCU_ERR_INVALID_ARGUMENT;
  if (tag.size() != tag_len) {
    detail = "tag has " + std::to_string(tag.size()) + " bytes, tagSize says " +
             std::to_string(tag_len);
  } else {
    verify_st = mcu_hmac_verify(hash, key.data(), key.size(), msg.data(), msg.size(),
                                tag.data(), tag_len);
    accepted = verify_st == MCU_OK;
    detail = mcu_status_name(verify_st);
    if (verify_st != MCU_OK && verify_st != MCU_ERR_AUTH_FAILED && length_ok) {
      run->Broken(t, std::string("mcu_hmac_verify returned ") + detail);
      return;
    }
  }

  // 2. Computing the tag: one-shot and streamed must agree with each other
  // and with the verification.
  std::vector<uint8_t> one(tag_len), streamed(tag_len);
  const mcu_status one_st = mcu_hmac(hash, key.data(), key.size(), msg.data(),
                                     msg.size(), one.data(), tag_len);
  const size_t chunk = 1 + static_cast<size_t>(t.tc_id % 67);
  const mcu_status streamed_st =
      StreamedHmac(hash, key, msg, chunk, streamed.data(), tag_len, nullptr);
  if (!length_ok) {
    if (one_st != MCU_ERR_INVALID_ARGUMENT || streamed_st != MCU_ERR_INVALID_ARGUMENT) {
      run->Broken(t, "a tag longer than the digest was not refused");
      return;
    }
    run->Judge(t, false, "tagSize exceeds the digest size");
    return;
  }
  if (one_st != MCU_OK || streamed_st != MCU_OK) {
    run->Broken(t, std::string("mcu_hmac: ") + mcu_status_name(one_st) +
                       ", streamed: " + mcu_status_name(streamed_st));
    return;
  }
  if (one != streamed) {
    run->Broken(t, "one-shot tag " + ToHex(one.data(), one.size()) +
                       " differs from streamed " + ToHex(streamed.data(), streamed.size()));
    return;
  }
  const bool match = one == tag;
  if (tag.size() == tag_len) {
    if (match != accepted) {
      run->Broken(t, std::string("mcu_hmac_verify says ") + detail +
                         " but the computed tag " + (match ? "matches" : "differs"));
      return;
    }
    const mcu_status final_verify_st =
        StreamedHmac(hash, key, msg, chunk, nullptr, tag_len, tag.data());
    if (final_verify_st != verify_st) {
      run->Broken(t, std::string("mcu_hmac_final_verify says ") +
                         mcu_status_name(final_verify_st) + ", mcu_hmac_verify " + detail);
      return;
    }
  }
  if (!accepted && t.expect == WycheproofExpect::kValid) {
    detail += ", computed " + ToHex(one.data(), one.size());
  }
  run->Judge(t, accepted, detail);
}

const WycheproofSchema kHmacSchemas[] = {
    {"mac_test_schema", nullptr, "MacTest", {"tagSize"}, SelectHmacHash, RunHmacTest},
};

const WycheproofFileCase kHmacFiles[] = {
    {"hmac_sha1_test.json", "HMACSHA1", 170},
    {"hmac_sha224_test.json", "HMACSHA224", 172},
    {"hmac_sha256_test.json", "HMACSHA256", 174},
    {"hmac_sha384_test.json", "HMACSHA384", 174},
    {"hmac_sha512_test.json", "HMACSHA512", 174},
    {"hmac_sha3_224_test.json", "HMACSHA3-224", 172},
    {"hmac_sha3_256_test.json", "HMACSHA3-256", 174},
    {"hmac_sm3_test.json", "HMACSM3", 174},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofHmac, kHmacSchemas, kHmacFiles);
