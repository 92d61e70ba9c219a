// Behavioural model of the PIC32MZ W1 BA414E public-key engine.
//
// Facts come from docs/accelerators.md §4.2; everything marked
// [assumption] is this model's choice where no source gave the behaviour,
// kept here so a reading of the real datasheet corrects it in one place.
//
// Design: the engine answers at three address windows, so Ba414e is the
// control-register Peripheral and owns two more Peripherals for its memories:
//   Ba414e      0xBF920000  control registers (PKCONFIG ... PKVERSION)
//   Scm()       0xBF900000  shared crypto memory, 0x2000 bytes (operands)
//   Ucm()       0xBF902000  microcode memory, 0x2000 bytes
// The simulator registers all three; Attach() and Reset() on the control
// block serve the memories too (the memory windows' own Reset() does nothing).
// A simulator that owns every Peripheral it maps (Machine::AddPeripheral
// takes a unique_ptr) maps ScmHandle() and UcmHandle(): owned forwarders to
// the same windows, which must not outlive the engine.
// Addresses are the KSEG1 ones the drivers use.
//
// Registers (offsets from 0xBF920000; word access only, other widths are a
// bus error [assumption]; offsets 0x14..0xFF read 0 and ignore writes):
//   0x00 PKCONFIG  4:0 OPPTRA, 12:8 OPPTRB, 20:16 OPPTRC (slot numbers)
//   0x04 PKCOMMAND 6:0 OPERATION, 7 FIELD, 15:8 OPSIZE (64-bit words),
//                  29 SIGNA, 30 SIGNB, 31 CALCR2
//   0x08 PKCONTROL 0 START: write 1 to start; reads 1 while the engine runs
//   0x0C PKSTATUS  read only: error bits below, 16 BUSY
//   0x10 PKVERSION kVersion [assumption: HWVER/SWVER values are a GAP]
//
// Operands: slot n is at SCM + 64·n; an operand is the first OPSIZE·8 bytes
// of its slot, little-endian. Results are written as OPSIZE·8 bytes and the
// rest of the result slot is cleared [assumption]. Two-coordinate operands
// (X, Y) use the pointed slot for X and the next slot for Y [inferred from
// the slot maps in §4.2].
//
// Operations implemented (P = slot 0 unless stated; A, B, C = PKCONFIG
// pointers):
//   0x01 C = A + B mod P        0x02 C = A - B mod P     0x03 C = A·B mod P
//   0x04 C = B mod P            0x05 C = A / B mod P     0x06 C = 1 / B mod P
//   0x08 C = A·B, 2·OPSIZE·8 bytes written from slot C on (spilling into C+1
//        when OPSIZE = 8) [assumption]
//   (which operand 0x04/0x05/0x06 read is [inferred] from the later Silex
//    PK command set of the same engine family: reduce/invert take B.)
//   0x10 C = A^B mod slot 0 (RSA mod exp)
//   ECC slots: P 0, N 1, GX 2, GY 3, A 4, B 5 (curve y² = x³ + ax + b):
//   0x20 C = 2·A   0x21 C = A + B   0x22 C = B·A (B = scalar)
//   0x26 check that A is on the curve (PXNOC if not)
//   0x30 ECDSA sign, 0x31 ECDSA verify (PKCONFIG ignored): D 6, K 7, QX 8,
//        QY 9, R 10, S 11, H 12. H is used as given: the driver stores the
//        hash truncated to the order's length (leftmost bytes) and
//        byte-reversed (§4.2); the model reduces it mod N and does no bit
//        shift of its own [assumption; exact for every order whose length
//        is a whole number of bytes, which covers all curves ≤ 512 bits
//        the drivers use]. W 13, P1X 14, P1Y 15 are not written.
//   0x28 Curve25519: C = X25519(B, A) with P 0 and A24 3 taken from their
//        slots; the scalar is used as stored (the driver clamps it) and the
//        u-coordinate as stored (the driver masks bit 255).
//   0x2A Ed25519: (C, C+1) = B·(A, A+1) on -x² + y² = 1 + d·x²·y² mod P,
//        with slot 1 holding D2 = 2·d·R mod P, R = 2^(64·OPSIZE): the
//        constant the drivers store (first word 0xBE8FD3F4) is 2·d in
//        Montgomery form, not plain 2·d [inferred from its value].
//   Every other code (and FIELD = 1, SIGNA/SIGNB set, OPSIZE outside 2..8)
//   sets kStatusModelUnsupported and changes nothing [assumption].
//
// Errors [assumption for which condition raises which bit]:
//   PXNOC   an input point is not on the curve (0x20-0x22, 0x26, 0x30, 0x31,
//           0x2A)
//   PXINF   the result point is the point at infinity (its slots are zeroed;
//           for 0x28 the output u is 0); ECDSA sign with K = 0 mod N (K·G);
//           ECDSA verify with u1·G + u2·Q at infinity (with SIGINVAL)
//   CPLINVAL ECDSA verify: r or s outside [1, N-1]
//   PNINVAL modulus or order zero, or even where the operation needs odd
//           (0x03-0x06, 0x10, ECC, ECDSA)
//   SIGINVAL ECDSA verify failed; sign with r = 0 or s = 0 (or K not
//           invertible mod a composite N)
//   PABINVAL 4a³ + 27b² = 0 mod P (singular curve)
//   NONINV  0x05/0x06 divisor not invertible
//   Results are written only when no error bit is set (PXINF aside).
//   EADDR is always 0 [assumption].
//
// Microcode: UCM writes are stored and never interpreted. With
// Options::require_microcode (the default) START fails with
// kStatusModelNoMicrocode while the UCM holds only zeros, as the real
// engine cannot run without its microcode (after Reset() the UCM is clear).
//
// CALCR2: both drivers always set it. A command with CALCR2 = 0 is accepted
// only if an earlier command with CALCR2 = 1 used the same slot-0 modulus
// (the engine then reuses its R² constant) [inferred]; otherwise
// kStatusModelUnsupported.
//
// Timing [assumption; the datasheet gives none]: BUSY stays set for
// OperationCycles() core cycles after START, independent of the data
// (constant-time hardware). Results reach the SCM and the error bits reach
// PKSTATUS when BUSY clears; until then the SCM shows its old contents.
// START while BUSY is ignored; writing PKCONTROL = 0 does not abort.
// Interrupts (CRYPTO1, CRYPTO1_FAULT) are not modelled: drivers poll BUSY.
// The engine needs a Clock (Attach): with none, now() stays 0 and a started
// command never completes.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_BA414E_BA414E_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_BA414E_BA414E_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "tools/sim/peripheral.h"

