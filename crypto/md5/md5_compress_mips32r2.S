/* MD5 compression function (RFC 1321 section 3.4) in MIPS32r2 assembly
 * (o32 ABI; ROTR):
 *
 *   void mcu_md5_mips32r2_compress(uint32_t state[4], const uint8_t *blocks,
 *                                  size_t nblocks, const uint32_t t[64]);
 *
 * (md5_compress_mips32r2.cc wraps it and passes the sine table, so the code
 * refers to no symbol and is the same with and without -mabicalls/PIC.)
 * The sixteen message words of a block are loaded once (LWL/LWR: any
 * alignment) into registers, where all four rounds read them; a..d live in
 * registers too, renamed by the unrolling of the 64 steps. A step is
 *   a += T[i]; a += X[k]; a += fn(b, c, d); a = b + ROTR^(32-s)(a)
 * with F = d ^ (b & (c ^ d)), G = c ^ (d & (b ^ c)), H = b ^ c ^ d and
 * I = c ^ (b | ~d): 9 single-cycle instructions, the constant's load issued
 * two instructions ahead of its use (no load-use stall). H goes in pairs:
 * the first step keeps b ^ c (in $28), which is the second's c ^ d, so the
 * pair takes 8 + 7. A block whose address is a multiple of 4 (the usual
 * case; the address is public) loads its words with LW, else LWL/LWR.
 *
 * Constant time: no branch or address depends on the data. Nothing secret
 * is written to memory.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

/* Registers: a..d start in $24, $25, $2, $3; X[0..7] in $8-$15 and
 * X[8..15] in $16-$23; $1, $28 and $30 temporaries; $4 state, $5 blocks,
 * $6 blocks left, $7 the sine table. */
#define X0 $8
#define X1 $9
#define X2 $10
#define X3 $11
#define X4 $12
#define X5 $13
#define X6 $14
#define X7 $15
#define X8 $16
#define X9 $17
#define X10 $18
#define X11 $19
#define X12 $20
#define X13 $21
#define X14 $22
#define X15 $23

.macro step fn, a, b, c, d, x, i, s
    lw      $1, 4*(\i)($7)
    .ifc \fn, F
    xor     $30, \c, \d
    and     $30, $30, \b
    xor     $30, $30, \d
    .endif
    .ifc \fn, G
    xor     $30, \b, \c
    and     $30, $30, \d
    xor     $30, $30, \c
    .endif
    .ifc \fn, H
    xor     $28, \b, \c
    xor     $30, $28, \d
    .endif
    .ifc \fn, H2
    xor     $30, \b, $28
    .endif
    .ifc \fn, I
    nor     $30, \d, $0
    or      $30, $30, \b
    xor     $30, $30, \c
    .endif
    addu    \a, \a, $1
    addu    \a, \a, \x
    addu    \a, \a, $30
    rotr    \a, \a, 32-\s
    addu    \a, \a, \b
.endm

/* Four steps i..i+3 on message words k0..k3 with rotations s0..s3. */
.macro group fn, i, k0, k1, k2, k3, s0, s1, s2, s3
    .ifc \fn, H
    step    H, $24, $25, $2, $3, \k0, \i, \s0
    step    H2, $3, $24, $25, $2, \k1, \i+1, \s1
    step    H, $2, $3, $24, $25, \k2, \i+2, \s2
    step    H2, $25, $2, $3, $24, \k3, \i+3, \s3
    .else
    step    \fn, $24, $25, $2, $3, \k0, \i, \s0
    step    \fn, $3, $24, $25, $2, \k1, \i+1, \s1
    step    \fn, $2, $3, $24, $25, \k2, \i+2, \s2
    step    \fn, $25, $2, $3, $24, \k3, \i+3, \s3
    .endif
.endm

/* X[k] and X[k+1] from the block (little-endian, any alignment); each LWR
 * comes two instructions after its LWL. */
.macro load2 k, xa, xb
    lwl     \xa, 4*\k+3($5)
    lwl     \xb, 4*\k+7($5)
    lwr     \xa, 4*\k($5)
    lwr     \xb, 4*\k+4($5)
