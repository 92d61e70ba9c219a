// EC key files with named curves, read and written with the shared DER
// layer: SubjectPublicKeyInfo (RFC 5480 section 2), ECPrivateKey (RFC
// 5915, SEC 1 C.4) and PKCS#8 PrivateKeyInfo (RFC 5958) around it.
// Brainpool OIDs from RFC 5639 section 4.1, SM2's from GB/T 33560.
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

const NamedCurve *by_oid(const uint8_t *oid, size_t len) {
  for (const NamedCurve &c : kNamedCurves) {
    if (mcu_der_oid_equal(oid, len, c.oid, c.oid_len)) return &c;
  }
  return nullptr;
}

const NamedCurve *by_id(mcu_ec_curve_id id) {
  for (const NamedCurve &c : kNamedCurves) {
    if (c.id == id) return &c;
  }
  return nullptr;
}

void write_oid(mcu_der_writer *w, const char *oid, size_t len) {
  mcu_der_write_tagged(w, MCU_DER_OID, reinterpret_cast<const uint8_t *>(oid), len);
}

// ECPrivateKey ::= SEQUENCE { version 1, privateKey OCTET STRING,
//   parameters [0] ECParameters OPTIONAL, publicKey [1] BIT STRING OPTIONAL }
// *curve: in, the curve the container named (or 0 for none); out, the one
// in force. priv: scalar_size bytes. The embedded public key, if any, must
// be d * G.
mcu_status read_ec_private_key(mcu_der_reader *r, mcu_ec_curve_id *curve, uint8_t *priv) {
  mcu_der_reader seq, params, pubkey;
  uint32_t version = 0;
  const uint8_t *d = nullptr, *point = nullptr;
  size_t d_len = 0, point_len = 0;
  unsigned tag = 0;
  mcu_status st = mcu_der_enter(r, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_read_small_uint(&seq, &version);
  if (st == MCU_OK && version != 1) st = MCU_ERR_UNSUPPORTED;
  if (st == MCU_OK) st = mcu_der_read_octet_string(&seq, &d, &d_len);
  if (st == MCU_OK && mcu_der_peek_tag(&seq, &tag) == MCU_OK && tag == MCU_DER_CONTEXT(0)) {
    const uint8_t *oid = nullptr;
    size_t oid_len = 0;
    st = mcu_der_enter(&seq, MCU_DER_CONTEXT(0), &params);
    if (st == MCU_OK && (mcu_der_peek_tag(&params, &tag) != MCU_OK || tag != MCU_DER_OID)) {
      st = MCU_ERR_UNSUPPORTED;  // explicit parameters
    }
    if (st == MCU_OK) st = mcu_der_read_oid(&params, &oid, &oid_len);
    if (st == MCU_OK) st = mcu_der_finish(&params);
    const NamedCurve *named = st == MCU_OK ? by_oid(oid, oid_len) : nullptr;
    if (st == MCU_OK && named == nullptr) st = MCU_ERR_UNSUPPORTED;
    if (st == MCU_OK && *curve != 0 && *curve != named->id) st = MCU_ERR_MALFORMED;
    if (st == MCU_OK) *curve = named->id;
  }
  if (st == MCU_OK && mcu_der_peek_tag(&seq, &tag) == MCU_OK && tag == MCU_DER_CONTEXT(1)) {
    st = mcu_der_enter(&seq, MCU_DER_CONTEXT(1), &pubkey);
    if (st == MCU_OK) st = mcu_der_read_bit_string(&pubkey, &point, &point_len);
    if (st == MCU_OK) st = mcu_der_finish(&pubkey);
  }
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  if (st != MCU_OK) return st;
  const mcucrypt::ec::Sizes sz = mcucrypt::ec::sizes_for(*curve);
  if (sz.curve == nullptr) return MCU_ERR_UNSUPPORTED;  // no curve named
  const size_t ss = sz.curve->scalar_size;
  if (d_len > ss) return MCU_ERR_INVALID_KEY;
  memset(priv, 0, ss);
  memcpy(priv + ss - d_len, d, d_len);
  uint8_t pub[1 + 2 * MCU_EC_MAX_FIELD_SIZE];
  const size_t pub_len = 1 + 2 * sz.curve->field_size;
  st = mcu_ec_public_key(*curve, priv, ss, pub, pub_len);
  if (st == MCU_OK && point != nullptr) {
    uint8_t given[2 * MCU_EC_MAX_FIELD_SIZE];
    st = mcu_ec_point_decode(*curve, point, point_len, given);
    if (st == MCU_OK && memcmp(given, pub + 1, pub_len - 1) != 0) st = MCU_ERR_INVALID_KEY;
  }
  if (st != MCU_OK) mcu_wipe(priv, ss);
  return st;
}

// Prepends ECPrivateKey (with parameters if named != NULL) and the public
// key.
mcu_status write_ec_private_key(mcu_der_writer *w, mcu_ec_curve_id curve, const uint8_t *priv,
                                const NamedCurve *named) {
  const mcucrypt::ec::Sizes sz = mcucrypt::ec::sizes_for(curve);
  uint8_t pub[1 + 2 * MCU_EC_MAX_FIELD_SIZE];
  const size_t pub_len = 1 + 2 * sz.curve->field_size;
  const mcu_status st = mcu_ec_public_key(curve, priv, sz.curve->scalar_size, pub, pub_len);
  if (st != MCU_OK) return st;
  const size_t seq = mcu_der_writer_mark(w);
  size_t mark = mcu_der_writer_mark(w);
  mcu_der_write_bit_string(w, pub, pub_len);
  mcu_der_write_wrap(w, MCU_DER_CONTEXT(1), mark);
  if (named != nullptr) {
    mark = mcu_der_writer_mark(w);
    write_oid(w, named->oid, named->oid_len);
    mcu_der_write_wrap(w, MCU_DER_CONTEXT(0), mark);
  }
  mcu_der_write_tagged(w, MCU_DER_OCTET_STRING, priv, sz.curve->scalar_size);
  mcu_der_write_small_uint(w, 1);
  mcu_der_write_wrap(w, MCU_DER_SEQUENCE, seq);
  return MCU_OK;
}

mcu_status finish_into(mcu_der_writer *w, uint8_t *der, size_t *der_len) {
  const uint8_t *out = nullptr;
  size_t out_len = 0;
  const mcu_status st = mcu_der_writer_finish(w, &out, &out_len);
  if (st != MCU_OK) return st;
  memmove(der, out, out_len);
  *der_len = out_len;
  return MCU_OK;
}

// PrivateKeyInfo ::= SEQUENCE { version 0 (or 1, RFC 5958),
//   AlgorithmIdentifier { id-ecPublicKey, namedCurve }, privateKey OCTET
//   STRING (an ECPrivateKey), attributes [0] OPTIONAL, publicKey [1]
//   OPTIONAL }: the curve and the inner ECPrivateKey's bytes.
mcu_status read_pkcs8(mcu_der_reader *top, mcu_ec_curve_id *curve, mcu_der_reader *inner) {
  mcu_der_reader info, alg;
  uint32_t version = 0;
  const uint8_t *oid = nullptr, *params = nullptr, *key = nullptr;
  size_t oid_len = 0, params_len = 0, key_len = 0;
  unsigned tag = 0;
  mcu_status st = mcu_der_enter(top, MCU_DER_SEQUENCE, &info);
  if (st == MCU_OK) st = mcu_der_read_small_uint(&info, &version);
  if (st == MCU_OK && version > 1) st = MCU_ERR_UNSUPPORTED;
  if (st == MCU_OK) st = mcu_der_enter(&info, MCU_DER_SEQUENCE, &alg);
  if (st == MCU_OK) st = mcu_der_read_oid(&alg, &oid, &oid_len);
  if (st == MCU_OK &&
      !mcu_der_oid_equal(oid, oid_len, MCU_OID_EC_PUBLIC_KEY, MCU_OID_EC_PUBLIC_KEY_LEN)) {
    st = MCU_ERR_UNSUPPORTED;
  }
  if (st == MCU_OK && (mcu_der_peek_tag(&alg, &tag) != MCU_OK || tag != MCU_DER_OID)) {
    st = MCU_ERR_UNSUPPORTED;
  }
  if (st == MCU_OK) st = mcu_der_read_oid(&alg, &params, &params_len);
  if (st == MCU_OK) st = mcu_der_finish(&alg);
  const NamedCurve *named = st == MCU_OK ? by_oid(params, params_len) : nullptr;
  if (st == MCU_OK && named == nullptr) st = MCU_ERR_UNSUPPORTED;
  if (st == MCU_OK) st = mcu_der_read_octet_string(&info, &key, &key_len);
  // Attributes and the v2 public key are skipped: the inner key is checked.
  while (st == MCU_OK && mcu_der_peek_tag(&info, &tag) == MCU_OK) {
    const uint8_t *skip = nullptr;
    size_t skip_len = 0;
    if (tag != MCU_DER_CONTEXT(0) && tag != MCU_DER_CONTEXT_PRIMITIVE(1) &&
        tag != MCU_DER_CONTEXT(1)) {
      st = MCU_ERR_MALFORMED;
      break;
    }
    st = mcu_der_read_any(&info, &tag, &skip, &skip_len);
  }
  if (st == MCU_OK) st = mcu_der_finish(&info);
  if (st == MCU_OK) *curve = named->id;
  if (st == MCU_OK) st = mcu_der_reader_init(inner, key, key_len);
  return st;
}

mcu_status decode_private_key(const uint8_t *der, size_t der_len, mcu_ec_curve_id *curve,
                              uint8_t *priv, size_t priv_cap, bool pkcs8) {
  if ((der == nullptr && der_len != 0) || curve == nullptr || priv == nullptr ||
      priv_cap < MCU_EC_MAX_SCALAR_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_der_reader top, inner;
  mcu_ec_curve_id c = static_cast<mcu_ec_curve_id>(0);  // none named yet
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  mcu_der_reader *key = &top;
  if (st == MCU_OK && pkcs8) {
    st = read_pkcs8(&top, &c, &inner);
    key = &inner;
  }
  if (st == MCU_OK) st = read_ec_private_key(key, &c, priv);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK && pkcs8) st = mcu_der_finish(&inner);
  if (st != MCU_OK) {
    mcu_wipe(priv, priv_cap);
    return st;
  }
  *curve = c;
  return MCU_OK;
}

// SEC1: ECPrivateKey with its curve. PKCS#8: the curve in the algorithm,
// an ECPrivateKey without it in the OCTET STRING (as OpenSSL writes).
mcu_status encode_private_key(mcu_ec_curve_id curve, const uint8_t *priv, uint8_t *der,
                              size_t der_cap, size_t *der_len, bool pkcs8) {
  const NamedCurve *named = by_id(curve);
  if (named == nullptr || priv == nullptr || der == nullptr || der_len == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  *der_len = 0;
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, der, der_cap);
  if (st != MCU_OK) return st;
  const size_t outer = mcu_der_writer_mark(&w);
  st = write_ec_private_key(&w, curve, priv, pkcs8 ? nullptr : named);
  if (st == MCU_OK && pkcs8) {
    mcu_der_write_wrap(&w, MCU_DER_OCTET_STRING, outer);
    const size_t alg = mcu_der_writer_mark(&w);
    write_oid(&w, named->oid, named->oid_len);
    write_oid(&w, MCU_OID_EC_PUBLIC_KEY, MCU_OID_EC_PUBLIC_KEY_LEN);
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, alg);
    mcu_der_write_small_uint(&w, 0);
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
  }
  if (st == MCU_OK) st = finish_into(&w, der, der_len);
  if (st != MCU_OK) mcu_wipe(der, der_cap);
  return st;
}

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
  const NamedCurve *named = by_oid(params, params_len);
  if (named == nullptr) return MCU_ERR_UNSUPPORTED;
  *curve = named->id;
  return mcu_ec_point_decode(named->id, point, point_len, xy);
}

