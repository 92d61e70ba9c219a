/* SHA-256 compression function (FIPS 180-4 section 6.2.2) in MIPS32r2
 * assembly (o32 ABI; ROTR, WSBH):
 *
 *   void mcu_sha256_mips32r2_compress(uint32_t state[8], const uint8_t *blocks,
 *                                     size_t nblocks, const uint32_t k[64]);
 *
 * (sha256_compress_mips32r2.cc wraps it and passes the round constants, so
 * the code refers to no symbol and is the same with and without
 * -mabicalls/PIC.) Everything lives in 28 registers: the 16-word rolling
 * message schedule W, a..h (renamed by the unrolling, and carried from block
 * to block as the chaining value), the constant pointer, the Maj carry and
 * two temporaries; the stack only holds saved registers and the arguments.
 * Per round, 24 single-cycle instructions (rounds 16-63 add 13 for the next
 * schedule word, computed in place of W[t-16]):
 *   h += W[t] + K[t] + Sigma1(e) + Ch(e, f, g); d += h;
 *   h += Sigma0(a) + Maj(a, b, c)
 * with Ch = g ^ (e & (f ^ g)) and Maj = b ^ ((a ^ b) & (b ^ c)), where
 * b ^ c is the previous round's a ^ b (the carry register alternates
 * between $28 and $31). Rounds 0-15 and 48-63 are unrolled, 16-47 a loop
 * over one 16-round copy. The constant's load is issued three instructions
 * ahead of its use, LWR two after LWL: no load-use stalls. The message is
 * read with LW when the block is word-aligned, else with LWL/LWR.
 *
 * Constant time: no branch or address depends on the data.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

/* Frame: saved $16-$23 at 0..28, $28, $30, $31 at 32, 36, 40; the state
 * pointer at 44, the input pointer at 48, the end of the input at 52, the address
 * of K[48] at 56. $7 points at K[16] for rounds 0-15, at K[16n] for rounds
 * 16n..16n+15. */
    .set    FRAME, 64
    .set    S_STATE, 44
    .set    S_IN, 48
    .set    S_END, 52
    .set    S_KEND, 56

/* One round t = 16n + i, with w = W[t]: $7 = &K[16n]; x = b ^ c on entry,
 * t2 free; on return the new a is in h, the new e in d, a ^ b in t2 and x
 * is free. $30 is a temporary. */
.macro rnd a, b, c, d, e, f, g, h, i, w, x, t2
    lw      $30, 4*(\i)($7)
    rotr    \t2, \e, 6
    addu    \h, \h, \w
    addu    \h, \h, $30
    rotr    $30, \e, 11
    xor     \t2, \t2, $30
    rotr    $30, \e, 25
    xor     \t2, \t2, $30
    addu    \h, \h, \t2             /* + Sigma1(e) */
    xor     $30, \f, \g
    and     $30, $30, \e
    xor     $30, $30, \g
    addu    \h, \h, $30             /* + Ch: h = T1 */
    addu    \d, \d, \h              /* e = d + T1 */
    rotr    $30, \a, 2
    rotr    \t2, \a, 13
    xor     $30, $30, \t2
    rotr    \t2, \a, 22
    xor     $30, $30, \t2
    addu    \h, \h, $30             /* + Sigma0(a) */
    xor     \t2, \a, \b
    and     \x, \x, \t2
    xor     \x, \x, \b
    addu    \h, \h, \x              /* + Maj: a = T1 + T2 */
.endm

/* A round of 16..63: first W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) +
 * W[t-16] in the register of W[t-16]. */
.macro xrnd a, b, c, d, e, f, g, h, i, w, w15, w7, w2, x, t2, first=1
    .if \first                      /* else the loop's branch delay slot did it */
    rotr    $30, \w15, 7
    .endif
    rotr    \t2, \w15, 18
    xor     $30, $30, \t2
    srl     \t2, \w15, 3
    xor     $30, $30, \t2
    addu    \w, \w, $30
    rotr    $30, \w2, 17
    rotr    \t2, \w2, 19
    xor     $30, $30, \t2
    srl     \t2, \w2, 10
    xor     $30, $30, \t2
    addu    \w, \w, \w7
    addu    \w, \w, $30
    rnd     \a, \b, \c, \d, \e, \f, \g, \h, \i, \w, \x, \t2
.endm

    .globl  mcu_sha256_mips32r2_compress
    .ent    mcu_sha256_mips32r2_compress
    .type   mcu_sha256_mips32r2_compress, @function
mcu_sha256_mips32r2_compress:
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
    sw      $5, S_IN($sp)
    sll     $6, $6, 6
    addu    $6, $5, $6
    sw      $6, S_END($sp)
    addiu   $8, $7, 192
    sw      $8, S_KEND($sp)
    addiu   $7, $7, 64              /* rounds 0-15 address K at -64.. */
    /* a..h = $1, $2, $3, $4, $5, $6, $24, $25 ($4 last: it is the pointer). */
    move    $30, $5
    lw      $1, 0($4)
    lw      $2, 4($4)
    lw      $3, 8($4)
    lw      $5, 16($4)
    lw      $6, 20($4)
    lw      $24, 24($4)
    lw      $25, 28($4)
    lw      $4, 12($4)

