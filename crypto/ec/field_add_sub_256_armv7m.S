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
 * the carry flag, where the C loop spills a 64-bit sum per limb.
 *
 * Addition: t = a + b (257 bits), t - m, and m added back under the mask
 * (carry - borrow: 0 or all-ones) when t < m. Subtraction: a - b, and m
 * added back under the borrow's mask. Constant time: no branch, no
 * address depends on the values; m & mask is the only selection.
 */
    .syntax unified
    .thumb
    .text

/* flags op: limb j of r4-r11 op= word j of [ptr]; first is the flag-setting
 * form without carry in. */
.macro ROW8 first, rest, ptr
    ldr     r12, [\ptr, #0]
    \first  r4, r4, r12
    ldr     r12, [\ptr, #4]
    \rest   r5, r5, r12
    ldr     r12, [\ptr, #8]
    \rest   r6, r6, r12
    ldr     r12, [\ptr, #12]
    \rest   r7, r7, r12
    ldr     r12, [\ptr, #16]
    \rest   r8, r8, r12
    ldr     r12, [\ptr, #20]
    \rest   r9, r9, r12
    ldr     r12, [\ptr, #24]
    \rest   r10, r10, r12
    ldr     r12, [\ptr, #28]
    \rest   r11, r11, r12
.endm

/* r4-r11 += m & lr (the mask), carry out dropped: the sum is < 2^256. */
.macro ADD_MASKED_M
    ldr     r12, [r3, #0]
    and     r12, r12, lr
    adds    r4, r4, r12
    ldr     r12, [r3, #4]
    and     r12, r12, lr
    adcs    r5, r5, r12
    ldr     r12, [r3, #8]
    and     r12, r12, lr
    adcs    r6, r6, r12
    ldr     r12, [r3, #12]
    and     r12, r12, lr
    adcs    r7, r7, r12
    ldr     r12, [r3, #16]
    and     r12, r12, lr
    adcs    r8, r8, r12
    ldr     r12, [r3, #20]
    and     r12, r12, lr
    adcs    r9, r9, r12
    ldr     r12, [r3, #24]
    and     r12, r12, lr
    adcs    r10, r10, r12
    ldr     r12, [r3, #28]
    and     r12, r12, lr
    adc     r11, r11, r12
.endm

    .global mcu_ec_mod_add_256_armv7m
    .type   mcu_ec_mod_add_256_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_mod_add_256_armv7m:
    push    {r4-r11, lr}
    ldm     r1, {r4-r11}
    mov.w   lr, #0
    ROW8    adds, adcs, r2
    adc     lr, lr, #0          /* the carry out: t = lr:r4-r11 */
    ROW8    subs, sbcs, r3
    sbc     lr, lr, #0          /* carry - borrow: all-ones if t < m */
    ADD_MASKED_M
    stm     r0, {r4-r11}
    pop     {r4-r11, pc}
    .size   mcu_ec_mod_add_256_armv7m, . - mcu_ec_mod_add_256_armv7m

    .global mcu_ec_mod_sub_256_armv7m
    .type   mcu_ec_mod_sub_256_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_mod_sub_256_armv7m:
    push    {r4-r11, lr}
    ldm     r1, {r4-r11}
    ROW8    subs, sbcs, r2
    sbc     lr, lr, lr          /* all-ones if a < b (the carry flag clear) */
    ADD_MASKED_M
    stm     r0, {r4-r11}
    pop     {r4-r11, pc}
    .size   mcu_ec_mod_sub_256_armv7m, . - mcu_ec_mod_sub_256_armv7m
