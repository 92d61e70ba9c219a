// ECDSA signature generation and verification (FIPS 186-5 sections 6.4.1
// and 6.4.2; SEC 1 section 4.1.3-4.1.4), P1363 r || s. Scalar arithmetic
// is Montgomery mod n (constant time: k^-1 by Fermat); k * G and
// u1 * G + u2 * Q go through the curve's descriptor, or the whole signature
// and verification where the descriptor has its own (ecdsa_sign,
// ecdsa_verify: a coprocessor's), the nonce still ours and the signature
// checked before release. The software's u1 * G + u2 * Q is compared with
// r in projective form (verify_projective: no inversion mod p).
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/common/rfc6979.h"
#include "crypto/ec/ec_mul_ct_portable.h"
#include "crypto/ec/point.h"
#include "crypto/ec/scalar.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/mem.h"

namespace {

using mcucrypt::ec::Curve;
using mcucrypt::ec::Fe;
using mcucrypt::ec::Sizes;

// Where k comes from: the caller's rng, or RFC 6979.
struct NonceSource {
  const mcu_rng *rng;
  mcucrypt::Rfc6979 *det;
};

// RFC 6979 step h: k = bits2int(T), until 0 < k < n (a refused candidate
// is thrown away, so the branch shows nothing about the k used).
mcu_status next_rfc6979(const Curve &c, mcucrypt::Rfc6979 *det, uint8_t *k) {
  uint8_t t[mcucrypt::ec::kMaxBytes];
  Fe cand;
  mcu_status st;
  do {
    st = mcucrypt::rfc6979_next(det, t, c.scalar_size);
    if (st != MCU_OK) break;
    mcucrypt::ec::scalar_bits2int(c, cand, t, c.scalar_size);
    mcucrypt::ec::mod_to_bytes(c.n, k, c.scalar_size, cand);
  } while (!mcucrypt::ec::public_verdict(mcucrypt::ec::scalar_in_range(c, k)));
  mcu_wipe(t, sizeof(t));
  mcu_wipe(cand, sizeof(cand));
  if (st != MCU_OK) mcu_wipe(k, c.scalar_size);
  return st;
}

mcu_status next_nonce(const Curve &c, const NonceSource &src, uint8_t *k) {
  if (src.det != nullptr) return next_rfc6979(c, src.det, k);
  return mcucrypt::ec::scalar_random(c, src.rng, k);
}

// e = bits2int(digest) mod n, Montgomery form.
void digest_to_e(const Curve &c, uint32_t *em, const uint8_t *digest, size_t len) {
  Fe e;
  mcucrypt::ec::scalar_bits2int(c, e, digest, len);
  mcucrypt::ec::mod_to_mont(c.n, em, e);
}

// e (Montgomery form mod n) as scalar_size big-endian bytes.
void e_to_bytes(const Curve &c, uint8_t *out, const uint32_t *em) {
  Fe t;
  mcucrypt::ec::mod_from_mont(c.n, t, em);
  mcucrypt::ec::mod_to_bytes(c.n, out, c.scalar_size, t);
  mcu_wipe(t, sizeof(t));
}

// The descriptor's own ECDSA (a coprocessor's) for one k, then the fault
// check before the signature leaves: r, s in [1, n - 1] and s k = e + r d
// mod n (three products mod n, constant time). It catches a wrong s, or an
// r, s pair that does not belong to this d, k and e; not a fault inside the
// engine's k G (r wrong, s computed from it), which only a full
// verification (two scalar multiplications, twice the signature's cost)
// would see. MCU_ERR_INVALID_SIGNATURE: r or s came out 0, take another k.
mcu_status sign_in_descriptor(const Sizes &sz, const uint8_t *priv, const uint32_t *dm,
                              const uint32_t *em, const uint8_t *k, uint8_t *sig, void *work) {
  const Curve &c = *sz.curve;
  const mcucrypt::ec::Mod &n = c.n;
  const size_t ss = c.scalar_size;
  uint8_t e[mcucrypt::ec::kMaxBytes];
  e_to_bytes(c, e, em);
  mcu_status st = sz.mul->ecdsa_sign(sz.mul, sig, priv, k, e, work);
  mcu_wipe(e, sizeof(e));
  if (st != MCU_OK) return st;
  Fe rm, sm, km, t;
  mcucrypt::ec::mod_from_bytes(n, t, sig, ss);
  mcucrypt::ec::mod_to_mont(n, rm, t);
  mcucrypt::ec::mod_from_bytes(n, t, sig + ss, ss);
  mcucrypt::ec::mod_to_mont(n, sm, t);
  mcucrypt::ec::mod_from_bytes(n, t, k, ss);
  mcucrypt::ec::mod_to_mont(n, km, t);
  mcucrypt::ec::mod_mul(n, sm, sm, km);  // s k
  mcucrypt::ec::mod_mul(n, t, rm, dm);
  mcucrypt::ec::mod_add(n, t, t, em);  // e + r d
  const uint32_t ok = mcucrypt::ec::scalar_in_range(c, sig) &
                      mcucrypt::ec::scalar_in_range(c, sig + ss) &
                      mcucrypt::ec::mod_equal(n, sm, t);
  mcu_wipe(rm, sizeof(rm));
  mcu_wipe(sm, sizeof(sm));
  mcu_wipe(km, sizeof(km));
  mcu_wipe(t, sizeof(t));
  // A failed check is a fault, not a secret: nothing is released.
  if (!mcucrypt::ec::public_verdict(ok)) {
    mcu_wipe(sig, 2 * ss);
    return MCU_ERR_HARDWARE;
  }
  return MCU_OK;
}

// Steps 4-12 of FIPS 186-5 6.4.1 with d already checked: k, R = k G,
// r = R.x mod n, s = k^-1 (e + r d) mod n, another k if r or s is 0. A
// descriptor with its own ECDSA (ecdsa_sign) gets k and does all of it.
mcu_status sign_core(const Sizes &sz, const uint8_t *priv, const uint8_t *digest,
                     size_t digest_len, const NonceSource &src, uint8_t *sig) {
  const Curve &c = *sz.curve;
  const mcucrypt::ec::Mod &n = c.n;
  const size_t ss = c.scalar_size;
  Fe em, dm, km, rm, sm, t;
  uint8_t k[mcucrypt::ec::kMaxBytes];
  uint8_t rpt[2 * mcucrypt::ec::kMaxBytes];
  alignas(8) uint8_t work[MCU_EC_MUL_WORKSPACE_SIZE];
  digest_to_e(c, em, digest, digest_len);
  mcucrypt::ec::mod_from_bytes(n, t, priv, ss);
  mcucrypt::ec::mod_to_mont(n, dm, t);
  mcu_status st = MCU_ERR_RNG_FAILED;
  bool in_descriptor = sz.mul->ecdsa_sign != nullptr;
  for (int attempt = 0; attempt < 16; ++attempt) {
    st = next_nonce(c, src, k);
    if (st == MCU_OK && in_descriptor) {
      st = sign_in_descriptor(sz, priv, dm, em, k, sig, work);
      if (st == MCU_ERR_INVALID_SIGNATURE) {  // r or s = 0: public, retry
        st = MCU_ERR_RNG_FAILED;
        continue;
      }
      if (st != MCU_ERR_UNSUPPORTED) break;
      in_descriptor = false;  // not now (no microcode, say): the software, same k
      st = MCU_OK;
    }
    if (st == MCU_OK) st = sz.mul->mul_base(sz.mul, rpt, k, work);
    if (st != MCU_OK) break;
    // r = x mod n: x < p < 2n, and Montgomery form reduces it.
    mcucrypt::ec::mod_from_bytes(n, t, rpt, c.field_size);
    mcucrypt::ec::mod_to_mont(n, rm, t);
    mcucrypt::ec::mod_from_bytes(n, t, k, ss);
    mcucrypt::ec::mod_to_mont(n, km, t);
    mcucrypt::ec::mod_inv(n, km, km);
    mcucrypt::ec::mod_mul(n, sm, rm, dm);
    mcucrypt::ec::mod_add(n, sm, sm, em);
    mcucrypt::ec::mod_mul(n, sm, sm, km);
    // r == 0 or s == 0 happens with odds about 2^-255: public, retry.
    if (mcucrypt::ec::public_verdict(mcucrypt::ec::mod_is_zero(n, rm) |
                                     mcucrypt::ec::mod_is_zero(n, sm))) {
      st = MCU_ERR_RNG_FAILED;
      continue;
    }
    mcucrypt::ec::mod_from_mont(n, t, rm);
    mcucrypt::ec::mod_to_bytes(n, sig, ss, t);
    mcucrypt::ec::mod_from_mont(n, t, sm);
    mcucrypt::ec::mod_to_bytes(n, sig + ss, ss, t);
    break;
  }
  mcu_wipe(work, sizeof(work));
  mcu_wipe(k, sizeof(k));
  mcu_wipe(rpt, sizeof(rpt));
  mcu_wipe(dm, sizeof(dm));
  mcu_wipe(km, sizeof(km));
  mcu_wipe(sm, sizeof(sm));
  mcu_wipe(t, sizeof(t));
  mcu_wipe(em, sizeof(em));
  return st;
}

// The checks every signing entry point shares; sets *sz.
mcu_status sign_args(const mcu_ec_mul_desc *mul, const uint8_t *priv, size_t priv_len,
                     const uint8_t *digest, size_t digest_len, uint8_t *sig, size_t sig_len,
                     Sizes *sz) {
  *sz = mcucrypt::ec::sizes_with(mul);
  if (sz->curve == nullptr || priv == nullptr || digest == nullptr || sig == nullptr) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (priv_len != sz->curve->scalar_size || sig_len != 2 * sz->curve->scalar_size ||
      digest_len == 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!mcucrypt::ec::public_verdict(mcucrypt::ec::scalar_in_range(*sz->curve, priv))) {
    return MCU_ERR_INVALID_KEY;
  }
  return MCU_OK;
}

mcu_status sign_random(const mcu_ec_mul_desc *mul, const uint8_t *priv, size_t priv_len,
                       const uint8_t *digest, size_t digest_len, const mcu_rng *rng,
                       uint8_t *sig, size_t sig_len) {
  Sizes sz;
  mcu_status st = sign_args(mul, priv, priv_len, digest, digest_len, sig, sig_len, &sz);
  if (st == MCU_OK && rng == nullptr) st = MCU_ERR_INVALID_ARGUMENT;
  if (st == MCU_OK) st = sign_core(sz, priv, digest, digest_len, NonceSource{rng, nullptr}, sig);
  if (st != MCU_OK && sig != nullptr) mcu_wipe(sig, sig_len);
  return st;
}

mcu_status sign_rfc6979(const mcu_ec_mul_desc *mul, const mcu_hash_desc *hash,
                        const uint8_t *priv, size_t priv_len, const uint8_t *digest,
                        size_t digest_len, uint8_t *sig, size_t sig_len) {
  Sizes sz;
  mcu_status st = sign_args(mul, priv, priv_len, digest, digest_len, sig, sig_len, &sz);
  if (st == MCU_OK && hash == nullptr) st = MCU_ERR_INVALID_ARGUMENT;
  if (st == MCU_OK) {
    const Curve &c = *sz.curve;
    // bits2octets(h1) = int2octets(bits2int(h1) mod n).
    Fe e;
    uint8_t h1[mcucrypt::ec::kMaxBytes];
    digest_to_e(c, e, digest, digest_len);
    mcucrypt::ec::mod_from_mont(c.n, e, e);
    mcucrypt::ec::mod_to_bytes(c.n, h1, c.scalar_size, e);
    mcucrypt::Rfc6979 det;
    st = mcucrypt::rfc6979_init(&det, hash, priv, h1, c.scalar_size);
    if (st == MCU_OK) st = sign_core(sz, priv, digest, digest_len, NonceSource{nullptr, &det}, sig);
    mcucrypt::rfc6979_wipe(&det);
    mcu_wipe(h1, sizeof(h1));
    mcu_wipe(e, sizeof(e));
  }
  if (st != MCU_OK && sig != nullptr) mcu_wipe(sig, sig_len);
  return st;
}

// The software descriptor's u1 G + u2 Q (mul_add_vartime_portable's
// point_mul_add_vartime) left projective: x(R) mod n == r is x == r or
// x == r + n (x < p < 2n), so X == r Z, or (r + n) Z where r + n < p,
// checks it without R's affine form (an inversion mod p). Public inputs.
mcu_status verify_projective(const Curve &c, const uint8_t *q, const uint8_t *u1,
                             const uint8_t *u2, const uint8_t *r, void *work) {
  namespace ec = mcucrypt::ec;
  const ec::Mod &f = c.p;
  ec::Point pt, rp;
  if (!ec::point_decode_xy(c, &pt, q)) return MCU_ERR_INVALID_SIGNATURE;
  ec::point_mul_add_vartime(c, &rp, u1, u2, pt, static_cast<ec::MulWork *>(work));
  if (ec::mod_is_zero(f, rp.z)) return MCU_ERR_INVALID_SIGNATURE;  // R at infinity
  Fe rv, t, x;
  ec::mod_from_bytes(f, rv, r, c.scalar_size);  // r < n < p
  ec::mod_to_mont(f, t, rv);
  ec::mod_mul(f, x, t, rp.z);
  if (ec::mod_equal(f, x, rp.x)) return MCU_OK;
  // r + n, if below p.
  Fe nn = {0};
  memcpy(nn, c.n.m, c.n.limbs * sizeof(uint32_t));
  uint32_t carry = 0;
  for (size_t i = 0; i < f.limbs; ++i) {
    const uint64_t sum = static_cast<uint64_t>(rv[i]) + nn[i] + carry;
    rv[i] = static_cast<uint32_t>(sum);
    carry = static_cast<uint32_t>(sum >> 32);
  }
  if (carry != 0 || !ec::mod_is_below(f, rv)) return MCU_ERR_INVALID_SIGNATURE;
  ec::mod_to_mont(f, t, rv);
  ec::mod_mul(f, x, t, rp.z);
  return ec::mod_equal(f, x, rp.x) ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

// FIPS 186-5 6.4.2: public inputs only, so early returns are fine.
mcu_status verify_digest(const mcu_ec_mul_desc *mul, const uint8_t *pub, size_t pub_len,
                         const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                         size_t sig_len) {
  const Sizes sz = mcucrypt::ec::sizes_with(mul);
  if (sz.curve == nullptr || pub == nullptr || digest == nullptr || sig == nullptr ||
      digest_len == 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const Curve &c = *sz.curve;
  const mcucrypt::ec::Mod &n = c.n;
  const size_t ss = c.scalar_size;
  if (sig_len != 2 * ss) return MCU_ERR_INVALID_SIGNATURE;
  uint8_t q[2 * MCU_EC_MAX_FIELD_SIZE];
  mcu_status st = mcu_ec_point_decode(c.id, pub, pub_len, q);
  if (st != MCU_OK) return st;
  if (!mcucrypt::ec::scalar_in_range(c, sig) || !mcucrypt::ec::scalar_in_range(c, sig + ss)) {
    return MCU_ERR_INVALID_SIGNATURE;
  }
  Fe em, rm, wm, t;
  digest_to_e(c, em, digest, digest_len);
  alignas(8) uint8_t work[MCU_EC_MUL_WORKSPACE_SIZE];
  if (sz.mul->ecdsa_verify != nullptr) {  // the descriptor's own (a coprocessor's)
    uint8_t e[mcucrypt::ec::kMaxBytes];
    e_to_bytes(c, e, em);
    st = sz.mul->ecdsa_verify(sz.mul, q, e, sig, work);
    mcu_wipe(work, sizeof(work));
    if (st != MCU_ERR_UNSUPPORTED) return st;
  }
  mcucrypt::ec::mod_from_bytes(n, t, sig, ss);
  mcucrypt::ec::mod_to_mont(n, rm, t);
  mcucrypt::ec::mod_from_bytes(n, t, sig + ss, ss);
  mcucrypt::ec::mod_to_mont(n, wm, t);
  mcucrypt::ec::mod_inv_vartime(n, wm, wm);  // w = s^-1, public
  uint8_t u1[mcucrypt::ec::kMaxBytes], u2[mcucrypt::ec::kMaxBytes];
  mcucrypt::ec::mod_mul(n, t, em, wm);
  mcucrypt::ec::mod_from_mont(n, t, t);
  mcucrypt::ec::mod_to_bytes(n, u1, ss, t);
  mcucrypt::ec::mod_mul(n, t, rm, wm);
  mcucrypt::ec::mod_from_mont(n, t, t);
  mcucrypt::ec::mod_to_bytes(n, u2, ss, t);
  if (sz.mul->mul_add == mcucrypt::ec::mul_add_vartime_portable) {
    st = verify_projective(c, q, u1, u2, sig, work);
    mcu_wipe(work, sizeof(work));
    return st;
  }
  uint8_t rpt[2 * MCU_EC_MAX_FIELD_SIZE];
  st = sz.mul->mul_add(sz.mul, rpt, u1, u2, q, work);
  mcu_wipe(work, sizeof(work));
  if (st == MCU_ERR_INVALID_KEY) return MCU_ERR_INVALID_SIGNATURE;  // R at infinity
  if (st != MCU_OK) return st;
  // v = R.x mod n must equal r.
  Fe v;
  mcucrypt::ec::mod_from_bytes(n, t, rpt, c.field_size);
  mcucrypt::ec::mod_to_mont(n, v, t);
  return mcucrypt::ec::mod_equal(n, v, rm) ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

// Hashes msg with hash into digest (hash->digest_size bytes).
mcu_status hash_message(const mcu_hash_desc *hash, const uint8_t *msg, size_t msg_len,
                        uint8_t *digest) {
  if (hash == nullptr || (msg == nullptr && msg_len != 0) || hash->init == nullptr ||
      hash->context_size > MCU_HASH_MAX_CONTEXT_SIZE || hash->digest_size == 0 ||
      hash->digest_size > MCU_HASH_MAX_DIGEST_SIZE) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  union {
    uint8_t bytes[MCU_HASH_MAX_CONTEXT_SIZE];
    uint64_t align;
  } ctx;
  mcu_status st = hash->init(ctx.bytes);
  if (st == MCU_OK) st = hash->update(ctx.bytes, msg, msg_len);
  if (st == MCU_OK) st = hash->final(ctx.bytes, digest);
  mcu_wipe(&ctx, sizeof(ctx));
  return st;
}

}  // namespace

extern "C" {

mcu_status mcu_ecdsa_sign_digest_with(const mcu_ec_mul_desc *mul, const uint8_t *priv,
                                      size_t priv_len, const uint8_t *digest, size_t digest_len,
                                      const mcu_rng *rng, uint8_t *sig, size_t sig_len) {
  return sign_random(mul, priv, priv_len, digest, digest_len, rng, sig, sig_len);
}

mcu_status mcu_ecdsa_sign_digest_deterministic_with(const mcu_ec_mul_desc *mul,
                                                    const mcu_hash_desc *hash,
                                                    const uint8_t *priv, size_t priv_len,
                                                    const uint8_t *digest, size_t digest_len,
                                                    uint8_t *sig, size_t sig_len) {
  return sign_rfc6979(mul, hash, priv, priv_len, digest, digest_len, sig, sig_len);
}

mcu_status mcu_ecdsa_verify_digest_with(const mcu_ec_mul_desc *mul, const uint8_t *pub,
                                        size_t pub_len, const uint8_t *digest, size_t digest_len,
                                        const uint8_t *sig, size_t sig_len) {
  return verify_digest(mul, pub, pub_len, digest, digest_len, sig, sig_len);
}

mcu_status mcu_ecdsa_sign_digest(mcu_ec_curve_id curve, const uint8_t *priv, size_t priv_len,
                                 const uint8_t *digest, size_t digest_len, const mcu_rng *rng,
                                 uint8_t *sig, size_t sig_len) {
  return sign_random(mcu_ec_mul_for_curve(curve), priv, priv_len, digest, digest_len, rng, sig,
                     sig_len);
}

mcu_status mcu_ecdsa_sign_digest_deterministic(mcu_ec_curve_id curve, const mcu_hash_desc *hash,
                                               const uint8_t *priv, size_t priv_len,
                                               const uint8_t *digest, size_t digest_len,
                                               uint8_t *sig, size_t sig_len) {
  return sign_rfc6979(mcu_ec_mul_for_curve(curve), hash, priv, priv_len, digest, digest_len, sig,
                      sig_len);
}

mcu_status mcu_ecdsa_verify_digest(mcu_ec_curve_id curve, const uint8_t *pub, size_t pub_len,
                                   const uint8_t *digest, size_t digest_len, const uint8_t *sig,
                                   size_t sig_len) {
  return verify_digest(mcu_ec_mul_for_curve(curve), pub, pub_len, digest, digest_len, sig,
                       sig_len);
}

mcu_status mcu_ecdsa_sign(mcu_ec_curve_id curve, const mcu_hash_desc *hash, const uint8_t *priv,
                          size_t priv_len, const uint8_t *msg, size_t msg_len, const mcu_rng *rng,
                          uint8_t *sig, size_t sig_len) {
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st = hash_message(hash, msg, msg_len, digest);
  if (st == MCU_OK) {
    st = mcu_ecdsa_sign_digest(curve, priv, priv_len, digest, hash->digest_size, rng, sig,
                               sig_len);
  } else if (sig != nullptr) {
    mcu_wipe(sig, sig_len);
  }
  mcu_wipe(digest, sizeof(digest));
  return st;
}

mcu_status mcu_ecdsa_sign_deterministic(mcu_ec_curve_id curve, const mcu_hash_desc *hash,
                                        const uint8_t *priv, size_t priv_len, const uint8_t *msg,
                                        size_t msg_len, uint8_t *sig, size_t sig_len) {
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st = hash_message(hash, msg, msg_len, digest);
  if (st == MCU_OK) {
    st = mcu_ecdsa_sign_digest_deterministic(curve, hash, priv, priv_len, digest,
                                             hash->digest_size, sig, sig_len);
  } else if (sig != nullptr) {
    mcu_wipe(sig, sig_len);
  }
  mcu_wipe(digest, sizeof(digest));
  return st;
}

mcu_status mcu_ecdsa_verify(mcu_ec_curve_id curve, const mcu_hash_desc *hash, const uint8_t *pub,
                            size_t pub_len, const uint8_t *msg, size_t msg_len, const uint8_t *sig,
                            size_t sig_len) {
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  const mcu_status st = hash_message(hash, msg, msg_len, digest);
  if (st != MCU_OK) return st;
  return mcu_ecdsa_verify_digest(curve, pub, pub_len, digest, hash->digest_size, sig, sig_len);
}

}  // extern "C"
