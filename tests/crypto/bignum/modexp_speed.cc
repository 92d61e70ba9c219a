// Big-integer speed in the board simulator's cycle model, per piece of an
// RSA-2048 private operation: one Montgomery multiplication and one
// squaring at 1024 bits (the build's bn::mont_mul and bn::mont_sqr, and the
// portable reference; results compared), a 1024-bit secret-exponent
// exponentiation (one CRT half), and the blinding inverse at 2048 bits
// (optimized binary GCD; the binary Euclid for comparison); and the pieces
// of an RSA-1024 private operation (rsa_private_blinded.cc) at 512 and 1024
// bits. Cycles per call.
#include <stdint.h>

#include "crypto/bignum/bignum.h"
#include "crypto/bignum/modexp_ct_mont.h"
#include "mcucrypt/modexp.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

namespace bn = mcucrypt::bn;

constexpr size_t kHalf = 32, kFull = 64;  // words: 1024 and 2048 bits
uint32_t g_m[kFull], g_a[kFull], g_b[kFull], g_r[kFull], g_r2[kFull];
uint32_t g_work[16 * kFull + 64];
uint32_t g_state = 0x2545F491u;

uint32_t Next() {
  g_state ^= g_state << 13;
  g_state ^= g_state >> 17;
  g_state ^= g_state << 5;
  return g_state;
}

void Fill(size_t n) {
  for (size_t i = 0; i < n; ++i) g_m[i] = Next(), g_a[i] = Next(), g_b[i] = Next();
  g_m[0] |= 1;
  g_m[n - 1] |= 1u << 31;
  g_a[n - 1] >>= 1;
  g_b[n - 1] >>= 1;
}

}  // namespace

