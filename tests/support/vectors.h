// Locating the shared test vector files.
#ifndef MCUCRYPT_TESTS_SUPPORT_VECTORS_H_
#define MCUCRYPT_TESTS_SUPPORT_VECTORS_H_

#include <string>

// Path of a file in the shared vectors tree, e.g.
// VectorPath("kat/sha1_sha2/SHA256ShortMsg.rsp"). Under Bazel the working
// directory is the runfiles root of workspace "mcucrypt", and the vectors are
// external repository "shared_vectors", i.e. "../shared_vectors/". The
// environment variable MCUCRYPT_VECTORS_DIR, if set and non-empty, replaces
// that directory (for running a test binary by hand).
std::string VectorPath(const std::string& relative);

#endif  // MCUCRYPT_TESTS_SUPPORT_VECTORS_H_
