// A hash engine whose compression function fails (MCU_ERR_HARDWARE, or
// MCU_ERR_TIMEOUT from a bounded wait): its status reaches the caller of
// every hash (MD5, SHA-1, SHA-224/256, SHA-384/512/512-224/512-256, SM3) and
// of HMAC, HKDF, PBKDF2 and HMAC_DRBG built on one.
//
// The test descriptors are built with the same macros as every technique's
// (crypto/*/<hash>_technique.h), over the portable compression functions
// with a budget of calls before they fail. Each
// operation runs with budgets 0, 1, 2, ... until it succeeds, so a failure
// is injected at every compression call it makes.
#include <string.h>

#include <functional>
#include <string>
#include <vector>

#include "crypto/md5/md5_compress.h"
#include "crypto/md5/md5_technique.h"
#include "crypto/sha1/sha1_compress.h"
#include "crypto/sha1/sha1_technique.h"
#include "crypto/sha2/sha256_compress.h"
#include "crypto/sha2/sha256_technique.h"
#include "crypto/sha2/sha512_compress.h"
#include "crypto/sha2/sha512_technique.h"
#include "crypto/sm3/sm3_compress.h"
#include "crypto/sm3/sm3_technique.h"
#include "gtest/gtest.h"
#include "mcucrypt/drbg.h"
#include "mcucrypt/hkdf.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/pbkdf2.h"
#include "mcucrypt/sha256.h"

namespace {

using Bytes = std::vector<uint8_t>;

size_t g_budget;       // compression calls left before the engine fails
mcu_status g_failure;  // what it fails with

template <typename Word, mcu_status (*kCompress)(Word *, const uint8_t *, size_t)>
mcu_status Flaky(Word *state, const uint8_t *blocks, size_t n) {
  if (g_budget == 0) return g_failure;
  --g_budget;
  return kCompress(state, blocks, n);
}

constexpr auto kFlakyMd5 = &Flaky<uint32_t, mcucrypt::md5_compress_portable>;
constexpr auto kFlakySha1 = &Flaky<uint32_t, mcucrypt::sha1_compress_portable>;
constexpr auto kFlakySha256 = &Flaky<uint32_t, mcucrypt::sha256_compress_portable>;
constexpr auto kFlakySha512 = &Flaky<uint64_t, mcucrypt::sha512_compress_portable>;
constexpr auto kFlakySm3 = &Flaky<uint32_t, mcucrypt::sm3_compress_portable>;

const mcu_hash_desc kFlaky = MCU_SHA256_DESC(kFlakySha256, "flaky_engine");

// Every hash over a failing engine, beside the same hash's portable
// technique for the expected digests.
struct FlakyHash {
  mcu_hash_desc flaky;
  const mcu_hash_desc *good;
};
const FlakyHash kFlakyHashes[] = {
    {MCU_MD5_DESC(kFlakyMd5, "flaky_engine"), &mcu_md5_portable},
    {MCU_SHA1_DESC(kFlakySha1, "flaky_engine"), &mcu_sha1_portable},
    {MCU_SHA224_DESC(kFlakySha256, "flaky_engine"), &mcu_sha224_portable},
    {MCU_SHA256_DESC(kFlakySha256, "flaky_engine"), &mcu_sha256_portable},
    {MCU_SHA384_DESC(kFlakySha512, "flaky_engine"), &mcu_sha384_portable},
    {MCU_SHA512_DESC(kFlakySha512, "flaky_engine"), &mcu_sha512_portable},
    {MCU_SHA512_224_DESC(kFlakySha512, "flaky_engine"), &mcu_sha512_224_portable},
    {MCU_SHA512_256_DESC(kFlakySha512, "flaky_engine"), &mcu_sha512_256_portable},
    {MCU_SM3_DESC(kFlakySm3, "flaky_engine"), &mcu_sm3_portable},
};

Bytes Pattern(size_t n, uint8_t seed) {
  Bytes b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(seed + 11 * i);
  return b;
}

// No partial output: out is zeroed, or untouched (HKDF fails in extract
// before it writes anything).
bool NoPartialOutput(const Bytes &b) {
  size_t zero = 0, untouched = 0;
  for (uint8_t x : b) {
    zero += x == 0;
    untouched += x == 0xA5;
  }
  return zero == b.size() || untouched == b.size();
}

class HashEngineErrorTest : public ::testing::TestWithParam<mcu_status> {
 protected:
  void SetUp() override { g_failure = GetParam(); }

