// RSA key files through the DER layer: PKCS#1 RSAPublicKey and
// RSAPrivateKey (RFC 8017 A.1), SubjectPublicKeyInfo (RFC 5280 4.1, RFC 3279
// 2.3.1) and PKCS#8 PrivateKeyInfo / OneAsymmetricKey (RFC 5208, RFC 5958)
// with the rsaEncryption algorithm and its NULL parameters. Parsed keys are
// views into the caller's DER.
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/der.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/pem.h"

namespace {

// AlgorithmIdentifier { rsaEncryption, NULL } (RFC 3279 2.3.1: NULL present).
mcu_status read_rsa_algorithm(mcu_der_reader *r) {
  mcu_der_reader alg;
  const uint8_t *oid = nullptr;
  size_t oid_len = 0;
  mcu_status st = mcu_der_enter(r, MCU_DER_SEQUENCE, &alg);
  if (st == MCU_OK) st = mcu_der_read_oid(&alg, &oid, &oid_len);
  if (st == MCU_OK && !mcu_der_oid_equal(oid, oid_len, MCU_OID_RSA_ENCRYPTION,
                                         MCU_OID_RSA_ENCRYPTION_LEN)) {
    st = MCU_ERR_UNSUPPORTED;  // another algorithm (EC, RSASSA-PSS-only keys, ...)
  }
  if (st == MCU_OK) st = mcu_der_read_null(&alg);
  if (st == MCU_OK) st = mcu_der_finish(&alg);
  return st;
}

// RSAPublicKey ::= SEQUENCE { modulus, publicExponent }, all of der.
mcu_status read_rsa_public_key(const uint8_t *der, size_t len, mcu_rsa_public_key *pk) {
  mcu_der_reader top, seq;
  mcu_status st = mcu_der_reader_init(&top, der, len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &pk->n, &pk->n_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &pk->e, &pk->e_len);
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  return st;
}

// RSAPrivateKey ::= SEQUENCE { version (0: two primes), n, e, d, p, q,
// dP, dQ, qInv }, all of der. Version 1 (multi-prime) is unsupported.
mcu_status read_rsa_private_key(const uint8_t *der, size_t len, mcu_rsa_private_key *sk) {
  mcu_der_reader top, seq;
  uint32_t version = 0;
  mcu_status st = mcu_der_reader_init(&top, der, len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_finish(&top);
  if (st == MCU_OK) st = mcu_der_read_small_uint(&seq, &version);
  if (st == MCU_OK && version != 0) st = MCU_ERR_UNSUPPORTED;
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->pub.n, &sk->pub.n_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->pub.e, &sk->pub.e_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->d, &sk->d_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->p, &sk->p_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->q, &sk->q_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->dp, &sk->dp_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->dq, &sk->dq_len);
  if (st == MCU_OK) st = mcu_der_read_uint(&seq, &sk->qinv, &sk->qinv_len);
  if (st == MCU_OK) st = mcu_der_finish(&seq);
  return st;
}

// Which of two shapes a DER SEQUENCE holds: the tag of its first element
// after an optional leading INTEGER.
mcu_status peek_second_tag(const uint8_t *der, size_t len, unsigned *first, unsigned *second) {
  mcu_der_reader top, seq;
  mcu_status st = mcu_der_reader_init(&top, der, len);
  if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
  if (st == MCU_OK) st = mcu_der_peek_tag(&seq, first);
  const uint8_t *v = nullptr;
  size_t n = 0;
  unsigned tag = 0;
  if (st == MCU_OK) st = mcu_der_read_any(&seq, &tag, &v, &n);
  if (st == MCU_OK) st = mcu_der_peek_tag(&seq, second);
  return st;
}

}  // namespace

