// A small, strict JSON (RFC 8259) DOM parser for test vector files.
//
// Strict: exactly one value, surrounded only by JSON whitespace (space, tab,
// LF, CR); no comments, trailing commas, single quotes, NaN/Infinity, leading
// zeros or '+' signs, byte order mark, raw control characters in strings,
// invalid escapes, unpaired UTF-16 surrogates, invalid UTF-8 (overlong forms,
// encoded surrogates, code points above U+10FFFF), or duplicate keys in one
// object. Bounded: input size, nesting depth and total value count have
// limits (JsonLimits), and nesting is checked before recursing, so hostile
// input gets an error message, never a crash or an unbounded allocation.
#ifndef MCUCRYPT_TESTS_SUPPORT_JSON_H_
#define MCUCRYPT_TESTS_SUPPORT_JSON_H_

#include <stddef.h>
#include <stdint.h>

#include <string>
#include <vector>

class JsonValue {
 public:
  enum class Type { kNull, kBool, kNumber, kString, kArray, kObject };

  JsonValue() = default;  // null

  Type type() const { return type_; }
  bool is_null() const { return type_ == Type::kNull; }
  bool is_bool() const { return type_ == Type::kBool; }
  bool is_number() const { return type_ == Type::kNumber; }
  bool is_string() const { return type_ == Type::kString; }
  bool is_array() const { return type_ == Type::kArray; }
  bool is_object() const { return type_ == Type::kObject; }

  // false unless a bool.
  bool bool_value() const { return type_ == Type::kBool && bool_; }
  // A string's decoded (UTF-8) contents; a number's literal text as written
  // ("-1.5e3"); empty for the other types.
  const std::string& string_value() const { return text_; }
  // A number that is written as an integer (no fraction or exponent) and fits
  // int64_t: stores it and returns true. Otherwise false.
  bool GetInt64(int64_t* out) const;

  // Elements of an array, or values of an object in document order; empty
  // for the other types.
  const std::vector<JsonValue>& items() const { return items_; }
  // Keys of an object, parallel to items(); empty for the other types.
  const std::vector<std::string>& keys() const { return keys_; }
  size_t size() const { return items_.size(); }

  // An object's member, or nullptr (missing key, or not an object).
  const JsonValue* Find(const std::string& key) const;
  // Typed lookups: nullptr if missing or of another type.
  const JsonValue* FindString(const std::string& key) const;
  const JsonValue* FindArray(const std::string& key) const;
  const JsonValue* FindObject(const std::string& key) const;

  // Builders (used by the parser; handy in tests).
  static JsonValue Null() { return JsonValue(); }
  static JsonValue Bool(bool b);
  static JsonValue String(const std::string& s);
  static JsonValue NumberText(const std::string& literal);  // not validated
  static JsonValue Array();
  static JsonValue Object();

 private:
  friend class JsonParser;
  Type type_ = Type::kNull;
  bool bool_ = false;
  std::string text_;
  std::vector<std::string> keys_;
  std::vector<JsonValue> items_;
};

struct JsonLimits {
  size_t max_input_bytes = 64u << 20;  // 64 MiB
  size_t max_depth = 64;               // nested arrays/objects
  size_t max_values = 8u << 20;        // values of any type in the document
};

// Parses text into *out. On malformed input returns false, leaves *out null,
// and sets *error (if non-null) to "line L, column C: <what>".
bool ParseJson(const std::string& text, JsonValue* out, std::string* error,
               const JsonLimits& limits = JsonLimits());

// Reads a whole file with C stdio in large chunks (each read is a slow
// round trip under semihosting). Returns false and sets *error if it cannot
// be opened or read, or is larger than max_bytes.
bool ReadWholeFile(const std::string& path, std::string* out, std::string* error,
                   size_t max_bytes = 64u << 20);

// ReadWholeFile then ParseJson; errors name the path.
bool ReadJsonFile(const std::string& path, JsonValue* out, std::string* error,
                  const JsonLimits& limits = JsonLimits());

#endif  // MCUCRYPT_TESTS_SUPPORT_JSON_H_
