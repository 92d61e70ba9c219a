/* Montgomery's reduction (REDC) of a 512-bit t modulo any odd 256-bit m in
 * Thumb-2 for Armv7E-M (Cortex-M4/M7), the second half of the 256-bit
 * Montgomery products (the group orders, brainpoolP256r1's field):
 *
 *   void mcu_ec_redc_256_armv7m(uint32_t r[8], uint32_t t[16],
 *                               const uint32_t m[8], uint32_t m0inv);
 *
 * (field_256_armv7m.cc wraps it.) r = t R^-1 mod m, R = 2^256, for
 * t < m R; t is overwritten. Row i adds q m, q = t[i] m0inv, into
 * t[i..i+8], which zeroes t[i]: the rows of the product
 * (field_product_256_armv7m.S) with m in r4-r11 and UMAAL taking the
 * carry; the carry out of each row's top word is kept in r0 (0 or 1).
 * The result t[8..15] + carry 2^256 is below 2m: m is subtracted, then
 * added back under the mask (carry - borrow) if that went below zero.
 *
 * Constant time: UMAAL and MUL take one cycle whatever their operands; no
 * branch, no address depends on the data.
 */
    .syntax unified
    .thumb
    .text

/* t[i + j] = lo(q m[j] + t[i + j] + carry), carry = hi; q in r2, the
 * carry in lr. */
.macro LIMB i, j, mj
    ldr     r12, [r1, #4 * (\i + \j)]
    umaal   r12, lr, r2, \mj
    str     r12, [r1, #4 * (\i + \j)]
.endm

.macro ROW i
    ldr     r2, [r1, #4 * \i]
    mul     r2, r2, r3
    mov.w   lr, #0
    ldr     r12, [r1, #4 * \i]
    umaal   r12, lr, r2, r4     /* the low word becomes zero: not stored */
    LIMB    \i, 1, r5
    LIMB    \i, 2, r6
    LIMB    \i, 3, r7
    LIMB    \i, 4, r8
    LIMB    \i, 5, r9
    LIMB    \i, 6, r10
    LIMB    \i, 7, r11
    /* t[i + 8] += row carry + carry out of the row below. */
    ldr     r12, [r1, #4 * (\i + 8)]
    adds    r12, r12, lr
    mov.w   lr, #0
    adc     lr, lr, #0
    adds    r12, r12, r0
    adc     r0, lr, #0
    str     r12, [r1, #4 * (\i + 8)]
.endm

/* t[8 + j] -= m[j] (flags carry the borrow). */
.macro SUB_M j, mj, op
    ldr     r12, [r1, #4 * (8 + \j)]
    \op     r12, r12, \mj
    str     r12, [r1, #4 * (8 + \j)]
.endm

/* r[j] = t[8 + j] + (m[j] & mask) (flags carry the carry). */
.macro ADD_MASKED_M j, mj, op
    ldr     r12, [r1, #4 * (8 + \j)]
    and     r2, \mj, r0
    \op     r12, r12, r2
    str     r12, [r3, #4 * \j]
.endm

    .global mcu_ec_redc_256_armv7m
    .type   mcu_ec_redc_256_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_redc_256_armv7m:
    push    {r0, r4-r11, lr}
    ldm     r2, {r4-r11}
    mov.w   r0, #0
    ROW     0
    ROW     1
    ROW     2
    ROW     3
    ROW     4
    ROW     5
    ROW     6
    ROW     7
    SUB_M   0, r4, subs
    SUB_M   1, r5, sbcs
    SUB_M   2, r6, sbcs
    SUB_M   3, r7, sbcs
    SUB_M   4, r8, sbcs
    SUB_M   5, r9, sbcs
    SUB_M   6, r10, sbcs
    SUB_M   7, r11, sbcs
    sbc     r0, r0, #0          /* carry - borrow: all-ones if below m */
    pop     {r3}                /* r */
    ADD_MASKED_M 0, r4, adds
    ADD_MASKED_M 1, r5, adcs
    ADD_MASKED_M 2, r6, adcs
    ADD_MASKED_M 3, r7, adcs
    ADD_MASKED_M 4, r8, adcs
    ADD_MASKED_M 5, r9, adcs
    ADD_MASKED_M 6, r10, adcs
    ADD_MASKED_M 7, r11, adc
    pop     {r4-r11, pc}
    .size   mcu_ec_redc_256_armv7m, . - mcu_ec_redc_256_armv7m
