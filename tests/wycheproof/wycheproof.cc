#include "tests/wycheproof/wycheproof.h"

#include <stdint.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mcucrypt/hkdf.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/cmac.h"
#include "mcucrypt/modes.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/aeads.h"
#include "tests/wycheproof/hashes.h"

namespace {

constexpr size_t kMaxFailureMessages = 20;
// HKDF outputs are at most 255 * 64 bytes; a larger "size" is not attempted
// (and so counts as rejected).
constexpr int64_t kMaxOutputToTry = 1 << 20;

enum class Expect { kValid, kInvalid, kAcceptable };

struct TestCase {
  const JsonValue* json = nullptr;
  int64_t tc_id = -1;
  std::string comment;
  Expect expect = Expect::kValid;
};

const char* ExpectName(Expect e) {
  switch (e) {
    case Expect::kValid: return "valid";
    case Expect::kInvalid: return "invalid";
    default: return "acceptable";
  }
}

bool IsSchema(const std::string& schema, const std::string& base) {
  return schema == base + ".json" || schema == base + "_v1.json";
}

std::string BaseName(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Strict: even length, hex digits only ("" is the empty string).
bool DecodeHex(const std::string& hex, std::vector<uint8_t>* out) {
  out->clear();
  if (hex.size() % 2 != 0) return false;
  for (char c : hex) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) {
      return false;
    }
  }
  *out = FromHex(hex);
  return out->size() * 2 == hex.size();
}

class FileRunner {
 public:
  explicit FileRunner(WycheproofResult* r) : r_(r) {}

  // Counts a file-level problem as one failure.
  void FileError(const std::string& what) {
    if (r_->error.empty()) {
      r_->error = what;
    } else {
      r_->error += "; " + what;
    }
    ++r_->failed;
  }

  void SkipAll(size_t count, const std::string& reason) {
    r_->skipped += count;
    r_->skip_reason = reason;
  }

  // A test whose inputs could not be used, or whose outputs contradict each
  // other: always a failure, whatever it expected.
  void Broken(const TestCase& t, const std::string& why) {
    ++r_->failed;
    Note("tcId " + std::to_string(t.tc_id) + Comment(t) + ": " + why);
  }

  void Judge(const TestCase& t, bool accepted, const std::string& detail) {
    const bool pass = t.expect == Expect::kAcceptable ||
                      accepted == (t.expect == Expect::kValid);
    if (pass) {
      ++r_->passed;
      return;
    }
    ++r_->failed;
    Note("tcId " + std::to_string(t.tc_id) + Comment(t) + ": expected " +
         ExpectName(t.expect) + ", got " + (accepted ? "accepted" : "rejected") +
         (detail.empty() ? "" : " (" + detail + ")"));
  }

  // Reads the fields every test has; false (and counted) if malformed.
  bool ReadCommon(const JsonValue& json, TestCase* t) {
    t->json = &json;
    const JsonValue* id = json.Find("tcId");
    const JsonValue* comment = json.FindString("comment");
    const JsonValue* result = json.FindString("result");
    if (id == nullptr || !id->GetInt64(&t->tc_id)) t->tc_id = -1;
    if (comment != nullptr) t->comment = comment->string_value();
    if (!json.is_object() || t->tc_id < 0 || result == nullptr) {
      Broken(*t, "malformed test (needs integer tcId and string result)");
      return false;
    }
    const std::string& res = result->string_value();
    if (res == "valid") {
      t->expect = Expect::kValid;
    } else if (res == "invalid") {
      t->expect = Expect::kInvalid;
    } else if (res == "acceptable") {
      t->expect = Expect::kAcceptable;
    } else {
      Broken(*t, "unknown result \"" + res + "\"");
      return false;
    }
    return true;
  }

  bool HexField(const TestCase& t, const char* key, std::vector<uint8_t>* out) {
    const JsonValue* v = t.json->FindString(key);
    if (v == nullptr || !DecodeHex(v->string_value(), out)) {
      Broken(t, std::string("field \"") + key + "\" missing or not hex");
      return false;
    }
    return true;
  }

 private:
  static std::string Comment(const TestCase& t) {
    return t.comment.empty() ? "" : " (" + t.comment + ")";
  }

  void Note(const std::string& message) {
    if (r_->failures.size() < kMaxFailureMessages) r_->failures.push_back(message);
  }

