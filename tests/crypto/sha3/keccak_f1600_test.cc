// Tests of one Keccak-f[1600] backend through the interface in
// crypto/sha3/keccak_f1600.h. BUILD.bazel builds this file once per backend
// (each linked directly, whatever //crypto/sha3:keccak_f1600_backend says),
// so every implementation is checked on every core.
#include "crypto/sha3/keccak_f1600.h"

#include <string.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/hex.h"

namespace {

// --- A reference straight from FIPS 202 -----------------------------------
// Section 3.2 step by step on A[x][y] lanes, with the rho offsets from the
// (x, y) walk of 3.2.2 and the round constants from the rc(t) LFSR of 3.2.5:
// no tables shared with any backend. Slow, and only used on a few states.

uint64_t Rotl(uint64_t v, unsigned n) { return n == 0 ? v : (v << n) | (v >> (64 - n)); }

int RcBit(unsigned t) {
  if (t % 255 == 0) return 1;
  unsigned r = 0x01;  // R = 10000000, bit i of r is R[i]
  for (unsigned i = 1; i <= t % 255; ++i) {
    r <<= 1;  // R = 0 || R
    const unsigned r8 = (r >> 8) & 1;
    r ^= r8 | (r8 << 4) | (r8 << 5) | (r8 << 6);
    r &= 0xff;  // Trunc8
  }
  return r & 1;
}

void ReferencePermute(uint64_t a[5][5]) {
  for (unsigned ir = 0; ir < 24; ++ir) {
    uint64_t c[5], d[5];
    for (int x = 0; x < 5; ++x) c[x] = a[x][0] ^ a[x][1] ^ a[x][2] ^ a[x][3] ^ a[x][4];
    for (int x = 0; x < 5; ++x) d[x] = c[(x + 4) % 5] ^ Rotl(c[(x + 1) % 5], 1);
    for (int x = 0; x < 5; ++x)
      for (int y = 0; y < 5; ++y) a[x][y] ^= d[x];
    // rho
    int x = 1, y = 0;
    for (unsigned t = 0; t < 24; ++t) {
      a[x][y] = Rotl(a[x][y], ((t + 1) * (t + 2) / 2) % 64);
      const int nx = y;
      y = (2 * x + 3 * y) % 5;
      x = nx;
    }
    // pi
    uint64_t b[5][5];
    for (x = 0; x < 5; ++x)
      for (y = 0; y < 5; ++y) b[x][y] = a[(x + 3 * y) % 5][x];
    // chi
    for (x = 0; x < 5; ++x)
      for (y = 0; y < 5; ++y) a[x][y] = b[x][y] ^ (~b[(x + 1) % 5][y] & b[(x + 2) % 5][y]);
    // iota
    uint64_t rc = 0;
    for (unsigned j = 0; j <= 6; ++j) {
      rc |= static_cast<uint64_t>(RcBit(j + 7 * ir)) << ((1u << j) - 1);
    }
    a[0][0] ^= rc;
  }
}

// The permutation on the 200-byte string S (lane x + 5y is bytes 8(x+5y)..).
std::vector<uint8_t> ReferencePermuteBytes(const std::vector<uint8_t>& s) {
  uint64_t a[5][5];
  for (int i = 0; i < 25; ++i) {
    uint64_t lane = 0;
    for (int k = 7; k >= 0; --k) lane = (lane << 8) | s[8 * i + k];
    a[i % 5][i / 5] = lane;
  }
  ReferencePermute(a);
  std::vector<uint8_t> out(200);
  for (int i = 0; i < 25; ++i)
    for (int k = 0; k < 8; ++k) out[8 * i + k] = static_cast<uint8_t>(a[i % 5][i / 5] >> (8 * k));
  return out;
}

// --- Helpers ----------------------------------------------------------------

uint64_t g_rng = 0x9e3779b97f4a7c15u;
uint8_t RandomByte() {
  g_rng ^= g_rng << 13;
  g_rng ^= g_rng >> 7;
  g_rng ^= g_rng << 17;
  return static_cast<uint8_t>(g_rng >> 24);
}

std::vector<uint8_t> RandomBytes(size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t& b : v) b = RandomByte();
  return v;
}

