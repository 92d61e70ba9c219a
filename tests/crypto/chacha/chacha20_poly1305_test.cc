// ChaCha20, HChaCha20, XChaCha20, Poly1305, ChaCha20-Poly1305 and
// XChaCha20-Poly1305: RFC 8439 vectors (rfc8439_vectors.h, with sections),
// draft-irtf-cfrg-xchacha-03 vectors, the shared KAT files
// (kat/chacha20_poly1305/), and the AEAD contract of mcucrypt/aead_desc.h.
#include "mcucrypt/chacha20_poly1305.h"

#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aead_desc.h"
#include "tests/crypto/chacha/rfc8439_vectors.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace {

using Bytes = std::vector<uint8_t>;

Bytes H(const char* hex) { return FromHex(hex); }

std::string Hex(const Bytes& b) { return ToHex(b.data(), b.size()); }

bool AllZero(const Bytes& b) {
  for (uint8_t v : b) {
    if (v != 0) return false;
  }
  return true;
}

// --- ChaCha20 -----------------------------------------------------------------

TEST(ChaCha20Test, Rfc8439Vectors) {
  for (const rfc8439::ChaChaVector& v : rfc8439::kChaCha) {
    SCOPED_TRACE(v.section);
    const Bytes key = H(v.key), nonce = H(v.nonce), pt = H(v.plaintext);
    ASSERT_EQ(32u, key.size());
    ASSERT_EQ(12u, nonce.size());
    Bytes out(pt.size());
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), v.counter, pt.data(),
                                       pt.size(), out.data()));
    EXPECT_EQ(v.ciphertext, Hex(out));
    // In place gives the same; decrypting is the same operation.
    Bytes inplace = pt;
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), v.counter,
                                       inplace.data(), inplace.size(), inplace.data()));
    EXPECT_EQ(out, inplace);
    Bytes back(out.size());
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), v.counter, out.data(),
                                       out.size(), back.data()));
    EXPECT_EQ(pt, back);
  }
}

// Every length and split: the stream does not depend on how it is cut into
// calls (counter continues by whole blocks).
TEST(ChaCha20Test, EveryLengthMatchesTheLongStream) {
  const Bytes key = H(rfc8439::kChaCha[0].key);
  const Bytes nonce = H("000000000000004a00000000");
  Bytes zeros(300, 0), ks(300);
  ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), 7, zeros.data(), 300,
                                     ks.data()));
  for (size_t len = 0; len <= 300; ++len) {
    Bytes out(len + 1, 0xAA);
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), 7, zeros.data(), len,
                                       out.data()));
    EXPECT_EQ(0, memcmp(ks.data(), out.data(), len)) << len;
    EXPECT_EQ(0xAA, out[len]) << "wrote past the end at " << len;
  }
  // Starting at block 9 gives bytes 128.. of the stream from block 7.
  Bytes later(172);
  ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), 9, zeros.data(), 172,
                                     later.data()));
  EXPECT_EQ(0, memcmp(ks.data() + 128, later.data(), 172));
}

TEST(ChaCha20Test, CounterMustNotWrap) {
  const Bytes key(32, 1), nonce(12, 2);
  Bytes buf(129, 0);
  // Block 0xFFFFFFFF is the last: 64 bytes fit, 65 do not.
  EXPECT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), 0xFFFFFFFFu, buf.data(),
                                     64, buf.data()));
  Bytes before = buf;
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_chacha20_xor(key.data(), nonce.data(), 0xFFFFFFFFu,
                                                   buf.data(), 65, buf.data()));
  EXPECT_EQ(before, buf) << "nothing may be written on an error";
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_chacha20_xor(key.data(), nonce.data(), 0xFFFFFFFEu,
                                                   buf.data(), 129, buf.data()));
  EXPECT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), 0xFFFFFFFEu, buf.data(),
                                     128, buf.data()));
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_xchacha20_xor(key.data(), Bytes(24).data(),
                                                    0xFFFFFFFFu, buf.data(), 65,
                                                    buf.data()));
}

