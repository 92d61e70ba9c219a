// Helpers the SM2 tests share: the curves of the known-answer files as
// crypto/ec Curve values (the SM2 and P-256 curves from crypto/ec; the
// standard's Fp-256 example curve built here from its published p, a, b,
// G, n, with the Montgomery constants computed by crypto/ec's own modular
// arithmetic), groups over them, big-endian values from hex.
#ifndef MCUCRYPT_TESTS_CRYPTO_SM2_SM2_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_SM2_SM2_TESTING_H_

#include <stdio.h>
#include <string.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "crypto/ec/ec_curve.h"
#include "crypto/sm2/sm2_internal.h"
#include "gtest/gtest.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/pem.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sm3.h"
#include "tests/support/hex.h"
#include "tests/support/test_rng.h"
#include "tests/support/vectors.h"

namespace sm2_testing {

using mcucrypt::ec::Curve;
using mcucrypt::ec::Mod;

// Hex (optionally "0x"-prefixed) as len big-endian bytes.
inline std::vector<uint8_t> Be(const std::string &s, size_t len) {
  std::string h = s.compare(0, 2, "0x") == 0 ? s.substr(2) : s;
  if (h.size() % 2) h = "0" + h;
  const std::vector<uint8_t> v = FromHex(h);
  std::vector<uint8_t> out(len, 0);
  EXPECT_LE(v.size(), len) << s;
  if (v.size() <= len) memcpy(out.data() + len - v.size(), v.data(), v.size());
  return out;
}

// A 256-bit short Weierstrass curve from its parameters.
class TestCurve {
 public:
  TestCurve(const std::string &p, const std::string &a, const std::string &b,
            const std::string &gx, const std::string &gy, const std::string &n) {
    BuildMod(&curve_.p, p, p_);
    BuildMod(&curve_.n, n, n_);
    curve_.id = MCU_EC_SM2P256V1;  // unused: the group has no descriptor
    curve_.name = "test";
    curve_.field_size = 32;
    curve_.scalar_size = 32;
    curve_.order_bits = 256;
    while (curve_.order_bits > 1 &&
           !((n_.m[(curve_.order_bits - 1) / 32] >> ((curve_.order_bits - 1) % 32)) & 1)) {
      --curve_.order_bits;
    }
    // (p + 1) / 4
    uint64_t carry = 1;
    for (int i = 0; i < 8; ++i) {
      carry += p_.m[i];
      sqrt_[i] = static_cast<uint32_t>(carry);
      carry >>= 32;
    }
    for (int i = 0; i < 8; ++i) sqrt_[i] = (sqrt_[i] >> 2) | (i < 7 ? sqrt_[i + 1] << 30 : 0);
    curve_.sqrt_exp = sqrt_;
    ToMont(a, a_);
    ToMont(b, b_);
    ToMont(gx, gx_);
    ToMont(gy, gy_);
    mcucrypt::ec::mod_add(curve_.p, b3_, b_, b_);
    mcucrypt::ec::mod_add(curve_.p, b3_, b3_, b_);
    curve_.a = a_;
    curve_.b = b_;
    curve_.b3 = b3_;
    curve_.gx = gx_;
    curve_.gy = gy_;
    // a = -3 picks RCB's Algorithms 4-6.
    uint32_t minus3[8], three[8] = {3}, av[8];
    mcucrypt::ec::mod_sub(curve_.p, minus3, three, three);
    mcucrypt::ec::mod_sub(curve_.p, minus3, minus3, three);
    mcucrypt::ec::mod_from_bytes(curve_.p, av, Be(a, 32).data(), 32);
    curve_.a_is_minus3 = memcmp(av, minus3, sizeof(av)) == 0;
  }
  const Curve &curve() const { return curve_; }

 private:
  struct ModTables {
    uint32_t m[8], r2[8], one[8], m2[8];
  };
  static void BuildMod(Mod *mod, const std::string &hex, ModTables &t) {
    mod->limbs = 8;
    const std::vector<uint8_t> be = Be(hex, 32);
    for (int i = 0; i < 8; ++i) {
      const uint8_t *w = be.data() + 28 - 4 * i;
      t.m[i] = uint32_t{w[0]} << 24 | uint32_t{w[1]} << 16 | uint32_t{w[2]} << 8 | w[3];
    }
    mod->m = t.m;
    // -m^-1 mod 2^32 by Newton's iteration (each step doubles the bits).
    uint32_t inv = t.m[0];
    for (int i = 0; i < 5; ++i) inv *= 2 - t.m[0] * inv;
    mod->m0inv = 0u - inv;
    mod->mul = mcucrypt::ec::mod_mul_montgomery;  // the example curve: generic Montgomery form
    // R mod m and R^2 mod m by doubling 1 (mod_add needs only m).
    uint32_t x[8] = {1};
    for (int i = 0; i < 256; ++i) mcucrypt::ec::mod_add(*mod, x, x, x);
    memcpy(t.one, x, sizeof(x));
    for (int i = 0; i < 256; ++i) mcucrypt::ec::mod_add(*mod, x, x, x);
    memcpy(t.r2, x, sizeof(x));
    uint32_t two[8] = {2};
    int64_t borrow = 0;
    for (int i = 0; i < 8; ++i) {
      const int64_t d = static_cast<int64_t>(t.m[i]) - two[i] + borrow;
      t.m2[i] = static_cast<uint32_t>(d);
      borrow = d < 0 ? -1 : 0;
    }
    mod->r2 = t.r2;
    mod->one = t.one;
    mod->m_minus_2 = t.m2;
  }
  void ToMont(const std::string &hex, uint32_t *out) {
    uint32_t v[8];
    EXPECT_TRUE(mcucrypt::ec::mod_from_bytes(curve_.p, v, Be(hex, 32).data(), 32)) << hex;
    mcucrypt::ec::mod_to_mont(curve_.p, out, v);
  }