// A backend state holding the byte string s (added to a zero state).
mcu_keccak_state StateOf(const std::vector<uint8_t>& s) {
  mcu_keccak_state st;
  memset(&st, 0, sizeof(st));
  KECCAK::keccak_f1600_add_bytes(&st, s.data(), 0, s.size());
  return st;
}

std::vector<uint8_t> BytesOf(const mcu_keccak_state& st) {
  std::vector<uint8_t> out(200);
  KECCAK::keccak_f1600_extract_bytes(&st, out.data(), 0, 200);
  return out;
}

// Lanes as FIPS 202 / XKCP print them (most significant byte first).
std::string LanesHex(const std::vector<uint8_t>& s) {
  std::string out;
  for (int i = 0; i < 25; ++i) {
    uint8_t be[8];
    for (int k = 0; k < 8; ++k) be[k] = s[8 * i + 7 - k];
    out += ToHex(be, 8) + (i < 24 ? " " : "");
  }
  return out;
}

// Keccak-f[1600] of the zero state, then of that result: the Keccak team's
// published intermediate values (KeccakF-1600-IntermediateValues.txt).
const char kZeroOnce[] =
    "f1258f7940e1dde7 84d5ccf933c0478a d598261ea65aa9ee bd1547306f80494d "
    "8b284e056253d057 ff97a42d7f8e6fd4 90fee5a0a44647c4 8c5bda0cd6192e76 "
    "ad30a6f71b19059c 30935ab7d08ffc64 eb5aa93f2317d635 a9a6e6260d712103 "
    "81a57c16dbcf555f 43b831cd0347c826 01f22f1a11a5569f 05e5635a21d9ae61 "
    "64befef28cc970f2 613670957bc46611 b87c5a554fd00ecb 8c3ee88a1ccf32c8 "
    "940c7922ae3a2614 1841f924a2c509e4 16f53526e70465c2 75f644e97f30a13b "
    "eaf1ff7b5ceca249";
const char kZeroTwice[] =
    "2d5c954df96ecb3c 6a332cd07057b56d 093d8d1270d76b6c 8a20d9b25569d094 "
    "4f9c4f99e5e7f156 f957b9a2da65fb38 85773dae1275af0d faf4f247c3d810f7 "
    "1f1b9ee6f79a8759 e4fecc0fee98b425 68ce61b6b9ce68a1 deea66c4ba8f974f "
    "33c43d836eafb1f5 e00654042719dbd9 7cf8a9f009831265 fd5449a6bf174743 "
    "97ddad33d8994b40 48ead5fc5d0be774 e3b8c8ee55b7b03c 91a0226e649e42e9 "
    "900e3129e7badd7b 202a9ec5faa3cce8 5b3402464e1c3db6 609f4e62a44c1059 "
    "20d06cd26a8fbf5c";

TEST(KeccakF1600Test, ReferenceMatchesPublishedValues) {
  std::vector<uint8_t> s(200, 0);
  s = ReferencePermuteBytes(s);
  EXPECT_EQ(kZeroOnce, LanesHex(s));
  s = ReferencePermuteBytes(s);
  EXPECT_EQ(kZeroTwice, LanesHex(s));
}

TEST(KeccakF1600Test, ZeroStateKnownAnswer) {
  mcu_keccak_state st;
  memset(&st, 0, sizeof(st));
  EXPECT_EQ(std::string(200 * 2, '0'), ToHex(BytesOf(st).data(), 200));
  KECCAK::keccak_f1600_permute(&st);
  EXPECT_EQ(kZeroOnce, LanesHex(BytesOf(st)));
  KECCAK::keccak_f1600_permute(&st);
  EXPECT_EQ(kZeroTwice, LanesHex(BytesOf(st)));
}

TEST(KeccakF1600Test, RandomStatesMatchReference) {
  for (int trial = 0; trial < 8; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    const std::vector<uint8_t> s = RandomBytes(200);
    mcu_keccak_state st = StateOf(s);
    ASSERT_EQ(s, BytesOf(st));
    KECCAK::keccak_f1600_permute(&st);
    EXPECT_EQ(ReferencePermuteBytes(s), BytesOf(st));
  }
  // Single bits in every lane and at both ends of a lane, which catch a
  // wrong even/odd split or a wrong rotation direction.
  for (int bit = 0; bit < 1600; bit += 61) {
    std::vector<uint8_t> s(200, 0);
    s[bit / 8] = static_cast<uint8_t>(1u << (bit % 8));
    mcu_keccak_state st = StateOf(s);
    KECCAK::keccak_f1600_permute(&st);
    EXPECT_EQ(ReferencePermuteBytes(s), BytesOf(st)) << "bit " << bit;
  }
}

