// A block cipher whose mode table carries a whole GCM and CCM engine
// (mcu_block_mode_ops.gcm_* / ccm_*): mcu_gcm_* and mcu_ccm_* check their
// arguments, then hand the call to the engine and return its status (its
// errors too, with the output wiped); software descriptors leave the slots
// empty and the generic GCM and CCM run.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/gcm.h"

namespace {

// What the test engine saw and what it returns.
struct Calls {
  int gcm_encrypt = 0, gcm_decrypt = 0, ccm_encrypt = 0, ccm_decrypt = 0;
  size_t nonce_len = 0, aad_len = 0, len = 0, tag_len = 0;
  mcu_status result = MCU_OK;
};
Calls g_calls;

// The engine's "AEAD": out = in ^ 0x5A, tag bytes 0x77 (easy to tell from
// GCM and CCM); on failure it leaves half its output written, as a
// stalled DMA transfer would.
mcu_status Fake(size_t nonce_len, size_t aad_len, const uint8_t *in, size_t len, uint8_t *out,
                uint8_t *tag, size_t tag_len) {
  g_calls.nonce_len = nonce_len;
  g_calls.aad_len = aad_len;
  g_calls.len = len;
  g_calls.tag_len = tag_len;
  const size_t n = g_calls.result == MCU_OK ? len : len / 2;
  for (size_t i = 0; i < n; ++i) out[i] = in[i] ^ 0x5A;
  if (tag != nullptr) memset(tag, 0x77, tag_len);
  return g_calls.result;
}

mcu_status GcmEnc(const mcu_block_key *, const uint8_t *, size_t iv_len, const uint8_t *,
                  size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
                  size_t tag_len) {
  ++g_calls.gcm_encrypt;
  return Fake(iv_len, aad_len, in, len, out, tag, tag_len);
}
mcu_status GcmDec(const mcu_block_key *, const uint8_t *, size_t iv_len, const uint8_t *,
                  size_t aad_len, const uint8_t *in, size_t len, const uint8_t *, size_t tag_len,
                  uint8_t *out) {
  ++g_calls.gcm_decrypt;
  return Fake(iv_len, aad_len, in, len, out, nullptr, tag_len);
}
mcu_status CcmEnc(const mcu_block_key *, const uint8_t *, size_t nonce_len, const uint8_t *,
                  size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
                  size_t tag_len) {
  ++g_calls.ccm_encrypt;
  return Fake(nonce_len, aad_len, in, len, out, tag, tag_len);
}
mcu_status CcmDec(const mcu_block_key *, const uint8_t *, size_t nonce_len, const uint8_t *,
                  size_t aad_len, const uint8_t *in, size_t len, const uint8_t *, size_t tag_len,
                  uint8_t *out) {
  ++g_calls.ccm_decrypt;
  return Fake(nonce_len, aad_len, in, len, out, nullptr, tag_len);
}

const mcu_block_mode_ops kEngineOps = {nullptr, nullptr, nullptr, GcmEnc,
                                       GcmDec,  CcmEnc,  CcmDec};

// AES-128's block functions (for the key set-up) with the engine's modes.
mcu_block_cipher_desc EngineCipher() {
  mcu_block_cipher_desc d = mcu_aes128_desc;
  d.impl = "test_engine";
  d.modes = &kEngineOps;
  return d;
}

class AeadEngineTest : public ::testing::Test {
 protected:
  void SetUp() override {
    g_calls = Calls();
    cipher_ = EngineCipher();
    ASSERT_EQ(MCU_OK, mcu_block_key_init(&key_, &cipher_, kKey, sizeof kKey));
    for (size_t i = 0; i < sizeof pt_; ++i) pt_[i] = static_cast<uint8_t>(i);
  }
  void TearDown() override { mcu_block_key_wipe(&key_); }

  static constexpr uint8_t kKey[16] = {1, 2, 3};
  mcu_block_cipher_desc cipher_;
  mcu_block_key key_;
  uint8_t nonce_[12] = {9};
  uint8_t aad_[7] = {4};
  uint8_t pt_[40];
};

constexpr uint8_t AeadEngineTest::kKey[16];

TEST_F(AeadEngineTest, GcmRunsTheEngine) {
  uint8_t ct[40], tag[16], back[40];
  ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&key_, nonce_, 12, aad_, 7, pt_, 40, ct, tag, 16));
  EXPECT_EQ(1, g_calls.gcm_encrypt);
  EXPECT_EQ(12u, g_calls.nonce_len);
  EXPECT_EQ(7u, g_calls.aad_len);
  EXPECT_EQ(40u, g_calls.len);
  EXPECT_EQ(16u, g_calls.tag_len);
  for (size_t i = 0; i < 40; ++i) ASSERT_EQ(pt_[i] ^ 0x5A, ct[i]);
  for (uint8_t b : tag) ASSERT_EQ(0x77, b);
  ASSERT_EQ(MCU_OK, mcu_gcm_decrypt(&key_, nonce_, 12, aad_, 7, ct, 40, tag, 16, back));
  EXPECT_EQ(1, g_calls.gcm_decrypt);
  EXPECT_EQ(0, memcmp(pt_, back, 40));
  EXPECT_EQ(0, g_calls.ccm_encrypt + g_calls.ccm_decrypt);
}

