// SM4 (GB/T 32907-2016) through the block-cipher descriptor: each backend
// linked directly (constant-time, table) and the build's default, and each
// implementation of the constant-time rounds (C, and Thumb-2 assembly on
// Cortex-M4) behind a descriptor of its own, on the
// standard's examples, the shared ECB vector files, and the descriptor
// contract (batches, in place, key length).
#include "mcucrypt/sm4.h"

#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "crypto/sm4/sm4_ct.h"
#include "crypto/sm4/sm4_sbox.h"
#include "gtest/gtest.h"
#include "mcucrypt/block_cipher.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace {

struct Backend {
  const char* label;
  const mcu_block_cipher_desc* desc;
};

const Backend kBackends[] = {
    {"ct", &mcu_sm4_ct_desc},
    {"table", &mcu_sm4_table_desc},
    {"default", &mcu_sm4_desc},
#if defined(__ARM_ARCH_7EM__)  // the Thumb-2 techniques (BUILD.bazel links them there)
    {"ct_armv7m", &mcu_sm4_ct_armv7m_desc},
    {"table_armv7m", &mcu_sm4_table_armv7m_desc},
#endif
#if defined(__mips__)  // the MIPS32r2 rounds (BUILD.bazel links them there)
    {"ct_mips32r2", &mcu_sm4_ct_mips32r2_desc},
#endif
};

struct EcbVector {
  std::vector<uint8_t> key, pt, ct;
  std::string where;
};

void AddVector(const std::string& where, const std::string& key, const std::string& pt,
               const std::string& ct, std::vector<EcbVector>* out) {
  EcbVector v;
  v.where = where;
  v.key = FromHex(key);
  v.pt = FromHex(pt);
  v.ct = FromHex(ct);
  ASSERT_EQ(16u, v.key.size()) << where;
  ASSERT_FALSE(v.pt.empty()) << where;
  ASSERT_EQ(0u, v.pt.size() % 16) << where;
  ASSERT_EQ(v.pt.size(), v.ct.size()) << where;
  out->push_back(v);
}

void Read(const std::string& name, std::vector<RspRecord>* records) {
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/sm4/" + name), records, &error)) << error;
}

// draft-ribose-cfrg-sm4-10-ecb.txt (pyca, CAVP style): [ENCRYPT] records
// of COUNT / KEY / PLAINTEXT / CIPHERTEXT, the GB/T 32907 Appendix A
// examples.
void LoadDraftEcb(std::vector<EcbVector>* out) {
  std::vector<RspRecord> records;
  ASSERT_NO_FATAL_FAILURE(Read("draft-ribose-cfrg-sm4-10-ecb.txt", &records));
  ASSERT_EQ(4u, records.size());
  for (const RspRecord& r : records) {
    const std::string where = "draft-ribose-cfrg-sm4-10-ecb.txt:" + std::to_string(r.line);
    ASSERT_EQ(1u, r.section.count("ENCRYPT")) << where;
    ASSERT_EQ(4u, r.fields.size()) << where;
    ASSERT_NO_FATAL_FAILURE(AddVector(where, r.fields.at("KEY"), r.fields.at("PLAINTEXT"),
                                      r.fields.at("CIPHERTEXT"), out));
  }
}

// evpciph_sm4.txt (OpenSSL test format): the Cipher = SM4-ECB records; the
// other modes belong to the mode tests.
void LoadEvpEcb(std::vector<EcbVector>* out) {
  std::vector<RspRecord> records;
  ASSERT_NO_FATAL_FAILURE(Read("evpciph_sm4.txt", &records));
  ASSERT_GT(records.size(), 10u);
  size_t ecb = 0;
  for (const RspRecord& r : records) {
    const auto cipher = r.fields.find("Cipher");
    if (cipher == r.fields.end() || cipher->second != "SM4-ECB") continue;
    const std::string where = "evpciph_sm4.txt:" + std::to_string(r.line);
    ASSERT_EQ(4u, r.fields.size()) << where;
    ASSERT_NO_FATAL_FAILURE(AddVector(where, r.fields.at("Key"), r.fields.at("Plaintext"),
                                      r.fields.at("Ciphertext"), out));
    ++ecb;
  }
  ASSERT_EQ(1u, ecb);
}

