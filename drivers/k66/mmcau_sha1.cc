// SHA-1 compression (FIPS 180-4 section 6.1.2) on the K66 MMCAU:
// mcu_sha1_mmcau.
//
// a..e in CA0..CA4 and ROTL5(a) in CAA; each step t
//   T = ROTL5(a) + f_t(b, c, d) + e + K_t + W_t
// is HASH f_t (CAA += f(CA1, CA2, CA3)), ADRA CA4 (+ e), ADR CAA (K_t + W_t);
// SHS then shifts e..a (c = ROTL30(b)) and leaves ROTL5(T) in CAA for the
// next step. The schedule W_t (6.1.2 step 1) is software, 16 words rolling.
//
// Speed: each group of 20 steps is unrolled with f_t, K_t and the schedule's
// indices known at compile time, and SHS rides in one direct word with the
// next step's HASH and ADRA, so a step is two stores to the MMCAU.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha1/sha1_technique.h"
#include "drivers/k66/mmcau.h"
#include "drivers/k66/mmcau_regs.h"
#include "drivers/k66/mmcau_session.h"
#include "drivers/k66/mmcau_techniques.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace k66 {
namespace {

using namespace mmcau;

// f_t and K_t for steps 0-19, 20-39, 40-59, 60-79 (FIPS 180-4 4.1.1, 4.2.1).
constexpr unsigned kFunction[4] = {kHfc, kHfp, kHfm, kHfp};
constexpr uint32_t kK[4] = {0x5a827999u, 0x6ed9eba1u, 0x8f1bbcdcu, 0xca62c1d6u};

// Steps 20 G .. 20 G + 19; HASH f_t and ADRA CA4 of the first are already
// issued, and each step's last word issues them for the step after it.
template <unsigned G>
inline void Sha1Steps(const uint8_t *block, uint32_t w[16]) {
#pragma GCC unroll 20
  for (unsigned j = 0; j < 20; ++j) {
    const unsigned t = 20 * G + j;
    uint32_t wt;
    if (t < 16) {
      wt = w[t] = load_be32(block + 4 * t);
    } else {
      wt = rotl32(w[(t - 3) % 16] ^ w[(t - 8) % 16] ^ w[(t - 14) % 16] ^ w[t % 16], 1);
      w[t % 16] = wt;
    }
    Write(kAdr, kCaa, kK[G] + wt);
    if (t < 79) {
      Issue(Direct(kShs, kHash + kFunction[(t + 1) / 20], kAdra + Ca(4)));
    } else {
      Issue(Direct(kShs));
    }
  }
}

}  // namespace

mcu_status sha1_compress_mmcau(uint32_t state[5], const uint8_t *blocks, size_t nblocks) {
  if (nblocks == 0) return MCU_OK;
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  uint32_t w[16];
  for (; nblocks != 0; --nblocks, blocks += 64) {
    for (unsigned n = 0; n < 5; ++n) Write(kLdr, Ca(n), state[n]);
    Write(kLdr, kCaa, rotl32(state[0], 5));
    Issue(Direct(kHash + kFunction[0], kAdra + Ca(4)));
    Sha1Steps<0>(blocks, w);
    Sha1Steps<1>(blocks, w);
    Sha1Steps<2>(blocks, w);
    Sha1Steps<3>(blocks, w);
    for (unsigned n = 0; n < 5; ++n) state[n] += Read(Ca(n));
  }
  mcu_wipe(w, sizeof w);  // the message may be secret
  return End(MCU_OK);
}

}  // namespace k66
}  // namespace mcucrypt

extern "C" const mcu_hash_desc mcu_sha1_mmcau = MCU_SHA1_DESC(mcucrypt::k66::sha1_compress_mmcau, "mmcau");
