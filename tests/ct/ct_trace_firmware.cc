// Constant time on the boards' own cores, assembly included: every case
// below runs the public API several times with different secrets (keys,
// messages, nonces, tags that verify) and the same public inputs (lengths,
// buffer addresses, call site). `mcusim --ct-check=ct_case_...` hashes the
// instruction addresses each call executes and the address of every load and
// store it makes (never the values); every call of a case must give the same
// trace. The valgrind harness (ct_harness.cc) checks the C code on the host;
// this checks what the boards run: the Thumb-2 and MIPS32 assembly backends,
// built with the firmware's flags.
//
// ct_leak_* are the proof that the check can fail: a secret-indexed table
// read, an early-exit comparison, a divide of a secret (UDIV on the
// Cortex-M4, DIVU on the microAptiv: early termination) and the T-table AES
// opt-in backend, which must each give several traces
// (//tests/ct:ct_trace_leaks_<board>).
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/cmac.h"
#include "mcucrypt/des.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ecdh.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/hash_desc.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/modes.h"
#include "mcucrypt/modexp.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/rsa.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "mcucrypt/sm3.h"
#include "mcucrypt/sm4.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"
#include "platforms/runtime/board_io.h"

namespace {

constexpr int kCalls = 4;  // per case, each with fresh secrets

// Secrets and outputs live at fixed addresses, so only secrets change.
alignas(8) uint8_t g_key[32];
alignas(8) uint8_t g_msg[300];
alignas(8) uint8_t g_nonce[24];
alignas(8) uint8_t g_out[300];
alignas(8) uint8_t g_back[300];
alignas(8) uint8_t g_tag[64];
alignas(8) uint8_t g_iv[16];
alignas(8) uint8_t g_ctx[MCU_HASH_MAX_CONTEXT_SIZE + 64];
mcu_block_key g_block_key;
mcu_hmac_ctx g_hmac;
int g_failures;

uint32_t g_rng = 0x2545F491u;
void Refill(uint8_t *p, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 17;
    g_rng ^= g_rng << 5;
    p[i] = static_cast<uint8_t>(g_rng);
  }
}

void Check(mcu_status st) {
  if (st != MCU_OK) ++g_failures;
}

// One message through a hash descriptor (the message is the secret, as in
// HMAC's inner hash or a KDF's input).
inline void HashCase(const mcu_hash_desc *h) {
  Check(h->init(g_ctx));
  Check(h->update(g_ctx, g_msg, 201));
  Check(h->update(g_ctx, g_msg + 201, 99));
  Check(h->final(g_ctx, g_out));
}

inline void HmacCase(const mcu_hash_desc *h) {
  Check(mcu_hmac(h, g_key, 20, g_msg, 77, g_tag, h->digest_size));
  Check(mcu_hmac_init(&g_hmac, h, g_key, 20));
  Check(mcu_hmac_update(&g_hmac, g_msg, 77));
  Check(mcu_hmac_final_verify(&g_hmac, g_tag, h->digest_size));
}

// Key schedule, CTR, CBC both ways, CMAC: the key, data and IV are secret.
inline void BlockCase(const mcu_block_cipher_desc *c) {
  Check(mcu_block_key_init(&g_block_key, c, g_key, c->key_size));
  for (size_t i = 0; i < 16; ++i) g_tag[i] = g_iv[i];
  Check(mcu_ctr_xor(&g_block_key, g_tag, 32, g_msg, 256, g_out));
  for (size_t i = 0; i < 16; ++i) g_tag[i] = g_iv[i];
  Check(mcu_cbc_encrypt(&g_block_key, g_tag, g_msg, 64, g_out));
  for (size_t i = 0; i < 16; ++i) g_tag[i] = g_iv[i];
  Check(mcu_cbc_decrypt(&g_block_key, g_tag, g_out, 64, g_back));
  Check(mcu_cmac(&g_block_key, g_msg, 100, g_tag, c->block_size));
  mcu_block_key_wipe(&g_block_key);
}

// Encrypt, then decrypt with the tag just made: the accepting path every
// time (whether a tag verifies is public; how it is compared is not).
inline void AeadCase(const mcu_aead_desc *a) {
  Check(a->encrypt(g_key, g_nonce, a->nonce_size, g_msg + 200, 20, g_msg, 150, g_out, g_tag, a->tag_size));
  Check(a->decrypt(g_key, g_nonce, a->nonce_size, g_msg + 200, 20, g_out, 150, g_tag, a->tag_size, g_back));
}