// Botan sm4.vec: an [SM4] section of Key / In / Out, multi-block ECB.
void LoadBotan(std::vector<EcbVector>* out) {
  std::vector<RspRecord> records;
  ASSERT_NO_FATAL_FAILURE(Read("sm4.vec", &records));
  ASSERT_EQ(22u, records.size());
  for (const RspRecord& r : records) {
    const std::string where = "sm4.vec:" + std::to_string(r.line);
    ASSERT_EQ(1u, r.section.count("SM4")) << where;
    ASSERT_EQ(3u, r.fields.size()) << where;
    ASSERT_NO_FATAL_FAILURE(
        AddVector(where, r.fields.at("Key"), r.fields.at("In"), r.fields.at("Out"), out));
  }
}

class Sm4Test : public ::testing::TestWithParam<Backend> {
 protected:
  const mcu_block_cipher_desc* desc() const { return GetParam().desc; }

  // Keys a block key or fails the test.
  void Init(mcu_block_key* k, const uint8_t* key) {
    ASSERT_EQ(MCU_OK, mcu_block_key_init(k, desc(), key, MCU_SM4_KEY_SIZE));
  }
};

TEST_P(Sm4Test, Descriptor) {
  EXPECT_STREQ("sm4", desc()->name);
  EXPECT_EQ(16u, desc()->block_size);
  EXPECT_EQ(16u, desc()->key_size);
  EXPECT_GE(desc()->parallel_blocks, 1u);
  EXPECT_NE(nullptr, desc()->impl);
}

// GB/T 32907-2016 Appendix A, example 1 (and draft-ribose A.1.4): one block
// each way.
TEST_P(Sm4Test, StandardExamples) {
  struct {
    const char *key, *pt, *ct;
  } const kExamples[] = {
      {"0123456789abcdeffedcba9876543210", "0123456789abcdeffedcba9876543210",
       "681edf34d206965e86b3e94f536e4246"},
      {"fedcba98765432100123456789abcdef", "000102030405060708090a0b0c0d0e0f",
       "f766678f13f01adeac1b3ea955adb594"},
  };
  for (const auto& e : kExamples) {
    const std::vector<uint8_t> key = FromHex(e.key), pt = FromHex(e.pt);
    mcu_block_key k;
    ASSERT_NO_FATAL_FAILURE(Init(&k, key.data()));
    uint8_t out[16], back[16];
    ASSERT_EQ(MCU_OK, mcu_block_encrypt(&k, pt.data(), out));
    EXPECT_EQ(e.ct, ToHex(out, 16));
    ASSERT_EQ(MCU_OK, mcu_block_decrypt(&k, out, back));
    EXPECT_EQ(e.pt, ToHex(back, 16));
    mcu_block_key_wipe(&k);
  }
}

// GB/T 32907-2016 Appendix A, example 2: the example 1 plaintext encrypted
// 1,000,000 times under the example 1 key.
TEST_P(Sm4Test, MillionFoldExample) {
  const std::vector<uint8_t> key = FromHex("0123456789abcdeffedcba9876543210");
  mcu_block_key k;
  ASSERT_NO_FATAL_FAILURE(Init(&k, key.data()));
  uint8_t block[16];
  memcpy(block, key.data(), 16);  // the plaintext equals the key
  for (int i = 0; i < 1000000; ++i) desc()->encrypt_blocks(k.schedule, block, block, 1);
  EXPECT_EQ("595298c7c6fd271f0402f804c33d3f66", ToHex(block, 16));
}

