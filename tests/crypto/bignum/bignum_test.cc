// Big-integer basics and Montgomery arithmetic against Python-computed
// known answers (modexp_vectors.inc, from gen_vectors.py): byte
// conversions, add/sub/compare, mod_reduce of operands up to twice the
// modulus' size, mod_mul, Montgomery constants.
#include "crypto/bignum/bignum.h"

#include <gtest/gtest.h>

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

TEST(Bignum, ModInverse) {
  for (const InverseVector &v : kInverseVectors) {
    const std::vector<uint32_t> m = Words(v.m), x = Words(v.x);
    const size_t n = m.size();
    std::vector<uint32_t> r(n, 0xAAAAAAAAu), t(4 * n, 0x55555555u);
    const uint32_t ok = bn::mod_inverse_odd(r.data(), x.data(), m.data(), n, t.data());
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

TEST(Bignum, Multiply) {
  for (const ProductVector &v : kProductVectors) {
    const std::vector<uint32_t> a = Words(v.a), b = Words(v.b);
    std::vector<uint32_t> r(a.size() + b.size());
    bn::mul(r.data(), a.data(), a.size(), b.data(), b.size());
    EXPECT_EQ(v.product, Hex(r));
  }
}

}  // namespace
