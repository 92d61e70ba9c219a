/* Montgomery squaring's rows in Thumb-2 assembly for Armv7E-M (Cortex-M4):
 *
 *   void mcu_bn_mont_sqr_rows_armv7m(uint32_t *t, const uint32_t *a,
 *                                    const uint32_t *m, size_t n,
 *                                    uint32_t m0inv);
 *
 * For n even (>= 2), t (2n + 1 words, zero on entry), a < m, m odd:
 * t[n..2n] = a^2 2^(-32n), below 2m; mont_armv7m.cc subtracts m with a
 * mask. Three passes instead of CIOS's fused rows, so that the square
 * computes each cross product a[i] a[j] once:
 *   1. t = sum over i < j of a[i] a[j] 2^(32(i+j)) (n(n-1)/2 products);
 *   2. t = 2t + sum of a[i]^2 2^(64i) (a shift and the diagonal);
 *   3. Montgomery reduction in place: for each i, q = t[i] m0inv and
 *      t += q m 2^(32i), the carry past t[i+n] kept in a register (0 or 1)
 *      until the next row reaches it.
 * Passes 1 and 3 take their rows two at a time: rows i and i+1 share one
 * pass over t, row i+1 one column behind, so each word of t is loaded and
 * stored once for two UMAALs (the CIOS rows load and store it once for
 * one product of a b and one of q m). A column is six cycles in the
 * Cortex-M4 model (two loads, two UMAALs, a store), four per pass.
 *
 * Constant time: UMAAL, UMULL and MUL take one cycle on the Cortex-M4; the
 * loops run on n alone and no address depends on the operands. Nothing is
 * written to the stack but the saved registers and the arguments.
 */
    .syntax unified
    .thumb
    .text

/* Frame: t, a, m, n at 0..12, r4-r11 and lr at 16..48; then the caller's
 * m0inv. */
    .set    F_T, 0
    .set    F_A, 4
    .set    F_M, 8
    .set    F_N, 12
    .set    F_M0INV, 52

/* One column of two rows: r0 -> t[k], r1 -> v[k+1]; \prev holds v[k].
 *   t[k] += s0 v[k+1] + c0 + s1 v[k] + c1
 * with s0 r3, s1 r4, c0 r5, c1 r6 (each UMAAL adds both halves of its
 * accumulator, so neither carry needs an ADC). */
.macro column2 cur, prev
    ldr     \cur, [r1], #4          /* v[k+1] */
    ldr     r7, [r0]                /* t[k] */
    umaal   r7, r5, r3, \cur
    umaal   r7, r6, r4, \prev
    str     r7, [r0], #4
.endm

/* r10 columns of column2 from r8 = v[0]: (r10 mod 4) singly, then four per
 * pass (the two value registers alternate, so no move). Leaves the last
 * v loaded in r8. Clobbers r9, r10, r12. */
.macro columns2
    ands    r12, r10, #3
    beq     .Lquads\@
.Lsingle\@:
    column2 r9, r8
    mov     r8, r9
    subs    r12, r12, #1
    bne     .Lsingle\@
.Lquads\@:
    lsrs    r10, r10, #2
    beq     .Ldone\@
.Lquad\@:
    column2 r9, r8
    column2 r8, r9
    column2 r9, r8
    column2 r8, r9
    subs    r10, r10, #1
    bne     .Lquad\@
.Ldone\@:
.endm

    .global mcu_bn_mont_sqr_rows_armv7m
    .type   mcu_bn_mont_sqr_rows_armv7m, %function
    .p2align 2
    .thumb_func