  WycheproofResult* r_;
};

// --- MAC: HMAC ------------------------------------------------------------

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

void RunMacTest(FileRunner* run, const mcu_hash_desc* hash, int64_t tag_bits,
                const JsonValue& json) {
  TestCase t;
  if (!run->ReadCommon(json, &t)) return;
  std::vector<uint8_t> key, msg, tag;
  if (!run->HexField(t, "key", &key) || !run->HexField(t, "msg", &msg) ||
      !run->HexField(t, "tag", &tag)) {
    return;
  }
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
  if (!accepted && t.expect == Expect::kValid) {
    detail += ", computed " + ToHex(one.data(), one.size());
  }
  run->Judge(t, accepted, detail);
}

// --- HKDF ------------------------------------------------------------------

void RunHkdfTest(FileRunner* run, const mcu_hash_desc* hash, const JsonValue& json) {
  TestCase t;
  if (!run->ReadCommon(json, &t)) return;
  std::vector<uint8_t> ikm, salt, info, okm;
  if (!run->HexField(t, "ikm", &ikm) || !run->HexField(t, "salt", &salt) ||
      !run->HexField(t, "info", &info) || !run->HexField(t, "okm", &okm)) {
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
  if (accepted && out != okm && t.expect != Expect::kInvalid) {
    run->Broken(t, "okm " + ToHex(out.data(), out.size()) + " differs from the expected " +
                       ToHex(okm.data(), okm.size()));
    return;
  }
  run->Judge(t, accepted, mcu_status_name(st));
}

// --- AEAD --------------------------------------------------------------------

bool AllZero(const std::vector<uint8_t>& b) {
  for (uint8_t v : b) {
    if (v != 0) return false;
  }
  return true;
}

// One AeadTest: decryption (out of place and in place) must accept exactly
// the valid tests, return the plaintext then, and leave a zeroed buffer
// whenever it refuses; encryption must reproduce ct and tag for valid tests
// (an invalid test may have it refuse the nonce or tag size). iv_bits and
// tag_bits come from the test group.
void RunAeadTest(FileRunner* run, const mcu_aead_desc* aead, int64_t iv_bits,
                 int64_t tag_bits, const JsonValue& json, const std::string& algorithm,
                 const WycheproofAeadTable& aeads) {
  TestCase t;
  if (!run->ReadCommon(json, &t)) return;
  std::vector<uint8_t> key, iv, aad, msg, ct, tag;
  if (!run->HexField(t, "key", &key) || !run->HexField(t, "iv", &iv) ||
      !run->HexField(t, "aad", &aad) || !run->HexField(t, "msg", &msg) ||
      !run->HexField(t, "ct", &ct) || !run->HexField(t, "tag", &tag)) {
    return;
  }
  if (iv_bits < 0 || iv_bits % 8 != 0 || static_cast<size_t>(iv_bits / 8) != iv.size()) {
    run->Broken(t, "iv has " + std::to_string(iv.size()) + " bytes, group ivSize is " +
                       std::to_string(iv_bits));
    return;
  }
  if (tag_bits < 0 || tag_bits % 8 != 0) {
    run->Broken(t, "group tagSize " + std::to_string(tag_bits) + " is not a tag length");
    return;
  }
  const size_t tag_len = static_cast<size_t>(tag_bits / 8);
  if (key.size() != aead->key_size) {
    // The descriptor takes no key length: a file with several key sizes
    // (AES-GCM) has a row per size; another key size is unsupported.
    const mcu_aead_desc* sized = FindWycheproofAeadForKey(algorithm, key.size(), aeads);
    if (sized == nullptr) {
      run->Judge(t, false, "key size " + std::to_string(key.size()) + " not supported");
      return;
    }
    aead = sized;
  }
  if (tag.size() != tag_len) {
    // A tag of another length than the group's: nothing to hand to decrypt.
    run->Judge(t, false, "tag has " + std::to_string(tag.size()) + " bytes, tagSize says " +
                             std::to_string(tag_len));
    return;
  }
  const uint8_t kFill = 0xA5;

  // 1. Decryption, out of place.
  std::vector<uint8_t> out(ct.size(), kFill);
  const mcu_status dec_st =
      aead->decrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(), ct.data(),
                    ct.size(), tag.data(), tag_len, out.data());
  if (dec_st != MCU_OK && dec_st != MCU_ERR_AUTH_FAILED &&
      dec_st != MCU_ERR_INVALID_ARGUMENT) {
    run->Broken(t, std::string("decrypt returned ") + mcu_status_name(dec_st));
    return;
  }
  if (dec_st != MCU_OK && !AllZero(out)) {
    run->Broken(t, std::string("decrypt returned ") + mcu_status_name(dec_st) +
                       " but left output " + ToHex(out.data(), out.size()));
    return;
  }
  if (dec_st == MCU_OK && out != msg) {
    run->Broken(t, "decrypt accepted, but the plaintext " + ToHex(out.data(), out.size()) +
                       " is not msg");
    return;
  }

  // 2. Decryption in place must agree.
  std::vector<uint8_t> inplace = ct;
  const mcu_status inplace_st =
      aead->decrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(),
                    inplace.data(), inplace.size(), tag.data(), tag_len, inplace.data());
  if (inplace_st != dec_st || (dec_st == MCU_OK ? inplace != msg : !AllZero(inplace))) {
    run->Broken(t, std::string("in-place decrypt (") + mcu_status_name(inplace_st) +
                       ") disagrees with out-of-place (" + mcu_status_name(dec_st) + ")");
    return;
  }

  // 3. Encryption.
  std::vector<uint8_t> ct2(msg.size()), tag2(tag_len);
  const mcu_status enc_st =
      aead->encrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(), msg.data(),
                    msg.size(), ct2.data(), tag2.data(), tag_len);
  if (enc_st != MCU_OK && enc_st != MCU_ERR_INVALID_ARGUMENT) {
    run->Broken(t, std::string("encrypt returned ") + mcu_status_name(enc_st));
    return;
  }
  if ((enc_st == MCU_OK) != (dec_st != MCU_ERR_INVALID_ARGUMENT)) {
    run->Broken(t, std::string("encrypt (") + mcu_status_name(enc_st) + ") and decrypt (" +
                       mcu_status_name(dec_st) + ") disagree on the parameters");
    return;
  }
  const bool reproduced = enc_st == MCU_OK && ct2 == ct && tag2 == tag;
  if (reproduced != (dec_st == MCU_OK)) {
    run->Broken(t, std::string("decrypt says ") + mcu_status_name(dec_st) +
                       " but encrypt gives ct " + ToHex(ct2.data(), ct2.size()) + " tag " +
                       ToHex(tag2.data(), tag2.size()));
    return;
  }
  run->Judge(t, dec_st == MCU_OK, mcu_status_name(dec_st));
}

