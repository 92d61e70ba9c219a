/* DER (ITU-T X.690 Distinguished Encoding Rules): a bounded reader and a
 * writer for the key and signature formats (PKCS#1, PKCS#8,
 * SubjectPublicKeyInfo, ECDSA and DSA signatures, ...).
 *
 * Reading: an mcu_der_reader is a cursor over caller-owned bytes; nothing
 * is copied or allocated. Each read takes one element (tag, length,
 * contents) from the front, checking every length against what is left.
 * Only DER is accepted: one-byte tags (numbers 0..30), definite lengths in
 * the fewest bytes, minimal INTEGERs, zero padding bits in BIT STRINGs.
 * Entering a constructed element (SEQUENCE, SET, [n] EXPLICIT) gives a
 * child reader over its contents, one level deeper; MCU_DER_MAX_DEPTH
 * levels at most, and the reader itself never recurses.
 *
 *   mcu_der_reader top, seq;
 *   mcu_der_reader_init(&top, der, der_len);
 *   st = mcu_der_enter(&top, MCU_DER_SEQUENCE, &seq);
 *   st = mcu_der_read_uint(&seq, &n, &n_len);     modulus, big-endian
 *   st = mcu_der_read_uint(&seq, &e, &e_len);
 *   st = mcu_der_finish(&seq);                     nothing left over
 *   st = mcu_der_finish(&top);
 *
 * Malformed input is MCU_ERR_MALFORMED; an element of another type where
 * one was expected is MCU_ERR_MALFORMED too. A failed read leaves the
 * reader where it was.
 *
 * Writing: DER puts each length before its contents, so the writer fills
 * the caller's buffer from the end backwards: write the last element
 * first, and wrap what was written since a mark in a SEQUENCE header.
 * Errors are sticky: after an overflow every write is a no-op and
 * mcu_der_writer_finish returns the error.
 *
 *   mcu_der_writer w;
 *   mcu_der_writer_init(&w, buf, sizeof buf);
 *   size_t mark = mcu_der_writer_mark(&w);
 *   mcu_der_write_uint(&w, e, e_len);              last field first
 *   mcu_der_write_uint(&w, n, n_len);
 *   mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, mark);
 *   st = mcu_der_writer_finish(&w, &out, &out_len);  out points into buf
 */
#ifndef MCUCRYPT_DER_H_
#define MCUCRYPT_DER_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Tags (identifier octets). */
#define MCU_DER_BOOLEAN 0x01u
#define MCU_DER_INTEGER 0x02u
#define MCU_DER_BIT_STRING 0x03u
#define MCU_DER_OCTET_STRING 0x04u
#define MCU_DER_NULL 0x05u
#define MCU_DER_OID 0x06u
#define MCU_DER_SEQUENCE 0x30u
#define MCU_DER_SET 0x31u
/* Context-specific [n], n in 0..30: constructed ([n] EXPLICIT, or IMPLICIT
 * over a constructed type) and primitive (IMPLICIT over a primitive type). */
#define MCU_DER_CONTEXT(n) (0xA0u | (unsigned)(n))
#define MCU_DER_CONTEXT_PRIMITIVE(n) (0x80u | (unsigned)(n))

/* Nesting limit of mcu_der_enter; deeper input is MCU_ERR_MALFORMED. */
#define MCU_DER_MAX_DEPTH 8u

typedef struct mcu_der_reader {
  const uint8_t *p; /* next unread byte */
  size_t len;       /* bytes left */
  unsigned depth;   /* levels entered to reach this reader */
} mcu_der_reader;

/* A reader over len bytes at der (der may be NULL only if len == 0). */
mcu_status mcu_der_reader_init(mcu_der_reader *r, const uint8_t *der, size_t len);

/* MCU_OK if nothing is left, else MCU_ERR_MALFORMED (trailing data). */
mcu_status mcu_der_finish(const mcu_der_reader *r);

/* The next element's tag without consuming it: MCU_ERR_MALFORMED if none
 * is left or its tag is not a one-byte tag. Used for OPTIONAL fields. */
mcu_status mcu_der_peek_tag(const mcu_der_reader *r, unsigned *tag);

/* Any element: its tag, and its contents (pointing into the input). */
mcu_status mcu_der_read_any(mcu_der_reader *r, unsigned *tag,
                            const uint8_t **value, size_t *value_len);

/* The next element, which must have tag `tag`; its contents. */
mcu_status mcu_der_read_tagged(mcu_der_reader *r, unsigned tag,
                               const uint8_t **value, size_t *value_len);

/* A constructed element with tag `tag` (SEQUENCE, SET, [n]): child reads
 * its contents, one level deeper than r. */
