// DER reader (X.690 section 8 and the DER restrictions of section 10):
// one element at a time from the front of a bounded span. Every length is
// checked against the bytes left before it is used, so no read goes past
// the caller's buffer whatever the input; the reader never recurses
// (callers enter constructed elements one level at a time, up to
// MCU_DER_MAX_DEPTH).
#include <string.h>

#include "mcucrypt/der.h"

namespace {

// Identifier octet: the low-tag-number form only (tag numbers 0..30). The
// formats mcucrypt reads use no tag numbers above 30, and 0x1F would start
// the multi-byte form.
bool is_one_byte_tag(uint8_t id) { return (id & 0x1Fu) != 0x1Fu; }

// Parses the header at the front of in[0..len): tag, contents offset and
// contents length, with contents wholly inside the span. Lengths must be
// definite (0x80, the indefinite form, is BER only) and minimal: short form
// below 128, long form without leading zero octets and only for >= 128.
mcu_status parse_header(const uint8_t *in, size_t len, unsigned *tag, size_t *hdr_len,
                        size_t *value_len) {
  if (len < 2) return MCU_ERR_MALFORMED;
  if (!is_one_byte_tag(in[0])) return MCU_ERR_MALFORMED;
  size_t pos = 1;
  const uint8_t first = in[pos++];
  size_t n;
  if (first < 0x80u) {
    n = first;
  } else {
    const size_t count = first & 0x7Fu;
    // 0x80: indefinite; 0xFF: reserved; more octets than size_t holds
    // cannot describe anything inside a buffer.
    if (count == 0 || count > sizeof(size_t) || count > len - pos) return MCU_ERR_MALFORMED;
    if (in[pos] == 0) return MCU_ERR_MALFORMED;  // leading zero octet
    n = 0;
    for (size_t i = 0; i < count; ++i) n = (n << 8) | in[pos++];
    if (n < 0x80u) return MCU_ERR_MALFORMED;  // short form was required
  }
  if (n > len - pos) return MCU_ERR_MALFORMED;  // runs past what is left
  *tag = in[0];
  *hdr_len = pos;
  *value_len = n;
  return MCU_OK;
}

}  // namespace

