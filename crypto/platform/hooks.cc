// The platform hooks (mcucrypt/platform.h): the table installed by
// mcu_platform_set_hooks, and the defaults a missing hook falls back to.
#include "mcucrypt/platform.h"

#include <stddef.h>
#include <stdint.h>

namespace {

// Every hook NULL: the bare-metal, single-threaded, cache-less defaults.
const mcu_platform_hooks kDefaults = {};

// The core's only global state: written at start-up, read afterwards.
const mcu_platform_hooks *g_hooks = &kDefaults;

bool valid_resource(mcu_platform_resource r) {
  return static_cast<unsigned>(r) < static_cast<unsigned>(MCU_RESOURCE_COUNT);
}

// Bounded by the clock: done is polled until it holds or timeout_us has
// passed since the first poll, then once more. The unsigned difference
// counts correctly across the clock's wrap at 2^32.
mcu_status wait_by_clock(const mcu_platform_hooks &h, mcu_platform_poll_fn done, void *arg,
                         uint32_t timeout_us) {
  const uint32_t start = h.now_us(h.ctx);
  for (;;) {
    if (done(arg) != 0) return MCU_OK;
    if (static_cast<uint32_t>(h.now_us(h.ctx) - start) >= timeout_us) break;
    if (h.idle != NULL) h.idle(h.ctx);
  }
  return done(arg) != 0 ? MCU_OK : MCU_ERR_TIMEOUT;
}

// Bounded by a poll count (no clock): MCU_PLATFORM_POLLS_PER_US polls per
// microsecond, counted in 64 bits so no timeout overflows it.
mcu_status wait_by_polls(const mcu_platform_hooks &h, mcu_platform_poll_fn done, void *arg,
                         uint32_t timeout_us) {
  const uint64_t polls = static_cast<uint64_t>(timeout_us) * MCU_PLATFORM_POLLS_PER_US;
  for (uint64_t i = 0; i < polls; ++i) {
    if (done(arg) != 0) return MCU_OK;
    if (h.idle != NULL) h.idle(h.ctx);
  }
  return done(arg) != 0 ? MCU_OK : MCU_ERR_TIMEOUT;
}

}  // namespace

extern "C" void mcu_platform_set_hooks(const mcu_platform_hooks *hooks) {
  g_hooks = hooks != NULL ? hooks : &kDefaults;
}

extern "C" mcu_status mcu_platform_lock(mcu_platform_resource r, uint32_t timeout_us) {
  if (!valid_resource(r)) return MCU_ERR_INVALID_ARGUMENT;
  if (g_hooks->lock == NULL) return MCU_OK;
  return g_hooks->lock(g_hooks->ctx, r, timeout_us);
}

extern "C" void mcu_platform_unlock(mcu_platform_resource r) {
  if (!valid_resource(r) || g_hooks->unlock == NULL) return;
  g_hooks->unlock(g_hooks->ctx, r);
}

extern "C" mcu_status mcu_platform_wait(mcu_platform_poll_fn done, void *arg,
                                        uint32_t timeout_us) {
  if (done == NULL) return MCU_ERR_INVALID_ARGUMENT;
  const mcu_platform_hooks &h = *g_hooks;
  return h.now_us != NULL ? wait_by_clock(h, done, arg, timeout_us)
                          : wait_by_polls(h, done, arg, timeout_us);
}

extern "C" void mcu_platform_cache_clean(const void *p, size_t n) {
  if (p == NULL || n == 0 || g_hooks->cache_clean == NULL) return;
  g_hooks->cache_clean(g_hooks->ctx, p, n);
}

extern "C" void mcu_platform_cache_invalidate(void *p, size_t n) {
  if (p == NULL || n == 0 || g_hooks->cache_invalidate == NULL) return;
  g_hooks->cache_invalidate(g_hooks->ctx, p, n);
}

extern "C" uintptr_t mcu_platform_virt_to_phys(const void *p) {
  if (g_hooks->virt_to_phys == NULL) return reinterpret_cast<uintptr_t>(p);
  return g_hooks->virt_to_phys(g_hooks->ctx, p);
}
