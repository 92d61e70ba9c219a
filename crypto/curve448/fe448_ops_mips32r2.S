/* Multiplication and squaring mod p = 2^448 - 2^224 - 1 in MIPS32r2
 * assembly (o32 ABI; MULTU/MADDU into the HI:LO accumulator):
 *
 *   void mcu_fe448_mul_mips32r2(uint32_t r[14], const uint32_t a[14],
 *                               const uint32_t b[14]);
 *   void mcu_fe448_sqr_mips32r2(uint32_t r[14], const uint32_t a[14]);
 *   void mcu_fe448_add_mips32r2(uint32_t r[14], const uint32_t a[14],
 *                               const uint32_t b[14]);
 *   void mcu_fe448_sub_mips32r2(uint32_t r[14], const uint32_t a[14],
 *                               const uint32_t b[14]);
 *
 * The limb layout of fe448.h (fourteen full 32-bit words, values below
 * 2^448), and the same result word for word as the portable C++
 * (fe448_ops_portable.cc), which the tests check.
 *
 * Product: operand scanning two rows at a time, b[0..13] in fourteen
 * registers (s0-s7, fp, v0, v1, a3, t6, a2), a[i] and a[i+1] in t0/t1 with
 * a carry each (t3, t4). Each word of the 28-word product on the stack is
 * loaded and stored once per row pair; each product is MULTU a, b then
 * MADDU word, 1 and MADDU carry, 1: HI:LO holds (2^32 - 1)^2 +
 * 2 (2^32 - 1) = 2^64 - 1, so nothing is lost, and no SLTU carry chains
 * are needed.
 *
 * Reduction (Solinas, 2^448 = 2^224 + 1 mod p): with h = t[14..27],
 * word i < 7 of r is t[i] + h[i] + h[i+7], word i >= 7 is
 * t[i] + 2 h[i] + h[i-7], each through HI:LO with the carry (t3), into the
 * registers that held b. The carry out c comes back as c (2^224 + 1) with
 * ADDU/SLTU, and the carry out of that (0 or 1) once more the same way,
 * which cannot carry (fe448_ops.h).
 *
 * Addition and subtraction: the fourteen words unrolled, carries (borrows)
 * by SLTU, then the carry (borrow) out c as c (2^224 + 1) twice, as above.
 *
 * Squaring: a[0..13] in the registers that hold b in the product; the
 * 91 cross products a[i] a[j] (i < j) once, a row at a time through HI:LO
 * as above, into t[1..26] on the stack; then one pass doubles t (SLL/SRL
 * pairs) and adds the diagonal a[k]^2 with the carry through HI:LO (a
 * square, a doubled word and a carry fit in 64 bits), two words of t a
 * step; then the same reduction as the product.
 *
 * Constant time: no branch or address depends on the data; microAptiv's
 * multiply unit takes a fixed number of cycles for MULTU/MADDU.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

#include "crypto/curve25519/maddu_rows_mips32r2.inc"

/* Rows i and i + 1: columns i .. i + 15. */
    .macro ROW_PAIR i, first
    ROW_PAIR_START \i, \first
    COLUMN  \i, 8, $fp, $s7, \first
    COLUMN  \i, 9, $v0, $fp, \first
    COLUMN  \i, 10, $v1, $v0, \first
    COLUMN  \i, 11, $a3, $v1, \first
    COLUMN  \i, 12, $t6, $a3, \first
    COLUMN  \i, 13, $a2, $t6, \first
    ROW_PAIR_END \i, 14, $a2
    .endm

/* Row i of the cross products (a[i] in ai, a[i+1..13] in the rest):
 * t[2i+1 .. i+13] += a[i] a[j] with the carry (t3), the carry out to
 * t[i+14]; row 0 finds t empty. */
    .macro SQR_ROW i, ai, aj:vararg
    .set    sq_col, 2 * \i + 1
    .set    sq_first, 1
    .set    sq_last, \i + 13
    .if \i
    lw      $t7, 4 * sq_col($sp)
    .endif
    .irp    b, \aj
    multu   \ai, \b
    .if \i
    maddu   $t7, $t5
    .endif
    .if sq_first == 0
    maddu   $t3, $t5
    .endif
    .if \i
    .if sq_col < sq_last
    lw      $t7, 4 * (sq_col + 1)($sp)
    .endif
    .endif
    mflo    $t2
    mfhi    $t3
    sw      $t2, 4 * sq_col($sp)
    .set    sq_col, sq_col + 1
    .set    sq_first, 0
    .endr
    sw      $t3, 4 * sq_col($sp)
    .endm

