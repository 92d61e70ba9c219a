// Shared body of the per-family Wycheproof cc_tests: runs one file through
// the same dispatcher as //tests/wycheproof:runner and asserts that nothing
// failed and that exactly the expected number of tests ran (or, for a hash
// that is not built, that all of them were skipped for that reason).
#ifndef MCUCRYPT_TESTS_WYCHEPROOF_CHECK_FILE_H_
#define MCUCRYPT_TESTS_WYCHEPROOF_CHECK_FILE_H_

#include <stddef.h>
#include <stdio.h>

#include <ostream>
#include <string>

#include "gtest/gtest.h"
#include "tests/support/vectors.h"
#include "tests/wycheproof/hashes.h"
#include "tests/wycheproof/wycheproof.h"

struct WycheproofFileCase {
  const char* file;       // in the shared vectors' wycheproof/ folder
  const char* algorithm;  // the file's "algorithm"
  size_t tests;           // its number of tests, written here so a truncated
                          // or swapped file fails
};

inline std::ostream& operator<<(std::ostream& os, const WycheproofFileCase& c) {
  return os << c.file;
}

// hash: the dispatcher's table entry for the file's algorithm.
inline void CheckWycheproofFile(const WycheproofFileCase& c, const WycheproofHash* hash) {
  ASSERT_NE(nullptr, hash) << c.algorithm << " is missing from tests/wycheproof/hashes.cc";
  const WycheproofResult r = RunWycheproofFile(VectorPath(std::string("wycheproof/") + c.file));
  for (const std::string& f : r.failures) ADD_FAILURE() << c.file << ": " << f;
  ASSERT_TRUE(r.error.empty()) << FormatWycheproofResult(r);
  EXPECT_EQ(c.algorithm, r.algorithm);
  EXPECT_EQ(0u, r.failed) << FormatWycheproofResult(r);
  // Every hash with a Wycheproof file here is built: none may be skipped.
  ASSERT_NE(nullptr, hash->desc) << c.algorithm << ": hash not built";
  EXPECT_EQ(c.tests, r.passed) << FormatWycheproofResult(r);
  EXPECT_EQ(0u, r.skipped) << FormatWycheproofResult(r);
  printf("%s\n", FormatWycheproofResult(r).c_str());
}

#endif  // MCUCRYPT_TESTS_WYCHEPROOF_CHECK_FILE_H_
