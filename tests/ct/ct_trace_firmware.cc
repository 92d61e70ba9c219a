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

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/cmac.h"
#include "mcucrypt/des.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/hash_desc.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/modes.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "mcucrypt/sm3.h"
#include "mcucrypt/sm4.h"
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
CT_CASE(aes256_gcm, AeadCase(&mcu_aes256_gcm_desc))
CT_CASE(sm4_gcm, AeadCase(&mcu_sm4_gcm_desc))
CT_CASE(aes128_ccm, AeadCase(&mcu_aes128_ccm_desc))
CT_CASE(sm4_ccm, AeadCase(&mcu_sm4_ccm_desc))
CT_CASE(chacha20_poly1305, AeadCase(&mcu_chacha20_poly1305_desc))
CT_CASE(xchacha20_poly1305, AeadCase(&mcu_xchacha20_poly1305_desc))
CT_CASE(ascon_aead128, AeadCase(&mcu_ascon_aead128_desc))

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
const CaseFn kCases[] = {
    ct_case_md5,        ct_case_sha1,        ct_case_sha256,     ct_case_sha512,        ct_case_sha3_256,
    ct_case_sm3,        ct_case_ascon_hash256, ct_case_hmac_sha256, ct_case_hmac_sha512, ct_case_hmac_sm3,
    ct_case_aes128,     ct_case_aes256,      ct_case_sm4,        ct_case_des_ede3,      ct_case_aes128_gcm,
    ct_case_aes256_gcm, ct_case_sm4_gcm,     ct_case_aes128_ccm, ct_case_sm4_ccm,       ct_case_chacha20_poly1305,
    ct_case_xchacha20_poly1305, ct_case_ascon_aead128, ct_leak_table, ct_leak_branch, ct_leak_aes_table,
    ct_leak_divide,
};
}  // namespace

int main() {
  for (CaseFn run : kCases) {
    for (int call = 0; call < kCalls; ++call) {
      Refill(g_key, sizeof(g_key));
      Refill(g_msg, sizeof(g_msg));
      Refill(g_nonce, sizeof(g_nonce));
      Refill(g_iv, sizeof(g_iv));
      // ct_leak_branch: the first call matches 5 bytes, the others fewer.
      if (call == 0) for (int i = 0; i < 5; ++i) g_msg[i] = g_key[i];
      run();
    }
  }
  mcu_board_print_u32("ct cases", static_cast<uint32_t>(sizeof(kCases) / sizeof(kCases[0])));
  mcu_board_print_u32("api failures", static_cast<uint32_t>(g_failures));
  return g_failures == 0 ? 0 : 1;
}
