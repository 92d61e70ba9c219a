// Reader for the NIST LWC known-answer files of the Ascon reference code
// (shared/vectors/kat/ascon/*.txt): records of "Name = HEX" lines separated
// by blank lines, the first field "Count = n" numbering them 1, 2, 3, ...;
// an empty value is the empty byte string. The line syntax is the CAVP
// .rsp syntax, so this builds on tests/support/rsp_file.h and adds what the
// LWC files promise: consecutive counts, exactly the expected fields in
// every record, valid hex.
#ifndef MCUCRYPT_TESTS_CRYPTO_ASCON_LWC_KAT_H_
#define MCUCRYPT_TESTS_CRYPTO_ASCON_LWC_KAT_H_

#include <stdint.h>

#include <map>
#include <string>
#include <vector>

struct LwcKatRecord {
  int count = 0;                                     // the record's Count
  std::map<std::string, std::vector<uint8_t>> bytes;  // every other field, decoded
  std::string where;                                 // "file:line", for messages
};

// Reads kat/ascon/<name> from the shared vectors. Every record must have
// Count plus exactly `fields`. Returns false with *error set on any
// deviation (missing file, bad hex, a gap in the counts, other fields).
bool ReadLwcKat(const std::string& name, const std::vector<std::string>& fields,
                std::vector<LwcKatRecord>* out, std::string* error);

// Parses text already in memory (name is used in messages only).
bool ParseLwcKat(const std::string& name, const std::string& text,
                 const std::vector<std::string>& fields,
                 std::vector<LwcKatRecord>* out, std::string* error);

#endif  // MCUCRYPT_TESTS_CRYPTO_ASCON_LWC_KAT_H_
