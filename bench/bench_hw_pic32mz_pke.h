// The PIC32MZ W1's public-key Hardware rows (part of its HARDWARE_ROWS,
// bench_hw_pic32mz_ce.h): every public-key Hardware cell of its seed page,
// through the BA414E's descriptors (drivers/pic32mzw1/pic32mz_pke.h): ECDSA
// and ECDH on secp256r1, secp384r1 and the three brainpool curves, SM2
// (signatures, and ECDH over its curve), Ed25519 and X25519. secp521r1 has
// no Hardware row (over 512 bits: the board's descriptor is the
// software's). The simulator's image loads the stand-in microcode
// (bench/BUILD.bazel).
#ifndef MCUCRYPT_BENCH_BENCH_HW_PIC32MZ_PKE_H_
#define MCUCRYPT_BENCH_BENCH_HW_PIC32MZ_PKE_H_

// The row macros (EC_CURVE_ROWS_IN, SM2_ROWS_IN, ED25519_ROWS_IN,
// X25519_ROWS_IN) come from bench_ec.h, bench_sm2.h and bench_curve25519.h,
// which bench_firmware.cc includes first.
#include "drivers/pic32mzw1/pic32mz_pke.h"

// What the BA414E descriptors leave to software, for the page's driver table.
#define PK_FALLBACK_HARDWARE                                                                  \
  "Weierstrass mul_add with a product at infinity or two equal products; all while no microcode was given"

#define PIC32MZ_PKE_ROWS                                                                      \
  EC_CURVE_ROWS_IN(HARDWARE, "secp256r1", mcu_p256_mul_ba414e, 32, 2),        \
  EC_CURVE_ROWS_IN(HARDWARE, "secp384r1", mcu_p384_mul_ba414e, 48, 1),        \
  EC_CURVE_ROWS_IN(HARDWARE, "brainpoolP256r1", mcu_bp256_mul_ba414e,  \
                   32, 2),                                                                    \
  EC_CURVE_ROWS_IN(HARDWARE, "brainpoolP384r1", mcu_bp384_mul_ba414e,  \
                   48, 1),                                                                    \
  EC_CURVE_ROWS_IN(HARDWARE, "brainpoolP512r1", mcu_bp512_mul_ba414e,  \
                   64, 1),                                                                    \
  ECDH_ROWS_IN(HARDWARE, "ECDH (SM2)", mcu_sm2_mul_ba414e, 32, 2),           \
  SM2_ROWS_IN(HARDWARE, mcu_sm2_mul_ba414e),                                                  \
  ED25519_ROWS_IN(HARDWARE, mcu_ed25519_mul_ba414e),                                          \
  X25519_ROWS_IN(HARDWARE, mcu_x25519_mul_ba414e),

#endif  // MCUCRYPT_BENCH_BENCH_HW_PIC32MZ_PKE_H_
