#include "drivers/sam4c/aes_engine.h"

#include "crypto/common/bytes.h"
#include "drivers/sam4c/aes_regs.h"
#include "mcucrypt/platform.h"

namespace mcucrypt {
namespace sam4c {
namespace {

int BlockDone(void *) {
  return (aes_regs::Read(aes_regs::kIsr) & (aes_regs::kDatrdy | aes_regs::kUrad)) != 0;
}

int PdcDone(void *) {
  return (aes_regs::Read(aes_regs::kIsr) & (aes_regs::kEndrx | aes_regs::kUrad)) != 0;
}

uint32_t BusAddress(const void *p) {
  return static_cast<uint32_t>(mcu_platform_virt_to_phys(p));
}

}  // namespace

mcu_status AesEngine::WaitDone() {
  const mcu_status st = mcu_platform_wait(&BlockDone, nullptr, kBlockTimeoutUs);
  if (st != MCU_OK) return st;
  // URAD: the engine refused an access of ours, so the block is not ours.
  if (aes_regs::Read(aes_regs::kIsr) & aes_regs::kUrad) return MCU_ERR_HARDWARE;
  return MCU_OK;
}

void AesEngine::SetMode(uint32_t mode_bits) {
  aes_regs::Write(aes_regs::kMr,
                  aes_regs::kCkey | start_mode_ | aes_regs::Keysize(key_words_) | mode_bits);
}

mcu_status AesEngine::Begin(uint32_t mode_bits, const uint32_t *schedule, bool pdc) {
  const mcu_status st = mcu_platform_lock(MCU_RESOURCE_CIPHER, kLockTimeoutUs);
  if (st != MCU_OK) return st;
  locked_ = true;
  key_words_ = schedule[kKeyCountWord];
  start_mode_ = pdc ? aes_regs::kSmodIdatar0 : aes_regs::kSmodAuto;
  aes_regs::EnableClock();
  aes_regs::Write(aes_regs::kCr, aes_regs::kSwrst);
  SetMode(mode_bits);
  for (uint32_t i = 0; i < key_words_; ++i) aes_regs::Write(aes_regs::kKeywr + 4 * i, schedule[i]);
  // GCM: the last key word started H = E_K(0^128); DATRDY ends it.
  if ((mode_bits & (7u << 12)) == aes_regs::kGcm) return WaitDone();
  return MCU_OK;
}

mcu_status AesEngine::End(mcu_status status) {
  if (!locked_) return status;
  aes_regs::Write(aes_regs::kCr, aes_regs::kSwrst);
  mcu_platform_unlock(MCU_RESOURCE_CIPHER);
  locked_ = false;
  return status;
}

void AesEngine::WriteIv(const uint8_t iv[16]) {
  for (uint32_t i = 0; i < 4; ++i) aes_regs::Write(aes_regs::kIvr + 4 * i, load_le32(iv + 4 * i));
}

mcu_status AesEngine::Block(const uint8_t in[16], uint8_t out[16]) {
  for (uint32_t i = 0; i < 4; ++i) {
    aes_regs::Write(aes_regs::kIdatar + 4 * i, load_le32(in + 4 * i));
  }
  const mcu_status st = WaitDone();
  if (st != MCU_OK || out == nullptr) return st;
  for (uint32_t i = 0; i < 4; ++i) store_le32(out + 4 * i, aes_regs::Read(aes_regs::kOdatar + 4 * i));
  return MCU_OK;
}

mcu_status AesEngine::Blocks(const uint8_t *in, uint8_t *out, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    const mcu_status st = Block(in + 16 * i, out + 16 * i);
    if (st != MCU_OK) return st;
  }
  return MCU_OK;
}

bool AesEngine::PdcPays(const uint8_t *in, const uint8_t *out, size_t n) {
  return n >= kPdcMinBlocks && reinterpret_cast<uintptr_t>(in) % 4 == 0 &&
         reinterpret_cast<uintptr_t>(out) % 4 == 0;
}

mcu_status AesEngine::BlocksByPdc(const uint8_t *in, uint8_t *out, size_t n) {
  constexpr size_t kMaxBlocks = aes_regs::kPdcMaxWords / 4;
  while (n != 0) {
    const size_t run = n < kMaxBlocks ? n : kMaxBlocks;
    const uint32_t words = static_cast<uint32_t>(4 * run);
    mcu_platform_cache_clean(in, 16 * run);
    mcu_platform_cache_clean(out, 16 * run);  // no dirty line may land on the output later
    aes_regs::Write(aes_regs::kRpr, BusAddress(out));
    aes_regs::Write(aes_regs::kRcr, words);
    aes_regs::Write(aes_regs::kTpr, BusAddress(in));
    aes_regs::Write(aes_regs::kTcr, words);
    aes_regs::Write(aes_regs::kPtcr, aes_regs::kRxten | aes_regs::kTxten);
    mcu_status st = mcu_platform_wait(&PdcDone, nullptr,
                                      kBlockTimeoutUs + kPdcTimeoutUsPerBlock * static_cast<uint32_t>(run));
    aes_regs::Write(aes_regs::kPtcr, aes_regs::kRxtdis | aes_regs::kTxtdis);
    if (st == MCU_OK && (aes_regs::Read(aes_regs::kIsr) & aes_regs::kUrad)) st = MCU_ERR_HARDWARE;
    if (st != MCU_OK) return st;
    mcu_platform_cache_invalidate(out, 16 * run);
    in += 16 * run;
    out += 16 * run;
    n -= run;
  }
  return MCU_OK;
}

void AesEngine::WriteGcmLengths(uint32_t aad_bytes, uint32_t text_bytes) {
  aes_regs::Write(aes_regs::kAadlenr, aad_bytes);
  aes_regs::Write(aes_regs::kClenr, text_bytes);
}

void AesEngine::ReadGhash(uint8_t out[16]) {
  for (uint32_t i = 0; i < 4; ++i) store_le32(out + 4 * i, aes_regs::Read(aes_regs::kGhashr + 4 * i));
}

void AesEngine::ClearGhash() {
  for (uint32_t i = 0; i < 4; ++i) aes_regs::Write(aes_regs::kGhashr + 4 * i, 0);
}

}  // namespace sam4c
}  // namespace mcucrypt