TEST(ChaCha20Test, ArgumentErrors) {
  const Bytes key(32), nonce(24);
  Bytes buf(64), other(80);
  for (auto fn : {mcu_chacha20_xor, mcu_xchacha20_xor}) {
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, fn(nullptr, nonce.data(), 0, buf.data(), 64, buf.data()));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, fn(key.data(), nullptr, 0, buf.data(), 64, buf.data()));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, fn(key.data(), nonce.data(), 0, nullptr, 64, buf.data()));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, fn(key.data(), nonce.data(), 0, buf.data(), 64, nullptr));
    // Partial overlap is refused; NULL buffers with length 0 are fine.
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
              fn(key.data(), nonce.data(), 0, other.data(), 64, other.data() + 1));
    EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
              fn(key.data(), nonce.data(), 0, other.data() + 16, 64, other.data()));
    EXPECT_EQ(MCU_OK, fn(key.data(), nonce.data(), 0, other.data(), 16, other.data() + 16));
    EXPECT_EQ(MCU_OK, fn(key.data(), nonce.data(), 0, nullptr, 0, nullptr));
  }
  uint8_t sub[32];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hchacha20(nullptr, nonce.data(), sub));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hchacha20(key.data(), nullptr, sub));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hchacha20(key.data(), nonce.data(), nullptr));
}

// --- HChaCha20 / XChaCha20 (draft-irtf-cfrg-xchacha-03) ---------------------------

// draft-irtf-cfrg-xchacha-03 section 2.2.1: HChaCha20 test vector.
TEST(XChaCha20Test, HChaCha20DraftSection221) {
  const Bytes key = H("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
  const Bytes nonce = H("000000090000004a0000000031415927");
  Bytes sub(32);
  ASSERT_EQ(MCU_OK, mcu_hchacha20(key.data(), nonce.data(), sub.data()));
  EXPECT_EQ("82413b4227b27bfed30e42508a877d73a0f9e4d58a74a853c12ec41326d3ecdc", Hex(sub));
}

// draft-irtf-cfrg-xchacha-03 appendix A.3.1: AEAD_XChaCha20_Poly1305.
const char kXKey[] = "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f";
const char kXNonce[] = "404142434445464748494a4b4c4d4e4f5051525354555657";
const char kXAad[] = "50515253c0c1c2c3c4c5c6c7";
const char kXPlain[] =
    "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for "
    "the future, sunscreen would be it.";
const char kXCipher[] =
    "bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb"
    "731c7f1b0b4aa6440bf3a82f4eda7e39ae64c6708c54c216cb96b72e1213b452"
    "2f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff9"
    "21f9664c97637da9768812f615c68b13b52e";
const char kXTag[] = "c0875924c1c7987947deafd8780acf49";

TEST(XChaCha20Test, AeadDraftAppendixA31) {
  const Bytes key = H(kXKey), nonce = H(kXNonce), aad = H(kXAad);
  const Bytes pt(kXPlain, kXPlain + strlen(kXPlain));
  Bytes ct(pt.size()), tag(16);
  ASSERT_EQ(MCU_OK, mcu_xchacha20_poly1305_encrypt(key.data(), nonce.data(), 24, aad.data(),
                                                   aad.size(), pt.data(), pt.size(),
                                                   ct.data(), tag.data(), 16));
  EXPECT_EQ(kXCipher, Hex(ct));
  EXPECT_EQ(kXTag, Hex(tag));
  Bytes back(ct.size());
  ASSERT_EQ(MCU_OK, mcu_xchacha20_poly1305_decrypt(key.data(), nonce.data(), 24, aad.data(),
                                                   aad.size(), ct.data(), ct.size(),
                                                   tag.data(), 16, back.data()));
  EXPECT_EQ(pt, back);
  // The AEAD's ciphertext is XChaCha20 from block 1 (draft section 2.3.1 /
  // RFC 8439 section 2.8).
  Bytes stream(pt.size());
  ASSERT_EQ(MCU_OK, mcu_xchacha20_xor(key.data(), nonce.data(), 1, pt.data(), pt.size(),
                                      stream.data()));
  EXPECT_EQ(kXCipher, Hex(stream));
}

// --- Poly1305 ---------------------------------------------------------------------

TEST(Poly1305Test, Rfc8439Vectors) {
  for (const rfc8439::PolyVector& v : rfc8439::kPoly1305) {
    SCOPED_TRACE(v.section);
    const Bytes key = H(v.key), msg = H(v.msg);
    Bytes tag(16);
    ASSERT_EQ(MCU_OK, mcu_poly1305(key.data(), msg.data(), msg.size(), tag.data()));
    EXPECT_EQ(v.tag, Hex(tag));
    // Streamed in every chunk size gives the same tag.
    for (size_t chunk = 1; chunk <= 33; ++chunk) {
      mcu_poly1305_ctx ctx;
      ASSERT_EQ(MCU_OK, mcu_poly1305_init(&ctx, key.data()));
      for (size_t pos = 0; pos < msg.size(); pos += chunk) {
        ASSERT_EQ(MCU_OK, mcu_poly1305_update(&ctx, msg.data() + pos,
                                              std::min(chunk, msg.size() - pos)));
      }
      Bytes streamed(16);
      ASSERT_EQ(MCU_OK, mcu_poly1305_final(&ctx, streamed.data()));
      EXPECT_EQ(tag, streamed) << "chunk " << chunk;
    }
  }
}

TEST(Poly1305Test, KeyGenerationRfc8439Section262AndA4) {
  for (const rfc8439::KeyGenVector& v : rfc8439::kPolyKeyGen) {
    SCOPED_TRACE(v.section);
    const Bytes key = H(v.key), nonce = H(v.nonce);
    Bytes zeros(32, 0), otk(32);
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), 0, zeros.data(), 32,
                                       otk.data()));
    EXPECT_EQ(v.otk, Hex(otk));
  }
}

