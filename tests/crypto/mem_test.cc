#include "mcucrypt/mem.h"

#include <stdint.h>
#include <string.h>

#include "gtest/gtest.h"

namespace {

TEST(MemTest, WipeZeroesExactlyTheRange) {
  uint8_t buf[32];
  memset(buf, 0xA5, sizeof(buf));
  mcu_wipe(buf + 4, 24);
  for (size_t i = 0; i < sizeof(buf); ++i) {
    EXPECT_EQ((i >= 4 && i < 28) ? 0 : 0xA5, buf[i]) << "index " << i;
  }
}

TEST(MemTest, WipeNoOps) {
  uint8_t buf[4] = {1, 2, 3, 4};
  mcu_wipe(buf, 0);
  EXPECT_EQ(1, buf[0]);
  EXPECT_EQ(4, buf[3]);
  mcu_wipe(nullptr, 0);
  mcu_wipe(nullptr, 16);  // must not crash
}

TEST(MemTest, CtMemeq) {
  uint8_t a[33], b[33];
  for (size_t i = 0; i < sizeof(a); ++i) a[i] = b[i] = static_cast<uint8_t>(i * 7 + 1);
  EXPECT_EQ(1, mcu_ct_memeq(a, b, sizeof(a)));
  EXPECT_EQ(1, mcu_ct_memeq(a, a, sizeof(a)));

  b[0] ^= 0x01;
  EXPECT_EQ(0, mcu_ct_memeq(a, b, sizeof(a)));
  EXPECT_EQ(1, mcu_ct_memeq(a + 1, b + 1, sizeof(a) - 1));
  b[0] = a[0];

  b[sizeof(b) - 1] ^= 0x80;
  EXPECT_EQ(0, mcu_ct_memeq(a, b, sizeof(a)));
  EXPECT_EQ(1, mcu_ct_memeq(a, b, sizeof(a) - 1));
  b[sizeof(b) - 1] = a[sizeof(a) - 1];

  // Every single-bit difference in the middle is caught.
  for (int bit = 0; bit < 8; ++bit) {
    b[16] = static_cast<uint8_t>(a[16] ^ (1 << bit));
    EXPECT_EQ(0, mcu_ct_memeq(a, b, sizeof(a))) << "bit " << bit;
  }
  b[16] = a[16];
}

TEST(MemTest, CtMemeqEdgeCases) {
  const uint8_t a[4] = {1, 2, 3, 4};
  const uint8_t b[4] = {5, 6, 7, 8};
  EXPECT_EQ(1, mcu_ct_memeq(a, b, 0));  // empty ranges are equal
  EXPECT_EQ(1, mcu_ct_memeq(nullptr, nullptr, 0));
  EXPECT_EQ(0, mcu_ct_memeq(nullptr, b, 4));
  EXPECT_EQ(0, mcu_ct_memeq(a, nullptr, 4));
  EXPECT_EQ(0, mcu_ct_memeq(nullptr, nullptr, 4));
}

}  // namespace
