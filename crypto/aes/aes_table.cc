// T-table AES (FIPS 197), one 1 KiB table per direction: each round is
// sixteen lookups of a column's contribution to MixColumns(SubBytes(x)),
// rotated into place. Decryption is the equivalent inverse cipher (FIPS 197
// section 5.3.5), with its own schedule.
//
// VARIABLE TIME. Every lookup is indexed by a secret byte, so which cache
// line or bus cycle is touched depends on the key and the data: a classic
// cache-timing channel. This backend is an explicit opt-in
// (--//crypto/aes:backend=//crypto/aes:aes_table_default), never the default;
// its descriptors say constant_time = 0. The key expansion uses the S-box
// table too.
//
// Columns are little-endian words: row r of a column is byte r (bits
// 8r..8r+7), so loads need no byte swap on the (little-endian) board cores.
// The schedule holds the 4(Nr+1) encryption words at [0, 60) and the
// decryption words at [60, 120).
#include "crypto/aes/aes_table.h"

#include "crypto/aes/aes_table_core.h"

#include "crypto/common/bytes.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace aes_table {
namespace {

constexpr size_t kDecOffset = 60;

// --- Tables, computed by the compiler from the definitions -----------------

constexpr uint8_t Xtime(uint8_t a) {
  return static_cast<uint8_t>((a << 1) ^ ((a & 0x80) ? 0x1b : 0x00));
}

constexpr uint8_t GfMul(uint8_t a, uint8_t b) {
  uint8_t r = 0;
  for (int i = 0; i < 8; ++i) {
    if (b & 1) r = static_cast<uint8_t>(r ^ a);
    a = Xtime(a);
    b = static_cast<uint8_t>(b >> 1);
  }
  return r;
}

// x^254 = x^-1 in GF(2^8), 0 for 0 (FIPS 197 section 5.1.1).
constexpr uint8_t GfInv(uint8_t x) {
  uint8_t r = 1;
  for (int i = 0; i < 254; ++i) r = GfMul(r, x);
  return r;
}

constexpr uint8_t Rotl8(uint8_t x, int n) {
  return static_cast<uint8_t>((x << n) | (x >> (8 - n)));
}

constexpr uint8_t SboxValue(uint8_t x) {
  const uint8_t b = GfInv(x);
  return static_cast<uint8_t>(b ^ Rotl8(b, 1) ^ Rotl8(b, 2) ^ Rotl8(b, 3) ^ Rotl8(b, 4) ^ 0x63);
}

struct Tables {
  // te[x]: column (2s, s, s, 3s) for s = S(x), rows 0..3 as bytes 0..3.
  // Byte 1 is S(x) itself, which the last round uses.
  uint32_t te[256];
  // td[x]: column (14s, 9s, 13s, 11s) for s = S^-1(x).
  uint32_t td[256];
  uint8_t inv_sbox[256];
};

constexpr uint32_t Column(uint8_t r0, uint8_t r1, uint8_t r2, uint8_t r3) {
  return static_cast<uint32_t>(r0) | (static_cast<uint32_t>(r1) << 8) |
         (static_cast<uint32_t>(r2) << 16) | (static_cast<uint32_t>(r3) << 24);
}

constexpr Tables MakeTables() {
  Tables t{};
  for (int i = 0; i < 256; ++i) {
    const uint8_t s = SboxValue(static_cast<uint8_t>(i));
    t.te[i] = Column(GfMul(s, 2), s, s, GfMul(s, 3));
    t.inv_sbox[s] = static_cast<uint8_t>(i);
  }
  for (int i = 0; i < 256; ++i) {
    const uint8_t s = t.inv_sbox[i];
    t.td[i] = Column(GfMul(s, 14), GfMul(s, 9), GfMul(s, 13), GfMul(s, 11));
  }
  return t;
}

constexpr Tables kTables = MakeTables();

inline uint32_t B0(uint32_t w) { return w & 0xffu; }
inline uint32_t B1(uint32_t w) { return (w >> 8) & 0xffu; }
inline uint32_t B2(uint32_t w) { return (w >> 16) & 0xffu; }
inline uint32_t B3(uint32_t w) { return w >> 24; }

inline uint32_t Sbox(uint32_t x) { return (kTables.te[x] >> 8) & 0xffu; }

// --- Key expansion (FIPS 197 section 5.2) ----------------------------------

uint32_t SubWord(uint32_t w) {
  return Sbox(B0(w)) | (Sbox(B1(w)) << 8) | (Sbox(B2(w)) << 16) | (Sbox(B3(w)) << 24);
}

// 2, 4 and 8 times each byte of w, then the InvMixColumns matrix on the
// column: row r gets 14 a_r + 11 a_(r+1) + 13 a_(r+2) + 9 a_(r+3).
uint32_t Xtime4(uint32_t w) {
  return ((w & 0x7f7f7f7fu) << 1) ^ (((w >> 7) & 0x01010101u) * 0x1bu);
}

uint32_t InvMixColumn(uint32_t w) {
  const uint32_t x2 = Xtime4(w), x4 = Xtime4(x2), x8 = Xtime4(x4);
  return (x8 ^ x4 ^ x2) ^ rotr32(x8 ^ x2 ^ w, 8) ^ rotr32(x8 ^ x4 ^ w, 16) ^ rotr32(x8 ^ w, 24);
}

template <unsigned Nk, unsigned Nr>
mcu_status ExpandKey(uint32_t *schedule, const uint8_t *key) {
  uint32_t *w = schedule;
  for (unsigned i = 0; i < Nk; ++i) w[i] = load_le32(key + 4 * i);
  uint32_t rcon = 1;
  for (unsigned i = Nk; i < 4 * (Nr + 1); ++i) {
    uint32_t t = w[i - 1];
    if (i % Nk == 0) {
      t = SubWord(rotr32(t, 8)) ^ rcon;  // RotWord: byte 1 moves to byte 0
      rcon = (rcon << 1) ^ ((rcon >> 7) * 0x11bu);
    } else if (Nk > 6 && i % Nk == 4) {
      t = SubWord(t);
    }
    w[i] = w[i - Nk] ^ t;
  }
  // Equivalent inverse cipher: round keys in reverse order, the inner ones
  // through InvMixColumns.
  uint32_t *d = schedule + kDecOffset;
  for (unsigned r = 0; r <= Nr; ++r) {
    for (unsigned c = 0; c < 4; ++c) {
      const uint32_t k = w[4 * (Nr - r) + c];
      d[4 * r + c] = (r == 0 || r == Nr) ? k : InvMixColumn(k);
    }
  }
  return MCU_OK;
}

template <unsigned Nr>
void EncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  mcu_aes_table_encrypt_blocks(schedule, Nr, in, out, n, kTables.te);
}