TEST(Poly1305Test, StateAndArguments) {
  const Bytes key(32, 7);
  uint8_t tag[16];
  mcu_poly1305_ctx ctx;
  memset(&ctx, 0, sizeof(ctx));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_poly1305_update(&ctx, tag, 1));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_poly1305_final(&ctx, tag));
  ASSERT_EQ(MCU_OK, mcu_poly1305_init(&ctx, key.data()));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_poly1305_update(&ctx, nullptr, 1));
  EXPECT_EQ(MCU_OK, mcu_poly1305_update(&ctx, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_poly1305_final(&ctx, nullptr));
  EXPECT_EQ(MCU_OK, mcu_poly1305_final(&ctx, tag));
  // Finalised: wiped and rejected.
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_poly1305_update(&ctx, tag, 1));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_poly1305_final(&ctx, tag));
  const uint8_t* raw = reinterpret_cast<const uint8_t*>(&ctx);
  for (size_t i = 0; i < sizeof(ctx); ++i) EXPECT_EQ(0, raw[i]) << "byte " << i;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_poly1305_init(nullptr, key.data()));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_poly1305_init(&ctx, nullptr));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_poly1305_update(&ctx, tag, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_poly1305(nullptr, tag, 1, tag));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_poly1305(key.data(), nullptr, 1, tag));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_poly1305(key.data(), tag, 1, nullptr));
}

// --- AEADs ------------------------------------------------------------------------

TEST(ChaCha20Poly1305Test, Rfc8439Section282AndA5) {
  for (const rfc8439::AeadVector& v : rfc8439::kAead) {
    SCOPED_TRACE(v.section);
    const Bytes key = H(v.key), nonce = H(v.nonce), aad = H(v.aad), pt = H(v.plaintext);
    Bytes ct(pt.size()), tag(16);
    ASSERT_EQ(MCU_OK, mcu_chacha20_poly1305_encrypt(key.data(), nonce.data(), 12, aad.data(),
                                                    aad.size(), pt.data(), pt.size(),
                                                    ct.data(), tag.data(), 16));
    EXPECT_EQ(v.ciphertext, Hex(ct));
    EXPECT_EQ(v.tag, Hex(tag));
    Bytes back(ct.size());
    ASSERT_EQ(MCU_OK, mcu_chacha20_poly1305_decrypt(key.data(), nonce.data(), 12, aad.data(),
                                                    aad.size(), ct.data(), ct.size(),
                                                    tag.data(), 16, back.data()));
    EXPECT_EQ(pt, back);
  }
}

struct AeadCase {
  const mcu_aead_desc* desc;
  size_t nonce_len;
};

class AeadContractTest : public ::testing::TestWithParam<AeadCase> {};

TEST_P(AeadContractTest, Descriptor) {
  const mcu_aead_desc* d = GetParam().desc;
  EXPECT_EQ(32u, d->key_size);
  EXPECT_EQ(GetParam().nonce_len, d->nonce_size);
  EXPECT_EQ(16u, d->tag_size);
  EXPECT_STREQ(GetParam().nonce_len == 12 ? "chacha20-poly1305" : "xchacha20-poly1305",
               d->name);
}