// AES-128-GCM over 36 blocks: long enough for the Cortex-M4 GHASH's pairs
// (ghash_ct_armv7m.cc, from 32 blocks: H^2's key made on the stack), the
// key and the data secret.
alignas(8) uint8_t g_long[576];
alignas(8) uint8_t g_long_out[576];

inline void GcmLongCase() {
  memcpy(g_long, g_msg, 300);
  memcpy(g_long + 300, g_msg, 276);
  Check(mcu_aes128_gcm_desc.encrypt(g_key, g_nonce, 12, nullptr, 0, g_long, sizeof g_long,
                                    g_long_out, g_tag, 16));
}

// SM4 over 36 blocks: counter mode (32- and 128-bit counters) and CBC
// decryption (disjoint buffers: one call) from kKeySliceMinBlocks = 24
// blocks on run their passes on key slices expanded per call (the
// MIPS32r2 technique: the rounds_ks entry, the expansion and its wipe;
// elsewhere the same paths as the sm4 case), which the sm4 case's 16 and
// the AEAD cases' 9 blocks do not reach; 4 blocks left over for CBC. The
// key and the data secret.
inline void Sm4LongCase() {
  memcpy(g_long, g_msg, 300);
  memcpy(g_long + 300, g_msg, 276);
  Check(mcu_block_key_init(&g_block_key, &mcu_sm4_desc, g_key, 16));
  for (unsigned bits = 32; bits <= 128; bits += 96) {
    for (size_t i = 0; i < 16; ++i) g_tag[i] = g_iv[i];
    Check(mcu_ctr_xor(&g_block_key, g_tag, bits, g_long, sizeof g_long, g_long_out));
  }
  for (size_t i = 0; i < 16; ++i) g_tag[i] = g_iv[i];
  Check(mcu_cbc_decrypt(&g_block_key, g_tag, g_long, sizeof g_long, g_long_out));
  mcu_block_key_wipe(&g_block_key);
}

// ECDSA and ECDH on P-256 (the special-form field, the UMAAL product on
// Cortex-M4), g_key the private key (its top bit cleared: below n), the
// peer's point and the digest public. (brainpoolP256r1's Montgomery field
// doubles the simulator time; the host's valgrind group covers it.) Signing uses RFC 6979, whose nonce for these keys is
// in range on the first draw (P-256's n is within 2^-32 of 2^256), so the
// public verdicts take one path every call.
alignas(8) uint8_t g_peer_p256[65];

inline void EcPublicKeyCase(mcu_ec_curve_id id) {
  g_key[0] &= 0x7F;
  Check(mcu_ec_public_key(id, g_key, 32, g_out, 65));
}

inline void EcdhCase(mcu_ec_curve_id id, const uint8_t *peer) {
  g_key[0] &= 0x7F;
  Check(mcu_ecdh_shared_secret(id, g_key, 32, peer, 65, g_out, 32));
}

inline void EcdsaCase(mcu_ec_curve_id id) {
  g_key[0] &= 0x7F;
  Check(mcu_ecdsa_sign_digest_deterministic(id, &mcu_sha256_desc, g_key, 32, g_nonce, 20, g_out,
                                            64));
}

// ECDH on the larger fields (CT_TRACE_CURVES == 384: the W1's MIPS32r2
// rows, P-384's reduction, brainpoolP384r1's and brainpoolP512r1's
// Montgomery rows (the Cortex-M4's too), P-521's 17-word product): the
// private key from g_msg (refilled every call), its top byte cleared so it
// is below n, the peer public.
alignas(8) uint8_t g_peer_p384[97];
alignas(8) uint8_t g_peer_bp384[97];
alignas(8) uint8_t g_peer_bp512[129];
alignas(8) uint8_t g_peer_p521[133];

inline void EcdhLargeCase(mcu_ec_curve_id id, size_t bytes, const uint8_t *peer, size_t peer_len) {
  g_msg[0] = 0;
  Check(mcu_ecdh_shared_secret(id, g_msg, bytes, peer, peer_len, g_out, bytes));
}

// Big integers and RSA: the exponent secret in modexp (512-bit modulus and
// base fixed), and RSA's private operation with a different 1024-bit key
// per call (ct_rsa_keys.inc: four keys of one DER layout, so their parse
// and lengths are the same) and secret blinding bytes: PKCS#1 v1.5
// signing, then OAEP and PKCS#1 v1.5 decryption (their unpadding) of a
// message encrypted just before. The encryption's random bytes are never
// zero, so PKCS#1 v1.5's padding takes no second draw.
namespace ct_rsa_keys {
#include "tests/ct/ct_rsa_keys.inc"
}  // namespace ct_rsa_keys

