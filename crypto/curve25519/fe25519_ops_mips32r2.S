/* Addition, subtraction, multiplication, squaring, multiplication by a
 * small constant and the conditional swap mod p = 2^255 - 19 in MIPS32r2
 * assembly (o32 ABI; MULTU/MADDU into the HI:LO accumulator):
 *
 *   void mcu_fe25519_add_mips32r2(uint32_t r[8], const uint32_t a[8],
 *                                 const uint32_t b[8]);
 *   void mcu_fe25519_sub_mips32r2(uint32_t r[8], const uint32_t a[8],
 *                                 const uint32_t b[8]);
 *   void mcu_fe25519_mul_mips32r2(uint32_t r[8], const uint32_t a[8],
 *                                 const uint32_t b[8]);
 *   void mcu_fe25519_sqr_mips32r2(uint32_t r[8], const uint32_t a[8]);
 *   void mcu_fe25519_mul_small_mips32r2(uint32_t r[8], const uint32_t a[8],
 *                                       uint32_t k);
 *   void mcu_fe25519_cswap_mips32r2(uint32_t mask, uint32_t a[8],
 *                                   uint32_t b[8]);
 *
 * The limb layout of fe25519.h (eight full 32-bit words, values below
 * 2^256), and the same result word for word as the portable C++
 * (fe25519_ops_portable.cc), which the tests check.
 *
 * Addition and subtraction: the eight words unrolled, carries (borrows) by
 * SLTU; the carry (borrow) out as 38 through a second pass, and the last
 * one as 38 on word 0; no loop, no branch.
 *
 * Product: PRODUCT_ROWS_8 (maddu_rows_mips32r2.inc), one row a[i] b[0..7]
 * at a time with the product's words in registers, t[0..7] stored to r
 * as they become final; no stack traffic but the saved registers.
 * Reduction: r = t[0..7] + 38 * t[8..15] (2^256 = 38 mod p) through HI:LO,
 * t[0..7] reloaded between the MADDUs and MFLO, the carry out times 38
 * added back with ADDU/SLTU, and a last carry out of that (the value was
 * within 38 of 2^256) folded as 38 into word 0.
 *
 * Squaring: its own routine (below), each cross product once.
 *
 * Constant time: no branch or address depends on the data; microAptiv's
 * multiply unit takes a fixed number of cycles for MULTU/MADDU/MUL.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

#include "crypto/curve25519/maddu_rows_mips32r2.inc"

/* t0-t7 += carry (t8), the carry out in t8. */
    .macro CARRY8
    .irp    rk, $t0, $t1, $t2, $t3, $t4, $t5, $t6, $t7
    addu    \rk, \rk, $t8
    sltu    $t8, \rk, $t8
    .endr
    .endm

/* rk -= borrow (t8), the borrow out in t8. */
    .macro BORROW rk
    sltu    $at, \rk, $t8
    subu    \rk, \rk, $t8
    move    $t8, $at
    .endm

/* Stores t0-t7 to r. */
    .macro STORE8
    sw      $t0, 0($a0)
    sw      $t1, 4($a0)
    sw      $t2, 8($a0)
    sw      $t3, 12($a0)
    sw      $t4, 16($a0)
    sw      $t5, 20($a0)
    sw      $t6, 24($a0)
    sw      $t7, 28($a0)
    .endm

    .globl  mcu_fe25519_add_mips32r2
    .type   mcu_fe25519_add_mips32r2, @function
    .ent    mcu_fe25519_add_mips32r2
mcu_fe25519_add_mips32r2:
    move    $t8, $zero
    ADD_WORD 0, $t0
    ADD_WORD 1, $t1
    ADD_WORD 2, $t2
    ADD_WORD 3, $t3
    ADD_WORD 4, $t4
    ADD_WORD 5, $t5
    ADD_WORD 6, $t6
    ADD_WORD 7, $t7
    li      $t9, 38
    mul     $t8, $t8, $t9
    CARRY8
    mul     $t8, $t8, $t9
    addu    $t0, $t0, $t8
    STORE8
    jr      $ra
    nop
    .end    mcu_fe25519_add_mips32r2
    .size   mcu_fe25519_add_mips32r2, . - mcu_fe25519_add_mips32r2

    .globl  mcu_fe25519_sub_mips32r2
    .type   mcu_fe25519_sub_mips32r2, @function
    .ent    mcu_fe25519_sub_mips32r2
