// The Ascon permutation Ascon-p[rnd] (NIST SP 800-232) behind
// Ascon-Hash256/XOF128/CXOF128 and Ascon-AEAD128, one implementation per
// technique, each in its own namespace and library (ascon::lanes64,
// ascon::bi32, ascon::bi32_armv7m, ascon::bi32_mips32r2), so one image can
// hold several. Callers use the short names (ascon::permute, ...), which the
// library //crypto/ascon:permutation_backend chooses defines
// (ascon_permutation_default_<technique>.cc, MCUCRYPT_ASCON_SHORT_NAMES).
//
// A backend may keep the state in its own representation (a bit-interleaved
// backend holds each 64-bit word as two 32-bit halves, the even and the odd
// bits). Callers therefore never touch state words directly: they convert
// every word they XOR in with import_lane() and every word they read out
// with export_lane(). Both conversions are bit permutations, hence linear
// over XOR (import_lane(a ^ b) == import_lane(a) ^ import_lane(b)), and map
// zero to zero, so a zero state and XOR-absorbing work in either form.
#ifndef MCUCRYPT_ASCON_ASCON_PERMUTATION_H_
#define MCUCRYPT_ASCON_ASCON_PERMUTATION_H_

#include <stddef.h>
#include <stdint.h>

namespace mcucrypt {
namespace ascon {

// Largest supported round count (the number of round constants).
constexpr unsigned kMaxRounds = 12;

// Applies Ascon-p[rounds] to the 320-bit state s[0..4] (the standard's S0..S4,
// in the backend's representation): the last `rounds` of the 12 rounds, i.e.
// round constants 0xf0, 0xe1, ... 0x4b with only the final `rounds` used.
// SP 800-232 uses 12 and 8 (6 was Ascon v1.2's p^b); any 1..12 works, and
// other values leave s unchanged.
void permute(uint64_t s[5], unsigned rounds);

// The hash family's absorbing loop (Ascon-Hash256, -XOF128, -CXOF128: a
// 64-bit rate and p[12]): for each of the nblocks 8-byte blocks at `in`
// (any alignment), S0 ^= the block read as a little-endian word, then
// Ascon-p[rounds]. Equivalent to looping over import_lane() and permute();
// a backend may fuse them, keeping the state in registers from block to
// block. nblocks may be 0; rounds as for permute().
void absorb_rate64(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds);

// Ascon-AEAD128's rate-128 block loops (S0, S1 the rate; each 16-byte
// block is two little-endian words, the first to S0). Like absorb_rate64
// each is equivalent to import_lane/export_lane and permute() per block, and
// a backend may fuse them; nblocks may be 0; rounds outside 1..12 leave s
// unchanged and write nothing. `in` and `out` have any alignment and may be
// equal (in place), but must not otherwise overlap.
//   absorb_rate128:  S0 ^= lo, S1 ^= hi, then Ascon-p[rounds].
//   encrypt_rate128: S0 ^= lo, S1 ^= hi (P), out = S0 || S1 (C), then
//                    Ascon-p[rounds].
//   decrypt_rate128: out = S0 || S1 ^ in (P = S ^ C), S0 || S1 = in (C),
//                    then Ascon-p[rounds].
void absorb_rate128(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds);
void encrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,
                     unsigned rounds);
void decrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,
                     unsigned rounds);

// A state word as the standard defines it (bit i is bit i of the 64-bit
// integer; SP 800-232 loads bytes little-endian) to the backend's
// representation, and back.
uint64_t import_lane(uint64_t word);
uint64_t export_lane(uint64_t lane);

// The technique the short names call (its descriptors' impl): "lanes64", ...
extern const char permutation_impl[];

// The same functions by technique.
#define MCUCRYPT_ASCON_FUNCTIONS                                                          \
  void permute(uint64_t s[5], unsigned rounds);                                           \
  void absorb_rate64(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds);  \
  void absorb_rate128(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds); \
  void encrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,    \
                       unsigned rounds);                                                  \
  void decrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,    \
                       unsigned rounds);                                                  \
  uint64_t import_lane(uint64_t word);                                                    \
  uint64_t export_lane(uint64_t lane);
namespace lanes64 {  // 64-bit words
MCUCRYPT_ASCON_FUNCTIONS
}
namespace bi32 {  // bit-interleaved 32-bit halves
MCUCRYPT_ASCON_FUNCTIONS
}
namespace bi32_armv7m {  // bi32 in Thumb-2 assembly
MCUCRYPT_ASCON_FUNCTIONS
}
namespace bi32_mips32r2 {  // bi32 in MIPS32r2 assembly
MCUCRYPT_ASCON_FUNCTIONS
}
#undef MCUCRYPT_ASCON_FUNCTIONS

}  // namespace ascon
}  // namespace mcucrypt

// Defines the short names as calls of the technique's (in a .cc file, outside
// any namespace).
#define MCUCRYPT_ASCON_SHORT_NAMES(technique)                                              \
  namespace mcucrypt {                                                                     \
  namespace ascon {                                                                        \
  extern const char permutation_impl[] = #technique;                                       \
  void permute(uint64_t s[5], unsigned rounds) { technique::permute(s, rounds); }          \
  void absorb_rate64(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds) {  \
    technique::absorb_rate64(s, in, nblocks, rounds);                                      \
  }                                                                                        \
  void absorb_rate128(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds) { \
    technique::absorb_rate128(s, in, nblocks, rounds);                                     \
  }                                                                                        \
  void encrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,     \
                       unsigned rounds) {                                                  \
    technique::encrypt_rate128(s, in, out, nblocks, rounds);                               \
  }                                                                                        \
  void decrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,     \
                       unsigned rounds) {                                                  \
    technique::decrypt_rate128(s, in, out, nblocks, rounds);                               \
  }                                                                                        \
  uint64_t import_lane(uint64_t word) { return technique::import_lane(word); }             \
  uint64_t export_lane(uint64_t lane) { return technique::export_lane(lane); }             \
  } /* namespace ascon */                                                                  \
  } /* namespace mcucrypt */

#endif  // MCUCRYPT_ASCON_ASCON_PERMUTATION_H_
