/* SHA-512 compression function (FIPS 180-4 section 6.4.2) in MIPS32r2
 * assembly with the DSP ASE (o32 ABI; ROTR, INS, WSBH, ADDSC/ADDWC):
 *
 *   void mcu_sha512_mips32r2_compress(uint64_t state[8], const uint8_t *blocks,
 *                                     size_t nblocks, const uint64_t k[80]);
 *
 * (sha512_compress_mips32r2.cc wraps it and passes the round constants, so
 * the code refers to no symbol and is the same with and without
 * -mabicalls/PIC.) 64-bit words are (lo, hi) register pairs. Per block:
 *   1. W[0..15] = the block's big-endian words (LWL/LWR: any alignment).
 *   2. W[16..79] on the stack, six words per loop pass (and a tail of
 *      four), W[t-1], W[t-2], W[t-15], W[t-16] kept in registers.
 *   3. 80 rounds, 8 per loop pass, with a..h in 16 registers (renamed by
 *      the unrolling), the Maj carry b ^ c in two more.
 *   4. H += a..h.
 * Two techniques carry the 32-bit work:
 *   - Half of a 64-bit rotation by n < 32, lo >> n | hi << (32 - n), is two
 *     instructions: SRL, then INS of hi's low n bits at bit 32 - n (by
 *     n >= 32: the halves swap). Sigma functions compute their low half so
 *     (8 instructions) and their high half as low ^ D, where
 *     D = ROTR(lo ^ hi, n1) ^ ROTR(lo ^ hi, n2) ^ ROTR(lo ^ hi, n3) (each
 *     rotation's halves differ by exactly that): 15 instructions. sigma0 is
 *     ROTR^1(z) ^ SHR^7 with z = x ^ ROTR^7(x) (13), sigma1 all funnels (15).
 *   - 64-bit sums in the DSP ASE's ADDSC (low halves, the carry into
 *     DSPControl) and ADDWC (high halves plus that carry): two instructions
 *     an addition instead of ADDU/SLTU/ADDU/ADDU. The W1's microAptiv has
 *     the DSP ASE (the boot code sets Status.MX; the emulators run a 74Kf);
 *     so this file is MIPS32r2 + DSP, not plain MIPS32r2. Both are
 *     single-cycle ALU operations: no timing depends on the data. (Before
 *     them the low halves were summed in the multiply unit's HI:LO by
 *     MADDU by 1: 70.3 cycles/byte on the W1 model, now 62.3.)
 * Loads are issued at least two instructions ahead of their use: no stalls
 * in the cycle model. ADDSC leaves its last carry, a bit of the state, in
 * DSPControl.c: the caller's c is kept in $28 and put back on return.
 *
 * Constant time: no branch or address depends on the data; the branches
 * depend only on the public block count and loop counters. The schedule is
 * wiped from the stack before returning.
 */
    .set    mips32r2
    .set    dsp                     /* ADDSC/ADDWC */
    .set    noreorder
    .set    noat
    .text

/* Frame: W[0..79] at 0..639; saved $16-$23 at 640..671, $28, $30, $31 at
 * 672, 676, 680; the state pointer at 684, the input pointer at 688, the
 * end of the input at 692. */
    .set    FRAME, 696
    .set    S_SAVE, 640
    .set    S_STATE, 684
    .set    S_IN, 688
    .set    S_END, 692

/* One schedule word W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16],
 * $30 = &W[t - j]; the result replaces w16, n7 and n14 receive W[t-7] and
 * W[t-14]. $1-$6 temporaries. */
