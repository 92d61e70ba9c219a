// MD5 compression (RFC 1321 section 3.4) on the K66 MMCAU: mcu_md5_mmcau.
//
// a in CAA and b, c, d in CA1..CA3; each step
//   a = b + ((a + fn(b, c, d) + X[k] + T[i]) <<< s)
// is HASH fn (CAA += fn(CA1, CA2, CA3)), ADR CAA (X[k] + T[i]), ROTL CAA (s),
// ADRA CA1 (+ b), then MDS rotates the roles (a, b, c, d) <- (d, new, b, c),
// so the next step finds its a in CAA again.
//
// Speed: each round is unrolled with its function, shifts and message order
// known at compile time (no table look-ups or index arithmetic per step), and
// the next step's HASH rides in the same direct word as ADRA and MDS, so a
// step is three stores to the MMCAU.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/md5/md5_technique.h"
#include "drivers/k66/mmcau.h"
#include "drivers/k66/mmcau_regs.h"
#include "drivers/k66/mmcau_session.h"
#include "drivers/k66/mmcau_techniques.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace k66 {
namespace {

using namespace mmcau;

// T[1..64] = floor(2^32 |sin(i)|), RFC 1321 section 3.4.
constexpr uint32_t kT[64] = {
    0xd76aa478u, 0xe8c7b756u, 0x242070dbu, 0xc1bdceeeu, 0xf57c0fafu, 0x4787c62au, 0xa8304613u,
    0xfd469501u, 0x698098d8u, 0x8b44f7afu, 0xffff5bb1u, 0x895cd7beu, 0x6b901122u, 0xfd987193u,
    0xa679438eu, 0x49b40821u, 0xf61e2562u, 0xc040b340u, 0x265e5a51u, 0xe9b6c7aau, 0xd62f105du,
    0x02441453u, 0xd8a1e681u, 0xe7d3fbc8u, 0x21e1cde6u, 0xc33707d6u, 0xf4d50d87u, 0x455a14edu,
    0xa9e3e905u, 0xfcefa3f8u, 0x676f02d9u, 0x8d2a4c8au, 0xfffa3942u, 0x8771f681u, 0x6d9d6122u,
    0xfde5380cu, 0xa4beea44u, 0x4bdecfa9u, 0xf6bb4b60u, 0xbebfbc70u, 0x289b7ec6u, 0xeaa127fau,
    0xd4ef3085u, 0x04881d05u, 0xd9d4d039u, 0xe6db99e5u, 0x1fa27cf8u, 0xc4ac5665u, 0xf4292244u,
    0x432aff97u, 0xab9423a7u, 0xfc93a039u, 0x655b59c3u, 0x8f0ccc92u, 0xffeff47du, 0x85845dd1u,
    0x6fa87e4fu, 0xfe2ce6e0u, 0xa3014314u, 0x4e0811a1u, 0xf7537e82u, 0xbd3af235u, 0x2ad7d2bbu,
    0xeb86d391u,
};
// Per round (16 steps each): its function, the shifts of its four steps, and
// the message word of step j: (first + stride * j) mod 16.
struct Round {
  unsigned fn;
  unsigned shift[4];
  unsigned first, stride;
};
constexpr Round kRounds[4] = {
    {kHff, {7, 12, 17, 22}, 0, 1},
    {kHfg, {5, 9, 14, 20}, 1, 5},
    {kHfh, {4, 11, 16, 23}, 5, 3},
    {kHfi, {6, 10, 15, 21}, 0, 7},
};

// The 16 steps of round R; the round's HASH is already issued. Each step's
// last word also issues the HASH of the step after it (the next round's
// function after step 15), except at the very end.
template <unsigned R>
inline void Md5Round(const uint32_t x[16]) {
  constexpr Round r = kRounds[R];
  constexpr unsigned next_fn = R < 3 ? kRounds[R + 1].fn : 0;
#pragma GCC unroll 16
  for (unsigned j = 0; j < 16; ++j) {
    Write(kAdr, kCaa, x[(r.first + r.stride * j) % 16] + kT[16 * R + j]);
    Write(kRotl, kCaa, r.shift[j % 4]);
    if (j < 15) {
      Issue(Direct(kAdra + Ca(1), kMds, kHash + r.fn));
    } else if (R < 3) {
      Issue(Direct(kAdra + Ca(1), kMds, kHash + next_fn));
    } else {
      Issue(Direct(kAdra + Ca(1), kMds));
    }
  }
}

}  // namespace

mcu_status md5_compress_mmcau(uint32_t state[4], const uint8_t *blocks, size_t nblocks) {
  if (nblocks == 0) return MCU_OK;
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  uint32_t x[16];
  for (; nblocks != 0; --nblocks, blocks += 64) {
    for (unsigned k = 0; k < 16; ++k) x[k] = load_le32(blocks + 4 * k);
    Write(kLdr, kCaa, state[0]);
    for (unsigned n = 1; n < 4; ++n) Write(kLdr, Ca(n), state[n]);
    Issue(Direct(kHash + kRounds[0].fn));
    Md5Round<0>(x);
    Md5Round<1>(x);
    Md5Round<2>(x);
    Md5Round<3>(x);
    // 64 role rotations bring a, b, c, d back to CAA, CA1, CA2, CA3.
    state[0] += Read(kCaa);
    for (unsigned n = 1; n < 4; ++n) state[n] += Read(Ca(n));
  }
  mcu_wipe(x, sizeof x);  // the message may be secret
  return End(MCU_OK);
}

}  // namespace k66
}  // namespace mcucrypt

extern "C" const mcu_hash_desc mcu_md5_mmcau = MCU_MD5_DESC(mcucrypt::k66::md5_compress_mmcau, "mmcau");
