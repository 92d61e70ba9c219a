#include "tests/support/rsp_file.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/hex.h"
#include "tests/support/vectors.h"

namespace {

TEST(RspFileTest, RecordsSectionsAndComments) {
  const std::string text =
      "#  CAVS 11.0\n"
      "# comment\n"
      "\n"
      "[L = 32]\n"
      "\n"
      "Len = 0\n"
      "Msg = 00\n"
      "MD = e3b0\n"
      "\n"
      "\n"
      "Len = 8\n"
      "# comment inside a record\n"
      "Msg = d3\n"
      "MD = 28969cdf\n";  // last record without a trailing blank line
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ParseRspText(text, &records, &error)) << error;
  ASSERT_EQ(2u, records.size());
  EXPECT_EQ(6, records[0].line);
  EXPECT_EQ("0", records[0].fields.at("Len"));
  EXPECT_EQ("00", records[0].fields.at("Msg"));
  EXPECT_EQ("e3b0", records[0].fields.at("MD"));
  EXPECT_EQ(3u, records[0].fields.size());
  EXPECT_EQ(11, records[1].line);
  EXPECT_EQ("28969cdf", records[1].fields.at("MD"));
  for (const RspRecord& r : records) {
    ASSERT_EQ(1u, r.section.size());
    EXPECT_EQ("32", r.section.at("L"));
  }
}

TEST(RspFileTest, CrlfAndBareNames) {
  const std::string text =
      "[ENCRYPT]\r\n"
      "[Keylen = 128]\r\n"
      "\r\n"
      "COUNT = 0\r\n"
      "Result = P (0 - Correct)\r\n"
      "FAIL\r\n"
      "\r\n"
      "[DECRYPT]\r\n"
      "\r\n"
      "COUNT=1\r\n";
  std::vector<RspRecord> records;
  std::string error;
  ASSERT_TRUE(ParseRspText(text, &records, &error)) << error;
  ASSERT_EQ(2u, records.size());

  // A run of bracket lines accumulates into one section.
  ASSERT_EQ(2u, records[0].section.size());
  EXPECT_EQ(1u, records[0].section.count("ENCRYPT"));
  EXPECT_EQ("", records[0].section.at("ENCRYPT"));
  EXPECT_EQ("128", records[0].section.at("Keylen"));
  EXPECT_EQ("0", records[0].fields.at("COUNT"));
  EXPECT_EQ("P (0 - Correct)", records[0].fields.at("Result"));
  EXPECT_EQ(1u, records[0].fields.count("FAIL"));
  EXPECT_EQ("", records[0].fields.at("FAIL"));

  // A bracket line after records starts a fresh section.
  ASSERT_EQ(1u, records[1].section.size());
  EXPECT_EQ(1u, records[1].section.count("DECRYPT"));
  EXPECT_EQ("1", records[1].fields.at("COUNT"));
  EXPECT_EQ(10, records[1].line);
  for (const auto& kv : records[0].fields) {
    EXPECT_EQ(std::string::npos, kv.second.find('\r')) << kv.first;
  }
}

TEST(RspFileTest, EmptyInput) {
  std::vector<RspRecord> records(3);
  std::string error;
  ASSERT_TRUE(ParseRspText("", &records, &error));
  EXPECT_TRUE(records.empty());
  ASSERT_TRUE(ParseRspText("# only a comment\n\n[L = 20]\n", &records, &error));
  EXPECT_TRUE(records.empty());
}

TEST(RspFileTest, Errors) {
  std::vector<RspRecord> records;
  std::string error;
  EXPECT_FALSE(ParseRspText("[L = 32\nLen = 0\n", &records, &error));
  EXPECT_NE(std::string::npos, error.find("line 1")) << error;
  EXPECT_FALSE(ParseRspText("Len = 0\n= 5\n", &records, &error));
  EXPECT_NE(std::string::npos, error.find("line 2")) << error;
  EXPECT_FALSE(ParseRspText("Len = 0\nLen = 8\n", &records, &error));
  EXPECT_FALSE(ParseRspText("[]\n", &records, &error));
  EXPECT_FALSE(ParseRspText("Len = 0\n", nullptr, &error));
  EXPECT_FALSE(ParseRspText("[x\n", &records, nullptr));  // null error is fine
}

TEST(RspFileTest, MissingFile) {
  std::vector<RspRecord> records;
  std::string error;
  EXPECT_FALSE(ReadRspFile(VectorPath("no/such/file.rsp"), &records, &error));
  EXPECT_NE(std::string::npos, error.find("no/such/file.rsp")) << error;
}

TEST(HexTest, RoundTrip) {
  const std::vector<uint8_t> bytes = FromHex("00017f80FFaB");
  ASSERT_EQ(6u, bytes.size());
  EXPECT_EQ(0xFF, bytes[4]);
  EXPECT_EQ(0xAB, bytes[5]);
  EXPECT_EQ("00017f80ffab", ToHex(bytes.data(), bytes.size()));
  EXPECT_EQ("", ToHex(nullptr, 0));
  EXPECT_TRUE(FromHex("").empty());
  EXPECT_TRUE(FromHex("abc").empty());  // odd length
  EXPECT_TRUE(FromHex("0g").empty());   // not hex
}

}  // namespace
