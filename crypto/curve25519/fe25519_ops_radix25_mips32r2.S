/* Multiplication and squaring mod p = 2^255 - 19 in radix 2^25.5
 * (fe25519.h's MCUCRYPT_FE25519_RADIX25 layout) in MIPS32r2 assembly (o32
 * ABI):
 *
 *   void mcu_fe25519_mul_radix25_mips32r2(uint32_t r[10], const uint32_t f[10],
 *                                         const uint32_t g[10]);
 *   void mcu_fe25519_sqr_radix25_mips32r2(uint32_t r[10], const uint32_t f[10]);
 *
 * The same columns as fe25519_ops_radix25.cc's C++ (which the tests
 * compare them with, value for value): column k of the product is ten
 * limb products, each one MADDU into HI:LO (sums below 2^61), the 19 of
 * 2^255 and the 2 of two odd limbs folded into pre-multiplied operands.
 * Column by column, each column's HI:LO starting from the one before's
 * carry (MTLO/MTHI), so one accumulator serves all ten and the carries cost
 * a few ALU instructions each: MFLO/MFHI, SRL/INS/SRL of the carry, EXT of
 * the limb, kept in $5 and stored while the next column's MFLO waits. The last carry (below 2^39) times 19 goes into limb 0, limb
 * 0's carry into limb 1: the same reduced limbs as the C++.
 *
 * Product registers: f0-f9 in $2 $3 $7-$14, 2 f1, 2 f3, 2 f5, 2 f7 in
 * $15-$18 (2 f9 made again in $1 for each even column: $1 and $5 hold the
 * carry only between columns); ten g slots $19-$25 $30 $31 $6: slot j
 * holds 19 g_j until column j - 1 is done (the last that needs it), then
 * g_j, reloaded from a copy on the stack (r may alias g). $28 (gp) is
 * left alone (an interrupt's small data).
 * Square registers: f0-f9 as above, 2 f0 .. 2 f7 in $15-$22, 38 f5, 19 f6,
 * 38 f7, 19 f8, 38 f9 in $23 $24 $25 $30 $31; each cross product once.
 *
 * Constant time: no branch or address depends on the data; MULTU/MADDU/MUL
 * take a fixed number of cycles on the microAptiv.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

    .globl  mcu_fe25519_mul_radix25_mips32r2
    .type   mcu_fe25519_mul_radix25_mips32r2, @function
    .ent    mcu_fe25519_mul_radix25_mips32r2
mcu_fe25519_mul_radix25_mips32r2:
    addiu   $sp, $sp, -80
    /* Saved registers at 40..79, g1..g9's copies at 4..39. */
    sw      $16, 40($sp)
    sw      $17, 44($sp)
    sw      $18, 48($sp)
    sw      $19, 52($sp)
    sw      $20, 56($sp)
    sw      $21, 60($sp)
    sw      $22, 64($sp)
    sw      $23, 68($sp)
    sw      $30, 72($sp)
    sw      $31, 76($sp)
    li      $1, 19
    lw      $19, 0($6)
    lw      $20, 4($6)
    lw      $21, 8($6)
    sw      $20, 4($sp)
    mul     $20, $20, $1
    lw      $22, 12($6)
    sw      $21, 8($sp)
    mul     $21, $21, $1
    lw      $23, 16($6)
    sw      $22, 12($sp)
    mul     $22, $22, $1
    lw      $24, 20($6)
    sw      $23, 16($sp)
    mul     $23, $23, $1
    lw      $25, 24($6)
    sw      $24, 20($sp)
    mul     $24, $24, $1
    lw      $30, 28($6)
    sw      $25, 24($sp)
    mul     $25, $25, $1
    lw      $31, 32($6)
    sw      $30, 28($sp)
    mul     $30, $30, $1
    lw      $6, 36($6)
    sw      $31, 32($sp)
    mul     $31, $31, $1
    lw      $2, 0($5)
    sw      $6, 36($sp)
    mul     $6, $6, $1
    lw      $3, 4($5)
    lw      $7, 8($5)
    addu    $15, $3, $3
    lw      $8, 12($5)
    lw      $9, 16($5)
    addu    $16, $8, $8
    lw      $10, 20($5)
    lw      $11, 24($5)
    addu    $17, $10, $10
    lw      $12, 28($5)
    lw      $13, 32($5)
    addu    $18, $12, $12
    lw      $14, 36($5)
    /* Column 0. */
    addu    $1, $14, $14               /* f9 2 */
    multu   $1, $20         /* f9 2 g1 19 */
    maddu   $15, $6         /* f1 2 g9 19 */
    maddu   $7, $31         /* f2 g8 19 */
    maddu   $16, $30        /* f3 2 g7 19 */
    maddu   $9, $25         /* f4 g6 19 */
    maddu   $17, $24        /* f5 2 g5 19 */
    maddu   $11, $23        /* f6 g4 19 */
    maddu   $18, $22        /* f7 2 g3 19 */
    maddu   $13, $21        /* f8 g2 19 */
    maddu   $2, $19         /* f0 g0 */
    mflo    $20
    mfhi    $1
    srl     $5, $20, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $20, 0, 26                /* limb 0 */
    lw      $20, 4($sp)                /* g1 */
    /* Column 1, the carry of 0 in HI:LO. */
    maddu   $14, $21        /* f9 g2 19 */
    maddu   $3, $19         /* f1 g0 */
    maddu   $7, $6          /* f2 g9 19 */
    maddu   $8, $31         /* f3 g8 19 */
    maddu   $9, $30         /* f4 g7 19 */
    maddu   $10, $25        /* f5 g6 19 */
    maddu   $11, $24        /* f6 g5 19 */
    maddu   $12, $23        /* f7 g4 19 */
    maddu   $13, $22        /* f8 g3 19 */
    maddu   $2, $20         /* f0 g1 */
    sw      $5, 0($4)                /* limb 0, in MFLO's wait */
    mflo    $21
    mfhi    $1
    srl     $5, $21, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    mtlo    $5
    mthi    $1
    ext     $5, $21, 0, 25                /* limb 1 */
    lw      $21, 8($sp)                /* g2 */
    /* Column 2, the carry of 1 in HI:LO. */
    addu    $1, $14, $14               /* f9 2 */
    maddu   $1, $22         /* f9 2 g3 19 */
    maddu   $15, $20        /* f1 2 g1 */
    maddu   $7, $19         /* f2 g0 */
    maddu   $16, $6         /* f3 2 g9 19 */
    maddu   $9, $31         /* f4 g8 19 */
    maddu   $17, $30        /* f5 2 g7 19 */
    maddu   $11, $25        /* f6 g6 19 */
    maddu   $18, $24        /* f7 2 g5 19 */
    maddu   $13, $23        /* f8 g4 19 */
    maddu   $2, $21         /* f0 g2 */
    sw      $5, 4($4)                /* limb 1, in MFLO's wait */
    mflo    $22
    mfhi    $1
    srl     $5, $22, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $22, 0, 26                /* limb 2 */
    lw      $22, 12($sp)                /* g3 */
    /* Column 3, the carry of 2 in HI:LO. */
    maddu   $14, $23        /* f9 g4 19 */
    maddu   $3, $21         /* f1 g2 */
    maddu   $7, $20         /* f2 g1 */
    maddu   $8, $19         /* f3 g0 */
    maddu   $9, $6          /* f4 g9 19 */
    maddu   $10, $31        /* f5 g8 19 */
    maddu   $11, $30        /* f6 g7 19 */
    maddu   $12, $25        /* f7 g6 19 */
    maddu   $13, $24        /* f8 g5 19 */
    maddu   $2, $22         /* f0 g3 */
    sw      $5, 8($4)                /* limb 2, in MFLO's wait */
    mflo    $23
    mfhi    $1
    srl     $5, $23, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    mtlo    $5
    mthi    $1
    ext     $5, $23, 0, 25                /* limb 3 */
    lw      $23, 16($sp)                /* g4 */
    /* Column 4, the carry of 3 in HI:LO. */
    addu    $1, $14, $14               /* f9 2 */
    maddu   $1, $24         /* f9 2 g5 19 */
    maddu   $15, $22        /* f1 2 g3 */
    maddu   $7, $21         /* f2 g2 */
    maddu   $16, $20        /* f3 2 g1 */
    maddu   $9, $19         /* f4 g0 */
    maddu   $17, $6         /* f5 2 g9 19 */
    maddu   $11, $31        /* f6 g8 19 */
    maddu   $18, $30        /* f7 2 g7 19 */
    maddu   $13, $25        /* f8 g6 19 */
    maddu   $2, $23         /* f0 g4 */
    sw      $5, 12($4)                /* limb 3, in MFLO's wait */
    mflo    $24
    mfhi    $1
    srl     $5, $24, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $24, 0, 26                /* limb 4 */
    lw      $24, 20($sp)                /* g5 */
    /* Column 5, the carry of 4 in HI:LO. */
    maddu   $14, $25        /* f9 g6 19 */
    maddu   $3, $23         /* f1 g4 */
    maddu   $7, $22         /* f2 g3 */
    maddu   $8, $21         /* f3 g2 */
    maddu   $9, $20         /* f4 g1 */
    maddu   $10, $19        /* f5 g0 */
    maddu   $11, $6         /* f6 g9 19 */
    maddu   $12, $31        /* f7 g8 19 */
    maddu   $13, $30        /* f8 g7 19 */
    maddu   $2, $24         /* f0 g5 */
    sw      $5, 16($4)                /* limb 4, in MFLO's wait */
    mflo    $25
    mfhi    $1
    srl     $5, $25, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    mtlo    $5
    mthi    $1
    ext     $5, $25, 0, 25                /* limb 5 */
    lw      $25, 24($sp)                /* g6 */
    /* Column 6, the carry of 5 in HI:LO. */
    addu    $1, $14, $14               /* f9 2 */
    maddu   $1, $30         /* f9 2 g7 19 */
    maddu   $15, $24        /* f1 2 g5 */
    maddu   $7, $23         /* f2 g4 */
    maddu   $16, $22        /* f3 2 g3 */
    maddu   $9, $21         /* f4 g2 */
    maddu   $17, $20        /* f5 2 g1 */
    maddu   $11, $19        /* f6 g0 */
    maddu   $18, $6         /* f7 2 g9 19 */
    maddu   $13, $31        /* f8 g8 19 */
    maddu   $2, $25         /* f0 g6 */
    sw      $5, 20($4)                /* limb 5, in MFLO's wait */
    mflo    $30
    mfhi    $1
    srl     $5, $30, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $30, 0, 26                /* limb 6 */
    lw      $30, 28($sp)                /* g7 */
    /* Column 7, the carry of 6 in HI:LO. */
    maddu   $14, $31        /* f9 g8 19 */
    maddu   $3, $25         /* f1 g6 */
    maddu   $7, $24         /* f2 g5 */
    maddu   $8, $23         /* f3 g4 */
    maddu   $9, $22         /* f4 g3 */
    maddu   $10, $21        /* f5 g2 */
    maddu   $11, $20        /* f6 g1 */
    maddu   $12, $19        /* f7 g0 */
    maddu   $13, $6         /* f8 g9 19 */
    maddu   $2, $30         /* f0 g7 */
    sw      $5, 24($4)                /* limb 6, in MFLO's wait */
    mflo    $31
    mfhi    $1
    srl     $5, $31, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    mtlo    $5
    mthi    $1
    ext     $5, $31, 0, 25                /* limb 7 */
    lw      $31, 32($sp)                /* g8 */
    /* Column 8, the carry of 7 in HI:LO. */
    addu    $1, $14, $14               /* f9 2 */
    maddu   $1, $6          /* f9 2 g9 19 */
    maddu   $15, $30        /* f1 2 g7 */
    maddu   $7, $25         /* f2 g6 */
    maddu   $16, $24        /* f3 2 g5 */
    maddu   $9, $23         /* f4 g4 */
    maddu   $17, $22        /* f5 2 g3 */
    maddu   $11, $21        /* f6 g2 */
    maddu   $18, $20        /* f7 2 g1 */
    maddu   $13, $19        /* f8 g0 */
    maddu   $2, $31         /* f0 g8 */
    sw      $5, 28($4)                /* limb 7, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 26                /* limb 8 */
    lw      $6, 36($sp)                /* g9 */
    /* Column 9, the carry of 8 in HI:LO. */
    maddu   $3, $31         /* f1 g8 */
    maddu   $7, $30         /* f2 g7 */
    maddu   $8, $25         /* f3 g6 */
    maddu   $9, $24         /* f4 g5 */
    maddu   $10, $23        /* f5 g4 */
    maddu   $11, $22        /* f6 g3 */
    maddu   $12, $21        /* f7 g2 */
    maddu   $13, $20        /* f8 g1 */
    maddu   $2, $6          /* f0 g9 */
    maddu   $14, $19        /* f9 g0 */
    sw      $5, 32($4)                /* limb 8, in MFLO's wait */
    mflo    $19
    mfhi    $1
    ext     $5, $19, 0, 25
    sw      $5, 36($4)
    srl     $5, $19, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    li      $2, 19
    multu   $5, $2
    li      $7, 1
    lw      $3, 0($4)
    mul     $1, $1, $2
    maddu   $3, $7
    lw      $7, 4($4)
    mflo    $5
    mfhi    $8
    addu    $8, $8, $1
    ext     $3, $5, 0, 26
    srl     $5, $5, 26
    ins     $5, $8, 6, 26
    addu    $7, $7, $5
    sw      $3, 0($4)
    sw      $7, 4($4)
    lw      $16, 40($sp)
    lw      $17, 44($sp)
    lw      $18, 48($sp)
    lw      $19, 52($sp)
    lw      $20, 56($sp)
    lw      $21, 60($sp)
    lw      $22, 64($sp)
    lw      $23, 68($sp)
    lw      $30, 72($sp)
    lw      $31, 76($sp)
    jr      $ra
    addiu   $sp, $sp, 80            /* delay slot */
    .end    mcu_fe25519_mul_radix25_mips32r2
    .size   mcu_fe25519_mul_radix25_mips32r2, . - mcu_fe25519_mul_radix25_mips32r2

    .globl  mcu_fe25519_sqr_radix25_mips32r2
    .type   mcu_fe25519_sqr_radix25_mips32r2, @function
    .ent    mcu_fe25519_sqr_radix25_mips32r2
