/* SM3 compression function CF (GB/T 32905-2016 sections 5.3.2, 5.3.3) in
 * Thumb-2 assembly for Armv7E-M (Cortex-M4/M7; REV and barrel-shifted
 * operands):
 *
 *   void mcu_sm3_armv7m_compress(uint32_t state[8], const uint8_t *blocks,
 *                                size_t nblocks);
 *
 * (sm3_compress_armv7m.cc wraps it.) Per block: W[0..15] (the big-endian
 * block) and W[16..67] to the stack, then 64 rounds with A..H in r4-r11,
 * renamed by the unrolling (16 rounds per loop pass). The rotations of the
 * round's moves, C = B <<< 9 and G = F <<< 19, are never done: the
 * registers of C and D hold their values rotated right by 9, those of G
 * and H by 19, and every use takes them through a rotated operand. A round
 * is three loads (t[j], W[j], W[j+4]; pipelined) and 17 single-cycle
 * instructions in rounds 0-15, 20 in rounds 16-63:
 *   u = t[j] + E + (A <<< 12); SS1 = u <<< 7; SS2 = SS1 ^ (A <<< 12);
 *   A' = FF(A, B, C) + D + SS2 + (W[j] ^ W[j+4]);
 *   E' = P0(GG(E, F, G) + H + SS1 + W[j])
 * with FF = (A & B) | (C & (A | B)) and GG = G ^ (E & (F ^ G)) from round
 * 16 on, t[j] = T_j <<< j from a table.
 *
 * Constant time: no branch or address depends on the data. The expansion
 * is wiped from the stack before returning.
 */
    .syntax unified
    .thumb
    .text

/* Stack frame: W[0..67] at [sp, #0..271]; the state pointer at [sp, #272],
 * the input pointer at [sp, #276], blocks left at [sp, #280]; then the
 * saved r3-r11, lr. */
    .set    S_STATE, 272
    .set    S_IN, 276
    .set    S_LEFT, 280
    .set    FRAME, 288