// Every modified tag, ciphertext byte, AAD byte or nonce byte fails with
// MCU_ERR_AUTH_FAILED and a zeroed output buffer.
TEST_P(AeadContractTest, ForgeriesFailWithZeroedOutput) {
  const mcu_aead_desc* d = GetParam().desc;
  const size_t n = GetParam().nonce_len;
  Bytes key(32), nonce(n), aad(21), pt(77);
  for (size_t i = 0; i < key.size(); ++i) key[i] = static_cast<uint8_t>(3 * i + 1);
  for (size_t i = 0; i < nonce.size(); ++i) nonce[i] = static_cast<uint8_t>(i * 7);
  for (size_t i = 0; i < aad.size(); ++i) aad[i] = static_cast<uint8_t>(i + 100);
  for (size_t i = 0; i < pt.size(); ++i) pt[i] = static_cast<uint8_t>(i ^ 0x5a);
  Bytes ct(pt.size()), tag(16);
  ASSERT_EQ(MCU_OK, d->encrypt(key.data(), nonce.data(), n, aad.data(), aad.size(),
                               pt.data(), pt.size(), ct.data(), tag.data(), 16));
  auto open = [&](const Bytes& k, const Bytes& no, const Bytes& a, const Bytes& c,
                  const Bytes& t, Bytes* out) {
    out->assign(c.size(), 0xEE);
    return d->decrypt(k.data(), no.data(), no.size(), a.data(), a.size(), c.data(),
                      c.size(), t.data(), t.size(), out->data());
  };
  Bytes out;
  ASSERT_EQ(MCU_OK, open(key, nonce, aad, ct, tag, &out));
  EXPECT_EQ(pt, out);
  for (size_t bit = 0; bit < 128; ++bit) {
    Bytes bad = tag;
    bad[bit / 8] ^= static_cast<uint8_t>(1u << (bit % 8));
    EXPECT_EQ(MCU_ERR_AUTH_FAILED, open(key, nonce, aad, ct, bad, &out)) << bit;
    EXPECT_TRUE(AllZero(out)) << bit;
  }
  for (size_t i = 0; i < ct.size(); ++i) {
    Bytes bad = ct;
    bad[i] ^= 0x80;
    EXPECT_EQ(MCU_ERR_AUTH_FAILED, open(key, nonce, aad, bad, tag, &out)) << i;
    EXPECT_TRUE(AllZero(out)) << i;
  }
  for (size_t i = 0; i < aad.size(); ++i) {
    Bytes bad = aad;
    bad[i] ^= 1;
    EXPECT_EQ(MCU_ERR_AUTH_FAILED, open(key, nonce, bad, ct, tag, &out)) << i;
    EXPECT_TRUE(AllZero(out));
  }
  for (size_t i = 0; i < nonce.size(); ++i) {
    Bytes bad = nonce;
    bad[i] ^= 1;
    EXPECT_EQ(MCU_ERR_AUTH_FAILED, open(key, bad, aad, ct, tag, &out)) << i;
    EXPECT_TRUE(AllZero(out));
  }
  Bytes bad_key = key;
  bad_key[31] ^= 1;
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, open(bad_key, nonce, aad, ct, tag, &out));
  EXPECT_TRUE(AllZero(out));
  // Truncated ciphertext, and AAD moved into the ciphertext.
  Bytes shorter(ct.begin(), ct.end() - 1);
  EXPECT_EQ(MCU_ERR_AUTH_FAILED, open(key, nonce, aad, shorter, tag, &out));
  EXPECT_TRUE(AllZero(out));
  // In place: the ciphertext buffer itself is zeroed.
  Bytes inplace = ct;
  Bytes bad_tag = tag;
  bad_tag[0] ^= 1;
  EXPECT_EQ(MCU_ERR_AUTH_FAILED,
            d->decrypt(key.data(), nonce.data(), n, aad.data(), aad.size(), inplace.data(),
                       inplace.size(), bad_tag.data(), 16, inplace.data()));
  EXPECT_TRUE(AllZero(inplace));
}