mcu_status mcu_der_enter(mcu_der_reader *r, unsigned tag, mcu_der_reader *child);

/* A non-negative INTEGER as unsigned big-endian: its magnitude without the
 * sign byte (0 is one 0x00 byte). Negative values are MCU_ERR_MALFORMED,
 * as are an empty INTEGER and a redundant leading 0x00/0xFF. */
mcu_status mcu_der_read_uint(mcu_der_reader *r, const uint8_t **mag, size_t *mag_len);

/* A non-negative INTEGER that fits 32 bits (versions, small counts);
 * larger is MCU_ERR_UNSUPPORTED. */
mcu_status mcu_der_read_small_uint(mcu_der_reader *r, uint32_t *v);

/* A BIT STRING of whole bytes (unused-bits octet 0), as keys use. Other
 * unused-bit counts are MCU_ERR_UNSUPPORTED, or MCU_ERR_MALFORMED if not
 * valid DER. */
mcu_status mcu_der_read_bit_string(mcu_der_reader *r, const uint8_t **bytes, size_t *len);

mcu_status mcu_der_read_octet_string(mcu_der_reader *r, const uint8_t **bytes, size_t *len);

mcu_status mcu_der_read_null(mcu_der_reader *r);

mcu_status mcu_der_read_bool(mcu_der_reader *r, int *v);

/* An OBJECT IDENTIFIER's contents octets (OIDs are compared as byte
 * strings: the MCU_OID_* constants below), checked for well-formed,
 * minimally encoded subidentifiers. */
mcu_status mcu_der_read_oid(mcu_der_reader *r, const uint8_t **oid, size_t *oid_len);

/* OIDs as their DER contents octets: MCU_OID_<NAME>, MCU_OID_<NAME>_LEN. */
#define MCU_OID_RSA_ENCRYPTION "\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01" /* 1.2.840.113549.1.1.1 */
#define MCU_OID_RSA_ENCRYPTION_LEN 9u
#define MCU_OID_RSASSA_PSS "\x2a\x86\x48\x86\xf7\x0d\x01\x01\x0a" /* 1.2.840.113549.1.1.10 */
#define MCU_OID_RSASSA_PSS_LEN 9u
#define MCU_OID_DSA "\x2a\x86\x48\xce\x38\x04\x01" /* 1.2.840.10040.4.1 */
#define MCU_OID_DSA_LEN 7u
#define MCU_OID_DH "\x2a\x86\x48\x86\xf7\x0d\x01\x03\x01" /* 1.2.840.113549.1.3.1 (PKCS#3) */
#define MCU_OID_DH_LEN 9u
#define MCU_OID_EC_PUBLIC_KEY "\x2a\x86\x48\xce\x3d\x02\x01" /* 1.2.840.10045.2.1 */
#define MCU_OID_EC_PUBLIC_KEY_LEN 7u
#define MCU_OID_SECP256R1 "\x2a\x86\x48\xce\x3d\x03\x01\x07" /* 1.2.840.10045.3.1.7 */
#define MCU_OID_SECP256R1_LEN 8u
#define MCU_OID_SECP384R1 "\x2b\x81\x04\x00\x22" /* 1.3.132.0.34 */
#define MCU_OID_SECP384R1_LEN 5u
#define MCU_OID_SECP521R1 "\x2b\x81\x04\x00\x23" /* 1.3.132.0.35 */
#define MCU_OID_SECP521R1_LEN 5u
#define MCU_OID_X25519 "\x2b\x65\x6e" /* 1.3.101.110 */
#define MCU_OID_X25519_LEN 3u
#define MCU_OID_X448 "\x2b\x65\x6f" /* 1.3.101.111 */
#define MCU_OID_X448_LEN 3u
#define MCU_OID_ED25519 "\x2b\x65\x70" /* 1.3.101.112 */
#define MCU_OID_ED25519_LEN 3u
#define MCU_OID_ED448 "\x2b\x65\x71" /* 1.3.101.113 */
#define MCU_OID_ED448_LEN 3u
#define MCU_OID_MGF1 "\x2a\x86\x48\x86\xf7\x0d\x01\x01\x08" /* 1.2.840.113549.1.1.8 */
#define MCU_OID_MGF1_LEN 9u
#define MCU_OID_SHA1 "\x2b\x0e\x03\x02\x1a" /* 1.3.14.3.2.26 */
#define MCU_OID_SHA1_LEN 5u
#define MCU_OID_SHA256 "\x60\x86\x48\x01\x65\x03\x04\x02\x01" /* 2.16.840.1.101.3.4.2.1 */
#define MCU_OID_SHA256_LEN 9u

/* 1 if oid (len bytes) equals the constant name##_LEN bytes at name. */
int mcu_der_oid_equal(const uint8_t *oid, size_t len, const char *expected, size_t expected_len);

