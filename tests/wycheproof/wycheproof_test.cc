// Every Wycheproof file the registry lists (each family's files in its
// schema_<family>.cc), through the runner's dispatcher, on the host and on
// each board core: nothing may fail or be skipped, and exactly the file's
// number of tests must run.
#include <ctype.h>
#include <stdio.h>

#include <ostream>
#include <set>
#include <string>
#include <utility>

#include "gtest/gtest.h"
#include "tests/support/vectors.h"
#include "tests/wycheproof/registry.h"
#include "tests/wycheproof/wycheproof.h"

std::ostream& operator<<(std::ostream& os, const WycheproofFileCase& c) { return os << c.file; }

namespace {

class WycheproofFileTest : public ::testing::TestWithParam<WycheproofFileCase> {};

TEST_P(WycheproofFileTest, AllTestsPass) {
  const WycheproofFileCase& c = GetParam();
  const WycheproofResult r = RunWycheproofFile(VectorPath(std::string("wycheproof/") + c.file));
  for (const std::string& f : r.failures) ADD_FAILURE() << c.file << ": " << f;
  ASSERT_TRUE(r.error.empty()) << FormatWycheproofResult(r);
  EXPECT_EQ(c.algorithm, r.algorithm);
  EXPECT_EQ(0u, r.failed) << FormatWycheproofResult(r);
  EXPECT_EQ(0u, r.skipped) << FormatWycheproofResult(r);
  EXPECT_EQ(c.tests, r.passed) << FormatWycheproofResult(r);
  printf("%s\n", FormatWycheproofResult(r).c_str());
}

// Test names from the file names: "aes_gcm_test.json" -> "aes_gcm".
std::string FileCaseName(const ::testing::TestParamInfo<WycheproofFileCase>& info) {
  std::string name = info.param.file;
  name = name.substr(0, name.find("_test.json"));
  for (char& ch : name) {
    if (!isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name;
}

// BUILD.bazel compiles this file once per shard.
#ifdef WYCHEPROOF_ON_BOARD
constexpr bool kOnBoard = true;
#else
constexpr bool kOnBoard = false;
#endif

#ifdef WYCHEPROOF_RSA_BOARD_FILES
// The RSA files the boards run (schema_rsa.cc), in their own target.
}  // namespace
extern const WycheproofFileCase kWycheproofRsaBoardFiles[];
extern const size_t kWycheproofRsaBoardFileCount;
namespace {
INSTANTIATE_TEST_SUITE_P(RsaFiles, WycheproofFileTest,
                         ::testing::ValuesIn(kWycheproofRsaBoardFiles,
                                             kWycheproofRsaBoardFiles + kWycheproofRsaBoardFileCount),
                         FileCaseName);
#elif defined(WYCHEPROOF_DSA_PRIME_BOARD_FILES)
// A DSA file and the primality file on the boards (schema_dsa.cc).
}  // namespace
extern const WycheproofFileCase kWycheproofDsaPrimeBoardFiles[];
extern const size_t kWycheproofDsaPrimeBoardFileCount;
namespace {
INSTANTIATE_TEST_SUITE_P(DsaPrimeFiles, WycheproofFileTest,
                         ::testing::ValuesIn(kWycheproofDsaPrimeBoardFiles,
                                             kWycheproofDsaPrimeBoardFiles +
                                                 kWycheproofDsaPrimeBoardFileCount),
                         FileCaseName);
#elif defined(WYCHEPROOF_X448_BOARD_FILES)
// The X448 file on the boards (schema_xdh.cc), in its own target.
}  // namespace
extern const WycheproofFileCase kWycheproofX448BoardFiles[];
extern const size_t kWycheproofX448BoardFileCount;
namespace {
INSTANTIATE_TEST_SUITE_P(X448Files, WycheproofFileTest,
                         ::testing::ValuesIn(kWycheproofX448BoardFiles,
                                             kWycheproofX448BoardFiles + kWycheproofX448BoardFileCount),
                         FileCaseName);
#else
INSTANTIATE_TEST_SUITE_P(Files, WycheproofFileTest,
                         ::testing::ValuesIn(WycheproofFileShard(WYCHEPROOF_SHARD,
                                                                 WYCHEPROOF_SHARDS, kOnBoard)),
                         FileCaseName);
#endif

// The registry itself: no file listed twice, no two entries for one schema
// and algorithm (the lookup would take the first silently).
TEST(WycheproofRegistryTest, NoDuplicates) {
  std::set<std::string> files;
  std::set<std::pair<std::string, std::string>> entries;
  for (const WycheproofFamily* f : WycheproofFamilies()) {
    ASSERT_GT(f->schema_count, 0u) << f->name;
    for (size_t i = 0; i < f->schema_count; ++i) {
      const WycheproofSchema& s = f->schemas[i];
      EXPECT_NE(nullptr, s.run_test) << f->name << " " << s.schema;
      EXPECT_TRUE(entries.insert({s.schema, s.algorithm ? s.algorithm : "*"}).second)
          << f->name << ": " << s.schema << " " << (s.algorithm ? s.algorithm : "*")
          << " is registered twice";
    }
    for (size_t i = 0; i < f->file_count; ++i) {
      EXPECT_TRUE(files.insert(f->files[i].file).second) << f->files[i].file << " listed twice";
    }
  }
  // At least the families that were here when the registry came.
  EXPECT_GE(files.size(), 19u);
}

// The shards together run every file once (on a board: every file but the
// host-only ones).
TEST(WycheproofRegistryTest, ShardsCoverEveryFile) {
  std::multiset<std::string> sharded;
  for (size_t i = 0; i < WYCHEPROOF_SHARDS; ++i) {
    for (const WycheproofFileCase& c : WycheproofFileShard(i, WYCHEPROOF_SHARDS, kOnBoard)) {
      sharded.insert(c.file);
    }
  }
  std::multiset<std::string> expected;
  for (const WycheproofFileCase& c : AllWycheproofFileCases()) {
    if (!(kOnBoard && c.host_only)) expected.insert(c.file);
  }
  EXPECT_EQ(expected, sharded);
}

}  // namespace
