/* Ascon-p[rnd] (NIST SP 800-232), bit-interleaved, in MIPS32r2 assembly
 * (o32 ABI; ROTR, EXT, INS, and the DSP ASE's byte packing in the
 * conversions) for the microAptiv. The representation is that
 * of ascon_permutation_bi32.cc (each 64-bit word as its even and odd bits,
 * e | o << 32), except that inside the routines the odd halves are held
 * rotated (O = o <<< 4, which saves a rotation a round: see `linear`).
 * Measured in the PIC32MZ W1 board model (ideal memory): Ascon-Hash256
 * 113.7 cycles/byte, Ascon-AEAD128 44.7 both ways (114.4 and 45.7 before
 * the DSP ASE conversions); the portable bi32 C++ ran 140.2, 62.7 and
 * 65.2.
 *
 * The S-box runs on complemented words: inside the routines x1, x2 and x3
 * are held inverted (X1 = ~x1, X2 = ~x2, X3 = ~x3; x0, x4 as they are).
 * MIPS has AND, OR, NOR and XOR but no AND-NOT, and each chi term
 * ~a & b then becomes one instruction:
 *   a0 = x0 ^ x4, a1 = x1, a2 = x2 ^ x1 ^ c, a3 = x3, a4 = x4 ^ x3;
 *   with A1 = ~a1, A2 = a2, A3 = ~a3, A4 = ~a4 (as computed from X):
 *   t0 = ~a1 & a2 = A1 & A2          t1 = ~a2 & a3 = NOR(A2, A3)
 *   t2 = ~a3 & a4 = ~x3 & x4 = X3 & x4 (a4 before x4 ^= x3 is x4 where
 *                                       x3 = 0)
 *   t3 = ~a4 & a0 = A4 & a0          ~t4 = a0 | ~a1 = a0 | A1
 *   b0 = a0 ^ t0, B1 = A1 ^ t1 = ~b1, b2 = A2 ^ t2, B3 = A3 ^ t3 = ~b3,
 *   b4 = A4 ^ ~t4;
 *   then x0 = b0 ^ b4, X1 = B1 ^ b0 = ~(b1 ^ b0), X2 = b2 = ~(~b2),
 *   X3 = B3 ^ b2 = ~(b3 ^ b2), x4 = b4:
 * the standard's x2 = ~b2 comes for free, and the output is inverted in
 * the same words as the input, which the linear layer (XORs of three
 * rotations of a word) keeps. So the S-box is 17 instructions per half
 * with the constant and no NOT; with the 38 of the linear layer a round
 * is 72 single-cycle instructions, no loads or stalls. The words are inverted once at entry and exit
 * (and the rate word x1 when it is loaded or stored).
 *
 * Five entry points share one copy of the twelve unrolled rounds (all the
 * same length: the first round to run is entered by address):
 *   void mcu_ascon_mips32r2_permute(uint64_t s[5], unsigned rounds);
 *   void mcu_ascon_mips32r2_absorb_rate64(uint64_t s[5], const uint8_t *in,
 *                                         size_t nblocks, unsigned rounds);
 *   void mcu_ascon_mips32r2_absorb_rate128(... the same ...);
 *   void mcu_ascon_mips32r2_encrypt_rate128(uint64_t s[5],
 *                                           const uint8_t *in, uint8_t *out,
 *                                           size_t nblocks, unsigned rounds);
 *   void mcu_ascon_mips32r2_decrypt_rate128(... the same ...);
 * (ascon_permutation_bi32_mips32r2.cc wraps them.) rounds outside 1..12 or
 * nblocks == 0 return at once, leaving s unchanged. The block loops convert
 * between the standard and the held form in registers (21 instructions a
 * 64-bit word in, 27 out, see `import`);
 * the input and output have any alignment (LWL/LWR, SWL/SWR), and a block's
 * input is read before its output is written, so in == out works.
 *
 * Constant time by construction: no branch or address depends on the state
 * or the data; the branches and the computed jump depend on the public
 * round and block counts.
 *
 * Registers: x0e/x0o $8/$9, x1 $10/$11, x2 $12/$13, x3 $14/$15, x4 $16/$17;
 * $18-$20 the conversion masks; $4 s, $5 in, $6 out, $7 blocks left
 * after the current one; $3 the address of the first round to run, $30 the
 * block routine; $1, $2, $22-$25, $31 temporaries.
 */
    .set    mips32r2
    .set    dspr2                   /* PRECR.QB.PH (rev. 2), PRECRQ.QB.PH, PRECEU.PH.QBR/QBL */
    .set    noreorder
    .set    noat
    .text

