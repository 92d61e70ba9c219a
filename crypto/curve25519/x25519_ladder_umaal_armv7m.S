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

    MONTGOMERY_STEP mcu_x25519_ladder_step_umaal_armv7m, 32, 4, \
        mcu_fe25519_mul_umaal_armv7m_clobber, mcu_fe25519_sqr_umaal_armv7m_clobber
