// ECDSA through a descriptor's own signature hooks (ecdsa_sign,
// ecdsa_verify: mcucrypt/ec_mul.h), with stand-in hooks over the software:
// the hook gets the caller's k and e (RFC 6979 signatures come out as the
// software's), MCU_ERR_UNSUPPORTED sends the call back to the software, and
// the fault check refuses a signature with a wrong s or r, s out of range
// (MCU_ERR_HARDWARE, the output zeroed). A coprocessor's hooks are tested
// on its board (tests/drivers/pic32mzw1/ba414e_test.cc).
#include <string.h>

#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/sha256.h"
#include "tests/crypto/ec/ec_testing.h"

namespace {

using ec_testing::TestGenerate;

const mcu_ec_mul_desc &kSoft = mcu_p256_mul_ct_portable;

// What the stand-in hooks do this time.
enum class Mode { kGood, kWrongS, kSZero, kUnsupported, kHardware };
Mode g_mode = Mode::kGood;
int g_calls = 0;

// An mcu_rng that hands out one fixed k (the hook's), so the software signs
// with exactly the nonce the caller gave the hook.
mcu_status FixedK(void *ctx, uint8_t *out, size_t len) {
  memcpy(out, ctx, len);
  return MCU_OK;
}

mcu_status Sign(const mcu_ec_mul_desc *, uint8_t *sig, const uint8_t *d, const uint8_t *k,
                const uint8_t *e, void *) {
  ++g_calls;
  if (g_mode == Mode::kUnsupported) return MCU_ERR_UNSUPPORTED;
  if (g_mode == Mode::kHardware) return MCU_ERR_HARDWARE;
  uint8_t kk[32];
  memcpy(kk, k, 32);
  const mcu_rng fixed = {FixedK, kk};
  // e has the order's length: bits2int leaves it as it is.
  const mcu_status st = mcu_ecdsa_sign_digest_with(&kSoft, d, 32, e, 32, &fixed, sig, 64);
  if (g_mode == Mode::kWrongS) sig[63] ^= 1;
  if (g_mode == Mode::kSZero) memset(sig + 32, 0, 32);
  return st;
}

mcu_status Verify(const mcu_ec_mul_desc *, const uint8_t *q, const uint8_t *e, const uint8_t *sig,
                  void *) {
  ++g_calls;
  if (g_mode == Mode::kUnsupported) return MCU_ERR_UNSUPPORTED;
  if (g_mode == Mode::kHardware) return MCU_ERR_HARDWARE;
  uint8_t point[65] = {0x04};
  memcpy(point + 1, q, 64);
  return mcu_ecdsa_verify_digest_with(&kSoft, point, 65, e, 32, sig, 64);
}

mcu_ec_mul_desc WithHooks() {
  mcu_ec_mul_desc d = kSoft;
  d.ecdsa_sign = Sign;
  d.ecdsa_verify = Verify;
  return d;
}

class EcdsaHooksTest : public ::testing::Test {
 protected:
  void SetUp() override {
    g_mode = Mode::kGood;
    g_calls = 0;
    Rng s(2718);
    const mcu_rng r = {TestGenerate, &s};
    ASSERT_EQ(mcu_ec_generate_key(MCU_EC_SECP256R1, &r, d_, 32, q_, 65), MCU_OK);
    ASSERT_EQ(mcu_sha256(reinterpret_cast<const uint8_t *>("sample"), 6, digest_), MCU_OK);
    ASSERT_EQ(mcu_ecdsa_sign_digest_deterministic_with(&kSoft, &mcu_sha256_desc, d_, 32, digest_,
                                                       32, want_, 64),
              MCU_OK);
  }
  mcu_status SignWith(const mcu_ec_mul_desc &desc, uint8_t *sig) {
    memset(sig, 0xAA, 64);
    return mcu_ecdsa_sign_digest_deterministic_with(&desc, &mcu_sha256_desc, d_, 32, digest_, 32,
                                                    sig, 64);
  }
  uint8_t d_[32], q_[65], digest_[32], want_[64];
};

TEST_F(EcdsaHooksTest, HookSignsWithTheCallersNonce) {
  const mcu_ec_mul_desc desc = WithHooks();
  uint8_t sig[64];
  ASSERT_EQ(SignWith(desc, sig), MCU_OK);
  EXPECT_EQ(1, g_calls);
  EXPECT_EQ(0, memcmp(sig, want_, 64));
  EXPECT_EQ(mcu_ecdsa_verify_digest_with(&desc, q_, 65, digest_, 32, sig, 64), MCU_OK);
  EXPECT_EQ(2, g_calls);
  sig[5] ^= 1;
  EXPECT_EQ(mcu_ecdsa_verify_digest_with(&desc, q_, 65, digest_, 32, sig, 64),
            MCU_ERR_INVALID_SIGNATURE);
}

// The fault check: s k = e + r d mod n, r and s in [1, n - 1].
TEST_F(EcdsaHooksTest, WrongSIsCaught) {
  const mcu_ec_mul_desc desc = WithHooks();
  const std::vector<uint8_t> zero(64, 0);
  uint8_t sig[64];
  for (Mode m : {Mode::kWrongS, Mode::kSZero}) {
    g_mode = m;
    EXPECT_EQ(SignWith(desc, sig), MCU_ERR_HARDWARE);
    EXPECT_EQ(zero, std::vector<uint8_t>(sig, sig + 64));
  }
}

TEST_F(EcdsaHooksTest, UnsupportedFallsBackAndErrorsPassOn) {
  const mcu_ec_mul_desc desc = WithHooks();
  uint8_t sig[64];
  g_mode = Mode::kUnsupported;
  ASSERT_EQ(SignWith(desc, sig), MCU_OK);
  EXPECT_EQ(0, memcmp(sig, want_, 64));
  EXPECT_EQ(mcu_ecdsa_verify_digest_with(&desc, q_, 65, digest_, 32, sig, 64), MCU_OK);
  g_mode = Mode::kHardware;
  EXPECT_EQ(SignWith(desc, sig), MCU_ERR_HARDWARE);
  EXPECT_EQ(mcu_ecdsa_verify_digest_with(&desc, q_, 65, digest_, 32, want_, 64),
            MCU_ERR_HARDWARE);
  // Inputs are checked before any hook: r = 0 never reaches it.
  g_calls = 0;
  memset(sig, 0, 32);
  EXPECT_EQ(mcu_ecdsa_verify_digest_with(&desc, q_, 65, digest_, 32, sig, 64),
            MCU_ERR_INVALID_SIGNATURE);
  EXPECT_EQ(0, g_calls);
}

}  // namespace
