// Hex <-> word-array helpers and the generated known answers shared by the
// big-integer tests.
#ifndef MCUCRYPT_TESTS_CRYPTO_BIGNUM_BIGNUM_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_BIGNUM_BIGNUM_TESTING_H_

#include <stdint.h>

#include <string>
#include <vector>

#include "tests/support/hex.h"

struct ModexpVector {
  const char *m, *base, *exp, *result;
  int secret;
};
struct ReduceVector {
  const char *m, *a, *result;
};
struct MulVector {
  const char *m, *a, *b, *result;
};
struct InverseVector {
  const char *m, *x, *inverse;  // inverse "" if there is none
};
struct ProductVector {
  const char *a, *b, *product;
};

// Big-endian hex (a whole number of words) as little-endian words.
inline std::vector<uint32_t> Words(const char *hex) {
  const std::vector<uint8_t> b = FromHex(hex);
  std::vector<uint32_t> w(b.size() / 4);
  for (size_t i = 0; i < w.size(); ++i) {
    const uint8_t *p = &b[b.size() - 4 * (i + 1)];
    w[i] = (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | p[3];
  }
  return w;
}

inline std::string Hex(const std::vector<uint32_t> &w) {
  std::string s;
  char buf[9];
  for (size_t i = w.size(); i-- > 0;) {
    snprintf(buf, sizeof buf, "%08x", static_cast<unsigned>(w[i]));
    s += buf;
  }
  return s;
}

#endif  // MCUCRYPT_TESTS_CRYPTO_BIGNUM_BIGNUM_TESTING_H_
