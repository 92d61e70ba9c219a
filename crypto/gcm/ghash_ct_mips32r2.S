/* GHASH (SP 800-38D section 6.4) in MIPS32r2 assembly for microAptiv (o32):
 * constant time: only MULTU/MADDU (fixed latency on microAptiv, the
 * project's assumption), ALU ops and loads/stores at key, data or sp plus
 * constants; the only branches test the block count.
 *
 *   void mcu_ghash_ct_mips32r2_blocks(const uint32_t key[54], uint32_t y[4],
 *                                     const uint8_t *data, size_t nblocks);
 *
 * Multiplication with holes as in ghash_ct.cc (two levels of Karatsuba,
 * nine 32x32 carry-less products, key = H * x^-1 from ghash_ct_key.h), but
 * with holes of FIVE bits: x and the key word y are split into the classes
 * x_i = x & M_i, M_i = bits i mod 5. The 25 products x_i * y_j put their
 * bits at positions = i + j (mod 5); summed per class c, the count at
 * position p is #{a + b = p} <= min(p + 1, 63 - p): at most 31, so a 5-bit
 * field never carries into the next one, except 32 at p = 31 when x and y
 * are all ones. The key's class 0 therefore leaves out bit 0 of y, and
 * x * (bit 0 of y), which is just x or 0, is XORed in separately: each
 * class is then ONE MULTU/MADDU chain in HI/LO, five read-outs per product
 * instead of the twelve that 4-bit holes need (HI/LO is a single
 * accumulator, so every chain costs MFLO/MFHI and masking). The key
 * (ghash_ct_mips32r2.cc): key[6k + j] = word_k & M_j (j = 0 without bit
 * 0), key[6k + 5] = -(word_k & 1). Bit q of the high word is position
 * 32 + q, class q + 2: the high word of class c is masked with
 * M_(c+3 mod 5).
 *
 * Per product: 6 key loads, 6 ANDs, 25 MULTU/MADDU, 10 MFLO/MFHI and ~21
 * mask/XOR; the masking of one chain fills the HI/LO latency of the next
 * (MFLO waits 3 cycles after MADDU). Karatsuba recombination on the fly
 * (each 64x64 group lands in four registers, groups 0 and 1 go to the
 * stack), then the reduction of ghash_ct.cc with INS for the two-word
 * shifts. 706 instructions per block and no stalls in the microAptiv
 * model: 44.2 cycles/byte (the C++ ghash_ct.cc: 88). Checked against the
 * bit-serial reference by
 * tests/crypto/gcm:ghash_ct_mips32r2_test (QEMU and the board simulator).
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text

#define T0 $2
#define T1 $3
#define T2 $28
#define KP $4
#define DP $6
#define P0 $1
#define P1 $5
#define P2 $7
#define P3 $31
#define X0 $8
#define X1 $9
#define X2 $10
#define X3 $11
#define X4 $12
#define Y0 $13
#define Y1 $14
#define Y2 $15
#define Y3 $24
#define Y4 $25
#define M0 $16
#define M1 $17
#define M2 $18
#define M3 $19
#define M4 $20
#define A0 $21
#define A1 $22
#define A2 $23
#define A3 $30

/* Frame: saved $16-$23 at 0..28, $28, $30, $31 at 32, 36, 40; the y
 * pointer at 44, the end of the data at 48; the 128-bit products of
 * Karatsuba groups 0 and 1 at 52 and 68 (wiped before returning). */
    .set    FRAME, 88
    .set    S_Y, 44
    .set    S_END, 48
    .set    S_Q0, 52
    .set    S_Q1, 68

.macro mask dst, src, m
    .if \m == 0
    and     \dst, \src, M0
    .elseif \m == 1
    and     \dst, \src, M1
    .elseif \m == 2
    and     \dst, \src, M2
    .elseif \m == 3
    and     \dst, \src, M3
    .else
    and     \dst, \src, M4
    .endif
.endm

