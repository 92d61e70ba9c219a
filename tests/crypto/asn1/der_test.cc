// DER reader and writer: a PKCS#1 RSAPublicKey and an RSA
// SubjectPublicKeyInfo read field by field and written back byte for byte;
// every malformed form the reader must refuse (truncation at every length,
// lengths past the end, non-minimal and indefinite lengths, multi-byte
// tags, empty, negative or non-minimal INTEGERs, bad BIT STRINGs, OIDs,
// NULLs and BOOLEANs, trailing data, nesting past the depth limit); random
// corruptions never read outside the input (run under ASan); the shared
// envelopes: two-INTEGER signatures (strict), SPKI and PKCS#8 readers.
#include "mcucrypt/der.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/hex.h"
#include "tests/support/test_rng.h"

namespace {

// RSAPublicKey { n = 0xC10203 (top bit set: a sign octet), e = 65537 }.
const char kRsaPub[] = "300b020400c102030203010001";
// SubjectPublicKeyInfo { { rsaEncryption, NULL }, BIT STRING { kRsaPub } }.
const char kRsaSpki[] = "301f300d06092a864886f70d0101010500030e00300b020400c102030203010001";

mcu_der_reader Reader(const std::vector<uint8_t> &der) {
  mcu_der_reader r;
  EXPECT_EQ(MCU_OK, mcu_der_reader_init(&r, der.data(), der.size()));
  return r;
}

// Parses an SPKI the way the key loaders do; MCU_OK only if all is well.
mcu_status ParseSpki(const uint8_t *der, size_t len, std::string *n_hex) {
  mcu_der_reader top, spki, alg, key;
  mcu_status st = mcu_der_reader_init(&top, der, len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &spki);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = mcu_der_enter(&spki, MCU_DER_SEQUENCE, &alg);
  const uint8_t *oid = nullptr, *bits = nullptr, *n = nullptr, *e = nullptr;
  size_t oid_len = 0, bits_len = 0, n_len = 0, e_len = 0;
  if (st == MCU_OK) st = mcu_der_read_oid(&alg, &oid, &oid_len);
  if (st == MCU_OK && !mcu_der_oid_equal(oid, oid_len, MCU_OID_RSA_ENCRYPTION,
                                         MCU_OID_RSA_ENCRYPTION_LEN)) {
    st = MCU_ERR_UNSUPPORTED;
  }
  if (st == MCU_OK) st = mcu_der_read_null(&alg);
  if (st == MCU_OK) st = mcu_der_finish(&alg);
  if (st == MCU_OK) st = mcu_der_read_bit_string(&spki, &bits, &bits_len);
  if (st == MCU_OK) st = mcu_der_finish(&spki);
  if (st == MCU_OK) st = mcu_der_reader_init(&top, bits, bits_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &key);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = mcu_der_read_uint(&key, &n, &n_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&key, &e, &e_len);
  if (st == MCU_OK) st = mcu_der_finish(&key);
  if (st == MCU_OK && n_hex != nullptr) *n_hex = ToHex(n, n_len);
  return st;
}

TEST(DerReader, ReadsRsaPublicKey) {
  const std::vector<uint8_t> der = FromHex(kRsaPub);
  mcu_der_reader top = Reader(der), seq;
  ASSERT_EQ(MCU_OK, mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq));
  EXPECT_EQ(1u, seq.depth);
  const uint8_t *n = nullptr, *e = nullptr;
  size_t n_len = 0, e_len = 0;
  ASSERT_EQ(MCU_OK, mcu_der_read_uint(&seq, &n, &n_len));
  EXPECT_EQ("c10203", ToHex(n, n_len));  // without the sign octet
  ASSERT_EQ(MCU_OK, mcu_der_read_uint(&seq, &e, &e_len));
  EXPECT_EQ("010001", ToHex(e, e_len));
  EXPECT_EQ(MCU_OK, mcu_der_finish(&seq));
  EXPECT_EQ(MCU_OK, mcu_der_finish(&top));
}

TEST(DerReader, ReadsSpki) {
  const std::vector<uint8_t> der = FromHex(kRsaSpki);
  std::string n;
  ASSERT_EQ(MCU_OK, ParseSpki(der.data(), der.size(), &n));
  EXPECT_EQ("c10203", n);
}

