// The buffering and padding shared by MD5, SHA-1, the SHA-2 family and SM3:
// every one of them absorbs whole blocks through a compression function and
// ends with a 1 bit, zeros and the message length in bits (RFC 1321 sections
// 3.1-3.2, FIPS 180-4 section 5.1, GB/T 32905 section 5.2). One engine per family (instantiated on that
// family's context type) serves all its variants: SHA-224 and SHA-256 share
// one, SHA-384/512/512-224/512-256 another. Variants differ only in the
// initial hash value, the digest length and the context's magic, which are
// passed in at run time.
//
// Internal to the core (//crypto/common:merkle_damgard); the public API is in
// mcucrypt/<alg>.h.
#ifndef MCUCRYPT_COMMON_MERKLE_DAMGARD_H_
#define MCUCRYPT_COMMON_MERKLE_DAMGARD_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "crypto/common/bytes.h"
#include "mcucrypt/hash_desc.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace md {

// Every algorithm here accepts at most 2^61 - 1 bytes: the whole-byte form
// of SHA-1/SHA-256's 2^64 - 1 bit limit. It is applied to the SHA-512 family
// too (whose limit is 2^128 - 1 bits), so the bit count always fits the low
// 64 bits of the length field, and to MD5 (whose RFC would let the bit
// count wrap modulo 2^64).
constexpr uint64_t kMaxBytes = (uint64_t{1} << 61) - 1;

// Traits describe one family:
//   using Ctx = the public context struct, with fields
//       Word state[kStateWords]; uint64_t total_bytes;
//       uint8_t buffer[kBlock]; uint32_t buffered; uint32_t magic;
//   using Word = uint32_t or uint64_t;
//   static constexpr size_t kStateWords, kBlock;
//   static constexpr size_t kLengthBytes;  // 8, or 16 for SHA-512
//   static constexpr bool kBigEndian;      // length field and digest words
//   static mcu_status compress(Word *state, const uint8_t *blocks, size_t nblocks);
//       (MCU_OK; a hardware engine's MCU_ERR_HARDWARE or MCU_ERR_TIMEOUT ends
//       the hash: the context is wiped and the status returned)
template <typename Traits>
class Engine {
 public:
  using Ctx = typename Traits::Ctx;
  using Word = typename Traits::Word;

  // The functions below have the contracts of mcu_sha256_init/update/final
  // and mcu_sha256 (mcucrypt/sha256.h). `magic` names the variant: a context
  // is only accepted by the variant that initialised it.
  static mcu_status init(Ctx *ctx, const Word *iv, uint32_t magic);
  static mcu_status update(Ctx *ctx, uint32_t magic, const void *data,
                           size_t len);
  // Writes the first digest_size bytes of the final state.
  static mcu_status final(Ctx *ctx, uint32_t magic, uint8_t *digest,
                          size_t digest_size);
  static mcu_status hash(const Word *iv, uint32_t magic, const void *data,
                         size_t len, uint8_t *digest, size_t digest_size);

 private:
  static constexpr size_t kBlock = Traits::kBlock;
  static constexpr size_t kWordBytes = sizeof(Word);
  // The 64-bit bit count goes in the last 8 bytes; a 16-byte length field
  // (SHA-512) has zeros in its top 8, written with the padding.
  static constexpr size_t kLengthOffset = kBlock - 8;
  // Padding that ends after this offset leaves no room for the length field.
  static constexpr size_t kLengthFieldStart = kBlock - Traits::kLengthBytes;

  static_assert(sizeof(Ctx::state) == Traits::kStateWords * kWordBytes,
                "state size");
  static_assert(sizeof(Ctx::buffer) == kBlock, "buffer size");
  static_assert(Traits::kLengthBytes == 8 || Traits::kLengthBytes == 16,
                "length field");

  // Also rejects a context whose fields were corrupted, so later indexing
  // into buffer stays in bounds.
  // A failed compression leaves a partial state: nothing may continue it.
  static mcu_status fail(Ctx *ctx, mcu_status st) {
    mcu_wipe(ctx, sizeof(*ctx));
    return st;
  }

  static void store_word(uint8_t *p, Word v) {
    if constexpr (sizeof(Word) == 8) {
      if (Traits::kBigEndian) {
        store_be64(p, v);
      } else {
        store_le64(p, v);
      }
    } else {
      if (Traits::kBigEndian) {
        store_be32(p, v);
      } else {
        store_le32(p, v);
      }
    }
  }

