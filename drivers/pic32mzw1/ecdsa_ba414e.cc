// The BA414E's own signature operations behind the Weierstrass descriptors'
// optional hooks (mcucrypt/ec_mul.h): ECDSA sign (0x30) and verify (0x31)
// with PKCONFIG = 0 and the fixed ECDSA slots, and the modular inverse
// (0x06) mod n for SM2 signing's (1 + d)^-1. The curve goes into slots 0-5
// on every call, as for the point multiplication.
//
// Before the engine: the same checks as the software (d, k, a in [1, n - 1];
// r, s in range and q on the curve for verification). After: signing's
// result is checked by the caller (crypto/ec/ecdsa.cc: r, s in [1, n - 1]
// and s k = e + r d mod n; sm2_sign.cc: a * a^-1 = 1), not here, so every
// descriptor's hook gets the same check. PKSTATUS: verification's SIGINVAL
// (with PXINF when u1 G + u2 Q is at infinity) is the verdict
// MCU_ERR_INVALID_SIGNATURE; signing's SIGINVAL alone (r or s came out 0) asks
// for another k; any other bit, after inputs validated here, is a fault:
// MCU_ERR_HARDWARE. Without microcode every hook answers MCU_ERR_UNSUPPORTED
// and the caller runs its software.
#include "crypto/ec/ec_curve.h"
#include "crypto/ec/scalar.h"
#include "drivers/pic32mzw1/ba414e_engine.h"
#include "drivers/pic32mzw1/ec_mul_ba414e.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ba414e {

mcu_status EcdsaSign(const mcu_ec_mul_desc *self, uint8_t *sig, const uint8_t *d,
                     const uint8_t *k, const uint8_t *e, void *work) {
  const Call call = CallFor(self);
  if (call.curve == nullptr || sig == nullptr || d == nullptr || k == nullptr || e == nullptr ||
      work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const ec::Curve &c = *call.curve;
  const size_t ss = c.scalar_size;
  // A key or nonce out of range is the caller's mistake, not a secret.
  if (!ec::public_verdict(ec::scalar_in_range(c, d) & ec::scalar_in_range(c, k))) {
    mcu_wipe(sig, 2 * ss);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = Begin();
  if (st != MCU_OK) return st;  // MCU_ERR_UNSUPPORTED: the caller's software
  PutCurve(c, call.opsize);
  PutBe(slot::kEcdsaD, d, ss, call.opsize);
  PutBe(slot::kEcdsaK, k, ss, call.opsize);
  PutBe(slot::kEcdsaH, e, ss, call.opsize);
  uint32_t pkstatus = 0;
  st = RunRaw(kOpEcdsaSign, call.opsize, 0, 0, 0, &pkstatus);
  if (st == MCU_OK) {
    // r = 0 or s = 0 (odds about 2^-255): public, the caller retries.
    if (pkstatus == kStatusSiginval) {
      st = MCU_ERR_INVALID_SIGNATURE;
    } else if (pkstatus != 0) {
      st = MCU_ERR_HARDWARE;
    } else {
      GetBe(slot::kEcdsaR, sig, ss);
      GetBe(slot::kEcdsaS, sig + ss, ss);
    }
  }
  End();
  if (st != MCU_OK) mcu_wipe(sig, 2 * ss);
  return st;
}

// Public inputs: early returns are fine.
mcu_status EcdsaVerify(const mcu_ec_mul_desc *self, const uint8_t *q, const uint8_t *e,
                       const uint8_t *sig, void *work) {
  const Call call = CallFor(self);
  if (call.curve == nullptr || q == nullptr || e == nullptr || sig == nullptr ||
      work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const ec::Curve &c = *call.curve;
  const size_t ss = c.scalar_size;
  if (!OnCurve(c, q)) return MCU_ERR_INVALID_KEY;
  if (!ec::scalar_in_range(c, sig) || !ec::scalar_in_range(c, sig + ss)) {
    return MCU_ERR_INVALID_SIGNATURE;
  }
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  PutCurve(c, call.opsize);
  PutPoint(c, slot::kEcdsaQ, q, call.opsize);
  PutBe(slot::kEcdsaR, sig, ss, call.opsize);
  PutBe(slot::kEcdsaS, sig + ss, ss, call.opsize);
  PutBe(slot::kEcdsaH, e, ss, call.opsize);
  uint32_t pkstatus = 0;
  st = RunRaw(kOpEcdsaVerify, call.opsize, 0, 0, 0, &pkstatus);
  End();
  if (st != MCU_OK) return st;
  if (pkstatus == 0) return MCU_OK;
  // The verdict: SIGINVAL, with PXINF when the sum is at infinity. CPLINVAL
  // or PXNOC cannot come from the inputs checked above: a fault.
  const bool verdict = (pkstatus & kStatusSiginval) != 0 &&
                       (pkstatus & ~(kStatusSiginval | kStatusPxinf)) == 0;
  return verdict ? MCU_ERR_INVALID_SIGNATURE : MCU_ERR_HARDWARE;
}

mcu_status ScalarInv(const mcu_ec_mul_desc *self, uint8_t *out, const uint8_t *a, void *work) {
  const Call call = CallFor(self);
  if (call.curve == nullptr || out == nullptr || a == nullptr || work == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const ec::Curve &c = *call.curve;
  const size_t ss = c.scalar_size;
  if (!ec::public_verdict(ec::scalar_in_range(c, a))) {
    mcu_wipe(out, ss);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = Begin();
  if (st != MCU_OK) return st;
  // The modulus of 0x06 is slot 0: n here, not the curve's p.
  PutLimbs(slot::kP, c.n.m, c.n.limbs, call.opsize);
  PutBe(slot::kInvIn, a, ss, call.opsize);
  st = Run(kOpModInverse, call.opsize, slot::kInvIn, slot::kInvIn, slot::kInvOut);
  if (st == MCU_OK) GetBe(slot::kInvOut, out, ss);
  End();
  // a in [1, n - 1] with n prime is invertible: NONINV or any other bit is
  // a fault.
  if (st != MCU_OK && st != MCU_ERR_TIMEOUT) st = MCU_ERR_HARDWARE;
  if (st != MCU_OK) mcu_wipe(out, ss);
  return st;
}

}  // namespace ba414e
}  // namespace mcucrypt
