// The Wycheproof dispatcher on small hand-written documents: it must count a
// wrong answer as a failure, report unsupported files as skipped with the
// reason (never as passed), and catch malformed or truncated files.
#include <string>

#include "gtest/gtest.h"
#include "tests/support/json.h"
#include "tests/support/vectors.h"
#include "tests/wycheproof/aeads.h"
#include "tests/wycheproof/hashes.h"
#include "tests/wycheproof/wycheproof.h"

namespace {

// RFC 4231 test case 2 (HMAC-SHA-256, key "Jefe").
const char kKey[] = "4a656665";
const char kMsg[] = "7768617420646f2079612077616e7420666f72206e6f7468696e673f";
const char kTag[] = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843";
const char kBadTag[] = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3842";

std::string MacTest(int id, const std::string& tag, const std::string& result,
                    const std::string& key = kKey) {
  return "{\"tcId\": " + std::to_string(id) + ", \"comment\": \"c\", \"flags\": [], \"key\": \"" +
         key + "\", \"msg\": \"" + kMsg + "\", \"tag\": \"" + tag + "\", \"result\": \"" +
         result + "\"}";
}

std::string Doc(const std::string& algorithm, const std::string& schema,
                const std::string& group_fields, const std::string& tests, int count) {
  return "{\"algorithm\": \"" + algorithm + "\", \"schema\": \"" + schema +
         "\", \"numberOfTests\": " + std::to_string(count) +
         ", \"header\": [], \"notes\": {}, \"testGroups\": [{" + group_fields +
         ", \"source\": {\"name\": \"t\", \"version\": \"0\"}, \"tests\": [" + tests + "]}]}";
}

std::string MacDoc(const std::string& tests, int count, int tag_bits = 256,
                   const std::string& algorithm = "HMACSHA256") {
  return Doc(algorithm, "mac_test_schema_v1.json",
             "\"type\": \"MacTest\", \"keySize\": 32, \"tagSize\": " + std::to_string(tag_bits),
             tests, count);
}

WycheproofResult RunText(const std::string& text) {
  JsonValue root;
  std::string error;
  EXPECT_TRUE(ParseJson(text, &root, &error)) << error << "\n" << text;
  return RunWycheproofDocument("t.json", root);
}

// RFC 5869 test case 1 (HKDF-SHA-256).
std::string HkdfTest(int id, int size, const std::string& okm, const std::string& result) {
  return "{\"tcId\": " + std::to_string(id) +
         ", \"comment\": \"\", \"flags\": [], \"ikm\": \"0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b\""
         ", \"salt\": \"000102030405060708090a0b0c\", \"info\": \"f0f1f2f3f4f5f6f7f8f9\", "
         "\"size\": " + std::to_string(size) + ", \"okm\": \"" + okm + "\", \"result\": \"" +
         result + "\"}";
}

const char kOkm[] =
    "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865";

std::string HkdfDoc(const std::string& tests, int count) {
  return Doc("HKDF-SHA-256", "hkdf_test_schema_v1.json", "\"type\": \"HkdfTest\", \"keySize\": 176",
             tests, count);
}

TEST(DispatcherTest, MacPassesRightAnswers) {
  const WycheproofResult r = RunText(MacDoc(
      MacTest(1, kTag, "valid") + "," + MacTest(2, kBadTag, "invalid") + "," +
          MacTest(3, kTag, "acceptable") + "," + MacTest(4, kBadTag, "acceptable") + "," +
          MacTest(5, std::string(kTag).substr(0, 62), "invalid"),  // wrong length
      5));
  EXPECT_EQ("t.json: 5 passed, 0 failed, 0 skipped", FormatWycheproofResult(r));
  EXPECT_TRUE(r.ok());
  EXPECT_EQ("HMACSHA256", r.algorithm);
}

TEST(DispatcherTest, MacCountsWrongAnswers) {
  const WycheproofResult r = RunText(MacDoc(
      MacTest(1, kBadTag, "valid") + "," + MacTest(2, kTag, "invalid") + "," +
          MacTest(3, std::string(kTag).substr(0, 62), "valid"),
      3));
  EXPECT_EQ("t.json: 0 passed, 3 failed, 0 skipped", FormatWycheproofResult(r));
  EXPECT_FALSE(r.ok());
  ASSERT_EQ(3u, r.failures.size());
  EXPECT_EQ(0u, r.failures[0].find("tcId 1 (c): expected valid, got rejected")) << r.failures[0];
  EXPECT_EQ(0u, r.failures[1].find("tcId 2 (c): expected invalid, got accepted")) << r.failures[1];
}

TEST(DispatcherTest, MacTruncatedTags) {
  const std::string t16 = std::string(kTag).substr(0, 32);
  std::string bad16 = t16;
  bad16[31] = bad16[31] == '0' ? '1' : '0';
  WycheproofResult r = RunText(MacDoc(MacTest(1, t16, "valid") + "," + MacTest(2, bad16, "invalid") +
                                      "," + MacTest(3, kTag, "invalid"),  // full tag, tagSize 128
                                  3, 128));
  EXPECT_EQ("t.json: 3 passed, 0 failed, 0 skipped", FormatWycheproofResult(r));
  // A tagSize beyond the digest can never verify.
  r = RunText(MacDoc(MacTest(1, std::string(kTag) + "00", "invalid"), 1, 264));
  EXPECT_EQ("t.json: 1 passed, 0 failed, 0 skipped", FormatWycheproofResult(r));
  r = RunText(MacDoc(MacTest(1, std::string(kTag) + "00", "valid"), 1, 264));
  EXPECT_EQ("t.json: 0 passed, 1 failed, 0 skipped", FormatWycheproofResult(r));
}

TEST(DispatcherTest, MalformedTestsFail) {
  const WycheproofResult r = RunText(MacDoc(
      MacTest(1, kTag, "valid", "4a65666") + "," +      // odd-length hex key
          MacTest(2, kTag, "valid", "4a65666g") + "," +  // not hex
          MacTest(3, kTag, "maybe") + "," +               // unknown result
          "{\"tcId\": 4, \"key\": \"\", \"msg\": \"\", \"result\": \"valid\"}",  // no tag
      4));
  EXPECT_EQ("t.json: 0 passed, 4 failed, 0 skipped", FormatWycheproofResult(r));
  EXPECT_EQ(1u, RunText(MacDoc(MacTest(1, kTag, "valid"), 1, 255)).failed);  // tagSize not bytes
}

TEST(DispatcherTest, WrongTestCountIsAnError) {
  WycheproofResult r = RunText(MacDoc(MacTest(1, kTag, "valid"), 2));
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(1u, r.passed);
  EXPECT_EQ(1u, r.failed);
  EXPECT_NE(std::string::npos, r.error.find("numberOfTests is 2 but the file has 1")) << r.error;
  EXPECT_EQ("t.json: 1 passed, 1 failed, 0 skipped (error: numberOfTests is 2 but the file has 1 tests)",
            FormatWycheproofResult(r));
}

TEST(DispatcherTest, StructuralErrors) {
  for (const char* text : {"[]", "{}", "{\"schema\": \"mac_test_schema_v1.json\"}",
                           "{\"schema\": 1, \"algorithm\": \"HMACSHA256\", \"testGroups\": []}",
                           "{\"schema\": \"mac_test_schema_v1.json\", \"algorithm\": \"HMACSHA256\","
                           " \"numberOfTests\": 0, \"testGroups\": [{}]}"}) {
    const WycheproofResult r = RunText(text);
    EXPECT_FALSE(r.ok()) << text;
    EXPECT_EQ(1u, r.failed) << text;
    EXPECT_EQ(0u, r.passed) << text;
  }
  // A group of the wrong type fails its tests rather than skipping them.
  const WycheproofResult r = RunText(Doc("HMACSHA256", "mac_test_schema_v1.json",
                                     "\"type\": \"HkdfTest\", \"tagSize\": 256",
                                     MacTest(1, kTag, "valid"), 1));
  EXPECT_EQ("t.json: 0 passed, 1 failed, 0 skipped", FormatWycheproofResult(r));
}

TEST(DispatcherTest, UnsupportedIsSkippedWithReason) {
  WycheproofResult r = RunText(MacDoc(MacTest(1, kTag, "valid") + "," + MacTest(2, kTag, "valid"), 2,
                                  256, "SIPHASH-2-4"));
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(
      "t.json: 0 passed, 0 failed, 2 skipped (skipped: unsupported algorithm: SIPHASH-2-4 "
      "(mac_test_schema_v1.json))",
      FormatWycheproofResult(r));

  r = RunText(Doc("AEGIS128", "aead_test_schema_v1.json", "\"type\": \"AeadTest\"",
              "{\"tcId\": 1}, {\"tcId\": 2}, {\"tcId\": 3}", 3));
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(0u, r.passed);
  EXPECT_EQ(3u, r.skipped);
  EXPECT_EQ("unsupported algorithm: AEGIS128 (aead_test_schema_v1.json)", r.skip_reason);

  // A hash that is not built: skipped with the reason, in any file that
  // needs it.
  const WycheproofHash rows[] = {
      {"HMACSHA256", "HKDF-SHA-256", "mcu_sha256_desc", nullptr},
  };
  const WycheproofHashTable without_sha256 = {rows, 1};
  JsonValue root;
  ASSERT_TRUE(ParseJson(MacDoc(MacTest(1, kTag, "valid") + "," + MacTest(2, kBadTag, "invalid"), 2),
                        &root, nullptr));
  r = RunWycheproofDocument("t.json", root, without_sha256);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(
      "t.json: 0 passed, 0 failed, 2 skipped (skipped: hash not available: HMACSHA256 needs "
      "mcu_sha256_desc, which is not built)",
      FormatWycheproofResult(r));
  ASSERT_TRUE(ParseJson(HkdfDoc(HkdfTest(1, 42, kOkm, "valid"), 1), &root, nullptr));
  r = RunWycheproofDocument("t.json", root, without_sha256);
  EXPECT_EQ(1u, r.skipped);
  EXPECT_EQ(0u, r.skip_reason.find("hash not available")) << r.skip_reason;
  // The built-in table knows every HMAC Wycheproof has files for; with
  // another hash, the SHA-256 tag of RFC 4231 case 2 must fail.
  for (const char* alg : {"HMACSHA1", "HMACSHA224", "HMACSHA384", "HMACSHA512", "HMACSHA3-224",
                          "HMACSHA3-256", "HMACSHA3-384", "HMACSHA3-512", "HMACSM3"}) {
    const WycheproofHash* h = FindHmacHash(alg);
    ASSERT_NE(nullptr, h) << alg;
    r = RunText(MacDoc(MacTest(1, kTag, "valid"), 1, 256, alg));
    if (h->desc == nullptr) {
      EXPECT_EQ(1u, r.skipped) << alg;
    } else {
      EXPECT_EQ(1u, r.failed) << alg;
    }
  }
}

TEST(DispatcherTest, MissingFileFails) {
  const WycheproofResult r = RunWycheproofFile(VectorPath("wycheproof/none_test.json"));
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(1u, r.failed);
  EXPECT_EQ("none_test.json", r.name);
}

TEST(DispatcherTest, Hkdf) {
  std::string bad_okm = kOkm;
  bad_okm[0] = '4';
  WycheproofResult r = RunText(HkdfDoc(
      HkdfTest(1, 42, kOkm, "valid") + "," +
          HkdfTest(2, 20, std::string(kOkm).substr(0, 40), "valid") + "," +
          HkdfTest(3, 8161, "", "invalid") + "," + HkdfTest(4, 0, "", "valid") + "," +
          HkdfTest(5, 8161, "", "acceptable") + "," + HkdfTest(6, 42, kOkm, "acceptable"),
      6));
  EXPECT_EQ("t.json: 6 passed, 0 failed, 0 skipped", FormatWycheproofResult(r));
  // Wrong output; an "invalid" (must be refused) test that succeeds, whatever
  // its okm; a valid size refused; a malformed size.
  r = RunText(HkdfDoc(HkdfTest(1, 42, bad_okm, "valid") + "," + HkdfTest(2, 42, kOkm, "invalid") +
                          "," + HkdfTest(3, 42, bad_okm, "invalid") + "," +
                          HkdfTest(4, 8161, "", "valid") + "," + HkdfTest(5, -1, "", "invalid") +
                          "," + HkdfTest(6, 42, bad_okm, "acceptable"),
                      6));
  EXPECT_EQ("t.json: 0 passed, 6 failed, 0 skipped", FormatWycheproofResult(r));
}

// RFC 8439 section 2.8.2 (AEAD_CHACHA20_POLY1305).
const char kAeadKey[] = "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f";
const char kAeadIv[] = "070000004041424344454647";
const char kAeadAad[] = "50515253c0c1c2c3c4c5c6c7";
const char kAeadMsg[] =
    "4c616469657320616e642047656e746c656d656e206f662074686520636c617373206f66202739393a"
    "204966204920636f756c64206f6666657220796f75206f6e6c79206f6e652074697020666f72207468"
    "65206675747572652c2073756e73637265656e20776f756c642062652069742e";
const char kAeadCt[] =
    "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fa"
    "fb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4"
    "fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116";
const char kAeadTag[] = "1ae10b594f09e26a7e902ecbd0600691";
const char kAeadBadTag[] = "1ae10b594f09e26a7e902ecbd0600690";

std::string AeadTest(int id, const std::string& iv, const std::string& ct,
                     const std::string& tag, const std::string& result) {
  return "{\"tcId\": " + std::to_string(id) + ", \"comment\": \"\", \"flags\": [], \"key\": \"" +
         kAeadKey + "\", \"iv\": \"" + iv + "\", \"aad\": \"" + kAeadAad + "\", \"msg\": \"" +
         kAeadMsg + "\", \"ct\": \"" + ct + "\", \"tag\": \"" + tag + "\", \"result\": \"" +
         result + "\"}";
}

std::string AeadDoc(const std::string& tests, int count, int iv_bits = 96) {
  return Doc("CHACHA20-POLY1305", "aead_test_schema_v1.json",
             "\"type\": \"AeadTest\", \"keySize\": 256, \"ivSize\": " +
                 std::to_string(iv_bits) + ", \"tagSize\": 128",
             tests, count);
}

TEST(DispatcherTest, Aead) {
  std::string bad_ct = kAeadCt;
  bad_ct[0] = 'e';
  WycheproofResult r = RunText(AeadDoc(
      AeadTest(1, kAeadIv, kAeadCt, kAeadTag, "valid") + "," +
          AeadTest(2, kAeadIv, kAeadCt, kAeadBadTag, "invalid") + "," +
          AeadTest(3, kAeadIv, bad_ct, kAeadTag, "invalid") + "," +
          AeadTest(4, kAeadIv, kAeadCt, kAeadTag, "acceptable") + "," +
          AeadTest(5, kAeadIv, kAeadCt, kAeadBadTag, "acceptable"),
      5));
  EXPECT_EQ("t.json: 5 passed, 0 failed, 0 skipped", FormatWycheproofResult(r));
  for (const std::string& f : r.failures) ADD_FAILURE() << f;
  // Wrong answers: a forgery called valid, a good ciphertext called invalid,
  // a changed ciphertext called valid; an iv that does not match ivSize.
  r = RunText(AeadDoc(AeadTest(1, kAeadIv, kAeadCt, kAeadBadTag, "valid") + "," +
                          AeadTest(2, kAeadIv, kAeadCt, kAeadTag, "invalid") + "," +
                          AeadTest(3, kAeadIv, bad_ct, kAeadTag, "valid") + "," +
                          AeadTest(4, "0700000040414243", kAeadCt, kAeadTag, "invalid"),
                      4));
  EXPECT_EQ("t.json: 0 passed, 4 failed, 0 skipped", FormatWycheproofResult(r));
  // A nonce size the algorithm does not allow: must be refused.
  r = RunText(AeadDoc(AeadTest(1, "0700000040414243", kAeadCt, kAeadTag, "invalid"), 1, 64));
  EXPECT_EQ("t.json: 1 passed, 0 failed, 0 skipped", FormatWycheproofResult(r));
  r = RunText(AeadDoc(AeadTest(1, "0700000040414243", kAeadCt, kAeadTag, "valid"), 1, 64));
  EXPECT_EQ("t.json: 0 passed, 1 failed, 0 skipped", FormatWycheproofResult(r));
}

// A table without the algorithm skips the file with the reason.
TEST(DispatcherTest, AeadNotBuiltIsSkipped) {
  const WycheproofAead rows[] = {{"CHACHA20-POLY1305", "mcu_chacha20_poly1305_desc", nullptr}};
  JsonValue root;
  std::string error;
  ASSERT_TRUE(ParseJson(AeadDoc(AeadTest(1, kAeadIv, kAeadCt, kAeadTag, "valid"), 1), &root,
                        &error))
      << error;
  const WycheproofResult r =
      RunWycheproofDocument("t.json", root, BuiltInWycheproofHashes(), {rows, 1});
  EXPECT_EQ(1u, r.skipped);
  EXPECT_EQ(0u, r.skip_reason.find("AEAD not available")) << r.skip_reason;
}

TEST(DispatcherTest, Sum) {
  WycheproofResult a, b;
  a.passed = 3;
  a.skipped = 2;
  b.failed = 1;
  b.passed = 4;
  EXPECT_EQ("total: 7 passed, 1 failed, 2 skipped",
            FormatWycheproofResult(SumWycheproofResults({a, b})));
}

}  // namespace
