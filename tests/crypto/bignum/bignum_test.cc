// Big-integer basics and Montgomery arithmetic against Python-computed
// known answers (modexp_vectors.inc, from gen_vectors.py): byte
// conversions, add/sub/compare, mod_reduce of operands up to twice the
// modulus' size, mod_mul, Montgomery constants.
#include "crypto/bignum/bignum.h"

#include <gtest/gtest.h>

#include <utility>

#include "tests/crypto/bignum/bignum_testing.h"
#include "tests/support/test_rng.h"

namespace {

using namespace mcucrypt;

#include "tests/crypto/bignum/modexp_vectors.inc"

TEST(Bignum, FromToBigEndian) {
  const std::vector<uint8_t> in = FromHex("0102030405060708090a");
  uint32_t x[3];
  ASSERT_EQ(MCU_OK, bn::from_be(x, 3, in.data(), in.size()));
  EXPECT_EQ(0x0708090au, x[0]);
  EXPECT_EQ(0x03040506u, x[1]);
  EXPECT_EQ(0x00000102u, x[2]);
  uint8_t out[12];
  EXPECT_EQ(0xFFFFFFFFu, bn::to_be(out, sizeof out, x, 3));
  EXPECT_EQ("00000102030405060708090a", ToHex(out, sizeof out));
  EXPECT_EQ(0xFFFFFFFFu, bn::to_be(out, 10, x, 3));
  EXPECT_EQ("0102030405060708090a", ToHex(out, 10));
  EXPECT_EQ(0u, bn::to_be(out, 9, x, 3));  // does not fit
  // Leading zero bytes beyond the words are fine, anything else is not.
  const std::vector<uint8_t> padded = FromHex("0000000000000000ffffffff");
  EXPECT_EQ(MCU_OK, bn::from_be(x, 1, padded.data(), padded.size()));
  EXPECT_EQ(0xFFFFFFFFu, x[0]);
  const std::vector<uint8_t> big = FromHex("0100000000");
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, bn::from_be(x, 1, big.data(), big.size()));
}

TEST(Bignum, AddSubCompare) {
  std::vector<uint32_t> a = Words("ffffffffffffffff"), b = Words("0000000000000001"), r(2);
  EXPECT_EQ(1u, bn::add(r.data(), a.data(), b.data(), 2));
  EXPECT_EQ("0000000000000000", Hex(r));
  EXPECT_EQ(1u, bn::sub(r.data(), b.data(), a.data(), 2));
  EXPECT_EQ("0000000000000002", Hex(r));
  EXPECT_EQ(0u, bn::sub(r.data(), a.data(), b.data(), 2));
  EXPECT_EQ("fffffffffffffffe", Hex(r));
  EXPECT_EQ(0xFFFFFFFFu, bn::lt_mask(b.data(), a.data(), 2));
  EXPECT_EQ(0u, bn::lt_mask(a.data(), b.data(), 2));
  EXPECT_EQ(0u, bn::lt_mask(a.data(), a.data(), 2));
  EXPECT_EQ(0u, bn::is_zero_mask(b.data(), 2));
  bn::zero(r.data(), 2);
  EXPECT_EQ(0xFFFFFFFFu, bn::is_zero_mask(r.data(), 2));
  bn::cond_copy(0, r.data(), a.data(), 2);
  EXPECT_EQ("0000000000000000", Hex(r));
  bn::cond_copy(0xFFFFFFFFu, r.data(), a.data(), 2);
  EXPECT_EQ(Hex(a), Hex(r));
  EXPECT_EQ(64u, bn::bit_length_vartime(a.data(), 2));
  EXPECT_EQ(1u, bn::bit_length_vartime(b.data(), 2));
}

TEST(Bignum, MontgomeryInverse) {
  Rng rng(1);
  for (int i = 0; i < 1000; ++i) {
    const uint32_t m0 = static_cast<uint32_t>(rng.Next()) | 1u;
    EXPECT_EQ(0xFFFFFFFFu, m0 * bn::mont_m0inv(m0)) << m0;  // m0 * (-m0^-1) = -1
  }
}

TEST(Bignum, ModReduce) {
  for (const ReduceVector &v : kReduceVectors) {
    const std::vector<uint32_t> m = Words(v.m), a = Words(v.a);
    const size_t n = m.size();
    std::vector<uint32_t> r(n), t(5 * n + 2);
    bn::mod_reduce(r.data(), a.data(), a.size(), m.data(), n, t.data());
    EXPECT_EQ(v.result, Hex(r)) << v.m;
    EXPECT_EQ(0xFFFFFFFFu, bn::is_zero_mask(t.data(), t.size())) << "workspace wiped";
  }
}

TEST(Bignum, ModMul) {
  for (const MulVector &v : kMulVectors) {
    const std::vector<uint32_t> m = Words(v.m), a = Words(v.a), b = Words(v.b);
    const size_t n = m.size();
    std::vector<uint32_t> r(n), t(3 * n + 2);
    bn::mod_mul(r.data(), a.data(), b.data(), m.data(), n, t.data());
    EXPECT_EQ(v.result, Hex(r)) << v.m;
  }
}

using Inverse = uint32_t (*)(uint32_t *, const uint32_t *, const uint32_t *, size_t, uint32_t *);

