// The special-form field multiplications (field_solinas.h: Solinas for
// secp256r1, secp384r1 and SM2, Mersenne for secp521r1) against the
// generic Montgomery multiplication, the reference, on the same inputs:
// random values, values built from carry-prone words (0, 1, all-ones),
// the edges 0, 1, p - 1, and inputs in [p, 2^N) that to_mont passes.
// And the build's 256-bit product, addition, subtraction and Montgomery
// reduction (assembly on a core that has it) against the C loops and the
// special-form products, in this image. Cheap: runs on every core.
#include <string.h>

#include "crypto/ec/ec_curve.h"
#include "crypto/ec/field_add_sub.h"
#include "crypto/ec/field_product.h"
#include "crypto/ec/field_solinas.h"
#include "gtest/gtest.h"
#include "mcucrypt/ec_curves.h"
#include "tests/support/test_rng.h"

namespace {

using mcucrypt::ec::Fe;
using mcucrypt::ec::Mod;

struct Special {
  mcu_ec_curve_id id;
  mcucrypt::ec::ModMul mul;
  size_t bits;
};

const Special kSpecial[] = {
    {MCU_EC_SECP256R1, mcucrypt::ec::p256_mul_solinas, 256},
    {MCU_EC_SECP384R1, mcucrypt::ec::p384_mul_solinas, 384},
    {MCU_EC_SECP521R1, mcucrypt::ec::p521_mul_mersenne, 521},
    {MCU_EC_SM2P256V1, mcucrypt::ec::sm2_mul_solinas, 256},
};

// The Montgomery constants of p, derived here (doublings, Newton) so the
// reference owes nothing to the generated tables.
struct Reference {
  Fe m, one, r2;
  Mod mod;
  explicit Reference(const Mod &p) {
    memset(m, 0, sizeof(m));
    memcpy(m, p.m, p.limbs * sizeof(uint32_t));
    mod = {p.limbs, m, r2, one, nullptr, 0, mcucrypt::ec::mod_mul_montgomery};
    Fe x = {1};
    for (size_t i = 0; i < 64 * p.limbs; ++i) {
      mcucrypt::ec::mod_add(mod, x, x, x);
      if (i + 1 == 32 * p.limbs) memcpy(one, x, sizeof(x));
    }
    memcpy(r2, x, sizeof(x));
    uint32_t inv = m[0];  // m[0]^-1 mod 2^32: each step doubles the bits
    for (int i = 0; i < 5; ++i) inv *= 2u - m[0] * inv;
    mod.m0inv = 0u - inv;
  }
  // a * b mod p in ordinary form: (a b R^-1) R^2 R^-1; a < R, b < p.
  void Mul(uint32_t *r, const uint32_t *a, const uint32_t *b) const {
    Fe t;
    mcucrypt::ec::mod_mul_montgomery(mod, t, a, b);
    mcucrypt::ec::mod_mul_montgomery(mod, r, t, r2);
  }
};

bool Below(const uint32_t *a, const uint32_t *b, size_t n) {
  for (size_t i = n; i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i];
  }
  return false;
}

// A value below 2^bits, its words often 0, 1 or all-ones.
void Draw(Rng *rng, uint32_t *x, size_t limbs, size_t bits) {
  static const uint32_t kWords[] = {0, 1, 0xFFFFFFFFu, 0xFFFFFFFEu, 0x80000000u};
  const bool carry_prone = rng->Below(2) == 0;
  for (size_t i = 0; i < limbs; ++i) {
    x[i] = carry_prone && rng->Below(2) == 0 ? kWords[rng->Below(5)]
                                             : static_cast<uint32_t>(rng->Next() >> 32);
  }
  if (bits % 32) x[limbs - 1] &= (1u << (bits % 32)) - 1;
}

// Compared as words; hex only for a failure's message (snprintf per limb
// would dominate the test's time in the simulators).
bool Same(const uint32_t *a, const uint32_t *b, size_t n) {
  return memcmp(a, b, n * sizeof(uint32_t)) == 0;
}