mcu_fe25519_sub_mips32r2:
    move    $t8, $zero
    SUB_WORD 0, $t0
    SUB_WORD 1, $t1
    SUB_WORD 2, $t2
    SUB_WORD 3, $t3
    SUB_WORD 4, $t4
    SUB_WORD 5, $t5
    SUB_WORD 6, $t6
    SUB_WORD 7, $t7
    li      $t9, 38
    mul     $t8, $t8, $t9
    BORROW  $t0
    BORROW  $t1
    BORROW  $t2
    BORROW  $t3
    BORROW  $t4
    BORROW  $t5
    BORROW  $t6
    BORROW  $t7
    mul     $t8, $t8, $t9
    subu    $t0, $t0, $t8
    STORE8
    jr      $ra
    nop
    .end    mcu_fe25519_sub_mips32r2
    .size   mcu_fe25519_sub_mips32r2, . - mcu_fe25519_sub_mips32r2

/* r = a k with 2^256 = 38 folded, k < 2^17 (the ladder's a24): each word
 * a[i] k + the carry through HI:LO, the loads of the next words between
 * MULTU and MFLO so that MFLO does not wait; the carry out (below 2^17)
 * times 38 added back, and the carry of that as 38 on word 0, as
 * fold_carry (fe25519_ops.h) does. */
    .macro SMALL_WORD rk, fill1, fill2
    multu   \rk, $6
    maddu   $24, $1
    \fill1
    \fill2
    mflo    \rk
    mfhi    $24
    .endm

    .globl  mcu_fe25519_mul_small_mips32r2
    .type   mcu_fe25519_mul_small_mips32r2, @function
    .ent    mcu_fe25519_mul_small_mips32r2
mcu_fe25519_mul_small_mips32r2:
    lw      $8, 0($5)
    lw      $9, 4($5)
    li      $1, 1
    move    $24, $zero
    SMALL_WORD $8, "lw $10, 8($5)", "lw $11, 12($5)"
    SMALL_WORD $9, "lw $12, 16($5)", "lw $13, 20($5)"
    SMALL_WORD $10, "lw $14, 24($5)", "lw $15, 28($5)"
    SMALL_WORD $11, "li $25, 38", "nop"
    SMALL_WORD $12, "nop", "nop"
    SMALL_WORD $13, "nop", "nop"
    SMALL_WORD $14, "nop", "nop"
    SMALL_WORD $15, "nop", "nop"
    mul     $24, $24, $25
    .irp    rk, $8, $9, $10, $11, $12, $13, $14, $15
    addu    \rk, \rk, $24
    sltu    $24, \rk, $24
    .endr
    mul     $24, $24, $25
    addu    $8, $8, $24
    sw      $8, 0($4)
    sw      $9, 4($4)
    sw      $10, 8($4)
    sw      $11, 12($4)
    sw      $12, 16($4)
    sw      $13, 20($4)
    sw      $14, 24($4)
    jr      $ra
    sw      $15, 28($4)             /* delay slot */
    .end    mcu_fe25519_mul_small_mips32r2
    .size   mcu_fe25519_mul_small_mips32r2, . - mcu_fe25519_mul_small_mips32r2

