#include "mcucrypt/hkdf.h"

#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/sha256.h"
#include "tests/support/hex.h"

namespace {

std::vector<uint8_t> Range(int first, int last) {  // first..last inclusive
  std::vector<uint8_t> v;
  for (int i = first; i <= last; ++i) v.push_back(static_cast<uint8_t>(i));
  return v;
}

struct Rfc5869Case {
  const char* name;
  std::vector<uint8_t> ikm, salt, info;
  size_t length;
  const char* prk;
  const char* okm;
};

// RFC 5869 appendix A, the SHA-256 test cases 1-3.
std::vector<Rfc5869Case> Rfc5869() {
  return {
      {"A.1 basic", std::vector<uint8_t>(22, 0x0b), Range(0x00, 0x0c), Range(0xf0, 0xf9), 42,
       "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5",
       "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"},
      {"A.2 longer inputs and outputs", Range(0x00, 0x4f), Range(0x60, 0xaf), Range(0xb0, 0xff),
       82, "06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244",
       "b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c59045a99cac7827271cb4"
       "1c65e590e09da3275600c2f09b8367793a9aca3db71cc30c58179ec3e87c14c01d5c1f3434f1d87"},
      {"A.3 zero-length salt and info", std::vector<uint8_t>(22, 0x0b), {}, {}, 42,
       "19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04",
       "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"},
  };
}

const mcu_hash_desc* const kSha256 = &mcu_sha256_desc;

TEST(HkdfTest, Rfc5869Sha256) {
  for (const Rfc5869Case& c : Rfc5869()) {
    SCOPED_TRACE(c.name);
    uint8_t prk[MCU_HASH_MAX_DIGEST_SIZE];
    ASSERT_EQ(MCU_OK, mcu_hkdf_extract(kSha256, c.salt.data(), c.salt.size(), c.ikm.data(),
                                       c.ikm.size(), prk, sizeof(prk)));
    EXPECT_EQ(c.prk, ToHex(prk, 32));
    std::vector<uint8_t> okm(c.length);
    ASSERT_EQ(MCU_OK, mcu_hkdf_expand(kSha256, prk, 32, c.info.data(), c.info.size(),
                                      okm.data(), okm.size()));
    EXPECT_EQ(c.okm, ToHex(okm.data(), okm.size()));
    std::fill(okm.begin(), okm.end(), 0);
    ASSERT_EQ(MCU_OK, mcu_hkdf(kSha256, c.salt.data(), c.salt.size(), c.ikm.data(), c.ikm.size(),
                               c.info.data(), c.info.size(), okm.data(), okm.size()));
    EXPECT_EQ(c.okm, ToHex(okm.data(), okm.size()));
    // Every shorter output is a prefix.
    for (size_t len = 0; len <= c.length; len += 7) {
      std::vector<uint8_t> part(len + 1, 0xee);
      ASSERT_EQ(MCU_OK, mcu_hkdf(kSha256, c.salt.data(), c.salt.size(), c.ikm.data(),
                                 c.ikm.size(), c.info.data(), c.info.size(), part.data(), len));
      EXPECT_EQ(std::string(c.okm).substr(0, 2 * len), ToHex(part.data(), len));
      EXPECT_EQ(0xee, part[len]) << "wrote past okm_len " << len;
    }
  }
}

// RFC 5869 section 2.2: no salt means HashLen zero bytes.
TEST(HkdfTest, EmptySaltIsHashLenZeros) {
  const Rfc5869Case c = Rfc5869()[2];
  const std::vector<uint8_t> zeros(32, 0);
  uint8_t prk[32];
  ASSERT_EQ(MCU_OK, mcu_hkdf_extract(kSha256, zeros.data(), zeros.size(), c.ikm.data(),
                                     c.ikm.size(), prk, sizeof(prk)));
  EXPECT_EQ(c.prk, ToHex(prk, 32));
  ASSERT_EQ(MCU_OK, mcu_hkdf_extract(kSha256, nullptr, 0, c.ikm.data(), c.ikm.size(), prk,
                                     sizeof(prk)));
  EXPECT_EQ(c.prk, ToHex(prk, 32));
}

// T(1) = HMAC(PRK, info || 0x01), T(2) = HMAC(PRK, T(1) || info || 0x02), ...
TEST(HkdfTest, ExpandMatchesTheDefinition) {
  const std::vector<uint8_t> prk = Range(1, 40);  // longer than HashLen is allowed
  const std::vector<uint8_t> info = Range(100, 110);
  std::vector<uint8_t> expected, t;
  for (uint8_t i = 1; expected.size() < 100; ++i) {
    std::vector<uint8_t> input = t;
    input.insert(input.end(), info.begin(), info.end());
    input.push_back(i);
    t.resize(32);
    ASSERT_EQ(MCU_OK, mcu_hmac(kSha256, prk.data(), prk.size(), input.data(), input.size(),
                               t.data(), 32));
    expected.insert(expected.end(), t.begin(), t.end());
  }
  std::vector<uint8_t> okm(100);
  ASSERT_EQ(MCU_OK, mcu_hkdf_expand(kSha256, prk.data(), prk.size(), info.data(), info.size(),
                                    okm.data(), okm.size()));
  EXPECT_EQ(ToHex(expected.data(), 100), ToHex(okm.data(), okm.size()));
}

TEST(HkdfTest, OutputLengthLimit) {
  const uint8_t prk[32] = {1};
  const size_t max = MCU_HKDF_MAX_OUTPUT_SIZE(32);
  ASSERT_EQ(8160u, max);
  std::vector<uint8_t> okm(max + 1, 0xee);
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_hkdf_expand(kSha256, prk, 32, nullptr, 0, okm.data(), max + 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_hkdf(kSha256, nullptr, 0, prk, 32, nullptr, 0, okm.data(), max + 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_hkdf(kSha256, nullptr, 0, prk, 32, nullptr, 0, okm.data(), SIZE_MAX));
  for (uint8_t b : okm) ASSERT_EQ(0xee, b);  // nothing written
  ASSERT_EQ(MCU_OK, mcu_hkdf_expand(kSha256, prk, 32, nullptr, 0, okm.data(), max));
  EXPECT_EQ(0xee, okm[max]);
  // The last block is T(255): check it against a shorter run's prefix.
  std::vector<uint8_t> shorter(max - 32);
  ASSERT_EQ(MCU_OK, mcu_hkdf_expand(kSha256, prk, 32, nullptr, 0, shorter.data(), shorter.size()));
  EXPECT_EQ(0, memcmp(shorter.data(), okm.data(), shorter.size()));
  // Zero-length output is fine, with or without a buffer.
  EXPECT_EQ(MCU_OK, mcu_hkdf_expand(kSha256, prk, 32, nullptr, 0, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_hkdf(kSha256, nullptr, 0, prk, 32, nullptr, 0, nullptr, 0));
}

TEST(HkdfTest, OutputMayOverlapPrk) {
  const Rfc5869Case c = Rfc5869()[0];
  std::vector<uint8_t> buf = FromHex(c.prk);
  buf.resize(c.length);
  ASSERT_EQ(MCU_OK, mcu_hkdf_expand(kSha256, buf.data(), 32, c.info.data(), c.info.size(),
                                    buf.data(), buf.size()));
  EXPECT_EQ(c.okm, ToHex(buf.data(), buf.size()));
}

TEST(HkdfTest, ArgumentErrors) {
  const uint8_t in[32] = {0};
  uint8_t out[64];
  const mcu_hash_desc* h = kSha256;
  // extract
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_extract(nullptr, in, 4, in, 4, out, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_extract(h, nullptr, 4, in, 4, out, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_extract(h, in, 4, nullptr, 4, out, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_extract(h, in, 4, in, 4, nullptr, 32));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, mcu_hkdf_extract(h, in, 4, in, 4, out, 31));
  EXPECT_EQ(MCU_OK, mcu_hkdf_extract(h, in, 4, nullptr, 0, out, 64));  // empty IKM
  // expand
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_expand(nullptr, in, 32, in, 4, out, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_expand(h, nullptr, 32, in, 4, out, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_expand(h, in, 31, in, 4, out, 16));  // PRK < HashLen
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_expand(h, in, 32, nullptr, 4, out, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_expand(h, in, 32, in, 4, nullptr, 16));
  EXPECT_EQ(MCU_OK, mcu_hkdf_expand(h, in, 32, nullptr, 0, out, 16));
  // one-shot
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf(nullptr, in, 4, in, 4, in, 4, out, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf(h, nullptr, 4, in, 4, in, 4, out, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf(h, in, 4, nullptr, 4, in, 4, out, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf(h, in, 4, in, 4, nullptr, 4, out, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf(h, in, 4, in, 4, in, 4, nullptr, 16));
  EXPECT_EQ(MCU_OK, mcu_hkdf(h, nullptr, 0, nullptr, 0, nullptr, 0, out, 16));
  // A descriptor that does not fit the limits.
  mcu_hash_desc bad = mcu_sha256_desc;
  bad.context_size = MCU_HASH_MAX_CONTEXT_SIZE + 1;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf(&bad, in, 4, in, 4, in, 4, out, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_extract(&bad, in, 4, in, 4, out, 64));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hkdf_expand(&bad, in, 32, in, 4, out, 16));
  // A hash HMAC is not defined for (block shorter than digest).
  mcu_hash_desc small_block = mcu_sha256_desc;
  small_block.block_size = 8;
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_hkdf(&small_block, in, 4, in, 4, in, 4, out, 16));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_hkdf_extract(&small_block, in, 4, in, 4, out, 64));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_hkdf_expand(&small_block, in, 32, in, 4, out, 16));
}

// A hash that fails mid-way: the error comes back and okm is wiped.
int g_fail_after = -1;
mcu_status FailingUpdate(void* ctx, const void* data, size_t len) {
  if (g_fail_after == 0) return MCU_ERR_HARDWARE;
  if (g_fail_after > 0) --g_fail_after;
  return mcu_sha256_desc.update(ctx, data, len);
}

TEST(HkdfTest, HashErrorWipesOutput) {
  mcu_hash_desc failing = mcu_sha256_desc;
  failing.update = FailingUpdate;
  const uint8_t prk[32] = {9};
  std::vector<uint8_t> okm(100, 0xee);
  g_fail_after = 12;  // the pads (2), then a few T(i)
  EXPECT_EQ(MCU_ERR_HARDWARE,
            mcu_hkdf_expand(&failing, prk, 32, prk, 4, okm.data(), okm.size()));
  g_fail_after = -1;
  for (uint8_t b : okm) ASSERT_EQ(0, b);
}

}  // namespace
