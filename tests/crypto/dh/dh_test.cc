// Diffie-Hellman: the built-in groups equal ../shared/vectors/kat/dh's
// (RFC 7919 / RFC 3526 primes and q = (p - 1) / 2; MODP 1024 is RFC 2409's,
// checked by its published ends); OpenSSL's FFDHE derivations
// (evppkey_ffdhe.txt: the PKCS#8 and SubjectPublicKeyInfo keys load, the
// shared secret as pkeyutl -derive writes it, unpadded, and with dh_pad:1,
// padded; its X9.42 KDF cases are outside DH and left out; 6144/8192 are
// beyond MCU_DH_MAX_P_BITS); key pairs of each group agree; bad peer keys,
// arguments and key files are refused; key files round-trip.
#include <gtest/gtest.h>
#include <stdio.h>

#include <map>
#include <string>
#include <vector>

#include "mcucrypt/dh.h"
#include "mcucrypt/modexp.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/pem.h"
#include "tests/crypto/rsa/rsa_testing.h"
#include "tests/support/hex.h"
#include "tests/support/vectors.h"

#ifndef DH_ALL_GROUPS
#define DH_ALL_GROUPS 1
#endif

namespace {

std::string ReadText(const std::string& relative) {
  std::string text;
  FILE* f = fopen(VectorPath(relative).c_str(), "rb");
  if (f == nullptr) return text;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof(buf), f)) > 0) text.append(buf, n);
  fclose(f);
  return text;
}

std::vector<uint8_t> Bytes(const uint8_t* p, size_t len) { return std::vector<uint8_t>(p, p + len); }

// "Key = value" records of the groups file, by Name.
std::map<std::string, std::map<std::string, std::string>> GroupRecords() {
  std::map<std::string, std::map<std::string, std::string>> out;
  const std::string text = ReadText("kat/dh/ffdhe_rfc7919_modp_rfc3526.txt");
  std::map<std::string, std::string> cur;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const size_t eq = line.find(" = ");
    if (line.empty() || line[0] == '#' || eq == std::string::npos) {
      if (cur.count("Name")) out[cur["Name"]] = cur;
      cur.clear();
      continue;
    }
    cur[line.substr(0, eq)] = line.substr(eq + 3);
  }
  if (cur.count("Name")) out[cur["Name"]] = cur;
  return out;
}

TEST(DhTest, GroupsEqualTheRfcs) {
  const auto records = GroupRecords();
  int checked = 0;
  for (unsigned id = 0; id < MCU_DH_GROUP_COUNT; ++id) {
    mcu_dh_params grp;
    ASSERT_EQ(mcu_dh_group(static_cast<mcu_dh_group_id>(id), &grp), MCU_OK);
    const std::string name = mcu_dh_group_name(static_cast<mcu_dh_group_id>(id));
    EXPECT_EQ(mcu_dh_group_find(&grp), static_cast<mcu_dh_group_id>(id));
    EXPECT_EQ(Bytes(grp.g, grp.g_len), std::vector<uint8_t>{2});
    auto it = records.find(name);
    if (it == records.end()) {
      ASSERT_EQ(name, "modp1024");
      const std::string hex = ToHex(grp.p, grp.p_len);
      EXPECT_EQ(hex.substr(0, 32), "ffffffffffffffffc90fdaa22168c234");
      EXPECT_EQ(hex.substr(hex.size() - 32), "49286651ece65381ffffffffffffffff");
      continue;
    }
    EXPECT_EQ(Bytes(grp.p, grp.p_len), FromHex(it->second.at("P"))) << name;
    if (it->second.count("Q")) {
      EXPECT_EQ(Bytes(grp.q, grp.q_len), FromHex(it->second.at("Q"))) << name;
    }
    ++checked;
  }
  EXPECT_EQ(checked, 7);
  mcu_dh_params grp;
  EXPECT_EQ(mcu_dh_group(MCU_DH_GROUP_COUNT, &grp), MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dh_group_name(MCU_DH_GROUP_COUNT), nullptr);
}

// The PEM block after "PrivateKey=name" / "PublicKey=name" as DER.
std::vector<uint8_t> PemAfter(const std::string& text, const std::string& marker,
                              const char* label) {
  const size_t at = text.find(marker + "\n");
  if (at == std::string::npos) return {};
  std::vector<uint8_t> der(8192);
  size_t len = 0;
  if (mcu_pem_decode(text.data() + at, text.size() - at, label, der.data(), der.size(), &len,
                     nullptr) != MCU_OK) {
    return {};
  }
  der.resize(len);
  return der;
}

