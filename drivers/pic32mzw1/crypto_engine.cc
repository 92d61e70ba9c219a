// PIC32MZ W1 Crypto Engine passes (crypto_engine.h). The sequence is the one
// docs/accelerators.md section 4.1 gives ("Driver sequence, polling"), done
// once per BD and always to the end: reset, SA and BD in memory, CEBDPADDR,
// CECON on, poll CEINTSRC, CECON off.
#include "drivers/pic32mzw1/crypto_engine.h"

#include <string.h>

#include "mcucrypt/mem.h"
#include "mcucrypt/platform.h"

namespace mcucrypt {
namespace pic32mz_ce {
namespace {

int ResetDone(void *) { return (Reg(kCecon) & kCeconSwRst) == 0; }

// What the last poll of a pass saw.
struct PassStatus {
  uint32_t intsrc, stat;
};

// A BD completed (CBDIF: every BD here is its chain's last) or the bus
// failed (AREIF); or the engine refused the SA or BD, which raises no flag
// and shows only in CESTAT. CESTAT is read only while no flag is up: every
// register access is a bus cycle to an uncached SFR.
int PassDone(void *arg) {
  PassStatus *s = static_cast<PassStatus *>(arg);
  s->intsrc = Reg(kCeintsrc);
  s->stat = s->intsrc != 0 ? 0 : Reg(kCestat);
  return s->intsrc != 0 || (s->stat & kStatErrors) != 0;
}

// Back to the reset state: abandons whatever the engine still holds, so it
// can never write to the caller's stack later.
mcu_status SoftReset() {
  Reg(kCecon) = kCeconSwRst;
  return mcu_platform_wait(&ResetDone, nullptr, kResetTimeoutUs);
}

}  // namespace

uint32_t Phys(const void *p) {
  uintptr_t a = mcu_platform_virt_to_phys(p);
  if (a >= 0x80000000u && a < 0xC0000000u) a &= 0x1FFFFFFFu;
  return static_cast<uint32_t>(a);
}

// The engine is left stopped with its flags clear after every pass, and
// reset after any failure, so a use starts without a reset of its own.
mcu_status Begin() { return mcu_platform_lock(MCU_RESOURCE_CIPHER, kLockTimeoutUs); }

void End(Job *job) {
  mcu_wipe(job, sizeof *job);
  mcu_platform_unlock(MCU_RESOURCE_CIPHER);
}

mcu_status Run(Job *job, uint32_t flags, uint32_t buf_len, uint32_t msg_len, uint32_t enc_off) {
  Bd &bd = job->bd;
  const uint32_t data = Phys(job->data);
  bd.ctrl = buf_len | flags | kBdLastBd | kBdDescEn;
  bd.sa_addr = Phys(&job->sa);
  bd.src_addr = data;
  bd.dst_addr = data;
  bd.next_addr = Phys(&bd);
  bd.upd_addr = Phys(job->result);
  bd.msg_len = msg_len;
  bd.enc_off = enc_off;
  mcu_platform_cache_clean(job, sizeof *job);
  Reg(kCebdpaddr) = bd.next_addr;
  Reg(kCecon) = kCeconRun;
  PassStatus status = {0, 0};
  mcu_status st = mcu_platform_wait(&PassDone, &status, kPassTimeoutUs);
  if (st == MCU_OK && ((status.intsrc & kIntAre) != 0 || (status.stat & kStatErrors) != 0)) {
    st = MCU_ERR_HARDWARE;
  }
  if (st != MCU_OK) {
    (void)SoftReset();
    return st;
  }
  Reg(kCecon) = 0;
  Reg(kCeintsrc) = kIntAll;
  mcu_platform_cache_invalidate(job, sizeof *job);
  return MCU_OK;
}

}  // namespace pic32mz_ce
}  // namespace mcucrypt