mcu_fe25519_sqr_radix25_mips32r2:
    addiu   $sp, $sp, -40
    sw      $16, 0($sp)
    sw      $17, 4($sp)
    sw      $18, 8($sp)
    sw      $19, 12($sp)
    sw      $20, 16($sp)
    sw      $21, 20($sp)
    sw      $22, 24($sp)
    sw      $23, 28($sp)
    sw      $30, 32($sp)
    sw      $31, 36($sp)
    li      $1, 19
    li      $6, 38
    lw      $2, 0($5)
    lw      $3, 4($5)
    addu    $15, $2, $2
    lw      $7, 8($5)
    addu    $16, $3, $3
    lw      $8, 12($5)
    addu    $17, $7, $7
    lw      $9, 16($5)
    addu    $18, $8, $8
    lw      $10, 20($5)
    addu    $19, $9, $9
    lw      $11, 24($5)
    addu    $20, $10, $10
    lw      $12, 28($5)
    addu    $21, $11, $11
    lw      $13, 32($5)
    addu    $22, $12, $12
    lw      $14, 36($5)
    mul     $23, $10, $6
    mul     $24, $11, $1
    mul     $25, $12, $6
    mul     $30, $13, $1
    mul     $31, $14, $6
    /* Column 0. */
    multu   $2, $2          /* f0 f0 */
    maddu   $16, $31        /* f1 2 f9 38 */
    maddu   $17, $30        /* f2 2 f8 19 */
    maddu   $18, $25        /* f3 2 f7 38 */
    maddu   $19, $24        /* f4 2 f6 19 */
    maddu   $10, $23        /* f5 f5 38 */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 26                /* limb 0 */
    /* Column 1, the carry of 0 in HI:LO. */
    maddu   $15, $3         /* f0 2 f1 */
    maddu   $7, $31         /* f2 f9 38 */
    maddu   $18, $30        /* f3 2 f8 19 */
    maddu   $9, $25         /* f4 f7 38 */
    maddu   $20, $24        /* f5 2 f6 19 */
    sw      $5, 0($4)                /* limb 0, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 25                /* limb 1 */
    /* Column 2, the carry of 1 in HI:LO. */
    maddu   $15, $7         /* f0 2 f2 */
    maddu   $16, $3         /* f1 2 f1 */
    maddu   $18, $31        /* f3 2 f9 38 */
    maddu   $19, $30        /* f4 2 f8 19 */
    maddu   $20, $25        /* f5 2 f7 38 */
    maddu   $11, $24        /* f6 f6 19 */
    sw      $5, 4($4)                /* limb 1, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 26                /* limb 2 */
    /* Column 3, the carry of 2 in HI:LO. */
    maddu   $15, $8         /* f0 2 f3 */
    maddu   $16, $7         /* f1 2 f2 */
    maddu   $9, $31         /* f4 f9 38 */
    maddu   $20, $30        /* f5 2 f8 19 */
    maddu   $11, $25        /* f6 f7 38 */
    sw      $5, 8($4)                /* limb 2, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 25                /* limb 3 */
    /* Column 4, the carry of 3 in HI:LO. */
    maddu   $15, $9         /* f0 2 f4 */
    maddu   $16, $18        /* f1 2 f3 2 */
    maddu   $7, $7          /* f2 f2 */
    maddu   $20, $31        /* f5 2 f9 38 */
    maddu   $21, $30        /* f6 2 f8 19 */
    maddu   $12, $25        /* f7 f7 38 */
    sw      $5, 12($4)                /* limb 3, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 26                /* limb 4 */
    /* Column 5, the carry of 4 in HI:LO. */
    maddu   $15, $10        /* f0 2 f5 */
    maddu   $16, $9         /* f1 2 f4 */
    maddu   $17, $8         /* f2 2 f3 */
    maddu   $11, $31        /* f6 f9 38 */
    maddu   $22, $30        /* f7 2 f8 19 */
    sw      $5, 16($4)                /* limb 4, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 25                /* limb 5 */
    /* Column 6, the carry of 5 in HI:LO. */
    maddu   $15, $11        /* f0 2 f6 */
    maddu   $16, $20        /* f1 2 f5 2 */
    maddu   $17, $9         /* f2 2 f4 */
    maddu   $18, $8         /* f3 2 f3 */
    maddu   $22, $31        /* f7 2 f9 38 */
    maddu   $13, $30        /* f8 f8 19 */
    sw      $5, 20($4)                /* limb 5, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 26                /* limb 6 */
    /* Column 7, the carry of 6 in HI:LO. */
    maddu   $15, $12        /* f0 2 f7 */
    maddu   $16, $11        /* f1 2 f6 */
    maddu   $17, $10        /* f2 2 f5 */
    maddu   $18, $9         /* f3 2 f4 */
    maddu   $13, $31        /* f8 f9 38 */
    sw      $5, 24($4)                /* limb 6, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 25                /* limb 7 */
    /* Column 8, the carry of 7 in HI:LO. */
    maddu   $15, $13        /* f0 2 f8 */
    maddu   $16, $22        /* f1 2 f7 2 */
    maddu   $17, $11        /* f2 2 f6 */
    maddu   $18, $20        /* f3 2 f5 2 */
    maddu   $9, $9          /* f4 f4 */
    maddu   $14, $31        /* f9 f9 38 */
    sw      $5, 28($4)                /* limb 7, in MFLO's wait */
    mflo    $6
    mfhi    $1
    srl     $5, $6, 26
    ins     $5, $1, 6, 26
    srl     $1, $1, 26
    mtlo    $5
    mthi    $1
    ext     $5, $6, 0, 26                /* limb 8 */
    /* Column 9, the carry of 8 in HI:LO. */
    maddu   $15, $14        /* f0 2 f9 */
    maddu   $16, $13        /* f1 2 f8 */
    maddu   $17, $12        /* f2 2 f7 */
    maddu   $18, $11        /* f3 2 f6 */
    maddu   $19, $10        /* f4 2 f5 */
    sw      $5, 32($4)                /* limb 8, in MFLO's wait */
    mflo    $6
    mfhi    $1
    ext     $5, $6, 0, 25
    sw      $5, 36($4)
    srl     $5, $6, 25
    ins     $5, $1, 7, 25
    srl     $1, $1, 25
    li      $2, 19
    multu   $5, $2
    li      $7, 1
    lw      $3, 0($4)
    mul     $1, $1, $2
    maddu   $3, $7
    lw      $7, 4($4)
    mflo    $5
    mfhi    $8
    addu    $8, $8, $1
    ext     $3, $5, 0, 26
    srl     $5, $5, 26
    ins     $5, $8, 6, 26
    addu    $7, $7, $5
    sw      $3, 0($4)
    sw      $7, 4($4)
    lw      $16, 0($sp)
    lw      $17, 4($sp)
    lw      $18, 8($sp)
    lw      $19, 12($sp)
    lw      $20, 16($sp)
    lw      $21, 20($sp)
    lw      $22, 24($sp)
    lw      $23, 28($sp)
    lw      $30, 32($sp)
    lw      $31, 36($sp)
    jr      $ra
    addiu   $sp, $sp, 40            /* delay slot */
    .end    mcu_fe25519_sqr_radix25_mips32r2
    .size   mcu_fe25519_sqr_radix25_mips32r2, . - mcu_fe25519_sqr_radix25_mips32r2

