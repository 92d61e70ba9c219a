// Weierstrass-curve speed in the board simulator's cycle model, piece by
// piece (issue 15): one field multiplication, addition and inversion
// (Fermat's and mod_inv_vartime's, which must agree: the binary algorithm,
// or Fermat's again on the fields a core multiplies in one routine), the
// group order's inversion (Fermat's, checked likewise), one point
// addition and doubling, a run of four doublings, and the three scalar
// multiplications (the secret fixed window on a variable point, the
// generator's comb, verification's wNAF) on the 256-bit curves, P-384,
// P-521 and brainpoolP384r1/P512r1 (Montgomery fields of 12 and 16 limbs).
// Cycles per call. The fixed window's k G and the comb's must agree, and
// the wNAF's k G + 0 P too: a wrong fast path fails here, not only in the
// suites.
#include <stdint.h>
#include <string.h>

#include "crypto/ec/ec_curve.h"
#include "crypto/ec/field_product.h"
#include "crypto/ec/point.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

namespace ec = mcucrypt::ec;

ec::MulWork g_work;
ec::Point g_p, g_q, g_r;
uint8_t g_xy1[2 * ec::kMaxBytes], g_xy2[2 * ec::kMaxBytes];

uint32_t Time(const char *what, uint32_t start) {
  const uint32_t cycles = mcu_board_cycles() - start;
  mcu_board_print_u32(what, cycles);
  return cycles;
}

bool Run(mcu_ec_curve_id id, const char *name) {
  const ec::Curve *c = ec::curve_by_id(id);
  if (c == nullptr) return false;
  mcu_board_print(name);
  mcu_board_print("\n");
  const ec::Mod &f = c->p;
  // A scalar below n: n's own bytes with the top byte halved.
  uint8_t k[ec::kMaxBytes], zero[ec::kMaxBytes] = {0};
  ec::mod_to_bytes(c->n, k, c->scalar_size, c->n.m);
  k[0] >>= 1;
  k[c->scalar_size - 1] ^= 0x5A;
  ec::point_set_generator(*c, &g_p);
  ec::point_double(*c, &g_q, g_p);

  uint32_t start = mcu_board_cycles();
  ec::mod_mul(f, g_r.x, g_q.x, g_q.y);
  Time(" field mul cycles", start);
  start = mcu_board_cycles();
  ec::mod_mul(f, g_r.y, g_q.x, g_q.x);
  Time(" field square cycles", start);
  start = mcu_board_cycles();
  ec::mod_add(f, g_r.z, g_q.x, g_q.y);
  Time(" field add cycles", start);
  start = mcu_board_cycles();
  ec::mod_sub(f, g_r.z, g_q.x, g_q.y);
  Time(" field sub cycles", start);
  start = mcu_board_cycles();
  ec::mod_inv(f, g_r.x, g_q.x);
  Time(" field inverse Fermat cycles", start);
  start = mcu_board_cycles();
  ec::mod_inv_vartime(f, g_r.y, g_q.x);
  Time(" field inverse binary cycles", start);
  if (!fw_same_bytes("inverses", reinterpret_cast<const uint8_t *>(g_r.x),
                     reinterpret_cast<const uint8_t *>(g_r.y), 4 * f.limbs)) {
    return false;
  }
  // The group order's inversion (signing's k^-1), against the binary one.
  ec::Fe kn;
  ec::mod_from_bytes(c->n, kn, k, c->scalar_size);
  start = mcu_board_cycles();
  ec::mod_inv(c->n, g_r.x, kn);
  Time(" scalar inverse Fermat cycles", start);
  ec::mod_inv_vartime(c->n, g_r.y, kn);
  if (!fw_same_bytes("scalar inverses", reinterpret_cast<const uint8_t *>(g_r.x),
                     reinterpret_cast<const uint8_t *>(g_r.y), 4 * c->n.limbs)) {
    return false;
  }
  start = mcu_board_cycles();
  ec::point_add(*c, &g_r, g_p, g_q);
  Time(" point add cycles", start);
  start = mcu_board_cycles();
  ec::point_double(*c, &g_r, g_q);
  Time(" point double cycles", start);
  start = mcu_board_cycles();
  ec::point_double_n(*c, &g_r, 4);
  Time(" point double x4 cycles", start);

  start = mcu_board_cycles();
  ec::point_mul_ct(*c, &g_r, k, g_p, &g_work);
  Time(" mul_ct (variable base) cycles", start);
  if (!ec::point_encode_xy(*c, g_xy1, g_r)) return fw_same_u32("mul_ct finite", 0, 1);
  start = mcu_board_cycles();
  ec::point_mul_base_ct(*c, &g_r, k, &g_work);
  Time(" mul_base_ct (comb) cycles", start);
  if (!ec::point_encode_xy(*c, g_xy2, g_r)) return fw_same_u32("comb finite", 0, 1);
  if (!fw_same_bytes("comb against mul_ct", g_xy1, g_xy2, 2 * c->field_size)) return false;
  start = mcu_board_cycles();
  ec::point_mul_add_vartime(*c, &g_r, k, k, g_q, &g_work);
  Time(" mul_add_vartime (wnaf) cycles", start);
  ec::point_mul_add_vartime(*c, &g_r, k, zero, g_q, &g_work);
  if (!ec::point_encode_xy(*c, g_xy2, g_r)) return fw_same_u32("wnaf finite", 0, 1);
  return fw_same_bytes("wnaf against mul_ct", g_xy1, g_xy2, 2 * c->field_size);
}

}  // namespace

extern "C" int main(void) {
  // The timer's own cost, then the 256-bit product alone (field_product.h).
  uint32_t start = mcu_board_cycles();
  Time("timer cycles", start);
  static uint32_t t[16];
  ec::point_set_generator(*ec::curve_by_id(MCU_EC_SECP256R1), &g_p);
  start = mcu_board_cycles();
  ec::field_product_256(t, g_p.x, g_p.y);
  Time("256-bit product cycles", start);
  if (!Run(MCU_EC_SECP256R1, "secp256r1")) return 1;
  if (!Run(MCU_EC_SM2P256V1, "sm2p256v1")) return 1;
  if (!Run(MCU_EC_BRAINPOOLP256R1, "brainpoolP256r1")) return 1;
  if (!Run(MCU_EC_SECP384R1, "secp384r1")) return 1;
  if (!Run(MCU_EC_SECP521R1, "secp521r1")) return 1;
  if (!Run(MCU_EC_BRAINPOOLP384R1, "brainpoolP384r1")) return 1;
  if (!Run(MCU_EC_BRAINPOOLP512R1, "brainpoolP512r1")) return 1;
  mcu_board_print("ec_speed done\n");
  return 0;
}
