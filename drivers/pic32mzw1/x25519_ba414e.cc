// mcu_x25519_mul_ba414e: X25519 (RFC 7748) in the engine's Curve25519
// point multiplication (0x28). The driver does RFC 7748's decoding: the
// scalar clamped, bit 255 of u masked; the engine reduces u mod p. Its
// result is checked to be below p (every u is on the curve or its twist, so
// a range check is all an x-only result allows). The all-zero output (a
// small-order u) is returned as it is, as the software does; X25519's API
// refuses it where asked. Without microcode the software answers.
#include <string.h>

#include "crypto/curve25519/x25519_ct_portable.h"
#include "drivers/pic32mzw1/ba414e_engine.h"
#include "drivers/pic32mzw1/curve25519_ba414e.h"
#include "drivers/pic32mzw1/pic32mz_pke.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/x25519.h"

namespace mcucrypt {
namespace ba414e {
namespace {

// (A - 2) / 4 = 121665, little-endian.
constexpr uint8_t kA24[3] = {0x41, 0xDB, 0x01};

}  // namespace

mcu_status X25519Mul(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                     const uint8_t *u, void *work) {
  if (self == nullptr || q == nullptr || k == nullptr || u == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = Begin();
  if (st == MCU_ERR_UNSUPPORTED) {
    return mcu_x25519_mul_ct_portable.mul(&mcu_x25519_mul_ct_portable, q, k, u, work);
  }
  if (st != MCU_OK) return st;
  uint8_t scalar[32], point[32];
  memcpy(scalar, k, 32);
  scalar[0] &= 248;
  scalar[31] = static_cast<uint8_t>((scalar[31] & 127) | 64);
  memcpy(point, u, 32);
  point[31] &= 127;
  PutLe(slot::kP, kP25519, sizeof kP25519, kOpsize25519);
  PutLe(slot::kA24, kA24, sizeof kA24, kOpsize25519);
  PutLe(slot::kU, point, 32, kOpsize25519);
  PutLe(slot::kK25519, scalar, 32, kOpsize25519);
  st = Run(kOpCurve25519Mul, kOpsize25519, slot::kU, slot::kK25519, slot::kU3);
  if (st == MCU_ERR_INVALID_KEY) {
    // PXINF: the multiple is the point at infinity, whose X25519 output
    // is 0 (the engine cleared the slot).
    st = MCU_OK;
  }
  if (st == MCU_OK) {
    GetLe(slot::kU3, q, 32);
    if (!BelowP25519(q)) st = MCU_ERR_HARDWARE;
  }
  End();
  mcu_wipe(scalar, sizeof scalar);
  if (st != MCU_OK) mcu_wipe(q, 32);
  return st;
}

mcu_status X25519MulBase(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                         void *work) {
  const uint8_t nine[32] = {9};
  return X25519Mul(self, q, k, nine, work);
}

}  // namespace ba414e
}  // namespace mcucrypt

extern "C" const mcu_ec_mul_desc mcu_x25519_mul_ba414e = MCU_X25519_BA414E_DESC;
