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
 * mcu_ghash_ct_armv7m_pairs (at the end) takes two blocks per reduction,
 * with H^2 (ghash_ct_armv7m.cc uses it from 32 blocks on): AES-128-GCM
 * 115.8 -> 114.25 cycles/byte on 4 KiB (model, zero wait states), 112.6 with
 * class 1 masked once a pair and one class-3 chain for both blocks.
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

/* z |= t (the classes are disjoint), or z ^= t when accumulating. */
.macro comb acc
    .if \acc
    eor     r8, r8, r10
    eor     r9, r9, r11
    .else
    orr     r8, r8, r10
    orr     r9, r9, r11
    .endif
.endm

/* Product k: x = operand k in r3 (loaded from sp + xo + 4k unless
 * load = 0), key classes of word k at r12 + ko + 16k; the result z in r8
 * (low word), r9 (high word), stored to p[k] unless store = 0. With
 * acc = 1 the product is XORed into z instead (the pairs' second product,
 * under the other power of H): class 1's two chains are masked one at a
 * time (the mask is linear over XOR) and every class goes in by EOR. */
.macro clmul k, load, store, xo=X, ko=0, acc=0
    .if \load
    ldr     r3, [sp, #\xo+4*\k]
    .endif
    ldr     r4, [r12, #\ko+16*\k]
    ldr     r5, [r12, #\ko+16*\k+4]
    ldr     r6, [r12, #\ko+16*\k+8]
    ldr     r7, [r12, #\ko+16*\k+12]
    and     r0, r3, #0x11111111
    and     r1, r3, #0x22222222
    and     r2, r3, #0x44444444
    and     r3, r3, #0x88888888
    /* class 1: (x0y1 + x2y3) ^ (x1y0 + x3y2) */
    .if \acc
    umull   r10, r11, r0, r5
    umlal   r10, r11, r2, r7
    and     r10, r10, #0x22222222
    and     r11, r11, #0x22222222
    eor     r8, r8, r10
    eor     r9, r9, r11
    umull   r10, r11, r1, r4
    umlal   r10, r11, r3, r6
    and     r10, r10, #0x22222222
    and     r11, r11, #0x22222222
    eor     r8, r8, r10
    eor     r9, r9, r11
    .else
    umull   r8, r9, r0, r5
    umlal   r8, r9, r2, r7
    umull   r10, r11, r1, r4
    umlal   r10, r11, r3, r6
    eor     r8, r8, r10
    eor     r9, r9, r11
    and     r8, r8, #0x22222222
    and     r9, r9, #0x22222222
    .endif
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
    comb    \acc
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
    comb    \acc
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
    comb    \acc
    .if \store
    str     r8, [sp, #P+8*\k]
    str     r9, [sp, #P+8*\k+4]
    .endif
.endm

/* The nine Karatsuba operands of a = (a0, a1, a2, a3) in r0..r3 to the
 * frame at sp + xo (x[0] = a3 too if store0; it stays in r3). */
.macro operands xo, store0
    eor     r4, r2, r3              /* x[2] = a2 ^ a3 */
    eor     r5, r0, r1              /* x[5] = a0 ^ a1 */
    eor     r6, r1, r3              /* x[6] = a1 ^ a3 */
    eor     r7, r0, r2              /* x[7] = a0 ^ a2 */
    eor     r8, r6, r7              /* x[8] */
    .if \store0
    str     r3, [sp, #\xo]
    .endif
    str     r2, [sp, #\xo+4]
    str     r4, [sp, #\xo+8]
    str     r1, [sp, #\xo+12]
    str     r0, [sp, #\xo+16]
    str     r5, [sp, #\xo+20]
    str     r6, [sp, #\xo+24]
    str     r7, [sp, #\xo+28]
    str     r8, [sp, #\xo+32]
.endm

/* From p[0..7] in the frame and p[8] in r8, r9: the 256-bit product, reduced;
 * the new Y in r7 (y0), r6, r5, r4 (y3). */
.macro recombine_reduce
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
.endm

/* A block's big-endian words from lr + off into r0 (a0) .. r3 (a3). */
.macro load_block off
    ldr     r0, [lr, #\off]
    ldr     r1, [lr, #\off+4]
    ldr     r2, [lr, #\off+8]
    ldr     r3, [lr, #\off+12]
    rev     r0, r0
    rev     r1, r1
    rev     r2, r2
    rev     r3, r3
.endm

/* a = block ^ Y (Y in r7 .. r4). */
.macro xor_y
    eor     r0, r0, r7
    eor     r1, r1, r6
    eor     r2, r2, r5
    eor     r3, r3, r4
.endm

/* Saves r4-r11, lr, makes the frame (bytes), keeps the arguments (key,
 * y, data, count) in it and lr, Y in r7 (y0), r6, r5, r4 (y3); at none
 * to do, goes to ret. */
.macro entry frame, ret
    push    {r4-r11, lr}
    sub     sp, sp, #\frame
    cmp     r3, #0
    beq     \ret
    mov     lr, r2
    str     r3, [sp, #NB]
    str     r1, [sp, #YP]
    str     r0, [sp, #KP]
    mov     r12, r0
    ldr     r7, [r1]
    ldr     r6, [r1, #4]
    ldr     r5, [r1, #8]
    ldr     r4, [r1, #12]
.endm

/* Back to loop while the count lasts, then Y stored to the caller's y. */
.macro next_or_exit loop
    ldr     r12, [sp, #KP]
    ldr     r0, [sp, #NB]
    subs    r0, r0, #1
    str     r0, [sp, #NB]
    bne     \loop

    ldr     r1, [sp, #YP]
    str     r7, [r1]
    str     r6, [r1, #4]
    str     r5, [r1, #8]
    str     r4, [r1, #12]
.endm

/* Zeroes r0-r8 and the frame: regs stored at sp, then at each offset. */
.macro wipe regs, offsets:vararg
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    mov     r8, #0
    stm     sp, \regs
    .irp    off, \offsets
    add     r12, sp, #\off
    stm     r12, \regs
    .endr
    mov     r12, #0
.endm

    .global mcu_ghash_ct_armv7m_blocks
    .type   mcu_ghash_ct_armv7m_blocks, %function
    .p2align 2
    .thumb_func
mcu_ghash_ct_armv7m_blocks:
    entry   FRAME, .Lreturn
.Lblock:
    load_block 0
    add     lr, lr, #16
    xor_y                           /* a3 = x[0], kept in r3 */
    operands X, 0
    clmul   0, 0, 1
    clmul   1, 1, 1
    clmul   2, 1, 1
    clmul   3, 1, 1
    clmul   4, 1, 1
    clmul   5, 1, 1
    clmul   6, 1, 1
    clmul   7, 1, 1
    clmul   8, 1, 0

    recombine_reduce

    next_or_exit .Lblock
    /* Wipe the operands and products (27 words) and the scratch
     * registers the caller does not restore. */
    wipe    {r0-r8}, 36, 72
.Lreturn:
    add     sp, sp, #FRAME
    pop     {r4-r11, pc}
    .size   mcu_ghash_ct_armv7m_blocks, .-mcu_ghash_ct_armv7m_blocks

/* The same over pairs of blocks (X, X'), two blocks per reduction:
 *
 *   void mcu_ghash_ct_armv7m_pairs(const uint32_t key[36], uint32_t y[4],
 *                                  const uint8_t *data, size_t npairs,
 *                                  const uint32_t h2[4]);
 *
 * Y = (Y ^ X) * H^2 ^ X' * H: key holds H's key words (ghash_ct_key.h), h2
 * the element H^2 * x^-1, split here. Product k of the first block under H^2 and of the second under H
 * go into one z (clmul_pair), so the Karatsuba recombination and the
 * reduction run once a pair. The keys are made in the frame once a call
 * and the data pointer kept there, which frees r12 and lr: class 1's
 * chains of both products are XORed unmasked into r12:lr (each chain stays
 * below 16 a nibble, so no carry crosses a class bit) and masked once, and
 * class 0 of the first product is made in z itself, class 3 of both in one
 * chain. About 1137 cycles a
 * pair in the Cortex-M4 model (1190 with class 1 masked per product).
 * Frame: as above, the second block's operands at 124..159 (X2), the data
 * pointer at 160, the keys at 164..451; all wiped before returning.
 */
    .set    X2, 124
    .set    DP, 160
    .set    KEYS, 164
    .set    FRAME2, 452

/* Class c (mask m) of the product in r0-r3 x r4-r7 as chains in t
 * (r10:r11), masked, into z (r8:r9) by ORR (or) or EOR. */
.macro class_chains c, m, op
    .if \c == 0
    umull   r10, r11, r0, r4
    umlal   r10, r11, r1, r7
    and     r10, r10, #\m
    and     r11, r11, #\m
    umlal   r10, r11, r2, r6
    and     r10, r10, #\m
    and     r11, r11, #\m
    umlal   r10, r11, r3, r5
    .elseif \c == 2
    umull   r10, r11, r0, r6
    umlal   r10, r11, r3, r7
    and     r10, r10, #\m
    and     r11, r11, #\m
    umlal   r10, r11, r1, r5
    and     r10, r10, #\m
    and     r11, r11, #\m
    umlal   r10, r11, r2, r4
    .else
    umull   r10, r11, r0, r7
    and     r10, r10, #\m
    and     r11, r11, #\m
    umlal   r10, r11, r1, r6
    and     r10, r10, #\m
    and     r11, r11, #\m
    umlal   r10, r11, r2, r5
    and     r10, r10, #\m
    and     r11, r11, #\m
    umlal   r10, r11, r3, r4
    .endif
    and     r10, r10, #\m
    and     r11, r11, #\m
    \op     r8, r8, r10
    \op     r9, r9, r11
.endm

/* x = operand at sp + xo into its classes r0-r3, the key classes at
 * sp + ko into r4-r7. */
.macro split_load xo, ko
    ldr     r3, [sp, #\xo]
    ldr     r4, [sp, #\ko]
    ldr     r5, [sp, #\ko+4]
    ldr     r6, [sp, #\ko+8]
    ldr     r7, [sp, #\ko+12]
    and     r0, r3, #0x11111111
    and     r1, r3, #0x22222222
    and     r2, r3, #0x44444444
    and     r3, r3, #0x88888888
.endm

/* Product k of the pair: x[k] under H^2 plus x2[k] under H into z
 * (r8:r9), stored to p[k] unless store = 0. */
.macro clmul_pair k, store
    split_load X+4*\k, KEYS+144+16*\k
    /* class 1 of the first product, unmasked, in r12:lr */
    umull   r12, lr, r0, r5
    umlal   r12, lr, r2, r7
    umull   r10, r11, r1, r4
    umlal   r10, r11, r3, r6
    eor     r12, r12, r10
    eor     lr, lr, r11
    /* class 0 in z itself */
    umull   r8, r9, r0, r4
    umlal   r8, r9, r1, r7
    and     r8, r8, #0x11111111
    and     r9, r9, #0x11111111
    umlal   r8, r9, r2, r6
    and     r8, r8, #0x11111111
    and     r9, r9, #0x11111111
    umlal   r8, r9, r3, r5
    and     r8, r8, #0x11111111
    and     r9, r9, #0x11111111
    class_chains 2, 0x44444444, orr
    /* class 3 left masked in t: the second product's class 3 goes on in
     * the same chain (at most 9 a nibble), one combine for both */
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
    split_load X2+4*\k, KEYS+16*\k
    umlal   r10, r11, r0, r7
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
    /* class 1 of the second product into r12:lr, one chain at a time */
    umull   r10, r11, r0, r5
    umlal   r10, r11, r2, r7
    eor     r12, r12, r10
    eor     lr, lr, r11
    umull   r10, r11, r1, r4
    umlal   r10, r11, r3, r6
    eor     r12, r12, r10
    eor     lr, lr, r11
    class_chains 0, 0x11111111, eor
    class_chains 2, 0x44444444, eor
    and     r12, r12, #0x22222222
    and     lr, lr, #0x22222222
    eor     r8, r8, r12
    eor     r9, r9, lr
    .if \store
    str     r8, [sp, #P+8*\k]
    str     r9, [sp, #P+8*\k+4]
    .endif
.endm

    .global mcu_ghash_ct_armv7m_pairs
    .type   mcu_ghash_ct_armv7m_pairs, %function
    .p2align 2
    .thumb_func
mcu_ghash_ct_armv7m_pairs:
    push    {r4-r11, lr}
    sub     sp, sp, #FRAME2
    cmp     r3, #0
    beq     .Lpairs_return
    str     r3, [sp, #NB]
    str     r1, [sp, #YP]
    str     r2, [sp, #DP]
    /* H's 36 key words into the frame, 8 at a time, then H^2's made from
     * its element (h2, the fifth argument, above the saved registers):
     * the nine Karatsuba words as the operands (ghash_ct_key.h's order),
     * each split into its classes. */
    add     r12, sp, #KEYS
    .rept   4
    ldm     r0!, {r4-r11}
    stm     r12!, {r4-r11}
    .endr
    ldm     r0!, {r4-r7}
    stm     r12!, {r4-r7}
    ldr     r12, [sp, #FRAME2+36]
    ldr     r0, [r12]
    ldr     r1, [r12, #4]
    ldr     r2, [r12, #8]
    ldr     r3, [r12, #12]
    operands X, 1
    .irp    k, 0, 1, 2, 3, 4, 5, 6, 7, 8
    ldr     r3, [sp, #X+4*\k]
    and     r4, r3, #0x11111111
    and     r5, r3, #0x22222222
    and     r6, r3, #0x44444444
    and     r7, r3, #0x88888888
    str     r4, [sp, #KEYS+144+16*\k]
    str     r5, [sp, #KEYS+144+16*\k+4]
    str     r6, [sp, #KEYS+144+16*\k+8]
    str     r7, [sp, #KEYS+144+16*\k+12]
    .endr
    ldr     r1, [sp, #YP]
    ldr     r7, [r1]
    ldr     r6, [r1, #4]
    ldr     r5, [r1, #8]
    ldr     r4, [r1, #12]
.Lpair:
    ldr     lr, [sp, #DP]
    load_block 0
    xor_y
    operands X, 1
    load_block 16
    add     lr, lr, #32
    str     lr, [sp, #DP]
    operands X2, 1
    .irp    k, 0, 1, 2, 3, 4, 5, 6, 7
    clmul_pair \k, 1
    .endr
    clmul_pair 8, 0
    recombine_reduce

    ldr     r0, [sp, #NB]
    subs    r0, r0, #1
    str     r0, [sp, #NB]
    bne     .Lpair

    ldr     r1, [sp, #YP]
    str     r7, [r1]
    str     r6, [r1, #4]
    str     r5, [r1, #8]
    str     r4, [r1, #12]
    /* Wipe the whole frame (113 words) and the scratch registers. */
    wipe    {r0-r7}, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 420
    mov     lr, #0
.Lpairs_return:
    add     sp, sp, #FRAME2
    pop     {r4-r11, pc}
    .size   mcu_ghash_ct_armv7m_pairs, .-mcu_ghash_ct_armv7m_pairs