.macro xstep j, w16L, w16H, w15L, w15H, w2L, w2H, n7L, n7H, n14L, n14H
    lw      \n7L, 8*(\j-7)($30)
    lw      \n7H, 8*(\j-7)+4($30)
    lw      \n14L, 8*(\j-14)($30)
    lw      \n14H, 8*(\j-14)+4($30)
    /* s0 = ROTR^1 ^ ROTR^8 ^ SHR^7 = ROTR^1(z) ^ SHR^7 with
     * z = x ^ ROTR^7(x); SHR^7's low half is ROTR^7's. */
    srl     $1, \w15L, 7            /* ROTR^7(x) */
    ins     $1, \w15H, 25, 7
    srl     $2, \w15H, 7
    ins     $2, \w15L, 25, 7
    xor     $3, \w15L, $1           /* z */
    xor     $2, \w15H, $2
    srl     $4, $3, 1               /* ROTR^1(z) */
    ins     $4, $2, 31, 1
    xor     $4, $4, $1
    srl     $5, $2, 1
    ins     $5, $3, 31, 1
    srl     $6, \w15H, 7
    xor     $5, $5, $6
    addsc   \w16L, \w16L, $4       /* W[t-16] + s0 */
    addwc   \w16H, \w16H, $5
    srl     $4, \w2L, 19            /* s1 = ROTR^19 ^ ROTR^61 ^ SHR^6 */
    ins     $4, \w2H, 13, 19
    srl     $6, \w2H, 29
    ins     $6, \w2L, 3, 29
    xor     $4, $4, $6
    srl     $6, \w2L, 6
    ins     $6, \w2H, 26, 6
    xor     $4, $4, $6
    addsc   \w16L, \w16L, $4       /* + s1 (its high half below) */
    srl     $1, \w2H, 19
    ins     $1, \w2L, 13, 19
    srl     $6, \w2L, 29
    ins     $6, \w2H, 3, 29
    xor     $1, $1, $6
    srl     $6, \w2H, 6
    xor     $1, $1, $6
    addwc   \w16H, \w16H, $1
    addsc   \w16L, \w16L, \n7L      /* + W[t-7] */
    addwc   \w16H, \w16H, \n7H
    sw      \w16L, 8*\j($30)
    sw      \w16H, 8*\j+4($30)
.endm

/* One round t = 8n + j: $7 = &K[8n], $30 = &W[8n]. x = b ^ c on
 * entry. On return the new a is in h, the new e in d, the new x
 * (a ^ b) in (t2, t3); xL, xH, t0, t1, t4, t5 are free. */
.macro rnd j, aL, aH, bL, bH, dL, dH, eL, eH, fL, fH, gL, gH, hL, hH, xL, xH, t0, t1, t2, t3, t4, t5
    lw      \t0, 8*\j($7)           /* K */
    lw      \t1, 8*\j+4($7)
    lw      \t2, 8*\j($30)          /* W */
    lw      \t3, 8*\j+4($30)
    addsc   \hL, \hL, \t0           /* h + K */
    addwc   \hH, \hH, \t1
    addsc   \hL, \hL, \t2           /* + W */
    addwc   \hH, \hH, \t3
    xor     \t0, \fL, \gL           /* Ch = g ^ (e & (f ^ g)) */
    and     \t0, \t0, \eL
    xor     \t0, \t0, \gL
    xor     \t1, \fH, \gH
    and     \t1, \t1, \eH
    xor     \t1, \t1, \gH
    addsc   \hL, \hL, \t0           /* + Ch */
    addwc   \hH, \hH, \t1
    srl     \t0, \eL, 14            /* Sigma1 = ROTR^14 ^ ROTR^18 ^ ROTR^41 */
    ins     \t0, \eH, 18, 14
    srl     \t1, \eL, 18
    ins     \t1, \eH, 14, 18
    xor     \t0, \t0, \t1
    srl     \t1, \eH, 9
    ins     \t1, \eL, 23, 9
    xor     \t0, \t0, \t1           /* low half */
    xor     \t1, \eL, \eH           /* high ^ low = rotations of lo ^ hi */
    rotr    \t2, \t1, 4
    xor     \t2, \t2, \t1
    rotr    \t2, \t2, 14
    rotr    \t1, \t1, 9
    xor     \t2, \t2, \t1
    xor     \t3, \t0, \t2           /* high half */
    addsc   \hL, \hL, \t0           /* + Sigma1: h = T1 */
    addwc   \hH, \hH, \t3
    srl     \t4, \aL, 28            /* Sigma0 = ROTR^28 ^ ROTR^34 ^ ROTR^39 */
    ins     \t4, \aH, 4, 28
    srl     \t1, \aH, 2
    ins     \t1, \aL, 30, 2
    xor     \t4, \t4, \t1
    srl     \t1, \aH, 7
    ins     \t1, \aL, 25, 7
    xor     \t4, \t4, \t1           /* low half */
    xor     \t1, \aL, \aH
    rotr    \t2, \t1, 5
    xor     \t2, \t2, \t1
    rotr    \t2, \t2, 2
    rotr    \t1, \t1, 28
    xor     \t2, \t2, \t1
    xor     \t5, \t4, \t2           /* high half */
    addsc   \dL, \dL, \hL           /* e = d + T1 */
    addwc   \dH, \dH, \hH
    xor     \t2, \aL, \bL           /* Maj = b ^ ((a ^ b) & (b ^ c)) */
    xor     \t3, \aH, \bH
    and     \xL, \xL, \t2
    and     \xH, \xH, \t3
    xor     \xL, \xL, \bL
    xor     \xH, \xH, \bH
    addsc   \hL, \hL, \t4           /* a = T1 + Sigma0 + Maj */
    addwc   \hH, \hH, \t5
    addsc   \hL, \hL, \xL
    addwc   \hH, \hH, \xH
