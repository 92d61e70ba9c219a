#include "tests/wycheproof/registry.h"

#include <algorithm>
#include <string>
#include <vector>

#include "tests/support/hex.h"

#define WYCHEPROOF_FAMILY(name) extern const WycheproofFamily name;
#include "tests/wycheproof/families.inc"
#undef WYCHEPROOF_FAMILY

namespace {

constexpr size_t kMaxFailureMessages = 20;

const char* ExpectName(WycheproofExpect e) {
  switch (e) {
    case WycheproofExpect::kValid: return "valid";
    case WycheproofExpect::kInvalid: return "invalid";
    default: return "acceptable";
  }
}

std::string Comment(const WycheproofTest& t) {
  return t.comment.empty() ? "" : " (" + t.comment + ")";
}

// Strict: even length, hex digits only ("" is the empty string).
bool DecodeHex(const std::string& hex, std::vector<uint8_t>* out) {
  out->clear();
  if (hex.size() % 2 != 0) return false;
  for (char c : hex) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) {
      return false;
    }
  }
  *out = FromHex(hex);
  return out->size() * 2 == hex.size();
}

}  // namespace

void WycheproofRun::FileError(const std::string& what) {
  r_->error = r_->error.empty() ? what : r_->error + "; " + what;
  ++r_->failed;
}

void WycheproofRun::SkipAll(size_t count, const std::string& reason) {
  r_->skipped += count;
  r_->skip_reason = reason;
}

void WycheproofRun::Broken(const WycheproofTest& t, const std::string& why) {
  ++r_->failed;
  Note("tcId " + std::to_string(t.tc_id) + Comment(t) + ": " + why);
}

void WycheproofRun::Judge(const WycheproofTest& t, bool accepted, const std::string& detail) {
  const bool pass = t.expect == WycheproofExpect::kAcceptable ||
                    accepted == (t.expect == WycheproofExpect::kValid);
  if (pass) {
    ++r_->passed;
    return;
  }
  ++r_->failed;
  Note("tcId " + std::to_string(t.tc_id) + Comment(t) + ": expected " + ExpectName(t.expect) +
       ", got " + (accepted ? "accepted" : "rejected") +
       (detail.empty() ? "" : " (" + detail + ")"));
}

bool WycheproofRun::ReadCommon(const JsonValue& json, WycheproofTest* t) {
  t->json = &json;
  const JsonValue* id = json.Find("tcId");
  const JsonValue* comment = json.FindString("comment");
  const JsonValue* result = json.FindString("result");
  if (id == nullptr || !id->GetInt64(&t->tc_id)) t->tc_id = -1;
  if (comment != nullptr) t->comment = comment->string_value();
  if (!json.is_object() || t->tc_id < 0 || result == nullptr) {
    Broken(*t, "malformed test (needs integer tcId and string result)");
    return false;
  }
  const std::string& res = result->string_value();
  if (res == "valid") {
    t->expect = WycheproofExpect::kValid;
  } else if (res == "invalid") {
    t->expect = WycheproofExpect::kInvalid;
  } else if (res == "acceptable") {
    t->expect = WycheproofExpect::kAcceptable;
  } else {
    Broken(*t, "unknown result \"" + res + "\"");
    return false;
  }
  return true;
}

bool WycheproofRun::HexField(const WycheproofTest& t, const char* key,
                             std::vector<uint8_t>* out) {
  const JsonValue* v = t.json->FindString(key);
  if (v == nullptr || !DecodeHex(v->string_value(), out)) {
    Broken(t, std::string("field \"") + key + "\" missing or not hex");
    return false;
  }
  return true;
}

bool WycheproofRun::ReadTest(
    const JsonValue& json, WycheproofTest* t,
    std::initializer_list<std::pair<const char*, std::vector<uint8_t>*>> hex_fields) {
  if (!ReadCommon(json, t)) return false;
  for (const auto& field : hex_fields) {
    if (!HexField(*t, field.first, field.second)) return false;
  }
  return true;
}

std::string WycheproofUse(WycheproofFile* file, const char* what, const char* descriptor,
                          const void* desc) {
  if (descriptor == nullptr) {
    return "unsupported algorithm: " + file->algorithm + " (" + file->schema + ")";
  }
  if (desc == nullptr) {
    return std::string(what) + " not available: " + file->algorithm + " needs " + descriptor +
           ", which is not built";
  }
  file->impl = desc;
  return "";
}

void WycheproofRun::Note(const std::string& message) {
  if (r_->failures.size() < kMaxFailureMessages) r_->failures.push_back(message);
}

bool WycheproofAllZero(const std::vector<uint8_t>& bytes) {
  for (uint8_t b : bytes) {
    if (b != 0) return false;
  }
  return true;
}

int64_t WycheproofGroup::Int(const char* name) const {
  for (size_t i = 0; i < 4 && schema->group_ints[i] != nullptr; ++i) {
    if (std::string(name) == schema->group_ints[i]) return ints[i];
  }
  return -1;  // not one of the schema's fields: a bug in its runner
}

const std::vector<const WycheproofFamily*>& WycheproofFamilies() {
  static const std::vector<const WycheproofFamily*> families = {
#define WYCHEPROOF_FAMILY(name) &name,
#include "tests/wycheproof/families.inc"
#undef WYCHEPROOF_FAMILY
  };
  return families;
}

const WycheproofSchema* FindWycheproofSchema(const std::string& schema,
                                             const std::string& algorithm) {
  const WycheproofSchema* any = nullptr;
  for (const WycheproofFamily* f : WycheproofFamilies()) {
    for (size_t i = 0; i < f->schema_count; ++i) {
      const WycheproofSchema& s = f->schemas[i];
      if (schema != std::string(s.schema) + ".json" &&
          schema != std::string(s.schema) + "_v1.json") {
        continue;
      }
      if (s.algorithm == nullptr) {
        if (any == nullptr) any = &s;
      } else if (algorithm == s.algorithm) {
        return &s;
      }
    }
  }
  return any;
}

std::vector<WycheproofFileCase> AllWycheproofFileCases() {
  std::vector<WycheproofFileCase> all;
  for (const WycheproofFamily* f : WycheproofFamilies()) {
    all.insert(all.end(), f->files, f->files + f->file_count);
  }
  return all;
}

std::vector<WycheproofFileCase> WycheproofFileShard(size_t shard, size_t shards, bool on_board) {
  std::vector<WycheproofFileCase> all;
  for (const WycheproofFileCase& c : AllWycheproofFileCases()) {
    if (!(on_board && c.host_only)) all.push_back(c);
  }
  // Largest first, each to the least loaded shard: the same split on every
  // build, whatever the order of families.
  std::stable_sort(all.begin(), all.end(), [](const WycheproofFileCase& a,
                                              const WycheproofFileCase& b) {
    return a.tests != b.tests ? a.tests > b.tests : std::string(a.file) < b.file;
  });
  std::vector<size_t> load(shards, 0);
  std::vector<WycheproofFileCase> mine;
  for (const WycheproofFileCase& c : all) {
    const auto least = std::min_element(load.begin(), load.end());
    const size_t to = static_cast<size_t>(least - load.begin());
    load[to] += c.tests;
    if (to == shard) mine.push_back(c);
  }
  return mine;
}