std::string Hex(const uint32_t *x, size_t n) {
  std::string s;
  char buf[10];
  for (size_t i = n; i-- > 0;) {
    snprintf(buf, sizeof(buf), "%08lx", static_cast<unsigned long>(x[i]));
    s += buf;
  }
  return s;
}

TEST(FieldSpecialTest, MatchesMontgomery) {
  for (const Special &s : kSpecial) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(s.id);
    ASSERT_NE(c, nullptr);
    const Mod &p = c->p;
    ASSERT_EQ(p.mul, s.mul) << c->name;
    const size_t n = p.limbs;
    const Reference ref(p);
    Rng rng(static_cast<uint64_t>(s.id) + 15);
    Fe edges[4] = {{0}, {1}, {0}, {0}};
    memcpy(edges[2], p.m, n * sizeof(uint32_t));
    edges[2][0] -= 1;  // p - 1 (every p here is odd)
    memcpy(edges[3], p.m, n * sizeof(uint32_t));
    edges[3][0] -= 2;
    int checked = 0;
    for (int i = 0; i < 3000; ++i) {
      Fe a, b, want, got;
      if (i < 16) {
        memcpy(a, edges[i / 4], sizeof(Fe));
        memcpy(b, edges[i % 4], sizeof(Fe));
      } else {
        Draw(&rng, a, n, s.bits);
        Draw(&rng, b, n, s.bits);
        if (!Below(a, p.m, n) || !Below(b, p.m, n)) continue;
      }
      ref.Mul(want, a, b);
      mcucrypt::ec::mod_mul(p, got, a, b);
      ASSERT_TRUE(Same(got, want, n))
          << c->name << " a=" << Hex(a, n) << " b=" << Hex(b, n) << ": " << Hex(got, n);
      // The same operand twice: the squaring where a core has one.
      Fe sq;
      ref.Mul(want, b, b);
      mcucrypt::ec::mod_mul(p, got, b, b);
      ASSERT_TRUE(Same(got, want, n)) << c->name << " b=" << Hex(b, n) << ": " << Hex(got, n);
      memcpy(sq, b, sizeof(Fe));
      mcucrypt::ec::mod_mul(p, sq, sq, sq);
      ASSERT_TRUE(Same(sq, want, n)) << c->name;
      // Aliasing, as the point code does.
      ref.Mul(want, a, b);
      mcucrypt::ec::mod_mul(p, a, a, b);
      ASSERT_TRUE(Same(a, want, n)) << c->name;
      ++checked;
    }
    EXPECT_GT(checked, 2000) << c->name;
  }
}

// to_mont's contract: any x below 2^(32 limbs) comes out reduced.
TEST(FieldSpecialTest, ReducesInputsAboveP) {
  for (const Special &s : kSpecial) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(s.id);
    const Mod &p = c->p;
    const size_t n = p.limbs;
    const Reference ref(p);
    Rng rng(static_cast<uint64_t>(s.id) + 16);
    for (int i = 0; i < 200; ++i) {
      Fe x, got, want;
      Draw(&rng, x, n, 32 * n);
      if (i == 0) memset(x, 0xFF, sizeof(x));
      if (i == 1) memcpy(x, p.m, n * sizeof(uint32_t));  // p itself: 0
      // CIOS takes one operand up to R: x * 1 R^-1, then back by R^2 R^-1.
      const Fe one = {1};
      ref.Mul(want, x, one);
      mcucrypt::ec::mod_to_mont(p, got, x);
      ASSERT_TRUE(Same(got, want, n)) << c->name << " x=" << Hex(x, n) << ": " << Hex(got, n);
    }
  }
}

