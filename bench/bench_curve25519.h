// Benchmark cases of X25519, X448, Ed25519 and Ed448 (bench_firmware.cc's
// kCases, the EC Signature and EC Key Exchange tables): fixed keys (RFC
// 8032's first test key and RFC 7748's Alice and Bob keys, also used for the
// 448 rows), a 32-byte message; a signature to verify is made in the
// untimed set-up. Key generation rows time the public-key computation (no
// random bytes drawn).
#ifndef MCUCRYPT_BENCH_BENCH_CURVE25519_H_
#define MCUCRYPT_BENCH_BENCH_CURVE25519_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/status.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"

namespace bench_curve25519 {

// Private keys: bytes of a fixed pattern are as good as any for timing
// (every operation is constant time in the secret).
inline const uint8_t *Private() {
  static uint8_t key[57];
  for (size_t i = 0; i < sizeof key; ++i) key[i] = static_cast<uint8_t>(0x9d + 7 * i);
  return key;
}

inline const uint8_t *Peer() {
  static uint8_t key[57];
  for (size_t i = 0; i < sizeof key; ++i) key[i] = static_cast<uint8_t>(0x5d + 11 * i);
  return key;
}

inline const uint8_t kMessage[32] = {'m', 'c', 'u', 'c', 'r', 'y', 'p', 't', ' ', 'b', 'e',
                              'n', 'c', 'h', 'm', 'a', 'r', 'k', ' ', 'm', 'e', 's',
                              's', 'a', 'g', 'e', ' ', '3', '2', ' ', 'B', '.'};

inline uint8_t g_public[57];
inline uint8_t g_peer_public[57];
inline uint8_t g_shared[56];
inline uint8_t g_signature[114];

// X25519 through a named multiplication (the software's in the Software
// column, a driver's in the Hardware rows): the public key is X25519(k, 9).
inline const uint8_t kBaseU[32] = {9};
template <const mcu_ec_mul_desc *kMul>
mcu_status X25519PublicKey() {
  return mcu_x25519_derive_with(kMul, g_public, Private(), kBaseU, 0);
}
inline mcu_status X25519PeerKey() { return mcu_x25519_public_key(g_peer_public, Peer()); }
template <const mcu_ec_mul_desc *kMul>
mcu_status X25519Shared() {
  return mcu_x25519_derive_with(kMul, g_shared, Private(), g_peer_public, 1);
}

inline mcu_status X448PublicKey() { return mcu_x448_public_key(g_public, Private()); }
inline mcu_status X448PeerKey() { return mcu_x448_public_key(g_peer_public, Peer()); }
inline mcu_status X448Shared() { return mcu_x448_derive(g_shared, Private(), g_peer_public, 1); }

// Signing with the key expanded once in the set-up (a device signing with
// one key does that; mcu_ed25519_sign would derive the public key again,
// a second fixed-base multiplication per signature).
inline mcu_ed25519_signing_key g_ed25519_key;
inline mcu_status Ed25519SigningKey() {
  return mcu_ed25519_signing_key_init(&g_ed25519_key, Private());
}
template <const mcu_ec_mul_desc *kMul>
mcu_status Ed25519Sign() {
  return mcu_ed25519_sign_with_key_with(kMul, g_signature, &g_ed25519_key, kMessage,
                                        sizeof kMessage);
}
template <const mcu_ec_mul_desc *kMul>
mcu_status Ed25519SignForVerifying() {
  mcu_status st = mcu_ed25519_public_key(g_public, Private());
  if (st == MCU_OK) st = Ed25519SigningKey();
  if (st == MCU_OK) st = Ed25519Sign<kMul>();
  return st;
}
template <const mcu_ec_mul_desc *kMul>
mcu_status Ed25519Verify() {
  return mcu_ed25519_verify_with(kMul, g_signature, g_public, kMessage, sizeof kMessage);
}

inline mcu_status Ed448Sign() {
  return mcu_ed448_sign(g_signature, Private(), nullptr, 0, kMessage, sizeof kMessage);
}
inline mcu_status Ed448SignForVerifying() {
  mcu_status st = mcu_ed448_public_key(g_public, Private());
  if (st == MCU_OK) st = Ed448Sign();
  return st;
}
inline mcu_status Ed448Verify() {
  return mcu_ed448_verify(g_signature, g_public, nullptr, 0, kMessage, sizeof kMessage);
}

}  // namespace bench_curve25519

