// Hex conversion for test vectors.
#ifndef MCUCRYPT_TESTS_SUPPORT_HEX_H_
#define MCUCRYPT_TESTS_SUPPORT_HEX_H_

#include <stddef.h>
#include <stdint.h>

#include <string>
#include <vector>

// Decodes upper- or lower-case hex. Returns an empty vector if the input has
// odd length or a non-hex character (callers that expect data then fail on
// the size check instead of silently using partial bytes).
std::vector<uint8_t> FromHex(const std::string& hex);

// Lower-case hex of len bytes at data (data may be NULL when len == 0).
std::string ToHex(const uint8_t* data, size_t len);

#endif  // MCUCRYPT_TESTS_SUPPORT_HEX_H_
