// The SM4 S-box as a boolean circuit on bit slices (122 gates), shared by
// the constant-time backend's C rounds, its key schedule, and the assembly
// generator (crypto/sm4/gen/sm4_ct_asm_gen.py reads the gates from here).
// sm4_ct_bitsliced.cc explains the circuit; gen/sm4_sbox_circuit.py
// derives it.
#ifndef MCUCRYPT_CRYPTO_SM4_SM4_CT_CIRCUIT_H_
#define MCUCRYPT_CRYPTO_SM4_SM4_CT_CIRCUIT_H_

#include <stdint.h>

namespace mcucrypt {
namespace sm4 {

// S'(v) on slices: s[j] is bit j of v, in place. Generated; gates in an
// order that keeps few values live at once.
__attribute__((always_inline)) inline void SboxCircuit(uint32_t *s) {
  const uint32_t x0 = s[0], x1 = s[1], x2 = s[2], x3 = s[3], x4 = s[4], x5 = s[5], x6 = s[6], x7 = s[7];
  const uint32_t t0 = x0 ^ x6;
  const uint32_t t1 = x2 ^ x6;
  const uint32_t t2 = x4 ^ t1;
  const uint32_t t3 = x1 ^ x7;
  const uint32_t t4 = x4 ^ t0;
  const uint32_t t5 = x1 ^ t0;
  const uint32_t t6 = x2 ^ t4;
  const uint32_t t7 = t4 ^ t3;
  const uint32_t t8 = t5 & t2;
  const uint32_t t9 = x7 ^ t1;
  const uint32_t t10 = x5 ^ t4;
  const uint32_t t11 = t4 & t3;
  const uint32_t t12 = t5 ^ t10;
  const uint32_t t13 = x3 ^ x4;
  const uint32_t t14 = x2 ^ x5;
  const uint32_t t15 = x7 ^ t14;
  const uint32_t t16 = x1 ^ t14;
  const uint32_t t17 = x3 ^ t15;
  const uint32_t t18 = x4 ^ t17;
  const uint32_t t19 = t11 ^ t17;
  const uint32_t t20 = t17 ^ t1;
  const uint32_t t21 = t14 ^ t5;
  const uint32_t t22 = x5 ^ t21;
  const uint32_t t23 = x2 ^ t20;
  const uint32_t t24 = x2 & t20;
  const uint32_t t25 = t24 ^ t9;
  const uint32_t t26 = t21 & t13;
  const uint32_t t27 = t10 & t16;
  const uint32_t t28 = t22 & t18;
  const uint32_t t29 = x5 & t15;
  const uint32_t t30 = t29 ^ t26;
  const uint32_t t31 = t29 ^ t28;
  const uint32_t t32 = t3 ^ t20;
  const uint32_t t33 = t13 ^ t32;
  const uint32_t t34 = t12 & t33;
  const uint32_t t35 = t8 ^ t34;
  const uint32_t t36 = t34 ^ t23;
  const uint32_t t37 = t27 ^ t36;
  const uint32_t t38 = t30 ^ t35;
  const uint32_t t39 = t7 ^ t38;
  const uint32_t t40 = t31 ^ t37;
  const uint32_t t41 = t40 ^ t39;
  const uint32_t t42 = t6 & t32;
  const uint32_t t43 = t42 ^ t30;
  const uint32_t t44 = t43 ^ t25;
  const uint32_t t45 = t42 ^ t19;
  const uint32_t t46 = t31 ^ t45;
  const uint32_t t47 = t46 & t40;
  const uint32_t t48 = t46 ^ t44;
  const uint32_t t49 = t48 & t41;
  const uint32_t t50 = t47 ^ t49;
  const uint32_t t51 = t44 & t39;
  const uint32_t t52 = t51 ^ t49;
  const uint32_t t53 = t44 ^ t39;
  const uint32_t t54 = t52 ^ t53;
  const uint32_t t55 = t54 & t40;
  const uint32_t t56 = t54 & t46;
  const uint32_t t57 = t48 ^ t41;
  const uint32_t t58 = t50 ^ t57;
  const uint32_t t59 = t54 ^ t58;
  const uint32_t t60 = t58 & t44;
  const uint32_t t61 = t58 & t39;
  const uint32_t t62 = t59 & t48;
  const uint32_t t63 = t59 & t41;
  const uint32_t t64 = t60 ^ t62;
  const uint32_t t65 = t56 ^ t62;
  const uint32_t t66 = t61 ^ t63;
  const uint32_t t67 = t55 ^ t63;
  const uint32_t t68 = t66 & x2;
  const uint32_t t69 = t66 & t20;
  const uint32_t t70 = t64 & t5;
  const uint32_t t71 = t67 & t4;
  const uint32_t t72 = t67 & t3;
  const uint32_t t73 = t65 & t16;
  const uint32_t t74 = t64 & t2;
  const uint32_t t75 = t73 ^ t74;
  const uint32_t t76 = t65 & t10;
  const uint32_t t77 = t66 ^ t64;
  const uint32_t t78 = t65 ^ t64;
  const uint32_t t79 = t77 & t18;
  const uint32_t t80 = t77 & t22;
  const uint32_t t81 = t67 ^ t65;
  const uint32_t t82 = t67 ^ t66;
  const uint32_t t83 = t81 & x5;
  const uint32_t t84 = t81 & t15;
  const uint32_t t85 = t83 ^ t80;
  const uint32_t t86 = t82 & t6;
  const uint32_t t87 = t78 & t33;
  const uint32_t t88 = t79 ^ t68;
  const uint32_t t89 = t78 & t12;
  const uint32_t t90 = t70 ^ t89;
  const uint32_t t91 = t82 & t32;
  const uint32_t t92 = t82 ^ t78;
  const uint32_t t93 = t86 ^ t85;
  const uint32_t t94 = t92 & t13;
  const uint32_t t95 = t92 & t21;
  const uint32_t t96 = t91 ^ t84;
  const uint32_t t97 = t70 ^ t75;
  const uint32_t t98 = t76 ^ t97;
  const uint32_t t99 = t94 ^ t98;
  const uint32_t t100 = t72 ^ t94;
  const uint32_t t101 = t88 ^ t99;
  const uint32_t t102 = t72 ^ t96;
  const uint32_t t103 = t85 ^ t90;
  const uint32_t t104 = t99 ^ t103;
  const uint32_t t105 = t95 ^ t90;
  const uint32_t t106 = t83 ^ t105;
  const uint32_t t107 = t69 ^ t104;
  const uint32_t t108 = t84 ^ t102;
  const uint32_t t109 = t102 ^ t104;
  const uint32_t t110 = t79 ^ t102;
  const uint32_t t111 = t71 ^ t101;
  const uint32_t t112 = t101 ^ t93;
  const uint32_t t113 = t96 ^ t112;
  const uint32_t t114 = t107 ^ t113;
  const uint32_t t115 = t75 ^ t114;
  const uint32_t t116 = t87 ^ t112;
  const uint32_t t117 = t116 ^ t108;
  const uint32_t t118 = t73 ^ t111;
  const uint32_t t119 = t118 ^ t117;
  const uint32_t t120 = t106 ^ t107;
  const uint32_t t121 = t120 ^ t100;
  s[0] = t110;
  s[1] = t119;
  s[2] = t109;
  s[3] = t115;
  s[4] = t121;
  s[5] = t111;
  s[6] = t106;
  s[7] = t112;
}

}  // namespace sm4
}  // namespace mcucrypt

#endif  // MCUCRYPT_CRYPTO_SM4_SM4_CT_CIRCUIT_H_
