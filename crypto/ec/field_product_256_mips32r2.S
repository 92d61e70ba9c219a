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
    addiu   $sp, $sp, -32
    sw      $16, 0($sp)
    sw      $17, 4($sp)
    sw      $18, 8($sp)
    sw      $19, 12($sp)
    sw      $20, 16($sp)
    sw      $21, 20($sp)
    sw      $22, 24($sp)
    sw      $23, 28($sp)
    lw      $16, 0($6)
    lw      $17, 4($6)
    lw      $18, 8($6)
    lw      $19, 12($6)
    lw      $20, 16($6)
    lw      $21, 20($6)
    lw      $22, 24($6)
    lw      $23, 28($6)
    lw      $3, 0($5)
    li      $1, 1
    PRODUCT_ROWS_8
    sw      $15, 32($4)
    sw      $7, 36($4)
    sw      $8, 40($4)
    sw      $9, 44($4)
    sw      $10, 48($4)
    sw      $11, 52($4)
    sw      $12, 56($4)
    sw      $13, 60($4)
    lw      $16, 0($sp)
    lw      $17, 4($sp)
    lw      $18, 8($sp)
    lw      $19, 12($sp)
    lw      $20, 16($sp)
    lw      $21, 20($sp)
    lw      $22, 24($sp)
    lw      $23, 28($sp)
    jr      $ra
    addiu   $sp, $sp, 32            /* delay slot */
    .end    mcu_ec_product_256_mips32r2
    .size   mcu_ec_product_256_mips32r2, . - mcu_ec_product_256_mips32r2
