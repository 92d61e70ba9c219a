/* Modular exponentiation as a value: what RSA, DSA and Diffie-Hellman call,
 * so a board's public-key coprocessor (SAM4C CPKCC, PIC32MZ W1 BA414E) can
 * replace the software. Each implementation is a descriptor named by
 * technique (mcu_modexp_ct_mont_portable, mcu_modexp_ct_mont_armv7m, ...,
 * mcu_modexp_cpkcc); mcu_modexp is the one the build picked.
 *
 * Numbers are arrays of 32-bit words, least significant word first
 * (mcucrypt's big-integer layout, and the coprocessors'). The caller owns
 * every buffer, including the workspace; nothing is allocated. */
#ifndef MCUCRYPT_MODEXP_H_
#define MCUCRYPT_MODEXP_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct mcu_modexp_desc mcu_modexp_desc;

struct mcu_modexp_desc {
  const char *impl;         /* technique: "ct_mont_portable", "cpkcc", ... */
  int constant_time;        /* 1 if secret exponents run in constant time */
  size_t max_modulus_bits;  /* larger moduli: MCU_ERR_UNSUPPORTED */
  /* Workspace words modexp needs for a modulus of n_words words. */
  size_t (*workspace_words)(size_t n_words);
  /* r = base^exp mod m. m is odd, > 1, n_words words with a non-zero top
   * word; base < m (n_words words); exp has exp_words words (may be 0: r =
   * 1 mod m). r may alias base. exp_is_secret != 0: running time and memory
   * addresses independent of exp's and base's values (exp_words is public);
   * 0: exp is public (a verification, a public key) and a faster path that
   * follows exp's bits may run, but the base may still be secret (RSA's
   * blinding value r^e, a decrypted message raised to e for the fault
   * check): on both paths every implementation keeps time and addresses
   * independent of base's value. work holds work_words words
   * (>= workspace_words(n_words), else MCU_ERR_BUFFER_TOO_SMALL) and is
   * wiped before return. A coprocessor failure is MCU_ERR_HARDWARE or
   * MCU_ERR_TIMEOUT, r zeroed. */
  mcu_status (*modexp)(const mcu_modexp_desc *self, uint32_t *r,
                       const uint32_t *base, const uint32_t *exp,
                       size_t exp_words, const uint32_t *m, size_t n_words,
                       int exp_is_secret, uint32_t *work, size_t work_words);
  /* NULL for an implementation that runs every case itself; a coprocessor
   * driver names the cases it leaves to software (see
   * mcucrypt/block_cipher.h), e.g. moduli its operand RAM cannot hold. */
  const char *fallback;
};

/* Montgomery multiplication in portable C: constant time for secret
 * exponents up to 4096-bit moduli (fixed 4-bit window); public exponents
 * up to 8192 bits. */
extern const mcu_modexp_desc mcu_modexp_ct_mont_portable;

/* The same exponentiation over Montgomery rows in assembly: Thumb-2 (UMAAL)
 * for Armv7E-M and MIPS32r2 (MULTU/MADDU); defined in builds for that core
 * only (//crypto/bignum:modexp_ct_mont_armv7m, _mips32r2). */
extern const mcu_modexp_desc mcu_modexp_ct_mont_armv7m;
extern const mcu_modexp_desc mcu_modexp_ct_mont_mips32r2;

/* The SAM4C's CPKCC through its ROM library (CPKCL ExpMod), operands in
 * crypto RAM; larger ones in software (its fallback says which); defined in
 * ATSAM4C32-EK builds only (//drivers/sam4c:modexp_cpkcc). */
extern const mcu_modexp_desc mcu_modexp_cpkcc;

/* The implementation the build chose for this target. */
extern const mcu_modexp_desc mcu_modexp;

#ifdef __cplusplus
}
#endif

#endif /* MCUCRYPT_MODEXP_H_ */
