/* Multiplication and squaring mod p = 2^255 - 19 in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7: UMAAL, 32 x 32 + 32 + 32 -> 64 in one cycle), with the
 * operands and the running sums held in registers and the reduction by 38
 * folded into the last rows:
 *
 *   void mcu_fe25519_mul_umaal_armv7m(uint32_t r[8], const uint32_t a[8],
 *                                     const uint32_t b[8]);
 *   void mcu_fe25519_sqr_umaal_armv7m(uint32_t r[8], const uint32_t a[8]);
 *
 * The limb layout of fe25519.h, and the same words as the portable C++
 * (fe25519_ops_portable.cc), which the tests check: r = t[0..7] +
 * 38 t[8..15] + carries as one UMAAL chain, its carry out times 38 added
 * back and a last carry folded as 38 into word 0, exactly as there.
 *
 * Multiplication: two strips, b[0..3] and then b[4..7] held in four
 * registers while the rows a[0..7] stream through one: row i adds
 * a[i] * b[0..3] into a window of four running words (positions i..i+3)
 * with one carry, which becomes position i+4; the word leaving the window
 * is final for that strip. So each row is one load and four UMAALs, and the
 * sums stay in five rotating registers instead of going through the stack
 * word by word (the row-quad form this replaces loaded and stored each of
 * the 16 product words per pass, then again for the reduction: 264
 * cycles). The second strip starts from the first one's words 4..7 (kept
 * in registers) and takes its words 8..11 (spilled) as the carry-ins of
 * rows 4..7, which land at exactly those positions; its rows 4..7 give the
 * product's words 8..11, reduced at once against words 0..3 (t[k] +
 * 38 t[k+8]), and its last window is words 12..15.
 *
 * Squaring: each cross product a[i] a[j] (i < j) once (28 UMAALs instead
 * of 64): the six among a[0..3], then a[0..3] x a[4..7] as four rows of the
 * strip above with a[4..7] in registers, then the six among a[4..7]. Then
 * one pass over the 16 positions makes 2 C + sum a[i]^2 2^(64 i) with two
 * carry chains that do not disturb each other: the doubling in the flags
 * (ADCS c, c, c), the squares in a UMAAL carry word (UMAAL leaves the
 * flags alone); the low eight words go to the stack, the high eight stay
 * in registers for the reduction.
 *
 * r may alias a or b: r is written only at the end. Constant time: no
 * branch or address depends on the data; UMULL/UMAAL/MUL/MLA take a fixed
 * number of cycles on Cortex-M4.
 */
    .syntax unified
    .thumb
    .text

/* w0..w3 += a * (b0..b3) at positions i..i+3, carry c (initialised by
 * the caller) in at position i and out at position i+4. */
    .macro ROW4 a, b0, b1, b2, b3, w0, w1, w2, w3, c
    umaal   \w0, \c, \a, \b0
    umaal   \w1, \c, \a, \b1
    umaal   \w2, \c, \a, \b2
    umaal   \w3, \c, \a, \b3
    .endm

