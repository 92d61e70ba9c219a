// RSA against the NIST CAVP files in ../shared/vectors/kat/rsa (FIPS 186-3:
// SigVer15, SigVerPSS, SigGen15, SigGenPSS). RSA_KAT_SIGN unset: every
// signature of all four files is verified (SigVer: Result P must verify, F
// must not; SigGen: every S verifies). RSA_KAT_SIGN set: the SigGen files
// are signed again with the given d (PKCS#1 v1.5: byte for byte; PSS: with
// the file's SaltVal as the salt, byte for byte). Record counts are
// written here, so a truncated file fails.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "mcucrypt/rsa.h"
#include "tests/crypto/rsa/rsa_testing.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace {

struct KatFile {
  const char *name;
  bool pss, verify_file;
  int records;
};

const KatFile kFiles[] = {
    {"SigVer15_186-3.rsp", false, true, 270},
    {"SigVerPSS_186-3.rsp", true, true, 270},
    {"SigGen15_186-3.txt", false, false, 80},
    {"SigGenPSS_186-3.txt", true, false, 80},
};

// "SHA1" .. "SHA512" as CAVP spells them.
const mcu_hash_desc *CavpHash(const std::string &name) {
  return HashByName(name.substr(0, 3) + "-" + name.substr(3));
}

// An mcu_rng whose first answer is a fixed salt, then test bytes (the PSS
// signer draws the salt first, then the blinding).
struct SaltRng {
  std::vector<uint8_t> salt;
  bool salt_given = false;
  TestRng rest{5};
  static mcu_status Generate(void *ctx, uint8_t *out, size_t len) {
    SaltRng *r = static_cast<SaltRng *>(ctx);
    if (!r->salt_given) {
      r->salt_given = true;
      if (len != r->salt.size()) return MCU_ERR_HARDWARE;
      for (size_t i = 0; i < len; ++i) out[i] = r->salt[i];
      return MCU_OK;
    }
    return TestRng::Generate(&r->rest, out, len);
  }
};

class RsaKat : public testing::TestWithParam<KatFile> {};

TEST_P(RsaKat, File) {
  const KatFile &f = GetParam();
#ifdef RSA_KAT_SIGN
  if (f.verify_file) GTEST_SKIP() << "verification files: rsa_kat_verify_test";
#endif
  std::vector<RspRecord> records;
  std::string err;
  ASSERT_TRUE(ReadRspFile(VectorPath(std::string("kat/rsa/") + f.name), &records, &err)) << err;
  std::vector<uint8_t> n, e, d;
  int run = 0;
  for (const RspRecord &r : records) {
    // Hex as written, with a leading zero nibble restored where CAVP drops
    // it (e = 9ffbd; one S of 511 digits).
    auto field = [&](const char *name) {
      auto it = r.fields.find(name);
      const std::string v = it == r.fields.end() ? std::string() : it->second;
      return v.size() % 2 ? "0" + v : v;
    };
    if (!field("n").empty()) n = FromHex(field("n"));
    if (!field("e").empty()) e = FromHex(field("e"));
    if (!field("d").empty()) d = FromHex(field("d"));
    if (field("Msg").empty()) continue;
    const mcu_hash_desc *hash = CavpHash(field("SHAAlg"));
    ASSERT_NE(nullptr, hash) << r.line;
    const mcu_rsa_public_key pk = {n.data(), n.size(), e.data(), e.size(), 0, nullptr};
    const size_t k = mcu_rsa_modulus_len(&pk);
    const std::vector<uint8_t> sig = Padded(FromHex(field("S")), k);
    const std::vector<uint8_t> digest = Digest(hash, FromHex(field("Msg")));
    // SaltVal "00" stands for the empty salt (the headers give length 0).
    const std::string salt_hex = field("SaltVal");
    const std::vector<uint8_t> salt = salt_hex == "00" ? std::vector<uint8_t>() : FromHex(salt_hex);
    ++run;
#ifndef RSA_KAT_SIGN
    const mcu_status st =
        f.pss ? mcu_rsa_pss_verify(&pk, hash, hash, salt.size(), digest.data(), digest.size(),
                                   sig.data(), sig.size())
              : mcu_rsa_pkcs1v15_verify(&pk, hash, digest.data(), digest.size(), sig.data(),
                                        sig.size());
    const auto result = r.fields.find("Result");
    const bool pass = !f.verify_file || (result != r.fields.end() && result->second[0] == 'P');
    EXPECT_EQ(pass ? MCU_OK : MCU_ERR_INVALID_SIGNATURE, st)
        << f.name << " line " << r.line;
#else
    mcu_rsa_private_key sk = {};
    sk.pub = pk;
    sk.d = d.data();
    sk.d_len = d.size();
    SaltRng salt_rng;
    salt_rng.salt = salt;
    salt_rng.salt_given = !f.pss;  // PKCS#1 v1.5 draws only the blinding
    const mcu_rng rng = {&SaltRng::Generate, &salt_rng};
    std::vector<uint8_t> out(k);
    const mcu_status st =
        f.pss ? mcu_rsa_pss_sign(&sk, hash, hash, salt.size(), digest.data(), digest.size(),
                                 &rng, out.data(), k)
              : mcu_rsa_pkcs1v15_sign(&sk, hash, digest.data(), digest.size(), &rng, out.data(),
                                      k);
    EXPECT_EQ(MCU_OK, st) << f.name << " line " << r.line;
    EXPECT_EQ(ToHex(sig.data(), k), ToHex(out.data(), k)) << f.name << " line " << r.line;
#endif
  }
  EXPECT_EQ(f.records, run);
}

INSTANTIATE_TEST_SUITE_P(Cavp, RsaKat, testing::ValuesIn(kFiles),
                         [](const testing::TestParamInfo<KatFile> &p) {
                           std::string s = p.param.name;
                           s = s.substr(0, s.find('.'));
                           for (char &c : s) {
                             if (c == '-') c = '_';
                           }
                           return s;
                         });

}  // namespace
