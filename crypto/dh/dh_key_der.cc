// DH key files through the shared DER layer (PKCS#3 DHParameter; PKCS#8
// and SubjectPublicKeyInfo with dhKeyAgreement), as OpenSSL writes them.
#include <string.h>

#include "mcucrypt/der.h"
#include "mcucrypt/dh.h"
#include "mcucrypt/mem.h"

namespace {

// DHParameter ::= SEQUENCE { prime, base, privateValueLength OPTIONAL },
// from r (params' other fields reset). A built-in group gets its q.
mcu_status read_dh_parameter(mcu_der_reader *r, mcu_dh_params *params) {
  memset(params, 0, sizeof(*params));
  mcu_der_reader seq;
  mcu_status st = mcu_der_enter(r, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &params->p, &params->p_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &params->g, &params->g_len);
  unsigned tag = 0;
  if (st == MCU_OK && mcu_der_peek_tag(&seq, &tag) == MCU_OK) {
    uint32_t bits = 0;
    st = mcu_der_read_small_uint(&seq, &bits);
    params->private_bits = bits;
  }
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  if (st != MCU_OK) return st == MCU_ERR_UNSUPPORTED ? MCU_ERR_MALFORMED : st;
  if (mcu_dh_p_len(params) == 0) return MCU_ERR_INVALID_KEY;
  const mcu_dh_group_id id = mcu_dh_group_find(params);
  if (id != MCU_DH_GROUP_COUNT) {
    mcu_dh_params group;
    mcu_dh_group(id, &group);
    params->q = group.q;
    params->q_len = group.q_len;
  }
  return MCU_OK;
}

// DHParameter, then nothing else, in an AlgorithmIdentifier's parameters.
mcu_status read_algorithm_params(mcu_der_reader *alg, mcu_dh_params *params) {
  mcu_status st = read_dh_parameter(alg, params);
  if (st == MCU_OK) st = mcu_der_finish(alg);
  return st;
}

void write_dh_parameter(mcu_der_writer *w, const mcu_dh_params *params) {
  const size_t mark = mcu_der_writer_mark(w);
  if (params->private_bits != 0) {
    mcu_der_write_small_uint(w, static_cast<uint32_t>(params->private_bits));
  }
  mcu_der_write_uint(w, params->g, params->g_len);
  mcu_der_write_uint(w, params->p, params->p_len);
  mcu_der_write_wrap(w, MCU_DER_SEQUENCE, mark);
}

void write_algorithm(mcu_der_writer *w, const mcu_dh_params *params) {
  const size_t mark = mcu_der_writer_mark(w);
  write_dh_parameter(w, params);
  mcu_der_write_wrap_algorithm(w, MCU_OID_DH, MCU_OID_DH_LEN, mark);
}

bool bad_out(const uint8_t *buf, const uint8_t **der, size_t *der_len) {
  return buf == nullptr || der == nullptr || der_len == nullptr;
}

}  // namespace

extern "C" {

mcu_status mcu_dh_params_from_der(mcu_dh_params *params, const uint8_t *der, size_t der_len) {
  if (params == nullptr || (der == nullptr && der_len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader top;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = read_dh_parameter(&top, params);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st != MCU_OK) memset(params, 0, sizeof(*params));
  return st;
}

mcu_status mcu_dh_private_key_from_der(mcu_dh_params *params, const uint8_t **x, size_t *x_len,
                                       const uint8_t *der, size_t der_len) {
  if (params == nullptr || x == nullptr || x_len == nullptr || (der == nullptr && der_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  *x = nullptr;
  *x_len = 0;
  mcu_der_reader alg;
  const uint8_t *key = nullptr;
  size_t key_len = 0;
  mcu_status st =
      mcu_der_read_pkcs8(der, der_len, MCU_OID_DH, MCU_OID_DH_LEN, &alg, &key, &key_len);
  if (st == MCU_OK) st = read_algorithm_params(&alg, params);
  if (st == MCU_OK) st = mcu_der_read_whole_uint(key, key_len, x, x_len);
  if (st != MCU_OK) {
    memset(params, 0, sizeof(*params));
    *x = nullptr;
    *x_len = 0;
  }
  return st;
}

mcu_status mcu_dh_public_key_from_der(mcu_dh_params *params, const uint8_t **y, size_t *y_len,
                                      const uint8_t *der, size_t der_len) {
  if (params == nullptr || y == nullptr || y_len == nullptr || (der == nullptr && der_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  *y = nullptr;
  *y_len = 0;
  mcu_der_reader alg;
  const uint8_t *key = nullptr;
  size_t key_len = 0;
  mcu_status st =
      mcu_der_read_spki(der, der_len, MCU_OID_DH, MCU_OID_DH_LEN, &alg, &key, &key_len);
  if (st == MCU_OK) st = read_algorithm_params(&alg, params);
  if (st == MCU_OK) st = mcu_der_read_whole_uint(key, key_len, y, y_len);
  if (st == MCU_OK) st = mcu_dh_check_public(params, *y, *y_len);
  if (st != MCU_OK) {
    memset(params, 0, sizeof(*params));
    *y = nullptr;
    *y_len = 0;
  }
  return st;
}

mcu_status mcu_dh_params_to_der(const mcu_dh_params *params, uint8_t *buf, size_t cap,
                                const uint8_t **der, size_t *der_len) {
  if (params == nullptr || bad_out(buf, der, der_len)) return MCU_ERR_INVALID_ARGUMENT;
  if (mcu_dh_p_len(params) == 0) return MCU_ERR_INVALID_KEY;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, buf, cap);
  if (st != MCU_OK) return st;
  write_dh_parameter(&w, params);
  return mcu_der_writer_finish(&w, der, der_len);
}

mcu_status mcu_dh_private_key_to_der(const mcu_dh_params *params, const uint8_t *x, size_t x_len,
                                     uint8_t *buf, size_t cap, const uint8_t **der,
                                     size_t *der_len) {
  if (params == nullptr || x == nullptr || bad_out(buf, der, der_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (mcu_dh_p_len(params) == 0) return MCU_ERR_INVALID_KEY;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, buf, cap);
  if (st != MCU_OK) return st;
  const size_t mark = mcu_der_writer_mark(&w);
  mcu_der_write_uint(&w, x, x_len);  // the key INTEGER, then its OCTET STRING
  mcu_der_write_wrap(&w, MCU_DER_OCTET_STRING, mark);
  write_algorithm(&w, params);
  mcu_der_write_small_uint(&w, 0);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  st = mcu_der_writer_finish(&w, der, der_len);
  return st;
}

mcu_status mcu_dh_public_key_to_der(const mcu_dh_params *params, const uint8_t *y, size_t y_len,
                                    uint8_t *buf, size_t cap, const uint8_t **der,
                                    size_t *der_len) {
  if (params == nullptr || y == nullptr || bad_out(buf, der, der_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (mcu_dh_p_len(params) == 0) return MCU_ERR_INVALID_KEY;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, buf, cap);
  if (st != MCU_OK) return st;
  const size_t mark = mcu_der_writer_mark(&w);
  mcu_der_write_uint(&w, y, y_len);
  mcu_der_write_wrap_bit_string(&w, mark);
  write_algorithm(&w, params);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  return mcu_der_writer_finish(&w, der, der_len);
}

}  // extern "C"
