// A model of Ascon-p straight from the definition, for tests: slow and
// simple, sharing no code with the backends.
#ifndef MCUCRYPT_TESTS_CRYPTO_ASCON_ASCON_MODEL_H_
#define MCUCRYPT_TESTS_CRYPTO_ASCON_ASCON_MODEL_H_

#include <stdint.h>

inline uint64_t SplitMix64(uint64_t* x) {
  uint64_t z = (*x += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

inline uint64_t Rotr(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

// Rounds first .. last - 1 of the twelve, straight from the definition, one
// bit column at a time: the S-box as its table (x0 the most significant
// input bit), the linear layer as Si ^ (Si >>> a) ^ (Si >>> b), the
// constants listed.
inline void ModelRounds(uint64_t x[5], int first, int last) {
  static const uint8_t kSbox[32] = {
      0x04, 0x0b, 0x1f, 0x14, 0x1a, 0x15, 0x09, 0x02, 0x1b, 0x05, 0x08,
      0x12, 0x1d, 0x03, 0x06, 0x1c, 0x1e, 0x13, 0x07, 0x0e, 0x00, 0x0d,
      0x11, 0x18, 0x10, 0x0c, 0x01, 0x19, 0x16, 0x0a, 0x0f, 0x17,
  };
  static const uint8_t kConstants[12] = {0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5,
                                         0x96, 0x87, 0x78, 0x69, 0x5a, 0x4b};
  static const int kRot[5][2] = {{19, 28}, {61, 39}, {1, 6}, {10, 17}, {7, 41}};
  for (int r = first; r < last; ++r) {
    x[2] ^= kConstants[r];
    uint64_t y[5] = {0, 0, 0, 0, 0};
    for (int j = 0; j < 64; ++j) {
      unsigned in = 0;
      for (int i = 0; i < 5; ++i) in = (in << 1) | ((x[i] >> j) & 1);
      const unsigned out = kSbox[in];
      for (int i = 0; i < 5; ++i) y[i] |= static_cast<uint64_t>((out >> (4 - i)) & 1) << j;
    }
    for (int i = 0; i < 5; ++i) {
      x[i] = y[i] ^ Rotr(y[i], kRot[i][0]) ^ Rotr(y[i], kRot[i][1]);
    }
  }
}

// Ascon-p[rounds]: the last `rounds` rounds.
inline void ModelPermute(uint64_t x[5], int rounds) { ModelRounds(x, 12 - rounds, 12); }

#endif  // MCUCRYPT_TESTS_CRYPTO_ASCON_ASCON_MODEL_H_
