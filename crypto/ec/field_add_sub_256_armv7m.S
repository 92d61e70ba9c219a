/* Addition and subtraction modulo any 256-bit m in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), the additions of the point formulas on every 256-bit
 * curve (a dozen or more per point operation, as many as products):
 *
 *   void mcu_ec_mod_add_256_armv7m(uint32_t r[8], const uint32_t a[8],
 *                                  const uint32_t b[8], const uint32_t m[8]);
 *   void mcu_ec_mod_sub_256_armv7m(uint32_t r[8], const uint32_t a[8],
 *                                  const uint32_t b[8], const uint32_t m[8]);
 *
 * (field_256_armv7m.cc wraps them.) a, b < m; r < m; r may alias a or b.
 * The whole number stays in r4-r11, so each limb is one ADCS or SBCS on
 * the carry flag, where the C loop spills a 64-bit sum per limb; the other
 * operand comes in four words at a time by LDM (1 + 4 cycles, against 8
 * for four single loads between the additions), which leaves the flags
 * alone.
 *
 * Addition: t = a + b (257 bits), t - m, and m added back under the mask
 * (carry - borrow: 0 or all-ones) when t < m. Subtraction: a - b, and m
 * added back under the borrow's mask. Constant time: no branch, no
 * address depends on the values; m & mask is the only selection.
 */
    .syntax unified
    .thumb
    .text

/* flags op: r4-r11 op= the eight words at ptr (ptr advances by 16, back
 * by 16 at the end unless keep); first is the flag-setting form without
 * carry in. r0, r1, r12, lr are the scratch. */
.macro ROW8 first, rest, ptr
    ldm     \ptr!, {r0, r1, r12, lr}
    \first  r4, r4, r0
    \rest   r5, r5, r1
    \rest   r6, r6, r12
    \rest   r7, r7, lr
    ldm     \ptr, {r0, r1, r12, lr}
    \rest   r8, r8, r0
    \rest   r9, r9, r1
    \rest   r10, r10, r12
    \rest   r11, r11, lr
.endm

/* r4-r11 += m & r2 (the mask), m at r3 - 16; the carry out dropped: the
 * sum is < 2^256. */
.macro ADD_MASKED_M
    sub     r3, r3, #16
    ldm     r3!, {r0, r1, r12, lr}
    and     r0, r0, r2
    and     r1, r1, r2
    and     r12, r12, r2
    and     lr, lr, r2
    adds    r4, r4, r0
    adcs    r5, r5, r1
    adcs    r6, r6, r12
    adcs    r7, r7, lr
    ldm     r3, {r0, r1, r12, lr}
    and     r0, r0, r2
    and     r1, r1, r2
    and     r12, r12, r2
    and     lr, lr, r2
    adcs    r8, r8, r0
    adcs    r9, r9, r1
    adcs    r10, r10, r12
    adc     r11, r11, lr
.endm

    .global mcu_ec_mod_add_256_armv7m
    .type   mcu_ec_mod_add_256_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_mod_add_256_armv7m:
    push    {r0, r4-r11, lr}    /* r0: r, stored last */
    ldm     r1, {r4-r11}
    ROW8    adds, adcs, r2
    mov.w   r2, #0
    adc     r2, r2, #0          /* the carry out: t = r2:r4-r11 */
    ROW8    subs, sbcs, r3
    sbc     r2, r2, #0          /* carry - borrow: all-ones if t < m */
    ADD_MASKED_M
    pop     {r0}
    stm     r0, {r4-r11}
    pop     {r4-r11, pc}
    .size   mcu_ec_mod_add_256_armv7m, . - mcu_ec_mod_add_256_armv7m

    .global mcu_ec_mod_sub_256_armv7m
    .type   mcu_ec_mod_sub_256_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_mod_sub_256_armv7m:
    push    {r0, r4-r11, lr}
    ldm     r1, {r4-r11}
    ROW8    subs, sbcs, r2
    sbc     r2, r2, r2          /* all-ones if a < b (the carry flag clear) */
    add     r3, r3, #16         /* ADD_MASKED_M finds m at r3 - 16 */
    ADD_MASKED_M
    pop     {r0}
    stm     r0, {r4-r11}
    pop     {r4-r11, pc}
    .size   mcu_ec_mod_sub_256_armv7m, . - mcu_ec_mod_sub_256_armv7m