/* Frame: saved $16-$20 at 0..16, $22, $23 at 24, 28, $30, $31 at 32, 36 ($21 is
 * not used). */
    .set    FRAME, 40
/* Bytes per round (all rounds are the same length, checked below). */
    .set    ROUND_BYTES, 4 * 72

/* Constant addition and S-box on one half (see the header). */
.macro sbox_half x0, x1, x2, x3, x4, c
    xori    \x2, \x2, \c
    xor     \x0, \x0, \x4           /* a0 */
    xor     \x2, \x2, \x1           /* a2 (X1, X2 both inverted) */
    and     $24, \x3, \x4           /* t2 = X3 & x4 */
    xor     \x4, \x4, \x3           /* A4 = ~a4 */
    and     $25, \x1, \x2           /* t0 = A1 & a2 */
    nor     $1, \x2, \x3            /* t1 = NOR(a2, A3) */
    xor     \x2, \x2, $24           /* b2 */
    and     $24, \x4, \x0           /* t3 = A4 & a0 */
    xor     \x3, \x3, $24           /* B3 = ~b3 */
    or      $24, \x0, \x1           /* ~t4 = a0 | A1 */
    xor     \x0, \x0, $25           /* b0 */
    xor     \x1, \x1, $1            /* B1 = ~b1 */
    xor     \x4, \x4, $24           /* b4 */
    xor     \x1, \x1, \x0           /* X1 = ~(b1 ^ b0) */
    xor     \x0, \x0, \x4           /* x0 = b0 ^ b4 */
    xor     \x3, \x3, \x2           /* X3 = ~(b3 ^ b2); X2 = b2 = ~(~b2) */
.endm

/* The linear layer. The odd halves are held rotated: O = o >>> 28 (o <<< 4),
 * the even ones as they are. A 64-bit rotation by 2k rotates both halves
 * by k; by 2k + 1 it maps e to o >>> k and o to e >>> (k + 1), which in
 * the held form are O >>> (k + 4) and E >>> (k - 3) (mod 32). With this
 * offset two of the twenty 32-bit rotations have amount 0 (in x3 and x4;
 * without it only x2's one), so the layer is 38 instructions. x0, x1 and
 * x2 use x ^= (x ^ (x >>> d)) >>> a with y = x ^ (x >>> d) in $24 (even)
 * and $25 (odd); x3 and x4 as noted. The odd half of the round constant
 * is shifted left by 4 to match. */
.macro linear
    /* x0: d = 9, a = 19 */
    rotr    $24, $9, 8
    rotr    $25, $8, 1
    xor     $24, $24, $8
    xor     $25, $25, $9
    rotr    $25, $25, 13
    rotr    $24, $24, 6
    xor     $8, $8, $25
    xor     $9, $9, $24
    /* x1: d = 22, a = 39 */
    rotr    $24, $10, 11
    rotr    $25, $11, 11
    xor     $24, $24, $10
    xor     $25, $25, $11
    rotr    $25, $25, 23
    rotr    $24, $24, 16
    xor     $10, $10, $25
    xor     $11, $11, $24
    /* x2: d = 5, a = 1 */
    rotr    $24, $13, 6
    rotr    $25, $12, 31
    xor     $24, $24, $12
    xor     $25, $25, $13
    rotr    $25, $25, 4
    rotr    $24, $24, 29
    xor     $12, $12, $25
    xor     $13, $13, $24
    /* x3: d = 7, a = 10: y_o = O ^ E unrotated */
    rotr    $24, $15, 7
    xor     $25, $15, $14
    xor     $24, $24, $14
    rotr    $25, $25, 5
    rotr    $24, $24, 5
    xor     $15, $15, $25
    xor     $14, $14, $24
    /* x4: x ^ (x >>> 7) ^ (x >>> 41): E ^= O >>> 7 ^ O >>> 24,
     * O ^= E ^ E >>> 17 */
    rotr    $24, $17, 7
    rotr    $25, $17, 24
    xor     $24, $24, $25
    rotr    $25, $16, 17
    xor     $25, $25, $16
    xor     $16, $16, $24
    xor     $17, $17, $25
.endm

/* One round; ce and co are the even and odd bits of its constant. */
.macro round ce, co
    sbox_half $8, $10, $12, $14, $16, \ce
    sbox_half $9, $11, $13, $15, $17, \co << 4
    linear
.endm

