/* SHA-256 compression function (FIPS 180-4 section 6.2.2) in Thumb-2
 * assembly for Armv7E-M (Cortex-M4/M7; REV and barrel-shifted operands):
 *
 *   void mcu_sha256_armv7m_compress(uint32_t state[8], const uint8_t *blocks,
 *                                   size_t nblocks);
 *
 * (sha256_compress_armv7m.cc wraps it.) Per block, three passes over a
 * 64-word schedule W on the stack:
 *   1. W[0..15] = the block's big-endian words (LDR takes any alignment).
 *   2. W[16..63], six words per loop pass: W[t-1], W[t-2], W[t-15] and
 *      W[t-16] stay in registers, so each word loads only W[t-7] and
 *      W[t-14] (the next one's W[t-15]), as a pipelined pair.
 *   3. 64 rounds, 16 per loop pass, with a..h in r4-r11 renamed by the
 *      unrolling (no moves). Each round is 2 pipelined loads (K[t], W[t])
 *      and 17 single-cycle instructions: the Sigma functions as
 *      ROTR^6(e ^ ROTR^5(e) ^ ROTR^19(e)) with the outer rotation folded
 *      into the addition, Ch = g ^ (e & (f ^ g)), and
 *      Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)), where b ^ c is the previous
 *      round's a ^ b, carried in r2/r3 (alternating).
 * The schedule is wiped from the stack before returning.
 *
 * Constant time: no branch or address depends on the data; the branches
 * depend only on the public block count and loop counters.
 */
    .syntax unified
    .thumb
    .text

/* Stack frame: W[0..63] at [sp, #0..255]; the state pointer at [sp, #256],
 * the input pointer at [sp, #260], blocks left at [sp, #264]; then the
 * saved r3-r11, lr. */
    .set    FRAME, 272

/* One schedule word W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],
 * r8 = &W[t - j]. s0(x) = ROTR^7(x ^ ROTR^11(x)) ^ (x >> 3),
 * s1(x) = ROTR^17(x ^ ROTR^2(x)) ^ (x >> 10). The result replaces w16;
 * n7 and n14 receive W[t-7] and W[t-14]. Temporaries r6, r7. */
