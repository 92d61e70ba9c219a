#include "mcucrypt/hmac.h"

#include <stdint.h>
#include <string.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/sha256.h"
#include "tests/support/hex.h"

namespace {

std::vector<uint8_t> Bytes(const std::string& s) { return std::vector<uint8_t>(s.begin(), s.end()); }
std::vector<uint8_t> Repeat(uint8_t b, size_t n) { return std::vector<uint8_t>(n, b); }

struct Rfc4231Case {
  const char* name;
  std::vector<uint8_t> key;
  std::vector<uint8_t> data;
  const char* tag;  // HMAC-SHA-256, possibly truncated (case 5)
};

// RFC 4231 section 4, HMAC-SHA-256 results of test cases 1-7.
std::vector<Rfc4231Case> Rfc4231() {
  std::vector<uint8_t> key4;
  for (uint8_t i = 1; i <= 25; ++i) key4.push_back(i);
  return {
      {"case 1", Repeat(0x0b, 20), Bytes("Hi There"),
       "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"},
      {"case 2", Bytes("Jefe"), Bytes("what do ya want for nothing?"),
       "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"},
      {"case 3", Repeat(0xaa, 20), Repeat(0xdd, 50),
       "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"},
      {"case 4", key4, Repeat(0xcd, 50),
       "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"},
      {"case 5 (truncated to 128 bits)", Repeat(0x0c, 20), Bytes("Test With Truncation"),
       "a3b6167473100ee06e0c796c2955552b"},
      {"case 6 (key longer than a block)", Repeat(0xaa, 131),
       Bytes("Test Using Larger Than Block-Size Key - Hash Key First"),
       "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"},
      {"case 7 (long key and data)", Repeat(0xaa, 131),
       Bytes("This is a test using a larger than block-size key and a larger than block-size "
             "data. The key needs to be hashed before being used by the HMAC algorithm."),
       "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"},
  };
}

std::string OneShotHex(const std::vector<uint8_t>& key, const std::vector<uint8_t>& msg,
                       size_t tag_len = 32) {
  uint8_t tag[MCU_HMAC_MAX_TAG_SIZE];
  EXPECT_EQ(MCU_OK, mcu_hmac(&mcu_sha256_desc, key.data(), key.size(), msg.data(), msg.size(),
                             tag, tag_len));
  return ToHex(tag, tag_len);
}

std::string StreamedHex(const std::vector<uint8_t>& key, const std::vector<uint8_t>& msg,
                        size_t chunk, size_t tag_len = 32) {
  mcu_hmac_ctx ctx;
  EXPECT_EQ(MCU_OK, mcu_hmac_init(&ctx, &mcu_sha256_desc, key.data(), key.size()));
  for (size_t pos = 0; pos < msg.size(); pos += chunk) {
    EXPECT_EQ(MCU_OK, mcu_hmac_update(&ctx, msg.data() + pos, std::min(chunk, msg.size() - pos)));
    EXPECT_EQ(MCU_OK, mcu_hmac_update(&ctx, nullptr, 0));  // empty updates are no-ops
  }
  uint8_t tag[MCU_HMAC_MAX_TAG_SIZE];
  EXPECT_EQ(MCU_OK, mcu_hmac_final(&ctx, tag, tag_len));
  return ToHex(tag, tag_len);
}

TEST(HmacTest, Rfc4231Sha256) {
  for (const Rfc4231Case& c : Rfc4231()) {
    SCOPED_TRACE(c.name);
    const size_t tag_len = strlen(c.tag) / 2;
    EXPECT_EQ(c.tag, OneShotHex(c.key, c.data, tag_len));
    for (size_t chunk : {1, 3, 63, 64, 65, 1000}) {
      EXPECT_EQ(c.tag, StreamedHex(c.key, c.data, chunk, tag_len)) << "chunk " << chunk;
    }
    const std::vector<uint8_t> tag = FromHex(c.tag);
    ASSERT_EQ(tag_len, tag.size());
    EXPECT_EQ(MCU_OK, mcu_hmac_verify(&mcu_sha256_desc, c.key.data(), c.key.size(),
                                      c.data.data(), c.data.size(), tag.data(), tag.size()));
    mcu_hmac_ctx ctx;
    ASSERT_EQ(MCU_OK, mcu_hmac_init(&ctx, &mcu_sha256_desc, c.key.data(), c.key.size()));
    ASSERT_EQ(MCU_OK, mcu_hmac_update(&ctx, c.data.data(), c.data.size()));
    EXPECT_EQ(MCU_OK, mcu_hmac_final_verify(&ctx, tag.data(), tag.size()));
  }
}

// RFC 2104 section 2: a key longer than B is replaced by its hash, a key of
// exactly B bytes is used as it is.
TEST(HmacTest, LongKeysAreHashed) {
  const std::vector<uint8_t> msg = Bytes("message");
  for (size_t len : {65, 100, 1000}) {
    std::vector<uint8_t> key(len);
    for (size_t i = 0; i < len; ++i) key[i] = static_cast<uint8_t>(i * 13 + 1);
    std::vector<uint8_t> hashed(MCU_SHA256_DIGEST_SIZE);
    ASSERT_EQ(MCU_OK, mcu_sha256(key.data(), key.size(), hashed.data()));
    EXPECT_EQ(OneShotHex(hashed, msg), OneShotHex(key, msg)) << len;
  }
  std::vector<uint8_t> key64(64, 0x42);
  std::vector<uint8_t> hashed(MCU_SHA256_DIGEST_SIZE);
  ASSERT_EQ(MCU_OK, mcu_sha256(key64.data(), key64.size(), hashed.data()));
  EXPECT_NE(OneShotHex(hashed, msg), OneShotHex(key64, msg));
  // Zero padding: a short key and the same key padded with zeros to B.
  std::vector<uint8_t> padded = Bytes("Jefe");
  padded.resize(64, 0);
  EXPECT_EQ(OneShotHex(Bytes("Jefe"), msg), OneShotHex(padded, msg));
  // The empty key works (and equals an all-zero key).
  EXPECT_EQ(OneShotHex(std::vector<uint8_t>(), msg), OneShotHex(std::vector<uint8_t>(32, 0), msg));
}

TEST(HmacTest, TruncatedTagsArePrefixes) {
  const Rfc4231Case c = Rfc4231()[1];
  const std::string full = c.tag;
  for (size_t len = 1; len <= MCU_SHA256_DIGEST_SIZE; ++len) {
    EXPECT_EQ(full.substr(0, 2 * len), OneShotHex(c.key, c.data, len)) << len;
    const std::vector<uint8_t> tag = FromHex(full.substr(0, 2 * len));
    EXPECT_EQ(MCU_OK, mcu_hmac_verify(&mcu_sha256_desc, c.key.data(), c.key.size(),
                                      c.data.data(), c.data.size(), tag.data(), len))
        << len;
  }
}

TEST(HmacTest, VerifyRejectsEveryBitFlip) {
  const Rfc4231Case c = Rfc4231()[0];
  std::vector<uint8_t> tag = FromHex(c.tag);
  for (size_t len : {32, 16, 4, 1}) {
    for (size_t bit = 0; bit < 8 * len; ++bit) {
      tag[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
      EXPECT_EQ(MCU_ERR_AUTH_FAILED,
                mcu_hmac_verify(&mcu_sha256_desc, c.key.data(), c.key.size(), c.data.data(),
                                c.data.size(), tag.data(), len))
          << "len " << len << " bit " << bit;
      mcu_hmac_ctx ctx;
      ASSERT_EQ(MCU_OK, mcu_hmac_init(&ctx, &mcu_sha256_desc, c.key.data(), c.key.size()));
      ASSERT_EQ(MCU_OK, mcu_hmac_update(&ctx, c.data.data(), c.data.size()));
      EXPECT_EQ(MCU_ERR_AUTH_FAILED, mcu_hmac_final_verify(&ctx, tag.data(), len));
      tag[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
    }
  }
  // Wrong key, wrong message.
  std::vector<uint8_t> key = c.key, data = c.data;
  key[0] ^= 1;
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, mcu_hmac_verify(&mcu_sha256_desc, key.data(), key.size(),
                                                 data.data(), data.size(), tag.data(), 32));
  data.push_back(0);
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, mcu_hmac_verify(&mcu_sha256_desc, c.key.data(), c.key.size(),
                                                 data.data(), data.size(), tag.data(), 32));
  EXPECT_EQ(MCU_OK, mcu_hmac_verify(&mcu_sha256_desc, c.key.data(), c.key.size(),
                                    c.data.data(), c.data.size(), tag.data(), 32));
}

TEST(HmacTest, CopiedContextsAreIndependent) {
  const Rfc4231Case c1 = Rfc4231()[1];
  mcu_hmac_ctx keyed, a, b;
  ASSERT_EQ(MCU_OK, mcu_hmac_init(&keyed, &mcu_sha256_desc, c1.key.data(), c1.key.size()));
  a = keyed;
  b = keyed;
  ASSERT_EQ(MCU_OK, mcu_hmac_update(&a, c1.data.data(), c1.data.size()));
  const std::vector<uint8_t> other = Bytes("another message");
  ASSERT_EQ(MCU_OK, mcu_hmac_update(&b, other.data(), other.size()));
  uint8_t tag[32];
  ASSERT_EQ(MCU_OK, mcu_hmac_final(&a, tag, sizeof(tag)));
  EXPECT_EQ(c1.tag, ToHex(tag, sizeof(tag)));
  ASSERT_EQ(MCU_OK, mcu_hmac_final(&b, tag, sizeof(tag)));
  EXPECT_EQ(OneShotHex(c1.key, other), ToHex(tag, sizeof(tag)));
  ASSERT_EQ(MCU_OK, mcu_hmac_final(&keyed, tag, sizeof(tag)));  // the empty message
  EXPECT_EQ(OneShotHex(c1.key, std::vector<uint8_t>()), ToHex(tag, sizeof(tag)));
}

bool AllZero(const void* p, size_t n) {
  const uint8_t* b = static_cast<const uint8_t*>(p);
  return std::all_of(b, b + n, [](uint8_t x) { return x == 0; });
}

TEST(HmacTest, FinalWipesAndEndsTheContext) {
  const Rfc4231Case c = Rfc4231()[2];
  mcu_hmac_ctx ctx;
  ASSERT_EQ(MCU_OK, mcu_hmac_init(&ctx, &mcu_sha256_desc, c.key.data(), c.key.size()));
  ASSERT_EQ(MCU_OK, mcu_hmac_update(&ctx, c.data.data(), c.data.size()));
  uint8_t tag[32];
  ASSERT_EQ(MCU_OK, mcu_hmac_final(&ctx, tag, sizeof(tag)));
  EXPECT_TRUE(AllZero(&ctx, sizeof(ctx)));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_update(&ctx, c.data.data(), 1));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_final(&ctx, tag, sizeof(tag)));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_final_verify(&ctx, tag, sizeof(tag)));

  // final_verify wipes too, whether or not the tag matched.
  const std::vector<uint8_t> good = FromHex(c.tag);
  for (uint8_t flip : {0, 1}) {
    ASSERT_EQ(MCU_OK, mcu_hmac_init(&ctx, &mcu_sha256_desc, c.key.data(), c.key.size()));
    ASSERT_EQ(MCU_OK, mcu_hmac_update(&ctx, c.data.data(), c.data.size()));
    std::vector<uint8_t> expected = good;
    expected[5] ^= flip;
    EXPECT_EQ(flip ? MCU_ERR_AUTH_FAILED : MCU_OK,
              mcu_hmac_final_verify(&ctx, expected.data(), expected.size()));
    EXPECT_TRUE(AllZero(&ctx, sizeof(ctx)));
  }
  // A context that was never initialised.
  mcu_hmac_ctx zero;
  memset(&zero, 0, sizeof(zero));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_update(&zero, c.data.data(), 1));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_final(&zero, tag, sizeof(tag)));
}

