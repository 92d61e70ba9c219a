#include "tests/support/json.h"

#include <stdint.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/vectors.h"

namespace {

JsonValue MustParse(const std::string& text) {
  JsonValue v;
  std::string error;
  EXPECT_TRUE(ParseJson(text, &v, &error)) << "input: " << text << "\nerror: " << error;
  return v;
}

TEST(JsonTest, Scalars) {
  EXPECT_TRUE(MustParse("null").is_null());
  EXPECT_TRUE(MustParse("true").bool_value());
  EXPECT_TRUE(MustParse("false").is_bool());
  EXPECT_FALSE(MustParse("false").bool_value());
  EXPECT_EQ("abc", MustParse("\"abc\"").string_value());
  EXPECT_EQ("", MustParse("\"\"").string_value());
  const JsonValue n = MustParse(" \t\r\n-12.5e+3 \n");
  ASSERT_TRUE(n.is_number());
  EXPECT_EQ("-12.5e+3", n.string_value());
}

TEST(JsonTest, Integers) {
  int64_t v = 0;
  EXPECT_TRUE(MustParse("0").GetInt64(&v));
  EXPECT_EQ(0, v);
  EXPECT_TRUE(MustParse("-0").GetInt64(&v));
  EXPECT_EQ(0, v);
  EXPECT_TRUE(MustParse("9223372036854775807").GetInt64(&v));
  EXPECT_EQ(INT64_MAX, v);
  EXPECT_TRUE(MustParse("-9223372036854775808").GetInt64(&v));
  EXPECT_EQ(INT64_MIN, v);
  EXPECT_TRUE(MustParse("174").GetInt64(&v));
  EXPECT_EQ(174, v);
  // Valid JSON numbers that are not int64 integers.
  EXPECT_FALSE(MustParse("9223372036854775808").GetInt64(&v));
  EXPECT_FALSE(MustParse("-9223372036854775809").GetInt64(&v));
  EXPECT_FALSE(MustParse("99999999999999999999999").GetInt64(&v));
  EXPECT_FALSE(MustParse("1.0").GetInt64(&v));
  EXPECT_FALSE(MustParse("1e2").GetInt64(&v));
  EXPECT_FALSE(MustParse("\"1\"").GetInt64(&v));
  EXPECT_FALSE(MustParse("1").GetInt64(nullptr));
}

TEST(JsonTest, StringEscapesAndUtf8) {
  EXPECT_EQ("\"\\/\b\f\n\r\t", MustParse(R"("\"\\\/\b\f\n\r\t")").string_value());
  EXPECT_EQ(std::string("a\0b", 3), MustParse(R"("a\u0000b")").string_value());
  EXPECT_EQ("\xc3\xa9", MustParse(R"("\u00e9")").string_value());
  EXPECT_EQ("\xe2\x82\xac", MustParse(R"("\u20AC")").string_value());
  // A surrogate pair becomes one 4-byte sequence (U+1F600).
  EXPECT_EQ("\xf0\x9f\x98\x80", MustParse(R"("\ud83d\ude00")").string_value());
  // Raw UTF-8 passes through unchanged, including the largest code point.
  EXPECT_EQ("\xc3\xa9\xe2\x82\xac\xf4\x8f\xbf\xbf",
            MustParse("\"\xc3\xa9\xe2\x82\xac\xf4\x8f\xbf\xbf\"").string_value());
}

TEST(JsonTest, ArraysAndObjects) {
  const JsonValue v = MustParse(
      "{\"b\": [1, \"two\", [], {}], \"a\": {\"x\": null}, \"c\": true}");
  ASSERT_TRUE(v.is_object());
  ASSERT_EQ(3u, v.size());
  // Document order is kept.
  EXPECT_EQ((std::vector<std::string>{"b", "a", "c"}), v.keys());
  const JsonValue* b = v.FindArray("b");
  ASSERT_NE(nullptr, b);
  ASSERT_EQ(4u, b->size());
  EXPECT_EQ("1", b->items()[0].string_value());
  EXPECT_EQ("two", b->items()[1].string_value());
  EXPECT_TRUE(b->items()[2].is_array());
  EXPECT_EQ(0u, b->items()[2].size());
  EXPECT_TRUE(b->items()[3].is_object());
  ASSERT_NE(nullptr, v.FindObject("a"));
  EXPECT_TRUE(v.FindObject("a")->Find("x")->is_null());
  EXPECT_TRUE(v.Find("c")->bool_value());
  EXPECT_EQ(nullptr, v.Find("missing"));
  EXPECT_EQ(nullptr, v.FindString("b"));  // wrong type
  EXPECT_EQ(nullptr, v.FindArray("a"));
  EXPECT_EQ(nullptr, b->Find("b"));       // not an object
  // Keys are compared after unescaping.
  EXPECT_NE(nullptr, MustParse(R"({"\u0061": 1})").Find("a"));
}

// Every one of these must be rejected with a message, and leave null.
TEST(JsonTest, RejectsMalformedInput) {
  const std::vector<std::string> bad = {
      "", " ", "\n",
      "nul", "tru", "fals", "True", "NULL", "nulll",
      "NaN", "Infinity", "-Infinity",
      "01", "-01", "00", "-", "+1", "1.", ".5", "1e", "1e+", "1.e5", "0x10",
      "--1", "1 2", "[1] [2]", "{} x",
      "[", "]", "{", "}", "[1", "[1,", "[1,]", "[,1]", "[,]", "[1 2]", "[1;2]",
      "{\"a\"}", "{\"a\":}", "{\"a\" 1}", "{\"a\":1,}", "{,}", "{\"a\":1 \"b\":2}",
      "{a:1}", "{'a':1}", "{1:1}", "{\"a\":1", "{\"a\":1,\"a\":2}",
      "\"abc", "\"\\", "\"\\x\"", "\"\\u12\"", "\"\\u12g4\"", "\"\\U0041\"",
      "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"\\ud800x\"",
      "\"\\ud800\\ud800\"",
      "\"a\tb\"", "\"a\nb\"", std::string("\"a\0b\"", 5), "\"\x1f\"",
      "'abc'",
      "// comment\n1", "/* c */ 1", "1 // c", "#1",
      "\xef\xbb\xbf" "1",                  // byte order mark
      std::string("1\0", 2), std::string("\0", 1), "\x0b" "1", "\x0c" "1",
      "\"\xc0\xaf\"", "\"\xc1\xbf\"",      // overlong
      "\"\xe0\x80\xaf\"", "\"\xf0\x80\x80\xaf\"",
      "\"\xed\xa0\x80\"", "\"\xed\xbf\xbf\"",  // encoded surrogates
      "\"\xf4\x90\x80\x80\"", "\"\xf5\x80\x80\x80\"", "\"\xff\"", "\"\xfe\"",
      "\"\x80\"", "\"\xe2\x82\"", "\"\xe2\x82", "\"\xe2\x28\xa1\"",
  };
  for (const std::string& text : bad) {
    JsonValue v = JsonValue::Bool(true);
    std::string error;
    EXPECT_FALSE(ParseJson(text, &v, &error)) << "accepted: " << text;
    EXPECT_FALSE(error.empty()) << text;
    EXPECT_TRUE(v.is_null()) << text;
  }
}

TEST(JsonTest, ErrorsGiveLineAndColumn) {
  std::string error;
  JsonValue v;
  EXPECT_FALSE(ParseJson("{\n  \"a\": x\n}", &v, &error));
  EXPECT_EQ("line 2, column 8: unexpected character 'x'", error);
  EXPECT_FALSE(ParseJson("{\"k\": 1, \"k\": 2}", &v, &error));
  EXPECT_EQ("line 1, column 10: duplicate key \"k\"", error);
  EXPECT_FALSE(ParseJson("[1,]", nullptr, nullptr));  // null outputs are fine
}

TEST(JsonTest, DepthLimit) {
  JsonLimits limits;
  limits.max_depth = 3;
  std::string error;
  JsonValue v;
  EXPECT_TRUE(ParseJson("[[[1]]]", &v, &error, limits)) << error;
  EXPECT_TRUE(ParseJson("{\"a\":[{}]}", &v, &error, limits)) << error;
  EXPECT_FALSE(ParseJson("[[[[1]]]]", &v, &error, limits));
  EXPECT_NE(std::string::npos, error.find("nesting deeper than 3")) << error;
  EXPECT_FALSE(ParseJson("{\"a\":{\"b\":{\"c\":{}}}}", &v, &error, limits));

  // The default limit holds against very deep input: an error, no stack
  // overflow.
  const JsonLimits defaults;
  const std::string ok = std::string(defaults.max_depth, '[') + std::string(defaults.max_depth, ']');
  EXPECT_TRUE(ParseJson(ok, &v, &error)) << error;
  const std::string deep(200000, '[');
  EXPECT_FALSE(ParseJson(deep, &v, &error));
  EXPECT_NE(std::string::npos, error.find("nesting")) << error;
  std::string deep_objects;
  for (int i = 0; i < 20000; ++i) deep_objects += "{\"a\":";
  EXPECT_FALSE(ParseJson(deep_objects, &v, &error));
  EXPECT_NE(std::string::npos, error.find("nesting")) << error;
}

TEST(JsonTest, SizeAndValueLimits) {
  JsonLimits limits;
  limits.max_input_bytes = 8;
  std::string error;
  JsonValue v;
  EXPECT_TRUE(ParseJson("[1,2,3]", &v, &error, limits)) << error;
  EXPECT_FALSE(ParseJson("[1,2,3,4]", &v, &error, limits));
  EXPECT_NE(std::string::npos, error.find("larger than")) << error;

  limits = JsonLimits();
  limits.max_values = 4;  // the array and three elements
  EXPECT_TRUE(ParseJson("[1,2,3]", &v, &error, limits)) << error;
  EXPECT_FALSE(ParseJson("[1,2,3,4]", &v, &error, limits));
  EXPECT_FALSE(ParseJson("{\"a\":1,\"b\":2}", &v, &error, limits));  // keys count
}

const char kSample[] =
    "{\n"
    "  \"algorithm\": \"HMACSHA256\",\n"
    "  \"numberOfTests\": 2,\n"
    "  \"notes\": {\"x\": {\"bugType\": \"BASIC\", \"d\": \"caf\\u00e9 \\ud83d\\ude00\"}},\n"
    "  \"testGroups\": [\n"
    "    {\"keySize\": 256, \"tests\": [\n"
    "      {\"tcId\": 1, \"key\": \"00ff\", \"flags\": [], \"ok\": true},\n"
    "      {\"tcId\": 2, \"key\": \"\", \"flags\": [\"A\", \"B\"], \"n\": -1.5e-3, \"z\": null}\n"
    "    ]}\n"
    "  ]\n"
    "}\n";

// No proper prefix of a document that ends in a closing brace is JSON.
TEST(JsonTest, EveryTruncationIsRejected) {
  const std::string doc(kSample);
  ASSERT_TRUE(ParseJson(doc, nullptr, nullptr));
  const size_t end = doc.rfind('}');
  for (size_t len = 0; len <= end; ++len) {
    std::string error;
    EXPECT_FALSE(ParseJson(doc.substr(0, len), nullptr, &error)) << "prefix " << len;
    EXPECT_FALSE(error.empty());
  }
}

// Mutated documents may parse or not, but must never crash, and a failure
// must come with a message. (Run under ASan/UBSan to get the most out of it.)
TEST(JsonTest, MutationsNeverCrash) {
  const std::string doc(kSample);
  const char kInteresting[] = "{}[]\",:\\u0e-+.9 \n\x80\xc3\xed\xf4\xff";
  uint32_t state = 12345;
  auto next = [&state]() {
    state = state * 1103515245u + 12345u;
    return state >> 8;
  };
  int accepted = 0, rejected = 0;
  for (int round = 0; round < 3000; ++round) {
    std::string m = doc;
    const int edits = 1 + static_cast<int>(next() % 4);
    for (int e = 0; e < edits; ++e) {
      const size_t pos = next() % m.size();
      switch (next() % 4) {
        case 0: m[pos] = static_cast<char>(next()); break;
        case 1: m[pos] = kInteresting[next() % (sizeof(kInteresting) - 1)]; break;
        case 2: m.erase(pos, 1 + next() % 3); break;
        default: m.insert(pos, 1, kInteresting[next() % (sizeof(kInteresting) - 1)]); break;
      }
      if (m.empty()) m = "x";
    }
    JsonValue v;
    std::string error;
    if (ParseJson(m, &v, &error)) {
      ++accepted;
    } else {
      ++rejected;
      EXPECT_FALSE(error.empty());
      EXPECT_TRUE(v.is_null());
    }
  }
  EXPECT_GT(rejected, 0);
  EXPECT_GT(accepted, 0);  // some edits land inside strings and stay valid
}

TEST(JsonTest, ReadsAWycheproofFile) {
  JsonValue root;
  std::string error;
  ASSERT_TRUE(ReadJsonFile(VectorPath("wycheproof/hmac_sha256_test.json"), &root, &error))
      << error;
  ASSERT_NE(nullptr, root.FindString("algorithm"));
  EXPECT_EQ("HMACSHA256", root.FindString("algorithm")->string_value());
  int64_t declared = 0;
  ASSERT_TRUE(root.Find("numberOfTests")->GetInt64(&declared));
  EXPECT_EQ(174, declared);
  size_t tests = 0;
  for (const JsonValue& group : root.FindArray("testGroups")->items()) {
    tests += group.FindArray("tests")->size();
  }
  EXPECT_EQ(174u, tests);
}

TEST(JsonTest, MissingFile) {
  JsonValue root = JsonValue::Bool(true);
  std::string error;
  EXPECT_FALSE(ReadJsonFile(VectorPath("wycheproof/no_such_file.json"), &root, &error));
  EXPECT_NE(std::string::npos, error.find("cannot open")) << error;
  EXPECT_TRUE(root.is_null());
}

}  // namespace
