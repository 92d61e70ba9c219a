#include "tests/wycheproof/wycheproof.h"

#include <string>
#include <vector>

#include "tests/wycheproof/registry.h"

namespace {

std::string BaseName(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// "" if the group has the schema's type and integer fields (read into *g),
// else what is wrong with it.
std::string ReadGroup(const WycheproofSchema& s, const JsonValue& json, WycheproofGroup* g) {
  g->json = &json;
  g->schema = &s;
  const JsonValue* type = json.FindString("type");
  if (type == nullptr || type->string_value() != s.group_type) {
    return std::string("test group type is not ") + s.group_type;
  }
  for (size_t i = 0; i < 4 && s.group_ints[i] != nullptr; ++i) {
    const JsonValue* v = json.Find(s.group_ints[i]);
    if (v == nullptr || !v->GetInt64(&g->ints[i])) {
      return std::string("test group has no integer ") + s.group_ints[i];
    }
  }
  return "";
}

}  // namespace

WycheproofResult RunWycheproofDocument(const std::string& name, const JsonValue& root,
                                       const WycheproofHashTable& hashes,
                                       const WycheproofAeadTable& aeads) {
  WycheproofResult r;
  r.name = name;
  WycheproofRun run(&r);
  if (!root.is_object()) {
    run.FileError("top level is not a JSON object");
    return r;
  }
  const JsonValue* schema = root.FindString("schema");
  const JsonValue* algorithm = root.FindString("algorithm");
  const JsonValue* groups = root.FindArray("testGroups");
  if (schema == nullptr || algorithm == nullptr || groups == nullptr) {
    run.FileError("needs string \"schema\", string \"algorithm\" and array \"testGroups\"");
    return r;
  }
  r.schema = schema->string_value();
  r.algorithm = algorithm->string_value();

  // Count the tests first: skipped files report how many they skip, and the
  // count must match numberOfTests (a truncated file must not pass quietly).
  size_t count = 0;
  for (const JsonValue& group : groups->items()) {
    const JsonValue* tests = group.FindArray("tests");
    if (tests == nullptr) {
      run.FileError("a test group has no \"tests\" array");
      return r;
    }
    count += tests->size();
  }
  const JsonValue* declared = root.Find("numberOfTests");
  int64_t declared_count = -1;
  if (declared == nullptr || !declared->GetInt64(&declared_count) ||
      declared_count != static_cast<int64_t>(count)) {
    run.FileError("numberOfTests is " +
                  (declared == nullptr ? std::string("missing") : declared->string_value()) +
                  " but the file has " + std::to_string(count) + " tests");
  }

  const std::string where = r.algorithm + " (" + r.schema + ")";
  const WycheproofSchema* s = FindWycheproofSchema(r.schema, r.algorithm);
  if (s == nullptr) {
    run.SkipAll(count, "unsupported schema: " + where);
    return r;
  }
  WycheproofFile file;
  file.algorithm = r.algorithm;
  file.schema = r.schema;
  file.hashes = hashes;
  file.aeads = aeads;
  if (s->select != nullptr) {
    const std::string skip = s->select(&file);
    if (!skip.empty()) {
      run.SkipAll(count, skip);
      return r;
    }
  }

  // The one group/test loop: a group that does not fit its schema fails
  // its tests rather than skipping them.
  for (const JsonValue& json : groups->items()) {
    WycheproofGroup group;
    const std::string problem = ReadGroup(*s, json, &group);
    for (const JsonValue& test : json.FindArray("tests")->items()) {
      if (!problem.empty()) {
        WycheproofTest t;
        if (run.ReadCommon(test, &t)) run.Broken(t, problem);
        continue;
      }
      s->run_test(&run, file, group, test);
    }
  }
  return r;
}

WycheproofResult RunWycheproofFile(const std::string& path) {
  JsonValue root;
  std::string error;
  if (!ReadJsonFile(path, &root, &error)) {
    WycheproofResult r;
    r.name = BaseName(path);
    r.error = error;
    r.failed = 1;
    return r;
  }
  return RunWycheproofDocument(BaseName(path), root);
}

std::string FormatWycheproofResult(const WycheproofResult& r) {
  std::string line = r.name + ": " + std::to_string(r.passed) + " passed, " +
                     std::to_string(r.failed) + " failed, " + std::to_string(r.skipped) +
                     " skipped";
  if (!r.skip_reason.empty()) line += " (skipped: " + r.skip_reason + ")";
  if (!r.error.empty()) line += " (error: " + r.error + ")";
  return line;
}

WycheproofResult SumWycheproofResults(const std::vector<WycheproofResult>& results) {
  WycheproofResult total;
  total.name = "total";
  for (const WycheproofResult& r : results) {
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
  }
  return total;
}
