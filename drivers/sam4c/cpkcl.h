// One CPKCL ROM service call and the crypto RAM its operands live in: what
// the SAM4C public-key drivers (modexp_cpkcc.cc, ec_mul_cpkcc.cc) share.
// The library's numbers: cpkcl_rom.h.
#ifndef MCUCRYPT_DRIVERS_SAM4C_CPKCL_H_
#define MCUCRYPT_DRIVERS_SAM4C_CPKCL_H_

#include <stddef.h>
#include <stdint.h>

#include "drivers/sam4c/cpkcl_rom.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace sam4c {

// The ROM call is synchronous: when it returns, the service has finished
// and u2Status says how. A status still at "not started" after the return
// means the library never ran it (a hung or absent coprocessor); the driver
// polls it for kCpkclStatusTimeoutUs before giving up with MCU_ERR_TIMEOUT.
// [assumption] the interrupt-driven form of the library, where the call
// returns before the end, is not used.
constexpr uint32_t kCpkclStatusTimeoutUs = 1000;
constexpr uint32_t kCpkclLockTimeoutUs = 100000;

// A CPKCL_PARAM block in CPU RAM (the library reads it over the bus).
struct CpkclBlock {
  alignas(4) uint8_t bytes[cpkcl_rom::kBlockSize];
  void Set16(uint32_t offset, uint16_t value);
  void Set32(uint32_t offset, uint32_t value);
};

// Crypto RAM, filled from its start: each operand takes the next `bytes`
// (rounded up to words); Fits says whether everything asked for so far does.
class CryptoRamLayout {
 public:
  uint16_t Take(size_t bytes);
  size_t used() const { return used_; }
  bool Fits() const { return used_ <= cpkcl_rom::kCryptoRamSize; }

 private:
  size_t used_ = 0;
};

// The operand at a near pointer, as bytes the CPU writes and reads.
uint8_t *CryptoRamAt(uint16_t near);
// Little-endian words (mcucrypt's big-integer layout) in and out of crypto
// RAM: `words` words at `near`, then zeros up to `area_bytes`.
void CryptoRamPut(uint16_t near, const uint32_t *words, size_t n_words, size_t area_bytes);
void CryptoRamGet(uint32_t *words, uint16_t near, size_t n_words);

// Takes the coprocessor (MCU_RESOURCE_PKA) and its clock; Release wipes the
// first `used` bytes of crypto RAM (operands, exponents, workspaces) and
// gives the lock back.
mcu_status CpkclAcquire();
void CpkclRelease(size_t used);

// Runs the service at `entry` on `block`: names the service, marks it not
// started, calls the ROM, waits (bounded) for the status to leave "not
// started" and maps it (CpkclStatus).
mcu_status CpkclCall(uint32_t entry, uint8_t service, CpkclBlock *block);

// Every u2Status as an error code: kOk -> MCU_OK; a point at infinity or off
// the curve -> MCU_ERR_INVALID_KEY; a wrong signature ->
// MCU_ERR_INVALID_SIGNATURE; a malformed modulus -> MCU_ERR_INVALID_ARGUMENT;
// "not started" -> MCU_ERR_TIMEOUT; anything else (unknown service,
// options, operands outside RAM or crypto RAM, wrong lengths, a hardware
// issue, a bad nonce, a status the library does not document) ->
// MCU_ERR_HARDWARE.
mcu_status CpkclStatus(uint16_t status);

}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_CPKCL_H_