// --- AES-CMAC (mac_test_schema) and AES-CBC-PKCS5 (ind_cpa_test_schema) ---

const mcu_block_cipher_desc* AesForKey(size_t key_len) {
  switch (key_len) {
    case 16: return &mcu_aes128_desc;
    case 24: return &mcu_aes192_desc;
    case 32: return &mcu_aes256_desc;
    default: return nullptr;
  }
}

// Verification must accept exactly the valid tests; computing the tag
// (one-shot, streamed, and from a raw key) must agree with it.
void RunCmacTest(FileRunner* run, int64_t tag_bits, const JsonValue& json) {
  TestCase t;
  if (!run->ReadCommon(json, &t)) return;
  std::vector<uint8_t> key, msg, tag;
  if (!run->HexField(t, "key", &key) || !run->HexField(t, "msg", &msg) ||
      !run->HexField(t, "tag", &tag)) {
    return;
  }
  if (tag_bits <= 0 || tag_bits % 8 != 0 || tag_bits > 128) {
    run->Broken(t, "group tagSize " + std::to_string(tag_bits) + " is not a tag length");
    return;
  }
  const size_t tag_len = static_cast<size_t>(tag_bits / 8);
  const mcu_block_cipher_desc* aes = AesForKey(key.size());
  if (tag.size() != tag_len) {
    run->Judge(t, false, "tag has " + std::to_string(tag.size()) + " bytes");
    return;
  }
  const mcu_status verify_st = mcu_aes_cmac_verify(key.data(), key.size(), msg.data(),
                                                   msg.size(), tag.data(), tag_len);
  if (aes == nullptr) {
    if (verify_st != MCU_ERR_INVALID_ARGUMENT) {
      run->Broken(t, std::string("a bad key size gave ") + mcu_status_name(verify_st));
      return;
    }
    run->Judge(t, false, "key size " + std::to_string(key.size()) + " refused");
    return;
  }
  if (verify_st != MCU_OK && verify_st != MCU_ERR_AUTH_FAILED) {
    run->Broken(t, std::string("mcu_aes_cmac_verify returned ") + mcu_status_name(verify_st));
    return;
  }
  std::vector<uint8_t> one(tag_len), streamed(tag_len);
  mcu_status st = mcu_aes_cmac(key.data(), key.size(), msg.data(), msg.size(), one.data(),
                               tag_len);
  mcu_block_key k;
  mcu_status st2 = mcu_block_key_init(&k, aes, key.data(), key.size());
  mcu_cmac_ctx ctx;
  if (st2 == MCU_OK) st2 = mcu_cmac_init(&ctx, &k);
  const size_t chunk = 1 + static_cast<size_t>(t.tc_id % 37);
  for (size_t pos = 0; st2 == MCU_OK && pos < msg.size(); pos += chunk) {
    st2 = mcu_cmac_update(&ctx, msg.data() + pos, std::min(chunk, msg.size() - pos));
  }
  if (st2 == MCU_OK) st2 = mcu_cmac_final(&ctx, streamed.data(), tag_len);
  mcu_block_key_wipe(&k);
  if (st != MCU_OK || st2 != MCU_OK || one != streamed) {
    run->Broken(t, std::string("mcu_aes_cmac: ") + mcu_status_name(st) + ", streamed: " +
                       mcu_status_name(st2) + ", tags " + ToHex(one.data(), one.size()) +
                       " / " + ToHex(streamed.data(), streamed.size()));
    return;
  }
  if ((one == tag) != (verify_st == MCU_OK)) {
    run->Broken(t, std::string("verify says ") + mcu_status_name(verify_st) +
                       " but the computed tag is " + ToHex(one.data(), one.size()));
    return;
  }
  run->Judge(t, verify_st == MCU_OK, mcu_status_name(verify_st));
}

