// DSA key files through the shared DER layer: Dss-Parms, SubjectPublicKeyInfo
// and PKCS#8 with id-dsa (RFC 3279 2.3.2, RFC 5958), and OpenSSL's
// traditional "DSA PRIVATE KEY".
#include <string.h>

#include "mcucrypt/der.h"
#include "mcucrypt/dsa.h"

namespace {

mcu_status read_dss_parms(mcu_der_reader *r, mcu_dsa_params *params) {
  memset(params, 0, sizeof(*params));
  mcu_der_reader seq;
  mcu_status st = mcu_der_enter(r, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &params->p, &params->p_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &params->q, &params->q_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &params->g, &params->g_len);
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  if (st == MCU_OK && mcu_dsa_q_len(params) == 0) st = MCU_ERR_INVALID_KEY;
  return st;
}

// Dss-Parms, then nothing else, in an AlgorithmIdentifier's parameters.
mcu_status read_algorithm_params(mcu_der_reader *alg, mcu_dsa_params *params) {
  mcu_status st = read_dss_parms(alg, params);
  if (st == MCU_OK) st = mcu_der_finish(alg);
  return st;
}

void write_dss_parms(mcu_der_writer *w, const mcu_dsa_params *params) {
  const size_t mark = mcu_der_writer_mark(w);
  mcu_der_write_uint(w, params->g, params->g_len);
  mcu_der_write_uint(w, params->q, params->q_len);
  mcu_der_write_uint(w, params->p, params->p_len);
  mcu_der_write_wrap(w, MCU_DER_SEQUENCE, mark);
}

void write_algorithm(mcu_der_writer *w, const mcu_dsa_params *params) {
  const size_t mark = mcu_der_writer_mark(w);
  write_dss_parms(w, params);
  mcu_der_write_wrap_algorithm(w, MCU_OID_DSA, MCU_OID_DSA_LEN, mark);
}

// PKCS#8 PrivateKeyInfo (v1, no attributes) into sk.
mcu_status read_pkcs8(const uint8_t *der, size_t der_len, mcu_dsa_private_key *sk) {
  mcu_der_reader alg;
  const uint8_t *key = nullptr;
  size_t key_len = 0;
  mcu_status st = mcu_der_read_pkcs8(der, der_len, MCU_OID_DSA, MCU_OID_DSA_LEN, &alg, &key,
                                     &key_len);
  if (st == MCU_OK) st = read_algorithm_params(&alg, &sk->params);
  if (st == MCU_OK) st = mcu_der_read_whole_uint(key, key_len, &sk->x, &sk->x_len);
  return st;
}

// OpenSSL's DSAPrivateKey: SEQUENCE { 0, p, q, g, y, x }.
mcu_status read_traditional(const uint8_t *der, size_t der_len, mcu_dsa_private_key *sk,
                            const uint8_t **y, size_t *y_len) {
  mcu_der_reader top, seq;
  uint32_t version = 0;
  mcu_dsa_params *pp = &sk->params;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = mcu_der_read_small_uint(&seq, &version);
  if (st == MCU_OK && version != 0) st = MCU_ERR_UNSUPPORTED;
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &pp->p, &pp->p_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &pp->q, &pp->q_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &pp->g, &pp->g_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, y, y_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->x, &sk->x_len);
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  if (st == MCU_OK && mcu_dsa_q_len(pp) == 0) st = MCU_ERR_INVALID_KEY;
  return st;
}

bool bad_out(const uint8_t *buf, const uint8_t **der, size_t *der_len) {
  return buf == nullptr || der == nullptr || der_len == nullptr;
}

}  // namespace