extern "C" mcu_status mcu_rsa_public_key_from_der(mcu_rsa_public_key *pk, const uint8_t *der,
                                                  size_t der_len) {
  if (pk == nullptr || der == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_rsa_public_key out = {};
  unsigned first = 0, second = 0;
  mcu_status st = peek_second_tag(der, der_len, &first, &second);
  if (st == MCU_OK && first == MCU_DER_SEQUENCE) {
    // SubjectPublicKeyInfo ::= SEQUENCE { algorithm, subjectPublicKey BIT STRING }.
    mcu_der_reader top, spki;
    const uint8_t *key = nullptr;
    size_t key_len = 0;
    st = mcu_der_reader_init(&top, der, der_len);
    if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &spki);
    if (st == MCU_OK) st = mcu_der_finish(&top);
    if (st == MCU_OK) st = read_rsa_algorithm(&spki);
    if (st == MCU_OK) st = mcu_der_read_bit_string(&spki, &key, &key_len);
    if (st == MCU_OK) st = mcu_der_finish(&spki);
    if (st == MCU_OK) st = read_rsa_public_key(key, key_len, &out);
  } else if (st == MCU_OK) {
    st = read_rsa_public_key(der, der_len, &out);
  }
  if (st == MCU_OK) st = mcu_rsa_public_key_check(&out);
  if (st == MCU_OK) *pk = out;
  return st;
}

extern "C" mcu_status mcu_rsa_private_key_from_der(mcu_rsa_private_key *sk, const uint8_t *der,
                                                   size_t der_len) {
  if (sk == nullptr || der == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  mcu_rsa_private_key out = {};
  unsigned first = 0, second = 0;
  mcu_status st = peek_second_tag(der, der_len, &first, &second);
  if (st == MCU_OK && second == MCU_DER_SEQUENCE) {
    // PrivateKeyInfo ::= SEQUENCE { version (0, or 1 in RFC 5958),
    // algorithm, privateKey OCTET STRING, [0] attributes, [1] publicKey }.
    mcu_der_reader top, pki;
    uint32_t version = 0;
    const uint8_t *key = nullptr;
    size_t key_len = 0;
    st = mcu_der_reader_init(&top, der, der_len);
    if (st == MCU_OK) st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &pki);
    if (st == MCU_OK) st = mcu_der_finish(&top);
    if (st == MCU_OK) st = mcu_der_read_small_uint(&pki, &version);
    if (st == MCU_OK && version > 1) st = MCU_ERR_UNSUPPORTED;
    if (st == MCU_OK) st = read_rsa_algorithm(&pki);
    if (st == MCU_OK) st = mcu_der_read_octet_string(&pki, &key, &key_len);
    // Optional attributes and public key: skipped, but still well-formed DER.
    unsigned tag = 0;
    const uint8_t *v = nullptr;
    size_t n = 0;
    if (st == MCU_OK && mcu_der_peek_tag(&pki, &tag) == MCU_OK && tag == MCU_DER_CONTEXT(0)) {
      st = mcu_der_read_any(&pki, &tag, &v, &n);
    }
    if (st == MCU_OK && mcu_der_peek_tag(&pki, &tag) == MCU_OK &&
        tag == MCU_DER_CONTEXT_PRIMITIVE(1)) {
      st = mcu_der_read_any(&pki, &tag, &v, &n);
    }
    if (st == MCU_OK) st = mcu_der_finish(&pki);
    if (st == MCU_OK) st = read_rsa_private_key(key, key_len, &out);
  } else if (st == MCU_OK) {
    st = read_rsa_private_key(der, der_len, &out);
  }
  if (st == MCU_OK) st = mcu_rsa_public_key_check(&out.pub);
  if (st == MCU_OK) *sk = out;
  return st;
}

namespace {

// Decodes the first of two labels present.
mcu_status pem_either(const char *pem, size_t pem_len, const char *label1, const char *label2,
                      uint8_t *der, size_t der_cap, size_t *der_len) {
  mcu_status st = mcu_pem_decode(pem, pem_len, label1, der, der_cap, der_len, nullptr);
  if (st == MCU_ERR_MALFORMED) {
    const mcu_status st2 = mcu_pem_decode(pem, pem_len, label2, der, der_cap, der_len, nullptr);
    if (st2 != MCU_ERR_MALFORMED) st = st2;
  }
  return st;
}

}  // namespace

