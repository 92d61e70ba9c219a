// A block cipher engine that fails (MCU_ERR_HARDWARE, or MCU_ERR_TIMEOUT from
// a bounded wait) must have its status reach the caller of every mode, MAC,
// AEAD and DRBG built on it, with no partial output left behind.
//
// The test descriptor is AES-128 whose block functions succeed for a budget
// of calls and then fail. Each operation runs with budgets 0, 1, 2, ...
// until one is large enough for it to succeed, so a failure is injected at
// every cipher call the operation makes, not only the first.
#include <string.h>

#include <functional>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/cmac.h"
#include "mcucrypt/ctr_drbg.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/modes.h"

namespace {

using Bytes = std::vector<uint8_t>;

size_t g_budget;       // cipher calls left before the engine fails
mcu_status g_failure;  // what it fails with

mcu_status FlakyEncrypt(const uint32_t* s, const uint8_t* in, uint8_t* out, size_t n) {
  if (g_budget == 0) return g_failure;
  --g_budget;
  return mcu_aes128_desc.encrypt_blocks(s, in, out, n);
}
mcu_status FlakyDecrypt(const uint32_t* s, const uint8_t* in, uint8_t* out, size_t n) {
  if (g_budget == 0) return g_failure;
  --g_budget;
  return mcu_aes128_desc.decrypt_blocks(s, in, out, n);
}

// parallel_blocks 1 and 2 take CCM's two paths (single MAC blocks plus CTR,
// or each MAC block paired with its counter block).
mcu_block_cipher_desc Flaky(size_t parallel_blocks) {
  mcu_block_cipher_desc d = mcu_aes128_desc;
  d.impl = "flaky_engine";
  d.parallel_blocks = parallel_blocks;
  d.encrypt_blocks = FlakyEncrypt;
  d.decrypt_blocks = FlakyDecrypt;
  d.modes = nullptr;  // every mode over the block functions above
  return d;
}
const mcu_block_cipher_desc kFlaky1 = Flaky(1);
const mcu_block_cipher_desc kFlaky2 = Flaky(2);

// A CTR engine that times out (a whole mode in the descriptor's table).
mcu_status StuckCtr(const mcu_block_key*, uint8_t*, unsigned, const uint8_t*, size_t,
                    uint8_t*) {
  return MCU_ERR_TIMEOUT;
}
const mcu_block_mode_ops kStuckCtrOps = {nullptr, nullptr, StuckCtr, nullptr, nullptr, nullptr, nullptr};
mcu_block_cipher_desc StuckCtrAes() {
  mcu_block_cipher_desc d = mcu_aes128_desc;
  d.impl = "stuck_ctr_engine";
  d.parallel_blocks = 1;
  d.modes = &kStuckCtrOps;
  return d;
}
const mcu_block_cipher_desc kStuckCtr = StuckCtrAes();

const uint8_t kKey[16] = {0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
                          0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c};

Bytes Pattern(size_t n, uint8_t seed) {
  Bytes b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(seed + 7 * i);
  return b;
}

bool AllZero(const Bytes& b) {
  for (uint8_t x : b) {
    if (x != 0) return false;
  }
  return true;
}

class EngineErrorTest : public ::testing::TestWithParam<mcu_status> {
 protected:
  void SetUp() override { g_failure = GetParam(); }

  // Runs op (which writes to out) with growing budgets. Every run that
  // fails must return the engine's status with out zeroed (when
  // out_wiped), and some budget must let op succeed.
  void EveryFailure(const char* what, Bytes* out, bool out_wiped,
                    const std::function<mcu_status()>& op) {
    for (size_t budget = 0; budget < 400; ++budget) {
      if (out != nullptr) memset(out->data(), 0xA5, out->size());
      g_budget = budget;
      const mcu_status st = op();
      if (g_budget != 0) {  // op needed fewer calls than the budget: no failure
        EXPECT_EQ(MCU_OK, st) << what << " budget " << budget;
        EXPECT_GT(budget, 0u) << what << " made no cipher call";
        return;
      }
      if (st == MCU_OK) {  // used exactly the budget, and succeeded
        ASSERT_GT(budget, 0u) << what;
        return;
      }
      EXPECT_EQ(GetParam(), st) << what << " budget " << budget;
      if (out != nullptr && out_wiped) {
        EXPECT_TRUE(AllZero(*out)) << what << " left output after a failure, budget " << budget;
      }
    }
    ADD_FAILURE() << what << " never succeeded";
  }

  mcu_block_key Key(const mcu_block_cipher_desc* d) {
    mcu_block_key k;
    EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, d, kKey, sizeof kKey));
    return k;
  }
};

