// The envelopes every key file shares (RFC 5280 SubjectPublicKeyInfo,
// RFC 5958 PrivateKeyInfo v1, and their AlgorithmIdentifier), so each
// algorithm's key code reads and writes only its own parameters and key.
#include "mcucrypt/der.h"

namespace {

// AlgorithmIdentifier { algorithm, parameters }: params over what follows
// the OID. Another algorithm is MCU_ERR_UNSUPPORTED.
mcu_status enter_algorithm(mcu_der_reader *r, const char *oid, size_t oid_len,
                           mcu_der_reader *params) {
  const uint8_t *got = nullptr;
  size_t got_len = 0;
  mcu_status st = mcu_der_enter(r, MCU_DER_SEQUENCE, params);
  if (st == MCU_OK) st = mcu_der_read_oid(params, &got, &got_len);
  if (st == MCU_OK && !mcu_der_oid_equal(got, got_len, oid, oid_len)) st = MCU_ERR_UNSUPPORTED;
  return st;
}

bool bad_args(const uint8_t *der, size_t der_len, const char *oid, const mcu_der_reader *params,
              const uint8_t *const *key, const size_t *key_len) {
  return (der == nullptr && der_len != 0) || oid == nullptr || params == nullptr ||
         key == nullptr || key_len == nullptr;
}

}  // namespace

extern "C" {

mcu_status mcu_der_read_spki(const uint8_t *der, size_t der_len, const char *oid, size_t oid_len,
                             mcu_der_reader *params, const uint8_t **key, size_t *key_len) {
  if (bad_args(der, der_len, oid, params, key, key_len)) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader top, spki;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &spki);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = enter_algorithm(&spki, oid, oid_len, params);
  if (st == MCU_OK) st = mcu_der_read_bit_string(&spki, key, key_len);
  if (st == MCU_OK) st = mcu_der_finish(&spki);
  return st;
}

mcu_status mcu_der_read_pkcs8(const uint8_t *der, size_t der_len, const char *oid, size_t oid_len,
                              mcu_der_reader *params, const uint8_t **key, size_t *key_len) {
  if (bad_args(der, der_len, oid, params, key, key_len)) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader top, pki;
  uint32_t version = 0;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &pki);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = mcu_der_read_small_uint(&pki, &version);
  if (st == MCU_OK && version != 0) st = MCU_ERR_UNSUPPORTED;
  if (st == MCU_OK) st = enter_algorithm(&pki, oid, oid_len, params);
  if (st == MCU_OK) st = mcu_der_read_octet_string(&pki, key, key_len);
  if (st == MCU_OK) st = mcu_der_finish(&pki);  // no attributes
  return st;
}

mcu_status mcu_der_read_whole_uint(const uint8_t *bytes, size_t len, const uint8_t **v,
                                   size_t *v_len) {
  mcu_der_reader r;
  mcu_status st = mcu_der_reader_init(&r, bytes, len);
  if (st == MCU_OK) st = mcu_der_read_uint(&r, v, v_len);
  if (st == MCU_OK) st = mcu_der_finish(&r);
  return st;
}

void mcu_der_write_wrap_algorithm(mcu_der_writer *w, const char *oid, size_t oid_len,
                                  size_t mark) {
  mcu_der_write_tagged(w, MCU_DER_OID, reinterpret_cast<const uint8_t *>(oid), oid_len);
  mcu_der_write_wrap(w, MCU_DER_SEQUENCE, mark);
}

}  // extern "C"
