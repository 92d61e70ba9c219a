/* SM4 with a T-table (VARIABLE TIME, opt-in only: see sm4_table.cc) in
 * Thumb-2 assembly for Armv7-M (Cortex-M3/M4/M7):
 *
 *   void mcu_sm4_table_armv7m_blocks(const uint32_t rk[32], const uint8_t *in,
 *                                    uint8_t *out, size_t n,
 *                                    const uint32_t te[256]);
 *
 * n blocks, each through 32 rounds with the round keys rk[0..31] in the
 * order given (sm4_table.cc passes them reversed to decrypt); out may equal
 * in. te is sm4_table.cc's table, te[b] = L(S(b)). The 32 rounds are
 * unrolled, X0..X3 renamed in r4-r7, the keys read at fixed offsets. A
 * round is 16 single-cycle instructions and 5 loads in a row, which the
 * Cortex-M4 pipelines (6 cycles): the input sum with the round key (3 EOR),
 * the four bytes (UXTB with a rotated operand, LSR), the four table words
 * (LDR with the index shifted by 2) and the next round's key, and the XOR
 * into X0 with each word rotated to its byte's place (EOR with ROR).
 *
 * Registers: r0 rk, r1 te, r2 in, r3 out, lr n; r4-r7 X0..X3; r8 the sum,
 * r9-r11 bytes/words, r12 the round key.
 */
    .syntax unified
    .thumb
    .text

/* x0 ^= T(x1 ^ x2 ^ x3 ^ r12); loads the key of round `next` into r12. */
.macro round x0, x1, x2, x3, next
    eor     r8, \x1, \x2
    eor     r8, r8, \x3
    eor     r8, r8, r12
    uxtb    r9, r8
    uxtb    r10, r8, ror #8
    uxtb    r11, r8, ror #16
    lsr     r8, r8, #24
    ldr     r9, [r1, r9, lsl #2]
    ldr     r10, [r1, r10, lsl #2]
    ldr     r11, [r1, r11, lsl #2]
    ldr     r8, [r1, r8, lsl #2]
    .if \next < 32
    ldr     r12, [r0, #(4 * \next)]
    .endif
    eor     \x0, \x0, r9
    eor     \x0, \x0, r10, ror #24
    eor     \x0, \x0, r11, ror #16
    eor     \x0, \x0, r8, ror #8
.endm

.macro four_rounds r
    round   r4, r5, r6, r7, (\r + 1)
    round   r5, r6, r7, r4, (\r + 2)
    round   r6, r7, r4, r5, (\r + 3)
    round   r7, r4, r5, r6, (\r + 4)
.endm

    .global mcu_sm4_table_armv7m_blocks
    .type   mcu_sm4_table_armv7m_blocks, %function
    .p2align 2
    .thumb_func
mcu_sm4_table_armv7m_blocks:
    push    {r4-r11, lr}
    movs    lr, r3
    ldr     r3, [sp, #36]           /* te (fifth argument) */
    beq     2f
    mov     r12, r1
    mov     r1, r3                  /* r1 = te */
    mov     r3, r2                  /* r3 = out */
    mov     r2, r12                 /* r2 = in */
1:
    ldr     r4, [r2, #0]
    ldr     r5, [r2, #4]
    ldr     r6, [r2, #8]
    ldr     r7, [r2, #12]
    ldr     r12, [r0, #0]
    adds    r2, r2, #16
    rev     r4, r4
    rev     r5, r5
    rev     r6, r6
    rev     r7, r7
    four_rounds 0
    four_rounds 4
    four_rounds 8
    four_rounds 12
    four_rounds 16
    four_rounds 20
    four_rounds 24
    four_rounds 28
    /* The output is X35, X34, X33, X32. */
    rev     r7, r7
    rev     r6, r6
    rev     r5, r5
    rev     r4, r4
    str     r7, [r3, #0]
    str     r6, [r3, #4]
    str     r5, [r3, #8]
    str     r4, [r3, #12]
    adds    r3, r3, #16
    subs    lr, lr, #1
    bne     1b
2:
    pop     {r4-r11, pc}
    .size   mcu_sm4_table_armv7m_blocks, .-mcu_sm4_table_armv7m_blocks