/* Addition and subtraction, the multiplication by a small constant and the
 * conditional swap over the ten limbs:
 *
 *   void mcu_fe25519_add_radix25_mips32r2(uint32_t r[10], const uint32_t a[10],
 *                                         const uint32_t b[10]);
 *   void mcu_fe25519_sub_radix25_mips32r2(...);          (a + 2p - b)
 *   void mcu_fe25519_add_lazy_radix25_mips32r2(...);     (no carry)
 *   void mcu_fe25519_sub_lazy_radix25_mips32r2(...);     (no carry)
 *   void mcu_fe25519_mul_small_radix25_mips32r2(uint32_t r[10],
 *                                               const uint32_t a[10], uint32_t k);
 *   void mcu_fe25519_mul_small_add_radix25_mips32r2(...);  (a k + c)
 *   void mcu_fe25519_cswap_radix25_mips32r2(uint32_t mask, uint32_t a[10],
 *                                           uint32_t b[10]);
 *   void mcu_fe25519_cswap2_radix25_mips32r2(...);       (twenty limbs)
 *
 * add and sub give the C++'s limbs (carried: reduced). The lazy ones leave
 * the carries out, for the ladder step whose sums and differences of
 * reduced values only go into a product, a square or mul_small: their
 * limbs stay below 3 2^26 (even) and 3 2^25 (odd; + 2^18 on limb 1), where the product's
 * columns stay below 2^62 and the pre-multiplied 19 g and 38 f below 2^32
 * (fe25519_ops_radix25.cc). The limbs live in $8-$15 $24 $25. */

