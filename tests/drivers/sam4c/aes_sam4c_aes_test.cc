// The SAM4C AES driver (drivers/sam4c, "sam4c_aes") in the board simulator,
// against its model (tools/sim/models/sam4c/aes.h): known answers for ECB
// (FIPS 197 C.1-C.3), CBC and CTR (SP 800-38A F.2.1, F.5.1) and GCM (the
// GCM specification's test cases 4-6: 96-bit, 64-bit and 480-bit IVs);
// counter wraps, unaligned (CPU-fed), aligned (PDC), in-place and empty
// buffers against the core's software AES in the same image; the model's faults (hang, error bit, wrong
// result) through the "mcucrypt:fault" file; the lock hook around every use.
#include <string.h>

#include <string>

#include "drivers/sam4c/aes_engine.h"
#include "drivers/sam4c/sam4c_aes.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/modes.h"
#include "tests/drivers/sam4c/driver_testing.h"

namespace {

using namespace sam4c_testing;

class Sam4cAesTest : public DriverTest {
 protected:
  Sam4cAesTest() : DriverTest("sam4c_aes") {}
  void TearDown() override {
    DriverTest::TearDown();
    EXPECT_EQ(hooks_.locks[MCU_RESOURCE_CIPHER], hooks_.unlocks[MCU_RESOURCE_CIPHER]);
  }
};

const mcu_block_cipher_desc* const kDescs[3] = {&mcu_aes128_sam4c_aes, &mcu_aes192_sam4c_aes,
                                                &mcu_aes256_sam4c_aes};
const mcu_block_cipher_desc* const kSoftware[3] = {
    &mcu_aes128_ct_fixsliced_armv7m_desc, &mcu_aes192_ct_fixsliced_armv7m_desc,
    &mcu_aes256_ct_fixsliced_armv7m_desc};

struct Key {
  mcu_block_key k;
  Key(const mcu_block_cipher_desc* d, const Bytes& key) {
    EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, d, key.data(), key.size()));
  }
  ~Key() { mcu_block_key_wipe(&k); }
};

TEST_F(Sam4cAesTest, DescriptorsNameTheEngine) {
  for (const mcu_block_cipher_desc* d : kDescs) {
    EXPECT_STREQ("sam4c_aes", d->impl);
    EXPECT_EQ(nullptr, d->fallback);  // every case runs in the engine
    ASSERT_NE(nullptr, d->modes);
  }
  EXPECT_STREQ("sam4c_aes", mcu_aes128_desc.impl);  // the board's AES
}

TEST_F(Sam4cAesTest, EcbFips197AppendixC) {
  const Bytes pt = FromHex("00112233445566778899aabbccddeeff");
  const char* const want[3] = {"69c4e0d86a7b0430d8cdb78070b4c55a",
                               "dda97ca4864cdfe06eaf70a0ec0d7191",
                               "8ea2b7ca516745bfeafc49904b496089"};
  for (int i = 0; i < 3; ++i) {
    Bytes key(kDescs[i]->key_size);
    for (size_t j = 0; j < key.size(); ++j) key[j] = static_cast<uint8_t>(j);
    Key k(kDescs[i], key);
    Bytes ct(16), back(16);
    ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&k.k, pt.data(), 16, ct.data()));
    EXPECT_EQ(want[i], Hex(ct));
    ASSERT_EQ(MCU_OK, mcu_ecb_decrypt(&k.k, ct.data(), 16, back.data()));
    EXPECT_EQ(pt, back);
  }
  EXPECT_EQ(6, hooks_.locks[MCU_RESOURCE_CIPHER]);  // one use per call
}

const Bytes kSp38aKey = FromHex("2b7e151628aed2a6abf7158809cf4f3c");
const Bytes kSp38aPlain = FromHex(
    "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
    "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710");

TEST_F(Sam4cAesTest, CbcAndCtrSp80038a) {
  Key k(&mcu_aes128_sam4c_aes, kSp38aKey);
  Bytes iv = FromHex("000102030405060708090a0b0c0d0e0f"), ct(64), back(64);
  ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&k.k, iv.data(), kSp38aPlain.data(), 64, ct.data()));
  EXPECT_EQ(
      "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
      "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7",
      Hex(ct));
  EXPECT_EQ("3ff1caa1681fac09120eca307586e1a7", Hex(iv));  // chains to the next call
  iv = FromHex("000102030405060708090a0b0c0d0e0f");
  ASSERT_EQ(MCU_OK, mcu_cbc_decrypt(&k.k, iv.data(), ct.data(), 64, back.data()));
  EXPECT_EQ(kSp38aPlain, back);

  Bytes counter = FromHex("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&k.k, counter.data(), 128, kSp38aPlain.data(), 64, ct.data()));
  EXPECT_EQ(
      "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
      "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee",
      Hex(ct));
  EXPECT_EQ("f0f1f2f3f4f5f6f7f8f9fafbfcfdff03", Hex(counter));
}