TEST(DerReader, EveryTruncationFails) {
  const std::vector<uint8_t> der = FromHex(kRsaSpki);
  for (size_t len = 0; len < der.size(); ++len) {
    const std::vector<uint8_t> cut(der.begin(), der.begin() + len);
    EXPECT_NE(MCU_OK, ParseSpki(cut.data(), cut.size(), nullptr)) << "length " << len;
  }
}

TEST(DerReader, TrailingDataFails) {
  std::vector<uint8_t> der = FromHex(kRsaSpki);
  der.push_back(0);
  EXPECT_EQ(MCU_ERR_MALFORMED, ParseSpki(der.data(), der.size(), nullptr));
}

// One element from hex: MCU_OK and its contents, or the error.
mcu_status ReadAny(const char *hex, std::string *value = nullptr) {
  const std::vector<uint8_t> der = FromHex(hex);
  mcu_der_reader r = Reader(der);
  unsigned tag = 0;
  const uint8_t *v = nullptr;
  size_t n = 0;
  const mcu_status st = mcu_der_read_any(&r, &tag, &v, &n);
  if (st == MCU_OK && value != nullptr) *value = ToHex(v, n);
  if (st != MCU_OK) {
    EXPECT_EQ(der.size(), r.len) << "a failed read moved the reader: " << hex;
  }
  return st;
}

TEST(DerReader, Lengths) {
  std::string v;
  EXPECT_EQ(MCU_OK, ReadAny("0400", &v));
  EXPECT_EQ("", v);
  EXPECT_EQ(MCU_OK, ReadAny("04027f00", &v));
  EXPECT_EQ("7f00", v);
  const std::string long_form = "048180" + std::string(256, 'a');
  EXPECT_EQ(MCU_OK, ReadAny(long_form.c_str()));
  const std::string two_octets = "04820100" + std::string(512, 'b');
  EXPECT_EQ(MCU_OK, ReadAny(two_octets.c_str()));

  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny(""));            // nothing
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("04"));          // no length
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("0402ff"));      // runs past the end
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("0480"));        // indefinite (BER)
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("30800000"));    // indefinite SEQUENCE
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("048101ff"));    // long form below 128
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("04820001ff"));  // leading zero octet
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("0481"));        // length octets missing
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("04ff"));        // reserved 0xFF
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("0489ffffffffffffffffff"));  // > size_t
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("0488ffffffffffffffff"));    // huge, past the end
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadAny("1f2001ff"));    // multi-byte tag
}

mcu_status ReadUint(const char *hex, std::string *mag = nullptr) {
  const std::vector<uint8_t> der = FromHex(hex);
  mcu_der_reader r = Reader(der);
  const uint8_t *m = nullptr;
  size_t n = 0;
  const mcu_status st = mcu_der_read_uint(&r, &m, &n);
  if (st == MCU_OK && mag != nullptr) *mag = ToHex(m, n);
  if (st != MCU_OK) {
    EXPECT_EQ(der.size(), r.len) << hex;
  }
  return st;
}

TEST(DerReader, Integers) {
  std::string m;
  EXPECT_EQ(MCU_OK, ReadUint("020100", &m));
  EXPECT_EQ("00", m);
  EXPECT_EQ(MCU_OK, ReadUint("02017f", &m));
  EXPECT_EQ("7f", m);
  EXPECT_EQ(MCU_OK, ReadUint("02020080", &m));
  EXPECT_EQ("80", m);
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadUint("0200"));        // empty
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadUint("020180"));      // negative
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadUint("0202ff7f"));    // negative
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadUint("0202007f"));    // redundant 0x00
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadUint("02030000ff"));  // redundant 0x00
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadUint("0401ff"));      // not an INTEGER

  uint32_t v = 0;
  std::vector<uint8_t> der = FromHex("020500ffffffff");
  mcu_der_reader r = Reader(der);
  ASSERT_EQ(MCU_OK, mcu_der_read_small_uint(&r, &v));
  EXPECT_EQ(0xFFFFFFFFu, v);
  der = FromHex("02050100000000");
  r = Reader(der);
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_der_read_small_uint(&r, &v));
  EXPECT_EQ(der.size(), r.len);
}

mcu_status ReadBits(const char *hex) {
  const std::vector<uint8_t> der = FromHex(hex);
  mcu_der_reader r = Reader(der);
  const uint8_t *b = nullptr;
  size_t n = 0;
  return mcu_der_read_bit_string(&r, &b, &n);
}

