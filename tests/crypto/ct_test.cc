#include "crypto/common/ct.h"

#include <stdint.h>

#include "gtest/gtest.h"

namespace {

using namespace mcucrypt::ct;

const uint32_t kOnes = 0xFFFFFFFFu;
const uint32_t kEdges[] = {0u, 1u, 2u, 0x7FFFFFFEu, 0x7FFFFFFFu, 0x80000000u,
                           0x80000001u, 0xFFFFFFFEu, 0xFFFFFFFFu};

TEST(CtTest, MaskIfNonzeroAndZero) {
  for (uint32_t x : kEdges) {
    EXPECT_EQ(x != 0 ? kOnes : 0u, mask_if_nonzero(x)) << x;
    EXPECT_EQ(x == 0 ? kOnes : 0u, mask_if_zero(x)) << x;
  }
}

TEST(CtTest, EqAndLtMasks) {
  for (uint32_t a : kEdges) {
    for (uint32_t b : kEdges) {
      EXPECT_EQ(a == b ? kOnes : 0u, eq_mask(a, b)) << a << " == " << b;
      EXPECT_EQ(a < b ? kOnes : 0u, lt_mask(a, b)) << a << " < " << b;
    }
  }
}

TEST(CtTest, Select) {
  for (uint32_t a : kEdges) {
    for (uint32_t b : kEdges) {
      EXPECT_EQ(a, select(kOnes, a, b));
      EXPECT_EQ(b, select(0u, a, b));
    }
  }
}

TEST(CtTest, CondCopy) {
  const uint8_t src[5] = {0x00, 0x01, 0x7F, 0x80, 0xFF};
  uint8_t dst[5] = {0xFF, 0x80, 0x7F, 0x01, 0x00};
  const uint8_t orig[5] = {0xFF, 0x80, 0x7F, 0x01, 0x00};

  cond_copy(0u, dst, src, sizeof(dst));
  for (size_t i = 0; i < sizeof(dst); ++i) EXPECT_EQ(orig[i], dst[i]) << i;

  cond_copy(kOnes, dst, src, sizeof(dst));
  for (size_t i = 0; i < sizeof(dst); ++i) EXPECT_EQ(src[i], dst[i]) << i;

  cond_copy(kOnes, dst, orig, 0);  // n == 0 touches nothing
  for (size_t i = 0; i < sizeof(dst); ++i) EXPECT_EQ(src[i], dst[i]) << i;
}

TEST(CtTest, CondSwap) {
  uint32_t a[5] = {0u, 1u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu};
  uint32_t b[5] = {0xFFFFFFFFu, 0x80000000u, 0x7FFFFFFFu, 1u, 0u};
  const uint32_t a0[5] = {0u, 1u, 0x7FFFFFFFu, 0x80000000u, 0xFFFFFFFFu};
  const uint32_t b0[5] = {0xFFFFFFFFu, 0x80000000u, 0x7FFFFFFFu, 1u, 0u};

  cond_swap(0u, a, b, 5);
  for (size_t i = 0; i < 5; ++i) {
    EXPECT_EQ(a0[i], a[i]) << i;
    EXPECT_EQ(b0[i], b[i]) << i;
  }
  cond_swap(kOnes, a, b, 5);
  for (size_t i = 0; i < 5; ++i) {
    EXPECT_EQ(b0[i], a[i]) << i;
    EXPECT_EQ(a0[i], b[i]) << i;
  }
}

}  // namespace
