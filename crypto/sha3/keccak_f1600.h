// Keccak-f[1600] (FIPS 202 section 3): the replaceable backend behind
// mcucrypt/sha3.h. The build links exactly one implementation, chosen by
// //crypto/sha3:keccak_f1600_backend.
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
void keccak_f1600_add_bytes(mcu_keccak_state *state, const uint8_t *data,
                            size_t offset, size_t len);

// out[0 .. len) = state bytes [offset, offset + len).
void keccak_f1600_extract_bytes(const mcu_keccak_state *state, uint8_t *out,
                                size_t offset, size_t len);

// Applies Keccak-f[1600] (24 rounds) to the state.
void keccak_f1600_permute(mcu_keccak_state *state);

// The sponge's absorbing loop: for each of nblocks consecutive blocks of
// `rate` bytes at `data` (any alignment), adds the block at offset 0 and
// permutes. rate is a multiple of 8 and at most 200; nblocks may be 0.
void keccak_f1600_absorb(mcu_keccak_state *state, size_t rate,
                         const uint8_t *data, size_t nblocks);

// The sponge's squeezing loop: nblocks times, permutes and then writes the
// state's first `rate` bytes to out (any alignment), advancing out by rate.
// rate is a multiple of 8 and at most 200; nblocks may be 0.
void keccak_f1600_squeeze(mcu_keccak_state *state, size_t rate, uint8_t *out,
                          size_t nblocks);

// The technique of the backend linked (its descriptor's impl): "lanes64", ...
extern const char keccak_f1600_impl[];

}  // namespace mcucrypt

#endif  // MCUCRYPT_SHA3_KECCAK_F1600_H_