// Decryption (out of place and in place) must accept exactly the valid
// tests with msg as plaintext and leave zeroed output when it refuses;
// encryption must reproduce ct for valid tests.
void RunCbcPkcs5Test(FileRunner* run, const JsonValue& json) {
  TestCase t;
  if (!run->ReadCommon(json, &t)) return;
  std::vector<uint8_t> key, iv, msg, ct;
  if (!run->HexField(t, "key", &key) || !run->HexField(t, "iv", &iv) ||
      !run->HexField(t, "msg", &msg) || !run->HexField(t, "ct", &ct)) {
    return;
  }
  const mcu_block_cipher_desc* aes = AesForKey(key.size());
  if (aes == nullptr || iv.size() != 16) {
    run->Judge(t, false, "key or iv size not supported");
    return;
  }
  mcu_block_key k;
  if (mcu_block_key_init(&k, aes, key.data(), key.size()) != MCU_OK) {
    run->Broken(t, "mcu_block_key_init failed");
    return;
  }
  std::vector<uint8_t> out(ct.size() + 16, 0xA5), inplace = ct;
  inplace.resize(ct.size() + 16);
  size_t out_len = 999, inplace_len = 999;
  const mcu_status st = mcu_cbc_pkcs7_decrypt(&k, iv.data(), ct.data(), ct.size(), out.data(),
                                              out.size(), &out_len);
  const mcu_status st2 = mcu_cbc_pkcs7_decrypt(&k, iv.data(), inplace.data(), ct.size(),
                                               inplace.data(), inplace.size(), &inplace_len);
  std::vector<uint8_t> ct2(msg.size() + 16);
  size_t ct2_len = 0;
  const mcu_status enc_st = mcu_cbc_pkcs7_encrypt(&k, iv.data(), msg.data(), msg.size(),
                                                  ct2.data(), ct2.size(), &ct2_len);
  mcu_block_key_wipe(&k);
  if (st != MCU_OK && st != MCU_ERR_BAD_PADDING && st != MCU_ERR_INVALID_ARGUMENT) {
    run->Broken(t, std::string("decrypt returned ") + mcu_status_name(st));
    return;
  }
  if (st2 != st || out_len != inplace_len) {
    run->Broken(t, std::string("in-place decrypt (") + mcu_status_name(st2) +
                       ") disagrees with out-of-place (" + mcu_status_name(st) + ")");
    return;
  }
  if (st == MCU_OK) {
    if (out_len != msg.size() || !std::equal(msg.begin(), msg.end(), out.begin()) ||
        !std::equal(msg.begin(), msg.end(), inplace.begin())) {
      run->Broken(t, "decrypt accepted, but the plaintext is not msg");
      return;
    }
  } else if (st == MCU_ERR_BAD_PADDING &&
             (out_len != 0 || !AllZero(std::vector<uint8_t>(out.begin(), out.end() - 17)))) {
    run->Broken(t, "bad padding left output or a length");
    return;
  }
  const bool reproduced = enc_st == MCU_OK && ct2_len == ct.size() &&
                          std::equal(ct.begin(), ct.end(), ct2.begin());
  if (enc_st != MCU_OK || (st == MCU_OK && !reproduced)) {
    run->Broken(t, std::string("encrypt: ") + mcu_status_name(enc_st) + ", ct " +
                       ToHex(ct2.data(), ct2_len));
    return;
  }
  run->Judge(t, st == MCU_OK, mcu_status_name(st));
}

