// mcucrypt/modes.h beyond the known answers: streaming == one-shot for
// random splits, in place == out of place, the CTR counter width (32-bit
// wrap vs full carry), PKCS#7 padding (round trips, every kind of bad
// padding -> MCU_ERR_BAD_PADDING with zeroed output), driver mode ops, a
// 8-byte-block cipher, and the argument checks.
#include <string.h>

#include <vector>

#include "crypto/modes/modes_internal.h"
#include "gtest/gtest.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/modes.h"
#include "tests/crypto/modes/mode_testing.h"

namespace {

// A toy 8-byte-block "cipher" for the generic code paths (not a cipher):
// x -> rotl(x ^ k0, 7) + k1 on 64 bits, invertible, keyed by 16 bytes;
// parallel_blocks 3 so batching to odd multiples is exercised.
uint64_t Load64(const uint8_t* p) {
  uint64_t v = 0;
  for (int i = 0; i < 8; ++i) v = (v << 8) | p[i];
  return v;
}
void Store64(uint8_t* p, uint64_t v) {
  for (int i = 7; i >= 0; --i) {
    p[i] = static_cast<uint8_t>(v);
    v >>= 8;
  }
}
mcu_status ToyExpand(uint32_t* schedule, const uint8_t* key) {
  memcpy(schedule, key, 16);
  return MCU_OK;
}
mcu_status ToyEncrypt(const uint32_t* schedule, const uint8_t* in, uint8_t* out, size_t n) {
  uint8_t k[16];
  memcpy(k, schedule, 16);
  for (size_t i = 0; i < n; ++i) {
    uint64_t x = Load64(in + 8 * i) ^ Load64(k);
    x = (x << 7) | (x >> 57);
    Store64(out + 8 * i, x + Load64(k + 8));
  }
  return MCU_OK;
}
mcu_status ToyDecrypt(const uint32_t* schedule, const uint8_t* in, uint8_t* out, size_t n) {
  uint8_t k[16];
  memcpy(k, schedule, 16);
  for (size_t i = 0; i < n; ++i) {
    uint64_t x = Load64(in + 8 * i) - Load64(k + 8);
    x = (x >> 7) | (x << 57);
    Store64(out + 8 * i, x ^ Load64(k));
  }
  return MCU_OK;
}
const mcu_block_cipher_desc kToy64 = {"toy64", "test", 8, 16, 3, 1,
                                      ToyExpand, ToyEncrypt, ToyDecrypt, nullptr, nullptr};

// AES-128 with driver mode ops that count their calls and run the portable
// code (so results must not change).
int g_cbc_enc_calls, g_cbc_dec_calls, g_ctr_calls;
size_t g_driver_bytes;
mcu_status DrvCbcEnc(const mcu_block_key* k, uint8_t* iv, const uint8_t* in, size_t len,
                     uint8_t* out) {
  ++g_cbc_enc_calls;
  g_driver_bytes += len;
  EXPECT_EQ(0u, len % 16);
  return mcucrypt::modes::cbc_encrypt_portable(k, iv, in, len, out);
}
mcu_status DrvCbcDec(const mcu_block_key* k, uint8_t* iv, const uint8_t* in, size_t len,
                     uint8_t* out) {
  ++g_cbc_dec_calls;
  g_driver_bytes += len;
  EXPECT_EQ(0u, len % 16);
  return mcucrypt::modes::cbc_decrypt_portable(k, iv, in, len, out);
}
mcu_status DrvCtr(const mcu_block_key* k, uint8_t* ctr, unsigned bits, const uint8_t* in,
                  size_t len, uint8_t* out) {
  ++g_ctr_calls;
  g_driver_bytes += len;
  EXPECT_EQ(0u, len % 16);
  EXPECT_TRUE(bits == 32 || bits == 128);
  return mcucrypt::modes::ctr_xor_portable(k, ctr, bits, in, len, out);
}
const mcu_block_mode_ops kDriverOps = {DrvCbcEnc, DrvCbcDec, DrvCtr, nullptr, nullptr, nullptr, nullptr};
mcu_block_cipher_desc DriverAes() {
  mcu_block_cipher_desc d = mcu_aes128_desc;
  d.impl = "counting-driver";
  d.modes = &kDriverOps;
  return d;
}
const mcu_block_cipher_desc kDriverAes = DriverAes();

Bytes Pattern(size_t n, uint8_t seed) {
  Bytes b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(seed + 13 * i + (i >> 3));
  return b;
}

struct Keyed {
  mcu_block_key k;
  explicit Keyed(const mcu_block_cipher_desc* c) {
    const Bytes key = Pattern(c->key_size, 0x42);
    EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, c, key.data(), key.size()));
  }
  ~Keyed() { mcu_block_key_wipe(&k); }
};

