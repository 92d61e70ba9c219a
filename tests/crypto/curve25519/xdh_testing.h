// Shared checks for X25519 and X448 (RFC 7748): the RFC's vectors, the
// iterated test and the section 6 exchanges. Each curve's test names its
// functions in an XdhApi. (Wycheproof: //tests/wycheproof, schema_xdh.cc.)
#ifndef MCUCRYPT_TESTS_CRYPTO_CURVE25519_XDH_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_CURVE25519_XDH_TESTING_H_

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace xdh_testing {

struct XdhApi {
  const char *curve;  // as the KAT files name it: "X25519", "X448"
  size_t size;        // bytes of a key, u-coordinate and shared secret
  mcu_status (*fn)(uint8_t *out, const uint8_t *k, const uint8_t *u);
  mcu_status (*public_key)(uint8_t *pub, const uint8_t *priv);
  mcu_status (*derive)(uint8_t *shared, const uint8_t *priv, const uint8_t *peer,
                       int refuse_zero);
};

inline std::vector<RspRecord> Load(const std::string &rel) {
  std::vector<RspRecord> recs;
  std::string err;
  EXPECT_TRUE(ReadRspFile(VectorPath(rel), &recs, &err)) << rel << ": " << err;
  return recs;
}

inline std::string Field(const RspRecord &r, const char *name) {
  auto it = r.fields.find(name);
  EXPECT_NE(it, r.fields.end()) << "line " << r.line << ": no " << name;
  return it == r.fields.end() ? std::string() : it->second;
}

inline std::string Apply(const XdhApi &api, const std::string &k_hex, const std::string &u_hex) {
  const std::vector<uint8_t> k = FromHex(k_hex), u = FromHex(u_hex);
  if (k.size() != api.size || u.size() != api.size) {
    ADD_FAILURE() << "bad vector sizes";
    return "";
  }
  std::vector<uint8_t> out(api.size);
  EXPECT_EQ(MCU_OK, api.fn(out.data(), k.data(), u.data()));
  return ToHex(out.data(), out.size());
}

// RFC 7748 section 5.2's two vectors and the 1-iteration one (COUNT 1..3).
inline void CheckRfcFile(const XdhApi &api, const std::string &rel) {
  const std::vector<RspRecord> recs = Load(rel);
  ASSERT_EQ(recs.size(), 3u) << rel;
  for (const RspRecord &r : recs) {
    EXPECT_EQ(Apply(api, Field(r, "INPUT_SCALAR"), Field(r, "INPUT_U")), Field(r, "OUTPUT_U"))
        << rel << " line " << r.line;
  }
}

// RFC 7748 section 5.2's iterated test: (k, u) = (X(k, u), k).
inline void CheckIterated(const XdhApi &api, unsigned long iterations) {
  const std::vector<RspRecord> recs = Load("kat/xdh/rfc7748_section5_2_iterated.txt");
  const RspRecord *rec = nullptr;
  for (const RspRecord &r : recs) {
    if (Field(r, "Curve") == api.curve && Field(r, "Iterations") == std::to_string(iterations)) {
      rec = &r;
    }
  }
  ASSERT_NE(rec, nullptr) << api.curve << " " << iterations;
  std::vector<uint8_t> k = FromHex(Field(*rec, "Start"));
  ASSERT_EQ(k.size(), api.size);
  std::vector<uint8_t> u = k, next(api.size);
  for (unsigned long i = 0; i < iterations; ++i) {
    ASSERT_EQ(MCU_OK, api.fn(next.data(), k.data(), u.data()));
    u = k;
    k = next;
  }
  EXPECT_EQ(ToHex(k.data(), k.size()), Field(*rec, "Result"));
}

// RFC 7748 section 6: both public keys from the private ones, and the
// shared secret both ways.
inline void CheckDh(const XdhApi &api) {
  const std::vector<RspRecord> recs = Load("kat/xdh/rfc7748_section6_dh.txt");
  int seen = 0;
  for (const RspRecord &r : recs) {
    if (Field(r, "Curve") != api.curve) continue;
    ++seen;
    const std::vector<uint8_t> a = FromHex(Field(r, "AlicePrivate")),
                               b = FromHex(Field(r, "BobPrivate"));
    const std::vector<uint8_t> pa = FromHex(Field(r, "AlicePublic")),
                               pb = FromHex(Field(r, "BobPublic"));
    ASSERT_EQ(a.size(), api.size);
    std::vector<uint8_t> out(api.size);
    ASSERT_EQ(MCU_OK, api.public_key(out.data(), a.data()));
    EXPECT_EQ(out, pa);
    ASSERT_EQ(MCU_OK, api.public_key(out.data(), b.data()));
    EXPECT_EQ(out, pb);
    ASSERT_EQ(MCU_OK, api.derive(out.data(), a.data(), pb.data(), 1));
    EXPECT_EQ(ToHex(out.data(), out.size()), Field(r, "SharedSecret"));
    ASSERT_EQ(MCU_OK, api.derive(out.data(), b.data(), pa.data(), 1));
    EXPECT_EQ(ToHex(out.data(), out.size()), Field(r, "SharedSecret"));
  }
  EXPECT_EQ(seen, 1);
}

}  // namespace xdh_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_CURVE25519_XDH_TESTING_H_