  static bool usable(const Ctx *ctx, uint32_t magic) {
    return ctx->magic == magic && ctx->buffered < kBlock &&
           ctx->total_bytes <= kMaxBytes;
  }
};

// The member functions are defined out of the class, without `inline`, so
// the compiler keeps one copy per family instead of inlining the engine into
// every variant's wrapper.

template <typename Traits>
mcu_status Engine<Traits>::init(Ctx *ctx, const Word *iv, uint32_t magic) {
  if (ctx == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  mcu_wipe(ctx, sizeof(*ctx));
  memcpy(ctx->state, iv, sizeof(ctx->state));
  ctx->magic = magic;
  return MCU_OK;
}

template <typename Traits>
mcu_status Engine<Traits>::update(Ctx *ctx, uint32_t magic, const void *data,
                                  size_t len) {
  if (ctx == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx, magic)) {
    return MCU_ERR_BAD_STATE;
  }
  if (static_cast<uint64_t>(len) > kMaxBytes - ctx->total_bytes) {
    return MCU_ERR_LENGTH_LIMIT;
  }
  if (len == 0) {
    return MCU_OK;  // also avoids memcpy from a NULL pointer
  }
  const uint8_t *in = static_cast<const uint8_t *>(data);
  ctx->total_bytes += static_cast<uint64_t>(len);

  // Top up a partially filled block first.
  if (ctx->buffered != 0) {
    const size_t space = kBlock - ctx->buffered;
    const size_t take = len < space ? len : space;
    memcpy(ctx->buffer + ctx->buffered, in, take);
    ctx->buffered += static_cast<uint32_t>(take);  // take <= kBlock
    in += take;
    len -= take;
    if (ctx->buffered < kBlock) {
      return MCU_OK;
    }
    const mcu_status st = Traits::compress(ctx->state, ctx->buffer, 1);
    if (st != MCU_OK) return fail(ctx, st);
    ctx->buffered = 0;
  }

  // Whole blocks are hashed straight from the caller's memory, so hardware
  // backends see long runs and nothing is copied.
  const size_t nblocks = len / kBlock;
  if (nblocks != 0) {
    const mcu_status st = Traits::compress(ctx->state, in, nblocks);
    if (st != MCU_OK) return fail(ctx, st);
    in += nblocks * kBlock;
    len -= nblocks * kBlock;
  }
  if (len != 0) {
    memcpy(ctx->buffer, in, len);
    ctx->buffered = static_cast<uint32_t>(len);  // len < kBlock
  }
  return MCU_OK;
}

template <typename Traits>
mcu_status Engine<Traits>::final(Ctx *ctx, uint32_t magic, uint8_t *digest,
                                 size_t digest_size) {
  if (ctx == NULL || digest == NULL) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (!usable(ctx, magic)) {
    return MCU_ERR_BAD_STATE;
  }
  // Padding: a single 1 bit, zeros, then the bit count.
  size_t used = ctx->buffered;
  ctx->buffer[used++] = 0x80;
  if (used > kLengthFieldStart) {
    // No room for the length: it goes in an extra block.
    memset(ctx->buffer + used, 0, kBlock - used);
    const mcu_status st = Traits::compress(ctx->state, ctx->buffer, 1);
    if (st != MCU_OK) return fail(ctx, st);
    used = 0;
  }
  memset(ctx->buffer + used, 0, kLengthOffset - used);
  // total_bytes <= 2^61 - 1, so the bit count cannot overflow.
  const uint64_t bits = ctx->total_bytes << 3;
  if (Traits::kBigEndian) {
    store_be64(ctx->buffer + kLengthOffset, bits);
  } else {
    store_le64(ctx->buffer + kLengthOffset, bits);
  }
  const mcu_status st = Traits::compress(ctx->state, ctx->buffer, 1);
  if (st != MCU_OK) return fail(ctx, st);

  // The digest is the state as a byte string, cut to digest_size bytes
  // (SHA-224, SHA-384, SHA-512/t keep a prefix): whole words with one
  // endian store each, then the bytes of a last partial word (SHA-512/224
  // ends halfway through one). A byte at a time, a 64-bit word cost ~20
  // cycles a byte on the Cortex-M4 (a 64-bit shift by a variable amount).
  const size_t whole_words = digest_size / kWordBytes;
  for (size_t w = 0; w < whole_words; ++w) {
    store_word(digest + w * kWordBytes, ctx->state[w]);
  }
  for (size_t i = whole_words * kWordBytes; i < digest_size; ++i) {
    const size_t byte = i % kWordBytes;
    const unsigned shift = static_cast<unsigned>(
        8 * (Traits::kBigEndian ? kWordBytes - 1 - byte : byte));
    digest[i] = static_cast<uint8_t>(ctx->state[i / kWordBytes] >> shift);
  }
  // Wiping also clears magic, so the context cannot be finalised twice.
  mcu_wipe(ctx, sizeof(*ctx));
  return MCU_OK;
}