const mcu_block_cipher_desc* const kCiphers[] = {&mcu_aes128_desc, &mcu_aes256_desc, &kToy64,
                                                 &kDriverAes};

// One-shot of each mode for len bytes; returns the output.
Bytes OneShot(const mcu_block_key* k, mcu_cipher_mode mode, mcu_cipher_direction dir,
              const Bytes& iv, const Bytes& in, bool in_place, mcu_status* st) {
  const size_t n = k->cipher->block_size;
  Bytes out(in.size() + n, 0xEE);
  if (in_place) std::copy(in.begin(), in.end(), out.begin());
  const uint8_t* src = in_place ? out.data() : P(in);
  Bytes chain = iv;
  size_t len = in.size();
  switch (mode) {
    case MCU_MODE_ECB:
      *st = dir == MCU_ENCRYPT ? mcu_ecb_encrypt(k, src, len, out.data())
                               : mcu_ecb_decrypt(k, src, len, out.data());
      break;
    case MCU_MODE_CBC:
      *st = dir == MCU_ENCRYPT ? mcu_cbc_encrypt(k, chain.data(), src, len, out.data())
                               : mcu_cbc_decrypt(k, chain.data(), src, len, out.data());
      break;
    case MCU_MODE_CBC_PKCS7:
      *st = dir == MCU_ENCRYPT
                ? mcu_cbc_pkcs7_encrypt(k, iv.data(), src, in.size(), out.data(), out.size(),
                                        &len)
                : mcu_cbc_pkcs7_decrypt(k, iv.data(), src, in.size(), out.data(), out.size(),
                                        &len);
      break;
    case MCU_MODE_CTR:
      *st = mcu_ctr_xor(k, chain.data(), static_cast<unsigned>(8 * n), src, len, out.data());
      break;
  }
  out.resize(*st == MCU_OK ? len : 0);
  return out;
}

TEST(ModesTest, StreamingEqualsOneShotForEverySplitAndInPlace) {
  const mcu_cipher_mode modes[] = {MCU_MODE_ECB, MCU_MODE_CBC, MCU_MODE_CBC_PKCS7,
                                   MCU_MODE_CTR};
  int checked = 0;
  for (const mcu_block_cipher_desc* c : kCiphers) {
    Keyed key(c);
    const size_t n = c->block_size;
    const Bytes iv = Pattern(n, 7);
    for (mcu_cipher_mode mode : modes) {
      const bool any_len = mode == MCU_MODE_CBC_PKCS7 || mode == MCU_MODE_CTR;
      for (size_t len = 0; len <= 11 * n + 3; len += any_len ? 1 : n) {
        const Bytes pt = Pattern(len, static_cast<uint8_t>(len));
        mcu_status st;
        const Bytes ct = OneShot(&key.k, mode, MCU_ENCRYPT, iv, pt, false, &st);
        ASSERT_EQ(MCU_OK, st) << c->name << " mode " << mode << " len " << len;
        EXPECT_EQ(ct, OneShot(&key.k, mode, MCU_ENCRYPT, iv, pt, true, &st)) << "in place";
        const Bytes back = OneShot(&key.k, mode, MCU_DECRYPT, iv, ct, false, &st);
        ASSERT_EQ(MCU_OK, st);
        EXPECT_EQ(pt, back) << c->name << " mode " << mode << " len " << len;
        EXPECT_EQ(pt, OneShot(&key.k, mode, MCU_DECRYPT, iv, ct, true, &st)) << "in place";
        if (mode == MCU_MODE_CBC_PKCS7) {
          EXPECT_EQ(len - len % n + n, ct.size());
        }
        const Bytes stream_iv = mode == MCU_MODE_ECB ? Bytes() : iv;
        for (uint64_t seed = 0; seed < 4; ++seed) {
          EXPECT_EQ(ct, StreamMode(&key.k, mode, MCU_ENCRYPT, stream_iv, pt, seed * 977 + len,
                                   seed % 2 == 1))
              << c->name << " mode " << mode << " len " << len << " seed " << seed;
          EXPECT_EQ(pt, StreamMode(&key.k, mode, MCU_DECRYPT, stream_iv, ct, seed * 131 + len,
                                   seed % 2 == 0))
              << c->name << " mode " << mode << " len " << len << " seed " << seed;
        }
        ++checked;
      }
    }
  }
  // AES (3 descriptors): 12 + 12 + 180 + 180 lengths; toy64: 12 + 12 + 92 + 92.
  EXPECT_EQ(3 * 384 + 208, checked);
}