/* r0..r9 (each below 2^32 - 2^12) carried to reduced limbs, as the C++'s
 * carry(): $1-$3 temporaries. */
    .macro CARRY10
    .irp    pair, "$8,$9,26", "$9,$10,25", "$10,$11,26", "$11,$12,25", "$12,$13,26", "$13,$14,25", "$14,$15,26", "$15,$24,25", "$24,$25,26"
    CARRY1  \pair
    .endr
    srl     $1, $25, 25
    ext     $25, $25, 0, 25
    sll     $2, $1, 4
    sll     $3, $1, 1
    addu    $2, $2, $3
    addu    $2, $2, $1              /* 19 c */
    addu    $8, $8, $2
    CARRY1  $8, $9, 26
    .endm

    .macro CARRY1 lo, hi, w
    srl     $1, \lo, \w
    ext     \lo, \lo, 0, \w
    addu    \hi, \hi, $1
    .endm

/* r = a + b, limb by limb, into the registers (two limbs a step, loads
 * ahead of their use). */
    .macro ADD10
    .irp    pair, "0,$8,$9", "8,$10,$11", "16,$12,$13", "24,$14,$15", "32,$24,$25"
    ADD2    \pair
    .endr
    .endm

    .macro ADD2 off, r0, r1
    lw      \r0, \off($5)
    lw      $1, \off($6)
    lw      \r1, \off + 4($5)
    lw      $2, \off + 4($6)
    addu    \r0, \r0, $1
    addu    \r1, \r1, $2
    .endm