TEST_F(AeadEngineTest, CcmRunsTheEngine) {
  uint8_t ct[40], tag[16], back[40];
  ASSERT_EQ(MCU_OK, mcu_ccm_encrypt(&key_, nonce_, 11, aad_, 7, pt_, 40, ct, tag, 8));
  EXPECT_EQ(1, g_calls.ccm_encrypt);
  EXPECT_EQ(11u, g_calls.nonce_len);
  EXPECT_EQ(8u, g_calls.tag_len);
  for (size_t i = 0; i < 40; ++i) ASSERT_EQ(pt_[i] ^ 0x5A, ct[i]);
  ASSERT_EQ(MCU_OK, mcu_ccm_decrypt(&key_, nonce_, 11, aad_, 7, ct, 40, tag, 8, back));
  EXPECT_EQ(1, g_calls.ccm_decrypt);
  EXPECT_EQ(0, memcmp(pt_, back, 40));
  EXPECT_EQ(0, g_calls.gcm_encrypt + g_calls.gcm_decrypt);
}

// The engine's errors reach the caller, and no partial output leaves.
TEST_F(AeadEngineTest, EngineErrorsPropagateWithOutputWiped) {
  const uint8_t zeros[40] = {0};
  for (mcu_status failure : {MCU_ERR_HARDWARE, MCU_ERR_TIMEOUT, MCU_ERR_AUTH_FAILED}) {
    SCOPED_TRACE(static_cast<int>(failure));
    g_calls.result = failure;
    uint8_t out[40], tag[16];
    memset(out, 0xEE, sizeof out);
    EXPECT_EQ(failure, mcu_gcm_encrypt(&key_, nonce_, 12, aad_, 7, pt_, 40, out, tag, 16));
    EXPECT_EQ(0, memcmp(zeros, out, 40));
    memset(out, 0xEE, sizeof out);
    EXPECT_EQ(failure, mcu_gcm_decrypt(&key_, nonce_, 12, aad_, 7, pt_, 40, tag, 16, out));
    EXPECT_EQ(0, memcmp(zeros, out, 40));
    memset(out, 0xEE, sizeof out);
    EXPECT_EQ(failure, mcu_ccm_encrypt(&key_, nonce_, 12, aad_, 7, pt_, 40, out, tag, 16));
    EXPECT_EQ(0, memcmp(zeros, out, 40));
    memset(out, 0xEE, sizeof out);
    EXPECT_EQ(failure, mcu_ccm_decrypt(&key_, nonce_, 12, aad_, 7, pt_, 40, tag, 16, out));
    EXPECT_EQ(0, memcmp(zeros, out, 40));
  }
  EXPECT_EQ(3, g_calls.gcm_encrypt);
  EXPECT_EQ(3, g_calls.gcm_decrypt);
  EXPECT_EQ(3, g_calls.ccm_encrypt);
  EXPECT_EQ(3, g_calls.ccm_decrypt);
}

// Arguments are checked before the engine sees them.
TEST_F(AeadEngineTest, BadArgumentsNeverReachTheEngine) {
  uint8_t out[40], tag[16];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&key_, nonce_, 0, aad_, 7, pt_, 40, out, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_decrypt(&key_, nonce_, 12, aad_, 7, pt_, 40, tag, 3, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_encrypt(&key_, nonce_, 6, aad_, 7, pt_, 40, out, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ccm_decrypt(&key_, nonce_, 14, aad_, 7, pt_, 40, tag, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_gcm_encrypt(&key_, nonce_, 12, nullptr, 7, pt_, 40, out, tag, 16));
  EXPECT_EQ(0, g_calls.gcm_encrypt + g_calls.gcm_decrypt + g_calls.ccm_encrypt +
                   g_calls.ccm_decrypt);
}

// Software leaves the slots empty: the generic GCM and CCM run. (A board's
// driver may fill them, and a board build's mcu_aes*_desc is its driver's:
// so the software techniques are checked by name.)
TEST(AeadEngineSoftware, AesLeavesTheSlotsEmpty) {
  for (const mcu_block_cipher_desc *d :
       {&mcu_aes128_ct_fixsliced_desc, &mcu_aes192_ct_fixsliced_desc, &mcu_aes256_ct_fixsliced_desc,
        &mcu_aes128_table_desc, &mcu_aes192_table_desc, &mcu_aes256_table_desc}) {
    SCOPED_TRACE(d->impl);
    if (d->modes == nullptr) continue;
    EXPECT_EQ(nullptr, d->modes->gcm_encrypt);
    EXPECT_EQ(nullptr, d->modes->gcm_decrypt);
    EXPECT_EQ(nullptr, d->modes->ccm_encrypt);
    EXPECT_EQ(nullptr, d->modes->ccm_decrypt);
  }
}

}  // namespace
