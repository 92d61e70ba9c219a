/* Poly1305's block loop (RFC 8439 section 2.5) in Thumb-2 assembly for
 * Armv7E-M (Cortex-M4/M7: UMULL, UMLAL, UMAAL single-cycle):
 *
 *   void mcu_poly1305_armv7m_absorb(mcu_poly1305_ctx *ctx, const uint8_t *m,
 *                                   size_t nblocks, uint32_t pad_bit);
 *
 * h = (h + block + pad_bit * 2^128) * r mod 2^130 - 5 (partially reduced)
 * for each 16-byte block; pad_bit 0 is for one final padded block only
 * (poly1305_armv7m.cc wraps it; the contract is poly1305_blocks.h). ctx
 * is read at fixed offsets: r[4] at 0, h[5] at 32.
 *
 * The arithmetic is that of poly1305_portable.cc: radix 2^32, and
 * s_i = r_i + (r_i >> 2) = 5 r_i / 4 so the products that wrap past 2^130
 * fold in directly. Per block:
 *   - h + m + pad + c by a UMAAL chain (x * 1 + lo + hi): c is the
 *     previous block's 5 * (h >> 130), added here instead of by a carry
 *     chain of its own;
 *   - h * r by product scanning, one column (output word) at a time:
 *     the column's first UMAAL adds the previous column's carry and
 *     h4 * s_k (a 32-bit MUL, h4 <= 7), so column changes cost nothing;
 *     h4' = h4 * r0 + the last carry is one MLA;
 *   - c = 5 * (h4' >> 2), h4' &= 3.
 * Bounds (as in the C++): h4 <= 7 entering the product, every column sum
 * < 2^63, h4' < 2^32, c < 2^32, and after the final carry h4 <= 4.
 *
 * Registers: mp = r1, h4 = r2, r0 (the r word) = r3; h0-h3, c and the
 * temporaries rotate between two assignments (blocks A and B), so the loop
 * runs blocks in pairs with no moves; an odd count (or the padded final
 * block) enters at B. Of r1-r3 and s1-s3 only two or three are in
 * registers at a time: the others are reloaded from the frame.
 *
 * Constant time: no branch or address depends on the key or the message
 * (branches on nblocks, pad_bit and the loop end only). The frame (r and
 * s) is wiped before returning.
 */
    .syntax unified
    .thumb
    .text

/* Stack frame. */
    .set    F_R1, 0
    .set    F_R2, 4
    .set    F_R3, 8
    .set    F_S1, 12
    .set    F_S2, 16
    .set    F_S3, 20
    .set    F_END, 24
    .set    F_CTX, 28
    .set    FRAME, 36           /* + 36 pushed: sp stays 8-byte aligned */

