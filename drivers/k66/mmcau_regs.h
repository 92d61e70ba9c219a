// The K66 MMCAU's register window (docs/accelerators.md section 1): its
// command codes, register numbers and the two ways to reach them. The base
// address is the board description's (platforms/boards.bzl, MMCAU).
//
// The MMCAU is a blocking coprocessor on the private peripheral bus: a
// command finishes inside the access that issues it, so no access here
// waits or polls (and none can hang: a stalled PPB access would stall the
// core, not return). Its only error bits are CASR.IC (illegal command) and
// CASR.DPE (DES key parity, which these drivers never ask for).
#ifndef MCUCRYPT_DRIVERS_K66_MMCAU_REGS_H_
#define MCUCRYPT_DRIVERS_K66_MMCAU_REGS_H_

#include <stdint.h>

#include "platforms/board_regs.h"

namespace mcucrypt {
namespace k66 {
namespace mmcau {

// Register numbers as command operands (section 1.2).
constexpr unsigned kCasr = 0;
constexpr unsigned kCaa = 1;
constexpr unsigned kCa0 = 2;  // CAn = kCa0 + n, n = 0..8
constexpr unsigned Ca(unsigned n) { return kCa0 + n; }
constexpr uint32_t kCasrIllegalCommand = 1u << 0;  // IC

// 9-bit command codes: opcode in bits 8:4, register or function in 3:0
// (section 1.4).
constexpr unsigned kLdr = 0x010, kStr = 0x020, kAdr = 0x030, kAdra = 0x050, kXor = 0x060,
                   kRotl = 0x070, kMvar = 0x090, kAess = 0x0A0, kAesis = 0x0B0, kAesc = 0x0C0,
                   kAesic = 0x0D0, kAesr = 0x0E0, kAesir = 0x0F0, kDesr = 0x100, kDesk = 0x110,
                   kHash = 0x120, kShs = 0x130, kMds = 0x140, kShs2 = 0x150;
// DESR flags: initial / final permutation, the key shift for the next round.
constexpr unsigned kDesIp = 8, kDesFp = 4, kDesKsl1 = 0, kDesKsl2 = 1, kDesKsr1 = 2, kDesKsr2 = 3;
constexpr unsigned kDeskDecrypt = 1;
// HASH functions: MD5 F, G, H, I; SHA-1 Parity, Ch, Maj; SHA-256 Ch(e,f,g),
// Maj(a,b,c), Sigma0(a), Sigma1(e).
constexpr unsigned kHff = 0, kHfg = 1, kHfh = 2, kHfi = 3, kHfp = 2, kHfc = 4, kHfm = 5,
                   kHf2c = 6, kHf2m = 7, kHf2s = 8, kHf2t = 9;

// One direct word carries up to three commands, each with its valid bit
// (section 1.3); a zero command slot is left out.
constexpr uint32_t Direct(unsigned c1, unsigned c2 = 0, unsigned c3 = 0) {
  return 0x80000000u | (uint32_t{c1} << 22) | (c2 != 0 ? 0x00100000u | (uint32_t{c2} << 11) : 0) |
         (c3 != 0 ? 0x00000200u | uint32_t{c3} : 0);
}

inline volatile uint32_t *Address(uint32_t offset) {
  return reinterpret_cast<volatile uint32_t *>(uintptr_t{MCU_BOARD_MMCAU_BASE} + offset);
}
// CAU_DIRECT0: issues the word's commands.
inline void Issue(uint32_t word) { *Address(0) = word; }
// The indirect space, 0x800 + ((command + register) << 2): a command with a
// data operand (LDR, ADR, XOR, ROTL, AESC, AESIC) ...
inline void Write(unsigned command, unsigned reg, uint32_t value) {
  *Address(0x800u + ((command + reg) << 2)) = value;
}
// ... and STR, the one read.
inline uint32_t Read(unsigned reg) { return *Address(0x800u + ((kStr + reg) << 2)); }

}  // namespace mmcau
}  // namespace k66
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_K66_MMCAU_REGS_H_