const uint8_t *const kRsaKeys[kCalls] = {ct_rsa_keys::kCtRsa0, ct_rsa_keys::kCtRsa1,
                                         ct_rsa_keys::kCtRsa2, ct_rsa_keys::kCtRsa3};
static_assert(sizeof ct_rsa_keys::kCtRsa0 == sizeof ct_rsa_keys::kCtRsa3, "one layout");
constexpr size_t kRsaDerLen = sizeof ct_rsa_keys::kCtRsa0;
alignas(4) uint8_t g_der[kRsaDerLen];  // main copies each call's key here
mcu_rsa_private_key g_rsa;

mcu_status NonzeroBytes(void *, uint8_t *out, size_t len) {
  Refill(out, len);
  for (size_t i = 0; i < len; ++i) out[i] |= 1u;
  return MCU_OK;
}
const mcu_rng kRng = {NonzeroBytes, nullptr};

// This call's key (g_der), parsed into g_rsa; its modulus length.
size_t NextRsaKey() {
  Check(mcu_rsa_private_key_from_der(&g_rsa, g_der, kRsaDerLen));
  return mcu_rsa_modulus_len(&g_rsa.pub);
}

inline void ModexpCase() {
  constexpr size_t n = 16;
  uint32_t m[n], base[n], exp[n], r[n], work[24 * n];
  for (size_t i = 0; i < n; ++i) {
    m[i] = 0x9E3779B9u * static_cast<uint32_t>(i + 1);
    base[i] = 0x7F4A7C15u * static_cast<uint32_t>(i + 3);
  }
  m[0] |= 1;
  m[n - 1] |= 1u << 31;
  base[n - 1] >>= 1;
  for (size_t i = 0; i < n; ++i) {
    exp[i] = static_cast<uint32_t>(g_msg[4 * i]) | (static_cast<uint32_t>(g_msg[4 * i + 1]) << 8) |
             (static_cast<uint32_t>(g_msg[4 * i + 2]) << 16) |
             (static_cast<uint32_t>(g_msg[4 * i + 3]) << 24);
  }
  Check(mcu_modexp.modexp(&mcu_modexp, r, base, exp, n, m, n, 1, work, 24 * n));
}

inline void RsaSignCase() {
  const size_t k = NextRsaKey();
  Check(mcu_rsa_pkcs1v15_sign(&g_rsa, &mcu_sha256_desc, g_msg, 32, &kRng, g_out, k));
}

inline void RsaOaepCase() {
  const size_t k = NextRsaKey();
  size_t len = 0;
  Check(mcu_rsa_oaep_encrypt(&g_rsa.pub, &mcu_sha256_desc, &mcu_sha256_desc, nullptr, 0, g_msg,
                             40, &kRng, g_out, k));
  Check(mcu_rsa_oaep_decrypt(&g_rsa, &mcu_sha256_desc, &mcu_sha256_desc, nullptr, 0, g_out, k,
                             &kRng, g_back, sizeof g_back, &len));
}

inline void RsaPkcs1v15DecryptCase() {
  const size_t k = NextRsaKey();
  size_t len = 0;
  Check(mcu_rsa_pkcs1v15_encrypt(&g_rsa.pub, g_msg, 40, &kRng, g_out, k));
  Check(mcu_rsa_pkcs1v15_decrypt(&g_rsa, g_out, k, &kRng, g_back, sizeof g_back, &len));
}

// Curves: the private key is the secret (g_msg's first 57 bytes), the peer
// key and the message public and fixed. Key generation is the public key of
// the private key (the random bytes are the caller's rng's business).
alignas(4) const uint8_t kPeer[56] = {9, 0x31, 0x41, 0x59, 0x26, 0x53, 0x58, 0x97, 0x93, 0x23, 0x84};
const uint8_t *const kCurveMessage = reinterpret_cast<const uint8_t *>("ct-check curve message");

inline void X25519Case() {
  Check(mcu_x25519_public_key(g_out, g_msg));
  Check(mcu_x25519_derive(g_out + 64, g_msg, kPeer, 1));
}

inline void Ed25519Case() {
  Check(mcu_ed25519_public_key(g_out, g_msg));
  Check(mcu_ed25519_sign(g_out + 64, g_msg, kCurveMessage, 22));
}

inline void X448Case() {
  Check(mcu_x448_public_key(g_out, g_msg));
  Check(mcu_x448_derive(g_out + 64, g_msg, kPeer, 1));
}

inline void Ed448Case() {
  Check(mcu_ed448_public_key(g_out, g_msg));
  Check(mcu_ed448_sign(g_out + 64, g_msg, nullptr, 0, kCurveMessage, 22));
}

}  // namespace

