/* Poly1305's block loop (RFC 8439 section 2.5) in MIPS32r2 assembly (o32
 * ABI) for the microAptiv:
 *
 *   void mcu_poly1305_mips32r2_absorb(mcu_poly1305_ctx *ctx,
 *                                     const uint8_t *m, size_t nblocks,
 *                                     uint32_t pad_bit);
 *
 * h = (h + block + pad_bit * 2^128) * r for each 16-byte block at m (any
 * alignment: LWL/LWR); r at offset 0 of ctx, h at 32 (poly1305_mips32r2.cc
 * checks the layout). The arithmetic is poly1305_portable.cc's: radix 2^32,
 * s_i = r_i + (r_i >> 2) for the wrap-around terms, the four column sums
 * by product scanning in the MDU (MULTU, then MADDU into HI/LO; h4 * r0
 * with MUL), the columns carried with SLTU.
 *
 * Two changes of schedule make a block about 78 cycles (4.9 cycles/byte in
 * the PIC32MZ W1 board model; the portable C++ ran 11.2):
 *   - The fold of the bits above 2^130 (c = 5 * (h4 >> 2), h4 &= 3) is
 *     not carried through h at once: c rides along in the next block's
 *     h += m chain (h0 + m0 + c; the carries are then 0..2), and is
 *     carried in at the end of the call. The bound is unchanged: h4 <= 3
 *     + 2 + pad_bit <= 7 before a multiplication, as the portable code
 *     has it, and h4 <= 4 on return.
 *   - The new h goes to the other of two register sets (A: $16-$20, B:
 *     $21-$23, $30, $31), since the old one is read until the last column;
 *     the loop body is two copies with the roles swapped. Each column's
 *     MFLO/MFHI is preceded by two or three instructions that do not need
 *     the MDU (the previous column's carry, the pointer updates), which
 *     hide the multiply latency.
 *
 * Constant time: the MDU's MULTU/MADDU/MUL take a fixed time on the
 * microAptiv; no branch or address depends on the key or the message.
 * Nothing is written to the stack but the saved registers.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

/* Frame: saved $16-$23 at 0..28, $30, $31 at 32, 36. */
    .set    FRAME, 40

/* $8-$11 r0-r3, $12-$14 s1-s3, $15 = 0xfffffffc, $2 the pending fold c,
 * $7 pad_bit; $1, $3, $24, $25 temporaries. */

/* One block: h (in a0..a4) + m + c, times r, into b0..b4; c for the next
 * block in $2. Ends with the branch delay slot's instruction left to the
 * caller (the last ADDU of c), so a loop branch can take its place. */
.macro block a0, a1, a2, a3, a4, b0, b1, b2, b3, b4
    lwl     $1, 3($5)
    lwl     $3, 7($5)
    lwr     $1, 0($5)
    lwr     $3, 4($5)
    lwl     $24, 11($5)
    lwl     $25, 15($5)
    lwr     $24, 8($5)
    lwr     $25, 12($5)
    /* h += m + c, carries 0..2 in $2 */
    addu    \a0, \a0, $1
    sltu    $1, \a0, $1
    addu    \a0, \a0, $2
    sltu    $2, \a0, $2
    addu    $2, $2, $1
    addu    \a1, \a1, $3
    sltu    $3, \a1, $3
    addu    \a1, \a1, $2
    sltu    $2, \a1, $2
    addu    $2, $2, $3
    addu    \a2, \a2, $24
    sltu    $24, \a2, $24
    addu    \a2, \a2, $2
    sltu    $2, \a2, $2
    addu    $2, $2, $24
    addu    \a3, \a3, $25
    sltu    $25, \a3, $25
    addu    \a3, \a3, $2
    sltu    $2, \a3, $2
    addu    $2, $2, $25
    /* d0 = h0 r0 + h1 s3 + h2 s2 + h3 s1 (h4 is not needed yet) */
    multu   \a0, $8
    maddu   \a1, $14
    maddu   \a2, $13
    maddu   \a3, $12
    addu    \a4, \a4, $2
    addu    \a4, \a4, $7
    mflo    \b0
    mfhi    $1                      /* H0 */
    /* d1 = h0 r1 + h1 r0 + h2 s3 + h3 s2 + h4 s1 */
    multu   \a0, $9
    maddu   \a1, $8
    maddu   \a2, $14
    maddu   \a3, $13
    maddu   \a4, $12
    addiu   $6, $6, -1
    addiu   $5, $5, 16
    mflo    \b1
    mfhi    $3                      /* H1 */
    /* d2 = h0 r2 + h1 r1 + h2 r0 + h3 s3 + h4 s2 */
    multu   \a0, $10
    maddu   \a1, $9
    maddu   \a2, $8
    maddu   \a3, $14
    maddu   \a4, $13
    addu    \b1, \b1, $1
    sltu    $24, \b1, $1
    addu    $3, $3, $24
    mflo    \b2
    mfhi    $1                      /* H2 */
    /* d3 = h0 r3 + h1 r2 + h2 r1 + h3 r0 + h4 s3 */
    multu   \a0, $11
    maddu   \a1, $10
    maddu   \a2, $9
    maddu   \a3, $8
    maddu   \a4, $14
    addu    \b2, \b2, $3
    sltu    $24, \b2, $3
    addu    $1, $1, $24
    mflo    \b3
    mfhi    $3                      /* H3 */
    /* HI/LO are read: MUL may now clobber them (MIPS32 leaves it open). */
    mul     \b4, \a4, $8            /* h4 <= 7, r0 < 2^28 */
    addu    \b3, \b3, $1
    sltu    $24, \b3, $1
    addu    $3, $3, $24
    addu    \b4, \b4, $3
    /* c = 5 * (h4 >> 2), h4 &= 3 */
    srl     $2, \b4, 2
    and     $24, \b4, $15
    andi    \b4, \b4, 3