TEST(HmacTest, ArgumentErrors) {
  const uint8_t key[4] = {1, 2, 3, 4};
  const uint8_t msg[3] = {5, 6, 7};
  uint8_t tag[MCU_HMAC_MAX_TAG_SIZE + 1];
  mcu_hmac_ctx ctx;
  const mcu_hash_desc* h = &mcu_sha256_desc;

  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_init(nullptr, h, key, 4));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_init(&ctx, nullptr, key, 4));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_update(&ctx, msg, 3));  // failed init: unusable
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_init(&ctx, h, nullptr, 4));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_final(&ctx, tag, 32));
  EXPECT_EQ(MCU_OK, mcu_hmac_init(&ctx, h, nullptr, 0));

  ASSERT_EQ(MCU_OK, mcu_hmac_init(&ctx, h, key, sizeof(key)));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_update(nullptr, msg, 3));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_update(&ctx, nullptr, 3));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_final(nullptr, tag, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_final(&ctx, nullptr, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_final(&ctx, tag, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_final(&ctx, tag, 33));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_final_verify(nullptr, tag, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_final_verify(&ctx, nullptr, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_final_verify(&ctx, tag, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_final_verify(&ctx, tag, 33));
  // Those left the context as it was.
  ASSERT_EQ(MCU_OK, mcu_hmac_update(&ctx, msg, sizeof(msg)));
  ASSERT_EQ(MCU_OK, mcu_hmac_final(&ctx, tag, 32));
  uint8_t expected[32];
  ASSERT_EQ(MCU_OK, mcu_hmac(h, key, sizeof(key), msg, sizeof(msg), expected, 32));
  EXPECT_EQ(ToHex(expected, 32), ToHex(tag, 32));

  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac(nullptr, key, 4, msg, 3, tag, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac(h, nullptr, 4, msg, 3, tag, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac(h, key, 4, nullptr, 3, tag, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac(h, key, 4, msg, 3, nullptr, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac(h, key, 4, msg, 3, tag, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac(h, key, 4, msg, 3, tag, 33));
  EXPECT_EQ(MCU_OK, mcu_hmac(h, nullptr, 0, nullptr, 0, tag, 1));

  // A zero-length tag must never "verify".
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_verify(h, key, 4, msg, 3, expected, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_verify(h, key, 4, msg, 3, nullptr, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_verify(h, key, 4, msg, 3, expected, 33));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_verify(nullptr, key, 4, msg, 3, expected, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_verify(h, nullptr, 4, msg, 3, expected, 32));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_verify(h, key, 4, nullptr, 3, expected, 32));
  EXPECT_EQ(MCU_OK, mcu_hmac_verify(h, key, 4, msg, 3, expected, 32));
}

// Descriptors whose sizes would overflow the context's storage, or that lack
// a function, are refused before anything is called through them.
TEST(HmacTest, RejectsBadDescriptors) {
  std::vector<mcu_hash_desc> bad(9, mcu_sha256_desc);
  bad[0].digest_size = 0;
  bad[1].digest_size = MCU_HASH_MAX_DIGEST_SIZE + 1;
  bad[2].block_size = MCU_HASH_MAX_BLOCK_SIZE + 1;
  bad[3].block_size = 0;
  bad[4].context_size = MCU_HASH_MAX_CONTEXT_SIZE + 1;
  bad[5].context_size = 0;
  bad[6].init = nullptr;
  bad[7].update = nullptr;
  bad[8].final = nullptr;
  const uint8_t key[4] = {1, 2, 3, 4};
  uint8_t tag[32];
  for (size_t i = 0; i < bad.size(); ++i) {
    mcu_hmac_ctx ctx;
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_init(&ctx, &bad[i], key, 4)) << i;
    EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_update(&ctx, key, 4)) << i;
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac(&bad[i], key, 4, key, 4, tag, 16)) << i;
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_verify(&bad[i], key, 4, key, 4, tag, 16)) << i;
  }
  // A well-formed hash whose block is shorter than its digest (a sponge with
  // a small rate, like Ascon-Hash256: 8 and 32 bytes): HMAC is not defined.
  mcu_hash_desc small_block = mcu_sha256_desc;
  small_block.block_size = 8;
  mcu_hmac_ctx ctx;
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_hmac_init(&ctx, &small_block, key, 4));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_update(&ctx, key, 4));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_hmac(&small_block, key, 4, key, 4, tag, 16));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_hmac_verify(&small_block, key, 4, key, 4, tag, 16));
  // The largest sizes hash_desc.h allows are fine.
  mcu_hash_desc big = mcu_sha256_desc;
  big.context_size = MCU_HASH_MAX_CONTEXT_SIZE;
  EXPECT_EQ(MCU_OK, mcu_hmac(&big, key, 4, key, 4, tag, 32));
}