namespace sim::pic32mzw1 {

namespace ba414e {

inline constexpr uint64_t kControlSize = 0x100;
inline constexpr uint64_t kScmSize = 0x2000;
inline constexpr uint64_t kUcmSize = 0x2000;
inline constexpr unsigned kSlotBytes = 64;

// Register offsets.
inline constexpr uint32_t kPkConfig = 0x00;
inline constexpr uint32_t kPkCommand = 0x04;
inline constexpr uint32_t kPkControl = 0x08;
inline constexpr uint32_t kPkStatus = 0x0C;
inline constexpr uint32_t kPkVersion = 0x10;

// PKCOMMAND fields.
inline constexpr uint32_t kCommandOperationMask = 0x7F;
inline constexpr uint32_t kCommandField = 1u << 7;
inline constexpr unsigned kCommandOpsizeShift = 8;
inline constexpr uint32_t kCommandSignA = 1u << 29;
inline constexpr uint32_t kCommandSignB = 1u << 30;
inline constexpr uint32_t kCommandCalcR2 = 1u << 31;

inline constexpr uint32_t kControlStart = 1u << 0;

// PKSTATUS bits.
inline constexpr uint32_t kStatusPxnoc = 1u << 4;
inline constexpr uint32_t kStatusPxinf = 1u << 5;
inline constexpr uint32_t kStatusCplinval = 1u << 6;
inline constexpr uint32_t kStatusPninval = 1u << 7;
inline constexpr uint32_t kStatusSiginval = 1u << 9;
inline constexpr uint32_t kStatusPabinval = 1u << 10;
inline constexpr uint32_t kStatusNoninv = 1u << 11;
inline constexpr uint32_t kStatusBusy = 1u << 16;
// Bits the real register does not define; only this model sets them.
inline constexpr uint32_t kStatusModelNoMicrocode = 1u << 13;
inline constexpr uint32_t kStatusModelUnsupported = 1u << 15;

// PKVERSION [assumption]: HWVER 1, SWVER 0.
inline constexpr uint32_t kVersion = 0x0100;

// Operation codes the model implements.
enum Operation : uint8_t {
  kOpModAdd = 0x01,
  kOpModSub = 0x02,
  kOpModMul = 0x03,
  kOpModReduce = 0x04,
  kOpModDiv = 0x05,
  kOpModInverse = 0x06,
  kOpMul = 0x08,
  kOpRsaModExp = 0x10,
  kOpEccDouble = 0x20,
  kOpEccAdd = 0x21,
  kOpEccMul = 0x22,
  kOpEccCheckPoint = 0x26,
  kOpCurve25519Mul = 0x28,
  kOpEd25519Mul = 0x2A,
  kOpEcdsaSign = 0x30,
  kOpEcdsaVerify = 0x31,
};

// Fixed slots (§4.2).
inline constexpr unsigned kSlotP = 0;
namespace ecc {
inline constexpr unsigned kP = 0, kN = 1, kGx = 2, kGy = 3, kA = 4, kB = 5;
inline constexpr unsigned kP1x = 6, kP2x = 8, kP3x = 10, kK = 12;
}  // namespace ecc
namespace ecdsa {
inline constexpr unsigned kD = 6, kK = 7, kQx = 8, kQy = 9, kR = 10, kS = 11, kH = 12;
}  // namespace ecdsa
namespace x25519 {
inline constexpr unsigned kX1 = 2, kA24 = 3, kK = 4, kX3 = 6;
}  // namespace x25519
namespace ed25519 {
inline constexpr unsigned kD2 = 1, kPx = 2, kE = 4, kCx = 6;
}  // namespace ed25519

// Busy time of one command in core cycles [assumption]. With w = OPSIZE and
// n = 64·w bits, one modular multiplication costs M = 4·w² + 24 cycles; a
// command costs 120 cycles of dispatch, plus 128·w·(w + 2) for CALCR2, plus:
//   0x01/0x02 2·w + 8           0x03 3·M      0x04 2·M      0x08 2·M
//   0x05 (n + 2)·M              0x06 n·M      0x10 (2·n + 4)·M
//   0x20 10·M   0x21 16·M       0x22 61.4·n·M [fitted]      0x26 6·M
//   0x28 21.9·n·M [fitted]      0x2A 35.8·n·M [fitted]
//   0x30 S = 35.8·n·M [fitted]  0x31 2·S + 16·M (two products of the sign's
//        kind, u1·G and u2·Q, and the addition: derived, not fitted)
// (integer arithmetic: the fitted products are rounded down). The
// inversions mod N inside 0x30/0x31 are not charged apart: the fitted S
// holds what the sign costs beyond the product.
// Timing (fitted to the PIC32MZ W1 seed page at 200 MHz, through the
// driver drivers/pic32mzw1 and the benchmark's Hardware rows; one seed cell
// per operation class, the driver's measured software time taken off):
//   0x22: "ECDH (secp256r1)" Shared Secret Computation, 7.2 ms
//   0x28: "ECDH (X25519)" Shared Secret Computation, 2.5 ms
//   0x2A: "EdDSA (Ed25519)" Generation, 4.3 ms
//   0x30: "ECDSA (secp256r1)" Signature Generation, 4.3 ms (the driver's
//         software: the nonce (RFC 6979 or the DRBG), e, the slot writes and
//         the fault check s·k = e + r·d mod n, taken off)
// The seed's ECDSA sign is faster than its ECDH (4.3 against 7.2 ms): its
// library's engine signs with a cheaper product than 0x22's (a fixed-base
// one for G, presumably), so 0x30 gets a cost of its own rather than 0x22's.
// Every other public-key Hardware cell of the page is the check (the
// report's model_check). The others are unfitted assumptions.
// Commands refused at decode (unsupported, no microcode) take 0 cycles, and
// OperationCycles() is 0 for operations the model does not implement.
inline constexpr uint64_t kEccMulTenthsPerBit = 614;
inline constexpr uint64_t kCurve25519MulTenthsPerBit = 219;
inline constexpr uint64_t kEd25519MulTenthsPerBit = 358;
inline constexpr uint64_t kEcdsaSignTenthsPerBit = 358;
uint64_t OperationCycles(uint8_t operation, unsigned opsize, bool calc_r2);

}  // namespace ba414e

class Ba414e : public Peripheral {
 public:
  struct Options {
    bool require_microcode = true;
  };