// kCases rows: timed calls per row (a row is 1-8 M cycles). column:
// SOFTWARE or HARDWARE; mul: the Ed25519 or X25519 multiplication timed.
#define ED25519_ROWS_IN(column, mul)                                                          \
  {"EC Signature", "EdDSA (Ed25519)", mcucrypt_bench_Column_##column,                         \
   mcucrypt_bench_Operation_SIGNATURE_GENERATION, 0, 2, bench_curve25519::Ed25519SigningKey,  \
   bench_curve25519::Ed25519Sign<&mul>, nullptr, nullptr, &mul, PK_FALLBACK(column)},         \
  {"EC Signature", "EdDSA (Ed25519)", mcucrypt_bench_Column_##column,                         \
   mcucrypt_bench_Operation_SIGNATURE_VERIFICATION, 0, 2,                                     \
   bench_curve25519::Ed25519SignForVerifying<&mul>, bench_curve25519::Ed25519Verify<&mul>,    \
   nullptr, nullptr, &mul, PK_FALLBACK(column)}

#define X25519_ROWS_IN(column, mul)                                                           \
  {"EC Key Exchange", "ECDH (X25519)", mcucrypt_bench_Column_##column,                        \
   mcucrypt_bench_Operation_PUBLIC_KEY_GENERATION, 0, 2, nullptr,                             \
   bench_curve25519::X25519PublicKey<&mul>, nullptr, nullptr, &mul, PK_FALLBACK(column)},     \
  {"EC Key Exchange", "ECDH (X25519)", mcucrypt_bench_Column_##column,                        \
   mcucrypt_bench_Operation_SHARED_SECRET, 0, 2, bench_curve25519::X25519PeerKey,             \
   bench_curve25519::X25519Shared<&mul>, nullptr, nullptr, &mul, PK_FALLBACK(column)}

#define CURVE25519_ROWS                                                                       \
  ED25519_ROWS_IN(SOFTWARE, mcu_ed25519_mul_ct_portable),                                     \
  {"EC Signature", "EdDSA (Ed448)", mcucrypt_bench_Column_SOFTWARE,                           \
   mcucrypt_bench_Operation_SIGNATURE_GENERATION, 0, 1, nullptr, bench_curve25519::Ed448Sign}, \
  {"EC Signature", "EdDSA (Ed448)", mcucrypt_bench_Column_SOFTWARE,                           \
   mcucrypt_bench_Operation_SIGNATURE_VERIFICATION, 0, 1,                                     \
   bench_curve25519::Ed448SignForVerifying, bench_curve25519::Ed448Verify},                   \
  X25519_ROWS_IN(SOFTWARE, mcu_x25519_mul_ct_portable),                                       \
  {"EC Key Exchange", "ECDH (X448)", mcucrypt_bench_Column_SOFTWARE,                          \
   mcucrypt_bench_Operation_PUBLIC_KEY_GENERATION, 0, 1, nullptr,                             \
   bench_curve25519::X448PublicKey},                                                          \
  {"EC Key Exchange", "ECDH (X448)", mcucrypt_bench_Column_SOFTWARE,                          \
   mcucrypt_bench_Operation_SHARED_SECRET, 0, 1, bench_curve25519::X448PeerKey,               \
   bench_curve25519::X448Shared}

#endif  // MCUCRYPT_BENCH_BENCH_CURVE25519_H_