// A hash that fails on request, to see HMAC pass its errors on.
int g_fail_after = -1;  // calls to allow before failing; -1: never fail
bool Step() { return g_fail_after < 0 || g_fail_after-- > 0; }
mcu_status FailingInit(void* ctx) {
  return Step() ? mcu_sha256_desc.init(ctx) : MCU_ERR_HARDWARE;
}
mcu_status FailingUpdate(void* ctx, const void* data, size_t len) {
  return Step() ? mcu_sha256_desc.update(ctx, data, len) : MCU_ERR_HARDWARE;
}
mcu_status FailingFinal(void* ctx, uint8_t* digest) {
  return Step() ? mcu_sha256_desc.final(ctx, digest) : MCU_ERR_HARDWARE;
}

TEST(HmacTest, HashErrorsArePassedOn) {
  mcu_hash_desc failing = mcu_sha256_desc;
  failing.init = FailingInit;
  failing.update = FailingUpdate;
  failing.final = FailingFinal;
  const std::vector<uint8_t> key(100, 7);  // long: hashed first
  const uint8_t msg[3] = {1, 2, 3};
  uint8_t tag[32];
  // Count the calls a whole HMAC makes, then fail each one in turn.
  int calls = 0;
  for (;; ++calls) {
    g_fail_after = calls;
    mcu_hmac_ctx ctx;
    memset(tag, 0xee, sizeof(tag));
    mcu_status st = mcu_hmac_init(&ctx, &failing, key.data(), key.size());
    bool ended = st != MCU_OK;  // a failed init or final leaves no usable context
    if (st == MCU_OK) st = mcu_hmac_update(&ctx, msg, sizeof(msg));
    if (st == MCU_OK) {
      st = mcu_hmac_final(&ctx, tag, sizeof(tag));
      ended = true;
    }
    if (st == MCU_OK) break;
    EXPECT_EQ(MCU_ERR_HARDWARE, st) << calls;
    if (ended) {
      EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_update(&ctx, msg, 1)) << calls;
    }
    EXPECT_EQ(0xee, tag[0]) << "no tag on failure, call " << calls;
    ASSERT_LT(calls, 100);
  }
  g_fail_after = -1;
  // init: 3 to hash the long key, 2 per pad; update: 1; final: 3.
  EXPECT_EQ(11, calls);
  uint8_t expected[32];
  ASSERT_EQ(MCU_OK, mcu_hmac(&mcu_sha256_desc, key.data(), key.size(), msg, sizeof(msg),
                             expected, 32));
  EXPECT_EQ(ToHex(expected, 32), ToHex(tag, 32));
}

}  // namespace
