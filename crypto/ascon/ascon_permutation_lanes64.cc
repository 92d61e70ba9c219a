// Ascon-p[rnd] (NIST SP 800-232) on five 64-bit words, the state in the
// standard's own representation (import_lane/export_lane are the
// identity). Portable C++, the default on 64-bit hosts; 32-bit cores split
// every word into two registers, so a rotation costs a few shifts, which
// the bit-interleaved backends avoid.
//
// Constant time by construction: only XOR, AND with complement, and
// rotations by fixed amounts; no branches or memory indices depend on the
// state. The state lives in locals; like any compiled code, copies the
// compiler spills to the stack are not wiped (the caller's context is).
#include <stddef.h>
#include <stdint.h>

#include "crypto/ascon/ascon_permutation.h"
#include "crypto/ascon/ascon_rate128_loops.h"
#include "crypto/common/bytes.h"

namespace mcucrypt {
namespace ascon {
namespace lanes64 {
namespace {

// n is a constant in 1..63 at every call.
inline uint64_t rotr64(uint64_t x, unsigned n) {
  return (x >> n) | (x << (64u - n));
}

}  // namespace

void permute(uint64_t s[5], unsigned rounds) {
  uint64_t x0 = s[0], x1 = s[1], x2 = s[2], x3 = s[3], x4 = s[4];
  // Round i of the full twelve (i = 0..11) adds the constant
  // ((15 - i) << 4) | i to S2: 0xf0, 0xe1, ..., 0x4b (SP 800-232's
  // constants c_4 .. c_15). Ascon-p[rounds] runs rounds 12 - rounds .. 11.
  for (unsigned i = kMaxRounds - rounds; i < kMaxRounds; ++i) {
    // Constant-addition layer p_C.
    x2 ^= static_cast<uint64_t>(((15u - i) << 4) | i);

    // Substitution layer p_S: the 5-bit S-box on every bit column, as
    // Boolean operations on whole words (the chi-like core between a
    // linear input and output mixing).
    x0 ^= x4;
    x4 ^= x3;
    x2 ^= x1;
    const uint64_t t0 = x0 ^ (~x1 & x2);
    const uint64_t t1 = x1 ^ (~x2 & x3);
    const uint64_t t2 = x2 ^ (~x3 & x4);
    const uint64_t t3 = x3 ^ (~x4 & x0);
    const uint64_t t4 = x4 ^ (~x0 & x1);
    x0 = t0 ^ t4;
    x1 = t1 ^ t0;
    x2 = ~t2;
    x3 = t3 ^ t2;
    x4 = t4;

    // Linear diffusion layer p_L: Si ^= (Si >>> a) ^ (Si >>> b), written
    // as Si ^ ((Si ^ (Si >>> (b - a))) >>> a), one rotation fewer.
    x0 ^= rotr64(x0 ^ rotr64(x0, 28 - 19), 19);
    x1 ^= rotr64(x1 ^ rotr64(x1, 61 - 39), 39);
    x2 ^= rotr64(x2 ^ rotr64(x2, 6 - 1), 1);
    x3 ^= rotr64(x3 ^ rotr64(x3, 17 - 10), 10);
    x4 ^= rotr64(x4 ^ rotr64(x4, 41 - 7), 7);
  }
  s[0] = x0;
  s[1] = x1;
  s[2] = x2;
  s[3] = x3;
  s[4] = x4;
}

uint64_t import_lane(uint64_t word) { return word; }

uint64_t export_lane(uint64_t lane) { return lane; }

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

}  // namespace lanes64
}  // namespace ascon
}  // namespace mcucrypt