// mod_inv (P-256: the addition chain; the others: the sliding window)
// against the binary algorithm's mod_inv_vartime and a a^-1 = 1; 0 gives 0.
TEST(FieldSpecialTest, InverseMatches) {
  for (const Special &s : kSpecial) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(s.id);
    const Mod &p = c->p;
    const size_t n = p.limbs;
    Rng rng(static_cast<uint64_t>(s.id) + 18);
    for (int i = 0; i < 6; ++i) {
      Fe a = {0}, inv, check, one = {1};
      if (i == 1) a[0] = 1;
      if (i == 2) {
        memcpy(a, p.m, n * sizeof(uint32_t));
        a[0] -= 1;  // p - 1
      }
      if (i > 2) {
        do Draw(&rng, a, n, s.bits);
        while (!Below(a, p.m, n));
      }
      mcucrypt::ec::mod_inv(p, inv, a);
      if (i == 0) {
        ASSERT_TRUE(Same(inv, a, n)) << c->name << ": 0^-1 is not 0";
        continue;
      }
      mcucrypt::ec::mod_mul(p, check, inv, a);
      ASSERT_TRUE(Same(check, one, n)) << c->name << " a=" << Hex(a, n);
      mcucrypt::ec::mod_inv_vartime(p, check, a);
      ASSERT_TRUE(Same(check, inv, n)) << c->name << " a=" << Hex(a, n);
      mcucrypt::ec::mod_inv(p, a, a);  // in place
      ASSERT_TRUE(Same(a, inv, n)) << c->name;
    }
  }
}

// mod_mul_small (the special-form fields' own fold; additions elsewhere)
// against k - 1 additions of a, for every k it takes, on every curve's p,
// in place too: the edges 0, 1, p - 1 and values with carry-prone words.
TEST(FieldSpecialTest, MulSmallMatchesAdditions) {
  const mcu_ec_curve_id ids[] = {MCU_EC_SECP256R1, MCU_EC_SM2P256V1, MCU_EC_BRAINPOOLP256R1,
                                 MCU_EC_SECP384R1};
  for (mcu_ec_curve_id id : ids) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(id);
    ASSERT_NE(c, nullptr);
    const Mod &p = c->p;
    const size_t n = p.limbs;
    Rng rng(static_cast<uint64_t>(id) + 17);
    for (int i = 0; i < 300; ++i) {
      Fe a, want, got;
      memset(a, 0, sizeof(a));
      if (i == 1) a[0] = 1;
      if (i == 2) {
        memcpy(a, p.m, n * sizeof(uint32_t));
        a[0] -= 1;  // p - 1
      }
      if (i > 2) {
        do Draw(&rng, a, n, 32 * n);
        while (!Below(a, p.m, n));
      }
      for (uint32_t k = 2; k <= 8; ++k) {
        memcpy(want, a, sizeof(Fe));
        for (uint32_t j = 1; j < k; ++j) mcucrypt::ec::mod_add(p, want, want, a);
        mcucrypt::ec::mod_mul_small(p, got, a, k);
        ASSERT_TRUE(Same(got, want, n)) << c->name << " k=" << k << " a=" << Hex(a, n);
        memcpy(got, a, sizeof(Fe));
        mcucrypt::ec::mod_mul_small(p, got, got, k);
        ASSERT_TRUE(Same(got, want, n)) << c->name << " in place, k=" << k;
      }
    }
  }
}

// The build's field_product_256 (UMAAL rows on Cortex-M4) against the
// schoolbook reference, including all-ones operands (the largest carries).
TEST(FieldSpecialTest, Product256MatchesSchoolbook) {
  Rng rng(256);
  for (int i = 0; i < 2000; ++i) {
    uint32_t a[8], b[8], want[16], got[16];
    Draw(&rng, a, 8, 256);
    Draw(&rng, b, 8, 256);
    if (i == 0) {
      memset(a, 0xFF, sizeof(a));
      memset(b, 0xFF, sizeof(b));
    }
    mcucrypt::ec::product_schoolbook<8>(want, a, b);
    memset(got, 0x5A, sizeof(got));
    mcucrypt::ec::field_product_256(got, a, b);
    ASSERT_TRUE(Same(got, want, 16)) << "a=" << Hex(a, 8) << " b=" << Hex(b, 8);
  }
}

