/* Multiplication and squaring mod p = 2^448 - 2^224 - 1 in Thumb-2
 * assembly for Armv7E-M (Cortex-M4/M7: UMAAL, single-cycle
 * 32 x 32 + 32 + 32 -> 64):
 *
 *   void mcu_fe448_mul_umaal_armv7m(uint32_t r[14], const uint32_t a[14],
 *                                   const uint32_t b[14]);
 *   void mcu_fe448_sqr_umaal_armv7m(uint32_t r[14], const uint32_t a[14]);
 *   void mcu_fe448_add_umaal_armv7m(uint32_t r[14], const uint32_t a[14],
 *                                   const uint32_t b[14]);
 *   void mcu_fe448_sub_umaal_armv7m(uint32_t r[14], const uint32_t a[14],
 *                                   const uint32_t b[14]);
 *   void mcu_fe448_mul_small_umaal_armv7m(uint32_t r[14], const uint32_t a[14],
 *                                         uint32_t k);
 *   void mcu_fe448_cswap_umaal_armv7m(uint32_t mask, uint32_t a[14],
 *                                     uint32_t b[14]);
 *
 * The limb layout of fe448.h (fourteen full 32-bit words, values below
 * 2^448), and the same result word for word as the portable C++
 * (fe448_ops_portable.cc), which the tests check.
 *
 * Product: three strips of b, b[0..4], b[5..9] and b[10..13], each held
 * in registers while the rows a[0..13] stream through one: row i adds
 * a[i] * the strip into a window of running words (five or four, in
 * registers) with one carry, which becomes the window's next word; the
 * word leaving is final for that strip and goes to t on the stack, where
 * the next strip takes it back as a row's carry-in. So each row is one
 * load of a, one of t, one store and five (four) UMAALs; the column form
 * this replaces (four rows of a at a time, b streaming) loaded and stored
 * each product word once per pass: 725 cycles a call against 663 (K66,
 * zero wait states). UMAAL's 2^64 - 1 bound means no carry overflows.

 * Reduction (Solinas, 2^448 = 2^224 + 1 mod p): with h = t[14..27],
 * word i < 7 of r is t[i] + h[i] + h[i+7], word i >= 7 is
 * t[i] + 2 h[i] + h[i-7], as two UMAAL chains (multipliers 1 and 2) with a
 * carry each, h[7..13] held in r4-r10. The two carries' sum c and the
 * carry c2 that adding c (2^224 + 1) would give (fe448_ops.h folds twice)
 * come back as (c + c2) (2^224 + 1) through one ADCS chain: c2 is told
 * beforehand from the fold's words (words 1..6 and 8..13 ANDed as they
 * are made, words 0 and 7), which saves the second pass over r (28 cycles
 * a product or square, K66).
 *
 * Addition and subtraction: one ADCS/SBCS chain over the fourteen words in
 * two halves of seven, then the carry (borrow) out c and the one the
 * second fold would take, c2, told from the words (fe448_addsub_armv7m.inc),
 * folded in one pass as (c + c2) (2^224 + 1): 163 cycles a call against
 * 197 with the two passes of the fold (K66, zero wait states).
 *
 * Squaring: each cross product a[i] a[j] (i < j) once, by the same
 * four-row passes with the products below the diagonal left out (91
 * UMAALs instead of 196), then one pass over the 28 words that doubles them
 * in the flags (ADCS) and adds the squares a[m]^2 through a UMAAL carry
 * word (UMAAL leaves the flags alone), then the reduction above.
 *
 * Multiplication by k < 2^17: seven UMULLs a half, each high word added to
 * the next low word by one ADCS chain (UMULL leaves the flags alone), the
 * top word c folded as a sum's carry is: (c + c2) (2^224 + 1) in one
 * pass, c2 told from the words.
 *
 * Conditional swap: four words of each operand at a time (LDM), exchanged
 * through mask & (a ^ b) (CSWAP_WORD), written back (STM).
 *
 * Constant time: no branch or address depends on the data; UMAAL takes a
 * fixed number of cycles on Cortex-M4.
 */
    .syntax unified
    .thumb
    .text

/* Stack frame of the multiplication: t[0..27] at 0..111, r at 116, a at
 * 120 (the pushed r0, r1). */
    .equ    R_OFF, 116
    .equ    A_OFF, 120

#include "crypto/curve25519/umaal_rows_armv7m.inc"