.endm

    .globl  mcu_sha512_mips32r2_compress
    .ent    mcu_sha512_mips32r2_compress
    .type   mcu_sha512_mips32r2_compress, @function
mcu_sha512_mips32r2_compress:
    .frame  $sp, FRAME, $31
    beq     $6, $0, .Lreturn
    nop
    addiu   $sp, $sp, -FRAME
    sw      $16, S_SAVE($sp)
    sw      $17, S_SAVE+4($sp)
    sw      $18, S_SAVE+8($sp)
    sw      $19, S_SAVE+12($sp)
    sw      $20, S_SAVE+16($sp)
    sw      $21, S_SAVE+20($sp)
    sw      $22, S_SAVE+24($sp)
    sw      $23, S_SAVE+28($sp)
    sw      $28, S_SAVE+32($sp)
    sw      $30, S_SAVE+36($sp)
    sw      $31, S_SAVE+40($sp)
    sw      $4, S_STATE($sp)
    sll     $6, $6, 7
    addu    $6, $5, $6
    sw      $6, S_END($sp)
    move    $30, $5
    rddsp   $28, 0x04               /* the caller's DSPControl.c */

.Lblock:
    /* Pass 1: W[0..15] from the block at $30 (each big-endian 64-bit word
     * is hi then lo). */
    sw      $30, S_IN($sp)
    lwl     $1, 3($30)
    lwl     $2, 7($30)
    lwl     $3, 11($30)
    lwl     $4, 15($30)
    lwr     $1, 0($30)
    lwr     $2, 4($30)
    lwr     $3, 8($30)
    lwr     $4, 12($30)
    wsbh    $1, $1
    wsbh    $2, $2
    wsbh    $3, $3
    wsbh    $4, $4
    rotr    $1, $1, 16
    rotr    $2, $2, 16
    rotr    $3, $3, 16
    rotr    $4, $4, 16
    sw      $2, 0($sp)
    sw      $1, 4($sp)
    sw      $4, 8($sp)
    sw      $3, 12($sp)
    lwl     $1, 19($30)
    lwl     $2, 23($30)
    lwl     $3, 27($30)
    lwl     $4, 31($30)
    lwr     $1, 16($30)
    lwr     $2, 20($30)
    lwr     $3, 24($30)
    lwr     $4, 28($30)
    wsbh    $1, $1
    wsbh    $2, $2
    wsbh    $3, $3
    wsbh    $4, $4
    rotr    $1, $1, 16
    rotr    $2, $2, 16
    rotr    $3, $3, 16
    rotr    $4, $4, 16
    sw      $2, 16($sp)
    sw      $1, 20($sp)
    sw      $4, 24($sp)
    sw      $3, 28($sp)
    lwl     $1, 35($30)
    lwl     $2, 39($30)
    lwl     $3, 43($30)
    lwl     $4, 47($30)
    lwr     $1, 32($30)
    lwr     $2, 36($30)
    lwr     $3, 40($30)
    lwr     $4, 44($30)
    wsbh    $1, $1
    wsbh    $2, $2
    wsbh    $3, $3
    wsbh    $4, $4
    rotr    $1, $1, 16
    rotr    $2, $2, 16
    rotr    $3, $3, 16
    rotr    $4, $4, 16
    sw      $2, 32($sp)
    sw      $1, 36($sp)
    sw      $4, 40($sp)
    sw      $3, 44($sp)
    lwl     $1, 51($30)
    lwl     $2, 55($30)
    lwl     $3, 59($30)
    lwl     $4, 63($30)
    lwr     $1, 48($30)
    lwr     $2, 52($30)
    lwr     $3, 56($30)
    lwr     $4, 60($30)
    wsbh    $1, $1
    wsbh    $2, $2
    wsbh    $3, $3
    wsbh    $4, $4
    rotr    $1, $1, 16
    rotr    $2, $2, 16
    rotr    $3, $3, 16
    rotr    $4, $4, 16
    sw      $2, 48($sp)
    sw      $1, 52($sp)
    sw      $4, 56($sp)
    sw      $3, 60($sp)
    lwl     $1, 67($30)
    lwl     $2, 71($30)
    lwl     $3, 75($30)
    lwl     $4, 79($30)
    lwr     $1, 64($30)
    lwr     $2, 68($30)
    lwr     $3, 72($30)
    lwr     $4, 76($30)
    wsbh    $1, $1
    wsbh    $2, $2
    wsbh    $3, $3
    wsbh    $4, $4
    rotr    $1, $1, 16
    rotr    $2, $2, 16
    rotr    $3, $3, 16
    rotr    $4, $4, 16
    sw      $2, 64($sp)
    sw      $1, 68($sp)
    sw      $4, 72($sp)
    sw      $3, 76($sp)
    lwl     $1, 83($30)
    lwl     $2, 87($30)
    lwl     $3, 91($30)
    lwl     $4, 95($30)
    lwr     $1, 80($30)
    lwr     $2, 84($30)
    lwr     $3, 88($30)
    lwr     $4, 92($30)
    wsbh    $1, $1
    wsbh    $2, $2
    wsbh    $3, $3
    wsbh    $4, $4
    rotr    $1, $1, 16
    rotr    $2, $2, 16
    rotr    $3, $3, 16
    rotr    $4, $4, 16
    sw      $2, 80($sp)
    sw      $1, 84($sp)
    sw      $4, 88($sp)
    sw      $3, 92($sp)
    lwl     $1, 99($30)
    lwl     $2, 103($30)
    lwl     $3, 107($30)
    lwl     $4, 111($30)
    lwr     $1, 96($30)
    lwr     $2, 100($30)
    lwr     $3, 104($30)
    lwr     $4, 108($30)
    wsbh    $1, $1
    wsbh    $2, $2
    wsbh    $3, $3
    wsbh    $4, $4
    rotr    $1, $1, 16
    rotr    $2, $2, 16
    rotr    $3, $3, 16
    rotr    $4, $4, 16
    sw      $2, 96($sp)
    sw      $1, 100($sp)
    sw      $4, 104($sp)
    sw      $3, 108($sp)
    lwl     $1, 115($30)
    lwl     $2, 119($30)
    lwl     $3, 123($30)
    lwl     $4, 127($30)
    lwr     $1, 112($30)
    lwr     $2, 116($30)
    lwr     $3, 120($30)
    lwr     $4, 124($30)
    wsbh    $1, $1
    wsbh    $2, $2
    wsbh    $3, $3
    wsbh    $4, $4
    rotr    $1, $1, 16
    rotr    $2, $2, 16
    rotr    $3, $3, 16
    rotr    $4, $4, 16
    sw      $2, 112($sp)
    sw      $1, 116($sp)
    sw      $4, 120($sp)
    sw      $3, 124($sp)

    /* Pass 2: W[16..79]. For t = 16: W[t-16] in $8/$9, W[t-15] $10/$11,
     * W[t-2] $12/$13, W[t-1] $14/$15 ($16-$19 take the new loads); the
     * roles rotate with period six: ten passes, then four words. */
    lw      $8, 0($sp)
    lw      $9, 4($sp)
    lw      $10, 8($sp)
    lw      $11, 12($sp)
    lw      $12, 112($sp)
    lw      $13, 116($sp)
    lw      $14, 120($sp)
    lw      $15, 124($sp)
    addiu   $30, $sp, 128
    addiu   $31, $sp, 8*76
