// RFC 8410 key files (mcucrypt/rfc8410.h) over the DER layer:
//   SubjectPublicKeyInfo ::= SEQUENCE { SEQUENCE { OID }, BIT STRING key }
//   OneAsymmetricKey ::= SEQUENCE { INTEGER 0|1, SEQUENCE { OID },
//       OCTET STRING (OCTET STRING key), [0] attributes OPTIONAL,
//       [1] IMPLICIT BIT STRING publicKey OPTIONAL }
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mcucrypt/der.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/rfc8410.h"

namespace {

struct Alg {
  mcu_rfc8410_alg alg;
  const char *oid;
  size_t oid_len;
  size_t key_size;
};

const Alg kAlgs[] = {
    {MCU_RFC8410_X25519, MCU_OID_X25519, MCU_OID_X25519_LEN, 32},
    {MCU_RFC8410_X448, MCU_OID_X448, MCU_OID_X448_LEN, 56},
    {MCU_RFC8410_ED25519, MCU_OID_ED25519, MCU_OID_ED25519_LEN, 32},
    {MCU_RFC8410_ED448, MCU_OID_ED448, MCU_OID_ED448_LEN, 57},
};

const Alg *ByAlg(mcu_rfc8410_alg alg) {
  for (const Alg &a : kAlgs) {
    if (a.alg == alg) return &a;
  }
  return NULL;
}

// AlgorithmIdentifier: the OID alone (RFC 8410 section 3: parameters
// absent).
mcu_status ReadAlgorithm(mcu_der_reader *r, const Alg **out) {
  mcu_der_reader ai;
  const uint8_t *oid;
  size_t oid_len;
  mcu_status st = mcu_der_enter(r, MCU_DER_SEQUENCE, &ai);
  if (st == MCU_OK) st = mcu_der_read_oid(&ai, &oid, &oid_len);
  if (st == MCU_OK) st = mcu_der_finish(&ai);
  if (st != MCU_OK) return st;
  for (const Alg &a : kAlgs) {
    if (mcu_der_oid_equal(oid, oid_len, a.oid, a.oid_len)) {
      *out = &a;
      return MCU_OK;
    }
  }
  return MCU_ERR_UNSUPPORTED;
}

mcu_status CopyKey(const Alg *a, const uint8_t *bytes, size_t len, uint8_t *key, size_t key_cap,
                   size_t *key_len) {
  if (len != a->key_size) return MCU_ERR_MALFORMED;
  if (key_cap < len) return MCU_ERR_BUFFER_TOO_SMALL;
  memcpy(key, bytes, len);
  *key_len = len;
  return MCU_OK;
}

void WriteAlgorithm(mcu_der_writer *w, const Alg *a) {
  const size_t mark = mcu_der_writer_mark(w);
  mcu_der_write_tagged(w, MCU_DER_OID, reinterpret_cast<const uint8_t *>(a->oid), a->oid_len);
  mcu_der_write_wrap(w, MCU_DER_SEQUENCE, mark);
}

// SubjectPublicKeyInfo, or (is_private) a version 1 OneAsymmetricKey,
// written backwards: the key field, the AlgorithmIdentifier, the version.
// A failed private write leaves no key bytes in buf.
mcu_status Write(mcu_rfc8410_alg alg, const uint8_t *key, bool is_private, uint8_t *buf,
                 size_t cap, const uint8_t **out, size_t *out_len) {
  const Alg *a = ByAlg(alg);
  if (a == NULL || key == NULL || buf == NULL || out == NULL || out_len == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_der_writer w;
  mcu_status st = mcu_der_writer_init(&w, buf, cap);
  if (st != MCU_OK) return st;
  const size_t mark = mcu_der_writer_mark(&w);
  if (is_private) {
    const size_t key_mark = mcu_der_writer_mark(&w);
    mcu_der_write_tagged(&w, MCU_DER_OCTET_STRING, key, a->key_size);
    mcu_der_write_wrap(&w, MCU_DER_OCTET_STRING, key_mark);
  } else {
    mcu_der_write_bit_string(&w, key, a->key_size);
  }
  WriteAlgorithm(&w, a);
  if (is_private) mcu_der_write_small_uint(&w, 0);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
  st = mcu_der_writer_finish(&w, out, out_len);
  if (st != MCU_OK && is_private) mcu_wipe(buf, cap);
  return st;
}

bool ArgsOk(const uint8_t *der, size_t der_len, const mcu_rfc8410_alg *alg, const uint8_t *key,
            const size_t *key_len) {
  return (der != NULL || der_len == 0) && alg != NULL && key != NULL && key_len != NULL;
}

}  // namespace

extern "C" {

size_t mcu_rfc8410_key_size(mcu_rfc8410_alg alg) {
  const Alg *a = ByAlg(alg);
  return a != NULL ? a->key_size : 0;
}

mcu_status mcu_rfc8410_read_public(const uint8_t *der, size_t der_len, mcu_rfc8410_alg *alg,
                                   uint8_t *key, size_t key_cap, size_t *key_len) {
  if (!ArgsOk(der, der_len, alg, key, key_len)) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader top, spki;
  const Alg *a = NULL;
  const uint8_t *bits;
  size_t bits_len;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &spki);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = ReadAlgorithm(&spki, &a);
  if (st == MCU_OK) st = mcu_der_read_bit_string(&spki, &bits, &bits_len);
  if (st == MCU_OK) st = mcu_der_finish(&spki);
  if (st == MCU_OK) st = CopyKey(a, bits, bits_len, key, key_cap, key_len);
  if (st == MCU_OK) *alg = a->alg;
  return st;
}

mcu_status mcu_rfc8410_read_private(const uint8_t *der, size_t der_len, mcu_rfc8410_alg *alg,
                                    uint8_t *key, size_t key_cap, size_t *key_len) {
  if (!ArgsOk(der, der_len, alg, key, key_len)) return MCU_ERR_INVALID_ARGUMENT;
  mcu_der_reader top, p8, inner;
  const Alg *a = NULL;
  uint32_t version = 0;
  const uint8_t *outer, *priv;
  size_t outer_len, priv_len;
  mcu_status st = mcu_der_reader_init(&top, der, der_len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &p8);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = mcu_der_read_small_uint(&p8, &version);
  if (st == MCU_OK && version > 1) st = MCU_ERR_MALFORMED;
  if (st == MCU_OK) st = ReadAlgorithm(&p8, &a);
  // CurvePrivateKey ::= OCTET STRING, inside the privateKey OCTET STRING.
  if (st == MCU_OK) st = mcu_der_read_octet_string(&p8, &outer, &outer_len);
  if (st == MCU_OK) st = mcu_der_reader_init(&inner, outer, outer_len);
  if (st == MCU_OK) st = mcu_der_read_octet_string(&inner, &priv, &priv_len);
  if (st == MCU_OK) st = mcu_der_finish(&inner);
  // Optional [0] attributes, then (version 2 only) [1] publicKey.
  unsigned tag;
  if (st == MCU_OK && mcu_der_peek_tag(&p8, &tag) == MCU_OK && tag == MCU_DER_CONTEXT(0)) {
    mcu_der_reader attrs;
    st = mcu_der_enter(&p8, MCU_DER_CONTEXT(0), &attrs);
  }
  if (st == MCU_OK && version == 1 && mcu_der_peek_tag(&p8, &tag) == MCU_OK &&
      tag == MCU_DER_CONTEXT_PRIMITIVE(1)) {
    const uint8_t *pub;
    size_t pub_len;
    st = mcu_der_read_tagged(&p8, MCU_DER_CONTEXT_PRIMITIVE(1), &pub, &pub_len);
  }
  if (st == MCU_OK) st = mcu_der_finish(&p8);
  if (st == MCU_OK) st = CopyKey(a, priv, priv_len, key, key_cap, key_len);
  if (st == MCU_OK) *alg = a->alg;
  return st;
}

mcu_status mcu_rfc8410_write_public(mcu_rfc8410_alg alg, const uint8_t *key, uint8_t *buf,
                                    size_t cap, const uint8_t **out, size_t *out_len) {
  return Write(alg, key, false, buf, cap, out, out_len);
}

mcu_status mcu_rfc8410_write_private(mcu_rfc8410_alg alg, const uint8_t *key, uint8_t *buf,
                                     size_t cap, const uint8_t **out, size_t *out_len) {
  return Write(alg, key, true, buf, cap, out, out_len);
}

}  // extern "C"
