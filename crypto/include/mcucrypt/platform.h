/* What the core and the drivers ask of the system they run in: a lock per
 * shared peripheral (for an RTOS), a bounded wait on hardware, cache
 * maintenance and address translation for DMA engines. Every hook is
 * optional; with none installed the defaults suit a bare-metal,
 * single-threaded, cache-less system (no-op locks and cache operations,
 * identity translation, waits bounded by a poll count).
 *
 *   static const mcu_platform_hooks hooks = {&rtos, my_lock, my_unlock, ...};
 *   mcu_platform_set_hooks(&hooks);          once, at start-up, before any
 *                                            other mcucrypt call
 *
 * The hooks table is the core's only global state; it is read, never
 * written, after start-up. */
#ifndef MCUCRYPT_PLATFORM_H_
#define MCUCRYPT_PLATFORM_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The shared resources a driver serialises access to. */
typedef enum mcu_platform_resource {
  MCU_RESOURCE_CIPHER = 0, /* block-cipher / AEAD engine */
  MCU_RESOURCE_HASH = 1,   /* hash engine */
  MCU_RESOURCE_PKA = 2,    /* public-key coprocessor */
  MCU_RESOURCE_RNG = 3,    /* entropy source */
  MCU_RESOURCE_COUNT = 4
} mcu_platform_resource;

typedef struct mcu_platform_hooks {
  void *ctx; /* passed to every hook unchanged */
  /* Takes the resource, waiting at most timeout_us microseconds;
   * MCU_ERR_TIMEOUT if it could not. NULL: always succeeds at once. */
  mcu_status (*lock)(void *ctx, mcu_platform_resource r, uint32_t timeout_us);
  void (*unlock)(void *ctx, mcu_platform_resource r); /* NULL: no-op */
  /* A free-running microsecond clock for bounded waits (wraps at 2^32).
   * NULL: waits are bounded by a poll count instead (see mcu_platform_wait). */
  uint32_t (*now_us)(void *ctx);
  /* Called between polls of a bounded wait, e.g. to yield to other tasks.
   * NULL: busy-wait. */
  void (*idle)(void *ctx);
  /* Cache maintenance for buffers a DMA engine reads (clean: write dirty
   * lines back) or wrote (invalidate: drop stale lines). NULL: no-op. */
  void (*cache_clean)(void *ctx, const void *p, size_t n);
  void (*cache_invalidate)(void *ctx, void *p, size_t n);
  /* The bus address a DMA engine must be given for p. NULL: identity. */
  uintptr_t (*virt_to_phys)(void *ctx, const void *p);
} mcu_platform_hooks;

/* Installs hooks (kept by pointer: the table must outlive every mcucrypt
 * call). NULL restores the defaults. Not thread-safe: call once at
 * start-up. */
void mcu_platform_set_hooks(const mcu_platform_hooks *hooks);

/* MCU_ERR_INVALID_ARGUMENT for a resource outside the enum (unlock ignores
 * one); otherwise what the lock hook returns. */
mcu_status mcu_platform_lock(mcu_platform_resource r, uint32_t timeout_us);
void mcu_platform_unlock(mcu_platform_resource r);

/* Polls done(arg) until it returns non-zero (MCU_OK) or timeout_us has
 * passed (MCU_ERR_TIMEOUT; done is polled one last time first), idle
 * between polls; MCU_ERR_INVALID_ARGUMENT if done is NULL. With no
 * now_us hook the bound is MCU_PLATFORM_POLLS_PER_US polls per microsecond:
 * a poll takes at least a few cycles, so the wait is never shorter than asked
 * on a core up to MCU_PLATFORM_POLLS_PER_US * a few MHz. */
#define MCU_PLATFORM_POLLS_PER_US 64u
typedef int (*mcu_platform_poll_fn)(void *arg);
mcu_status mcu_platform_wait(mcu_platform_poll_fn done, void *arg,
                             uint32_t timeout_us);

/* A NULL or empty range is not passed to the hooks. */
void mcu_platform_cache_clean(const void *p, size_t n);
void mcu_platform_cache_invalidate(void *p, size_t n);
uintptr_t mcu_platform_virt_to_phys(const void *p);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_PLATFORM_H_ */