// CBC decryption of long messages against ECB decryption and the XOR
// written out, for every AES key size: out of place and in place, aligned
// and not, block counts either side of each batch and stage boundary (the
// fixsliced Thumb-2 technique chains in its rounds' output, in pairs, and
// stages in-place input 16 blocks at a time), and the IV it leaves.
TEST(ModesTest, CbcDecryptionOfLongMessagesMatchesEcbAndXor) {
  int checked = 0;
  for (const mcu_block_cipher_desc* c : {&mcu_aes128_desc, &mcu_aes192_desc, &mcu_aes256_desc}) {
    Keyed key(c);
    const Bytes iv = Pattern(16, 0x3c);
    for (size_t blocks : {1u, 2u, 3u, 4u, 15u, 16u, 17u, 18u, 31u, 32u, 33u, 34u, 40u, 41u}) {
      const size_t len = 16 * blocks;
      const Bytes ct = Pattern(len, static_cast<uint8_t>(blocks * 5));
      Bytes want(len);
      ASSERT_EQ(MCU_OK, mcu_ecb_decrypt(&key.k, ct.data(), len, want.data()));
      for (size_t i = 0; i < len; ++i) want[i] ^= i < 16 ? iv[i] : ct[i - 16];
      const Bytes want_iv(ct.end() - 16, ct.end());
      for (size_t shift : {0u, 1u}) {
        for (bool in_place : {false, true}) {
          Bytes in_buf(len + 1), out_buf(len + 1, 0xEE);
          std::copy(ct.begin(), ct.end(), in_buf.begin() + shift);
          uint8_t* out = (in_place ? in_buf : out_buf).data() + shift;
          const uint8_t* src = in_buf.data() + shift;
          Bytes chain = iv;
          ASSERT_EQ(MCU_OK, mcu_cbc_decrypt(&key.k, chain.data(), src, len, out));
          EXPECT_EQ(want, Bytes(out, out + len))
              << c->name << " blocks " << blocks << " shift " << shift << " in place "
              << in_place;
          EXPECT_EQ(want_iv, chain) << c->name << " blocks " << blocks;
          if (!in_place) {
            EXPECT_EQ(ct, Bytes(src, src + len)) << "input left as it was";
          }
          ++checked;
        }
      }
    }
  }
  EXPECT_EQ(3 * 14 * 4, checked);
}