.Lschedule:
    xstep   0, $8, $9, $10, $11, $12, $13, $16, $17, $18, $19
    xstep   1, $10, $11, $18, $19, $14, $15, $12, $13, $16, $17
    xstep   2, $18, $19, $16, $17, $8, $9, $14, $15, $12, $13
    xstep   3, $16, $17, $12, $13, $10, $11, $8, $9, $14, $15
    xstep   4, $12, $13, $14, $15, $18, $19, $10, $11, $8, $9
    xstep   5, $14, $15, $8, $9, $16, $17, $18, $19, $10, $11
    addiu   $30, $30, 48
    bne     $30, $31, .Lschedule
    nop
    xstep   0, $8, $9, $10, $11, $12, $13, $16, $17, $18, $19
    xstep   1, $10, $11, $18, $19, $14, $15, $12, $13, $16, $17
    xstep   2, $18, $19, $16, $17, $8, $9, $14, $15, $12, $13
    xstep   3, $16, $17, $12, $13, $10, $11, $8, $9, $14, $15

    /* Pass 3: the rounds. */
    lw      $1, S_STATE($sp)
    move    $30, $sp
    addiu   $31, $7, 640
    lw      $8, 0($1)
    lw      $9, 4($1)
    lw      $10, 8($1)
    lw      $11, 12($1)
    lw      $12, 16($1)
    lw      $13, 20($1)
    lw      $14, 24($1)
    lw      $15, 28($1)
    lw      $16, 32($1)
    lw      $17, 36($1)
    lw      $18, 40($1)
    lw      $19, 44($1)
    lw      $20, 48($1)
    lw      $21, 52($1)
    lw      $22, 56($1)
    lw      $23, 60($1)
    xor     $24, $10, $12           /* b ^ c */
    xor     $25, $11, $13
