/* SHA-512 compression function (FIPS 180-4 section 6.4.2) in Thumb-2
 * assembly for Armv7E-M (Cortex-M4/M7; REV and barrel-shifted operands):
 *
 *   void mcu_sha512_armv7m_compress(uint64_t state[8], const uint8_t *blocks,
 *                                   size_t nblocks);
 *
 * (sha512_compress_armv7m.cc wraps it.) 64-bit words are (lo, hi) register
 * pairs and 64-bit additions ADDS/ADC pairs. Per block:
 *   1. W[0..15] = the block's big-endian words (LDR takes any alignment).
 *   2. W[16..79], twenty words per loop pass (and a tail of four): W[t-1],
 *      W[t-2], W[t-15] and W[t-16] stay in registers, so each word loads
 *      only W[t-7] and W[t-14]; the sigma functions are chains of
 *      shifted-operand EORs (s0 through z = x ^ ROTR^7(x)).
 *   3. 80 rounds, 20 per loop pass. The working variables live in a copy of
 *      the state on the stack, used as two rings of four words: a..d are
 *      A[i], A[i-1], A[i-2], A[i-3] and e..h likewise E[i..i-3]; round i
 *      writes A[i+1] and E[i+1] over A[i-3] and E[i-3]. A[i], E[i], E[i-1]
 *      and (for Maj) A[i-1] ^ A[i-2] are carried in registers from the
 *      rounds that computed them; the roles of the twelve registers r0-r11
 *      repeat every two rounds. The K and W pointers advance by the
 *      post-increment of round 0's first loads. Each round: 12 loads in
 *      three pipelined groups of four, 4 stores, 46 single-cycle
 *      instructions:
 *        Sigma1(e) = ROTR^14(e ^ ROTR^4(e) ^ ROTR^27(e)) and
 *        Sigma0(a) = ROTR^28(a ^ ROTR^6(a) ^ ROTR^11(a)): the inner word in
 *        8 EORs, the outer rotation's two disjoint halves added to T as
 *        shifted operands (4 ADDS/ADC);
 *        Ch = g ^ (e & (f ^ g)), made in f's registers; Maj =
 *        a ^ ((a ^ b) & ~(b ^ c)) (one BIC), where b ^ c is the previous
 *        round's a ^ b.
 *   4. H += the working copy (a, b, e, f from the registers the last round
 *      left).
 * K66 cycle model (ideal memory): 65 cycles a round, 34 a schedule word,
 * ~7,640 a block. The loops are unrolled far (~8.3 KB of code) to cut the
 * loop tests.
 * The schedule and working copy are wiped from the stack before returning.
 *
 * Constant time: no branch or address depends on the data; the branches
 * depend only on the public block count and loop counters.
 */
    .syntax unified
    .thumb
    .text

/* Stack frame: the working copy of the state (a..h, 64 bytes) at sp; W[0..79]
 * at sp + 64; the state pointer at [sp, #704], the input pointer at
 * [sp, #708], blocks left at [sp, #712]; then the saved r3-r11, lr. */
    .set    WBASE, 64
    .set    WEND, 704
    .set    FRAME, 720

/* One schedule word W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],
 * lr = &W[t - j - 14] + 4 + o (o: 0 in step 0 of a pass, whose last load,
 * of W[t-14]'s high word, post-increments lr by XPASS for the next pass;
 * -XPASS after it). The result replaces w16; n7 and n14 receive W[t-7] and
 * W[t-14], and n7, added first, then holds z below.
 * s0 = ROTR^1 ^ ROTR^8 ^ SHR^7 = ROTR^1(z) ^ SHR^7 with z = x ^ ROTR^7(x)
 * (SHR^7's low half is ROTR^7's, which is z ^ x): 10 instructions, not 11.
 * s1 = ROTR^19 ^ ROTR^61 ^ SHR^6. Each half is accumulated in r12 and added
 * at once (the EORs leave the carry of the ADDS alone). */
.macro xstep j, w16L, w16H, w15L, w15H, w2L, w2H, w1L, w1H, n7L, n7H, n14L, n14H
.if \j == 0
    .set    XO, 0
