// The tool's algorithm tables. To add an algorithm: include its header, add
// its descriptor as a row here, and its library to :algorithms in
// BUILD.bazel; the commands, their --help and the tests' lists follow.
#include "tools/cli/algorithms.h"

#include "mcucrypt/aes.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/des.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "mcucrypt/sm3.h"
#include "mcucrypt/sm4.h"

namespace mcucli {
namespace {

const mcu_hash_desc* const kHashes[] = {
    &mcu_md5_desc,        &mcu_sha1_desc,       &mcu_sha224_desc,     &mcu_sha256_desc,
    &mcu_sha384_desc,     &mcu_sha512_desc,     &mcu_sha512_224_desc, &mcu_sha512_256_desc,
    &mcu_sha3_224_desc,   &mcu_sha3_256_desc,   &mcu_sha3_384_desc,   &mcu_sha3_512_desc,
    &mcu_sm3_desc,        &mcu_ascon_hash256_desc,
};

// XOF adapters: the algorithm's own functions with its context type behind
// void*, so one row is all the hash command needs.
#define MCUCLI_XOF(row_name, prefix, ctx_type)                                          \
  {                                                                                    \
    row_name, sizeof(ctx_type),                                                        \
        [](void* c) { return prefix##_init(static_cast<ctx_type*>(c)); },              \
        [](void* c, const void* d, size_t n) {                                         \
          return prefix##_update(static_cast<ctx_type*>(c), d, n);                     \
        },                                                                             \
        [](void* c, uint8_t* o, size_t n) {                                            \
          return prefix##_squeeze(static_cast<ctx_type*>(c), o, n);                    \
        },                                                                             \
        [](void* c) { return prefix##_final(static_cast<ctx_type*>(c)); },             \
  }

const Xof kXofs[] = {
    MCUCLI_XOF("shake128", mcu_shake128, mcu_shake128_ctx),
    MCUCLI_XOF("shake256", mcu_shake256, mcu_shake256_ctx),
    MCUCLI_XOF("ascon-xof128", mcu_ascon_xof128, mcu_ascon_xof128_ctx),
};
#undef MCUCLI_XOF

static_assert(sizeof(mcu_shake128_ctx) <= kMaxXofContext, "kMaxXofContext");
static_assert(sizeof(mcu_shake256_ctx) <= kMaxXofContext, "kMaxXofContext");
static_assert(sizeof(mcu_ascon_xof128_ctx) <= kMaxXofContext, "kMaxXofContext");

// The build's implementation of each (its backend flag): the CLI runs what
// the firmware would.
const mcu_block_cipher_desc* const kBlockCiphers[] = {
    &mcu_aes128_desc, &mcu_aes192_desc,  &mcu_aes256_desc,
    &mcu_des_desc,    &mcu_des_ede_desc, &mcu_des_ede3_desc, &mcu_sm4_desc,
};

const mcu_aead_desc* const kAeads[] = {
    &mcu_chacha20_poly1305_desc,
    &mcu_xchacha20_poly1305_desc,
    &mcu_ascon_aead128_desc,
    &mcu_aes128_gcm_desc,
    &mcu_aes192_gcm_desc,
    &mcu_aes256_gcm_desc,
    &mcu_sm4_gcm_desc,
    &mcu_aes128_ccm_desc,
    &mcu_aes192_ccm_desc,
    &mcu_aes256_ccm_desc,
    &mcu_sm4_ccm_desc,
};

}  // namespace

Table<const mcu_hash_desc*> Hashes() { return {kHashes, sizeof(kHashes) / sizeof(kHashes[0])}; }

const mcu_hash_desc* FindHash(const std::string& name) {
  for (const mcu_hash_desc* h : Hashes()) {
    if (name == h->name) return h;
  }
  return nullptr;
}

Table<Xof> Xofs() { return {kXofs, sizeof(kXofs) / sizeof(kXofs[0])}; }

const Xof* FindXof(const std::string& name) {
  for (const Xof& x : Xofs()) {
    if (name == x.name) return &x;
  }
  return nullptr;
}

Table<const mcu_block_cipher_desc*> BlockCiphers() {
  return {kBlockCiphers, sizeof(kBlockCiphers) / sizeof(kBlockCiphers[0])};
}

Table<const mcu_aead_desc*> Aeads() { return {kAeads, sizeof(kAeads) / sizeof(kAeads[0])}; }

const mcu_aead_desc* FindAead(const std::string& name) {
  for (const mcu_aead_desc* a : Aeads()) {
    if (name == a->name) return a;
  }
  return nullptr;
}

}  // namespace mcucli
