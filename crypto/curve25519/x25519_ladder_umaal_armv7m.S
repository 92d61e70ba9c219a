/* One step of X25519's Montgomery ladder in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), the same operations in the same order as
 * montgomery_step in montgomery_ladder.h, so the same words:
 *
 *   void mcu_x25519_ladder_step_umaal_armv7m(uint32_t s[14][8],
 *                                            uint32_t swap_mask, uint32_t a24);
 *
 * s is LadderState<Fe> (x1, x2, z2, x3, z3, a, aa, b, bb, e, c, d, da, cb,
 * eight words each; x25519_ladder_step checks the layout). First (x2, z2)
 * and (x3, z3), 16 words each side by side, are swapped under swap_mask;
 * then the RFC 7748 formulas. Why in assembly: called from C, each of the
 * step's 19 field operations saved and restored r4-r11 (about 20 cycles)
 * and went through a C wrapper; here the registers are saved once per
 * step, the additions, subtractions and a24 multiplication are inlined
 * (fe25519_addsub_armv7m.inc) and the products and squares are called
 * through entries that save nothing (fe25519_mul_umaal_armv7m.S).
 *
 * Constant time: the swap is the LDM/EOR/AND/STM exchange of
 * umaal_rows_armv7m.inc whatever the mask; every operation is the
 * branch-free code of the field functions.
 */
    .syntax unified
    .thumb
    .text

#include "crypto/curve25519/umaal_rows_armv7m.inc"
#include "crypto/curve25519/fe25519_addsub_armv7m.inc"

/* Byte offsets of LadderState<Fe>'s elements. */
    .equ    S_X1, 0
    .equ    S_X2, 32
    .equ    S_Z2, 64
    .equ    S_X3, 96
    .equ    S_Z3, 128
    .equ    S_A, 160
    .equ    S_AA, 192
    .equ    S_B, 224
    .equ    S_BB, 256
    .equ    S_E, 288
    .equ    S_C, 320
    .equ    S_D, 352
    .equ    S_DA, 384
    .equ    S_CB, 416

/* r0 = s + out, r1 = s + a, r2 = s + b (when given): s at [sp]. */
    .macro OPERANDS out, a, b
    ldr     r12, [sp]
    add     r0, r12, #\out
    add     r1, r12, #\a
    .ifnb   \b
    add     r2, r12, #\b
    .endif
    .endm

    .macro FE_ADD out, a, b
    OPERANDS \out, \a, \b
    ADD_BODY
    .endm

    .macro FE_SUB out, a, b
    OPERANDS \out, \a, \b
    SUB_BODY
    .endm

    .macro FE_MUL out, a, b
    OPERANDS \out, \a, \b
    bl      mcu_fe25519_mul_umaal_armv7m_clobber
    .endm

    .macro FE_SQR out, a
    OPERANDS \out, \a
    bl      mcu_fe25519_sqr_umaal_armv7m_clobber
    .endm

/* out = a * a24 (a24 at [sp, #4]). */
    .macro FE_MUL_A24 out, a
    OPERANDS \out, \a
    ldr     r2, [sp, #4]
    MUL_SMALL_BODY
    .endm

    .global mcu_x25519_ladder_step_umaal_armv7m
    .type   mcu_x25519_ladder_step_umaal_armv7m, %function
    .thumb_func
mcu_x25519_ladder_step_umaal_armv7m:
    push    {r0, r2, r4-r11, lr}    /* s at [sp], a24 at [sp, #4] */
    mov     r3, r0
    mov     r0, r1
    add     r1, r3, #S_X2
    add     r2, r3, #S_X3
    CSWAP4
    CSWAP4
    CSWAP4
    CSWAP4

    FE_ADD  S_A, S_X2, S_Z2
    FE_SUB  S_B, S_X2, S_Z2
    FE_SQR  S_AA, S_A
    FE_SQR  S_BB, S_B
    FE_SUB  S_E, S_AA, S_BB
    FE_ADD  S_C, S_X3, S_Z3
    FE_SUB  S_D, S_X3, S_Z3
    FE_MUL  S_DA, S_D, S_A
    FE_MUL  S_CB, S_C, S_B
    FE_ADD  S_X3, S_DA, S_CB
    FE_SQR  S_X3, S_X3
    FE_SUB  S_Z3, S_DA, S_CB
    FE_SQR  S_Z3, S_Z3
    FE_MUL  S_Z3, S_X1, S_Z3
    FE_MUL  S_X2, S_AA, S_BB
    FE_MUL_A24 S_Z2, S_E
    FE_ADD  S_Z2, S_AA, S_Z2
    FE_MUL  S_Z2, S_E, S_Z2

    add     sp, sp, #8
    pop     {r4-r11, pc}
    .size   mcu_x25519_ladder_step_umaal_armv7m, . - mcu_x25519_ladder_step_umaal_armv7m
