// The K66 MMCAU drivers (drivers/k66/mmcau.h) in the board simulator, whose
// MMCAU model computes with its own arithmetic: known answers through each
// descriptor, odd buffers (unaligned, in place, empty), the lock hook around
// every use, and the model's injected faults (a wrong result is caught, an
// error is MCU_ERR_HARDWARE with the output wiped; a hang cannot be armed).
#include "drivers/k66/mmcau.h"

#include <stdio.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/platform.h"
#include "tests/support/hex.h"

namespace {

// Arms a fault in the simulator's model: false if it cannot show it.
bool ArmFault(const char *line) {
  FILE *f = fopen("mcucrypt:fault", "w");
  if (f == nullptr) return false;
  const bool written = fputs(line, f) >= 0;
  return (fclose(f) == 0) && written;
}

struct Ecb {
  const mcu_block_cipher_desc *desc;
  const char *key, *plaintext, *ciphertext;
};
// FIPS 197 appendix C; the classic DES example (key 133457799BBCDFF1);
// Triple-DES over "The quick brown fox jump" (checked with OpenSSL 3.0's
// des-ede3 and des-ede).
const Ecb kEcb[] = {
    {&mcu_aes128_mmcau, "000102030405060708090a0b0c0d0e0f", "00112233445566778899aabbccddeeff",
     "69c4e0d86a7b0430d8cdb78070b4c55a"},
    {&mcu_aes192_mmcau, "000102030405060708090a0b0c0d0e0f1011121314151617",
     "00112233445566778899aabbccddeeff", "dda97ca4864cdfe06eaf70a0ec0d7191"},
    {&mcu_aes256_mmcau, "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
     "00112233445566778899aabbccddeeff", "8ea2b7ca516745bfeafc49904b496089"},
    {&mcu_des_mmcau, "133457799bbcdff1", "0123456789abcdef", "85e813540f0ab405"},
    {&mcu_des_ede_mmcau, "0123456789abcdef23456789abcdef01",
     "54686520717569636b2062726f776e20666f78206a756d70",
     "04a3aaa7954df2419077d0909fa91b884cabd61fc58e0cbb"},
    {&mcu_des_ede3_mmcau, "0123456789abcdef23456789abcdef01456789abcdef0123",
     "54686520717569636b2062726f776e20666f78206a756d70",
     "1ccf23869d09333ecce21c8112256fe668d5c05dd9b6b900"},
};

struct Schedule {
  uint32_t words[MCU_BLOCK_SCHEDULE_WORDS];
};

// in -> out through the descriptor at `offset` bytes into fresh buffers
// (in place when in_place); the status of the call.
mcu_status RunCipher(const Ecb &c, bool encrypt, size_t offset, bool in_place,
               std::vector<uint8_t> *out) {
  const std::vector<uint8_t> key = FromHex(c.key);
  const std::vector<uint8_t> in = FromHex(encrypt ? c.plaintext : c.ciphertext);
  Schedule s;
  mcu_status st = c.desc->expand_key(s.words, key.data());
  if (st != MCU_OK) return st;
  std::vector<uint8_t> src(in.size() + offset), dst(in.size() + offset);
  memcpy(src.data() + offset, in.data(), in.size());
  uint8_t *to = in_place ? src.data() + offset : dst.data() + offset;
  const size_t n = in.size() / c.desc->block_size;
  st = (encrypt ? c.desc->encrypt_blocks : c.desc->decrypt_blocks)(s.words, src.data() + offset,
                                                                     to, n);
  out->assign(to, to + in.size());
  return st;
}

std::string Encrypted(const Ecb &c) {
  std::vector<uint8_t> out;
  EXPECT_EQ(MCU_OK, RunCipher(c, true, 0, false, &out));
  return ToHex(out.data(), out.size());
}

TEST(MmcauTest, Descriptors) {
  for (const Ecb &c : kEcb) {
    EXPECT_STREQ("mmcau", c.desc->impl);
    EXPECT_EQ(1, c.desc->constant_time);
    EXPECT_EQ(nullptr, c.desc->fallback);  // the MMCAU runs every case
  }
  for (const mcu_hash_desc *h : {&mcu_md5_mmcau, &mcu_sha1_mmcau, &mcu_sha224_mmcau,
                                 &mcu_sha256_mmcau}) {
    EXPECT_STREQ("mmcau", h->impl);
    EXPECT_EQ(nullptr, h->fallback);
  }
}

TEST(MmcauTest, CipherKnownAnswersAnyAlignmentInPlace) {
  for (const Ecb &c : kEcb) {
    SCOPED_TRACE(c.desc->name);
    for (size_t offset : {0, 1, 3}) {
      for (bool in_place : {false, true}) {
        std::vector<uint8_t> out;
        ASSERT_EQ(MCU_OK, RunCipher(c, true, offset, in_place, &out));
        EXPECT_EQ(c.ciphertext, ToHex(out.data(), out.size()));
        ASSERT_EQ(MCU_OK, RunCipher(c, false, offset, in_place, &out));
        EXPECT_EQ(c.plaintext, ToHex(out.data(), out.size()));
      }
    }
  }
}

TEST(MmcauTest, ZeroBlocksTouchNothing) {
  Schedule s;
  const std::vector<uint8_t> key = FromHex(kEcb[0].key);
  ASSERT_EQ(MCU_OK, mcu_aes128_mmcau.expand_key(s.words, key.data()));
  uint8_t out[16] = {0x5a};
  EXPECT_EQ(MCU_OK, mcu_aes128_mmcau.encrypt_blocks(s.words, out, out, 0));
  EXPECT_EQ(MCU_OK, mcu_des_ede3_mmcau.decrypt_blocks(s.words, out, out, 0));
  EXPECT_EQ(0x5a, out[0]);
}

struct HashCase {
  const mcu_hash_desc *desc;
  const char *abc, *two_blocks;  // "abc"; FIPS 180's 56-byte message
};
const HashCase kHashes[] = {
    {&mcu_md5_mmcau, "900150983cd24fb0d6963f7d28e17f72", "8215ef0796a20bcaaae116d3876c664a"},
    {&mcu_sha1_mmcau, "a9993e364706816aba3e25717850c26c9cd0d89d",
     "84983e441c3bd26ebaae4aa1f95129e5e54670f1"},
    {&mcu_sha224_mmcau, "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7",
     "75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525"},
    {&mcu_sha256_mmcau, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
     "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
};
const char kTwoBlocks[] = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";

// The digest of msg fed at `offset` bytes into a buffer in pieces of `step`
// bytes (0: one update), with an empty update first.
std::string Hash(const mcu_hash_desc *h, const char *msg, size_t offset, size_t step) {
  union {
    uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
    uint64_t align;
  } ctx;
  std::vector<uint8_t> buffer(strlen(msg) + offset);
  memcpy(buffer.data() + offset, msg, strlen(msg));
  const uint8_t *p = buffer.data() + offset;
  size_t left = strlen(msg);
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  EXPECT_EQ(MCU_OK, h->init(ctx.bytes));
  EXPECT_EQ(MCU_OK, h->update(ctx.bytes, p, 0));
  while (left != 0) {
    const size_t take = step == 0 || step > left ? left : step;
    EXPECT_EQ(MCU_OK, h->update(ctx.bytes, p, take));
    p += take;
    left -= take;
  }
  EXPECT_EQ(MCU_OK, h->final(ctx.bytes, digest));
  return ToHex(digest, h->digest_size);
}

TEST(MmcauTest, HashKnownAnswersAnyAlignmentAndSplit) {
  for (const HashCase &c : kHashes) {
    SCOPED_TRACE(c.desc->name);
    EXPECT_EQ(c.abc, Hash(c.desc, "abc", 0, 0));
    for (size_t offset : {0, 1, 2}) {
      EXPECT_EQ(c.two_blocks, Hash(c.desc, kTwoBlocks, offset, 0));
      EXPECT_EQ(c.two_blocks, Hash(c.desc, kTwoBlocks, offset, 7));
    }
  }
}

// The lock hook sees every use: each call one lock and one unlock of the
// MMCAU's resource, and a lock that times out ends the call untouched.
struct LockCount {
  int locks = 0, unlocks = 0;
  mcu_platform_resource last = MCU_RESOURCE_COUNT;
  mcu_status answer = MCU_OK;
};
mcu_status CountLock(void *ctx, mcu_platform_resource r, uint32_t timeout_us) {
  auto *count = static_cast<LockCount *>(ctx);
  EXPECT_EQ(MCU_MMCAU_LOCK_TIMEOUT_US, timeout_us);
  count->last = r;
  if (count->answer == MCU_OK) ++count->locks;
  return count->answer;
}
void CountUnlock(void *ctx, mcu_platform_resource r) {
  auto *count = static_cast<LockCount *>(ctx);
  EXPECT_EQ(count->last, r);
  ++count->unlocks;
}

TEST(MmcauTest, LockHookAroundEveryUse) {
  LockCount count;
  const mcu_platform_hooks hooks = {&count,  &CountLock, &CountUnlock, nullptr,
                                    nullptr, nullptr,    nullptr,      nullptr};
  mcu_platform_set_hooks(&hooks);
  int calls = 0;
  for (const Ecb &c : kEcb) {
    (void)Encrypted(c);  // expand_key (AES uses the MMCAU for SubWord), encrypt
    calls += strncmp(c.desc->name, "aes", 3) == 0 ? 2 : 1;
  }
  for (const HashCase &c : kHashes) {
    (void)Hash(c.desc, "abc", 0, 0);  // one block: one compression call
    ++calls;
  }
  EXPECT_EQ(calls, count.locks);
  EXPECT_EQ(calls, count.unlocks);
  EXPECT_EQ(MCU_RESOURCE_CIPHER, count.last);  // the hashes share the unit

  count.answer = MCU_ERR_TIMEOUT;
  Schedule s = {};
  uint8_t block[16] = {0};
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_aes128_mmcau.encrypt_blocks(s.words, block, block, 1));
  uint8_t digest[32];
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_sha256_mmcau.digest("abc", 3, digest));
  EXPECT_EQ(calls, count.unlocks);
  mcu_platform_set_hooks(nullptr);
}