template <unsigned Nr>
void DecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n) {
  mcu_aes_table_decrypt_blocks(schedule + kDecOffset, Nr, in, out, n, kTables.td,
                               kTables.inv_sbox);
}

}  // namespace

mcu_status ExpandKey128(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<4, 10>(schedule, key);
}
mcu_status ExpandKey192(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<6, 12>(schedule, key);
}
mcu_status ExpandKey256(uint32_t *schedule, const uint8_t *key) {
  return ExpandKey<8, 14>(schedule, key);
}
mcu_status Encrypt128(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  EncryptBlocks<10>(s, in, out, n);
  return MCU_OK;
}
mcu_status Encrypt192(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  EncryptBlocks<12>(s, in, out, n);
  return MCU_OK;
}
mcu_status Encrypt256(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  EncryptBlocks<14>(s, in, out, n);
  return MCU_OK;
}
mcu_status Decrypt128(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  DecryptBlocks<10>(s, in, out, n);
  return MCU_OK;
}
mcu_status Decrypt192(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  DecryptBlocks<12>(s, in, out, n);
  return MCU_OK;
}
mcu_status Decrypt256(const uint32_t *s, const uint8_t *in, uint8_t *out, size_t n) {
  DecryptBlocks<14>(s, in, out, n);
  return MCU_OK;
}

}  // namespace aes_table
}  // namespace mcucrypt

extern "C" {
const mcu_block_cipher_desc mcu_aes128_table_desc = MCU_AES_TABLE_DESC(128);
const mcu_block_cipher_desc mcu_aes192_table_desc = MCU_AES_TABLE_DESC(192);
const mcu_block_cipher_desc mcu_aes256_table_desc = MCU_AES_TABLE_DESC(256);
}