TEST_P(EngineErrorTest, BlockAndModes) {
  const mcu_block_key k = Key(&kFlaky2);
  const Bytes in = Pattern(100 * 16, 1);
  Bytes out(in.size());
  EveryFailure("mcu_block_encrypt", nullptr, false, [&] {
    uint8_t block[16];
    return mcu_block_encrypt(&k, in.data(), block);
  });
  EveryFailure("mcu_block_decrypt", nullptr, false, [&] {
    uint8_t block[16];
    return mcu_block_decrypt(&k, in.data(), block);
  });
  EveryFailure("ECB encrypt", &out, true,
               [&] { return mcu_ecb_encrypt(&k, in.data(), in.size(), out.data()); });
  EveryFailure("ECB decrypt", &out, true,
               [&] { return mcu_ecb_decrypt(&k, in.data(), in.size(), out.data()); });
  // CBC encryption is one cipher call per block: 100 failure points.
  EveryFailure("CBC encrypt", &out, true, [&] {
    uint8_t iv[16] = {0};
    return mcu_cbc_encrypt(&k, iv, in.data(), in.size(), out.data());
  });
  EveryFailure("CBC decrypt", &out, true, [&] {
    uint8_t iv[16] = {0};
    return mcu_cbc_decrypt(&k, iv, in.data(), in.size(), out.data());
  });
  Bytes padded(48);  // 33 bytes and their padding
  EveryFailure("CBC-PKCS#7 encrypt", &padded, true, [&] {
    uint8_t iv[16] = {0};
    size_t n = 0;
    return mcu_cbc_pkcs7_encrypt(&k, iv, in.data(), 33, padded.data(), padded.size(), &n);
  });
  // A well-padded ciphertext of 33 bytes, from the same key without failures.
  const mcu_block_key good = Key(&mcu_aes128_desc);
  const uint8_t zero_iv[16] = {0};
  size_t padded_len = 0;
  ASSERT_EQ(MCU_OK, mcu_cbc_pkcs7_encrypt(&good, zero_iv, in.data(), 33, padded.data(),
                                          padded.size(), &padded_len));
  Bytes unpadded(padded_len - 1);  // room for the most the padding allows
  EveryFailure("CBC-PKCS#7 decrypt", &unpadded, true, [&] {
    size_t n = 0;
    return mcu_cbc_pkcs7_decrypt(&k, zero_iv, padded.data(), padded_len, unpadded.data(),
                                 unpadded.size(), &n);
  });
  Bytes partial(in.size() - 5);  // a partial last block
  EveryFailure("CTR", &partial, true, [&] {
    uint8_t ctr[16] = {0};
    return mcu_ctr_xor(&k, ctr, 128, in.data(), partial.size(), partial.data());
  });
  EveryFailure("streaming CBC", nullptr, false, [&] {
    mcu_cipher_ctx ctx;
    uint8_t iv[16] = {0};
    mcu_status st = mcu_cipher_init(&ctx, &k, MCU_MODE_CBC, MCU_ENCRYPT, iv, 16);
    size_t n = 0;
    if (st == MCU_OK) st = mcu_cipher_update(&ctx, in.data(), 40, out.data(), out.size(), &n);
    if (st == MCU_OK) st = mcu_cipher_update(&ctx, in.data(), 40, out.data(), out.size(), &n);
    return st;
  });
}

// GCM and CCM over a block key share one signature.
struct Aead {
  const char *seal_name;
  const char *open_name;
  mcu_status (*seal)(const mcu_block_key *, const uint8_t *, size_t, const uint8_t *, size_t,
                     const uint8_t *, size_t, uint8_t *, uint8_t *, size_t);
  mcu_status (*open)(const mcu_block_key *, const uint8_t *, size_t, const uint8_t *, size_t,
                     const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *);
};
const Aead kAeads[] = {
    {"GCM encrypt", "GCM decrypt", mcu_gcm_encrypt, mcu_gcm_decrypt},
    {"CCM encrypt", "CCM decrypt", mcu_ccm_encrypt, mcu_ccm_decrypt},
};

TEST_P(EngineErrorTest, Aeads) {
  const Bytes pt = Pattern(70, 3), aad = Pattern(20, 4), nonce = Pattern(12, 5);
  for (const mcu_block_cipher_desc* d : {&kFlaky1, &kFlaky2}) {
    SCOPED_TRACE(d->parallel_blocks);
    const mcu_block_key k = Key(d);
    for (const Aead &a : kAeads) {
      Bytes ct(pt.size()), back(pt.size());
      uint8_t tag[16];
      EveryFailure(a.seal_name, &ct, true, [&] {
        return a.seal(&k, nonce.data(), nonce.size(), aad.data(), aad.size(), pt.data(),
                      pt.size(), ct.data(), tag, 16);
      });
      EveryFailure(a.open_name, &back, true, [&] {
        return a.open(&k, nonce.data(), nonce.size(), aad.data(), aad.size(), ct.data(),
                      ct.size(), tag, 16, back.data());
      });
      EXPECT_EQ(pt, back) << a.open_name;
    }
  }
}

