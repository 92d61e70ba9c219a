/* Montgomery squaring's rows in MIPS32r2 assembly (o32 ABI) for the
 * microAptiv:
 *
 *   void mcu_bn_mont_sqr_rows_mips32r2(uint32_t *t, const uint32_t *a,
 *                                      const uint32_t *m, size_t n,
 *                                      uint32_t m0inv);
 *
 * For n even (>= 2), t (2n + 1 words, zero on entry), a < m, m odd:
 * t[n..2n] = a^2 2^(-32n), below 2m; mont_mips32r2.cc subtracts m with a
 * mask. The three passes of mont_sqr_armv7m.S, so that each cross product
 * a[i] a[j] is computed once (n(n-1)/2 products and n squares where the
 * multiplication's rows take n^2):
 *   1. t = sum over i < j of a[i] a[j] 2^(32(i+j)), rows two at a time;
 *   2. t = 2t + sum of a[i]^2 2^(64i);
 *   3. Montgomery reduction in place, rows two at a time, the carry past
 *      t[i+n+1] kept in a register until the next pair reaches it.
 * Two rows share one pass over t (row i+1 one column behind): a column is
 *   x = t[k] + s1 v[k] + c1; t[k] = x + s0 v[k+1] + c0
 * two MADDU chains into HI/LO (a word added by MADDU with a register
 * holding 1), with the loads of the next column and the store of the
 * previous one between each chain and its MFLO, so that no MFLO waits on
 * HI/LO: 14 cycles a column (two products) in the microAptiv model.
 *
 * Constant time: MULTU, MADDU and MUL take a fixed time on the microAptiv;
 * the loops run on n alone and no address depends on the operands. Nothing
 * is written to the stack but $16-$19, saved and restored.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

/* $4 t, $5 a, $6 m, $7 n, $9 = 1, $17 m0inv, $18 i, $19 the kept carry.
 * The columns: $10 -> t[k], $11 -> v[k+1], $12 s0, $13 s1, $14 c0, $15 c1,
 * $16 the previous column's result (stored one column late), $24 v[k]
 * (in and out), $25 the column count then v's end; $1, $2, $3, $8
 * temporaries. */

/* $25 columns (any number) from $10, $11, $24; leaves $10 -> the word
 * after the last column, $24 the last v, $16 stored. */
.macro columns2
    andi    $1, $25, 1
    beq     $1, $0, .Lpairs\@
    srl     $25, $25, 1             /* pairs (delay slot) */
    /* One column alone: the pending result first, then straight through. */
    sw      $16, -4($10)
    lw      $8, 0($10)              /* t[k] */
    lw      $3, 0($11)              /* v[k+1] */
    multu   $13, $24
    maddu   $8, $9
    maddu   $15, $9                 /* t[k] + s1 v[k] + c1 */
    addiu   $11, $11, 4
    nop
    mflo    $2
    mfhi    $15
    multu   $12, $3
    maddu   $2, $9
    maddu   $14, $9                 /* + s0 v[k+1] + c0 */
    move    $24, $3
    nop
    mflo    $16
    mfhi    $14
    sw      $16, 0($10)
    addiu   $10, $10, 4
.Lpairs\@:
    beq     $25, $0, .Ldone\@
    sll     $25, $25, 3             /* (delay slot) */
    addu    $25, $25, $11           /* v's end */
    lw      $8, 0($10)              /* t[k] */
.Lpair\@:
    multu   $13, $24                /* column k: v[k] in $24, t[k] in $8 */
    maddu   $8, $9
    maddu   $15, $9
    lw      $3, 0($11)              /* v[k+1] */
    sw      $16, -4($10)            /* t[k-1] */
    mflo    $2
    mfhi    $15
    multu   $12, $3
    maddu   $2, $9
    maddu   $14, $9
    lw      $1, 4($10)              /* t[k+1] */
    addiu   $10, $10, 8
    mflo    $16
    mfhi    $14
    multu   $13, $3                 /* column k+1: v[k+1] in $3, t[k+1] in $1 */
    maddu   $1, $9
    maddu   $15, $9
    lw      $24, 4($11)             /* v[k+2] */
    sw      $16, -8($10)            /* t[k] */
    mflo    $2
    mfhi    $15
    multu   $12, $24
    maddu   $2, $9
    maddu   $14, $9
    lw      $8, 0($10)              /* t[k+2] */
    addiu   $11, $11, 8
    mflo    $16
    bne     $11, $25, .Lpair\@
    mfhi    $14                     /* (delay slot) */
