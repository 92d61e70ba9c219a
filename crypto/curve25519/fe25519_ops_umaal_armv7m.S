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

/* r3-r10 = a (op) b over the eight words, the carry (borrow) in the flags:
 * b read through r2 in two halves into r1, r11, r12, lr. */
    .macro CHAIN8 first, next
    push    {r4-r11, lr}
    ldm     r1, {r3-r10}
    ldm     r2!, {r1, r11, r12, lr}
    \first  r3, r3, r1
    \next   r4, r4, r11
    \next   r5, r5, r12
    \next   r6, r6, lr
    ldm     r2, {r1, r11, r12, lr}
    \next   r7, r7, r1
    \next   r8, r8, r11
    \next   r9, r9, r12
    \next   r10, r10, lr
    .endm

/* r3-r10 += r1 (a carry times 38, < 2^32 - 38) at word 0; a carry out of
 * that (the value was within 38 of 2^256) as 38 on word 0 again. r2 = 38. */
    .macro FOLD38_INTO_R3_R10
    adds    r3, r3, r1
    adcs    r4, r4, #0
    adcs    r5, r5, #0
    adcs    r6, r6, #0
    adcs    r7, r7, #0
    adcs    r8, r8, #0
    adcs    r9, r9, #0
    adcs    r10, r10, #0
    mov     r1, #0
    adc     r1, r1, #0
    mla     r3, r1, r2, r3
    .endm

/* r = r3-r10 + 38 r1 (r1 a carry out, below 2^18), folded as above, stored
 * to r (r0); returns to the caller of a function that pushed r4-r11, lr. */
    .macro FOLD38_STORE_RETURN
    mov     r2, #38
    mul     r1, r1, r2
    FOLD38_INTO_R3_R10
    stm     r0, {r3-r10}
    pop     {r4-r11, pc}
    .endm

/* r = a + b: the carry out of CHAIN8 as 38, then the last carry as 38. */
    .global mcu_fe25519_add_umaal_armv7m
    .type   mcu_fe25519_add_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_add_umaal_armv7m:
    CHAIN8  adds, adcs
    mov     r1, #0
    adc     r1, r1, #0              /* carry out, 0 or 1 */
    FOLD38_STORE_RETURN
    .size   mcu_fe25519_add_umaal_armv7m, . - mcu_fe25519_add_umaal_armv7m

/* r = a - b: a borrow out of CHAIN8 (C clear) becomes the mask SBC r, r, r,
 * then 38. */
    .global mcu_fe25519_sub_umaal_armv7m
    .type   mcu_fe25519_sub_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_sub_umaal_armv7m:
    CHAIN8  subs, sbcs
    sbc     r1, r1, r1              /* 0, or all-ones on a borrow */
    and     r1, r1, #38
    subs    r3, r3, r1
    sbcs    r4, r4, #0
    sbcs    r5, r5, #0
    sbcs    r6, r6, #0
    sbcs    r7, r7, #0
    sbcs    r8, r8, #0
    sbcs    r9, r9, #0
    sbcs    r10, r10, #0
    sbc     r1, r1, r1
    and     r1, r1, #38
    sub     r3, r3, r1
    stm     r0, {r3-r10}
    pop     {r4-r11, pc}
    .size   mcu_fe25519_sub_umaal_armv7m, . - mcu_fe25519_sub_umaal_armv7m

/* r = a * k, k < 2^17: the product's high words in r11/r12 by turns. */
    .global mcu_fe25519_mul_small_umaal_armv7m
    .type   mcu_fe25519_mul_small_umaal_armv7m, %function
    .thumb_func
mcu_fe25519_mul_small_umaal_armv7m:
    push    {r4-r11, lr}
    ldm     r1, {r3-r10}
    umull   r3, r11, r3, r2
    umull   r4, r12, r4, r2
    adds    r4, r4, r11
    UMULL_ADCS_RUN r12, r11, r5, r6, r7, r8, r9, r10
    adc     r1, r12, #0             /* the top word, below 2^17 + 1 */
    FOLD38_STORE_RETURN
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
