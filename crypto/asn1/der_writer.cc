// DER writer: fills the caller's buffer from the end backwards, so each
// element's length is known when its header is written (contents first,
// then the header in front). Errors are sticky, which lets a caller write
// a whole structure and check once.
#include <string.h>

#include "mcucrypt/der.h"

namespace {

bool ok(const mcu_der_writer *w) { return w != nullptr && w->status == MCU_OK; }

void fail(mcu_der_writer *w, mcu_status st) {
  if (w != nullptr && w->status == MCU_OK) w->status = st;
}

// Reserves n bytes in front of what is written; nullptr on overflow.
uint8_t *prepend(mcu_der_writer *w, size_t n) {
  if (!ok(w)) return nullptr;
  if (n > w->cap - w->used) {
    fail(w, MCU_ERR_BUFFER_TOO_SMALL);
    return nullptr;
  }
  w->used += n;
  return w->buf + (w->cap - w->used);
}

// Tag and definite length in the fewest octets (X.690 8.1.3, 10.1).
void write_header(mcu_der_writer *w, unsigned tag, size_t len) {
  if ((tag & 0x1Fu) == 0x1Fu || tag > 0xFFu) {
    fail(w, MCU_ERR_INVALID_ARGUMENT);
    return;
  }
  uint8_t hdr[2 + sizeof(size_t)];
  size_t n = 0;
  if (len < 0x80u) {
    hdr[sizeof hdr - 1] = static_cast<uint8_t>(len);
    n = 1;
  } else {
    for (size_t v = len; v != 0; v >>= 8) hdr[sizeof hdr - 1 - n++] = static_cast<uint8_t>(v);
    hdr[sizeof hdr - 1 - n] = static_cast<uint8_t>(0x80u | n);
    ++n;
  }
  hdr[sizeof hdr - 1 - n] = static_cast<uint8_t>(tag);
  ++n;
  mcu_der_write_raw(w, hdr + sizeof hdr - n, n);
}

}  // namespace

extern "C" {

mcu_status mcu_der_writer_init(mcu_der_writer *w, uint8_t *buf, size_t cap) {
  if (w == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  w->buf = buf;
  w->cap = buf == nullptr ? 0 : cap;
  w->used = 0;
  w->status = (buf == nullptr && cap != 0) ? MCU_ERR_INVALID_ARGUMENT : MCU_OK;
  return w->status;
}

size_t mcu_der_writer_mark(const mcu_der_writer *w) { return w == nullptr ? 0 : w->used; }

void mcu_der_write_raw(mcu_der_writer *w, const uint8_t *bytes, size_t len) {
  if (bytes == nullptr && len != 0) {
    fail(w, MCU_ERR_INVALID_ARGUMENT);
    return;
  }
  uint8_t *dst = prepend(w, len);
  if (dst == nullptr) return;
  for (size_t i = 0; i < len; ++i) dst[i] = bytes[i];
}

void mcu_der_write_wrap(mcu_der_writer *w, unsigned tag, size_t mark) {
  if (!ok(w)) return;
  if (mark > w->used) {
    fail(w, MCU_ERR_INVALID_ARGUMENT);
    return;
  }
  write_header(w, tag, w->used - mark);
}

void mcu_der_write_tagged(mcu_der_writer *w, unsigned tag, const uint8_t *value, size_t len) {
  const size_t mark = mcu_der_writer_mark(w);
  mcu_der_write_raw(w, value, len);
  mcu_der_write_wrap(w, tag, mark);
}

void mcu_der_write_uint(mcu_der_writer *w, const uint8_t *mag, size_t len) {
  if (mag == nullptr && len != 0) {
    fail(w, MCU_ERR_INVALID_ARGUMENT);
    return;
  }
  while (len > 0 && mag[0] == 0) {  // minimal: no leading zero octets
    ++mag;
    --len;
  }
  const size_t mark = mcu_der_writer_mark(w);
  mcu_der_write_raw(w, mag, len);
  if (len == 0 || (mag[0] & 0x80u) != 0) {  // zero, or a sign octet to keep it positive
    const uint8_t zero = 0;
    mcu_der_write_raw(w, &zero, 1);
  }
  mcu_der_write_wrap(w, MCU_DER_INTEGER, mark);
}

void mcu_der_write_small_uint(mcu_der_writer *w, uint32_t v) {
  const uint8_t be[4] = {static_cast<uint8_t>(v >> 24), static_cast<uint8_t>(v >> 16),
                         static_cast<uint8_t>(v >> 8), static_cast<uint8_t>(v)};
  mcu_der_write_uint(w, be, sizeof be);
}

void mcu_der_write_bit_string(mcu_der_writer *w, const uint8_t *bytes, size_t len) {
  const size_t mark = mcu_der_writer_mark(w);
  mcu_der_write_raw(w, bytes, len);
  mcu_der_write_wrap_bit_string(w, mark);
}

void mcu_der_write_wrap_bit_string(mcu_der_writer *w, size_t mark) {
  const uint8_t unused_bits = 0;
  mcu_der_write_raw(w, &unused_bits, 1);
  mcu_der_write_wrap(w, MCU_DER_BIT_STRING, mark);
}

void mcu_der_write_null(mcu_der_writer *w) { mcu_der_write_tagged(w, MCU_DER_NULL, nullptr, 0); }

mcu_status mcu_der_writer_finish(const mcu_der_writer *w, const uint8_t **out, size_t *out_len) {
  if (w == nullptr || out == nullptr || out_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (w->status != MCU_OK) return w->status;
  *out = w->buf + (w->cap - w->used);
  *out_len = w->used;
  return MCU_OK;
}

mcu_status mcu_der_writer_finish_front(const mcu_der_writer *w, size_t *out_len) {
  const uint8_t *out = nullptr;
  size_t len = 0;
  if (out_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  const mcu_status st = mcu_der_writer_finish(w, &out, &len);
  if (st != MCU_OK) return st;
  memmove(w->buf, out, len);  // the writer filled the buffer's end
  *out_len = len;
  return MCU_OK;
}

}  // extern "C"
