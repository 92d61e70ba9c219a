// The port, AES and DES halves of mmcau_library_sequences.h.
#include "tools/sim/models/k66/mmcau_library_sequences.h"

#include "gtest/gtest.h"

namespace sim::k66::cau {
namespace {

uint32_t LoadBigEndian(const uint8_t* p) {
  return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3];
}

void StoreBigEndian(uint32_t word, uint8_t* p) {
  for (unsigned i = 0; i < 4; ++i) p[i] = static_cast<uint8_t>(word >> (24 - 8 * i));
}

uint32_t Rotl(uint32_t x, unsigned n) { return (x << n) | (x >> (32 - n)); }

// SubWord through the CAU, as the library's key expansion does it.
uint32_t SubWordOnCaa(CauPort& cau, uint32_t word) {
  cau.Indirect(LDR + CAA, word);
  cau.Direct(OneCommand(AESS + CAA));
  return cau.Store(CAA);
}

// The four column registers, loaded or stored as the library's STM/LDM does.
void LoadState(CauPort& cau, const uint32_t state[4]) {
  for (uint32_t c = 0; c < 4; ++c) cau.Indirect(LDR + CA0 + c, state[c]);
}

// The library writes a round's two direct words with one STM: DIRECT0, DIRECT1.
void AesForwardSubstituteAndShift(CauPort& cau) {
  cau.Direct(ThreeCommands(AESS + CA0, AESS + CA1, AESS + CA2), 0);
  cau.Direct(TwoCommands(AESS + CA3, AESR), 1);
}

void AesInverseShiftAndSubstitute(CauPort& cau) {
  cau.Direct(ThreeCommands(AESIR, AESIS + CA3, AESIS + CA2), 0);
  cau.Direct(TwoCommands(AESIS + CA1, AESIS + CA0), 1);
}

void DesLoad(CauPort& cau, const uint8_t in[8], const uint8_t key[8]) {
  cau.Indirect(LDR + CA0, LoadBigEndian(key));
  cau.Indirect(LDR + CA1, LoadBigEndian(key + 4));
  cau.Indirect(LDR + CA2, LoadBigEndian(in));
  cau.Indirect(LDR + CA3, LoadBigEndian(in + 4));
}

// 17 commands in six direct words; `encrypt` picks the left shifts, else the right
// ones and DESK+DC (accelerators.md §1.5).
void DesRun(CauPort& cau, bool encrypt) {
  const uint32_t key = encrypt ? DESK : DESK + DC;
  const uint32_t one = DESR + (encrypt ? KSL1 : KSR1);
  const uint32_t two = DESR + (encrypt ? KSL2 : KSR2);
  cau.Direct(ThreeCommands(key, one + IP, two));
  cau.Direct(ThreeCommands(two, two, two));
  cau.Direct(ThreeCommands(two, two, one));
  cau.Direct(ThreeCommands(two, two, two));
  cau.Direct(ThreeCommands(two, two, two));
  cau.Direct(TwoCommands(one, DESR + FP));
}

void DesStoreResult(CauPort& cau, uint8_t out[8]) {
  StoreBigEndian(cau.Store(CA2), out);
  StoreBigEndian(cau.Store(CA3), out + 4);
}

}  // namespace

void CauPort::Direct(uint32_t word, unsigned n) {
  EXPECT_EQ(Access::kOk, cau_->Write(DirectOffset(n), 4, word)) << "DIRECT" << n;
}

void CauPort::Indirect(uint32_t command_plus_register, uint32_t value) {
  EXPECT_EQ(Access::kOk, cau_->Write(IndirectOffset(command_plus_register), 4, value))
      << "indirect command 0x" << std::hex << command_plus_register;
}

uint32_t CauPort::Store(uint32_t reg) {
  uint32_t value = 0;
  EXPECT_EQ(Access::kOk, cau_->Read(IndirectOffset(STR + reg), 4, &value)) << "STR " << reg;
  return value;
}

