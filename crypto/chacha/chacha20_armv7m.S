/* ChaCha20 (RFC 8439 section 2.3-2.4) in Thumb-2 assembly for Armv7E-M
 * (Cortex-M4/M7):
 *
 *   void mcu_chacha20_armv7m_xor(uint32_t state[16], const uint8_t *in,
 *                                uint8_t *out, size_t nblocks);
 *
 * XORs nblocks whole 64-byte blocks of key stream into in -> out (out may
 * equal in; any alignment: LDR/STR only) and advances state[12] by nblocks
 * (chacha20_armv7m.cc wraps it).
 *
 * The rounds keep 14 of the 16 state words in r0-r14 and no temporaries:
 *   x0-x7 r0-r7, x12-x15 r10, r11, r12, lr, and two of x8-x11 in r8/r9
 * (column round: x8, x9 then x10, x11; diagonal round: x10, x11 then x8,
 * x9), the other two on the stack: two stores and two loads per half round.
 * Rotations are lazy: a b word (x4-x7) or d word (x12-x15) is kept
 * unrotated and its pending rotation is applied by the barrel shifter of
 * the next instruction that reads it, so each quarter round is 8
 * single-cycle instructions. Between quarter rounds the pending rotations
 * are always "left by 7" for b words (read as ROR #25) and "left by 8" for
 * d words (ROR #24): the block starts by rotating the b and d words right
 * by 7 and 8 so the first round finds the same, and the feed-forward
 * addition applies the last one.
 *
 * Constant time: additions, XORs and rotations; every address is sp or a
 * public pointer plus a constant; branches depend on nblocks and the loop
 * counter only. The stack frame (the key, the state) is wiped before
 * returning.
 */
    .syntax unified
    .thumb
    .text

/* Double rounds per pass of the round loop (10 in all): a pass costs 7
 * cycles of loop counter and branch; 2 keeps the loop ~600 bytes. */
    .set    DR_PER_PASS, 2

/* Stack frame. The input state as a template T at 0..63, permuted so one
 * LDM loads x0-x9, x12-x15 into r0-r12, lr: word i at T_i. */
    .set    T_0, 0
    .set    T_1, 4
    .set    T_2, 8
    .set    T_3, 12
    .set    T_4, 16
    .set    T_5, 20
    .set    T_6, 24
    .set    T_7, 28
    .set    T_8, 32
    .set    T_9, 36
    .set    T_12, 40
    .set    T_13, 44
    .set    T_14, 48
    .set    T_15, 52
    .set    T_10, 56
    .set    T_11, 60
/* Spill slots of x8-x13, the pointers, the counters. */
    .set    S_8, 64
    .set    S_9, 68
    .set    S_10, 72
    .set    S_11, 76
    .set    S_12, 80
    .set    S_13, 84
    .set    P_IN, 88
    .set    P_OUT, 92
    .set    N_BLOCKS, 96
    .set    N_PASSES, 100
    .set    P_STATE, 104
    .set    FRAME, 108          /* + 36 pushed: sp stays 8-byte aligned */

/* One quarter round on a, b, c, d with b pending ROR #25 and d pending
 * ROR #24 on entry and on exit (see the header). */
.macro qr a, b, c, d
    add     \a, \a, \b, ror #25     /* a += b */
    eor     \d, \a, \d, ror #24     /* d ^= a          (d pending <<< 16) */
    add     \c, \c, \d, ror #16     /* c += d */
    eor     \b, \c, \b, ror #25     /* b ^= c          (b pending <<< 12) */
    add     \a, \a, \b, ror #20     /* a += b */
    eor     \d, \a, \d, ror #16     /* d ^= a          (d pending <<< 8) */
    add     \c, \c, \d, ror #24     /* c += d */
    eor     \b, \c, \b, ror #20     /* b ^= c          (b pending <<< 7) */
.endm

/* Column round then diagonal round. On entry and exit r8, r9 hold x8, x9
 * and x10, x11 are in S_10, S_11. count = 1: the pass counter is
 * decremented here, setting the flags for the BNE that ends the pass
 * (nothing in the rounds sets flags). */
