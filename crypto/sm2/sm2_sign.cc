// SM2 digital signature, GB/T 32918.2-2016 sections 6 and 7 (English text:
// draft-shen-sm2-ecdsa-02 sections 6-7): e = H(Z_A || M), (x1, y1) = [k]G,
// r = (e + x1) mod n, s = ((1 + d)^-1 (k - r d)) mod n. Scalars are in
// Montgomery form mod n; (1 + d)^-1 is Fermat's, constant time, or the
// descriptor's own inversion (a coprocessor's, checked: group_scalar_inv);
// [k]G is the curve's constant-time multiplication. Verification runs as
// one ECDSA verification where the descriptor has its own (verify_as_ecdsa).
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/scalar.h"
#include "crypto/sm2/sm2_internal.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sm2.h"

namespace mcucrypt {
namespace sm2 {

namespace {

// Big-endian bytes (len <= scalar_size) to Montgomery form mod n: any value
// below R is reduced.
void to_n(const ec::Curve &c, uint32_t *out, const uint8_t *in, size_t len) {
  ec::Fe t;
  ec::mod_from_bytes(c.n, t, in, len);
  ec::mod_to_mont(c.n, out, t);
  mcu_wipe(t, sizeof(t));
}

void from_n(const ec::Curve &c, uint8_t *out, const uint32_t *in) {
  ec::Fe t;
  ec::mod_from_mont(c.n, t, in);
  ec::mod_to_bytes(c.n, out, c.scalar_size, t);
  mcu_wipe(t, sizeof(t));
}

}  // namespace

mcu_status message_digest(const Group &g, const uint8_t *z, const uint8_t *msg, size_t msg_len,
                          uint8_t e[kHashSize]) {
  const Piece pieces[] = {{z, kHashSize}, {msg, msg_len}};
  return hash_pieces(g.hash, pieces, 2, e);
}

mcu_status sign_digest_with_k(const Group &g, const uint8_t *d, const uint8_t *e,
                              const uint8_t *k, uint8_t *sig, uint32_t *retry) {
  const ec::Curve &c = *g.curve;
  const ec::Mod &n = c.n;
  // No branch on d, k or what comes of them: every step runs, the checks
  // are masks, and the status is selected at the end.
  ec::Fe dm, km, rm, sm, t;
  uint8_t x1y1[2 * ec::kMaxBytes];
  // A3-A4: (x1, y1) = [k]G.
  const mcu_status mul_st = group_mul_base(g, x1y1, k);
  const uint32_t mul_ok = ct::eq_mask(static_cast<uint32_t>(mul_st), MCU_OK);
  // A5: r = (e + x1) mod n.
  to_n(c, rm, e, kHashSize);
  to_n(c, t, x1y1, c.field_size);
  ec::mod_add(n, rm, rm, t);
  to_n(c, km, k, c.scalar_size);
  ec::mod_add(n, t, rm, km);
  // r = 0 or r + k = n: another k (odds about 2^-255).
  const uint32_t bad_r = ec::mod_is_zero(n, rm) | ec::mod_is_zero(n, t);
  // A6: s = ((1 + d)^-1 (k - r d)) mod n; d = n - 1 has no (1 + d)^-1.
  to_n(c, dm, d, c.scalar_size);
  ec::mod_mul(n, t, rm, dm);
  ec::mod_sub(n, sm, km, t);
  ec::mod_add(n, t, dm, n.one);
  const uint32_t d_ok = ec::scalar_in_range(c, d) & ~ec::mod_is_zero(n, t);
  const mcu_status inv_st = group_scalar_inv(g, t, t);
  const uint32_t inv_ok = ct::eq_mask(static_cast<uint32_t>(inv_st), MCU_OK);
  ec::mod_mul(n, sm, sm, t);
  // The coprocessor's part (k G, the inversion) failed: its error, first.
  const uint32_t hw_ok = mul_ok & inv_ok;
  const mcu_status hw_st = ct::status_select(mul_ok, inv_st, mul_st);
  const uint32_t again = (bad_r | ec::mod_is_zero(n, sm)) & d_ok & hw_ok;
  const uint32_t ok = d_ok & hw_ok & ~again;
  from_n(c, sig, rm);
  from_n(c, sig + c.scalar_size, sm);
  ct::keep_or_zero(ok, sig, 2 * c.scalar_size);
  *retry = again & 1u;
  mcu_wipe(x1y1, sizeof(x1y1));
  mcu_wipe(dm, sizeof(dm));
  mcu_wipe(km, sizeof(km));
  mcu_wipe(rm, sizeof(rm));
  mcu_wipe(sm, sizeof(sm));
  mcu_wipe(t, sizeof(t));
  // A failed multiplication or inversion passes its error on (a
  // descriptor's own); then an invalid d; then a retry.
  const mcu_status st = ct::status_select(d_ok, MCU_ERR_RNG_FAILED, MCU_ERR_INVALID_KEY);
  return ct::status_select(ok, MCU_OK, ct::status_select(hw_ok, st, hw_st));
}

mcu_status sign_digest(const Group &g, const uint8_t *d, const uint8_t *e, const mcu_rng *rng,
                       uint8_t *sig) {
  uint8_t k[ec::kMaxBytes];
  mcu_status st = MCU_ERR_RNG_FAILED;
  for (int attempt = 0; attempt < 16; ++attempt) {
    uint32_t retry = 0;
    st = ec::scalar_random(*g.curve, rng, k);  // A3: k in [1, n - 1]
    if (st == MCU_OK) st = sign_digest_with_k(g, d, e, k, sig, &retry);
    if (!retry) break;
  }
  mcu_wipe(k, sizeof(k));
  if (st != MCU_OK) mcu_wipe(sig, 2 * g.curve->scalar_size);
  return st;
}

namespace {

// B6-B7 as one ECDSA verification in the descriptor (a coprocessor's own,
// ecdsa_verify), on public values only. ECDSA checks x(u1 G + u2 Q) = r'
// mod n with u1 = e' / s' and u2 = r' / s'; with r' = r - e, s' = r' / t and
// e' = s s' that is u1 = s, u2 = t: SM2's x1 of s G + t P_A, and x1 = r - e
// is SM2's (e + x1) mod n = r. MCU_ERR_UNSUPPORTED: no such hook (or not
// now), or r = e (r' = 0 is no ECDSA signature): the caller's own path.
mcu_status verify_as_ecdsa(const Group &g, const uint8_t *pub_xy, const uint8_t *e,
                           const uint32_t *rm, const uint32_t *sm, const uint32_t *tm) {
  if (g.mul == nullptr || g.mul->ecdsa_verify == nullptr) return MCU_ERR_UNSUPPORTED;
  const ec::Curve &c = *g.curve;
  const ec::Mod &n = c.n;
  const size_t ss = c.scalar_size;
  ec::Fe rp, sp, ep, v;
  to_n(c, v, e, kHashSize);
  ec::mod_sub(n, rp, rm, v);
  if (ec::mod_is_zero(n, rp)) return MCU_ERR_UNSUPPORTED;
  ec::mod_inv_vartime(n, v, tm);  // t^-1, t public and not 0
  ec::mod_mul(n, sp, rp, v);
  ec::mod_mul(n, ep, sm, sp);
  uint8_t sig[2 * ec::kMaxBytes], eb[ec::kMaxBytes];
  from_n(c, sig, rp);
  from_n(c, sig + ss, sp);
  from_n(c, eb, ep);
  alignas(8) uint8_t work[MCU_EC_MUL_WORKSPACE_SIZE];
  const mcu_status st = g.mul->ecdsa_verify(g.mul, pub_xy, eb, sig, work);
  mcu_wipe(work, sizeof(work));
  return st;
}

}  // namespace

// B1-B7: public inputs, so early returns are fine.
mcu_status verify_digest(const Group &g, const uint8_t *pub_xy, const uint8_t *e,
                         const uint8_t *sig) {
  const ec::Curve &c = *g.curve;
  const ec::Mod &n = c.n;
  const size_t ss = c.scalar_size;
  // B1-B2: r, s in [1, n - 1].
  if (!ec::scalar_in_range(c, sig) || !ec::scalar_in_range(c, sig + ss)) {
    return MCU_ERR_INVALID_SIGNATURE;
  }
  ec::Fe rm, sm, t;
  to_n(c, rm, sig, ss);
  to_n(c, sm, sig + ss, ss);
  // B5: t = (r + s) mod n, not 0.
  ec::mod_add(n, t, rm, sm);
  if (ec::mod_is_zero(n, t)) return MCU_ERR_INVALID_SIGNATURE;
  const mcu_status in_descriptor = verify_as_ecdsa(g, pub_xy, e, rm, sm, t);
  if (in_descriptor != MCU_ERR_UNSUPPORTED) return in_descriptor;
  uint8_t tb[ec::kMaxBytes];
  from_n(c, tb, t);
  // B6: (x1, y1) = [s]G + [t]P_A.
  uint8_t x1y1[2 * ec::kMaxBytes];
  const mcu_status st = group_mul_add(g, x1y1, sig + ss, tb, pub_xy);
  if (st == MCU_ERR_INVALID_KEY && group_point_valid(g, pub_xy)) {
    return MCU_ERR_INVALID_SIGNATURE;  // the sum is at infinity
  }
  if (st != MCU_OK) return st;
  // B7: R = (e + x1) mod n must be r.
  ec::Fe v;
  to_n(c, v, e, kHashSize);
  to_n(c, t, x1y1, c.field_size);
  ec::mod_add(n, v, v, t);
  return ec::mod_equal(n, v, rm) ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

}  // namespace sm2
}  // namespace mcucrypt

namespace {

using mcucrypt::sm2::Group;
using mcucrypt::sm2::kHashSize;
using mcucrypt::sm2::to_n;

// SEC1 public key of the SM2 curve to x || y (validated).
mcu_status decode_pub(const uint8_t *pub, size_t pub_len, uint8_t *xy) {
  if (pub == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  return mcu_ec_point_decode(MCU_EC_SM2P256V1, pub, pub_len, xy);
}

const uint8_t *id_or_default(const uint8_t *id, size_t *id_len) {
  if (id != nullptr) return id;
  *id_len = MCU_SM2_DEFAULT_ID_LEN;
  return reinterpret_cast<const uint8_t *>(MCU_SM2_DEFAULT_ID);
}

// e = SM3(Z_A || M) for pub (SEC1) and id.
mcu_status digest_for(const Group &g, const uint8_t *pub, size_t pub_len, const uint8_t *id,
                      size_t id_len, const uint8_t *msg, size_t msg_len, uint8_t *e) {
  if (msg == nullptr && msg_len != 0) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t xy[64], z[kHashSize];
  const uint8_t *ident = id_or_default(id, &id_len);
  mcu_status st = decode_pub(pub, pub_len, xy);
  if (st == MCU_OK) st = mcucrypt::sm2::compute_z(g, ident, id_len, xy, z);
  if (st == MCU_OK) st = mcucrypt::sm2::message_digest(g, z, msg, msg_len, e);
  return st;
}

}  // namespace

extern "C" {

mcu_status mcu_sm2_generate_key(const mcu_rng *rng, uint8_t *priv, size_t priv_len,
                                uint8_t *pub, size_t pub_len) {
  if (priv == nullptr || pub == nullptr || priv_len != MCU_SM2_PRIVATE_KEY_SIZE ||
      pub_len != MCU_SM2_PUBLIC_KEY_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const mcucrypt::ec::Curve &c = *mcucrypt::sm2::sm2_group().curve;
  mcu_status st = MCU_ERR_RNG_FAILED;
  for (int attempt = 0; attempt < 16; ++attempt) {
    st = mcu_ec_generate_key(MCU_EC_SM2P256V1, rng, priv, priv_len, pub, pub_len);
    if (st != MCU_OK) break;
    // d = n - 1 (odds 2^-256) has no (1 + d)^-1: draw again.
    mcucrypt::ec::Fe t;
    to_n(c, t, priv, priv_len);
    mcucrypt::ec::mod_add(c.n, t, t, c.n.one);
    const uint32_t bad = mcucrypt::ec::mod_is_zero(c.n, t);
    mcu_wipe(t, sizeof(t));
    if (!bad) return MCU_OK;
    st = MCU_ERR_RNG_FAILED;
  }
  mcu_wipe(priv, priv_len);
  mcu_wipe(pub, pub_len);
  return st;
}

mcu_status mcu_sm2_compute_z(const uint8_t *pub, size_t pub_len, const uint8_t *id,
                             size_t id_len, uint8_t z[MCU_SM2_Z_SIZE]) {
  if (z == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t xy[64];
  const uint8_t *ident = id_or_default(id, &id_len);
  mcu_status st = decode_pub(pub, pub_len, xy);
  if (st == MCU_OK) st = mcucrypt::sm2::compute_z(mcucrypt::sm2::sm2_group(), ident, id_len, xy, z);
  if (st != MCU_OK) mcu_wipe(z, MCU_SM2_Z_SIZE);
  return st;
}

mcu_status mcu_sm2_sign_digest_with(const mcu_ec_mul_desc *mul, const uint8_t *priv,
                                    size_t priv_len, const uint8_t *e, size_t e_len,
                                    const mcu_rng *rng, uint8_t *sig, size_t sig_len) {
  if (sig == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  bool ok = false;
  const Group g = mcucrypt::sm2::sm2_group_with(mul, &ok);
  if (!ok || priv == nullptr || e == nullptr || rng == nullptr ||
      priv_len != MCU_SM2_PRIVATE_KEY_SIZE || e_len != kHashSize ||
      sig_len != MCU_SM2_SIGNATURE_SIZE) {
    mcu_wipe(sig, sig_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  return mcucrypt::sm2::sign_digest(g, priv, e, rng, sig);
}

mcu_status mcu_sm2_verify_digest_with(const mcu_ec_mul_desc *mul, const uint8_t *pub,
                                      size_t pub_len, const uint8_t *e, size_t e_len,
                                      const uint8_t *sig, size_t sig_len) {
  bool ok = false;
  const Group g = mcucrypt::sm2::sm2_group_with(mul, &ok);
  if (!ok || e == nullptr || sig == nullptr || e_len != kHashSize) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (sig_len != MCU_SM2_SIGNATURE_SIZE) return MCU_ERR_INVALID_SIGNATURE;
  uint8_t xy[64];
  const mcu_status st = decode_pub(pub, pub_len, xy);
  if (st != MCU_OK) return st;
  return mcucrypt::sm2::verify_digest(g, xy, e, sig);
}

mcu_status mcu_sm2_sign_digest(const uint8_t *priv, size_t priv_len, const uint8_t *e,
                               size_t e_len, const mcu_rng *rng, uint8_t *sig, size_t sig_len) {
  return mcu_sm2_sign_digest_with(&mcu_sm2_mul, priv, priv_len, e, e_len, rng, sig, sig_len);
}

mcu_status mcu_sm2_verify_digest(const uint8_t *pub, size_t pub_len, const uint8_t *e,
                                 size_t e_len, const uint8_t *sig, size_t sig_len) {
  return mcu_sm2_verify_digest_with(&mcu_sm2_mul, pub, pub_len, e, e_len, sig, sig_len);
}

mcu_status mcu_sm2_sign(const uint8_t *priv, size_t priv_len, const uint8_t *pub,
                        size_t pub_len, const uint8_t *id, size_t id_len, const uint8_t *msg,
                        size_t msg_len, const mcu_rng *rng, uint8_t *sig, size_t sig_len) {
  if (sig == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t e[kHashSize];
  mcu_status st = digest_for(mcucrypt::sm2::sm2_group(), pub, pub_len, id, id_len, msg, msg_len, e);
  if (st == MCU_OK) {
    st = mcu_sm2_sign_digest(priv, priv_len, e, sizeof(e), rng, sig, sig_len);
  } else {
    mcu_wipe(sig, sig_len);
  }
  mcu_wipe(e, sizeof(e));
  return st;
}

mcu_status mcu_sm2_verify(const uint8_t *pub, size_t pub_len, const uint8_t *id, size_t id_len,
                          const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                          size_t sig_len) {
  uint8_t e[kHashSize];
  const mcu_status st =
      digest_for(mcucrypt::sm2::sm2_group(), pub, pub_len, id, id_len, msg, msg_len, e);
  if (st != MCU_OK) return st;
  return mcu_sm2_verify_digest(pub, pub_len, e, sizeof(e), sig, sig_len);
}

mcu_status mcu_sm2_sign_der(const uint8_t *priv, size_t priv_len, const uint8_t *pub,
                            size_t pub_len, const uint8_t *id, size_t id_len,
                            const uint8_t *msg, size_t msg_len, const mcu_rng *rng, uint8_t *der,
                            size_t der_cap, size_t *der_len) {
  if (der == nullptr || der_len == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  *der_len = 0;
  uint8_t sig[MCU_SM2_SIGNATURE_SIZE];
  mcu_status st = mcu_sm2_sign(priv, priv_len, pub, pub_len, id, id_len, msg, msg_len, rng, sig,
                               sizeof(sig));
  if (st == MCU_OK) {
    st = mcu_ecdsa_sig_to_der(MCU_EC_SM2P256V1, sig, sizeof(sig), der, der_cap, der_len);
  }
  if (st != MCU_OK) mcu_wipe(der, der_cap);
  return st;
}

mcu_status mcu_sm2_verify_der(const uint8_t *pub, size_t pub_len, const uint8_t *id,
                              size_t id_len, const uint8_t *msg, size_t msg_len,
                              const uint8_t *sig, size_t sig_len) {
  if (sig == nullptr && sig_len != 0) return MCU_ERR_INVALID_ARGUMENT;
  uint8_t raw[MCU_SM2_SIGNATURE_SIZE];
  const mcu_status st = mcu_ecdsa_sig_from_der(MCU_EC_SM2P256V1, sig, sig_len, raw, sizeof(raw));
  if (st != MCU_OK) return st;
  return mcu_sm2_verify(pub, pub_len, id, id_len, msg, msg_len, raw, sizeof(raw));
}

}  // extern "C"
