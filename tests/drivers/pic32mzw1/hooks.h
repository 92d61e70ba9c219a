// Counting platform hooks for the driver tests: every lock and unlock per
// resource, and the polls of bounded waits (the idle hook runs between
// polls; with no clock hook a wait of T us is at most
// MCU_PLATFORM_POLLS_PER_US * T polls).
#ifndef MCUCRYPT_TESTS_DRIVERS_PIC32MZW1_HOOKS_H_
#define MCUCRYPT_TESTS_DRIVERS_PIC32MZW1_HOOKS_H_

#include <stdint.h>

#include "mcucrypt/platform.h"

struct CountingHooks {
  int locks[MCU_RESOURCE_COUNT] = {};
  int unlocks[MCU_RESOURCE_COUNT] = {};
  int held = 0;          // locks not yet unlocked
  uint64_t polls = 0;    // idle calls
  mcu_platform_hooks table{};

  CountingHooks() {
    table.ctx = this;
    table.lock = [](void *ctx, mcu_platform_resource r, uint32_t) {
      auto *self = static_cast<CountingHooks *>(ctx);
      ++self->locks[r];
      ++self->held;
      return MCU_OK;
    };
    table.unlock = [](void *ctx, mcu_platform_resource r) {
      auto *self = static_cast<CountingHooks *>(ctx);
      ++self->unlocks[r];
      --self->held;
    };
    table.idle = [](void *ctx) { ++static_cast<CountingHooks *>(ctx)->polls; };
    mcu_platform_set_hooks(&table);
  }
  ~CountingHooks() { mcu_platform_set_hooks(nullptr); }
};

#endif  // MCUCRYPT_TESTS_DRIVERS_PIC32MZW1_HOOKS_H_