#define CT_CASE(name, body) \
  extern "C" __attribute__((noinline, used)) void ct_case_##name(void) { body; }

CT_CASE(md5, HashCase(&mcu_md5_desc))
CT_CASE(sha1, HashCase(&mcu_sha1_desc))
CT_CASE(sha256, HashCase(&mcu_sha256_desc))
CT_CASE(sha512, HashCase(&mcu_sha512_desc))
CT_CASE(sha3_256, HashCase(&mcu_sha3_256_desc))
CT_CASE(sm3, HashCase(&mcu_sm3_desc))
CT_CASE(ascon_hash256, HashCase(&mcu_ascon_hash256_desc))
CT_CASE(hmac_sha256, HmacCase(&mcu_sha256_desc))
CT_CASE(hmac_sha512, HmacCase(&mcu_sha512_desc))
CT_CASE(hmac_sm3, HmacCase(&mcu_sm3_desc))
CT_CASE(aes128, BlockCase(&mcu_aes128_desc))
CT_CASE(aes256, BlockCase(&mcu_aes256_desc))
CT_CASE(sm4, BlockCase(&mcu_sm4_desc))
CT_CASE(des_ede3, BlockCase(&mcu_des_ede3_desc))
CT_CASE(aes128_gcm, AeadCase(&mcu_aes128_gcm_desc))
CT_CASE(aes128_gcm_long, GcmLongCase())
CT_CASE(aes256_gcm, AeadCase(&mcu_aes256_gcm_desc))
CT_CASE(sm4_gcm, AeadCase(&mcu_sm4_gcm_desc))
CT_CASE(aes128_ccm, AeadCase(&mcu_aes128_ccm_desc))
CT_CASE(sm4_ccm, AeadCase(&mcu_sm4_ccm_desc))
CT_CASE(sm4_long, Sm4LongCase())
CT_CASE(chacha20_poly1305, AeadCase(&mcu_chacha20_poly1305_desc))
CT_CASE(xchacha20_poly1305, AeadCase(&mcu_xchacha20_poly1305_desc))
CT_CASE(ascon_aead128, AeadCase(&mcu_ascon_aead128_desc))
CT_CASE(p256_public_key, EcPublicKeyCase(MCU_EC_SECP256R1))
CT_CASE(p256_ecdh, EcdhCase(MCU_EC_SECP256R1, g_peer_p256))
CT_CASE(p256_ecdsa_sign, EcdsaCase(MCU_EC_SECP256R1))
CT_CASE(modexp, ModexpCase())
CT_CASE(rsa_sign, RsaSignCase())
CT_CASE(rsa_oaep, RsaOaepCase())
CT_CASE(rsa_pkcs1v15_decrypt, RsaPkcs1v15DecryptCase())
CT_CASE(p384_ecdh, EcdhLargeCase(MCU_EC_SECP384R1, 48, g_peer_p384, sizeof g_peer_p384))
CT_CASE(bp384_ecdh, EcdhLargeCase(MCU_EC_BRAINPOOLP384R1, 48, g_peer_bp384, sizeof g_peer_bp384))
CT_CASE(bp512_ecdh, EcdhLargeCase(MCU_EC_BRAINPOOLP512R1, 64, g_peer_bp512, sizeof g_peer_bp512))
CT_CASE(p521_ecdh, EcdhLargeCase(MCU_EC_SECP521R1, 66, g_peer_p521, sizeof g_peer_p521))
CT_CASE(x25519, X25519Case())
CT_CASE(ed25519, Ed25519Case())
CT_CASE(x448, X448Case())
CT_CASE(ed448, Ed448Case())

// The proof that the check sees leaks.
alignas(4) static const uint8_t kTable[256] = {1, 2, 3};
extern "C" __attribute__((noinline, used)) void ct_leak_table(void) {
  g_out[0] = kTable[g_key[0]];  // the address depends on the secret
}
extern "C" __attribute__((noinline, used)) void ct_leak_branch(void) {
  size_t i = 0;
  while (i < 16 && g_key[i] == g_msg[i]) ++i;  // exits at the first difference
  g_out[0] = static_cast<uint8_t>(i);
}

