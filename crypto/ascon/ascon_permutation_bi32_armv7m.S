/* Ascon-p[rnd] (NIST SP 800-232), bit-interleaved, in Thumb-2 assembly for
 * Armv7-M (Cortex-M3/M4/M7). The representation and the round are those of
 * ascon_permutation_bi32.cc, whose comments derive the S-box and
 * linear-layer forms; here the instruction selection and registers are
 * fixed: every round is 54 single-cycle instructions on 12 registers (the
 * ten state halves and two temporaries), with no spills, moves or loads.
 *
 * Per round: the constant (EOR with an immediate, on each half), the S-box
 * on the even and then the odd halves (16 instructions each: EOR, ORN,
 * BIC, AND), and the linear layer, 4 EOR with a rotated operand per word.
 *
 * Five entry points share the twelve unrolled rounds (one copy, ~2.6 KB):
 *   void mcu_ascon_armv7m_permute(uint64_t s[5], unsigned rounds);
 *   void mcu_ascon_armv7m_absorb_rate64(uint64_t s[5], const uint8_t *in,
 *                                        size_t nblocks, unsigned rounds);
 *   void mcu_ascon_armv7m_absorb_rate128(uint64_t s[5], const uint8_t *in,
 *                                         size_t nblocks, unsigned rounds);
 *   void mcu_ascon_armv7m_encrypt_rate128(uint64_t s[5], const uint8_t *in,
 *                                          uint8_t *out, size_t nblocks,
 *                                          unsigned rounds);
 *   void mcu_ascon_armv7m_decrypt_rate128(... the same ...);
 * (ascon_permutation_bi32_armv7m.cc wraps them.) rounds outside 1..12 or
 * nblocks == 0 return at once, leaving s unchanged. The rate-128 routines
 * (Ascon-AEAD128) convert between the interleaved and the standard form in
 * registers and use PKHBT/PKHTB, so they need Armv7E-M (Cortex-M4/M7).
 *
 * Constant time by construction: no branch or memory access depends on the
 * state; the branches depend on the public round and block counts.
 *
 * Registers while running: r2/r3 = x0 even/odd, r4/r5 = x1, r6/r7 = x2,
 * r8/r9 = x3, r10/r11 = x4; r12 and lr temporaries; r1 the input pointer;
 * r0 a temporary for the conversions. The stack frame is described at
 * the entry points.
 */
    .syntax unified
    .thumb
    .text

/* Constant addition and S-box on one half of the five words (ascon-bi32's
 * sbox_half). t0 and t1 are temporaries. */
.macro sbox_half x0, x1, x2, x3, x4, c, t0, t1
    eor     \x2, \x2, #\c
    eor     \x0, \x0, \x4
    eor     \x4, \x4, \x3
    eor     \x2, \x2, \x1
    orn     \t0, \x4, \x0           /* ~t4 */
    bic     \t1, \x2, \x1           /* t1 */
    eor     \x0, \x0, \t1
    orn     \t1, \x3, \x4           /* ~t3 */
    eor     \x2, \x2, \t1           /* ~x2 */
    bic     \t1, \x1, \x0           /* t0 */
    eor     \x4, \x4, \t1
    and     \t1, \x3, \x2           /* t2 */
    eor     \x1, \x1, \t1
    eor     \x3, \x3, \t0           /* ~x3 */
    eor     \x1, \x1, \x0
    eor     \x3, \x3, \x2
    eor     \x0, \x0, \x4
.endm

/* Linear layer on one word (halves e, o): x ^= (x ^ (x >>> d)) >>> a in 64
 * bits. y = x ^ (x >>> d) goes to t0 (even) and t1 (odd); a 64-bit
 * rotation by 2k rotates both halves by k, by 2k + 1 maps (e, o) to
 * (o >>> k, e >>> (k + 1)). The macros take the resulting 32-bit
 * rotations. */
.macro sigma_odd_odd e, o, dk, ak, t0, t1     /* d = 2dk + 1, a = 2ak + 1 */
    eor     \t0, \e, \o, ror #\dk
    eor     \t1, \o, \e, ror #(\dk + 1)
    eor     \e, \e, \t1, ror #\ak
    eor     \o, \o, \t0, ror #(\ak + 1)