/* Block A: h0-h3 in r4-r7, c in r0 -> h0-h3 in lr, r0, r9, r8, c in r4. */
.macro block_a pad
    ldr     r9, [r1, #4]            /* m1 */
    ldr     r10, [r1, #8]           /* m2 */
    ldr     r11, [r1, #12]          /* m3 */
    ldr     r8, [r1], #16           /* m0 */
    ldr     r12, [sp, #F_S3]
    mov     lr, #1
    umaal   r4, r0, r8, lr          /* h += m + c */
    umaal   r5, r0, r9, lr
    umaal   r6, r0, r10, lr
    umaal   r7, r0, r11, lr
    .if \pad
    umaal   r2, r0, lr, lr          /* h4 += carry + 1 */
    .else
    add     r2, r2, r0
    .endif
    ldr     r8, [sp, #F_S2]
    ldr     r9, [sp, #F_S1]
    ldr     r10, [sp, #F_R1]
    ldr     r11, [sp, #F_R2]
    /* column 0: h0 r0 + h1 s3 + h2 s2 + h3 s1 -> lr, carry r0 */
    umull   lr, r0, r4, r3
    umlal   lr, r0, r5, r12
    umlal   lr, r0, r6, r8
    umlal   lr, r0, r7, r9
    /* column 1: h0 r1 + h1 r0 + h2 s3 + h3 s2 + h4 s1 -> r0, carry r9 */
    mul     r9, r2, r9
    umaal   r0, r9, r4, r10
    umlal   r0, r9, r5, r3
    umlal   r0, r9, r6, r12
    umlal   r0, r9, r7, r8
    /* column 2: h0 r2 + h1 r1 + h2 r0 + h3 s3 + h4 s2 -> r9, carry r8 */
    mul     r8, r2, r8
    umaal   r9, r8, r4, r11
    umlal   r9, r8, r5, r10
    umlal   r9, r8, r6, r3
    umlal   r9, r8, r7, r12
    /* column 3: h0 r3 + h1 r2 + h2 r1 + h3 r0 + h4 s3 -> r8, carry r12 */
    mul     r12, r2, r12
    umaal   r8, r12, r5, r11
    umlal   r8, r12, r6, r10
    ldr     r10, [sp, #F_R3]
    umlal   r8, r12, r4, r10
    umlal   r8, r12, r7, r3
    /* h4' = h4 r0 + carry; c = 5 (h4' >> 2); h4' &= 3 */
    mla     r2, r2, r3, r12
    bic     r4, r2, #3
    add     r4, r4, r2, lsr #2
    and     r2, r2, #3
.endm

/* Block B: h0-h3 in lr, r0, r9, r8, c in r4 -> h0-h3 in r4-r7, c in r0. */
.macro block_b pad
    ldr     r11, [r1, #4]           /* m1 */
    ldr     r5, [r1, #8]            /* m2 */
    ldr     r6, [r1, #12]           /* m3 */
    ldr     r10, [r1], #16          /* m0 */
    ldr     r12, [sp, #F_S3]
    mov     r7, #1
    umaal   lr, r4, r10, r7         /* h += m + c */
    umaal   r0, r4, r11, r7
    umaal   r9, r4, r5, r7
    umaal   r8, r4, r6, r7
    .if \pad
    umaal   r2, r4, r7, r7          /* h4 += carry + 1 */
    .else
    add     r2, r2, r4
    .endif
    ldr     r7, [sp, #F_S2]
    ldr     r6, [sp, #F_S1]
    ldr     r10, [sp, #F_R1]
    ldr     r11, [sp, #F_R2]
    /* column 0 -> r4, carry r5 */
    umull   r4, r5, lr, r3
    umlal   r4, r5, r0, r12
    umlal   r4, r5, r9, r7
    umlal   r4, r5, r8, r6
    /* column 1 -> r5, carry r6 */
    mul     r6, r2, r6
    umaal   r5, r6, lr, r10
    umlal   r5, r6, r0, r3
    umlal   r5, r6, r9, r12
    umlal   r5, r6, r8, r7
    /* column 2 -> r6, carry r7 */
    mul     r7, r2, r7
    umaal   r6, r7, lr, r11
    umlal   r6, r7, r0, r10
    umlal   r6, r7, r9, r3
    umlal   r6, r7, r8, r12
    /* column 3 -> r7, carry r12 */
    mul     r12, r2, r12
    umaal   r7, r12, r0, r11
    umlal   r7, r12, r9, r10
    ldr     r10, [sp, #F_R3]
    umlal   r7, r12, lr, r10
    umlal   r7, r12, r8, r3
    mla     r2, r2, r3, r12
    bic     r0, r2, #3
    add     r0, r0, r2, lsr #2
    and     r2, r2, #3
.endm

    .global mcu_poly1305_armv7m_absorb
    .type   mcu_poly1305_armv7m_absorb, %function
    .p2align 2
    .thumb_func
mcu_poly1305_armv7m_absorb:
    cmp     r2, #0
    beq     .Lreturn
    push    {r4-r11, lr}
    sub     sp, sp, #FRAME
    str     r0, [sp, #F_CTX]
    add     r4, r1, r2, lsl #4
    str     r4, [sp, #F_END]
    and     r11, r2, #1             /* odd count */
    mov     r12, r3                 /* pad_bit */
    ldm     r0, {r4-r7}             /* r */
    add     r8, r5, r5, lsr #2
    add     r9, r6, r6, lsr #2
    add     r10, r7, r7, lsr #2
    str     r5, [sp, #F_R1]
    str     r6, [sp, #F_R2]
    str     r7, [sp, #F_R3]
    str     r8, [sp, #F_S1]
    str     r9, [sp, #F_S2]
    str     r10, [sp, #F_S3]
    mov     r3, r4
    ldr     r2, [r0, #48]           /* h4 */
    cmp     r12, #0
    beq     .Lpad0
    cmp     r11, #0
    bne     .Lodd
    ldr     r4, [r0, #32]
    ldr     r5, [r0, #36]
    ldr     r6, [r0, #40]
    ldr     r7, [r0, #44]
    movs    r0, #0                  /* c */
.Lpairs:
    block_a 1
.Lblock_b:
    block_b 1
    ldr     r12, [sp, #F_END]
    cmp     r1, r12
    bne     .Lpairs

.Ldone:
    /* h += c, then back to ctx. */
    adds    r4, r4, r0
    adcs    r5, r5, #0
    adcs    r6, r6, #0
    adcs    r7, r7, #0
    adc     r2, r2, #0
    ldr     r0, [sp, #F_CTX]
    str     r4, [r0, #32]
    str     r5, [r0, #36]
    str     r6, [r0, #40]
    str     r7, [r0, #44]
    str     r2, [r0, #48]
    /* Wipe r and s from the frame. */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    stm     sp, {r0-r5}
    add     sp, sp, #FRAME
    pop     {r4-r11, lr}
.Lreturn:
    bx      lr

/* Entering at block B: h0-h3 in lr, r0, r9, r8, c = 0 in r4. */
.Lodd:
    ldr     lr, [r0, #32]
    ldr     r9, [r0, #40]
    ldr     r8, [r0, #44]
    ldr     r0, [r0, #36]
    movs    r4, #0
    b       .Lblock_b

.Lpad0:
    ldr     lr, [r0, #32]
    ldr     r9, [r0, #40]
    ldr     r8, [r0, #44]
    ldr     r0, [r0, #36]
    movs    r4, #0
    block_b 0
    b       .Ldone
    .size   mcu_poly1305_armv7m_absorb, . - mcu_poly1305_armv7m_absorb
