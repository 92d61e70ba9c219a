// SM2 ciphertexts in the DER form OpenSSL and GmSSL write (GM/T 0009
// section 7.2): SEQUENCE { x INTEGER, y INTEGER, hash OCTET STRING (C3),
// ciphertext OCTET STRING (C2) } <-> C1 || C3 || C2. Public data only.
#include <string.h>

#include "mcucrypt/der.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sm2.h"

extern "C" {

mcu_status mcu_sm2_ciphertext_to_der(const uint8_t *ct, size_t ct_len, uint8_t *der,
                                     size_t der_cap, size_t *der_len) {
  if (ct == nullptr || der == nullptr || der_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  *der_len = 0;
  if (ct_len <= MCU_SM2_CIPHERTEXT_OVERHEAD || ct[0] != 0x04) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, der, der_cap);
  if (st != MCU_OK) return st;
  const size_t mark = mcu_der_writer_mark(&w);
  mcu_der_write_tagged(&w, MCU_DER_OCTET_STRING, ct + MCU_SM2_CIPHERTEXT_OVERHEAD,
                       ct_len - MCU_SM2_CIPHERTEXT_OVERHEAD);  // last field first
  mcu_der_write_tagged(&w, MCU_DER_OCTET_STRING, ct + 65, 32);
  mcu_der_write_uint(&w, ct + 33, 32);
  mcu_der_write_uint(&w, ct + 1, 32);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  return mcu_der_writer_finish_front(&w, der_len);
}

mcu_status mcu_sm2_ciphertext_from_der(const uint8_t *der, size_t der_len, uint8_t *ct,
                                       size_t ct_cap, size_t *ct_len) {
  if (ct == nullptr || ct_len == nullptr || (der == nullptr && der_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  *ct_len = 0;
  mcu_der_reader top, seq;
  const uint8_t *x = nullptr, *y = nullptr, *c3 = nullptr, *c2 = nullptr;
  size_t x_len = 0, y_len = 0, c3_len = 0, c2_len = 0;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &x, &x_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &y, &y_len);
  if (st == MCU_OK) st = mcu_der_read_octet_string(&seq, &c3, &c3_len);
  if (st == MCU_OK) st = mcu_der_read_octet_string(&seq, &c2, &c2_len);
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st != MCU_OK || x_len > 32 || y_len > 32 || c3_len != 32 || c2_len == 0) {
    return MCU_ERR_MALFORMED;
  }
  if (ct_cap < MCU_SM2_CIPHERTEXT_OVERHEAD + c2_len) return MCU_ERR_BUFFER_TOO_SMALL;
  memset(ct, 0, 65);
  ct[0] = 0x04;
  memcpy(ct + 33 - x_len, x, x_len);
  memcpy(ct + 65 - y_len, y, y_len);
  memcpy(ct + 65, c3, 32);
  memcpy(ct + MCU_SM2_CIPHERTEXT_OVERHEAD, c2, c2_len);
  *ct_len = MCU_SM2_CIPHERTEXT_OVERHEAD + c2_len;
  return MCU_OK;
}

}  // extern "C"