extern "C" mcu_status mcu_rsa_public_key_from_pem(mcu_rsa_public_key *pk, const char *pem,
                                                  size_t pem_len, uint8_t *der, size_t der_cap) {
  if (pk == nullptr || pem == nullptr || der == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  size_t len = 0;
  mcu_status st = pem_either(pem, pem_len, "PUBLIC KEY", "RSA PUBLIC KEY", der, der_cap, &len);
  if (st == MCU_OK) st = mcu_rsa_public_key_from_der(pk, der, len);
  return st;
}

extern "C" mcu_status mcu_rsa_private_key_from_pem(mcu_rsa_private_key *sk, const char *pem,
                                                   size_t pem_len, uint8_t *der, size_t der_cap) {
  if (sk == nullptr || pem == nullptr || der == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  size_t len = 0;
  mcu_status st =
      pem_either(pem, pem_len, "PRIVATE KEY", "RSA PRIVATE KEY", der, der_cap, &len);
  if (st == MCU_OK) st = mcu_rsa_private_key_from_der(sk, der, len);
  if (st != MCU_OK) mcu_wipe(der, der_cap);
  return st;
}

extern "C" mcu_status mcu_rsa_public_key_to_der(const mcu_rsa_public_key *pk, int spki,
                                                uint8_t *buf, size_t cap, const uint8_t **der,
                                                size_t *der_len) {
  if (pk == nullptr || buf == nullptr || der == nullptr || der_len == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcu_status st = mcu_rsa_public_key_check(pk);
  if (st != MCU_OK) return st;
  mcu_der_writer w;
  mcu_der_writer_init(&w, buf, cap);
  const size_t outer = mcu_der_writer_mark(&w);
  mcu_der_write_uint(&w, pk->e, pk->e_len);
  mcu_der_write_uint(&w, pk->n, pk->n_len);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
  if (spki) {
    mcu_der_write_wrap_bit_string(&w, outer);
    const size_t alg = mcu_der_writer_mark(&w);
    mcu_der_write_null(&w);
    mcu_der_write_tagged(&w, MCU_DER_OID, reinterpret_cast<const uint8_t *>(MCU_OID_RSA_ENCRYPTION),
                         MCU_OID_RSA_ENCRYPTION_LEN);
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, alg);
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
  }
  return mcu_der_writer_finish(&w, der, der_len);
}

extern "C" mcu_status mcu_rsa_private_key_to_der(const mcu_rsa_private_key *sk, int pkcs8,
                                                 uint8_t *buf, size_t cap, const uint8_t **der,
                                                 size_t *der_len) {
  if (sk == nullptr || buf == nullptr || der == nullptr || der_len == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(&sk->pub);
  if (st != MCU_OK) return st;
  if (sk->d == nullptr || sk->p == nullptr || sk->q == nullptr || sk->dp == nullptr ||
      sk->dq == nullptr || sk->qinv == nullptr) {
    return MCU_ERR_INVALID_KEY;  // the file format needs every field
  }
  mcu_der_writer w;
  mcu_der_writer_init(&w, buf, cap);
  const size_t outer = mcu_der_writer_mark(&w);
  mcu_der_write_uint(&w, sk->qinv, sk->qinv_len);
  mcu_der_write_uint(&w, sk->dq, sk->dq_len);
  mcu_der_write_uint(&w, sk->dp, sk->dp_len);
  mcu_der_write_uint(&w, sk->q, sk->q_len);
  mcu_der_write_uint(&w, sk->p, sk->p_len);
  mcu_der_write_uint(&w, sk->d, sk->d_len);
  mcu_der_write_uint(&w, sk->pub.e, sk->pub.e_len);
  mcu_der_write_uint(&w, sk->pub.n, sk->pub.n_len);
  mcu_der_write_small_uint(&w, 0);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
  if (pkcs8) {
    mcu_der_write_wrap(&w, MCU_DER_OCTET_STRING, outer);
    const size_t alg = mcu_der_writer_mark(&w);
    mcu_der_write_null(&w);
    mcu_der_write_tagged(&w, MCU_DER_OID, reinterpret_cast<const uint8_t *>(MCU_OID_RSA_ENCRYPTION),
                         MCU_OID_RSA_ENCRYPTION_LEN);
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, alg);
    mcu_der_write_small_uint(&w, 0);
    mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
  }
  st = mcu_der_writer_finish(&w, der, der_len);
  if (st != MCU_OK) mcu_wipe(buf, cap);
  return st;
}