TEST(DhTest, OpensslFfdheDerivations) {
  const std::string text = ReadText("kat/dh/evppkey_ffdhe.txt");
  ASSERT_FALSE(text.empty());
  int run = 0;
  size_t pos = 0;
  while ((pos = text.find("\nDerive=", pos)) != std::string::npos) {
    ++pos;
    const size_t end = text.find("\n\n", pos);
    const std::string block = text.substr(pos, end == std::string::npos ? end : end - pos);
    pos += block.size();
    std::map<std::string, std::string> f;
    bool pad = false, kdf = false;
    size_t lp = 0;
    while (lp < block.size()) {
      size_t le = block.find('\n', lp);
      if (le == std::string::npos) le = block.size();
      const std::string line = block.substr(lp, le - lp);
      lp = le + 1;
      if (line == "Ctrl = dh_pad:1") pad = true;
      if (line.find("kdf-type") != std::string::npos) kdf = true;
      const size_t eq = line.find('=');
      if (eq != std::string::npos && line.compare(0, 4, "Ctrl") != 0) {
        f[line.substr(0, eq)] = line.substr(eq + 1);
      }
    }
    const std::string& name = f["Derive"];
    if (kdf || name.find("6144") != std::string::npos || name.find("8192") != std::string::npos) {
      continue;
    }
    if (!DH_ALL_GROUPS && name.find("2048") == std::string::npos) continue;
    const std::vector<uint8_t> priv_der = PemAfter(text, "PrivateKey=" + name, "PRIVATE KEY");
    const std::vector<uint8_t> pub_der = PemAfter(text, "PublicKey=" + f["PeerKey"], "PUBLIC KEY");
    ASSERT_FALSE(priv_der.empty()) << name;
    ASSERT_FALSE(pub_der.empty()) << f["PeerKey"];
    mcu_dh_params params, peer_params;
    const uint8_t *x = nullptr, *y = nullptr;
    size_t x_len = 0, y_len = 0;
    ASSERT_EQ(mcu_dh_private_key_from_der(&params, &x, &x_len, priv_der.data(), priv_der.size()),
              MCU_OK)
        << name;
    ASSERT_EQ(mcu_dh_public_key_from_der(&peer_params, &y, &y_len, pub_der.data(), pub_der.size()),
              MCU_OK)
        << f["PeerKey"];
    EXPECT_NE(params.q, nullptr);  // a named group: q known
    EXPECT_NE(mcu_dh_group_find(&params), MCU_DH_GROUP_COUNT);
    std::vector<uint8_t> secret(MCU_DH_MAX_P_BYTES);
    size_t len = 0;
    ASSERT_EQ(mcu_dh_derive(&params, x, x_len, y, y_len, pad ? 1 : 0, secret.data(),
                            secret.size(), &len),
              MCU_OK)
        << name;
    secret.resize(len);
    EXPECT_EQ(secret, FromHex(f["SharedSecret"])) << name << (pad ? " padded" : "");
    ++run;
  }
  EXPECT_EQ(run, DH_ALL_GROUPS ? 7 : 3);
}

