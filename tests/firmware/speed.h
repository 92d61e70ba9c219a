/* Helpers for the speed firmwares that run in the board simulator: a
 * cycles-per-byte figure in hundredths (no floating point on the boards) and
 * a digest of a long output to compare against a host-computed constant. */
#ifndef MCUCRYPT_TESTS_FIRMWARE_SPEED_H_
#define MCUCRYPT_TESTS_FIRMWARE_SPEED_H_

#include <stdint.h>

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

#endif /* MCUCRYPT_TESTS_FIRMWARE_SPEED_H_ */
