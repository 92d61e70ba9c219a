// The Wycheproof registry: which runner takes a file, by its "schema" and
// "algorithm", and which files each family is proven on.
//
// How to add a schema (a family: XDH, ECDSA, RSA-PSS, ...):
//  1. Write tests/wycheproof/schema_<family>.cc (it is picked up by a glob;
//     its code comes from //crypto:mcucrypt, where your library already is):
//       - a test function (WycheproofTestFn) that reads one test with
//         run->ReadTest and ends in run->Judge (right or wrong answer) or
//         run->Broken (the library contradicts itself);
//       - optionally a select function that finds what the file's algorithm
//         needs (a curve, a hash) and puts it in file->impl, or says why the
//         file is skipped (WycheproofUse does both for a table row);
//       - const WycheproofSchema kXdhSchemas[] = {{"xdh_comp_schema",
//         "XDH", "XdhComp", {}, SelectXdh, RunXdhTest}};
//       - const WycheproofFileCase kXdhFiles[] = {{"x25519_test.json",
//         "XDH", 518}};  (the file's numberOfTests: a truncated file fails;
//         a fourth field `true` keeps a file too slow for the emulators to
//         the host)
//       - WYCHEPROOF_DEFINE_FAMILY(kWycheproofXdh, kXdhSchemas, kXdhFiles);
//  2. Add one line, WYCHEPROOF_FAMILY(kWycheproofXdh), to families.inc.
// Every listed file then runs in //tests/wycheproof:wycheproof_test (host,
// QEMU, simulator; a suite of shards balanced by test count) and must pass
// all its tests, none skipped; the runner (bazel run
// //tests/wycheproof:runner -- FILE.json) takes it too.
#ifndef MCUCRYPT_TESTS_WYCHEPROOF_REGISTRY_H_
#define MCUCRYPT_TESTS_WYCHEPROOF_REGISTRY_H_

#include <stddef.h>
#include <stdint.h>

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "tests/support/json.h"
#include "tests/wycheproof/aeads.h"
#include "tests/wycheproof/hashes.h"
#include "tests/wycheproof/wycheproof.h"

enum class WycheproofExpect { kValid, kInvalid, kAcceptable };

// One test's common fields.
struct WycheproofTest {
  const JsonValue* json = nullptr;
  int64_t tc_id = -1;
  std::string comment;
  WycheproofExpect expect = WycheproofExpect::kValid;
};

// Counts one file's results: every test ends in exactly one Judge or Broken
// (ReadCommon and HexField call Broken themselves when they return false).
class WycheproofRun {
 public:
  explicit WycheproofRun(WycheproofResult* r) : r_(r) {}

  // A problem with the file itself, counted as one failure.
  void FileError(const std::string& what);
  void SkipAll(size_t count, const std::string& reason);

  // A test whose inputs could not be used, or whose outputs contradict each
  // other: always a failure, whatever it expected.
  void Broken(const WycheproofTest& t, const std::string& why);
  // accepted: whether the library accepted the test's input.
  void Judge(const WycheproofTest& t, bool accepted, const std::string& detail);

  // Reads tcId, comment and result; false (and counted) if malformed.
  bool ReadCommon(const JsonValue& json, WycheproofTest* t);
  // A strict hex string field; false (and counted) if missing or not hex.
  bool HexField(const WycheproofTest& t, const char* key, std::vector<uint8_t>* out);
  // ReadCommon, then each named hex field: {{"key", &key}, {"msg", &msg}}.
  bool ReadTest(const JsonValue& json, WycheproofTest* t,
                std::initializer_list<std::pair<const char*, std::vector<uint8_t>*>> hex_fields);

 private:
  void Note(const std::string& message);

  WycheproofResult* r_;
};

// What the runner knows about the file a test belongs to.
struct WycheproofFile {
  std::string algorithm;
  std::string schema;
  WycheproofHashTable hashes;
  WycheproofAeadTable aeads;
  const void* impl = nullptr;  // set by the schema's select: a descriptor
};

struct WycheproofSchema;

// One test group, with the integer fields its schema requires.
struct WycheproofGroup {
  const JsonValue* json = nullptr;
  const WycheproofSchema* schema = nullptr;
  int64_t ints[4] = {};

  // The value of one of schema->group_ints.
  int64_t Int(const char* name) const;
};

// Returns "" when the file can run (and sets file->impl as its tests need),
// or the reason all its tests are skipped.
using WycheproofSelectFn = std::string (*)(WycheproofFile* file);
using WycheproofTestFn = void (*)(WycheproofRun* run, const WycheproofFile& file,
                                  const WycheproofGroup& group, const JsonValue& test);

struct WycheproofSchema {
  const char* schema;      // without ".json"/"_v1.json": "mac_test_schema"
  const char* algorithm;   // the file's "algorithm"; nullptr: any (select decides)
  const char* group_type;  // every test group's "type": "MacTest"
  const char* group_ints[4];  // integer fields every group must have
  WycheproofSelectFn select;  // nullptr: nothing to look up
  WycheproofTestFn run_test;
};

// A file the family is proven on, with its number of tests written down so
// a truncated or swapped file fails.
struct WycheproofFileCase {
  const char* file;       // in the shared vectors' wycheproof/ folder
  const char* algorithm;  // the file's "algorithm"
  size_t tests;
  // Too slow for the boards' emulators: run on the host only (keep another
  // file of the same schema on the boards).
  bool host_only = false;
};

struct WycheproofFamily {
  const char* name;
  const WycheproofSchema* schemas;
  size_t schema_count;
  const WycheproofFileCase* files;
  size_t file_count;
};

#define WYCHEPROOF_DEFINE_FAMILY(name, schemas, files)                              \
  extern const WycheproofFamily name;                                              \
  const WycheproofFamily name = {#name, schemas, sizeof(schemas) / sizeof(schemas[0]), \
                                 files, sizeof(files) / sizeof(files[0])}

// For a schema's select: "" (and file->impl = desc) when the file's
// algorithm has a row in the schema's table (descriptor: the row's
// descriptor name, nullptr if there is no row) that is built (desc), else
// why the file is skipped. what: "hash", "AEAD".
std::string WycheproofUse(WycheproofFile* file, const char* what, const char* descriptor,
                          const void* desc);

// True if every byte is zero (what a refused decryption must leave).
bool WycheproofAllZero(const std::vector<uint8_t>& bytes);

// Every family in families.inc.
const std::vector<const WycheproofFamily*>& WycheproofFamilies();

// The schema entry for a file: the one naming its algorithm, else the one
// taking any algorithm of that schema; nullptr if none.
const WycheproofSchema* FindWycheproofSchema(const std::string& schema,
                                             const std::string& algorithm);

// Every file of every family.
std::vector<WycheproofFileCase> AllWycheproofFileCases();

// The files of one of `shards` test targets (without the host-only ones on
// a board): balanced by test count, each file in exactly one shard.
std::vector<WycheproofFileCase> WycheproofFileShard(size_t shard, size_t shards, bool on_board);

#endif  // MCUCRYPT_TESTS_WYCHEPROOF_REGISTRY_H_
