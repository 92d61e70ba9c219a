// PEM armour: RFC 4648 Base64 vectors, a 100-byte block byte for byte
// against Python's base64 with OpenSSL's 64-character lines, round trips of
// every length 0..200, and the malformed blocks the decoder must refuse
// (characters outside the alphabet, bad or missing padding, non-zero
// trailing bits, wrong or missing END, encrypted headers, short buffers).
#include "mcucrypt/pem.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/support/hex.h"

namespace {

std::string Armour(const std::string &label, const std::string &body) {
  return "-----BEGIN " + label + "-----\n" + body + "-----END " + label + "-----\n";
}

mcu_status Decode(const std::string &pem, const char *label, std::string *hex,
                  size_t cap = 512) {
  std::vector<uint8_t> der(cap);
  size_t n = 0;
  const mcu_status st = mcu_pem_decode(pem.data(), pem.size(), label, der.data(), der.size(),
                                       &n, nullptr);
  if (st == MCU_OK && hex != nullptr) *hex = ToHex(der.data(), n);
  return st;
}

TEST(Pem, Rfc4648Vectors) {
  const char *const kCases[][2] = {
      {"", ""},         {"66", "Zg=="},           {"666f", "Zm8="},
      {"666f6f", "Zm9v"}, {"666f6f62", "Zm9vYg=="}, {"666f6f6261", "Zm9vYmE="},
      {"666f6f626172", "Zm9vYmFy"},
  };
  for (const auto &c : kCases) {
    const std::string body = std::string(c[1]) + (c[1][0] ? "\n" : "");
    std::string hex;
    ASSERT_EQ(MCU_OK, Decode(Armour("DATA", body), "DATA", &hex)) << c[1];
    EXPECT_EQ(c[0], hex);
    const std::vector<uint8_t> der = FromHex(c[0]);
    char out[128];
    size_t out_len = 0;
    ASSERT_EQ(MCU_OK, mcu_pem_encode("DATA", der.data(), der.size(), out, sizeof out, &out_len));
    EXPECT_EQ(Armour("DATA", body), std::string(out, out_len));
    EXPECT_EQ('\0', out[out_len]);
  }
}

TEST(Pem, LinesOfSixtyFour) {
  // python3 -c "import base64; print(base64.b64encode(bytes(range(100))))"
  const std::string body =
      "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4v\n"
      "MDEyMzQ1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5f\n"
      "YGFiYw==\n";
  std::vector<uint8_t> data(100);
  for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<uint8_t>(i);
  char out[256];
  size_t out_len = 0;
  ASSERT_EQ(MCU_OK, mcu_pem_encode("PUBLIC KEY", data.data(), data.size(), out, sizeof out,
                                   &out_len));
  EXPECT_EQ(Armour("PUBLIC KEY", body), std::string(out, out_len));
  EXPECT_EQ(mcu_pem_encoded_len(10, 100), out_len);
  std::string hex;
  ASSERT_EQ(MCU_OK, Decode(std::string(out, out_len), "PUBLIC KEY", &hex));
  EXPECT_EQ(ToHex(data.data(), data.size()), hex);
  // The exact size is enough, one byte less is not.
  std::vector<uint8_t> der(100);
  size_t n = 0;
  EXPECT_EQ(MCU_OK, mcu_pem_decode(out, out_len, "PUBLIC KEY", der.data(), 100, &n, nullptr));
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL,
            mcu_pem_decode(out, out_len, "PUBLIC KEY", der.data(), 99, &n, nullptr));
  EXPECT_EQ(std::vector<uint8_t>(99, 0), std::vector<uint8_t>(der.begin(), der.begin() + 99))
      << "a failed decode leaves no partial output";
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, mcu_pem_encode("PUBLIC KEY", data.data(), data.size(), out,
                                                     out_len, &out_len));
}