/* A product's place in its Karatsuba group (mode): 0 low (l: low word to
 * P0, high word to P1), 1 high (h: low word XORed into P1, which makes
 * w = l.hi ^ h.lo, high word to P2), 2 sum (m: low word into P1, high word
 * into P3, after P3 = w ^ h.hi and P1 = w ^ l.lo). The group's 128-bit
 * result is then (P0, P1, P3, P2), least significant word first.
 * plo/phi: a class's low (T0) / high (T1) word masked with M_m into the
 * product; first: the product's first class, which sets P0/P1/P2. */
.macro plo mode, m, first
    .if \mode == 0
    .if \first
    mask    P0, T0, \m
    .else
    mask    T0, T0, \m
    xor     P0, P0, T0
    .endif
    .else
    mask    T0, T0, \m
    xor     P1, P1, T0
    .endif
.endm

.macro phi mode, m, first
    .if \mode == 0
    .if \first
    mask    P1, T1, \m
    .else
    mask    T1, T1, \m
    xor     P1, P1, T1
    .endif
    .elseif \mode == 1
    .if \first
    mask    P2, T1, \m
    .else
    mask    T1, T1, \m
    xor     P2, P2, T1
    .endif
    .else
    mask    T1, T1, \m
    xor     P3, P3, T1
    .endif
.endm

/* Next product k: the key classes of word k, the classes of x = src (the
 * last AND in place, so src may be X4), and in T2 the correction for the
 * key's bit 0 (x if it is set, else 0). */
.macro prep k, src
    lw      Y0, 24*\k(KP)
    lw      Y1, 24*\k+4(KP)
    lw      Y2, 24*\k+8(KP)
    lw      Y3, 24*\k+12(KP)
    lw      Y4, 24*\k+16(KP)
    lw      T2, 24*\k+20(KP)
    and     X0, \src, M0
    and     X1, \src, M1
    and     X2, \src, M2
    and     X3, \src, M3
    and     T2, \src, T2
    and     X4, \src, M4
.endm

.macro readout
    mflo    T0
    mfhi    T1
.endm

/* One 32x32 product in the given mode; pmode is the previous product's
 * (3: none), whose last class is still in T0/T1. extra: 1 the group setup
 * before a sum product, 2/3 store group 0/1's result, 4 (the first
 * product) advance the data pointer and finish the block's words 0 and 1.
 * Ends after the last class's multiplies: the caller prepares the next
 * product (filling the HI/LO latency) and reads the class out. */
.macro product mode, pmode, extra
    multu   X0, Y0                  /* class 0 */
    maddu   X1, Y4
    maddu   X2, Y3
    maddu   X3, Y2
    maddu   X4, Y1
    .if \pmode != 3
    plo     \pmode, 4, 0
    phi     \pmode, 2, 0
    .endif
    .if \extra == 1
    xor     P3, P1, P2
    xor     P1, P1, P0
    .elseif \extra == 2
    sw      P0, S_Q0($sp)
    sw      P1, S_Q0+4($sp)
    sw      P3, S_Q0+8($sp)
    sw      P2, S_Q0+12($sp)
    .elseif \extra == 3
    sw      P0, S_Q1($sp)
    sw      P1, S_Q1+4($sp)
    sw      P3, S_Q1+8($sp)
    sw      P2, S_Q1+12($sp)
    .elseif \extra == 4
    addiu   DP, DP, 16
    rotr    P3, P3, 16
    rotr    P2, P2, 16
    xor     A0, A0, P3
    xor     A1, A1, P2
    .endif
    readout
    multu   X0, Y1                  /* class 1 */
    maddu   X1, Y0
    maddu   X2, Y4
    maddu   X3, Y3
    maddu   X4, Y2
    plo     \mode, 0, 1
    phi     \mode, 3, 1
    readout
    multu   X0, Y2                  /* class 2 */
    maddu   X1, Y1
    maddu   X2, Y0
    maddu   X3, Y4
    maddu   X4, Y3
    plo     \mode, 1, 0
    phi     \mode, 4, 0
    .if \mode == 0                  /* the bit-0 correction, low word */
    xor     P0, P0, T2
    .else
    xor     P1, P1, T2
    .endif
    readout
    multu   X0, Y3                  /* class 3 */
    maddu   X1, Y2
    maddu   X2, Y1
    maddu   X3, Y0
    maddu   X4, Y4
    plo     \mode, 2, 0
    phi     \mode, 0, 0
    readout
    multu   X0, Y4                  /* class 4 */
    maddu   X1, Y3
    maddu   X2, Y2
    maddu   X3, Y1
    maddu   X4, Y0
    plo     \mode, 3, 0
    phi     \mode, 1, 0