.Lblock:
    /* W[0..15] = the block's big-endian words: LW when the block is
     * word-aligned (public), else LWL/LWR. */
    andi    $31, $30, 3                 /* $30 = the block */
    bne     $31, $0, .Lunaligned
    xor     $28, $2, $3             /* delay slot: b ^ c for round 0 */
    lw      $8, 0($30)
    lw      $9, 4($30)
    lw      $10, 8($30)
    lw      $11, 12($30)
    wsbh    $8, $8
    wsbh    $9, $9
    wsbh    $10, $10
    wsbh    $11, $11
    rotr    $8, $8, 16
    rotr    $9, $9, 16
    rotr    $10, $10, 16
    rotr    $11, $11, 16
    lw      $12, 16($30)
    lw      $13, 20($30)
    lw      $14, 24($30)
    lw      $15, 28($30)
    wsbh    $12, $12
    wsbh    $13, $13
    wsbh    $14, $14
    wsbh    $15, $15
    rotr    $12, $12, 16
    rotr    $13, $13, 16
    rotr    $14, $14, 16
    rotr    $15, $15, 16
    lw      $16, 32($30)
    lw      $17, 36($30)
    lw      $18, 40($30)
    lw      $19, 44($30)
    wsbh    $16, $16
    wsbh    $17, $17
    wsbh    $18, $18
    wsbh    $19, $19
    rotr    $16, $16, 16
    rotr    $17, $17, 16
    rotr    $18, $18, 16
    rotr    $19, $19, 16
    lw      $20, 48($30)
    lw      $21, 52($30)
    lw      $22, 56($30)
    lw      $23, 60($30)
    wsbh    $20, $20
    wsbh    $21, $21
    wsbh    $22, $22
    wsbh    $23, $23
    rotr    $20, $20, 16
    rotr    $21, $21, 16
    rotr    $22, $22, 16
    rotr    $23, $23, 16
.Lrounds:
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, -16, $8, $28, $31
    rnd     $25, $1, $2, $3, $4, $5, $6, $24, -15, $9, $31, $28
    rnd     $24, $25, $1, $2, $3, $4, $5, $6, -14, $10, $28, $31
    rnd     $6, $24, $25, $1, $2, $3, $4, $5, -13, $11, $31, $28
    rnd     $5, $6, $24, $25, $1, $2, $3, $4, -12, $12, $28, $31
    rnd     $4, $5, $6, $24, $25, $1, $2, $3, -11, $13, $31, $28
    rnd     $3, $4, $5, $6, $24, $25, $1, $2, -10, $14, $28, $31
    rnd     $2, $3, $4, $5, $6, $24, $25, $1, -9, $15, $31, $28
    rnd     $1, $2, $3, $4, $5, $6, $24, $25, -8, $16, $28, $31
    rnd     $25, $1, $2, $3, $4, $5, $6, $24, -7, $17, $31, $28
    rnd     $24, $25, $1, $2, $3, $4, $5, $6, -6, $18, $28, $31
    rnd     $6, $24, $25, $1, $2, $3, $4, $5, -5, $19, $31, $28
    rnd     $5, $6, $24, $25, $1, $2, $3, $4, -4, $20, $28, $31
    rnd     $4, $5, $6, $24, $25, $1, $2, $3, -3, $21, $31, $28
    rnd     $3, $4, $5, $6, $24, $25, $1, $2, -2, $22, $28, $31
    rnd     $2, $3, $4, $5, $6, $24, $25, $1, -1, $23, $31, $28
    rotr    $30, $9, 7
