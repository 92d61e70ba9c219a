// DSA signatures in DER (RFC 3279 Dss-Sig-Value) <-> P1363 r || s, N / 8
// bytes each, through the shared two-INTEGER form (mcu_der_*_sig_rs).
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
  return mcu_der_read_sig_rs(der, der_len, p1363, ss);
}

mcu_status mcu_dsa_sig_to_der(const mcu_dsa_params *params, const uint8_t *p1363,
                              size_t p1363_len, uint8_t *der, size_t der_cap, size_t *der_len) {
  if (p1363 == nullptr || der == nullptr || der_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  *der_len = 0;
  const size_t ss = mcu_dsa_q_len(params);
  if (ss == 0) return MCU_ERR_INVALID_KEY;
  if (p1363_len != 2 * ss) return MCU_ERR_INVALID_ARGUMENT;
  return mcu_der_write_sig_rs(p1363, ss, der, der_cap, der_len);
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
