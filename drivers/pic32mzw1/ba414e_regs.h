// PIC32MZ W1 BA414E public-key engine: registers, status bits and the
// operand memory (docs/accelerators.md section 4.2; the same layout the
// simulator's model, tools/sim/models/pic32mzw1_ba414e/ba414e.h, follows).
// The three windows' bases come from the board description
// (platforms/boards.bzl: BA414E, BA414E_SCM, BA414E_UCM; KSEG1, uncached).
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_BA414E_REGS_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_BA414E_REGS_H_

#include <stddef.h>
#include <stdint.h>

#include "platforms/board_regs.h"

namespace mcucrypt {
namespace ba414e {

// Control registers (offsets from MCU_BOARD_BA414E_BASE; word access).
constexpr uintptr_t kPkConfig = 0x00;   // 4:0 OPPTRA, 12:8 OPPTRB, 20:16 OPPTRC
constexpr uintptr_t kPkCommand = 0x04;  // 6:0 operation, 15:8 OPSIZE, 31 CALCR2
constexpr uintptr_t kPkControl = 0x08;  // 0 START
constexpr uintptr_t kPkStatus = 0x0C;

inline volatile uint32_t &Reg(uintptr_t offset) {
  return *reinterpret_cast<volatile uint32_t *>(uintptr_t{MCU_BOARD_BA414E_BASE} + offset);
}

constexpr unsigned kOpsizeShift = 8;
constexpr uint32_t kCalcR2 = 1u << 31;
constexpr uint32_t kStart = 1u << 0;

// PKSTATUS.
constexpr uint32_t kStatusPxnoc = 1u << 4;     // an input point is not on the curve
constexpr uint32_t kStatusPxinf = 1u << 5;     // the result is the point at infinity
constexpr uint32_t kStatusCplinval = 1u << 6;  // ECDSA: r or s out of range
constexpr uint32_t kStatusPninval = 1u << 7;   // modulus or order unusable
constexpr uint32_t kStatusSiginval = 1u << 9;  // ECDSA: signature invalid
constexpr uint32_t kStatusPabinval = 1u << 10; // singular curve (a, b)
constexpr uint32_t kStatusNoninv = 1u << 11;   // not invertible
constexpr uint32_t kStatusBusy = 1u << 16;

// Operations the driver runs.
constexpr uint8_t kOpModInverse = 0x06;  // C = 1 / B mod P (odd P)
constexpr uint8_t kOpEccAdd = 0x21;
constexpr uint8_t kOpEccMul = 0x22;
constexpr uint8_t kOpCurve25519Mul = 0x28;
constexpr uint8_t kOpEd25519Mul = 0x2A;
constexpr uint8_t kOpEcdsaSign = 0x30;    // PKCONFIG = 0: the slots below
constexpr uint8_t kOpEcdsaVerify = 0x31;

// The shared crypto memory: 64-byte slots of little-endian operands, the
// first OPSIZE * 8 bytes of each used; 512 bits is the most an operand holds.
constexpr size_t kSlotBytes = 64;
constexpr size_t kMaxOpsizeWords = 8;  // 64-bit words
constexpr size_t kUcmBytes = 0x2000;

inline volatile uint32_t *Slot(unsigned n) {
  return reinterpret_cast<volatile uint32_t *>(uintptr_t{MCU_BOARD_BA414E_SCM_BASE} +
                                               kSlotBytes * n);
}
inline volatile uint32_t *Ucm() {
  return reinterpret_cast<volatile uint32_t *>(uintptr_t{MCU_BOARD_BA414E_UCM_BASE});
}

// Fixed slots of the curve operations: the curve (P, N, G, a, b), and the
// slots this driver gives its operands and results.
namespace slot {
constexpr unsigned kP = 0, kN = 1, kGx = 2, kA = 4, kB = 5;
constexpr unsigned kPoint = 6;   // 6, 7: the input point
constexpr unsigned kScalar = 8;  // the scalar (Weierstrass, Ed25519)
constexpr unsigned kR1 = 10;     // 10, 11: a result
constexpr unsigned kR2 = 12;     // 12, 13: mul_add's second product
constexpr unsigned kSum = 14;    // 14, 15: mul_add's sum
// Curve25519 (0x28): A24 in slot 3 is fixed; u and k as this driver puts them.
constexpr unsigned kA24 = 3, kU = 2, kK25519 = 4, kU3 = 6;
// Ed25519 (0x2A): D2 in slot 1 is fixed.
constexpr unsigned kD2 = 1;
// ECDSA (0x30, 0x31; fixed slots after the curve's 0-5): private key D,
// nonce K, public point QX/QY, signature R/S, the hash H (e, already
// truncated to the order's length and reduced by the caller).
constexpr unsigned kEcdsaD = 6, kEcdsaK = 7, kEcdsaQ = 8, kEcdsaR = 10, kEcdsaS = 11,
                   kEcdsaH = 12;
// Modular inverse (0x06): the modulus in slot 0 (kP), B and C as this driver
// puts them.
constexpr unsigned kInvIn = 2, kInvOut = 3;
constexpr unsigned kLast = 15;  // every slot the driver writes is below 16
}  // namespace slot

}  // namespace ba414e
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_BA414E_REGS_H_
