// The curve operations SM2 needs, on affine x || y bytes: through the
// build's descriptor for the SM2 curve, or crypto/ec's portable point code
// for any other curve (the standard's example curve in the tests). Also
// the hash over pieces and Z (GB/T 32918.2 section 5.5).
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/point.h"
#include "crypto/ec/scalar.h"
#include "crypto/sm2/sm2_internal.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sm3.h"

namespace mcucrypt {
namespace sm2 {

namespace {

static_assert(sizeof(ec::MulWork) <= MCU_EC_MUL_WORKSPACE_SIZE, "work area");

union Work {
  alignas(8) uint8_t bytes[MCU_EC_MUL_WORKSPACE_SIZE];
  ec::MulWork points;
  Work() {}
  ec::MulWork *mul() { return &points; }
};

// Encodes r (zeroed at infinity) and wipes the work area; ok_mask (a
// scalar range check) folded in without a branch, as k may be secret.
mcu_status finish(const ec::Curve &c, uint8_t *q, const ec::Point &r, Work *w, uint32_t ok_mask) {
  const uint32_t ok = ec::point_encode_xy(c, q, r) & ok_mask;
  mcu_wipe(w, sizeof(*w));
  ct::keep_or_zero(ok, q, 2 * c.field_size);
  return ct::status_select(ok, MCU_OK, MCU_ERR_INVALID_KEY);
}

}  // namespace

Group sm2_group() {
  return Group{ec::curve_by_id(MCU_EC_SM2P256V1), &mcu_sm2_mul, &mcu_sm3_desc};
}

Group sm2_group_with(const mcu_ec_mul_desc *mul, bool *ok) {
  const ec::Sizes sz = ec::sizes_with(mul);
  *ok = sz.curve != nullptr && sz.curve->id == MCU_EC_SM2P256V1;
  return Group{*ok ? sz.curve : nullptr, mul, &mcu_sm3_desc};
}

uint32_t group_point_valid(const Group &g, const uint8_t *p) {
  ec::Point pt;
  const uint32_t ok = ec::point_decode_xy(*g.curve, &pt, p);
  mcu_wipe(&pt, sizeof(pt));
  return ok;
}

mcu_status group_mul_base(const Group &g, uint8_t *q, const uint8_t *k) {
  Work w;
  if (g.mul != nullptr) {
    const mcu_status st = g.mul->mul_base(g.mul, q, k, w.bytes);
    mcu_wipe(&w, sizeof(w));
    return st;
  }
  ec::Point gen, r;
  ec::point_set_generator(*g.curve, &gen);
  ec::point_mul_ct(*g.curve, &r, k, gen, w.mul());
  const mcu_status st = finish(*g.curve, q, r, &w, ec::scalar_in_range(*g.curve, k));
  mcu_wipe(&r, sizeof(r));
  return st;
}

mcu_status group_scalar_inv(const Group &g, uint32_t *r, const uint32_t *a) {
  const ec::Curve &c = *g.curve;
  const ec::Mod &n = c.n;
  if (g.mul == nullptr || g.mul->scalar_inv == nullptr) {
    ec::mod_inv(n, r, a);
    return MCU_OK;
  }
  // a = 0 goes in as 1: the coprocessor never sees a value it cannot
  // invert, and its path shows nothing of a.
  ec::Fe a1, t;
  memcpy(a1, a, sizeof(a1));
  ec::mod_cmov(n, a1, n.one, ec::mod_is_zero(n, a));
  uint8_t in[ec::kMaxBytes], out[ec::kMaxBytes];
  ec::mod_from_mont(n, t, a1);
  ec::mod_to_bytes(n, in, c.scalar_size, t);
  Work w;
  mcu_status st = g.mul->scalar_inv(g.mul, out, in, w.bytes);
  mcu_wipe(&w, sizeof(w));
  if (st == MCU_ERR_UNSUPPORTED) {  // not now (no microcode, say): public
    ec::mod_inv(n, r, a);
    st = MCU_OK;
  } else {
    ec::mod_from_bytes(n, t, out, c.scalar_size);
    ec::mod_to_mont(n, r, t);
    // The fault check: a * a^-1 = 1, or nothing of it is used.
    ec::mod_mul(n, t, r, a1);
    const uint32_t ran = ct::eq_mask(static_cast<uint32_t>(st), MCU_OK);
    const uint32_t ok = ran & ec::mod_equal(n, t, n.one);
    st = ct::status_select(ok, MCU_OK, ct::status_select(ran, MCU_ERR_HARDWARE, st));
  }
  mcu_wipe(a1, sizeof(a1));
  mcu_wipe(t, sizeof(t));
  mcu_wipe(in, sizeof(in));
  mcu_wipe(out, sizeof(out));
  return st;
}

mcu_status group_mul(const Group &g, uint8_t *q, const uint8_t *k, const uint8_t *p) {
  Work w;
  if (g.mul != nullptr) {
    const mcu_status st = g.mul->mul(g.mul, q, k, p, w.bytes);
    mcu_wipe(&w, sizeof(w));
    return st;
  }
  ec::Point pt, r;
  if (!ec::point_decode_xy(*g.curve, &pt, p)) return MCU_ERR_INVALID_KEY;  // public
  ec::point_mul_ct(*g.curve, &r, k, pt, w.mul());
  const mcu_status st = finish(*g.curve, q, r, &w, ec::scalar_in_range(*g.curve, k));
  mcu_wipe(&r, sizeof(r));
  mcu_wipe(&pt, sizeof(pt));
  return st;
}

mcu_status group_mul_add(const Group &g, uint8_t *r, const uint8_t *u1, const uint8_t *u2,
                         const uint8_t *p) {
  Work w;
  if (g.mul != nullptr) {
    const mcu_status st = g.mul->mul_add(g.mul, r, u1, u2, p, w.bytes);
    mcu_wipe(&w, sizeof(w));
    return st;
  }
  ec::Point pt, acc;
  if (!ec::point_decode_xy(*g.curve, &pt, p)) return MCU_ERR_INVALID_KEY;
  ec::point_mul_add_vartime(*g.curve, &acc, u1, u2, pt, w.mul());
  return finish(*g.curve, r, acc, &w, 0xFFFFFFFFu);
}

mcu_status group_add(const Group &g, uint8_t *r, const uint8_t *p, const uint8_t *q) {
  ec::Point a, b;
  if (!ec::point_decode_xy(*g.curve, &a, p) || !ec::point_decode_xy(*g.curve, &b, q)) {
    return MCU_ERR_INVALID_KEY;
  }
  ec::point_add(*g.curve, &a, a, b);
  const uint32_t ok = ec::point_encode_xy(*g.curve, r, a);
  mcu_wipe(&a, sizeof(a));
  return ok ? MCU_OK : MCU_ERR_INVALID_KEY;
}

mcu_status hash_pieces(const mcu_hash_desc *h, const Piece *pieces, size_t count, uint8_t *out) {
  if (h == nullptr || h->digest_size != kHashSize || h->context_size > MCU_HASH_MAX_CONTEXT_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  union {
    uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
    uint64_t align;
  } ctx;
  mcu_status st = h->init(ctx.bytes);
  for (size_t i = 0; i < count && st == MCU_OK; ++i) {
    if (pieces[i].len != 0) st = h->update(ctx.bytes, pieces[i].data, pieces[i].len);
  }
  if (st == MCU_OK) st = h->final(ctx.bytes, out);
  mcu_wipe(&ctx, sizeof(ctx));
  return st;
}

mcu_status compute_z(const Group &g, const uint8_t *id, size_t id_len, const uint8_t *pub_xy,
                     uint8_t z[kHashSize]) {
  const ec::Curve &c = *g.curve;
  const size_t fs = c.field_size;
  if (id_len > kMaxIdLen || (id == nullptr && id_len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  const uint8_t entl[2] = {static_cast<uint8_t>((8 * id_len) >> 8),
                           static_cast<uint8_t>(8 * id_len)};
  // a, b, xG, yG as the standard writes them: out of Montgomery form.
  uint8_t params[4 * ec::kMaxBytes];
  const uint32_t *const mont[4] = {c.a, c.b, c.gx, c.gy};
  ec::Fe t;
  for (size_t i = 0; i < 4; ++i) {
    ec::mod_from_mont(c.p, t, mont[i]);
    ec::mod_to_bytes(c.p, params + i * fs, fs, t);
  }
  const Piece pieces[] = {{entl, 2}, {id, id_len}, {params, 4 * fs}, {pub_xy, 2 * fs}};
  return hash_pieces(g.hash, pieces, 4, z);
}

mcu_status kdf_xor(const mcu_hash_desc *h, const uint8_t *z, size_t z_len, uint8_t *out,
                   size_t len, uint32_t *any_set) {
  uint8_t block[kHashSize];
  uint32_t acc = 0;
  mcu_status st = MCU_OK;
  for (uint32_t ct = 1; len != 0 && st == MCU_OK; ++ct) {
    const uint8_t ctr[4] = {static_cast<uint8_t>(ct >> 24), static_cast<uint8_t>(ct >> 16),
                            static_cast<uint8_t>(ct >> 8), static_cast<uint8_t>(ct)};
    const Piece pieces[] = {{z, z_len}, {ctr, 4}};
    st = hash_pieces(h, pieces, 2, block);
    const size_t take = len < kHashSize ? len : kHashSize;
    for (size_t i = 0; i < take; ++i) {
      acc |= block[i];
      out[i] ^= block[i];
    }
    out += take;
    len -= take;
  }
  mcu_wipe(block, sizeof(block));
  *any_set = acc;
  return st;
}

}  // namespace sm2
}  // namespace mcucrypt
