// CMAC (mcucrypt/cmac.h): RFC 4493 section 4 (AES-128, with its subkeys),
// NIST SP 800-38B Appendix D.2/D.3 (AES-192, AES-256; the updated examples),
// streaming == one-shot for every split, truncated tags, constant-time
// verification results, argument checks; SP 800-38B D.4 (three-key TDEA).
#include "mcucrypt/cmac.h"

#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/des.h"
#include "tests/support/hex.h"
#include "tests/support/test_rng.h"

namespace {

using Bytes = std::vector<uint8_t>;

// SP 800-38A's plaintext, which RFC 4493 and SP 800-38B MAC in prefixes of
// 0, 16, 40 and 64 bytes.
const char kMessage[] =
    "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
    "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710";

struct Example {
  const char* key;
  size_t msg_len;
  const char* tag;
};

const Example kExamples[] = {
    // RFC 4493 section 4 = SP 800-38B D.1 (AES-128).
    {"2b7e151628aed2a6abf7158809cf4f3c", 0, "bb1d6929e95937287fa37d129b756746"},
    {"2b7e151628aed2a6abf7158809cf4f3c", 16, "070a16b46b4d4144f79bdd9dd04a287c"},
    {"2b7e151628aed2a6abf7158809cf4f3c", 40, "dfa66747de9ae63030ca32611497c827"},
    {"2b7e151628aed2a6abf7158809cf4f3c", 64, "51f0bebf7e3b9d92fc49741779363cfe"},
    // SP 800-38B D.2 (AES-192).
    {"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", 0, "d17ddf46adaacde531cac483de7a9367"},
    {"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", 16, "9e99a7bf31e710900662f65e617c5184"},
    {"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", 40, "8a1de5be2eb31aad089a82e6ee908b0e"},
    {"8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b", 64, "a1d5df0eed790f794d77589659f39a11"},
    // SP 800-38B D.3 (AES-256).
    {"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", 0,
     "028962f61b7bf89efc6b551f4667d983"},
    {"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", 16,
     "28a7023f452e8f82bd4bf28d8c37c35c"},
    {"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", 40,
     "aaf3d8f1de5640c232f5b169b9c911e6"},
    {"603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", 64,
     "e1992190549f6ed5696a2c056c315410"},
};

const mcu_block_cipher_desc* AesFor(size_t key_len) {
  return key_len == 16 ? &mcu_aes128_desc : key_len == 24 ? &mcu_aes192_desc : &mcu_aes256_desc;
}

TEST(CmacTest, Rfc4493AndSp800_38bExamples) {
  const Bytes msg = FromHex(kMessage);
  int run = 0;
  for (const Example& e : kExamples) {
    const Bytes key = FromHex(e.key), want = FromHex(e.tag);
    mcu_block_key k;
    ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, AesFor(key.size()), key.data(), key.size()));
    uint8_t tag[16];
    ASSERT_EQ(MCU_OK, mcu_cmac(&k, msg.data(), e.msg_len, tag, 16));
    EXPECT_EQ(e.tag, ToHex(tag, 16)) << e.key << " len " << e.msg_len;
    EXPECT_EQ(MCU_OK, mcu_cmac_verify(&k, msg.data(), e.msg_len, want.data(), 16));
    ASSERT_EQ(MCU_OK, mcu_aes_cmac(key.data(), key.size(), msg.data(), e.msg_len, tag, 16));
    EXPECT_EQ(e.tag, ToHex(tag, 16));
    EXPECT_EQ(MCU_OK,
              mcu_aes_cmac_verify(key.data(), key.size(), msg.data(), e.msg_len, want.data(), 16));
    // Truncated tags are the leftmost bytes; any changed bit is rejected.
    for (size_t t = 1; t <= 16; ++t) {
      ASSERT_EQ(MCU_OK, mcu_cmac(&k, msg.data(), e.msg_len, tag, t));
      EXPECT_EQ(0, memcmp(tag, want.data(), t));
      Bytes bad(want.begin(), want.begin() + static_cast<long>(t));
      bad[(t * 7) % t] ^= static_cast<uint8_t>(1u << (t % 8));
      EXPECT_EQ(MCU_ERR_AUTH_FAILED, mcu_cmac_verify(&k, msg.data(), e.msg_len, bad.data(), t));
    }
    mcu_block_key_wipe(&k);
    ++run;
  }
  EXPECT_EQ(12, run);
}

