/* The 768-bit product of two 384-bit numbers in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), the first half of the P-384 field multiplication:
 *
 *   void mcu_ec_product_384_armv7m(uint32_t t[24], const uint32_t a[12],
 *                                  const uint32_t b[12]);
 *
 * (field_core_armv7m.cc wraps it.) field_product_256_armv7m.S's two rows
 * per pass, over twelve words of a that do not fit in registers: each pass
 * holds a[0..5] in r4-r9, then a[6..11] (a[5] kept in r11 for the word
 * where both halves meet); the two rows' carries (r3, r12) run on across
 * the halves. Each word of t is loaded and stored once per pair of rows.
 *
 * Constant time: UMAAL takes one cycle whatever its operands; no branch,
 * no address depends on the data. The caller's t must not overlap a or b.
 */
#include "crypto/ec/field_product_rows_armv7m.inc"

    .syntax unified
    .thumb
    .text

.macro PAIR first, i
    ldr     lr, [sp]            /* a */
    ldm     lr, {r4-r9}
    ldr     r1, [r10, #4 * \i]
    ldr     r2, [r10, #4 * (\i + 1)]
    WORD_LOW \first, \i, r4
    WORD    \first, \i, 1, r5, r4
    WORD    \first, \i, 2, r6, r5
    WORD    \first, \i, 3, r7, r6
    WORD    \first, \i, 4, r8, r7
    WORD    \first, \i, 5, r9, r8
    mov     r11, r9             /* a[5] */
    ldr     lr, [sp]
    add     lr, lr, #24
    ldm     lr, {r4-r9}         /* a[6..11] */
    WORD    \first, \i, 6, r4, r11
    WORD    \first, \i, 7, r5, r4
    WORD    \first, \i, 8, r6, r5
    WORD    \first, \i, 9, r7, r6
    WORD    \first, \i, 10, r8, r7
    WORD    \first, \i, 11, r9, r8
    WORD_TOP \i, 12, r9
.endm

    .global mcu_ec_product_384_armv7m
    .type   mcu_ec_product_384_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_product_384_armv7m:
    push    {r1, r4-r11, lr}
    mov     r10, r2             /* b */
    PAIR    1, 0
    PAIR    0, 2
    PAIR    0, 4
    PAIR    0, 6
    PAIR    0, 8
    PAIR    0, 10
    add     sp, sp, #4
    pop     {r4-r11, pc}
    .size   mcu_ec_product_384_armv7m, . - mcu_ec_product_384_armv7m
