// What each MMCAU command costs the core, in one place.
//
// No source gives per-command timing (accelerators.md §1.6 is a GAP; NXP's
// AN4307, the CAU/mmCAU API guide and the K66 reference manual's MMCAU
// chapter, as far as found, give none). The MMCAU sits on the Cortex-M4's
// private peripheral bus and holds the core until a command finishes, so
// every command stalls the access that issued it. So (issue 17) every
// command costs 1 cycle [assumption], except the one command that marks each
// operation class, whose cost is fitted to ONE seed Hardware cell
// (shared/seeds/k66_benchmark.txt, 180 MHz, 4 KiB messages, driver time
// included); every other seed Hardware cell is a check:
//   - AES: AESR/AESIR (once per round) 2 cycles, fitted to "AES128-CTR
//     Encryption" 3.829 MB/s (47.0 cycles/byte; with 1 cycle ours was 1.03x
//     the seed, 2 gives 1.01x, AESC/AESIC at 3 instead would give 0.98x);
//     AESC/AESIC 2 (a GF(2^8) matrix product plus XOR) [assumption].
//   - DES: DESR 8, fitted to "3DES-CTR Encryption" 2.264 MB/s (79.5
//     cycles/byte; CTR runs the block function back to back, CBC encryption
//     adds the mode's own serial work). With DESR at 2 ours was 1.83x.
//   - SHA-1: SHS 4, fitted to "SHA-1 Speed" 6.41 MB/s (28.1 cycles/byte;
//     0.98x, 3 would give 1.03x).
//   - SHA-256: SHS2 8, fitted to "SHA-256 Speed" 4.113 MB/s (43.8
//     cycles/byte); SHA-224 is the check.
//   - MD5: MDS stays 1: with every command at 1 cycle our driver is already
//     slower than the seed's "MD5 Speed" 13.661 MB/s (0.76x: its own stores
//     and loads, not the unit), so there is nothing to fit; the cell is a check.
// So one AES-128 block as NXP's library drives it stalls 140 cycles and one
// DES block 135 (see mmcau_test.cc, CycleCost). A stall is charged on top of
// the bus access itself, which the core model counts; a direct write of three
// commands stalls for the sum of the three.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_CYCLES_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_CYCLES_H_

#include <cstdint>

namespace sim::k66 {

// Indexed by the 5-bit opcode (command bits 8:4).
inline constexpr uint8_t kMmcauCommandCycles[32] = {
    1,  // 0x00 CNOP
    1,  // 0x01 LDR
    1,  // 0x02 STR
    1,  // 0x03 ADR
    1,  // 0x04 RADR
    1,  // 0x05 ADRA
    1,  // 0x06 XOR
    1,  // 0x07 ROTL
    1,  // 0x08 MVRA
    1,  // 0x09 MVAR
    1,  // 0x0A AESS
    1,  // 0x0B AESIS
    2,  // 0x0C AESC
    2,  // 0x0D AESIC
    2,  // 0x0E AESR (fitted)
    2,  // 0x0F AESIR (fitted)
    8,  // 0x10 DESR (fitted)
    1,  // 0x11 DESK
    1,  // 0x12 HASH
    4,  // 0x13 SHS (fitted)
    1,  // 0x14 MDS
    8,  // 0x15 SHS2 (fitted)
    1, 1, 1, 1, 1, 1, 1, 1, 1,  // 0x16..0x1E undefined
    1,  // 0x1F ILL
};

}  // namespace sim::k66

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_CYCLES_H_
