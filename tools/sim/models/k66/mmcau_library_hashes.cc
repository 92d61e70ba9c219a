// The hash half of mmcau_library_sequences.h: SHA-1, SHA-256 and MD5 blocks
// driven round by round through the CAU.
#include "tools/sim/models/k66/mmcau_library_sequences.h"

#include <cmath>

namespace sim::k66::cau {
namespace {

uint32_t LoadBigEndian(const uint8_t* p) {
  return (uint32_t{p[0]} << 24) | (uint32_t{p[1]} << 16) | (uint32_t{p[2]} << 8) | p[3];
}

uint32_t Rotl(uint32_t x, unsigned n) { return (x << n) | (x >> (32 - n)); }

// Merkle-Damgard padding: 0x80, zeros, then the bit length in 8 bytes.
std::vector<uint8_t> Pad(const std::vector<uint8_t>& message, bool big_endian_length) {
  std::vector<uint8_t> padded = message;
  padded.push_back(0x80);
  while (padded.size() % 64 != 56) padded.push_back(0);
  const uint64_t bits = uint64_t{message.size()} * 8;
  for (unsigned i = 0; i < 8; ++i) {
    const unsigned shift = big_endian_length ? 56 - 8 * i : 8 * i;
    padded.push_back(static_cast<uint8_t>(bits >> shift));
  }
  return padded;
}

std::vector<uint8_t> BigEndianBytes(const uint32_t* words, size_t count) {
  std::vector<uint8_t> bytes;
  for (size_t i = 0; i < count; ++i) {
    for (unsigned k = 0; k < 4; ++k) {
      bytes.push_back(static_cast<uint8_t>(words[i] >> (24 - 8 * k)));
    }
  }
  return bytes;
}

void Sha1Block(CauPort& cau, const uint8_t* block, uint32_t state[5]) {
  static const uint32_t kK[4] = {0x5A827999, 0x6ED9EBA1, 0x8F1BBCDC, 0xCA62C1D6};
  static const uint32_t kF[4] = {HFC, HFP, HFM, HFP};
  uint32_t w[80];
  for (unsigned t = 0; t < 16; ++t) w[t] = LoadBigEndian(block + 4 * t);
  for (unsigned t = 16; t < 80; ++t) w[t] = Rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);