// A value below m (n limbs): Draw's, or an edge (0, 1, m - 1) one time in
// eight.
void DrawBelow(Rng *rng, uint32_t *x, const uint32_t *m, size_t n = 8) {
  const uint32_t pick = rng->Next() % 32;
  memset(x, 0, n * sizeof(uint32_t));
  if (pick == 0) return;
  if (pick == 1) {
    x[0] = 1;
    return;
  }
  if (pick < 4) {
    memcpy(x, m, n * sizeof(uint32_t));
    x[0] -= 1;  // m is odd
    return;
  }
  do Draw(rng, x, n, 32 * n);
  while (!Below(x, m, n));
}

// The build's field_add_256 and field_sub_256 (carry chains on Cortex-M4),
// and mod_add / mod_sub, against the C loops, modulo every 256-bit p and
// n: sums and differences on both sides of m, and the edges.
TEST(FieldSpecialTest, AddSub256MatchLoops) {
  const mcu_ec_curve_id ids[] = {MCU_EC_SECP256R1, MCU_EC_SM2P256V1, MCU_EC_BRAINPOOLP256R1};
  Rng rng(257);
  for (mcu_ec_curve_id id : ids) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(id);
    ASSERT_NE(c, nullptr);
    for (const Mod *m : {&c->p, &c->n}) {
      for (int i = 0; i < 1000; ++i) {
        uint32_t a[8], b[8], want[8], got[8];
        DrawBelow(&rng, a, m->m);
        DrawBelow(&rng, b, m->m);
        mcucrypt::ec::add_mod<8>(m->m, want, a, b);
        memcpy(got, a, sizeof(got));
        mcucrypt::ec::field_add_256(got, got, b, m->m);  // in place, as the formulas
        ASSERT_TRUE(Same(got, want, 8)) << c->name << " a=" << Hex(a, 8) << " b=" << Hex(b, 8);
        mcucrypt::ec::sub_mod<8>(m->m, want, a, b);
        memcpy(got, b, sizeof(got));
        mcucrypt::ec::field_sub_256(got, a, got, m->m);
        ASSERT_TRUE(Same(got, want, 8)) << c->name << " a=" << Hex(a, 8) << " b=" << Hex(b, 8);
        // mod_add / mod_sub: the special-form fields' own routines where
        // the core has them (ec_curve.h), field_add_256 / _sub_ elsewhere.
        uint32_t sum[8];
        mcucrypt::ec::add_mod<8>(m->m, sum, a, b);
        memcpy(got, b, sizeof(got));
        mcucrypt::ec::mod_add(*m, got, a, got);
        ASSERT_TRUE(Same(got, sum, 8)) << c->name << " mod_add a=" << Hex(a, 8) << " b=" << Hex(b, 8);
        memcpy(got, a, sizeof(got));
        mcucrypt::ec::mod_sub(*m, got, got, b);
        ASSERT_TRUE(Same(got, want, 8)) << c->name << " mod_sub a=" << Hex(a, 8) << " b=" << Hex(b, 8);
      }
    }
  }
}

// The same for the 384-bit field_add_384 and field_sub_384.
TEST(FieldSpecialTest, AddSub384MatchLoops) {
  const mcu_ec_curve_id ids[] = {MCU_EC_SECP384R1, MCU_EC_BRAINPOOLP384R1};
  Rng rng(384);
  for (mcu_ec_curve_id id : ids) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(id);
    ASSERT_NE(c, nullptr);
    for (const Mod *m : {&c->p, &c->n}) {
      for (int i = 0; i < 1000; ++i) {
        uint32_t a[12], b[12], want[12], got[12];
        DrawBelow(&rng, a, m->m, 12);
        DrawBelow(&rng, b, m->m, 12);
        mcucrypt::ec::add_mod<12>(m->m, want, a, b);
        memcpy(got, a, sizeof(got));
        mcucrypt::ec::field_add_384(got, got, b, m->m);
        ASSERT_TRUE(Same(got, want, 12)) << c->name << " a=" << Hex(a, 12) << " b=" << Hex(b, 12);
        mcucrypt::ec::sub_mod<12>(m->m, want, a, b);
        memcpy(got, b, sizeof(got));
        mcucrypt::ec::field_sub_384(got, a, got, m->m);
        ASSERT_TRUE(Same(got, want, 12)) << c->name << " a=" << Hex(a, 12) << " b=" << Hex(b, 12);
      }
    }
  }
}

