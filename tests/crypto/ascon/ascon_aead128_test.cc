// Ascon-AEAD128 (NIST SP 800-232): every record of the reference KAT file
// (encrypt and decrypt, out of place, in place and through the descriptor),
// tag failures (a flipped bit in ciphertext, tag, AAD, nonce or key gives
// MCU_ERR_AUTH_FAILED and a zeroed output), truncated tags, argument errors
// and the descriptor's fields.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aead_desc.h"
#include "mcucrypt/ascon.h"
#include "tests/crypto/ascon/ascon_model.h"
#include "tests/crypto/ascon/lwc_kat.h"
#include "tests/support/hex.h"

namespace {

using Bytes = std::vector<uint8_t>;

constexpr size_t kTag = MCU_ASCON_AEAD128_TAG_SIZE;

Bytes Pattern(size_t n, uint64_t seed) {
  Bytes v(n);
  for (uint8_t& b : v) b = static_cast<uint8_t>(SplitMix64(&seed));
  return v;
}

bool IsAllZero(const Bytes& v) {
  for (uint8_t b : v) {
    if (b != 0) return false;
  }
  return true;
}

const uint8_t* Ptr(const Bytes& v) { return v.empty() ? nullptr : v.data(); }

struct Sealed {
  Bytes ct, tag;
};

Sealed Encrypt(const Bytes& key, const Bytes& nonce, const Bytes& ad, const Bytes& pt) {
  Sealed r;
  r.ct.assign(pt.size(), 0);
  r.tag.assign(kTag, 0);
  EXPECT_EQ(MCU_OK, mcu_ascon_aead128_encrypt(key.data(), nonce.data(), nonce.size(), Ptr(ad),
                                              ad.size(), Ptr(pt), pt.size(),
                                              r.ct.empty() ? nullptr : r.ct.data(),
                                              r.tag.data(), kTag));
  return r;
}

// Decrypts into a buffer pre-filled with 0xa5; returns the status and
// leaves the output in *out.
mcu_status Decrypt(const Bytes& key, const Bytes& nonce, const Bytes& ad, const Bytes& ct,
                   const Bytes& tag, Bytes* out) {
  out->assign(ct.size(), 0xa5);
  return mcu_ascon_aead128_decrypt(key.data(), nonce.data(), nonce.size(), Ptr(ad), ad.size(),
                                   Ptr(ct), ct.size(), tag.data(), tag.size(),
                                   out->empty() ? nullptr : out->data());
}

TEST(AsconAead128Test, KnownAnswers) {
  std::vector<LwcKatRecord> records;
  std::string error;
  ASSERT_TRUE(ReadLwcKat("LWC_AEAD_KAT_128_128.txt", {"Key", "Nonce", "PT", "AD", "CT"},
                         &records, &error))
      << error;
  ASSERT_EQ(1089u, records.size());
  const mcu_aead_desc& d = mcu_ascon_aead128_desc;
  for (const LwcKatRecord& r : records) {
    SCOPED_TRACE(r.where);
    const Bytes& key = r.bytes.at("Key");
    const Bytes& nonce = r.bytes.at("Nonce");
    const Bytes& pt = r.bytes.at("PT");
    const Bytes& ad = r.bytes.at("AD");
    const Bytes& expected = r.bytes.at("CT");
    ASSERT_EQ(16u, key.size());
    ASSERT_EQ(16u, nonce.size());
    ASSERT_EQ(pt.size() + kTag, expected.size());
    const Bytes want_ct(expected.begin(), expected.end() - kTag);
    const Bytes want_tag(expected.end() - kTag, expected.end());

    // Encrypt, out of place.
    const Sealed s = Encrypt(key, nonce, ad, pt);
    ASSERT_EQ(ToHex(want_ct.data(), want_ct.size()), ToHex(s.ct.data(), s.ct.size()));
    ASSERT_EQ(ToHex(want_tag.data(), kTag), ToHex(s.tag.data(), kTag));

    // Decrypt, out of place.
    Bytes got;
    ASSERT_EQ(MCU_OK, Decrypt(key, nonce, ad, want_ct, want_tag, &got));
    ASSERT_EQ(ToHex(pt.data(), pt.size()), ToHex(got.data(), got.size()));

    // Both in place, through the descriptor.
    Bytes buf = pt;
    uint8_t tag[kTag] = {0};
    uint8_t* p = buf.empty() ? nullptr : buf.data();
    ASSERT_EQ(MCU_OK, d.encrypt(key.data(), nonce.data(), nonce.size(), Ptr(ad), ad.size(), p,
                                buf.size(), p, tag, kTag));
    ASSERT_EQ(ToHex(want_ct.data(), want_ct.size()), ToHex(buf.data(), buf.size()));
    ASSERT_EQ(ToHex(want_tag.data(), kTag), ToHex(tag, kTag));
    ASSERT_EQ(MCU_OK, d.decrypt(key.data(), nonce.data(), nonce.size(), Ptr(ad), ad.size(), p,
                                buf.size(), tag, kTag, p));
    ASSERT_EQ(ToHex(pt.data(), pt.size()), ToHex(buf.data(), buf.size()));
  }
}

// Lengths around the 16-byte rate, for messages and associated data.
const size_t kLengths[] = {0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 64, 100};

TEST(AsconAead128Test, AnyFlippedBitFailsAndZeroesTheOutput) {
  const Bytes key = Pattern(16, 1), nonce = Pattern(16, 2);
  for (size_t len : kLengths) {
    for (size_t ad_len : {size_t{0}, size_t{1}, size_t{16}, size_t{21}}) {
      SCOPED_TRACE(testing::Message() << "len " << len << " ad " << ad_len);
      const Bytes pt = Pattern(len, 3 + len), ad = Pattern(ad_len, 4 + ad_len);
      const Sealed s = Encrypt(key, nonce, ad, pt);
      Bytes out;
      ASSERT_EQ(MCU_OK, Decrypt(key, nonce, ad, s.ct, s.tag, &out));
      ASSERT_EQ(pt, out);

      auto expect_fail = [&](const Bytes& k, const Bytes& n, const Bytes& a, const Bytes& c,
                             const Bytes& t, const char* what) {
        Bytes o;
        EXPECT_EQ(MCU_ERR_AUTH_FAILED, Decrypt(k, n, a, c, t, &o)) << what;
        EXPECT_TRUE(IsAllZero(o)) << what;
        EXPECT_EQ(c.size(), o.size()) << what;
      };
      for (size_t bit : {size_t{0}, size_t{7}, 8 * len / 2 + 3, 8 * len - 1}) {
        if (len == 0 || bit >= 8 * len) continue;
        Bytes c = s.ct;
        c[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
        expect_fail(key, nonce, ad, c, s.tag, "ciphertext");
      }
      for (size_t bit : {size_t{0}, size_t{64}, size_t{127}}) {
        Bytes t = s.tag;
        t[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
        expect_fail(key, nonce, ad, s.ct, t, "tag");
      }
      if (ad_len != 0) {
        Bytes a = ad;
        a[ad_len - 1] ^= 0x80;
        expect_fail(key, nonce, a, s.ct, s.tag, "aad");
      }
      // AAD dropped or appended (lengths, padding).
      if (ad_len != 0) expect_fail(key, nonce, Bytes(ad.begin(), ad.end() - 1), s.ct, s.tag,
                                   "aad shortened");
      Bytes longer = ad;
      longer.push_back(0);
      expect_fail(key, nonce, longer, s.ct, s.tag, "aad lengthened");
      for (size_t bit : {size_t{0}, size_t{70}, size_t{127}}) {
        Bytes n = nonce;
        n[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
        expect_fail(key, n, ad, s.ct, s.tag, "nonce");
        Bytes k = key;
        k[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
        expect_fail(k, nonce, ad, s.ct, s.tag, "key");
      }
    }
  }
}

TEST(AsconAead128Test, InPlaceEqualsOutOfPlace) {
  const Bytes key = Pattern(16, 10), nonce = Pattern(16, 11);
  for (size_t len : kLengths) {
    for (size_t ad_len : kLengths) {
      SCOPED_TRACE(testing::Message() << "len " << len << " ad " << ad_len);
      const Bytes pt = Pattern(len, 12 + len), ad = Pattern(ad_len, 13 + ad_len);
      const Sealed s = Encrypt(key, nonce, ad, pt);
      Bytes buf = pt;
      uint8_t tag[kTag];
      uint8_t* p = buf.empty() ? nullptr : buf.data();
      ASSERT_EQ(MCU_OK, mcu_ascon_aead128_encrypt(key.data(), nonce.data(), 16, Ptr(ad),
                                                  ad_len, p, len, p, tag, kTag));
      EXPECT_EQ(s.ct, buf);
      EXPECT_EQ(0, memcmp(tag, s.tag.data(), kTag));
      ASSERT_EQ(MCU_OK, mcu_ascon_aead128_decrypt(key.data(), nonce.data(), 16, Ptr(ad),
                                                  ad_len, p, len, tag, kTag, p));
      EXPECT_EQ(pt, buf);
      // A failure in place zeroes the buffer too.
      buf = s.ct;
      p = buf.empty() ? nullptr : buf.data();
      tag[3] ^= 1;
      EXPECT_EQ(MCU_ERR_AUTH_FAILED,
                mcu_ascon_aead128_decrypt(key.data(), nonce.data(), 16, Ptr(ad), ad_len, p, len,
                                          tag, kTag, p));
      EXPECT_TRUE(IsAllZero(buf));
    }
  }
}

// Unaligned buffers: the block loops read and write at any alignment.
TEST(AsconAead128Test, UnalignedBuffersGiveTheSameResult) {
  const Bytes key = Pattern(16, 20), nonce = Pattern(16, 21), ad = Pattern(37, 22);
  const Bytes pt = Pattern(75, 23);
  const Sealed s = Encrypt(key, nonce, ad, pt);
  for (size_t off = 1; off < 8; ++off) {
    uint8_t in[128], out[128], adb[64], tag[kTag];
    memcpy(in + off, pt.data(), pt.size());
    memcpy(adb + off, ad.data(), ad.size());
    ASSERT_EQ(MCU_OK, mcu_ascon_aead128_encrypt(key.data(), nonce.data(), 16, adb + off,
                                                ad.size(), in + off, pt.size(), out + 8 - off,
                                                tag, kTag));
    EXPECT_EQ(0, memcmp(out + 8 - off, s.ct.data(), pt.size())) << off;
    EXPECT_EQ(0, memcmp(tag, s.tag.data(), kTag)) << off;
    uint8_t back[128];
    ASSERT_EQ(MCU_OK, mcu_ascon_aead128_decrypt(key.data(), nonce.data(), 16, adb + off,
                                                ad.size(), out + 8 - off, pt.size(), tag, kTag,
                                                back + off + 1));
    EXPECT_EQ(0, memcmp(back + off + 1, pt.data(), pt.size())) << off;
  }
}

// SP 800-232 allows tags truncated to no fewer than 32 bits: the first
// tag_len bytes of the full tag.
TEST(AsconAead128Test, TruncatedTags) {
  const Bytes key = Pattern(16, 30), nonce = Pattern(16, 31), ad = Pattern(5, 32);
  const Bytes pt = Pattern(40, 33);
  const Sealed s = Encrypt(key, nonce, ad, pt);
  for (size_t t = MCU_ASCON_AEAD128_MIN_TAG_SIZE; t <= kTag; ++t) {
    SCOPED_TRACE(t);
    Bytes ct(pt.size());
    uint8_t tag[kTag + 1];
    memset(tag, 0xcc, sizeof(tag));
    ASSERT_EQ(MCU_OK, mcu_ascon_aead128_encrypt(key.data(), nonce.data(), 16, ad.data(),
                                                ad.size(), pt.data(), pt.size(), ct.data(),
                                                tag, t));
    EXPECT_EQ(s.ct, ct);
    EXPECT_EQ(0, memcmp(tag, s.tag.data(), t));
    EXPECT_EQ(0xcc, tag[t]);  // nothing beyond tag_len
    Bytes out;
    EXPECT_EQ(MCU_OK, Decrypt(key, nonce, ad, ct, Bytes(tag, tag + t), &out));
    EXPECT_EQ(pt, out);
    Bytes bad(tag, tag + t);
    bad[t - 1] ^= 0x40;
    EXPECT_EQ(MCU_ERR_AUTH_FAILED, Decrypt(key, nonce, ad, ct, bad, &out));
    EXPECT_TRUE(IsAllZero(out));
  }
}

TEST(AsconAead128Test, ArgumentErrors) {
  const Bytes key = Pattern(16, 40), nonce = Pattern(17, 41), ad = Pattern(8, 42);
  uint8_t buf[64] = {0}, out[64], tag[kTag + 1] = {0};
  const uint8_t* k = key.data();
  const uint8_t* n = nonce.data();
  const uint8_t* a = ad.data();
  auto enc = [&](const uint8_t* kk, const uint8_t* nn, size_t nlen, const uint8_t* aa,
                 size_t alen, const uint8_t* in, size_t len, uint8_t* o, uint8_t* t,
                 size_t tlen) {
    return mcu_ascon_aead128_encrypt(kk, nn, nlen, aa, alen, in, len, o, t, tlen);
  };
  auto dec = [&](const uint8_t* kk, const uint8_t* nn, size_t nlen, const uint8_t* aa,
                 size_t alen, const uint8_t* in, size_t len, const uint8_t* t, size_t tlen,
                 uint8_t* o) {
    return mcu_ascon_aead128_decrypt(kk, nn, nlen, aa, alen, in, len, t, tlen, o);
  };
  const mcu_status kBad = MCU_ERR_INVALID_ARGUMENT;
  // NULL key, nonce or tag.
  EXPECT_EQ(kBad, enc(nullptr, n, 16, a, 8, buf, 16, out, tag, 16));
  EXPECT_EQ(kBad, enc(k, nullptr, 16, a, 8, buf, 16, out, tag, 16));
  EXPECT_EQ(kBad, enc(k, n, 16, a, 8, buf, 16, out, nullptr, 16));
  EXPECT_EQ(kBad, dec(nullptr, n, 16, a, 8, buf, 16, tag, 16, out));
  EXPECT_EQ(kBad, dec(k, nullptr, 16, a, 8, buf, 16, tag, 16, out));
  EXPECT_EQ(kBad, dec(k, n, 16, a, 8, buf, 16, nullptr, 16, out));
  // Nonce lengths other than 16.
  for (size_t nl : {size_t{0}, size_t{12}, size_t{15}, size_t{17}}) {
    EXPECT_EQ(kBad, enc(k, n, nl, a, 8, buf, 16, out, tag, 16)) << nl;
    EXPECT_EQ(kBad, dec(k, n, nl, a, 8, buf, 16, tag, 16, out)) << nl;
  }
  // Tag lengths outside 4..16.
  for (size_t tl : {size_t{0}, size_t{1}, size_t{3}, size_t{17}, size_t{32}}) {
    EXPECT_EQ(kBad, enc(k, n, 16, a, 8, buf, 16, out, tag, tl)) << tl;
    EXPECT_EQ(kBad, dec(k, n, 16, a, 8, buf, 16, tag, tl, out)) << tl;
  }
  // NULL data with a length.
  EXPECT_EQ(kBad, enc(k, n, 16, nullptr, 1, buf, 16, out, tag, 16));
  EXPECT_EQ(kBad, enc(k, n, 16, a, 8, nullptr, 1, out, tag, 16));
  EXPECT_EQ(kBad, enc(k, n, 16, a, 8, buf, 1, nullptr, tag, 16));
  EXPECT_EQ(kBad, dec(k, n, 16, nullptr, 1, buf, 16, tag, 16, out));
  EXPECT_EQ(kBad, dec(k, n, 16, a, 8, nullptr, 1, tag, 16, out));
  EXPECT_EQ(kBad, dec(k, n, 16, a, 8, buf, 1, tag, 16, nullptr));
  // Partial overlap of in and out (in place is fine).
  EXPECT_EQ(kBad, enc(k, n, 16, a, 8, buf, 32, buf + 1, tag, 16));
  EXPECT_EQ(kBad, enc(k, n, 16, a, 8, buf + 31, 32, buf, tag, 16));
  EXPECT_EQ(kBad, dec(k, n, 16, a, 8, buf, 32, tag, 16, buf + 16));
  EXPECT_EQ(MCU_OK, enc(k, n, 16, a, 8, buf, 16, buf + 16, tag, 16));  // adjacent
  // An argument error writes nothing.
  memset(out, 0x77, sizeof(out));
  uint8_t tag2[kTag];
  memset(tag2, 0x77, sizeof(tag2));
  EXPECT_EQ(kBad, enc(k, n, 15, a, 8, buf, 16, out, tag2, 16));
  for (uint8_t b : out) ASSERT_EQ(0x77, b);
  for (uint8_t b : tag2) ASSERT_EQ(0x77, b);
  EXPECT_EQ(kBad, dec(k, n, 16, a, 8, buf, 16, tag, 3, out));
  for (uint8_t b : out) ASSERT_EQ(0x77, b);
  // NULL with length 0 is fine, in both directions.
  ASSERT_EQ(MCU_OK, enc(k, n, 16, nullptr, 0, nullptr, 0, nullptr, tag, 16));
  EXPECT_EQ(MCU_OK, dec(k, n, 16, nullptr, 0, nullptr, 0, tag, 16, nullptr));
  tag[0] ^= 1;
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, dec(k, n, 16, nullptr, 0, nullptr, 0, tag, 16, nullptr));
}

TEST(AsconAead128Test, Descriptor) {
  const mcu_aead_desc& d = mcu_ascon_aead128_desc;
  ASSERT_NE(nullptr, d.name);
  EXPECT_STREQ("ascon-aead128", d.name);
  EXPECT_EQ(16u, d.key_size);
  EXPECT_EQ(16u, d.nonce_size);
  EXPECT_EQ(16u, d.tag_size);
  EXPECT_EQ(&mcu_ascon_aead128_encrypt, d.encrypt);
  EXPECT_EQ(&mcu_ascon_aead128_decrypt, d.decrypt);
  EXPECT_EQ(16, MCU_ASCON_AEAD128_KEY_SIZE);
  EXPECT_EQ(16, MCU_ASCON_AEAD128_NONCE_SIZE);
  EXPECT_EQ(16, MCU_ASCON_AEAD128_TAG_SIZE);
  EXPECT_EQ(4, MCU_ASCON_AEAD128_MIN_TAG_SIZE);
}

}  // namespace
