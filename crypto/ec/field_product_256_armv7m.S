/* The 512-bit product of two 256-bit numbers in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), the first half of the 256-bit field multiplications:
 *
 *   void mcu_ec_product_256_armv7m(uint32_t t[16], const uint32_t a[8],
 *                                  const uint32_t b[8]);
 *
 * (field_256_armv7m.cc wraps it.) Operand scanning, as the C reference
 * (product_schoolbook in field_product.h), two rows at a time: a[0..7]
 * stay in r4-r11; rows i and i + 1 add a * b[i] and a * b[i + 1] into
 * t[i..i+9] in one pass, so each word of t is loaded and stored once per
 * pair of rows, not once per row (the loads and stores were half the
 * cycles). UMAAL computes RdHi:RdLo = Rn * Rm + RdLo + RdHi, which cannot
 * overflow 64 bits: one instruction is a limb's multiply, its add to t and
 * the carry from the limb below, one carry per row (r3, r12).
 *
 * Constant time: UMAAL takes one cycle whatever its operands; no branch,
 * no address depends on the data. The caller's t must not overlap a or b.
 */
#include "crypto/ec/field_product_rows_armv7m.inc"

    .syntax unified
    .thumb
    .text

/* Rows i and i + 1 (first: t[i..] not written yet, i = 0). */
.macro PAIR first, i
    ldr     lr, [sp]            /* b */
    ldr     r1, [lr, #4 * \i]
    ldr     r2, [lr, #4 * (\i + 1)]
    WORD_LOW \first, \i, r4
    WORD    \first, \i, 1, r5, r4
    WORD    \first, \i, 2, r6, r5
    WORD    \first, \i, 3, r7, r6
    WORD    \first, \i, 4, r8, r7
    WORD    \first, \i, 5, r9, r8
    WORD    \first, \i, 6, r10, r9
    WORD    \first, \i, 7, r11, r10
    WORD_TOP \i, 8, r11
.endm

    .global mcu_ec_product_256_armv7m
    .type   mcu_ec_product_256_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_product_256_armv7m:
    push    {r2, r4-r11, lr}
    ldm     r1, {r4-r11}
    PAIR    1, 0
    PAIR    0, 2
    PAIR    0, 4
    PAIR    0, 6
    add     sp, sp, #4
    pop     {r4-r11, pc}
    .size   mcu_ec_product_256_armv7m, . - mcu_ec_product_256_armv7m