/* r = a + 2p - b: $3 = 2^27 - 2 (even limbs), $7 = 2^26 - 2 (odd), limb 0
 * 36 less (2p's limb 0 is 2^27 - 38). */
    .macro SUB10
    li      $3, 0x7FFFFFE
    li      $7, 0x3FFFFFE
    .irp    pair, "0,$8,$9", "8,$10,$11", "16,$12,$13", "24,$14,$15", "32,$24,$25"
    SUB2    \pair
    .endr
    addiu   $8, $8, -36
    .endm

    .macro SUB2 off, r0, r1
    lw      \r0, \off($5)
    lw      $1, \off($6)
    lw      \r1, \off + 4($5)
    lw      $2, \off + 4($6)
    addu    \r0, \r0, $3
    subu    \r0, \r0, $1
    addu    \r1, \r1, $7
    subu    \r1, \r1, $2
    .endm

    .macro STORE10
    .irp    pair, "0,$8", "4,$9", "8,$10", "12,$11", "16,$12", "20,$13", "24,$14", "28,$15", "32,$24"
    STORE1  \pair
    .endr
    .endm

    .macro STORE1 off, rk
    sw      \rk, \off($4)
    .endm

    .macro FUNC name
    .globl  \name
    .type   \name, @function
    .ent    \name
