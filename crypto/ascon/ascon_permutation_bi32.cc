// Ascon-p[rnd] (NIST SP 800-232) in the bit-interleaved 32-bit
// representation, for 32-bit cores: each 64-bit state word is kept as two
// 32-bit words, its even-numbered bits (e) and its odd-numbered bits (o).
// A 64-bit rotation then becomes two 32-bit rotations (one instruction
// each, or free as a shifted operand on Arm) instead of four shifts and two
// ORs, and the S-box works on e and o separately.
//
// Stored form of a word in uint64_t s[i]: bits 0..31 = e, bits 32..63 = o
// (ascon_bi32_interleave.h converts).
//
// Constant time by construction: only XOR, AND with complement, and
// rotations by fixed amounts; no branches or memory indices depend on the
// state.
#include <stddef.h>
#include <stdint.h>

#include "crypto/ascon/ascon_bi32_interleave.h"
#include "crypto/ascon/ascon_permutation.h"
#include "crypto/ascon/ascon_rate128_loops.h"
#include "crypto/common/bytes.h"

namespace mcucrypt {
namespace ascon {
namespace bi32 {
namespace {

// Constant addition and the S-box on one half (all even or all odd
// halves) of the five words, in 17 operations and two temporaries
// (3-operand AND-NOT and OR-NOT are single instructions on Arm):
//   - The textbook form XORs into every word an AND-NOT term t_i =
//     ~x_i & x_(i+1) of the S-box input, then complements x2.
//   - x2 ^= x3 | ~x4 is x2 ^ ~t3, so it yields the complemented x2
//     directly; x3 ^= x4 | ~x0 likewise yields ~x3, and the final
//     x3 ^= x2 cancels the two complements.
//   - t0 = ~x0 & x1 and t2 = ~x2 & x3 may read x0 and x2 after they were
//     updated: x0 changed only where x1 = 0, x2 only where x3 = 0, and
//     there the term is 0 either way.
// Only the first x0 ^= x4, x4 ^= x3, x2 ^= x1 and the last three XORs
// remain from the textbook form.
inline void sbox_half(uint32_t &x0, uint32_t &x1, uint32_t &x2, uint32_t &x3,
                      uint32_t &x4, uint32_t c) {
  x2 ^= c;
  x0 ^= x4;
  x4 ^= x3;
  x2 ^= x1;
  const uint32_t not_t4 = x4 | ~x0;
  x0 ^= x2 & ~x1;    // x0 ^ t1
  x2 ^= x3 | ~x4;    // ~(x2 ^ t3)
  x4 ^= x1 & ~x0;    // x4 ^ t0
  x1 ^= x3 & x2;     // x1 ^ t2
  x3 ^= not_t4;      // ~(x3 ^ t4)
  x1 ^= x0;
  x3 ^= x2;
  x0 ^= x4;
}

// The linear layer on one word, x ^ (x >>> a) ^ (x >>> b) in 64 bits,
// computed as x ^ ((x ^ (x >>> (b - a))) >>> a) so it takes four 32-bit
// XORs with rotated operands. On interleaved halves, a 64-bit rotation by
// an even 2k rotates both halves by k; by an odd 2k + 1 it gives
// (e, o) -> (o >>> k, e >>> (k + 1)).
template <unsigned d, unsigned a>
inline void sigma(uint32_t &e, uint32_t &o) {
  uint32_t ye, yo;
  if (d % 2 == 0) {
    ye = e ^ rotr32(e, d / 2);
    yo = o ^ rotr32(o, d / 2);
  } else {
    ye = e ^ rotr32(o, d / 2);
    yo = o ^ rotr32(e, d / 2 + 1);
  }
  if (a % 2 == 0) {
    e ^= rotr32(ye, a / 2);
    o ^= rotr32(yo, a / 2);
  } else {
    e ^= rotr32(yo, a / 2);
    o ^= rotr32(ye, a / 2 + 1);
  }
}

}  // namespace

// One round; i (0..11) is a constant after unrolling.
#define ASCON_BI32_ROUND(i)                                            \
  do {                                                                 \
    sbox_half(x0e, x1e, x2e, x3e, x4e, bi32_round_constant(i) & 0xfu); \
    sbox_half(x0o, x1o, x2o, x3o, x4o, bi32_round_constant(i) >> 4);   \
    sigma<28 - 19, 19>(x0e, x0o);                                      \
    sigma<61 - 39, 39>(x1e, x1o);                                      \
    sigma<6 - 1, 1>(x2e, x2o);                                         \
    sigma<17 - 10, 10>(x3e, x3o);                                      \
    sigma<41 - 7, 7>(x4e, x4o);                                        \
  } while (0)

void permute(uint64_t s[5], unsigned rounds) {
  uint32_t x0e = static_cast<uint32_t>(s[0]), x0o = static_cast<uint32_t>(s[0] >> 32);
  uint32_t x1e = static_cast<uint32_t>(s[1]), x1o = static_cast<uint32_t>(s[1] >> 32);
  uint32_t x2e = static_cast<uint32_t>(s[2]), x2o = static_cast<uint32_t>(s[2] >> 32);
  uint32_t x3e = static_cast<uint32_t>(s[3]), x3o = static_cast<uint32_t>(s[3] >> 32);
  uint32_t x4e = static_cast<uint32_t>(s[4]), x4o = static_cast<uint32_t>(s[4] >> 32);
#if defined(__OPTIMIZE_SIZE__)
  // -Os: one round in a loop.
  for (unsigned i = kMaxRounds - rounds; i < kMaxRounds; ++i) {
    ASCON_BI32_ROUND(i);
  }
#else
  // Otherwise unrolled and entered at the first round to run, so every
  // round constant is an immediate and no counter competes for registers.
  switch (rounds) {
    case 12: ASCON_BI32_ROUND(0); [[fallthrough]];
    case 11: ASCON_BI32_ROUND(1); [[fallthrough]];
    case 10: ASCON_BI32_ROUND(2); [[fallthrough]];
    case 9: ASCON_BI32_ROUND(3); [[fallthrough]];
    case 8: ASCON_BI32_ROUND(4); [[fallthrough]];
    case 7: ASCON_BI32_ROUND(5); [[fallthrough]];
    case 6: ASCON_BI32_ROUND(6); [[fallthrough]];
    case 5: ASCON_BI32_ROUND(7); [[fallthrough]];
    case 4: ASCON_BI32_ROUND(8); [[fallthrough]];
    case 3: ASCON_BI32_ROUND(9); [[fallthrough]];
    case 2: ASCON_BI32_ROUND(10); [[fallthrough]];
    case 1: ASCON_BI32_ROUND(11); break;
    default: break;
  }
#endif
  s[0] = (static_cast<uint64_t>(x0o) << 32) | x0e;
  s[1] = (static_cast<uint64_t>(x1o) << 32) | x1e;
  s[2] = (static_cast<uint64_t>(x2o) << 32) | x2e;
  s[3] = (static_cast<uint64_t>(x3o) << 32) | x3e;
  s[4] = (static_cast<uint64_t>(x4o) << 32) | x4e;
}

#undef ASCON_BI32_ROUND

uint64_t import_lane(uint64_t word) { return bi32_from_word(word); }

uint64_t export_lane(uint64_t lane) { return bi32_to_word(lane); }

void absorb_rate64(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds) {
  if (rounds == 0 || rounds > kMaxRounds) {
    return;  // as permute(): nothing changes
  }
  for (; nblocks != 0; --nblocks, in += 8) {
    s[0] ^= import_lane(load_le64(in));
    permute(s, rounds);
  }
}

void absorb_rate128(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds) {
  rate128::absorb<permute, import_lane, export_lane>(s, in, nblocks, rounds);
}

void encrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,
                     unsigned rounds) {
  rate128::encrypt<permute, import_lane, export_lane>(s, in, out, nblocks, rounds);
}

void decrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,
                     unsigned rounds) {
  rate128::decrypt<permute, import_lane, export_lane>(s, in, out, nblocks, rounds);
}

}  // namespace bi32
}  // namespace ascon
}  // namespace mcucrypt