.endm

/* dst ^= (hi:lo) >> 1 ^ (hi:lo) >> 2 ^ (hi:lo) >> 7 (low words). */
.macro fold dst, hi, lo
    srl     T0, \lo, 1
    ins     T0, \hi, 31, 1
    xor     \dst, \dst, T0
    srl     T1, \lo, 2
    ins     T1, \hi, 30, 2
    xor     \dst, \dst, T1
    srl     T0, \lo, 7
    ins     T0, \hi, 25, 7
    xor     \dst, \dst, T0
.endm

    .globl  mcu_ghash_ct_mips32r2_blocks
    .ent    mcu_ghash_ct_mips32r2_blocks
    .type   mcu_ghash_ct_mips32r2_blocks, @function
mcu_ghash_ct_mips32r2_blocks:
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
    sw      $28, 32($sp)
    sw      $30, 36($sp)
    sw      $31, 40($sp)
    sw      $5, S_Y($sp)
    sll     $7, $7, 4
    addu    $7, $6, $7
    sw      $7, S_END($sp)
    lui     M0, 0x4210
    ori     M0, M0, 0x8421
    lui     M1, 0x8421
    ori     M1, M1, 0x0842
    lui     M2, 0x0842
    ori     M2, M2, 0x1084
    lui     M3, 0x1084
    ori     M3, M3, 0x2108
    lui     M4, 0x2108
    ori     M4, M4, 0x4210
    /* Y between blocks: y0..y3 in A0..A3. */
    lw      A0, 0($5)
    lw      A1, 4($5)
    lw      A2, 8($5)
    lw      A3, 12($5)

