// Barrett reduction mod L (crypto/curve25519/scalar_barrett.h with
// ed25519_order.h, what Ed25519 signs with) against the bit-serial reduction (scalar_bitserial.h): random
// 512-bit values, the edges (0, L - 1, L, multiples of L and their
// neighbours, 2^512 - 1), and mul_add against the bit-serial one.
#include <stdint.h>
#include <string.h>

#include "crypto/curve25519/ed25519_order.h"
#include "crypto/curve25519/scalar_barrett.h"
#include "crypto/curve25519/scalar_bitserial.h"
#include "gtest/gtest.h"

namespace {

using mcucrypt::curve25519::kModL;
const uint32_t *const kL = kModL.m;

uint32_t Next(uint32_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 17;
  *s ^= *s << 5;
  return *s;
}

void ExpectSame(const uint8_t x[64]) {
  uint8_t got[32], want[32];
  mcucrypt::scalar::reduce_bytes_barrett<8>(got, x, 64, kModL);
  mcucrypt::scalar::reduce_bytes<8, 16>(want, 32, x, 64, kL);
  ASSERT_EQ(0, memcmp(got, want, 32));
}

// x = k * L + d for a small k and d in [-2, 2], as 64 bytes.
void MultipleOfL(uint8_t x[64], uint32_t k, int d) {
  uint32_t w[16] = {0};
  uint64_t c = 0;
  for (int i = 0; i < 8; ++i) {
    c += uint64_t{kL[i]} * k;
    w[i] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  w[8] = static_cast<uint32_t>(c);
  // w += d (borrows and carries through all words).
  int64_t carry = d;
  for (int i = 0; i < 16; ++i) {
    const int64_t v = int64_t{w[i]} + carry;
    w[i] = static_cast<uint32_t>(v);
    carry = v >> 32;
  }
  for (int i = 0; i < 64; ++i) x[i] = static_cast<uint8_t>(w[i / 4] >> (8 * (i % 4)));
}

TEST(ScalarBarrett, RandomAgainstBitSerial) {
  uint32_t s = 0x1ed25519u;
  for (int n = 0; n < 300; ++n) {
    uint8_t x[64];
    for (int i = 0; i < 64; ++i) x[i] = static_cast<uint8_t>(Next(&s));
    ExpectSame(x);
    if (HasFatalFailure()) return;
  }
}

TEST(ScalarBarrett, EdgesAgainstBitSerial) {
  uint8_t x[64];
  memset(x, 0, sizeof x);
  ExpectSame(x);
  memset(x, 0xFF, sizeof x);
  ExpectSame(x);
  const uint32_t kMultiples[] = {1, 2, 3, 16, 0xFFFFu, 0xFFFFFFFFu};
  for (uint32_t k : kMultiples) {
    for (int d = -2; d <= 2; ++d) {
      MultipleOfL(x, k, d);
      ExpectSame(x);
      if (HasFatalFailure()) return;
    }
  }
  // The largest multiples of L below 2^512 (k = floor(2^512 / L) is mu):
  // top words all ones.
  for (int top = 0; top < 64; ++top) {
    memset(x, 0, sizeof x);
    memset(x + top, 0xFF, 64 - top);
    ExpectSame(x);
    if (HasFatalFailure()) return;
  }
}

TEST(ScalarBarrett, MulAddAgainstBitSerial) {
  uint32_t s = 0x5ca1ab1eu;
  for (int n = 0; n < 100; ++n) {
    uint8_t a[32], b[32], c[32], got[32], want[32];
    for (int i = 0; i < 32; ++i) a[i] = static_cast<uint8_t>(Next(&s));
    for (int i = 0; i < 32; ++i) b[i] = static_cast<uint8_t>(Next(&s));
    for (int i = 0; i < 32; ++i) c[i] = static_cast<uint8_t>(Next(&s));
    if (n == 0) {  // all ones: the widest a * b + c
      memset(a, 0xFF, 32);
      memset(b, 0xFF, 32);
      memset(c, 0xFF, 32);
    }
    mcucrypt::scalar::mul_add_barrett<8>(got, a, b, c, kModL);
    mcucrypt::scalar::mul_add<8>(want, 32, a, b, c, kL);
    ASSERT_EQ(0, memcmp(got, want, 32)) << n;
  }
}

}  // namespace