TEST_P(Sm4Test, EcbVectorFiles) {
  std::vector<EcbVector> vectors;
  ASSERT_NO_FATAL_FAILURE(LoadDraftEcb(&vectors));
  ASSERT_NO_FATAL_FAILURE(LoadEvpEcb(&vectors));
  ASSERT_NO_FATAL_FAILURE(LoadBotan(&vectors));
  ASSERT_EQ(27u, vectors.size());
  size_t blocks = 0;
  for (const EcbVector& v : vectors) {
    const size_t n = v.pt.size() / 16;
    blocks += n;
    mcu_block_key k;
    ASSERT_NO_FATAL_FAILURE(Init(&k, v.key.data()));
    // All blocks in one call, then one block per call.
    std::vector<uint8_t> out(v.pt.size()), back(v.pt.size());
    desc()->encrypt_blocks(k.schedule, v.pt.data(), out.data(), n);
    EXPECT_EQ(ToHex(v.ct.data(), v.ct.size()), ToHex(out.data(), out.size())) << v.where;
    desc()->decrypt_blocks(k.schedule, v.ct.data(), back.data(), n);
    EXPECT_EQ(ToHex(v.pt.data(), v.pt.size()), ToHex(back.data(), back.size())) << v.where;
    for (size_t i = 0; i < n; ++i) {
      uint8_t one[16];
      ASSERT_EQ(MCU_OK, mcu_block_encrypt(&k, &v.pt[16 * i], one));
      EXPECT_EQ(0, memcmp(one, &v.ct[16 * i], 16)) << v.where << " block " << i;
      ASSERT_EQ(MCU_OK, mcu_block_decrypt(&k, &v.ct[16 * i], one));
      EXPECT_EQ(0, memcmp(one, &v.pt[16 * i], 16)) << v.where << " block " << i;
    }
    mcu_block_key_wipe(&k);
  }
  EXPECT_EQ(291u, blocks);  // 6 + 1 + 284
}

// Every batch size 1..9 (and two full batches and one more) gives the same
// blocks as one block per call, in both directions.
TEST_P(Sm4Test, BatchesMatchSingleBlocks) {
  Rng rng(32907);
  for (size_t n = 1; n <= 17; n = n < 9 ? n + 1 : 17) {
    uint8_t key[16];
    for (uint8_t& b : key) b = static_cast<uint8_t>(rng.Next());
    std::vector<uint8_t> in(16 * n), batch(16 * n), single(16 * n), back(16 * n);
    for (uint8_t& b : in) b = static_cast<uint8_t>(rng.Next());
    mcu_block_key k;
    ASSERT_NO_FATAL_FAILURE(Init(&k, key));
    desc()->encrypt_blocks(k.schedule, in.data(), batch.data(), n);
    for (size_t i = 0; i < n; ++i) {
      desc()->encrypt_blocks(k.schedule, &in[16 * i], &single[16 * i], 1);
    }
    EXPECT_EQ(ToHex(single.data(), single.size()), ToHex(batch.data(), batch.size())) << n;
    desc()->decrypt_blocks(k.schedule, batch.data(), back.data(), n);
    EXPECT_EQ(ToHex(in.data(), in.size()), ToHex(back.data(), back.size())) << n;
    for (size_t i = 0; i < n; ++i) {
      desc()->decrypt_blocks(k.schedule, &batch[16 * i], &single[16 * i], 1);
    }
    EXPECT_EQ(ToHex(in.data(), in.size()), ToHex(single.data(), single.size())) << n;
    if (n == 17) break;
  }
}

// The backends agree on random keys and blocks (the table one is the plain
// reading of the standard).
TEST_P(Sm4Test, AgreesWithTableBackend) {
  Rng rng(2016);
  for (int t = 0; t < 20; ++t) {
    uint8_t key[16], in[16 * 8], a[16 * 8], b[16 * 8];
    for (uint8_t& x : key) x = static_cast<uint8_t>(rng.Next());
    for (uint8_t& x : in) x = static_cast<uint8_t>(rng.Next());
    mcu_block_key k, ref;
    ASSERT_NO_FATAL_FAILURE(Init(&k, key));
    ASSERT_EQ(MCU_OK, mcu_block_key_init(&ref, &mcu_sm4_table_desc, key, 16));
    desc()->encrypt_blocks(k.schedule, in, a, 8);
    mcu_sm4_table_desc.encrypt_blocks(ref.schedule, in, b, 8);
    ASSERT_EQ(ToHex(b, sizeof b), ToHex(a, sizeof a)) << t;
    desc()->decrypt_blocks(k.schedule, in, a, 8);
    mcu_sm4_table_desc.decrypt_blocks(ref.schedule, in, b, 8);
    ASSERT_EQ(ToHex(b, sizeof b), ToHex(a, sizeof a)) << t;
  }
}

