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

#include "mcucrypt/sm2.h"

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

inline mcu_status Sign() {
  return mcu_sm2_sign(g_priv, sizeof g_priv, g_pub, sizeof g_pub, nullptr, 0, kMessage,
                      sizeof kMessage, &kRng, g_sig, sizeof g_sig);
}

inline mcu_status Verify() {
  return mcu_sm2_verify(g_pub, sizeof g_pub, nullptr, 0, kMessage, sizeof kMessage, g_sig,
                        sizeof g_sig);
}

inline mcu_status SetKey() {
  return mcu_sm2_generate_key(&kRng, g_priv, sizeof g_priv, g_pub, sizeof g_pub);
}

inline mcu_status SetKeyAndSign() {
  const mcu_status st = SetKey();
  return st == MCU_OK ? Sign() : st;
}

}  // namespace bench_sm2

// Two timed calls each: in mcusim with the portable field arithmetic a
// signature takes 14.3 M cycles and a verification 17.3 M on both
// Cortex-M4 boards, 17.9 M and 21.6 M on the PIC32MZ W1.
#define SM2_ROWS                                                                 \
  {"EC Signature", "SM2", mcucrypt_bench_Column_SOFTWARE,                        \
   mcucrypt_bench_Operation_SIGNATURE_GENERATION, 0, 2, bench_sm2::SetKey,       \
   bench_sm2::Sign},                                                             \
  {"EC Signature", "SM2", mcucrypt_bench_Column_SOFTWARE,                        \
   mcucrypt_bench_Operation_SIGNATURE_VERIFICATION, 0, 2, bench_sm2::SetKeyAndSign, \
   bench_sm2::Verify}

#endif  // MCUCRYPT_BENCH_BENCH_SM2_H_
