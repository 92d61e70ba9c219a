// mcu_modexp_ct_mont_portable and mcu_modexp (the build's default) against
// Python-computed known answers (modexp_vectors.inc): moduli of 32 to 8192
// bits, secret and public exponents of 0, 1 and many words, edge bases 0,
// 1 and m - 1; aliasing r with base; the workspace wiped; argument checks.
#include "mcucrypt/modexp.h"

#include <gtest/gtest.h>

#include "tests/crypto/bignum/bignum_testing.h"

namespace {

#include "tests/crypto/bignum/modexp_vectors.inc"

void CheckAll(const mcu_modexp_desc *d) {
  int run = 0;
  for (const ModexpVector &v : kModexpVectors) {
    const std::vector<uint32_t> m = Words(v.m), base = Words(v.base), exp = Words(v.exp);
    const size_t n = m.size();
    if (v.secret && n > 128) continue;  // secret exponents: up to 4096 bits (checked below)
    std::vector<uint32_t> r(n, 0xAAAAAAAAu), work(d->workspace_words(n), 0x55555555u);
    ASSERT_EQ(MCU_OK, d->modexp(d, r.data(), base.data(), exp.data(), exp.size(), m.data(), n,
                                v.secret, work.data(), work.size()))
        << v.m;
    EXPECT_EQ(v.result, Hex(r)) << "m=" << v.m << " exp=" << v.exp << " secret=" << v.secret;
    EXPECT_EQ(std::vector<uint32_t>(work.size(), 0), work) << "workspace wiped";
    // r aliasing base.
    std::vector<uint32_t> inout = base;
    ASSERT_EQ(MCU_OK, d->modexp(d, inout.data(), inout.data(), exp.data(), exp.size(), m.data(),
                                n, v.secret, work.data(), work.size()));
    EXPECT_EQ(v.result, Hex(inout));
    ++run;
  }
  EXPECT_EQ(int(sizeof kModexpVectors / sizeof kModexpVectors[0]), run);
}

TEST(Modexp, PortableKnownAnswers) {
  EXPECT_STREQ("ct_mont_portable", mcu_modexp_ct_mont_portable.impl);
  EXPECT_EQ(1, mcu_modexp_ct_mont_portable.constant_time);
  EXPECT_EQ(8192u, mcu_modexp_ct_mont_portable.max_modulus_bits);
  CheckAll(&mcu_modexp_ct_mont_portable);
}

TEST(Modexp, DefaultKnownAnswers) { CheckAll(&mcu_modexp); }

TEST(Modexp, Arguments) {
  const mcu_modexp_desc *d = &mcu_modexp_ct_mont_portable;
  uint32_t m[2] = {0x11, 0x1}, base[2] = {3, 0}, exp[1] = {5}, r[2];
  std::vector<uint32_t> work(d->workspace_words(2));
  const size_t ww = work.size();
  EXPECT_EQ(MCU_OK, d->modexp(d, r, base, exp, 1, m, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, d->modexp(d, r, base, exp, 1, m, 2, 1, work.data(), ww - 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, nullptr, base, exp, 1, m, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, nullptr, 1, m, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, exp, 1, m, 0, 1, work.data(), ww));
  uint32_t even[2] = {0x10, 0x1}, top0[2] = {0x11, 0}, one[1] = {1}, big[2] = {0x12, 0x1};
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, exp, 1, even, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, exp, 1, top0, 2, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, base, exp, 1, one, 1, 1, work.data(), ww));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, d->modexp(d, r, big, exp, 1, m, 2, 1, work.data(), ww));  // base >= m
  // Secret exponents beyond 4096-bit moduli, any beyond 8192 bits.
  std::vector<uint32_t> m129(129, 1), b129(129, 0), w129(d->workspace_words(129));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED,
            d->modexp(d, b129.data(), b129.data(), exp, 1, m129.data(), 129, 1, w129.data(), w129.size()));
  EXPECT_EQ(MCU_OK,
            d->modexp(d, b129.data(), b129.data(), exp, 1, m129.data(), 129, 0, w129.data(), w129.size()));
  std::vector<uint32_t> m257(257, 1), b257(257, 0), w257(d->workspace_words(257));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED,
            d->modexp(d, b257.data(), b257.data(), exp, 1, m257.data(), 257, 0, w257.data(), w257.size()));
}

}  // namespace
