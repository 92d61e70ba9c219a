// The core's assembly Montgomery multiplication and squaring
// (mont_mul_armv7m / mont_sqr_armv7m or the mips32r2 pair, MONT_BACKEND and
// MONT_SQR_BACKEND) against the portable reference in the same image:
// pseudo-random operands and moduli of 1024 to 4096 bits (and 1 to 8
// words, for both parities of n and every remainder of the column loops),
// then the edge cases: all-ones moduli, operands m - 1 (every column
// carries), 0 and 1, a modulus with top word 1. Then the whole
// exponentiation, secret and public exponents, against
// mcu_modexp_ct_mont_portable.
#include <gtest/gtest.h>

#include <vector>

#include "crypto/bignum/bignum.h"
#include "crypto/bignum/modexp_ct_mont.h"
#include "mcucrypt/modexp.h"

namespace {

using Words = std::vector<uint32_t>;
namespace bn = mcucrypt::bn;

constexpr bn::MontMul kAsm = bn::MONT_BACKEND;
constexpr bn::MontSqr kAsmSqr = bn::MONT_SQR_BACKEND;
const mcu_modexp_desc &kAsmDesc = MONT_DESC;

uint32_t Next(uint64_t *s) {  // xorshift64*: reproducible operands
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return static_cast<uint32_t>((*s * 2685821657736338717ull) >> 32);
}

Words Random(uint64_t *s, size_t n) {
  Words w(n);
  for (uint32_t &x : w) x = Next(s);
  return w;
}

// Below m: random words with the top one below m's.
Words Below(uint64_t *s, const Words &m) {
  Words w = Random(s, m.size());
  w.back() %= m.back();
  return w;
}

Words MinusOne(Words m) {
  m[0] -= 1;  // m odd
  return m;
}

void ExpectSame(const Words &a, const Words &b, const Words &m) {
  const size_t n = m.size();
  const uint32_t m0inv = bn::mont_m0inv(m[0]);
  Words want(n), got(n), t(n + 2, 0xA5A5A5A5u);
  bn::mont_mul_portable(want.data(), a.data(), b.data(), m.data(), n, m0inv, t.data());
  kAsm(got.data(), a.data(), b.data(), m.data(), n, m0inv, t.data());
  ASSERT_EQ(want, got) << "n=" << n;
}

// The squaring against the portable product a a, into r and in place.
void ExpectSameSquare(const Words &a, const Words &m) {
  const size_t n = m.size();
  const uint32_t m0inv = bn::mont_m0inv(m[0]);
  Words want(n), got(n), t(2 * n + 2, 0xA5A5A5A5u);
  bn::mont_mul_portable(want.data(), a.data(), a.data(), m.data(), n, m0inv, t.data());
  kAsmSqr(got.data(), a.data(), m.data(), n, m0inv, t.data());
  ASSERT_EQ(want, got) << "square n=" << n;
  Words in_place = a;
  t.assign(t.size(), 0x5A5A5A5Au);
  kAsmSqr(in_place.data(), in_place.data(), m.data(), n, m0inv, t.data());
  ASSERT_EQ(want, in_place) << "square in place n=" << n;
}

TEST(MontBackend, RandomOperands) {
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (size_t n : {1u, 2u, 3u, 4u, 5u, 6u, 7u, 8u, 10u, 32u, 34u, 48u, 64u, 96u, 128u}) {
    for (int k = 0; k < 4; ++k) {
      Words m = Random(&s, n);
      m[0] |= 1;
      m[n - 1] |= 1u << 31;
      if (k == 3) m[n - 1] = 1 + (m[n - 1] & 0xFF);  // short top word
      ExpectSame(Below(&s, m), Below(&s, m), m);
      ExpectSameSquare(Below(&s, m), m);
    }
  }
}

TEST(MontBackend, EdgeCases) {
  for (size_t n : {1u, 2u, 32u, 64u, 96u, 128u}) {
    Words ones(n, 0xFFFFFFFFu), top1(n, 0);
    top1[0] = 0x12345679u;
    top1[n - 1] |= 1;
    for (const Words &m : {ones, top1}) {
      const Words m1 = MinusOne(m);
      Words zero(n, 0), one(n, 0);
      one[0] = 1;
      ExpectSame(m1, m1, m);
      ExpectSame(m1, one, m);
      ExpectSame(zero, m1, m);
      ExpectSame(one, one, m);
      ExpectSameSquare(m1, m);
      ExpectSameSquare(zero, m);
      ExpectSameSquare(one, m);
    }
  }
}

TEST(MontBackend, ModexpAgainstPortable) {
  uint64_t s = 0x0123456789ABCDEFull;
  for (size_t n : {3u, 4u, 32u, 64u}) {
    Words m = Random(&s, n);
    m[0] |= 1;
    m[n - 1] |= 1u << 31;
    const Words base = Below(&s, m), exp = Random(&s, n);
    for (int secret : {0, 1}) {
      Words want(n), got(n), work(mcu_modexp_ct_mont_portable.workspace_words(n));
      ASSERT_EQ(MCU_OK, mcu_modexp_ct_mont_portable.modexp(
                            &mcu_modexp_ct_mont_portable, want.data(), base.data(), exp.data(),
                            n, m.data(), n, secret, work.data(), work.size()));
      ASSERT_EQ(work.size(), kAsmDesc.workspace_words(n));
      ASSERT_EQ(MCU_OK, kAsmDesc.modexp(&kAsmDesc, got.data(), base.data(), exp.data(), n,
                                        m.data(), n, secret, work.data(), work.size()));
      EXPECT_EQ(want, got) << "n=" << n << " secret=" << secret;
      EXPECT_EQ(Words(work.size(), 0), work) << "workspace wiped";
    }
  }
}

}  // namespace
