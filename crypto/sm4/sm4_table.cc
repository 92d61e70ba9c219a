// SM4 with a T-table: VARIABLE TIME, opt-in only (mcu_sm4_table_desc).
//
// A round is X4 = X0 ^ L(tau(X1 ^ X2 ^ X3 ^ rk)). L commutes with byte
// rotations, so L(tau(x)) is the XOR of one 1 KiB table, Te[b] = L(S[b]),
// looked up with each byte of x and rotated into that byte's place: four
// loads per round. The loads' addresses are secret bytes, so cache and bus
// timing can reveal the key; mcu_sm4_ct_desc has no such channel. On
// Cortex-M4 the block loop is Thumb-2 assembly (sm4_table_armv7m.S).
#include "crypto/common/bytes.h"
#include "crypto/sm4/sm4_internal.h"
#include "crypto/sm4/sm4_table.h"
#include "crypto/sm4/sm4_sbox.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sm4.h"

namespace mcucrypt {
namespace sm4 {
namespace {

constexpr uint32_t Linear(uint32_t b) {
  return b ^ ((b << 2) | (b >> 30)) ^ ((b << 10) | (b >> 22)) ^ ((b << 18) | (b >> 14)) ^
         ((b << 24) | (b >> 8));
}

struct TTable {
  uint32_t t[256];
};

constexpr TTable MakeTTable() {
  TTable te{};
  for (int b = 0; b < 256; ++b) te.t[b] = Linear(kSbox[b]);
  return te;
}

constexpr TTable kTe = MakeTTable();

inline uint32_t Tau(uint32_t x) {
  return (static_cast<uint32_t>(kSbox[x >> 24]) << 24) |
         (static_cast<uint32_t>(kSbox[(x >> 16) & 0xffu]) << 16) |
         (static_cast<uint32_t>(kSbox[(x >> 8) & 0xffu]) << 8) | kSbox[x & 0xffu];
}

// L(tau(x)): byte k of x (from the low end) lands rotated left by 8k.
inline uint32_t RoundT(uint32_t x) {
  return kTe.t[x & 0xffu] ^ rotl32(kTe.t[(x >> 8) & 0xffu], 8) ^
         rotl32(kTe.t[(x >> 16) & 0xffu], 16) ^ rotl32(kTe.t[x >> 24], 24);
}

// 32 rounds with round keys rk[0], rk[step], ...: step 1 encrypts, step -1
// from rk[31] decrypts. Four rounds per iteration keep X0..X3 in registers
// without moves.
inline void CryptBlock(const uint32_t *rk, int step, const uint8_t *in, uint8_t *out) {
  uint32_t x0 = load_be32(in), x1 = load_be32(in + 4), x2 = load_be32(in + 8),
           x3 = load_be32(in + 12);
  for (int r = 0; r < kRounds; r += 4) {
    x0 ^= RoundT(x1 ^ x2 ^ x3 ^ rk[0]);
    x1 ^= RoundT(x2 ^ x3 ^ x0 ^ rk[step]);
    x2 ^= RoundT(x3 ^ x0 ^ x1 ^ rk[2 * step]);
    x3 ^= RoundT(x0 ^ x1 ^ x2 ^ rk[3 * step]);
    rk += 4 * step;
  }
  // The output is (X35, X34, X33, X32): the reverse of the last four words.
  store_be32(out, x3);
  store_be32(out + 4, x2);
  store_be32(out + 8, x1);
  store_be32(out + 12, x0);
}

}  // namespace

const uint32_t *const kTableT = kTe.t;

mcu_status TableExpandKey(uint32_t *schedule, const uint8_t *key) {
  ExpandKey(schedule, key, Tau);
  return MCU_OK;
}

mcu_status TableEncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  for (size_t i = 0; i < n; ++i) CryptBlock(schedule, 1, in + 16 * i, out + 16 * i);
  return MCU_OK;
}

mcu_status TableDecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  for (size_t i = 0; i < n; ++i) CryptBlock(schedule + kRounds - 1, -1, in + 16 * i, out + 16 * i);
  return MCU_OK;
}

}  // namespace sm4
}  // namespace mcucrypt

extern "C" const mcu_block_cipher_desc mcu_sm4_table_desc = mcucrypt::sm4::kTableDesc;
