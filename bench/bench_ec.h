// ECDSA and ECDH rows of the benchmark firmware (the seed pages' "EC
// Signature" and "EC Key Exchange" tables), included by bench_firmware.cc.
// Set-up (untimed), once per curve: a key pair from a fixed private key
// and a peer's public key. The rows of one curve run in a row (sign,
// verify, key generation, shared secret: the report files them by table
// and row name), so verification checks the sign row's last signature and
// the simulator runs no scalar multiplication twice for nothing (the big
// curves' rows take tens of millions of cycles each). Signing draws its
// nonce and key generation its key from a xorshift generator: benchmark
// data only, the cost of a real DRBG's bytes is not the curve's. Each row
// names its scalar multiplication: the software's (mcu_<curve>_mul_ct_portable)
// in the Software column, a driver's in a board's Hardware rows
// (bench_hw_<part>.h), so one image measures both.
#ifndef MCUCRYPT_BENCH_BENCH_EC_H_
#define MCUCRYPT_BENCH_BENCH_EC_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ec_mul.h"
#include "mcucrypt/ecdh.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/status.h"

namespace bench_ec {

constexpr size_t kMaxScalar = 66;  // secp521r1
constexpr mcu_ec_curve_id kNoCurve = static_cast<mcu_ec_curve_id>(0);

struct Keys {
  mcu_ec_curve_id curve;  // the curve the keys below are for
  bool signed_digest;     // sig holds a signature of kDigest under pub
  uint8_t priv[kMaxScalar];
  uint8_t pub[1 + 2 * kMaxScalar];   // SEC1 uncompressed
  uint8_t peer[1 + 2 * kMaxScalar];
  uint8_t sig[2 * kMaxScalar];
  uint8_t secret[kMaxScalar];
};
inline Keys g_keys;

// A SHA-256 digest's worth of fixed bytes: the rows time the curve.
inline const uint8_t kDigest[32] = {
    0xaf, 0x2b, 0xdb, 0xe1, 0xaa, 0x9b, 0x6e, 0xc1, 0xe2, 0xad, 0xe1, 0xd6, 0x94, 0xf4, 0x1f, 0xc7,
    0x1a, 0x83, 0x1d, 0x02, 0x68, 0xe9, 0x89, 0x15, 0x62, 0x11, 0x3d, 0x8a, 0x62, 0xad, 0xd1, 0xbf};

inline uint64_t g_state = 0x9e3779b97f4a7c15u;
inline mcu_status BenchGenerate(void *, uint8_t *out, size_t len) {
  for (size_t i = 0; i < len; ++i) {
    g_state ^= g_state << 13;
    g_state ^= g_state >> 7;
    g_state ^= g_state << 17;
    out[i] = static_cast<uint8_t>(g_state >> 24);
  }
  return MCU_OK;
}
inline const mcu_rng kBenchRng = {BenchGenerate, nullptr};

// Fixed private keys below every curve's n: 0x11.., 0x22.. with a zero
// top byte.
template <size_t kSize>
inline void FixedScalar(uint8_t *k, uint8_t fill) {
  k[0] = 0;
  for (size_t i = 1; i < kSize; ++i) k[i] = static_cast<uint8_t>(fill + i);
}

// The keys are the curve's, whichever column made them (the set-up is
// untimed), so the Software and Hardware rows of a curve share them.
template <const mcu_ec_mul_desc *kMul, size_t kSize>
mcu_status SetUpKeys() {
  if (g_keys.curve == kMul->curve) return MCU_OK;
  g_keys.signed_digest = false;
  FixedScalar<kSize>(g_keys.priv, 0x11);
  uint8_t other[kMaxScalar];
  FixedScalar<kSize>(other, 0x22);
  mcu_status st = mcu_ec_public_key_with(kMul, g_keys.priv, kSize, g_keys.pub, 1 + 2 * kSize);
  if (st == MCU_OK) st = mcu_ec_public_key_with(kMul, other, kSize, g_keys.peer, 1 + 2 * kSize);
  g_keys.curve = st == MCU_OK ? kMul->curve : kNoCurve;
  return st;
}

// Every timed call goes through kMul (the _with entry points): the
// column's technique, whatever the build's short names are.
template <const mcu_ec_mul_desc *kMul, size_t kSize>
mcu_status Sign() {
  const mcu_status st = mcu_ecdsa_sign_digest_with(kMul, g_keys.priv, kSize, kDigest,
                                                   sizeof kDigest, &kBenchRng, g_keys.sig,
                                                   2 * kSize);
  g_keys.signed_digest = st == MCU_OK;
  return st;
}

template <const mcu_ec_mul_desc *kMul, size_t kSize>
mcu_status SetUpSignature() {
  mcu_status st = SetUpKeys<kMul, kSize>();
  if (st == MCU_OK && !g_keys.signed_digest) st = Sign<kMul, kSize>();
  return st;
}

template <const mcu_ec_mul_desc *kMul, size_t kSize>
mcu_status Verify() {
  return mcu_ecdsa_verify_digest_with(kMul, g_keys.pub, 1 + 2 * kSize, kDigest, sizeof kDigest,
                                      g_keys.sig, 2 * kSize);
}

// ECDH's two halves: a fresh key pair, and the shared secret with a peer.
// Key generation replaces the pair (priv, pub), which the shared-secret
// row then uses with the same peer; the signature no longer matches pub.
template <const mcu_ec_mul_desc *kMul, size_t kSize>
mcu_status GenerateKey() {
  g_keys.signed_digest = false;
  return mcu_ec_generate_key_with(kMul, &kBenchRng, g_keys.priv, kSize, g_keys.pub,
                                  1 + 2 * kSize);
}

template <const mcu_ec_mul_desc *kMul, size_t kSize>
mcu_status SharedSecret() {
  return mcu_ecdh_shared_secret_with(kMul, g_keys.priv, kSize, g_keys.peer, 1 + 2 * kSize,
                                     g_keys.secret, kSize);
}

}  // namespace bench_ec