\name:
    .endm

    .macro ENDFUNC name
    .end    \name
    .size   \name, . - \name
    .endm

    FUNC    mcu_fe25519_add_radix25_mips32r2
    ADD10
    CARRY10
    STORE10
    jr      $ra
    sw      $25, 36($4)             /* delay slot */
    ENDFUNC mcu_fe25519_add_radix25_mips32r2

    FUNC    mcu_fe25519_sub_radix25_mips32r2
    SUB10
    CARRY10
    STORE10
    jr      $ra
    sw      $25, 36($4)             /* delay slot */
    ENDFUNC mcu_fe25519_sub_radix25_mips32r2

    FUNC    mcu_fe25519_add_lazy_radix25_mips32r2
    ADD10
    STORE10
    jr      $ra
    sw      $25, 36($4)             /* delay slot */
    ENDFUNC mcu_fe25519_add_lazy_radix25_mips32r2

    FUNC    mcu_fe25519_sub_lazy_radix25_mips32r2
    SUB10
    STORE10
    jr      $ra
    sw      $25, 36($4)             /* delay slot */
    ENDFUNC mcu_fe25519_sub_lazy_radix25_mips32r2

/* r = a k (+ c), k < 2^17, a's limbs below 2^28 (lazy), c's reduced:
 * limb i's product (plus c[i]) plus the carry in (below 2^21) through
 * HI:LO, the limb by EXT, the carry by SRL/INS; the last carry times 19
 * into limb 0 and limb 0's carry into limb 1, as the C++'s store_columns.
 * $1 = 1, $9 = c[i] (loaded a limb ahead). */
    .macro SMALL1 off, w, next, addc
    maddu   $2, $1
    .if \addc
    maddu   $9, $1
    lw      $9, \next($7)
    .endif
    lw      $3, \next($5)
    mflo    $10
    mfhi    $2
    ext     $8, $10, 0, \w
    srl     $10, $10, \w
    sw      $8, \off($4)
    ins     $10, $2, 32 - \w, \w
    multu   $3, $6
    move    $2, $10
    .endm

    .macro MUL_SMALL addc
    lw      $3, 0($5)
    .if \addc
    lw      $9, 0($7)
    .endif
    li      $1, 1
    move    $2, $zero
    multu   $3, $6
    SMALL1  0, 26, 4, \addc
    SMALL1  4, 25, 8, \addc
    SMALL1  8, 26, 12, \addc
    SMALL1  12, 25, 16, \addc
    SMALL1  16, 26, 20, \addc
    SMALL1  20, 25, 24, \addc
    SMALL1  24, 26, 28, \addc
    SMALL1  28, 25, 32, \addc
    SMALL1  32, 26, 36, \addc
    /* Limb 9, its carry c (below 2^21) as 19 c into limb 0, limb 0's carry
     * into limb 1. */
    maddu   $2, $1
    .if \addc
    maddu   $9, $1
    .endif
    lw      $9, 0($4)
    lw      $10, 4($4)
    mflo    $7
    mfhi    $2
    ext     $8, $7, 0, 25
    srl     $7, $7, 25
    ins     $7, $2, 7, 25
    sll     $2, $7, 4
    sll     $3, $7, 1
    addu    $2, $2, $3
    addu    $2, $2, $7
    addu    $9, $9, $2
    sw      $8, 36($4)
    CARRY1  $9, $10, 26
    sw      $9, 0($4)
    jr      $ra
    sw      $10, 4($4)              /* delay slot */
    .endm

    FUNC    mcu_fe25519_mul_small_radix25_mips32r2
    MUL_SMALL 0
    ENDFUNC mcu_fe25519_mul_small_radix25_mips32r2