TEST(DerReader, BitStrings) {
  EXPECT_EQ(MCU_OK, ReadBits("030100"));
  EXPECT_EQ(MCU_OK, ReadBits("030200ff"));
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadBits("0300"));        // no unused-bits octet
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadBits("030101"));      // unused bits in nothing
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadBits("030208ff"));    // more than 7 unused
  EXPECT_EQ(MCU_ERR_MALFORMED, ReadBits("030201ff"));    // unused bit not zero
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, ReadBits("030201fe"));  // valid, not whole bytes
}

TEST(DerReader, OidNullBool) {
  auto oid = [](const char *hex) {
    const std::vector<uint8_t> der = FromHex(hex);
    mcu_der_reader r = Reader(der);
    const uint8_t *o = nullptr;
    size_t n = 0;
    return mcu_der_read_oid(&r, &o, &n);
  };
  EXPECT_EQ(MCU_OK, oid("06092a864886f70d010101"));
  EXPECT_EQ(MCU_OK, oid("06032b6570"));
  EXPECT_EQ(MCU_ERR_MALFORMED, oid("0600"));            // empty
  EXPECT_EQ(MCU_ERR_MALFORMED, oid("06022a86"));        // last subidentifier unfinished
  EXPECT_EQ(MCU_ERR_MALFORMED, oid("06032a8001"));      // leading 0x80 digit
  EXPECT_EQ(MCU_ERR_MALFORMED, oid("0603802b65"));      // leading 0x80 in the first

  auto null = [](const char *hex) {
    const std::vector<uint8_t> der = FromHex(hex);
    mcu_der_reader r = Reader(der);
    return mcu_der_read_null(&r);
  };
  EXPECT_EQ(MCU_OK, null("0500"));
  EXPECT_EQ(MCU_ERR_MALFORMED, null("050100"));

  auto boolean = [](const char *hex, int *v) {
    const std::vector<uint8_t> der = FromHex(hex);
    mcu_der_reader r = Reader(der);
    return mcu_der_read_bool(&r, v);
  };
  int v = -1;
  EXPECT_EQ(MCU_OK, boolean("0101ff", &v));
  EXPECT_EQ(1, v);
  EXPECT_EQ(MCU_OK, boolean("010100", &v));
  EXPECT_EQ(0, v);
  EXPECT_EQ(MCU_ERR_MALFORMED, boolean("010101", &v));  // DER: TRUE is 0xFF
  EXPECT_EQ(MCU_ERR_MALFORMED, boolean("0102ffff", &v));
}

TEST(DerReader, OptionalContextTag) {
  // ECPrivateKey-like: SEQUENCE { INTEGER 1, [0] { OID }, [1] { BIT STRING } }.
  const std::vector<uint8_t> der = FromHex("3012020101a00706052b81040022a104030200ff");
  mcu_der_reader top = Reader(der), seq, ctx;
  ASSERT_EQ(MCU_OK, mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq));
  uint32_t version = 0;
  ASSERT_EQ(MCU_OK, mcu_der_read_small_uint(&seq, &version));
  EXPECT_EQ(1u, version);
  unsigned tag = 0;
  ASSERT_EQ(MCU_OK, mcu_der_peek_tag(&seq, &tag));
  EXPECT_EQ(MCU_DER_CONTEXT(0), tag);
  ASSERT_EQ(MCU_OK, mcu_der_enter(&seq, MCU_DER_CONTEXT(0), &ctx));
  EXPECT_EQ(2u, ctx.depth);
  const uint8_t *oid = nullptr;
  size_t oid_len = 0;
  ASSERT_EQ(MCU_OK, mcu_der_read_oid(&ctx, &oid, &oid_len));
  EXPECT_TRUE(mcu_der_oid_equal(oid, oid_len, MCU_OID_SECP384R1, MCU_OID_SECP384R1_LEN));
  EXPECT_EQ(MCU_ERR_MALFORMED, mcu_der_enter(&seq, MCU_DER_CONTEXT(0), &ctx));  // it is [1]
  ASSERT_EQ(MCU_OK, mcu_der_enter(&seq, MCU_DER_CONTEXT(1), &ctx));
  EXPECT_EQ(MCU_OK, mcu_der_finish(&seq));
  EXPECT_EQ(MCU_ERR_MALFORMED, mcu_der_peek_tag(&seq, &tag));  // nothing left
}