// The build's field_product_384 against the schoolbook, all-ones first.
TEST(FieldSpecialTest, Product384MatchesSchoolbook) {
  Rng rng(385);
  for (int i = 0; i < 2000; ++i) {
    uint32_t a[12], b[12], want[24], got[24];
    Draw(&rng, a, 12, 384);
    Draw(&rng, b, 12, 384);
    if (i == 0) {
      memset(a, 0xFF, sizeof(a));
      memset(b, 0xFF, sizeof(b));
    }
    mcucrypt::ec::product_schoolbook<12>(want, a, b);
    memset(got, 0x5A, sizeof(got));
    mcucrypt::ec::field_product_384(got, a, b);
    ASSERT_TRUE(Same(got, want, 24)) << "a=" << Hex(a, 12) << " b=" << Hex(b, 12);
  }
}

// Word-by-word REDC in 64-bit C, the reference for the cores' rows and
// for mod_mul_montgomery: u (2n + 1 words, u[2n] = 0) becomes u + q m with
// its low n words zero; the result, reduced once, is in r.
template <size_t n>
void ReferenceRedc(const Mod &m, uint32_t *r, uint32_t *u) {
  for (size_t k = 0; k < n; ++k) {
    const uint32_t q = u[k] * m.m0inv;
    uint64_t carry = 0;
    for (size_t j = 0; j < n; ++j) {
      carry += static_cast<uint64_t>(q) * m.m[j] + u[k + j];
      u[k + j] = static_cast<uint32_t>(carry);
      carry >>= 32;
    }
    for (size_t j = k + n; j <= 2 * n && carry; ++j) {
      carry += u[j];
      u[j] = static_cast<uint32_t>(carry);
      carry >>= 32;
    }
  }
  mcucrypt::ec::reduce_once<n>(m.m, r, u + n);
}

// mod_mul_montgomery on the 12- and 16-limb moduli (brainpoolP384r1's and
// brainpoolP512r1's p and n, P-384's n), whatever the core runs for them
// (the C CIOS; the rows on MIPS32r2 and Cortex-M4: a == b takes their
// squaring), against the schoolbook product and ReferenceRedc: the edges
// 0, 1, m - 1, all-ones words reduced below m, then random and carry-prone
// values; in place too.
template <size_t n>
void CheckMontgomery(const Mod &m, uint64_t seed) {
  Rng rng(seed);
  uint32_t edges[4][n];
  memset(edges, 0, sizeof(edges));
  edges[1][0] = 1;
  memcpy(edges[2], m.m, sizeof(edges[2]));
  edges[2][0] -= 1;  // m - 1 (m odd)
  memset(edges[3], 0xFF, sizeof(edges[3]));
  edges[3][n - 1] = m.m[n - 1] - 1;  // all-ones below m's top word: < m
  for (int i = 0; i < 400; ++i) {
    uint32_t a[n], b[n], u[2 * n + 1], want[n], got[n];
    if (i < 16) {
      memcpy(a, edges[i / 4], sizeof(a));
      memcpy(b, edges[i % 4], sizeof(b));
    } else {
      DrawBelow(&rng, a, m.m, n);
      DrawBelow(&rng, b, m.m, n);
    }
    mcucrypt::ec::product_schoolbook<n>(u, a, b);
    u[2 * n] = 0;
    ReferenceRedc<n>(m, want, u);
    mcucrypt::ec::mod_mul_montgomery(m, got, a, b);
    ASSERT_TRUE(Same(got, want, n)) << n << " a=" << Hex(a, n) << " b=" << Hex(b, n);
    mcucrypt::ec::product_schoolbook<n>(u, b, b);
    u[2 * n] = 0;
    ReferenceRedc<n>(m, want, u);
    mcucrypt::ec::mod_mul_montgomery(m, got, b, b);
    ASSERT_TRUE(Same(got, want, n)) << n << " square b=" << Hex(b, n);
    memcpy(got, b, sizeof(got));
    mcucrypt::ec::mod_mul_montgomery(m, got, got, got);
    ASSERT_TRUE(Same(got, want, n)) << n << " square in place b=" << Hex(b, n);
    mcucrypt::ec::product_schoolbook<n>(u, a, b);
    u[2 * n] = 0;
    ReferenceRedc<n>(m, want, u);
    memcpy(got, a, sizeof(got));
    mcucrypt::ec::mod_mul_montgomery(m, got, got, b);
    ASSERT_TRUE(Same(got, want, n)) << n << " in place a=" << Hex(a, n);
  }
}