/* r = a k + c (the ladder step's z2 = aa + a24 e in one pass):
 *   void mcu_fe25519_mul_small_add_radix25_mips32r2(uint32_t r[10],
 *       const uint32_t a[10], uint32_t k, const uint32_t c[10]); */
    FUNC    mcu_fe25519_mul_small_add_radix25_mips32r2
    MUL_SMALL 1
    ENDFUNC mcu_fe25519_mul_small_add_radix25_mips32r2

/* a, b swapped under mask ($4): x = (a ^ b) & mask, a ^= x, b ^= x; ten
 * limbs, or twenty (cswap2: two elements each, the ladder's (x2, z2) and
 * (x3, z3), adjacent in LadderState). */
    .macro XSWAP1 off
    lw      $8, \off($5)
    lw      $9, \off($6)
    xor     $1, $8, $9
    and     $1, $1, $4
    xor     $8, $8, $1
    xor     $9, $9, $1
    sw      $8, \off($5)
    sw      $9, \off($6)
    .endm

    FUNC    mcu_fe25519_cswap_radix25_mips32r2
    .irp    off, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36
    XSWAP1  \off
    .endr
    jr      $ra
    nop
    ENDFUNC mcu_fe25519_cswap_radix25_mips32r2

    FUNC    mcu_fe25519_cswap2_radix25_mips32r2
    .irp    off, 0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 72, 76
    XSWAP1  \off
    .endr
    jr      $ra
    nop
    ENDFUNC mcu_fe25519_cswap2_radix25_mips32r2

