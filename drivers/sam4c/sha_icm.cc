// One ICM pass per call (accelerators.md section 3.2): a one-region list
// (RADDR = the blocks, EOM, RCTRL = blocks - 1) hashed from UIHVAL = the
// chaining value; the digest the ICM writes back is the new chaining value
// (all 8 words for SHA-224 too). The hash area and UIHVAL hold the state of
// a keyed hash, so both are wiped (SWRST, memory cleared) after every pass.
#include "drivers/sam4c/sha_icm.h"

#include <string.h>

#include "crypto/common/bytes.h"
#include "drivers/sam4c/icm_regs.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/platform.h"

namespace mcucrypt {
namespace sam4c {
namespace {

constexpr size_t kBlock = 64;

int PassDone(void *) {
  return (icm_regs::Read(icm_regs::kIsr) &
          (icm_regs::kRhc0 | icm_regs::kRbe0 | icm_regs::kUrad)) != 0;
}

uint32_t BusAddress(const void *p) {
  return static_cast<uint32_t>(mcu_platform_virt_to_phys(p));
}

// One pass over nblocks (1..65536) word-aligned blocks, under the lock.
mcu_status Pass(uint32_t algo, uint32_t *state, int words, const uint8_t *blocks,
                uint32_t nblocks) {
  icm_regs::RegionDescriptor desc = {BusAddress(blocks),
                                     icm_regs::kEom | icm_regs::Algo(algo), nblocks - 1, 0};
  struct alignas(128) HashArea {
    uint8_t bytes[32];
  } area;
  memset(&area, 0, sizeof area);
  icm_regs::Write(icm_regs::kCtrl, icm_regs::kSwrst);
  icm_regs::Write(icm_regs::kCfg,
                  icm_regs::Ualgo(algo) | icm_regs::kUihash | icm_regs::kSlbdis);
  icm_regs::Write(icm_regs::kDscr, BusAddress(&desc));
  icm_regs::Write(icm_regs::kHash, BusAddress(&area));
  // UIHVAL: the chaining value in byte-stream order, as little-endian words.
  for (int i = 0; i < words; ++i) {
    uint8_t be[4];
    store_be32(be, state[i]);
    icm_regs::Write(icm_regs::kUihval + 4u * static_cast<uint32_t>(i), load_le32(be));
  }
  mcu_platform_cache_clean(&desc, sizeof desc);
  mcu_platform_cache_clean(blocks, kBlock * nblocks);
  mcu_platform_cache_clean(&area, sizeof area);
  icm_regs::Write(icm_regs::kCtrl, icm_regs::kEnable);
  mcu_status st = mcu_platform_wait(&PassDone, nullptr,
                                    kIcmBaseTimeoutUs + kIcmTimeoutUsPerBlock * nblocks);
  // RBE: a bus error reading the list or the data, or writing the digest;
  // URAD: the ICM refused the configuration.
  if (st == MCU_OK &&
      (icm_regs::Read(icm_regs::kIsr) & (icm_regs::kRbe0 | icm_regs::kUrad)) != 0) {
    st = MCU_ERR_HARDWARE;
  }
  icm_regs::Write(icm_regs::kCtrl, icm_regs::kDisable);
  if (st == MCU_OK) {
    mcu_platform_cache_invalidate(&area, sizeof area);
    for (int i = 0; i < words; ++i) state[i] = load_be32(area.bytes + 4 * i);
  }
  icm_regs::Write(icm_regs::kCtrl, icm_regs::kSwrst);  // clears UIHVAL
  mcu_wipe(&area, sizeof area);
  return st;
}

mcu_status Compress(uint32_t algo, uint32_t *state, int words, const uint8_t *blocks,
                    size_t nblocks) {
  if (nblocks == 0) return MCU_OK;
  mcu_status st = mcu_platform_lock(MCU_RESOURCE_HASH, kIcmLockTimeoutUs);
  if (st != MCU_OK) return st;
  icm_regs::EnableClock();
  if (reinterpret_cast<uintptr_t>(blocks) % 4 == 0) {
    while (st == MCU_OK && nblocks != 0) {
      const uint32_t run = nblocks < icm_regs::kMaxBlocksPerRegion
                               ? static_cast<uint32_t>(nblocks)
                               : icm_regs::kMaxBlocksPerRegion;
      st = Pass(algo, state, words, blocks, run);
      blocks += kBlock * run;
      nblocks -= run;
    }
  } else {
    // [assumption] The ICM reads words, so RADDR must be word-aligned: an
    // unaligned message goes through an aligned copy, four blocks a pass.
    alignas(4) uint8_t copy[4 * kBlock];
    while (st == MCU_OK && nblocks != 0) {
      const uint32_t run = nblocks < 4 ? static_cast<uint32_t>(nblocks) : 4u;
      memcpy(copy, blocks, kBlock * run);
      st = Pass(algo, state, words, copy, run);
      blocks += kBlock * run;
      nblocks -= run;
    }
    mcu_wipe(copy, sizeof copy);
  }
  mcu_platform_unlock(MCU_RESOURCE_HASH);
  return st;
}

}  // namespace

mcu_status sha1_compress_icm(uint32_t state[5], const uint8_t *blocks, size_t nblocks) {
  return Compress(icm_regs::kSha1, state, 5, blocks, nblocks);
}

// SHA-224 is SHA-256's compression from another initial value: the same
// pass serves both.
mcu_status sha256_compress_icm(uint32_t state[8], const uint8_t *blocks, size_t nblocks) {
  return Compress(icm_regs::kSha256, state, 8, blocks, nblocks);
}

}  // namespace sam4c
}  // namespace mcucrypt
