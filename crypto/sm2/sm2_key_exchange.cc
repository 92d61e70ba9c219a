// SM2 key exchange, GB/T 32918.3-2016 section 6.1 (A1-A10, B1-B10), with
// the optional confirmation hashes S_B / S_1 (prefix 0x02) and S_A / S_2
// (prefix 0x03). t = (d + x_bar r) mod n in Montgomery form mod n; the
// shared point [t](P + [x_bar]R) by the constant-time multiplication. The
// cofactor h is 1 on every curve here, so [h t] is [t].
#include <string.h>

#include "crypto/common/ct.h"
#include "crypto/ec/scalar.h"
#include "crypto/sm2/sm2_internal.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sm2.h"

namespace mcucrypt {
namespace sm2 {

namespace {

// x_bar = 2^w + (x & (2^w - 1)), w = ceil(ceil(log2 n) / 2) - 1 (A4, B3):
// scalar_size bytes, big-endian.
void x_bar(const ec::Curve &c, uint8_t *out, const uint8_t *x) {
  const size_t w = (c.order_bits + 1) / 2 - 1;
  memset(out, 0, c.scalar_size);
  for (size_t bit = 0; bit < w; ++bit) {
    const uint8_t b = (x[c.field_size - 1 - bit / 8] >> (bit % 8)) & 1u;
    out[c.scalar_size - 1 - bit / 8] |= static_cast<uint8_t>(b << (bit % 8));
  }
  out[c.scalar_size - 1 - w / 8] |= static_cast<uint8_t>(1u << (w % 8));
}

}  // namespace

mcu_status key_exchange(const Group &g, bool initiator, const KxSide &self, const KxSide &peer,
                        uint8_t *key, size_t key_len, uint8_t *s2, uint8_t *s3) {
  const ec::Curve &c = *g.curve;
  const ec::Mod &n = c.n;
  const size_t fs = c.field_size, ss = c.scalar_size;
  if (!ec::scalar_in_range(c, self.d) || !ec::scalar_in_range(c, self.r)) {
    return MCU_ERR_INVALID_KEY;
  }
  // A6 / B5: the peer's R on the curve (its static key was checked when
  // decoded).
  if (!group_point_valid(g, peer.eph)) return MCU_ERR_INVALID_KEY;
  ec::Fe tm, xm, rm;
  uint8_t xb[ec::kMaxBytes], t[ec::kMaxBytes];
  uint8_t sum[2 * ec::kMaxBytes], u[2 * ec::kMaxBytes];
  // A4-A5 / B3-B4: t = (d + x_bar r) mod n.
  x_bar(c, xb, self.eph);
  ec::mod_from_bytes(n, xm, xb, ss);
  ec::mod_to_mont(n, xm, xm);
  ec::mod_from_bytes(n, rm, self.r, ss);
  ec::mod_to_mont(n, rm, rm);
  ec::mod_mul(n, xm, xm, rm);
  ec::mod_from_bytes(n, tm, self.d, ss);
  ec::mod_to_mont(n, tm, tm);
  ec::mod_add(n, tm, tm, xm);
  ec::mod_from_mont(n, tm, tm);
  ec::mod_to_bytes(n, t, ss, tm);
  // A6-A7 / B5-B6: U = [t](P_peer + [x_peer_bar] R_peer), not infinity.
  x_bar(c, xb, peer.eph);
  mcu_status st = group_mul(g, sum, xb, peer.eph);
  if (st == MCU_OK) st = group_add(g, sum, peer.pub, sum);
  if (st == MCU_OK) st = group_mul(g, u, t, sum);
  if (st == MCU_ERR_INVALID_ARGUMENT) st = MCU_ERR_INVALID_KEY;  // t = 0
  const KxSide &a = initiator ? self : peer;
  const KxSide &b = initiator ? peer : self;
  if (st == MCU_OK && key != nullptr) {
    // A8 / B7: K = KDF(x_U || y_U || Z_A || Z_B, klen).
    uint8_t in[2 * ec::kMaxBytes + 2 * kHashSize];
    memcpy(in, u, 2 * fs);
    memcpy(in + 2 * fs, a.z, kHashSize);
    memcpy(in + 2 * fs + kHashSize, b.z, kHashSize);
    uint32_t any = 0;
    memset(key, 0, key_len);
    st = kdf_xor(g.hash, in, 2 * fs + 2 * kHashSize, key, key_len, &any);
    mcu_wipe(in, sizeof(in));
  }
  if (st == MCU_OK && (s2 != nullptr || s3 != nullptr)) {
    // B8 / A9-A10: H(prefix || y_U || H(x_U || Z_A || Z_B || x1 || y1 || x2 || y2)).
    uint8_t inner[kHashSize];
    const Piece in_pieces[] = {{u, fs}, {a.z, kHashSize}, {b.z, kHashSize}, {a.eph, 2 * fs},
                               {b.eph, 2 * fs}};
    st = hash_pieces(g.hash, in_pieces, 5, inner);
    const uint8_t two = 0x02, three = 0x03;
    const Piece p2[] = {{&two, 1}, {u + fs, fs}, {inner, kHashSize}};
    const Piece p3[] = {{&three, 1}, {u + fs, fs}, {inner, kHashSize}};
    if (st == MCU_OK && s2 != nullptr) st = hash_pieces(g.hash, p2, 3, s2);
    if (st == MCU_OK && s3 != nullptr) st = hash_pieces(g.hash, p3, 3, s3);
    mcu_wipe(inner, sizeof(inner));
  }
  if (st != MCU_OK) {
    if (key != nullptr) mcu_wipe(key, key_len);
    if (s2 != nullptr) mcu_wipe(s2, kHashSize);
    if (s3 != nullptr) mcu_wipe(s3, kHashSize);
  }
  mcu_wipe(tm, sizeof(tm));
  mcu_wipe(xm, sizeof(xm));
  mcu_wipe(rm, sizeof(rm));
  mcu_wipe(t, sizeof(t));
  mcu_wipe(u, sizeof(u));
  mcu_wipe(sum, sizeof(sum));
  return st;
}

}  // namespace sm2
}  // namespace mcucrypt

