// What each MMCAU command costs the core, in one place.
//
// [assumption] No source gives per-command timing (accelerators.md §1.6 is a
// GAP). The MMCAU sits on the Cortex-M4's private peripheral bus and holds the
// core until a command finishes, so every command stalls the access that
// issued it. The figures below are the model's guesses, chosen so that whole
// algorithms land near the only published throughput (SEGGER emSSL: AES-128
// 8.2 MB/s, DES 11.7 MB/s with the CAU, core clock unstated):
//   - register moves and arithmetic (LDR, STR, ADR, ADRA, MVRA, ...): 1 cycle;
//   - byte substitution and row shifts (AESS, AESIS, AESR, AESIR): 1 cycle;
//   - column operations (AESC, AESIC: a GF(2^8) matrix product plus XOR): 2;
//   - a DES round (DESR: expansion, 8 S-boxes, permutation, key shift): 2;
//     DES key setup (DESK): 1;
//   - hash functions and register shifts (HASH, SHS, MDS, SHS2): 1;
//   - CNOP, ILL and undefined opcodes: 1 (the command slot is still used).
// So one AES-128 block as NXP's library drives it stalls 130 cycles and one
// DES block 39 (see mmcau_test.cc, CycleCost). A stall is charged on top of
// the bus access itself, which the core model counts; a direct write of three
// commands stalls for the sum of the three.
// A reading of the real reference manual should correct this table only.
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
    1,  // 0x0E AESR
    1,  // 0x0F AESIR
    2,  // 0x10 DESR
    1,  // 0x11 DESK
    1,  // 0x12 HASH
    1,  // 0x13 SHS
    1,  // 0x14 MDS
    1,  // 0x15 SHS2
    1, 1, 1, 1, 1, 1, 1, 1, 1,  // 0x16..0x1E undefined
    1,  // 0x1F ILL
};

}  // namespace sim::k66

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_CYCLES_H_