/* W[j] for the four j at r1 + 4k (k = 0..3), r1 = &W[j0]. */
.macro expand k
    ldr     r2, [r1, #4*(\k-16)]
    ldr     r3, [r1, #4*(\k-9)]
    ldr     r4, [r1, #4*(\k-3)]
    ldr     r5, [r1, #4*(\k-13)]
    ldr     r6, [r1, #4*(\k-6)]
    eor     r2, r2, r3
    eor     r2, r2, r4, ror #17     /* ^ W[j-3] <<< 15 */
    eor     r3, r2, r2, ror #17     /* P1(x) = x ^ (x <<< 15) ^ (x <<< 23) */
    eor     r3, r3, r2, ror #9
    eor     r3, r3, r5, ror #25     /* ^ W[j-13] <<< 7 */
    eor     r3, r3, r6
    str     r3, [r1, #4*\k]
.endm

/* One round j = 16n + i: r12 = &t[16n], lr = &W[16n]. c, d hold C, D
 * rotated right by 9, g, h hold G, H rotated right by 19. The new A lands
 * in d and the new E in h, both unrotated; b and f become the new C and G
 * as they are. Temporaries r0-r3. */
.macro rnd a, b, c, d, e, f, g, h, i, late
    ldr     r0, [r12, #4*\i]        /* t[j] */
    ldr     r1, [lr, #4*\i]         /* W[j] */
    ldr     r2, [lr, #4*\i+16]      /* W[j+4] */
    add     r0, r0, \e
    add     r0, r0, \a, ror #20     /* + A <<< 12 */
    ror     r3, r0, #25             /* SS1 */
    eor     r0, r3, \a, ror #20     /* SS2 */
    eor     r2, r2, r1              /* W'[j] */
    add     r0, r0, r2
    add     r0, r0, \d, ror #23     /* + D */
    .if \late
    and     \d, \a, \b
    orr     r2, \a, \b
    and     r2, r2, \c, ror #23
    orr     r2, r2, \d
    .else
    eor     r2, \a, \b
    eor     r2, r2, \c, ror #23
    .endif
    add     \d, r0, r2              /* TT1: the new A */
    add     r3, r3, r1
    add     r3, r3, \h, ror #13     /* + H */
    .if \late
    eor     r2, \f, \g, ror #13
    and     r2, r2, \e
    eor     r2, r2, \g, ror #13
    .else
    eor     r2, \e, \f
    eor     r2, r2, \g, ror #13
    .endif
    add     r3, r3, r2              /* TT2 */
    eor     \h, r3, r3, ror #23     /* P0(x) = x ^ (x <<< 9) ^ (x <<< 17) */
    eor     \h, \h, r3, ror #15
.endm

    .global mcu_sm3_armv7m_compress
    .type   mcu_sm3_armv7m_compress, %function
    .p2align 2
    .thumb_func
mcu_sm3_armv7m_compress:
    cmp     r2, #0
    beq     .Lreturn
    push    {r3-r11, lr}            /* r3: keeps sp 8-byte aligned */
    sub     sp, sp, #FRAME
    str     r0, [sp, #S_STATE]
    str     r2, [sp, #S_LEFT]

.Lblock:
    /* W[0..15], four words at a time (loads pipelined). */
    .irp    off, 0, 16, 32, 48
    ldr     r2, [r1, #\off]
    ldr     r3, [r1, #\off+4]
    ldr     r4, [r1, #\off+8]
    ldr     r5, [r1, #\off+12]
    rev     r2, r2
    rev     r3, r3
    rev     r4, r4
    rev     r5, r5
    str     r2, [sp, #\off]
    str     r3, [sp, #\off+4]
    str     r4, [sp, #\off+8]
    str     r5, [sp, #\off+12]
    .endr
    add     r1, r1, #64
    str     r1, [sp, #S_IN]

    /* W[16..67], four per pass. */
    add     r1, sp, #64
    add     r7, sp, #272
.Lexpand:
    expand  0
    expand  1
    expand  2
    expand  3
    add     r1, r1, #16
    cmp     r1, r7
    bne     .Lexpand

    /* The rounds: C, D, G, H enter rotated right by 9, 9, 19, 19. */
    ldr     r0, [sp, #S_STATE]
    ldm     r0, {r4-r11}
    ror     r6, r6, #9
    ror     r7, r7, #9
    ror     r10, r10, #19
    ror     r11, r11, #19
    ldr     r12, =.LT
    mov     lr, sp
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 0, 0
    rnd     r7, r4, r5, r6, r11, r8, r9, r10, 1, 0
    rnd     r6, r7, r4, r5, r10, r11, r8, r9, 2, 0
    rnd     r5, r6, r7, r4, r9, r10, r11, r8, 3, 0
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 4, 0
    rnd     r7, r4, r5, r6, r11, r8, r9, r10, 5, 0
    rnd     r6, r7, r4, r5, r10, r11, r8, r9, 6, 0
    rnd     r5, r6, r7, r4, r9, r10, r11, r8, 7, 0
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 8, 0
    rnd     r7, r4, r5, r6, r11, r8, r9, r10, 9, 0
    rnd     r6, r7, r4, r5, r10, r11, r8, r9, 10, 0
    rnd     r5, r6, r7, r4, r9, r10, r11, r8, 11, 0
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 12, 0
    rnd     r7, r4, r5, r6, r11, r8, r9, r10, 13, 0
    rnd     r6, r7, r4, r5, r10, r11, r8, r9, 14, 0
    rnd     r5, r6, r7, r4, r9, r10, r11, r8, 15, 0
    add     r12, r12, #64
    add     lr, lr, #64
.Lrounds:
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 0, 1
    rnd     r7, r4, r5, r6, r11, r8, r9, r10, 1, 1
    rnd     r6, r7, r4, r5, r10, r11, r8, r9, 2, 1
    rnd     r5, r6, r7, r4, r9, r10, r11, r8, 3, 1
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 4, 1
    rnd     r7, r4, r5, r6, r11, r8, r9, r10, 5, 1
    rnd     r6, r7, r4, r5, r10, r11, r8, r9, 6, 1
    rnd     r5, r6, r7, r4, r9, r10, r11, r8, 7, 1
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 8, 1
    rnd     r7, r4, r5, r6, r11, r8, r9, r10, 9, 1
    rnd     r6, r7, r4, r5, r10, r11, r8, r9, 10, 1
    rnd     r5, r6, r7, r4, r9, r10, r11, r8, 11, 1
    rnd     r4, r5, r6, r7, r8, r9, r10, r11, 12, 1
    rnd     r7, r4, r5, r6, r11, r8, r9, r10, 13, 1
    rnd     r6, r7, r4, r5, r10, r11, r8, r9, 14, 1
    rnd     r5, r6, r7, r4, r9, r10, r11, r8, 15, 1
    add     r12, r12, #64
    add     lr, lr, #64
    add     r0, sp, #256
    cmp     lr, r0
    bne     .Lrounds

    /* V ^= A..H (C, D, G, H rotated back). */
    ldr     r0, [sp, #S_STATE]
    ldm     r0, {r1, r2, r3, r12}
    eor     r4, r4, r1
    eor     r5, r5, r2
    eor     r6, r3, r6, ror #23
    eor     r7, r12, r7, ror #23
    stm     r0!, {r4-r7}
    ldm     r0, {r1, r2, r3, r12}
    eor     r8, r8, r1
    eor     r9, r9, r2
    eor     r10, r3, r10, ror #13
    eor     r11, r12, r11, ror #13
    stm     r0, {r8-r11}

    ldr     r1, [sp, #S_IN]
    ldr     r2, [sp, #S_LEFT]
    subs    r2, r2, #1
    str     r2, [sp, #S_LEFT]
    bne     .Lblock

    /* Wipe the expansion (derived from the message). */
    movs    r0, #0
    movs    r1, #0
    movs    r2, #0
    movs    r3, #0
    mov     r4, sp
    add     r5, sp, #272
.Lwipe:
    stm     r4!, {r0-r3}
    cmp     r4, r5
    bne     .Lwipe
    add     sp, sp, #FRAME
    pop     {r3-r11, lr}
.Lreturn:
    bx      lr
    .ltorg
    .size   mcu_sm3_armv7m_compress, . - mcu_sm3_armv7m_compress

    .section .rodata
    .p2align 2
/* t[j] = T_j <<< (j mod 32), GB/T 32905 section 4.2 and the SS1 step. */
.LT:
    .word   0x79cc4519, 0xf3988a32, 0xe7311465, 0xce6228cb
    .word   0x9cc45197, 0x3988a32f, 0x7311465e, 0xe6228cbc
    .word   0xcc451979, 0x988a32f3, 0x311465e7, 0x6228cbce
    .word   0xc451979c, 0x88a32f39, 0x11465e73, 0x228cbce6
    .word   0x9d8a7a87, 0x3b14f50f, 0x7629ea1e, 0xec53d43c
    .word   0xd8a7a879, 0xb14f50f3, 0x629ea1e7, 0xc53d43ce
    .word   0x8a7a879d, 0x14f50f3b, 0x29ea1e76, 0x53d43cec
    .word   0xa7a879d8, 0x4f50f3b1, 0x9ea1e762, 0x3d43cec5
    .word   0x7a879d8a, 0xf50f3b14, 0xea1e7629, 0xd43cec53
    .word   0xa879d8a7, 0x50f3b14f, 0xa1e7629e, 0x43cec53d
    .word   0x879d8a7a, 0x0f3b14f5, 0x1e7629ea, 0x3cec53d4
    .word   0x79d8a7a8, 0xf3b14f50, 0xe7629ea1, 0xcec53d43
    .word   0x9d8a7a87, 0x3b14f50f, 0x7629ea1e, 0xec53d43c
    .word   0xd8a7a879, 0xb14f50f3, 0x629ea1e7, 0xc53d43ce
    .word   0x8a7a879d, 0x14f50f3b, 0x29ea1e76, 0x53d43cec
    .word   0xa7a879d8, 0x4f50f3b1, 0x9ea1e762, 0x3d43cec5
