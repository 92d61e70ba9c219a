/* The 1088-bit product of two 17-word numbers in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), the first half of the P-521 field multiplication
 * (field_p521_mersenne.cc):
 *
 *   void mcu_ec_product_521_armv7m(uint32_t t[34], const uint32_t a[17],
 *                                  const uint32_t b[17]);
 *
 * field_product_384_armv7m.S's two rows per pass, over seventeen words of
 * a in three loads: a[0..5] in r4-r9, a[6..11], then a[12..16] in r4-r8
 * (the previous load's last word kept in r11 for the word where two loads
 * meet); the two rows' carries (r3, r12) run on across them. Eight pairs
 * of rows, then b[16]'s row alone. Each word of t is loaded and stored
 * once per pass.
 *
 * And the reduction mod p = 2^521 - 1 (2^521 = 1 mod p):
 *
 *   void mcu_ec_mersenne_521_armv7m(uint32_t r[17], uint32_t t[34]);
 *
 * for t < 2^1088 (the product of two numbers below 2^544), r fully
 * reduced, t overwritten. Three carry chains: s = (t mod 2^521) +
 * (t >> 521) < 2^568 in place in t; w = (s mod 2^521) + (s >> 521) + 1
 * into r, where w < 2^522 and bit 521 of w says whether s - 1 >= p; r =
 * w - 1 + that bit, mod 2^521 (field_p521_mersenne.cc's loops, with the
 * select turned into a subtraction of 0 or 1).
 *
 * Constant time: UMAAL takes one cycle whatever its operands; no branch,
 * no address depends on the data. The caller's t must not overlap a or b.
 */
#include "crypto/ec/field_product_rows_armv7m.inc"

    .syntax unified
    .thumb
    .text

