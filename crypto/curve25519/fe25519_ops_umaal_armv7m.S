/* Addition, subtraction, multiplication by a small constant and the
 * conditional swap mod p = 2^255 - 19 in Thumb-2 assembly for Armv7E-M
 * (Cortex-M4/M7); the multiplication and squaring are in
 * fe25519_mul_umaal_armv7m.S:
 *
 *   void mcu_fe25519_add_umaal_armv7m(uint32_t r[8], const uint32_t a[8],
 *                                     const uint32_t b[8]);
 *   void mcu_fe25519_sub_umaal_armv7m(uint32_t r[8], const uint32_t a[8],
 *                                     const uint32_t b[8]);
 *   void mcu_fe25519_mul_small_umaal_armv7m(uint32_t r[8], const uint32_t a[8],
 *                                           uint32_t k);
 *   void mcu_fe25519_cswap_umaal_armv7m(uint32_t mask, uint32_t a[8],
 *                                       uint32_t b[8]);
 *
 * The limb layout of fe25519.h (eight full 32-bit words, values below
 * 2^256), and the same result word for word as the portable C++
 * (fe25519_ops_portable.cc), which the tests check.
 *
 * Addition and subtraction: one ADCS/SBCS chain over the eight words in
 * registers, the carry (borrow) out as 38 through a second chain, and the
 * last carry (borrow) as 38 on word 0; no loop, no branch.
 *
 * Multiplication by k < 2^17 (the ladder's a24): eight UMULLs, the high
 * word of each added to the next low word by one ADCS chain (UMULL leaves
 * the flags alone), the top word times 38 added back and a last carry out of
 * that (the value was within 38 of 2^256) folded as 38 into word 0.
 *
 * Conditional swap: four words of each operand at a time (LDM), each pair
 * exchanged through mask & (a ^ b), written back (STM); the same loads,
 * stores and instructions whatever the mask.
 *
 * Constant time: no branch or address depends on the data; UMULL and MLA
 * take a fixed number of cycles on Cortex-M4.
 */
    .syntax unified
    .thumb
    .text

#include "crypto/curve25519/umaal_rows_armv7m.inc"

#include "crypto/curve25519/fe25519_addsub_armv7m.inc"

    .global mcu_fe25519_add_umaal_armv7m
    .type   mcu_fe25519_add_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_add_umaal_armv7m:
    push    {r4-r11, lr}
    ADD_BODY
    pop     {r4-r11, pc}
    .size   mcu_fe25519_add_umaal_armv7m, . - mcu_fe25519_add_umaal_armv7m

    .global mcu_fe25519_sub_umaal_armv7m
    .type   mcu_fe25519_sub_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_sub_umaal_armv7m:
    push    {r4-r11, lr}
    SUB_BODY
    pop     {r4-r11, pc}
    .size   mcu_fe25519_sub_umaal_armv7m, . - mcu_fe25519_sub_umaal_armv7m

    .global mcu_fe25519_mul_small_umaal_armv7m
    .type   mcu_fe25519_mul_small_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_mul_small_umaal_armv7m:
    push    {r4-r11, lr}
    MUL_SMALL_BODY
    pop     {r4-r11, pc}
    .size   mcu_fe25519_mul_small_umaal_armv7m, . - mcu_fe25519_mul_small_umaal_armv7m

    .global mcu_fe25519_cswap_umaal_armv7m
    .type   mcu_fe25519_cswap_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_cswap_umaal_armv7m:
    push    {r4-r10}
    CSWAP4
    CSWAP4
    pop     {r4-r10}
    bx      lr
    .size   mcu_fe25519_cswap_umaal_armv7m, . - mcu_fe25519_cswap_umaal_armv7m
