// MD5, SHA-1 and SHA-256 in the PIC32MZ W1 Crypto Engine
// (drivers/pic32mzw1/hash_pic32mz_ce.cc), in the board simulator's engine
// model: the "abc" known answers (RFC 1321 A.5, FIPS 180-4 examples) through
// each descriptor's one-shot digest; messages of several passes at odd
// addresses against the descriptor's software streaming functions; the empty
// message; the lock; and the model's faults.
#include <gtest/gtest.h>
#include <string.h>

#include <vector>

#include "drivers/pic32mzw1/pic32mz_ce.h"
#include "tests/drivers/pic32mzw1/fault.h"
#include "tests/drivers/pic32mzw1/hooks.h"
#include "tests/support/hex.h"

namespace {

constexpr const char *kModel = "pic32mzw1_crypto";

const mcu_hash_desc *const kHashes[] = {&mcu_md5_pic32mz_ce, &mcu_sha1_pic32mz_ce,
                                        &mcu_sha256_pic32mz_ce};

std::vector<uint8_t> Streamed(const mcu_hash_desc *h, const uint8_t *data, size_t len) {
  alignas(8) uint8_t ctx[MCU_HASH_MAX_CONTEXT_SIZE];
  std::vector<uint8_t> d(h->digest_size);
  EXPECT_EQ(MCU_OK, h->init(ctx));
  EXPECT_EQ(MCU_OK, h->update(ctx, data, len));
  EXPECT_EQ(MCU_OK, h->final(ctx, d.data()));
  return d;
}

std::vector<uint8_t> OneShot(const mcu_hash_desc *h, const uint8_t *data, size_t len,
                             mcu_status expect = MCU_OK) {
  std::vector<uint8_t> d(h->digest_size);
  EXPECT_EQ(expect, h->digest(data, len, d.data()));
  return d;
}

TEST(HashPic32mzCe, Abc) {
  const char *expected[] = {
      "900150983cd24fb0d6963f7d28e17f72",
      "a9993e364706816aba3e25717850c26c9cd0d89d",
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  };
  const uint8_t abc[] = {'a', 'b', 'c'};
  for (size_t i = 0; i < 3; ++i) {
    SCOPED_TRACE(kHashes[i]->name);
    EXPECT_STREQ("pic32mz_ce", kHashes[i]->impl);
    EXPECT_EQ(FromHex(expected[i]), OneShot(kHashes[i], abc, 3));
  }
}

// 1 to 3 passes, odd lengths and addresses; and the empty message (software).
TEST(HashPic32mzCe, ManyPassesMatchSoftware) {
  std::vector<uint8_t> msg(1200);
  for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 31 + 7);
  for (const mcu_hash_desc *h : kHashes) {
    SCOPED_TRACE(h->name);
    for (size_t len : {size_t{1}, size_t{55}, size_t{64}, size_t{513}, size_t{1100}}) {
      SCOPED_TRACE(len);
      EXPECT_EQ(Streamed(h, msg.data() + 3, len), OneShot(h, msg.data() + 3, len));
    }
    EXPECT_EQ(Streamed(h, nullptr, 0), OneShot(h, nullptr, 0));
  }
}

TEST(HashPic32mzCe, LocksAroundEveryUse) {
  CountingHooks hooks;
  const uint8_t m[100] = {1};
  for (const mcu_hash_desc *h : kHashes) OneShot(h, m, sizeof m);
  EXPECT_EQ(3, hooks.locks[MCU_RESOURCE_CIPHER]);
  EXPECT_EQ(3, hooks.unlocks[MCU_RESOURCE_CIPHER]);
  EXPECT_EQ(0, hooks.held);
}

class HashPic32mzCeFault : public ::testing::Test {
 protected:
  void TearDown() override { EXPECT_TRUE(ArmFault(kModel, "none")); }
};

TEST_F(HashPic32mzCeFault, HangErrorWrong) {
  const uint8_t abc[] = {'a', 'b', 'c'};
  const std::vector<uint8_t> good = FromHex(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CountingHooks hooks;
  ASSERT_TRUE(ArmFault(kModel, "hang"));
  OneShot(&mcu_sha256_pic32mz_ce, abc, 3, MCU_ERR_TIMEOUT);
  EXPECT_LE(hooks.polls, uint64_t{MCU_PLATFORM_POLLS_PER_US} * 1300);
  ASSERT_TRUE(ArmFault(kModel, "error"));
  OneShot(&mcu_sha256_pic32mz_ce, abc, 3, MCU_ERR_HARDWARE);
  ASSERT_TRUE(ArmFault(kModel, "wrong"));
  EXPECT_NE(good, OneShot(&mcu_sha256_pic32mz_ce, abc, 3));
  EXPECT_EQ(0, hooks.held);
  ASSERT_TRUE(ArmFault(kModel, "none"));
  EXPECT_EQ(good, OneShot(&mcu_sha256_pic32mz_ce, abc, 3));
}

}  // namespace