/* Swaps a and b when mask is all-ones, nothing when it is zero: x = (a ^ b)
 * & mask, a ^= x, b ^= x, four words at a time; the same instructions and
 * addresses either way. */
    .macro XSWAP ra, rb
    xor     $24, \ra, \rb
    and     $24, $24, $4
    xor     \ra, \ra, $24
    xor     \rb, \rb, $24
    .endm

    .macro SWAP4 off
    lw      $8, \off($5)
    lw      $9, \off + 4($5)
    lw      $10, \off + 8($5)
    lw      $11, \off + 12($5)
    lw      $12, \off($6)
    lw      $13, \off + 4($6)
    lw      $14, \off + 8($6)
    lw      $15, \off + 12($6)
    XSWAP   $8, $12
    XSWAP   $9, $13
    XSWAP   $10, $14
    XSWAP   $11, $15
    sw      $8, \off($5)
    sw      $9, \off + 4($5)
    sw      $10, \off + 8($5)
    sw      $11, \off + 12($5)
    sw      $12, \off($6)
    sw      $13, \off + 4($6)
    sw      $14, \off + 8($6)
    sw      $15, \off + 12($6)
    .endm

    .globl  mcu_fe25519_cswap_mips32r2
    .type   mcu_fe25519_cswap_mips32r2, @function
    .ent    mcu_fe25519_cswap_mips32r2
mcu_fe25519_cswap_mips32r2:
    SWAP4   0
    SWAP4   16
    jr      $ra
    nop
    .end    mcu_fe25519_cswap_mips32r2
    .size   mcu_fe25519_cswap_mips32r2, . - mcu_fe25519_cswap_mips32r2

/* Squaring: each cross product a[i] a[j] (i < j) once, the 16-word square
 * in registers from start to end (no stack traffic but the saved ones).
 * a[0..7] in $16-$23; t[1..14] in $2 $3 $6 $7 $8 $9 $10 $11 $12 $13 $14 $15
 * $24 $25 (t[0] = t[15] = 0 until the diagonal); $1 = 1, $5 the carry.
 *   1. The cross products, one row a[i] a[i+1..7] at a time (28 products,
 *      where the multiplication takes 64): each is MULTU then MADDU of
 *      t[i+j] and of the carry, which HI:LO holds whole (2^64 - 1 at most,
 *      as in the multiplication).
 *   2. The square = 2t + sum of a[i]^2 2^(64i), two words a step: the pair
 *      doubled by shifts (the bit shifted out goes to the next pair), the
 *      low word plus a[i]^2 plus the carry through HI:LO (a[i]^2 + 2^32 - 1
 *      + 1 < 2^64), the high word by ADDU/SLTU. The square's word 0 goes to
 *      a[0]'s register and word 15 to a[7]'s, each dead by then.
 *   3. The fold of the multiplication: r = s[0..7] + 38 s[8..15], the carry
 *      out times 38 added back, its carry as 38 on word 0.
 * The shifts sit between the MADDUs and the MFLO of the diagonal so that
 * MFLO does not wait on HI:LO. */

/* t[k] (tk) += ai aj + the carry ($5, if addc), t[k]'s own value added if
 * addt (rows 1..6); the carry out into hi ($5, or t[i+8] on a row's last). */
    .macro CROSS ai, aj, tk, addt, addc, hi
    multu   \ai, \aj
    .if \addt
    maddu   \tk, $1
    .endif
    .if \addc
    maddu   $5, $1
    .endif
    mflo    \tk
    mfhi    \hi
    .endm

/* Words 2i, 2i+1 of the square: (lo, hi) = 2 (t[2i], t[2i+1]) + a[i]^2 +
 * the carry ($5); $31 the bit shifted out of the previous pair (in and
 * out), $30 a temporary. */
    .macro DIAGONAL ai, lo, hi
    srl     $30, \lo, 31
    sll     \lo, \lo, 1
    or      \lo, \lo, $31
    multu   \ai, \ai
    maddu   \lo, $1
    maddu   $5, $1
    srl     $31, \hi, 31
    sll     \hi, \hi, 1
    or      \hi, \hi, $30
    mflo    \lo
    mfhi    $5
    addu    \hi, \hi, $5
    sltu    $5, \hi, $5           /* the high word wrapped */
    .endm