TEST(DerReader, DepthLimit) {
  // MCU_DER_MAX_DEPTH nested SEQUENCEs enter; one more is refused.
  std::vector<uint8_t> der = {0x05, 0x00};
  for (unsigned i = 0; i <= MCU_DER_MAX_DEPTH; ++i) {
    der.insert(der.begin(), {0x30, static_cast<uint8_t>(der.size())});
  }
  mcu_der_reader r = Reader(der);
  for (unsigned i = 0; i < MCU_DER_MAX_DEPTH; ++i) {
    ASSERT_EQ(MCU_OK, mcu_der_enter(&r, MCU_DER_SEQUENCE, &r)) << i;  // in place
  }
  EXPECT_EQ(MCU_DER_MAX_DEPTH, r.depth);
  EXPECT_EQ(MCU_ERR_MALFORMED, mcu_der_enter(&r, MCU_DER_SEQUENCE, &r));
}

TEST(DerReader, Arguments) {
  mcu_der_reader r;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_reader_init(nullptr, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_reader_init(&r, nullptr, 1));
  ASSERT_EQ(MCU_OK, mcu_der_reader_init(&r, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_der_finish(&r));
  const uint8_t *v = nullptr;
  size_t n = 0;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_read_uint(&r, nullptr, &n));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_read_octet_string(nullptr, &v, &n));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_enter(&r, MCU_DER_INTEGER, &r));  // primitive
  EXPECT_EQ(MCU_ERR_MALFORMED, mcu_der_read_octet_string(&r, &v, &n));
}

TEST(DerReader, RandomCorruptionStaysInBounds) {
  // Corrupted copies in exactly-sized heap buffers: ASan reports any read
  // past the end; the parse itself must just return.
  const std::vector<uint8_t> good = FromHex(kRsaSpki);
  Rng rng(14);
  int accepted = 0;
  for (int i = 0; i < 3000; ++i) {
    std::vector<uint8_t> der = good;
    const size_t flips = 1 + rng.Below(3);
    for (size_t f = 0; f < flips; ++f) der[rng.Below(der.size())] = static_cast<uint8_t>(rng.Next());
    der.resize(der.size() - rng.Below(4));
    if (ParseSpki(der.data(), der.size(), nullptr) == MCU_OK) ++accepted;
  }
  // Only corruptions of the key's value bytes can still parse.
  EXPECT_LT(accepted, 3000);
}

TEST(DerWriter, WritesSpkiByteForByte) {
  const std::vector<uint8_t> n = FromHex("0000c10203"), e = FromHex("010001");
  for (size_t cap = 0; cap <= 40; ++cap) {
    std::vector<uint8_t> buf(cap);
    mcu_der_writer w;
    ASSERT_EQ(MCU_OK, mcu_der_writer_init(&w, buf.data(), buf.size()));
    const size_t outer = mcu_der_writer_mark(&w);
    const size_t key = mcu_der_writer_mark(&w);
    mcu_der_write_uint(&w, e.data(), e.size());
    mcu_der_write_uint(&w, n.data(), n.size());  // leading zeros dropped, sign octet added
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, key);
    mcu_der_write_wrap_bit_string(&w, key);
    const size_t alg = mcu_der_writer_mark(&w);
    mcu_der_write_null(&w);
    mcu_der_write_tagged(&w, MCU_DER_OID,
                         reinterpret_cast<const uint8_t *>(MCU_OID_RSA_ENCRYPTION),
                         MCU_OID_RSA_ENCRYPTION_LEN);
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, alg);
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
    const uint8_t *out = nullptr;
    size_t out_len = 0;
    const mcu_status st = mcu_der_writer_finish(&w, &out, &out_len);
    if (cap < 33) {
      EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, st) << cap;
    } else {
      ASSERT_EQ(MCU_OK, st) << cap;
      EXPECT_EQ(kRsaSpki, ToHex(out, out_len));
    }
  }
}

