// The techniques of addition, subtraction, multiplication, squaring,
// multiplication by a small constant (a24, -d) and the conditional swap mod
// 2^448 - 2^224 - 1 (fe448.h's limb layout), each a set of functions of its own so that one
// image can hold the portable reference and the core's assembly and a test
// can compare them:
//   portable      fe448_ops_portable.cc (C++, any core)
//   umaal_armv7m  fe448_ops_umaal_armv7m.S (Cortex-M4/M7)
//   radix28       fe448_ops_radix28.cc (C++ over sixteen limbs of radix
//                 2^28, fe448.h's MCUCRYPT_FE448_RADIX28 layout: the
//                 microAptiv's build, whose MADDU/MSUBU take a limb product
//                 whole; the same values mod p, not the same words)
//   radix28_mips32r2  fe448_ops_radix28_mips32r2.S (its product, square,
//                 sum, difference, small multiple and swap in assembly, limb for limb
//                 the C++'s; microAptiv)
// The build's fe_add/fe_sub/fe_mul/fe_sqr/fe_mul_small/fe_cswap are one of them
// (fe448_ops_default_*.cc, chosen by the core in BUILD.bazel; a technique
// without its own mul_small or cswap uses the portable one). All give the same words: the 28-word product
// t = l + h 2^448 folded as l + h + h 2^224 (2^448 = 2^224 + 1 mod p), the
// high half of h once more the same way, then the carry out c added back as
// c (2^224 + 1) twice; a sum's carry (a difference's borrow) the same way.
// A small multiple's top word c the same way. r may alias a or b.
// mul_small takes k < 2^17; cswap swaps a and b when mask is all-ones,
// nothing when it is zero, in the same time either way.
#ifndef MCUCRYPT_CURVE448_FE448_OPS_H_
#define MCUCRYPT_CURVE448_FE448_OPS_H_

#include <stdint.h>

extern "C" {
void mcu_fe448_add_portable(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void mcu_fe448_sub_portable(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void mcu_fe448_mul_portable(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void mcu_fe448_sqr_portable(uint32_t r[14], const uint32_t a[14]);
void mcu_fe448_mul_small_portable(uint32_t r[14], const uint32_t a[14], uint32_t k);
void mcu_fe448_cswap_portable(uint32_t mask, uint32_t a[14], uint32_t b[14]);
void mcu_fe448_add_umaal_armv7m(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void mcu_fe448_sub_umaal_armv7m(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void mcu_fe448_mul_umaal_armv7m(uint32_t r[14], const uint32_t a[14], const uint32_t b[14]);
void mcu_fe448_sqr_umaal_armv7m(uint32_t r[14], const uint32_t a[14]);
void mcu_fe448_mul_small_umaal_armv7m(uint32_t r[14], const uint32_t a[14], uint32_t k);
void mcu_fe448_cswap_umaal_armv7m(uint32_t mask, uint32_t a[14], uint32_t b[14]);
void mcu_fe448_add_radix28(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);
void mcu_fe448_sub_radix28(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);
void mcu_fe448_mul_radix28(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);
// a + b without carries (limbs below 2^29 + 2^13): an input of mul and sqr
// only (fe448_ops_radix28.cc).
void mcu_fe448_add_lazy_radix28(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);
void mcu_fe448_sqr_radix28(uint32_t r[16], const uint32_t a[16]);
void mcu_fe448_mul_small_radix28(uint32_t r[16], const uint32_t a[16], uint32_t k);
void mcu_fe448_cswap_radix28(uint32_t mask, uint32_t a[16], uint32_t b[16]);
// r = a k + c (k < 2^17; a, c reduced): X448's aa + a24 e in one pass.
void mcu_fe448_mul_small_add_radix28(uint32_t r[16], const uint32_t a[16], uint32_t k,
                                     const uint32_t c[16]);
void mcu_fe448_mul_radix28_mips32r2(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);
void mcu_fe448_sqr_radix28_mips32r2(uint32_t r[16], const uint32_t a[16]);
void mcu_fe448_add_radix28_mips32r2(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);
void mcu_fe448_sub_radix28_mips32r2(uint32_t r[16], const uint32_t a[16], const uint32_t b[16]);
void mcu_fe448_mul_small_radix28_mips32r2(uint32_t r[16], const uint32_t a[16], uint32_t k);
void mcu_fe448_mul_small_add_radix28_mips32r2(uint32_t r[16], const uint32_t a[16], uint32_t k,
                                              const uint32_t c[16]);
// The swap of 32 limbs (two adjacent elements each) under mask.
void mcu_fe448_cswap2_radix28_mips32r2(uint32_t mask, uint32_t a[32], uint32_t b[32]);
// The value of a as fourteen words below 2^448 (not reduced below p), and
// back: the limbs of a value below 2^448 given as fourteen words.
void mcu_fe448_to_words_radix28(uint32_t w[14], const uint32_t a[16]);
void mcu_fe448_from_words_radix28(uint32_t r[16], const uint32_t w[14]);
}

namespace mcucrypt {
namespace curve448 {

// v += c 2^448 = c (2^224 + 1) for a carry c out of the top word, twice:
// after a first carry the value is below c (2^224 + 1), so the second
// addition (of at most 2^224 + 1) cannot carry.
inline void fold_carry(uint32_t v[14], uint32_t c) {
  for (int pass = 0; pass < 2; ++pass) {
    uint64_t acc = 0;
    for (int i = 0; i < 14; ++i) {
      acc += uint64_t{v[i]} + (i == 0 || i == 7 ? c : 0u);
      v[i] = static_cast<uint32_t>(acc);
      acc >>= 32;
    }
    c = static_cast<uint32_t>(acc);
  }
}

}  // namespace curve448
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE448_FE448_OPS_H_