// --- Dispatch ----------------------------------------------------------------

enum class Kind { kMac, kHkdf, kAead };

}  // namespace

WycheproofResult RunWycheproofDocument(const std::string& name, const JsonValue& root,
                                       const WycheproofHashTable& hashes,
                                       const WycheproofAeadTable& aeads) {
  WycheproofResult r;
  r.name = name;
  FileRunner run(&r);
  if (!root.is_object()) {
    run.FileError("top level is not a JSON object");
    return r;
  }
  const JsonValue* schema = root.FindString("schema");
  const JsonValue* algorithm = root.FindString("algorithm");
  const JsonValue* groups = root.FindArray("testGroups");
  if (schema == nullptr || algorithm == nullptr || groups == nullptr) {
    run.FileError("needs string \"schema\", string \"algorithm\" and array \"testGroups\"");
    return r;
  }
  r.schema = schema->string_value();
  r.algorithm = algorithm->string_value();

  // Count the tests first: skipped files report how many they skip, and the
  // count must match numberOfTests (a truncated file must not pass quietly).
  size_t count = 0;
  for (const JsonValue& group : groups->items()) {
    const JsonValue* tests = group.FindArray("tests");
    if (tests == nullptr) {
      run.FileError("a test group has no \"tests\" array");
      return r;
    }
    count += tests->size();
  }
  const JsonValue* declared = root.Find("numberOfTests");
  int64_t declared_count = -1;
  if (declared == nullptr || !declared->GetInt64(&declared_count) ||
      declared_count != static_cast<int64_t>(count)) {
    run.FileError("numberOfTests is " +
                  (declared == nullptr ? std::string("missing") : declared->string_value()) +
                  " but the file has " + std::to_string(count) + " tests");
  }

  Kind kind;
  const WycheproofHash* hash = nullptr;
  const std::string where = r.algorithm + " (" + r.schema + ")";
  if (IsSchema(r.schema, "aead_test_schema")) {
    const WycheproofAead* aead = FindWycheproofAead(r.algorithm, aeads);
    if (aead == nullptr) {
      run.SkipAll(count, "unsupported algorithm: " + where);
      return r;
    }
    if (aead->desc == nullptr) {
      run.SkipAll(count, std::string("AEAD not available: ") + r.algorithm + " needs " +
                             aead->descriptor + ", which is not built");
      return r;
    }
    for (const JsonValue& group : groups->items()) {
      const JsonValue* type = group.FindString("type");
      const JsonValue* iv_size = group.Find("ivSize");
      const JsonValue* tag_size = group.Find("tagSize");
      int64_t iv_bits = -1, tag_bits = -1;
      std::string group_problem;
      if (type == nullptr || type->string_value() != "AeadTest") {
        group_problem = "test group type is not AeadTest";
      } else if (iv_size == nullptr || !iv_size->GetInt64(&iv_bits) ||
                 tag_size == nullptr || !tag_size->GetInt64(&tag_bits)) {
        group_problem = "test group has no integer ivSize and tagSize";
      }
      for (const JsonValue& test : group.FindArray("tests")->items()) {
        if (!group_problem.empty()) {
          TestCase t;
          if (run.ReadCommon(test, &t)) run.Broken(t, group_problem);
          continue;
        }
        RunAeadTest(&run, aead->desc, iv_bits, tag_bits, test, r.algorithm, aeads);
      }
    }
    return r;
  }
  if (IsSchema(r.schema, "ind_cpa_test_schema") && r.algorithm == "AES-CBC-PKCS5") {
    for (const JsonValue& group : groups->items()) {
      const JsonValue* type = group.FindString("type");
      const bool ok = type != nullptr && type->string_value() == "IndCpaTest";
      for (const JsonValue& test : group.FindArray("tests")->items()) {
        TestCase t;
        if (!ok) {
          if (run.ReadCommon(test, &t)) run.Broken(t, "test group type is not IndCpaTest");
          continue;
        }
        RunCbcPkcs5Test(&run, test);
      }
    }
    return r;
  }
  if (IsSchema(r.schema, "mac_test_schema") && r.algorithm == "AES-CMAC") {
    for (const JsonValue& group : groups->items()) {
      const JsonValue* type = group.FindString("type");
      const JsonValue* tag_size = group.Find("tagSize");
      int64_t tag_bits = -1;
      const bool ok = type != nullptr && type->string_value() == "MacTest" &&
                      tag_size != nullptr && tag_size->GetInt64(&tag_bits);
      for (const JsonValue& test : group.FindArray("tests")->items()) {
        TestCase t;
        if (!ok) {
          if (run.ReadCommon(test, &t)) run.Broken(t, "test group is not a MacTest with tagSize");
          continue;
        }
        RunCmacTest(&run, tag_bits, test);
      }
    }
    return r;
  }
  if (IsSchema(r.schema, "mac_test_schema")) {
    kind = Kind::kMac;
    hash = FindHmacHash(r.algorithm, hashes);
  } else if (IsSchema(r.schema, "hkdf_test_schema")) {
    kind = Kind::kHkdf;
    hash = FindHkdfHash(r.algorithm, hashes);
  } else {
    run.SkipAll(count, "unsupported schema: " + where);
    return r;
  }
  if (hash == nullptr) {
    run.SkipAll(count, "unsupported algorithm: " + where);
    return r;
  }
  if (hash->desc == nullptr) {
    run.SkipAll(count, std::string("hash not available: ") + r.algorithm + " needs " +
                           hash->descriptor + ", which is not built");
    return r;
  }

  const char* group_type = kind == Kind::kMac ? "MacTest" : "HkdfTest";
  for (const JsonValue& group : groups->items()) {
    const JsonValue* type = group.FindString("type");
    int64_t tag_bits = -1;
    std::string group_problem;
    if (type == nullptr || type->string_value() != group_type) {
      group_problem = std::string("test group type is not ") + group_type;
    } else if (kind == Kind::kMac) {
      const JsonValue* tag_size = group.Find("tagSize");
      if (tag_size == nullptr || !tag_size->GetInt64(&tag_bits)) {
        group_problem = "test group has no integer tagSize";
      }
    }
    for (const JsonValue& test : group.FindArray("tests")->items()) {
      if (!group_problem.empty()) {
        TestCase t;
        if (run.ReadCommon(test, &t)) run.Broken(t, group_problem);
        continue;
      }
      if (kind == Kind::kMac) {
        RunMacTest(&run, hash->desc, tag_bits, test);
      } else {
        RunHkdfTest(&run, hash->desc, test);
      }
    }
  }
  return r;
}

WycheproofResult RunWycheproofFile(const std::string& path) {
  JsonValue root;
  std::string error;
  if (!ReadJsonFile(path, &root, &error)) {
    WycheproofResult r;
    r.name = BaseName(path);
    r.error = error;
    r.failed = 1;
    return r;
  }
  return RunWycheproofDocument(BaseName(path), root);
}

std::string FormatWycheproofResult(const WycheproofResult& r) {
  std::string line = r.name + ": " + std::to_string(r.passed) + " passed, " +
                     std::to_string(r.failed) + " failed, " + std::to_string(r.skipped) +
                     " skipped";
  if (!r.skip_reason.empty()) line += " (skipped: " + r.skip_reason + ")";
  if (!r.error.empty()) line += " (error: " + r.error + ")";
  return line;
}

WycheproofResult SumWycheproofResults(const std::vector<WycheproofResult>& results) {
  WycheproofResult total;
  total.name = "total";
  for (const WycheproofResult& r : results) {
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
  }
  return total;
}
