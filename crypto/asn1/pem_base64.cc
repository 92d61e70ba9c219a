// PEM armour (RFC 7468) with Base64 (RFC 4648 section 4) in constant time
// per character: the alphabet is mapped with range masks, not a table, and
// validity is accumulated in a mask, so the timing shows the block's layout
// (line breaks, padding: public) but not the key bytes it carries.
#include <string.h>

#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/pem.h"

namespace {

using mcucrypt::ct::lt_mask;

constexpr size_t kLineChars = 64;  // OpenSSL's and RFC 7468's line length

// 0xFFFFFFFF if lo <= c <= hi.
uint32_t in_range(uint32_t c, uint32_t lo, uint32_t hi) {
  return ~lt_mask(c, lo) & ~lt_mask(hi, c);
}

// The 6-bit value of a Base64 character; *valid gets 0 if c is not one.
uint32_t decode_char(uint8_t ch, uint32_t *valid) {
  const uint32_t c = ch;
  const uint32_t upper = in_range(c, 'A', 'Z');
  const uint32_t lower = in_range(c, 'a', 'z');
  const uint32_t digit = in_range(c, '0', '9');
  const uint32_t plus = in_range(c, '+', '+');
  const uint32_t slash = in_range(c, '/', '/');
  *valid &= upper | lower | digit | plus | slash;
  return ((c - 'A') & upper) | ((c - 'a' + 26) & lower) | ((c - '0' + 52) & digit) |
         (62u & plus) | (63u & slash);
}

uint8_t encode_value(uint32_t v) {
  const uint32_t upper = lt_mask(v, 26);
  const uint32_t lower = ~upper & lt_mask(v, 52);
  const uint32_t digit = ~upper & ~lower & lt_mask(v, 62);
  const uint32_t plus = in_range(v, 62, 62);
  const uint32_t slash = in_range(v, 63, 63);
  return static_cast<uint8_t>(((v + 'A') & upper) | ((v - 26 + 'a') & lower) |
                              ((v - 52 + '0') & digit) | ('+' & plus) | ('/' & slash));
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool starts_with(const char *p, size_t left, const char *s, size_t n) {
  return left >= n && memcmp(p, s, n) == 0;
}

// Matches "-----<word><label>-----" at p; returns its length or 0.
size_t match_boundary(const char *p, size_t left, const char *word, const char *label,
                      size_t label_len) {
  const size_t wn = strlen(word);
  if (!starts_with(p, left, "-----", 5)) return 0;
  if (!starts_with(p + 5, left - 5, word, wn)) return 0;
  size_t pos = 5 + wn;
  if (!starts_with(p + pos, left - pos, label, label_len)) return 0;
  pos += label_len;
  if (!starts_with(p + pos, left - pos, "-----", 5)) return 0;
  return pos + 5;
}

// Skips trailing spaces/tabs and one line end (or the end of input); false
// if anything else follows on the line.
bool end_of_line(const char *p, size_t len, size_t *pos) {
  size_t i = *pos;
  while (i < len && (p[i] == ' ' || p[i] == '\t')) ++i;
  if (i < len && p[i] == '\r') ++i;
  if (i < len) {
    if (p[i] != '\n') return false;
    ++i;
  }
  *pos = i;
  return true;
}

}  // namespace

extern "C" {

mcu_status mcu_pem_decode(const char *pem, size_t pem_len, const char *label, uint8_t *der,
                          size_t der_cap, size_t *der_len, size_t *consumed) {
  if (pem == nullptr || label == nullptr || der_len == nullptr || (der == nullptr && der_cap != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const size_t label_len = strlen(label);
  // The BEGIN line, at the start of a line.
  size_t pos = 0, n = 0;
  for (;;) {
    if (pos >= pem_len) return MCU_ERR_MALFORMED;
    n = match_boundary(pem + pos, pem_len - pos, "BEGIN ", label, label_len);
    if (n != 0) break;
    const void *nl = memchr(pem + pos, '\n', pem_len - pos);
    if (nl == nullptr) return MCU_ERR_MALFORMED;
    pos = static_cast<size_t>(static_cast<const char *>(nl) - pem) + 1;
  }
  pos += n;
  if (!end_of_line(pem, pem_len, &pos)) return MCU_ERR_MALFORMED;

  // The Base64 body, up to a line starting with "-----".
  size_t out = 0, chars = 0, pads = 0;
  uint32_t valid = 0xFFFFFFFFu, quantum = 0;
  mcu_status st = MCU_OK;
  bool line_start = true;
  while (st == MCU_OK) {
    if (pos >= pem_len) {
      st = MCU_ERR_MALFORMED;  // no END line
      break;
    }
    const char c = pem[pos];
    if (line_start && c == '-') break;
    line_start = c == '\n';
    ++pos;
    if (is_space(c)) continue;
    if (c == ':') {
      st = MCU_ERR_UNSUPPORTED;  // RFC 1421 headers: an encrypted key
    } else if (c == '=') {
      ++pads;
      ++chars;
      if (pads > 2) st = MCU_ERR_MALFORMED;
    } else if (pads != 0) {
      st = MCU_ERR_MALFORMED;  // data after padding
    } else {
      quantum = (quantum << 6) | decode_char(static_cast<uint8_t>(c), &valid);
      if (++chars % 4 == 0) {
        if (der_cap - out < 3) {
          st = MCU_ERR_BUFFER_TOO_SMALL;
        } else {
          der[out++] = static_cast<uint8_t>(quantum >> 16);
          der[out++] = static_cast<uint8_t>(quantum >> 8);
          der[out++] = static_cast<uint8_t>(quantum);
          quantum = 0;
        }
      }
    }
  }
  if (st == MCU_OK && (chars % 4 != 0 || valid == 0)) st = MCU_ERR_MALFORMED;
  if (st == MCU_OK && pads != 0) {
    // The last quantum had 4 - pads characters: 2 bytes (pads 1) or 1
    // (pads 2); the bits beyond them must be zero (RFC 4648 3.5, strict).
    const size_t data_chars = 4 - pads;
    const uint32_t drop_bits = pads == 1 ? 2 : 4;
    const uint32_t leftover = quantum & ((1u << drop_bits) - 1u);
    const size_t bytes = data_chars - 1;
    if (leftover != 0) {
      st = MCU_ERR_MALFORMED;
    } else if (der_cap - out < bytes) {
      st = MCU_ERR_BUFFER_TOO_SMALL;
    } else {
      quantum >>= drop_bits;
      for (size_t i = bytes; i-- > 0;) der[out++] = static_cast<uint8_t>(quantum >> (8 * i));
    }
  }
  quantum = 0;
  if (st == MCU_OK) {
    n = match_boundary(pem + pos, pem_len - pos, "END ", label, label_len);
    if (n == 0) {
      st = MCU_ERR_MALFORMED;
    } else {
      pos += n;
      if (!end_of_line(pem, pem_len, &pos)) st = MCU_ERR_MALFORMED;
    }
  }
  if (st != MCU_OK) {
    mcu_wipe(der, out);
    return st;
  }
  *der_len = out;
  if (consumed != nullptr) *consumed = pos;
  return MCU_OK;
}

size_t mcu_pem_encoded_len(size_t label_len, size_t der_len) {
  const size_t b64 = (der_len + 2) / 3 * 4;
  const size_t lines = (b64 + kLineChars - 1) / kLineChars;
  // "-----BEGIN " label "-----\n" + body + newlines + "-----END " label "-----\n"
  return (11 + label_len + 6) + b64 + lines + (9 + label_len + 6);
}

mcu_status mcu_pem_encode(const char *label, const uint8_t *der, size_t der_len, char *out,
                          size_t out_cap, size_t *out_len) {
  if (label == nullptr || out == nullptr || out_len == nullptr || (der == nullptr && der_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const size_t label_len = strlen(label);
  if (label_len == 0 || label_len > 64 || label[0] == '-' || label[label_len - 1] == '-') {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  for (size_t i = 0; i < label_len; ++i) {
    if (label[i] < 0x20 || label[i] > 0x7E) return MCU_ERR_INVALID_ARGUMENT;
  }
  if (der_len > (static_cast<size_t>(-1) - 256) / 2) return MCU_ERR_LENGTH_LIMIT;
  const size_t total = mcu_pem_encoded_len(label_len, der_len);
  if (out_cap < total + 1) return MCU_ERR_BUFFER_TOO_SMALL;

  size_t o = 0;
  auto put = [&](const char *s, size_t n) {
    memcpy(out + o, s, n);
    o += n;
  };
  put("-----BEGIN ", 11);
  put(label, label_len);
  put("-----\n", 6);
  size_t line = 0;
  for (size_t i = 0; i < der_len; i += 3) {
    const size_t take = der_len - i < 3 ? der_len - i : 3;
    uint32_t q = static_cast<uint32_t>(der[i]) << 16;
    if (take > 1) q |= static_cast<uint32_t>(der[i + 1]) << 8;
    if (take > 2) q |= der[i + 2];
    for (size_t k = 0; k < 4; ++k) {
      out[o++] = k <= take ? static_cast<char>(encode_value((q >> (18 - 6 * k)) & 63u)) : '=';
    }
    q = 0;
    line += 4;
    if (line == kLineChars) {
      out[o++] = '\n';
      line = 0;
    }
  }
  if (line != 0) out[o++] = '\n';
  put("-----END ", 9);
  put(label, label_len);
  put("-----\n", 6);
  out[o] = '\0';
  *out_len = o;
  return MCU_OK;
}

}  // extern "C"
