// SHA-3 and SHAKE (FIPS 202): the sponge construction (section 4), the
// pad10*1 rule (5.1) with the domain-separation suffixes of section 6. The
// permutation lives behind keccak_f1600_*() so another implementation (an
// assembly one, an accelerator) can replace it.
//
// Message bytes go straight into the state (its first `rate` bytes are the
// block being filled), so the context holds no separate buffer. Everything
// here depends only on lengths, never on the data.
#include "mcucrypt/sha3.h"

#include "crypto/sha3/keccak_f1600.h"
#include "mcucrypt/mem.h"

namespace {

// Arbitrary non-zero values; the low byte names the variant, kSqueezing
// marks a SHAKE context that has begun to squeeze. A zeroed (or wiped)
// context never matches.
constexpr uint32_t kMagicBase = 0x5ba3e000u;
constexpr uint32_t kSqueezing = 0x00000100u;

// Domain separation and the first bit of pad10*1, little-endian bit order:
// SHA3-* appends 01 (FIPS 202 section 6.1), SHAKE 1111 (section 6.2).
constexpr uint8_t kSha3Suffix = 0x06;
constexpr uint8_t kShakeSuffix = 0x1f;

template <uint32_t Id, size_t Rate, size_t Digest, uint8_t Suffix>
struct Variant {
  static constexpr uint32_t kMagic = kMagicBase | Id;
  static constexpr size_t kRate = Rate;
  static constexpr size_t kDigest = Digest;  // 0 for the XOFs
  static constexpr uint8_t kSuffix = Suffix;
};

using Sha3_224 = Variant<1, MCU_SHA3_224_BLOCK_SIZE, MCU_SHA3_224_DIGEST_SIZE, kSha3Suffix>;
using Sha3_256 = Variant<2, MCU_SHA3_256_BLOCK_SIZE, MCU_SHA3_256_DIGEST_SIZE, kSha3Suffix>;
using Sha3_384 = Variant<3, MCU_SHA3_384_BLOCK_SIZE, MCU_SHA3_384_DIGEST_SIZE, kSha3Suffix>;
using Sha3_512 = Variant<4, MCU_SHA3_512_BLOCK_SIZE, MCU_SHA3_512_DIGEST_SIZE, kSha3Suffix>;
using Shake128 = Variant<5, MCU_SHAKE128_BLOCK_SIZE, 0, kShakeSuffix>;
using Shake256 = Variant<6, MCU_SHAKE256_BLOCK_SIZE, 0, kShakeSuffix>;

static_assert(sizeof(mcu_keccak_state) == 200, "Keccak-f[1600] state is 1600 bits");
static_assert(sizeof(mcu_sha3_224_ctx) <= MCU_HASH_MAX_CONTEXT_SIZE, "hash_desc.h bound");
static_assert(MCU_SHA3_224_BLOCK_SIZE <= MCU_HASH_MAX_BLOCK_SIZE, "hash_desc.h bound");

// Also rejects a context whose fields were corrupted, so offsets handed to
// the backend stay within the state.
template <class V>
bool absorbing(const mcu_keccak_sponge *s) {
  return s->magic == V::kMagic && s->pos < V::kRate;
}

template <class V>
bool squeezing(const mcu_keccak_sponge *s) {
  return s->magic == (V::kMagic | kSqueezing) && s->pos <= V::kRate;
}

template <class V>
void reset(mcu_keccak_sponge *s) {
  mcu_wipe(s, sizeof(*s));  // the all-zero state is the initial state
  s->magic = V::kMagic;
}

// The sponge proper, shared by all six variants (one copy of the code):
// rate and suffix are arguments, checked by the callers.
void absorb(mcu_keccak_sponge *s, size_t rate, const uint8_t *in, size_t len) {
  size_t pos = s->pos;
  // Top up a partially filled block first.
  if (pos != 0) {
    const size_t space = rate - pos;
    const size_t take = len < space ? len : space;
    mcucrypt::keccak_f1600_add_bytes(&s->state, in, pos, take);
    pos += take;
    in += take;
    len -= take;
    if (pos < rate) {
      s->pos = static_cast<uint32_t>(pos);
      return;
    }
    mcucrypt::keccak_f1600_permute(&s->state);
  }
  // Whole blocks straight from the caller's memory.
  const size_t nblocks = len / rate;
  if (nblocks != 0) {
    mcucrypt::keccak_f1600_absorb(&s->state, rate, in, nblocks);
    in += nblocks * rate;
    len -= nblocks * rate;
  }
  if (len != 0) {
    mcucrypt::keccak_f1600_add_bytes(&s->state, in, 0, len);
  }
  s->pos = static_cast<uint32_t>(len);  // len < rate
}

// Appends the suffix and pad10*1 to the absorbed message and permutes; the
// state's first rate bytes are then the first output block.
void pad_and_permute(mcu_keccak_sponge *s, size_t rate, uint8_t suffix) {
  const uint8_t last = 0x80;  // the final 1 bit of pad10*1
  // pos < rate; when pos == rate - 1 both land in one byte (XOR combines them).
  mcucrypt::keccak_f1600_add_bytes(&s->state, &suffix, s->pos, 1);
  mcucrypt::keccak_f1600_add_bytes(&s->state, &last, rate - 1, 1);
  mcucrypt::keccak_f1600_permute(&s->state);
  s->pos = 0;
}

void squeeze(mcu_keccak_sponge *s, size_t rate, uint8_t *out, size_t len) {
  size_t pos = s->pos;
  while (len != 0) {
    if (pos == rate) {
      // Whole blocks go straight to the caller's buffer; the last one is
      // then used up, so pos stays at rate.
      const size_t nblocks = len / rate;
      if (nblocks != 0) {
        mcucrypt::keccak_f1600_squeeze(&s->state, rate, out, nblocks);
        out += nblocks * rate;
        len -= nblocks * rate;
        continue;
      }
      mcucrypt::keccak_f1600_permute(&s->state);
      pos = 0;
    }
    const size_t space = rate - pos;
    const size_t take = len < space ? len : space;
    mcucrypt::keccak_f1600_extract_bytes(&s->state, out, pos, take);
    pos += take;
    out += take;
    len -= take;
  }
  s->pos = static_cast<uint32_t>(pos);
}

// --- SHA3-* ---------------------------------------------------------------

template <class V, class Ctx>
mcu_status hash_init(Ctx *ctx) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  reset<V>(&ctx->sponge);
  return MCU_OK;
}

