// What a fuzz target asserts besides "no crash": a property that fails
// aborts, which libFuzzer reports with the input (kept as an artifact).
#ifndef MCUCRYPT_TESTS_FUZZ_FUZZ_CHECK_H_
#define MCUCRYPT_TESTS_FUZZ_FUZZ_CHECK_H_

#include <stdio.h>
#include <stdlib.h>

#define FUZZ_CHECK(cond)                                                       \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: FUZZ_CHECK(%s) failed\n", __FILE__, __LINE__, #cond); \
      abort();                                                                 \
    }                                                                          \
  } while (0)

#endif  // MCUCRYPT_TESTS_FUZZ_FUZZ_CHECK_H_
