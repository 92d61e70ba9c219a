/* SM3 compression function CF (GB/T 32905-2016 sections 5.3.2, 5.3.3) in
 * MIPS32r2 assembly (o32 ABI; ROTR, WSBH):
 *
 *   void mcu_sm3_mips32r2_compress(uint32_t state[8], const uint8_t *blocks,
 *                                  size_t nblocks, const uint32_t t[64]);
 *
 * t[j] = T_j <<< (j mod 32), passed in by sm3_compress_mips32r2.cc, so the
 * code refers to no symbol and is the same with and without -mabicalls/PIC.
 * Everything lives in 28 registers: a 16-word rolling window of the message
 * expansion W (round j needs W[j] and W[j+4]; from round 12 on, W[j+4] is
 * expanded in place of W[j-12], which no round needs any more), A..H
 * (renamed by the unrolling, and carried from block to block as V), the
 * constant pointer and three temporaries. Per round:
 *   SS1 = ((A <<< 12) + E + t[j]) <<< 7; SS2 = SS1 ^ (A <<< 12);
 *   D += FF(A, B, C) + SS2 + (W[j] ^ W[j+4]);      (the new A)
 *   H += GG(E, F, G) + SS1 + W[j]; H = P0(H);       (the new E)
 *   B <<<= 9; F <<<= 19
 * 23 instructions in rounds 0-15, 26 in rounds 16-63 (FF = majority as
 * (A & B) | (C & (A | B)), GG = G ^ (E & (F ^ G))), and 10 per expanded
 * word. Rounds 0-15 are unrolled, 16-63 a loop over one 16-round copy.
 * The constant's load is issued two instructions ahead of its use, LWR two
 * after LWL: no load-use stalls.
 *
 * Constant time: no branch or address depends on the data.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

/* Frame: saved $16-$23 at 0..28, $28, $30, $31 at 32, 36, 40; the state
 * pointer at 44, the input pointer at 48, the end of the input at 52, the
 * end of t at 56. $7 points at t[16] in rounds 0-15 and at t[16n] in
 * rounds 16n..16n+15. */
    .set    FRAME, 64
    .set    S_STATE, 44
    .set    S_IN, 48
    .set    S_END, 52
    .set    S_TEND, 56

/* W[j+4] = P1(W[j-12] ^ W[j-5] ^ (W[j+1] <<< 15)) ^ (W[j-9] <<< 7) ^ W[j-2],
 * in the register w4 of W[j-12]. */
.macro expand w4, w5, w1, w9, w2
    xor     $30, \w4, \w5
    rotr    $31, \w1, 17
    xor     $30, $30, $31
    rotr    $31, $30, 17            /* P1(x) = x ^ (x <<< 15) ^ (x <<< 23) */
    xor     \w4, $30, $31
    rotr    $31, $30, 9
    xor     \w4, \w4, $31
    rotr    $31, \w9, 25
    xor     \w4, \w4, $31
    xor     \w4, \w4, \w2
.endm

/* One round: k the word offset of t[j] from $7, w0 = W[j], w4 = W[j+4];
 * late = 0 for rounds 0-15 (FF, GG = XOR), 1 after. The new A lands in d,
 * the new E in h; b and f are rotated in place (the new C and G). */
.macro rnd a, b, c, d, e, f, g, h, k, w0, w4, late
    rotr    $30, \a, 20             /* A <<< 12 */
    lw      $28, 4*(\k)($7)
    addu    $31, $30, \e
    addu    $28, $28, $31
    rotr    $28, $28, 25            /* SS1 */
    xor     $30, $30, $28           /* SS2 */
    addu    \d, \d, $30
    .if \late
    or      $31, \a, \b
    and     $31, $31, \c
    and     $30, \a, \b
    or      $31, $31, $30
    .else
    xor     $31, \a, \b
    xor     $31, $31, \c
    .endif
    addu    \d, \d, $31
    xor     $31, \w0, \w4           /* W'[j] */
    addu    \d, \d, $31             /* TT1 */
    addu    \h, \h, $28
    addu    \h, \h, \w0
    .if \late
    xor     $31, \f, \g
    and     $31, $31, \e
    xor     $31, $31, \g
    .else
    xor     $31, \e, \f
    xor     $31, $31, \g
    .endif
    addu    \h, \h, $31             /* TT2 */
    rotr    \b, \b, 23
    rotr    \f, \f, 13
    rotr    $31, \h, 23             /* P0(x) = x ^ (x <<< 9) ^ (x <<< 17) */
    rotr    $30, \h, 15
    xor     \h, \h, $31
    xor     \h, \h, $30
