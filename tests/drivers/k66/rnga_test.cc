// The K66 RNGA entropy source (drivers/k66/rnga.h) in the board simulator:
// words arrive and differ, the argument checks, the lock hook around every
// use, the model's injected faults (a hang is MCU_ERR_TIMEOUT within the
// stated bound, an error bit MCU_ERR_HARDWARE, the output zeroed either way),
// and the build's entropy source (mcu_entropy_default) is the RNGA, under a
// DRBG as callers use it.
#include "drivers/k66/rnga.h"

#include <stdio.h>
#include <string.h>

#include "gtest/gtest.h"
#include "mcucrypt/platform.h"
#include "mcucrypt/rng.h"

namespace {

bool ArmFault(const char *line) {
  FILE *f = fopen("mcucrypt:fault", "w");
  if (f == nullptr) return false;
  const bool written = fputs(line, f) >= 0;
  return (fclose(f) == 0) && written;
}

bool AllZero(const uint8_t *p, size_t n) {
  uint8_t any = 0;
  for (size_t i = 0; i < n; ++i) any |= p[i];
  return any == 0;
}

TEST(RngaTest, WordsArriveAndDiffer) {
  uint8_t a[37], b[37];  // not a whole number of words
  ASSERT_EQ(MCU_OK, mcu_rnga_get(nullptr, a, sizeof a));
  ASSERT_EQ(MCU_OK, mcu_entropy_rnga.get(mcu_entropy_rnga.ctx, b, sizeof b));
  EXPECT_NE(0, memcmp(a, b, sizeof a));
  EXPECT_FALSE(AllZero(a, sizeof a));
  EXPECT_EQ(MCU_OK, mcu_rnga_get(nullptr, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_rnga_get(nullptr, nullptr, 4));
}

TEST(RngaTest, IsTheBuildsEntropySource) {
  EXPECT_EQ(&mcu_rnga_get, mcu_entropy_default.get);
  mcu_drbg_rng state;
  mcu_rng rng;
  ASSERT_EQ(MCU_OK, mcu_drbg_rng_init(&state, &mcu_entropy_default, nullptr, 0, &rng));
  uint8_t out[32];
  EXPECT_EQ(MCU_OK, mcu_rng_generate(&rng, out, sizeof out));
  EXPECT_FALSE(AllZero(out, sizeof out));
  mcu_drbg_rng_wipe(&state);
}

// A clock for the bounded wait: 1 us per reading, so the wait's bound is a
// count of readings the test can check.
struct Hooks {
  int locks = 0, unlocks = 0;
  uint32_t now = 0;
};
mcu_status Lock(void *ctx, mcu_platform_resource r, uint32_t) {
  EXPECT_EQ(MCU_RESOURCE_RNG, r);
  ++static_cast<Hooks *>(ctx)->locks;
  return MCU_OK;
}
void Unlock(void *ctx, mcu_platform_resource r) {
  EXPECT_EQ(MCU_RESOURCE_RNG, r);
  ++static_cast<Hooks *>(ctx)->unlocks;
}
uint32_t NowUs(void *ctx) { return static_cast<Hooks *>(ctx)->now++; }

TEST(RngaTest, LockHookAndFaults) {
  Hooks h;
  const mcu_platform_hooks hooks = {&h, &Lock, &Unlock, &NowUs, nullptr, nullptr, nullptr, nullptr};
  mcu_platform_set_hooks(&hooks);
  uint8_t out[16];
  ASSERT_EQ(MCU_OK, mcu_rnga_get(nullptr, out, sizeof out));
  EXPECT_EQ(1, h.locks);
  EXPECT_EQ(1, h.unlocks);

  EXPECT_FALSE(ArmFault("rnga wrong\n"));  // a random word has no right value
  ASSERT_TRUE(ArmFault("rnga hang\n"));
  memset(out, 0xA5, sizeof out);
  const uint32_t start = h.now;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_rnga_get(nullptr, out, sizeof out));
  const uint32_t waited = h.now - start;
  EXPECT_GE(waited, MCU_RNGA_WORD_TIMEOUT_US);
  EXPECT_LE(waited, MCU_RNGA_WORD_TIMEOUT_US + 4);  // the first word's wait only
  EXPECT_TRUE(AllZero(out, sizeof out));
  EXPECT_EQ(2, h.unlocks);

  ASSERT_TRUE(ArmFault("rnga error\n"));
  memset(out, 0xA5, sizeof out);
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_rnga_get(nullptr, out, sizeof out));
  EXPECT_TRUE(AllZero(out, sizeof out));
  EXPECT_EQ(3, h.unlocks);
  // A DRBG over the failing source fails closed.
  mcu_drbg_rng state;
  mcu_rng rng;
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_drbg_rng_init(&state, &mcu_entropy_rnga, nullptr, 0, &rng));

  ASSERT_TRUE(ArmFault("rnga none\n"));
  EXPECT_EQ(MCU_OK, mcu_rnga_get(nullptr, out, sizeof out));
  EXPECT_EQ(h.locks, h.unlocks);
  mcu_platform_set_hooks(nullptr);
}

}  // namespace