// CBC encryption of long messages against the portable reference (the C
// fixsliced rounds a block at a time through cbc_encrypt_portable), for
// every AES key size: out of place and in place, aligned and not, block
// counts around the pair size (the fixsliced Thumb-2 technique runs the
// whole chain in its rounds, one block per pair, the chaining value read
// back from the block just written), and the IV it leaves.
TEST(ModesTest, CbcEncryptionOfLongMessagesMatchesThePortableReference) {
  const mcu_block_cipher_desc* const kBuilds[3] = {&mcu_aes128_desc, &mcu_aes192_desc,
                                                   &mcu_aes256_desc};
  const mcu_block_cipher_desc* const kPortable[3] = {
      &mcu_aes128_ct_fixsliced_desc, &mcu_aes192_ct_fixsliced_desc,
      &mcu_aes256_ct_fixsliced_desc};
  int checked = 0;
  for (int c = 0; c < 3; ++c) {
    Keyed key(kBuilds[c]);
    Keyed ref(kPortable[c]);
    const Bytes iv = Pattern(16, 0x5a);
    for (size_t blocks : {1u, 2u, 3u, 4u, 5u, 16u, 17u, 33u}) {
      const size_t len = 16 * blocks;
      const Bytes pt = Pattern(len, static_cast<uint8_t>(blocks * 3));
      Bytes want(len), want_iv = iv;
      ASSERT_EQ(MCU_OK, mcucrypt::modes::cbc_encrypt_portable(&ref.k, want_iv.data(), pt.data(),
                                                              len, want.data()));
      ASSERT_EQ(Bytes(want.end() - 16, want.end()), want_iv);
      for (size_t shift : {0u, 1u}) {
        for (bool in_place : {false, true}) {
          Bytes in_buf(len + 1), out_buf(len + 1, 0xEE);
          std::copy(pt.begin(), pt.end(), in_buf.begin() + shift);
          uint8_t* out = (in_place ? in_buf : out_buf).data() + shift;
          const uint8_t* src = in_buf.data() + shift;
          Bytes chain = iv;
          ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&key.k, chain.data(), src, len, out));
          EXPECT_EQ(want, Bytes(out, out + len))
              << kBuilds[c]->name << " blocks " << blocks << " shift " << shift << " in place "
              << in_place;
          EXPECT_EQ(want_iv, chain) << kBuilds[c]->name << " blocks " << blocks;
          if (!in_place) {
            EXPECT_EQ(pt, Bytes(src, src + len)) << "input left as it was";
            EXPECT_EQ(0xEE, out_buf[shift == 0 ? len : 0]) << "nothing written outside";
          }
          ++checked;
        }
      }
    }
  }
  EXPECT_EQ(3 * 8 * 4, checked);
}

TEST(ModesTest, CtrCallsChainAndPartialBlocksUseACounter) {
  Keyed key(&mcu_aes128_desc);
  const Bytes pt = Pattern(100, 3);
  Bytes ctr0 = Pattern(16, 9), whole(100);
  Bytes c = ctr0;
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&key.k, c.data(), 128, pt.data(), 100, whole.data()));
  // 100 bytes = 6.25 blocks: the counter moved by 7.
  Bytes expect_ctr = ctr0;
  expect_ctr[15] = static_cast<uint8_t>(expect_ctr[15] + 7);
  EXPECT_EQ(expect_ctr, c);
  // 48 + 52 bytes in two calls from the same start give the same stream.
  Bytes parts(100);
  c = ctr0;
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&key.k, c.data(), 128, pt.data(), 48, parts.data()));
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&key.k, c.data(), 128, pt.data() + 48, 52, parts.data() + 48));
  EXPECT_EQ(whole, parts);
}

// Keystream block i for a counter block: E(counter) computed directly.
Bytes Block(const mcu_block_key* k, const Bytes& counter) {
  Bytes out(16);
  EXPECT_EQ(MCU_OK, mcu_block_encrypt(k, counter.data(), out.data()));
  return out;
}