TEST(FieldSpecialTest, Montgomery12And16MatchReference) {
  for (mcu_ec_curve_id id : {MCU_EC_SECP384R1, MCU_EC_BRAINPOOLP384R1, MCU_EC_BRAINPOOLP512R1}) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(id);
    ASSERT_NE(c, nullptr);
    for (const Mod *m : {&c->p, &c->n}) {
      if (m->m0inv == 0) continue;  // a special-form p: no Montgomery constant
      SCOPED_TRACE(c->name);
      if (m->limbs == 12) CheckMontgomery<12>(*m, 1212 + m->m[0]);
      if (m->limbs == 16) CheckMontgomery<16>(*m, 1616 + m->m[0]);
    }
  }
}

#if defined(MCUCRYPT_EC_ROWS_MIPS32R2) || defined(MCUCRYPT_EC_ROWS_ARMV7M)
// field_rows_mips32r2.S's or field_rows_armv7m.S's products, squarings and
// REDC against the C loops: all-ones and zero operands first, then random
// words; REDC on each curve's p and n of that size (m - 1 times m - 1, 0
// and 1 first), against ReferenceRedc on the same product.
template <size_t n>
void CheckRows(void (*product)(uint32_t *, const uint32_t *, const uint32_t *),
               void (*square)(uint32_t *, const uint32_t *), uint64_t seed) {
  Rng rng(seed);
  for (int i = 0; i < 500; ++i) {
    uint32_t a[n], b[n], want[2 * n], got[2 * n];
    Draw(&rng, a, n, 32 * n);
    Draw(&rng, b, n, 32 * n);
    if (i == 0) {
      memset(a, 0xFF, sizeof(a));
      memset(b, 0xFF, sizeof(b));
    }
    if (i == 1) {
      memset(a, 0, sizeof(a));
      memset(b, 0xFF, sizeof(b));
    }
    if (i == 2) {
      memset(a, 0xFF, sizeof(a));
      memset(b, 0, sizeof(b));
    }
    mcucrypt::ec::product_schoolbook<n>(want, a, b);
    memset(got, 0x5A, sizeof(got));
    product(got, a, b);
    ASSERT_TRUE(Same(got, want, 2 * n)) << n << " a=" << Hex(a, n) << " b=" << Hex(b, n);
    mcucrypt::ec::product_schoolbook<n>(want, a, a);
    memset(got, 0x5A, sizeof(got));
    square(got, a);
    ASSERT_TRUE(Same(got, want, 2 * n)) << n << " a=" << Hex(a, n);
  }
}

TEST(FieldSpecialTest, RowsMatchSchoolbook) {
#ifdef MCUCRYPT_EC_ROWS_MIPS32R2
  CheckRows<12>(mcu_ec_product_12_mips32r2, mcu_ec_square_12_mips32r2, 1201);
  CheckRows<16>(mcu_ec_product_16_mips32r2, mcu_ec_square_16_mips32r2, 1601);
  CheckRows<17>(mcu_ec_product_17_mips32r2, mcu_ec_square_17_mips32r2, 1701);
#else
  CheckRows<12>(mcu_ec_product_12_armv7m, mcu_ec_square_12_armv7m, 1202);
  CheckRows<16>(mcu_ec_product_16_armv7m, mcu_ec_square_16_armv7m, 1602);
#endif
}