// The GCM specification's test cases 4, 5 and 6 (gcm.vec): the same key,
// AAD and plaintext under a 96-bit, a 64-bit and a 480-bit IV.
TEST_F(Sam4cAesTest, GcmSpecificationTestCases4To6) {
  const Bytes key = FromHex("feffe9928665731c6d6a8f9467308308");
  const Bytes aad = FromHex("feedfacedeadbeeffeedfacedeadbeefabaddad2");
  const Bytes pt = FromHex(
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
      "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39");
  const struct {
    const char* iv;
    const char* out;  // ciphertext || tag
  } cases[] = {
      {"cafebabefacedbaddecaf888",
       "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e21d514b25466931c7d8f6a5aac84"
       "aa051ba30b396a0aac973d58e0915bc94fbc3221a5db94fae95ae7121a47"},
      {"cafebabefacedbad",
       "61353b4c2806934a777ff51fa22a4755699b2a714fcdc6f83766e5f97b6c742373806900e49f24b22b097544d489"
       "6b424989b5e1ebac0f07c23f45983612d2e79e3b0785561be14aaca2fccb"},
      {"9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728c3c0c95156809539fcf0e2429a6b"
       "525416aedbf5a0de6a57a637b39b",
       "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca701e4a9a4fba43c90ccdcb281d48c"
       "7c6fd62875d2aca417034c34aee5619cc5aefffe0bfa462af43c1699d050"},
  };
  Key k(&mcu_aes128_sam4c_aes, key);
  for (const auto& c : cases) {
    SCOPED_TRACE(c.iv);
    const Bytes iv = FromHex(c.iv);
    Bytes ct(pt.size()), tag(16), back(pt.size());
    ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&k.k, iv.data(), iv.size(), aad.data(), aad.size(),
                                      pt.data(), pt.size(), ct.data(), tag.data(), 16));
    EXPECT_EQ(c.out, Hex(ct) + Hex(tag));
    ASSERT_EQ(MCU_OK, mcu_gcm_decrypt(&k.k, iv.data(), iv.size(), aad.data(), aad.size(),
                                      ct.data(), ct.size(), tag.data(), 16, back.data()));
    EXPECT_EQ(pt, back);
    tag[15] ^= 0x80;
    EXPECT_EQ(MCU_ERR_AUTH_FAILED,
              mcu_gcm_decrypt(&k.k, iv.data(), iv.size(), aad.data(), aad.size(), ct.data(),
                              ct.size(), tag.data(), 16, back.data()));
    EXPECT_EQ(Bytes(pt.size(), 0), back);
  }
}