TEST(ModesTest, CounterWidths32BitWrapsAndFullWidthCarries) {
  Keyed key(&mcu_aes128_desc);
  const Bytes zeros(48, 0);
  Bytes start = {0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17,
                 0x18, 0x19, 0x1a, 0x1b, 0xff, 0xff, 0xff, 0xff};
  for (unsigned bits : {32u, 128u, 64u, 8u, 1u}) {
    Bytes ctr = start, ks(48);
    ASSERT_EQ(MCU_OK, mcu_ctr_xor(&key.k, ctr.data(), bits, zeros.data(), 48, ks.data()));
    // Expected counter blocks: +1 and +2 modulo 2^bits in the low bits.
    Bytes b1 = start, b2 = start;
    if (bits == 32) {
      b1 = {0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0, 0, 0, 0};
      b2 = b1;
      b2[15] = 1;
    } else if (bits == 128 || bits == 64) {
      b1 = {0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1c, 0, 0, 0, 0};
      if (bits == 64) b1[11] = 0x1c;  // carry crosses from word 3 to word 2
      b2 = b1;
      b2[15] = 1;
    } else if (bits == 8) {
      b1[15] = 0;
      b2[15] = 1;
    } else {  // 1 bit: 0xff -> 0xfe -> 0xff
      b1[15] = 0xfe;
      b2[15] = 0xff;
    }
    EXPECT_EQ(Block(&key.k, start), Bytes(ks.begin(), ks.begin() + 16)) << bits;
    EXPECT_EQ(Block(&key.k, b1), Bytes(ks.begin() + 16, ks.begin() + 32)) << bits;
    EXPECT_EQ(Block(&key.k, b2), Bytes(ks.begin() + 32, ks.end())) << bits;
    Bytes b3 = b2;
    b3[15] = static_cast<uint8_t>(bits == 1 ? 0xfe : 2);
    EXPECT_EQ(b3, ctr) << "counter after 3 blocks, " << bits << " bits";
  }
  // Full width wraps the whole block: ff..ff -> 00..00.
  Bytes all(16, 0xff), ks(32);
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&key.k, all.data(), 128, zeros.data(), 32, ks.data()));
  EXPECT_EQ(Block(&key.k, Bytes(16, 0)), Bytes(ks.begin() + 16, ks.end()));
  Bytes one(16, 0);
  one[15] = 1;
  EXPECT_EQ(one, all);
  // Streaming with a 32-bit counter agrees with the one-shot.
  Bytes one_shot(77), c = start;
  const Bytes pt = Pattern(77, 1);
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&key.k, c.data(), 32, pt.data(), 77, one_shot.data()));
  EXPECT_EQ(one_shot, StreamMode(&key.k, MCU_MODE_CTR, MCU_ENCRYPT, start, pt, 5, false, 32));
}

TEST(ModesTest, Pkcs7BadPaddingIsRejectedWithZeroedOutput) {
  for (const mcu_block_cipher_desc* c : {&mcu_aes128_desc, &kToy64}) {
    Keyed key(c);
    const size_t n = c->block_size;
    const Bytes iv = Pattern(n, 5);
    int bad_cases = 0;
    // Last plaintext blocks with every padding byte value, and good pads
    // with one wrong byte inside.
    for (int variant = 0; variant < 256 + static_cast<int>(n); ++variant) {
      Bytes pt = Pattern(2 * n, static_cast<uint8_t>(variant));
      bool good;
      if (variant < 256) {
        const uint8_t p = static_cast<uint8_t>(variant);
        for (size_t i = 0; i < n; ++i) pt[2 * n - 1 - i] = p;
        good = p >= 1 && p <= n;
        if (good) {
          pt[2 * n - 1 - p] = static_cast<uint8_t>(p + 1);  // the byte before the padding
        }
      } else {
        // Good pad value n, one byte in the pad changed.
        for (size_t i = 0; i < n; ++i) pt[n + i] = static_cast<uint8_t>(n);
        pt[n + static_cast<size_t>(variant - 256)] ^= 0x40;
        good = false;
      }
      Bytes ct(2 * n), chain = iv;
      ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&key.k, chain.data(), pt.data(), 2 * n, ct.data()));
      Bytes out(2 * n - 1, 0xEE);
      size_t out_len = 999;
      const mcu_status st = mcu_cbc_pkcs7_decrypt(&key.k, iv.data(), ct.data(), ct.size(),
                                                  out.data(), out.size(), &out_len);
      Bytes streamed_out = StreamMode(&key.k, MCU_MODE_CBC_PKCS7, MCU_DECRYPT, iv, ct, 9, false,
                                      0, good ? MCU_OK : MCU_ERR_BAD_PADDING);
      if (good) {
        const size_t p = pt[2 * n - 1];
        ASSERT_EQ(MCU_OK, st) << c->name << " pad " << p;
        ASSERT_EQ(2 * n - p, out_len);
        EXPECT_EQ(Bytes(pt.begin(), pt.begin() + static_cast<long>(out_len)),
                  Bytes(out.begin(), out.begin() + static_cast<long>(out_len)));
        EXPECT_EQ(Bytes(out.size() - out_len, 0), Bytes(out.begin() + static_cast<long>(out_len),
                                                         out.end()));
        EXPECT_EQ(Bytes(out.begin(), out.begin() + static_cast<long>(out_len)), streamed_out);
      } else {
        ++bad_cases;
        EXPECT_EQ(MCU_ERR_BAD_PADDING, st) << c->name << " variant " << variant;
        EXPECT_EQ(0u, out_len);
        EXPECT_EQ(Bytes(out.size(), 0), out) << "output not zeroed";
        // Streaming released the first block before final saw the padding.
        EXPECT_EQ(n, streamed_out.size());
      }
    }
    EXPECT_EQ(256, bad_cases) << c->name;  // 256 - n bad pad values + n broken pads
  }
}

