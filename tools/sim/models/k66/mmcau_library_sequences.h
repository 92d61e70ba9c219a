// Drives an MMCAU model through its registers with the command sequences
// NXP's mmCAU library uses (accelerators.md §1.5), for the model's tests.
//
// Everything here comes from the document, not from mmcau.h: the command
// codes (§1.4), the address rule (§1.2) and the direct-word encoding (§1.3),
// so a wrong constant in the model cannot be hidden by sharing it.
// Software does what the library does in software: byte order, key-schedule
// bookkeeping, message padding and the SHA-1 message schedule.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_LIBRARY_SEQUENCES_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_LIBRARY_SEQUENCES_H_

#include <cstddef>
#include <cstdint>
#include <vector>

#include "tools/sim/peripheral.h"

namespace sim::k66::cau {

// Commands (9 bits; register or function in bits 3:0).
enum Command : uint32_t {
  CNOP = 0x000, LDR = 0x010, STR = 0x020, ADR = 0x030, RADR = 0x040, ADRA = 0x050,
  XOR = 0x060, ROTL = 0x070, MVRA = 0x080, MVAR = 0x090, AESS = 0x0A0, AESIS = 0x0B0,
  AESC = 0x0C0, AESIC = 0x0D0, AESR = 0x0E0, AESIR = 0x0F0, DESR = 0x100, DESK = 0x110,
  HASH = 0x120, SHS = 0x130, MDS = 0x140, SHS2 = 0x150, ILL = 0x1F0,
};
enum Register : uint32_t { CASR = 0, CAA = 1, CA0 = 2, CA1, CA2, CA3, CA4, CA5, CA6, CA7, CA8 };
enum DesFlags : uint32_t { IP = 8, FP = 4, KSL1 = 0, KSL2 = 1, KSR1 = 2, KSR2 = 3, DC = 1, CP = 2 };
enum HashFunction : uint32_t {
  HFF = 0, HFG = 1, HFH = 2, HFI = 3, HFP = 2, HFC = 4, HFM = 5,
  HF2C = 6, HF2M = 7, HF2S = 8, HF2T = 9, HF2U = 10, HF2V = 11,
};

constexpr uint32_t OneCommand(uint32_t c1) { return 0x80000000u | c1 << 22; }
constexpr uint32_t TwoCommands(uint32_t c1, uint32_t c2) {
  return 0x80100000u | c1 << 22 | c2 << 11;
}
constexpr uint32_t ThreeCommands(uint32_t c1, uint32_t c2, uint32_t c3) {
  return 0x80100200u | c1 << 22 | c2 << 11 | c3;
}

// Offsets from the CAU base 0xE0081000.
constexpr uint64_t DirectOffset(unsigned n) { return 4u * n; }  // CAU_DIRECT0..15
constexpr uint64_t IndirectOffset(uint32_t command_plus_register) {
  return 0x800u + (uint64_t{command_plus_register} << 2);
}

// Register accesses that must all succeed (a bus error fails the test).
class CauPort {
 public:
  explicit CauPort(Peripheral* cau) : cau_(cau) {}
  void Direct(uint32_t word, unsigned n = 0);
  void Indirect(uint32_t command_plus_register, uint32_t value);  // e.g. LDR + CA0
  uint32_t Store(uint32_t reg);                                   // reads STR + reg

 private:
  Peripheral* cau_;
};

// AES: key schedule of 4*(nr+1) big-endian words (key expansion with AESS on
// CAA), then one block at a time.
std::vector<uint32_t> AesSetKey(CauPort& cau, const uint8_t* key, size_t key_bytes);
void AesEncrypt(CauPort& cau, const uint8_t in[16], const std::vector<uint32_t>& schedule,
                uint8_t out[16]);
void AesDecrypt(CauPort& cau, const uint8_t in[16], const std::vector<uint32_t>& schedule,
                uint8_t out[16]);

// DES: parity check (true = every byte odd) and one block each way.
bool DesKeyParityOk(CauPort& cau, const uint8_t key[8]);
void DesEncrypt(CauPort& cau, const uint8_t in[8], const uint8_t key[8], uint8_t out[8]);
void DesDecrypt(CauPort& cau, const uint8_t in[8], const uint8_t key[8], uint8_t out[8]);

// Whole-message hashes: software pads, every block goes through the CAU.
std::vector<uint8_t> Sha1(CauPort& cau, const std::vector<uint8_t>& message);
std::vector<uint8_t> Sha256(CauPort& cau, const std::vector<uint8_t>& message);
// MD5 with CAU commands, in the register use of Freescale's ColdFire CAU
// library (a in CAA, b..d in CA1..CA3, MDS after each step); the Cortex-M4
// library runs MD5 on the CPU instead.
std::vector<uint8_t> Md5(CauPort& cau, const std::vector<uint8_t>& message);

}  // namespace sim::k66::cau

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_LIBRARY_SEQUENCES_H_