// Every mode, key size and awkward buffer against the core's software AES
// in the same image: odd addresses, in place, empty; CTR counters that
// cross the engine's 16-bit counter wrap and the 32-bit one.
TEST_F(Sam4cAesTest, AwkwardBuffersMatchSoftware) {
  for (int i = 0; i < 3; ++i) {
    SCOPED_TRACE(i);
    const Bytes key = Pattern(kDescs[i]->key_size, static_cast<uint8_t>(i));
    Key hw(kDescs[i], key), sw(kSoftware[i], key);
    for (size_t len : {size_t{0}, size_t{16}, size_t{48}}) {
      SCOPED_TRACE(len);
      Bytes buf = Pattern(len + 1, 7), a(len + 1), b(len + 1);
      const uint8_t* in = buf.data() + 1;  // odd address
      Bytes iv_a = Pattern(16, 9), iv_b = iv_a;
      ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&hw.k, iv_a.data(), in, len, a.data() + 1));
      ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&sw.k, iv_b.data(), in, len, b.data() + 1));
      EXPECT_EQ(Hex(b), Hex(a));
      EXPECT_EQ(Hex(iv_b), Hex(iv_a));
      Bytes in_place(a.begin() + 1, a.end());
      iv_a = Pattern(16, 9);
      ASSERT_EQ(MCU_OK, mcu_cbc_decrypt(&hw.k, iv_a.data(), in_place.data(), len,
                                        in_place.data()));
      EXPECT_EQ(Hex(Bytes(buf.begin() + 1, buf.end())), Hex(in_place));
      Bytes aligned(buf.begin() + 1, buf.end()), ea(len), eb(len);  // PDC from two blocks
      ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&hw.k, aligned.data(), len, ea.data()));
      ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&sw.k, aligned.data(), len, eb.data()));
      EXPECT_EQ(Hex(eb), Hex(ea));
      ASSERT_EQ(MCU_OK, mcu_ecb_decrypt(&hw.k, ea.data(), len, ea.data()));
      EXPECT_EQ(Hex(aligned), Hex(ea));
    }
    const char* const counters[] = {"000102030405060708090a0b0c0dfffe",
                                    "0001020304050607ffffffffffffffff"};
    for (const char* start : counters) {
      for (unsigned bits : {32u, 128u}) {
        SCOPED_TRACE(std::string(start) + " " + std::to_string(bits));
        const Bytes text = Pattern(16 * 4 + 5, 3);  // 4 blocks and a partial one
        Bytes ca = FromHex(start), cb = ca, a(text.size()), b(text.size());
        ASSERT_EQ(MCU_OK, mcu_ctr_xor(&hw.k, ca.data(), bits, text.data(), text.size(), a.data()));
        ASSERT_EQ(MCU_OK, mcu_ctr_xor(&sw.k, cb.data(), bits, text.data(), text.size(), b.data()));
        EXPECT_EQ(Hex(b), Hex(a));
        EXPECT_EQ(Hex(cb), Hex(ca));
      }
    }
    // GCM: partial blocks, empty AAD or text, odd addresses, in place.
    for (size_t len : {size_t{0}, size_t{17}}) {
      for (size_t aad_len : {size_t{0}, size_t{5}}) {
        SCOPED_TRACE(std::to_string(len) + "/" + std::to_string(aad_len));
        const Bytes buf = Pattern(len + aad_len + 2, 11), iv = Pattern(13, 1);
        const uint8_t* pt = buf.data() + 1;
        const uint8_t* aad = buf.data() + 1 + len;
        Bytes a(len + 1), ta(16), b(len + 1), tb(16);
        ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&hw.k, iv.data(), 12, aad, aad_len, pt, len,
                                          a.data() + 1, ta.data(), 16));
        ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&sw.k, iv.data(), 12, aad, aad_len, pt, len,
                                          b.data() + 1, tb.data(), 16));
        EXPECT_EQ(Hex(b) + Hex(tb), Hex(a) + Hex(ta));
        ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&sw.k, iv.data(), 13, aad, aad_len, pt, len,
                                          b.data() + 1, tb.data(), 16));
        Bytes in_place(b.begin() + 1, b.end());
        ASSERT_EQ(MCU_OK, mcu_gcm_decrypt(&hw.k, iv.data(), 13, aad, aad_len, in_place.data(),
                                          len, tb.data(), 16, in_place.data()));
        EXPECT_EQ(Hex(Bytes(pt, pt + len)), Hex(in_place));
      }
    }
  }
}

// A hung engine: MCU_ERR_TIMEOUT once the wait's bound has passed (the fake
// clock counts a microsecond per reading), with no output left behind; on
// the CPU path (one block, or unaligned) and the PDC path.
TEST_F(Sam4cAesTest, HangTimesOutWithinTheBound) {
  using mcucrypt::sam4c::kBlockTimeoutUs;
  using mcucrypt::sam4c::kPdcTimeoutUsPerBlock;
  Key k(&mcu_aes256_sam4c_aes, Pattern(32, 1));
  ASSERT_TRUE(Arm("hang"));
  const Bytes in = Pattern(65, 2);
  Bytes out(65, 0x5A);
  const struct {
    size_t offset, len;
    uint32_t bound;
  } cases[] = {{1, 32, kBlockTimeoutUs}, {0, 64, kBlockTimeoutUs + 4 * kPdcTimeoutUsPerBlock}};
  for (const auto& c : cases) {
    SCOPED_TRACE(c.offset);
    const uint32_t start = hooks_.clock_us;
    EXPECT_EQ(MCU_ERR_TIMEOUT,
              mcu_ecb_encrypt(&k.k, in.data() + c.offset, c.len, out.data() + c.offset));
    const uint32_t waited = hooks_.clock_us - start;
    EXPECT_GE(waited, c.bound);
    EXPECT_LE(waited, c.bound + 3);  // one wait, then the error
    EXPECT_EQ(Bytes(c.len, 0), Bytes(out.begin() + c.offset, out.begin() + c.offset + c.len));
  }
  Bytes counter(16, 0), tag(16);
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_ctr_xor(&k.k, counter.data(), 32, out.data(), 32, out.data()));
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_gcm_encrypt(&k.k, counter.data(), 12, nullptr, 0, out.data(), 32,
                                             out.data(), tag.data(), 16));
  ASSERT_TRUE(Arm("none"));  // and the engine works again
  EXPECT_EQ(MCU_OK, mcu_ecb_encrypt(&k.k, out.data(), 32, out.data()));
}