.endm

    .globl  mcu_md5_mips32r2_compress
    .ent    mcu_md5_mips32r2_compress
    .type   mcu_md5_mips32r2_compress, @function
mcu_md5_mips32r2_compress:
    .frame  $sp, 40, $31
    beq     $6, $0, .Lreturn
    nop
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
    sw      $28, 36($sp)
    lw      $24, 0($4)
    lw      $25, 4($4)
    lw      $2, 8($4)
    lw      $3, 12($4)
.Lblock:
    andi    $1, $5, 3
    bne     $1, $0, .Lunaligned
    nop
    lw      X0, 0($5)
    lw      X1, 4($5)
    lw      X2, 8($5)
    lw      X3, 12($5)
    lw      X4, 16($5)
    lw      X5, 20($5)
    lw      X6, 24($5)
    lw      X7, 28($5)
    lw      X8, 32($5)
    lw      X9, 36($5)
    lw      X10, 40($5)
    lw      X11, 44($5)
    lw      X12, 48($5)
    lw      X13, 52($5)
    lw      X14, 56($5)
    lw      X15, 60($5)
.Lrounds:
    group   F, 0, X0, X1, X2, X3, 7, 12, 17, 22
    group   F, 4, X4, X5, X6, X7, 7, 12, 17, 22
    group   F, 8, X8, X9, X10, X11, 7, 12, 17, 22
    group   F, 12, X12, X13, X14, X15, 7, 12, 17, 22
    group   G, 16, X1, X6, X11, X0, 5, 9, 14, 20
    group   G, 20, X5, X10, X15, X4, 5, 9, 14, 20
    group   G, 24, X9, X14, X3, X8, 5, 9, 14, 20
    group   G, 28, X13, X2, X7, X12, 5, 9, 14, 20
    group   H, 32, X5, X8, X11, X14, 4, 11, 16, 23
    group   H, 36, X1, X4, X7, X10, 4, 11, 16, 23
    group   H, 40, X13, X0, X3, X6, 4, 11, 16, 23
    group   H, 44, X9, X12, X15, X2, 4, 11, 16, 23
    group   I, 48, X0, X7, X14, X5, 6, 10, 15, 21
    group   I, 52, X12, X3, X10, X1, 6, 10, 15, 21
    group   I, 56, X8, X15, X6, X13, 6, 10, 15, 21
    group   I, 60, X4, X11, X2, X9, 6, 10, 15, 21
    /* state += a..d; the sums carry on to the next block. */
    lw      $8, 0($4)
    lw      $9, 4($4)
    lw      $10, 8($4)
    lw      $11, 12($4)
    addu    $24, $24, $8
    addu    $25, $25, $9
    addu    $2, $2, $10
    addu    $3, $3, $11
    sw      $24, 0($4)
    sw      $25, 4($4)
    sw      $2, 8($4)
    sw      $3, 12($4)
    addiu   $6, $6, -1
    bne     $6, $0, .Lblock
    addiu   $5, $5, 64              /* delay slot */
    lw      $16, 0($sp)
    lw      $17, 4($sp)
    lw      $18, 8($sp)
    lw      $19, 12($sp)
    lw      $20, 16($sp)
    lw      $21, 20($sp)
    lw      $22, 24($sp)
    lw      $23, 28($sp)
    lw      $30, 32($sp)
    lw      $28, 36($sp)
    addiu   $sp, $sp, 40
.Lreturn:
    jr      $31
    nop
.Lunaligned:
    load2   0, X0, X1
    load2   2, X2, X3
    load2   4, X4, X5
    load2   6, X6, X7
    load2   8, X8, X9
    load2   10, X10, X11
    load2   12, X12, X13
    lwl     X14, 59($5)
    lwl     X15, 63($5)
    lwr     X14, 56($5)
    b       .Lrounds
    lwr     X15, 60($5)             /* delay slot */
    .end    mcu_md5_mips32r2_compress
    .size   mcu_md5_mips32r2_compress, . - mcu_md5_mips32r2_compress

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
