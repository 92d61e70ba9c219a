// SHA-256 and SHA-224 compression (FIPS 180-4 section 6.2.2) on the K66
// MMCAU: mcu_sha256_mmcau, mcu_sha224_mmcau.
//
// a..h in CA0..CA7; each step t builds in CAA
//   T1 = h + Sigma1(e) + Ch(e, f, g) + K_t + W_t    (ADRA CA7, HF2T, HF2C, ADR)
// keeps it in CA8 (MVAR), adds T2 = Sigma0(a) + Maj(a, b, c) (HF2S, HF2M),
// and SHS2 shifts h..a with e = d + T1 and a = T1 + T2. The schedule W_t
// (6.2.2 step 1) is software, 16 words rolling.
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "crypto/sha2/sha256_round_constants.h"
#include "crypto/sha2/sha256_technique.h"
#include "drivers/k66/mmcau.h"
#include "drivers/k66/mmcau_regs.h"
#include "drivers/k66/mmcau_session.h"
#include "drivers/k66/mmcau_techniques.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace k66 {
namespace {

using namespace mmcau;

// sigma0 and sigma1 of the message schedule (FIPS 180-4 4.1.2 (4.6), (4.7)).
uint32_t SmallSigma0(uint32_t x) { return rotr32(x, 7) ^ rotr32(x, 18) ^ (x >> 3); }
uint32_t SmallSigma1(uint32_t x) { return rotr32(x, 17) ^ rotr32(x, 19) ^ (x >> 10); }

// The MMCAU's part of step t, with T1's W_t + K_t: three direct words that
// add h and the Sigma/Ch/Maj terms and shift the working variables.
inline void Sha256Step(uint32_t wt_plus_kt) {
  Write(kLdr, kCaa, wt_plus_kt);
  Issue(Direct(kAdra + Ca(7), kHash + kHf2t, kHash + kHf2c));
  Issue(Direct(kMvar + Ca(8), kHash + kHf2s, kHash + kHf2m));
  Issue(Direct(kShs2));
}

}  // namespace

mcu_status sha256_compress_mmcau(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  if (nblocks == 0) return MCU_OK;
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  uint32_t w[16];
  for (; nblocks != 0; --nblocks, blocks += 64) {
    for (unsigned n = 0; n < 8; ++n) Write(kLdr, Ca(n), state[n]);
    // Unrolled by 16 so that the schedule's ring indices are constants
    // (speed: no index arithmetic per step).
#pragma GCC unroll 16
    for (unsigned j = 0; j < 16; ++j) {
      w[j] = load_be32(blocks + 4 * j);
      Sha256Step(w[j] + kSha256RoundConstants[j]);
    }
    for (const uint32_t *k = kSha256RoundConstants + 16; k != kSha256RoundConstants + 64; k += 16) {
#pragma GCC unroll 16
      for (unsigned j = 0; j < 16; ++j) {
        w[j] += SmallSigma1(w[(j + 14) % 16]) + w[(j + 9) % 16] + SmallSigma0(w[(j + 1) % 16]);
        Sha256Step(w[j] + k[j]);
      }
    }
    for (unsigned n = 0; n < 8; ++n) state[n] += Read(Ca(n));
  }
  mcu_wipe(w, sizeof w);  // the message may be secret
  return End(MCU_OK);
}

}  // namespace k66
}  // namespace mcucrypt

extern "C" {
const mcu_hash_desc mcu_sha256_mmcau = MCU_SHA256_DESC(mcucrypt::k66::sha256_compress_mmcau, "mmcau");
const mcu_hash_desc mcu_sha224_mmcau = MCU_SHA224_DESC(mcucrypt::k66::sha256_compress_mmcau, "mmcau");
}