// out == in, for every batch size up to two batches.
TEST_P(Sm4Test, InPlace) {
  Rng rng(7);
  uint8_t key[16];
  for (uint8_t& b : key) b = static_cast<uint8_t>(rng.Next());
  mcu_block_key k;
  ASSERT_NO_FATAL_FAILURE(Init(&k, key));
  for (size_t n = 1; n <= 16; ++n) {
    std::vector<uint8_t> in(16 * n), want(16 * n);
    for (uint8_t& b : in) b = static_cast<uint8_t>(rng.Next());
    desc()->encrypt_blocks(k.schedule, in.data(), want.data(), n);
    std::vector<uint8_t> buf = in;
    desc()->encrypt_blocks(k.schedule, buf.data(), buf.data(), n);
    EXPECT_EQ(ToHex(want.data(), want.size()), ToHex(buf.data(), buf.size())) << n;
    desc()->decrypt_blocks(k.schedule, buf.data(), buf.data(), n);
    EXPECT_EQ(ToHex(in.data(), in.size()), ToHex(buf.data(), buf.size())) << n;
  }
  uint8_t block[16];
  memcpy(block, key, 16);
  uint8_t want[16];
  ASSERT_EQ(MCU_OK, mcu_block_encrypt(&k, block, want));
  ASSERT_EQ(MCU_OK, mcu_block_encrypt(&k, block, block));
  EXPECT_EQ(0, memcmp(want, block, 16));
}

TEST_P(Sm4Test, RejectsWrongKeyLength) {
  uint8_t key[32] = {0};
  mcu_block_key k;
  for (size_t len : {0u, 1u, 8u, 15u, 17u, 24u, 32u}) {
    memset(&k, 0xa5, sizeof k);
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(&k, desc(), key, len)) << len;
    uint8_t out[16];
    // A key that failed to initialise is wiped and refused by the modes.
    EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_block_encrypt(&k, key, out)) << len;
  }
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(&k, desc(), nullptr, 16));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(nullptr, desc(), key, 16));
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, desc(), key, 16));
  mcu_block_key_wipe(&k);
  uint8_t out[16];
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_block_encrypt(&k, key, out));
}

INSTANTIATE_TEST_SUITE_P(Backends, Sm4Test, ::testing::ValuesIn(kBackends),
                         [](const ::testing::TestParamInfo<Backend>& p) {
                           return std::string(p.param.label);
                         });

TEST(Sm4Descriptors, NamedImplementations) {
  EXPECT_STREQ("ct_bitsliced", mcu_sm4_ct_desc.impl);
  EXPECT_EQ(1, mcu_sm4_ct_desc.constant_time);
  EXPECT_EQ(8u, mcu_sm4_ct_desc.parallel_blocks);
  EXPECT_STREQ("table", mcu_sm4_table_desc.impl);
  EXPECT_EQ(0, mcu_sm4_table_desc.constant_time);
  EXPECT_EQ(1u, mcu_sm4_table_desc.parallel_blocks);
#if defined(__ARM_ARCH_7EM__)
  EXPECT_STREQ("ct_bitsliced_armv7m", mcu_sm4_ct_armv7m_desc.impl);
  EXPECT_EQ(1, mcu_sm4_ct_armv7m_desc.constant_time);
  EXPECT_STREQ("table_armv7m", mcu_sm4_table_armv7m_desc.impl);
  EXPECT_EQ(0, mcu_sm4_table_armv7m_desc.constant_time);
  EXPECT_STREQ("ct_bitsliced_armv7m", mcu_sm4_desc.impl);  // the core's default
#elif defined(__mips__)
  EXPECT_STREQ("ct_bitsliced_mips32r2", mcu_sm4_ct_mips32r2_desc.impl);
  EXPECT_EQ(1, mcu_sm4_ct_mips32r2_desc.constant_time);
  EXPECT_EQ(8u, mcu_sm4_ct_mips32r2_desc.parallel_blocks);
  EXPECT_STREQ("ct_bitsliced_mips32r2", mcu_sm4_desc.impl);  // the core's default
#else
  EXPECT_STREQ("ct_bitsliced", mcu_sm4_desc.impl);
#endif
}

