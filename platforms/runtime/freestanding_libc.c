/* The C library functions compilers and mcucrypt expect, for firmware built
 * without a C library (-nostdlib). memcpy and memset move words when both
 * ends are word-aligned (the hash engines' buffering and every wipe go
 * through them, so byte loops cost whole cycles per byte there); the rest
 * are plain byte loops. Timing depends on addresses and lengths only, never
 * on the bytes. */
#include <stddef.h>
#include <stdint.h>

/* A word that may alias any object (these functions see every type). */
typedef uint32_t __attribute__((may_alias)) mcu_word;

void *memcpy(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if ((((uintptr_t)d | (uintptr_t)s) & 3u) == 0) {
    for (; n >= 16; n -= 16, d += 16, s += 16) {
      const mcu_word *sw = (const mcu_word *)s;
      mcu_word *dw = (mcu_word *)d;
      const uint32_t w0 = sw[0], w1 = sw[1], w2 = sw[2], w3 = sw[3];
      dw[0] = w0;
      dw[1] = w1;
      dw[2] = w2;
      dw[3] = w3;
    }
    for (; n >= 4; n -= 4, d += 4, s += 4) *(mcu_word *)d = *(const mcu_word *)s;
  }
  while (n--) *d++ = *s++;
  return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
  unsigned char *d = dst;
  const unsigned char *s = src;
  if (d < s) {
    while (n--) *d++ = *s++;
  } else {
    while (n--) d[n] = s[n];
  }
  return dst;
}

void *memset(void *dst, int c, size_t n) {
  unsigned char *d = dst;
  const unsigned char byte = (unsigned char)c;
  for (; n != 0 && ((uintptr_t)d & 3u) != 0; --n) *d++ = byte;
  const uint32_t word = 0x01010101u * byte;
  for (; n >= 16; n -= 16, d += 16) {
    mcu_word *dw = (mcu_word *)d;
    dw[0] = word;
    dw[1] = word;
    dw[2] = word;
    dw[3] = word;
  }
  for (; n >= 4; n -= 4, d += 4) *(mcu_word *)d = word;
  while (n--) *d++ = byte;
  return dst;
}

int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *x = a, *y = b;
  for (; n != 0; --n, ++x, ++y) {
    if (*x != *y) return *x - *y;
  }
  return 0;
}

/* PEM armour finds its line ends with it (public data). */
void *memchr(const void *s, int c, size_t n) {
  const unsigned char *p = s;
  for (; n != 0; --n, ++p) {
    if (*p == (unsigned char)c) return (void *)p;
  }
  return 0;
}

size_t strlen(const char *s) {
  size_t n = 0;
  while (s[n] != 0) ++n;
  return n;
}