template <class V, class Ctx>
mcu_status hash_update(Ctx *ctx, const void *data, size_t len) {
  if (ctx == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!absorbing<V>(&ctx->sponge)) {
    return MCU_ERR_BAD_STATE;
  }
  if (len != 0) {  // also avoids reading from a NULL pointer
    absorb(&ctx->sponge, V::kRate, static_cast<const uint8_t *>(data), len);
  }
  return MCU_OK;
}

template <class V, class Ctx>
mcu_status hash_final(Ctx *ctx, uint8_t *digest) {
  if (ctx == NULL || digest == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!absorbing<V>(&ctx->sponge)) {
    return MCU_ERR_BAD_STATE;
  }
  pad_and_permute(&ctx->sponge, V::kRate, V::kSuffix);
  static_assert(V::kDigest < V::kRate, "one block of output");
  mcucrypt::keccak_f1600_extract_bytes(&ctx->sponge.state, digest, 0, V::kDigest);
  // Wiping also clears magic, so the context cannot be finalised twice.
  mcu_wipe(ctx, sizeof(*ctx));
  return MCU_OK;
}

template <class V, class Ctx>
mcu_status hash_oneshot(const void *data, size_t len, uint8_t *digest) {
  if (digest == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Ctx ctx;
  reset<V>(&ctx.sponge);
  if (len != 0) {
    absorb(&ctx.sponge, V::kRate, static_cast<const uint8_t *>(data), len);
  }
  // Wipes ctx.
  return hash_final<V>(&ctx, digest);
}

// --- SHAKE ----------------------------------------------------------------

template <class V, class Ctx>
mcu_status xof_squeeze(Ctx *ctx, uint8_t *out, size_t len) {
  if (ctx == NULL || (out == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_keccak_sponge *s = &ctx->sponge;
  if (absorbing<V>(s)) {
    pad_and_permute(s, V::kRate, V::kSuffix);
    s->magic = V::kMagic | kSqueezing;
  } else if (!squeezing<V>(s)) {
    return MCU_ERR_BAD_STATE;
  }
  squeeze(s, V::kRate, out, len);
  return MCU_OK;
}

template <class V, class Ctx>
mcu_status xof_final(Ctx *ctx) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const bool ok = absorbing<V>(&ctx->sponge) || squeezing<V>(&ctx->sponge);
  mcu_wipe(ctx, sizeof(*ctx));
  return ok ? MCU_OK : MCU_ERR_BAD_STATE;
}

template <class V, class Ctx>
mcu_status xof_oneshot(const void *data, size_t len, uint8_t *out, size_t out_len) {
  if ((data == NULL && len != 0) || (out == NULL && out_len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Ctx ctx;
  reset<V>(&ctx.sponge);
  if (len != 0) {
    absorb(&ctx.sponge, V::kRate, static_cast<const uint8_t *>(data), len);
  }
  pad_and_permute(&ctx.sponge, V::kRate, V::kSuffix);
  squeeze(&ctx.sponge, V::kRate, out, out_len);
  mcu_wipe(&ctx, sizeof(ctx));
  return MCU_OK;
}

}  // namespace

// The C API: one set per variant, each a thin call into the templates above.
// The descriptor functions take void * as mcu_hash_desc requires.
#define MCU_SHA3_DEFINE(bits)                                                 \
  extern "C" mcu_status mcu_sha3_##bits##_init(mcu_sha3_##bits##_ctx *ctx) {  \
    return hash_init<Sha3_##bits>(ctx);                                       \
  }                                                                           \
  extern "C" mcu_status mcu_sha3_##bits##_update(mcu_sha3_##bits##_ctx *ctx,  \
                                                 const void *data,            \
                                                 size_t len) {                \
    return hash_update<Sha3_##bits>(ctx, data, len);                          \
  }                                                                           \
  extern "C" mcu_status mcu_sha3_##bits##_final(                              \
      mcu_sha3_##bits##_ctx *ctx,                                             \
      uint8_t digest[MCU_SHA3_##bits##_DIGEST_SIZE]) {                        \
    return hash_final<Sha3_##bits>(ctx, digest);                              \
  }                                                                           \
  extern "C" mcu_status mcu_sha3_##bits(                                      \
      const void *data, size_t len,                                           \
      uint8_t digest[MCU_SHA3_##bits##_DIGEST_SIZE]) {                        \
    return hash_oneshot<Sha3_##bits, mcu_sha3_##bits##_ctx>(data, len,        \
                                                             digest);         \
  }                                                                           \
  namespace {                                                                 \
  mcu_status DescInit##bits(void *ctx) {                                      \
    return mcu_sha3_##bits##_init(static_cast<mcu_sha3_##bits##_ctx *>(ctx)); \
  }                                                                           \
  mcu_status DescUpdate##bits(void *ctx, const void *data, size_t len) {      \
    return mcu_sha3_##bits##_update(                                          \
        static_cast<mcu_sha3_##bits##_ctx *>(ctx), data, len);                \
  }                                                                           \
  mcu_status DescFinal##bits(void *ctx, uint8_t *digest) {                    \
    return mcu_sha3_##bits##_final(                                           \
        static_cast<mcu_sha3_##bits##_ctx *>(ctx), digest);                   \
  }                                                                           \
  }                                                                           \
  extern "C" const mcu_hash_desc mcu_sha3_##bits##_desc = {                   \
      MCU_HASH_SHA3_##bits,           "sha3-" #bits,                          \
      mcucrypt::keccak_f1600_impl,                                            \
      MCU_SHA3_##bits##_DIGEST_SIZE,  MCU_SHA3_##bits##_BLOCK_SIZE,           \
      sizeof(mcu_sha3_##bits##_ctx),  1,                                      \
      DescInit##bits,                 DescUpdate##bits,                       \
      DescFinal##bits,                mcu_sha3_##bits,                        \
      nullptr,                                                                \
  };