// 8-byte blocks (Rb = 0x1B): SP 800-38B D.4, three-key TDEA (the corrected
// values of the errata for examples 14 and 15), and the CMAC-TDES vector of
// OpenSSL's evpmac_cmac_des.txt.
TEST(CmacTest, TdesExamples) {
  const Bytes msg = FromHex(kMessage);
  const Bytes key = FromHex("8aa83bf8cbda10620bc1bf19fbb6cd58bc313d4a371ca8b5");
  mcu_block_key k;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_des_ede3_desc, key.data(), key.size()));
  mcu_cmac_ctx ctx;
  ASSERT_EQ(MCU_OK, mcu_cmac_init(&ctx, &k));
  EXPECT_EQ("9198e9d314e6535f", ToHex(ctx.k1, 8));
  EXPECT_EQ("2331d3a629cca6a5", ToHex(ctx.k2, 8));
  const struct {
    size_t len;
    const char* tag;
  } kD4[] = {{0, "b7a688e122ffaf95"},
             {8, "8e8f293136283797"},
             {20, "743ddbe0ce2dc2ed"},
             {32, "33e6b1092400eae5"}};
  uint8_t tag[8];
  int run = 0;
  for (const auto& e : kD4) {
    ASSERT_EQ(MCU_OK, mcu_cmac(&k, msg.data(), e.len, tag, 8));
    EXPECT_EQ(e.tag, ToHex(tag, 8)) << "len " << e.len;
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac(&k, msg.data(), e.len, tag, 9));
    ++run;
  }
  EXPECT_EQ(4, run);
  const Bytes key2 = FromHex("89BCD952A8C8AB371AF48AC7D07085D5EFF702E6D62CDC23");
  const Bytes in = FromHex("FA620C1BBE97319E9A0CF0492121F7A20EB08A6A709DCBD00AAF38E4F99E754E");
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_des_ede3_desc, key2.data(), key2.size()));
  ASSERT_EQ(MCU_OK, mcu_cmac(&k, in.data(), in.size(), tag, 8));
  EXPECT_EQ("8f49a1b7d6aa2258", ToHex(tag, 8));
  mcu_block_key_wipe(&k);
}

// RFC 4493 section 4's subkeys, seen through the context.
TEST(CmacTest, Rfc4493Subkeys) {
  const Bytes key = FromHex("2b7e151628aed2a6abf7158809cf4f3c");
  mcu_block_key k;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_aes128_desc, key.data(), 16));
  mcu_cmac_ctx ctx;
  ASSERT_EQ(MCU_OK, mcu_cmac_init(&ctx, &k));
  EXPECT_EQ("fbeed618357133667c85e08f7236a8de", ToHex(ctx.k1, 16));
  EXPECT_EQ("f7ddac306ae266ccf90bc11ee46d513b", ToHex(ctx.k2, 16));
  uint8_t tag[16];
  ASSERT_EQ(MCU_OK, mcu_cmac_final(&ctx, tag, 16));
  EXPECT_EQ("bb1d6929e95937287fa37d129b756746", ToHex(tag, 16));
  // SP 800-38B D.2's AES-192 subkeys.
  const Bytes key192 = FromHex("8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b");
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_aes192_desc, key192.data(), 24));
  ASSERT_EQ(MCU_OK, mcu_cmac_init(&ctx, &k));
  EXPECT_EQ("448a5b1c93514b273ee6439dd4daa296", ToHex(ctx.k1, 16));
  EXPECT_EQ("8914b63926a2964e7dcc873ba9b5452c", ToHex(ctx.k2, 16));
  mcu_block_key_wipe(&k);
}

TEST(CmacTest, StreamingEqualsOneShotForRandomSplits) {
  Bytes key(32);
  for (size_t i = 0; i < key.size(); ++i) key[i] = static_cast<uint8_t>(i * 5 + 1);
  mcu_block_key k;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_aes256_desc, key.data(), 32));
  Bytes msg(200);
  for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 31 + 3);
  int checked = 0;
  for (size_t len = 0; len <= msg.size(); ++len) {
    uint8_t one[16];
    ASSERT_EQ(MCU_OK, mcu_cmac(&k, msg.data(), len, one, 16));
    for (uint64_t seed = 0; seed < 3; ++seed) {
      Rng rng(seed * 1000 + len);
      mcu_cmac_ctx ctx;
      ASSERT_EQ(MCU_OK, mcu_cmac_init(&ctx, &k));
      size_t pos = 0;
      while (pos < len) {
        const size_t piece = std::min(len - pos, rng.Below(40));
        ASSERT_EQ(MCU_OK, mcu_cmac_update(&ctx, msg.data() + pos, piece));
        pos += piece;
      }
      mcu_cmac_ctx copy = ctx;  // a copied context finishes the same way
      uint8_t got[16];
      ASSERT_EQ(MCU_OK, mcu_cmac_final(&ctx, got, 16));
      EXPECT_EQ(0, memcmp(one, got, 16)) << "len " << len << " seed " << seed;
      EXPECT_EQ(MCU_OK, mcu_cmac_final_verify(&copy, one, 16));
      ++checked;
    }
  }
  EXPECT_EQ(3 * 201, checked);
  mcu_block_key_wipe(&k);
}