.endm
.macro sigma_even_odd e, o, dk, ak, t0, t1    /* d = 2dk, a = 2ak + 1 */
    eor     \t0, \e, \e, ror #\dk
    eor     \t1, \o, \o, ror #\dk
    eor     \e, \e, \t1, ror #\ak
    eor     \o, \o, \t0, ror #(\ak + 1)
.endm
.macro sigma_odd_even e, o, dk, ak, t0, t1    /* d = 2dk + 1, a = 2ak */
    eor     \t0, \e, \o, ror #\dk
    eor     \t1, \o, \e, ror #(\dk + 1)
    eor     \e, \e, \t0, ror #\ak
    eor     \o, \o, \t1, ror #\ak
.endm

/* One round; ce and co are the even and odd bits of its constant. */
.macro round ce, co
    sbox_half r2, r4, r6, r8, r10, \ce, r12, lr
    sbox_half r3, r5, r7, r9, r11, \co, r12, lr
    sigma_odd_odd   r2, r3, 4, 9, r12, lr     /* x0: d = 9,  a = 19 */
    sigma_even_odd  r4, r5, 11, 19, r12, lr   /* x1: d = 22, a = 39 */
    /* x2: d = 5, a = 1: the even half takes y_o unrotated. */
    eor     r12, r6, r7, ror #2
    eor     lr, r7, r6, ror #3
    eor     r6, r6, lr
    eor     r7, r7, r12, ror #1
    sigma_odd_even  r8, r9, 3, 5, r12, lr     /* x3: d = 7,  a = 10 */
    sigma_even_odd  r10, r11, 17, 3, r12, lr  /* x4: d = 34, a = 7 */
.endm

/* Gathers the even bits of x into bits 0..15 and the odd bits into 16..31
 * (four delta swaps); t is a temporary. */
.macro unzip x, t
    eor     \t, \x, \x, lsr #1
    and     \t, \t, #0x22222222
    eor     \x, \x, \t
    eor     \x, \x, \t, lsl #1
    eor     \t, \x, \x, lsr #2
    and     \t, \t, #0x0c0c0c0c
    eor     \x, \x, \t
    eor     \x, \x, \t, lsl #2
    eor     \t, \x, \x, lsr #4
    and     \t, \t, #0x00f000f0
    eor     \x, \x, \t
    eor     \x, \x, \t, lsl #4
    eor     \t, \x, \x, lsr #8
    and     \t, \t, #0x0000ff00
    eor     \x, \x, \t
    eor     \x, \x, \t, lsl #8
.endm

/* The inverse of unzip: bits 0..15 to the even positions, 16..31 to the
 * odd ones. */
.macro zip x, t
    eor     \t, \x, \x, lsr #8
    and     \t, \t, #0x0000ff00
    eor     \x, \x, \t
    eor     \x, \x, \t, lsl #8
    eor     \t, \x, \x, lsr #4
    and     \t, \t, #0x00f000f0
    eor     \x, \x, \t
    eor     \x, \x, \t, lsl #4
    eor     \t, \x, \x, lsr #2
    and     \t, \t, #0x0c0c0c0c
    eor     \x, \x, \t
    eor     \x, \x, \t, lsl #2
    eor     \t, \x, \x, lsr #1
    and     \t, \t, #0x22222222
    eor     \x, \x, \t
    eor     \x, \x, \t, lsl #1
.endm

/* xe/xo ^= the next 8 bytes at r1 as a little-endian word, interleaved
 * (e = lo.even | hi.even << 16, o = lo.odd | hi.odd << 16); r1 += 8.
 * Clobbers r0, r12, lr. */
.macro absorb_word xe, xo
    ldr     r12, [r1], #4           /* lo (any alignment) */
    ldr     lr, [r1], #4            /* hi */
    unzip   r12, r0
    unzip   lr, r0
    pkhbt   r0, r12, lr, lsl #16
    eor     \xe, \xe, r0
    pkhtb   r0, lr, r12, asr #16
    eor     \xo, \xo, r0
.endm

/* The state word (xe, xo) in the standard form: lo to r12, hi to lr.
 * Clobbers r0. */
.macro export_word xe, xo
    pkhbt   r12, \xe, \xo, lsl #16
    pkhtb   lr, \xo, \xe, asr #16
    zip     r12, r0
    zip     lr, r0
.endm

/* Decryption of one 8-byte half block: P = export(x) ^ C to the output
 * pointer kept at [sp, #12] (advanced by 8), then x = import(C). C is read
 * before P is written, so in == out works. Clobbers r0, r12, lr. */