// Both inverses (binary Euclid, 4n words of workspace; optimized binary
// GCD, 9n + 4) against the known answers.
void CheckInverse(Inverse inverse, size_t (*work_words)(size_t)) {
  for (const InverseVector &v : kInverseVectors) {
    const std::vector<uint32_t> m = Words(v.m), x = Words(v.x);
    const size_t n = m.size();
    std::vector<uint32_t> r(n, 0xAAAAAAAAu), t(work_words(n), 0x55555555u);
    const uint32_t ok = inverse(r.data(), x.data(), m.data(), n, t.data());
    if (v.inverse[0] == '\0') {
      EXPECT_EQ(0u, ok) << v.m << " " << v.x;
      EXPECT_EQ(0xFFFFFFFFu, bn::is_zero_mask(r.data(), n));
    } else {
      EXPECT_EQ(0xFFFFFFFFu, ok) << v.m << " " << v.x;
      EXPECT_EQ(v.inverse, Hex(r)) << v.m << " " << v.x;
    }
    EXPECT_EQ(0xFFFFFFFFu, bn::is_zero_mask(t.data(), t.size())) << "workspace wiped";
  }
}

TEST(Bignum, ModInverse) {
  CheckInverse(bn::mod_inverse_odd, [](size_t n) { return 4 * n; });
}

TEST(Bignum, ModInverseBinGcd) {
  CheckInverse(bn::mod_inverse_bingcd, [](size_t n) { return 9 * n + 4; });
}

// The optimized binary GCD against the binary Euclid on pseudo-random odd
// moduli of 1 to 128 words (x < m, x = 1, x = m - 1, and moduli of one
// top bit or all-ones, whose approximations sit at word edges).
TEST(Bignum, ModInverseBinGcdAgainstBinary) {
  uint32_t s = 0x2545F491u;
  auto next = [&s] {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  };
  int compared = 0;
  for (size_t n : {1u, 2u, 3u, 5u, 8u, 17u, 32u, 64u, 128u}) {
    for (int k = 0; k < 12; ++k) {
      std::vector<uint32_t> m(n), x(n);
      for (size_t i = 0; i < n; ++i) m[i] = next(), x[i] = next();
      m[0] |= 1;
      if (k == 1) m.assign(n, 0xFFFFFFFFu);
      if (k == 2) m[n - 1] = 1;
      if (m[n - 1] == 0) m[n - 1] = 1;
      x[n - 1] %= m[n - 1];
      if (k == 3) x.assign(n, 0), x[0] = 1;
      if (k == 4) x = m, x[0] -= 1;
      std::vector<uint32_t> want(n), got(n), t4(4 * n), t9(9 * n + 4);
      const uint32_t ok_want = bn::mod_inverse_odd(want.data(), x.data(), m.data(), n, t4.data());
      const uint32_t ok_got = bn::mod_inverse_bingcd(got.data(), x.data(), m.data(), n, t9.data());
      ASSERT_EQ(ok_want, ok_got) << "n=" << n << " k=" << k;
      ASSERT_EQ(want, got) << "n=" << n << " k=" << k;
      ++compared;
      if (n > 32 && k > 4) break;  // the large sizes: edge cases and a few random
    }
  }
  EXPECT_EQ(96, compared);
}

// The textbook Jacobi symbol (reduction and reciprocity on machine words),
// the binary multi-word one's reference.
int JacobiReference(uint64_t a, uint64_t n) {
  int t = 1;
  a %= n;
  while (a != 0) {
    while (a % 2 == 0) {
      a /= 2;
      if (n % 8 == 3 || n % 8 == 5) t = -t;
    }
    std::swap(a, n);
    if (a % 4 == 3 && n % 4 == 3) t = -t;
    a %= n;
  }
  return n == 1 ? t : 0;
}

// Every a < n for the odd n below 400, then pseudo-random two-word pairs
// (so whole-word halvings and shrinking lengths are crossed), against the
// reference; and Euler's criterion at 2048 bits is DhTest's.
TEST(Bignum, JacobiAgainstReference) {
  uint32_t t[4];
  for (uint32_t n = 1; n < 400; n += 2) {
    for (uint32_t a = 0; a < n; ++a) {
      ASSERT_EQ(JacobiReference(a, n), bn::jacobi_vartime(&a, &n, 1, t)) << a << "/" << n;
    }
  }
  uint32_t s = 0x9E3779B9u;
  auto next = [&s] {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    return s;
  };
  int minus = 0, plus = 0;
  for (int k = 0; k < 20000; ++k) {
    const uint64_t n = ((uint64_t(next()) << 32) | next()) | 1u;
    uint64_t a = ((uint64_t(next()) << 32) | next()) % n;
    if (k % 7 == 0) a &= ~uint64_t(0xFFFFFFFFu);  // a low word of zeros
    const uint32_t aw[2] = {uint32_t(a), uint32_t(a >> 32)}, nw[2] = {uint32_t(n), uint32_t(n >> 32)};
    const int want = JacobiReference(a, n);
    ASSERT_EQ(want, bn::jacobi_vartime(aw, nw, 2, t)) << a << "/" << n;
    minus += want == -1;
    plus += want == 1;
  }
  EXPECT_GT(minus, 5000);
  EXPECT_GT(plus, 5000);
}

TEST(Bignum, Multiply) {
  for (const ProductVector &v : kProductVectors) {
    const std::vector<uint32_t> a = Words(v.a), b = Words(v.b);
    std::vector<uint32_t> r(a.size() + b.size());
    bn::mul(r.data(), a.data(), a.size(), b.data(), b.size());
    EXPECT_EQ(v.product, Hex(r));
  }
}

}  // namespace
