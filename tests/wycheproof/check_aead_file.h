// Shared body of the AEAD Wycheproof cc_tests: runs one file through the same
// dispatcher as //tests/wycheproof:runner and asserts that nothing failed,
// nothing was skipped, and exactly the expected number of tests ran.
#ifndef MCUCRYPT_TESTS_WYCHEPROOF_CHECK_AEAD_FILE_H_
#define MCUCRYPT_TESTS_WYCHEPROOF_CHECK_AEAD_FILE_H_

#include <stddef.h>
#include <stdio.h>

#include <string>

#include "gtest/gtest.h"
#include "tests/support/vectors.h"
#include "tests/wycheproof/aeads.h"
#include "tests/wycheproof/wycheproof.h"

inline void CheckWycheproofAeadFile(const char* file, const char* algorithm, size_t tests) {
  const WycheproofAead* aead = FindWycheproofAead(algorithm);
  ASSERT_NE(nullptr, aead) << algorithm << " is missing from tests/wycheproof/aeads.cc";
  ASSERT_NE(nullptr, aead->desc) << algorithm << ": not built";
  const WycheproofResult r = RunWycheproofFile(VectorPath(std::string("wycheproof/") + file));
  for (const std::string& f : r.failures) ADD_FAILURE() << file << ": " << f;
  ASSERT_TRUE(r.error.empty()) << FormatWycheproofResult(r);
  EXPECT_EQ(algorithm, r.algorithm);
  EXPECT_EQ(0u, r.failed) << FormatWycheproofResult(r);
  EXPECT_EQ(tests, r.passed) << FormatWycheproofResult(r);
  EXPECT_EQ(0u, r.skipped) << FormatWycheproofResult(r);
  printf("%s\n", FormatWycheproofResult(r).c_str());
}

#endif  // MCUCRYPT_TESTS_WYCHEPROOF_CHECK_AEAD_FILE_H_
