// Shared checks for Ed25519 and Ed448 (RFC 8032): the section 7 vectors
// (public key, signature, verification, and rejection of altered
// signatures). Each curve's test maps the vector files' instance names to
// its functions in an EddsaApi. (Wycheproof: //tests/wycheproof,
// schema_eddsa.cc.)
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

}  // namespace eddsa_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_CURVE25519_EDDSA_TESTING_H_