// Timed calls: 2 for the 256-bit curves, 1 above (tens of millions of
// cycles each with the portable arithmetic).
#define ECDSA_ROWS_IN(column, row, mul, size, iters)                                          \
  {"EC Signature", row, mcucrypt_bench_Column_##column,                                       \
   mcucrypt_bench_Operation_SIGNATURE_GENERATION, 0, iters,                                    \
   bench_ec::SetUpKeys<&mul, size>, bench_ec::Sign<&mul, size>, nullptr, nullptr, &mul, PK_FALLBACK(column)}, \
  {"EC Signature", row, mcucrypt_bench_Column_##column,                                       \
   mcucrypt_bench_Operation_SIGNATURE_VERIFICATION, 0, iters,                                  \
   bench_ec::SetUpSignature<&mul, size>, bench_ec::Verify<&mul, size>, nullptr, nullptr, &mul, PK_FALLBACK(column)}

#define ECDH_ROWS_IN(column, row, mul, size, iters)                                           \
  {"EC Key Exchange", row, mcucrypt_bench_Column_##column,                                    \
   mcucrypt_bench_Operation_PUBLIC_KEY_GENERATION, 0, iters, bench_ec::SetUpKeys<&mul, size>,  \
   bench_ec::GenerateKey<&mul, size>, nullptr, nullptr, &mul, PK_FALLBACK(column)},                        \
  {"EC Key Exchange", row, mcucrypt_bench_Column_##column,                                    \
   mcucrypt_bench_Operation_SHARED_SECRET, 0, iters, bench_ec::SetUpKeys<&mul, size>,          \
   bench_ec::SharedSecret<&mul, size>, nullptr, nullptr, &mul, PK_FALLBACK(column)}

// One curve's four rows together (the keys are set up once), in `column`
// through the scalar multiplication `mul`.
#define EC_CURVE_ROWS_IN(column, name, mul, size, iters)                                      \
  ECDSA_ROWS_IN(column, "ECDSA (" name ")", mul, size, iters),                                \
  ECDH_ROWS_IN(column, "ECDH (" name ")", mul, size, iters)

// The Software column: the portable scalar multiplication, named.
#define EC_ROWS                                                                               \
  EC_CURVE_ROWS_IN(SOFTWARE, "secp256r1", mcu_p256_mul_ct_portable, 32, 2),                   \
  EC_CURVE_ROWS_IN(SOFTWARE, "secp384r1", mcu_p384_mul_ct_portable, 48, 1),                   \
  EC_CURVE_ROWS_IN(SOFTWARE, "secp521r1", mcu_p521_mul_ct_portable, 66, 1),                   \
  EC_CURVE_ROWS_IN(SOFTWARE, "brainpoolP256r1", mcu_bp256_mul_ct_portable, 32, 2),            \
  EC_CURVE_ROWS_IN(SOFTWARE, "brainpoolP384r1", mcu_bp384_mul_ct_portable, 48, 1),            \
  EC_CURVE_ROWS_IN(SOFTWARE, "brainpoolP512r1", mcu_bp512_mul_ct_portable, 64, 1),            \
  ECDH_ROWS_IN(SOFTWARE, "ECDH (SM2)", mcu_sm2_mul_ct_portable, 32, 2)

#endif  // MCUCRYPT_BENCH_BENCH_EC_H_
