#include "mcucrypt/pbkdf2.h"

#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/sha256.h"
#include "tests/support/hex.h"

namespace {

struct Pbkdf2Case {
  std::string password;
  std::string salt;
  uint32_t iterations;
  const char* dk;  // its length is dkLen
};

std::string Derive(const Pbkdf2Case& c) {
  const size_t len = strlen(c.dk) / 2;
  std::vector<uint8_t> dk(len + 1, 0xee);
  EXPECT_EQ(MCU_OK, mcu_pbkdf2_hmac(&mcu_sha256_desc, c.password.data(), c.password.size(),
                                    c.salt.data(), c.salt.size(), c.iterations, dk.data(), len));
  EXPECT_EQ(0xee, dk[len]) << "wrote past dk_len";
  return ToHex(dk.data(), len);
}

// RFC 7914 (scrypt) section 11: "PBKDF2-HMAC-SHA256" test vectors.
TEST(Pbkdf2Test, Rfc7914Sha256) {
  EXPECT_EQ(
      "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
      "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783",
      Derive({"passwd", "salt", 1,
              "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
              "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"}));
  const Pbkdf2Case c = {"Password", "NaCl", 80000,
                        "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
                        "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"};
  EXPECT_EQ(c.dk, Derive(c));
}

// The RFC 6070 inputs (written for HMAC-SHA1) with HMAC-SHA256, as published
// in answer 5136918 to Stack Overflow question 5130513 ("PBKDF2-HMAC-SHA2 test
// vectors"), without the 2^24-iteration case; cross-checked here with
// Python's hashlib.pbkdf2_hmac("sha256", ...) (OpenSSL). They cover dkLen not
// a multiple of HashLen (40, 16) and NUL bytes inside password and salt.
TEST(Pbkdf2Test, Rfc6070InputsWithSha256) {
  const std::vector<Pbkdf2Case> cases = {
      {"password", "salt", 1, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"},
      {"password", "salt", 2, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"},
      {"password", "salt", 4096,
       "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"},
      {"passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096,
       "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9"},
      {std::string("pass\0word", 9), std::string("sa\0lt", 5), 4096,
       "89b69d0516f829893c696226650a8687"},
  };
  for (const Pbkdf2Case& c : cases) {
    EXPECT_EQ(c.dk, Derive(c)) << c.iterations << " iterations, dkLen " << strlen(c.dk) / 2;
  }
}

// U_1 = HMAC(P, S || INT(1)), U_2 = HMAC(P, U_1): two iterations by hand.
TEST(Pbkdf2Test, MatchesTheDefinition) {
  const std::string p = "pw", s = "NaCl";
  uint8_t u1[32], u2[32];
  std::string s1 = s + std::string("\0\0\0\1", 4);
  ASSERT_EQ(MCU_OK, mcu_hmac(&mcu_sha256_desc, p.data(), p.size(), s1.data(), s1.size(), u1, 32));
  ASSERT_EQ(MCU_OK, mcu_hmac(&mcu_sha256_desc, p.data(), p.size(), u1, 32, u2, 32));
  uint8_t t[32];
  for (int i = 0; i < 32; ++i) t[i] = static_cast<uint8_t>(u1[i] ^ u2[i]);
  uint8_t dk[32];
  ASSERT_EQ(MCU_OK, mcu_pbkdf2_hmac(&mcu_sha256_desc, p.data(), p.size(), s.data(), s.size(), 2,
                                    dk, 32));
  EXPECT_EQ(ToHex(t, 32), ToHex(dk, 32));
  // A longer key's first block is the same.
  uint8_t dk2[33];
  ASSERT_EQ(MCU_OK, mcu_pbkdf2_hmac(&mcu_sha256_desc, p.data(), p.size(), s.data(), s.size(), 2,
                                    dk2, 33));
  EXPECT_EQ(ToHex(t, 32), ToHex(dk2, 32));
}

TEST(Pbkdf2Test, ArgumentErrors) {
  const char pw[] = "password";
  const char salt[] = "salt";
  uint8_t dk[32];
  const mcu_hash_desc* h = &mcu_sha256_desc;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pbkdf2_hmac(nullptr, pw, 8, salt, 4, 1, dk, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pbkdf2_hmac(h, nullptr, 8, salt, 4, 1, dk, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pbkdf2_hmac(h, pw, 8, nullptr, 4, 1, dk, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pbkdf2_hmac(h, pw, 8, salt, 4, 0, dk, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pbkdf2_hmac(h, pw, 8, salt, 4, 1, nullptr, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pbkdf2_hmac(h, pw, 8, salt, 4, 1, dk, 0));
  mcu_hash_desc bad = mcu_sha256_desc;
  bad.digest_size = 0;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pbkdf2_hmac(&bad, pw, 8, salt, 4, 1, dk, 32));
  mcu_hash_desc small_block = mcu_sha256_desc;
  small_block.block_size = 8;  // HMAC is not defined for it
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_pbkdf2_hmac(&small_block, pw, 8, salt, 4, 1, dk, 32));
  // Empty password and salt are allowed.
  EXPECT_EQ(MCU_OK, mcu_pbkdf2_hmac(h, nullptr, 0, nullptr, 0, 1, dk, 32));
  EXPECT_EQ(MCU_OK, mcu_pbkdf2_hmac(h, "", 0, "", 0, 1, dk, 32));
}

// RFC 8018 step 1: dkLen > (2^32 - 1) * hLen is "derived key too long".
// Only reachable where size_t is wider than 32 bits; checked before any
// work, so the (unallocated) output is never touched.
// The limit is (2^32 - 1) blocks: only a 64-bit size_t can ask for more.
// On 32-bit cores the check is that no size_t can reach it.
TEST(Pbkdf2Test, DerivedKeyTooLong) {
  const uint64_t too_long = 0xffffffffull * 32 + 1;
  if (sizeof(size_t) <= 4) {
    EXPECT_LT(static_cast<uint64_t>(SIZE_MAX), too_long);
    return;
  }
  uint8_t dk[1];
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT,
            mcu_pbkdf2_hmac(&mcu_sha256_desc, "p", 1, "s", 1, 1, dk,
                            static_cast<size_t>(too_long)));
}

// A failing hash: the error comes back and dk is wiped.
int g_fail_after = -1;
mcu_status FailingFinal(void* ctx, uint8_t* digest) {
  if (g_fail_after == 0) return MCU_ERR_HARDWARE;
  if (g_fail_after > 0) --g_fail_after;
  return mcu_sha256_desc.final(ctx, digest);
}

TEST(Pbkdf2Test, HashErrorWipesOutput) {
  mcu_hash_desc failing = mcu_sha256_desc;
  failing.final = FailingFinal;
  std::vector<uint8_t> dk(70, 0xee);
  // 2 finals per HMAC, 3 HMACs per block: fails in the third block, after
  // two blocks were written.
  g_fail_after = 2 * 3 * 2 + 1;
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_pbkdf2_hmac(&failing, "p", 1, "s", 1, 3, dk.data(), dk.size()));
  g_fail_after = -1;
  for (uint8_t b : dk) ASSERT_EQ(0, b);
}

}  // namespace
