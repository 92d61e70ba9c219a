// The emulator under a W1 test (QEMU user mode, run_qemu_mipsel.sh's CPU
// model) executes the DSP ASE's ADDSC/ADDWC as the ASE specifies: ADDSC adds
// the low words and leaves the carry in DSPControl.c, ADDWC adds the high
// words and that carry. Checked against C's 64-bit addition. Issue 21:
// on a CPU model without the DSP ASE this test dies with SIGILL.
#include <stdint.h>

#include "gtest/gtest.h"

namespace {

uint64_t Add64Dsp(uint64_t a, uint64_t b) {
  const uint32_t al = static_cast<uint32_t>(a), ah = static_cast<uint32_t>(a >> 32);
  const uint32_t bl = static_cast<uint32_t>(b), bh = static_cast<uint32_t>(b >> 32);
  uint32_t lo, hi;
  __asm__ volatile(
      ".set push\n\t.set dsp\n\t"
      "addsc %0, %2, %3\n\t"
      "addwc %1, %4, %5\n\t"
      ".set pop"
      : "=&r"(lo), "=r"(hi)
      : "r"(al), "r"(bl), "r"(ah), "r"(bh));
  return (uint64_t{hi} << 32) | lo;
}

// Three terms: the second ADDSC must replace the first one's carry.
uint64_t Add3Dsp(uint64_t a, uint64_t b, uint64_t c) {
  uint32_t lo = static_cast<uint32_t>(a), hi = static_cast<uint32_t>(a >> 32);
  __asm__ volatile(
      ".set push\n\t.set dsp\n\t"
      "addsc %0, %0, %2\n\t"
      "addwc %1, %1, %3\n\t"
      "addsc %0, %0, %4\n\t"
      "addwc %1, %1, %5\n\t"
      ".set pop"
      : "+r"(lo), "+r"(hi)
      : "r"(static_cast<uint32_t>(b)), "r"(static_cast<uint32_t>(b >> 32)),
        "r"(static_cast<uint32_t>(c)), "r"(static_cast<uint32_t>(c >> 32)));
  return (uint64_t{hi} << 32) | lo;
}

uint64_t Next(uint64_t* x) {  // xorshift64
  *x ^= *x << 13;
  *x ^= *x >> 7;
  *x ^= *x << 17;
  return *x;
}

const uint64_t kEdges[] = {0, 1, 0xFFFFFFFFull, 0x100000000ull, 0x7FFFFFFFull, 0x80000000ull,
                           0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull, 0xFFFFFFFF00000000ull,
                           0xFFFFFFFFFFFFFFFFull};

TEST(MipsDsp, AddscAddwcEdgeCases) {
  for (uint64_t a : kEdges) {
    for (uint64_t b : kEdges) {
      EXPECT_EQ(Add64Dsp(a, b), a + b) << std::hex << a << " + " << b;
      for (uint64_t c : kEdges) EXPECT_EQ(Add3Dsp(a, b, c), a + b + c) << std::hex << a << " + " << b << " + " << c;
    }
  }
}

TEST(MipsDsp, AddscAddwcRandom) {
  uint64_t x = 88172645463325252ull;
  for (int i = 0; i < 100000; ++i) {
    const uint64_t a = Next(&x), b = Next(&x), c = Next(&x);
    ASSERT_EQ(Add64Dsp(a, b), a + b) << i;
    ASSERT_EQ(Add3Dsp(a, b, c), a + b + c) << i;
  }
}

}  // namespace