MCU_SHA3_DEFINE(224)
MCU_SHA3_DEFINE(256)
MCU_SHA3_DEFINE(384)
MCU_SHA3_DEFINE(512)

#undef MCU_SHA3_DEFINE

#define MCU_SHAKE_DEFINE(bits)                                                 \
  extern "C" mcu_status mcu_shake##bits##_init(mcu_shake##bits##_ctx *ctx) {   \
    return hash_init<Shake##bits>(ctx);                                        \
  }                                                                            \
  extern "C" mcu_status mcu_shake##bits##_update(mcu_shake##bits##_ctx *ctx,   \
                                                 const void *data,             \
                                                 size_t len) {                 \
    return hash_update<Shake##bits>(ctx, data, len);                           \
  }                                                                            \
  extern "C" mcu_status mcu_shake##bits##_squeeze(mcu_shake##bits##_ctx *ctx,  \
                                                  uint8_t *out, size_t len) {  \
    return xof_squeeze<Shake##bits>(ctx, out, len);                            \
  }                                                                            \
  extern "C" mcu_status mcu_shake##bits##_final(mcu_shake##bits##_ctx *ctx) {  \
    return xof_final<Shake##bits>(ctx);                                        \
  }                                                                            \
  extern "C" mcu_status mcu_shake##bits(const void *data, size_t len,          \
                                        uint8_t *out, size_t out_len) {        \
    return xof_oneshot<Shake##bits, mcu_shake##bits##_ctx>(data, len, out,     \
                                                           out_len);           \
  }

MCU_SHAKE_DEFINE(128)
MCU_SHAKE_DEFINE(256)

#undef MCU_SHAKE_DEFINE