.endm

    .globl  mcu_sm3_mips32r2_compress
    .ent    mcu_sm3_mips32r2_compress
    .type   mcu_sm3_mips32r2_compress, @function
mcu_sm3_mips32r2_compress:
    .frame  $sp, FRAME, $31
    beq     $6, $0, .Lreturn
    nop
    addiu   $sp, $sp, -FRAME
    sw      $16, 0($sp)
    sw      $17, 4($sp)
    sw      $18, 8($sp)
    sw      $19, 12($sp)
    sw      $20, 16($sp)
    sw      $21, 20($sp)
    sw      $22, 24($sp)
    sw      $23, 28($sp)
    sw      $28, 32($sp)
    sw      $30, 36($sp)
    sw      $31, 40($sp)
    sw      $4, S_STATE($sp)
    sll     $6, $6, 6
    addu    $6, $5, $6
    sw      $6, S_END($sp)
    addiu   $8, $7, 256
    sw      $8, S_TEND($sp)
    addiu   $7, $7, 64
    move    $30, $5
    /* A..H = $1, $2, $3, $4, $5, $6, $24, $25 ($4 last: it is the pointer). */
    lw      $1, 0($4)
    lw      $2, 4($4)
    lw      $3, 8($4)
    lw      $5, 16($4)
    lw      $6, 20($4)
    lw      $24, 24($4)
    lw      $25, 28($4)
    lw      $4, 12($4)

.Lblock:
    /* W[0..15] = the block at $30, big-endian (LWL/LWR: any alignment). */
    sw      $30, S_IN($sp)
    lwl     $8, 3($30)
    lwl     $9, 7($30)
    lwr     $8, 0($30)
    lwr     $9, 4($30)
    wsbh    $8, $8
    wsbh    $9, $9
    rotr    $8, $8, 16
    rotr    $9, $9, 16
    lwl     $10, 11($30)
    lwl     $11, 15($30)
    lwr     $10, 8($30)
    lwr     $11, 12($30)
    wsbh    $10, $10
    wsbh    $11, $11
    rotr    $10, $10, 16
    rotr    $11, $11, 16
    lwl     $12, 19($30)
    lwl     $13, 23($30)
    lwr     $12, 16($30)
    lwr     $13, 20($30)
    wsbh    $12, $12
    wsbh    $13, $13
    rotr    $12, $12, 16
    rotr    $13, $13, 16
    lwl     $14, 27($30)
    lwl     $15, 31($30)
    lwr     $14, 24($30)
    lwr     $15, 28($30)
    wsbh    $14, $14
    wsbh    $15, $15
    rotr    $14, $14, 16
    rotr    $15, $15, 16
    lwl     $16, 35($30)
    lwl     $17, 39($30)
    lwr     $16, 32($30)
    lwr     $17, 36($30)
    wsbh    $16, $16
    wsbh    $17, $17
    rotr    $16, $16, 16
    rotr    $17, $17, 16
    lwl     $18, 43($30)
    lwl     $19, 47($30)
    lwr     $18, 40($30)
    lwr     $19, 44($30)
    wsbh    $18, $18
    wsbh    $19, $19
    rotr    $18, $18, 16
    rotr    $19, $19, 16
    lwl     $20, 51($30)
    lwl     $21, 55($30)
    lwr     $20, 48($30)
    lwr     $21, 52($30)
    wsbh    $20, $20
    wsbh    $21, $21
    rotr    $20, $20, 16
    rotr    $21, $21, 16
    lwl     $22, 59($30)
    lwl     $23, 63($30)
    lwr     $22, 56($30)
    lwr     $23, 60($30)
    wsbh    $22, $22
    wsbh    $23, $23
    rotr    $22, $22, 16
    rotr    $23, $23, 16
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, -16, $8, $12, 0
    rnd     $4, $1, $2, $3, $25, $5, $6, $24, -15, $9, $13, 0
    rnd     $3, $4, $1, $2, $24, $25, $5, $6, -14, $10, $14, 0
    rnd     $2, $3, $4, $1, $6, $24, $25, $5, -13, $11, $15, 0
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, -12, $12, $16, 0
    rnd     $4, $1, $2, $3, $25, $5, $6, $24, -11, $13, $17, 0
    rnd     $3, $4, $1, $2, $24, $25, $5, $6, -10, $14, $18, 0
    rnd     $2, $3, $4, $1, $6, $24, $25, $5, -9, $15, $19, 0
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, -8, $16, $20, 0
    rnd     $4, $1, $2, $3, $25, $5, $6, $24, -7, $17, $21, 0
    rnd     $3, $4, $1, $2, $24, $25, $5, $6, -6, $18, $22, 0
    rnd     $2, $3, $4, $1, $6, $24, $25, $5, -5, $19, $23, 0
    expand  $8, $15, $21, $11, $18
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, -4, $20, $8, 0
    expand  $9, $16, $22, $12, $19
    rnd     $4, $1, $2, $3, $25, $5, $6, $24, -3, $21, $9, 0
    expand  $10, $17, $23, $13, $20
    rnd     $3, $4, $1, $2, $24, $25, $5, $6, -2, $22, $10, 0
    expand  $11, $18, $8, $14, $21
    rnd     $2, $3, $4, $1, $6, $24, $25, $5, -1, $23, $11, 0