TEST(DhTest, KeyPairsAgreeAndFilesRoundTrip) {
  TestRng bytes(9);
  const mcu_rng rng = bytes.rng();
  for (unsigned id = 0; id < MCU_DH_GROUP_COUNT; ++id) {
    if (!DH_ALL_GROUPS && id != MCU_DH_MODP1024) continue;
    mcu_dh_params grp;
    ASSERT_EQ(mcu_dh_group(static_cast<mcu_dh_group_id>(id), &grp), MCU_OK);
    const size_t plen = mcu_dh_p_len(&grp);
    ASSERT_EQ(plen, grp.p_len);
    uint8_t xa[64], xb[64];
    size_t xa_len = 0, xb_len = 0;
    std::vector<uint8_t> ya(plen), yb(plen), za(plen), zb(plen);
    ASSERT_EQ(mcu_dh_generate_key(&grp, &rng, xa, sizeof(xa), &xa_len, ya.data(), plen), MCU_OK);
    ASSERT_EQ(mcu_dh_generate_key(&grp, &rng, xb, sizeof(xb), &xb_len, yb.data(), plen), MCU_OK);
    EXPECT_EQ(xa_len, (grp.private_bits + 7) / 8);
    EXPECT_EQ(mcu_dh_check_public(&grp, ya.data(), plen), MCU_OK);
    size_t la = 0, lb = 0;
    ASSERT_EQ(mcu_dh_derive(&grp, xa, xa_len, yb.data(), plen, 1, za.data(), plen, &la), MCU_OK);
    ASSERT_EQ(mcu_dh_derive(&grp, xb, xb_len, ya.data(), plen, 1, zb.data(), plen, &lb), MCU_OK);
    EXPECT_EQ(la, plen);
    EXPECT_EQ(za, zb) << mcu_dh_group_name(static_cast<mcu_dh_group_id>(id));
    // Key files: written, read back to the same values.
    std::vector<uint8_t> buf(2 * plen + 256);
    const uint8_t* der = nullptr;
    size_t der_len = 0;
    ASSERT_EQ(mcu_dh_private_key_to_der(&grp, xa, xa_len, buf.data(), buf.size(), &der, &der_len),
              MCU_OK);
    mcu_dh_params back;
    const uint8_t* v = nullptr;
    size_t v_len = 0;
    ASSERT_EQ(mcu_dh_private_key_from_der(&back, &v, &v_len, der, der_len), MCU_OK);
    EXPECT_EQ(Bytes(back.p, back.p_len), Bytes(grp.p, grp.p_len));
    EXPECT_EQ(back.private_bits, grp.private_bits);
    EXPECT_EQ(Bytes(back.q, back.q_len), Bytes(grp.q, grp.q_len));
    ASSERT_EQ(mcu_dh_public_key_to_der(&grp, ya.data(), plen, buf.data(), buf.size(), &der,
                                       &der_len),
              MCU_OK);
    ASSERT_EQ(mcu_dh_public_key_from_der(&back, &v, &v_len, der, der_len), MCU_OK);
    ASSERT_EQ(mcu_dh_params_to_der(&grp, buf.data(), buf.size(), &der, &der_len), MCU_OK);
    ASSERT_EQ(mcu_dh_params_from_der(&back, der, der_len), MCU_OK);
    EXPECT_EQ(mcu_dh_group_find(&back), static_cast<mcu_dh_group_id>(id));
  }
}

// x (n words, least significant first) from big-endian bytes.
mcu_status WordsFromBe(uint32_t* x, size_t n, const uint8_t* b, size_t len) {
  if (len > 4 * n) return MCU_ERR_INVALID_ARGUMENT;
  for (size_t i = 0; i < n; ++i) x[i] = 0;
  for (size_t i = 0; i < len; ++i) x[i / 4] |= uint32_t(b[len - 1 - i]) << (8 * (i % 4));
  return MCU_OK;
}

// The safe-prime groups check y^q = 1 by the Jacobi symbol (Euler's
// criterion): on each FFDHE/MODP group, pseudo-random y (half of them
// residues, half not) give the verdict y^q mod p computed with the modexp.
TEST(DhTest, SafePrimeCheckIsEulersCriterion) {
  TestRng bytes(11);
  const mcu_rng rng = bytes.rng();
#if DH_ALL_GROUPS
  const int ids[] = {MCU_DH_MODP1024, MCU_DH_FFDHE2048, MCU_DH_FFDHE3072};
#else
  const int ids[] = {MCU_DH_MODP1024};  // a core: one full-size exponentiation per y
#endif
  for (int id : ids) {
    mcu_dh_params grp;
    ASSERT_EQ(mcu_dh_group(static_cast<mcu_dh_group_id>(id), &grp), MCU_OK);
    const size_t plen = grp.p_len, nw = plen / 4;
    std::vector<uint32_t> p(nw), q(nw), y(nw), r(nw), work(mcu_modexp.workspace_words(nw));
    ASSERT_EQ(WordsFromBe(p.data(), nw, grp.p, plen), MCU_OK);
    ASSERT_EQ(WordsFromBe(q.data(), nw, grp.q, grp.q_len), MCU_OK);
    int accepted = 0, refused = 0;
    for (int k = 0; k < 12; ++k) {
      std::vector<uint8_t> yb(plen);
      ASSERT_EQ(mcu_rng_generate(&rng, yb.data(), plen), MCU_OK);
      yb[0] &= 0x7F;  // below p (its top bit is set, the next ones too)
      ASSERT_EQ(WordsFromBe(y.data(), nw, yb.data(), plen), MCU_OK);
      ASSERT_EQ(mcu_modexp.modexp(&mcu_modexp, r.data(), y.data(), q.data(), nw, p.data(), nw, 0,
                                  work.data(), work.size()),
                MCU_OK);
      bool is_one = r[0] == 1;
      for (size_t i = 1; i < nw; ++i) is_one = is_one && r[i] == 0;
      const mcu_status st = mcu_dh_check_public(&grp, yb.data(), plen);
      EXPECT_EQ(st, is_one ? MCU_OK : MCU_ERR_INVALID_KEY) << mcu_dh_group_name(static_cast<mcu_dh_group_id>(id)) << " " << k;
      (is_one ? accepted : refused) += 1;
    }
    EXPECT_GT(accepted, 0);
    EXPECT_GT(refused, 0);
  }
}