/* Word k of r = s[k] + 38 s[k+8] + the carry ($5), into sk; $30 = 38. */
    .macro FOLD_REG sk, sk8
    multu   \sk8, $30
    maddu   \sk, $1
    maddu   $5, $1
    mflo    \sk
    mfhi    $5
    .endm

/* r0..r7 += 38 c (c: the carry out of the fold, k38 = 38), and the carry
 * out of that as 38 on r0 (fold_carry in fe25519_ops.h). */
    .macro CARRY38 c, k38, r0, r1, r2, r3, r4, r5, r6, r7
    mul     \c, \c, \k38
    .irp    rk, \r0, \r1, \r2, \r3, \r4, \r5, \r6, \r7
    addu    \rk, \rk, \c
    sltu    \c, \rk, \c
    .endr
    mul     \c, \c, \k38
    addu    \r0, \r0, \c
    .endm

    .globl  mcu_fe25519_sqr_mips32r2
    .type   mcu_fe25519_sqr_mips32r2, @function
    .ent    mcu_fe25519_sqr_mips32r2
mcu_fe25519_sqr_mips32r2:
    addiu   $sp, $sp, -40
    WORDS8  sw, sp, 0, $16, $17, $18, $19, $20, $21, $22, $23
    sw      $30, 32($sp)
    sw      $31, 36($sp)
    WORDS8  lw, 5, 0, $16, $17, $18, $19, $20, $21, $22, $23
    li      $1, 1

    /* Row 0: a[0] a[1..7] into t[1..7], the carry out to t[8]. */
    CROSS   $16, $17, $2, 0, 0, $5
    CROSS   $16, $18, $3, 0, 1, $5
    CROSS   $16, $19, $6, 0, 1, $5
    CROSS   $16, $20, $7, 0, 1, $5
    CROSS   $16, $21, $8, 0, 1, $5
    CROSS   $16, $22, $9, 0, 1, $5
    CROSS   $16, $23, $10, 0, 1, $11
    /* Row 1: a[1] a[2..7] into t[3..8], the carry out to t[9]. */
    CROSS   $17, $18, $6, 1, 0, $5
    CROSS   $17, $19, $7, 1, 1, $5
    CROSS   $17, $20, $8, 1, 1, $5
    CROSS   $17, $21, $9, 1, 1, $5
    CROSS   $17, $22, $10, 1, 1, $5
    CROSS   $17, $23, $11, 1, 1, $12
    /* Row 2: a[2] a[3..7] into t[5..9], the carry out to t[10]. */
    CROSS   $18, $19, $8, 1, 0, $5
    CROSS   $18, $20, $9, 1, 1, $5
    CROSS   $18, $21, $10, 1, 1, $5
    CROSS   $18, $22, $11, 1, 1, $5
    CROSS   $18, $23, $12, 1, 1, $13
    /* Row 3: a[3] a[4..7] into t[7..10], the carry out to t[11]. */
    CROSS   $19, $20, $10, 1, 0, $5
    CROSS   $19, $21, $11, 1, 1, $5
    CROSS   $19, $22, $12, 1, 1, $5
    CROSS   $19, $23, $13, 1, 1, $14
    /* Row 4: a[4] a[5..7] into t[9..11], the carry out to t[12]. */
    CROSS   $20, $21, $12, 1, 0, $5
    CROSS   $20, $22, $13, 1, 1, $5
    CROSS   $20, $23, $14, 1, 1, $15
    /* Row 5: a[5] a[6..7] into t[11..12], the carry out to t[13]. */
    CROSS   $21, $22, $14, 1, 0, $5
    CROSS   $21, $23, $15, 1, 1, $24
    /* Row 6: a[6] a[7] into t[13], the carry out to t[14]. */
    CROSS   $22, $23, $24, 1, 0, $25

    /* Pass 2. Words 0, 1: t[0] = 0, so a[0]^2 plus t[1] doubled. */
    multu   $16, $16
    srl     $31, $2, 31
    sll     $2, $2, 1
    mflo    $16                     /* s[0] */
    mfhi    $5
    addu    $2, $2, $5
    sltu    $5, $2, $5
    DIAGONAL $17, $3, $6
    DIAGONAL $18, $7, $8
    DIAGONAL $19, $9, $10
    DIAGONAL $20, $11, $12
    DIAGONAL $21, $13, $14
    DIAGONAL $22, $15, $24
    /* Words 14, 15: t[15] = 0, so the high word is t[14]'s top bit plus
     * HI (no carry out: the square is below 2^512). */
    srl     $30, $25, 31
    sll     $25, $25, 1
    or      $25, $25, $31
    multu   $23, $23
    maddu   $25, $1
    maddu   $5, $1
    nop
    nop
    mflo    $25
    mfhi    $23                     /* s[15] */
    addu    $23, $23, $30

    /* Pass 3: s[0..7] in $16 $2 $3 $6 $7 $8 $9 $10, s[8..15] in $11 $12 $13
     * $14 $15 $24 $25 $23. */
    li      $30, 38
    move    $5, $zero
    FOLD_REG $16, $11
    FOLD_REG $2, $12
    FOLD_REG $3, $13
    FOLD_REG $6, $14
    FOLD_REG $7, $15
    FOLD_REG $8, $24
    FOLD_REG $9, $25
    FOLD_REG $10, $23
    CARRY38 $5, $30, $16, $2, $3, $6, $7, $8, $9, $10
    WORDS8  sw, 4, 0, $16, $2, $3, $6, $7, $8, $9, $10
    WORDS8  lw, sp, 0, $16, $17, $18, $19, $20, $21, $22, $23
    lw      $30, 32($sp)
    lw      $31, 36($sp)
    jr      $ra
    addiu   $sp, $sp, 40            /* delay slot */
    .end    mcu_fe25519_sqr_mips32r2
    .size   mcu_fe25519_sqr_mips32r2, . - mcu_fe25519_sqr_mips32r2

