// The public ChaCha20, XChaCha20, HChaCha20, Poly1305 and AEAD functions,
// as the build links them (Thumb-2 assembly on Cortex-M4, C++ elsewhere),
// against the independent reference (reference.h) on random keys and
// messages: every length 0..300 (every partial block), longer ones up to
// 4 KiB + 63, unaligned buffers, in place, and Poly1305 fed in random
// pieces.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "tests/crypto/chacha/reference.h"
#include "tests/support/test_rng.h"

namespace {

using Bytes = std::vector<uint8_t>;

// memcmp that accepts the null data() of an empty vector.
bool Same(const uint8_t *a, const uint8_t *b, size_t n) { return n == 0 || memcmp(a, b, n) == 0; }

Bytes Random(Rng *rng, size_t n) {
  Bytes b(n);
  for (uint8_t &v : b) v = static_cast<uint8_t>(rng->Next() >> 40);
  return b;
}

// Every length to 300, then a spread of longer ones.
std::vector<size_t> Lengths() {
  std::vector<size_t> lengths;
  for (size_t n = 0; n <= 300; ++n) lengths.push_back(n);
  for (size_t n : {319, 320, 321, 511, 512, 513, 1023, 1024, 1025, 1500, 4096, 4159}) {
    lengths.push_back(n);
  }
  return lengths;
}

TEST(ReferenceTest, ChaCha20EveryLength) {
  Rng rng(1);
  size_t checked = 0;
  for (size_t len : Lengths()) {
    SCOPED_TRACE(testing::Message() << "length " << len);
    const Bytes key = Random(&rng, 32), nonce = Random(&rng, 12);
    const uint32_t counter = static_cast<uint32_t>(rng.Below(1000));
    const size_t in_off = rng.Below(4), out_off = rng.Below(4);
    Bytes in = Random(&rng, len + 4), out(len + 5, 0xA5);
    const Bytes pt(in.begin() + static_cast<ptrdiff_t>(in_off),
                   in.begin() + static_cast<ptrdiff_t>(in_off + len));
    const Bytes expected = ref::ChaCha20(key.data(), nonce.data(), counter, pt);
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), counter, in.data() + in_off,
                                       len, out.data() + out_off));
    EXPECT_TRUE(Same(expected.data(), out.data() + out_off, len));
    for (size_t i = 0; i < out_off; ++i) EXPECT_EQ(0xA5, out[i]);
    for (size_t i = out_off + len; i < out.size(); ++i) EXPECT_EQ(0xA5, out[i]);
    // In place, at an odd offset.
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), counter, in.data() + in_off,
                                       len, in.data() + in_off));
    EXPECT_TRUE(Same(expected.data(), in.data() + in_off, len));
    ++checked;
  }
  EXPECT_EQ(Lengths().size(), checked);
}

// Up to the last block counter 2^32 - 1.
TEST(ReferenceTest, ChaCha20CounterLimit) {
  Rng rng(2);
  for (size_t len : {1, 63, 64, 65, 128, 191, 256}) {
    const Bytes key = Random(&rng, 32), nonce = Random(&rng, 12), pt = Random(&rng, len);
    const uint32_t counter = static_cast<uint32_t>(0u - (len + 63) / 64);
    Bytes out(len);
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), counter, pt.data(), len,
                                       out.data()));
    EXPECT_EQ(ref::ChaCha20(key.data(), nonce.data(), counter, pt), out) << len;
  }
}

TEST(ReferenceTest, HChaCha20AndXChaCha20) {
  Rng rng(3);
  for (size_t len : {0, 1, 63, 64, 65, 200, 1000}) {
    const Bytes key = Random(&rng, 32), nonce = Random(&rng, 24), pt = Random(&rng, len);
    uint8_t subkey[32], expected_subkey[32];
    ASSERT_EQ(MCU_OK, mcu_hchacha20(key.data(), nonce.data(), subkey));
    ref::HChaCha20(key.data(), nonce.data(), expected_subkey);
    EXPECT_TRUE(Same(expected_subkey, subkey, 32));
    // XChaCha20: ChaCha20 under the subkey with nonce 0000 || nonce[16..23].
    uint8_t nonce12[12] = {0, 0, 0, 0};
    memcpy(nonce12 + 4, nonce.data() + 16, 8);
    const uint32_t counter = static_cast<uint32_t>(rng.Below(5));
    Bytes out(len);
    ASSERT_EQ(MCU_OK, mcu_xchacha20_xor(key.data(), nonce.data(), counter, pt.data(), len,
                                        out.data()));
    EXPECT_EQ(ref::ChaCha20(expected_subkey, nonce12, counter, pt), out) << len;
  }
}