TEST_P(AeadContractTest, InPlaceEqualsOutOfPlace) {
  const mcu_aead_desc* d = GetParam().desc;
  const size_t n = GetParam().nonce_len;
  const Bytes key(32, 0x42), nonce(n, 0x24);
  for (size_t len : {0u, 1u, 15u, 16u, 17u, 63u, 64u, 65u, 200u}) {
    for (size_t aad_len : {0u, 1u, 16u, 33u}) {
      Bytes pt(len), aad(aad_len, 0x11);
      for (size_t i = 0; i < len; ++i) pt[i] = static_cast<uint8_t>(i * 31 + aad_len);
      Bytes ct(len), tag(16), inplace = pt, tag2(16);
      ASSERT_EQ(MCU_OK, d->encrypt(key.data(), nonce.data(), n, aad.data(), aad_len,
                                   pt.data(), len, ct.data(), tag.data(), 16));
      ASSERT_EQ(MCU_OK, d->encrypt(key.data(), nonce.data(), n, aad.data(), aad_len,
                                   inplace.data(), len, inplace.data(), tag2.data(), 16));
      EXPECT_EQ(ct, inplace) << len << "/" << aad_len;
      EXPECT_EQ(tag, tag2) << len << "/" << aad_len;
      if (len > 0) {
        EXPECT_NE(pt, ct);
      }
      ASSERT_EQ(MCU_OK, d->decrypt(key.data(), nonce.data(), n, aad.data(), aad_len,
                                   inplace.data(), len, tag.data(), 16, inplace.data()));
      EXPECT_EQ(pt, inplace) << len << "/" << aad_len;
      // NULL buffers are allowed for empty AAD and message.
      if (len == 0 && aad_len == 0) {
        uint8_t t3[16];
        ASSERT_EQ(MCU_OK, d->encrypt(key.data(), nonce.data(), n, nullptr, 0, nullptr, 0,
                                     nullptr, t3, 16));
        EXPECT_EQ(0, memcmp(t3, tag.data(), 16));
        EXPECT_EQ(MCU_OK, d->decrypt(key.data(), nonce.data(), n, nullptr, 0, nullptr, 0,
                                     t3, 16, nullptr));
      }
    }
  }
}

TEST_P(AeadContractTest, ArgumentErrors) {
  const mcu_aead_desc* d = GetParam().desc;
  const size_t n = GetParam().nonce_len;
  const Bytes key(32, 1), nonce(32, 2), aad(8, 3), pt(40, 4);
  Bytes ct(48), tag(16);
  const uint8_t* k = key.data();
  const uint8_t* no = nonce.data();
  const uint8_t* a = aad.data();
  const uint8_t* p = pt.data();
  const mcu_status bad = MCU_ERR_INVALID_ARGUMENT;
  EXPECT_EQ(bad, d->encrypt(nullptr, no, n, a, 8, p, 40, ct.data(), tag.data(), 16));
  EXPECT_EQ(bad, d->encrypt(k, nullptr, n, a, 8, p, 40, ct.data(), tag.data(), 16));
  EXPECT_EQ(bad, d->encrypt(k, no, n, nullptr, 8, p, 40, ct.data(), tag.data(), 16));
  EXPECT_EQ(bad, d->encrypt(k, no, n, a, 8, nullptr, 40, ct.data(), tag.data(), 16));
  EXPECT_EQ(bad, d->encrypt(k, no, n, a, 8, p, 40, nullptr, tag.data(), 16));
  EXPECT_EQ(bad, d->encrypt(k, no, n, a, 8, p, 40, ct.data(), nullptr, 16));
  for (size_t len : {0u, 8u, 11u, 13u, 16u, 23u, 25u, 32u}) {
    if (len == n) continue;
    EXPECT_EQ(bad, d->encrypt(k, no, len, a, 8, p, 40, ct.data(), tag.data(), 16)) << len;
  }
  for (size_t len : {0u, 1u, 4u, 8u, 12u, 15u, 17u, 32u}) {
    EXPECT_EQ(bad, d->encrypt(k, no, n, a, 8, p, 40, ct.data(), tag.data(), len)) << len;
  }
  // Partial overlap of in and out.
  Bytes buf(64, 9);
  EXPECT_EQ(bad, d->encrypt(k, no, n, a, 8, buf.data(), 40, buf.data() + 8, tag.data(), 16));

  ASSERT_EQ(MCU_OK, d->encrypt(k, no, n, a, 8, p, 40, ct.data(), tag.data(), 16));
  Bytes out(40, 0xEE);
  EXPECT_EQ(bad, d->decrypt(nullptr, no, n, a, 8, ct.data(), 40, tag.data(), 16, out.data()));
  EXPECT_EQ(bad, d->decrypt(k, nullptr, n, a, 8, ct.data(), 40, tag.data(), 16, out.data()));
  EXPECT_EQ(bad, d->decrypt(k, no, n, nullptr, 8, ct.data(), 40, tag.data(), 16, out.data()));
  EXPECT_EQ(bad, d->decrypt(k, no, n, a, 8, nullptr, 40, tag.data(), 16, out.data()));
  EXPECT_EQ(bad, d->decrypt(k, no, n, a, 8, ct.data(), 40, nullptr, 16, out.data()));
  EXPECT_EQ(bad, d->decrypt(k, no, n, a, 8, ct.data(), 40, tag.data(), 16, nullptr));
  // Wrong nonce or tag length: refused, and out zeroed.
  for (size_t len : {0u, 8u, 11u, 13u, 23u, 25u}) {
    if (len == n) continue;
    out.assign(40, 0xEE);
    EXPECT_EQ(bad, d->decrypt(k, no, len, a, 8, ct.data(), 40, tag.data(), 16, out.data()));
    EXPECT_TRUE(AllZero(out)) << len;
  }
  for (size_t len : {0u, 1u, 12u, 15u}) {
    out.assign(40, 0xEE);
    EXPECT_EQ(bad, d->decrypt(k, no, n, a, 8, ct.data(), 40, tag.data(), len, out.data()));
    EXPECT_TRUE(AllZero(out)) << len;
  }
  out.assign(40, 0xEE);
  ASSERT_EQ(MCU_OK, d->decrypt(k, no, n, a, 8, ct.data(), 40, tag.data(), 16, out.data()));
  EXPECT_EQ(pt, out);
}

