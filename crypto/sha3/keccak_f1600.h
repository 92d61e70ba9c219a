// Keccak-f[1600] (FIPS 202 section 3) behind mcucrypt/sha3.h, one
// implementation per technique, each in its own namespace and library
// (keccak_lanes64, keccak_bi32, keccak_bi32_armv7m), so one image can hold
// several. The sponge calls the short names (mcucrypt::keccak_f1600_*),
// which the library //crypto/sha3:keccak_f1600_backend chooses defines
// (keccak_f1600_default_<technique>.cc, MCUCRYPT_KECCAK_F1600_SHORT_NAMES).
//
// The backend owns the representation of the state (mcu_keccak_state): plain
// 64-bit lanes, bit-interleaved 32-bit words, an accelerator's layout. The
// sponge code never looks inside; it only moves message and output bytes
// through the functions below, which take byte offsets in the standard
// little-endian state layout of FIPS 202 (byte i of the state string S).
// Every representation maps the all-zero state to all-zero bytes, so a wiped
// state is the initial state.
//
// Contract for every function: pointers are valid, the byte range
// [offset, offset + len) lies within the 200-byte state, and nothing here
// branches on or indexes by the state or the data (only by offsets, lengths
// and the rate, which are public).
#ifndef MCUCRYPT_SHA3_KECCAK_F1600_H_
#define MCUCRYPT_SHA3_KECCAK_F1600_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/sha3.h"

namespace mcucrypt {

// State bytes [offset, offset + len) ^= data[0 .. len).
void keccak_f1600_add_bytes(mcu_keccak_state *state, const uint8_t *data, size_t offset,
                            size_t len);

// out[0 .. len) = state bytes [offset, offset + len).
void keccak_f1600_extract_bytes(const mcu_keccak_state *state, uint8_t *out, size_t offset,
                                size_t len);

// Applies Keccak-f[1600] (24 rounds) to the state.
void keccak_f1600_permute(mcu_keccak_state *state);

// The sponge's absorbing loop: for each of nblocks consecutive blocks of
// `rate` bytes at `data` (any alignment), adds the block at offset 0 and
// permutes. rate is a multiple of 8 and at most 200; nblocks may be 0.
void keccak_f1600_absorb(mcu_keccak_state *state, size_t rate, const uint8_t *data, size_t nblocks);

// The sponge's squeezing loop: nblocks times, permutes and then writes the
// state's first `rate` bytes to out (any alignment), advancing out by rate.
// rate is a multiple of 8 and at most 200; nblocks may be 0.
void keccak_f1600_squeeze(mcu_keccak_state *state, size_t rate, uint8_t *out, size_t nblocks);

// The technique the short names call (its descriptors' impl): "lanes64", ...
extern const char keccak_f1600_impl[];

// The same functions by technique.
#define MCUCRYPT_KECCAK_F1600_FUNCTIONS                                                       \
  void keccak_f1600_add_bytes(mcu_keccak_state *state, const uint8_t *data, size_t offset,    \
                              size_t len);                                                    \
  void keccak_f1600_extract_bytes(const mcu_keccak_state *state, uint8_t *out, size_t offset, \
                                  size_t len);                                                \
  void keccak_f1600_permute(mcu_keccak_state *state);                                         \
  void keccak_f1600_absorb(mcu_keccak_state *state, size_t rate, const uint8_t *data,         \
                           size_t nblocks);                                                   \
  void keccak_f1600_squeeze(mcu_keccak_state *state, size_t rate, uint8_t *out, size_t nblocks);
namespace keccak_lanes64 {  // 64-bit lanes
MCUCRYPT_KECCAK_F1600_FUNCTIONS
}
namespace keccak_bi32 {  // bit-interleaved 32-bit words
MCUCRYPT_KECCAK_F1600_FUNCTIONS
}
namespace keccak_bi32_armv7m {  // bi32 in Thumb-2 assembly
MCUCRYPT_KECCAK_F1600_FUNCTIONS
}
#undef MCUCRYPT_KECCAK_F1600_FUNCTIONS

}  // namespace mcucrypt

// Defines the short names as calls of the technique's (in a .cc file, outside
// any namespace).
#define MCUCRYPT_KECCAK_F1600_SHORT_NAMES(technique)                                              \
  namespace mcucrypt {                                                                            \
  extern const char keccak_f1600_impl[] = #technique;                                             \
  void keccak_f1600_add_bytes(mcu_keccak_state *state, const uint8_t *data, size_t offset,        \
                              size_t len) {                                                       \
    keccak_##technique::keccak_f1600_add_bytes(state, data, offset, len);                         \
  }                                                                                               \
  void keccak_f1600_extract_bytes(const mcu_keccak_state *state, uint8_t *out, size_t offset,     \
                                  size_t len) {                                                   \
    keccak_##technique::keccak_f1600_extract_bytes(state, out, offset, len);                      \
  }                                                                                               \
  void keccak_f1600_permute(mcu_keccak_state *state) {                                            \
    keccak_##technique::keccak_f1600_permute(state);                                              \
  }                                                                                               \
  void keccak_f1600_absorb(mcu_keccak_state *state, size_t rate, const uint8_t *data,             \
                           size_t nblocks) {                                                      \
    keccak_##technique::keccak_f1600_absorb(state, rate, data, nblocks);                          \
  }                                                                                               \
  void keccak_f1600_squeeze(mcu_keccak_state *state, size_t rate, uint8_t *out, size_t nblocks) { \
    keccak_##technique::keccak_f1600_squeeze(state, rate, out, nblocks);                          \
  }                                                                                               \
  }  // namespace mcucrypt

#endif  // MCUCRYPT_SHA3_KECCAK_F1600_H_