.macro decrypt_word xe, xo
    export_word \xe, \xo
    ldr     \xe, [r1], #4           /* C lo */
    ldr     \xo, [r1], #4           /* C hi */
    eor     r12, r12, \xe
    eor     lr, lr, \xo
    ldr     r0, [sp, #12]
    str     r12, [r0], #4           /* P (any alignment) */
    str     lr, [r0], #4
    str     r0, [sp, #12]
    unzip   \xe, r0
    unzip   \xo, r0
    pkhtb   r12, \xo, \xe, asr #16
    pkhbt   \xe, \xe, \xo, lsl #16
    mov     \xo, r12
.endm

/* All entry points share one frame and one copy of the rounds:
 *   push {r0 (s), r4-r11, lr}, then 16 bytes: [sp] the first round's index
 *   (12 - rounds), [sp, #4] blocks left, [sp, #8] the mode (which block
 *   routine runs before the rounds: 0 rate-64 absorb, 1 rate-128 absorb,
 *   2 rate-128 encrypt, 3 rate-128 decrypt), [sp, #12] the output pointer;
 *   s at [sp, #16]. */
    .global mcu_ascon_armv7m_absorb_rate64
    .type   mcu_ascon_armv7m_absorb_rate64, %function
    .p2align 2
    .thumb_func
mcu_ascon_armv7m_absorb_rate64:
    cmp     r2, #0
    beq     .Lreturn                /* no blocks */
    subs    r3, r3, #1
    cmp     r3, #11
    bhi     .Lreturn                /* rounds outside 1..12 */
    rsb     r3, r3, #11             /* index of the first round */
    push    {r0, r4-r11, lr}
    sub     sp, sp, #16
    strd    r3, r2, [sp]
    movs    r3, #0
    str     r3, [sp, #8]
    ldm     r0, {r2-r11}
    b       .Lblock_rate64
.Lreturn:
    bx      lr

.Lrounds:
    tbh     [pc, r12, lsl #1]
.Ltable:
    .hword  (.Lround0 - .Ltable) / 2
    .hword  (.Lround1 - .Ltable) / 2
    .hword  (.Lround2 - .Ltable) / 2
    .hword  (.Lround3 - .Ltable) / 2
    .hword  (.Lround4 - .Ltable) / 2
    .hword  (.Lround5 - .Ltable) / 2
    .hword  (.Lround6 - .Ltable) / 2
    .hword  (.Lround7 - .Ltable) / 2
    .hword  (.Lround8 - .Ltable) / 2
    .hword  (.Lround9 - .Ltable) / 2
    .hword  (.Lround10 - .Ltable) / 2
    .hword  (.Lround11 - .Ltable) / 2
    /* Round i's constant is ((15 - i) << 4) | i; its even and odd bits: */
.Lround0:  round 12, 12             /* 0xf0 */
.Lround1:  round 9, 12              /* 0xe1 */
.Lround2:  round 12, 9              /* 0xd2 */
.Lround3:  round 9, 9               /* 0xc3 */
.Lround4:  round 6, 12              /* 0xb4 */
.Lround5:  round 3, 12              /* 0xa5 */
.Lround6:  round 6, 9               /* 0x96 */
.Lround7:  round 3, 9               /* 0x87 */
.Lround8:  round 12, 6              /* 0x78 */
.Lround9:  round 9, 6               /* 0x69 */
.Lround10: round 12, 3              /* 0x5a */
.Lround11: round 9, 3               /* 0x4b */
    ldr     r12, [sp, #4]
    subs    r12, r12, #1
    str     r12, [sp, #4]
    beq     .Ldone
    ldr     r12, [sp, #8]
    tbh     [pc, r12, lsl #1]       /* the next block, by mode */
.Lmodes:
    .hword  (.Lblock_rate64 - .Lmodes) / 2
    .hword  (.Lblock_absorb128 - .Lmodes) / 2
    .hword  (.Lblock_encrypt128 - .Lmodes) / 2
    .hword  (.Lblock_decrypt128 - .Lmodes) / 2
.Ldone:
    ldr     r0, [sp, #16]
    stm     r0, {r2-r11}
    add     sp, sp, #20             /* the frame and the saved r0 */
    pop     {r4-r11, pc}

/* Each block routine ends by entering the rounds. */
.Lblock_rate64:                     /* S0 ^= 8 bytes */
    absorb_word r2, r3
    ldr     r12, [sp]
    b       .Lrounds

.Lblock_absorb128:                  /* S0, S1 ^= 16 bytes */
    absorb_word r2, r3
    absorb_word r4, r5
    ldr     r12, [sp]
    b       .Lrounds

.Lblock_encrypt128:                 /* S0, S1 ^= P; C = S0 || S1 */
    absorb_word r2, r3              /* all 16 input bytes are read first */
    absorb_word r4, r5
    export_word r2, r3
    ldr     r0, [sp, #12]
    str     r12, [r0], #4           /* any alignment */
    str     lr, [r0], #4
    str     r0, [sp, #12]
    export_word r4, r5
    ldr     r0, [sp, #12]
    str     r12, [r0], #4
    str     lr, [r0], #4
    str     r0, [sp, #12]
    ldr     r12, [sp]
    b       .Lrounds

.Lblock_decrypt128:                 /* P = S0 || S1 ^ C; S0, S1 = C */
    decrypt_word r2, r3
    decrypt_word r4, r5
    ldr     r12, [sp]
    b       .Lrounds
    .size   mcu_ascon_armv7m_absorb_rate64, . - mcu_ascon_armv7m_absorb_rate64

    .global mcu_ascon_armv7m_permute
    .type   mcu_ascon_armv7m_permute, %function
    .p2align 2
    .thumb_func
mcu_ascon_armv7m_permute:
    subs    r1, r1, #1
    cmp     r1, #11
    bhi     .Lreturn                /* rounds outside 1..12 */
    rsb     r12, r1, #11            /* index of the first round */
    push    {r0, r4-r11, lr}
    sub     sp, sp, #16
    movs    r1, #1
    str     r1, [sp, #4]            /* one pass through the rounds */
    ldm     r0, {r2-r11}
    b       .Lrounds
    .size   mcu_ascon_armv7m_permute, . - mcu_ascon_armv7m_permute

    .global mcu_ascon_armv7m_absorb_rate128
    .type   mcu_ascon_armv7m_absorb_rate128, %function
    .p2align 2
    .thumb_func
mcu_ascon_armv7m_absorb_rate128:    /* (s, in, nblocks, rounds) */
    cmp     r2, #0
    beq     .Lreturn
    subs    r3, r3, #1
    cmp     r3, #11
    bhi     .Lreturn
    rsb     r3, r3, #11
    push    {r0, r4-r11, lr}
    sub     sp, sp, #16
    strd    r3, r2, [sp]
    movs    r3, #1
    str     r3, [sp, #8]
    ldm     r0, {r2-r11}
    b       .Lblock_absorb128
    .size   mcu_ascon_armv7m_absorb_rate128, . - mcu_ascon_armv7m_absorb_rate128

/* (s, in, out, nblocks, rounds on the stack); mode in r12 from the two
 * wrappers below. */
.macro crypt128_entry mode, block
    ldr     r12, [sp]               /* rounds */
    cmp     r3, #0
    beq     .Lreturn
    subs    r12, r12, #1
    cmp     r12, #11
    bhi     .Lreturn
    rsb     r12, r12, #11
    push    {r0, r4-r11, lr}
    sub     sp, sp, #16
    strd    r12, r3, [sp]
    movs    r3, #\mode
    strd    r3, r2, [sp, #8]
    ldm     r0, {r2-r11}
    b       \block
.endm

    .global mcu_ascon_armv7m_encrypt_rate128
    .type   mcu_ascon_armv7m_encrypt_rate128, %function
    .p2align 2
    .thumb_func
mcu_ascon_armv7m_encrypt_rate128:
    crypt128_entry 2, .Lblock_encrypt128
    .size   mcu_ascon_armv7m_encrypt_rate128, . - mcu_ascon_armv7m_encrypt_rate128

    .global mcu_ascon_armv7m_decrypt_rate128
    .type   mcu_ascon_armv7m_decrypt_rate128, %function
    .p2align 2
    .thumb_func
mcu_ascon_armv7m_decrypt_rate128:
    crypt128_entry 3, .Lblock_decrypt128
    .size   mcu_ascon_armv7m_decrypt_rate128, . - mcu_ascon_armv7m_decrypt_rate128