TEST(Pem, RoundTripsEveryLength) {
  for (size_t len = 0; len <= 200; ++len) {
    std::vector<uint8_t> data(len);
    for (size_t i = 0; i < len; ++i) data[i] = static_cast<uint8_t>(i * 37 + len);
    std::vector<char> out(mcu_pem_encoded_len(11, len) + 1);
    size_t out_len = 0;
    ASSERT_EQ(MCU_OK, mcu_pem_encode("PRIVATE KEY", data.data(), len, out.data(), out.size(),
                                     &out_len));
    ASSERT_EQ(out.size() - 1, out_len);
    std::vector<uint8_t> back(len);
    size_t n = 0, consumed = 0;
    ASSERT_EQ(MCU_OK, mcu_pem_decode(out.data(), out_len, "PRIVATE KEY", back.data(), len, &n,
                                     &consumed)) << len;
    EXPECT_EQ(data, std::vector<uint8_t>(back.begin(), back.begin() + n));
    EXPECT_EQ(out_len, consumed);
  }
}

TEST(Pem, AcceptsWhatOpenSslAccepts) {
  std::string hex;
  // Text before the block, CRLF line ends, short lines, trailing spaces, no
  // final newline.
  const std::string pem = "Certificate-ish text\r\n-----BEGIN X-----  \r\nZm9v\r\nYmFy \r\n"
                          "-----END X-----";
  ASSERT_EQ(MCU_OK, Decode(pem, "X", &hex));
  EXPECT_EQ("666f6f626172", hex);
  // The second of two blocks, by label.
  const std::string two = Armour("A", "Zg==\n") + Armour("B", "Zm8=\n");
  ASSERT_EQ(MCU_OK, Decode(two, "B", &hex));
  EXPECT_EQ("666f", hex);
  // Every Base64 character, so each of the alphabet's ranges is checked.
  const std::string all =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\n";
  ASSERT_EQ(MCU_OK, Decode(Armour("X", all), "X", &hex));
  EXPECT_EQ(
      "00108310518720928b30d38f41149351559761969b71d79f8218a39259a7a29aabb2dbafc31cb3d35db7e39ebb"
      "f3dfbf",
      hex);
}

TEST(Pem, RefusesMalformed) {
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode("", "X", nullptr));
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("Y", "Zg==\n"), "X", nullptr));  // other label
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode("-----BEGIN X-----\nZg==\n", "X", nullptr));  // no END
  EXPECT_EQ(MCU_ERR_MALFORMED,
            Decode("-----BEGIN X-----\nZg==\n-----END Y-----\n", "X", nullptr));
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode("-----BEGIN X----- junk\nZg==\n-----END X-----\n", "X",
                                      nullptr));
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(" -----BEGIN X-----\nZg==\n-----END X-----\n", "X",
                                      nullptr));  // not at a line start
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Zg=\n"), "X", nullptr));    // short pad
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Zg\n"), "X", nullptr));     // no pad
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Z===\n"), "X", nullptr));   // 3 pads
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Zg==Zg==\n"), "X", nullptr));  // data after
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Zh==\n"), "X", nullptr));   // bits left over
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Zm9=\n"), "X", nullptr));   // bits left over
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Zm9v!A==\n"), "X", nullptr));  // alphabet
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Zm9v_-==\n"), "X", nullptr));  // base64url
  EXPECT_EQ(MCU_ERR_MALFORMED, Decode(Armour("X", "Zm9v\xff\x41==\n"), "X", nullptr));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED,
            Decode(Armour("X", "Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nZg==\n"), "X",
                   nullptr));
  std::string hex;
  EXPECT_EQ(MCU_ERR_BUFFER_TOO_SMALL, Decode(Armour("X", "Zm9vYmFy\n"), "X", &hex, 5));
}

TEST(Pem, Arguments) {
  uint8_t der[4];
  size_t n = 0;
  char out[64];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_decode(nullptr, 0, "X", der, 4, &n, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_decode("", 0, nullptr, der, 4, &n, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_decode("", 0, "X", nullptr, 4, &n, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_decode("", 0, "X", der, 4, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_encode("", der, 1, out, sizeof out, &n));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_encode("-X", der, 1, out, sizeof out, &n));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_encode("X\n", der, 1, out, sizeof out, &n));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_encode("X", nullptr, 1, out, sizeof out, &n));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_pem_encode("X", der, 1, nullptr, 64, &n));
}

}  // namespace
