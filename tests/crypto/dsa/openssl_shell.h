// What the DSA tests that run the host's openssl share: a shell command's
// output and exit status, the test's scratch directory, files as bytes.
#ifndef MCUCRYPT_TESTS_CRYPTO_DSA_OPENSSL_SHELL_H_
#define MCUCRYPT_TESTS_CRYPTO_DSA_OPENSSL_SHELL_H_

#include <gtest/gtest.h>
#include <stdio.h>
#include <stdlib.h>

#include <cstdint>
#include <string>
#include <vector>

// stdout and stderr of cmd; *status is pclose's.
inline std::string Shell(const std::string& cmd, int* status) {
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  std::string out;
  if (p == nullptr) return out;
  char line[512];
  while (fgets(line, sizeof(line), p) != nullptr) out += line;
  *status = pclose(p);
  return out;
}

inline std::string Dir() {
  const char* tmp = getenv("TEST_TMPDIR");
  return std::string(tmp ? tmp : "/tmp");
}

inline std::vector<uint8_t> ReadBinary(const std::string& path) {
  std::vector<uint8_t> out;
  FILE* f = fopen(path.c_str(), "rb");
  if (f == nullptr) return out;
  int c;
  while ((c = fgetc(f)) != EOF) out.push_back(static_cast<uint8_t>(c));
  fclose(f);
  return out;
}

inline void WriteBinary(const std::string& path, const uint8_t* p, size_t len) {
  FILE* f = fopen(path.c_str(), "wb");
  ASSERT_NE(f, nullptr);
  fwrite(p, 1, len, f);
  fclose(f);
}

#endif  // MCUCRYPT_TESTS_CRYPTO_DSA_OPENSSL_SHELL_H_
