/* Montgomery multiplication's rows (CIOS) in MIPS32r2 assembly (o32 ABI)
 * for the microAptiv:
 *
 *   void mcu_bn_mont_rows_mips32r2(uint32_t *t, const uint32_t *a,
 *                                  const uint32_t *b, const uint32_t *m,
 *                                  size_t n, uint32_t m0inv);
 *
 * t (n + 1 words, zero on entry) = a * b * 2^(-32n), below 2m, for a, b < m
 * and m odd; mont_mips32r2.cc subtracts m with a mask. Each row i is
 * mont_portable.cc's two inner loops fused into one pass over j:
 *   x = t[j] + a[j] b[i] + c1        (MULTU, MADDU x2 into HI/LO)
 *   t[j-1] = x + q m[j] + c2         (again)
 * with q = (t[0] + a[0] b[i]) m0inv chosen so that the low word cancels.
 * Adding a word to HI/LO is a MADDU by a register holding 1: the carries
 * need no SLTU. A column is ten MDU instructions and four memory ones: the
 * j loop takes four columns per pass, after (n - 1) mod 4 single ones,
 * and each MFLO follows its chain by two instructions that do not use the
 * MDU (the loads of the next column and the store of the previous one),
 * so it never waits on HI/LO: 15 cycles a column in the microAptiv model
 * where the single columns take 19.
 *
 * Constant time: MULTU, MADDU and MUL take a fixed time on the microAptiv;
 * the loops run on n alone and no address depends on the operands. Nothing
 * is written to the stack but $16 and $17, saved and restored.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

/* One of the first three columns of a pass of four, j + k: a[j+k] in $3
 * and t[j+k] in $2 on entry, the next column's loaded into them (a at
 * a_off($11), t at the same offset from $10), m[j+k] at m_off($12); slot
 * is the instruction that fills the second gap (a pointer step or the
 * previous column's store from $16); the result is left in $16. */
.macro quad_column m_off, a_off, slot:vararg
    multu   $3, $13
    maddu   $2, $9
    maddu   $15, $9                 /* t[j] + a[j] b[i] + c1 */
    lw      $1, \m_off($12)
    lw      $3, \a_off($11)
    mflo    $2
    mfhi    $15
    multu   $14, $1
    maddu   $2, $9
    maddu   $24, $9                 /* + q m[j] + c2 */
    lw      $2, \a_off($10)
    \slot
    mflo    $16
    mfhi    $24
.endm

/* $4 t, $5 a, $6 -> b[i], $7 m, $8 rows left, $9 = 1; in a row: $10 -> t[j],
 * $11 -> a[j], $12 -> m[j], $25 = a + n, $17 = a + 1 + (n - 1) mod 4 (where
 * the single columns end), $13 b[i], $14 q, $15 c1, $24 c2; $1, $2, $3,
 * $16 temporaries. */
    .globl  mcu_bn_mont_rows_mips32r2
    .ent    mcu_bn_mont_rows_mips32r2
    .type   mcu_bn_mont_rows_mips32r2, @function
mcu_bn_mont_rows_mips32r2:
    .frame  $sp, 8, $31
    addiu   $sp, $sp, -8
    sw      $16, 0($sp)
    sw      $17, 4($sp)
    lw      $8, 24($sp)             /* n */
    li      $9, 1
    sll     $25, $8, 2
    addu    $25, $25, $5            /* a + n */
    addiu   $17, $8, -1
    andi    $17, $17, 3
    sll     $17, $17, 2
    addu    $17, $17, $5
    addiu   $17, $17, 4             /* a + 1 + (n - 1) mod 4 */
.Lrow:
    lw      $13, 0($6)              /* b[i] */
    lw      $3, 0($5)               /* a[0] */
    lw      $2, 0($4)               /* t[0] */
    multu   $3, $13
    maddu   $2, $9                  /* t[0] + a[0] b[i] */
    lw      $1, 28($sp)             /* m0inv */
    lw      $3, 0($7)               /* m[0] */
    mflo    $2
    mfhi    $15                     /* c1 */
    mul     $14, $2, $1             /* q */
    addiu   $10, $4, 4
    addiu   $11, $5, 4
    multu   $14, $3
    maddu   $2, $9                  /* low word 0: only the carry stays */
    addiu   $12, $7, 4
    addiu   $6, $6, 4
    beq     $11, $17, .Lquads
    mfhi    $24                     /* c2 (delay slot) */
.Lcolumn:
    lw      $3, 0($11)              /* a[j] */
    lw      $2, 0($10)              /* t[j] */
    lw      $1, 0($12)              /* m[j] */
    multu   $3, $13
    maddu   $2, $9
    maddu   $15, $9                 /* t[j] + a[j] b[i] + c1 */
    addiu   $11, $11, 4
    addiu   $12, $12, 4
    mflo    $2
    mfhi    $15
    multu   $14, $1
    maddu   $2, $9
    maddu   $24, $9                 /* + q m[j] + c2 */
    addiu   $10, $10, 4
    nop
    mflo    $2
    mfhi    $24
    bne     $11, $17, .Lcolumn
    sw      $2, -8($10)             /* t[j - 1] (delay slot) */
.Lquads:
    beq     $11, $25, .Ltop
    nop
.Lquad:
    /* Columns j..j+3. Each column's loads sit between the chains and the
     * MFLOs (a[j+1] and t[j+1] for the next column), its result in $16 is
     * stored in the next column's second gap, and the pointer steps fill
     * the gaps the last column leaves. */
    lw      $3, 0($11)              /* a[j] */
    lw      $2, 0($10)              /* t[j] */
    quad_column 0, 4, addiu $12, $12, 16        /* column j */
    quad_column -12, 8, sw $16, -4($10)         /* j+1; t[j-1] */
    quad_column -8, 12, sw $16, 0($10)          /* j+2; t[j] */
    multu   $3, $13                 /* column j+3 */
    maddu   $2, $9
    maddu   $15, $9
    lw      $1, -4($12)             /* m[j+3] */
    sw      $16, 4($10)             /* t[j+1] */
    mflo    $2
    mfhi    $15
    multu   $14, $1
    maddu   $2, $9
    maddu   $24, $9
    addiu   $11, $11, 16
    addiu   $10, $10, 16
    mflo    $16
    mfhi    $24
    bne     $11, $25, .Lquad
    sw      $16, -8($10)            /* t[j+2] (delay slot) */
.Ltop:
    /* t[n-1], t[n] = t[n] + c1 + c2 (at most 2^33); $10 -> t[n] */
    lw      $2, 0($10)
    addu    $3, $15, $24
    sltu    $1, $3, $24
    addu    $3, $3, $2
    sltu    $2, $3, $2
    addu    $1, $1, $2
    sw      $3, -4($10)
    addiu   $8, $8, -1
    bne     $8, $0, .Lrow
    sw      $1, 0($10)              /* (delay slot) */
    lw      $16, 0($sp)
    lw      $17, 4($sp)
    jr      $31
    addiu   $sp, $sp, 8             /* (delay slot) */
    .end    mcu_bn_mont_rows_mips32r2
    .size   mcu_bn_mont_rows_mips32r2, . - mcu_bn_mont_rows_mips32r2

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