TEST_F(Sam4cAesTest, ErrorBitIsAHardwareError) {
  Key k(&mcu_aes128_sam4c_aes, kSp38aKey);
  ASSERT_TRUE(Arm("error"));
  Bytes out(65, 0x5A), iv(16, 0), tag(16);
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_ecb_encrypt(&k.k, kSp38aPlain.data(), 64, out.data()));  // PDC
  EXPECT_EQ(Bytes(64, 0), Bytes(out.begin(), out.begin() + 64));
  EXPECT_EQ(MCU_ERR_HARDWARE,
            mcu_cbc_encrypt(&k.k, iv.data(), kSp38aPlain.data(), 64, out.data() + 1));  // CPU
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_gcm_encrypt(&k.k, iv.data(), 12, nullptr, 0, kSp38aPlain.data(),
                                              64, out.data(), tag.data(), 16));
}

// A wrong result from the engine is caught by the known answers (so these
// tests can fail), and by GCM's own tag check.
TEST_F(Sam4cAesTest, WrongResultIsCaught) {
  Key k(&mcu_aes128_sam4c_aes, kSp38aKey);
  Bytes ct(64), tag(16);
  const Bytes iv = FromHex("cafebabefacedbaddecaf888");
  ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&k.k, iv.data(), 12, nullptr, 0, kSp38aPlain.data(), 64,
                                    ct.data(), tag.data(), 16));
  ASSERT_TRUE(Arm("wrong"));
  Bytes out(64);
  // SP 800-38A F.1.1's first block, through the CPU (one block) and the PDC.
  for (size_t len : {size_t{16}, size_t{64}}) {
    ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&k.k, kSp38aPlain.data(), len, out.data()));
    EXPECT_NE("3ad77bb40d7a3660a89ecaf32466ef97", Hex(Bytes(out.begin(), out.begin() + 16)));
  }
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, mcu_gcm_decrypt(&k.k, iv.data(), 12, nullptr, 0, ct.data(), 64,
                                                 tag.data(), 16, out.data()));
  EXPECT_EQ(Bytes(64, 0), out);
}

// The lock hook: one lock and one unlock around every use, none for an
// empty call; a lock that cannot be taken is the caller's error, untouched.
TEST_F(Sam4cAesTest, LockAroundEveryUse) {
  Key k(&mcu_aes128_sam4c_aes, kSp38aKey);
  Bytes out(64), iv(16, 0), tag(16);
  ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&k.k, kSp38aPlain.data(), 64, out.data()));
  ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&k.k, iv.data(), kSp38aPlain.data(), 64, out.data()));
  ASSERT_EQ(MCU_OK, mcu_ctr_xor(&k.k, iv.data(), 32, kSp38aPlain.data(), 64, out.data()));
  ASSERT_EQ(MCU_OK, mcu_gcm_encrypt(&k.k, iv.data(), 12, nullptr, 0, kSp38aPlain.data(), 64,
                                    out.data(), tag.data(), 16));
  ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&k.k, kSp38aPlain.data(), 0, out.data()));
  EXPECT_EQ(4, hooks_.locks[MCU_RESOURCE_CIPHER]);
  EXPECT_EQ(4, hooks_.unlocks[MCU_RESOURCE_CIPHER]);
  hooks_.refuse = true;
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_ecb_encrypt(&k.k, kSp38aPlain.data(), 64, out.data()));
  EXPECT_EQ(4, hooks_.unlocks[MCU_RESOURCE_CIPHER]);
}

}  // namespace