std::vector<uint32_t> AesSetKey(CauPort& cau, const uint8_t* key, size_t key_bytes) {
  static const uint32_t kRcon[10] = {0x01000000, 0x02000000, 0x04000000, 0x08000000,
                                     0x10000000, 0x20000000, 0x40000000, 0x80000000,
                                     0x1B000000, 0x36000000};
  const size_t nk = key_bytes / 4;
  const size_t total = 4 * (nk + 7);  // 4 * (nr + 1), nr = nk + 6
  std::vector<uint32_t> w(total);
  for (size_t i = 0; i < nk; ++i) w[i] = LoadBigEndian(key + 4 * i);
  for (size_t i = nk; i < total; ++i) {
    uint32_t temp = w[i - 1];
    if (i % nk == 0) {
      temp = SubWordOnCaa(cau, Rotl(temp, 8)) ^ kRcon[i / nk - 1];
    } else if (nk > 6 && i % nk == 4) {
      temp = SubWordOnCaa(cau, temp);
    }
    w[i] = w[i - nk] ^ temp;
  }
  return w;
}

void AesEncrypt(CauPort& cau, const uint8_t in[16], const std::vector<uint32_t>& schedule,
                uint8_t out[16]) {
  const size_t rounds = schedule.size() / 4 - 1;
  uint32_t state[4];
  for (unsigned c = 0; c < 4; ++c) state[c] = LoadBigEndian(in + 4 * c) ^ schedule[c];
  LoadState(cau, state);
  for (size_t round = 1; round < rounds; ++round) {
    AesForwardSubstituteAndShift(cau);
    for (uint32_t c = 0; c < 4; ++c) cau.Indirect(AESC + CA0 + c, schedule[4 * round + c]);
  }
  AesForwardSubstituteAndShift(cau);
  for (uint32_t c = 0; c < 4; ++c) {
    StoreBigEndian(cau.Store(CA0 + c) ^ schedule[4 * rounds + c], out + 4 * c);
  }
}

void AesDecrypt(CauPort& cau, const uint8_t in[16], const std::vector<uint32_t>& schedule,
                uint8_t out[16]) {
  const size_t rounds = schedule.size() / 4 - 1;
  uint32_t state[4];
  for (unsigned c = 0; c < 4; ++c) {
    state[c] = LoadBigEndian(in + 4 * c) ^ schedule[4 * rounds + c];
  }
  LoadState(cau, state);
  for (size_t round = rounds - 1; round > 0; --round) {
    AesInverseShiftAndSubstitute(cau);
    for (uint32_t c = 0; c < 4; ++c) cau.Indirect(AESIC + CA0 + c, schedule[4 * round + c]);
  }
  AesInverseShiftAndSubstitute(cau);
  for (uint32_t c = 0; c < 4; ++c) StoreBigEndian(cau.Store(CA0 + c) ^ schedule[c], out + 4 * c);
}

bool DesKeyParityOk(CauPort& cau, const uint8_t key[8]) {
  cau.Indirect(LDR + CA0, LoadBigEndian(key));
  cau.Indirect(LDR + CA1, LoadBigEndian(key + 4));
  cau.Direct(OneCommand(DESK + CP));
  return (cau.Store(CASR) & 0x2) == 0;  // CASR.DPE
}

void DesEncrypt(CauPort& cau, const uint8_t in[8], const uint8_t key[8], uint8_t out[8]) {
  DesLoad(cau, in, key);
  DesRun(cau, /*encrypt=*/true);
  DesStoreResult(cau, out);
}

void DesDecrypt(CauPort& cau, const uint8_t in[8], const uint8_t key[8], uint8_t out[8]) {
  DesLoad(cau, in, key);
  DesRun(cau, /*encrypt=*/false);
  DesStoreResult(cau, out);
}

}  // namespace sim::k66::cau