TEST(MmcauTest, FaultsAreCaught) {
  EXPECT_FALSE(ArmFault("mmcau hang\n"));  // a blocking coprocessor cannot hang

  // A wrong result from the unit: every known answer above fails.
  ASSERT_TRUE(ArmFault("mmcau wrong\n"));
  for (const Ecb &c : kEcb) EXPECT_NE(c.ciphertext, Encrypted(c)) << c.desc->name;
  for (const HashCase &c : kHashes) EXPECT_NE(c.abc, Hash(c.desc, "abc", 0, 0));

  // An error bit: MCU_ERR_HARDWARE, the output wiped, the hash context too.
  ASSERT_TRUE(ArmFault("mmcau error\n"));
  for (const Ecb &c : kEcb) {
    std::vector<uint8_t> out;
    EXPECT_EQ(MCU_ERR_HARDWARE, RunCipher(c, true, 0, false, &out)) << c.desc->name;
  }
  Schedule s;
  const std::vector<uint8_t> key = FromHex(kEcb[3].key);
  ASSERT_EQ(MCU_OK, mcu_des_mmcau.expand_key(s.words, key.data()));
  uint8_t block[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_des_mmcau.encrypt_blocks(s.words, block, block, 1));
  EXPECT_EQ(std::string(16, '0'), ToHex(block, 8));
  for (const HashCase &c : kHashes) {
    uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
    EXPECT_EQ(MCU_ERR_HARDWARE, c.desc->digest("abc", 3, digest)) << c.desc->name;
  }

  ASSERT_TRUE(ArmFault("mmcau none\n"));
  for (const Ecb &c : kEcb) EXPECT_EQ(c.ciphertext, Encrypted(c));
}

}  // namespace