// The constant-time backend's counter mode (its mode table's ctr_xor, each
// rounds implementation) against counter blocks built by hand and
// encrypted by the table backend: 32- and 128-bit counters, carries into
// every word (and the 32-bit counter's wrap, which must not carry), every
// length up to 3 passes, in place and not; the counter comes back advanced.
// With rounds_ks, through CtCtrXorWithKs (the key slices expanded per call
// from kKeySliceMinBlocks = 24 blocks on), up to 5 passes.
void CheckCtr(mcucrypt::sm4::CtRoundsFn rounds, const char* label,
              mcucrypt::sm4::CtRoundsKsFn rounds_ks = nullptr) {
  Rng rng(3610);
  size_t runs = 0;
  const size_t max_blocks = rounds_ks != nullptr ? 40 : 24;
  const uint8_t kTails[][16] = {
      {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0, 0, 0, 1},
      {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0xff, 0xff,
       0xff, 0xfa},
      {0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
       0xff, 0xfd},
      {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
       0xff, 0xfe},
  };
  for (unsigned bits : {32u, 128u}) {
    for (const auto& start : kTails) {
      for (size_t n = 1; n <= max_blocks; ++n) {
        uint8_t key[16];
        for (uint8_t& b : key) b = static_cast<uint8_t>(rng.Next());
        mcu_block_key k, ref;
        ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_sm4_ct_desc, key, 16));
        ASSERT_EQ(MCU_OK, mcu_block_key_init(&ref, &mcu_sm4_table_desc, key, 16));
        std::vector<uint8_t> in(16 * n), want(16 * n), got(16 * n);
        for (uint8_t& b : in) b = static_cast<uint8_t>(rng.Next());
        uint8_t ctr[16];
        memcpy(ctr, start, 16);
        for (size_t i = 0; i < n; ++i) {
          uint8_t ks[16];
          mcu_sm4_table_desc.encrypt_blocks(ref.schedule, ctr, ks, 1);
          for (int j = 0; j < 16; ++j) want[16 * i + j] = static_cast<uint8_t>(in[16 * i + j] ^ ks[j]);
          // +1 in the low `bits` bits, big-endian.
          for (int j = 15; j >= 16 - static_cast<int>(bits / 8); --j) {
            if (++ctr[j] != 0) break;
          }
        }
        uint8_t c[16];
        memcpy(c, start, 16);
        const bool in_place = n % 2 == 0;
        if (in_place) got = in;
        if (rounds_ks != nullptr) {
          mcucrypt::sm4::CtCtrXorWithKs(rounds, rounds_ks, k.schedule, c, bits,
                                        in_place ? got.data() : in.data(), 16 * n, got.data());
        } else {
          mcucrypt::sm4::CtCtrXorWith(rounds, k.schedule, c, bits,
                                      in_place ? got.data() : in.data(), 16 * n, got.data());
        }
        ASSERT_EQ(ToHex(want.data(), want.size()), ToHex(got.data(), got.size()))
            << label << " bits=" << bits << " n=" << n;
        ASSERT_EQ(ToHex(ctr, 16), ToHex(c, 16)) << label << " bits=" << bits << " n=" << n;
        ++runs;
      }
    }
  }
  EXPECT_EQ(2u * 4u * max_blocks, runs);
}

TEST(Sm4Ctr, PortableRoundsMatchBlocks) {
  CheckCtr(&mcucrypt::sm4::CtRoundsPortable, "portable");
}

#if defined(__ARM_ARCH_7EM__)
TEST(Sm4Ctr, Armv7mRoundsMatchBlocks) { CheckCtr(&mcucrypt::sm4::CtRoundsArmv7m, "armv7m"); }
#endif

#if defined(__mips__)
TEST(Sm4Ctr, Mips32r2RoundsMatchBlocks) {
  CheckCtr(&mcucrypt::sm4::CtRoundsMips32r2, "mips32r2");
}

TEST(Sm4Ctr, Mips32r2KeySliceRoundsMatchBlocks) {
  CheckCtr(&mcucrypt::sm4::CtRoundsMips32r2, "mips32r2_ks", &mcucrypt::sm4::CtRoundsKsMips32r2);
}
#endif

// The key slices' definition, and a rounds_ks for every platform: the round
// keys rebuilt from their slices (bit 8m of slice j is bit j of byte m),
// then the C rounds. It checks CtCryptBlocksKs and CtCtrXorWithKs's own
// logic (the threshold, the decryption order, partial passes) on the host.
uint32_t g_ks_calls = 0;

