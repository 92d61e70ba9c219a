/* Addition, subtraction, multiplication and squaring mod p = 2^255 - 19
 * in MIPS32r2 assembly (o32 ABI; MULTU/MADDU into the HI:LO accumulator):
 *
 *   void mcu_fe25519_add_mips32r2(uint32_t r[8], const uint32_t a[8],
 *                                 const uint32_t b[8]);
 *   void mcu_fe25519_sub_mips32r2(uint32_t r[8], const uint32_t a[8],
 *                                 const uint32_t b[8]);
 *   void mcu_fe25519_mul_mips32r2(uint32_t r[8], const uint32_t a[8],
 *                                 const uint32_t b[8]);
 *   void mcu_fe25519_sqr_mips32r2(uint32_t r[8], const uint32_t a[8]);
 *
 * The limb layout of fe25519.h (eight full 32-bit words, values below
 * 2^256), and the same result word for word as the portable C++
 * (fe25519_ops_portable.cc), which the tests check.
 *
 * Addition and subtraction: the eight words unrolled, carries (borrows) by
 * SLTU; the carry (borrow) out as 38 through a second pass, and the last
 * one as 38 on word 0; no loop, no branch.
 *
 * Product: operand scanning two rows at a time, b[0..7] in s0-s7, a[i] and
 * a[i+1] in t0/t1 with a carry each (t3, t4). Each word of the 16-word
 * product on the stack is loaded and stored once per row pair; each
 * product is MULTU a, b then MADDU word, 1 and MADDU carry, 1: HI:LO holds
 * (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1, so nothing is lost, and no
 * SLTU carry chains are needed.
 * Reduction: r = t[0..7] + 38 * t[8..15] (2^256 = 38 mod p) through HI:LO,
 * the carry out times 38 added back with ADDU/SLTU, and a last carry out
 * of that (the value was within 38 of 2^256) folded as 38 into word 0.
 *
 * Squaring is the multiplication with b = a for now.
 *
 * Constant time: no branch or address depends on the data; microAptiv's
 * multiply unit takes a fixed number of cycles for MULTU/MADDU/MUL.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

#include "crypto/curve25519/maddu_rows_mips32r2.inc"

/* Rows i and i + 1: columns i .. i + 9. */
    .macro ROW_PAIR i, first
    ROW_PAIR_START \i, \first
    ROW_PAIR_END \i, 8, $s7
    .endm

/* Word k of r = t[k] + 38 * t[k+8] + carry (t3), into rk. */
    .macro FOLD k, rk
    lw      $t2, 4 * (\k + 8)($sp)
    lw      \rk, 4 * \k($sp)
    multu   $t2, $t6
    maddu   \rk, $t5
    maddu   $t3, $t5
    mflo    \rk
    mfhi    $t3
    .endm

/* rk += carry (t3), carry = the carry out. */
    .macro CARRY rk
    addu    \rk, \rk, $t3
    sltu    $t3, \rk, $t3
    .endm

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

    .globl  mcu_fe25519_sqr_mips32r2
    .type   mcu_fe25519_sqr_mips32r2, @function
    .ent    mcu_fe25519_sqr_mips32r2
mcu_fe25519_sqr_mips32r2:
    b       mcu_fe25519_mul_mips32r2
    move    $a2, $a1                /* delay slot */
    .end    mcu_fe25519_sqr_mips32r2
    .size   mcu_fe25519_sqr_mips32r2, . - mcu_fe25519_sqr_mips32r2

    .globl  mcu_fe25519_mul_mips32r2
    .type   mcu_fe25519_mul_mips32r2, @function
    .ent    mcu_fe25519_mul_mips32r2
mcu_fe25519_mul_mips32r2:
    addiu   $sp, $sp, -96           /* t[0..15] at 0..63, s0-s7 at 64..95 */
    sw      $s0, 64($sp)
    sw      $s1, 68($sp)
    sw      $s2, 72($sp)
    sw      $s3, 76($sp)
    sw      $s4, 80($sp)
    sw      $s5, 84($sp)
    sw      $s6, 88($sp)
    sw      $s7, 92($sp)
    lw      $s0, 0($a2)
    lw      $s1, 4($a2)
    lw      $s2, 8($a2)
    lw      $s3, 12($a2)
    lw      $s4, 16($a2)
    lw      $s5, 20($a2)
    lw      $s6, 24($a2)
    lw      $s7, 28($a2)
    li      $t5, 1
    ROW_PAIR 0, 1
    ROW_PAIR 2, 0
    ROW_PAIR 4, 0
    ROW_PAIR 6, 0

    li      $t6, 38
    move    $t3, $zero
    FOLD    0, $s0
    FOLD    1, $s1
    FOLD    2, $s2
    FOLD    3, $s3
    FOLD    4, $s4
    FOLD    5, $s5
    FOLD    6, $s6
    FOLD    7, $s7
    mul     $t3, $t3, $t6
    CARRY   $s0
    CARRY   $s1
    CARRY   $s2
    CARRY   $s3
    CARRY   $s4
    CARRY   $s5
    CARRY   $s6
    CARRY   $s7
    mul     $t3, $t3, $t6
    addu    $s0, $s0, $t3
    sw      $s0, 0($a0)
    sw      $s1, 4($a0)
    sw      $s2, 8($a0)
    sw      $s3, 12($a0)
    sw      $s4, 16($a0)
    sw      $s5, 20($a0)
    sw      $s6, 24($a0)
    sw      $s7, 28($a0)
    lw      $s0, 64($sp)
    lw      $s1, 68($sp)
    lw      $s2, 72($sp)
    lw      $s3, 76($sp)
    lw      $s4, 80($sp)
    lw      $s5, 84($sp)
    lw      $s6, 88($sp)
    lw      $s7, 92($sp)
    jr      $ra
    addiu   $sp, $sp, 96            /* delay slot */
    .end    mcu_fe25519_mul_mips32r2
    .size   mcu_fe25519_mul_mips32r2, . - mcu_fe25519_mul_mips32r2
