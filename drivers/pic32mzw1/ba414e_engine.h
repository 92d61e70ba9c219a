// PIC32MZ W1 BA414E: one engine command at a time, as every public-key
// descriptor here uses it.
//
//   Begin() (lock, microcode) -> Put/Run/Get ... -> End() (wipe slots, unlock)
//
// Operands go in and out as big-endian byte strings (the ec_mul.h encodings)
// or little-endian ones (Curve25519), turned into the engine's little-endian
// slots here. Every wait is bounded; every PKSTATUS error bit has one status
// (StatusFor).
//
// Microcode: the engine runs nothing until its microcode memory (UCM) holds
// Microchip's microcode, which is Microchip's to ship, not ours. The
// application hands it over once, mcu_ba414e_load_microcode (pic32mz_pke.h),
// or defines mcu_ba414e_microcode_image, which Begin() asks on first use.
// Without it Begin() answers MCU_ERR_UNSUPPORTED and the descriptors run
// their software.
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_BA414E_ENGINE_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_BA414E_ENGINE_H_

#include <stddef.h>
#include <stdint.h>

#include "drivers/pic32mzw1/ba414e_regs.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace ba414e {

// Bounds on the waits. The longest command, a 512-bit point multiplication,
// takes 8.8 million engine cycles in the model fitted to the seed page
// (tools/sim/README.md), 44 ms at 200 MHz: 250 ms is far beyond any healthy
// engine.
constexpr uint32_t kCommandTimeoutUs = 250000;
constexpr uint32_t kLockTimeoutUs = 100000;

// Takes the engine (MCU_RESOURCE_PKA) and makes sure the microcode is in:
// MCU_ERR_UNSUPPORTED (engine not taken) when none was given.
mcu_status Begin();
// Zeroes every slot the driver uses (scalars, results) and unlocks.
void End();

// len bytes, big-endian, into slot n as an opsize-word operand (len <=
// 8 * opsize; zero above).
void PutBe(unsigned n, const uint8_t *be, size_t len, unsigned opsize);
// The same from little-endian bytes.
void PutLe(unsigned n, const uint8_t *le, size_t len, unsigned opsize);
// 32-bit limbs (little-endian order, as crypto/ec keeps them).
void PutLimbs(unsigned n, const uint32_t *limbs, size_t count, unsigned opsize);
// The first len bytes of slot n's operand, big- or little-endian.
void GetBe(unsigned n, uint8_t *be, size_t len);
void GetLe(unsigned n, uint8_t *le, size_t len);

// One command: C = op(A, B) with opsize 64-bit words (2..8), CALCR2 set.
// MCU_OK, the error StatusFor gives, or MCU_ERR_TIMEOUT if BUSY does not
// clear within kCommandTimeoutUs.
mcu_status Run(uint8_t op, unsigned opsize, unsigned a, unsigned b, unsigned c);
// The same, handing back PKSTATUS's error bits as they are (BUSY cleared)
// for a caller that reads them itself (ECDSA: SIGINVAL is a verdict, not a
// fault). MCU_OK once the command ended, or MCU_ERR_TIMEOUT.
mcu_status RunRaw(uint8_t op, unsigned opsize, unsigned a, unsigned b, unsigned c,
                  uint32_t *pkstatus);

// PKSTATUS error bits to a status: the result at infinity (PXINF) or an
// input point off the curve (PXNOC) -> MCU_ERR_INVALID_KEY; ECDSA's r, s out
// of range or a failed check (CPLINVAL, SIGINVAL) ->
// MCU_ERR_INVALID_SIGNATURE; parameters the engine refused (PNINVAL,
// PABINVAL, NONINV) and any bit the register does not define ->
// MCU_ERR_HARDWARE, which wins over the others (the driver validated its
// inputs, so the engine disagreeing is a fault). 0 -> MCU_OK.
mcu_status StatusFor(uint32_t pkstatus);

// Operand size in 64-bit words for a field of `bytes` bytes; 0 if the
// engine cannot take it (more than 512 bits).
inline unsigned OpsizeFor(size_t bytes) {
  const size_t words = (bytes + 7) / 8;
  return words <= kMaxOpsizeWords ? static_cast<unsigned>(words < 2 ? 2 : words) : 0;
}

}  // namespace ba414e
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_BA414E_ENGINE_H_
