/* Montgomery multiplication's last step in Thumb-2 assembly for Armv7E-M
 * (Cortex-M4/M7), bn::mont_finish's contract:
 *
 *   void mcu_bn_mont_finish_armv7m(uint32_t *r, const uint32_t *t,
 *                                  const uint32_t *m, size_t n);
 *
 * r = t - m if t (n + 1 words, below 2m) is at least m, else t; r does not
 * overlap t. Two passes four words at a time (LDM/STM, after n mod 4
 * single words): r = t - m in one SBCS chain, the borrow carried across
 * the loop (TEQ and LDM/STM leave C alone); then r ^= mask & (r ^ t), the
 * mask all-ones if that borrowed past t's top word. About 14 cycles a
 * word in the Cortex-M4 model, where the C++ sub and cond_copy took 26.
 *
 * Constant time: the same instructions and addresses for every value; the
 * choice is a mask. Nothing is written to the stack but saved registers.
 */
    .syntax unified
    .thumb
    .text

    .global mcu_bn_mont_finish_armv7m
    .type   mcu_bn_mont_finish_armv7m, %function
    .p2align 2
    .thumb_func
mcu_bn_mont_finish_armv7m:
    push    {r4-r11, lr}
    mov     lr, r0                  /* r */
    add     r12, r1, r3, lsl #2     /* t + n: both passes end there */
    and     r4, r3, #3
    add     r4, r1, r4, lsl #2      /* t + n mod 4: the single words end */
    cmp     r0, r0                  /* C = 1: no borrow in */
    teq     r1, r4
    beq     .Lsub_blocks
.Lsub_single:
    ldr     r6, [r1], #4
    ldr     r7, [r2], #4
    sbcs    r6, r6, r7
    str     r6, [r0], #4
    teq     r1, r4
    bne     .Lsub_single
.Lsub_blocks:
    teq     r1, r12
    beq     .Lmask
.Lsub_block:
    ldmia   r1!, {r4-r7}            /* t */
    ldmia   r2!, {r8-r11}           /* m */
    sbcs    r4, r4, r8
    sbcs    r5, r5, r9
    sbcs    r6, r6, r10
    sbcs    r7, r7, r11
    stmia   r0!, {r4-r7}
    teq     r1, r12
    bne     .Lsub_block
.Lmask:
    /* Keep t if t - m borrowed (C = 0) and t's top word is 0. */
    sbc     r2, r2, r2              /* all-ones if it borrowed */
    ldr     r4, [r12]               /* t[n]: 0 or 1 */
    sub     r4, r4, #1              /* all-ones if 0 */
    and     r2, r2, r4
    mov     r0, lr
    sub     r1, r12, r3, lsl #2     /* t */
    and     r4, r3, #3
    add     r4, r1, r4, lsl #2
    teq     r1, r4
    beq     .Lsel_blocks
.Lsel_single:
    ldr     r6, [r0]
    ldr     r7, [r1], #4
    eor     r7, r7, r6
    and     r7, r7, r2
    eor     r6, r6, r7
    str     r6, [r0], #4
    teq     r1, r4
    bne     .Lsel_single
.Lsel_blocks:
    teq     r1, r12
    beq     .Ldone
.Lsel_block:
    ldmia   r0, {r4-r7}             /* t - m */
    ldmia   r1!, {r8-r11}           /* t */
    eor     r8, r8, r4
    eor     r9, r9, r5
    eor     r10, r10, r6
    eor     r11, r11, r7
    and     r8, r8, r2
    and     r9, r9, r2
    and     r10, r10, r2
    and     r11, r11, r2
    eor     r4, r4, r8
    eor     r5, r5, r9
    eor     r6, r6, r10
    eor     r7, r7, r11
    stmia   r0!, {r4-r7}
    teq     r1, r12
    bne     .Lsel_block
.Ldone:
    pop     {r4-r11, pc}
    .size   mcu_bn_mont_finish_armv7m, . - mcu_bn_mont_finish_armv7m