extern "C" int main(void) {
  Fill(kHalf);
  const uint32_t m0inv = bn::mont_m0inv(g_m[0]);
  uint32_t start = mcu_board_cycles();
  bn::mont_mul_portable(g_r2, g_a, g_b, g_m, kHalf, m0inv, g_work);
  mcu_board_print_u32("mont_mul portable 1024 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  bn::mont_mul(g_r, g_a, g_b, g_m, kHalf, m0inv, g_work);
  mcu_board_print_u32("mont_mul 1024 cycles", mcu_board_cycles() - start);
  for (size_t i = 0; i < kHalf; ++i) {
    if (!fw_same_u32("mont_mul", g_r[i], g_r2[i])) return 1;
  }
  bn::mont_mul_portable(g_r2, g_a, g_a, g_m, kHalf, m0inv, g_work);
  start = mcu_board_cycles();
  bn::mont_sqr(g_r, g_a, g_m, kHalf, m0inv, g_work);
  mcu_board_print_u32("mont_sqr 1024 cycles", mcu_board_cycles() - start);
  for (size_t i = 0; i < kHalf; ++i) {
    if (!fw_same_u32("mont_sqr", g_r[i], g_r2[i])) return 1;
  }
  const mcu_modexp_desc *d = &mcu_modexp;
  uint32_t one[kHalf] = {1};
  // The build's rows, through a 1-bit public exponent: R^2 set-up, two
  // multiplications in and one out, so time a^1 and subtract nothing: the
  // figure is an upper bound of 4 multiplications plus set-up.
  start = mcu_board_cycles();
  if (d->modexp(d, g_r, g_a, one, 1, g_m, kHalf, 0, g_work, sizeof g_work / 4) != MCU_OK) return 1;
  mcu_board_print_u32("modexp a^1 1024 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  if (d->modexp(d, g_r, g_a, g_b, kHalf + 1, g_m, kHalf, 1, g_work, sizeof g_work / 4) != MCU_OK) {
    return 1;
  }
  mcu_board_print_u32("modexp secret 1056-bit exponent 1024 cycles", mcu_board_cycles() - start);
  const mcu_modexp_desc *p = &mcu_modexp_ct_mont_portable;
  start = mcu_board_cycles();
  if (p->modexp(p, g_r2, g_a, g_b, kHalf + 1, g_m, kHalf, 1, g_work, sizeof g_work / 4) != MCU_OK) {
    return 1;
  }
  mcu_board_print_u32("portable modexp secret 1056-bit exponent 1024 cycles",
                      mcu_board_cycles() - start);
  for (size_t i = 0; i < kHalf; ++i) {
    if (!fw_same_u32("modexp", g_r[i], g_r2[i])) return 1;
  }

  // An RSA-1024 private operation's pieces: one CRT half (512-bit modulus,
  // a 544-bit blinded exponent), its set-up, the public-exponent path at
  // 1024 bits (r^e and the fault check) and the blinding inverse.
  Fill(kHalf);
  const size_t q = kHalf / 2;
  g_m[q - 1] |= 1u << 31;
  g_a[q - 1] >>= 1;
  const uint32_t q0inv = bn::mont_m0inv(g_m[0]);
  start = mcu_board_cycles();
  bn::mont_mul(g_r, g_a, g_b, g_m, q, q0inv, g_work);
  mcu_board_print_u32("mont_mul 512 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  bn::mont_sqr(g_r, g_a, g_m, q, q0inv, g_work);
  mcu_board_print_u32("mont_sqr 512 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  bn::mont_finish(g_r, g_a, g_m, q);
  mcu_board_print_u32("mont_finish 512 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  bn::mont_r2(g_r2, g_m, q, q0inv, g_work, g_work + q);
  mcu_board_print_u32("mont_r2 512 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  bn::mod_reduce_r2(g_r, g_a, kHalf, g_m, q, g_r2, g_work);
  mcu_board_print_u32("mod_reduce_r2 1024 by 512 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  if (d->modexp(d, g_r, g_a, g_b, q + 1, g_m, q, 1, g_work, sizeof g_work / 4) != MCU_OK) return 1;
  mcu_board_print_u32("modexp secret 544b exp 512 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  if (p->modexp(p, g_r2, g_a, g_b, q + 1, g_m, q, 1, g_work, sizeof g_work / 4) != MCU_OK) return 1;
  for (size_t i = 0; i < q; ++i) {
    if (!fw_same_u32("modexp 512", g_r[i], g_r2[i])) return 1;
  }
  start = mcu_board_cycles();
  bn::mont_r2(g_r2, g_m, kHalf, m0inv, g_work, g_work + kHalf);
  mcu_board_print_u32("mont_r2 1024 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  bn::mod_mul_r2(g_r, g_a, g_b, g_m, kHalf, g_r2, g_work);
  mcu_board_print_u32("mod_mul_r2 1024 cycles", mcu_board_cycles() - start);
  const uint32_t e65537 = 65537;
  start = mcu_board_cycles();
  if (d->modexp(d, g_r, g_a, &e65537, 1, g_m, kHalf, 0, g_work, sizeof g_work / 4) != MCU_OK) {
    return 1;
  }
  mcu_board_print_u32("modexp e=65537 1024 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  bn::mod_inverse_bingcd(g_r, g_a, g_m, kHalf, g_work);
  mcu_board_print_u32("mod_inverse_bingcd 1024 cycles", mcu_board_cycles() - start);

  Fill(kFull);
  start = mcu_board_cycles();
  const uint32_t ok = bn::mod_inverse_bingcd(g_r, g_a, g_m, kFull, g_work);
  mcu_board_print_u32("mod_inverse_bingcd 2048 cycles", mcu_board_cycles() - start);
  start = mcu_board_cycles();
  const uint32_t ok2 = bn::mod_inverse_odd(g_r2, g_a, g_m, kFull, g_work);
  mcu_board_print_u32("mod_inverse_odd 2048 cycles", mcu_board_cycles() - start);
  if (!fw_same_u32("inverse ok", ok, ok2)) return 1;
  for (size_t i = 0; i < kFull; ++i) {
    if (!fw_same_u32("inverse", g_r[i], g_r2[i])) return 1;
  }
  return 0;
}
