/* T-table AES rounds (aes_table_core.h) in Thumb-2 for Armv7E-M
 * (Cortex-M4): the rounds of aes_table_portable.cc with one 1 KiB table,
 * its rotations folded into the XORs' rotated operands:
 *
 *   void mcu_aes_table_encrypt_blocks(const uint32_t *rk, unsigned nr,
 *       const uint8_t *in, uint8_t *out, size_t n, const uint32_t *te);
 *   void mcu_aes_table_decrypt_blocks(const uint32_t *rk, unsigned nr,
 *       const uint8_t *in, uint8_t *out, size_t n, const uint32_t *td,
 *       const uint8_t *inv_sbox);
 *
 * VARIABLE TIME: every lookup address depends on a secret byte (the
 * backend is an opt-in, aes_table.cc).
 *
 * Per output column: four index extractions (UXTB with a rotated operand,
 * LSR), a burst of five loads (the four lookups with a shifted index, then
 * the round-key word into the accumulator: 6 cycles on the Cortex-M4, whose
 * back-to-back loads pipeline) and four EORs with rotated operands; 14
 * cycles, 56 a round. The last round loads the S-box bytes with LDRB (byte
 * 1 of te; the inverse S-box table for decryption).
 *
 * The thirteen middle rounds are unrolled, the state alternating between
 * r0-r3 and r4-r7; AES-192 and AES-128 enter two and four rounds in (the
 * entry address is computed once per call), with the round-key pointer lr
 * set so that the offsets in the code fall on their keys:
 * lr = rk + 16 (nr - 14). r8-r11 are the lookup temporaries, r12 the table.
 * Frame: in, out, blocks left, entry address, the table, the inverse
 * S-box (decryption), rk.
 */
    .syntax unified
    .thumb
    .text

    .set    S_IN, 0
    .set    S_OUT, 4
    .set    S_LEFT, 8
    .set    S_ENTRY, 12
    .set    S_TABLE, 16
    .set    S_ISBOX, 20
    .set    S_RK, 24
    .set    FRAME, 28
    .set    ARG5, FRAME + 36                /* past the frame and r4-r11, lr */

/* t = tbl[B0(a)] ^ rol(tbl[B1(b)], 8) ^ rol(tbl[B2(c)], 16)
 *     ^ rol(tbl[B3(d)], 24) ^ [lr + off] */
