/* Helpers for the speed firmwares that run in the board simulator: a
 * cycles-per-byte figure in hundredths (no floating point on the boards), a
 * digest of a long output to compare against a host-computed constant, and
 * the comparisons that say which output was wrong. */
#ifndef MCUCRYPT_TESTS_FIRMWARE_SPEED_H_
#define MCUCRYPT_TESTS_FIRMWARE_SPEED_H_

#include <stdint.h>
#include <string.h>

#include "platforms/runtime/board_io.h"

static inline uint32_t fw_per_byte_x100(uint32_t cycles, uint32_t bytes) {
  return (uint32_t)((uint64_t)cycles * 100u / bytes);
}

/* FNV-1a (32-bit) of n bytes. */
static inline uint32_t fw_fnv1a(const uint8_t *p, uint32_t n) {
  uint32_t h = 2166136261u;
  for (uint32_t i = 0; i < n; ++i) {
    h ^= p[i];
    h *= 16777619u;
  }
  return h;
}

/* 1 if got equals want; else prints "wrong output: <what>" and returns 0. */
static inline int fw_same_u32(const char *what, uint32_t got, uint32_t want) {
  if (got == want) return 1;
  mcu_board_print("wrong output: ");
  mcu_board_print(what);
  mcu_board_print("\n");
  return 0;
}

/* The same for n bytes. */
static inline int fw_same_bytes(const char *what, const uint8_t *got, const uint8_t *want, uint32_t n) {
  return fw_same_u32(what, memcmp(got, want, n) == 0, 1);
}

#endif /* MCUCRYPT_TESTS_FIRMWARE_SPEED_H_ */
