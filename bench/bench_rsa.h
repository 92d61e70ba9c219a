// The Signature table's RSA rows for bench_firmware.cc's kCases: PKCS#1
// v1.5 signatures with SHA-256 (the private operation with CRT, blinding
// and the verify-after-sign check; verification with e = 65537) over one
// key per size made by openssl (bench_rsa_keys.inc, by gen_rsa_keys.sh), parsed in the untimed
// set-up. The digest is fixed: hashing is the Hash table's row.
#ifndef MCUCRYPT_BENCH_BENCH_RSA_H_
#define MCUCRYPT_BENCH_BENCH_RSA_H_

#include <stddef.h>
#include <stdint.h>

#include "bench/bench_software.h"
#include "bench/records.pb.h"
#include "mcucrypt/modexp.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/rsa.h"
#include "mcucrypt/sha256.h"

namespace bench_rsa {

#include "bench/bench_rsa_keys.inc"

inline mcu_rsa_private_key g_key;
inline uint8_t g_sig[512];
inline const uint8_t kDigest[32] = {0x5c, 0x1e, 0x9f, 0x30, 0x7a, 0x44, 0xd2, 0x81,
                                    0x13, 0xb6, 0x68, 0xee, 0x02, 0x9d, 0x4f, 0x75,
                                    0xa1, 0x3b, 0xc8, 0x56, 0x0f, 0xe4, 0x27, 0x99,
                                    0x6d, 0x80, 0x35, 0xfa, 0x4c, 0x17, 0xb2, 0x08};

// Blinding bytes: a benchmark wants the same work on every run, not
// secrecy (xorshift32; never a generator for keys).
inline mcu_status BenchBytes(void *, uint8_t *out, size_t len) {
  static uint32_t x = 0x2545F491u;
  for (size_t i = 0; i < len; ++i) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    out[i] = static_cast<uint8_t>(x);
  }
  return MCU_OK;
}
inline const mcu_rng kBenchRng = {BenchBytes, nullptr};

inline mcu_status Sign() {
  return mcu_rsa_pkcs1v15_sign(&g_key, &mcu_sha256_desc, kDigest, sizeof kDigest, &kBenchRng,
                               g_sig, mcu_rsa_modulus_len(&g_key.pub));
}

inline mcu_status Verify() {
  return mcu_rsa_pkcs1v15_verify(&g_key.pub, &mcu_sha256_desc, kDigest, sizeof kDigest, g_sig,
                                 mcu_rsa_modulus_len(&g_key.pub));
}

// The key's modexp names the column's technique (with a board's driver on,
// NULL would be the driver's).
template <const uint8_t *kDer, size_t kLen, const mcu_modexp_desc *kModexp>
mcu_status SetKey() {
  const mcu_status st = mcu_rsa_private_key_from_der(&g_key, kDer, kLen);
  g_key.pub.modexp = kModexp;
  return st;
}

// Verification needs a signature: the set-up makes one.
template <const uint8_t *kDer, size_t kLen, const mcu_modexp_desc *kModexp>
mcu_status SetKeyAndSign() {
  const mcu_status st = SetKey<kDer, kLen, kModexp>();
  return st == MCU_OK ? Sign() : st;
}

}  // namespace bench_rsa

// Sign and verify rows of a signature scheme whose bench namespace ns has
// SetKey<der, modexp>, SetKeyAndSign<der, modexp>, Sign and Verify (RSA
// here, DSA in bench_dsa_dh.h), in `column` through the modexp descriptor
// `me` (the record carries its impl); timed calls per row.
#define SIGNATURE_ROWS_IN(column, me, ns, row, der, sign_calls, verify_calls)                 \
  {"Signature", row, mcucrypt_bench_Column_##column,                                          \
   mcucrypt_bench_Operation_SIGNATURE_GENERATION, 0, sign_calls,                              \
   ns::SetKey<ns::der, sizeof ns::der, me>, ns::Sign, nullptr, nullptr, nullptr, nullptr, me},                  \
  {"Signature", row, mcucrypt_bench_Column_##column,                                          \
   mcucrypt_bench_Operation_SIGNATURE_VERIFICATION, 0, verify_calls,                          \
   ns::SetKeyAndSign<ns::der, sizeof ns::der, me>, ns::Verify, nullptr, nullptr, nullptr, nullptr, me}

// The Software column: the core's modexp technique (bench_software.h).
#define SIGNATURE_ROWS(ns, row, der, sign_calls, verify_calls) \
  SIGNATURE_ROWS_IN(SOFTWARE, bench_software::kModexp, ns, row, der, sign_calls, verify_calls)

#define RSA_ROWS(row, der, sign_calls, verify_calls) \
  SIGNATURE_ROWS(bench_rsa, row, der, sign_calls, verify_calls)
#define RSA_ROWS_IN(column, me, row, der, sign_calls, verify_calls) \
  SIGNATURE_ROWS_IN(column, me, bench_rsa, row, der, sign_calls, verify_calls)

#endif  // MCUCRYPT_BENCH_BENCH_RSA_H_
