// The techniques of the ladder's hot operations mod 2^255 - 19 (fe25519.h's
// limb layout): addition, subtraction, multiplication, squaring,
// multiplication by a small constant (a24) and the conditional swap, each
// technique a set of functions of its own so that one image can hold the
// portable reference and the core's assembly and a test can compare them:
//   portable      fe25519_ops_portable.cc (C++, any core)
//   umaal_armv7m  fe25519_ops_umaal_armv7m.S (Cortex-M4/M7)
//   radix25       fe25519_ops_radix25.cc (C++ over ten limbs of radix
//                 2^25.5, fe25519.h's MCUCRYPT_FE25519_RADIX25 layout: the
//                 microAptiv's build, whose MADDU takes a limb product whole)
//   radix25_mips32r2  fe25519_ops_radix25_mips32r2.S (the same in
//                 assembly, microAptiv)
// The build's fe_add/fe_sub/fe_mul/fe_sqr/fe_mul_small/fe_cswap are one of
// them (fe25519_ops_default_*.cc, chosen by the core in BUILD.bazel; a
// technique without its own mul_small or cswap uses the portable one). All
// but radix25 (the same values mod p) give the same words: the sum, difference or product's low 256 bits plus
// 38 times what is above, the carry (borrow) out folded the same way.
// r may alias a or b. mul_small takes k < 2^17; cswap swaps a and b when
// mask is all-ones, nothing when it is zero, in the same time either way.
#ifndef MCUCRYPT_CURVE25519_FE25519_OPS_H_
#define MCUCRYPT_CURVE25519_FE25519_OPS_H_

#include <stdint.h>

extern "C" {
void mcu_fe25519_add_portable(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void mcu_fe25519_sub_portable(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void mcu_fe25519_mul_portable(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void mcu_fe25519_sqr_portable(uint32_t r[8], const uint32_t a[8]);
void mcu_fe25519_mul_small_portable(uint32_t r[8], const uint32_t a[8], uint32_t k);
void mcu_fe25519_cswap_portable(uint32_t mask, uint32_t a[8], uint32_t b[8]);
void mcu_fe25519_add_umaal_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void mcu_fe25519_sub_umaal_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void mcu_fe25519_mul_umaal_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);
void mcu_fe25519_sqr_umaal_armv7m(uint32_t r[8], const uint32_t a[8]);
void mcu_fe25519_mul_small_umaal_armv7m(uint32_t r[8], const uint32_t a[8], uint32_t k);
void mcu_fe25519_cswap_umaal_armv7m(uint32_t mask, uint32_t a[8], uint32_t b[8]);
void mcu_fe25519_add_radix25(uint32_t r[10], const uint32_t a[10], const uint32_t b[10]);
void mcu_fe25519_sub_radix25(uint32_t r[10], const uint32_t a[10], const uint32_t b[10]);
void mcu_fe25519_mul_radix25(uint32_t r[10], const uint32_t a[10], const uint32_t b[10]);
void mcu_fe25519_sqr_radix25(uint32_t r[10], const uint32_t a[10]);
void mcu_fe25519_mul_small_radix25(uint32_t r[10], const uint32_t a[10], uint32_t k);
void mcu_fe25519_cswap_radix25(uint32_t mask, uint32_t a[10], uint32_t b[10]);
void mcu_fe25519_mul_radix25_mips32r2(uint32_t r[10], const uint32_t a[10], const uint32_t b[10]);
void mcu_fe25519_sqr_radix25_mips32r2(uint32_t r[10], const uint32_t a[10]);
void mcu_fe25519_add_radix25_mips32r2(uint32_t r[10], const uint32_t a[10], const uint32_t b[10]);
void mcu_fe25519_sub_radix25_mips32r2(uint32_t r[10], const uint32_t a[10], const uint32_t b[10]);
void mcu_fe25519_mul_small_radix25_mips32r2(uint32_t r[10], const uint32_t a[10], uint32_t k);
void mcu_fe25519_cswap_radix25_mips32r2(uint32_t mask, uint32_t a[10], uint32_t b[10]);
// a + b and a + 2p - b without the carries (reduced a, b): limbs below
// 3 2^26 / 3 2^25 (+ 2^18), inputs for mul, sqr and mul_small only.
void mcu_fe25519_add_lazy_radix25_mips32r2(uint32_t r[10], const uint32_t a[10],
                                           const uint32_t b[10]);
void mcu_fe25519_sub_lazy_radix25_mips32r2(uint32_t r[10], const uint32_t a[10],
                                           const uint32_t b[10]);
// r = a k + c (k < 2^17, a lazy, c reduced); the swap of twenty limbs (two
// adjacent elements each).
void mcu_fe25519_mul_small_add_radix25_mips32r2(uint32_t r[10], const uint32_t a[10], uint32_t k,
                                                const uint32_t c[10]);
void mcu_fe25519_cswap2_radix25_mips32r2(uint32_t mask, uint32_t a[20], uint32_t b[20]);
// Both at once: s = a + b, d = a + 2p - b (lazy; s, d may alias a, b).
void mcu_fe25519_addsub_lazy_radix25_mips32r2(uint32_t s[10], uint32_t d[10],
                                              const uint32_t a[10], const uint32_t b[10]);
// The value of a as eight words below 2^256 (not reduced below p).
void mcu_fe25519_to_words_radix25(uint32_t w[8], const uint32_t a[10]);
}

namespace mcucrypt {
namespace curve25519 {

// v += 38 * carry for a carry out of the top word. If that addition carries
// again, v was within 38 of 2^256, so what is left is below 38 and the
// second 38 lands in word 0 without carrying.
inline void fold_carry(uint32_t v[8], uint64_t carry) {
  uint64_t c = carry * 38u;
  for (int i = 0; i < 8; ++i) {
    c += v[i];
    v[i] = static_cast<uint32_t>(c);
    c >>= 32;
  }
  v[0] += static_cast<uint32_t>(c) * 38u;
}

}  // namespace curve25519
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_FE25519_OPS_H_
