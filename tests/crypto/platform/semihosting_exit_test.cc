// Under emulation a test's verdict is its exit code, which reaches the host
// only through semihosting's SYS_EXIT_EXTENDED: newlib uses it when the host
// lists it in ":semihosting-features", else plain SYS_EXIT, which carries no
// status (a failing test would pass). QEMU and mcusim must both offer it,
// and SH_EXT_STDOUT_STDERR with it: newlib that reads the file opens stdout
// only when that bit is set, so without it every test's output is lost.
#include <stdio.h>

#include "gtest/gtest.h"

namespace {

TEST(SemihostingExit, HostOffersExitExtended) {
  FILE *f = fopen(":semihosting-features", "rb");
  ASSERT_NE(f, nullptr);
  unsigned char b[5] = {0, 0, 0, 0, 0};
  ASSERT_EQ(fread(b, 1, sizeof b, f), sizeof b);
  fclose(f);
  EXPECT_EQ(b[0], 'S');
  EXPECT_EQ(b[1], 'H');
  EXPECT_EQ(b[2], 'F');
  EXPECT_EQ(b[3], 'B');
  EXPECT_EQ(b[4] & 0x01, 0x01);  // SH_EXT_EXIT_EXTENDED
  EXPECT_EQ(b[4] & 0x02, 0x02);  // SH_EXT_STDOUT_STDERR
}

}  // namespace
