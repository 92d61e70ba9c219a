/* MD5 compression function (RFC 1321 section 3.4) in Thumb-2 assembly for
 * Armv7E-M (Cortex-M4/M7; UMAAL):
 *
 *   void mcu_md5_armv7m_compress(uint32_t state[4], const uint8_t *blocks,
 *                                size_t nblocks);
 *
 * (md5_compress_armv7m.cc wraps it.) The 64 steps are unrolled, with a..d
 * in r0-r3 renamed by the unrolling. Steps go in groups of four: the group's
 * four message words (LDR takes any alignment; the words are read from the
 * block each time they are used, nothing is copied) and four sine constants
 * (PC-relative, from the table after the code) are loaded first, eight
 * loads in a row, which the Cortex-M4 pipelines (9 cycles). A step is
 *   t = T[i] + a + X[k]; a = fn(b, c, d); t += a; a = b + ROTL^s(t)
 * where the three-input sum is one UMAAL by lr = 1: RdLo:RdHi = T + a + X*1
 * leaves the sum in T's register and the (dead) carry in a's, which then
 * takes fn. fn is F = d ^ (b & (c ^ d)), G = c ^ (d & (b ^ c)),
 * I = c ^ (b | ~d) (ORN), and H = b ^ c ^ d in pairs: the first step keeps
 * b ^ c (in its message word's register, free after the UMAAL), which is
 * the second step's c ^ d. Steps cost 6 (F, G), 5 (I) or 4.5 (H) cycles.
 * UMAAL's timing does not depend on its operands on the Cortex-M4.
 *
 * Constant time: no branch or address depends on the data. Nothing secret
 * is left in memory (the message words are only read).
 */
    .syntax unified
    .thumb
    .text

/* One step, fn one of F, G, H (first of a pair: keeps b ^ c in x), H2
 * (second of a pair: y holds the first step's b ^ c) or I; x holds X[k],
 * t holds T[i] on entry. lr = 1. */
.macro step fn, a, b, c, d, x, t, s, y
    umaal   \t, \a, \x, lr
    .ifc \fn, F
    eor     \a, \c, \d
    and     \a, \a, \b
    eor     \a, \a, \d
    .endif
    .ifc \fn, G
    eor     \a, \b, \c
    and     \a, \a, \d
    eor     \a, \a, \c
    .endif
    .ifc \fn, H
    eor     \x, \b, \c
    eor     \a, \x, \d
    .endif
    .ifc \fn, H2
    eor     \a, \b, \y
    .endif
    .ifc \fn, I
    orn     \a, \b, \d
    eor     \a, \a, \c
    .endif
    add     \t, \t, \a
    add     \a, \b, \t, ror #(32-\s)
.endm

/* Four steps i..i+3 with message words k0..k3 and rotations s0..s3; r12 is
 * the block. */
.macro group fn, i, k0, k1, k2, k3, s0, s1, s2, s3
    ldr     r4, [r12, #4*\k0]
    ldr     r5, [r12, #4*\k1]
    ldr     r6, [r12, #4*\k2]
    ldr     r7, [r12, #4*\k3]
    ldr     r8, .LT + 4*\i
    ldr     r9, .LT + 4*\i+4
    ldr     r10, .LT + 4*\i+8
    ldr     r11, .LT + 4*\i+12
    .ifc \fn, H
    step    H, r0, r1, r2, r3, r4, r8, \s0
    step    H2, r3, r0, r1, r2, r5, r9, \s1, r4
    step    H, r2, r3, r0, r1, r6, r10, \s2
    step    H2, r1, r2, r3, r0, r7, r11, \s3, r6
    .else
    step    \fn, r0, r1, r2, r3, r4, r8, \s0
    step    \fn, r3, r0, r1, r2, r5, r9, \s1
    step    \fn, r2, r3, r0, r1, r6, r10, \s2
    step    \fn, r1, r2, r3, r0, r7, r11, \s3
    .endif
.endm

    .global mcu_md5_armv7m_compress
    .type   mcu_md5_armv7m_compress, %function
    .p2align 2
    .thumb_func
mcu_md5_armv7m_compress:
    cmp     r2, #0
    beq     .Lreturn
    push    {r0, r2-r11, lr}        /* [sp] state, [sp, #4] blocks left */
    mov     r12, r1
    mov     lr, #1
    ldm     r0, {r0-r3}
.Lblock:
    group   F, 0, 0, 1, 2, 3, 7, 12, 17, 22
    group   F, 4, 4, 5, 6, 7, 7, 12, 17, 22
    group   F, 8, 8, 9, 10, 11, 7, 12, 17, 22
    group   F, 12, 12, 13, 14, 15, 7, 12, 17, 22
    group   G, 16, 1, 6, 11, 0, 5, 9, 14, 20
    group   G, 20, 5, 10, 15, 4, 5, 9, 14, 20
    group   G, 24, 9, 14, 3, 8, 5, 9, 14, 20
    group   G, 28, 13, 2, 7, 12, 5, 9, 14, 20
    group   H, 32, 5, 8, 11, 14, 4, 11, 16, 23
    group   H, 36, 1, 4, 7, 10, 4, 11, 16, 23
    group   H, 40, 13, 0, 3, 6, 4, 11, 16, 23
    group   H, 44, 9, 12, 15, 2, 4, 11, 16, 23
    group   I, 48, 0, 7, 14, 5, 6, 10, 15, 21
    group   I, 52, 12, 3, 10, 1, 6, 10, 15, 21
    group   I, 56, 8, 15, 6, 13, 6, 10, 15, 21
    group   I, 60, 4, 11, 2, 9, 6, 10, 15, 21
    /* state += a..d, and keep the sum for the next block. */
    ldr     r4, [sp]
    ldm     r4, {r5-r8}
    add     r0, r0, r5
    add     r1, r1, r6
    add     r2, r2, r7
    add     r3, r3, r8
    stm     r4, {r0-r3}
    add     r12, r12, #64
    ldr     r5, [sp, #4]
    subs    r5, r5, #1
    str     r5, [sp, #4]
    bne     .Lblock
    add     sp, sp, #12
    pop     {r4-r11, lr}
.Lreturn:
    bx      lr

/* In .text, within reach of the PC-relative loads (the code above is about
 * 2 KiB). */
    .p2align 2
/* T[1..64] = floor(2^32 * |sin(i)|), RFC 1321 section 3.4. */
.LT:
    .word   0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee
    .word   0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501
    .word   0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be
    .word   0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821
    .word   0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa
    .word   0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8
    .word   0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed
    .word   0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a
    .word   0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c
    .word   0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70
    .word   0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05
    .word   0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665
    .word   0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039
    .word   0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1
    .word   0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1
    .word   0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391
    .size   mcu_md5_armv7m_compress, . - mcu_md5_armv7m_compress