// Whole blocks go through the cipher's own CBC encryption when it has one
// (mcu_block_mode_ops.cbc_encrypt), in chunks; the same cipher with no modes
// goes one block at a time. The tags agree for every length up to 40 blocks
// (several chunks, a partial last block or none), fed whole and in pieces.
TEST(CmacTest, CipherCbcPathEqualsBlockAtATime) {
  ASSERT_NE(nullptr, mcu_aes128_desc.modes);
  ASSERT_NE(nullptr, mcu_aes128_desc.modes->cbc_encrypt);
  mcu_block_cipher_desc plain = mcu_aes128_desc;
  plain.modes = nullptr;
  const Bytes key = FromHex("2b7e151628aed2a6abf7158809cf4f3c");
  mcu_block_key with_modes, without;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&with_modes, &mcu_aes128_desc, key.data(), 16));
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&without, &plain, key.data(), 16));
  Bytes msg(16 * 40 + 15);
  for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 131 + 17);
  for (size_t len = 0; len <= msg.size(); len += (len < 300 ? 1 : 7)) {
    uint8_t a[16], b[16];
    ASSERT_EQ(MCU_OK, mcu_cmac(&with_modes, msg.data(), len, a, 16));
    ASSERT_EQ(MCU_OK, mcu_cmac(&without, msg.data(), len, b, 16));
    EXPECT_EQ(ToHex(b, 16), ToHex(a, 16)) << "len " << len;
    // In two pieces, the first ending mid-block.
    mcu_cmac_ctx ctx;
    ASSERT_EQ(MCU_OK, mcu_cmac_init(&ctx, &with_modes));
    const size_t cut = len / 3;
    ASSERT_EQ(MCU_OK, mcu_cmac_update(&ctx, msg.data(), cut));
    ASSERT_EQ(MCU_OK, mcu_cmac_update(&ctx, msg.data() + cut, len - cut));
    ASSERT_EQ(MCU_OK, mcu_cmac_final(&ctx, a, 16));
    EXPECT_EQ(ToHex(b, 16), ToHex(a, 16)) << "len " << len << " in two pieces";
  }
  mcu_block_key_wipe(&with_modes);
  mcu_block_key_wipe(&without);
}

TEST(CmacTest, BadArgumentsAndState) {
  const Bytes key = FromHex("2b7e151628aed2a6abf7158809cf4f3c");
  mcu_block_key k, wiped;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_aes128_desc, key.data(), 16));
  wiped = k;
  mcu_block_key_wipe(&wiped);
  uint8_t tag[16] = {0}, msg[4] = {1, 2, 3, 4};
  mcu_cmac_ctx ctx;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac_init(nullptr, &k));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac_init(&ctx, nullptr));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cmac_init(&ctx, &wiped));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cmac_update(&ctx, msg, 4));  // rejected after a failed init
  ASSERT_EQ(MCU_OK, mcu_cmac_init(&ctx, &k));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac_update(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_OK, mcu_cmac_update(&ctx, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac_final(&ctx, tag, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac_final(&ctx, tag, 17));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac_final(&ctx, nullptr, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac_final_verify(&ctx, tag, 0));
  EXPECT_EQ(MCU_OK, mcu_cmac_final(&ctx, tag, 16));             // still usable
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cmac_final(&ctx, tag, 16));  // wiped by final
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cmac(&wiped, msg, 4, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac(&k, nullptr, 4, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac(&k, msg, 4, tag, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_cmac_verify(&k, msg, 4, nullptr, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_aes_cmac(key.data(), 15, msg, 4, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_aes_cmac(nullptr, 16, msg, 4, tag, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_aes_cmac_verify(key.data(), 20, msg, 4, tag, 16));
  // A key wiped while a context uses it.
  mcu_block_key temp = k;
  ASSERT_EQ(MCU_OK, mcu_cmac_init(&ctx, &temp));
  mcu_block_key_wipe(&temp);
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cmac_update(&ctx, msg, 4));
  mcu_block_key_wipe(&k);
}

}  // namespace
