// AES through block cipher descriptors. BUILD.bazel builds this file once
// per backend, each linked directly (so every implementation is tested on
// every core whatever //crypto/aes:backend says), once for the build's
// mcu_aes*_desc, and once with every fixsliced technique of the core in one
// binary (the C rounds and the core's assembly side by side):
// AES_TEST_BACKEND says which. Every test runs once per technique.
#include <stdio.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/block_cipher.h"
#include "tests/support/dsp_control.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

#define AES_TEST_DEFAULT 0
#define AES_TEST_CT_FIXSLICED 1
#define AES_TEST_TABLE 2
#define AES_TEST_TECHNIQUES 3

namespace {

// One implementation's three descriptors, and the impl it must state ("":
// whichever the flag selects).
struct Technique {
  const char *name;
  const char *impl;
  const mcu_block_cipher_desc *aes128, *aes192, *aes256;
};

#define AES_TEST_SET(name, suffix, impl) \
  { name, impl, &mcu_aes128##suffix, &mcu_aes192##suffix, &mcu_aes256##suffix }

const Technique kTechniques[] = {
#if AES_TEST_BACKEND == AES_TEST_CT_FIXSLICED
    AES_TEST_SET("ct_fixsliced", _ct_fixsliced_desc, "ct_fixsliced"),
#elif AES_TEST_BACKEND == AES_TEST_TABLE
    AES_TEST_SET("table", _table_desc, "table"),
#elif AES_TEST_BACKEND == AES_TEST_DEFAULT
    AES_TEST_SET("default", _desc, ""),
#elif AES_TEST_BACKEND == AES_TEST_TECHNIQUES
    AES_TEST_SET("ct_fixsliced", _ct_fixsliced_desc, "ct_fixsliced"),
#if defined(AES_TEST_ARMV7M)
    AES_TEST_SET("ct_fixsliced_armv7m", _ct_fixsliced_armv7m_desc, "ct_fixsliced_armv7m"),
#endif
#if defined(AES_TEST_MIPS32R2)
    AES_TEST_SET("ct_fixsliced_mips32r2", _ct_fixsliced_mips32r2_desc, "ct_fixsliced_mips32r2"),
#endif
#else
#error "AES_TEST_BACKEND: 0 (default), 1 (ct_fixsliced), 2 (table) or 3 (techniques)"
#endif
};

// The technique under test (the fixture sets it for each test).
const Technique *g_technique = &kTechniques[0];

const mcu_block_cipher_desc *Desc(int bits) {
  switch (bits) {
    case 128: return g_technique->aes128;
    case 192: return g_technique->aes192;
    default: return g_technique->aes256;
  }
}

bool IsFixsliced(const char *impl) { return strncmp(impl, "ct_fixsliced", 12) == 0; }

class Aes : public ::testing::TestWithParam<const Technique *> {
 protected:
  void SetUp() override { g_technique = GetParam(); }
};

std::vector<const Technique *> AllTechniques() {
  std::vector<const Technique *> all;
  for (const Technique &t : kTechniques) all.push_back(&t);
  return all;
}

INSTANTIATE_TEST_SUITE_P(Techniques, Aes, ::testing::ValuesIn(AllTechniques()),
                         [](const ::testing::TestParamInfo<const Technique *> &param) {
                           return std::string(param.param->name);
                         });

// --- A reference straight from FIPS 197 sections 5.1-5.3 ------------------
// Byte by byte on the 4x4 state, the S-box from the GF(2^8) inverse and the
// affine map: shares nothing with either backend. Slow; used on a few
// hundred random blocks.

uint8_t Xt(uint8_t a) { return static_cast<uint8_t>((a << 1) ^ ((a & 0x80) ? 0x1b : 0)); }

uint8_t Mul(uint8_t a, uint8_t b) {
  uint8_t r = 0;
  for (; b; b >>= 1, a = Xt(a)) {
    if (b & 1) r ^= a;
  }
  return r;
}

uint8_t RefSbox(uint8_t x) {
  uint8_t inv = 0;
  for (int c = 1; c < 256 && x; ++c) {
    if (Mul(x, static_cast<uint8_t>(c)) == 1) inv = static_cast<uint8_t>(c);
  }
  uint8_t s = 0x63;
  for (int i = 0; i < 8; ++i) {
    const int bit = ((inv >> i) ^ (inv >> ((i + 4) % 8)) ^ (inv >> ((i + 5) % 8)) ^
                     (inv >> ((i + 6) % 8)) ^ (inv >> ((i + 7) % 8))) & 1;
    s ^= static_cast<uint8_t>(bit << i);
  }
  return s;
}

struct SboxTables {
  uint8_t sbox[256], inv[256];
  SboxTables() {
    for (int i = 0; i < 256; ++i) sbox[i] = RefSbox(static_cast<uint8_t>(i));
    for (int i = 0; i < 256; ++i) inv[sbox[i]] = static_cast<uint8_t>(i);
  }
};

const SboxTables &Tables() {
  static const SboxTables t;
  return t;
}

struct Reference {
  const uint8_t *sbox = Tables().sbox;
  const uint8_t *inv = Tables().inv;
  uint8_t w[240];  // expanded key, bytes
  int nr;

  explicit Reference(const std::vector<uint8_t> &key) {
    const int nk = static_cast<int>(key.size() / 4);
    nr = nk + 6;
    memcpy(w, key.data(), key.size());
    uint8_t rcon = 1;
    for (int i = nk; i < 4 * (nr + 1); ++i) {
      uint8_t t[4];
      memcpy(t, w + 4 * (i - 1), 4);
      if (i % nk == 0) {
        const uint8_t t0 = t[0];
        t[0] = static_cast<uint8_t>(sbox[t[1]] ^ rcon);
        t[1] = sbox[t[2]];
        t[2] = sbox[t[3]];
        t[3] = sbox[t0];
        rcon = Xt(rcon);
      } else if (nk > 6 && i % nk == 4) {
        for (uint8_t &b : t) b = sbox[b];
      }
      for (int j = 0; j < 4; ++j) w[4 * i + j] = static_cast<uint8_t>(w[4 * (i - nk) + j] ^ t[j]);
    }
  }

  // s[r + 4c] as in FIPS 197 section 3.4.
  void AddRoundKey(uint8_t *s, int round) const {
    for (int i = 0; i < 16; ++i) s[i] ^= w[16 * round + i];
  }
  static void ShiftRows(uint8_t *s, int dir) {
    uint8_t t[16];
    for (int r = 0; r < 4; ++r)
      for (int c = 0; c < 4; ++c) t[r + 4 * c] = s[r + 4 * ((c + dir * r + 8) % 4)];
    memcpy(s, t, 16);
  }
  static void MixColumns(uint8_t *s, const uint8_t m[4]) {
    for (int c = 0; c < 4; ++c) {
      uint8_t t[4];
      for (int r = 0; r < 4; ++r) {
        t[r] = 0;
        for (int k = 0; k < 4; ++k) t[r] ^= Mul(m[k], s[(r + k) % 4 + 4 * c]);
      }
      memcpy(s + 4 * c, t, 4);
    }
  }
  void Encrypt(const uint8_t *in, uint8_t *out) const {
    static const uint8_t kMc[4] = {2, 3, 1, 1};
    uint8_t s[16];
    memcpy(s, in, 16);
    AddRoundKey(s, 0);
    for (int round = 1; round <= nr; ++round) {
      for (uint8_t &b : s) b = sbox[b];
      ShiftRows(s, 1);
      if (round != nr) MixColumns(s, kMc);
      AddRoundKey(s, round);
    }
    memcpy(out, s, 16);
  }
  void Decrypt(const uint8_t *in, uint8_t *out) const {
    static const uint8_t kInvMc[4] = {14, 11, 13, 9};
    uint8_t s[16];
    memcpy(s, in, 16);
    AddRoundKey(s, nr);
    for (int round = nr - 1; round >= 0; --round) {
      ShiftRows(s, -1);
      for (uint8_t &b : s) b = inv[b];
      AddRoundKey(s, round);
      if (round != 0) MixColumns(s, kInvMc);
    }
    memcpy(out, s, 16);
  }
};

// --- Helpers ----------------------------------------------------------------

void Init(mcu_block_key *k, int bits, const std::vector<uint8_t> &key) {
  ASSERT_EQ(static_cast<size_t>(bits / 8), key.size());
  ASSERT_EQ(MCU_OK, mcu_block_key_init(k, Desc(bits), key.data(), key.size()));
}

std::vector<uint8_t> Cipher(const mcu_block_key &k, bool encrypt, const std::vector<uint8_t> &in) {
  std::vector<uint8_t> out(in.size());
  const size_t n = in.size() / 16;
  if (encrypt) {
    k.cipher->encrypt_blocks(k.schedule, in.data(), out.data(), n);
  } else {
    k.cipher->decrypt_blocks(k.schedule, in.data(), out.data(), n);
  }
  return out;
}

std::vector<uint8_t> RandomBytes(Rng *rng, size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t &b : v) b = static_cast<uint8_t>(rng->Next() >> 56);
  return v;
}

// --- Descriptor ---------------------------------------------------------------

TEST_P(Aes, Descriptors) {
  for (int bits : {128, 192, 256}) {
    const mcu_block_cipher_desc *d = Desc(bits);
    EXPECT_EQ("aes-" + std::to_string(bits), d->name);
    EXPECT_EQ(16u, d->block_size);
    EXPECT_EQ(static_cast<size_t>(bits / 8), d->key_size);
    EXPECT_TRUE(d->expand_key && d->encrypt_blocks && d->decrypt_blocks);
    const std::string impl = d->impl;
    const std::string want = g_technique->impl;
    if (!want.empty()) {
      EXPECT_EQ(want, impl);
    }
    if (IsFixsliced(d->impl)) {
      EXPECT_EQ(1, d->constant_time);
      EXPECT_EQ(2u, d->parallel_blocks);
    } else if (impl == "table") {
      EXPECT_EQ(0, d->constant_time);
      EXPECT_EQ(1u, d->parallel_blocks);
    } else {  // a board's driver (drivers/<part>): hardware, named by technique
      EXPECT_EQ(1, d->constant_time) << impl;
      EXPECT_GE(d->parallel_blocks, 1u) << impl;
    }
  }
}

// --- FIPS 197 Appendix C --------------------------------------------------------

TEST_P(Aes, Fips197AppendixC) {
  const std::string key_hex = "000102030405060708090a0b0c0d0e0f1011121314151617"
                              "18191a1b1c1d1e1f";
  const std::vector<uint8_t> pt = FromHex("00112233445566778899aabbccddeeff");
  const struct {
    int bits;
    const char *ct;
  } cases[] = {
      {128, "69c4e0d86a7b0430d8cdb78070b4c55a"},  // C.1
      {192, "dda97ca4864cdfe06eaf70a0ec0d7191"},  // C.2
      {256, "8ea2b7ca516745bfeafc49904b496089"},  // C.3
  };
  for (const auto &c : cases) {
    mcu_block_key k;
    ASSERT_NO_FATAL_FAILURE(Init(&k, c.bits, FromHex(key_hex.substr(0, c.bits / 4))));
    uint8_t out[16], back[16];
    ASSERT_EQ(MCU_OK, mcu_block_encrypt(&k, pt.data(), out));
    EXPECT_EQ(c.ct, ToHex(out, 16)) << c.bits;
    ASSERT_EQ(MCU_OK, mcu_block_decrypt(&k, out, back));
    EXPECT_EQ(ToHex(pt.data(), 16), ToHex(back, 16)) << c.bits;
    mcu_block_key_wipe(&k);
  }
}

// --- CAVP AESAVS ECB files ----------------------------------------------------------

// Runs every record of kat/aes/<name> and checks how many ran in each
// direction.
void RunCavpFile(const std::string &name, int bits, size_t encrypts, size_t decrypts) {
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/aes/" + name), &records, &error)) << error;
  size_t enc = 0, dec = 0;
  for (const RspRecord &r : records) {
    const std::string where = name + ":" + std::to_string(r.line);
    ASSERT_EQ(1u, r.section.size()) << where;
    const bool encrypt = r.section.count("ENCRYPT") == 1;
    ASSERT_TRUE(encrypt || r.section.count("DECRYPT") == 1) << where;
    ASSERT_EQ(1u, r.fields.count("KEY")) << where;
    ASSERT_EQ(1u, r.fields.count("PLAINTEXT")) << where;
    ASSERT_EQ(1u, r.fields.count("CIPHERTEXT")) << where;
    const std::vector<uint8_t> pt = FromHex(r.fields.at("PLAINTEXT"));
    const std::vector<uint8_t> ct = FromHex(r.fields.at("CIPHERTEXT"));
    ASSERT_FALSE(pt.empty()) << where;
    ASSERT_EQ(0u, pt.size() % 16) << where;
    ASSERT_EQ(pt.size(), ct.size()) << where;
    mcu_block_key k;
    ASSERT_NO_FATAL_FAILURE(Init(&k, bits, FromHex(r.fields.at("KEY")))) << where;
    if (encrypt) {
      EXPECT_EQ(ToHex(ct.data(), ct.size()), ToHex(Cipher(k, true, pt).data(), pt.size())) << where;
      ++enc;
    } else {
      EXPECT_EQ(ToHex(pt.data(), pt.size()), ToHex(Cipher(k, false, ct).data(), ct.size())) << where;
      ++dec;
    }
    mcu_block_key_wipe(&k);
  }
  EXPECT_EQ(encrypts, enc) << name;
  EXPECT_EQ(decrypts, dec) << name;
}

TEST_P(Aes, GFSbox) {
  RunCavpFile("ECBGFSbox128.rsp", 128, 7, 7);
  RunCavpFile("ECBGFSbox192.rsp", 192, 6, 6);
  RunCavpFile("ECBGFSbox256.rsp", 256, 5, 5);
}

TEST_P(Aes, KeySbox) {
  RunCavpFile("ECBKeySbox128.rsp", 128, 21, 21);
  RunCavpFile("ECBKeySbox192.rsp", 192, 24, 24);
  RunCavpFile("ECBKeySbox256.rsp", 256, 16, 16);
}

TEST_P(Aes, VarKey) {
  RunCavpFile("ECBVarKey128.rsp", 128, 128, 128);
  RunCavpFile("ECBVarKey192.rsp", 192, 192, 192);
  RunCavpFile("ECBVarKey256.rsp", 256, 256, 256);
}

TEST_P(Aes, VarTxt) {
  RunCavpFile("ECBVarTxt128.rsp", 128, 128, 128);
  RunCavpFile("ECBVarTxt192.rsp", 192, 128, 128);
  RunCavpFile("ECBVarTxt256.rsp", 256, 128, 128);
}

TEST_P(Aes, MMT) {
  RunCavpFile("ECBMMT128.rsp", 128, 10, 10);
  RunCavpFile("ECBMMT192.rsp", 192, 10, 10);
  RunCavpFile("ECBMMT256.rsp", 256, 10, 10);
}

// --- Against the reference, batches, in place -------------------------------------

TEST_P(Aes, MatchesReferenceOnRandomKeysAndBlocks) {
  Rng rng(197);
  size_t checked = 0;
  for (int bits : {128, 192, 256}) {
    for (int trial = 0; trial < 8; ++trial) {
      const std::vector<uint8_t> key = RandomBytes(&rng, static_cast<size_t>(bits / 8));
      const Reference ref(key);
      mcu_block_key k;
      ASSERT_NO_FATAL_FAILURE(Init(&k, bits, key));
      const std::vector<uint8_t> pt = RandomBytes(&rng, 16 * 5);
      const std::vector<uint8_t> ct = Cipher(k, true, pt);
      for (size_t b = 0; b < 5; ++b) {
        uint8_t want[16], back[16];
        ref.Encrypt(pt.data() + 16 * b, want);
        EXPECT_EQ(ToHex(want, 16), ToHex(ct.data() + 16 * b, 16)) << bits << " " << trial;
        ref.Decrypt(want, back);
        ASSERT_EQ(ToHex(pt.data() + 16 * b, 16), ToHex(back, 16)) << "reference broken";
        ++checked;
      }
      EXPECT_EQ(ToHex(pt.data(), pt.size()), ToHex(Cipher(k, false, ct).data(), ct.size()));
      mcu_block_key_wipe(&k);
    }
  }
  EXPECT_EQ(3u * 8u * 5u, checked);
}

// 1..9 blocks in one call equal the same blocks one call each, both ways, out
// of place and in place (out == in).
TEST_P(Aes, BatchesEqualSingleBlocks) {
  Rng rng(38);
  for (int bits : {128, 192, 256}) {
    mcu_block_key k;
    ASSERT_NO_FATAL_FAILURE(Init(&k, bits, RandomBytes(&rng, static_cast<size_t>(bits / 8))));
    for (size_t n = 1; n <= 9; ++n) {
      const std::vector<uint8_t> in = RandomBytes(&rng, 16 * n);
      for (bool encrypt : {true, false}) {
        std::vector<uint8_t> single(in.size());
        for (size_t b = 0; b < n; ++b) {
          if (encrypt) {
            ASSERT_EQ(MCU_OK, mcu_block_encrypt(&k, in.data() + 16 * b, single.data() + 16 * b));
          } else {
            ASSERT_EQ(MCU_OK, mcu_block_decrypt(&k, in.data() + 16 * b, single.data() + 16 * b));
          }
        }
        // A guard byte on each side catches a write outside the n blocks.
        std::vector<uint8_t> out(in.size() + 2, 0xa5);
        const auto &fn = encrypt ? k.cipher->encrypt_blocks : k.cipher->decrypt_blocks;
        fn(k.schedule, in.data(), out.data() + 1, n);
        EXPECT_EQ(ToHex(single.data(), single.size()), ToHex(out.data() + 1, in.size()))
            << bits << " n=" << n << (encrypt ? " enc" : " dec");
        EXPECT_EQ(0xa5, out.front());
        EXPECT_EQ(0xa5, out.back());
        std::vector<uint8_t> inplace = in;
        fn(k.schedule, inplace.data(), inplace.data(), n);
        EXPECT_EQ(ToHex(single.data(), single.size()), ToHex(inplace.data(), inplace.size()))
            << bits << " in place n=" << n;
      }
    }
    mcu_block_key_wipe(&k);
  }
}

// Unaligned buffers: the backends load and store bytes, any alignment.
TEST_P(Aes, UnalignedBuffers) {
  Rng rng(7);
  const std::vector<uint8_t> key = RandomBytes(&rng, 16);
  const Reference ref(key);
  mcu_block_key k;
  ASSERT_NO_FATAL_FAILURE(Init(&k, 128, key));
  std::vector<uint8_t> buf(16 * 3 + 8);
  for (size_t offset = 1; offset < 4; ++offset) {
    const std::vector<uint8_t> pt = RandomBytes(&rng, 16 * 3);
    memcpy(buf.data() + offset, pt.data(), pt.size());
    k.cipher->encrypt_blocks(k.schedule, buf.data() + offset, buf.data() + offset, 3);
    for (size_t b = 0; b < 3; ++b) {
      uint8_t want[16];
      ref.Encrypt(pt.data() + 16 * b, want);
      EXPECT_EQ(ToHex(want, 16), ToHex(buf.data() + offset + 16 * b, 16)) << offset;
    }
    k.cipher->decrypt_blocks(k.schedule, buf.data() + offset, buf.data() + offset, 3);
    EXPECT_EQ(ToHex(pt.data(), pt.size()), ToHex(buf.data() + offset, pt.size())) << offset;
  }
  mcu_block_key_wipe(&k);
}

// --- Counter mode of the descriptor (mcu_block_mode_ops.ctr_xor) ------------------

// Counter block + 1 in the low `bits` bits (32 or 128), big-endian.
void IncrementCounter(uint8_t c[16], unsigned bits) {
  for (int i = 15; i >= 16 - static_cast<int>(bits / 8); --i) {
    if (++c[i] != 0) break;
  }
}

// The backend's own CTR (the fixsliced one batches 8 counter blocks and
// computes their round 1 apart) against the byte-wise reference: lengths
// around and across batches, 32- and 128-bit counters, low words and whole
// counters that wrap inside the call, odd alignments, in place.
TEST_P(Aes, CtrModeMatchesReference) {
  Rng rng(97);
  size_t runs = 0;
  for (int bits : {128, 192, 256}) {
    const mcu_block_cipher_desc *d = Desc(bits);
    if (d->modes == nullptr || d->modes->ctr_xor == nullptr) continue;
    const std::vector<uint8_t> key = RandomBytes(&rng, static_cast<size_t>(bits / 8));
    const Reference ref(key);
    mcu_block_key k;
    ASSERT_NO_FATAL_FAILURE(Init(&k, bits, key));
    for (unsigned counter_bits : {32u, 128u}) {
      for (int start = 0; start < 4; ++start) {
        // Lengths around the batches of 8 blocks (few: the simulator runs
        // this too).
        for (size_t n : {0, 1, 7, 8, 9, 16, 17, 23, 33}) {
          std::vector<uint8_t> counter = RandomBytes(&rng, 16);
          if (start == 1) {  // the low word wraps after a few blocks
            for (int i = 12; i < 16; ++i) counter[i] = 0xff;
            counter[15] = static_cast<uint8_t>(0xff - n / 3);
          } else if (start == 2) {  // bytes 8..15 carry too
            for (int i = 8; i < 16; ++i) counter[i] = 0xff;
            counter[15] = static_cast<uint8_t>(0xf0 + n % 16);
          } else if (start == 3) {  // the whole 128-bit counter wraps
            for (int i = 0; i < 16; ++i) counter[i] = 0xff;
            counter[15] = static_cast<uint8_t>(0xfc - n % 8);
          }
          const std::vector<uint8_t> in = RandomBytes(&rng, 16 * n);
          std::vector<uint8_t> want(in.size());
          uint8_t c[16];
          memcpy(c, counter.data(), 16);
          for (size_t b = 0; b < n; ++b) {
            uint8_t ks[16];
            ref.Encrypt(c, ks);
            for (size_t i = 0; i < 16; ++i) want[16 * b + i] = in[16 * b + i] ^ ks[i];
            IncrementCounter(c, counter_bits);
          }
          const size_t offset = n % 4;
          std::vector<uint8_t> out(in.size() + 8, 0xa5);
          uint8_t got_counter[16];
          memcpy(got_counter, counter.data(), 16);
          ASSERT_EQ(MCU_OK, d->modes->ctr_xor(&k, got_counter, counter_bits, in.data(),
                                              in.size(), out.data() + offset));
          EXPECT_EQ(ToHex(want.data(), want.size()), ToHex(out.data() + offset, want.size()))
              << bits << " bits=" << counter_bits << " start=" << start << " n=" << n;
          EXPECT_EQ(ToHex(c, 16), ToHex(got_counter, 16)) << bits << " n=" << n;
          for (size_t i = 0; i < offset; ++i) EXPECT_EQ(0xa5, out[i]);
          for (size_t i = offset + in.size(); i < out.size(); ++i) EXPECT_EQ(0xa5, out[i]);
          // In place, from an odd address.
          std::vector<uint8_t> buf(in.size() + 3);
          if (!in.empty()) memcpy(buf.data() + 3, in.data(), in.size());  // n = 0: no data()
          memcpy(got_counter, counter.data(), 16);
          ASSERT_EQ(MCU_OK, d->modes->ctr_xor(&k, got_counter, counter_bits, buf.data() + 3,
                                              in.size(), buf.data() + 3));
          EXPECT_EQ(ToHex(want.data(), want.size()), ToHex(buf.data() + 3, want.size()))
              << bits << " in place n=" << n;
          ++runs;
        }
      }
    }
    mcu_block_key_wipe(&k);
  }
  // The fixsliced backend has its own CTR; the table one has none.
  if (IsFixsliced(Desc(128)->impl)) {
    EXPECT_EQ(3u * 2u * 4u * 9u, runs);
  }
}

#if defined(AES_TEST_MIPS32R2)
// DSPControl's ouflag (bits 16..23) as the caller sees it. The MIPS32r2
// rounds rotate bytes with SHLL.QB, which sets ouflag when it shifts out
// set bits; they must give the caller back the value it had.
uint32_t ReadOuflag() { return ReadDspControl<kDspOuflagField>() & 0x00ff0000u; }
void WriteOuflag(uint32_t v) { WriteDspControl<kDspOuflagField>(v); }

// Every entry into the rounds (blocks both ways, the CTR batches, the CBC
// encryption chain), from a clear ouflag and from a full one.
TEST_P(Aes, LeavesTheCallersDspOverflowFlagsAlone) {
  Rng rng(5);
  for (int bits : {128, 192, 256}) {
    const mcu_block_cipher_desc *d = Desc(bits);
    mcu_block_key k;
    ASSERT_NO_FATAL_FAILURE(Init(&k, bits, RandomBytes(&rng, static_cast<size_t>(bits / 8))));
    const std::vector<uint8_t> in = RandomBytes(&rng, 16 * 17);
    std::vector<uint8_t> out(in.size());
    for (uint32_t flags : {0u, 0x00ff0000u, 0x00400000u}) {
      WriteOuflag(flags);
      ASSERT_EQ(flags, ReadOuflag());
      ASSERT_EQ(MCU_OK, d->encrypt_blocks(k.schedule, in.data(), out.data(), 17));
      EXPECT_EQ(flags, ReadOuflag()) << bits << " encrypt_blocks";
      ASSERT_EQ(MCU_OK, d->decrypt_blocks(k.schedule, in.data(), out.data(), 17));
      EXPECT_EQ(flags, ReadOuflag()) << bits << " decrypt_blocks";
      if (d->modes != nullptr && d->modes->ctr_xor != nullptr) {
        uint8_t counter[16] = {0};
        ASSERT_EQ(MCU_OK, d->modes->ctr_xor(&k, counter, 128, in.data(), in.size(), out.data()));
        EXPECT_EQ(flags, ReadOuflag()) << bits << " ctr_xor";
      }
      if (d->modes != nullptr && d->modes->cbc_encrypt != nullptr) {
        uint8_t iv[16] = {0};
        ASSERT_EQ(MCU_OK, d->modes->cbc_encrypt(&k, iv, in.data(), in.size(), out.data()));
        EXPECT_EQ(flags, ReadOuflag()) << bits << " cbc_encrypt";
      }
    }
    WriteOuflag(0);
    mcu_block_key_wipe(&k);
  }
}
#endif

// --- Arguments -------------------------------------------------------------------

TEST_P(Aes, KeyInitRejectsBadArguments) {
  const uint8_t key[33] = {1, 2, 3};
  for (int bits : {128, 192, 256}) {
    const mcu_block_cipher_desc *d = Desc(bits);
    mcu_block_key k;
    for (size_t len : {size_t{0}, size_t{15}, size_t{17}, size_t{24}, size_t{32}, size_t{33},
                       size_t{16}}) {
      if (len == d->key_size) continue;
      memset(&k, 0x5a, sizeof k);
      EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(&k, d, key, len)) << bits << " " << len;
      // A failed init leaves no usable key (and no key material).
      uint8_t block[16] = {0}, out[16];
      EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_block_encrypt(&k, block, out));
      for (uint32_t w : k.schedule) ASSERT_EQ(0u, w);
    }
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(&k, d, nullptr, d->key_size));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(nullptr, d, key, d->key_size));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_key_init(&k, nullptr, key, d->key_size));
    ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, d, key, d->key_size));
    uint8_t block[16] = {0}, out[16];
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_encrypt(&k, nullptr, out));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_block_decrypt(&k, block, nullptr));
    mcu_block_key_wipe(&k);
    EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_block_encrypt(&k, block, out));
    for (uint32_t w : k.schedule) ASSERT_EQ(0u, w);
  }
}

}  // namespace
