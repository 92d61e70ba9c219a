// ECDSA signatures in DER (SEC 1 C.5, RFC 3279 ECDSA-Sig-Value) <-> P1363
// r || s, through the shared two-INTEGER form (mcu_der_*_sig_rs).
#include "crypto/ec/scalar.h"
#include "mcucrypt/der.h"
#include "mcucrypt/ecdsa.h"

extern "C" {

mcu_status mcu_ecdsa_sig_from_der(mcu_ec_curve_id curve, const uint8_t *der, size_t der_len,
                                  uint8_t *p1363, size_t p1363_len) {
  const mcucrypt::ec::Sizes sz = mcucrypt::ec::sizes_for(curve);
  if (sz.curve == nullptr || p1363 == nullptr || (der == nullptr && der_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const size_t ss = sz.curve->scalar_size;
  if (p1363_len != 2 * ss) return MCU_ERR_INVALID_ARGUMENT;
  return mcu_der_read_sig_rs(der, der_len, p1363, ss);
}

mcu_status mcu_ecdsa_sig_to_der(mcu_ec_curve_id curve, const uint8_t *p1363, size_t p1363_len,
                                uint8_t *der, size_t der_cap, size_t *der_len) {
  const mcucrypt::ec::Sizes sz = mcucrypt::ec::sizes_for(curve);
  if (sz.curve == nullptr || p1363 == nullptr || der == nullptr || der_len == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const size_t ss = sz.curve->scalar_size;
  *der_len = 0;
  if (p1363_len != 2 * ss) return MCU_ERR_INVALID_ARGUMENT;
  return mcu_der_write_sig_rs(p1363, ss, der, der_cap, der_len);
}

mcu_status mcu_ecdsa_verify_der(mcu_ec_curve_id curve, const mcu_hash_desc *hash,
                                const uint8_t *pub, size_t pub_len, const uint8_t *msg,
                                size_t msg_len, const uint8_t *sig, size_t sig_len) {
  const mcucrypt::ec::Sizes sz = mcucrypt::ec::sizes_for(curve);
  if (sz.curve == nullptr || (sig == nullptr && sig_len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t p1363[2 * MCU_EC_MAX_SCALAR_SIZE];
  const size_t len = 2 * sz.curve->scalar_size;
  const mcu_status st = mcu_ecdsa_sig_from_der(curve, sig, sig_len, p1363, len);
  if (st != MCU_OK) return st;
  return mcu_ecdsa_verify(curve, hash, pub, pub_len, msg, msg_len, p1363, len);
}

}  // extern "C"