extern "C" {

mcu_status mcu_sm2_kx_derive(int initiator, const uint8_t *priv, size_t priv_len,
                             const uint8_t *eph_priv, size_t eph_priv_len,
                             const mcu_sm2_kx_party *self, const mcu_sm2_kx_party *peer,
                             uint8_t *key, size_t key_len, uint8_t *s_send, uint8_t *s_check) {
  using mcucrypt::sm2::kHashSize;
  if (key == nullptr || key_len == 0) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = MCU_OK;
  if (priv == nullptr || eph_priv == nullptr || self == nullptr || peer == nullptr ||
      priv_len != MCU_SM2_PRIVATE_KEY_SIZE || eph_priv_len != MCU_SM2_PRIVATE_KEY_SIZE ||
      self->pub == nullptr || self->eph_pub == nullptr || peer->pub == nullptr ||
      peer->eph_pub == nullptr) {
    st = MCU_ERR_INVALID_ARGUMENT;
  }
  const mcucrypt::sm2::Group g = mcucrypt::sm2::sm2_group();
  uint8_t own[64], own_eph[64], other[64], other_eph[64], z_self[kHashSize], z_peer[kHashSize];
  if (st == MCU_OK) st = mcu_ec_point_decode(MCU_EC_SM2P256V1, self->pub, 65, own);
  if (st == MCU_OK) st = mcu_ec_point_decode(MCU_EC_SM2P256V1, self->eph_pub, 65, own_eph);
  if (st == MCU_OK) st = mcu_ec_point_decode(MCU_EC_SM2P256V1, peer->pub, 65, other);
  if (st == MCU_OK) st = mcu_ec_point_decode(MCU_EC_SM2P256V1, peer->eph_pub, 65, other_eph);
  if (st == MCU_OK) st = mcu_sm2_compute_z(self->pub, 65, self->id, self->id_len, z_self);
  if (st == MCU_OK) st = mcu_sm2_compute_z(peer->pub, 65, peer->id, peer->id_len, z_peer);
  if (st == MCU_OK) {
    const mcucrypt::sm2::KxSide me{priv, eph_priv, own, own_eph, z_self};
    const mcucrypt::sm2::KxSide them{nullptr, nullptr, other, other_eph, z_peer};
    // B sends S_B (0x02) and checks S_2 (0x03); A sends S_A (0x03) and
    // checks S_1 (0x02).
    uint8_t *s2 = initiator ? s_check : s_send;
    uint8_t *s3 = initiator ? s_send : s_check;
    st = mcucrypt::sm2::key_exchange(g, initiator != 0, me, them, key, key_len, s2, s3);
  }
  if (st != MCU_OK) {
    mcu_wipe(key, key_len);
    if (s_send != nullptr) mcu_wipe(s_send, kHashSize);
    if (s_check != nullptr) mcu_wipe(s_check, kHashSize);
  }
  return st;
}

mcu_status mcu_sm2_kx_confirm(const uint8_t *expected, const uint8_t *received) {
  if (expected == nullptr || received == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  uint32_t diff = 0;
  for (size_t i = 0; i < mcucrypt::sm2::kHashSize; ++i) diff |= expected[i] ^ received[i];
  return mcucrypt::ct::status_select(mcucrypt::ct::mask_if_zero(diff), MCU_OK,
                                     MCU_ERR_AUTH_FAILED);
}

}  // extern "C"
