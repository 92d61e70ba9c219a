// Endian-explicit loads/stores and rotations. Loads and stores go byte by
// byte, so any alignment works and the host byte order does not matter;
// compilers merge them into single word accesses where that is allowed.
#ifndef MCUCRYPT_COMMON_BYTES_H_
#define MCUCRYPT_COMMON_BYTES_H_

#include <stdint.h>

namespace mcucrypt {

inline uint32_t load_be32(const uint8_t *p) {
  return (static_cast<uint32_t>(p[0]) << 24) | (static_cast<uint32_t>(p[1]) << 16) |
         (static_cast<uint32_t>(p[2]) << 8) | static_cast<uint32_t>(p[3]);
}

inline void store_be32(uint8_t *p, uint32_t v) {
  p[0] = static_cast<uint8_t>(v >> 24);
  p[1] = static_cast<uint8_t>(v >> 16);
  p[2] = static_cast<uint8_t>(v >> 8);
  p[3] = static_cast<uint8_t>(v);
}

inline uint32_t load_le32(const uint8_t *p) {
  return static_cast<uint32_t>(p[0]) | (static_cast<uint32_t>(p[1]) << 8) |
         (static_cast<uint32_t>(p[2]) << 16) | (static_cast<uint32_t>(p[3]) << 24);
}

inline void store_le32(uint8_t *p, uint32_t v) {
  p[0] = static_cast<uint8_t>(v);
  p[1] = static_cast<uint8_t>(v >> 8);
  p[2] = static_cast<uint8_t>(v >> 16);
  p[3] = static_cast<uint8_t>(v >> 24);
}

inline uint64_t load_be64(const uint8_t *p) {
  return (static_cast<uint64_t>(load_be32(p)) << 32) | load_be32(p + 4);
}

inline void store_be64(uint8_t *p, uint64_t v) {
  store_be32(p, static_cast<uint32_t>(v >> 32));
  store_be32(p + 4, static_cast<uint32_t>(v));
}

inline uint64_t load_le64(const uint8_t *p) {
  return load_le32(p) | (static_cast<uint64_t>(load_le32(p + 4)) << 32);
}

inline void store_le64(uint8_t *p, uint64_t v) {
  store_le32(p, static_cast<uint32_t>(v));
  store_le32(p + 4, static_cast<uint32_t>(v >> 32));
}

// Masking the shift counts keeps n == 0 (and n >= 32) defined; compilers
// still emit a single rotate instruction.
inline uint32_t rotr32(uint32_t x, unsigned n) {
  return (x >> (n & 31u)) | (x << ((32u - n) & 31u));
}

inline uint32_t rotl32(uint32_t x, unsigned n) {
  return (x << (n & 31u)) | (x >> ((32u - n) & 31u));
}

}  // namespace mcucrypt

#endif  // MCUCRYPT_COMMON_BYTES_H_
