/* One step of X448's Montgomery ladder in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), crypto/curve25519/montgomery_step_armv7m.inc over fe448:
 *
 *   void mcu_x448_ladder_step_umaal_armv7m(uint32_t s[14][14],
 *                                          uint32_t swap_mask, uint32_t a24);
 *
 * The additions, subtractions and a24 multiplication inline
 * (fe448_addsub_armv7m.inc), the products and squares through the entries
 * of fe448_ops_umaal_armv7m.S that save nothing.
 */
    .syntax unified
    .thumb
    .text

#include "crypto/curve25519/umaal_rows_armv7m.inc"
#include "crypto/curve448/fe448_addsub_armv7m.inc"
#include "crypto/curve25519/montgomery_step_armv7m.inc"

    MONTGOMERY_STEP mcu_x448_ladder_step_umaal_armv7m, 56, 7, \
        mcu_fe448_mul_umaal_armv7m_clobber, mcu_fe448_sqr_umaal_armv7m_clobber