.Lschedule:                         /* rounds 16-31, 32-47 */
    xrnd    $1, $2, $3, $4, $5, $6, $24, $25, 0, $8, $9, $17, $22, $28, $31, 0
    xrnd    $25, $1, $2, $3, $4, $5, $6, $24, 1, $9, $10, $18, $23, $31, $28
    xrnd    $24, $25, $1, $2, $3, $4, $5, $6, 2, $10, $11, $19, $8, $28, $31
    xrnd    $6, $24, $25, $1, $2, $3, $4, $5, 3, $11, $12, $20, $9, $31, $28
    xrnd    $5, $6, $24, $25, $1, $2, $3, $4, 4, $12, $13, $21, $10, $28, $31
    xrnd    $4, $5, $6, $24, $25, $1, $2, $3, 5, $13, $14, $22, $11, $31, $28
    xrnd    $3, $4, $5, $6, $24, $25, $1, $2, 6, $14, $15, $23, $12, $28, $31
    xrnd    $2, $3, $4, $5, $6, $24, $25, $1, 7, $15, $16, $8, $13, $31, $28
    xrnd    $1, $2, $3, $4, $5, $6, $24, $25, 8, $16, $17, $9, $14, $28, $31
    xrnd    $25, $1, $2, $3, $4, $5, $6, $24, 9, $17, $18, $10, $15, $31, $28
    xrnd    $24, $25, $1, $2, $3, $4, $5, $6, 10, $18, $19, $11, $16, $28, $31
    xrnd    $6, $24, $25, $1, $2, $3, $4, $5, 11, $19, $20, $12, $17, $31, $28
    xrnd    $5, $6, $24, $25, $1, $2, $3, $4, 12, $20, $21, $13, $18, $28, $31
    xrnd    $4, $5, $6, $24, $25, $1, $2, $3, 13, $21, $22, $14, $19, $31, $28
    xrnd    $3, $4, $5, $6, $24, $25, $1, $2, 14, $22, $23, $15, $20, $28, $31
    xrnd    $2, $3, $4, $5, $6, $24, $25, $1, 15, $23, $8, $16, $21, $31, $28
    lw      $31, S_KEND($sp)        /* $31 is free after each 16 rounds */
    addiu   $7, $7, 64
    bne     $7, $31, .Lschedule
    rotr    $30, $9, 7              /* delay slot: round 16n's first step */
    /* Rounds 48-63, unrolled: no loop test. */
    xrnd    $1, $2, $3, $4, $5, $6, $24, $25, 0, $8, $9, $17, $22, $28, $31, 0
    xrnd    $25, $1, $2, $3, $4, $5, $6, $24, 1, $9, $10, $18, $23, $31, $28
    xrnd    $24, $25, $1, $2, $3, $4, $5, $6, 2, $10, $11, $19, $8, $28, $31
    xrnd    $6, $24, $25, $1, $2, $3, $4, $5, 3, $11, $12, $20, $9, $31, $28
    xrnd    $5, $6, $24, $25, $1, $2, $3, $4, 4, $12, $13, $21, $10, $28, $31
    xrnd    $4, $5, $6, $24, $25, $1, $2, $3, 5, $13, $14, $22, $11, $31, $28
    xrnd    $3, $4, $5, $6, $24, $25, $1, $2, 6, $14, $15, $23, $12, $28, $31
    xrnd    $2, $3, $4, $5, $6, $24, $25, $1, 7, $15, $16, $8, $13, $31, $28
    xrnd    $1, $2, $3, $4, $5, $6, $24, $25, 8, $16, $17, $9, $14, $28, $31
    xrnd    $25, $1, $2, $3, $4, $5, $6, $24, 9, $17, $18, $10, $15, $31, $28
    xrnd    $24, $25, $1, $2, $3, $4, $5, $6, 10, $18, $19, $11, $16, $28, $31
    xrnd    $6, $24, $25, $1, $2, $3, $4, $5, 11, $19, $20, $12, $17, $31, $28
    xrnd    $5, $6, $24, $25, $1, $2, $3, $4, 12, $20, $21, $13, $18, $28, $31
    xrnd    $4, $5, $6, $24, $25, $1, $2, $3, 13, $21, $22, $14, $19, $31, $28
    xrnd    $3, $4, $5, $6, $24, $25, $1, $2, 14, $22, $23, $15, $20, $28, $31
    xrnd    $2, $3, $4, $5, $6, $24, $25, $1, 15, $23, $8, $16, $21, $31, $28

    /* H += a..h; the sums stay in a..h for the next block. */
    lw      $30, S_STATE($sp)
    addiu   $7, $7, -128
    lw      $28, 0($30)
    lw      $31, 4($30)
    addu    $1, $1, $28
    addu    $2, $2, $31
    lw      $28, 8($30)
    lw      $31, 12($30)
    sw      $1, 0($30)
    sw      $2, 4($30)
    addu    $3, $3, $28
    addu    $4, $4, $31
    lw      $28, 16($30)
    lw      $31, 20($30)
    sw      $3, 8($30)
    sw      $4, 12($30)
    addu    $5, $5, $28
    addu    $6, $6, $31
    lw      $28, 24($30)
    lw      $31, 28($30)
    sw      $5, 16($30)
    sw      $6, 20($30)
    addu    $24, $24, $28
    addu    $25, $25, $31
    sw      $24, 24($30)
    sw      $25, 28($30)
    lw      $30, S_IN($sp)
    lw      $31, S_END($sp)
    addiu   $30, $30, 64
    bne     $30, $31, .Lblock
    sw      $30, S_IN($sp)          /* delay slot */

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

    /* The unaligned message load, out of line. */
.Lunaligned:
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
    b       .Lrounds
    nop
    .end    mcu_sha256_mips32r2_compress
    .size   mcu_sha256_mips32r2_compress, . - mcu_sha256_mips32r2_compress

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
