#include "tests/crypto/ascon/lwc_kat.h"

#include <stdlib.h>

#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/vectors.h"

namespace {

bool Convert(const std::string& name, const std::vector<RspRecord>& records,
             const std::vector<std::string>& fields,
             std::vector<LwcKatRecord>* out, std::string* error) {
  out->clear();
  for (const RspRecord& r : records) {
    LwcKatRecord k;
    k.where = name + ":" + std::to_string(r.line);
    auto fail = [&](const std::string& message) {
      *error = k.where + ": " + message;
      return false;
    };
    if (!r.section.empty()) return fail("unexpected [section]");
    if (r.fields.size() != fields.size() + 1) return fail("wrong number of fields");
    const auto count = r.fields.find("Count");
    if (count == r.fields.end()) return fail("no Count");
    char* end = nullptr;
    k.count = static_cast<int>(strtol(count->second.c_str(), &end, 10));
    if (count->second.empty() || *end != '\0') return fail("bad Count");
    if (k.count != static_cast<int>(out->size()) + 1) {
      return fail("Count " + count->second + " out of sequence");
    }
    for (const std::string& f : fields) {
      const auto it = r.fields.find(f);
      if (it == r.fields.end()) return fail("no " + f);
      std::vector<uint8_t> value = FromHex(it->second);
      // FromHex signals bad input with an empty result.
      if (value.size() * 2 != it->second.size()) return fail("bad hex in " + f);
      k.bytes[f] = value;
    }
    out->push_back(k);
  }
  return true;
}

}  // namespace

bool ParseLwcKat(const std::string& name, const std::string& text,
                 const std::vector<std::string>& fields,
                 std::vector<LwcKatRecord>* out, std::string* error) {
  std::vector<RspRecord> records;
  if (!ParseRspText(text, &records, error)) {
    *error = name + ": " + *error;
    return false;
  }
  return Convert(name, records, fields, out, error);
}

bool ReadLwcKat(const std::string& name, const std::vector<std::string>& fields,
                std::vector<LwcKatRecord>* out, std::string* error) {
  std::vector<RspRecord> records;
  if (!ReadRspFile(VectorPath("kat/ascon/" + name), &records, error)) return false;
  return Convert(name, records, fields, out, error);
}