TEST(DerWriter, LengthForms) {
  // Each length written is read back, across the short/long boundaries.
  for (size_t len : {0u, 1u, 127u, 128u, 255u, 256u, 65535u, 65536u}) {
    std::vector<uint8_t> value(len, 0x5a), buf(len + 8);
    mcu_der_writer w;
    mcu_der_writer_init(&w, buf.data(), buf.size());
    mcu_der_write_tagged(&w, MCU_DER_OCTET_STRING, value.data(), value.size());
    const uint8_t *out = nullptr;
    size_t out_len = 0;
    ASSERT_EQ(MCU_OK, mcu_der_writer_finish(&w, &out, &out_len)) << len;
    const size_t hdr = len < 128 ? 2 : len < 256 ? 3 : len < 65536 ? 4 : 5;
    EXPECT_EQ(len + hdr, out_len) << len;
    mcu_der_reader r;
    mcu_der_reader_init(&r, out, out_len);
    const uint8_t *v = nullptr;
    size_t n = 0;
    ASSERT_EQ(MCU_OK, mcu_der_read_octet_string(&r, &v, &n)) << len;
    EXPECT_EQ(len, n);
    EXPECT_EQ(MCU_OK, mcu_der_finish(&r));
  }
}

TEST(DerWriter, Integers) {
  auto write = [](const char *mag_hex) {
    const std::vector<uint8_t> m = FromHex(mag_hex);
    uint8_t buf[16];
    mcu_der_writer w;
    mcu_der_writer_init(&w, buf, sizeof buf);
    mcu_der_write_uint(&w, m.data(), m.size());
    const uint8_t *out = nullptr;
    size_t out_len = 0;
    EXPECT_EQ(MCU_OK, mcu_der_writer_finish(&w, &out, &out_len));
    return ToHex(out, out_len);
  };
  EXPECT_EQ("020100", write(""));
  EXPECT_EQ("020100", write("0000"));
  EXPECT_EQ("02017f", write("007f"));
  EXPECT_EQ("02020080", write("80"));
  EXPECT_EQ("020401000000", write("01000000"));

  uint8_t buf[8];
  mcu_der_writer w;
  mcu_der_writer_init(&w, buf, sizeof buf);
  mcu_der_write_small_uint(&w, 0);
  const uint8_t *out = nullptr;
  size_t out_len = 0;
  ASSERT_EQ(MCU_OK, mcu_der_writer_finish(&w, &out, &out_len));
  EXPECT_EQ("020100", ToHex(out, out_len));
}

TEST(DerWriter, Arguments) {
  mcu_der_writer w;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_writer_init(nullptr, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_writer_init(&w, nullptr, 4));
  uint8_t buf[8];
  mcu_der_writer_init(&w, buf, sizeof buf);
  mcu_der_write_raw(&w, nullptr, 1);  // sticky from here on
  mcu_der_write_null(&w);
  const uint8_t *out = nullptr;
  size_t out_len = 0;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_writer_finish(&w, &out, &out_len));
  mcu_der_writer_init(&w, buf, sizeof buf);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, 1);  // mark past what was written
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_writer_finish(&w, &out, &out_len));
  mcu_der_writer_init(&w, buf, sizeof buf);
  mcu_der_write_tagged(&w, 0x1F, nullptr, 0);  // multi-byte tag form
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_writer_finish(&w, &out, &out_len));
}

}  // namespace

namespace {

// Reads sig as a two-INTEGER signature of n-byte scalars; hex of r || s.
mcu_status ReadSigRs(const std::string &sig_hex, size_t n, std::string *rs_hex) {
  const std::vector<uint8_t> der = FromHex(sig_hex);
  std::vector<uint8_t> rs(2 * n, 0xAA);
  const mcu_status st = mcu_der_read_sig_rs(der.data(), der.size(), rs.data(), n);
  *rs_hex = ToHex(rs.data(), rs.size());
  return st;
}

}  // namespace

TEST(DerSigRs, ReadsAndWritesBack) {
  std::string rs;
  // r = 0x80 (a sign octet), s = 1; n = 2.
  ASSERT_EQ(MCU_OK, ReadSigRs("300702020080020101", 2, &rs));
  EXPECT_EQ("00800001", rs);
  uint8_t der[16];
  size_t len = 0;
  const std::vector<uint8_t> raw = FromHex(rs);
  ASSERT_EQ(MCU_OK, mcu_der_write_sig_rs(raw.data(), 2, der, sizeof(der), &len));
  EXPECT_EQ("300702020080020101", ToHex(der, len));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, mcu_der_write_sig_rs(raw.data(), 2, der, 8, &len));
}