TEST(KeccakF1600Test, AddAndExtractAtEveryOffset) {
  const std::vector<uint8_t> base = RandomBytes(200);
  const std::vector<uint8_t> data = RandomBytes(200);
  for (size_t offset = 0; offset <= 200; ++offset) {
    for (size_t len = 0; offset + len <= 200; len += (len < 20 ? 1 : 13)) {
      mcu_keccak_state st = StateOf(base);
      KECCAK::keccak_f1600_add_bytes(&st, data.data(), offset, len);
      std::vector<uint8_t> want = base;
      for (size_t i = 0; i < len; ++i) want[offset + i] ^= data[i];
      ASSERT_EQ(want, BytesOf(st)) << "add at " << offset << " len " << len;

      // Extract exactly the range, into a buffer with guard bytes.
      std::vector<uint8_t> out(len + 2, 0xa5);
      KECCAK::keccak_f1600_extract_bytes(&st, out.data() + 1, offset, len);
      ASSERT_EQ(0xa5, out[0]);
      ASSERT_EQ(0xa5, out[len + 1]);
      ASSERT_TRUE(std::equal(want.begin() + offset, want.begin() + offset + len, out.begin() + 1))
          << "extract at " << offset << " len " << len;
    }
  }
}

TEST(KeccakF1600Test, AbsorbIsAddThenPermute) {
  const size_t rates[] = {72, 104, 136, 144, 168};
  for (size_t rate : rates) {
    for (size_t nblocks = 0; nblocks <= 3; ++nblocks) {
      SCOPED_TRACE("rate " + std::to_string(rate) + ", " + std::to_string(nblocks) + " blocks");
      const std::vector<uint8_t> start = RandomBytes(200);
      // Misaligned on purpose: backends must accept any alignment.
      const std::vector<uint8_t> buffer = RandomBytes(nblocks * rate + 1);
      const uint8_t* data = buffer.data() + 1;

      mcu_keccak_state st = StateOf(start);
      KECCAK::keccak_f1600_absorb(&st, rate, data, nblocks);

      std::vector<uint8_t> want = start;
      for (size_t b = 0; b < nblocks; ++b) {
        for (size_t i = 0; i < rate; ++i) want[i] ^= data[b * rate + i];
        want = ReferencePermuteBytes(want);
      }
      EXPECT_EQ(want, BytesOf(st));
    }
  }
}

TEST(KeccakF1600Test, SqueezeIsPermuteThenExtract) {
  const size_t rates[] = {72, 104, 136, 144, 168};
  for (size_t rate : rates) {
    for (size_t nblocks = 0; nblocks <= 3; ++nblocks) {
      SCOPED_TRACE("rate " + std::to_string(rate) + ", " + std::to_string(nblocks) + " blocks");
      const std::vector<uint8_t> start = RandomBytes(200);
      mcu_keccak_state st = StateOf(start);
      // Misaligned on purpose, with guard bytes on both sides.
      std::vector<uint8_t> buffer(nblocks * rate + 2, 0xa5);
      KECCAK::keccak_f1600_squeeze(&st, rate, buffer.data() + 1, nblocks);
      EXPECT_EQ(0xa5, buffer.front());
      EXPECT_EQ(0xa5, buffer.back());

      std::vector<uint8_t> want = start;
      std::vector<uint8_t> want_out;
      for (size_t b = 0; b < nblocks; ++b) {
        want = ReferencePermuteBytes(want);
        want_out.insert(want_out.end(), want.begin(), want.begin() + rate);
      }
      EXPECT_EQ(want_out, std::vector<uint8_t>(buffer.begin() + 1, buffer.end() - 1));
      EXPECT_EQ(want, BytesOf(st));  // the state is left after the last permutation
    }
  }
}

}  // namespace
