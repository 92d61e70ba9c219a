// Runs Wycheproof testvectors_v1 files against mcucrypt:
//   bazel run //tests/wycheproof:runner -- /path/to/hmac_sha256_test.json ...
// stdout: one line per file, "NAME: N passed, N failed, N skipped" (with the
// reason when tests are skipped), then the same for "total". stderr: the
// failing tests. Exit status 1 if any test (or file) failed, 2 on usage errors.
#include <stdio.h>
#include <stdlib.h>

#include <string>
#include <vector>

#include "tests/wycheproof/wycheproof.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE.json...\n", argv[0]);
    return 2;
  }
  // `bazel run` starts us in the runfiles tree; relative paths mean the
  // directory the command was typed in.
  const char* cwd = getenv("BUILD_WORKING_DIRECTORY");
  std::vector<WycheproofResult> results;
  for (int i = 1; i < argc; ++i) {
    std::string path = argv[i];
    if (!path.empty() && path[0] != '/' && cwd != nullptr && cwd[0] != '\0') {
      path = std::string(cwd) + "/" + path;
    }
    const WycheproofResult r = RunWycheproofFile(path);
    for (const std::string& f : r.failures) {
      fprintf(stderr, "%s: FAIL %s\n", r.name.c_str(), f.c_str());
    }
    if (r.failures.size() < r.failed && r.error.empty()) {
      fprintf(stderr, "%s: ... and %zu more failures\n", r.name.c_str(),
              r.failed - r.failures.size());
    }
    printf("%s\n", FormatWycheproofResult(r).c_str());
    fflush(stdout);
    results.push_back(r);
  }
  const WycheproofResult total = SumWycheproofResults(results);
  printf("%s\n", FormatWycheproofResult(total).c_str());
  bool ok = true;
  for (const WycheproofResult& r : results) ok = ok && r.ok();
  return ok ? 0 : 1;
}
