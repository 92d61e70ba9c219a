// DSA against the known answers in ../shared/vectors/kat/dsa: NIST CAVP
// FIPS 186-3 SigVer (Result P must verify, F must not) and SigGen (every
// (R, S) verifies, and signing with the file's K, fed through the rng as
// B.2.2's c = K - 1, gives the same R || S, DER round trip too), and RFC
// 6979 A.2.1/A.2.2 (the deterministic signer gives r || s). DSA_KAT_STRIDE
// (the boards' build) takes every Nth CAVP record, all RFC 6979 ones.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mcucrypt/dsa.h"
#include "tests/crypto/rsa/rsa_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

#ifndef DSA_KAT_STRIDE
#define DSA_KAT_STRIDE 1
#endif

namespace {

// Hex as written, with a leading zero nibble restored.
std::vector<uint8_t> Field(const RspRecord& r, const char* name) {
  auto it = r.fields.find(name);
  if (it == r.fields.end()) return {};
  const std::string v = it->second;
  return FromHex(v.size() % 2 ? "0" + v : v);
}

// The section's hash: "[mod = L=2048, N=224, SHA-256]".
const mcu_hash_desc* SectionHash(const RspRecord& r) {
  for (const auto& kv : r.section) {
    for (const std::string& s : {kv.first, kv.second}) {
      const size_t at = s.find("SHA-");
      if (at != std::string::npos) return HashByName(s.substr(at, 7));
    }
  }
  return nullptr;
}

// Answers B.2.2's draw with a fixed c (big-endian), once.
struct FixedC {
  std::vector<uint8_t> c;
  static mcu_status Generate(void* ctx, uint8_t* out, size_t len) {
    FixedC* f = static_cast<FixedC*>(ctx);
    if (len != f->c.size()) return MCU_ERR_HARDWARE;
    for (size_t i = 0; i < len; ++i) out[i] = f->c[i];
    return MCU_OK;
  }
};

std::vector<uint8_t> MinusOne(std::vector<uint8_t> v) {
  for (size_t i = v.size(); i-- > 0;) {
    if (v[i]-- != 0) break;
  }
  return v;
}

std::vector<uint8_t> Pad(const std::vector<uint8_t>& v, size_t len) {
  std::vector<uint8_t> out(len > v.size() ? len - v.size() : 0, 0);
  out.insert(out.end(), v.begin(), v.end());
  return out;
}

void RunCavp(const char* file, bool siggen, int expect_records) {
  std::vector<RspRecord> records;
  std::string err;
  ASSERT_TRUE(ReadRspFile(VectorPath(std::string("kat/dsa/") + file), &records, &err)) << err;
  std::vector<uint8_t> p, q, g;
  int seen = 0, run = 0;
  for (const RspRecord& r : records) {
    if (!Field(r, "P").empty()) {
      p = Field(r, "P");
      q = Field(r, "Q");
      g = Field(r, "G");
    }
    const std::vector<uint8_t> msg = Field(r, "Msg");
    if (msg.empty()) continue;
    if (seen++ % DSA_KAT_STRIDE != 0) continue;
    ++run;
    const mcu_hash_desc* hash = SectionHash(r);
    ASSERT_NE(hash, nullptr) << "line " << r.line;
    const std::vector<uint8_t> digest = Digest(hash, msg);
    const std::vector<uint8_t> y = Field(r, "Y"), x = Field(r, "X");
    const mcu_dsa_params params = {p.data(), p.size(), q.data(), q.size(), g.data(), g.size(),
                                   nullptr};
    const size_t ql = mcu_dsa_q_len(&params);
    ASSERT_NE(ql, 0u) << "line " << r.line;
    std::vector<uint8_t> sig = Pad(Field(r, "R"), ql), s = Pad(Field(r, "S"), ql);
    sig.insert(sig.end(), s.begin(), s.end());
    const mcu_dsa_public_key pk = {params, y.data(), y.size()};
    const mcu_status st =
        mcu_dsa_verify_digest(&pk, digest.data(), digest.size(), sig.data(), sig.size());
    if (!siggen) {
      const auto res = r.fields.find("Result");
      ASSERT_NE(res, r.fields.end()) << "line " << r.line;
      const bool pass = res->second[0] == 'P';
      EXPECT_EQ(st, pass ? MCU_OK : MCU_ERR_INVALID_SIGNATURE) << "line " << r.line;
      continue;
    }
    EXPECT_EQ(st, MCU_OK) << "line " << r.line;
    FixedC c = {Pad(MinusOne(Field(r, "K")), ql)};
    const mcu_rng rng = {FixedC::Generate, &c};
    const mcu_dsa_private_key sk = {params, x.data(), x.size()};
    std::vector<uint8_t> out(2 * ql);
    ASSERT_EQ(mcu_dsa_sign_digest(&sk, digest.data(), digest.size(), &rng, out.data(), out.size()),
              MCU_OK)
        << "line " << r.line;
    EXPECT_EQ(out, sig) << "line " << r.line;
    uint8_t der[MCU_DSA_MAX_DER_SIG_SIZE], back[MCU_DSA_MAX_SIG_SIZE];
    size_t der_len = 0;
    ASSERT_EQ(mcu_dsa_sig_to_der(&params, out.data(), out.size(), der, sizeof(der), &der_len),
              MCU_OK);
    EXPECT_EQ(mcu_dsa_verify_digest_der(&pk, digest.data(), digest.size(), der, der_len), MCU_OK);
    ASSERT_EQ(mcu_dsa_sig_from_der(&params, der, der_len, back, 2 * ql), MCU_OK);
    EXPECT_EQ(std::vector<uint8_t>(back, back + 2 * ql), out);
  }
  EXPECT_EQ(seen, expect_records);
  EXPECT_GT(run, 0);
}

// Every CAVP domain passes mcu_dsa_params_check; a changed g, a q that
// does not divide p - 1, and a composite q do not.
TEST(DsaKat, DomainParameters) {
  std::vector<RspRecord> records;
  std::string err;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/dsa/FIPS_186-3_SigGen.txt"), &records, &err)) << err;
  TestRng bytes(3);
  const mcu_rng rng = bytes.rng();
  int domains = 0;
  for (const RspRecord& r : records) {
    const std::vector<uint8_t> p = Field(r, "P"), q = Field(r, "Q"), g = Field(r, "G");
    // Every 5th domain (one of each size): 64 Miller-Rabin rounds on a
    // 3072-bit p take seconds.
    if (p.empty() || domains++ % (5 * DSA_KAT_STRIDE) != 0) continue;
    const mcu_dsa_params params = {p.data(), p.size(), q.data(), q.size(), g.data(), g.size(),
                                   nullptr};
    EXPECT_EQ(mcu_dsa_params_check(&params, &rng), MCU_OK) << "line " << r.line;
    std::vector<uint8_t> g2 = g;
    g2.back() ^= 2;
    mcu_dsa_params bad = params;
    bad.g = g2.data();
    EXPECT_EQ(mcu_dsa_params_check(&bad, &rng), MCU_ERR_INVALID_KEY) << "line " << r.line;
    std::vector<uint8_t> q2 = q;
    q2.back() ^= 2;  // odd, most likely composite, and not a divisor of p - 1
    bad = params;
    bad.q = q2.data();
    EXPECT_EQ(mcu_dsa_params_check(&bad, &rng), MCU_ERR_INVALID_KEY) << "line " << r.line;
  }
  EXPECT_GT(domains, 0);
  EXPECT_EQ(mcu_dsa_params_check(nullptr, &rng), MCU_ERR_INVALID_ARGUMENT);
}

TEST(DsaKat, SigVer) { RunCavp("FIPS_186-3_SigVer.rsp", false, 300); }
TEST(DsaKat, SigGen) { RunCavp("FIPS_186-3_SigGen.txt", true, 300); }

TEST(DsaKat, Rfc6979) {
  std::vector<RspRecord> records;
  std::string err;
  ASSERT_TRUE(ReadRspFile(VectorPath("kat/dsa/rfc6979_dsa_1024_2048.txt"), &records, &err))
      << err;
  std::vector<uint8_t> p, q, g, x, y;
  int run = 0;
  for (const RspRecord& r : records) {
    if (!Field(r, "p").empty()) {
      p = Field(r, "p");
      q = Field(r, "q");
      g = Field(r, "g");
      x = Field(r, "x");
      y = Field(r, "y");
    }
    const auto msg_it = r.fields.find("Msg");
    if (msg_it == r.fields.end()) continue;
    std::string text = msg_it->second;
    ASSERT_TRUE(text.size() >= 2 && text.front() == '"' && text.back() == '"') << text;
    text = text.substr(1, text.size() - 2);
    const mcu_hash_desc* hash = HashByName(r.fields.at("Hash"));
    ASSERT_NE(hash, nullptr);
    const std::vector<uint8_t> digest = Digest(hash, std::vector<uint8_t>(text.begin(), text.end()));
    const mcu_dsa_params params = {p.data(), p.size(), q.data(), q.size(), g.data(), g.size(),
                                   nullptr};
    const size_t ql = mcu_dsa_q_len(&params);
    std::vector<uint8_t> want = Pad(Field(r, "r"), ql), s = Pad(Field(r, "s"), ql);
    want.insert(want.end(), s.begin(), s.end());
    const mcu_dsa_private_key sk = {params, x.data(), x.size()};
    std::vector<uint8_t> sig(2 * ql);
    ASSERT_EQ(mcu_dsa_sign_digest_deterministic(&sk, hash, digest.data(), digest.size(),
                                                sig.data(), sig.size()),
              MCU_OK)
        << "line " << r.line;
    EXPECT_EQ(sig, want) << "line " << r.line;
    const mcu_dsa_public_key pk = {params, y.data(), y.size()};
    EXPECT_EQ(mcu_dsa_verify_digest(&pk, digest.data(), digest.size(), sig.data(), sig.size()),
              MCU_OK);
    ++run;
  }
  EXPECT_EQ(run, 20);
}

}  // namespace
