// Byte-order helpers for the SAM4C models. Register words are little-endian
// loads of the byte stream (accelerators.md §3.1 step 3), while SHA and GCM
// lengths and counters are big-endian; spelling both out keeps the models
// independent of the host's byte order.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_WORD_BYTES_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_WORD_BYTES_H_

#include <cstdint>

namespace sim {
namespace sam4c {

inline uint32_t LoadLe32(const uint8_t* p) {
  return uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24;
}

inline void StoreLe32(uint32_t v, uint8_t* p) {
  p[0] = static_cast<uint8_t>(v);
  p[1] = static_cast<uint8_t>(v >> 8);
  p[2] = static_cast<uint8_t>(v >> 16);
  p[3] = static_cast<uint8_t>(v >> 24);
}

inline uint32_t LoadBe32(const uint8_t* p) {
  return uint32_t{p[0]} << 24 | uint32_t{p[1]} << 16 | uint32_t{p[2]} << 8 | uint32_t{p[3]};
}

inline void StoreBe32(uint32_t v, uint8_t* p) {
  p[0] = static_cast<uint8_t>(v >> 24);
  p[1] = static_cast<uint8_t>(v >> 16);
  p[2] = static_cast<uint8_t>(v >> 8);
  p[3] = static_cast<uint8_t>(v);
}

// `count` register words <-> the byte stream they carry.
inline void WordsToBytes(const uint32_t* words, int count, uint8_t* bytes) {
  for (int i = 0; i < count; ++i) StoreLe32(words[i], bytes + 4 * i);
}

inline void BytesToWords(const uint8_t* bytes, int count, uint32_t* words) {
  for (int i = 0; i < count; ++i) words[i] = LoadLe32(bytes + 4 * i);
}

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_WORD_BYTES_H_
