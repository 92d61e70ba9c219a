// DSA signatures in DER (RFC 3279 Dss-Sig-Value: SEQUENCE { r INTEGER, s
// INTEGER }) <-> P1363 r || s, through the shared DER layer.
#include <string.h>

#include "mcucrypt/der.h"
#include "mcucrypt/dsa.h"
#include "mcucrypt/mem.h"

extern "C" {

mcu_status mcu_dsa_sig_from_der(const mcu_dsa_params *params, const uint8_t *der, size_t der_len,
                                uint8_t *p1363, size_t p1363_len) {
  if (p1363 == nullptr || (der == nullptr && der_len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  const size_t ss = mcu_dsa_q_len(params);
  if (ss == 0) return MCU_ERR_INVALID_KEY;
  if (p1363_len != 2 * ss) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader top, seq;
  const uint8_t *r = nullptr, *s = nullptr;
  size_t r_len = 0, s_len = 0;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &r, &r_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &s, &s_len);
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st != MCU_OK || r_len > ss || s_len > ss) {
    mcu_wipe(p1363, p1363_len);
    return MCU_ERR_INVALID_SIGNATURE;
  }
  memset(p1363, 0, p1363_len);
  memcpy(p1363 + ss - r_len, r, r_len);
  memcpy(p1363 + 2 * ss - s_len, s, s_len);
  return MCU_OK;
}

mcu_status mcu_dsa_sig_to_der(const mcu_dsa_params *params, const uint8_t *p1363,
                              size_t p1363_len, uint8_t *der, size_t der_cap, size_t *der_len) {
  if (p1363 == nullptr || der == nullptr || der_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  *der_len = 0;
  const size_t ss = mcu_dsa_q_len(params);
  if (ss == 0) return MCU_ERR_INVALID_KEY;
  if (p1363_len != 2 * ss) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, der, der_cap);
  if (st != MCU_OK) return st;
  const size_t mark = mcu_der_writer_mark(&w);
  mcu_der_write_uint(&w, p1363 + ss, ss);  // last field first
  mcu_der_write_uint(&w, p1363, ss);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  const uint8_t *out = nullptr;
  size_t out_len = 0;
  st = mcu_der_writer_finish(&w, &out, &out_len);
  if (st != MCU_OK) return st;
  memmove(der, out, out_len);  // the writer filled the buffer's end
  *der_len = out_len;
  return MCU_OK;
}

mcu_status mcu_dsa_verify_digest_der(const mcu_dsa_public_key *pk, const uint8_t *digest,
                                     size_t digest_len, const uint8_t *der, size_t der_len) {
  if (pk == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t p1363[MCU_DSA_MAX_SIG_SIZE];
  const size_t len = 2 * mcu_dsa_q_len(&pk->params);
  if (len == 0) return MCU_ERR_INVALID_KEY;
  const mcu_status st = mcu_dsa_sig_from_der(&pk->params, der, der_len, p1363, len);
  if (st != MCU_OK) return st;
  return mcu_dsa_verify_digest(pk, digest, digest_len, p1363, len);
}

}  // extern "C"