.macro col t, a, b, c, d, off
    uxtb    r8, \a
    uxtb    r9, \b, ror #8
    uxtb    r10, \c, ror #16
    lsr     r11, \d, #24
    ldr     r8, [r12, r8, lsl #2]
    ldr     r9, [r12, r9, lsl #2]
    ldr     r10, [r12, r10, lsl #2]
    ldr     r11, [r12, r11, lsl #2]
    ldr     \t, [lr, #\off]
    eor     \t, \t, r8
    eor     \t, \t, r9, ror #24
    eor     \t, \t, r10, ror #16
    eor     \t, \t, r11, ror #8
.endm

/* The last round's column: the S-box bytes from [r12 + (index << sh)]
 * (sh = 2: byte 1 of te, r12 = te + 1; sh = 0: the inverse S-box). */
.macro lastcol t, a, b, c, d, off, sh
    uxtb    r8, \a
    uxtb    r9, \b, ror #8
    uxtb    r10, \c, ror #16
    lsr     r11, \d, #24
    ldrb    r8, [r12, r8, lsl #\sh]
    ldrb    r9, [r12, r9, lsl #\sh]
    ldrb    r10, [r12, r10, lsl #\sh]
    ldrb    r11, [r12, r11, lsl #\sh]
    ldr     \t, [lr, #\off]
    eor     \t, \t, r8
    eor     \t, \t, r9, lsl #8
    eor     \t, \t, r10, lsl #16
    eor     \t, \t, r11, lsl #24
.endm

/* Encryption: row r of output column j comes from input column j + r. */
.macro enc_round a0, a1, a2, a3, b0, b1, b2, b3, k
    col     \b0, \a0, \a1, \a2, \a3, 16 * \k
    col     \b1, \a1, \a2, \a3, \a0, 16 * \k + 4
    col     \b2, \a2, \a3, \a0, \a1, 16 * \k + 8
    col     \b3, \a3, \a0, \a1, \a2, 16 * \k + 12
.endm

/* Decryption (equivalent inverse cipher): from input column j - r. */
.macro dec_round a0, a1, a2, a3, b0, b1, b2, b3, k
    col     \b0, \a0, \a3, \a2, \a1, 16 * \k
    col     \b1, \a1, \a0, \a3, \a2, 16 * \k + 4
    col     \b2, \a2, \a1, \a0, \a3, 16 * \k + 8
    col     \b3, \a3, \a2, \a1, \a0, 16 * \k + 12
.endm

/* Set-up shared by both directions: r0 = rk, r1 = nr, r2 = in, r3 = out,
 * the block count and the table(s) on the stack. Returns at once for no
 * blocks. l0, l2, l4: the entries for nr = 14, 12, 10. */
.macro setup l0, l2, l4, ret
    push    {r4-r11, lr}
    sub     sp, sp, #FRAME
    ldr     r4, [sp, #ARG5]                 /* blocks */
    ldr     r12, [sp, #ARG5 + 4]            /* table */
    ldr     r5, [sp, #ARG5 + 8]             /* decryption: inverse S-box */
    cmp     r4, #0
    beq     \ret
    str     r2, [sp, #S_IN]
    str     r3, [sp, #S_OUT]
    str     r4, [sp, #S_LEFT]
    str     r12, [sp, #S_TABLE]
    str     r5, [sp, #S_ISBOX]
    str     r0, [sp, #S_RK]
    add     lr, r0, r1, lsl #4
    sub     lr, lr, #224                    /* rk + 16 (nr - 14) */
    adr     r4, \l0
    adr     r5, \l2
    adr     r6, \l4
    cmp     r1, #12
    it      eq
    moveq   r4, r5
    it      lo
    movlo   r4, r6
    str     r4, [sp, #S_ENTRY]
.endm

/* Loads a block into r0-r3 and adds round key 0, then jumps to the
 * entry. */
.macro load_block
    ldr     r8, [sp, #S_IN]
    ldr     r10, [sp, #S_RK]
    ldr     r9, [sp, #S_ENTRY]
    ldr     r0, [r8, #0]                    /* any alignment */
    ldr     r1, [r8, #4]
    ldr     r2, [r8, #8]
    ldr     r3, [r8, #12]
    ldr     r4, [r10, #0]
    ldr     r5, [r10, #4]
    ldr     r6, [r10, #8]
    ldr     r7, [r10, #12]
    eor     r0, r0, r4
    eor     r1, r1, r5
    eor     r2, r2, r6
    eor     r3, r3, r7
    mov     pc, r9
.endm

/* Stores r0-r3, moves to the next block; loops to blk while blocks are
 * left. */
.macro store_next blk
    ldr     r8, [sp, #S_OUT]
    ldr     r9, [sp, #S_IN]
    ldr     r10, [sp, #S_LEFT]
    str     r0, [r8, #0]
    str     r1, [r8, #4]
    str     r2, [r8, #8]
    str     r3, [r8, #12]
    add     r8, r8, #16
    add     r9, r9, #16
    str     r8, [sp, #S_OUT]
    str     r9, [sp, #S_IN]
    subs    r10, r10, #1
    str     r10, [sp, #S_LEFT]
    bne     \blk
.endm

    .global mcu_aes_table_encrypt_blocks
    .type   mcu_aes_table_encrypt_blocks, %function
    .p2align 2
    .thumb_func
mcu_aes_table_encrypt_blocks:
    setup   .Lenc0, .Lenc2, .Lenc4, .Lenc_return
.Lenc_block:
    load_block
    .p2align 2
.Lenc0:
    enc_round r0, r1, r2, r3, r4, r5, r6, r7, 1
    enc_round r4, r5, r6, r7, r0, r1, r2, r3, 2
.Lenc2:
    enc_round r0, r1, r2, r3, r4, r5, r6, r7, 3
    enc_round r4, r5, r6, r7, r0, r1, r2, r3, 4
.Lenc4:
    enc_round r0, r1, r2, r3, r4, r5, r6, r7, 5
    enc_round r4, r5, r6, r7, r0, r1, r2, r3, 6
    enc_round r0, r1, r2, r3, r4, r5, r6, r7, 7
    enc_round r4, r5, r6, r7, r0, r1, r2, r3, 8
    enc_round r0, r1, r2, r3, r4, r5, r6, r7, 9
    enc_round r4, r5, r6, r7, r0, r1, r2, r3, 10
    enc_round r0, r1, r2, r3, r4, r5, r6, r7, 11
    enc_round r4, r5, r6, r7, r0, r1, r2, r3, 12
    enc_round r0, r1, r2, r3, r4, r5, r6, r7, 13
    /* Last round: SubBytes, ShiftRows, AddRoundKey; S(x) is byte 1 of te. */
    add     r12, r12, #1
    lastcol r0, r4, r5, r6, r7, 224, 2
    lastcol r1, r5, r6, r7, r4, 228, 2
    lastcol r2, r6, r7, r4, r5, 232, 2
    lastcol r3, r7, r4, r5, r6, 236, 2
    sub     r12, r12, #1
    store_next .Lenc_block
.Lenc_return:
    add     sp, sp, #FRAME
    pop     {r4-r11, pc}
    .size   mcu_aes_table_encrypt_blocks, . - mcu_aes_table_encrypt_blocks

    .global mcu_aes_table_decrypt_blocks
    .type   mcu_aes_table_decrypt_blocks, %function
    .p2align 2
    .thumb_func
mcu_aes_table_decrypt_blocks:
    setup   .Ldec0, .Ldec2, .Ldec4, .Ldec_return
.Ldec_block:
    load_block
    .p2align 2
.Ldec0:
    dec_round r0, r1, r2, r3, r4, r5, r6, r7, 1
    dec_round r4, r5, r6, r7, r0, r1, r2, r3, 2
.Ldec2:
    dec_round r0, r1, r2, r3, r4, r5, r6, r7, 3
    dec_round r4, r5, r6, r7, r0, r1, r2, r3, 4
.Ldec4:
    dec_round r0, r1, r2, r3, r4, r5, r6, r7, 5
    dec_round r4, r5, r6, r7, r0, r1, r2, r3, 6
    dec_round r0, r1, r2, r3, r4, r5, r6, r7, 7
    dec_round r4, r5, r6, r7, r0, r1, r2, r3, 8
    dec_round r0, r1, r2, r3, r4, r5, r6, r7, 9
    dec_round r4, r5, r6, r7, r0, r1, r2, r3, 10
    dec_round r0, r1, r2, r3, r4, r5, r6, r7, 11
    dec_round r4, r5, r6, r7, r0, r1, r2, r3, 12
    dec_round r0, r1, r2, r3, r4, r5, r6, r7, 13
    ldr     r12, [sp, #S_ISBOX]
    lastcol r0, r4, r7, r6, r5, 224, 0
    lastcol r1, r5, r4, r7, r6, 228, 0
    lastcol r2, r6, r5, r4, r7, 232, 0
    lastcol r3, r7, r6, r5, r4, 236, 0
    ldr     r12, [sp, #S_TABLE]
    store_next .Ldec_block
.Ldec_return:
    add     sp, sp, #FRAME
    pop     {r4-r11, pc}
    .size   mcu_aes_table_decrypt_blocks, . - mcu_aes_table_decrypt_blocks