TEST(ModesTest, DriverModeOpsRunTheWholeBlocks) {
  Keyed drv(&kDriverAes), plain(&mcu_aes128_desc);
  const Bytes iv = Pattern(16, 1), pt = Pattern(100, 2);
  g_cbc_enc_calls = g_cbc_dec_calls = g_ctr_calls = 0;
  g_driver_bytes = 0;
  Bytes a(112), b(112);
  size_t la = 0, lb = 0;
  ASSERT_EQ(MCU_OK, mcu_cbc_pkcs7_encrypt(&drv.k, iv.data(), pt.data(), 100, a.data(), 112, &la));
  ASSERT_EQ(MCU_OK, mcu_cbc_pkcs7_encrypt(&plain.k, iv.data(), pt.data(), 100, b.data(), 112, &lb));
  EXPECT_EQ(a, b);
  EXPECT_EQ(2, g_cbc_enc_calls);  // 96 whole bytes, then the padded block
  Bytes d(111);
  ASSERT_EQ(MCU_OK, mcu_cbc_pkcs7_decrypt(&drv.k, iv.data(), a.data(), 112, d.data(), 111, &la));
  EXPECT_EQ(100u, la);
  EXPECT_EQ(2, g_cbc_dec_calls);
  Bytes c1 = iv, c2 = iv, x(100), y(100);
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&drv.k, c1.data(), 32, pt.data(), 100, x.data()));
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&plain.k, c2.data(), 32, pt.data(), 100, y.data()));
  EXPECT_EQ(x, y);
  EXPECT_EQ(c1, c2);
  EXPECT_EQ(1, g_ctr_calls);  // 96 bytes; the last 4 are the portable code's
  EXPECT_EQ(96u + 16u + 96u + 16u + 96u, g_driver_bytes);
  // Counter widths the driver does not take stay portable.
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&drv.k, c1.data(), 64, pt.data(), 100, x.data()));
  EXPECT_EQ(1, g_ctr_calls);
}