/* Words 2k and 2k + 1 of a^2 = 2 t + a[k]^2 2^64k in place: the doubled
 * words from t[2k-1] (t8, as loaded), t[2k], t[2k+1]; the carry in t3
 * (at most 2^32 - 1 out of the low word, 1 out of the high one). */
    .macro SQR_DIAG k, ak
    lw      $t2, 4 * (2 * \k)($sp)
    lw      $t7, 4 * (2 * \k + 1)($sp)
    multu   \ak, \ak
    srl     $t9, $t8, 31
    sll     $at, $t2, 1
    or      $at, $at, $t9
    srl     $t9, $t2, 31
    sll     $t2, $t7, 1
    or      $t2, $t2, $t9
    move    $t8, $t7
    maddu   $at, $t5
    maddu   $t3, $t5
    mflo    $t9
    mfhi    $t7
    sw      $t9, 4 * (2 * \k)($sp)
    multu   $t2, $t5
    maddu   $t7, $t5
    mflo    $t9
    mfhi    $t3
    sw      $t9, 4 * (2 * \k + 1)($sp)
    .endm

/* Word i of r: t[i] + m h[i] + t[off] + carry (t3), into rk: m = 1 (t5)
 * and t[off] = h[i+7] for i < 7, m = 2 (t8) and t[off] = h[i-7] above. */
    .macro FOLD i, rk, off, m
    lw      $t2, 4 * (14 + \i)($sp)
    lw      \rk, 4 * \i($sp)
    lw      $t7, 4 * \off($sp)
    multu   $t2, \m
    maddu   \rk, $t5
    maddu   $t7, $t5
    maddu   $t3, $t5
    mflo    \rk
    mfhi    $t3
    .endm

/* rk += c, c = the carry out. */
    .macro CARRY_IN c, rk
    addu    \rk, \rk, \c
    sltu    \c, \rk, \c
    .endm

/* rk -= c, c = the borrow out. */
    .macro BORROW_IN c, rk
    sltu    $at, \rk, \c
    subu    \rk, \rk, \c
    move    \c, $at
    .endm

/* w0..w13 += c (2^224 + 1), c the carry out (t9 saves c). */
    .macro ADD_C c, w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13
    move    $t9, \c
    CARRY_IN \c, \w0
    CARRY_IN \c, \w1
    CARRY_IN \c, \w2
    CARRY_IN \c, \w3
    CARRY_IN \c, \w4
    CARRY_IN \c, \w5
    CARRY_IN \c, \w6
    addu    \c, \c, $t9
    CARRY_IN \c, \w7
    CARRY_IN \c, \w8
    CARRY_IN \c, \w9
    CARRY_IN \c, \w10
    CARRY_IN \c, \w11
    CARRY_IN \c, \w12
    CARRY_IN \c, \w13
    .endm

/* w0..w13 -= c (2^224 + 1), c the borrow out. */
    .macro SUB_C c, w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13
    move    $t9, \c
    BORROW_IN \c, \w0
    BORROW_IN \c, \w1
    BORROW_IN \c, \w2
    BORROW_IN \c, \w3
    BORROW_IN \c, \w4
    BORROW_IN \c, \w5
    BORROW_IN \c, \w6
    addu    \c, \c, $t9
    BORROW_IN \c, \w7
    BORROW_IN \c, \w8
    BORROW_IN \c, \w9
    BORROW_IN \c, \w10
    BORROW_IN \c, \w11
    BORROW_IN \c, \w12
    BORROW_IN \c, \w13
    .endm

/* r = a (op) b: word is ADD_WORD or SUB_WORD, fold ADD_C or SUB_C; the
 * fourteen words in t0-t7, v0, v1, a3, s0, s1, a1 (a[13] the last load
 * through a1). */
    .macro ADD_SUB name, word, fold
    .globl  \name
    .type   \name, @function
    .ent    \name
