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

// K(0..63), FIPS 180-4 section 4.2.2.
constexpr uint32_t kK[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u,
    0xab1c5ed5u, 0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu,
    0x9bdc06a7u, 0xc19bf174u, 0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu,
    0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau, 0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u,
    0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u, 0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu,
    0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u, 0xa2bfe8a1u, 0xa81a664bu,
    0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u, 0x19a4c116u,
    0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u,
    0xc67178f2u,
};

// sigma0 and sigma1 of the message schedule (FIPS 180-4 4.1.2 (4.6), (4.7)).
uint32_t SmallSigma0(uint32_t x) { return rotr32(x, 7) ^ rotr32(x, 18) ^ (x >> 3); }
uint32_t SmallSigma1(uint32_t x) { return rotr32(x, 17) ^ rotr32(x, 19) ^ (x >> 10); }

}  // namespace

mcu_status sha256_compress_mmcau(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  if (nblocks == 0) return MCU_OK;
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  uint32_t w[16];
  for (; nblocks != 0; --nblocks, blocks += 64) {
    for (unsigned n = 0; n < 8; ++n) Write(kLdr, Ca(n), state[n]);
    for (unsigned t = 0; t < 64; ++t) {
      uint32_t wt;
      if (t < 16) {
        wt = w[t] = load_be32(blocks + 4 * t);
      } else {
        wt = SmallSigma1(w[(t - 2) % 16]) + w[(t - 7) % 16] + SmallSigma0(w[(t - 15) % 16]) +
             w[t % 16];
        w[t % 16] = wt;
      }
      Write(kLdr, kCaa, wt + kK[t]);
      Issue(Direct(kAdra + Ca(7), kHash + kHf2t, kHash + kHf2c));
      Issue(Direct(kMvar + Ca(8), kHash + kHf2s, kHash + kHf2m));
      Issue(Direct(kShs2));
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