.Lrounds:
    rnd     0, $8, $9, $10, $11, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $1, $2, $3, $4, $5, $6
    rnd     1, $22, $23, $8, $9, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $3, $4, $1, $2, $24, $25, $5, $6
    rnd     2, $20, $21, $22, $23, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $24, $25, $1, $2, $3, $4, $5, $6
    rnd     3, $18, $19, $20, $21, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $3, $4, $1, $2, $24, $25, $5, $6
    rnd     4, $16, $17, $18, $19, $22, $23, $8, $9, $10, $11, $12, $13, $14, $15, $24, $25, $1, $2, $3, $4, $5, $6
    rnd     5, $14, $15, $16, $17, $20, $21, $22, $23, $8, $9, $10, $11, $12, $13, $3, $4, $1, $2, $24, $25, $5, $6
    rnd     6, $12, $13, $14, $15, $18, $19, $20, $21, $22, $23, $8, $9, $10, $11, $24, $25, $1, $2, $3, $4, $5, $6
    rnd     7, $10, $11, $12, $13, $16, $17, $18, $19, $20, $21, $22, $23, $8, $9, $3, $4, $1, $2, $24, $25, $5, $6
    addiu   $7, $7, 64
    bne     $7, $31, .Lrounds
    addiu   $30, $30, 64            /* delay slot */

    /* H += a..h. */
    lw      $1, S_STATE($sp)
    addiu   $7, $7, -640
    .irp    p, 0, 16, 32, 48
    lw      $2, \p($1)
    lw      $3, \p+4($1)
    lw      $4, \p+8($1)
    lw      $5, \p+12($1)
    .if \p == 0
    addsc   $8, $8, $2
    addwc   $9, $9, $3
    addsc   $10, $10, $4
    addwc   $11, $11, $5
    sw      $8, \p($1)
    sw      $9, \p+4($1)
    sw      $10, \p+8($1)
    sw      $11, \p+12($1)
    .endif
    .if \p == 16
    addsc   $12, $12, $2
    addwc   $13, $13, $3
    addsc   $14, $14, $4
    addwc   $15, $15, $5
    sw      $12, \p($1)
    sw      $13, \p+4($1)
    sw      $14, \p+8($1)
    sw      $15, \p+12($1)
    .endif
    .if \p == 32
    addsc   $16, $16, $2
    addwc   $17, $17, $3
    addsc   $18, $18, $4
    addwc   $19, $19, $5
    sw      $16, \p($1)
    sw      $17, \p+4($1)
    sw      $18, \p+8($1)
    sw      $19, \p+12($1)
    .endif
    .if \p == 48
    addsc   $20, $20, $2
    addwc   $21, $21, $3
    addsc   $22, $22, $4
    addwc   $23, $23, $5
    sw      $20, \p($1)
    sw      $21, \p+4($1)
    sw      $22, \p+8($1)
    sw      $23, \p+12($1)
    .endif
    .endr

    lw      $30, S_IN($sp)
    lw      $31, S_END($sp)
    addiu   $30, $30, 128
    bne     $30, $31, .Lblock
    nop

    /* Wipe the schedule. */
    move    $1, $sp
    addiu   $2, $sp, 640
.Lwipe:
    sw      $0, 0($1)
    sw      $0, 4($1)
    sw      $0, 8($1)
    addiu   $1, $1, 16
    bne     $1, $2, .Lwipe
    sw      $0, -4($1)              /* delay slot */
    lw      $16, S_SAVE($sp)
    lw      $17, S_SAVE+4($sp)
    lw      $18, S_SAVE+8($sp)
    lw      $19, S_SAVE+12($sp)
    lw      $20, S_SAVE+16($sp)
    lw      $21, S_SAVE+20($sp)
    lw      $22, S_SAVE+24($sp)
    lw      $23, S_SAVE+28($sp)
    wrdsp   $28, 0x04
    lw      $28, S_SAVE+32($sp)
    lw      $30, S_SAVE+36($sp)
    lw      $31, S_SAVE+40($sp)
    addiu   $sp, $sp, FRAME
.Lreturn:
    jr      $31
    nop
    .end    mcu_sha512_mips32r2_compress
    .size   mcu_sha512_mips32r2_compress, . - mcu_sha512_mips32r2_compress

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
