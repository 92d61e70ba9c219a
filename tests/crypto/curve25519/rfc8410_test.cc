// RFC 8410 key files (mcucrypt/rfc8410.h): every PEM key in OpenSSL's
// evppkey_ecx.txt against its raw form there (read, and written back to
// the same bytes), each private key's public key (derived with our own
// X25519 / X448 / Ed25519 / Ed448) against the PEM public key of the same
// name, Wycheproof's publicKeyDer of every Ed25519 / Ed448 group, and the
// strictness and argument rules.
#include <stdint.h>
#include <string.h>

#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/pem.h"
#include "mcucrypt/rfc8410.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"
#include "tests/support/hex.h"
#include "tests/support/json.h"
#include "tests/support/vectors.h"

namespace {

using Bytes = std::vector<uint8_t>;

struct Keys {
  std::map<std::string, std::string> pem;  // name -> PEM text
  std::map<std::string, Bytes> raw;        // name (without -Raw) -> key
  std::map<std::string, std::string> raw_alg;
};

std::string Trim(const std::string &s) {
  size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

Keys LoadKeys() {
  Keys k;
  std::string text, err;
  EXPECT_TRUE(ReadWholeFile(VectorPath("kat/eddsa/evppkey_ecx.txt"), &text, &err)) << err;
  std::string pem_name, pem;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string line = Trim(text.substr(pos, end - pos));
    pos = end + 1;
    if (!pem_name.empty()) {
      pem += line + "\n";
      if (line.compare(0, 9, "-----END ") == 0) {
        k.pem[pem_name] = pem;
        pem_name.clear();
      }
      continue;
    }
    const size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    const std::string key = Trim(line.substr(0, eq)), value = Trim(line.substr(eq + 1));
    if (key == "PrivateKey" || key == "PublicKey") {
      pem_name = value;
      pem.clear();
    } else if (key == "PrivateKeyRaw" || key == "PublicKeyRaw") {
      const size_t c1 = value.find(':'), c2 = value.find(':', c1 + 1);
      std::string name = value.substr(0, c1);
      if (name.size() > 4 && name.compare(name.size() - 4, 4, "-Raw") == 0) {
        name.resize(name.size() - 4);
        k.raw[name] = FromHex(value.substr(c2 + 1));
        k.raw_alg[name] = value.substr(c1 + 1, c2 - c1 - 1);
      }
    }
  }
  return k;
}

mcu_rfc8410_alg AlgByName(const std::string &name) {
  if (name == "X25519") return MCU_RFC8410_X25519;
  if (name == "X448") return MCU_RFC8410_X448;
  if (name == "ED25519") return MCU_RFC8410_ED25519;
  return MCU_RFC8410_ED448;
}

Bytes PemToDer(const std::string &pem, const char *label) {
  uint8_t der[256];
  size_t der_len = 0, consumed = 0;
  EXPECT_EQ(MCU_OK, mcu_pem_decode(pem.data(), pem.size(), label, der, sizeof der, &der_len,
                                   &consumed))
      << pem;
  return Bytes(der, der + der_len);
}

mcu_status PublicFromPrivate(mcu_rfc8410_alg alg, const uint8_t *priv, uint8_t *pub) {
  switch (alg) {
    case MCU_RFC8410_X25519: return mcu_x25519_public_key(pub, priv);
    case MCU_RFC8410_X448: return mcu_x448_public_key(pub, priv);
    case MCU_RFC8410_ED25519: return mcu_ed25519_public_key(pub, priv);
    default: return mcu_ed448_public_key(pub, priv);
  }
}

TEST(Rfc8410, OpenSslPemKeys) {
  const Keys k = LoadKeys();
  size_t priv_seen = 0, pub_seen = 0;
  for (const auto &entry : k.pem) {
    const std::string &name = entry.first;
    SCOPED_TRACE(name);
    auto raw = k.raw.find(name);
    const bool is_public = name.size() > 7 && name.compare(name.size() - 7, 7, "-PUBLIC") == 0;
    const Bytes der = PemToDer(entry.second, is_public ? "PUBLIC KEY" : "PRIVATE KEY");
    mcu_rfc8410_alg alg;
    uint8_t key[MCU_RFC8410_MAX_KEY];
    size_t key_len = 0;
    ASSERT_EQ(MCU_OK, is_public ? mcu_rfc8410_read_public(der.data(), der.size(), &alg, key,
                                                          sizeof key, &key_len)
                                : mcu_rfc8410_read_private(der.data(), der.size(), &alg, key,
                                                           sizeof key, &key_len));
    ASSERT_EQ(key_len, mcu_rfc8410_key_size(alg));
    if (raw != k.raw.end()) {  // the same key in raw form
      EXPECT_EQ(alg, AlgByName(k.raw_alg.at(name)));
      EXPECT_EQ(ToHex(key, key_len), ToHex(raw->second.data(), raw->second.size()));
    }
    // Written back: the same DER.
    uint8_t buf[MCU_RFC8410_MAX_DER];
    const uint8_t *out;
    size_t out_len;
    ASSERT_EQ(MCU_OK, is_public ? mcu_rfc8410_write_public(alg, key, buf, sizeof buf, &out, &out_len)
                                : mcu_rfc8410_write_private(alg, key, buf, sizeof buf, &out, &out_len));
    EXPECT_EQ(ToHex(out, out_len), ToHex(der.data(), der.size()));
    if (is_public) {
      ++pub_seen;
      continue;
    }
    ++priv_seen;
    // Our public key of it is OpenSSL's.
    auto pub_pem = k.pem.find(name + "-PUBLIC");
    ASSERT_NE(pub_pem, k.pem.end());
    const Bytes pub_der = PemToDer(pub_pem->second, "PUBLIC KEY");
    uint8_t pub[MCU_RFC8410_MAX_KEY];
    ASSERT_EQ(MCU_OK, PublicFromPrivate(alg, key, pub));
    ASSERT_EQ(MCU_OK, mcu_rfc8410_write_public(alg, pub, buf, sizeof buf, &out, &out_len));
    EXPECT_EQ(ToHex(out, out_len), ToHex(pub_der.data(), pub_der.size()));
  }
  EXPECT_EQ(priv_seen, 17u);  // 2 X25519, 2 X448, 5 Ed25519, 8 Ed448
  EXPECT_EQ(pub_seen, 17u);
}

// Every Ed25519 / Ed448 group of the Wycheproof files: publicKeyDer is pk.
TEST(Rfc8410, WycheproofPublicKeyDer) {
  const char *const files[] = {"ed25519_test.json", "ed448_test.json"};
  size_t groups = 0;
  for (const char *file : files) {
    JsonValue doc;
    std::string err;
    ASSERT_TRUE(ReadJsonFile(VectorPath(std::string("wycheproof/") + file), &doc, &err)) << err;
    for (const JsonValue &g : doc.FindArray("testGroups")->items()) {
      const Bytes der = FromHex(g.FindString("publicKeyDer")->string_value());
      const Bytes pk = FromHex(g.FindObject("publicKey")->FindString("pk")->string_value());
      mcu_rfc8410_alg alg;
      uint8_t key[MCU_RFC8410_MAX_KEY];
      size_t key_len = 0;
      ASSERT_EQ(MCU_OK, mcu_rfc8410_read_public(der.data(), der.size(), &alg, key, sizeof key,
                                                &key_len));
      EXPECT_EQ(ToHex(key, key_len), ToHex(pk.data(), pk.size()));
      ++groups;
    }
  }
  EXPECT_GT(groups, 20u);
}

TEST(Rfc8410, Strict) {
  // Alice's X25519 public key (RFC 7748 section 6.1) as OpenSSL writes it.
  Bytes der = FromHex(
      "302a300506032b656e0321008520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
  mcu_rfc8410_alg alg;
  uint8_t key[MCU_RFC8410_MAX_KEY];
  size_t key_len;
  ASSERT_EQ(MCU_OK, mcu_rfc8410_read_public(der.data(), der.size(), &alg, key, sizeof key, &key_len));
  EXPECT_EQ(alg, MCU_RFC8410_X25519);
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL,
            mcu_rfc8410_read_public(der.data(), der.size(), &alg, key, 31, &key_len));
  Bytes bad = der;
  bad.push_back(0);  // trailing data
  EXPECT_NE(MCU_OK, mcu_rfc8410_read_public(bad.data(), bad.size(), &alg, key, sizeof key, &key_len));
  bad = der;
  bad[8] = 0x70;  // Ed25519's OID over a 32-byte key: fine
  EXPECT_EQ(MCU_OK, mcu_rfc8410_read_public(bad.data(), bad.size(), &alg, key, sizeof key, &key_len));
  EXPECT_EQ(alg, MCU_RFC8410_ED25519);
  bad[8] = 0x71;  // Ed448's OID over a 32-byte key: wrong length
  EXPECT_EQ(MCU_ERR_MALFORMED,
            mcu_rfc8410_read_public(bad.data(), bad.size(), &alg, key, sizeof key, &key_len));
  bad[8] = 0x72;  // not one of the four
  EXPECT_EQ(MCU_ERR_UNSUPPORTED,
            mcu_rfc8410_read_public(bad.data(), bad.size(), &alg, key, sizeof key, &key_len));
  // Parameters present (a NULL after the OID) are refused.
  Bytes params = FromHex(
      "302c300706032b656e05000321008520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
  EXPECT_NE(MCU_OK,
            mcu_rfc8410_read_public(params.data(), params.size(), &alg, key, sizeof key, &key_len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_rfc8410_read_public(der.data(), der.size(), nullptr, key, sizeof key, &key_len));
  uint8_t buf[MCU_RFC8410_MAX_DER];
  const uint8_t *out;
  size_t out_len;
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL,
            mcu_rfc8410_write_private(MCU_RFC8410_ED448, key, buf, 40, &out, &out_len));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_rfc8410_write_public(static_cast<mcu_rfc8410_alg>(9),
                                                               key, buf, sizeof buf, &out, &out_len));
  // RFC 8410 section 10.3: a version 2 private key with an attribute and
  // the public key.
  Bytes v2 = FromHex(
      "3072020101300506032b657004220420d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44"
      "755842a01f301d060a2a864886f70d01090914310f0c0d437572646c652043686169727381210019bf440969"
      "84cdfe8541bac167dc3b96c85086aa30b6b6cb0c5c38ad703166e1");
  ASSERT_EQ(MCU_OK, mcu_rfc8410_read_private(v2.data(), v2.size(), &alg, key, sizeof key, &key_len));
  EXPECT_EQ(alg, MCU_RFC8410_ED25519);
  EXPECT_EQ(ToHex(key, 32), "d4ee72dbf913584ad5b6d8f1f769f8ad3afe7c28cbf1d4fbe097a88f44755842");
}

}  // namespace