TEST(DerSigRs, StrictForms) {
  std::string rs;
  const char *const bad[] = {
      "30080203000080020101",    // r with a redundant 0x00
      "3006020181020101",        // r negative
      "30070202008002010100",    // SEQUENCE length short of its contents
      "300702020080020101" "00", // trailing data
      "3009020300ffff020101",    // r wider than n = 2
      "3003020101",              // s missing
      "300a02020080020101020101",  // a third INTEGER
      "31070202008002010100",    // SET, not SEQUENCE
      "",
  };
  for (const char *hex : bad) {
    EXPECT_EQ(MCU_ERR_INVALID_SIGNATURE, ReadSigRs(hex, 2, &rs)) << hex;
    EXPECT_EQ("00000000", rs) << hex;  // wiped
  }
  uint8_t buf[4] = {0};
  size_t len = 0;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_read_sig_rs(nullptr, 4, buf, 2));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_read_sig_rs(buf, 4, nullptr, 2));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_read_sig_rs(buf, 4, buf, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_write_sig_rs(buf, 0, buf, 4, &len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_der_write_sig_rs(buf, 2, buf, 4, nullptr));
}

TEST(DerKeyInfo, SpkiAndPkcs8) {
  const std::vector<uint8_t> spki = FromHex(kRsaSpki);
  mcu_der_reader params;
  const uint8_t *key = nullptr, *n = nullptr;
  size_t key_len = 0, n_len = 0;
  ASSERT_EQ(MCU_OK, mcu_der_read_spki(spki.data(), spki.size(), MCU_OID_RSA_ENCRYPTION,
                                      MCU_OID_RSA_ENCRYPTION_LEN, &params, &key, &key_len));
  EXPECT_EQ(MCU_OK, mcu_der_read_null(&params));
  EXPECT_EQ(MCU_OK, mcu_der_finish(&params));
  EXPECT_EQ(kRsaPub, ToHex(key, key_len));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED, mcu_der_read_spki(spki.data(), spki.size(), MCU_OID_DSA,
                                                   MCU_OID_DSA_LEN, &params, &key, &key_len));
  for (size_t cut = 0; cut < spki.size(); ++cut) {
    EXPECT_NE(MCU_OK, mcu_der_read_spki(spki.data(), cut, MCU_OID_RSA_ENCRYPTION,
                                        MCU_OID_RSA_ENCRYPTION_LEN, &params, &key, &key_len));
  }
  // PrivateKeyInfo { 0, { dhKeyAgreement, INTEGER 5 }, OCTET STRING { INTEGER 7 } },
  // written by the helpers the key files use, then read back.
  uint8_t buf[64];
  mcu_der_writer w;
  ASSERT_EQ(MCU_OK, mcu_der_writer_init(&w, buf, sizeof(buf)));
  const size_t mark = mcu_der_writer_mark(&w);
  mcu_der_write_small_uint(&w, 7);
  mcu_der_write_wrap(&w, MCU_DER_OCTET_STRING, mark);
  const size_t alg = mcu_der_writer_mark(&w);
  mcu_der_write_small_uint(&w, 5);
  mcu_der_write_wrap_algorithm(&w, MCU_OID_DH, MCU_OID_DH_LEN, alg);
  mcu_der_write_small_uint(&w, 0);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  const uint8_t *der = nullptr;
  size_t der_len = 0;
  ASSERT_EQ(MCU_OK, mcu_der_writer_finish(&w, &der, &der_len));
  EXPECT_EQ("3018020100300e06092a864886f70d0103010201050403020107", ToHex(der, der_len));
  uint32_t v = 0;
  ASSERT_EQ(MCU_OK, mcu_der_read_pkcs8(der, der_len, MCU_OID_DH, MCU_OID_DH_LEN, &params, &key,
                                       &key_len));
  EXPECT_EQ(MCU_OK, mcu_der_read_small_uint(&params, &v));
  EXPECT_EQ(5u, v);
  ASSERT_EQ(MCU_OK, mcu_der_read_whole_uint(key, key_len, &n, &n_len));
  EXPECT_EQ("07", ToHex(n, n_len));
  EXPECT_EQ(MCU_ERR_MALFORMED, mcu_der_read_whole_uint(key, key_len - 1, &n, &n_len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_der_read_pkcs8(der, der_len, nullptr, 0, &params, &key, &key_len));
}
