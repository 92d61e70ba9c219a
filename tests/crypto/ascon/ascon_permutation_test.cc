// An Ascon permutation backend (the BUILD file links one per test target,
// whatever //crypto/ascon:permutation_backend selects), against an
// independent model of the standard's definition, and p[8]/p[12] against
// the Ascon-AEAD128 known answers. Everything goes through
// import_lane/export_lane, so a backend with its own state representation
// is tested the same way.
#include "crypto/ascon/ascon_permutation.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/crypto/ascon/ascon_model.h"
#include "tests/crypto/ascon/lwc_kat.h"
#include "tests/support/hex.h"

namespace {

namespace ascon = mcucrypt::ascon::TECHNIQUE;  // set by BUILD.bazel

// The backend on a state in the standard representation.
void BackendPermute(uint64_t x[5], unsigned rounds) {
  uint64_t s[5];
  for (int i = 0; i < 5; ++i) s[i] = ascon::import_lane(x[i]);
  ascon::permute(s, rounds);
  for (int i = 0; i < 5; ++i) x[i] = ascon::export_lane(s[i]);
}

TEST(AsconPermutationTest, MatchesModelForEveryRoundCount) {
  uint64_t seed = 1;
  for (unsigned rounds = 1; rounds <= mcucrypt::ascon::kMaxRounds; ++rounds) {
    for (int trial = 0; trial < 16; ++trial) {
      uint64_t a[5], b[5];
      for (int i = 0; i < 5; ++i) a[i] = b[i] = SplitMix64(&seed);
      if (trial == 0) {  // the zero state too
        memset(a, 0, sizeof(a));
        memset(b, 0, sizeof(b));
      }
      ModelPermute(a, static_cast<int>(rounds));
      BackendPermute(b, rounds);
      for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(a[i], b[i]) << "rounds " << rounds << " trial " << trial << " word " << i;
      }
    }
  }
}

// The round count selects the *last* rounds: p[12] is the model's rounds
// 0 .. 11 - r followed by the backend's p[r]. The backend's p[12] is pinned
// by the hash known answers, so this ties every shorter p[r] to it.
TEST(AsconPermutationTest, ShorterPermutationsAreTheFinalRounds) {
  uint64_t seed = 99;
  for (unsigned r = 1; r < mcucrypt::ascon::kMaxRounds; ++r) {
    uint64_t x[5];
    for (int i = 0; i < 5; ++i) x[i] = SplitMix64(&seed);
    uint64_t full[5], split[5];
    memcpy(full, x, sizeof(x));
    memcpy(split, x, sizeof(x));
    BackendPermute(full, 12);
    ModelRounds(split, 0, static_cast<int>(12 - r));
    BackendPermute(split, r);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(full[i], split[i]) << "p[" << r << "] word " << i;
  }
}