template <typename Traits>
mcu_status Engine<Traits>::hash(const Word *iv, uint32_t magic,
                                const void *data, size_t len, uint8_t *digest,
                                size_t digest_size) {
  if (digest == NULL || (data == NULL && len != 0)) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  Ctx ctx;
  mcu_status status = init(&ctx, iv, magic);
  if (status == MCU_OK) {
    status = update(&ctx, magic, data, len);
  }
  if (status == MCU_OK) {
    status = final(&ctx, magic, digest, digest_size);
  }
  // final wipes on success (a second wipe of the zeroed context cost ~150
  // cycles a hash on the Cortex-M4); this covers the error paths. The
  // status is public.
  if (status != MCU_OK) {
    mcu_wipe(&ctx, sizeof(ctx));
  }
  return status;
}

// One variant of a family (its initial value, context magic and digest
// length) over one technique's compression function (in Traits), as the
// functions of an mcu_hash_desc (mcucrypt/hash_desc.h). Each technique's
// descriptor instantiates its own engine, so the compression function is a
// direct call in the block loop.
template <typename Traits, const typename Traits::Word *kIv, uint32_t kMagic,
          size_t kDigestSize>
struct Variant {
  using E = Engine<Traits>;
  using Ctx = typename Traits::Ctx;
  static mcu_status init(void *ctx) { return E::init(static_cast<Ctx *>(ctx), kIv, kMagic); }
  static mcu_status update(void *ctx, const void *data, size_t len) {
    return E::update(static_cast<Ctx *>(ctx), kMagic, data, len);
  }
  static mcu_status final(void *ctx, uint8_t *digest) {
    return E::final(static_cast<Ctx *>(ctx), kMagic, digest, kDigestSize);
  }
  static mcu_status digest(const void *data, size_t len, uint8_t *digest) {
    return E::hash(kIv, kMagic, data, len, digest, kDigestSize);
  }
};

// A family's Traits (see Engine) over one technique's compression
// function, a template argument so the call in the block loop is direct.
template <typename CtxT, typename WordT, size_t kWords, size_t kBlockSize, size_t kLenBytes,
          bool kBigEndianWords, mcu_status (*kCompress)(WordT *, const uint8_t *, size_t)>
struct Family {
  using Ctx = CtxT;
  using Word = WordT;
  static constexpr size_t kStateWords = kWords;
  static constexpr size_t kBlock = kBlockSize;
  static constexpr size_t kLengthBytes = kLenBytes;
  static constexpr bool kBigEndian = kBigEndianWords;
  static mcu_status compress(Word *state, const uint8_t *blocks, size_t n) {
    return kCompress(state, blocks, n);
  }
};

// The one-shot call of a descriptor, as the C API's mcu_<hash>() makes it:
// its digest if it has one (an engine that takes whole messages), else
// init, update and final on a local context of type Ctx.
template <typename Ctx>
mcu_status DigestThrough(const mcu_hash_desc &h, const void *data, size_t len, uint8_t *digest) {
  if (digest == NULL || (data == NULL && len != 0)) return MCU_ERR_INVALID_ARGUMENT;
  if (h.digest != NULL) return h.digest(data, len, digest);
  Ctx ctx;
  mcu_status st = h.init(&ctx);
  if (st == MCU_OK) st = h.update(&ctx, data, len);
  if (st == MCU_OK) st = h.final(&ctx, digest);
  mcu_wipe(&ctx, sizeof ctx);
  return st;
}

}  // namespace md
}  // namespace mcucrypt

// The initialiser of an mcu_hash_desc over a Variant (one technique's
// engine), named impl; every Merkle-Damgard hash is constant-time.
#define MCU_MD_HASH_DESC(id, name, ctx_type, digest_size, block_size, variant, impl)      \
  {                                                                                     \
    id, name, impl, digest_size, block_size, sizeof(ctx_type), 1, variant::init,        \
        variant::update, variant::final, variant::digest, nullptr                       \
  }

#endif  // MCUCRYPT_COMMON_MERKLE_DAMGARD_H_