/* Conversions between the standard form (lo, hi: the word's two 32-bit
 * halves) and the held one (E, O): the perfect unshuffle of 64 bits moves
 * bit i to i / 2 (even i) or 32 + (i - 1) / 2 (odd i), a rotation of the
 * six index bits; here it is five exchanges of index bit 5 with bits 4,
 * 3, 2, 1, 0, each a delta swap between the two words (6 instructions),
 * where unzipping each word takes 44. The first two (bit 5 with 4, then
 * 3) move whole bytes: the DSP ASE's PRECR.QB.PH/PRECRQ.QB.PH (the even
 * and the odd bytes of both words, 2 instructions) do them on import, its
 * PRECEU.PH.QBR/QBL (bytes to halfwords, 8 with the shifts and ORs) on
 * export. So 21 instructions in, 27 out (both were 28 with delta swaps
 * alone). xswap exchanges the bits of lo at positions with bit k set
 * with those of hi at the positions 2^k lower (mask: bit k clear). */
.macro xswap lo, hi, shift, mask, lo_out=0, hi_out=0
    srl     $1, \lo, \shift
    xor     $1, $1, \hi
    and     $1, $1, \mask
    .ifc \hi_out, 0
    xor     \hi, \hi, $1
    .else
    xor     \hi_out, \hi, $1
    .endif
    sll     $1, $1, \shift
    .ifc \lo_out, 0
    xor     \lo, \lo, $1
    .else
    xor     \lo_out, \lo, $1
    .endif
.endm

/* (lo, hi) -> (E, O) in e_out, o_out; lo, hi and $2 are clobbered. */
.macro import lo, hi, e_out, o_out
    precr.qb.ph  $2, \hi, \lo       /* bytes h2 h0 l2 l0: index bits 5, 4, 3 */
    precrq.qb.ph \hi, \hi, \lo      /* bytes h3 h1 l3 l1 */
    xswap   $2, \hi, 4, $20
    xswap   $2, \hi, 2, $19
    xswap   $2, \hi, 1, $18, \e_out, \hi
    rotr    \o_out, \hi, 28
.endm

/* (E, O) in xe, xo -> (lo, hi); xe and xo are kept, $2 is clobbered. */
.macro export xe, xo, lo, hi
    rotr    \hi, \xo, 4
    xswap   \xe, \hi, 1, $18, \lo
    xswap   \lo, \hi, 2, $19
    xswap   \lo, \hi, 4, $20
    preceu.ph.qbr $1, \lo           /* (h2 h0 l2 l0) -> 0 l2 0 l0 */
    preceu.ph.qbl \lo, \lo          /* 0 h2 0 h0 */
    preceu.ph.qbr $2, \hi           /* (h3 h1 l3 l1) -> 0 l3 0 l1 */
    preceu.ph.qbl \hi, \hi          /* 0 h3 0 h1 */
    sll     \hi, \hi, 8
    or      \hi, \hi, \lo           /* h3 h2 h1 h0 */
    sll     $2, $2, 8
    or      \lo, $1, $2             /* l3 l2 l1 l0 */
.endm

/* lo, hi = the 8 bytes at off(p), little-endian (any alignment). */
.macro load_word lo, hi, p, off
    lwl     \lo, \off + 3(\p)
    lwl     \hi, \off + 7(\p)
    lwr     \lo, \off(\p)
    lwr     \hi, \off + 4(\p)
.endm
.macro store_word lo, hi, p, off
    swl     \lo, \off + 3(\p)
    swr     \lo, \off(\p)
    swl     \hi, \off + 7(\p)
    swr     \hi, \off + 4(\p)
.endm

/* The common entry: $7 = blocks (nonzero, checked by the caller), r =
 * rounds (a register); validates r, saves registers, loads the state into
 * the held form, sets $3 to the first round, $30 to the block routine's
 * second instruction (the loop runs the first in a delay slot), $7 to the
 * blocks after the first, and jumps to `first`. */
.macro entry r, block, first
    addiu   \r, \r, -1
    sltiu   $1, \r, 12
    beq     $1, $0, .Lreturn        /* rounds outside 1..12 */
    nop
    addiu   $sp, $sp, -FRAME
    sw      $16, 0($sp)
    sw      $17, 4($sp)
    sw      $18, 8($sp)
    sw      $19, 12($sp)
    sw      $20, 16($sp)
    sw      $22, 24($sp)
    sw      $23, 28($sp)
    sw      $30, 32($sp)
    sw      $31, 36($sp)
    /* $3 = &round[12 - rounds] = &round[11 - r] */
    li      $1, 11
    subu    $1, $1, \r
    li      $2, ROUND_BYTES
    mul     $1, $1, $2
    bal     1f
    addiu   $7, $7, -1
