// mcucrypt/platform.h with fake hooks: what each entry point passes to its
// hook, the defaults when none is installed, and bounded waits that time out
// by the clock (now_us) or by the poll count.
#include "mcucrypt/platform.h"

#include <stdint.h>

#include <vector>

#include "gtest/gtest.h"

namespace {

// Records every call; the lock is "held by someone else" for the resources
// in busy, and then times out.
struct Fake {
  bool busy[MCU_RESOURCE_COUNT] = {};
  std::vector<uint32_t> lock_timeouts;
  std::vector<int> locked, unlocked;
  uint32_t clock = 0;
  uint32_t tick = 10;  // microseconds per now_us call
  int now_calls = 0;
  int idle_calls = 0;
  struct Range {
    const void* p;
    size_t n;
  };
  std::vector<Range> cleaned, invalidated;
};

Fake* Self(void* ctx) { return static_cast<Fake*>(ctx); }

mcu_status Lock(void* ctx, mcu_platform_resource r, uint32_t timeout_us) {
  Self(ctx)->lock_timeouts.push_back(timeout_us);
  if (Self(ctx)->busy[r]) return MCU_ERR_TIMEOUT;
  Self(ctx)->locked.push_back(r);
  return MCU_OK;
}
void Unlock(void* ctx, mcu_platform_resource r) { Self(ctx)->unlocked.push_back(r); }
uint32_t Now(void* ctx) {
  ++Self(ctx)->now_calls;
  const uint32_t t = Self(ctx)->clock;
  Self(ctx)->clock += Self(ctx)->tick;
  return t;
}
void Idle(void* ctx) { ++Self(ctx)->idle_calls; }
void Clean(void* ctx, const void* p, size_t n) { Self(ctx)->cleaned.push_back({p, n}); }
void Invalidate(void* ctx, void* p, size_t n) { Self(ctx)->invalidated.push_back({p, n}); }
uintptr_t ToPhys(void*, const void* p) { return reinterpret_cast<uintptr_t>(p) + 0x20000000u; }

// A poll that becomes true on call number `ready_at` (0: never).
struct Poll {
  int calls = 0;
  int ready_at = 0;
  static int Done(void* arg) {
    Poll* self = static_cast<Poll*>(arg);
    ++self->calls;
    return self->ready_at != 0 && self->calls >= self->ready_at;
  }
};

class PlatformTest : public ::testing::Test {
 protected:
  void Install(bool with_clock) {
    hooks_ = {&fake_, Lock, Unlock, with_clock ? Now : nullptr, Idle, Clean, Invalidate, ToPhys};
    mcu_platform_set_hooks(&hooks_);
  }
  void TearDown() override { mcu_platform_set_hooks(nullptr); }

  Fake fake_;
  mcu_platform_hooks hooks_ = {};
};

TEST_F(PlatformTest, DefaultsAreNoOps) {
  mcu_platform_set_hooks(nullptr);
  EXPECT_EQ(MCU_OK, mcu_platform_lock(MCU_RESOURCE_HASH, 0));
  mcu_platform_unlock(MCU_RESOURCE_HASH);
  uint8_t buf[64];
  mcu_platform_cache_clean(buf, sizeof(buf));
  mcu_platform_cache_invalidate(buf, sizeof(buf));
  EXPECT_EQ(reinterpret_cast<uintptr_t>(buf), mcu_platform_virt_to_phys(buf));
  // An empty table behaves the same.
  const mcu_platform_hooks none = {};
  mcu_platform_set_hooks(&none);
  EXPECT_EQ(MCU_OK, mcu_platform_lock(MCU_RESOURCE_PKA, 5));
  EXPECT_EQ(reinterpret_cast<uintptr_t>(buf), mcu_platform_virt_to_phys(buf));
}

TEST_F(PlatformTest, LockPassesTimeoutAndReportsTimeout) {
  Install(true);
  fake_.busy[MCU_RESOURCE_PKA] = true;
  EXPECT_EQ(MCU_OK, mcu_platform_lock(MCU_RESOURCE_CIPHER, 1000));
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_platform_lock(MCU_RESOURCE_PKA, 250));
  mcu_platform_unlock(MCU_RESOURCE_CIPHER);
  EXPECT_EQ((std::vector<uint32_t>{1000, 250}), fake_.lock_timeouts);
  EXPECT_EQ((std::vector<int>{MCU_RESOURCE_CIPHER}), fake_.locked);
  EXPECT_EQ((std::vector<int>{MCU_RESOURCE_CIPHER}), fake_.unlocked);
  // A resource outside the enum never reaches the hook.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_platform_lock(MCU_RESOURCE_COUNT, 1));
  mcu_platform_unlock(MCU_RESOURCE_COUNT);
  EXPECT_EQ(2u, fake_.lock_timeouts.size());
  EXPECT_EQ(1u, fake_.unlocked.size());
}