.endif
    ldr     \n7L, [lr, #8*(\j+7)-4+XO]
    ldr     \n7H, [lr, #8*(\j+7)+XO]
    ldr     \n14L, [lr, #8*\j-4+XO]
.if \j == 0
    ldr     \n14H, [lr], #XPASS
    .set    XO, -XPASS
.else
    ldr     \n14H, [lr, #8*\j+XO]
.endif
    adds    \w16L, \w16L, \n7L
    adc     \w16H, \w16H, \n7H
    eor     \n7L, \w15L, \w15L, lsr #7     /* z = x ^ ROTR^7(x) */
    eor     \n7L, \n7L, \w15H, lsl #25
    eor     \n7H, \w15H, \w15H, lsr #7
    eor     \n7H, \n7H, \w15L, lsl #25
    eor     r12, \n7L, \w15L                /* ROTR^7(x) = SHR^7(x), low */
    eor     r12, r12, \n7L, lsr #1          /* ^ ROTR^1(z) */
    eor     r12, r12, \n7H, lsl #31
    adds    \w16L, \w16L, r12
    lsr     r12, \w15H, #7
    eor     r12, r12, \n7H, lsr #1
    eor     r12, r12, \n7L, lsl #31
    adc     \w16H, \w16H, r12
    lsr     r12, \w2L, #19
    eor     r12, r12, \w2H, lsl #13
    eor     r12, r12, \w2H, lsr #29
    eor     r12, r12, \w2L, lsl #3
    eor     r12, r12, \w2L, lsr #6
    eor     r12, r12, \w2H, lsl #26
    adds    \w16L, \w16L, r12
    lsr     r12, \w2H, #19
    eor     r12, r12, \w2L, lsl #13
    eor     r12, r12, \w2L, lsr #29
    eor     r12, r12, \w2H, lsl #3
    eor     r12, r12, \w2H, lsr #6
    adc     \w16H, \w16H, r12
    str     \w16L, [lr, #8*(\j+14)-4+XO]
    str     \w16H, [lr, #8*(\j+14)+XO]
.endm

/* Offsets of A[i - k] and E[i - k] in the working copy for round i = 20n + j:
 * A[m] sits in word (-m) mod 4 (a..d), E[m] in 4 + (-m) mod 4 (e..h). */
#define SLOT_A(j, k) (8 * (((k) - (j)) & 3))
#define SLOT_E(j, k) (32 + 8 * (((k) - (j)) & 3))

/* One round i = 20n + j. r12 = &K[20n + 20] and lr = &W[20n + 20] after
 * round 0's first K and W loads, which post-increment them (so the offsets
 * are 8j - 160 after those loads). In registers: a = A[i], e = E[i],
 * f = E[i-1] and x = A[i-1] ^ A[i-2]; T and U are free. On return the new
 * a (A[i+1]) is in T, the new e (E[i+1]) in f, the new f is e, the new x
 * (A[i] ^ A[i-1]) is in U; a and x are free. The roles therefore repeat
 * every two rounds: (a, e, f, x, T, U) -> (T, f, e, U, a, x).
 *   Ch = g ^ (e & (f ^ g)) is made in f (which the next round no longer
 *   needs: its f is this round's e);
 *   Maj = a ^ ((a ^ b) & ~(b ^ c)): when a and b agree it is a, otherwise
 *   c = a ^ ~(b ^ c); a ^ b is the next round's x.
 * 12 loads in three groups of four (15 cycles), 4 stores, 46 ALU
 * instructions. */
.macro rnd j, aL, aH, eL, eH, fL, fH, xL, xH, tL, tH, uL, uH
    ldr     \uL, [sp, #SLOT_E(\j, 2)]       /* g */
    ldr     \uH, [sp, #SLOT_E(\j, 2)+4]
    ldr     \tL, [sp, #SLOT_E(\j, 3)]       /* h */
    ldr     \tH, [sp, #SLOT_E(\j, 3)+4]
    eor     \fL, \fL, \uL                   /* Ch = g ^ (e & (f ^ g)) */
    and     \fL, \fL, \eL
    eor     \fL, \fL, \uL
    eor     \fH, \fH, \uH
    and     \fH, \fH, \eH
    eor     \fH, \fH, \uH
    adds    \tL, \tL, \fL
    adc     \tH, \tH, \fH
.if \j == 0
    ldr     \uL, [r12], #160                /* K[i] */
    ldr     \fL, [lr], #160                 /* W[i] */
.else
    ldr     \uL, [r12, #8*\j-160]
    ldr     \fL, [lr, #8*\j-160]
.endif
    ldr     \uH, [r12, #8*\j-160+4]
    ldr     \fH, [lr, #8*\j-160+4]
    adds    \tL, \tL, \uL
    adc     \tH, \tH, \uH
    adds    \tL, \tL, \fL
    adc     \tH, \tH, \fH
    eor     \uL, \eL, \eL, lsr #4           /* y = e ^ ROTR^4(e) ^ ROTR^27(e) */
    eor     \uL, \uL, \eH, lsl #28
    eor     \uL, \uL, \eL, lsr #27
    eor     \uL, \uL, \eH, lsl #5
    eor     \uH, \eH, \eH, lsr #4
    eor     \uH, \uH, \eL, lsl #28
    eor     \uH, \uH, \eH, lsr #27
    eor     \uH, \uH, \eL, lsl #5
    adds    \tL, \tL, \uL, lsr #14          /* + ROTR^14(y): T1 */
    adc     \tH, \tH, \uH, lsr #14
    adds    \tL, \tL, \uH, lsl #18
    adc     \tH, \tH, \uL, lsl #18
    ldr     \fL, [sp, #SLOT_A(\j, 3)]       /* d */
    ldr     \fH, [sp, #SLOT_A(\j, 3)+4]
    ldr     \uL, [sp, #SLOT_A(\j, 1)]       /* b */
    ldr     \uH, [sp, #SLOT_A(\j, 1)+4]
    adds    \fL, \fL, \tL                   /* E[i+1] = d + T1 */
    adc     \fH, \fH, \tH
    str     \fL, [sp, #SLOT_E(\j, 3)]
    str     \fH, [sp, #SLOT_E(\j, 3)+4]
    eor     \uL, \uL, \aL                   /* a ^ b: the next x */
    eor     \uH, \uH, \aH
    bic     \xL, \uL, \xL                   /* Maj = a ^ ((a ^ b) & ~x) */
    bic     \xH, \uH, \xH
    eor     \xL, \xL, \aL
    eor     \xH, \xH, \aH
    adds    \tL, \tL, \xL
    adc     \tH, \tH, \xH
    eor     \xL, \aL, \aL, lsr #6           /* y = a ^ ROTR^6(a) ^ ROTR^11(a) */
    eor     \xL, \xL, \aH, lsl #26
    eor     \xL, \xL, \aL, lsr #11
    eor     \xL, \xL, \aH, lsl #21
    eor     \xH, \aH, \aH, lsr #6
    eor     \xH, \xH, \aL, lsl #26
    eor     \xH, \xH, \aH, lsr #11
    eor     \xH, \xH, \aL, lsl #21
    adds    \tL, \tL, \xL, lsr #28          /* + ROTR^28(y): A[i+1] */
    adc     \tH, \tH, \xH, lsr #28
    adds    \tL, \tL, \xH, lsl #4
    adc     \tH, \tH, \xL, lsl #4
    str     \tL, [sp, #SLOT_A(\j, 3)]
    str     \tH, [sp, #SLOT_A(\j, 3)+4]
.endm

    .global mcu_sha512_armv7m_compress
    .type   mcu_sha512_armv7m_compress, %function
    .p2align 2
    .thumb_func
mcu_sha512_armv7m_compress:
    cmp     r2, #0
    beq     .Lreturn
    push    {r3-r11, lr}            /* r3: keeps sp 8-byte aligned */
    sub     sp, sp, #FRAME
    str     r0, [sp, #WEND]
    str     r2, [sp, #WEND+8]

.Lblock:
    /* Pass 1: W[0..15]; each big-endian 64-bit word is hi then lo. The
     * last group leaves W[14] in r4/r5 and W[15] in r6/r7 for pass 2. */
    add     lr, sp, #WBASE
    .irp    off, 0, 32, 64
    ldr     r2, [r1, #\off]
    ldr     r3, [r1, #\off+4]
    ldr     r4, [r1, #\off+8]
    ldr     r5, [r1, #\off+12]
    ldr     r6, [r1, #\off+16]
    ldr     r7, [r1, #\off+20]
    ldr     r8, [r1, #\off+24]
    ldr     r9, [r1, #\off+28]
    rev     r2, r2
    rev     r3, r3
    rev     r4, r4
    rev     r5, r5
    rev     r6, r6
    rev     r7, r7
    rev     r8, r8
    rev     r9, r9
    str     r3, [lr, #\off]
    str     r2, [lr, #\off+4]
    str     r5, [lr, #\off+8]
    str     r4, [lr, #\off+12]
    str     r7, [lr, #\off+16]
    str     r6, [lr, #\off+20]
    str     r9, [lr, #\off+24]
    str     r8, [lr, #\off+28]
    .endr
    ldr     r9, [r1, #96]
    ldr     r8, [r1, #100]
    ldr     r11, [r1, #104]
    ldr     r10, [r1, #108]
    ldr     r5, [r1, #112]
    ldr     r4, [r1, #116]
    ldr     r7, [r1, #120]
    ldr     r6, [r1, #124]
    rev     r8, r8
    rev     r9, r9
    rev     r10, r10
    rev     r11, r11
    rev     r4, r4
    rev     r5, r5
    rev     r6, r6
    rev     r7, r7
    str     r8, [lr, #96]
    str     r9, [lr, #100]
    str     r10, [lr, #104]
    str     r11, [lr, #108]
    str     r4, [lr, #112]
    str     r5, [lr, #116]
    str     r6, [lr, #120]
    str     r7, [lr, #124]
    add     r12, sp, #WBASE
    add     r1, r1, #128
    str     r1, [sp, #WEND+4]
    add     lr, lr, #20

    /* Pass 2: W[16..79]. For t = 16: W[t-16] in r0/r1, W[t-15] r2/r3,
     * W[t-2] r4/r5, W[t-1] r6/r7, W[t-7] always in r8/r9 (which then hold
     * z), W[t-14] in r10/r11: the other five pairs' roles rotate with
     * period five (w16 <- w15 <- n14 <- w2 <- w1 <- w16): three passes of
     * twenty words, then four. lr = &W[t-14] + 4. */
    ldm     r12, {r0-r3}
    .set    XPASS, 160
.Lschedule:
    xstep   0, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    xstep   1, r2, r3, r10, r11, r6, r7, r0, r1, r8, r9, r4, r5
    xstep   2, r10, r11, r4, r5, r0, r1, r2, r3, r8, r9, r6, r7
    xstep   3, r4, r5, r6, r7, r2, r3, r10, r11, r8, r9, r0, r1
    xstep   4, r6, r7, r0, r1, r10, r11, r4, r5, r8, r9, r2, r3
    xstep   5, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    xstep   6, r2, r3, r10, r11, r6, r7, r0, r1, r8, r9, r4, r5
    xstep   7, r10, r11, r4, r5, r0, r1, r2, r3, r8, r9, r6, r7
    xstep   8, r4, r5, r6, r7, r2, r3, r10, r11, r8, r9, r0, r1
    xstep   9, r6, r7, r0, r1, r10, r11, r4, r5, r8, r9, r2, r3
    xstep   10, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    xstep   11, r2, r3, r10, r11, r6, r7, r0, r1, r8, r9, r4, r5
    xstep   12, r10, r11, r4, r5, r0, r1, r2, r3, r8, r9, r6, r7
    xstep   13, r4, r5, r6, r7, r2, r3, r10, r11, r8, r9, r0, r1
    xstep   14, r6, r7, r0, r1, r10, r11, r4, r5, r8, r9, r2, r3
    xstep   15, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    xstep   16, r2, r3, r10, r11, r6, r7, r0, r1, r8, r9, r4, r5
    xstep   17, r10, r11, r4, r5, r0, r1, r2, r3, r8, r9, r6, r7
    xstep   18, r4, r5, r6, r7, r2, r3, r10, r11, r8, r9, r0, r1
    xstep   19, r6, r7, r0, r1, r10, r11, r4, r5, r8, r9, r2, r3
    add     r12, sp, #WBASE + 8*62 + 4
    cmp     lr, r12
    bne     .Lschedule
    .set    XPASS, 32
    xstep   0, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    xstep   1, r2, r3, r10, r11, r6, r7, r0, r1, r8, r9, r4, r5
    xstep   2, r10, r11, r4, r5, r0, r1, r2, r3, r8, r9, r6, r7
    xstep   3, r4, r5, r6, r7, r2, r3, r10, r11, r8, r9, r0, r1

    /* Pass 3: the rounds, on a working copy of the state. */
    ldr     r12, [sp, #WEND]
    add     lr, sp, #32
    ldm     r12!, {r0-r7}           /* a, b, c, d */
    stm     sp, {r0-r7}
    eor     r6, r2, r4              /* x = b ^ c */
    eor     r7, r3, r5
    ldm     r12, {r2-r5, r8-r11}    /* e (r2, r3), f (r4, r5), g, h */
    stm     lr, {r2-r5, r8-r11}
    movw    r12, #:lower16:.LK
    movt    r12, #:upper16:.LK
    add     lr, sp, #WBASE
.Lrounds:
    rnd     0, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     1, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     2, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     3, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     4, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     5, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     6, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     7, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     8, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     9, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     10, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     11, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     12, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     13, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     14, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     15, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     16, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     17, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    rnd     18, r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11
    rnd     19, r8, r9, r4, r5, r2, r3, r10, r11, r0, r1, r6, r7
    add     r10, sp, #WEND
    cmp     lr, r10
    bne     .Lrounds

    /* H += the working copy. The last round left a = A[80] in r0/r1,
     * b = A[79] in r8/r9, e = E[80] in r2/r3 and f = E[79] in r4/r5; c, d,
     * g and h come from the ring. */
    ldr     r12, [sp, #WEND]
    add     lr, sp, #16
    ldm     r12, {r6, r7, r10, r11}
    adds    r0, r0, r6
    adc     r1, r1, r7
    adds    r8, r8, r10
    adc     r9, r9, r11
    stm     r12!, {r0, r1, r8, r9}
    ldm     lr, {r0, r1, r6, r7}
    ldm     r12, {r8-r11}
    adds    r8, r8, r0
    adc     r9, r9, r1
    adds    r10, r10, r6
    adc     r11, r11, r7
    stm     r12!, {r8-r11}
    add     lr, sp, #48
    ldm     r12, {r0, r1, r6, r7}
    adds    r2, r2, r0
    adc     r3, r3, r1
    adds    r4, r4, r6
    adc     r5, r5, r7
    stm     r12!, {r2-r5}
    ldm     lr, {r0, r1, r6, r7}
    ldm     r12, {r8-r11}
    adds    r8, r8, r0
    adc     r9, r9, r1
    adds    r10, r10, r6
    adc     r11, r11, r7
    stm     r12, {r8-r11}

    ldr     r1, [sp, #WEND+4]
    ldr     r2, [sp, #WEND+8]
    subs    r2, r2, #1
    str     r2, [sp, #WEND+8]
    bne     .Lblock

    /* Wipe the working copy and the schedule: 14 STMs of 48 bytes and
     * one of 32. */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    movs    r4, #0
    movs    r5, #0
    movs    r6, #0
    movs    r7, #0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    mov     r11, #0
    mov     r12, sp
    .rept   14
    stm     r12!, {r0-r11}
    .endr
    stm     r12, {r0-r7}
    add     sp, sp, #FRAME
    pop     {r3-r11, lr}
.Lreturn:
    bx      lr
    .ltorg
    .size   mcu_sha512_armv7m_compress, . - mcu_sha512_armv7m_compress

    .section .rodata
    .p2align 3
/* K[0..79], FIPS 180-4 section 4.2.3, as (lo, hi) word pairs. */
.LK:
    .quad   0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc
    .quad   0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118
    .quad   0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2
    .quad   0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694
    .quad   0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65
    .quad   0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5
    .quad   0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4
    .quad   0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70
    .quad   0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df
    .quad   0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b
    .quad   0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30
    .quad   0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8
    .quad   0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8
    .quad   0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3
    .quad   0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec
    .quad   0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b
    .quad   0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178
    .quad   0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b
    .quad   0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c
    .quad   0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817
