/* The 512-bit product of two 256-bit numbers in Thumb-2 for Armv7E-M
 * (Cortex-M4/M7), the first half of the 256-bit special-form field
 * multiplications:
 *
 *   void mcu_ec_product_256_armv7m(uint32_t t[16], const uint32_t a[8],
 *                                  const uint32_t b[8]);
 *
 * (field_product_256_armv7m.cc wraps it.) Operand scanning, as the C
 * reference (product_schoolbook in field_product.h): a[0..7] stay in
 * r4-r11; row i adds a * b[i] into t[i..i+8]. UMAAL computes
 * RdHi:RdLo = Rn * Rm + RdLo + RdHi, which cannot overflow 64 bits, so one
 * instruction is a limb's multiply, its add to t and the carry from the
 * limb below: per limb a load of t, a UMAAL and a store.
 *
 * Constant time: UMAAL takes one cycle whatever its operands; no branch,
 * no address depends on the data. The caller's t must not overlap a or b.
 */
    .syntax unified
    .thumb
    .text

/* t[i + j] = lo(a[j] * b[i] + t[i + j] + carry), carry = hi; b[i] in r1,
 * the carry in r3. */
.macro LIMB i, j, aj
    ldr     r12, [r0, #4 * (\i + \j)]
    umaal   r12, r3, \aj, r1
    str     r12, [r0, #4 * (\i + \j)]
.endm

.macro ROW i
    ldr     r1, [r2, #4 * \i]
    mov     r3, #0
    LIMB    \i, 0, r4
    LIMB    \i, 1, r5
    LIMB    \i, 2, r6
    LIMB    \i, 3, r7
    LIMB    \i, 4, r8
    LIMB    \i, 5, r9
    LIMB    \i, 6, r10
    LIMB    \i, 7, r11
    str     r3, [r0, #4 * (\i + 8)]
.endm

/* Row 0 writes t[0..8] without reading it (t starts undefined). */
.macro FIRST j, aj
    mov     r12, #0
    umaal   r12, r3, \aj, r1
    str     r12, [r0, #4 * \j]
.endm

    .global mcu_ec_product_256_armv7m
    .type   mcu_ec_product_256_armv7m, %function
    .p2align 2
    .thumb_func
mcu_ec_product_256_armv7m:
    push    {r4-r11}
    ldm     r1, {r4-r11}
    ldr     r1, [r2]
    mov     r3, #0
    FIRST   0, r4
    FIRST   1, r5
    FIRST   2, r6
    FIRST   3, r7
    FIRST   4, r8
    FIRST   5, r9
    FIRST   6, r10
    FIRST   7, r11
    str     r3, [r0, #32]
    ROW     1
    ROW     2
    ROW     3
    ROW     4
    ROW     5
    ROW     6
    ROW     7
    pop     {r4-r11}
    bx      lr
    .size   mcu_ec_product_256_armv7m, . - mcu_ec_product_256_armv7m