/* s = a + b and d = a + 2p - b without carries in one pass (the ladder
 * step's three sum-and-difference pairs):
 *
 *   void mcu_fe25519_addsub_lazy_radix25_mips32r2(uint32_t s[10], uint32_t d[10],
 *                                                 const uint32_t a[10],
 *                                                 const uint32_t b[10]);
 *
 * s and d may alias a or b (each limb is read before either is written);
 * $2 = 2^27 - 2 and $3 = 2^26 - 2 (2p's limbs; limb 0's 36 less). */
    .macro ADDSUB1 off, k
    lw      $8, \off($6)
    lw      $9, \off($7)
    addu    $10, $8, \k
    addu    $8, $8, $9
    subu    $10, $10, $9
    sw      $8, \off($4)
    sw      $10, \off($5)
    .endm

    FUNC    mcu_fe25519_addsub_lazy_radix25_mips32r2
    li      $2, 0x7FFFFFE
    li      $3, 0x3FFFFFE
    addiu   $1, $2, -36
    ADDSUB1 0, $1
    .irp    pair, "4,$3", "8,$2", "12,$3", "16,$2", "20,$3", "24,$2", "28,$3", "32,$2", "36,$3"
    ADDSUB1 \pair
    .endr
    jr      $ra
    nop
    ENDFUNC mcu_fe25519_addsub_lazy_radix25_mips32r2