TEST_P(EngineErrorTest, Cmac) {
  const mcu_block_key k = Key(&kFlaky1);
  const Bytes msg = Pattern(70, 6);
  uint8_t tag[16];
  EveryFailure("CMAC", nullptr, false,
               [&] { return mcu_cmac(&k, msg.data(), msg.size(), tag, 16); });
  EveryFailure("CMAC verify", nullptr, false,
               [&] { return mcu_cmac_verify(&k, msg.data(), msg.size(), tag, 16); });
  // Streaming: a failure in update leaves the context unusable.
  mcu_cmac_ctx ctx;
  g_budget = 1;  // the subkey, then nothing
  ASSERT_EQ(MCU_OK, mcu_cmac_init(&ctx, &k));
  EXPECT_EQ(GetParam(), mcu_cmac_update(&ctx, msg.data(), msg.size()));
  g_budget = 100;
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_cmac_final(&ctx, tag, 16));
}

// An engine failure inside the DRBG uninstantiates it (SP 800-90A 11.3: an
// error state), so each run of generate and reseed starts from a fresh one.
TEST_P(EngineErrorTest, CtrDrbg) {
  const Bytes entropy = Pattern(32, 7), nonce = Pattern(16, 8);
  mcu_ctr_drbg_ctx drbg;
  auto instantiate = [&] {
    return mcu_ctr_drbg_instantiate_with(&drbg, &kFlaky1, entropy.data(), entropy.size(),
                                         nonce.data(), nonce.size(), nullptr, 0, nullptr,
                                         nullptr);
  };
  EveryFailure("CTR_DRBG instantiate", nullptr, false, instantiate);
  auto fresh = [&] {
    const size_t budget = g_budget;
    g_budget = 1000;
    EXPECT_EQ(MCU_OK, instantiate());
    g_budget = budget;
  };
  Bytes out(100);
  const Bytes addin = Pattern(20, 9);
  EveryFailure("CTR_DRBG generate", &out, true, [&] {
    fresh();
    return mcu_ctr_drbg_generate(&drbg, out.data(), out.size(), addin.data(), addin.size());
  });
  EveryFailure("CTR_DRBG reseed", nullptr, false, [&] {
    fresh();
    return mcu_ctr_drbg_reseed_with(&drbg, entropy.data(), entropy.size(), nullptr, 0);
  });
  g_budget = 0;
  EXPECT_EQ(GetParam(), mcu_ctr_drbg_generate(&drbg, out.data(), out.size(), nullptr, 0));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ctr_drbg_generate(&drbg, out.data(), out.size(), nullptr, 0));
  mcu_ctr_drbg_uninstantiate(&drbg);
}

INSTANTIATE_TEST_SUITE_P(Failures, EngineErrorTest,
                         ::testing::Values(MCU_ERR_HARDWARE, MCU_ERR_TIMEOUT),
                         [](const ::testing::TestParamInfo<mcu_status>& p) {
                           return std::string(mcu_status_name(p.param) + 8);  // after "MCU_ERR_"
                         });

// A whole CTR engine in the mode table that times out: CTR, GCM and CCM
// (whose payload runs through it) return its status.
TEST(EngineModeErrorTest, CtrEngineTimeout) {
  g_failure = MCU_ERR_HARDWARE;  // not used: the block functions are AES's
  mcu_block_key k;
  ASSERT_EQ(MCU_OK, mcu_block_key_init(&k, &kStuckCtr, kKey, sizeof kKey));
  const Bytes pt = Pattern(64, 10), nonce = Pattern(12, 11);
  Bytes out(pt.size(), 0xA5);
  uint8_t ctr[16] = {0}, tag[16];
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_ctr_xor(&k, ctr, 32, pt.data(), pt.size(), out.data()));
  EXPECT_TRUE(AllZero(out));
  memset(out.data(), 0xA5, out.size());
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_gcm_encrypt(&k, nonce.data(), 12, nullptr, 0, pt.data(),
                                             pt.size(), out.data(), tag, 16));
  EXPECT_TRUE(AllZero(out));
  memset(out.data(), 0xA5, out.size());
  EXPECT_EQ(MCU_ERR_TIMEOUT, mcu_ccm_encrypt(&k, nonce.data(), 12, nullptr, 0, pt.data(),
                                             pt.size(), out.data(), tag, 16));
  EXPECT_TRUE(AllZero(out));
}

}  // namespace