/* A row of the multiplication: a[i] (at r1) into r2, the carry zeroed (or
 * loaded from [sp, #cin] when cin is not 'zero'), a[i] * b (in r3-r6). */
    .macro MROW i, w0, w1, w2, w3, c, cin
    ldr     r2, [r1, #4 * \i]
    .ifc    \cin, zero
    mov     \c, #0
    .else
    ldr     \c, [sp, #\cin]
    .endif
    ROW4    r2, r3, r4, r5, r6, \w0, \w1, \w2, \w3, \c
    .endm

/* Word k of the reduction: r[k] = t[k] (at [sp, #4k]) + 38 t[k+8] (tk8) +
 * carry (lr), back to [sp, #4k]; r12 = 38. */
    .macro MFOLD k, tk8
    ldr     r0, [sp, #4 * \k]
    umaal   r0, lr, \tk8, r12
    str     r0, [sp, #4 * \k]
    .endm

/* Positions 2m, 2m+1 of 2 C + a[m]^2: the doubling in the flags (the
 * caller starts the chain), the square and the carry word x through UMAAL
 * (zero: a register holding 0). */
    .macro SQ_DIAG lo, hi, am, x, zero
    adcs    \lo, \lo, \lo
    adcs    \hi, \hi, \hi
    umaal   \lo, \x, \am, \am
    umaal   \hi, \x, \zero, \zero
    .endm

/* The product's body: r0 = r, r1 = a, r2 = b saved at [sp, #48] (r) and
 * [sp, #52] (b) under a 48-byte frame the caller made; uses r0-r12, lr. */
    .macro MUL_BODY

    /* Strip 1: a * b[0..3], b[0..3] in r3-r6. Row 0 starts from zero. */
    ldm     r2, {r3-r6}
    ldr     r2, [r1]
    umull   r7, r11, r2, r3
    mov     r8, #0
    umaal   r8, r11, r2, r4
    mov     r9, #0
    umaal   r9, r11, r2, r5
    mov     r10, #0
    umaal   r10, r11, r2, r6
    str     r7, [sp, #0]            /* t0 */
    MROW    1, r8, r9, r10, r11, r7, zero
    str     r8, [sp, #4]            /* t1 */
    MROW    2, r9, r10, r11, r7, r8, zero
    str     r9, [sp, #8]            /* t2 */
    MROW    3, r10, r11, r7, r8, r9, zero
    str     r10, [sp, #12]          /* t3 */
    MROW    4, r11, r7, r8, r9, r10, zero
    MROW    5, r7, r8, r9, r10, r0, zero
    MROW    6, r8, r9, r10, r0, r12, zero
    MROW    7, r9, r10, r0, r12, lr, zero
    /* Words 4..7 in r11, r7, r8, r9 (strip 2 starts there); 8..11 in
     * r10, r0, r12, lr, spilled for strip 2's rows 4..7. */
    str     r10, [sp, #32]
    str     r0, [sp, #36]
    str     r12, [sp, #40]
    str     lr, [sp, #44]

    /* Strip 2: a * b[4..7] 2^128. */
    ldr     r2, [sp, #52]
    add     r2, r2, #16
    ldm     r2, {r3-r6}
    MROW    0, r11, r7, r8, r9, r10, zero
    str     r11, [sp, #16]          /* t4 */
    MROW    1, r7, r8, r9, r10, r11, zero
    str     r7, [sp, #20]           /* t5 */
    MROW    2, r8, r9, r10, r11, r7, zero
    str     r8, [sp, #24]           /* t6 */
    MROW    3, r9, r10, r11, r7, r8, zero
    str     r9, [sp, #28]           /* t7 */
    mov     r12, #38
    mov     lr, #0
    MROW    4, r10, r11, r7, r8, r9, 32
    MFOLD   0, r10                  /* t8 */
    MROW    5, r11, r7, r8, r9, r10, 36
    MFOLD   1, r11                  /* t9 */
    MROW    6, r7, r8, r9, r10, r11, 40
    MFOLD   2, r7                   /* t10 */
    MROW    7, r8, r9, r10, r11, r7, 44
    MFOLD   3, r8                   /* t11 */

    /* Words 12..15 in r9, r10, r11, r7: r[4..7] into r5, r6, r8, r9. */
    ldr     r5, [sp, #16]
    umaal   r5, lr, r9, r12
    ldr     r6, [sp, #20]
    umaal   r6, lr, r10, r12
    ldr     r8, [sp, #24]
    umaal   r8, lr, r11, r12
    ldr     r9, [sp, #28]
    umaal   r9, lr, r7, r12
    ldm     sp, {r0, r2, r3, r4}    /* r[0..3] */

    /* The carry out (below 39) times 38 at word 0; a carry out of that
     * (the value was within 38 * 39 of 2^256) as 38 on word 0 again. */
    mul     lr, lr, r12
    adds    r0, r0, lr
    adcs    r2, r2, #0
    adcs    r3, r3, #0
    adcs    r4, r4, #0
    adcs    r5, r5, #0
    adcs    r6, r6, #0
    adcs    r8, r8, #0
    adcs    r9, r9, #0
    mov     lr, #0
    adc     lr, lr, #0
    mla     r0, lr, r12, r0
    ldr     lr, [sp, #48]
    stm     lr, {r0, r2, r3, r4, r5, r6, r8, r9}
    .endm

    .global mcu_fe25519_mul_umaal_armv7m
    .type   mcu_fe25519_mul_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_mul_umaal_armv7m:
    push    {r0, r2, r4-r11, lr}
    sub     sp, sp, #48             /* t[0..3] at 0, t[4..7] at 16, strip 1's words 8..11 at 32 */
    MUL_BODY
    add     sp, sp, #56
    pop     {r4-r11, pc}
    .size   mcu_fe25519_mul_umaal_armv7m, . - mcu_fe25519_mul_umaal_armv7m

/* The same for assembly callers (x25519_ladder_umaal_armv7m.S): r0-r12
 * not preserved, so none are saved (a push of three words instead of
 * eleven). */
    .global mcu_fe25519_mul_umaal_armv7m_clobber
    .hidden mcu_fe25519_mul_umaal_armv7m_clobber
    .type   mcu_fe25519_mul_umaal_armv7m_clobber, %function
    .thumb_func
mcu_fe25519_mul_umaal_armv7m_clobber:
    push    {r0, r2, lr}
    sub     sp, sp, #48
    MUL_BODY
    add     sp, sp, #56
    pop     {pc}
    .size   mcu_fe25519_mul_umaal_armv7m_clobber, . - mcu_fe25519_mul_umaal_armv7m_clobber

/* The square's body: r0 = r, r1 = a saved at [sp, #36] (r) and [sp, #40]
 * (a) under a 36-byte frame the caller made (C[0..8], then the result's
 * words 0..7); uses r0-r12, lr. */
    .macro SQR_BODY
    ldm     r1, {r1-r8}             /* a[0..7] */

    /* Cross products among a[0..3]: C1..C3 in r9-r11, positions 4..6 in
     * r12, lr, r0. */
    umull   r9, r10, r1, r2
    mov     r11, #0
    umaal   r10, r11, r1, r3
    mov     r12, #0
    umaal   r11, r12, r1, r4
    mov     lr, #0
    umaal   r11, lr, r2, r3
    umaal   r12, lr, r2, r4
    mov     r0, #0
    umaal   lr, r0, r3, r4
    strd    r9, r10, [sp, #4]
    str     r11, [sp, #12]

    /* a[i] * a[4..7] for i = 0..3 (positions i+4 .. i+7): C4..C7 leave. */
    mov     r9, #0
    mov     r10, #0
    ROW4    r1, r5, r6, r7, r8, r12, lr, r0, r10, r9
    str     r12, [sp, #16]
    mov     r12, #0
    ROW4    r2, r5, r6, r7, r8, lr, r0, r10, r9, r12
    str     lr, [sp, #20]
    mov     lr, #0
    ROW4    r3, r5, r6, r7, r8, r0, r10, r9, r12, lr
    str     r0, [sp, #24]
    mov     r0, #0
    ROW4    r4, r5, r6, r7, r8, r10, r9, r12, lr, r0
    str     r10, [sp, #28]

    /* Cross products among a[4..7]: C8 final in r9 (spilled); C9..C14
     * end in r12, lr, r0, r10, r11, r9. */
    mov     r10, #0
    umaal   r12, r10, r5, r6
    umaal   lr, r10, r5, r7
    umaal   r0, r10, r5, r8
    mov     r11, #0
    umaal   r0, r11, r6, r7
    umaal   r10, r11, r6, r8
    str     r9, [sp, #32]
    mov     r9, #0
    umaal   r11, r9, r7, r8

    /* Positions 0..7 of 2 C + the squares of a[0..3] (C0 = 0), back over
     * C0..C7; x (r7) is the squares' carry, r8 = 0. Nothing from here to
     * the high half sets the flags, so the doubling's carry runs on. */
    mov     r8, #0
    umull   r5, r7, r1, r1
    ldr     r6, [sp, #4]
    adds    r6, r6, r6
    umaal   r6, r7, r8, r8
    strd    r5, r6, [sp, #0]
    ldrd    r5, r6, [sp, #8]
    SQ_DIAG r5, r6, r2, r7, r8
    strd    r5, r6, [sp, #8]
    ldrd    r5, r6, [sp, #16]
    SQ_DIAG r5, r6, r3, r7, r8
    strd    r5, r6, [sp, #16]
    ldrd    r5, r6, [sp, #24]
    SQ_DIAG r5, r6, r4, r7, r8
    strd    r5, r6, [sp, #24]

    /* Positions 8..15 (C15 = 0) with a[4..7] again in r1-r4: the words
     * t[8..15] end in r5, r12, lr, r0, r10, r11, r9, r6. */
    ldr     r5, [sp, #40]
    ldrd    r1, r2, [r5, #16]
    ldrd    r3, r4, [r5, #24]
    ldr     r5, [sp, #32]           /* C8 */
    SQ_DIAG r5, r12, r1, r7, r8
    SQ_DIAG lr, r0, r2, r7, r8
    SQ_DIAG r10, r11, r3, r7, r8
    adcs    r9, r9, r9
    adc     r6, r8, r8              /* 2 C15 + the doubling's carry */
    umaal   r9, r7, r4, r4
    umaal   r6, r7, r8, r8
    /* a^2 < 2^512: no carry is left, so x (r7) is 0 and starts the
     * reduction's carry. */

    /* r[k] = t[k] + 38 t[k+8] + carry: r[0..3] in r1-r4, r[4..7] in r5,
     * r12, r0, lr. */
    mov     r8, #38
    ldm     sp, {r1, r2, r3, r4}
    umaal   r1, r7, r5, r8
    umaal   r2, r7, r12, r8
    umaal   r3, r7, lr, r8
    umaal   r4, r7, r0, r8
    ldrd    r5, r12, [sp, #16]
    ldrd    r0, lr, [sp, #24]
    umaal   r5, r7, r10, r8
    umaal   r12, r7, r11, r8
    umaal   r0, r7, r9, r8
    umaal   lr, r7, r6, r8

    mul     r7, r7, r8
    adds    r1, r1, r7
    adcs    r2, r2, #0
    adcs    r3, r3, #0
    adcs    r4, r4, #0
    adcs    r5, r5, #0
    adcs    r12, r12, #0
    adcs    r0, r0, #0
    adcs    lr, lr, #0
    mov     r7, #0
    adc     r7, r7, #0
    mla     r1, r7, r8, r1
    ldr     r6, [sp, #36]
    strd    r1, r2, [r6]
    strd    r3, r4, [r6, #8]
    strd    r5, r12, [r6, #16]
    strd    r0, lr, [r6, #24]
    .endm

    .global mcu_fe25519_sqr_umaal_armv7m
    .type   mcu_fe25519_sqr_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_sqr_umaal_armv7m:
    push    {r0, r1, r4-r11, lr}
    sub     sp, sp, #36
    SQR_BODY
    add     sp, sp, #44
    pop     {r4-r11, pc}
    .size   mcu_fe25519_sqr_umaal_armv7m, . - mcu_fe25519_sqr_umaal_armv7m

    .global mcu_fe25519_sqr_umaal_armv7m_clobber
    .hidden mcu_fe25519_sqr_umaal_armv7m_clobber
    .type   mcu_fe25519_sqr_umaal_armv7m_clobber, %function
    .thumb_func
mcu_fe25519_sqr_umaal_armv7m_clobber:
    push    {r0, r1, lr}
    sub     sp, sp, #36
    SQR_BODY
    add     sp, sp, #44
    pop     {pc}
    .size   mcu_fe25519_sqr_umaal_armv7m_clobber, . - mcu_fe25519_sqr_umaal_armv7m_clobber