// The core's REDC, fully reduced: r = t R^-1 mod m.
#ifdef MCUCRYPT_EC_ROWS_MIPS32R2
template <size_t n, uint32_t (*redc)(uint32_t *, const uint32_t *, uint32_t)>
void RowsRedc(const Mod &m, uint32_t *r, uint32_t *t) {
  t[2 * n] = redc(t, m.m, m.m0inv);
  mcucrypt::ec::reduce_once<n>(m.m, r, t + n);
}
#else
template <size_t n, void (*redc)(uint32_t *, uint32_t *, const uint32_t *, uint32_t)>
void RowsRedc(const Mod &m, uint32_t *r, uint32_t *t) {
  redc(r, t, m.m, m.m0inv);
}
#endif

// REDC(t) for t = a b (a, b < m) against ReferenceRedc: a b R^-1 mod m both.
template <size_t n>
void CheckRedc(const Mod &m, void (*redc)(const Mod &, uint32_t *, uint32_t *), uint64_t seed) {
  Rng rng(seed);
  for (int i = 0; i < 500; ++i) {
    uint32_t a[n], b[n], t[2 * n + 1], got[n], want[n];
    Draw(&rng, a, n, 32 * n);
    Draw(&rng, b, n, 32 * n);
    if (i == 0) {
      memcpy(a, m.m, sizeof(a));
      a[0] -= 1;  // m - 1
      memcpy(b, a, sizeof(b));
    }
    if (i == 1 || i == 2) {  // 0 times m - 1; 1 times m - 1
      memset(a, 0, sizeof(a));
      a[0] = static_cast<uint32_t>(i - 1);
      memcpy(b, m.m, sizeof(b));
      b[0] -= 1;
    }
    if (!Below(a, m.m, n) || !Below(b, m.m, n)) continue;
    mcucrypt::ec::product_schoolbook<n>(t, a, b);
    // Two t that are no product, at REDC's bounds (t < m R), high half
    // m - 1: low half m makes q = R - 1 and the sum 2m - 1, the largest
    // (above R for brainpoolP512r1's p: the carry out); low half all-ones
    // is t = m R - 1.
    if (i == 3 || i == 4) {
      memcpy(t + n, m.m, n * sizeof(uint32_t));
      t[n] -= 1;
      if (i == 3) memcpy(t, m.m, n * sizeof(uint32_t));
      if (i == 4) memset(t, 0xFF, n * sizeof(uint32_t));
    }
    uint32_t u[2 * n + 1];
    memcpy(u, t, 2 * n * sizeof(uint32_t));
    u[2 * n] = 0;
    memset(got, 0x5A, sizeof(got));
    redc(m, got, t);
    ReferenceRedc<n>(m, want, u);
    ASSERT_TRUE(Same(got, want, n)) << n << " i=" << i << " a=" << Hex(a, n) << " b=" << Hex(b, n);
  }
}

TEST(FieldSpecialTest, RowsRedcMatchesLoops) {
  for (mcu_ec_curve_id id : {MCU_EC_SECP384R1, MCU_EC_BRAINPOOLP384R1, MCU_EC_BRAINPOOLP512R1}) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(id);
    ASSERT_NE(c, nullptr);
    for (const Mod *m : {&c->p, &c->n}) {
      if (m->m0inv == 0) continue;  // a special-form p: no Montgomery constant
      SCOPED_TRACE(c->name);
#ifdef MCUCRYPT_EC_ROWS_MIPS32R2
      if (m->limbs == 12) CheckRedc<12>(*m, RowsRedc<12, mcu_ec_redc_12_mips32r2>, 12 + m->m[0]);
      if (m->limbs == 16) CheckRedc<16>(*m, RowsRedc<16, mcu_ec_redc_16_mips32r2>, 16 + m->m[0]);
#else
      if (m->limbs == 12) CheckRedc<12>(*m, RowsRedc<12, mcu_ec_redc_12_armv7m>, 12 + m->m[0]);
      if (m->limbs == 16) CheckRedc<16>(*m, RowsRedc<16, mcu_ec_redc_16_armv7m>, 16 + m->m[0]);
#endif
    }
  }
}
#endif