.endm

/* h (in h0..h4) += c, carried, to ctx->h; then return. */
.macro finish h0, h1, h2, h3, h4
    addu    \h0, \h0, $2
    sltu    $2, \h0, $2
    addu    \h1, \h1, $2
    sltu    $2, \h1, $2
    addu    \h2, \h2, $2
    sltu    $2, \h2, $2
    addu    \h3, \h3, $2
    sltu    $2, \h3, $2
    addu    \h4, \h4, $2
    sw      \h0, 32($4)
    sw      \h1, 36($4)
    sw      \h2, 40($4)
    sw      \h3, 44($4)
    b       .Lrestore
    sw      \h4, 48($4)
.endm

    .globl  mcu_poly1305_mips32r2_absorb
    .ent    mcu_poly1305_mips32r2_absorb
    .type   mcu_poly1305_mips32r2_absorb, @function
mcu_poly1305_mips32r2_absorb:
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
    sw      $30, 32($sp)
    sw      $31, 36($sp)
    lw      $8, 0($4)
    lw      $9, 4($4)
    lw      $10, 8($4)
    lw      $11, 12($4)
    addiu   $15, $0, -4
    move    $2, $0
    srl     $12, $9, 2
    srl     $13, $10, 2
    srl     $14, $11, 2
    addu    $12, $12, $9
    addu    $13, $13, $10
    addu    $14, $14, $11
    /* An odd count starts with the second copy (set B), so both end on a
     * block boundary of the loop. */
    andi    $24, $6, 1
    bne     $24, $0, .Lstart_b
    nop
    lw      $16, 32($4)
    lw      $17, 36($4)
    lw      $18, 40($4)
    lw      $19, 44($4)
    lw      $20, 48($4)
.Lloop:
    block   $16, $17, $18, $19, $20, $21, $22, $23, $30, $31
    beq     $6, $0, .Lfinish_b
    addu    $2, $2, $24
.Lsecond:
    block   $21, $22, $23, $30, $31, $16, $17, $18, $19, $20
    bne     $6, $0, .Lloop
    addu    $2, $2, $24
    finish  $16, $17, $18, $19, $20
.Lfinish_b:
    finish  $21, $22, $23, $30, $31

.Lstart_b:
    lw      $21, 32($4)
    lw      $22, 36($4)
    lw      $23, 40($4)
    lw      $30, 44($4)
    b       .Lsecond
    lw      $31, 48($4)

.Lrestore:
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
    addiu   $sp, $sp, FRAME
.Lreturn:
    jr      $31
    nop
    .end    mcu_poly1305_mips32r2_absorb
    .size   mcu_poly1305_mips32r2_absorb, . - mcu_poly1305_mips32r2_absorb

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
