/* GHASH (SP 800-38D section 6.4) in Thumb-2 for Armv7E-M (Cortex-M4):
 *
 *   void mcu_ghash_ct_armv7m_blocks(const uint32_t key[36], uint32_t y[4],
 *                                   const uint8_t *data, size_t nblocks);
 *
 * Constant time: only loads/stores at sp, key or data plus constants,
 * data-processing and UMULL/UMLAL (1 cycle on Cortex-M4); the branches
 * depend on the block count only.
 *
 * The technique of ghash_ct.cc (multiplication with holes, two levels of
 * Karatsuba, key = H * x^-1 split into bit classes: ghash_ct_key.h), with
 * every value in registers. Per block:
 *   1. a = Y ^ block (big-endian words), the nine Karatsuba operands to the
 *      stack frame.
 *   2. Nine 32x32 carry-less products (macro clmul): x split into its four
 *      bit classes x_i = x & (0x11111111 << i) (r0-r3), the key word's
 *      classes y_j loaded (r4-r7); class c of the product collects
 *      x_i * y_j with i + j = c (mod 4). Products whose class sums differ by
 *      4 peak one nibble apart and may share one UMLAL chain (at most 15 per
 *      nibble); a chain masked to its class (bits 0/1) takes one more
 *      product before it must be masked again (at most 9). Classes 1, 0,
 *      2, 3 in that order: class 1 as two chains XORed into z (r8:r9),
 *      the others as chains in t (r10:r11), masked and ORed into z.
 *      Each product: 16 multiplies, 34 data-processing instructions.
 *   3. Karatsuba recombination (25 XORs) and the reduction of ghash_ct.cc.
 * About 627 cycles per block in the Cortex-M4 model (39.2 cycles/byte; the
 * nine products ~520 of them).
 * Checked against the bit-serial reference by tests/crypto/gcm/ghash_test
 * (on QEMU and the board simulator).
 *
 * Stack frame (bytes from sp): 0..35 the operands x[0..8], 36..107 the
 * products p[0..7] (lo, hi); 112 blocks left, 116 y pointer, 120 key
 * pointer; then the saved r4-r11, lr. The data pointer stays in lr. The
 * operands and products are wiped before returning.
 */
    .syntax unified
    .thumb
    .text

    .set    X, 0
    .set    P, 36
    .set    NB, 112
    .set    YP, 116
    .set    KP, 120
    .set    FRAME, 124

/* Product k: x = operand k in r3 (loaded unless load = 0), key classes of
 * word k at r12 + 16k; the result z in r8 (low word), r9 (high word),
 * stored to p[k] unless store = 0. */
