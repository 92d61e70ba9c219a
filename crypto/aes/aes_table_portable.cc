// T-table AES rounds in portable C++ (aes_table_core.h); aes_table.cc
// describes the tables and the schedule. VARIABLE TIME (see there).
#include "crypto/aes/aes_table_core.h"

#include "crypto/common/bytes.h"

namespace mcucrypt {
namespace aes_table {
namespace {

inline uint32_t B0(uint32_t w) { return w & 0xffu; }
inline uint32_t B1(uint32_t w) { return (w >> 8) & 0xffu; }
inline uint32_t B2(uint32_t w) { return (w >> 16) & 0xffu; }
inline uint32_t B3(uint32_t w) { return w >> 24; }

// The S-box is byte 1 of te.
inline uint32_t Sbox(const uint32_t *te, uint32_t x) { return (te[x] >> 8) & 0xffu; }

// Row r of output column c comes from input column c + r (ShiftRows).
template <unsigned Nr>
void EncryptBlock(const uint32_t *rk, const uint8_t *in, uint8_t *out,
                  const uint32_t *te) {
  uint32_t s0 = load_le32(in) ^ rk[0];
  uint32_t s1 = load_le32(in + 4) ^ rk[1];
  uint32_t s2 = load_le32(in + 8) ^ rk[2];
  uint32_t s3 = load_le32(in + 12) ^ rk[3];
  for (unsigned r = 1; r < Nr; ++r) {
    rk += 4;
    const uint32_t t0 = te[B0(s0)] ^ rotl32(te[B1(s1)], 8) ^ rotl32(te[B2(s2)], 16) ^
                        rotl32(te[B3(s3)], 24) ^ rk[0];
    const uint32_t t1 = te[B0(s1)] ^ rotl32(te[B1(s2)], 8) ^ rotl32(te[B2(s3)], 16) ^
                        rotl32(te[B3(s0)], 24) ^ rk[1];
    const uint32_t t2 = te[B0(s2)] ^ rotl32(te[B1(s3)], 8) ^ rotl32(te[B2(s0)], 16) ^
                        rotl32(te[B3(s1)], 24) ^ rk[2];
    const uint32_t t3 = te[B0(s3)] ^ rotl32(te[B1(s0)], 8) ^ rotl32(te[B2(s1)], 16) ^
                        rotl32(te[B3(s2)], 24) ^ rk[3];
    s0 = t0;
    s1 = t1;
    s2 = t2;
    s3 = t3;
  }
  rk += 4;
  const uint32_t t0 = Sbox(te, B0(s0)) ^ (Sbox(te, B1(s1)) << 8) ^ (Sbox(te, B2(s2)) << 16) ^
                      (Sbox(te, B3(s3)) << 24) ^ rk[0];
  const uint32_t t1 = Sbox(te, B0(s1)) ^ (Sbox(te, B1(s2)) << 8) ^ (Sbox(te, B2(s3)) << 16) ^
                      (Sbox(te, B3(s0)) << 24) ^ rk[1];
  const uint32_t t2 = Sbox(te, B0(s2)) ^ (Sbox(te, B1(s3)) << 8) ^ (Sbox(te, B2(s0)) << 16) ^
                      (Sbox(te, B3(s1)) << 24) ^ rk[2];
  const uint32_t t3 = Sbox(te, B0(s3)) ^ (Sbox(te, B1(s0)) << 8) ^ (Sbox(te, B2(s1)) << 16) ^
                      (Sbox(te, B3(s2)) << 24) ^ rk[3];
  store_le32(out, t0);
  store_le32(out + 4, t1);
  store_le32(out + 8, t2);
  store_le32(out + 12, t3);
}

// InvShiftRows: row r of output column c comes from input column c - r.
template <unsigned Nr>
void DecryptBlock(const uint32_t *rk, const uint8_t *in, uint8_t *out,
                  const uint32_t *td, const uint8_t *is) {
  uint32_t s0 = load_le32(in) ^ rk[0];
  uint32_t s1 = load_le32(in + 4) ^ rk[1];
  uint32_t s2 = load_le32(in + 8) ^ rk[2];
  uint32_t s3 = load_le32(in + 12) ^ rk[3];
  for (unsigned r = 1; r < Nr; ++r) {
    rk += 4;
    const uint32_t t0 = td[B0(s0)] ^ rotl32(td[B1(s3)], 8) ^ rotl32(td[B2(s2)], 16) ^
                        rotl32(td[B3(s1)], 24) ^ rk[0];
    const uint32_t t1 = td[B0(s1)] ^ rotl32(td[B1(s0)], 8) ^ rotl32(td[B2(s3)], 16) ^
                        rotl32(td[B3(s2)], 24) ^ rk[1];
    const uint32_t t2 = td[B0(s2)] ^ rotl32(td[B1(s1)], 8) ^ rotl32(td[B2(s0)], 16) ^
                        rotl32(td[B3(s3)], 24) ^ rk[2];
    const uint32_t t3 = td[B0(s3)] ^ rotl32(td[B1(s2)], 8) ^ rotl32(td[B2(s1)], 16) ^
                        rotl32(td[B3(s0)], 24) ^ rk[3];
    s0 = t0;
    s1 = t1;
    s2 = t2;
    s3 = t3;
  }
  rk += 4;
  const uint32_t t0 = static_cast<uint32_t>(is[B0(s0)]) ^ (static_cast<uint32_t>(is[B1(s3)]) << 8) ^
                      (static_cast<uint32_t>(is[B2(s2)]) << 16) ^
                      (static_cast<uint32_t>(is[B3(s1)]) << 24) ^ rk[0];
  const uint32_t t1 = static_cast<uint32_t>(is[B0(s1)]) ^ (static_cast<uint32_t>(is[B1(s0)]) << 8) ^
                      (static_cast<uint32_t>(is[B2(s3)]) << 16) ^
                      (static_cast<uint32_t>(is[B3(s2)]) << 24) ^ rk[1];
  const uint32_t t2 = static_cast<uint32_t>(is[B0(s2)]) ^ (static_cast<uint32_t>(is[B1(s1)]) << 8) ^
                      (static_cast<uint32_t>(is[B2(s0)]) << 16) ^
                      (static_cast<uint32_t>(is[B3(s3)]) << 24) ^ rk[2];
  const uint32_t t3 = static_cast<uint32_t>(is[B0(s3)]) ^ (static_cast<uint32_t>(is[B1(s2)]) << 8) ^
                      (static_cast<uint32_t>(is[B2(s1)]) << 16) ^
                      (static_cast<uint32_t>(is[B3(s0)]) << 24) ^ rk[3];
  store_le32(out, t0);
  store_le32(out + 4, t1);
  store_le32(out + 8, t2);
  store_le32(out + 12, t3);
}

template <unsigned Nr>
void EncryptBlocks(const uint32_t *rk, const uint8_t *in, uint8_t *out, size_t n,
                   const uint32_t *te) {
  for (; n != 0; --n, in += 16, out += 16) EncryptBlock<Nr>(rk, in, out, te);
}

template <unsigned Nr>
void DecryptBlocks(const uint32_t *rk, const uint8_t *in, uint8_t *out, size_t n,
                   const uint32_t *td, const uint8_t *is) {
  for (; n != 0; --n, in += 16, out += 16) DecryptBlock<Nr>(rk, in, out, td, is);
}

}  // namespace
}  // namespace aes_table
}  // namespace mcucrypt

// The round count as a template argument, as before the split: the
// compiler unrolls and schedules each.
extern "C" void mcu_aes_table_encrypt_blocks(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                             uint8_t *out, size_t n, const uint32_t *te) {
  using mcucrypt::aes_table::EncryptBlocks;
  if (nr == 10) {
    EncryptBlocks<10>(rk, in, out, n, te);
  } else if (nr == 12) {
    EncryptBlocks<12>(rk, in, out, n, te);
  } else {
    EncryptBlocks<14>(rk, in, out, n, te);
  }
}

extern "C" void mcu_aes_table_decrypt_blocks(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                             uint8_t *out, size_t n, const uint32_t *td,
                                             const uint8_t *inv_sbox) {
  using mcucrypt::aes_table::DecryptBlocks;
  if (nr == 10) {
    DecryptBlocks<10>(rk, in, out, n, td, inv_sbox);
  } else if (nr == 12) {
    DecryptBlocks<12>(rk, in, out, n, td, inv_sbox);
  } else {
    DecryptBlocks<14>(rk, in, out, n, td, inv_sbox);
  }
}
