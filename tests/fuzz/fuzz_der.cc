// Fuzz target: the DER reader (mcucrypt/der.h) and every key-file decoder
// built on it (RSA PKCS#1/PKCS#8/SPKI, EC SPKI/SEC1/PKCS#8, RFC 8410, ECDSA
// signatures). Beyond "no crash, no out-of-bounds read": every value the
// reader returns lies inside the input, an INTEGER it accepts is written
// back byte-for-byte by the writer, and a key that decodes re-encodes and
// decodes to the same key.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mcucrypt/der.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/rfc8410.h"
#include "mcucrypt/rsa.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

const uint8_t* g_begin;
const uint8_t* g_end;

void CheckInside(const uint8_t* p, size_t n) { FUZZ_CHECK(p >= g_begin && n <= size_t(g_end - p)); }

void CheckIntegerRoundTrip(const uint8_t* element, size_t element_len, const uint8_t* mag,
                           size_t mag_len) {
  uint8_t buf[2048];
  if (mag_len > sizeof(buf) - 16) return;
  mcu_der_writer w;
  FUZZ_CHECK(mcu_der_writer_init(&w, buf, sizeof(buf)) == MCU_OK);
  mcu_der_write_uint(&w, mag, mag_len);
  const uint8_t* out;
  size_t out_len;
  FUZZ_CHECK(mcu_der_writer_finish(&w, &out, &out_len) == MCU_OK);
  FUZZ_CHECK(out_len == element_len && memcmp(out, element, out_len) == 0);
}

// Every element; constructed ones entered (up to the reader's depth limit),
// primitive ones read again with the typed reader for their tag.
void Walk(mcu_der_reader* r) {
  while (r->len > 0) {
    unsigned tag;
    if (mcu_der_peek_tag(r, &tag) != MCU_OK) return;
    if (tag & 0x20) {
      mcu_der_reader child;
      if (mcu_der_enter(r, tag, &child) != MCU_OK) return;
      CheckInside(child.p, child.len);
      Walk(&child);
      continue;
    }
    mcu_der_reader typed = *r;
    const uint8_t* element = r->p;
    const uint8_t* v;
    size_t n;
    if (mcu_der_read_any(r, &tag, &v, &n) != MCU_OK) return;
    CheckInside(v, n);
    const size_t element_len = size_t(r->p - element);
    const uint8_t* p;
    size_t len;
    uint32_t small;
    int b;
    switch (tag) {
      case MCU_DER_INTEGER:
        if (mcu_der_read_uint(&typed, &p, &len) == MCU_OK) {
          CheckInside(p, len);
          FUZZ_CHECK(len >= 1);
          CheckIntegerRoundTrip(element, element_len, p, len);
        }
        typed = *r;
        (void)mcu_der_read_small_uint(&typed, &small);
        break;
      case MCU_DER_BIT_STRING:
        if (mcu_der_read_bit_string(&typed, &p, &len) == MCU_OK) CheckInside(p, len);
        break;
      case MCU_DER_OCTET_STRING:
        if (mcu_der_read_octet_string(&typed, &p, &len) == MCU_OK) CheckInside(p, len);
        break;
      case MCU_DER_OID:
        if (mcu_der_read_oid(&typed, &p, &len) == MCU_OK) CheckInside(p, len);
        break;
      case MCU_DER_NULL:
        (void)mcu_der_read_null(&typed);
        break;
      case MCU_DER_BOOLEAN:
        if (mcu_der_read_bool(&typed, &b) == MCU_OK) FUZZ_CHECK(b == 0 || b == 1);
        break;
      default:
        break;
    }
  }
}

void RsaKeys(const uint8_t* data, size_t size) {
  static uint8_t buf[8192];
  mcu_rsa_public_key pk;
  const uint8_t* out;
  size_t out_len;
  if (mcu_rsa_public_key_from_der(&pk, data, size) == MCU_OK) {
    FUZZ_CHECK(mcu_rsa_public_key_check(&pk) == MCU_OK);
    FUZZ_CHECK(mcu_rsa_public_key_to_der(&pk, 1, buf, sizeof(buf), &out, &out_len) == MCU_OK);
    mcu_rsa_public_key again;
    FUZZ_CHECK(mcu_rsa_public_key_from_der(&again, out, out_len) == MCU_OK);
    FUZZ_CHECK(mcu_rsa_modulus_len(&again) == mcu_rsa_modulus_len(&pk));
  }
  mcu_rsa_private_key sk;
  if (mcu_rsa_private_key_from_der(&sk, data, size) == MCU_OK) {
    FUZZ_CHECK(mcu_rsa_public_key_check(&sk.pub) == MCU_OK);
  }
}

