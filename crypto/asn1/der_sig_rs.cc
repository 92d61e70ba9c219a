// Two-INTEGER signatures in DER: RFC 3279's Dss-Sig-Value and
// ECDSA-Sig-Value, SEQUENCE { r INTEGER, s INTEGER }, to and from IEEE
// P1363's fixed-width r || s. DSA, ECDSA and SM2 signatures all take this
// form; only the scalar width differs.
#include <string.h>

#include "mcucrypt/der.h"
#include "mcucrypt/mem.h"

extern "C" {

mcu_status mcu_der_read_sig_rs(const uint8_t *der, size_t der_len, uint8_t *rs, size_t n) {
  if (rs == nullptr || n == 0 || (der == nullptr && der_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_der_reader top, seq;
  const uint8_t *r = nullptr, *s = nullptr;
  size_t r_len = 0, s_len = 0;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &r, &r_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &s, &s_len);
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  // The reader already refused non-minimal INTEGERs; wider than n bytes
  // cannot be below the group order.
  if (st != MCU_OK || r_len > n || s_len > n) {
    mcu_wipe(rs, 2 * n);
    return MCU_ERR_INVALID_SIGNATURE;
  }
  memset(rs, 0, 2 * n);
  memcpy(rs + n - r_len, r, r_len);
  memcpy(rs + 2 * n - s_len, s, s_len);
  return MCU_OK;
}

mcu_status mcu_der_write_sig_rs(const uint8_t *rs, size_t n, uint8_t *der, size_t der_cap,
                                size_t *der_len) {
  if (rs == nullptr || n == 0 || der == nullptr || der_len == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  *der_len = 0;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, der, der_cap);
  if (st != MCU_OK) return st;
  const size_t mark = mcu_der_writer_mark(&w);
  mcu_der_write_uint(&w, rs + n, n);  // last field first
  mcu_der_write_uint(&w, rs, n);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  return mcu_der_writer_finish_front(&w, der_len);
}

}  // extern "C"