  for (uint32_t i = 0; i < 5; ++i) cau.Indirect(LDR + CA0 + i, state[i]);
  cau.Indirect(LDR + CAA, Rotl(state[0], 5));
  for (unsigned t = 0; t < 80; ++t) {
    cau.Direct(TwoCommands(HASH + kF[t / 20], ADRA + CA4));
    cau.Indirect(ADR + CAA, kK[t / 20] + w[t]);
    cau.Direct(OneCommand(SHS));
  }
  for (uint32_t i = 0; i < 5; ++i) state[i] += cau.Store(CA0 + i);
}

// FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes (computed, not typed).
struct Sha256Constants {
  uint32_t k[64];
  Sha256Constants() {
    unsigned found = 0;
    for (unsigned n = 2; found < 64; ++n) {
      bool prime = true;
      for (unsigned d = 2; d * d <= n; ++d) prime = prime && (n % d != 0);
      if (!prime) continue;
      const long double root = cbrtl(static_cast<long double>(n));
      k[found++] = static_cast<uint32_t>(ldexpl(root - floorl(root), 32));
    }
  }
};

const uint32_t* Sha256RoundConstants() {
  static const Sha256Constants constants;
  return constants.k;
}

void Sha256Round(CauPort& cau, uint32_t k) {
  cau.Direct(ThreeCommands(ADRA + CA7, HASH + HF2T, HASH + HF2C));  // + h + Sigma1(e) + Ch(e,f,g)
  cau.Indirect(ADR + CAA, k);
  cau.Direct(ThreeCommands(MVAR + CA8, HASH + HF2S, HASH + HF2M));  // T1 -> CA8, + Sigma0 + Maj
  cau.Direct(OneCommand(SHS2));
}

void Sha256Block(CauPort& cau, const uint8_t* block, uint32_t state[8]) {
  const uint32_t* k = Sha256RoundConstants();
  uint32_t w[64];
  for (uint32_t i = 0; i < 8; ++i) cau.Indirect(LDR + CA0 + i, state[i]);
  for (unsigned i = 0; i < 16; ++i) {
    w[i] = LoadBigEndian(block + 4 * i);
    cau.Indirect(LDR + CAA, w[i]);
    Sha256Round(cau, k[i]);
  }
  for (unsigned i = 16; i < 64; ++i) {  // the CAU computes the schedule
    cau.Indirect(LDR + CAA, w[i - 16]);
    cau.Indirect(LDR + CA8, w[i - 15]);
    cau.Direct(OneCommand(HASH + HF2U));
    cau.Indirect(ADR + CAA, w[i - 7]);
    cau.Indirect(LDR + CA8, w[i - 2]);
    cau.Direct(OneCommand(HASH + HF2V));
    w[i] = cau.Store(CAA);
    Sha256Round(cau, k[i]);
  }
  for (uint32_t i = 0; i < 8; ++i) state[i] += cau.Store(CA0 + i);
}

void Md5Block(CauPort& cau, const uint8_t* block, uint32_t state[4]) {
  static const unsigned kShift[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23},
                                        {6, 10, 15, 21}};
  static const uint32_t kFunction[4] = {HFF, HFG, HFH, HFI};
  static const unsigned kWordStart[4] = {0, 1, 5, 0}, kWordStep[4] = {1, 5, 3, 7};
  cau.Indirect(LDR + CAA, state[0]);
  for (uint32_t i = 1; i < 4; ++i) cau.Indirect(LDR + CA0 + i, state[i]);
  for (unsigned i = 0; i < 64; ++i) {
    const unsigned round = i / 16;
    const unsigned word = (kWordStart[round] + kWordStep[round] * i) % 16;  // RFC 1321 order
    // RFC 1321: T[i+1] = floor(2^32 * |sin(i+1)|).
    const long double sine = sinl(static_cast<long double>(i + 1));
    const uint32_t t = static_cast<uint32_t>(ldexpl(fabsl(sine), 32));
    cau.Direct(OneCommand(HASH + kFunction[round]));
    // A big-endian load of the little-endian word; RADR reverses it back.
    cau.Indirect(RADR + CAA, LoadBigEndian(block + 4 * word));
    cau.Indirect(ADR + CAA, t);
    cau.Indirect(ROTL + CAA, kShift[round][i % 4]);
    cau.Direct(TwoCommands(ADRA + CA1, MDS));
  }
  state[0] += cau.Store(CAA);
  for (uint32_t i = 1; i < 4; ++i) state[i] += cau.Store(CA0 + i);
}

}  // namespace

std::vector<uint8_t> Sha1(CauPort& cau, const std::vector<uint8_t>& message) {
  uint32_t state[5] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};
  const std::vector<uint8_t> padded = Pad(message, true);
  for (size_t at = 0; at < padded.size(); at += 64) Sha1Block(cau, &padded[at], state);
  return BigEndianBytes(state, 5);
}

std::vector<uint8_t> Sha256(CauPort& cau, const std::vector<uint8_t>& message) {
  uint32_t state[8] = {0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
                       0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19};
  const std::vector<uint8_t> padded = Pad(message, true);
  for (size_t at = 0; at < padded.size(); at += 64) Sha256Block(cau, &padded[at], state);
  return BigEndianBytes(state, 8);
}

std::vector<uint8_t> Md5(CauPort& cau, const std::vector<uint8_t>& message) {
  uint32_t state[4] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476};
  const std::vector<uint8_t> padded = Pad(message, false);
  for (size_t at = 0; at < padded.size(); at += 64) Md5Block(cau, &padded[at], state);
  std::vector<uint8_t> digest;  // MD5 output is little-endian
  for (uint32_t word : state) {
    for (unsigned k = 0; k < 4; ++k) digest.push_back(static_cast<uint8_t>(word >> (8 * k)));
  }
  return digest;
}

}  // namespace sim::k66::cau
