// Runs Wycheproof test vector files (testvectors_v1) against mcucrypt. The
// command-line runner (runner.cc) and the cc_test (wycheproof_test.cc) both
// go through RunWycheproofFile, so the host and every board core run the
// same checks.
//
// Dispatch is through the registry (registry.h): the file's "schema" and
// "algorithm" pick a schema entry of one family (schema_<family>.cc), which
// runs each test of the one group/test loop in wycheproof.cc. Today:
//   mac_test_schema      HMAC<hash>     schema_hmac.cc
//   hkdf_test_schema     HKDF-<hash>    schema_hkdf.cc
//   aead_test_schema     an AEAD in aeads.cc   schema_aead.cc
//   mac_test_schema      AES-CMAC       schema_block_modes.cc
//   ind_cpa_test_schema  AES-CBC-PKCS5  schema_block_modes.cc
// Anything else, or a hash or AEAD that is not built, is skipped with the
// reason. "valid" tests must be accepted, "invalid" ones rejected;
// "acceptable" ones pass either way.
#ifndef MCUCRYPT_TESTS_WYCHEPROOF_WYCHEPROOF_H_
#define MCUCRYPT_TESTS_WYCHEPROOF_WYCHEPROOF_H_

#include <stddef.h>

#include <string>
#include <vector>

#include "tests/support/json.h"
#include "tests/wycheproof/aeads.h"
#include "tests/wycheproof/hashes.h"

struct WycheproofResult {
  std::string name;       // the file's base name
  std::string algorithm;  // as the file gives them (empty if unreadable)
  std::string schema;
  size_t passed = 0;
  size_t failed = 0;
  size_t skipped = 0;
  std::string skip_reason;  // why tests were skipped (set iff skipped > 0)
  std::string error;        // a problem with the file itself; counted in failed
  std::vector<std::string> failures;  // the first few failing tests, described

  bool ok() const { return failed == 0 && error.empty(); }
};

// Reads, parses and runs one file.
WycheproofResult RunWycheproofFile(const std::string& path);

// Runs an already parsed document; name is used for the result only. hashes
// and aeads are where algorithm names are looked up (tests may pass their own).
WycheproofResult RunWycheproofDocument(
    const std::string& name, const JsonValue& root,
    const WycheproofHashTable& hashes = BuiltInWycheproofHashes(),
    const WycheproofAeadTable& aeads = BuiltInWycheproofAeads());

// "NAME: N passed, N failed, N skipped" plus " (skipped: REASON)" and/or
// " (error: ...)" when there is one.
std::string FormatWycheproofResult(const WycheproofResult& r);

// The total over several results, in the same form with NAME "total".
WycheproofResult SumWycheproofResults(const std::vector<WycheproofResult>& results);

#endif  // MCUCRYPT_TESTS_WYCHEPROOF_WYCHEPROOF_H_
