/* PEM armour (RFC 7468): DER in Base64 between "-----BEGIN <label>-----"
 * and "-----END <label>-----" lines, as OpenSSL writes keys.
 *
 * Decoding finds the first block with the wanted label (text before it is
 * ignored, as RFC 7468 allows), and accepts LF or CRLF line ends, spaces
 * and tabs around lines, and any line length. It rejects what is not
 * strict Base64 (characters outside the alphabet, misplaced or missing
 * '=' padding, non-zero bits after the last byte), RFC 1421 headers
 * ("Proc-Type: 4,ENCRYPTED": MCU_ERR_UNSUPPORTED), and an END label that
 * differs from BEGIN's. The Base64 alphabet is mapped without table
 * look-ups or branches on the data, since the payload is often a private
 * key. */
#ifndef MCUCRYPT_PEM_H_
#define MCUCRYPT_PEM_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Decodes the first block labelled `label` (e.g. "PRIVATE KEY", "PUBLIC
 * KEY", "RSA PRIVATE KEY") in pem_len characters at pem into der (der_cap
 * bytes; der_cap >= pem_len * 3 / 4 always suffices), its length in
 * *der_len. *consumed (if not NULL) is the offset just past the END line,
 * for reading the next block. Errors: MCU_ERR_MALFORMED (no such block, or
 * a bad one), MCU_ERR_UNSUPPORTED (an encrypted PEM), MCU_ERR_BUFFER_TOO_SMALL,
 * MCU_ERR_INVALID_ARGUMENT. On error der is wiped. */
mcu_status mcu_pem_decode(const char *pem, size_t pem_len, const char *label, uint8_t *der,
                          size_t der_cap, size_t *der_len, size_t *consumed);

/* Characters mcu_pem_encode writes for der_len bytes under a label of
 * label_len characters, not counting the terminating NUL. */
size_t mcu_pem_encoded_len(size_t label_len, size_t der_len);

/* Writes the PEM block (64-character lines, LF line ends, as OpenSSL) and a
 * terminating NUL into out (out_cap >= mcu_pem_encoded_len(...) + 1);
 * *out_len excludes the NUL. The label is 1..64 printable characters
 * without '-' at either end. */
mcu_status mcu_pem_encode(const char *label, const uint8_t *der, size_t der_len, char *out,
                          size_t out_cap, size_t *out_len);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_PEM_H_ */