.macro xstep j, w16, w15, w2, w1, n7, n14
    ldr     \n7, [r8, #4*(\j-7)]
    ldr     \n14, [r8, #4*(\j-14)]
    eor     r6, \w15, \w15, ror #11
    lsr     r7, \w15, #3
    eor     r7, r7, r6, ror #7
    add     \w16, \w16, r7
    eor     r6, \w2, \w2, ror #2
    lsr     r7, \w2, #10
    eor     r7, r7, r6, ror #17
    add     \w16, \w16, \n7
    add     \w16, \w16, r7
    str     \w16, [r8, #4*\j]
.endm

/* One round t = 16k + i: r12 = &K[16k], lr = &W[16k]; the new a lands in
 * h and the new e in d. xn receives a ^ b; xp holds b ^ c on entry.
 * Temporaries r0, r1. */
.macro rnd a, b, c, d, e, f, g, h, i, xn, xp
    ldr     r0, [r12, #4*(\i)]
    ldr     r1, [lr, #4*(\i)]
    add     \h, \h, r0
    eor     r0, \f, \g
    add     \h, \h, r1
    and     r0, r0, \e
    eor     r1, \e, \e, ror #5
    eor     r0, r0, \g
    eor     r1, r1, \e, ror #19
    add     \h, \h, r0              /* + Ch */
    add     \h, \h, r1, ror #6      /* + Sigma1: h = T1 */
    eor     r0, \a, \a, ror #11
    add     \d, \d, \h              /* e = d + T1 */
    eor     r0, r0, \a, ror #20
    eor     \xn, \a, \b
    add     \h, \h, r0, ror #2      /* + Sigma0 */
    and     \xp, \xp, \xn
    eor     \xp, \xp, \b
    add     \h, \h, \xp             /* + Maj: a = T1 + T2 */
.endm

    .global mcu_sha256_armv7m_compress
    .type   mcu_sha256_armv7m_compress, %function
    .p2align 2
    .thumb_func
mcu_sha256_armv7m_compress:
    cmp     r2, #0
    beq     .Lreturn
    push    {r3-r11, lr}            /* r3: keeps sp 8-byte aligned */
    sub     sp, sp, #FRAME
    str     r0, [sp, #256]
    str     r2, [sp, #264]

.Lblock:
    /* Pass 1: W[0..15], four words at a time (loads pipelined). */
    mov     r8, sp
    .irp    off, 0, 16, 32, 48
    ldr     r2, [r1, #\off]
    ldr     r3, [r1, #\off+4]
    ldr     r4, [r1, #\off+8]
    ldr     r5, [r1, #\off+12]
    rev     r2, r2
    rev     r3, r3
    rev     r4, r4
    rev     r5, r5
    str     r2, [r8, #\off]
    str     r3, [r8, #\off+4]
    str     r4, [r8, #\off+8]
    str     r5, [r8, #\off+12]
    .endr
    add     r1, r1, #64
    str     r1, [sp, #260]

    /* Pass 2: W[16..63]. Registers for t = 16: W[t-16] r0, W[t-15] r1,
     * W[t-2] r2, W[t-1] r3 (r4, r5 are the new loads); the roles rotate
     * with period six. r9 = the end of W. */
    ldr     r0, [sp, #0]
    ldr     r1, [sp, #4]
    ldr     r2, [sp, #56]
    ldr     r3, [sp, #60]
    add     r8, sp, #64
    add     r9, sp, #256
.Lschedule:
    xstep   0, r0, r1, r2, r3, r4, r5
    xstep   1, r1, r5, r3, r0, r2, r4
    xstep   2, r5, r4, r0, r1, r3, r2
    xstep   3, r4, r2, r1, r5, r0, r3
    xstep   4, r2, r3, r5, r4, r1, r0
    xstep   5, r3, r0, r4, r2, r5, r1
    add     r8, r8, #24
    cmp     r8, r9
    bne     .Lschedule
    /* 48 = 8 x 6 words: the loop ends exactly at W[64]. */

    /* Pass 3: the rounds. */
    ldr     r0, [sp, #256]
    ldm     r0, {r4-r11}
    ldr     r12, =.LK
    mov     lr, sp
    eor     r3, r5, r6              /* b ^ c for round 0 */
.Lrounds:
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 0, r2, r3
    rnd     r11, r4, r5, r6, r7, r8, r9, r10, 1, r3, r2
    rnd     r10, r11, r4, r5, r6, r7, r8, r9, 2, r2, r3
    rnd     r9, r10, r11, r4, r5, r6, r7, r8, 3, r3, r2
    rnd     r8, r9, r10, r11, r4, r5, r6, r7, 4, r2, r3
    rnd     r7, r8, r9, r10, r11, r4, r5, r6, 5, r3, r2
    rnd     r6, r7, r8, r9, r10, r11, r4, r5, 6, r2, r3
    rnd     r5, r6, r7, r8, r9, r10, r11, r4, 7, r3, r2
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 8, r2, r3
    rnd     r11, r4, r5, r6, r7, r8, r9, r10, 9, r3, r2
    rnd     r10, r11, r4, r5, r6, r7, r8, r9, 10, r2, r3
    rnd     r9, r10, r11, r4, r5, r6, r7, r8, 11, r3, r2
    rnd     r8, r9, r10, r11, r4, r5, r6, r7, 12, r2, r3
    rnd     r7, r8, r9, r10, r11, r4, r5, r6, 13, r3, r2
    rnd     r6, r7, r8, r9, r10, r11, r4, r5, 14, r2, r3
    add     r12, r12, #64
    add     lr, lr, #64
    rnd     r5, r6, r7, r8, r9, r10, r11, r4, -1, r3, r2
    add     r0, sp, #256
    cmp     lr, r0
    bne     .Lrounds

    /* H += a..h. */
    ldr     lr, [sp, #256]
    ldm     lr, {r0-r3}
    add     r4, r4, r0
    add     r5, r5, r1
    add     r6, r6, r2
    add     r7, r7, r3
    stm     lr!, {r4-r7}
    ldm     lr, {r0-r3}
    add     r8, r8, r0
    add     r9, r9, r1
    add     r10, r10, r2
    add     r11, r11, r3
    stm     lr, {r8-r11}

    ldr     r1, [sp, #260]
    ldr     r2, [sp, #264]
    subs    r2, r2, #1
    str     r2, [sp, #264]
    bne     .Lblock

    /* Wipe the schedule (derived from the message). */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    mov     r4, sp
    add     r5, sp, #256
.Lwipe:
    stm     r4!, {r0-r3}
    cmp     r4, r5
    bne     .Lwipe
    add     sp, sp, #FRAME
    pop     {r3-r11, lr}
.Lreturn:
    bx      lr
    .ltorg
    .size   mcu_sha256_armv7m_compress, . - mcu_sha256_armv7m_compress

    .section .rodata
    .p2align 2
/* K[0..63], FIPS 180-4 section 4.2.2. */
.LK:
    .word   0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5
    .word   0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5
    .word   0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3
    .word   0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174
    .word   0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc
    .word   0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da
    .word   0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7
    .word   0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967
    .word   0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13
    .word   0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85
    .word   0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3
    .word   0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070
    .word   0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5
    .word   0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3
    .word   0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208
    .word   0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