TEST(DhTest, BadPeerKeysAndArguments) {
  mcu_dh_params grp;
  ASSERT_EQ(mcu_dh_group(MCU_DH_MODP1024, &grp), MCU_OK);
  const size_t plen = grp.p_len;
  ASSERT_EQ(plen, 128u);
  TestRng bytes(4);
  const mcu_rng rng = bytes.rng();
  uint8_t x[64];
  size_t x_len = 0;
  std::vector<uint8_t> y(plen), z(plen);
  ASSERT_EQ(mcu_dh_generate_key(&grp, &rng, x, sizeof(x), &x_len, y.data(), plen), MCU_OK);
  // 0, 1, p - 1, p, and an element outside the order-q subgroup (p - 1 has
  // order 2; so does nothing else here, but a non-residue like g^1 * -1
  // fails y^q = 1).
  std::vector<uint8_t> pm1 = Bytes(grp.p, plen);
  pm1[plen - 1] -= 1;
  std::vector<uint8_t> zero(plen, 0), one(plen, 0), p = Bytes(grp.p, plen), nonres = pm1;
  one[plen - 1] = 1;
  nonres[plen - 1] -= 1;  // p - 2 = -2: 2 is a residue for these p, -1 is not
  for (const auto& bad : {zero, one, pm1, p, nonres}) {
    EXPECT_EQ(mcu_dh_check_public(&grp, bad.data(), bad.size()), MCU_ERR_INVALID_KEY);
    size_t len = 7;
    EXPECT_EQ(mcu_dh_derive(&grp, x, x_len, bad.data(), bad.size(), 1, z.data(), plen, &len),
              MCU_ERR_INVALID_KEY);
    EXPECT_EQ(len, 0u);
    EXPECT_EQ(z, std::vector<uint8_t>(plen, 0));
  }
  // Without q only the range is checked: -2 passes then.
  mcu_dh_params no_q = grp;
  no_q.q = nullptr;
  EXPECT_EQ(mcu_dh_check_public(&no_q, nonres.data(), plen), MCU_OK);
  // Arguments.
  size_t len = 0;
  EXPECT_EQ(mcu_dh_derive(&grp, x, x_len, y.data(), plen, 1, z.data(), plen - 1, &len),
            MCU_ERR_BUFFER_TOO_SMALL);
  EXPECT_EQ(mcu_dh_derive(&grp, nullptr, 0, y.data(), plen, 1, z.data(), plen, &len),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dh_derive(nullptr, x, x_len, y.data(), plen, 1, z.data(), plen, &len),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dh_generate_key(&grp, nullptr, x, sizeof(x), &x_len, y.data(), plen),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dh_generate_key(&grp, &rng, x, 3, &x_len, y.data(), plen),
            MCU_ERR_BUFFER_TOO_SMALL);
  EXPECT_EQ(mcu_dh_generate_key(&grp, &rng, x, sizeof(x), &x_len, y.data(), plen - 1),
            MCU_ERR_INVALID_ARGUMENT);
  TestRng failing(1);
  failing.fail = true;
  const mcu_rng bad_rng = failing.rng();
  EXPECT_EQ(mcu_dh_generate_key(&grp, &bad_rng, x, sizeof(x), &x_len, y.data(), plen),
            MCU_ERR_RNG_FAILED);
  EXPECT_EQ(y, std::vector<uint8_t>(plen, 0));
  mcu_dh_params even = grp;
  std::vector<uint8_t> pe = Bytes(grp.p, plen);
  pe[plen - 1] ^= 1;
  even.p = pe.data();
  EXPECT_EQ(mcu_dh_p_len(&even), 0u);
  EXPECT_EQ(mcu_dh_check_public(&even, y.data(), plen), MCU_ERR_INVALID_KEY);
  // Malformed key files.
  const uint8_t junk[] = {0x30, 0x03, 0x02, 0x01, 0x01};
  mcu_dh_params back;
  const uint8_t* v = nullptr;
  size_t v_len = 0;
  EXPECT_NE(mcu_dh_private_key_from_der(&back, &v, &v_len, junk, sizeof(junk)), MCU_OK);
  EXPECT_NE(mcu_dh_public_key_from_der(&back, &v, &v_len, junk, sizeof(junk)), MCU_OK);
  EXPECT_NE(mcu_dh_params_from_der(&back, junk, sizeof(junk)), MCU_OK);
}

}  // namespace