/* a[i..i+3] into r4-r7, their carries r8-r11 zeroed. */
    .macro ROWS4_IN i
    ldr     r0, [sp, #A_OFF]
    add     r0, r0, #4 * \i
    ldm     r0, {r4-r7}
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    mov     r11, #0
    .endm

/* One row of a product strip: w0..w(n-1) += a[i] * b[o..o+n-1] (b in r3
 * upwards) at positions i+o .., the carry c in at position i+o and out at
 * i+o+n; a[i] (at lr) into r12. cin: c starts at the earlier strips' word
 * t[i+o] (the window did not hold it: it came in as a carry), whose slot
 * then takes the final word w0; else at 0. */
    .macro MROW o, i, cin, c, w0, w1, w2, w3, w4
    ldr     r12, [lr, #4 * (\i)]
    .if \cin
    ldr     \c, [sp, #4 * ((\i) + \o)]
    .else
    mov     \c, #0
    .endif
    umaal   \w0, \c, r12, r3
    umaal   \w1, \c, r12, r4
    umaal   \w2, \c, r12, r5
    umaal   \w3, \c, r12, r6
    .ifnb   \w4
    umaal   \w4, \c, r12, r7
    .endif
    str     \w0, [sp, #4 * ((\i) + \o)]
    .endm

/* Rows i .. 13 of the strip b[o..o+4] (in r3-r7): the window w0..w4 and
 * the carry c rotate through six registers, one word leaving per row;
 * the last window (positions o+14 .. o+18) is stored. */
    .macro MSTRIP5 o, i, w0, w1, w2, w3, w4, c
    MROW    \o, \i, ((\o>0)&&((\i)>=5)), \c, \w0, \w1, \w2, \w3, \w4
    .if (\i) < 13
    MSTRIP5 \o, ((\i)+1), \w1, \w2, \w3, \w4, \c, \w0
    .else
    strd    \w1, \w2, [sp, #4 * (\o + 14)]
    strd    \w3, \w4, [sp, #4 * (\o + 16)]
    str     \c, [sp, #4 * (\o + 18)]
    .endif
    .endm

/* The same for the last four b words (in r3-r6), five registers; the last
 * window is positions o+14 .. o+17. */
    .macro MSTRIP4 o, i, w0, w1, w2, w3, c
    MROW    \o, \i, ((\i)>=4), \c, \w0, \w1, \w2, \w3
    .if (\i) < 13
    MSTRIP4 \o, ((\i)+1), \w1, \w2, \w3, \c, \w0
    .else
    strd    \w1, \w2, [sp, #4 * (\o + 14)]
    strd    \w3, \c, [sp, #4 * (\o + 16)]
    .endif
    .endm

/* b at [sp, #B_OFF] into r2. */
    .equ    B_OFF, 112

/* The strips b[0..4] (the window from zero), b[5..9] over t[5..18] and
 * b[10..13] over t[10..23]: b into r3 upwards, the earlier strips' t[o..]
 * as the first window. */
    .macro STRIPS
    str     r2, [sp, #B_OFF]
    ldm     r2, {r3-r7}
    mov     r0, #0
    mov     r1, #0
    mov     r8, #0
    mov     r9, #0
    mov     r10, #0
    MSTRIP5 0, 0, r0, r1, r8, r9, r10, r11

    ldr     r2, [sp, #B_OFF]
    add     r2, r2, #4 * 5
    ldm     r2, {r3-r7}
    add     r11, sp, #4 * 5
    ldm     r11, {r0, r1, r8-r10}
    MSTRIP5 5, 0, r0, r1, r8, r9, r10, r11

    ldr     r2, [sp, #B_OFF]
    add     r2, r2, #4 * 10
    ldm     r2, {r3-r6}
    add     r11, sp, #4 * 10
    ldm     r11, {r7-r10}
    MSTRIP4 10, 0, r7, r8, r9, r10, r11
    .endm

/* Column i + m of the squaring's cross products in rows i .. i + 3: t[i+m]
 * (COLUMN_IN, umaal_rows_armv7m.inc) plus the products a[i+k] a[j] for
 * j = m - k > i + k only, each pair once; the pass's columns start at
 * m = i + 1 (b = a, at lr). */
    .macro TRI_COLUMN i, m, n, nk, first
    COLUMN_IN \i, \m, \n, \first
    .irp    k, 0, 1, 2, 3
    .if (\k < \nk) && ((\m - \k) > (\i + \k)) && ((\m - \k) < \n)
    PROD    \k, (\m - \k)
    .endif
    .endr
    str     r0, [sp, #4 * (\i + \m)]
    .endm

/* Cross products of rows i .. i + 3 (columns i + 1 .. i + 17). */
    .macro TRI_ROWS4 i, first
    ROWS4_IN \i
    .irp    m, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16
    .if \m > \i
    TRI_COLUMN \i, \m, 14, 4, \first
    .endif
    .endr
    str     r11, [sp, #4 * (\i + 17)]
    .endm

/* Positions 2m, 2m+1 of 2 C + a[m]^2 (C the cross products on the stack,
 * am = a[m]): the doubling in the flags (op: adds for the first pair), the
 * square and the carry word r2 through UMAAL (r3 = 0), in place. */
    .macro SQ_PAIR m, am, op
    ldrd    r8, r9, [sp, #8 * \m]
    \op     r8, r8, r8
    adcs    r9, r9, r9
    umaal   r8, r2, \am, \am
    umaal   r9, r2, r3, r3
    strd    r8, r9, [sp, #8 * \m]
    .endm

/* Word i of the fold: t[i] + m h + t[off] with h in hr, m the multiplier
 * register (r3 = 1 for i < 7, r12 = 2 for i >= 7) and t[off] = h[i] or
 * h[i-7]; two carry chains (r1, r2), whose sum is all that matters. */
    .macro FOLD i, hr, off, m
    ldr     r11, [sp, #4 * \i]
    ldr     lr, [sp, #4 * \off]
    umaal   r11, r1, \hr, \m
    umaal   r11, r2, lr, r3
    str     r11, [sp, #4 * \i]
    .endm

#include "crypto/curve448/fe448_addsub_armv7m.inc"

/* r = a (op) b as a function. */
    .macro ADD_SUB name, first, next, sub
    .global \name
    .type   \name, %function
    .thumb_func
\name:
    push    {r4-r11, lr}
    ADD_SUB_BODY \first, \next, \sub
    pop     {r4-r11, pc}
    .size   \name, . - \name
    .endm

    ADD_SUB mcu_fe448_add_umaal_armv7m, adds, adcs, 0
    ADD_SUB mcu_fe448_sub_umaal_armv7m, subs, sbcs, 1

/* FOLD, and the word into acc (mov for the first, AND after): the words
 * 1..6 and 8..13 of the fold, combined for the carry below. */
    .macro FOLD_AND i, hr, off, m, acc, first
    FOLD    \i, \hr, \off, \m
    .if \first
    mov     \acc, r11
    .else
    and     \acc, \acc, r11
    .endif
    .endm

/* Words i .. i + 6 of the fold (i = 0 or 7), h[7..13] in r4-r10, the
 * multiplier m; words i + 1 .. i + 6 ANDed into acc. */
    .macro FOLD7 i, m, acc
    FOLD    \i, r4, 14, \m
    FOLD_AND (\i+1), r5, 15, \m, \acc, 1
    FOLD_AND (\i+2), r6, 16, \m, \acc, 0
    FOLD_AND (\i+3), r7, 17, \m, \acc, 0
    FOLD_AND (\i+4), r8, 18, \m, \acc, 0
    FOLD_AND (\i+5), r9, 19, \m, \acc, 0
    FOLD_AND (\i+6), r10, 20, \m, \acc, 0
    .endm

/* r = t[0..27] reduced (the fold above), t at sp, r at [sp, #R_OFF]. */
    .macro REDUCE_BODY
    add     r0, sp, #4 * 21
    ldm     r0, {r4-r10}            /* h[7..13] */
    mov     r1, #0
    mov     r2, #0
    mov     r3, #1
    mov     r12, #2
    FOLD7   0, r3, r0
    FOLD7   7, r12, r4

    /* L = the fourteen words, c = r1 + r2 (at most 3: the fold is below
     * 2^450); r = L + d (2^224 + 1) in one pass, d = c + c2 with c2 the
     * carry out of L + c (2^224 + 1), which the second fold of fe448_ops.h
     * would take. c2 by a chain of the carries: L[0] + c, words 1..6 (all
     * ones or not, r0), L[7] + c, words 8..13 (r4). */
    add     r1, r1, r2
    ldr     r2, [sp]
    ldr     r12, [sp, #28]
    adds    r2, r2, r1
    adcs    r2, r0, #0
    adcs    r2, r12, r1
    adcs    r2, r4, #0
    adc     r1, r1, #0              /* d */
    ldr     r0, [sp, #R_OFF]
    ldm     sp, {r4-r10}
    FOLD_HALF adds, adcs, r0
    add     r3, sp, #28
    ldm     r3, {r4-r10}
    adcs    r4, r4, r1
    CARRY_ON adcs
    add     r2, r0, #28
    stm     r2, {r4-r10}
    .endm

/* The product's body: b in r2, r and a pushed at [sp, #R_OFF] and
 * [sp, #A_OFF] under the R_OFF-byte frame (t[0..27]) the caller made;
 * uses r0-r12, lr. */
    .macro MUL_BODY
    mov     lr, r1
    STRIPS
    REDUCE_BODY
    .endm

/* The square's body, the same frame: the 91 cross products (TRI_ROWS4,
 * then a[12] a[13]), t = 2 t + the squares, then the reduction. */
    .macro SQR_BODY
    mov     lr, r1
    mov     r0, #0
    str     r0, [sp]                /* t[0]: no cross product */
    TRI_ROWS4 0, 1
    TRI_ROWS4 4, 0
    TRI_ROWS4 8, 0
    ldrd    r4, r5, [lr, #4 * 12]
    ldr     r0, [sp, #4 * 25]
    mov     r8, #0
    umaal   r0, r8, r4, r5
    str     r0, [sp, #4 * 25]
    str     r8, [sp, #4 * 26]
    mov     r0, #0
    str     r0, [sp, #4 * 27]

    ldr     r1, [sp, #A_OFF]
    mov     r2, #0
    mov     r3, #0
    ldm     r1!, {r4-r7}
    SQ_PAIR 0, r4, adds
    SQ_PAIR 1, r5, adcs
    SQ_PAIR 2, r6, adcs
    SQ_PAIR 3, r7, adcs
    ldm     r1!, {r4-r7}
    SQ_PAIR 4, r4, adcs
    SQ_PAIR 5, r5, adcs
    SQ_PAIR 6, r6, adcs
    SQ_PAIR 7, r7, adcs
    ldm     r1!, {r4-r7}
    SQ_PAIR 8, r4, adcs
    SQ_PAIR 9, r5, adcs
    SQ_PAIR 10, r6, adcs
    SQ_PAIR 11, r7, adcs
    ldm     r1, {r4, r5}
    SQ_PAIR 12, r4, adcs
    SQ_PAIR 13, r5, adcs
    REDUCE_BODY
    .endm

/* The function name over body (MUL_BODY or SQR_BODY), and name_clobber,
 * the same for assembly callers (x448_ladder_umaal_armv7m.S): r0-r12 not
 * preserved, so none are saved. */
    .macro BODY_ENTRIES name, body
    .global \name
    .type   \name, %function
    .thumb_func
\name:
    push    {r0, r1, r4-r11, lr}
    sub     sp, sp, #R_OFF
    \body
    add     sp, sp, #R_OFF + 8
    pop     {r4-r11, pc}
    .size   \name, . - \name

    .global \name\()_clobber
    .hidden \name\()_clobber
    .type   \name\()_clobber, %function
    .thumb_func
\name\()_clobber:
    push    {r0, r1, lr}
    sub     sp, sp, #R_OFF
    \body
    add     sp, sp, #R_OFF + 8
    pop     {pc}
    .size   \name\()_clobber, . - \name\()_clobber
    .endm

    BODY_ENTRIES mcu_fe448_mul_umaal_armv7m, MUL_BODY
    BODY_ENTRIES mcu_fe448_sqr_umaal_armv7m, SQR_BODY

    .global mcu_fe448_mul_small_umaal_armv7m
    .type   mcu_fe448_mul_small_umaal_armv7m, %function
    .thumb_func
mcu_fe448_mul_small_umaal_armv7m:
    push    {r4-r11, lr}
    MUL_SMALL_BODY
    pop     {r4-r11, pc}
    .size   mcu_fe448_mul_small_umaal_armv7m, . - mcu_fe448_mul_small_umaal_armv7m

    .global mcu_fe448_cswap_umaal_armv7m
    .type   mcu_fe448_cswap_umaal_armv7m, %function
    .thumb_func
mcu_fe448_cswap_umaal_armv7m:
    push    {r4-r10}
    CSWAP4
    CSWAP4
    CSWAP4
    ldm     r1, {r3, r4}
    ldm     r2, {r7, r8}
    CSWAP_WORD r3, r7
    CSWAP_WORD r4, r8
    stm     r1, {r3, r4}
    stm     r2, {r7, r8}
    pop     {r4-r10}
    bx      lr
    .size   mcu_fe448_cswap_umaal_armv7m, . - mcu_fe448_cswap_umaal_armv7m