TEST(AsconPermutationTest, RoundCountsOutsideTheRangeChangeNothing) {
  uint64_t seed = 11;
  uint64_t x[5], s[5];
  for (int i = 0; i < 5; ++i) x[i] = s[i] = SplitMix64(&seed);
  const uint8_t block[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  for (unsigned rounds : {0u, 13u, 0xffffffffu}) {
    ascon::permute(s, rounds);
    ascon::absorb_rate64(s, block, 1, rounds);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(x[i], s[i]) << "rounds " << rounds;
  }
}

TEST(AsconPermutationTest, LaneConversionIsALinearBijection) {
  uint64_t seed = 7;
  EXPECT_EQ(0u, ascon::import_lane(0));
  EXPECT_EQ(0u, ascon::export_lane(0));
  for (int trial = 0; trial < 64; ++trial) {
    const uint64_t a = SplitMix64(&seed), b = SplitMix64(&seed);
    EXPECT_EQ(a, ascon::export_lane(ascon::import_lane(a)));
    EXPECT_EQ(a, ascon::import_lane(ascon::export_lane(a)));
    EXPECT_EQ(ascon::import_lane(a ^ b), ascon::import_lane(a) ^ ascon::import_lane(b));
  }
  for (int bit = 0; bit < 64; ++bit) {
    const uint64_t one = uint64_t{1} << bit;
    EXPECT_EQ(one, ascon::export_lane(ascon::import_lane(one))) << bit;
  }
}

uint64_t LoadLe64(const uint8_t* p) {
  uint64_t v = 0;
  for (int i = 7; i >= 0; --i) v = (v << 8) | p[i];
  return v;
}

void StoreLe64(uint8_t* p, uint64_t v) {
  for (int i = 0; i < 8; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}

// absorb_rate64 against the model: S0 ^= each little-endian block, then
// p[rounds]; at every alignment, for several block counts and rounds.
TEST(AsconPermutationTest, AbsorbRate64MatchesModel) {
  uint64_t seed = 3;
  uint8_t buffer[8 * 5 + 8];
  for (uint8_t& b : buffer) b = static_cast<uint8_t>(SplitMix64(&seed));
  for (unsigned rounds : {12u, 8u, 6u, 1u}) {
    for (size_t offset = 0; offset < 8; ++offset) {
      for (size_t nblocks = 0; nblocks <= 5; ++nblocks) {
        uint64_t model[5];
        for (int i = 0; i < 5; ++i) model[i] = SplitMix64(&seed);
        uint64_t s[5];
        for (int i = 0; i < 5; ++i) s[i] = ascon::import_lane(model[i]);
        const uint8_t* in = buffer + offset;
        ascon::absorb_rate64(s, in, nblocks, rounds);
        for (size_t b = 0; b < nblocks; ++b) {
          model[0] ^= LoadLe64(in + 8 * b);
          ModelPermute(model, static_cast<int>(rounds));
        }
        for (int i = 0; i < 5; ++i) {
          EXPECT_EQ(model[i], ascon::export_lane(s[i]))
              << "rounds " << rounds << " offset " << offset << " blocks " << nblocks
              << " word " << i;
        }
      }
    }
  }
}

// The rate-128 loops (Ascon-AEAD128) against the model: at every
// alignment of input and output, several block counts and round counts,
// out of place and in place.
TEST(AsconPermutationTest, Rate128LoopsMatchModel) {
  uint64_t seed = 5;
  uint8_t source[16 * 5 + 16];
  for (uint8_t& b : source) b = static_cast<uint8_t>(SplitMix64(&seed));
  for (unsigned rounds : {12u, 8u, 1u}) {
    for (size_t in_off = 0; in_off < 16; in_off += 3) {
      for (size_t out_off = 0; out_off < 16; out_off += 5) {
        for (size_t nblocks = 0; nblocks <= 5; ++nblocks) {
          for (int in_place = 0; in_place < 2; ++in_place) {
            SCOPED_TRACE(testing::Message() << "rounds " << rounds << " in " << in_off << " out "
                                            << out_off << " blocks " << nblocks
                                            << (in_place ? " in place" : ""));
            uint64_t init[5];
            for (int i = 0; i < 5; ++i) init[i] = SplitMix64(&seed);
            const uint8_t* data = source + in_off;
            // Model: absorb, encrypt and decrypt on the standard's words.
            uint64_t m_abs[5], m_enc[5], m_dec[5];
            memcpy(m_abs, init, sizeof(init));
            memcpy(m_enc, init, sizeof(init));
            memcpy(m_dec, init, sizeof(init));
            std::vector<uint8_t> m_ct(16 * nblocks), m_pt(16 * nblocks);
            for (size_t b = 0; b < nblocks; ++b) {
              const uint64_t lo = LoadLe64(data + 16 * b), hi = LoadLe64(data + 16 * b + 8);
              m_abs[0] ^= lo;
              m_abs[1] ^= hi;
              ModelPermute(m_abs, static_cast<int>(rounds));
              m_enc[0] ^= lo;
              m_enc[1] ^= hi;
              StoreLe64(&m_ct[16 * b], m_enc[0]);
              StoreLe64(&m_ct[16 * b + 8], m_enc[1]);
              ModelPermute(m_enc, static_cast<int>(rounds));
              StoreLe64(&m_pt[16 * b], m_dec[0] ^ lo);
              StoreLe64(&m_pt[16 * b + 8], m_dec[1] ^ hi);
              m_dec[0] = lo;
              m_dec[1] = hi;
              ModelPermute(m_dec, static_cast<int>(rounds));
            }
            uint64_t s_abs[5], s_enc[5], s_dec[5];
            for (int i = 0; i < 5; ++i) {
              s_abs[i] = s_enc[i] = s_dec[i] = ascon::import_lane(init[i]);
            }
            ascon::absorb_rate128(s_abs, data, nblocks, rounds);
            // Output buffers with a guard byte either side.
            uint8_t enc_buf[16 * 5 + 32], dec_buf[16 * 5 + 32];
            memset(enc_buf, 0xee, sizeof(enc_buf));
            memset(dec_buf, 0xee, sizeof(dec_buf));
            uint8_t* enc_out = enc_buf + 1 + out_off;
            uint8_t* dec_out = dec_buf + 1 + out_off;
            const uint8_t* enc_in = data;
            const uint8_t* dec_in = data;
            if (in_place) {
              memcpy(enc_out, data, 16 * nblocks);
              memcpy(dec_out, data, 16 * nblocks);
              enc_in = enc_out;
              dec_in = dec_out;
            }
            ascon::encrypt_rate128(s_enc, enc_in, enc_out, nblocks, rounds);
            ascon::decrypt_rate128(s_dec, dec_in, dec_out, nblocks, rounds);
            for (int i = 0; i < 5; ++i) {
              EXPECT_EQ(m_abs[i], ascon::export_lane(s_abs[i])) << "absorb word " << i;
              EXPECT_EQ(m_enc[i], ascon::export_lane(s_enc[i])) << "encrypt word " << i;
              EXPECT_EQ(m_dec[i], ascon::export_lane(s_dec[i])) << "decrypt word " << i;
            }
            EXPECT_EQ(ToHex(m_ct.data(), m_ct.size()), ToHex(enc_out, 16 * nblocks));
            EXPECT_EQ(ToHex(m_pt.data(), m_pt.size()), ToHex(dec_out, 16 * nblocks));
            EXPECT_EQ(0xee, enc_buf[out_off]);
            EXPECT_EQ(0xee, enc_out[16 * nblocks]);
            EXPECT_EQ(0xee, dec_buf[out_off]);
            EXPECT_EQ(0xee, dec_out[16 * nblocks]);
          }
        }
      }
    }
  }
}

TEST(AsconPermutationTest, Rate128RoundCountsOutsideTheRangeChangeNothing) {
  uint64_t seed = 13;
  uint64_t x[5], s[5];
  for (int i = 0; i < 5; ++i) x[i] = s[i] = SplitMix64(&seed);
  const uint8_t block[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  for (unsigned rounds : {0u, 13u, 0xffffffffu}) {
    uint8_t out[16];
    memset(out, 0x5a, sizeof(out));
    ascon::absorb_rate128(s, block, 1, rounds);
    ascon::encrypt_rate128(s, block, out, 1, rounds);
    ascon::decrypt_rate128(s, block, out, 1, rounds);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(x[i], s[i]) << "rounds " << rounds;
    for (uint8_t b : out) EXPECT_EQ(0x5a, b) << "rounds " << rounds;
  }
}

// Ascon-AEAD128 encryption (SP 800-232), as small as possible, only to run
// p[12] and p[8] on the AEAD known answers before the real AEAD exists.
// Rate 128 bits (S0, S1), IV 0x00001000808c0001, p[12] for initialisation
// and finalisation, p[8] between blocks. Returns ciphertext || tag.
std::vector<uint8_t> Aead128Encrypt(const std::vector<uint8_t>& key,
                                    const std::vector<uint8_t>& nonce,
                                    const std::vector<uint8_t>& ad,
                                    const std::vector<uint8_t>& pt) {
  auto in = ascon::import_lane;
  auto out = ascon::export_lane;
  const uint64_t k0 = LoadLe64(key.data()), k1 = LoadLe64(key.data() + 8);
  uint64_t s[5] = {in(0x00001000808c0001u), in(k0), in(k1), in(LoadLe64(nonce.data())),
                   in(LoadLe64(nonce.data() + 8))};
  ascon::permute(s, 12);
  s[3] ^= in(k0);
  s[4] ^= in(k1);

  // Absorbs `data` in 16-byte blocks, the last one (possibly empty) padded;
  // for the plaintext also writes the ciphertext.
  auto blocks = [&](const std::vector<uint8_t>& data, std::vector<uint8_t>* ct) {
    size_t pos = 0;
    while (true) {
      const size_t n = data.size() - pos < 16 ? data.size() - pos : 16;
      uint8_t block[16] = {0};
      if (n != 0) memcpy(block, data.data() + pos, n);  // data() may be null when empty
      if (n < 16) block[n] = 0x01;
      s[0] ^= in(LoadLe64(block));
      s[1] ^= in(LoadLe64(block + 8));
      if (ct != nullptr) {
        uint8_t c[16];
        StoreLe64(c, out(s[0]));
        StoreLe64(c + 8, out(s[1]));
        ct->insert(ct->end(), c, c + n);
      }
      pos += n;
      if (n < 16) return;  // the padded block was the last
      ascon::permute(s, 8);
    }
  };
  if (!ad.empty()) {
    blocks(ad, nullptr);
    ascon::permute(s, 8);
  }
  s[4] ^= in(uint64_t{1} << 63);  // domain separation
  std::vector<uint8_t> result;
  blocks(pt, &result);
  s[2] ^= in(k0);
  s[3] ^= in(k1);
  ascon::permute(s, 12);
  uint8_t tag[16];
  StoreLe64(tag, out(s[3]) ^ k0);
  StoreLe64(tag + 8, out(s[4]) ^ k1);
  result.insert(result.end(), tag, tag + 16);
  return result;
}

TEST(AsconPermutationTest, Aead128KnownAnswersExerciseP8AndP12) {
  std::vector<LwcKatRecord> records;
  std::string error;
  ASSERT_TRUE(ReadLwcKat("LWC_AEAD_KAT_128_128.txt", {"Key", "Nonce", "PT", "AD", "CT"},
                         &records, &error))
      << error;
  ASSERT_EQ(1089u, records.size());
  for (const LwcKatRecord& r : records) {
    SCOPED_TRACE(r.where);
    ASSERT_EQ(16u, r.bytes.at("Key").size());
    ASSERT_EQ(16u, r.bytes.at("Nonce").size());
    const std::vector<uint8_t>& expected = r.bytes.at("CT");
    ASSERT_EQ(r.bytes.at("PT").size() + 16, expected.size());
    const std::vector<uint8_t> got = Aead128Encrypt(r.bytes.at("Key"), r.bytes.at("Nonce"),
                                                    r.bytes.at("AD"), r.bytes.at("PT"));
    EXPECT_EQ(ToHex(expected.data(), expected.size()), ToHex(got.data(), got.size()));
  }
}

TEST(LwcKatTest, ParsesAndValidates) {
  std::vector<LwcKatRecord> records;
  std::string error;
  ASSERT_TRUE(ParseLwcKat("t", "Count = 1\nMsg = \nMD = AB\n\nCount = 2\nMsg = 00ff\nMD = 01\n",
                          {"Msg", "MD"}, &records, &error))
      << error;
  ASSERT_EQ(2u, records.size());
  EXPECT_TRUE(records[0].bytes.at("Msg").empty());
  EXPECT_EQ("00ff", ToHex(records[1].bytes.at("Msg").data(), 2));
  EXPECT_EQ("t:5", records[1].where);
  // A gap in the counts, a missing or extra field, bad hex: all refused.
  EXPECT_FALSE(ParseLwcKat("t", "Count = 2\nMsg = \nMD = AB\n", {"Msg", "MD"}, &records, &error));
  EXPECT_FALSE(ParseLwcKat("t", "Count = 1\nMD = AB\n", {"Msg", "MD"}, &records, &error));
  EXPECT_FALSE(ParseLwcKat("t", "Count = 1\nMsg = \nMD = AB\nZ = \n", {"Msg", "MD"}, &records,
                           &error));
  EXPECT_FALSE(ParseLwcKat("t", "Count = 1\nMsg = 0\nMD = AB\n", {"Msg", "MD"}, &records, &error));
  EXPECT_FALSE(ParseLwcKat("t", "Count = 1\nMsg = zz\nMD = AB\n", {"Msg", "MD"}, &records, &error));
  EXPECT_NE(std::string::npos, error.find("bad hex in Msg")) << error;
}

}  // namespace