\name:
    addiu   $sp, $sp, -8
    sw      $s0, 0($sp)
    sw      $s1, 4($sp)
    move    $t8, $zero
    \word   0, $t0
    \word   1, $t1
    \word   2, $t2
    \word   3, $t3
    \word   4, $t4
    \word   5, $t5
    \word   6, $t6
    \word   7, $t7
    \word   8, $v0
    \word   9, $v1
    \word   10, $a3
    \word   11, $s0
    \word   12, $s1
    \word   13, $a1
    \fold   $t8, $t0, $t1, $t2, $t3, $t4, $t5, $t6, $t7, $v0, $v1, $a3, $s0, $s1, $a1
    \fold   $t8, $t0, $t1, $t2, $t3, $t4, $t5, $t6, $t7, $v0, $v1, $a3, $s0, $s1, $a1
    sw      $t0, 0($a0)
    sw      $t1, 4($a0)
    sw      $t2, 8($a0)
    sw      $t3, 12($a0)
    sw      $t4, 16($a0)
    sw      $t5, 20($a0)
    sw      $t6, 24($a0)
    sw      $t7, 28($a0)
    sw      $v0, 32($a0)
    sw      $v1, 36($a0)
    sw      $a3, 40($a0)
    sw      $s0, 44($a0)
    sw      $s1, 48($a0)
    sw      $a1, 52($a0)
    lw      $s0, 0($sp)
    lw      $s1, 4($sp)
    jr      $ra
    addiu   $sp, $sp, 8             /* delay slot */
    .end    \name
    .size   \name, . - \name
    .endm

    ADD_SUB mcu_fe448_add_mips32r2, ADD_WORD, ADD_C
    ADD_SUB mcu_fe448_sub_mips32r2, SUB_WORD, SUB_C

    .globl  mcu_fe448_sqr_mips32r2
    .type   mcu_fe448_sqr_mips32r2, @function
    .ent    mcu_fe448_sqr_mips32r2
mcu_fe448_sqr_mips32r2:
    addiu   $sp, $sp, -152          /* t[0..27] at 0..111, s0-s7, fp at 112..147 */
    sw      $s0, 112($sp)
    sw      $s1, 116($sp)
    sw      $s2, 120($sp)
    sw      $s3, 124($sp)
    sw      $s4, 128($sp)
    sw      $s5, 132($sp)
    sw      $s6, 136($sp)
    sw      $s7, 140($sp)
    sw      $fp, 144($sp)
    lw      $s0, 0($a1)
    lw      $s1, 4($a1)
    lw      $s2, 8($a1)
    lw      $s3, 12($a1)
    lw      $s4, 16($a1)
    lw      $s5, 20($a1)
    lw      $s6, 24($a1)
    lw      $s7, 28($a1)
    lw      $fp, 32($a1)
    lw      $v0, 36($a1)
    lw      $v1, 40($a1)
    lw      $a3, 44($a1)
    lw      $t6, 48($a1)
    lw      $a2, 52($a1)
    li      $t5, 1
    SQR_ROW 0, $s0, $s1, $s2, $s3, $s4, $s5, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 1, $s1, $s2, $s3, $s4, $s5, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 2, $s2, $s3, $s4, $s5, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 3, $s3, $s4, $s5, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 4, $s4, $s5, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 5, $s5, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 6, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 7, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 8, $fp, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 9, $v0, $v1, $a3, $t6, $a2
    SQR_ROW 10, $v1, $a3, $t6, $a2
    SQR_ROW 11, $a3, $t6, $a2
    SQR_ROW 12, $t6, $a2
    sw      $zero, 0($sp)           /* no cross product in t[0], t[27] */
    sw      $zero, 108($sp)
    move    $t3, $zero
    move    $t8, $zero
    SQR_DIAG 0, $s0
    SQR_DIAG 1, $s1
    SQR_DIAG 2, $s2
    SQR_DIAG 3, $s3
    SQR_DIAG 4, $s4
    SQR_DIAG 5, $s5
    SQR_DIAG 6, $s6
    SQR_DIAG 7, $s7
    SQR_DIAG 8, $fp
    SQR_DIAG 9, $v0
    SQR_DIAG 10, $v1
    SQR_DIAG 11, $a3
    SQR_DIAG 12, $t6
    SQR_DIAG 13, $a2
    b       .Lfe448_reduce
    nop                             /* delay slot */
    .end    mcu_fe448_sqr_mips32r2
    .size   mcu_fe448_sqr_mips32r2, . - mcu_fe448_sqr_mips32r2

    .globl  mcu_fe448_mul_mips32r2
    .type   mcu_fe448_mul_mips32r2, @function
    .ent    mcu_fe448_mul_mips32r2