mcu_status mcu_ec_spki_encode(mcu_ec_curve_id curve, const uint8_t *xy, uint8_t *der,
                              size_t der_cap, size_t *der_len) {
  const NamedCurve *named = by_id(curve);
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
  write_oid(&w, named->oid, named->oid_len);
  write_oid(&w, MCU_OID_EC_PUBLIC_KEY, MCU_OID_EC_PUBLIC_KEY_LEN);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, alg);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
  return finish_into(&w, der, der_len);
}

mcu_status mcu_ec_sec1_private_key_decode(const uint8_t *der, size_t der_len,
                                          mcu_ec_curve_id *curve, uint8_t *priv,
                                          size_t priv_cap) {
  return decode_private_key(der, der_len, curve, priv, priv_cap, false);
}

mcu_status mcu_ec_pkcs8_private_key_decode(const uint8_t *der, size_t der_len,
                                           mcu_ec_curve_id *curve, uint8_t *priv,
                                           size_t priv_cap) {
  return decode_private_key(der, der_len, curve, priv, priv_cap, true);
}

mcu_status mcu_ec_sec1_private_key_encode(mcu_ec_curve_id curve, const uint8_t *priv,
                                          uint8_t *der, size_t der_cap, size_t *der_len) {
  return encode_private_key(curve, priv, der, der_cap, der_len, false);
}

mcu_status mcu_ec_pkcs8_private_key_encode(mcu_ec_curve_id curve, const uint8_t *priv,
                                           uint8_t *der, size_t der_cap, size_t *der_len) {
  return encode_private_key(curve, priv, der, der_cap, der_len, true);
}

}  // extern "C"