// The build's field_redc_256 (UMAAL rows on Cortex-M4) on the special-form
// primes, where the ordinary product is known without it: REDC(a b) is
// a b R^-1, so REDC(REDC(a b) (R^2 mod p)) must be a b mod p. R mod p is
// 2^256 - p, R^2 its square by the special-form product.
TEST(FieldSpecialTest, Redc256MatchesSpecialForm) {
  const Special *special[] = {&kSpecial[0], &kSpecial[3]};
  Rng rng(258);
  for (const Special *s : special) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(s->id);
    ASSERT_NE(c, nullptr);
    const uint32_t *p = c->p.m;
    uint32_t m0inv = p[0];  // p[0]^-1 mod 2^32, then negated
    for (int i = 0; i < 5; ++i) m0inv *= 2u - p[0] * m0inv;
    m0inv = 0u - m0inv;
    uint32_t r1[8], r2[8];
    uint32_t carry = 1;  // 2^256 - p = ~p + 1
    for (size_t i = 0; i < 8; ++i) {
      r1[i] = ~p[i] + carry;
      carry = carry && r1[i] == 0;
    }
    s->mul(c->p, r2, r1, r1);
    for (int i = 0; i < 1000; ++i) {
      uint32_t a[8], b[8], t[16], x[8], got[8], want[8];
      DrawBelow(&rng, a, p);
      DrawBelow(&rng, b, p);
      mcucrypt::ec::product_schoolbook<8>(t, a, b);
      mcucrypt::ec::field_redc_256(x, t, p, m0inv);
      ASSERT_TRUE(Below(x, p, 8));
      mcucrypt::ec::product_schoolbook<8>(t, x, r2);
      mcucrypt::ec::field_redc_256(got, t, p, m0inv);
      s->mul(c->p, want, a, b);
      ASSERT_TRUE(Same(got, want, 8)) << c->name << " a=" << Hex(a, 8) << " b=" << Hex(b, 8);
    }
  }
}

}  // namespace

// The variable-time binary inversion (verification's) against Fermat's,
// mod every curve's p and n, Montgomery or special form: random values,
// 1, m - 1 (in the modulus's form), and 0 (which gives 0).
TEST(FieldInverseTest, BinaryMatchesFermat) {
  Rng rng(22);
  const mcu_ec_curve_id ids[] = {MCU_EC_SECP256R1,       MCU_EC_SECP384R1,
                                 MCU_EC_SECP521R1,       MCU_EC_BRAINPOOLP256R1,
                                 MCU_EC_BRAINPOOLP384R1, MCU_EC_BRAINPOOLP512R1,
                                 MCU_EC_SM2P256V1};
  for (mcu_ec_curve_id id : ids) {
    const mcucrypt::ec::Curve *c = mcucrypt::ec::curve_by_id(id);
    ASSERT_NE(c, nullptr);
    for (const Mod *m : {&c->p, &c->n}) {
      SCOPED_TRACE(c->name);
      const size_t n = m->limbs;
      for (int i = 0; i < 6; ++i) {
        Fe a = {0}, fermat, binary, product;
        if (i < 4) {
          for (size_t j = 0; j < n; ++j) a[j] = static_cast<uint32_t>(rng.Next());
          a[n - 1] &= m->m[n - 1];  // below 2^bits(m); to_mont reduces
        } else if (i == 4) {
          memcpy(a, m->one, n * sizeof(uint32_t));
        } else {
          memcpy(a, m->m, n * sizeof(uint32_t));
          a[0] -= 1;  // m - 1: odd m, so no borrow
        }
        mcucrypt::ec::mod_to_mont(*m, a, a);
        mcucrypt::ec::mod_inv(*m, fermat, a);
        mcucrypt::ec::mod_inv_vartime(*m, binary, a);
        EXPECT_EQ(memcmp(fermat, binary, n * sizeof(uint32_t)), 0) << i;
        mcucrypt::ec::mod_mul(*m, product, a, binary);
        EXPECT_EQ(memcmp(product, m->one, n * sizeof(uint32_t)), 0) << i;
      }
      Fe zero = {0}, inv;
      memset(inv, 0xAA, sizeof(inv));
      mcucrypt::ec::mod_inv_vartime(*m, inv, zero);
      EXPECT_TRUE(mcucrypt::ec::mod_is_zero(*m, inv));
    }
  }
}
