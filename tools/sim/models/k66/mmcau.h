// Model of the NXP Kinetis K66 MMCAU (memory-mapped cryptographic
// acceleration unit), as described in /work/shared/docs/accelerators.md §1.
//
// The MMCAU is a blocking coprocessor on the private peripheral bus: every
// command runs to completion inside the access that issues it, and its cost
// comes back through TakeStallCycles() (mmcau_cycles.h).
//
// Window (offsets from 0xE0081000):
//   0x000-0x03C  DIRECT0..15, write: one word carries up to three 9-bit
//                commands, valid bits 31/20/9 (§1.3).
//   0x800 + ((command + register) << 2), for command LDR, STR, ADR, RADR,
//                XOR, ROTL, AESC, AESIC and register CASR, CAA, CA0..CA8:
//                the indirect space; STR is read, the others are written.
//
// Assumptions (documented once here; the facts are in §1):
//   - Access errors: only aligned 32-bit accesses exist. A narrower or
//     unaligned access, a read of a write-only address (DIRECT, LDR, ADR, ...),
//     a write to a read-only one (STR), and any reserved offset (0x040-0x7FF,
//     the indirect slots of other commands, register numbers 11-15) are bus
//     errors, so a driver bug faults at once instead of computing garbage.
//     The model's state is not changed by a faulting access.
//   - Direct words: each of the three slots runs when its own valid bit is
//     set, in order CMD1, CMD2, CMD3; the library always sets bit 31 with 20.
//   - CASR: only IC (bit 0) and DPE (bit 1) can be written; VER stays 2.
//     IC is sticky until software writes CASR. DPE reflects the latest
//     DESK+CP ("the CASR[DPE] reflects the DES key parity check", NXP's
//     library comment), so a good key clears it.
//   - CASR.IC is set by ILL, by opcodes 0x16-0x1E, by HASH function codes
//     12-15, by a register operand 11-15, and by a command that needs a data
//     operand (LDR, STR, ADR, RADR, XOR, ROTL, AESC, AESIC) issued through a
//     direct word, which carries none. An illegal command changes nothing
//     else, and the other commands of the same word still run.
//   - ROTL rotates left by the operand modulo 32.
//   - DES: DESK stores C and D (28 bits each) left-aligned in CA0 and CA1;
//     software never reads them back. DESK without DC also applies round 1's
//     left shift, and each DESR shifts after its round, which is what the
//     library's shift flags (KSL1, KSL2 x6, KSL1, ...) require. DESR+FP
//     swaps the halves after the round, then applies IP^-1.
//   - HASH operands follow the library's register use: MD5 F/G/H/I and SHA-1
//     Ch/Parity/Maj on (CA1, CA2, CA3); HF2C Ch(CA4,CA5,CA6); HF2M
//     Maj(CA0,CA1,CA2); HF2S Sigma0(CA0); HF2T Sigma1(CA4); HF2U sigma0(CA8);
//     HF2V sigma1(CA8); each adds to CAA.
//   - MDS (a GAP in the sources): with a in CAA and b, c, d in CA1..CA3, as
//     Freescale's ColdFire CAU MD5 code keeps them, MDS performs MD5's
//     rotation of roles: CAA <- CA3, CA3 <- CA2, CA2 <- CA1, CA1 <- CAA.
//     CA0 is unchanged (that code never uses it). mmcau_test checks that this
//     reading yields MD5.
//   - Fault injection (InjectFault): kWrongResult flips bit 0 of every STR
//     read of CAA or CA0..CA8 (the only way results leave the unit); kError
//     sets CASR.IC after every command, as an illegal command would. kHang
//     cannot be shown: a blocking coprocessor completes every command inside
//     the bus access that issues it and has no busy flag, so no driver wait
//     exists to time out (a real hang would stall the core's access itself).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_H_

#include <cstdint>
#include <string>

#include "tools/sim/peripheral.h"

namespace sim::k66 {

class Mmcau : public Peripheral {
 public:
  static constexpr uint64_t kSize = 0xB80;

  // Register numbers as command operands encode them.
  static constexpr unsigned kCasr = 0;
  static constexpr unsigned kCaa = 1;
  static constexpr unsigned kCa0 = 2;  // CAn = kCa0 + n, n = 0..8
  static constexpr unsigned kRegisterCount = 11;

  static constexpr uint32_t kCasrIllegalCommand = 1u << 0;  // IC
  static constexpr uint32_t kCasrParityError = 1u << 1;     // DPE
  static constexpr uint32_t kCasrResetValue = 0x20000000;   // VER = 2

  Mmcau();

  std::string Name() const override { return "mmcau"; }
  std::vector<TimingNote> TimingNotes() const override {
    return {{"every command stalls the core on top of its bus access: 1 cycle, but for the fitted "
             "ones below and AESC/AESIC 2",
             "assumption (mmcau_cycles.h): no per-command cycle count in the sources found "
             "(accelerators.md 1.6 GAP); MD5 (MDS 1) is a check: the driver alone is slower than the seed",
             ""},
            {"AES: AESR/AESIR 2 cycles (an AES-128 block as NXP's library drives it 140)",
             "fitted to the seed's AES128-CTR Encryption (Hardware) 3.829 MB/s", "Cipher|AES128-CTR|ENCRYPTION"},
            {"DES: DESR 8 cycles (a DES block 135)",
             "fitted to the seed's 3DES-CTR Encryption (Hardware) 2.264 MB/s", "Cipher|3DES-CTR|ENCRYPTION"},
            {"SHA-1: SHS 4 cycles", "fitted to the seed's SHA-1 Speed (Hardware) 6.41 MB/s", "Hash|SHA-1|HASH"},
            {"SHA-224/256: SHS2 8 cycles", "fitted to the seed's SHA-256 Speed (Hardware) 4.113 MB/s",
             "Hash|SHA-256|HASH"}};
  }
  uint64_t Size() const override { return kSize; }
  Access Read(uint64_t offset, unsigned width, uint32_t* value) override;
  Access Write(uint64_t offset, unsigned width, uint32_t value) override;
  uint64_t TakeStallCycles() override;
  void Reset() override;
  bool InjectFault(Fault fault) override;

 private:
  // Runs one 9-bit command. `operand` is the written word for the indirect
  // space and null for a direct word.
  void Execute(uint32_t command, const uint32_t* operand);
  void ExecuteCommand(uint32_t command, const uint32_t* operand);
  void ExecuteDirectWord(uint32_t word);
  void ExecuteDesRound(unsigned flags);
  void ExecuteDesKey(unsigned flags);
  void ExecuteHash(unsigned function);
  void ExecuteAesRows(bool inverse);

  void SetRegister(unsigned index, uint32_t value);
  uint32_t& Ca(unsigned n) { return registers_[kCa0 + n]; }
  uint32_t& Caa() { return registers_[kCaa]; }
  void FlagIllegal() { registers_[kCasr] |= kCasrIllegalCommand; }

  uint32_t registers_[kRegisterCount];
  uint64_t stall_cycles_ = 0;
  Fault fault_ = Fault::kNone;  // survives Reset()
};

}  // namespace sim::k66

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_K66_MMCAU_H_