  Ba414e();
  explicit Ba414e(Options options);
  ~Ba414e() override;

  std::string Name() const override { return "pic32mzw1_ba414e"; }
  uint64_t Size() const override { return ba414e::kControlSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  void Reset() override;
  // Faults for driver tests (peripheral.h), armed until kNone: kHang leaves
  // BUSY set for good after START (arming kNone then drops the hung command,
  // results unwritten, so a test can go on [model only: the real engine has
  // no abort]); kError ends every command with PNINVAL and no results;
  // kWrongResult flips bit 0 of a command's first result byte.
  bool InjectFault(Fault fault) override;
  // The costs above, for mcusim --describe and the benchmark page.
  std::vector<TimingNote> TimingNotes() const override;

  // The SCM and UCM windows; register them with the simulator too.
  Peripheral& Scm();
  Peripheral& Ucm();
  // Owned forwarders to Scm() and Ucm(), for a simulator that takes
  // ownership of what it maps; each must not outlive this engine.
  std::unique_ptr<Peripheral> ScmHandle();
  std::unique_ptr<Peripheral> UcmHandle();

  // Why the last command set an error bit, for simulator reports ("" if none).
  const std::string& diagnostic() const { return diagnostic_; }

 private:
  class MemoryWindow;
  friend class MemoryWindow;

  // Commits a finished command (results, status) once its time has come.
  void Settle();
  void Start();
  bool MicrocodeLoaded() const;
  bool R2Available(const std::vector<uint8_t>& modulus_slot) const;

  Options options_;
  std::unique_ptr<MemoryWindow> scm_window_;
  std::unique_ptr<MemoryWindow> ucm_window_;
  std::vector<uint8_t> scm_;
  std::vector<uint8_t> ucm_;

  uint32_t config_ = 0;
  uint32_t command_ = 0;
  uint32_t status_ = 0;  // error bits visible now (BUSY is derived)

  // The running command: its outcome is computed at START and published at
  // done_at_, so the firmware sees a real busy period.
  bool busy_ = false;
  uint64_t done_at_ = 0;
  uint32_t pending_status_ = 0;
  std::vector<std::pair<size_t, std::vector<uint8_t>>> pending_writes_;  // (SCM offset, bytes)
  std::string pending_diagnostic_;
  std::string diagnostic_;

  // Slot-0 contents of the last CALCR2 = 1 command (empty: none since reset).
  std::vector<uint8_t> r2_modulus_;

  Fault fault_ = Fault::kNone;  // survives Reset()
};

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_BA414E_BA414E_H_
