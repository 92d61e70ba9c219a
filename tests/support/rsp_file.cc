#include "tests/support/rsp_file.h"

#include <stdio.h>

namespace {

std::string Trim(const std::string& s) {
  const char* kSpace = " \t\r\n";
  const size_t begin = s.find_first_not_of(kSpace);
  if (begin == std::string::npos) return std::string();
  const size_t end = s.find_last_not_of(kSpace);
  return s.substr(begin, end - begin + 1);
}

// Splits "name = value" (or a bare "name") at the first '='.
void SplitField(const std::string& s, std::string* name, std::string* value) {
  const size_t eq = s.find('=');
  *name = Trim(s.substr(0, eq));
  *value = eq == std::string::npos ? std::string() : Trim(s.substr(eq + 1));
}

bool Fail(std::string* error, int line, const std::string& message) {
  if (error != nullptr) *error = "line " + std::to_string(line) + ": " + message;
  return false;
}

}  // namespace

bool ParseRspText(const std::string& text, std::vector<RspRecord>* out,
                  std::string* error) {
  if (out == nullptr) return Fail(error, 0, "null output vector");
  out->clear();

  std::map<std::string, std::string> section;
  bool fields_since_section = false;
  RspRecord current;
  auto flush = [&]() {
    if (!current.fields.empty()) {
      current.section = section;
      out->push_back(current);
    }
    current = RspRecord();
  };

  int line_no = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string line = Trim(text.substr(pos, end - pos));  // drops '\r'
    pos = end + 1;
    ++line_no;

    if (line.empty()) {
      flush();
      continue;
    }
    if (line[0] == '#') continue;

    std::string name, value;
    if (line[0] == '[') {
      if (line.back() != ']') return Fail(error, line_no, "unclosed '['");
      flush();
      if (fields_since_section) {
        section.clear();
        fields_since_section = false;
      }
      SplitField(line.substr(1, line.size() - 2), &name, &value);
      if (name.empty()) return Fail(error, line_no, "empty section name");
      section[name] = value;
      continue;
    }

    SplitField(line, &name, &value);
    if (name.empty()) return Fail(error, line_no, "empty field name");
    // Refuse rather than silently keep one of two values.
    if (current.fields.count(name) != 0) {
      return Fail(error, line_no, "field '" + name + "' repeated in one record");
    }
    if (current.fields.empty()) current.line = line_no;
    current.fields[name] = value;
    fields_since_section = true;
  }
  flush();
  return true;
}

bool ReadRspFile(const std::string& path, std::vector<RspRecord>* out,
                 std::string* error) {
  FILE* file = fopen(path.c_str(), "rb");
  if (file == nullptr) {
    if (error != nullptr) *error = "cannot open " + path;
    return false;
  }
  std::string text;
  // Large reads: each one is a slow round trip under semihosting.
  std::vector<char> chunk(16384);
  size_t n;
  while ((n = fread(chunk.data(), 1, chunk.size(), file)) > 0) {
    text.append(chunk.data(), n);
  }
  const bool read_failed = ferror(file) != 0;
  fclose(file);
  if (read_failed) {
    if (error != nullptr) *error = "read error on " + path;
    return false;
  }
  if (!ParseRspText(text, out, error)) {
    if (error != nullptr) *error = path + ": " + *error;
    return false;
  }
  return true;
}
