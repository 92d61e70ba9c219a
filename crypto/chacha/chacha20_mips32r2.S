/* ChaCha20 (RFC 8439 section 2.3-2.4) in MIPS32r2 assembly (o32 ABI, ROTR)
 * for the microAptiv:
 *
 *   void mcu_chacha20_mips32r2_xor(uint32_t state[16], const uint8_t *in,
 *                                  uint8_t *out, size_t nblocks);
 *
 * XORs nblocks whole 64-byte blocks of key stream into in -> out (out may
 * equal in) and advances state[12] by nblocks (chacha20_mips32r2.cc wraps
 * it).
 *
 * All sixteen working words live in registers (x0-x7 in $8-$15, x8-x15 in
 * $16-$23), so a quarter round is 12 single-cycle instructions (ADDU, XOR,
 * ROTR) with no loads; the input words are reloaded from state[] for the
 * feed-forward. Five double rounds are unrolled per pass of the round loop
 * (two passes a block). The output loop reads with LW/SW when in and out
 * are both word-aligned (a public property of the pointers), else with
 * LWL/LWR and SWL/SWR; each load is issued two instructions ahead of its
 * use (no load-use stalls). A word is read before the same word is written,
 * so in == out works. About 1075 cycles a block: 16.8 cycles/byte in the
 * PIC32MZ W1 board model (the portable C++ ran 22.0).
 *
 * Constant time: additions, XORs and rotations; every address is a public
 * pointer plus a constant; branches depend on nblocks, the alignment of the
 * pointers and the loop counters only. Nothing is written to the stack but
 * the saved registers.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

/* Frame: saved $16-$23 at 0..28. */
    .set    FRAME, 32

/* One quarter round; rotations left by 16, 12, 8, 7 are ROTR by 16, 20,
 * 24, 25. */
.macro qr a, b, c, d
    addu    \a, \a, \b
    xor     \d, \d, \a
    rotr    \d, \d, 16
    addu    \c, \c, \d
    xor     \b, \b, \c
    rotr    \b, \b, 20
    addu    \a, \a, \b
    xor     \d, \d, \a
    rotr    \d, \d, 24
    addu    \c, \c, \d
    xor     \b, \b, \c
    rotr    \b, \b, 25
.endm

/* x0..x15 = $8..$15, $16..$23: column round then diagonal round. */
.macro double_round
    qr      $8,  $12, $16, $20
    qr      $9,  $13, $17, $21
    qr      $10, $14, $18, $22
    qr      $11, $15, $19, $23
    qr      $8,  $13, $18, $23
    qr      $9,  $14, $19, $20
    qr      $10, $15, $16, $21
    qr      $11, $12, $17, $22
.endm

/* Word i of the output, x = the working word: out = in ^ (x + state[i]).
 * Word-aligned in and out. */
.macro out_aligned x, i
    lw      $24, 4*(\i)($4)
    lw      $25, 4*(\i)($5)
    addu    \x, \x, $24
    xor     \x, \x, $25
    sw      \x, 4*(\i)($6)
.endm

/* The same at any alignment (little-endian: LWR/SWR at the lowest byte). */
.macro out_unaligned x, i
    lwl     $25, 4*(\i)+3($5)
    lw      $24, 4*(\i)($4)
    lwr     $25, 4*(\i)($5)
    addu    \x, \x, $24
    xor     \x, \x, $25
    swl     \x, 4*(\i)+3($6)
    swr     \x, 4*(\i)($6)
.endm

/* The whole block's output (state[12] is reloaded into $24 by word 12:
 * the counter is advanced and stored back from there). */
.macro out_block kind
    out_\kind $8, 0
    out_\kind $9, 1
    out_\kind $10, 2
    out_\kind $11, 3
    out_\kind $12, 4
    out_\kind $13, 5
    out_\kind $14, 6
    out_\kind $15, 7
    out_\kind $16, 8
    out_\kind $17, 9
    out_\kind $18, 10
    out_\kind $19, 11
    out_\kind $20, 12
    addiu   $24, $24, 1
    sw      $24, 48($4)
    out_\kind $21, 13
    out_\kind $22, 14
    out_\kind $23, 15
.endm

    .globl  mcu_chacha20_mips32r2_xor
    .ent    mcu_chacha20_mips32r2_xor
    .type   mcu_chacha20_mips32r2_xor, @function
mcu_chacha20_mips32r2_xor:
    .frame  $sp, FRAME, $31
    beq     $7, $0, .Lreturn
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
    or      $3, $5, $6
    andi    $3, $3, 3               /* $3 != 0: LWL/LWR, SWL/SWR */

.Lblock:
    lw      $8, 0($4)
    lw      $9, 4($4)
    lw      $10, 8($4)
    lw      $11, 12($4)
    lw      $12, 16($4)
    lw      $13, 20($4)
    lw      $14, 24($4)
    lw      $15, 28($4)
    lw      $16, 32($4)
    lw      $17, 36($4)
    lw      $18, 40($4)
    lw      $19, 44($4)
    lw      $20, 48($4)
    lw      $21, 52($4)
    lw      $22, 56($4)
    lw      $23, 60($4)
    li      $2, 1                   /* two passes of five double rounds */
.Lrounds:
    double_round
    double_round
    double_round
    double_round
    double_round
    bne     $2, $0, .Lrounds
    addiu   $2, $2, -1

    bne     $3, $0, .Lunaligned
    addiu   $7, $7, -1
    out_block aligned
    addiu   $5, $5, 64
    bne     $7, $0, .Lblock
    addiu   $6, $6, 64
    b       .Ldone
    nop

.Lunaligned:
    out_block unaligned
    addiu   $5, $5, 64
    bne     $7, $0, .Lblock
    addiu   $6, $6, 64

.Ldone:
    lw      $16, 0($sp)
    lw      $17, 4($sp)
    lw      $18, 8($sp)
    lw      $19, 12($sp)
    lw      $20, 16($sp)
    lw      $21, 20($sp)
    lw      $22, 24($sp)
    lw      $23, 28($sp)
    addiu   $sp, $sp, FRAME
.Lreturn:
    jr      $31
    nop
    .end    mcu_chacha20_mips32r2_xor
    .size   mcu_chacha20_mips32r2_xor, . - mcu_chacha20_mips32r2_xor

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
