/* The 256-bit fields' product in MIPS32r2 assembly (o32 ABI) for the
 * microAptiv:
 *
 *   void mcu_ec_product_256_mips32r2(uint32_t t[16], const uint32_t a[8],
 *                                    const uint32_t b[8]);
 *
 * t = a b, the 16-word product, as product_schoolbook<8> (field_product.h)
 * gives it, which field_special_test checks. The rows are fe25519's
 * (PRODUCT_ROWS_8 in crypto/curve25519/maddu_rows_mips32r2.inc: b in
 * registers, the product's words in registers, the stores and loads where
 * MFLO waits on HI:LO); here the top eight words are stored instead of
 * folded.
 *
 * Constant time: no branch or address depends on the data; microAptiv's
 * multiply unit takes a fixed number of cycles for MULTU/MADDU.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

#include "crypto/curve25519/maddu_rows_mips32r2.inc"

    .globl  mcu_ec_product_256_mips32r2
    .type   mcu_ec_product_256_mips32r2, @function
    .ent    mcu_ec_product_256_mips32r2
mcu_ec_product_256_mips32r2:
    PRODUCT_ROWS_8_ENTER
    PRODUCT_ROWS_8
    WORDS8  sw, 4, 32, $15, $7, $8, $9, $10, $11, $12, $13
    PRODUCT_ROWS_8_RETURN
    .end    mcu_ec_product_256_mips32r2
    .size   mcu_ec_product_256_mips32r2, . - mcu_ec_product_256_mips32r2