1:  addiu   $3, $31, .Lround0 - 1b
    addu    $3, $3, $1
    addiu   $30, $31, \block + 4 - 1b
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
    li      $18, 0x55555555
    li      $19, 0x33333333
    li      $20, 0x0f0f0f0f
    rotr    $9, $9, 28
    rotr    $11, $11, 28
    rotr    $13, $13, 28
    rotr    $15, $15, 28
    rotr    $17, $17, 28
    nor     $10, $10, $0
    nor     $11, $11, $0
    nor     $12, $12, $0
    nor     $13, $13, $0
    nor     $14, $14, $0
    b       \first
    nor     $15, $15, $0
.endm

    .globl  mcu_ascon_mips32r2_permute
    .ent    mcu_ascon_mips32r2_permute
    .type   mcu_ascon_mips32r2_permute, @function
mcu_ascon_mips32r2_permute:
    .frame  $sp, FRAME, $31
    li      $7, 1                   /* one pass through the rounds */
    entry   $5, .Lround0, .Lenter_rounds
.Lenter_rounds:
    jr      $3
    nop

/* The twelve rounds. Round i's constant is ((15 - i) << 4) | i; its even
 * and odd bits: */
    .p2align 2
.Lround0:  round 12, 12             /* 0xf0 */
.Lround1:  round 9, 12              /* 0xe1 */
    .if     .Lround1 - .Lround0 - ROUND_BYTES
    .error  "ROUND_BYTES is not the length of a round"
    .endif
.Lround2:  round 12, 9              /* 0xd2 */
.Lround3:  round 9, 9               /* 0xc3 */
.Lround4:  round 6, 12              /* 0xb4 */
.Lround5:  round 3, 12              /* 0xa5 */
.Lround6:  round 6, 9               /* 0x96 */
.Lround7:  round 3, 9               /* 0x87 */
.Lround8:  round 12, 6              /* 0x78 */
.Lround9:  round 9, 6               /* 0x69 */
.Lround10: round 12, 3              /* 0x5a */
.Lround11: round 9, 3               /* 0x4b */
    beq     $7, $0, .Ldone
    addiu   $7, $7, -1
    jr      $30                     /* the next block */
    lwl     $22, 3($5)              /* every block routine's first */

.Ldone:
    nor     $10, $10, $0
    nor     $11, $11, $0
    nor     $12, $12, $0
    nor     $13, $13, $0
    nor     $14, $14, $0
    nor     $15, $15, $0
    rotr    $9, $9, 4
    rotr    $11, $11, 4
    rotr    $13, $13, 4
    rotr    $15, $15, 4
    rotr    $17, $17, 4
    sw      $8, 0($4)
    sw      $9, 4($4)
    sw      $10, 8($4)
    sw      $11, 12($4)
    sw      $12, 16($4)
    sw      $13, 20($4)
    sw      $14, 24($4)
    sw      $15, 28($4)
    sw      $16, 32($4)
    sw      $17, 36($4)
    lw      $16, 0($sp)
    lw      $17, 4($sp)
    lw      $18, 8($sp)
    lw      $19, 12($sp)
    lw      $20, 16($sp)
    lw      $22, 24($sp)
    lw      $23, 28($sp)
    lw      $30, 32($sp)
    lw      $31, 36($sp)
    addiu   $sp, $sp, FRAME
.Lreturn:
    jr      $31
    nop

/* Each block routine starts with the same LWL (the loop runs it in the
 * delay slot of its jump) and ends by entering the rounds. */
.Lblock_rate64:                     /* S0 ^= 8 bytes */
    lwl     $22, 3($5)
    lwl     $23, 7($5)
    lwr     $22, 0($5)
    lwr     $23, 4($5)
    import  $22, $23, $22, $23
    xor     $8, $8, $22
    xor     $9, $9, $23
    jr      $3
    addiu   $5, $5, 8

.Lblock_absorb128:                  /* S0, S1 ^= 16 bytes */
    lwl     $22, 3($5)
    lwl     $23, 7($5)
    lwr     $22, 0($5)
    lwr     $23, 4($5)
    load_word $24, $25, $5, 8
    import  $22, $23, $22, $23
    import  $24, $25, $24, $25
    xor     $8, $8, $22
    xor     $9, $9, $23
    xor     $10, $10, $24
    xor     $11, $11, $25
    jr      $3
    addiu   $5, $5, 16