INSTANTIATE_TEST_SUITE_P(Both, AeadContractTest,
                         ::testing::Values(AeadCase{&mcu_chacha20_poly1305_desc, 12},
                                           AeadCase{&mcu_xchacha20_poly1305_desc, 24}));

// --- The shared KAT files (kat/chacha20_poly1305/, see SOURCES.md) ---------------

std::vector<RspRecord> ReadKat(const char* name) {
  std::vector<RspRecord> records;
  std::string error;
  EXPECT_TRUE(ReadRspFile(VectorPath(std::string("kat/chacha20_poly1305/") + name),
                          &records, &error))
      << name << ": " << error;
  return records;
}

// RFC 7539 A.2 (pyca): COUNT, KEY, NONCE, INITIAL_BLOCK_COUNTER, PLAINTEXT, CIPHERTEXT.
TEST(ChaChaKatTest, Chacha20Rfc7539File) {
  const std::vector<RspRecord> records = ReadKat("chacha20_rfc7539.txt");
  ASSERT_EQ(3u, records.size());
  for (const RspRecord& r : records) {
    SCOPED_TRACE(r.line);
    const Bytes key = H(r.fields.at("KEY").c_str()), nonce = H(r.fields.at("NONCE").c_str());
    const Bytes pt = H(r.fields.at("PLAINTEXT").c_str());
    const uint32_t counter =
        static_cast<uint32_t>(std::stoul(r.fields.at("INITIAL_BLOCK_COUNTER")));
    Bytes out(pt.size());
    ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(), counter, pt.data(),
                                       pt.size(), out.data()));
    EXPECT_EQ(r.fields.at("CIPHERTEXT"), Hex(out));
  }
}

// RFC 7539 A.3 (pyca): COUNT, KEY, MSG, TAG (some upper-case hex).
TEST(ChaChaKatTest, Poly1305Rfc7539File) {
  const std::vector<RspRecord> records = ReadKat("poly1305_rfc7539.txt");
  ASSERT_EQ(11u, records.size());
  for (const RspRecord& r : records) {
    SCOPED_TRACE(r.line);
    const Bytes key = H(r.fields.at("KEY").c_str()), msg = H(r.fields.at("MSG").c_str());
    Bytes tag(16);
    ASSERT_EQ(MCU_OK, mcu_poly1305(key.data(), msg.data(), msg.size(), tag.data()));
    EXPECT_EQ(H(r.fields.at("TAG").c_str()), tag);
  }
}

