// The Signature table's DSA rows and the Key Exchange table's
// Diffie-Hellman rows for bench_firmware.cc's kCases.
// DSA: FIPS 186-4 signatures over a fixed SHA-256 digest with random
// nonces (B.2.2), (1024,160), (2048,256), (3072,256), one key per size made
// by openssl (bench_dsa_keys.inc, by gen_rsa_keys.sh), parsed in the
// untimed set-up. DH: SP 800-56A key pair and shared secret over RFC 2409's
// 1024-bit MODP group and RFC 7919's ffdhe2048 (the seed rows' sizes), the
// peer key made in the set-up; the shared secret includes the peer-key
// check (y^q = 1 where q is known: ffdhe2048).
#ifndef MCUCRYPT_BENCH_BENCH_DSA_DH_H_
#define MCUCRYPT_BENCH_BENCH_DSA_DH_H_

#include <stddef.h>
#include <stdint.h>

#include "bench/bench_rsa.h"
#include "bench/records.pb.h"
#include "mcucrypt/dh.h"
#include "mcucrypt/dsa.h"

namespace bench_dsa {

#include "bench/bench_dsa_keys.inc"

inline mcu_dsa_private_key g_key;
inline mcu_dsa_public_key g_pub;
inline uint8_t g_sig[MCU_DSA_MAX_SIG_SIZE];

inline size_t SigLen() { return 2 * mcu_dsa_q_len(&g_key.params); }

inline mcu_status Sign() {
  return mcu_dsa_sign_digest(&g_key, bench_rsa::kDigest, sizeof bench_rsa::kDigest,
                             &bench_rsa::kBenchRng, g_sig, SigLen());
}

inline mcu_status Verify() {
  return mcu_dsa_verify_digest(&g_pub, bench_rsa::kDigest, sizeof bench_rsa::kDigest, g_sig,
                               SigLen());
}

// The domain's modexp names the column's technique (bench_rsa.h).
template <const uint8_t *kDer, size_t kLen, const mcu_modexp_desc *kModexp>
mcu_status SetKey() {
  const mcu_status st = mcu_dsa_private_key_from_der(&g_key, &g_pub.y, &g_pub.y_len, kDer, kLen);
  g_key.params.modexp = kModexp;
  g_pub.params = g_key.params;
  return st;
}

// Verification needs a signature: the set-up makes one.
template <const uint8_t *kDer, size_t kLen, const mcu_modexp_desc *kModexp>
mcu_status SetKeyAndSign() {
  const mcu_status st = SetKey<kDer, kLen, kModexp>();
  return st == MCU_OK ? Sign() : st;
}

}  // namespace bench_dsa

namespace bench_dh {

inline mcu_dh_params g_params;
inline uint8_t g_priv[MCU_DH_MAX_P_BYTES], g_pub[MCU_DH_MAX_P_BYTES];
inline uint8_t g_peer_priv[MCU_DH_MAX_P_BYTES], g_peer[MCU_DH_MAX_P_BYTES];
inline uint8_t g_secret[MCU_DH_MAX_P_BYTES];
inline size_t g_priv_len, g_peer_priv_len;

inline mcu_status GenerateKey() {
  return mcu_dh_generate_key(&g_params, &bench_rsa::kBenchRng, g_priv, sizeof g_priv,
                             &g_priv_len, g_pub, mcu_dh_p_len(&g_params));
}

inline mcu_status Derive() {
  size_t len = 0;
  const size_t p_len = mcu_dh_p_len(&g_params);
  return mcu_dh_derive(&g_params, g_priv, g_priv_len, g_peer, p_len, 1, g_secret,
                       sizeof g_secret, &len);
}

// The group's modexp names the column's technique (bench_rsa.h).
template <mcu_dh_group_id kGroup, const mcu_modexp_desc *kModexp>
mcu_status SetGroup() {
  const mcu_status st = mcu_dh_group(kGroup, &g_params);
  g_params.modexp = kModexp;
  return st;
}

// The shared secret needs our key pair and a peer's: the set-up makes both.
template <mcu_dh_group_id kGroup, const mcu_modexp_desc *kModexp>
mcu_status SetKeys() {
  mcu_status st = SetGroup<kGroup, kModexp>();
  if (st == MCU_OK) st = GenerateKey();
  if (st == MCU_OK) {
    st = mcu_dh_generate_key(&g_params, &bench_rsa::kBenchRng, g_peer_priv, sizeof g_peer_priv,
                             &g_peer_priv_len, g_peer, mcu_dh_p_len(&g_params));
  }
  return st;
}

}  // namespace bench_dh

// Sign and verify rows for one DSA key (SIGNATURE_ROWS: bench_rsa.h).
#define DSA_ROWS(row, der, sign_calls, verify_calls) \
  SIGNATURE_ROWS(bench_dsa, row, der, sign_calls, verify_calls)
#define DSA_ROWS_IN(column, me, row, der, sign_calls, verify_calls) \
  SIGNATURE_ROWS_IN(column, me, bench_dsa, row, der, sign_calls, verify_calls)

// Key-pair and shared-secret rows for one DH group, in `column` through the
// modexp descriptor `me`.
#define DH_ROWS_IN(column, me, row, group, calls)                                             \
  {"Key Exchange", row, mcucrypt_bench_Column_##column,                                       \
   mcucrypt_bench_Operation_PUBLIC_KEY_GENERATION, 0, calls, bench_dh::SetGroup<group, me>,   \
   bench_dh::GenerateKey, nullptr, nullptr, nullptr, nullptr, me},                                              \
  {"Key Exchange", row, mcucrypt_bench_Column_##column, mcucrypt_bench_Operation_SHARED_SECRET, \
   0, calls, bench_dh::SetKeys<group, me>, bench_dh::Derive, nullptr, nullptr, nullptr, nullptr, me}
#define DH_ROWS(row, group, calls) DH_ROWS_IN(SOFTWARE, bench_software::kModexp, row, group, calls)

#endif  // MCUCRYPT_BENCH_BENCH_DSA_DH_H_