void RoundsKsThroughPortable(uint32_t* st, const uint32_t* ks) {
  uint32_t rk[mcucrypt::sm4::kRounds];
  for (int r = 0; r < mcucrypt::sm4::kRounds; ++r) {
    uint32_t k = 0;
    for (unsigned j = 0; j < 8; ++j) {
      for (unsigned m = 0; m < 4; ++m) k |= ((ks[8 * r + j] >> (8 * m)) & 1u) << (8 * m + j);
    }
    rk[r] = k;
  }
  mcucrypt::sm4::CtRoundsPortable(st, rk);
  ++g_ks_calls;
}

TEST(Sm4KeySlices, Definition) {
  Rng rng(77);
  uint32_t rk[mcucrypt::sm4::kRounds], ks[mcucrypt::sm4::kKeySliceWords];
  for (uint32_t& k : rk) k = static_cast<uint32_t>(rng.Next());
  mcucrypt::sm4::CtExpandKeySlices(ks, rk, false);
  for (int r = 0; r < mcucrypt::sm4::kRounds; ++r) {
    for (unsigned j = 0; j < 8; ++j) {
      for (unsigned m = 0; m < 4; ++m) {
        const uint32_t want = ((rk[r] >> (8 * m + j)) & 1u) ? 0xffu : 0u;
        ASSERT_EQ(want, (ks[8 * r + j] >> (8 * m)) & 0xffu) << r << " " << j << " " << m;
      }
    }
  }
  uint32_t back[mcucrypt::sm4::kKeySliceWords];
  mcucrypt::sm4::CtExpandKeySlices(back, rk, true);
  for (int r = 0; r < mcucrypt::sm4::kRounds; ++r) {
    for (unsigned j = 0; j < 8; ++j) {
      ASSERT_EQ(ks[8 * (mcucrypt::sm4::kRounds - 1 - r) + j], back[8 * r + j]) << r << " " << j;
    }
  }
}

TEST(Sm4Ctr, KeySliceRoundsMatchBlocks) {
  g_ks_calls = 0;
  CheckCtr(&mcucrypt::sm4::CtRoundsPortable, "portable_ks", &RoundsKsThroughPortable);
  EXPECT_NE(0u, g_ks_calls);  // the sliced path ran
}

// CtCryptBlocksKs (each rounds_ks) against CtCryptBlocks with the C rounds:
// 1..41 blocks, encryption and decryption, in place and not.
void CheckBlocksKs(mcucrypt::sm4::CtRoundsFn rounds, mcucrypt::sm4::CtRoundsKsFn rounds_ks,
                   const char* label) {
  Rng rng(2024);
  for (size_t n = 1; n <= 41; ++n) {
    for (bool decrypt : {false, true}) {
      uint8_t key[16];
      for (uint8_t& b : key) b = static_cast<uint8_t>(rng.Next());
      mcu_block_key k;
      ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_sm4_ct_desc, key, 16));
      std::vector<uint8_t> in(16 * n), want(16 * n), got(16 * n);
      for (uint8_t& b : in) b = static_cast<uint8_t>(rng.Next());
      mcucrypt::sm4::CtCryptBlocks(&mcucrypt::sm4::CtRoundsPortable,
                                   &mcucrypt::sm4::CtBlockPortable, k.schedule, decrypt,
                                   in.data(), want.data(), n);
      const bool in_place = n % 2 == 0;
      if (in_place) got = in;
      mcucrypt::sm4::CtCryptBlocksKs(rounds, rounds_ks, &mcucrypt::sm4::CtBlockPortable,
                                     k.schedule, decrypt, in_place ? got.data() : in.data(),
                                     got.data(), n);
      ASSERT_EQ(ToHex(want.data(), want.size()), ToHex(got.data(), got.size()))
          << label << " n=" << n << " decrypt=" << decrypt;
    }
  }
}

TEST(Sm4KeySlices, BlocksMatchPortable) {
  g_ks_calls = 0;
  CheckBlocksKs(&mcucrypt::sm4::CtRoundsPortable, &RoundsKsThroughPortable, "portable_ks");
  EXPECT_NE(0u, g_ks_calls);
}