.Ldone\@:
    sw      $16, -4($10)            /* the last column's */
.endm

    .globl  mcu_bn_mont_sqr_rows_mips32r2
    .ent    mcu_bn_mont_sqr_rows_mips32r2
    .type   mcu_bn_mont_sqr_rows_mips32r2, @function
mcu_bn_mont_sqr_rows_mips32r2:
    .frame  $sp, 16, $31
    addiu   $sp, $sp, -16
    sw      $16, 0($sp)
    sw      $17, 4($sp)
    sw      $18, 8($sp)
    sw      $19, 12($sp)
    lw      $17, 32($sp)            /* m0inv */
    li      $9, 1

    /* Pass 1, the cross products. Rows i, i+1 (i even, i + 4 <= n), s0 =
     * a[i], s1 = a[i+1], v = a + i + 2: t[2i+1] += a[i] a[i+1], t[2i+2] +=
     * a[i] a[i+2] (row i alone), both rows over t[2i+3 .. i+n-1], then
     * t[i+n], t[i+n+1] (still zero) take a[i+1] a[n-1] and both carries. */
    move    $18, $0
    sltiu   $1, $7, 4
    bne     $1, $0, .Lcross_last
    nop
.Lcross_pair:
    sll     $1, $18, 2
    addu    $1, $1, $5              /* -> a[i] */
    lw      $12, 0($1)              /* s0 */
    lw      $13, 4($1)              /* s1 */
    lw      $24, 8($1)              /* v[0] = a[i+2] */
    addiu   $11, $1, 12             /* -> v[1] */
    sll     $10, $18, 3
    addu    $10, $10, $4
    lw      $8, 4($10)              /* t[2i+1] */
    lw      $3, 8($10)              /* t[2i+2] */
    multu   $12, $13
    maddu   $8, $9
    addiu   $10, $10, 12            /* -> t[2i+3] */
    move    $15, $0                 /* c1 */
    mflo    $2
    mfhi    $14                     /* c0 */
    sw      $2, -8($10)
    multu   $12, $24
    maddu   $3, $9
    maddu   $14, $9
    subu    $25, $7, $18
    addiu   $25, $25, -3            /* n - i - 3 columns */
    mflo    $16                     /* t[2i+2], stored by the columns */
    mfhi    $14
    columns2
    multu   $13, $24                /* a[i+1] a[n-1] + c0 + c1 */
    maddu   $14, $9
    maddu   $15, $9
    addiu   $18, $18, 2
    addiu   $1, $18, 4
    mflo    $2
    mfhi    $3
    sw      $2, 0($10)              /* t[i+n] */
    sltu    $1, $7, $1              /* n < i + 4: done */
    beq     $1, $0, .Lcross_pair
    sw      $3, 4($10)              /* t[i+n+1] (delay slot) */
.Lcross_last:
    /* Rows n-2, n-1: a[n-2] a[n-1] into t[2n-3], its carry into t[2n-2]. */
    sll     $1, $7, 2
    addu    $1, $1, $5
    lw      $12, -8($1)
    lw      $13, -4($1)
    sll     $10, $7, 3
    addu    $10, $10, $4
    lw      $8, -12($10)            /* t[2n-3] */
    multu   $12, $13
    maddu   $8, $9
    nop
    nop
    mflo    $2
    mfhi    $3
    sw      $2, -12($10)
    sw      $3, -8($10)

    /* Pass 2: t = 2t + the diagonal, two words a step: the doubled pair
     * (shifts, $3 the bit shifted out of the previous pair) plus a[i]^2
     * plus the carry $14, the low word through HI/LO and the high one by
     * a second chain. */
    move    $10, $4
    move    $11, $5
    sll     $25, $7, 2
    addu    $25, $25, $5            /* a + n */
    move    $3, $0
    move    $14, $0