.macro double_round count
    qr      r0, r4, r8, r10         /* x0, x4, x8, x12 */
    qr      r1, r5, r9, r11         /* x1, x5, x9, x13 */
    str     r8, [sp, #S_8]
    str     r9, [sp, #S_9]
    ldr     r8, [sp, #S_10]
    .if \count
    ldr     r9, [sp, #N_PASSES]
    subs    r9, r9, #1
    str     r9, [sp, #N_PASSES]
    .endif
    ldr     r9, [sp, #S_11]
    qr      r2, r6, r8, r12         /* x2, x6, x10, x14 */
    qr      r3, r7, r9, lr          /* x3, x7, x11, x15 */
    qr      r0, r5, r8, lr          /* x0, x5, x10, x15 */
    qr      r1, r6, r9, r10         /* x1, x6, x11, x12 */
    str     r8, [sp, #S_10]
    str     r9, [sp, #S_11]
    ldr     r8, [sp, #S_8]
    ldr     r9, [sp, #S_9]
    qr      r2, r7, r8, r11         /* x2, x7, x8, x13 */
    qr      r3, r4, r9, r12         /* x3, x4, x9, x14 */
.endm

    .global mcu_chacha20_armv7m_xor
    .type   mcu_chacha20_armv7m_xor, %function
    .p2align 2
    .thumb_func
mcu_chacha20_armv7m_xor:
    cmp     r3, #0
    beq     .Lreturn
    push    {r4-r11, lr}
    sub     sp, sp, #FRAME
    str     r0, [sp, #P_STATE]
    str     r1, [sp, #P_IN]
    str     r2, [sp, #P_OUT]
    str     r3, [sp, #N_BLOCKS]
    /* The template: state[0..9] -> T_0..T_9, [10, 11] -> T_10, T_11,
     * [12..15] -> T_12..T_15. */
    ldm     r0, {r1-r12}
    stm     sp, {r1-r10}
    str     r11, [sp, #T_10]
    str     r12, [sp, #T_11]
    add     r0, r0, #48
    ldm     r0, {r1-r4}
    add     r0, sp, #T_12
    stm     r0, {r1-r4}

.Lblock:
    ldr     r0, [sp, #T_10]
    ldr     r1, [sp, #T_11]
    movs    r2, #10 / DR_PER_PASS
    str     r0, [sp, #S_10]
    str     r1, [sp, #S_11]
    str     r2, [sp, #N_PASSES]
    ldm     sp, {r0-r12, lr}
    /* Pending rotations for the first round: b <<< 7, d <<< 8. */
    ror     r4, r4, #7
    ror     r5, r5, #7
    ror     r6, r6, #7
    ror     r7, r7, #7
    ror     r10, r10, #8
    ror     r11, r11, #8
    ror     r12, r12, #8
    ror     lr, lr, #8

.Lrounds:
    double_round 1
    .rept   DR_PER_PASS - 1
    double_round 0
    .endr
    bne     .Lrounds

    /* Feed-forward and XOR: out[i] = in[i] ^ (x_i + T_i), b words read
     * as ROR #25 and d words as ROR #24. Four words go to the stack to
     * free r8-r11 (r8 = in, r9 = out, two temporaries); every word done
     * frees its register, so later groups pipeline longer runs of loads.
     * Each in word is loaded before the same out word is stored (in may
     * equal out). */
    str     r8, [sp, #S_8]
    str     r9, [sp, #S_9]
    str     r10, [sp, #S_12]
    str     r11, [sp, #S_13]
    ldr     r8, [sp, #P_IN]
    ldr     r9, [sp, #P_OUT]
    ldr     r10, [sp, #T_0]
    ldr     r11, [r8, #0]
    add     r0, r10, r0
    eor     r0, r0, r11
    str     r0, [r9, #0]

    ldr     r10, [sp, #T_1]
    ldr     r11, [r8, #4]
    ldr     r0, [sp, #T_2]
    add     r1, r10, r1
    eor     r1, r1, r11
    str     r1, [r9, #4]

    ldr     r10, [r8, #8]
    ldr     r11, [sp, #T_3]
    ldr     r1, [r8, #12]
    add     r2, r0, r2
    eor     r2, r2, r10
    str     r2, [r9, #8]
    add     r3, r11, r3
    eor     r3, r3, r1
    str     r3, [r9, #12]

    ldr     r0, [sp, #T_4]
    ldr     r1, [r8, #16]
    ldr     r2, [sp, #T_5]
    ldr     r3, [r8, #20]
    ldr     r10, [sp, #T_6]
    ldr     r11, [r8, #24]
    add     r4, r0, r4, ror #25
    eor     r4, r4, r1
    str     r4, [r9, #16]
    add     r5, r2, r5, ror #25
    eor     r5, r5, r3
    str     r5, [r9, #20]
    add     r6, r10, r6, ror #25
    eor     r6, r6, r11
    str     r6, [r9, #24]

    ldr     r0, [sp, #T_7]
    ldr     r1, [r8, #28]
    ldr     r2, [sp, #T_14]
    ldr     r3, [r8, #56]
    ldr     r4, [sp, #T_15]
    ldr     r5, [r8, #60]
    ldr     r6, [sp, #S_8]
    ldr     r10, [sp, #S_9]
    ldr     r11, [sp, #T_8]
    add     r7, r0, r7, ror #25
    eor     r7, r7, r1
    str     r7, [r9, #28]
    add     r12, r2, r12, ror #24
    eor     r12, r12, r3
    str     r12, [r9, #56]
    add     lr, r4, lr, ror #24
    eor     lr, lr, r5
    str     lr, [r9, #60]
    add     r6, r11, r6             /* x8 + T_8 */

    ldr     r0, [r8, #32]
    ldr     r1, [sp, #T_9]
    ldr     r2, [r8, #36]
    ldr     r3, [sp, #S_10]
    ldr     r4, [sp, #T_10]
    ldr     r5, [r8, #40]
    ldr     r7, [sp, #S_11]
    ldr     r11, [sp, #T_11]
    ldr     r12, [r8, #44]
    ldr     lr, [sp, #S_12]
    eor     r6, r6, r0
    str     r6, [r9, #32]
    add     r10, r1, r10
    eor     r10, r10, r2
    str     r10, [r9, #36]
    add     r3, r4, r3
    eor     r3, r3, r5
    str     r3, [r9, #40]
    add     r7, r11, r7
    eor     r7, r7, r12
    str     r7, [r9, #44]

    ldr     r0, [sp, #T_12]
    ldr     r1, [r8, #48]
    ldr     r2, [sp, #S_13]
    ldr     r3, [sp, #T_13]
    ldr     r4, [r8, #52]
    ldr     r5, [sp, #N_BLOCKS]
    add     lr, r0, lr, ror #24
    eor     lr, lr, r1
    str     lr, [r9, #48]
    add     r2, r3, r2, ror #24
    eor     r2, r2, r4
    str     r2, [r9, #52]

    /* Next block: counter, pointers, blocks left. */
    add     r0, r0, #1
    str     r0, [sp, #T_12]
    add     r8, r8, #64
    str     r8, [sp, #P_IN]
    add     r9, r9, #64
    str     r9, [sp, #P_OUT]
    subs    r5, r5, #1
    str     r5, [sp, #N_BLOCKS]
    bne     .Lblock

    /* The advanced counter back to the caller; then wipe the frame. */
    ldr     r1, [sp, #P_STATE]
    str     r0, [r1, #48]
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    movs    r8, #0
    movs    r9, #0
    mov     r0, sp
    stm     r0!, {r1-r9}
    stm     r0!, {r1-r9}
    stm     r0!, {r1-r9}        /* 27 words = FRAME */
    add     sp, sp, #FRAME
    pop     {r4-r11, lr}
.Lreturn:
    bx      lr
    .size   mcu_chacha20_armv7m_xor, . - mcu_chacha20_armv7m_xor