.Lrounds:
    expand  $12, $19, $9, $15, $22
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, 0, $8, $12, 1
    expand  $13, $20, $10, $16, $23
    rnd     $4, $1, $2, $3, $25, $5, $6, $24, 1, $9, $13, 1
    expand  $14, $21, $11, $17, $8
    rnd     $3, $4, $1, $2, $24, $25, $5, $6, 2, $10, $14, 1
    expand  $15, $22, $12, $18, $9
    rnd     $2, $3, $4, $1, $6, $24, $25, $5, 3, $11, $15, 1
    expand  $16, $23, $13, $19, $10
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, 4, $12, $16, 1
    expand  $17, $8, $14, $20, $11
    rnd     $4, $1, $2, $3, $25, $5, $6, $24, 5, $13, $17, 1
    expand  $18, $9, $15, $21, $12
    rnd     $3, $4, $1, $2, $24, $25, $5, $6, 6, $14, $18, 1
    expand  $19, $10, $16, $22, $13
    rnd     $2, $3, $4, $1, $6, $24, $25, $5, 7, $15, $19, 1
    expand  $20, $11, $17, $23, $14
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, 8, $16, $20, 1
    expand  $21, $12, $18, $8, $15
    rnd     $4, $1, $2, $3, $25, $5, $6, $24, 9, $17, $21, 1
    expand  $22, $13, $19, $9, $16
    rnd     $3, $4, $1, $2, $24, $25, $5, $6, 10, $18, $22, 1
    expand  $23, $14, $20, $10, $17
    rnd     $2, $3, $4, $1, $6, $24, $25, $5, 11, $19, $23, 1
    expand  $8, $15, $21, $11, $18
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, 12, $20, $8, 1
    expand  $9, $16, $22, $12, $19
    rnd     $4, $1, $2, $3, $25, $5, $6, $24, 13, $21, $9, 1
    expand  $10, $17, $23, $13, $20
    rnd     $3, $4, $1, $2, $24, $25, $5, $6, 14, $22, $10, 1
    expand  $11, $18, $8, $14, $21
    rnd     $2, $3, $4, $1, $6, $24, $25, $5, 15, $23, $11, 1
    lw      $31, S_TEND($sp)
    addiu   $7, $7, 64
    bne     $7, $31, .Lrounds
    nop
    addiu   $7, $7, -192

    /* V ^= A..H; the result stays in A..H for the next block. */
    lw      $30, S_STATE($sp)
    nop
    lw      $28, 0($30)
    lw      $31, 4($30)
    xor     $1, $1, $28
    xor     $2, $2, $31
    lw      $28, 8($30)
    lw      $31, 12($30)
    sw      $1, 0($30)
    sw      $2, 4($30)
    xor     $3, $3, $28
    xor     $4, $4, $31
    lw      $28, 16($30)
    lw      $31, 20($30)
    sw      $3, 8($30)
    sw      $4, 12($30)
    xor     $5, $5, $28
    xor     $6, $6, $31
    lw      $28, 24($30)
    lw      $31, 28($30)
    sw      $5, 16($30)
    sw      $6, 20($30)
    xor     $24, $24, $28
    xor     $25, $25, $31
    sw      $24, 24($30)
    sw      $25, 28($30)
    lw      $30, S_IN($sp)
    lw      $31, S_END($sp)
    addiu   $30, $30, 64
    bne     $30, $31, .Lblock
    nop

    lw      $16, 0($sp)
    lw      $17, 4($sp)
    lw      $18, 8($sp)
    lw      $19, 12($sp)
    lw      $20, 16($sp)
    lw      $21, 20($sp)
    lw      $22, 24($sp)
    lw      $23, 28($sp)
    lw      $28, 32($sp)
    lw      $30, 36($sp)
    lw      $31, 40($sp)
    addiu   $sp, $sp, FRAME
.Lreturn:
    jr      $31
    nop
    .end    mcu_sm3_mips32r2_compress
    .size   mcu_sm3_mips32r2_compress, . - mcu_sm3_mips32r2_compress

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
