// Shared checks for Ed25519 and Ed448 (RFC 8032): the section 7 vectors
// (public key, signature, verification, and rejection of altered
// signatures) and a Wycheproof eddsa_verify file. Each curve's test maps
// the vector files' instance names to its functions in an EddsaApi.
#ifndef MCUCRYPT_TESTS_CRYPTO_CURVE25519_EDDSA_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_CURVE25519_EDDSA_TESTING_H_

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/support/json.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace eddsa_testing {

using Bytes = std::vector<uint8_t>;

struct EddsaApi {
  const char *pure;  // instance name of the plain scheme: "Ed25519", "Ed448"
  size_t key_size, sig_size;
  mcu_status (*public_key)(uint8_t *pub, const uint8_t *priv);
  // instance: as the vector file names it (pure, ...ctx, ...ph; for ph the
  // message is the message, which the function pre-hashes).
  mcu_status (*sign)(const std::string &instance, uint8_t *sig, const uint8_t *priv,
                     const Bytes &ctx, const Bytes &msg);
  mcu_status (*verify)(const std::string &instance, const uint8_t *sig, const uint8_t *pub,
                       const Bytes &ctx, const Bytes &msg);
};

inline std::string Field(const RspRecord &r, const char *name) {
  auto it = r.fields.find(name);
  return it == r.fields.end() ? std::string() : it->second;
}

// Every record of rfc8032_section7.txt whose instance starts with
// api.pure; expected: how many there are.
inline void CheckRfc8032(const EddsaApi &api, size_t expected) {
  std::vector<RspRecord> recs;
  std::string err;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/eddsa/rfc8032_section7.txt"), &recs, &err)) << err;
  size_t seen = 0;
  for (const RspRecord &r : recs) {
    const std::string inst = Field(r, "Instance");
    if (inst.compare(0, strlen(api.pure), api.pure) != 0) continue;
    if (inst.size() > strlen(api.pure) + 3) continue;  // "Ed25519" vs "Ed448"
    ++seen;
    SCOPED_TRACE("test " + Field(r, "Test") + " " + inst);
    const Bytes priv = FromHex(Field(r, "Secret")), pub = FromHex(Field(r, "Public"));
    const Bytes ctx = FromHex(Field(r, "Context")), msg = FromHex(Field(r, "Message"));
    const Bytes sig = FromHex(Field(r, "Signature"));
    ASSERT_EQ(priv.size(), api.key_size);
    ASSERT_EQ(sig.size(), api.sig_size);
    Bytes out(api.key_size);
    ASSERT_EQ(MCU_OK, api.public_key(out.data(), priv.data()));
    EXPECT_EQ(ToHex(out.data(), out.size()), ToHex(pub.data(), pub.size()));
    Bytes s(api.sig_size);
    ASSERT_EQ(MCU_OK, api.sign(inst, s.data(), priv.data(), ctx, msg));
    EXPECT_EQ(ToHex(s.data(), s.size()), ToHex(sig.data(), sig.size()));
    EXPECT_EQ(MCU_OK, api.verify(inst, sig.data(), pub.data(), ctx, msg));
    // Altered: each half of the signature, the message, the context.
    Bytes bad = sig;
    bad[3] ^= 1;
    EXPECT_NE(MCU_OK, api.verify(inst, bad.data(), pub.data(), ctx, msg));
    bad = sig;
    bad[api.sig_size / 2 + 1] ^= 0x20;
    EXPECT_NE(MCU_OK, api.verify(inst, bad.data(), pub.data(), ctx, msg));
    Bytes msg2 = msg;
    msg2.push_back(0);
    EXPECT_NE(MCU_OK, api.verify(inst, sig.data(), pub.data(), ctx, msg2));
    Bytes ctx2 = ctx;
    ctx2.push_back('x');
    EXPECT_NE(MCU_OK, api.verify(inst, sig.data(), pub.data(), ctx2, msg));
  }
  EXPECT_EQ(seen, expected);
}

// A Wycheproof eddsa_verify file: valid signatures verify, invalid ones do
// not (a signature of the wrong length is refused before the call: the API
// takes exactly sig_size bytes). expected_tests: the file's count.
inline void CheckWycheproof(const EddsaApi &api, const char *file, size_t expected_tests) {
  JsonValue doc;
  std::string err;
  ASSERT_TRUE(ReadJsonFile(VectorPath(std::string("wycheproof/") + file), &doc, &err)) << err;
  const JsonValue *groups = doc.FindArray("testGroups");
  ASSERT_NE(groups, nullptr);
  size_t passed = 0, length_rejected = 0;
  for (const JsonValue &g : groups->items()) {
    const JsonValue *key = g.FindObject("publicKey");
    ASSERT_NE(key, nullptr);
    const Bytes pub = FromHex(key->FindString("pk")->string_value());
    ASSERT_EQ(pub.size(), api.key_size);
    for (const JsonValue &t : g.FindArray("tests")->items()) {
      int64_t id = 0;
      ASSERT_TRUE(t.Find("tcId")->GetInt64(&id));
      SCOPED_TRACE(std::string(file) + " tcId " + std::to_string(id));
      const std::string result = t.FindString("result")->string_value();
      ASSERT_TRUE(result == "valid" || result == "invalid") << result;
      const Bytes msg = FromHex(t.FindString("msg")->string_value());
      const Bytes sig = FromHex(t.FindString("sig")->string_value());
      bool ok = false;
      if (sig.size() == api.sig_size) {
        ok = api.verify(api.pure, sig.data(), pub.data(), Bytes(), msg) == MCU_OK;
      } else {
        ++length_rejected;
      }
      EXPECT_EQ(ok, result == "valid");
      if (ok == (result == "valid")) ++passed;
    }
  }
  EXPECT_EQ(passed, expected_tests);
  int64_t declared = 0;
  ASSERT_TRUE(doc.Find("numberOfTests")->GetInt64(&declared));
  EXPECT_EQ(static_cast<size_t>(declared), expected_tests);
  // (std::to_string: newlib-nano's printf on the boards has no %zu.)
  printf("%s: %s passed, %s failed, 0 skipped (%s wrong-length signatures refused)\n", file,
         std::to_string(passed).c_str(), std::to_string(expected_tests - passed).c_str(),
         std::to_string(length_rejected).c_str());
}

}  // namespace eddsa_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_CURVE25519_EDDSA_TESTING_H_