// Keys with extreme r (all clamp bits set) and s (all ones: the final
// addition carries out of every byte) besides random ones.
Bytes PolyKey(Rng *rng, int kind) {
  Bytes key = Random(rng, 32);
  if (kind == 1) memset(key.data(), 0xff, 32);
  if (kind == 2) memset(key.data(), 0xff, 16);
  return key;
}

TEST(ReferenceTest, Poly1305EveryLengthAndSplit) {
  Rng rng(4);
  size_t checked = 0;
  for (size_t len : Lengths()) {
    SCOPED_TRACE(testing::Message() << "length " << len);
    const Bytes key = PolyKey(&rng, static_cast<int>(len % 3));
    // Every third message all 0xff: the largest accumulator values.
    Bytes msg = Random(&rng, len + 3);
    if (len % 3 == 1) memset(msg.data(), 0xff, msg.size());
    const uint8_t *m = msg.data() + len % 3;
    uint8_t expected[16], tag[16];
    ref::Poly1305(key.data(), m, len, expected);
    ASSERT_EQ(MCU_OK, mcu_poly1305(key.data(), m, len, tag));
    EXPECT_TRUE(Same(expected, tag, 16));
    // The same in random pieces (many of them short and unaligned).
    mcu_poly1305_ctx ctx;
    ASSERT_EQ(MCU_OK, mcu_poly1305_init(&ctx, key.data()));
    size_t done = 0;
    while (done < len) {
      const size_t piece = rng.Below(3) == 0 ? rng.Below(70) : rng.Below(17);
      const size_t take = piece < len - done ? piece : len - done;
      ASSERT_EQ(MCU_OK, mcu_poly1305_update(&ctx, m + done, take));
      done += take;
    }
    ASSERT_EQ(MCU_OK, mcu_poly1305_final(&ctx, tag));
    EXPECT_TRUE(Same(expected, tag, 16));
    ++checked;
  }
  EXPECT_EQ(Lengths().size(), checked);
}

// Both AEADs: every plaintext length to 300 and longer ones, random
// associated data lengths, sealed against the reference and opened again.
TEST(ReferenceTest, AeadsEveryLength) {
  Rng rng(5);
  size_t checked = 0;
  for (size_t len : Lengths()) {
    for (int x = 0; x < 2; ++x) {
      SCOPED_TRACE(testing::Message() << (x ? "xchacha " : "chacha ") << len);
      const Bytes key = Random(&rng, 32), nonce = Random(&rng, x ? 24 : 12);
      const Bytes aad = Random(&rng, rng.Below(3) == 0 ? 0 : rng.Below(40));
      const Bytes pt = Random(&rng, len);
      const Bytes expected = x ? ref::XChaCha20Poly1305Seal(key.data(), nonce.data(), aad, pt)
                               : ref::ChaCha20Poly1305Seal(key.data(), nonce.data(), aad, pt);
      Bytes ct(len + 1), tag(16), back(len + 1);
      const uint8_t *a = aad.empty() ? nullptr : aad.data();
      const uint8_t *p = pt.empty() ? nullptr : pt.data();
      if (x) {
        ASSERT_EQ(MCU_OK, mcu_xchacha20_poly1305_encrypt(key.data(), nonce.data(), 24, a,
                                                         aad.size(), p, len, ct.data(),
                                                         tag.data(), 16));
      } else {
        ASSERT_EQ(MCU_OK, mcu_chacha20_poly1305_encrypt(key.data(), nonce.data(), 12, a,
                                                        aad.size(), p, len, ct.data(),
                                                        tag.data(), 16));
      }
      EXPECT_TRUE(Same(expected.data(), ct.data(), len));
      EXPECT_TRUE(Same(expected.data() + len, tag.data(), 16));
      const mcu_status st =
          x ? mcu_xchacha20_poly1305_decrypt(key.data(), nonce.data(), 24, a, aad.size(),
                                             ct.data(), len, tag.data(), 16, back.data())
            : mcu_chacha20_poly1305_decrypt(key.data(), nonce.data(), 12, a, aad.size(),
                                            ct.data(), len, tag.data(), 16, back.data());
      ASSERT_EQ(MCU_OK, st);
      EXPECT_TRUE(Same(pt.data(), back.data(), len));
      ++checked;
    }
  }
  EXPECT_EQ(2 * Lengths().size(), checked);
}

}  // namespace