// pyca's copy of OpenSSL's ChaCha20-Poly1305 vectors; "Result =
// CIPHERFINAL_ERROR" marks a record whose tag must be rejected.
TEST(ChaChaKatTest, ChaCha20Poly1305OpensslFile) {
  const std::vector<RspRecord> records = ReadKat("chacha20poly1305_openssl.txt");
  ASSERT_EQ(5u, records.size());
  size_t rejected = 0;
  for (const RspRecord& r : records) {
    SCOPED_TRACE(r.line);
    const Bytes key = H(r.fields.at("Key").c_str()), iv = H(r.fields.at("IV").c_str());
    const Bytes aad = H(r.fields.at("AAD").c_str()), tag = H(r.fields.at("Tag").c_str());
    const Bytes pt = H(r.fields.at("Plaintext").c_str());
    const Bytes ct = H(r.fields.at("Ciphertext").c_str());
    const bool must_fail = r.fields.count("Result") != 0;
    ASSERT_EQ(12u, iv.size());
    Bytes out(ct.size(), 0xEE);
    const mcu_status st =
        mcu_chacha20_poly1305_decrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(),
                                      ct.data(), ct.size(), tag.data(), tag.size(), out.data());
    if (must_fail) {
      ++rejected;
      EXPECT_EQ(MCU_ERR_AUTH_FAILED, st);
      EXPECT_TRUE(AllZero(out));
      continue;
    }
    ASSERT_EQ(MCU_OK, st);
    EXPECT_EQ(pt, out);
    Bytes ct2(pt.size()), tag2(16);
    ASSERT_EQ(MCU_OK, mcu_chacha20_poly1305_encrypt(key.data(), iv.data(), 12, aad.data(),
                                                    aad.size(), pt.data(), pt.size(),
                                                    ct2.data(), tag2.data(), 16));
    EXPECT_EQ(ct, ct2);
    EXPECT_EQ(tag, tag2);
  }
  EXPECT_EQ(1u, rejected);
}

// RFC 8439 sections file: the 2.3.2 block, 2.6.2 key generation and 2.8.2
// AEAD records, in case the header above and the file ever disagree.
TEST(ChaChaKatTest, Rfc8439SectionsFile) {
  const std::vector<RspRecord> records = ReadKat("rfc8439_sections.txt");
  ASSERT_EQ(13u, records.size());
  size_t checked = 0;
  for (const RspRecord& r : records) {
    const std::string& fn = r.fields.at("Function");
    SCOPED_TRACE(r.fields.at("Section"));
    const Bytes key = H(r.fields.at("Key").c_str());
    if (fn == "ChaCha20 block" || fn == "ChaCha20 encrypt" ||
        fn == "Poly1305 key generation") {
      const Bytes nonce = H(r.fields.at("Nonce").c_str());
      const Bytes want = H(r.fields.at("Output").c_str());
      const Bytes pt = r.fields.count("Plaintext") ? H(r.fields.at("Plaintext").c_str())
                                                    : Bytes(want.size(), 0);
      ASSERT_EQ(pt.size(), want.size());
      Bytes out(pt.size());
      ASSERT_EQ(MCU_OK, mcu_chacha20_xor(key.data(), nonce.data(),
                                         static_cast<uint32_t>(std::stoul(r.fields.at("Counter"))),
                                         pt.data(), pt.size(), out.data()));
      EXPECT_EQ(want, out);
      ++checked;
    } else if (fn == "Poly1305") {
      const Bytes msg = H(r.fields.at("Message").c_str());
      Bytes tag(16);
      ASSERT_EQ(MCU_OK, mcu_poly1305(key.data(), msg.data(), msg.size(), tag.data()));
      EXPECT_EQ(H(r.fields.at("Tag").c_str()), tag);
      ++checked;
    } else if (fn == "AEAD_CHACHA20_POLY1305") {
      const Bytes nonce = H(r.fields.at("Nonce").c_str()), aad = H(r.fields.at("AAD").c_str());
      const Bytes pt = H(r.fields.at("Plaintext").c_str());
      Bytes ct(pt.size()), tag(16);
      ASSERT_EQ(MCU_OK, mcu_chacha20_poly1305_encrypt(key.data(), nonce.data(), 12, aad.data(),
                                                      aad.size(), pt.data(), pt.size(),
                                                      ct.data(), tag.data(), 16));
      EXPECT_EQ(H(r.fields.at("Ciphertext").c_str()), ct);
      EXPECT_EQ(H(r.fields.at("Tag").c_str()), tag);
      ++checked;
    } else {
      ADD_FAILURE() << "unknown Function " << fn;
    }
  }
  EXPECT_EQ(records.size(), checked);
}

}  // namespace
