#include "tests/support/json.h"

#include <stdio.h>

#include <set>
#include <utility>

bool JsonValue::GetInt64(int64_t* out) const {
  if (type_ != Type::kNumber || out == nullptr) return false;
  const std::string& s = text_;
  size_t i = 0;
  const bool negative = !s.empty() && s[0] == '-';
  if (negative) i = 1;
  if (i >= s.size()) return false;
  // Magnitude as unsigned, checked against the int64 range of the sign.
  const uint64_t limit = negative ? (uint64_t{1} << 63) : (uint64_t{1} << 63) - 1;
  uint64_t value = 0;
  for (; i < s.size(); ++i) {
    const char c = s[i];
    if (c < '0' || c > '9') return false;  // fraction or exponent
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (value > (limit - digit) / 10) return false;
    value = value * 10 + digit;
  }
  if (negative) {
    *out = value == (uint64_t{1} << 63) ? INT64_MIN : -static_cast<int64_t>(value);
  } else {
    *out = static_cast<int64_t>(value);
  }
  return true;
}

const JsonValue* JsonValue::Find(const std::string& key) const {
  if (type_ != Type::kObject) return nullptr;
  for (size_t i = 0; i < keys_.size(); ++i) {
    if (keys_[i] == key) return &items_[i];
  }
  return nullptr;
}

const JsonValue* JsonValue::FindString(const std::string& key) const {
  const JsonValue* v = Find(key);
  return v != nullptr && v->is_string() ? v : nullptr;
}

const JsonValue* JsonValue::FindArray(const std::string& key) const {
  const JsonValue* v = Find(key);
  return v != nullptr && v->is_array() ? v : nullptr;
}

const JsonValue* JsonValue::FindObject(const std::string& key) const {
  const JsonValue* v = Find(key);
  return v != nullptr && v->is_object() ? v : nullptr;
}

JsonValue JsonValue::Bool(bool b) {
  JsonValue v;
  v.type_ = Type::kBool;
  v.bool_ = b;
  return v;
}

JsonValue JsonValue::String(const std::string& s) {
  JsonValue v;
  v.type_ = Type::kString;
  v.text_ = s;
  return v;
}

JsonValue JsonValue::NumberText(const std::string& literal) {
  JsonValue v;
  v.type_ = Type::kNumber;
  v.text_ = literal;
  return v;
}

JsonValue JsonValue::Array() {
  JsonValue v;
  v.type_ = Type::kArray;
  return v;
}

JsonValue JsonValue::Object() {
  JsonValue v;
  v.type_ = Type::kObject;
  return v;
}

// Recursive descent; depth is checked before each recursion, so the stack
// use is bounded by max_depth frames.
class JsonParser {
 public:
  JsonParser(const std::string& text, const JsonLimits& limits)
      : s_(text), limits_(limits) {}

  bool ParseDocument(JsonValue* out) {
    if (s_.size() > limits_.max_input_bytes) {
      return Fail("input is larger than the limit of " +
                  std::to_string(limits_.max_input_bytes) + " bytes");
    }
    SkipSpace();
    if (!ParseValue(out, 0)) return false;
    SkipSpace();
    if (pos_ != s_.size()) return Fail("unexpected data after the JSON value");
    return true;
  }

  std::string error() const { return error_; }

 private:
  bool Fail(const std::string& what) {
    if (error_.empty()) {
      // Position of pos_ (clamped), 1-based.
      size_t line = 1, column = 1;
      const size_t end = pos_ < s_.size() ? pos_ : s_.size();
      for (size_t i = 0; i < end; ++i) {
        if (s_[i] == '\n') {
          ++line;
          column = 1;
        } else {
          ++column;
        }
      }
      error_ = "line " + std::to_string(line) + ", column " +
               std::to_string(column) + ": " + what;
    }
    return false;
  }

  bool AtEnd() const { return pos_ >= s_.size(); }
  char Peek() const { return AtEnd() ? '\0' : s_[pos_]; }

  void SkipSpace() {
    while (!AtEnd()) {
      const char c = s_[pos_];
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
      ++pos_;
    }
  }

  bool CountValue() {
    if (++values_ > limits_.max_values) {
      return Fail("more than " + std::to_string(limits_.max_values) + " values");
    }
    return true;
  }

  bool ParseValue(JsonValue* out, size_t depth) {
    if (!CountValue()) return false;
    if (AtEnd()) return Fail("unexpected end of input, expected a value");
    const char c = s_[pos_];
    switch (c) {
      case '{':
      case '[':
        if (depth >= limits_.max_depth) {
          return Fail("nesting deeper than " + std::to_string(limits_.max_depth));
        }
        return c == '{' ? ParseObject(out, depth + 1) : ParseArray(out, depth + 1);
      case '"':
        out->type_ = JsonValue::Type::kString;
        return ParseString(&out->text_);
      case 't':
        return ParseLiteral("true", out, JsonValue::Bool(true));
      case 'f':
        return ParseLiteral("false", out, JsonValue::Bool(false));
      case 'n':
        return ParseLiteral("null", out, JsonValue::Null());
      default:
        if (c == '-' || (c >= '0' && c <= '9')) return ParseNumber(out);
        return Fail(std::string("unexpected character ") + Describe(c));
    }
  }