/* The envelopes of key files. SubjectPublicKeyInfo (RFC 5280) and
 * PrivateKeyInfo (RFC 5958 v1, no attributes) whose AlgorithmIdentifier
 * names oid (oid_len bytes, an MCU_OID_* constant; another algorithm is
 * MCU_ERR_UNSUPPORTED): *params reads what follows the OID (the caller
 * reads the algorithm's parameters, then mcu_der_finish), *key is the
 * BIT STRING's or OCTET STRING's bytes. Nothing may follow the envelope. */
mcu_status mcu_der_read_spki(const uint8_t *der, size_t der_len, const char *oid, size_t oid_len,
                             mcu_der_reader *params, const uint8_t **key, size_t *key_len);
mcu_status mcu_der_read_pkcs8(const uint8_t *der, size_t der_len, const char *oid, size_t oid_len,
                              mcu_der_reader *params, const uint8_t **key, size_t *key_len);

/* An INTEGER that is all of len bytes (a key inside its BIT or OCTET
 * STRING), as mcu_der_read_uint returns it. */
mcu_status mcu_der_read_whole_uint(const uint8_t *bytes, size_t len, const uint8_t **v,
                                   size_t *v_len);

/* Signatures of two INTEGERs, RFC 3279's Dss-Sig-Value and ECDSA-Sig-Value
 * (DSA, ECDSA, SM2): SEQUENCE { r, s } <-> IEEE P1363 r || s, each n bytes
 * (the group order's width). Reading is strict (DER only, nothing after
 * the SEQUENCE, r and s at most n bytes): anything else is
 * MCU_ERR_INVALID_SIGNATURE with rs (2n bytes) wiped. Writing puts the
 * encoding at the start of der. */
mcu_status mcu_der_read_sig_rs(const uint8_t *der, size_t der_len, uint8_t *rs, size_t n);
mcu_status mcu_der_write_sig_rs(const uint8_t *rs, size_t n, uint8_t *der, size_t der_cap,
                                size_t *der_len);

typedef struct mcu_der_writer {
  uint8_t *buf;
  size_t cap;
  size_t used;       /* bytes written, at buf + cap - used */
  mcu_status status; /* sticky: the first error */
} mcu_der_writer;

/* A writer filling cap bytes at buf from the end. */
mcu_status mcu_der_writer_init(mcu_der_writer *w, uint8_t *buf, size_t cap);

/* The position to pass to mcu_der_write_wrap: bytes written so far. */
size_t mcu_der_writer_mark(const mcu_der_writer *w);

/* Prepends raw bytes (already DER: a nested encoding). */
void mcu_der_write_raw(mcu_der_writer *w, const uint8_t *bytes, size_t len);

/* Prepends a tag and length header over everything written since mark. */
void mcu_der_write_wrap(mcu_der_writer *w, unsigned tag, size_t mark);

/* Prepends a primitive element with these contents. */
void mcu_der_write_tagged(mcu_der_writer *w, unsigned tag, const uint8_t *value, size_t len);

/* Prepends an INTEGER from an unsigned big-endian magnitude (leading zeros
 * dropped, a 0x00 added when the top bit is set; len 0 writes 0). */
void mcu_der_write_uint(mcu_der_writer *w, const uint8_t *mag, size_t len);

void mcu_der_write_small_uint(mcu_der_writer *w, uint32_t v);

/* A BIT STRING of whole bytes (unused-bits octet 0). */
void mcu_der_write_bit_string(mcu_der_writer *w, const uint8_t *bytes, size_t len);

/* Wraps everything written since mark in a BIT STRING of whole bytes (the
 * SubjectPublicKeyInfo key field over an encoded key). */
void mcu_der_write_wrap_bit_string(mcu_der_writer *w, size_t mark);

void mcu_der_write_null(mcu_der_writer *w);

/* Wraps what was written since mark (an algorithm's parameters, possibly
 * none) in an AlgorithmIdentifier: the OID before it, then a SEQUENCE. */
void mcu_der_write_wrap_algorithm(mcu_der_writer *w, const char *oid, size_t oid_len,
                                  size_t mark);

/* The encoding (at *out, inside the buffer: its last *out_len bytes), or
 * the first error: MCU_ERR_BUFFER_TOO_SMALL, MCU_ERR_INVALID_ARGUMENT. */
mcu_status mcu_der_writer_finish(const mcu_der_writer *w, const uint8_t **out, size_t *out_len);

/* The same, moved to the start of the buffer (for APIs that return the
 * encoding in place): *out_len bytes at w->buf. */
mcu_status mcu_der_writer_finish_front(const mcu_der_writer *w, size_t *out_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DER_H_ */
