// SM2 (GB/T 32918) over any curve of crypto/ec: the standard's steps with
// the curve and hash as parameters, so the known answers of the standard's
// Fp-256 example curve (tests) run the same code as mcucrypt/sm2.h, which
// fixes the SM2 curve, SM3 and the build's scalar multiplication.
// Points here are affine x || y (2 * field_size bytes). Internal.
#ifndef MCUCRYPT_SM2_SM2_INTERNAL_H_
#define MCUCRYPT_SM2_SM2_INTERNAL_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/ec/ec_curve.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/hash_desc.h"
#include "mcucrypt/rng.h"

namespace mcucrypt {
namespace sm2 {

// The curve, its scalar multiplication (NULL: crypto/ec's portable point
// code on *curve) and the hash (32-byte digests: SM3, or SHA-256 for the
// published cross-checks).
struct Group {
  const ec::Curve *curve;
  const mcu_ec_mul_desc *mul;
  const mcu_hash_desc *hash;
};

constexpr size_t kHashSize = 32;
constexpr size_t kMaxIdLen = 8191;  // ENTL is the ID's bit length in 16 bits

// The SM2 curve with SM3 and the build's descriptor.
Group sm2_group();
// The same with a caller's descriptor; *ok false (and a NULL curve) unless
// mul is a usable descriptor for the SM2 curve (ec::sizes_with).
Group sm2_group_with(const mcu_ec_mul_desc *mul, bool *ok);

// Scalar multiplications on x || y (sm2_group.cc). k: scalar_size bytes.
// mul_base and mul need 1 <= k < n; MCU_ERR_INVALID_KEY for a point that is
// not on the curve or a result at infinity.
mcu_status group_mul_base(const Group &g, uint8_t *q, const uint8_t *k);
mcu_status group_mul(const Group &g, uint8_t *q, const uint8_t *k, const uint8_t *p);
mcu_status group_mul_add(const Group &g, uint8_t *r, const uint8_t *u1, const uint8_t *u2,
                         const uint8_t *p);
// r = a^-1 mod n (Montgomery form in and out; secret a, constant time):
// the descriptor's scalar_inv where it has one, its answer checked
// (a * r = 1, else MCU_ERR_HARDWARE), else Fermat's. a = 0 gives an
// unspecified r (the caller refuses that case by its own mask).
mcu_status group_scalar_inv(const Group &g, uint32_t *r, const uint32_t *a);
// r = p + q (public points); MCU_ERR_INVALID_KEY as above.
mcu_status group_add(const Group &g, uint8_t *r, const uint8_t *p, const uint8_t *q);
// All-ones if p is on the curve with coordinates below p.
uint32_t group_point_valid(const Group &g, const uint8_t *p);

// The hash over several pieces (NULL pointers end the list early).
struct Piece {
  const uint8_t *data;
  size_t len;
};
mcu_status hash_pieces(const mcu_hash_desc *h, const Piece *pieces, size_t count, uint8_t *out);

// Z = H(ENTL || ID || a || b || xG || yG || xA || yA) (GB/T 32918.2 5.5).
mcu_status compute_z(const Group &g, const uint8_t *id, size_t id_len, const uint8_t *pub_xy,
                     uint8_t z[kHashSize]);

// KDF(Z, klen) of GB/T 32918.4 5.4.3, XORed into out (len bytes): the
// hash of Z || ct for ct = 1, 2, ... Returns the OR of every KDF byte (0
// for an all-zero t) through *any_set.
mcu_status kdf_xor(const mcu_hash_desc *h, const uint8_t *z, size_t z_len, uint8_t *out,
                   size_t len, uint32_t *any_set);

// Signature (GB/T 32918.2 6.1-7.1) on e = H(Z || M), r || s out. k: the
// nonce (tests give the standard's); sign_digest draws it from rng.
mcu_status sign_digest_with_k(const Group &g, const uint8_t *d, const uint8_t *e,
                              const uint8_t *k, uint8_t *sig, uint32_t *retry);
mcu_status sign_digest(const Group &g, const uint8_t *d, const uint8_t *e, const mcu_rng *rng,
                       uint8_t *sig);
mcu_status verify_digest(const Group &g, const uint8_t *pub_xy, const uint8_t *e,
                         const uint8_t *sig);
// e = H(Z || M).
mcu_status message_digest(const Group &g, const uint8_t *z, const uint8_t *msg, size_t msg_len,
                          uint8_t e[kHashSize]);

// Encryption (GB/T 32918.4 6.1) with the nonce k: C1 (0x04 || x1 || y1) ||
// C3 || C2 into out (97 + msg_len bytes for 32-byte fields). *retry set if
// t came out all zero (the caller draws another k).
mcu_status encrypt_with_k(const Group &g, const uint8_t *pub_xy, const uint8_t *k,
                          const uint8_t *msg, size_t msg_len, uint8_t *out, uint32_t *retry);
// Decryption (7.1): constant time in d; MCU_ERR_AUTH_FAILED (out zeroed)
// for an all-zero t or a wrong C3 alike.
mcu_status decrypt(const Group &g, const uint8_t *d, const uint8_t *ct, size_t ct_len,
                   uint8_t *out);

// Key exchange (GB/T 32918.3 6.1): one side's view.
struct KxSide {
  const uint8_t *d;       // static private key
  const uint8_t *r;       // ephemeral private key
  const uint8_t *pub;     // static public x || y
  const uint8_t *eph;     // ephemeral public x || y (R = r G)
  const uint8_t *z;       // the side's Z (hash size)
};
// K (key_len bytes) and the confirmation hashes: s2 = H(0x02 || y || H(...))
// and s3 = H(0x03 || y || H(...)) (SB and SA of the standard: B sends s2,
// A sends s3). The peer side's d and r are unused.
mcu_status key_exchange(const Group &g, bool initiator, const KxSide &self, const KxSide &peer,
                        uint8_t *key, size_t key_len, uint8_t *s2, uint8_t *s3);

}  // namespace sm2
}  // namespace mcucrypt

#endif  // MCUCRYPT_SM2_SM2_INTERNAL_H_
