// DES and Triple-DES (FIPS 46-3, SP 800-67) on the K66 MMCAU:
// mcu_des_mmcau, mcu_des_ede_mmcau, mcu_des_ede3_mmcau.
//
// The MMCAU computes the key schedule itself from the 64-bit key in CA0:CA1
// (DESK: PC-1, and round 1's shift), so the "schedule" is the key as
// big-endian words: K (DES), K1 K2 K1 (two-key), K1 K2 K3 (three-key); parity
// bits are ignored, as the software DES ignores them. The block stays in
// CA2:CA3 through Triple-DES's three passes (E_K1, D_K2, E_K3, each with its
// own IP and FP, SP 800-67 section 3.1).
#include <stddef.h>
#include <stdint.h>

#include "crypto/common/bytes.h"
#include "drivers/k66/mmcau.h"
#include "drivers/k66/mmcau_regs.h"
#include "drivers/k66/mmcau_session.h"
#include "drivers/k66/mmcau_techniques.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace k66 {
namespace {

using namespace mmcau;

// The 16 rounds: IP with round 1, FP with round 16; after each round the key
// halves shift for the next (FIPS 46-3's shifts 1,1,2,2,2,2,2,2,1,2,...,2,1:
// left when encrypting, right when decrypting; DESK did round 1's).
void Rounds(bool decrypt) {
  const unsigned s1 = decrypt ? kDesKsr1 : kDesKsl1;
  const unsigned s2 = decrypt ? kDesKsr2 : kDesKsl2;
  const unsigned r = kDesr;
  Issue(Direct(kDesk + (decrypt ? kDeskDecrypt : 0), r + kDesIp + s1, r + s2));  // rounds 1, 2
  Issue(Direct(r + s2, r + s2, r + s2));                                          // 3-5
  Issue(Direct(r + s2, r + s2, r + s1));                                          // 6-8
  Issue(Direct(r + s2, r + s2, r + s2));                                          // 9-11
  Issue(Direct(r + s2, r + s2, r + s2));                                          // 12-14
  Issue(Direct(r + s1, r + kDesFp));                                              // 15, 16
}

// One DES pass over the block in CA2:CA3 with the key at k (two words).
void Pass(const uint32_t *k, bool decrypt) {
  Write(kLdr, Ca(0), k[0]);
  Write(kLdr, Ca(1), k[1]);
  Rounds(decrypt);
}

// kPasses = 1 (DES) or 3 (EDE: encrypt E-D-E with K1 K2 K3, decrypt D-E-D
// with K3 K2 K1). in and out may be the same buffer, any alignment.
template <unsigned kPasses, bool kDecrypt>
mcu_status Blocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  if (n == 0) return MCU_OK;
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  for (size_t i = 0; i < n; ++i) {
    Write(kLdr, Ca(2), load_be32(in + 8 * i));
    Write(kLdr, Ca(3), load_be32(in + 8 * i + 4));
    for (unsigned p = 0; p < kPasses; ++p) {
      const unsigned key = kDecrypt ? kPasses - 1 - p : p;
      Pass(schedule + 2 * key, kDecrypt != (p % 2 == 1));
    }
    store_be32(out + 8 * i, Read(Ca(2)));
    store_be32(out + 8 * i + 4, Read(Ca(3)));
  }
  st = End(MCU_OK);
  if (st != MCU_OK) mcu_wipe(out, 8 * n);
  return st;
}

}  // namespace

// The key as big-endian words: K; K1 K2 K1; K1 K2 K3.
mcu_status DesExpandKey(uint32_t *schedule, const uint8_t *key) {
  schedule[0] = load_be32(key);
  schedule[1] = load_be32(key + 4);
  return MCU_OK;
}

mcu_status DesEdeExpandKey(uint32_t *schedule, const uint8_t *key) {
  for (unsigned i = 0; i < 4; ++i) schedule[i] = load_be32(key + 4 * i);
  schedule[4] = schedule[0];  // K3 = K1 (SP 800-67 keying option 2)
  schedule[5] = schedule[1];
  return MCU_OK;
}

mcu_status DesEde3ExpandKey(uint32_t *schedule, const uint8_t *key) {
  for (unsigned i = 0; i < 6; ++i) schedule[i] = load_be32(key + 4 * i);
  return MCU_OK;
}

template <unsigned kPasses>
mcu_status DesEncrypt(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  return Blocks<kPasses, false>(schedule, in, out, n);
}
template <unsigned kPasses>
mcu_status DesDecrypt(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  return Blocks<kPasses, true>(schedule, in, out, n);
}
// C[i] = E(P[i] ^ C[i-1]) in one session, the chaining value in CA2/CA3
// (the passes leave the block there); out may equal in.
template <unsigned kPasses>
mcu_status DesCbcEncrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                         uint8_t *out) {
  const size_t n = len / 8;
  if (n == 0) return MCU_OK;
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  uint32_t left = load_be32(iv), right = load_be32(iv + 4);
  for (size_t i = 0; i < n; ++i) {
    Write(kLdr, Ca(2), left ^ load_be32(in + 8 * i));
    Write(kLdr, Ca(3), right ^ load_be32(in + 8 * i + 4));
    for (unsigned p = 0; p < kPasses; ++p) Pass(key->schedule + 2 * p, p % 2 == 1);
    left = Read(Ca(2));
    right = Read(Ca(3));
    store_be32(out + 8 * i, left);
    store_be32(out + 8 * i + 4, right);
  }
  store_be32(iv, left);
  store_be32(iv + 4, right);
  st = End(MCU_OK);
  if (st != MCU_OK) mcu_wipe(out, 8 * n);
  return st;
}
template mcu_status DesCbcEncrypt<1>(const mcu_block_key *, uint8_t *, const uint8_t *, size_t,
                                     uint8_t *);
template mcu_status DesCbcEncrypt<3>(const mcu_block_key *, uint8_t *, const uint8_t *, size_t,
                                     uint8_t *);
template mcu_status DesEncrypt<1>(const uint32_t *, const uint8_t *, uint8_t *, size_t);
template mcu_status DesDecrypt<1>(const uint32_t *, const uint8_t *, uint8_t *, size_t);
template mcu_status DesEncrypt<3>(const uint32_t *, const uint8_t *, uint8_t *, size_t);
template mcu_status DesDecrypt<3>(const uint32_t *, const uint8_t *, uint8_t *, size_t);

}  // namespace k66
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_des_mmcau =
    mcucrypt::k66::DesDesc<1>("des", 8, &mcucrypt::k66::DesExpandKey);
const mcu_block_cipher_desc mcu_des_ede_mmcau =
    mcucrypt::k66::DesDesc<3>("des-ede", 16, &mcucrypt::k66::DesEdeExpandKey);
const mcu_block_cipher_desc mcu_des_ede3_mmcau =
    mcucrypt::k66::DesDesc<3>("des-ede3", 24, &mcucrypt::k66::DesEde3ExpandKey);
}