mcu_fe448_mul_mips32r2:
    addiu   $sp, $sp, -152          /* t[0..27] at 0..111, s0-s7, fp at 112..147 */
    sw      $s0, 112($sp)
    sw      $s1, 116($sp)
    sw      $s2, 120($sp)
    sw      $s3, 124($sp)
    sw      $s4, 128($sp)
    sw      $s5, 132($sp)
    sw      $s6, 136($sp)
    sw      $s7, 140($sp)
    sw      $fp, 144($sp)
    lw      $s0, 0($a2)
    lw      $s1, 4($a2)
    lw      $s2, 8($a2)
    lw      $s3, 12($a2)
    lw      $s4, 16($a2)
    lw      $s5, 20($a2)
    lw      $s6, 24($a2)
    lw      $s7, 28($a2)
    lw      $fp, 32($a2)
    lw      $v0, 36($a2)
    lw      $v1, 40($a2)
    lw      $a3, 44($a2)
    lw      $t6, 48($a2)
    lw      $a2, 52($a2)
    li      $t5, 1
    ROW_PAIR 0, 1
    ROW_PAIR 2, 0
    ROW_PAIR 4, 0
    ROW_PAIR 6, 0
    ROW_PAIR 8, 0
    ROW_PAIR 10, 0
    ROW_PAIR 12, 0

/* The reduction of t[0..27] on the stack into r (sqr joins here). */
.Lfe448_reduce:
    li      $t8, 2
    move    $t3, $zero
    FOLD    0, $s0, 21, $t5
    FOLD    1, $s1, 22, $t5
    FOLD    2, $s2, 23, $t5
    FOLD    3, $s3, 24, $t5
    FOLD    4, $s4, 25, $t5
    FOLD    5, $s5, 26, $t5
    FOLD    6, $s6, 27, $t5
    FOLD    7, $s7, 14, $t8
    FOLD    8, $fp, 15, $t8
    FOLD    9, $v0, 16, $t8
    FOLD    10, $v1, 17, $t8
    FOLD    11, $a3, 18, $t8
    FOLD    12, $t6, 19, $t8
    FOLD    13, $a2, 20, $t8
    ADD_C   $t3, $s0, $s1, $s2, $s3, $s4, $s5, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    ADD_C   $t3, $s0, $s1, $s2, $s3, $s4, $s5, $s6, $s7, $fp, $v0, $v1, $a3, $t6, $a2
    sw      $s0, 0($a0)
    sw      $s1, 4($a0)
    sw      $s2, 8($a0)
    sw      $s3, 12($a0)
    sw      $s4, 16($a0)
    sw      $s5, 20($a0)
    sw      $s6, 24($a0)
    sw      $s7, 28($a0)
    sw      $fp, 32($a0)
    sw      $v0, 36($a0)
    sw      $v1, 40($a0)
    sw      $a3, 44($a0)
    sw      $t6, 48($a0)
    sw      $a2, 52($a0)
    lw      $s0, 112($sp)
    lw      $s1, 116($sp)
    lw      $s2, 120($sp)
    lw      $s3, 124($sp)
    lw      $s4, 128($sp)
    lw      $s5, 132($sp)
    lw      $s6, 136($sp)
    lw      $s7, 140($sp)
    lw      $fp, 144($sp)
    jr      $ra
    addiu   $sp, $sp, 152           /* delay slot */
    .end    mcu_fe448_mul_mips32r2
    .size   mcu_fe448_mul_mips32r2, . - mcu_fe448_mul_mips32r2