extern "C" {

mcu_status mcu_dsa_params_from_der(mcu_dsa_params *params, const uint8_t *der, size_t der_len) {
  if (params == nullptr || (der == nullptr && der_len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader top;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = read_dss_parms(&top, params);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st != MCU_OK) memset(params, 0, sizeof(*params));
  return st;
}

mcu_status mcu_dsa_public_key_from_der(mcu_dsa_public_key *pk, const uint8_t *der,
                                       size_t der_len) {
  if (pk == nullptr || (der == nullptr && der_len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  memset(pk, 0, sizeof(*pk));
  mcu_der_reader alg;
  const uint8_t *key = nullptr;
  size_t key_len = 0;
  mcu_status st = mcu_der_read_spki(der, der_len, MCU_OID_DSA, MCU_OID_DSA_LEN, &alg, &key,
                                    &key_len);
  if (st == MCU_OK) st = read_algorithm_params(&alg, &pk->params);
  if (st == MCU_OK) st = mcu_der_read_whole_uint(key, key_len, &pk->y, &pk->y_len);
  if (st != MCU_OK) memset(pk, 0, sizeof(*pk));
  return st;
}

mcu_status mcu_dsa_private_key_from_der(mcu_dsa_private_key *sk, const uint8_t **y,
                                        size_t *y_len, const uint8_t *der, size_t der_len) {
  if (sk == nullptr || y == nullptr || y_len == nullptr || (der == nullptr && der_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  memset(sk, 0, sizeof(*sk));
  *y = nullptr;
  *y_len = 0;
  // PKCS#8's second field is a SEQUENCE (the algorithm), the traditional
  // form's an INTEGER (p).
  mcu_der_reader top, seq;
  unsigned tag = 0;
  const uint8_t *v = nullptr;
  size_t n = 0;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_read_any(&seq, &tag, &v, &n);
  if (st == MCU_OK) st = mcu_der_peek_tag(&seq, &tag);
  if (st == MCU_OK) {
    st = tag == MCU_DER_SEQUENCE ? read_pkcs8(der, der_len, sk)
                                 : read_traditional(der, der_len, sk, y, y_len);
  }
  if (st != MCU_OK) {
    memset(sk, 0, sizeof(*sk));
    *y = nullptr;
    *y_len = 0;
  }
  return st;
}

mcu_status mcu_dsa_params_to_der(const mcu_dsa_params *params, uint8_t *buf, size_t cap,
                                 const uint8_t **der, size_t *der_len) {
  if (params == nullptr || bad_out(buf, der, der_len)) return MCU_ERR_INVALID_ARGUMENT;
  if (mcu_dsa_q_len(params) == 0) return MCU_ERR_INVALID_KEY;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, buf, cap);
  if (st != MCU_OK) return st;
  write_dss_parms(&w, params);
  return mcu_der_writer_finish(&w, der, der_len);
}

mcu_status mcu_dsa_public_key_to_der(const mcu_dsa_public_key *pk, uint8_t *buf, size_t cap,
                                     const uint8_t **der, size_t *der_len) {
  if (pk == nullptr || pk->y == nullptr || bad_out(buf, der, der_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (mcu_dsa_q_len(&pk->params) == 0) return MCU_ERR_INVALID_KEY;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, buf, cap);
  if (st != MCU_OK) return st;
  const size_t mark = mcu_der_writer_mark(&w);
  mcu_der_write_uint(&w, pk->y, pk->y_len);
  mcu_der_write_wrap_bit_string(&w, mark);
  write_algorithm(&w, &pk->params);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  return mcu_der_writer_finish(&w, der, der_len);
}

mcu_status mcu_dsa_private_key_to_der(const mcu_dsa_private_key *sk, const uint8_t *y,
                                      size_t y_len, int pkcs8, uint8_t *buf, size_t cap,
                                      const uint8_t **der, size_t *der_len) {
  if (sk == nullptr || sk->x == nullptr || (!pkcs8 && y == nullptr) ||
      bad_out(buf, der, der_len)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (mcu_dsa_q_len(&sk->params) == 0) return MCU_ERR_INVALID_KEY;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, buf, cap);
  if (st != MCU_OK) return st;
  const size_t mark = mcu_der_writer_mark(&w);
  mcu_der_write_uint(&w, sk->x, sk->x_len);
  if (pkcs8) {
    mcu_der_write_wrap(&w, MCU_DER_OCTET_STRING, mark);
    write_algorithm(&w, &sk->params);
  } else {
    mcu_der_write_uint(&w, y, y_len);
    mcu_der_write_uint(&w, sk->params.g, sk->params.g_len);
    mcu_der_write_uint(&w, sk->params.q, sk->params.q_len);
    mcu_der_write_uint(&w, sk->params.p, sk->params.p_len);
  }
  mcu_der_write_small_uint(&w, 0);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  return mcu_der_writer_finish(&w, der, der_len);
}

}  // extern "C"