.Ldiagonal:
    lw      $1, 0($11)              /* a[i] */
    lw      $12, 0($10)             /* t[2i] */
    lw      $13, 4($10)             /* t[2i+1] */
    multu   $1, $1
    sll     $2, $12, 1
    or      $2, $2, $3              /* doubled low word */
    srl     $12, $12, 31
    sll     $8, $13, 1
    or      $8, $8, $12             /* doubled high word */
    srl     $3, $13, 31             /* out of the pair */
    maddu   $2, $9
    maddu   $14, $9
    addiu   $11, $11, 4
    addiu   $10, $10, 8
    mflo    $2
    mfhi    $12
    sw      $2, -8($10)
    multu   $12, $9
    maddu   $8, $9                  /* high word: at most 2^33 */
    nop
    nop
    mflo    $2
    mfhi    $14
    bne     $11, $25, .Ldiagonal
    sw      $2, -4($10)             /* (delay slot) */

    /* Pass 3, the reduction. Rows i, i+1 (i even): q0 = t[i] m0inv clears
     * t[i] (only its carry stays), q1 = t[i+1] m0inv once row i has passed
     * t[i+1]; both rows over t[i+2 .. i+n-1] with v = m + 1 (s1 = q1 on
     * v[k] = m[k+1], s0 = q0 on v[k+1]); t[i+n] takes row i+1's last
     * product, both carries and the kept one; t[i+n+1] the carry out,
     * whose own carry is kept. */
    move    $18, $0
    move    $19, $0
.Lreduce_pair:
    sll     $10, $18, 2
    addu    $10, $10, $4            /* -> t[i] */
    lw      $8, 0($10)              /* t[i] */
    lw      $3, 0($6)               /* m[0] */
    lw      $24, 4($6)              /* v[0] = m[1] */
    lw      $1, 4($10)              /* t[i+1] */
    mul     $12, $8, $17            /* q0 */
    addiu   $11, $6, 8              /* -> v[1] */
    nop
    multu   $12, $3
    maddu   $8, $9                  /* low word 0: only the carry stays */
    addiu   $10, $10, 8             /* -> t[i+2] */
    move    $16, $0                 /* t[i+1], dead: any value */
    mfhi    $14
    multu   $12, $24
    maddu   $1, $9
    maddu   $14, $9                 /* t[i+1] + q0 m[1] + c0 */
    addiu   $25, $7, -2             /* n - 2 columns */
    move    $15, $0
    mflo    $2
    mfhi    $14
    mul     $13, $2, $17            /* q1 */
    nop
    nop
    multu   $13, $3
    maddu   $2, $9                  /* low word 0 */
    nop
    nop
    mfhi    $15
    columns2
    lw      $8, 0($10)              /* t[i+n] */
    multu   $13, $24
    maddu   $8, $9
    maddu   $15, $9                 /* + q1 m[n-1] + c1 */
    lw      $1, 4($10)              /* t[i+n+1] */
    addiu   $18, $18, 2
    mflo    $2
    mfhi    $3
    multu   $2, $9
    maddu   $14, $9
    maddu   $19, $9                 /* + c0 + the kept carry */
    nop
    nop
    mflo    $2
    mfhi    $8
    sw      $2, 0($10)
    multu   $1, $9
    maddu   $3, $9
    maddu   $8, $9                  /* t[i+n+1] + both carries */
    nop
    nop
    mflo    $2
    mfhi    $19                     /* kept: at most 2 */
    bne     $18, $7, .Lreduce_pair
    sw      $2, 4($10)              /* (delay slot) */
    sw      $19, 8($10)             /* t[2n] */

    lw      $16, 0($sp)
    lw      $17, 4($sp)
    lw      $18, 8($sp)
    lw      $19, 12($sp)
    jr      $31
    addiu   $sp, $sp, 16            /* (delay slot) */
    .end    mcu_bn_mont_sqr_rows_mips32r2
    .size   mcu_bn_mont_sqr_rows_mips32r2, . - mcu_bn_mont_sqr_rows_mips32r2

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