  // As in tests/crypto/modes/engine_error_test.cc: every failing run returns
  // the engine's status (no partial output when out_wiped), and a large enough
  // budget gives the same result as the unfailing SHA-256 (want).
  void EveryFailure(const char *what, Bytes *out, bool out_wiped, const Bytes &want,
                    const std::function<mcu_status()> &op) {
    for (size_t budget = 0; budget < 2000; ++budget) {
      if (out != nullptr) memset(out->data(), 0xA5, out->size());
      g_budget = budget;
      const mcu_status st = op();
      if (st == MCU_OK) {
        EXPECT_GT(budget, 0u) << what << " made no compression call";
        if (out != nullptr && !want.empty()) {
          EXPECT_EQ(want, *out) << what;
        }
        return;
      }
      ASSERT_EQ(GetParam(), st) << what << " budget " << budget;
      ASSERT_EQ(0u, g_budget) << what << " failed without an engine failure";
      if (out != nullptr && out_wiped) {
        EXPECT_TRUE(NoPartialOutput(*out)) << what << " left output after a failure, budget " << budget;
      }
    }
    ADD_FAILURE() << what << " never succeeded";
  }
};

TEST_P(HashEngineErrorTest, EveryHash) {
  const Bytes msg = Pattern(300, 1);
  for (const FlakyHash &h : kFlakyHashes) {
    SCOPED_TRACE(h.flaky.name);
    const mcu_hash_desc &d = h.flaky;
    const size_t n = d.digest_size;
    Bytes want(n), out(n);
    ASSERT_EQ(MCU_OK, h.good->digest(msg.data(), msg.size(), want.data()));
    EveryFailure("one-shot digest", &out, false, want,
                 [&] { return d.digest(msg.data(), msg.size(), out.data()); });
    alignas(8) uint8_t ctx[MCU_HASH_MAX_CONTEXT_SIZE];
    ASSERT_LE(d.context_size, sizeof ctx);
    EveryFailure("init/update/final", &out, false, want, [&] {
      mcu_status st = d.init(ctx);
      if (st == MCU_OK) st = d.update(ctx, msg.data(), 100);
      if (st == MCU_OK) st = d.update(ctx, msg.data() + 100, msg.size() - 100);
      if (st == MCU_OK) st = d.final(ctx, out.data());
      return st;
    });
    // A context that met a failure is wiped: it cannot be continued.
    g_budget = 0;
    ASSERT_EQ(MCU_OK, d.init(ctx));
    EXPECT_EQ(GetParam(), d.update(ctx, msg.data(), msg.size()));
    g_budget = 100;
    EXPECT_EQ(MCU_ERR_BAD_STATE, d.update(ctx, msg.data(), msg.size()));
    EXPECT_EQ(MCU_ERR_BAD_STATE, d.final(ctx, out.data()));
  }
}

TEST_P(HashEngineErrorTest, Hmac) {
  const Bytes key = Pattern(100, 2), msg = Pattern(200, 3);  // a key longer than a block
  Bytes want(32), tag(32);
  ASSERT_EQ(MCU_OK, mcu_hmac(&mcu_sha256_desc, key.data(), key.size(), msg.data(), msg.size(),
                             want.data(), 32));
  EveryFailure("HMAC", &tag, false, want, [&] {
    return mcu_hmac(&kFlaky, key.data(), key.size(), msg.data(), msg.size(), tag.data(), 32);
  });
  EveryFailure("HMAC verify", nullptr, false, {}, [&] {
    return mcu_hmac_verify(&kFlaky, key.data(), key.size(), msg.data(), msg.size(), want.data(),
                           32);
  });
}

TEST_P(HashEngineErrorTest, Kdfs) {
  const Bytes ikm = Pattern(22, 4), salt = Pattern(13, 5), info = Pattern(10, 6);
  Bytes want(80), okm(80);
  ASSERT_EQ(MCU_OK, mcu_hkdf(&mcu_sha256_desc, salt.data(), salt.size(), ikm.data(), ikm.size(),
                             info.data(), info.size(), want.data(), want.size()));
  EveryFailure("HKDF", &okm, true, want, [&] {
    return mcu_hkdf(&kFlaky, salt.data(), salt.size(), ikm.data(), ikm.size(), info.data(),
                    info.size(), okm.data(), okm.size());
  });
  Bytes dk_want(40), dk(40);
  ASSERT_EQ(MCU_OK, mcu_pbkdf2_hmac(&mcu_sha256_desc, "password", 8, salt.data(), salt.size(), 3,
                                    dk_want.data(), dk_want.size()));
  EveryFailure("PBKDF2", &dk, true, dk_want, [&] {
    return mcu_pbkdf2_hmac(&kFlaky, "password", 8, salt.data(), salt.size(), 3, dk.data(),
                           dk.size());
  });
}

// An engine failure inside the DRBG uninstantiates it, so each run starts
// from a fresh one.
TEST_P(HashEngineErrorTest, HmacDrbg) {
  const Bytes entropy = Pattern(32, 7), nonce = Pattern(16, 8), addin = Pattern(20, 9);
  mcu_hmac_drbg_ctx drbg;
  auto instantiate = [&] {
    return mcu_hmac_drbg_instantiate_with(&drbg, &kFlaky, entropy.data(), entropy.size(),
                                          nonce.data(), nonce.size(), nullptr, 0, nullptr,
                                          nullptr);
  };
  EveryFailure("HMAC_DRBG instantiate", nullptr, false, {}, instantiate);
  Bytes out(64);
  EveryFailure("HMAC_DRBG generate", &out, true, {}, [&] {
    const size_t budget = g_budget;
    g_budget = 100000;
    EXPECT_EQ(MCU_OK, instantiate());
    g_budget = budget;
    return mcu_hmac_drbg_generate(&drbg, out.data(), out.size(), addin.data(), addin.size());
  });
  mcu_hmac_drbg_uninstantiate(&drbg);
}

INSTANTIATE_TEST_SUITE_P(Failures, HashEngineErrorTest,
                         ::testing::Values(MCU_ERR_HARDWARE, MCU_ERR_TIMEOUT),
                         [](const ::testing::TestParamInfo<mcu_status> &p) {
                           return std::string(mcu_status_name(p.param) + 8);  // after "MCU_ERR_"
                         });

}  // namespace