  Curve curve_{};
  ModTables p_{}, n_{};
  uint32_t sqrt_[8] = {}, a_[8] = {}, b_[8] = {}, b3_[8] = {}, gx_[8] = {}, gy_[8] = {};
};

// The standard's Fp-256 example curve (GB/T 32918.2-5 Annex A,
// draft-shen-sm2-ecdsa), as the key-exchange file and sm2_sig.vec give it.
inline const TestCurve &ExampleCurve() {
  static const TestCurve c(
      "8542D69E4C044F18E8B92435BF6FF7DE457283915C45517D722EDB8B08F1DFC3",
      "787968B4FA32C3FD2417842E73BBFEFF2F3C848B6831D7E0EC65228B3937E498",
      "63E4C6D3B23B0C849CF84241484BFE48F61D59A5B16BA06E6E12D1DA27C5249A",
      "421DEBD61B62EAB6746434EBC3CC315E32220B3BADD50BDC4C4E6C147FEDD43D",
      "0680512BCBB42C07D47349D2153B70C4E5D7FDFCBFA36EA1A85841B9E46E09A2",
      "8542D69E4C044F18E8B92435BF6FF7DD297720630485628D5AE74EE7C32E79B7");
  return c;
}

// The group of a Botan-format curve block (by its P), with hash h.
inline mcucrypt::sm2::Group GroupFor(const std::string &p, const mcu_hash_desc *h) {
  const std::string hex = p.compare(0, 2, "0x") == 0 ? p.substr(2) : p;
  if (hex == "FFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF") {
    return {mcucrypt::ec::curve_by_id(MCU_EC_SM2P256V1), &mcu_sm2_mul, h};
  }
  if (hex == "FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF") {
    return {mcucrypt::ec::curve_by_id(MCU_EC_SECP256R1), &mcu_p256_mul, h};
  }
  EXPECT_EQ(hex, "8542D69E4C044F18E8B92435BF6FF7DE457283915C45517D722EDB8B08F1DFC3");
  return {&ExampleCurve().curve(), nullptr, h};
}

inline const mcu_hash_desc *HashByName(const std::string &name) {
  return name == "SHA-256" ? &mcu_sha256_desc : &mcu_sm3_desc;
}

// An mcu_rng over an Rng (test data only).
inline mcu_status TestGenerate(void *ctx, uint8_t *out, size_t len) {
  Rng *rng = static_cast<Rng *>(ctx);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(rng->Next() >> 56);
  return MCU_OK;
}


// OpenSSL's evp test file (evppkey_sm2.txt): its text, its blocks of
// "Key = Value" lines (blank-line separated), and SM2_key1 (PKCS#8 PEM).
inline std::string ReadText(const std::string &relative) {
  std::string text;
  FILE *f = fopen(VectorPath(relative).c_str(), "rb");
  EXPECT_NE(f, nullptr) << relative;
  if (f == nullptr) return text;
  char buf[512];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) text.append(buf, n);
  fclose(f);
  return text;
}

using EvpBlock = std::vector<std::pair<std::string, std::string>>;

inline std::vector<EvpBlock> EvpBlocks(const std::string &text) {
  std::vector<EvpBlock> blocks(1);
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) {
      if (!blocks.back().empty()) blocks.emplace_back();
      continue;
    }
    if (line[0] == '#') continue;
    const size_t eq = line.find('=');
    if (eq == std::string::npos || line.compare(0, 5, "-----") == 0) continue;
    auto trim = [](std::string v) {
      while (!v.empty() && v.front() == ' ') v.erase(v.begin());
      while (!v.empty() && v.back() == ' ') v.pop_back();
      return v;
    };
    blocks.back().emplace_back(trim(line.substr(0, eq)), trim(line.substr(eq + 1)));
  }
  return blocks;
}

inline std::string Field(const EvpBlock &b, const std::string &key) {
  for (const auto &kv : b) {
    if (kv.first == key) return kv.second;
  }
  return "";
}

// SM2_key1's private key (32 bytes) through mcucrypt's PEM and PKCS#8
// decoding.
inline std::vector<uint8_t> OpenSslKey1() {
  const std::string text = ReadText("kat/sm2/evppkey_sm2.txt");
  const size_t at = text.find("-----BEGIN PRIVATE KEY-----");
  EXPECT_NE(at, std::string::npos);
  uint8_t der[256];
  size_t der_len = 0, used = 0;
  EXPECT_EQ(mcu_pem_decode(text.data() + at, text.size() - at, "PRIVATE KEY", der, sizeof der,
                           &der_len, &used),
            MCU_OK);
  mcu_ec_curve_id curve = MCU_EC_SECP256R1;
  std::vector<uint8_t> priv(MCU_EC_MAX_SCALAR_SIZE);
  EXPECT_EQ(mcu_ec_pkcs8_private_key_decode(der, der_len, &curve, priv.data(), priv.size()),
            MCU_OK);
  EXPECT_EQ(curve, MCU_EC_SM2P256V1);
  priv.resize(32);
  return priv;
}

inline std::string Hex(const std::vector<uint8_t> &v) { return ToHex(v.data(), v.size()); }

}  // namespace sm2_testing

#endif  // MCUCRYPT_TESTS_CRYPTO_SM2_SM2_TESTING_H_
