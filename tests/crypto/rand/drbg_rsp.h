// NIST CAVP DRBG response files (vectors/HMAC_DRBG_*.rsp) for the DRBG
// tests: records with their repeated fields numbered, and field access.
#ifndef MCUCRYPT_TESTS_CRYPTO_RAND_DRBG_RSP_H_
#define MCUCRYPT_TESTS_CRYPTO_RAND_DRBG_RSP_H_

#include <stdint.h>
#include <stdio.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"

namespace drbg_rsp {

using Bytes = std::vector<uint8_t>;

// Under Bazel the working directory is the runfiles root of "mcucrypt"
// (semihosting and qemu-mipsel read files from there too).
constexpr char kVectorDir[] = "tests/crypto/rand/vectors/";

// CAVP DRBG records repeat AdditionalInput (and EntropyInputPR) within one
// record, which ParseRspText refuses; number the repeats ("AdditionalInput#1",
// "#2") before parsing so their order is kept.
inline std::string NumberRepeats(const std::string& text) {
  std::string out;
  int additional = 0, entropy_pr = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    if (line.empty() || line == "\r") {
      additional = entropy_pr = 0;
    } else if (line.compare(0, 18, "AdditionalInput = ") == 0) {
      line.insert(15, "#" + std::to_string(++additional));
    } else if (line.compare(0, 17, "EntropyInputPR = ") == 0) {
      line.insert(14, "#" + std::to_string(++entropy_pr));
    }
    out += line;
    out += '\n';
  }
  return out;
}

inline std::vector<RspRecord> ReadDrbgFile(const std::string& name) {
  std::vector<RspRecord> records;
  const std::string path = kVectorDir + name;
  FILE* file = fopen(path.c_str(), "rb");
  if (file == nullptr) {
    ADD_FAILURE() << "cannot open " << path;
    return records;
  }
  std::string text;
  char buffer[4096];
  size_t got;
  while ((got = fread(buffer, 1, sizeof(buffer), file)) > 0) text.append(buffer, got);
  fclose(file);
  std::string error;
  if (!ParseRspText(NumberRepeats(text), &records, &error)) {
    ADD_FAILURE() << path << ": " << error;
    records.clear();
  }
  return records;
}

inline Bytes Field(const RspRecord& r, const std::string& name) {
  auto it = r.fields.find(name);
  if (it == r.fields.end()) {
    ADD_FAILURE() << "line " << r.line << ": no field " << name;
    return Bytes();
  }
  Bytes b = FromHex(it->second);
  if (b.empty() && !it->second.empty()) {
    ADD_FAILURE() << "line " << r.line << ": bad hex in " << name;
  }
  return b;
}

inline const uint8_t* Ptr(const Bytes& b) { return b.empty() ? nullptr : b.data(); }

// The fields of a prediction-resistance-false record (CAVS DRBGVS:
// instantiate, reseed, generate twice; expected is the second output).
struct PrFalseRecord {
  Bytes entropy, nonce, pers, reseed, reseed_add, add1, add2, expected;
};

inline PrFalseRecord ReadPrFalse(const RspRecord& r) {
  return PrFalseRecord{Field(r, "EntropyInput"),          Field(r, "Nonce"),
                       Field(r, "PersonalizationString"), Field(r, "EntropyInputReseed"),
                       Field(r, "AdditionalInputReseed"), Field(r, "AdditionalInput#1"),
                       Field(r, "AdditionalInput#2"),     Field(r, "ReturnedBits")};
}

}  // namespace drbg_rsp

#endif  // MCUCRYPT_TESTS_CRYPTO_RAND_DRBG_RSP_H_