  static std::string Describe(char c) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) return std::string("'") + c + "'";
    char buf[8];
    snprintf(buf, sizeof(buf), "0x%02x", u);
    return buf;
  }

  bool ParseLiteral(const char* word, JsonValue* out, JsonValue value) {
    const std::string w(word);
    if (s_.compare(pos_, w.size(), w) != 0) {
      return Fail("invalid literal (expected '" + w + "')");
    }
    pos_ += w.size();
    *out = std::move(value);
    return true;
  }

  // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
  bool ParseNumber(JsonValue* out) {
    const size_t start = pos_;
    if (Peek() == '-') ++pos_;
    if (Peek() == '0') {
      ++pos_;
      if (IsDigit(Peek())) return Fail("leading zero in a number");
    } else if (IsDigit(Peek())) {
      while (IsDigit(Peek())) ++pos_;
    } else {
      return Fail("expected a digit");
    }
    if (Peek() == '.') {
      ++pos_;
      if (!IsDigit(Peek())) return Fail("expected a digit after '.'");
      while (IsDigit(Peek())) ++pos_;
    }
    if (Peek() == 'e' || Peek() == 'E') {
      ++pos_;
      if (Peek() == '+' || Peek() == '-') ++pos_;
      if (!IsDigit(Peek())) return Fail("expected a digit in the exponent");
      while (IsDigit(Peek())) ++pos_;
    }
    *out = JsonValue::NumberText(s_.substr(start, pos_ - start));
    return true;
  }

  static bool IsDigit(char c) { return c >= '0' && c <= '9'; }

  static int HexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  }

  // Four hex digits after "\u".
  bool ParseHex4(uint32_t* out) {
    if (s_.size() - pos_ < 4) {
      pos_ = s_.size();
      return Fail("unexpected end of input in a \\u escape");
    }
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) {
      const int d = HexValue(s_[pos_]);
      if (d < 0) return Fail("invalid hex digit in a \\u escape");
      v = (v << 4) | static_cast<uint32_t>(d);
      ++pos_;
    }
    *out = v;
    return true;
  }

  static void AppendUtf8(uint32_t cp, std::string* out) {
    if (cp < 0x80) {
      out->push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
      out->push_back(static_cast<char>(0xc0 | (cp >> 6)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3f)));
    } else if (cp < 0x10000) {
      out->push_back(static_cast<char>(0xe0 | (cp >> 12)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3f)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3f)));
    } else {
      out->push_back(static_cast<char>(0xf0 | (cp >> 18)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3f)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3f)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3f)));
    }
  }

  // One UTF-8 sequence starting at pos_ (first byte >= 0x80), validated per
  // RFC 3629 (no overlong forms, surrogates or values above U+10FFFF), copied
  // to out.
  bool CopyUtf8Sequence(std::string* out) {
    const unsigned char b0 = static_cast<unsigned char>(s_[pos_]);
    size_t len;
    uint32_t cp;
    uint32_t min;
    if (b0 >= 0xc2 && b0 <= 0xdf) {
      len = 2, cp = b0 & 0x1fu, min = 0x80;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
      len = 3, cp = b0 & 0x0fu, min = 0x800;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
      len = 4, cp = b0 & 0x07u, min = 0x10000;
    } else {
      return Fail("invalid UTF-8 lead byte " + Describe(static_cast<char>(b0)));
    }
    if (s_.size() - pos_ < len) {
      return Fail("truncated UTF-8 sequence");
    }
    for (size_t i = 1; i < len; ++i) {
      const unsigned char b = static_cast<unsigned char>(s_[pos_ + i]);
      if ((b & 0xc0) != 0x80) return Fail("invalid UTF-8 continuation byte");
      cp = (cp << 6) | (b & 0x3fu);
    }
    if (cp < min) return Fail("overlong UTF-8 sequence");
    if (cp >= 0xd800 && cp <= 0xdfff) return Fail("UTF-8 encoded surrogate");
    if (cp > 0x10ffff) return Fail("UTF-8 code point above U+10FFFF");
    out->append(s_, pos_, len);
    pos_ += len;
    return true;
  }

  bool ParseString(std::string* out) {
    ++pos_;  // opening quote
    out->clear();
    for (;;) {
      if (AtEnd()) return Fail("unterminated string");
      const char c = s_[pos_];
      const unsigned char u = static_cast<unsigned char>(c);
      if (c == '"') {
        ++pos_;
        return true;
      }
      if (u < 0x20) return Fail("control character " + Describe(c) + " in a string");
      if (u >= 0x80) {
        if (!CopyUtf8Sequence(out)) return false;
        continue;
      }
      if (c != '\\') {
        out->push_back(c);
        ++pos_;
        continue;
      }
      ++pos_;  // backslash
      if (AtEnd()) return Fail("unterminated escape");
      const char e = s_[pos_++];
      switch (e) {
        case '"': out->push_back('"'); break;
        case '\\': out->push_back('\\'); break;
        case '/': out->push_back('/'); break;
        case 'b': out->push_back('\b'); break;
        case 'f': out->push_back('\f'); break;
        case 'n': out->push_back('\n'); break;
        case 'r': out->push_back('\r'); break;
        case 't': out->push_back('\t'); break;
        case 'u': {
          uint32_t cp;
          if (!ParseHex4(&cp)) return false;
          if (cp >= 0xdc00 && cp <= 0xdfff) return Fail("unpaired low surrogate");
          if (cp >= 0xd800 && cp <= 0xdbff) {
            if (s_.compare(pos_, 2, "\\u") != 0) return Fail("unpaired high surrogate");
            pos_ += 2;
            uint32_t low;
            if (!ParseHex4(&low)) return false;
            if (low < 0xdc00 || low > 0xdfff) return Fail("unpaired high surrogate");
            cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
          }
          AppendUtf8(cp, out);
          break;
        }
        default:
          --pos_;
          return Fail("invalid escape \\" + Describe(e));
      }
    }
  }

  bool ParseArray(JsonValue* out, size_t depth) {
    ++pos_;  // '['
    *out = JsonValue::Array();
    SkipSpace();
    if (Peek() == ']') {
      ++pos_;
      return true;
    }
    for (;;) {
      out->items_.emplace_back();
      if (!ParseValue(&out->items_.back(), depth)) return false;
      SkipSpace();
      if (AtEnd()) return Fail("unterminated array");
      const char c = s_[pos_++];
      if (c == ']') return true;
      if (c != ',') {
        --pos_;
        return Fail("expected ',' or ']' in an array");
      }
      SkipSpace();
      if (Peek() == ']') return Fail("trailing comma in an array");
    }
  }

  bool ParseObject(JsonValue* out, size_t depth) {
    ++pos_;  // '{'
    *out = JsonValue::Object();
    SkipSpace();
    if (Peek() == '}') {
      ++pos_;
      return true;
    }
    std::set<std::string> seen;  // O(log n) duplicate check per key
    for (;;) {
      if (Peek() != '"') {
        return Fail(AtEnd() ? "unterminated object" : "expected a string key");
      }
      if (!CountValue()) return false;
      std::string key;
      const size_t key_pos = pos_;
      if (!ParseString(&key)) return false;
      if (!seen.insert(key).second) {
        pos_ = key_pos;
        return Fail("duplicate key \"" + key + "\"");
      }
      SkipSpace();
      if (Peek() != ':') return Fail("expected ':' after an object key");
      ++pos_;
      SkipSpace();
      out->keys_.push_back(std::move(key));
      out->items_.emplace_back();
      if (!ParseValue(&out->items_.back(), depth)) return false;
      SkipSpace();
      if (AtEnd()) return Fail("unterminated object");
      const char c = s_[pos_++];
      if (c == '}') return true;
      if (c != ',') {
        --pos_;
        return Fail("expected ',' or '}' in an object");
      }
      SkipSpace();
      if (Peek() == '}') return Fail("trailing comma in an object");
    }
  }

  const std::string& s_;
  const JsonLimits& limits_;
  size_t pos_ = 0;
  size_t values_ = 0;
  std::string error_;
};