mcu_bn_mont_sqr_rows_armv7m:
    push    {r0-r11, lr}

    /* Pass 1, the cross products. Rows i, i+1 (i even, i + 4 <= n), with
     * s0 = a[i], s1 = a[i+1] over v = a + i + 2: t[2i+1] += a[i] a[i+1],
     * t[2i+2] += a[i] a[i+2] (row i alone), then both rows over
     * t[2i+3 .. i+n-1], and t[i+n], t[i+n+1] (still zero) take row i+1's
     * last product and both carries. r11 = i. */
    movs    r11, #0
    ldr     r10, [sp, #F_N]
    cmp     r10, #4
    blo     .Lcross_last
.Lcross_pair:
    ldr     r1, [sp, #F_A]
    add     r1, r1, r11, lsl #2
    ldr     r3, [r1], #4            /* s0 = a[i] */
    ldr     r4, [r1], #4            /* s1 = a[i+1] */
    ldr     r8, [r1], #4            /* v[0] = a[i+2]; r1 -> a[i+3] */
    ldr     r0, [sp, #F_T]
    add     r0, r0, r11, lsl #3
    adds    r0, r0, #4              /* -> t[2i+1] */
    ldr     r7, [r0]
    movs    r5, #0
    movs    r6, #0
    umaal   r7, r5, r3, r4          /* t[2i+1] + a[i] a[i+1] */
    str     r7, [r0], #4
    ldr     r7, [r0]
    umaal   r7, r5, r3, r8          /* t[2i+2] + a[i] a[i+2] + c0 */
    str     r7, [r0], #4
    ldr     r10, [sp, #F_N]
    sub     r10, r10, r11
    subs    r10, r10, #3            /* n - i - 3 columns */
    columns2
    umaal   r5, r6, r4, r8          /* a[i+1] a[n-1] + c0 + c1 */
    str     r5, [r0], #4            /* t[i+n] */
    str     r6, [r0]                /* t[i+n+1] */
    adds    r11, r11, #2
    ldr     r10, [sp, #F_N]
    adds    r12, r11, #4
    cmp     r12, r10
    bls     .Lcross_pair
.Lcross_last:
    /* Rows n-2, n-1: a[n-2] a[n-1] into t[2n-3], its carry into t[2n-2]. */
    ldr     r1, [sp, #F_A]
    add     r1, r1, r10, lsl #2
    ldr     r3, [r1, #-8]
    ldr     r4, [r1, #-4]
    ldr     r0, [sp, #F_T]
    add     r0, r0, r10, lsl #3
    subs    r0, r0, #12             /* -> t[2n-3] */
    ldr     r7, [r0]
    movs    r5, #0
    umaal   r7, r5, r3, r4
    str     r7, [r0]
    str     r5, [r0, #4]

    /* Pass 2: t = 2t + the diagonal, two words a step. The doubling is
     * shifts (no flags), the addition one ADCS chain carried across steps
     * (TEQ and the non-flag-setting SUB leave C alone); r9 is the bit
     * shifted out of the previous pair. */
    ldr     r0, [sp, #F_T]
    ldr     r1, [sp, #F_A]
    add     r11, r1, r10, lsl #2    /* a + n */
    movs    r9, #0
    cmn     r9, #0                  /* C = 0 */
.Ldiagonal:
    ldr     r2, [r1], #4            /* a[i] */
    ldrd    r7, r8, [r0]            /* t[2i], t[2i+1] */
    umull   r5, r6, r2, r2
    lsr     r12, r8, #31
    lsl     r8, r8, #1
    orr     r8, r8, r7, lsr #31
    orr     r7, r9, r7, lsl #1
    mov     r9, r12
    adcs    r7, r7, r5
    adcs    r8, r8, r6
    strd    r7, r8, [r0], #8
    teq     r1, r11
    bne     .Ldiagonal

    /* Pass 3, the reduction. Rows i, i+1 (i even): q0 = t[i] m0inv clears
     * t[i] (only its carry stays), then q1 = t[i+1] m0inv once row i has
     * passed t[i+1]; both rows over t[i+2 .. i+n-1] with v = m + 1, then
     * t[i+n] takes row i+1's last product, row i's carry and the carry
     * kept from the previous pair (lr), t[i+n+1] the two new carries, and
     * its carry out (0 or 1) is kept. r11 = i. */
    movs    r11, #0
    movs    r2, #0
    mov     lr, r2
.Lreduce_pair:
    ldr     r0, [sp, #F_T]
    add     r0, r0, r11, lsl #2     /* -> t[i] */
    ldr     r2, [sp, #F_M]
    ldr     r12, [sp, #F_M0INV]
    ldr     r7, [r0], #4            /* t[i] */
    ldr     r9, [r2]                /* m[0] */
    ldr     r8, [r2, #4]            /* v[0] = m[1] */
    mul     r3, r7, r12             /* q0 */
    movs    r5, #0
    umaal   r7, r5, r3, r9          /* low word 0: only the carry stays */
    ldr     r7, [r0], #4            /* t[i+1] */
    umaal   r7, r5, r3, r8          /* + q0 m[1] + c0 */
    mul     r4, r7, r12             /* q1 */
    movs    r6, #0
    umaal   r7, r6, r4, r9          /* low word 0 */
    adds    r1, r2, #8              /* -> m[2] */
    ldr     r10, [sp, #F_N]
    subs    r10, r10, #2            /* n - 2 columns */
    columns2
    ldr     r7, [r0]                /* t[i+n] */
    umaal   r7, r6, r4, r8          /* + q1 m[n-1] + c1 */
    movs    r2, #1
    umaal   r7, r5, lr, r2          /* + kept carry + c0: c0 now 0 or 1 */
    str     r7, [r0], #4
    ldr     r7, [r0]                /* t[i+n+1] */
    umaal   r7, r6, r5, r2          /* + c1 + c0: carry out 0 or 1 */
    str     r7, [r0]
    mov     lr, r6
    adds    r11, r11, #2
    ldr     r10, [sp, #F_N]
    cmp     r11, r10
    blo     .Lreduce_pair
    str     lr, [r0, #4]            /* t[2n] */

    add     sp, sp, #16
    pop     {r4-r11, pc}
    .size   mcu_bn_mont_sqr_rows_armv7m, . - mcu_bn_mont_sqr_rows_armv7m
