#include "tests/support/vectors.h"

#include <stdlib.h>

std::string VectorPath(const std::string& relative) {
  // getenv may return NULL (always, on some bare-metal C libraries).
  const char* env = getenv("MCUCRYPT_VECTORS_DIR");
  std::string dir = (env != nullptr && env[0] != '\0') ? env : "../shared_vectors";
  if (dir.back() != '/') dir += '/';
  return dir + relative;
}