bool ParseJson(const std::string& text, JsonValue* out, std::string* error,
               const JsonLimits& limits) {
  JsonValue result;
  JsonParser parser(text, limits);
  const bool ok = parser.ParseDocument(&result);
  if (out != nullptr) *out = ok ? std::move(result) : JsonValue();
  if (!ok && error != nullptr) *error = parser.error();
  return ok;
}

bool ReadWholeFile(const std::string& path, std::string* out, std::string* error,
                   size_t max_bytes) {
  out->clear();
  FILE* file = fopen(path.c_str(), "rb");
  if (file == nullptr) {
    if (error != nullptr) *error = "cannot open " + path;
    return false;
  }
  std::vector<char> chunk(16384);
  size_t n;
  bool too_big = false;
  while ((n = fread(chunk.data(), 1, chunk.size(), file)) > 0) {
    if (n > max_bytes - out->size()) {
      too_big = true;
      break;
    }
    out->append(chunk.data(), n);
  }
  const bool read_failed = ferror(file) != 0;
  fclose(file);
  if (too_big || read_failed) {
    if (error != nullptr) {
      *error = too_big ? path + " is larger than " + std::to_string(max_bytes) + " bytes"
                       : "read error on " + path;
    }
    out->clear();
    return false;
  }
  return true;
}

bool ReadJsonFile(const std::string& path, JsonValue* out, std::string* error,
                  const JsonLimits& limits) {
  std::string text;
  if (!ReadWholeFile(path, &text, error, limits.max_input_bytes)) {
    if (out != nullptr) *out = JsonValue();
    return false;
  }
  if (!ParseJson(text, out, error, limits)) {
    if (error != nullptr) *error = path + ": " + *error;
    return false;
  }
  return true;
}
