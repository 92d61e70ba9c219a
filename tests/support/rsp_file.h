// Reader for NIST CAVP response (.rsp) files.
//
// Format: '#' comment lines; bracketed settings such as "[L = 32]" or
// "[ENCRYPT]"; records of "Name = value" lines separated by blank lines.
// A run of bracket lines sets the section for the records that follow; the
// next bracket line after a record starts a fresh section. A bare word line
// (e.g. "FAIL") is a field with an empty value. CRLF line endings are fine.
#ifndef MCUCRYPT_TESTS_SUPPORT_RSP_FILE_H_
#define MCUCRYPT_TESTS_SUPPORT_RSP_FILE_H_

#include <map>
#include <string>
#include <vector>

struct RspRecord {
  std::map<std::string, std::string> fields;   // e.g. {"Len":"8","Msg":"d3"}
  std::map<std::string, std::string> section;  // e.g. {"L":"32"}, {"ENCRYPT":""}
  int line = 0;                                // 1-based line of first field
};

// Parses .rsp text into *out (cleared first). On malformed input (unclosed
// '[', empty name, a name repeated within one record) returns false and sets
// *error (if non-null) to a message with the line number.
bool ParseRspText(const std::string& text, std::vector<RspRecord>* out,
                  std::string* error);

// Reads the file with C stdio (works under semihosting) and parses it.
bool ReadRspFile(const std::string& path, std::vector<RspRecord>* out,
                 std::string* error);

#endif  // MCUCRYPT_TESTS_SUPPORT_RSP_FILE_H_