.Lblock:
    /* a = Y ^ block, the block read big-endian from any alignment. */
    lwl     P3, 3(DP)
    lwl     P2, 7(DP)
    lwl     X2, 11(DP)
    lwl     X3, 15(DP)
    lwr     P3, 0(DP)
    lwr     P2, 4(DP)
    lwr     X2, 8(DP)
    lwr     X3, 12(DP)
    wsbh    P3, P3
    wsbh    P2, P2
    wsbh    X2, X2
    wsbh    X3, X3
    rotr    X2, X2, 16
    rotr    X3, X3, 16
    xor     A2, A2, X2
    xor     A3, A3, X3
    /* (words 0 and 1, in P3 and P2, finish in product 0's idle slots) */

    /* The nine products (operands as in ghash_ct_key.h): group 0 the low
     * halves (a3, a2, a2^a3), group 1 the high halves (a1, a0, a0^a1),
     * group 2 their sums (a1^a3, a0^a2, all four). */
    prep    0, A3
    product 0, 3, 4
    prep    1, A2
    readout
    product 1, 0, 0
    xor     X4, A2, A3
    prep    2, X4
    readout
    product 2, 1, 1
    prep    3, A1
    readout
    product 0, 2, 2
    prep    4, A0
    readout
    product 1, 0, 0
    xor     X4, A0, A1
    prep    5, X4
    readout
    product 2, 1, 1
    xor     A3, A1, A3
    prep    6, A3
    readout
    product 0, 2, 3
    xor     A2, A0, A2
    prep    7, A2
    readout
    product 1, 0, 0
    xor     X4, A2, A3
    prep    8, X4
    readout
    product 2, 1, 1
    /* Groups 0 and 1 back: Q0 in X0..X3, Q1 in Y0..Y3; Q2 is
     * (P0, P1, P3, P2) once the last class is in. */
    lw      X0, S_Q0($sp)
    lw      X1, S_Q0+4($sp)
    lw      X2, S_Q0+8($sp)
    lw      X3, S_Q0+12($sp)
    lw      Y0, S_Q1($sp)
    lw      Y1, S_Q1+4($sp)
    lw      Y2, S_Q1+8($sp)
    lw      Y3, S_Q1+12($sp)
    readout
    plo     2, 4, 0
    phi     2, 2, 0

    /* Outer Karatsuba: R = Q0 + (Q0 ^ Q1 ^ Q2) x^64 + Q1 x^128, words
     * R0..R7 least significant first: R0 X0, R1 X1, R2 P0, R3 P1, R4 P3,
     * R5 P2, R6 Y2, R7 Y3, with W = (Q0.2 ^ Q1.0, Q0.3 ^ Q1.1). */
    xor     X2, X2, Y0
    xor     X3, X3, Y1
    xor     P3, P3, X2
    xor     P3, P3, Y2
    xor     P2, P2, X3
    xor     P2, P2, Y3
    xor     P0, P0, X2
    xor     P0, P0, X0
    xor     P1, P1, X3
    xor     P1, P1, X1
    /* Reduction (ghash_ct.cc): e3 = R0, e2 = R1, e1 = R2,
     * e0 = R3 ^ e3 << 31 ^ e3 << 30 ^ e3 << 25; y0 = R7 ^ e0 ^ e0 >> 1 ^
     * e0 >> 2 ^ e0 >> 7, and y1..y3 = R6, R5, R4 ^ e ^ the same shifts of
     * the two-word (previous e : e). */
    sll     T0, X0, 31
    sll     T1, X0, 30
    sll     T2, X0, 25
    xor     P1, P1, T0
    xor     P1, P1, T1
    xor     P1, P1, T2
    lw      T2, S_END($sp)
    xor     A0, Y3, P1
    srl     T0, P1, 1
    xor     A0, A0, T0
    srl     T1, P1, 2
    xor     A0, A0, T1
    srl     T0, P1, 7
    xor     A0, A0, T0
    xor     A1, Y2, P0
    fold    A1, P1, P0
    xor     A2, P2, X1
    fold    A2, P0, X1
    xor     A3, P3, X0
    srl     T0, X0, 1
    ins     T0, X1, 31, 1
    xor     A3, A3, T0
    srl     T1, X0, 2
    ins     T1, X1, 30, 2
    xor     A3, A3, T1
    srl     T0, X0, 7
    ins     T0, X1, 25, 7
    bne     DP, T2, .Lblock
    xor     A3, A3, T0              /* delay slot */

    lw      T0, S_Y($sp)
    sw      A0, 0(T0)
    sw      A1, 4(T0)
    sw      A2, 8(T0)
    sw      A3, 12(T0)
    /* Wipe the stacked group products, the scratch registers the caller
     * does not restore, and HI/LO. */
    sw      $0, S_Q0($sp)
    sw      $0, S_Q0+4($sp)
    sw      $0, S_Q0+8($sp)
    sw      $0, S_Q0+12($sp)
    sw      $0, S_Q1($sp)
    sw      $0, S_Q1+4($sp)
    sw      $0, S_Q1+8($sp)
    sw      $0, S_Q1+12($sp)
    mthi    $0
    mtlo    $0
    move    $1, $0
    move    $2, $0
    move    $3, $0
    move    $5, $0
    move    $7, $0
    move    $8, $0
    move    $9, $0
    move    $10, $0
    move    $11, $0
    move    $12, $0
    move    $13, $0
    move    $14, $0
    move    $15, $0
    move    $24, $0
    move    $25, $0
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
    .end    mcu_ghash_ct_mips32r2_blocks
    .size   mcu_ghash_ct_mips32r2_blocks, .-mcu_ghash_ct_mips32r2_blocks
