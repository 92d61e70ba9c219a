/* Montgomery multiplication's rows (CIOS) in Thumb-2 assembly for Armv7E-M
 * (Cortex-M4/M7):
 *
 *   void mcu_bn_mont_rows_armv7m(uint32_t *t, const uint32_t *a,
 *                                const uint32_t *b, const uint32_t *m,
 *                                size_t n, uint32_t m0inv);
 *
 * t (n + 1 words, zero on entry) = a * b * 2^(-32n), below 2m, for a, b < m
 * and m odd; mont_armv7m.cc subtracts m with a mask. Each row i is
 * mont_portable.cc's two inner loops fused into one pass over j:
 *   t[j-1] = t[j] + a[j] b[i] + c1 + q m[j] + c2   (two UMAALs)
 * with q = (t[0] + a[0] b[i]) m0inv chosen so that the low word cancels.
 * UMAAL adds both halves of its accumulator, so neither carry needs an ADC.
 * The j loop takes four columns per pass (7.75 cycles a column in the
 * Cortex-M4 model: three loads, two UMAALs, a store), after (n - 1) mod 4
 * single ones.
 *
 * Constant time: UMAAL and MUL take one cycle on the Cortex-M4; the loops
 * run on n alone and no address depends on the operands. Nothing is
 * written to the stack but the saved registers and the three pointers.
 */
    .syntax unified
    .thumb
    .text

/* Frame: t, a, m at 0..8, r4-r11 and lr at 12..44; then the caller's n and
 * m0inv. */
    .set    F_T, 0
    .set    F_A, 4
    .set    F_M, 8
    .set    F_N, 48
    .set    F_M0INV, 52

/* One column j: r0 -> t[j-1], r1 -> a[j], r2 -> m[j]; bi r3, q r4, carries
 * r5 (a b) and r6 (q m). */
.macro column
    ldr     r8, [r1], #4            /* a[j] (r0 was just written: load it later) */
    ldr     r7, [r0, #4]            /* t[j] */
    ldr     r9, [r2], #4            /* m[j] */
    umaal   r7, r5, r8, r3          /* + a[j] b[i] + c1 */
    umaal   r7, r6, r4, r9          /* + q m[j] + c2 */
    str     r7, [r0], #4            /* t[j - 1] */
.endm

    .global mcu_bn_mont_rows_armv7m
    .type   mcu_bn_mont_rows_armv7m, %function
    .p2align 2
    .thumb_func
mcu_bn_mont_rows_armv7m:
    push    {r0, r1, r3, r4-r11, lr}
    mov     r11, r2                 /* b[i] pointer */
    ldr     lr, [sp, #F_N]          /* rows left */
.Lrow:
    ldr     r3, [r11], #4           /* b[i] */
    ldr     r0, [sp, #F_T]
    ldr     r1, [sp, #F_A]
    ldr     r2, [sp, #F_M]
    ldr     r7, [r0]                /* t[0] */
    ldr     r8, [r1], #4            /* a[0] */
    ldr     r9, [r2], #4            /* m[0] */
    ldr     r4, [sp, #F_M0INV]
    movs    r5, #0
    movs    r6, #0
    umaal   r7, r5, r8, r3          /* t[0] + a[0] b[i] */
    mul     r4, r7, r4              /* q */
    umaal   r7, r6, r4, r9          /* low word 0: only the carry stays */
    ldr     r10, [sp, #F_N]
    subs    r10, r10, #1            /* columns 1..n-1: (n-1) mod 4 singly */
    ands    r12, r10, #3
    beq     .Lquads
.Lsingle:
    column
    subs    r12, r12, #1
    bne     .Lsingle
.Lquads:
    lsrs    r10, r10, #2            /* then four per pass */
    beq     .Ltop
.Lquad:
    column
    column
    column
    column
    subs    r10, r10, #1
    bne     .Lquad
.Ltop:
    /* t[n-1], t[n] = t[n] + c1 + c2 (at most 2^33) */
    ldr     r7, [r0, #4]
    movs    r12, #0
    adds    r5, r5, r6
    adc     r12, r12, #0
    adds    r5, r5, r7
    adc     r12, r12, #0
    str     r5, [r0]
    str     r12, [r0, #4]
    subs    lr, lr, #1
    bne     .Lrow
    add     sp, sp, #12
    pop     {r4-r11, pc}
    .size   mcu_bn_mont_rows_armv7m, . - mcu_bn_mont_rows_armv7m
