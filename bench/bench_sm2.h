// SM2 rows of the seed pages' EC Signature table (mcucrypt/sm2.h): signing
// and verification of a 32-byte message of its own (the firmware changes
// g_message between timed calls, which verification cannot follow) with
// the default ID; Z_A and SM3(Z_A || M) are part of each call, as an
// application pays them. Keys
// come from a fixed-sequence generator set up untimed: a benchmark needs
// repeatable work, not secrecy; never use it for keys.
#ifndef MCUCRYPT_BENCH_BENCH_SM2_H_
#define MCUCRYPT_BENCH_BENCH_SM2_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"
#include "mcucrypt/sm2.h"
#include "mcucrypt/sm3.h"

namespace bench_sm2 {

inline uint8_t g_priv[MCU_SM2_PRIVATE_KEY_SIZE];
inline uint8_t g_pub[MCU_SM2_PUBLIC_KEY_SIZE];
inline uint8_t g_sig[MCU_SM2_SIGNATURE_SIZE];
inline uint32_t g_state = 0x534d3221u;
inline const uint8_t kMessage[32] = {'m', 'c', 'u', 'c', 'r', 'y', 'p', 't'};

// xorshift32: a repeatable byte stream for the benchmark only.
inline mcu_status FixedBytes(void *, uint8_t *out, size_t len) {
  for (size_t i = 0; i < len; ++i) {
    g_state ^= g_state << 13;
    g_state ^= g_state >> 17;
    g_state ^= g_state << 5;
    out[i] = static_cast<uint8_t>(g_state >> 24);
  }
  return MCU_OK;
}
inline const mcu_rng kRng = {FixedBytes, nullptr};

// e = SM3(Z_A || M) with the default ID, then `use`(e): the signature or
// its check through kMul (the column's technique), what mcu_sm2_sign and
// mcu_sm2_verify do, with the multiplication named.
template <typename Use>
mcu_status WithDigest(Use use) {
  uint8_t za_m[MCU_SM2_Z_SIZE + sizeof kMessage], e[MCU_SM3_DIGEST_SIZE];
  mcu_status st = mcu_sm2_compute_z(g_pub, sizeof g_pub, nullptr, 0, za_m);
  for (size_t i = 0; i < sizeof kMessage; ++i) za_m[MCU_SM2_Z_SIZE + i] = kMessage[i];
  if (st == MCU_OK) st = mcu_sm3(za_m, sizeof za_m, e);
  return st == MCU_OK ? use(e) : st;
}

template <const mcu_ec_mul_desc *kMul>
mcu_status Sign() {
  return WithDigest([](const uint8_t *e) {
    return mcu_sm2_sign_digest_with(kMul, g_priv, sizeof g_priv, e, MCU_SM3_DIGEST_SIZE, &kRng,
                                    g_sig, sizeof g_sig);
  });
}

template <const mcu_ec_mul_desc *kMul>
mcu_status Verify() {
  return WithDigest([](const uint8_t *e) {
    return mcu_sm2_verify_digest_with(kMul, g_pub, sizeof g_pub, e, MCU_SM3_DIGEST_SIZE, g_sig,
                                      sizeof g_sig);
  });
}

inline mcu_status SetKey() {
  return mcu_sm2_generate_key(&kRng, g_priv, sizeof g_priv, g_pub, sizeof g_pub);
}

template <const mcu_ec_mul_desc *kMul>
mcu_status SetKeyAndSign() {
  const mcu_status st = SetKey();
  return st == MCU_OK ? Sign<kMul>() : st;
}

}  // namespace bench_sm2

// Two timed calls each: in mcusim with the portable field arithmetic a
// signature takes 14.3 M cycles and a verification 17.3 M on both
// Cortex-M4 boards, 17.9 M and 21.6 M on the PIC32MZ W1.
#define SM2_ROWS_IN(column, mul)                                                  \
  {"EC Signature", "SM2", mcucrypt_bench_Column_##column,                         \
   mcucrypt_bench_Operation_SIGNATURE_GENERATION, 0, 2, bench_sm2::SetKey,        \
   bench_sm2::Sign<&mul>, nullptr, nullptr, &mul, PK_FALLBACK(column)},           \
  {"EC Signature", "SM2", mcucrypt_bench_Column_##column,                         \
   mcucrypt_bench_Operation_SIGNATURE_VERIFICATION, 0, 2,                         \
   bench_sm2::SetKeyAndSign<&mul>, bench_sm2::Verify<&mul>, nullptr, nullptr, &mul,\
   PK_FALLBACK(column)}

#define SM2_ROWS SM2_ROWS_IN(SOFTWARE, mcu_sm2_mul_ct_portable)

#endif  // MCUCRYPT_BENCH_BENCH_SM2_H_