extern "C" {

mcu_status mcu_der_reader_init(mcu_der_reader *r, const uint8_t *der, size_t len) {
  if (r == nullptr || (der == nullptr && len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  r->p = der;
  r->len = len;
  r->depth = 0;
  return MCU_OK;
}

mcu_status mcu_der_finish(const mcu_der_reader *r) {
  if (r == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  return r->len == 0 ? MCU_OK : MCU_ERR_MALFORMED;
}

mcu_status mcu_der_peek_tag(const mcu_der_reader *r, unsigned *tag) {
  if (r == nullptr || tag == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (r->len == 0 || !is_one_byte_tag(r->p[0])) return MCU_ERR_MALFORMED;
  *tag = r->p[0];
  return MCU_OK;
}

mcu_status mcu_der_read_any(mcu_der_reader *r, unsigned *tag, const uint8_t **value,
                            size_t *value_len) {
  if (r == nullptr || tag == nullptr || value == nullptr || value_len == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  size_t hdr = 0, n = 0;
  unsigned t = 0;
  const mcu_status st = parse_header(r->p, r->len, &t, &hdr, &n);
  if (st != MCU_OK) return st;
  *tag = t;
  *value = r->p + hdr;
  *value_len = n;
  r->p += hdr + n;
  r->len -= hdr + n;
  return MCU_OK;
}

mcu_status mcu_der_read_tagged(mcu_der_reader *r, unsigned tag, const uint8_t **value,
                               size_t *value_len) {
  if (r == nullptr || value == nullptr || value_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  size_t hdr = 0, n = 0;
  unsigned t = 0;
  const mcu_status st = parse_header(r->p, r->len, &t, &hdr, &n);
  if (st != MCU_OK) return st;
  if (t != tag) return MCU_ERR_MALFORMED;
  *value = r->p + hdr;
  *value_len = n;
  r->p += hdr + n;
  r->len -= hdr + n;
  return MCU_OK;
}

mcu_status mcu_der_enter(mcu_der_reader *r, unsigned tag, mcu_der_reader *child) {
  if (r == nullptr || child == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if ((tag & 0x20u) == 0) return MCU_ERR_INVALID_ARGUMENT;  // not a constructed tag
  if (r->depth >= MCU_DER_MAX_DEPTH) return MCU_ERR_MALFORMED;
  const unsigned depth = r->depth + 1;  // child may be r itself
  const uint8_t *v = nullptr;
  size_t n = 0;
  const mcu_status st = mcu_der_read_tagged(r, tag, &v, &n);
  if (st != MCU_OK) return st;
  child->p = v;
  child->len = n;
  child->depth = depth;
  return MCU_OK;
}

mcu_status mcu_der_read_uint(mcu_der_reader *r, const uint8_t **mag, size_t *mag_len) {
  if (r == nullptr || mag == nullptr || mag_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader saved = *r;
  const uint8_t *v = nullptr;
  size_t n = 0;
  mcu_status st = mcu_der_read_tagged(r, MCU_DER_INTEGER, &v, &n);
  if (st != MCU_OK) return st;
  // Two's complement in the fewest octets (X.690 8.3.2): the first nine
  // bits are never all zeros or all ones.
  st = MCU_OK;
  if (n == 0 || (v[0] & 0x80u) != 0) {
    st = MCU_ERR_MALFORMED;  // empty, or negative
  } else if (n > 1 && v[0] == 0 && (v[1] & 0x80u) == 0) {
    st = MCU_ERR_MALFORMED;  // redundant leading zero
  }
  if (st != MCU_OK) {
    *r = saved;
    return st;
  }
  if (n > 1 && v[0] == 0) {  // the sign octet of a value with its top bit set
    ++v;
    --n;
  }
  *mag = v;
  *mag_len = n;
  return MCU_OK;
}

mcu_status mcu_der_read_small_uint(mcu_der_reader *r, uint32_t *out) {
  if (r == nullptr || out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader saved = *r;
  const uint8_t *m = nullptr;
  size_t n = 0;
  const mcu_status st = mcu_der_read_uint(r, &m, &n);
  if (st != MCU_OK) return st;
  if (n > 4) {
    *r = saved;
    return MCU_ERR_UNSUPPORTED;
  }
  uint32_t v = 0;
  for (size_t i = 0; i < n; ++i) v = (v << 8) | m[i];
  *out = v;
  return MCU_OK;
}

mcu_status mcu_der_read_bit_string(mcu_der_reader *r, const uint8_t **bytes, size_t *len) {
  if (r == nullptr || bytes == nullptr || len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader saved = *r;
  const uint8_t *v = nullptr;
  size_t n = 0;
  mcu_status st = mcu_der_read_tagged(r, MCU_DER_BIT_STRING, &v, &n);
  if (st != MCU_OK) return st;
  // The first octet counts the unused bits of the last (X.690 8.6.2): at
  // most 7, 0 for an empty string, and in DER the unused bits are zero.
  if (n == 0 || v[0] > 7 || (n == 1 && v[0] != 0) ||
      (v[0] != 0 && (v[n - 1] & ((1u << v[0]) - 1u)) != 0)) {
    st = MCU_ERR_MALFORMED;
  } else if (v[0] != 0) {
    st = MCU_ERR_UNSUPPORTED;
  }
  if (st != MCU_OK) {
    *r = saved;
    return st;
  }
  *bytes = v + 1;
  *len = n - 1;
  return MCU_OK;
}

mcu_status mcu_der_read_octet_string(mcu_der_reader *r, const uint8_t **bytes, size_t *len) {
  return mcu_der_read_tagged(r, MCU_DER_OCTET_STRING, bytes, len);
}

mcu_status mcu_der_read_null(mcu_der_reader *r) {
  if (r == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader saved = *r;
  const uint8_t *v = nullptr;
  size_t n = 0;
  const mcu_status st = mcu_der_read_tagged(r, MCU_DER_NULL, &v, &n);
  if (st != MCU_OK) return st;
  if (n != 0) {
    *r = saved;
    return MCU_ERR_MALFORMED;
  }
  return MCU_OK;
}

mcu_status mcu_der_read_bool(mcu_der_reader *r, int *out) {
  if (r == nullptr || out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader saved = *r;
  const uint8_t *v = nullptr;
  size_t n = 0;
  const mcu_status st = mcu_der_read_tagged(r, MCU_DER_BOOLEAN, &v, &n);
  if (st != MCU_OK) return st;
  // DER: TRUE is 0xFF only (X.690 11.1).
  if (n != 1 || (v[0] != 0x00 && v[0] != 0xFF)) {
    *r = saved;
    return MCU_ERR_MALFORMED;
  }
  *out = v[0] != 0;
  return MCU_OK;
}

mcu_status mcu_der_read_oid(mcu_der_reader *r, const uint8_t **oid, size_t *oid_len) {
  if (r == nullptr || oid == nullptr || oid_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader saved = *r;
  const uint8_t *v = nullptr;
  size_t n = 0;
  const mcu_status st = mcu_der_read_tagged(r, MCU_DER_OID, &v, &n);
  if (st != MCU_OK) return st;
  // Subidentifiers in base 128, high bit = "more follows" (X.690 8.19.2):
  // none may start with 0x80 (a leading zero digit), and the last octet
  // ends one.
  bool ok = n != 0 && (v[n - 1] & 0x80u) == 0;
  bool at_start = true;
  for (size_t i = 0; ok && i < n; ++i) {
    if (at_start && v[i] == 0x80u) ok = false;
    at_start = (v[i] & 0x80u) == 0;
  }
  if (!ok) {
    *r = saved;
    return MCU_ERR_MALFORMED;
  }
  *oid = v;
  *oid_len = n;
  return MCU_OK;
}

int mcu_der_oid_equal(const uint8_t *oid, size_t len, const char *expected, size_t expected_len) {
  if (oid == nullptr || expected == nullptr || len != expected_len) return 0;
  return memcmp(oid, expected, len) == 0;
}

}  // extern "C"
