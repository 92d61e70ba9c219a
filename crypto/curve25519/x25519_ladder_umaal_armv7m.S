/* One step of X25519's Montgomery ladder in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), montgomery_step_armv7m.inc over fe25519:
 *
 *   void mcu_x25519_ladder_step_umaal_armv7m(uint32_t s[14][8],
 *                                            uint32_t swap_mask, uint32_t a24);
 *
 * The additions, subtractions and a24 multiplication inline
 * (fe25519_addsub_armv7m.inc), the products and squares through the
 * entries of fe25519_mul_umaal_armv7m.S that save nothing.
 */
    .syntax unified
    .thumb
    .text

#include "crypto/curve25519/umaal_rows_armv7m.inc"
#include "crypto/curve25519/fe25519_addsub_armv7m.inc"
#include "crypto/curve25519/montgomery_step_armv7m.inc"

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

    .macro FE_MUL_A24 out, a
    OPERANDS \out, \a
    ldr     r2, [sp, #4]
    MUL_SMALL_BODY
    .endm

    MONTGOMERY_STEP mcu_x25519_ladder_step_umaal_armv7m, 32, 4
