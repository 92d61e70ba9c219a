// CPKCL calls (cpkcl.h): the parameter block, crypto RAM and the status.
#include "drivers/sam4c/cpkcl.h"

#include "crypto/common/bytes.h"
#include "drivers/sam4c/mmio.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/platform.h"

namespace mcucrypt {
namespace sam4c {
namespace {

using namespace cpkcl_rom;  // NOLINT: the library's names

// u2Status, read afresh each time: the library writes it.
uint16_t StatusOf(const CpkclBlock *block) {
  const volatile uint8_t *p = block->bytes + kHeaderStatus;
  return static_cast<uint16_t>(p[0] | p[1] << 8);
}

int Started(void *arg) {
  return StatusOf(static_cast<const CpkclBlock *>(arg)) != kComputationNotStarted;
}

using RomEntry = void (*)(CpkclBlock *);

}  // namespace

void CpkclBlock::Set16(uint32_t offset, uint16_t value) {
  bytes[offset] = static_cast<uint8_t>(value);
  bytes[offset + 1] = static_cast<uint8_t>(value >> 8);
}

void CpkclBlock::Set32(uint32_t offset, uint32_t value) { store_le32(bytes + offset, value); }

uint16_t CryptoRamLayout::Take(size_t bytes) {
  const uint16_t near = Near(kCryptoRam + used_);
  used_ += (bytes + 3) & ~size_t{3};
  return near;
}

uint8_t *CryptoRamAt(uint16_t near) {
  return reinterpret_cast<uint8_t *>((kCryptoRam & ~uintptr_t{0xFFFF}) + near);
}

void CryptoRamPut(uint16_t near, const uint32_t *words, size_t n_words, size_t area_bytes) {
  uint8_t *p = CryptoRamAt(near);
  for (size_t i = 0; i < n_words; ++i) store_le32(p + 4 * i, words[i]);
  for (size_t i = 4 * n_words; i < area_bytes; ++i) p[i] = 0;
}

void CryptoRamGet(uint32_t *words, uint16_t near, size_t n_words) {
  const uint8_t *p = CryptoRamAt(near);
  for (size_t i = 0; i < n_words; ++i) words[i] = load_le32(p + 4 * i);
}

mcu_status CpkclAcquire() {
  const mcu_status st = mcu_platform_lock(MCU_RESOURCE_PKA, kCpkclLockTimeoutUs);
  if (st != MCU_OK) return st;
  EnableClockGate(MCU_BOARD_CPKCL_CLOCK_GATE_REG, MCU_BOARD_CPKCL_CLOCK_GATE_BIT);
  return MCU_OK;
}

void CpkclRelease(size_t used) {
  mcu_wipe(reinterpret_cast<void *>(kCryptoRam), used < kCryptoRamSize ? used : kCryptoRamSize);
  mcu_platform_unlock(MCU_RESOURCE_PKA);
}

mcu_status CpkclCall(uint32_t entry, uint8_t service, CpkclBlock *block) {
  block->bytes[kHeaderService] = service;
  block->Set16(kHeaderStatus, kComputationNotStarted);
  const RomEntry call = reinterpret_cast<RomEntry>((kJumpTable + 4u * entry) | 1u);  // Thumb
  call(block);
  const mcu_status st = mcu_platform_wait(&Started, block, kCpkclStatusTimeoutUs);
  return st != MCU_OK ? st : CpkclStatus(StatusOf(block));
}

mcu_status CpkclStatus(uint16_t status) {
  switch (status) {
    case kOk: return MCU_OK;
    case kPointAtInfinity:
    case kPointIsNotOnCurve: return MCU_ERR_INVALID_KEY;
    case kWrongSignature: return MCU_ERR_INVALID_SIGNATURE;
    case kMalformedModulus: return MCU_ERR_INVALID_ARGUMENT;
    case kComputationNotStarted: return MCU_ERR_TIMEOUT;
    default: return MCU_ERR_HARDWARE;
  }
}

}  // namespace sam4c
}  // namespace mcucrypt
