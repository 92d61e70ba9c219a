// SubjectPublicKeyInfo for EC keys with named curves (RFC 5480 section 2;
// brainpool OIDs from RFC 5639 section 4.1, SM2's from GB/T 33560), read
// and written with the shared DER layer.
#include <string.h>

#include "crypto/ec/scalar.h"
#include "mcucrypt/der.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/mem.h"

namespace {

struct NamedCurve {
  mcu_ec_curve_id id;
  const char *oid;
  size_t oid_len;
};

// OID contents octets.
const NamedCurve kNamedCurves[] = {
    {MCU_EC_SECP256R1, MCU_OID_SECP256R1, MCU_OID_SECP256R1_LEN},
    {MCU_EC_SECP384R1, MCU_OID_SECP384R1, MCU_OID_SECP384R1_LEN},
    {MCU_EC_SECP521R1, MCU_OID_SECP521R1, MCU_OID_SECP521R1_LEN},
    {MCU_EC_BRAINPOOLP256R1, "\x2b\x24\x03\x03\x02\x08\x01\x01\x07", 9},  // 1.3.36.3.3.2.8.1.1.7
    {MCU_EC_BRAINPOOLP384R1, "\x2b\x24\x03\x03\x02\x08\x01\x01\x0b", 9},  // ...1.1.11
    {MCU_EC_BRAINPOOLP512R1, "\x2b\x24\x03\x03\x02\x08\x01\x01\x0d", 9},  // ...1.1.13
    {MCU_EC_SM2P256V1, "\x2a\x81\x1c\xcf\x55\x01\x82\x2d", 8},            // 1.2.156.10197.1.301
};

}  // namespace

extern "C" {

mcu_status mcu_ec_spki_decode(const uint8_t *der, size_t der_len, mcu_ec_curve_id *curve,
                              uint8_t *xy) {
  if ((der == nullptr && der_len != 0) || curve == nullptr || xy == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_der_reader top, spki, alg;
  const uint8_t *oid = nullptr, *params = nullptr, *point = nullptr;
  size_t oid_len = 0, params_len = 0, point_len = 0;
  unsigned tag = 0;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &spki);
  if (st == MCU_OK) st = mcu_der_enter(&spki, MCU_DER_SEQUENCE, &alg);
  if (st == MCU_OK) st = mcu_der_read_oid(&alg, &oid, &oid_len);
  if (st == MCU_OK) st = mcu_der_peek_tag(&alg, &tag);
  if (st != MCU_OK) return MCU_ERR_MALFORMED;
  if (!mcu_der_oid_equal(oid, oid_len, MCU_OID_EC_PUBLIC_KEY, MCU_OID_EC_PUBLIC_KEY_LEN)) {
    return MCU_ERR_UNSUPPORTED;
  }
  if (tag != MCU_DER_OID) return MCU_ERR_UNSUPPORTED;  // explicit or implicit parameters
  st = mcu_der_read_oid(&alg, &params, &params_len);
  if (st == MCU_OK) st = mcu_der_finish(&alg);
  if (st == MCU_OK) st = mcu_der_read_bit_string(&spki, &point, &point_len);
  if (st == MCU_OK) st = mcu_der_finish(&spki);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st != MCU_OK) return st == MCU_ERR_UNSUPPORTED ? st : MCU_ERR_MALFORMED;
  for (const NamedCurve &c : kNamedCurves) {
    if (mcu_der_oid_equal(params, params_len, c.oid, c.oid_len)) {
      *curve = c.id;
      return mcu_ec_point_decode(c.id, point, point_len, xy);
    }
  }
  return MCU_ERR_UNSUPPORTED;
}

mcu_status mcu_ec_spki_encode(mcu_ec_curve_id curve, const uint8_t *xy, uint8_t *der,
                              size_t der_cap, size_t *der_len) {
  const NamedCurve *named = nullptr;
  for (const NamedCurve &c : kNamedCurves) {
    if (c.id == curve) named = &c;
  }
  if (named == nullptr || xy == nullptr || der == nullptr || der_len == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  *der_len = 0;
  const mcucrypt::ec::Sizes sz = mcucrypt::ec::sizes_for(curve);
  if (sz.curve == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t point[1 + 2 * MCU_EC_MAX_FIELD_SIZE];
  const size_t point_len = 1 + 2 * sz.curve->field_size;
  mcu_status st = mcu_ec_point_encode(curve, xy, point, point_len);
  if (st != MCU_OK) return st;
  mcu_der_writer w;
  st = mcu_der_writer_init(&w, der, der_cap);
  if (st != MCU_OK) return st;
  const size_t outer = mcu_der_writer_mark(&w);
  mcu_der_write_bit_string(&w, point, point_len);
  const size_t alg = mcu_der_writer_mark(&w);
  mcu_der_write_tagged(&w, MCU_DER_OID, reinterpret_cast<const uint8_t *>(named->oid),
                       named->oid_len);
  mcu_der_write_tagged(&w, MCU_DER_OID, reinterpret_cast<const uint8_t *>(MCU_OID_EC_PUBLIC_KEY),
                       MCU_OID_EC_PUBLIC_KEY_LEN);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, alg);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
  const uint8_t *out = nullptr;
  size_t out_len = 0;
  st = mcu_der_writer_finish(&w, &out, &out_len);
  if (st != MCU_OK) return st;
  memmove(der, out, out_len);
  *der_len = out_len;
  return MCU_OK;
}

}  // extern "C"