.macro clmul k, load, store
    .if \load
    ldr     r3, [sp, #X+4*\k]
    .endif
    ldr     r4, [r12, #16*\k]
    ldr     r5, [r12, #16*\k+4]
    ldr     r6, [r12, #16*\k+8]
    ldr     r7, [r12, #16*\k+12]
    and     r0, r3, #0x11111111
    and     r1, r3, #0x22222222
    and     r2, r3, #0x44444444
    and     r3, r3, #0x88888888
    /* class 1: (x0y1 + x2y3) ^ (x1y0 + x3y2) */
    umull   r8, r9, r0, r5
    umlal   r8, r9, r2, r7
    umull   r10, r11, r1, r4
    umlal   r10, r11, r3, r6
    eor     r8, r8, r10
    eor     r9, r9, r11
    and     r8, r8, #0x22222222
    and     r9, r9, #0x22222222
    /* class 0: x0y0 + x1y3, then x2y2, then x3y1 */
    umull   r10, r11, r0, r4
    umlal   r10, r11, r1, r7
    and     r10, r10, #0x11111111
    and     r11, r11, #0x11111111
    umlal   r10, r11, r2, r6
    and     r10, r10, #0x11111111
    and     r11, r11, #0x11111111
    umlal   r10, r11, r3, r5
    and     r10, r10, #0x11111111
    and     r11, r11, #0x11111111
    orr     r8, r8, r10
    orr     r9, r9, r11
    /* class 2: x0y2 + x3y3, then x1y1, then x2y0 */
    umull   r10, r11, r0, r6
    umlal   r10, r11, r3, r7
    and     r10, r10, #0x44444444
    and     r11, r11, #0x44444444
    umlal   r10, r11, r1, r5
    and     r10, r10, #0x44444444
    and     r11, r11, #0x44444444
    umlal   r10, r11, r2, r4
    and     r10, r10, #0x44444444
    and     r11, r11, #0x44444444
    orr     r8, r8, r10
    orr     r9, r9, r11
    /* class 3: x0y3, then x1y2, then x2y1, then x3y0 */
    umull   r10, r11, r0, r7
    and     r10, r10, #0x88888888
    and     r11, r11, #0x88888888
    umlal   r10, r11, r1, r6
    and     r10, r10, #0x88888888
    and     r11, r11, #0x88888888
    umlal   r10, r11, r2, r5
    and     r10, r10, #0x88888888
    and     r11, r11, #0x88888888
    umlal   r10, r11, r3, r4
    and     r10, r10, #0x88888888
    and     r11, r11, #0x88888888
    orr     r8, r8, r10
    orr     r9, r9, r11
    .if \store
    str     r8, [sp, #P+8*\k]
    str     r9, [sp, #P+8*\k+4]
    .endif
.endm

    .global mcu_ghash_ct_armv7m_blocks
    .type   mcu_ghash_ct_armv7m_blocks, %function
    .p2align 2
    .thumb_func
mcu_ghash_ct_armv7m_blocks:
    push    {r4-r11, lr}
    sub     sp, sp, #FRAME
    cmp     r3, #0
    beq     .Lreturn
    mov     lr, r2
    str     r3, [sp, #NB]
    str     r1, [sp, #YP]
    str     r0, [sp, #KP]
    mov     r12, r0
    /* Y between blocks: y0 r7, y1 r6, y2 r5, y3 r4 */
    ldr     r7, [r1]
    ldr     r6, [r1, #4]
    ldr     r5, [r1, #8]
    ldr     r4, [r1, #12]
.Lblock:
    ldr     r0, [lr]
    ldr     r1, [lr, #4]
    ldr     r2, [lr, #8]
    ldr     r3, [lr, #12]
    add     lr, lr, #16
    rev     r0, r0
    rev     r1, r1
    rev     r2, r2
    rev     r3, r3
    eor     r0, r0, r7              /* a0 */
    eor     r1, r1, r6              /* a1 */
    eor     r2, r2, r5              /* a2 */
    eor     r3, r3, r4              /* a3 = x[0], kept in r3 */
    eor     r4, r2, r3              /* x[2] = a2 ^ a3 */
    eor     r5, r0, r1              /* x[5] = a0 ^ a1 */
    eor     r6, r1, r3              /* x[6] = a1 ^ a3 */
    eor     r7, r0, r2              /* x[7] = a0 ^ a2 */
    eor     r8, r6, r7              /* x[8] */
    str     r2, [sp, #X+4]
    str     r4, [sp, #X+8]
    str     r1, [sp, #X+12]
    str     r0, [sp, #X+16]
    str     r5, [sp, #X+20]
    str     r6, [sp, #X+24]
    str     r7, [sp, #X+28]
    str     r8, [sp, #X+32]
    clmul   0, 0, 1
    clmul   1, 1, 1
    clmul   2, 1, 1
    clmul   3, 1, 1
    clmul   4, 1, 1
    clmul   5, 1, 1
    clmul   6, 1, 1
    clmul   7, 1, 1
    clmul   8, 1, 0

    /* Inner Karatsuba of each 64x64 product from its low (l), high (h)
     * and middle (m) products: q0 = l.lo, q1 = w ^ l.lo ^ m.lo,
     * q2 = w ^ h.hi ^ m.hi, q3 = h.hi, where w = l.hi ^ h.lo. */
    ldr     r0, [sp, #P+0]          /* low halves: LO = r0..r3 */
    ldr     r1, [sp, #P+4]
    ldr     r2, [sp, #P+8]
    ldr     r3, [sp, #P+12]
    ldr     r4, [sp, #P+16]
    ldr     r5, [sp, #P+20]
    eor     r1, r1, r2
    eor     r2, r1, r3
    eor     r2, r2, r5
    eor     r1, r1, r0
    eor     r1, r1, r4
    ldr     r4, [sp, #P+24]         /* high halves: HI = r4..r7 */
    ldr     r5, [sp, #P+28]
    ldr     r6, [sp, #P+32]
    ldr     r7, [sp, #P+36]
    ldr     r10, [sp, #P+40]
    ldr     r11, [sp, #P+44]
    eor     r5, r5, r6
    eor     r6, r5, r7
    eor     r6, r6, r11
    eor     r5, r5, r4
    eor     r5, r5, r10
    ldr     r10, [sp, #P+48]        /* sums: MD = r10, r11, r9, r12 */
    ldr     r11, [sp, #P+52]
    ldr     r12, [sp, #P+56]
    eor     r11, r11, r12
    ldr     r12, [sp, #P+60]
    eor     r9, r9, r11
    eor     r9, r9, r12
    eor     r11, r11, r10
    eor     r11, r11, r8
    /* Outer: R = LO + (LO ^ HI ^ MD) x^64 + HI x^128, words R0..R7 in
     * r0..r7 (R0 least significant): R2 = W0 ^ LO0 ^ MD0,
     * R3 = W1 ^ LO1 ^ MD1, R4 = W0 ^ HI2 ^ MD2, R5 = W1 ^ HI3 ^ MD3 with
     * W = (LO2 ^ HI0, LO3 ^ HI1). */
    eor     r2, r2, r4
    eor     r3, r3, r5
    eor     r4, r2, r6
    eor     r4, r4, r9
    eor     r5, r3, r7
    eor     r5, r5, r12
    eor     r2, r2, r0
    eor     r2, r2, r10
    eor     r3, r3, r1
    eor     r3, r3, r11
    /* Reduction (ghash_ct.cc): e3 = R0, e2 = R1, e1 = R2,
     * e0 = R3 ^ e3 << 31 ^ e3 << 30 ^ e3 << 25; each e folds in as
     * e ^ e >> 1 ^ e >> 2 ^ e >> 7 and carries e << 31 ^ e << 30 ^ e << 25
     * into the next word. */
    eor     r3, r3, r0, lsl #31
    eor     r3, r3, r0, lsl #30
    eor     r3, r3, r0, lsl #25
    eor     r7, r7, r3              /* y0 */
    eor     r7, r7, r3, lsr #1
    eor     r7, r7, r3, lsr #2
    eor     r7, r7, r3, lsr #7
    eor     r6, r6, r2              /* y1 */
    eor     r6, r6, r2, lsr #1
    eor     r6, r6, r2, lsr #2
    eor     r6, r6, r2, lsr #7
    eor     r6, r6, r3, lsl #31
    eor     r6, r6, r3, lsl #30
    eor     r6, r6, r3, lsl #25
    eor     r5, r5, r1              /* y2 */
    eor     r5, r5, r1, lsr #1
    eor     r5, r5, r1, lsr #2
    eor     r5, r5, r1, lsr #7
    eor     r5, r5, r2, lsl #31
    eor     r5, r5, r2, lsl #30
    eor     r5, r5, r2, lsl #25
    eor     r4, r4, r0              /* y3 */
    eor     r4, r4, r0, lsr #1
    eor     r4, r4, r0, lsr #2
    eor     r4, r4, r0, lsr #7
    eor     r4, r4, r1, lsl #31
    eor     r4, r4, r1, lsl #30
    eor     r4, r4, r1, lsl #25

    ldr     r12, [sp, #KP]
    ldr     r0, [sp, #NB]
    subs    r0, r0, #1
    str     r0, [sp, #NB]
    bne     .Lblock

    ldr     r1, [sp, #YP]
    str     r7, [r1]
    str     r6, [r1, #4]
    str     r5, [r1, #8]
    str     r4, [r1, #12]
    /* Wipe the operands and products (27 words) and the scratch
     * registers the caller does not restore. */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    mov     r8, #0
    stm     sp, {r0-r8}
    add     r12, sp, #36
    stm     r12, {r0-r8}
    add     r12, sp, #72
    stm     r12, {r0-r8}
    mov     r12, #0
.Lreturn:
    add     sp, sp, #FRAME
    pop     {r4-r11, pc}
    .size   mcu_ghash_ct_armv7m_blocks, .-mcu_ghash_ct_armv7m_blocks
