/* Addition and subtraction modulo any 384-bit m in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), the additions of the P-384 and brainpoolP384r1 point
 * formulas:
 *
 *   void mcu_ec_mod_add_384_armv7m(uint32_t r[12], const uint32_t a[12],
 *                                  const uint32_t b[12], const uint32_t m[12]);
 *   void mcu_ec_mod_sub_384_armv7m(uint32_t r[12], const uint32_t a[12],
 *                                  const uint32_t b[12], const uint32_t m[12]);
 *
 * (field_core_armv7m.cc wraps them.) a, b < m; r < m; r may alias a or b.
 * As field_add_sub_256_armv7m.S, in two halves of six words: r4-r9 hold
 * one half while the other waits in r; LDM and STM leave the carry flag
 * alone, so each pass is one ADCS (SBCS) chain across both halves.
 * Constant time: no branch, no address depends on the values.
 */
    .syntax unified
    .thumb
    .text

/* r4-r9 op= words off..off+5 of [ptr] (first: the chain's first op). */
.macro HALF first, rest, ptr, off
    ldr     r12, [\ptr, #\off]
    \first  r4, r4, r12
    ldr     r12, [\ptr, #\off + 4]
    \rest   r5, r5, r12
    ldr     r12, [\ptr, #\off + 8]
    \rest   r6, r6, r12
    ldr     r12, [\ptr, #\off + 12]
    \rest   r7, r7, r12
    ldr     r12, [\ptr, #\off + 16]
    \rest   r8, r8, r12
    ldr     r12, [\ptr, #\off + 20]
    \rest   r9, r9, r12
.endm

/* r4-r9 += (words off..off+5 of m) & lr. */
.macro HALF_MASKED first, off
    ldr     r12, [r3, #\off]
    and     r12, r12, lr
    \first  r4, r4, r12
    ldr     r12, [r3, #\off + 4]
    and     r12, r12, lr
    adcs    r5, r5, r12
    ldr     r12, [r3, #\off + 8]
    and     r12, r12, lr
    adcs    r6, r6, r12
    ldr     r12, [r3, #\off + 12]
    and     r12, r12, lr
    adcs    r7, r7, r12
    ldr     r12, [r3, #\off + 16]
    and     r12, r12, lr
    adcs    r8, r8, r12
    ldr     r12, [r3, #\off + 20]
    and     r12, r12, lr
    adcs    r9, r9, r12
.endm

/* r (two halves: low at r0, high at r10 = r0 + 24) += m & lr; the high
 * half is in r4-r9 on entry. */
.macro ADD_MASKED_M
    stm     r10, {r4-r9}
    ldm     r0, {r4-r9}
    HALF_MASKED adds, 0
    stm     r0, {r4-r9}
    ldm     r10, {r4-r9}
    HALF_MASKED adcs, 24
    stm     r10, {r4-r9}
.endm

    .global mcu_ec_mod_add_384_armv7m
    .type   mcu_ec_mod_add_384_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_mod_add_384_armv7m:
    push    {r4-r10, lr}
    add     r10, r0, #24
    mov.w   lr, #0
    ldm     r1!, {r4-r9}
    HALF    adds, adcs, r2, 0
    stm     r0, {r4-r9}
    ldm     r1, {r4-r9}
    HALF    adcs, adcs, r2, 24
    adc     lr, lr, #0          /* the carry out: t = lr:r */
    stm     r10, {r4-r9}
    ldm     r0, {r4-r9}
    HALF    subs, sbcs, r3, 0
    stm     r0, {r4-r9}
    ldm     r10, {r4-r9}
    HALF    sbcs, sbcs, r3, 24
    sbc     lr, lr, #0          /* carry - borrow: all-ones if t < m */
    ADD_MASKED_M
    pop     {r4-r10, pc}
    .size   mcu_ec_mod_add_384_armv7m, . - mcu_ec_mod_add_384_armv7m

    .global mcu_ec_mod_sub_384_armv7m
    .type   mcu_ec_mod_sub_384_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_mod_sub_384_armv7m:
    push    {r4-r10, lr}
    add     r10, r0, #24
    ldm     r1!, {r4-r9}
    HALF    subs, sbcs, r2, 0
    stm     r0, {r4-r9}
    ldm     r1, {r4-r9}
    HALF    sbcs, sbcs, r2, 24
    sbc     lr, lr, lr          /* all-ones if a < b */
    ADD_MASKED_M
    pop     {r4-r10, pc}
    .size   mcu_ec_mod_sub_384_armv7m, . - mcu_ec_mod_sub_384_armv7m
