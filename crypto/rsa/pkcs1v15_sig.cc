// RSASSA-PKCS1-v1_5 (RFC 8017 8.2): signing encodes with EMSA-PKCS1-v1_5
// and applies the private operation; verification rebuilds EMSA-PKCS1-v1_5
// (9.2) from the digest and compares whole encodings (the "encode, then
// compare" of 8.2.2 step 3), so no parser of the signer's encoding exists
// to be fooled (BER lengths, missing NULL, trailing garbage: Bleichenbacher
// 2006 forgeries for e = 3).
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/der.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace rsa {

namespace {

// The hash's AlgorithmIdentifier OID (RFC 8017 A.2.4, NIST CSOR for SHA-2
// and SHA-3 under 2.16.840.1.101.3.4.2).
bool hash_oid(mcu_hash_id id, const uint8_t **oid, size_t *len) {
  static const uint8_t kMd5[] = {0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x02, 0x05};
  static const uint8_t kSha1[] = {0x2b, 0x0e, 0x03, 0x02, 0x1a};
  // 2.16.840.1.101.3.4.2.<arc>
  static const uint8_t kNist[][9] = {
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01},  // SHA-256
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x02},  // SHA-384
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x03},  // SHA-512
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x04},  // SHA-224
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x05},  // SHA-512/224
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x06},  // SHA-512/256
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x07},  // SHA3-224
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x08},  // SHA3-256
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x09},  // SHA3-384
      {0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x0a},  // SHA3-512
  };
  int nist = -1;
  switch (id) {
    case MCU_HASH_MD5: *oid = kMd5; *len = sizeof kMd5; return true;
    case MCU_HASH_SHA1: *oid = kSha1; *len = sizeof kSha1; return true;
    case MCU_HASH_SHA256: nist = 0; break;
    case MCU_HASH_SHA384: nist = 1; break;
    case MCU_HASH_SHA512: nist = 2; break;
    case MCU_HASH_SHA224: nist = 3; break;
    case MCU_HASH_SHA512_224: nist = 4; break;
    case MCU_HASH_SHA512_256: nist = 5; break;
    case MCU_HASH_SHA3_224: nist = 6; break;
    case MCU_HASH_SHA3_256: nist = 7; break;
    case MCU_HASH_SHA3_384: nist = 8; break;
    case MCU_HASH_SHA3_512: nist = 9; break;
    default: return false;
  }
  *oid = kNist[nist];
  *len = sizeof kNist[nist];
  return true;
}

}  // namespace

mcu_status emsa_pkcs1v15_encode(const mcu_hash_desc *hash, const uint8_t *digest, uint8_t *em,
                                size_t k) {
  const uint8_t *oid = nullptr;
  size_t oid_len = 0;
  if (!hash_oid(hash->id, &oid, &oid_len)) return MCU_ERR_UNSUPPORTED;
  // T = DigestInfo ::= SEQUENCE { SEQUENCE { OID, NULL }, OCTET STRING digest },
  // written into the tail of em.
  mcu_der_writer w;
  mcu_der_writer_init(&w, em, k);
  const size_t outer = mcu_der_writer_mark(&w);
  mcu_der_write_tagged(&w, MCU_DER_OCTET_STRING, digest, hash->digest_size);
  const size_t alg = mcu_der_writer_mark(&w);
  mcu_der_write_null(&w);
  mcu_der_write_tagged(&w, MCU_DER_OID, oid, oid_len);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, alg);
  mcu_der_write_wrap(&w, MCU_DER_SEQUENCE, outer);
  const uint8_t *t = nullptr;
  size_t t_len = 0;
  if (mcu_der_writer_finish(&w, &t, &t_len) != MCU_OK) return MCU_ERR_INVALID_KEY;
  // EM = 0x00 || 0x01 || PS (>= 8 bytes of 0xFF) || 0x00 || T (step 3).
  if (k < t_len + 11) return MCU_ERR_INVALID_KEY;
  const size_t ps_len = k - t_len - 3;
  em[0] = 0x00;
  em[1] = 0x01;
  for (size_t i = 0; i < ps_len; ++i) em[2 + i] = 0xFF;
  em[2 + ps_len] = 0x00;
  return MCU_OK;
}

}  // namespace rsa
}  // namespace mcucrypt

using namespace mcucrypt;

extern "C" mcu_status mcu_rsa_pkcs1v15_verify(const mcu_rsa_public_key *pk,
                                              const mcu_hash_desc *hash, const uint8_t *digest,
                                              size_t digest_len, const uint8_t *sig,
                                              size_t sig_len) {
  if (pk == nullptr || hash == nullptr || digest == nullptr ||
      digest_len != hash->digest_size) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(pk);
  if (st != MCU_OK) return st;
  const size_t k = mcu_rsa_modulus_len(pk);
  uint8_t em[MCU_RSA_MAX_MODULUS_BYTES], expected[MCU_RSA_MAX_MODULUS_BYTES];
  st = rsa::emsa_pkcs1v15_encode(hash, digest, expected, k);
  if (st != MCU_OK) return st;
  st = rsa::public_op(pk, sig, sig_len, em, k);
  if (st != MCU_OK) return st;
  return mcu_ct_memeq(em, expected, k) ? MCU_OK : MCU_ERR_INVALID_SIGNATURE;
}

extern "C" mcu_status mcu_rsa_pkcs1v15_sign(const mcu_rsa_private_key *sk,
                                            const mcu_hash_desc *hash, const uint8_t *digest,
                                            size_t digest_len, const mcu_rng *rng, uint8_t *sig,
                                            size_t sig_len) {
  if (sig == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  if (sk == nullptr || hash == nullptr || digest == nullptr ||
      digest_len != hash->digest_size || sig_len != mcu_rsa_modulus_len(&sk->pub)) {
    mcu_wipe(sig, sig_len);
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_status st = mcu_rsa_public_key_check(&sk->pub);
  uint8_t em[MCU_RSA_MAX_MODULUS_BYTES];
  if (st == MCU_OK) st = rsa::emsa_pkcs1v15_encode(hash, digest, em, sig_len);  // step 1
  if (st == MCU_OK) st = rsa::private_op(sk, em, sig, sig_len, rng);       // steps 2-4
  if (st != MCU_OK) mcu_wipe(sig, sig_len);
  return st;
}
