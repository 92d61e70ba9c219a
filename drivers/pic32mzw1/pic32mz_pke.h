/* PIC32MZ W1 BA414E public-key engine: the scalar-multiplication
 * descriptors (mcucrypt/ec_mul.h) it runs, and how it gets its microcode.
 *
 * Curves the engine takes (operands up to 512 bits): secp256r1, secp384r1,
 * brainpoolP256r1/384r1/512r1 and SM2's curve (point multiplication 0x22;
 * mul_add as two multiplications and a point addition 0x21), X25519 (0x28)
 * and Ed25519 (0x2A: mul_base, mul_add from two multiplications and the
 * software's point addition). secp521r1, X448 and Ed448 are over 512 bits and
 * stay software: the board's mcu_p521_mul is mcu_p521_mul_ct_portable.
 * Inputs are validated in software first; every result is checked on the
 * curve before it is released (a wrong result is MCU_ERR_HARDWARE).
 *
 * Microcode: the engine needs Microchip's microcode in its UCM, which this
 * SDK does not ship (it is Microchip's). Firmware passes the image once at
 * start-up, before the first public-key call:
 *
 *   mcu_ba414e_load_microcode(image, words);   e.g. from Harmony's
 *                                              BA414E microcode array
 *
 * or defines mcu_ba414e_microcode_image, which the driver asks on first use.
 * Until one of them gives an image the descriptors answer with the software
 * (the same results, the software's time). The board simulator's model only
 * checks that the UCM is not empty: its tests and benchmark load a stand-in
 * pattern (//drivers/pic32mzw1:ba414e_microcode_standin), never run on a
 * real engine. */
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_PIC32MZ_PKE_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_PIC32MZ_PKE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ec_mul.h"
#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

extern const mcu_ec_mul_desc mcu_p256_mul_ba414e;
extern const mcu_ec_mul_desc mcu_p384_mul_ba414e;
extern const mcu_ec_mul_desc mcu_bp256_mul_ba414e;
extern const mcu_ec_mul_desc mcu_bp384_mul_ba414e;
extern const mcu_ec_mul_desc mcu_bp512_mul_ba414e;
extern const mcu_ec_mul_desc mcu_sm2_mul_ba414e;
extern const mcu_ec_mul_desc mcu_x25519_mul_ba414e;
extern const mcu_ec_mul_desc mcu_ed25519_mul_ba414e;

/* Copies words (1..2048 32-bit words, not all zero) into the engine's
 * microcode memory. MCU_ERR_INVALID_ARGUMENT otherwise; the lock's error if
 * the engine is in use past its timeout. */
mcu_status mcu_ba414e_load_microcode(const uint32_t *words, size_t count);

/* Asked once, on the first public-key call, if mcu_ba414e_load_microcode
 * was not called: non-zero with *words and *count set gives the image. The
 * driver's weak definition gives none. */
int mcu_ba414e_microcode_image(const uint32_t **words, size_t *count);

/* 1 once microcode is in the engine (the descriptors use it), else 0. */
int mcu_ba414e_ready(void);

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_DRIVERS_PIC32MZW1_PIC32MZ_PKE_H_ */