// Same instructions and addresses every call, but the divider stops early
// on a short dividend: the secret's length sets its time.
volatile uint32_t g_divisor = 7;  // public; volatile keeps a real divide
extern "C" __attribute__((noinline, used)) void ct_leak_divide(void) {
  const uint32_t word = static_cast<uint32_t>(g_key[0]) | static_cast<uint32_t>(g_key[1]) << 8 |
                        static_cast<uint32_t>(g_key[2]) << 16 | static_cast<uint32_t>(g_key[3]) << 24;
  const uint32_t dividend = word >> (g_key[4] & 31);  // a shift by register is constant time
  const uint32_t quotient = dividend / g_divisor;
  g_out[0] = static_cast<uint8_t>(quotient);
  g_out[1] = static_cast<uint8_t>(quotient >> 8);
}

// A real variable-time implementation: the T-table AES opt-in backend.
extern "C" __attribute__((noinline, used)) void ct_leak_aes_table(void) { BlockCase(&mcu_aes128_table_desc); }

namespace {
typedef void (*CaseFn)(void);
// The curve cases take millions of cycles per call: images of their own
// (CT_TRACE_CURVES, BUILD.bazel), so the other cases' runs stay short.
#if CT_TRACE_CURVES == 25519
const CaseFn kCases[] = {ct_case_x25519, ct_case_ed25519};
#elif CT_TRACE_CURVES == 448
const CaseFn kCases[] = {ct_case_x448, ct_case_ed448};
#elif CT_TRACE_CURVES == 384
const CaseFn kCases[] = {ct_case_p384_ecdh, ct_case_bp384_ecdh, ct_case_bp512_ecdh,
                         ct_case_p521_ecdh};
#else
const CaseFn kCases[] = {
    ct_case_md5,        ct_case_sha1,        ct_case_sha256,     ct_case_sha512,        ct_case_sha3_256,
    ct_case_sm3,        ct_case_ascon_hash256, ct_case_hmac_sha256, ct_case_hmac_sha512, ct_case_hmac_sm3,
    ct_case_aes128,     ct_case_aes256,      ct_case_sm4,        ct_case_des_ede3,      ct_case_aes128_gcm,
    ct_case_aes128_gcm_long, ct_case_aes256_gcm, ct_case_sm4_gcm,     ct_case_aes128_ccm, ct_case_sm4_ccm,       ct_case_sm4_long,
    ct_case_chacha20_poly1305,
    ct_case_xchacha20_poly1305, ct_case_ascon_aead128, ct_case_p256_public_key, ct_case_p256_ecdh,
    ct_case_p256_ecdsa_sign, ct_case_modexp, ct_case_rsa_sign, ct_case_rsa_oaep,
    ct_case_rsa_pkcs1v15_decrypt, ct_leak_table, ct_leak_branch, ct_leak_aes_table,
    ct_leak_divide,
};
#endif
}  // namespace

int main() {
  // The ECDH peer: a public point, made before any traced call.
  uint8_t d[32];
  Refill(d, sizeof(d));
  d[0] &= 0x7F;
  Check(mcu_ec_public_key(MCU_EC_SECP256R1, d, 32, g_peer_p256, 65));
#if CT_TRACE_CURVES == 384
  uint8_t large[66] = {0};  // d again, below every n
  for (size_t i = 0; i < 32; ++i) large[34 + i] = d[i];
  Check(mcu_ec_public_key(MCU_EC_SECP384R1, large + 18, 48, g_peer_p384, sizeof g_peer_p384));
  Check(mcu_ec_public_key(MCU_EC_BRAINPOOLP384R1, large + 18, 48, g_peer_bp384,
                          sizeof g_peer_bp384));
  Check(mcu_ec_public_key(MCU_EC_BRAINPOOLP512R1, large + 2, 64, g_peer_bp512,
                          sizeof g_peer_bp512));
  Check(mcu_ec_public_key(MCU_EC_SECP521R1, large, 66, g_peer_p521, sizeof g_peer_p521));
#endif
  for (CaseFn run : kCases) {
    for (int call = 0; call < kCalls; ++call) {
      Refill(g_key, sizeof(g_key));
      Refill(g_msg, sizeof(g_msg));
      Refill(g_nonce, sizeof(g_nonce));
      Refill(g_iv, sizeof(g_iv));
      // The RSA cases' key, at the same address every call.
      for (size_t i = 0; i < kRsaDerLen; ++i) g_der[i] = kRsaKeys[call][i];
      // ct_leak_branch: the first call matches 5 bytes, the others fewer.
      if (call == 0) for (int i = 0; i < 5; ++i) g_msg[i] = g_key[i];
      run();
    }
  }
  mcu_board_print_u32("ct cases", static_cast<uint32_t>(sizeof(kCases) / sizeof(kCases[0])));
  mcu_board_print_u32("api failures", static_cast<uint32_t>(g_failures));
  return g_failures == 0 ? 0 : 1;
}