void EcKeys(const uint8_t* data, size_t size) {
  mcu_ec_curve_id curve;
  uint8_t xy[2 * MCU_EC_MAX_FIELD_SIZE];
  if (mcu_ec_spki_decode(data, size, &curve, xy) == MCU_OK) {
    uint8_t der[MCU_EC_MAX_SPKI_SIZE];
    size_t der_len;
    FUZZ_CHECK(mcu_ec_spki_encode(curve, xy, der, sizeof(der), &der_len) == MCU_OK);
    mcu_ec_curve_id curve2;
    uint8_t xy2[2 * MCU_EC_MAX_FIELD_SIZE];
    FUZZ_CHECK(mcu_ec_spki_decode(der, der_len, &curve2, xy2) == MCU_OK);
    const size_t field = mcu_ec_mul_for_curve(curve)->field_size;
    FUZZ_CHECK(curve2 == curve && memcmp(xy, xy2, 2 * field) == 0);
  }
  uint8_t priv[MCU_EC_MAX_SCALAR_SIZE];
  if (mcu_ec_sec1_private_key_decode(data, size, &curve, priv, sizeof(priv)) == MCU_OK ||
      mcu_ec_pkcs8_private_key_decode(data, size, &curve, priv, sizeof(priv)) == MCU_OK) {
    uint8_t der[MCU_EC_MAX_PRIVATE_KEY_DER_SIZE];
    size_t der_len;
    FUZZ_CHECK(mcu_ec_pkcs8_private_key_encode(curve, priv, der, sizeof(der), &der_len) == MCU_OK);
    mcu_ec_curve_id curve2;
    uint8_t priv2[MCU_EC_MAX_SCALAR_SIZE];
    FUZZ_CHECK(mcu_ec_pkcs8_private_key_decode(der, der_len, &curve2, priv2, sizeof(priv2)) ==
               MCU_OK);
    const size_t scalar = mcu_ec_mul_for_curve(curve)->scalar_size;
    FUZZ_CHECK(curve2 == curve && memcmp(priv, priv2, scalar) == 0);
  }
  uint8_t rs[2 * MCU_EC_MAX_SCALAR_SIZE];
  if (mcu_ecdsa_sig_from_der(MCU_EC_SECP256R1, data, size, rs, 64) == MCU_OK) {
    // Strict DER: the one encoding of (r, s) is the input itself.
    uint8_t der[MCU_ECDSA_MAX_DER_SIZE];
    size_t der_len;
    FUZZ_CHECK(mcu_ecdsa_sig_to_der(MCU_EC_SECP256R1, rs, 64, der, sizeof(der), &der_len) ==
               MCU_OK);
    FUZZ_CHECK(der_len == size && memcmp(der, data, size) == 0);
  }
}

void Rfc8410Keys(const uint8_t* data, size_t size) {
  mcu_rfc8410_alg alg;
  uint8_t key[MCU_RFC8410_MAX_KEY];
  size_t key_len;
  uint8_t buf[MCU_RFC8410_MAX_DER];
  const uint8_t* out;
  size_t out_len;
  if (mcu_rfc8410_read_public(data, size, &alg, key, sizeof(key), &key_len) == MCU_OK) {
    FUZZ_CHECK(key_len == mcu_rfc8410_key_size(alg));
    FUZZ_CHECK(mcu_rfc8410_write_public(alg, key, buf, sizeof(buf), &out, &out_len) == MCU_OK);
    FUZZ_CHECK(out_len == size && memcmp(out, data, size) == 0);
  }
  if (mcu_rfc8410_read_private(data, size, &alg, key, sizeof(key), &key_len) == MCU_OK) {
    FUZZ_CHECK(key_len == mcu_rfc8410_key_size(alg));
    FUZZ_CHECK(mcu_rfc8410_write_private(alg, key, buf, sizeof(buf), &out, &out_len) == MCU_OK);
    mcu_rfc8410_alg alg2;
    uint8_t key2[MCU_RFC8410_MAX_KEY];
    size_t key2_len;
    FUZZ_CHECK(mcu_rfc8410_read_private(out, out_len, &alg2, key2, sizeof(key2), &key2_len) ==
               MCU_OK);
    FUZZ_CHECK(alg2 == alg && key2_len == key_len && memcmp(key, key2, key_len) == 0);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  g_begin = data;
  g_end = data + size;
  mcu_der_reader top;
  if (mcu_der_reader_init(&top, data, size) == MCU_OK) Walk(&top);
  RsaKeys(data, size);
  EcKeys(data, size);
  Rfc8410Keys(data, size);
  return 0;
}