TEST_F(PlatformTest, WaitWithClock) {
  Install(true);
  Poll ready;
  ready.ready_at = 3;
  EXPECT_EQ(MCU_OK, mcu_platform_wait(Poll::Done, &ready, 1000));
  EXPECT_EQ(3, ready.calls);
  EXPECT_EQ(2, fake_.idle_calls);  // between polls

  // Never ready: 100 us at 10 us per clock read, then one last poll.
  Poll never;
  fake_.idle_calls = 0;
  fake_.now_calls = 0;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_platform_wait(Poll::Done, &never, 100));
  EXPECT_EQ(11, fake_.now_calls);  // the start, then 10 reads up to 100 us
  EXPECT_EQ(11, never.calls);      // 10 polls in time, the last one after
  EXPECT_EQ(9, fake_.idle_calls);

  // Ready on the very last poll: success, not a timeout.
  Poll last;
  last.ready_at = 11;
  EXPECT_EQ(MCU_OK, mcu_platform_wait(Poll::Done, &last, 100));

  // Across the clock's wrap at 2^32.
  fake_.clock = 0xFFFFFFF0u;
  Poll wrap;
  fake_.now_calls = 0;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_platform_wait(Poll::Done, &wrap, 50));
  EXPECT_EQ(6, fake_.now_calls);

  // Zero timeout: polled once in time and once more.
  Poll zero;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_platform_wait(Poll::Done, &zero, 0));
  EXPECT_EQ(2, zero.calls);
}

TEST_F(PlatformTest, WaitWithoutClockCountsPolls) {
  Install(false);
  Poll never;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_platform_wait(Poll::Done, &never, 3));
  EXPECT_EQ(static_cast<int>(3 * MCU_PLATFORM_POLLS_PER_US + 1), never.calls);
  EXPECT_EQ(static_cast<int>(3 * MCU_PLATFORM_POLLS_PER_US), fake_.idle_calls);
  EXPECT_EQ(0, fake_.now_calls);

  Poll ready;
  ready.ready_at = 5;
  EXPECT_EQ(MCU_OK, mcu_platform_wait(Poll::Done, &ready, 3));
  EXPECT_EQ(5, ready.calls);

  // Defaults (no idle either).
  mcu_platform_set_hooks(nullptr);
  Poll zero;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_platform_wait(Poll::Done, &zero, 0));
  EXPECT_EQ(1, zero.calls);
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_platform_wait(nullptr, nullptr, 10));
}

TEST_F(PlatformTest, CacheHooksGetTheRanges) {
  Install(false);
  uint8_t buf[96];
  mcu_platform_cache_clean(buf + 8, 32);
  mcu_platform_cache_invalidate(buf + 40, 56);
  mcu_platform_cache_clean(buf, 0);          // empty: not passed on
  mcu_platform_cache_invalidate(nullptr, 4);  // no buffer: not passed on
  ASSERT_EQ(1u, fake_.cleaned.size());
  EXPECT_EQ(buf + 8, fake_.cleaned[0].p);
  EXPECT_EQ(32u, fake_.cleaned[0].n);
  ASSERT_EQ(1u, fake_.invalidated.size());
  EXPECT_EQ(buf + 40, fake_.invalidated[0].p);
  EXPECT_EQ(56u, fake_.invalidated[0].n);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(buf) + 0x20000000u, mcu_platform_virt_to_phys(buf));
}

}  // namespace