.Lblock_encrypt128:                 /* S0, S1 ^= P; C = S0 || S1 */
    lwl     $22, 3($5)              /* all 16 input bytes are read first */
    lwl     $23, 7($5)
    lwr     $22, 0($5)
    lwr     $23, 4($5)
    load_word $24, $25, $5, 8
    import  $22, $23, $22, $23
    import  $24, $25, $24, $25
    xor     $8, $8, $22
    xor     $9, $9, $23
    xor     $10, $10, $24
    xor     $11, $11, $25
    export  $8, $9, $22, $23
    store_word $22, $23, $6, 0
    export  $10, $11, $22, $23
    nor     $22, $22, $0            /* x1 is held inverted */
    nor     $23, $23, $0
    store_word $22, $23, $6, 8
    addiu   $5, $5, 16
    jr      $3
    addiu   $6, $6, 16

.Lblock_decrypt128:                 /* P = S0 || S1 ^ C; S0, S1 = C */
    lwl     $22, 3($5)              /* C is read before P is written */
    lwl     $23, 7($5)
    lwr     $22, 0($5)
    lwr     $23, 4($5)
    export  $8, $9, $24, $25
    xor     $24, $24, $22
    xor     $25, $25, $23
    store_word $24, $25, $6, 0
    import  $22, $23, $8, $9
    load_word $22, $23, $5, 8
    export  $10, $11, $24, $25
    nor     $22, $22, $0            /* x1 inverted: so is C's import */
    nor     $23, $23, $0
    xor     $24, $24, $22           /* ~x1 ^ C = x1 ^ ~C */
    xor     $25, $25, $23
    store_word $24, $25, $6, 8
    import  $22, $23, $10, $11
    addiu   $5, $5, 16
    jr      $3
    addiu   $6, $6, 16
    .end    mcu_ascon_mips32r2_permute
    .size   mcu_ascon_mips32r2_permute, . - mcu_ascon_mips32r2_permute

/* (s, in, nblocks, rounds) */
    .globl  mcu_ascon_mips32r2_absorb_rate64
    .ent    mcu_ascon_mips32r2_absorb_rate64
    .type   mcu_ascon_mips32r2_absorb_rate64, @function
mcu_ascon_mips32r2_absorb_rate64:
    .frame  $sp, FRAME, $31
    beq     $6, $0, .Lreturn
    move    $2, $7
    move    $7, $6
    entry   $2, .Lblock_rate64, .Lblock_rate64
    .end    mcu_ascon_mips32r2_absorb_rate64
    .size   mcu_ascon_mips32r2_absorb_rate64, . - mcu_ascon_mips32r2_absorb_rate64

    .globl  mcu_ascon_mips32r2_absorb_rate128
    .ent    mcu_ascon_mips32r2_absorb_rate128
    .type   mcu_ascon_mips32r2_absorb_rate128, @function
mcu_ascon_mips32r2_absorb_rate128:
    .frame  $sp, FRAME, $31
    beq     $6, $0, .Lreturn
    move    $2, $7
    move    $7, $6
    entry   $2, .Lblock_absorb128, .Lblock_absorb128
    .end    mcu_ascon_mips32r2_absorb_rate128
    .size   mcu_ascon_mips32r2_absorb_rate128, . - mcu_ascon_mips32r2_absorb_rate128

/* (s, in, out, nblocks, rounds at 16($sp)) */
    .globl  mcu_ascon_mips32r2_encrypt_rate128
    .ent    mcu_ascon_mips32r2_encrypt_rate128
    .type   mcu_ascon_mips32r2_encrypt_rate128, @function
mcu_ascon_mips32r2_encrypt_rate128:
    .frame  $sp, FRAME, $31
    beq     $7, $0, .Lreturn
    lw      $2, 16($sp)
    entry   $2, .Lblock_encrypt128, .Lblock_encrypt128
    .end    mcu_ascon_mips32r2_encrypt_rate128
    .size   mcu_ascon_mips32r2_encrypt_rate128, . - mcu_ascon_mips32r2_encrypt_rate128

    .globl  mcu_ascon_mips32r2_decrypt_rate128
    .ent    mcu_ascon_mips32r2_decrypt_rate128
    .type   mcu_ascon_mips32r2_decrypt_rate128, @function
mcu_ascon_mips32r2_decrypt_rate128:
    .frame  $sp, FRAME, $31
    beq     $7, $0, .Lreturn
    lw      $2, 16($sp)
    entry   $2, .Lblock_decrypt128, .Lblock_decrypt128
    .end    mcu_ascon_mips32r2_decrypt_rate128
    .size   mcu_ascon_mips32r2_decrypt_rate128, . - mcu_ascon_mips32r2_decrypt_rate128

#if defined(__linux__)
    .section .note.GNU-stack, "", @progbits
#endif