.macro PAIR first, i
    ldr     lr, [sp]            /* a */
    ldm     lr, {r4-r9}
    ldr     r1, [r10, #4 * \i]
    ldr     r2, [r10, #4 * (\i + 1)]
    WORD_LOW \first, \i, r4
    WORD    \first, \i, 1, r5, r4
    WORD    \first, \i, 2, r6, r5
    WORD    \first, \i, 3, r7, r6
    WORD    \first, \i, 4, r8, r7
    WORD    \first, \i, 5, r9, r8
    mov     r11, r9             /* a[5] */
    ldr     lr, [sp]
    add     lr, lr, #24
    ldm     lr, {r4-r9}         /* a[6..11] */
    WORD    \first, \i, 6, r4, r11
    WORD    \first, \i, 7, r5, r4
    WORD    \first, \i, 8, r6, r5
    WORD    \first, \i, 9, r7, r6
    WORD    \first, \i, 10, r8, r7
    WORD    \first, \i, 11, r9, r8
    mov     r11, r9             /* a[11] */
    ldr     lr, [sp]
    add     lr, lr, #48
    ldm     lr, {r4-r8}         /* a[12..16] */
    WORD    \first, \i, 12, r4, r11
    WORD    \first, \i, 13, r5, r4
    WORD    \first, \i, 14, r6, r5
    WORD    \first, \i, 15, r7, r6
    WORD    \first, \i, 16, r8, r7
    WORD_TOP \i, 17, r8
.endm

/* Word i + k of t in the last row (b[i] in r1, its carry in r3). */
.macro ONE k, ak
    ldr     lr, [r0, #4 * (16 + \k)]
    umaal   lr, r3, \ak, r1
    str     lr, [r0, #4 * (16 + \k)]
.endm

    .global mcu_ec_product_521_armv7m
    .type   mcu_ec_product_521_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_product_521_armv7m:
    push    {r1, r4-r11, lr}
    mov     r10, r2             /* b */
    PAIR    1, 0
    PAIR    0, 2
    PAIR    0, 4
    PAIR    0, 6
    PAIR    0, 8
    PAIR    0, 10
    PAIR    0, 12
    PAIR    0, 14
    /* b[16]'s row: t[16..32] are there, t[33] new. */
    ldr     r1, [r10, #64]
    mov.w   r3, #0
    ldr     lr, [sp]
    ldm     lr, {r4-r9}
    ONE     0, r4
    ONE     1, r5
    ONE     2, r6
    ONE     3, r7
    ONE     4, r8
    ONE     5, r9
    ldr     lr, [sp]
    add     lr, lr, #24
    ldm     lr, {r4-r9}
    ONE     6, r4
    ONE     7, r5
    ONE     8, r6
    ONE     9, r7
    ONE     10, r8
    ONE     11, r9
    ldr     lr, [sp]
    add     lr, lr, #48
    ldm     lr, {r4-r8}
    ONE     12, r4
    ONE     13, r5
    ONE     14, r6
    ONE     15, r7
    ONE     16, r8
    str     r3, [r0, #132]      /* t[33]: the row's carry */
    add     sp, sp, #4
    pop     {r4-r11, pc}
    .size   mcu_ec_product_521_armv7m, .-mcu_ec_product_521_armv7m

/* Word j of s = (t mod 2^521) + (t >> 521): t[j] + (t[j + 16] >> 9 |
 * t[j + 17] << 23), cur holding t[j + 16]; op adds (j = 0) or adcs. The
 * shifts and loads leave the carry alone. */
.macro FOLD j, cur, next, op
    ldr     \next, [r1, #4 * (\j + 17)]
    lsr     r4, \cur, #9
    orr     r4, r4, \next, lsl #23
    ldr     r5, [r1, #4 * \j]
    \op    r5, r5, r4
    str     r5, [r1, #4 * \j]
.endm

    .global mcu_ec_mersenne_521_armv7m
    .type   mcu_ec_mersenne_521_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_mersenne_521_armv7m:
    push    {r4-r7, lr}
    ldr     r2, [r1, #64]       /* t[16] */
    ubfx    r6, r2, #0, #9      /* its bits below 521 */
    FOLD    0, r2, r3, adds
    FOLD    1, r3, r2, adcs
    FOLD    2, r2, r3, adcs
    FOLD    3, r3, r2, adcs
    FOLD    4, r2, r3, adcs
    FOLD    5, r3, r2, adcs
    FOLD    6, r2, r3, adcs
    FOLD    7, r3, r2, adcs
    FOLD    8, r2, r3, adcs
    FOLD    9, r3, r2, adcs
    FOLD    10, r2, r3, adcs
    FOLD    11, r3, r2, adcs
    FOLD    12, r2, r3, adcs
    FOLD    13, r3, r2, adcs
    FOLD    14, r2, r3, adcs
    FOLD    15, r3, r2, adcs
    ldr     r3, [r1, #132]      /* t[33] */
    lsr     r4, r2, #9
    orr     r4, r4, r3, lsl #23
    adcs    r6, r6, r4          /* s[16] */
    lsr     r7, r3, #9
    adc     r7, r7, #0          /* s[17] < 2^24 */
    /* w = (s mod 2^521) + (s >> 521) + 1 < 2^522, into r. */
    lsr     r4, r6, #9
    orr     r4, r4, r7, lsl #23
    lsr     r5, r7, #9
    ubfx    r6, r6, #0, #9
    cmp     r0, r0              /* carry set: the + 1 */
    ldr     r2, [r1]
    adcs    r2, r2, r4
    str     r2, [r0]
    ldr     r2, [r1, #4]
    adcs    r2, r2, r5
    str     r2, [r0, #4]
  .irp j, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
    ldr     r2, [r1, #4 * \j]
    adcs    r2, r2, #0
    str     r2, [r0, #4 * \j]
  .endr
    adc     r6, r6, #0          /* w[16] < 2^10 */
    /* r = w - (1 - bit 521 of w) mod 2^521: s - 1 >= p gives s - 1 - p. */
    lsr     r4, r6, #9
    eor     r4, r4, #1
    ldr     r2, [r0]
    subs    r2, r2, r4
    str     r2, [r0]
  .irp j, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
    ldr     r2, [r0, #4 * \j]
    sbcs    r2, r2, #0
    str     r2, [r0, #4 * \j]
  .endr
    sbc     r6, r6, #0
    ubfx    r6, r6, #0, #9
    str     r6, [r0, #64]
    pop     {r4-r7, pc}
    .size   mcu_ec_mersenne_521_armv7m, .-mcu_ec_mersenne_521_armv7m