#if defined(__mips__)
TEST(Sm4KeySlices, Mips32r2BlocksMatchPortable) {
  CheckBlocksKs(&mcucrypt::sm4::CtRoundsMips32r2, &mcucrypt::sm4::CtRoundsKsMips32r2,
                "mips32r2_ks");
}
#endif

// The descriptor's mode table: counter mode only (CBC encryption is a chain
// of single blocks, which encrypt_blocks runs on the one-block path).
TEST(Sm4Ctr, DescriptorModes) {
  ASSERT_NE(nullptr, mcu_sm4_ct_desc.modes);
  EXPECT_EQ(nullptr, mcu_sm4_ct_desc.modes->cbc_encrypt);
  EXPECT_EQ(nullptr, mcu_sm4_ct_desc.modes->cbc_decrypt);
  EXPECT_NE(nullptr, mcu_sm4_ct_desc.modes->ctr_xor);
}

// The one-block path (each implementation) against the 8-block rounds on
// the same block, and the standard's example 1.
void CheckOneBlock(mcucrypt::sm4::CtBlockFn block, const char* label) {
  const std::vector<uint8_t> key = FromHex("0123456789abcdeffedcba9876543210");
  mcu_block_key k;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &mcu_sm4_ct_desc, key.data(), 16));
  uint32_t x[4];
  for (int i = 0; i < 4; ++i) {
    x[i] = (uint32_t{key[4 * i]} << 24) | (uint32_t{key[4 * i + 1]} << 16) |
           (uint32_t{key[4 * i + 2]} << 8) | key[4 * i + 3];
  }
  block(x, k.schedule);
  // X32..X35; the ciphertext is X35, X34, X33, X32.
  EXPECT_EQ(0x681edf34u, x[3]) << label;
  EXPECT_EQ(0xd206965eu, x[2]) << label;
  EXPECT_EQ(0x86b3e94fu, x[1]) << label;
  EXPECT_EQ(0x536e4246u, x[0]) << label;
  Rng rng(1);
  for (int t = 0; t < 64; ++t) {
    uint8_t in[16], one[16], eight[128] = {0};
    for (uint8_t& b : in) b = static_cast<uint8_t>(rng.Next());
    mcucrypt::sm4::CtCryptBlocks(&mcucrypt::sm4::CtRoundsPortable, block, k.schedule, t % 2 != 0,
                                 in, one, 1);
    memcpy(eight + 16 * (t % 8), in, 16);
    mcucrypt::sm4::CtCryptBlocks(&mcucrypt::sm4::CtRoundsPortable, block, k.schedule, t % 2 != 0,
                                 eight, eight, 8);
    ASSERT_EQ(ToHex(eight + 16 * (t % 8), 16), ToHex(one, 16)) << label << " " << t;
  }
}

TEST(Sm4OneBlock, Portable) { CheckOneBlock(&mcucrypt::sm4::CtBlockPortable, "portable"); }

#if defined(__ARM_ARCH_7EM__)
TEST(Sm4OneBlock, Armv7m) { CheckOneBlock(&mcucrypt::sm4::CtBlockArmv7m, "armv7m"); }
#endif

// The constant-time backend's S-box circuit equals the standard's table on
// all 256 inputs, in every byte position of the word.
TEST(Sm4Circuit, MatchesTableOnAllInputs) {
  using mcucrypt::sm4::CtTau;
  using mcucrypt::sm4::kSbox;
  for (uint32_t x = 0; x < 256; ++x) {
    // Four different bytes per word, each byte value in each position.
    const uint32_t b0 = x, b1 = (x + 64) & 0xff, b2 = (x + 128) & 0xff, b3 = (x + 192) & 0xff;
    const uint32_t in = (b3 << 24) | (b2 << 16) | (b1 << 8) | b0;
    const uint32_t want = (static_cast<uint32_t>(kSbox[b3]) << 24) |
                          (static_cast<uint32_t>(kSbox[b2]) << 16) |
                          (static_cast<uint32_t>(kSbox[b1]) << 8) | kSbox[b0];
    ASSERT_EQ(want, CtTau(in)) << "x=" << x;
  }
}

}  // namespace