/* Word k of r = t[k] (loaded into tk) + 38 t[k+8] (tk8, and the result)
 * + the carry ($2, if addc); $25 = 38; fill: the next word's load. */
    .macro FOLD_MEM tk8, tk, addc, fill
    multu   \tk8, $25
    maddu   \tk, $1
    .if \addc
    maddu   $2, $1
    .endif
    \fill
    mflo    \tk8
    mfhi    $2
    .endm

    .globl  mcu_fe25519_mul_mips32r2
    .type   mcu_fe25519_mul_mips32r2, @function
    .ent    mcu_fe25519_mul_mips32r2
mcu_fe25519_mul_mips32r2:
    PRODUCT_ROWS_8_ENTER

    PRODUCT_ROWS_8

    /* The fold: t[0..7] back from r, t[8..15] in $15 $7 $8 $9 $10 $11 $12
     * $13, each result in t[k+8]'s register. */
    lw      $6, 0($4)
    li      $25, 38
    FOLD_MEM $15, $6, 0, "lw $3, 4($4)"
    FOLD_MEM $7, $3, 1, "lw $6, 8($4)"
    FOLD_MEM $8, $6, 1, "lw $3, 12($4)"
    FOLD_MEM $9, $3, 1, "lw $6, 16($4)"
    FOLD_MEM $10, $6, 1, "lw $3, 20($4)"
    FOLD_MEM $11, $3, 1, "lw $6, 24($4)"
    FOLD_MEM $12, $6, 1, "lw $3, 28($4)"
    FOLD_MEM $13, $3, 1, nop
    CARRY38 $2, $25, $15, $7, $8, $9, $10, $11, $12, $13
    WORDS8  sw, 4, 0, $15, $7, $8, $9, $10, $11, $12, $13
    PRODUCT_ROWS_8_RETURN
    .end    mcu_fe25519_mul_mips32r2
    .size   mcu_fe25519_mul_mips32r2, . - mcu_fe25519_mul_mips32r2
