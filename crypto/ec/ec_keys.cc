// SEC1 point encodings and key pairs (mcucrypt/ec_curves.h), through the
// build's scalar multiplication descriptor.
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/point.h"
#include "crypto/ec/scalar.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace ec {

mcu_status scalar_random(const Curve &c, const mcu_rng *rng, uint8_t *k) {
  // Candidates have n's bit length: each falls in range with odds over 1/2.
  const unsigned extra = static_cast<unsigned>(8 * c.scalar_size - c.order_bits);
  for (int attempt = 0; attempt < 64; ++attempt) {
    if (mcu_rng_generate(rng, k, c.scalar_size) != MCU_OK) break;
    k[0] = static_cast<uint8_t>(k[0] & (0xFFu >> extra));
    if (public_verdict(scalar_in_range(c, k))) return MCU_OK;  // rejection reveals only the rejected draw
  }
  mcu_wipe(k, c.scalar_size);
  return MCU_ERR_RNG_FAILED;
}

Sizes sizes_with(const mcu_ec_mul_desc *mul) {
  Sizes s = {nullptr, mul};
  if (mul == nullptr) return s;
  const Curve *c = curve_by_id(mul->curve);
  if (c != nullptr && mul->field_size == c->field_size && mul->scalar_size == c->scalar_size &&
      mul->point_size == 2 * c->field_size && mul->workspace_size <= MCU_EC_MUL_WORKSPACE_SIZE &&
      mul->mul_base != nullptr && mul->mul != nullptr && mul->mul_add != nullptr) {
    s.curve = c;
  }
  return s;
}

Sizes sizes_for(mcu_ec_curve_id id) { return sizes_with(mcu_ec_mul_for_curve(id)); }

}  // namespace ec
}  // namespace mcucrypt

using mcucrypt::ec::Point;
using mcucrypt::ec::Sizes;

extern "C" {

mcu_status mcu_ec_point_decode(mcu_ec_curve_id curve, const uint8_t *in, size_t in_len,
                               uint8_t *xy) {
  const Sizes s = mcucrypt::ec::sizes_for(curve);
  if (s.curve == nullptr || in == nullptr || xy == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  const mcucrypt::ec::Curve &c = *s.curve;
  const size_t fs = c.field_size;
  uint32_t ok = 0;
  if (in_len == 1 + 2 * fs && in[0] == 0x04) {
    Point p;
    ok = mcucrypt::ec::point_decode_xy(c, &p, in + 1);
    memcpy(xy, in + 1, 2 * fs);
  } else if (in_len == 1 + fs && (in[0] == 0x02 || in[0] == 0x03)) {
    ok = mcucrypt::ec::point_decompress(c, xy, in + 1, in[0] & 1u);
  }
  if (!ok) {
    mcu_wipe(xy, 2 * fs);
    return MCU_ERR_INVALID_KEY;
  }
  return MCU_OK;
}

mcu_status mcu_ec_point_encode(mcu_ec_curve_id curve, const uint8_t *xy, uint8_t *out,
                               size_t out_len) {
  const Sizes s = mcucrypt::ec::sizes_for(curve);
  if (s.curve == nullptr || xy == nullptr || out == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  const size_t fs = s.curve->field_size;
  if (out_len != 1 + 2 * fs && out_len != 1 + fs) return MCU_ERR_INVALID_ARGUMENT;
  Point p;
  if (!mcucrypt::ec::point_decode_xy(*s.curve, &p, xy)) {
    mcu_wipe(out, out_len);
    return MCU_ERR_INVALID_KEY;
  }
  if (out_len == 1 + 2 * fs) {
    out[0] = 0x04;
    memcpy(out + 1, xy, 2 * fs);
  } else {
    out[0] = static_cast<uint8_t>(0x02 | (xy[2 * fs - 1] & 1u));
    memcpy(out + 1, xy, fs);
  }
  return MCU_OK;
}

mcu_status mcu_ec_public_key_with(const mcu_ec_mul_desc *mul, const uint8_t *priv,
                                  size_t priv_len, uint8_t *pub, size_t pub_len) {
  const Sizes s = mcucrypt::ec::sizes_with(mul);
  if (s.curve == nullptr || priv == nullptr || pub == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  const mcucrypt::ec::Curve &c = *s.curve;
  if (priv_len != c.scalar_size || pub_len != 1 + 2 * c.field_size) {
    mcu_wipe(pub, pub_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!mcucrypt::ec::public_verdict(mcucrypt::ec::scalar_in_range(c, priv))) {
    mcu_wipe(pub, pub_len);
    return MCU_ERR_INVALID_KEY;
  }
  alignas(8) uint8_t work[MCU_EC_MUL_WORKSPACE_SIZE];
  const mcu_status st = s.mul->mul_base(s.mul, pub + 1, priv, work);
  mcu_wipe(work, sizeof(work));
  if (st != MCU_OK) {
    mcu_wipe(pub, pub_len);
    return st;
  }
  pub[0] = 0x04;
  return MCU_OK;
}

mcu_status mcu_ec_public_key(mcu_ec_curve_id curve, const uint8_t *priv, size_t priv_len,
                             uint8_t *pub, size_t pub_len) {
  return mcu_ec_public_key_with(mcu_ec_mul_for_curve(curve), priv, priv_len, pub, pub_len);
}

mcu_status mcu_ec_generate_key_with(const mcu_ec_mul_desc *mul, const mcu_rng *rng,
                                    uint8_t *priv, size_t priv_len, uint8_t *pub,
                                    size_t pub_len) {
  const Sizes s = mcucrypt::ec::sizes_with(mul);
  if (s.curve == nullptr || rng == nullptr || priv == nullptr || pub == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (priv_len != s.curve->scalar_size || pub_len != 1 + 2 * s.curve->field_size) {
    mcu_wipe(priv, priv_len);
    mcu_wipe(pub, pub_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcucrypt::ec::scalar_random(*s.curve, rng, priv);
  if (st == MCU_OK) st = mcu_ec_public_key_with(mul, priv, priv_len, pub, pub_len);
  if (st != MCU_OK) {
    mcu_wipe(priv, priv_len);
    mcu_wipe(pub, pub_len);
  }
  return st;
}

mcu_status mcu_ec_generate_key(mcu_ec_curve_id curve, const mcu_rng *rng, uint8_t *priv,
                               size_t priv_len, uint8_t *pub, size_t pub_len) {
  return mcu_ec_generate_key_with(mcu_ec_mul_for_curve(curve), rng, priv, priv_len, pub, pub_len);
}

}  // extern "C"