TEST(ModesTest, BadArguments) {
  Keyed key(&mcu_aes128_desc);
  const mcu_block_key* k = &key.k;
  uint8_t buf[64] = {0}, iv[16] = {0}, out[80];
  size_t len = 0;
  mcu_block_key wiped = key.k;
  mcu_block_key_wipe(&wiped);
  // NULL pointers, bad lengths, overlap other than exact.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ecb_encrypt(nullptr, buf, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ecb_encrypt(k, nullptr, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ecb_decrypt(k, buf, 16, nullptr));
  EXPECT_EQ(MCU_OK, mcu_ecb_encrypt(k, nullptr, 0, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ecb_encrypt(k, buf, 15, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ecb_encrypt(k, buf, 32, buf + 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ecb_encrypt(k, buf + 1, 32, buf));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ecb_encrypt(&wiped, buf, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cbc_encrypt(k, nullptr, buf, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cbc_decrypt(k, iv, buf, 17, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cbc_decrypt(k, iv, buf, 32, buf + 8));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cbc_decrypt(&wiped, iv, buf, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_xor(k, nullptr, 128, buf, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_xor(k, iv, 0, buf, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_xor(k, iv, 129, buf, 16, out));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_xor(k, iv, 128, buf, 17, buf + 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_xor(k, iv, 128, nullptr, 1, out));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ctr_xor(&wiped, iv, 128, buf, 16, out));
  EXPECT_EQ(MCU_OK, mcu_ctr_xor(k, iv, 128, nullptr, 0, nullptr));
  // PKCS#7: capacity, lengths, NULL out_len.
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, mcu_cbc_pkcs7_encrypt(k, iv, buf, 16, out, 31, &len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cbc_pkcs7_encrypt(k, iv, buf, 16, out, 32, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cbc_pkcs7_encrypt(k, nullptr, buf, 16, out, 32, &len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cbc_pkcs7_encrypt(k, iv, buf, 16, buf + 4, 32, &len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cbc_pkcs7_decrypt(k, iv, buf, 0, out, 80, &len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cbc_pkcs7_decrypt(k, iv, buf, 20, out, 80, &len));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, mcu_cbc_pkcs7_decrypt(k, iv, buf, 32, out, 30, &len));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cbc_pkcs7_decrypt(&wiped, iv, buf, 32, out, 31, &len));
  // Streaming: init checks, bad state, capacity, final on partial blocks.
  mcu_cipher_ctx ctx;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_init(nullptr, k, MCU_MODE_CBC, MCU_ENCRYPT, iv, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_cipher_init(&ctx, k, static_cast<mcu_cipher_mode>(9), MCU_ENCRYPT, iv, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_cipher_init(&ctx, k, MCU_MODE_CBC, static_cast<mcu_cipher_direction>(0), iv, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_init(&ctx, k, MCU_MODE_CBC, MCU_ENCRYPT, iv, 8));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_init(&ctx, k, MCU_MODE_ECB, MCU_ENCRYPT, iv, 16));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cipher_init(&ctx, &wiped, MCU_MODE_CBC, MCU_ENCRYPT, iv, 16));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cipher_update(&ctx, buf, 16, out, 80, &len));  // failed init
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_init_ctr(&ctx, k, iv, 16, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_init_ctr(&ctx, k, iv, 16, 129));
  ASSERT_EQ(MCU_OK, mcu_cipher_init(&ctx, k, MCU_MODE_CBC, MCU_ENCRYPT, iv, 16));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, mcu_cipher_update(&ctx, buf, 40, out, 31, &len));
  EXPECT_EQ(0u, len);
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_update(&ctx, buf, 40, buf + 3, 80, &len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_update(&ctx, buf, 40, out, 80, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_update(&ctx, nullptr, 4, out, 80, &len));
  ASSERT_EQ(MCU_OK, mcu_cipher_update(&ctx, buf, 40, out, 80, &len));
  EXPECT_EQ(32u, len);
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_final(&ctx, out, 80, &len));  // 8 left over
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cipher_update(&ctx, buf, 16, out, 80, &len));  // wiped
  // A wiped key under a live context.
  mcu_block_key temp = key.k;
  ASSERT_EQ(MCU_OK, mcu_cipher_init(&ctx, &temp, MCU_MODE_CTR, MCU_ENCRYPT, iv, 16));
  mcu_block_key_wipe(&temp);
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cipher_update(&ctx, buf, 16, out, 80, &len));
  // PKCS#7 final: capacity, and decryption of a non-block total.
  ASSERT_EQ(MCU_OK, mcu_cipher_init(&ctx, k, MCU_MODE_CBC_PKCS7, MCU_ENCRYPT, iv, 16));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, mcu_cipher_final(&ctx, out, 15, &len));
  EXPECT_EQ(MCU_OK, mcu_cipher_final(&ctx, out, 16, &len));
  EXPECT_EQ(16u, len);
  ASSERT_EQ(MCU_OK, mcu_cipher_init(&ctx, k, MCU_MODE_CBC_PKCS7, MCU_DECRYPT, iv, 16));
  ASSERT_EQ(MCU_OK, mcu_cipher_update(&ctx, buf, 20, out, 80, &len));
  EXPECT_EQ(16u, len);
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_final(&ctx, out, 80, &len));
  ASSERT_EQ(MCU_OK, mcu_cipher_init(&ctx, k, MCU_MODE_CBC_PKCS7, MCU_DECRYPT, iv, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cipher_final(&ctx, out, 80, &len));  // empty
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cipher_final(&ctx, out, 80, &len));
}

}  // namespace
