// HMAC_DRBG (NIST SP 800-90A Rev. 1, 10.1.2): every SHA-1 and SHA-256 record
// of NIST CAVP's HMAC_DRBG.rsp (prediction resistance false and true; see
// vectors/SOURCES.md), the prediction-resistance path with a scripted source,
// source failures, the reseed counter, and argument checks.
#include "mcucrypt/drbg.h"

#include <stdio.h>
#include <string.h>

#include <deque>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "tests/crypto/rand/drbg_rsp.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"

namespace {

using drbg_rsp::Bytes;
using drbg_rsp::Field;
using drbg_rsp::Ptr;
using drbg_rsp::ReadDrbgFile;

const mcu_hash_desc* SectionHash(const RspRecord& r) {
  if (r.section.count("SHA-1") != 0) return &mcu_sha1_desc;
  if (r.section.count("SHA-256") != 0) return &mcu_sha256_desc;
  return nullptr;
}

// A scripted entropy source: hands out queued buffers in order, checks each
// request's length, counts calls, and fails on demand.
struct ScriptedSource {
  std::deque<Bytes> queue;
  int calls = 0;
  int fail_from_call = -1;     // calls with index >= this fail (-1: never)
  bool length_mismatch = false;
  uint8_t counter = 0;         // for calls with an empty queue

  static mcu_status Get(void* ctx, uint8_t* out, size_t len) {
    ScriptedSource* self = static_cast<ScriptedSource*>(ctx);
    const int call = self->calls++;
    if (self->fail_from_call >= 0 && call >= self->fail_from_call) {
      memset(out, 0xee, len);  // garbage the DRBG must not use
      return MCU_ERR_HARDWARE;
    }
    if (self->queue.empty()) {
      for (size_t i = 0; i < len; ++i) out[i] = self->counter++;
      return MCU_OK;
    }
    const Bytes next = self->queue.front();
    self->queue.pop_front();
    if (next.size() != len) {
      self->length_mismatch = true;
      return MCU_ERR_HARDWARE;
    }
    memcpy(out, next.data(), len);
    return MCU_OK;
  }

  mcu_entropy_source AsSource() { return mcu_entropy_source{Get, this}; }
};

struct Counts {
  int sha1 = 0;
  int sha256 = 0;
};

// pr false: instantiate, reseed (EntropyInputReseed, AdditionalInputReseed),
// generate twice with AdditionalInput; ReturnedBits is the second output.
TEST(HmacDrbgTest, CavpPredictionResistanceFalse) {
  const std::vector<RspRecord> records = ReadDrbgFile("HMAC_DRBG_pr_false.rsp");
  Counts counts;
  for (const RspRecord& r : records) {
    const mcu_hash_desc* hash = SectionHash(r);
    ASSERT_NE(nullptr, hash) << "line " << r.line;
    ASSERT_EQ("False", r.section.at("PredictionResistance")) << "line " << r.line;
    (hash == &mcu_sha1_desc ? counts.sha1 : counts.sha256)++;
    const drbg_rsp::PrFalseRecord v = drbg_rsp::ReadPrFalse(r);
    const Bytes &entropy = v.entropy, &nonce = v.nonce, &pers = v.pers, &reseed = v.reseed,
                &reseed_add = v.reseed_add, &add1 = v.add1, &add2 = v.add2,
                &expected = v.expected;
    ASSERT_EQ(std::stoul(r.section.at("ReturnedBitsLen")) / 8, expected.size());

    mcu_hmac_drbg_ctx drbg;
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, hash, entropy.data(), entropy.size(),
                                                     Ptr(nonce), nonce.size(), Ptr(pers),
                                                     pers.size(), nullptr, nullptr))
        << "line " << r.line;
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_reseed_with(&drbg, reseed.data(), reseed.size(),
                                                Ptr(reseed_add), reseed_add.size()));
    Bytes out(expected.size());
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out.data(), out.size(), Ptr(add1), add1.size()));
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out.data(), out.size(), Ptr(add2), add2.size()));
    EXPECT_EQ(ToHex(expected.data(), expected.size()), ToHex(out.data(), out.size()))
        << "line " << r.line << " COUNT " << r.fields.at("COUNT");
    EXPECT_EQ(MCU_OK, mcu_hmac_drbg_uninstantiate(&drbg));
  }
  EXPECT_EQ(240, counts.sha1);
  EXPECT_EQ(240, counts.sha256);
}

// pr true: the DRBG takes EntropyInput from the source at instantiation and,
// with prediction resistance, EntropyInputPR from it before each of the two
// generates (reseeding with that generate's AdditionalInput).
TEST(HmacDrbgTest, CavpPredictionResistanceTrue) {
  const std::vector<RspRecord> records = ReadDrbgFile("HMAC_DRBG_pr_true.rsp");
  Counts counts;
  const mcu_hmac_drbg_config pr = {0, 1, 0};
  for (const RspRecord& r : records) {
    const mcu_hash_desc* hash = SectionHash(r);
    ASSERT_NE(nullptr, hash) << "line " << r.line;
    ASSERT_EQ("True", r.section.at("PredictionResistance")) << "line " << r.line;
    (hash == &mcu_sha1_desc ? counts.sha1 : counts.sha256)++;
    const Bytes entropy = Field(r, "EntropyInput"), nonce = Field(r, "Nonce"),
                pers = Field(r, "PersonalizationString"),
                add1 = Field(r, "AdditionalInput#1"), add2 = Field(r, "AdditionalInput#2"),
                pr1 = Field(r, "EntropyInputPR#1"), pr2 = Field(r, "EntropyInputPR#2"),
                expected = Field(r, "ReturnedBits");

    ScriptedSource script;
    script.queue = {entropy, pr1, pr2};
    const mcu_entropy_source source = script.AsSource();
    mcu_hmac_drbg_ctx drbg;
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&drbg, hash, &source, Ptr(nonce), nonce.size(),
                                                Ptr(pers), pers.size(), &pr))
        << "line " << r.line;
    Bytes out(expected.size());
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out.data(), out.size(), Ptr(add1), add1.size()));
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out.data(), out.size(), Ptr(add2), add2.size()));
    EXPECT_EQ(ToHex(expected.data(), expected.size()), ToHex(out.data(), out.size()))
        << "line " << r.line << " COUNT " << r.fields.at("COUNT");
    EXPECT_EQ(3, script.calls);
    EXPECT_FALSE(script.length_mismatch) << "line " << r.line;

    // The same record through the direct entry points: reseed_with the
    // EntropyInputPR and AdditionalInput, then generate without input.
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, hash, entropy.data(), entropy.size(),
                                                     Ptr(nonce), nonce.size(), Ptr(pers),
                                                     pers.size(), nullptr, nullptr));
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_reseed_with(&drbg, pr1.data(), pr1.size(), Ptr(add1), add1.size()));
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out.data(), out.size(), nullptr, 0));
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_reseed_with(&drbg, pr2.data(), pr2.size(), Ptr(add2), add2.size()));
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out.data(), out.size(), nullptr, 0));
    EXPECT_EQ(ToHex(expected.data(), expected.size()), ToHex(out.data(), out.size()))
        << "line " << r.line << " (reseed_with)";
  }
  EXPECT_EQ(240, counts.sha1);
  EXPECT_EQ(240, counts.sha256);
}

bool AllBytes(const uint8_t* p, size_t n, uint8_t value) {
  for (size_t i = 0; i < n; ++i) {
    if (p[i] != value) return false;
  }
  return true;
}

const Bytes kEntropy32(32, 0x11), kNonce16(16, 0x22);

TEST(HmacDrbgTest, PredictionResistanceCallsSourceEveryTime) {
  ScriptedSource script;
  const mcu_entropy_source source = script.AsSource();
  const mcu_hmac_drbg_config pr = {0, 1, 0};
  mcu_hmac_drbg_ctx drbg;
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&drbg, &mcu_sha256_desc, &source, kNonce16.data(),
                                              kNonce16.size(), nullptr, 0, &pr));
  EXPECT_EQ(1, script.calls);
  uint8_t out[40];
  for (int i = 0; i < 5; ++i) {
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
    EXPECT_EQ(2 + i, script.calls);
  }
  // Without prediction resistance, generate never calls the source.
  ScriptedSource quiet;
  const mcu_entropy_source quiet_source = quiet.AsSource();
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&drbg, &mcu_sha256_desc, &quiet_source,
                                              kNonce16.data(), kNonce16.size(), nullptr, 0,
                                              nullptr));
  for (int i = 0; i < 5; ++i) {
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  }
  EXPECT_EQ(1, quiet.calls);
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_reseed(&drbg, nullptr, 0));
  EXPECT_EQ(2, quiet.calls);
}

// Instantiating from a source is instantiating with the bytes it gives; with
// no nonce, the nonce (half the strength) comes from the source too.
TEST(HmacDrbgTest, SourceMatchesDirectEntryPoints) {
  Bytes both(48);
  for (size_t i = 0; i < both.size(); ++i) both[i] = static_cast<uint8_t>(3 * i + 1);
  ScriptedSource script;
  script.queue = {both};
  const mcu_entropy_source source = script.AsSource();
  mcu_hmac_drbg_ctx a, b;
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&a, &mcu_sha256_desc, &source, nullptr, 0,
                                              nullptr, 0, nullptr));
  EXPECT_FALSE(script.length_mismatch);
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&b, &mcu_sha256_desc, both.data(), 32,
                                                   both.data() + 32, 16, nullptr, 0, nullptr,
                                                   nullptr));
  uint8_t x[100], y[100];
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&a, x, sizeof(x), nullptr, 0));
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&b, y, sizeof(y), nullptr, 0));
  EXPECT_EQ(ToHex(y, sizeof(y)), ToHex(x, sizeof(x)));
}

TEST(HmacDrbgTest, SourceFailureOutputsNothing) {
  // At instantiation: the context is left rejected.
  ScriptedSource broken;
  broken.fail_from_call = 0;
  const mcu_entropy_source broken_source = broken.AsSource();
  mcu_hmac_drbg_ctx drbg;
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_hmac_drbg_instantiate(&drbg, &mcu_sha256_desc, &broken_source,
                                                          kNonce16.data(), kNonce16.size(),
                                                          nullptr, 0, nullptr));
  uint8_t out[64];
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));

  // Before a prediction-resistant generate: MCU_ERR_RNG_FAILED, out zeroed,
  // state unchanged (a twin that never saw the failure stays in step).
  ScriptedSource flaky, steady;
  const mcu_entropy_source flaky_source = flaky.AsSource();
  const mcu_entropy_source steady_source = steady.AsSource();
  const mcu_hmac_drbg_config pr = {0, 1, 0};
  mcu_hmac_drbg_ctx twin;
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&drbg, &mcu_sha256_desc, &flaky_source,
                                              kNonce16.data(), kNonce16.size(), nullptr, 0, &pr));
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&twin, &mcu_sha256_desc, &steady_source,
                                              kNonce16.data(), kNonce16.size(), nullptr, 0, &pr));
  flaky.fail_from_call = 1;
  memset(out, 0xaa, sizeof(out));
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  EXPECT_TRUE(AllBytes(out, sizeof(out), 0));
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_hmac_drbg_reseed(&drbg, nullptr, 0));
  flaky.fail_from_call = -1;
  flaky.counter = steady.counter;  // the next bytes both sources give agree
  uint8_t expected[64];
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&twin, expected, sizeof(expected), nullptr, 0));
  EXPECT_EQ(ToHex(expected, sizeof(expected)), ToHex(out, sizeof(out)));
}

TEST(HmacDrbgTest, ReseedInterval) {
  const mcu_hmac_drbg_config config = {0, 0, 2};
  mcu_hmac_drbg_ctx drbg;
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, kEntropy32.data(),
                                                   32, kNonce16.data(), 16, nullptr, 0, nullptr,
                                                   &config));
  uint8_t out[16];
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  memset(out, 0xaa, sizeof(out));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  EXPECT_TRUE(AllBytes(out, sizeof(out), 0));
  // No source to reseed from: still MCU_ERR_BAD_STATE; reseed_with works.
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_drbg_reseed(&drbg, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_reseed_with(&drbg, kEntropy32.data(), 32, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));

  mcu_hmac_drbg_config bad = {0, 0, (uint64_t{1} << 48) + 1};
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, kEntropy32.data(), 32,
                                           kNonce16.data(), 16, nullptr, 0, nullptr, &bad));
  bad.reseed_interval = uint64_t{1} << 48;
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, kEntropy32.data(), 32,
                                                   kNonce16.data(), 16, nullptr, 0, nullptr, &bad));
}

TEST(HmacDrbgTest, SecurityStrengthAndMinimumLengths) {
  mcu_hmac_drbg_ctx drbg;
  const uint8_t* e = kEntropy32.data();
  const uint8_t* n = kNonce16.data();
  // SHA-256: 256 bits by default, so 32 bytes of entropy and a 16-byte nonce.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, e, 31, n, 16, nullptr, 0,
                                           nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, e, 32, n, 15, nullptr, 0,
                                           nullptr, nullptr));
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, e, 32, n, 16,
                                                   nullptr, 0, nullptr, nullptr));
  EXPECT_EQ(256u, mcu_hmac_drbg_security_strength(&drbg));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_reseed_with(&drbg, e, 31, nullptr, 0));
  // A lower strength (rounded up to 112) needs less.
  const mcu_hmac_drbg_config s100 = {100, 0, 0};
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, e, 14, n, 7,
                                                   nullptr, 0, nullptr, &s100));
  EXPECT_EQ(112u, mcu_hmac_drbg_security_strength(&drbg));
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_reseed_with(&drbg, e, 14, nullptr, 0));
  // SHA-1: 128 bits at most.
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha1_desc, e, 16, n, 8, nullptr,
                                                   0, nullptr, nullptr));
  EXPECT_EQ(128u, mcu_hmac_drbg_security_strength(&drbg));
  const mcu_hmac_drbg_config s192 = {192, 0, 0};
  EXPECT_EQ(MCU_ERR_UNSUPPORTED,
            mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha1_desc, e, 32, n, 16, nullptr, 0,
                                           nullptr, &s192));
  EXPECT_EQ(0u, mcu_hmac_drbg_security_strength(&drbg));
  const mcu_hmac_drbg_config s300 = {300, 0, 0};
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, e, 32, n, 16, nullptr, 0,
                                           nullptr, &s300));
  // MD5 gives no approved strength; HMAC cannot use Ascon-Hash256.
  EXPECT_EQ(MCU_ERR_UNSUPPORTED,
            mcu_hmac_drbg_instantiate_with(&drbg, &mcu_md5_desc, e, 32, n, 16, nullptr, 0,
                                           nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_UNSUPPORTED,
            mcu_hmac_drbg_instantiate_with(&drbg, &mcu_ascon_hash256_desc, e, 32, n, 16, nullptr,
                                           0, nullptr, nullptr));
  // The source's request is the strength: 16 bytes for SHA-1 (+8 of nonce).
  ScriptedSource script;
  script.queue = {Bytes(24, 0x5a)};
  const mcu_entropy_source source = script.AsSource();
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&drbg, &mcu_sha1_desc, &source, nullptr, 0,
                                              nullptr, 0, nullptr));
  EXPECT_FALSE(script.length_mismatch);
}

TEST(HmacDrbgTest, ArgumentChecks) {
  mcu_hmac_drbg_ctx drbg;
  const uint8_t* e = kEntropy32.data();
  const uint8_t* n = kNonce16.data();
  ScriptedSource script;
  const mcu_entropy_source source = script.AsSource();
  const mcu_entropy_source no_get = {nullptr, nullptr};
  const mcu_hmac_drbg_config pr = {0, 1, 0};
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate_with(
      nullptr, &mcu_sha256_desc, e, 32, n, 16, nullptr, 0, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate_with(
      &drbg, nullptr, e, 32, n, 16, nullptr, 0, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate_with(
      &drbg, &mcu_sha256_desc, nullptr, 32, n, 16, nullptr, 0, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate_with(
      &drbg, &mcu_sha256_desc, e, 32, nullptr, 16, nullptr, 0, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate_with(
      &drbg, &mcu_sha256_desc, e, 32, n, 16, nullptr, 1, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate_with(
      &drbg, &mcu_sha256_desc, e, 32, n, 16, nullptr, 0, &no_get, nullptr));
  // Prediction resistance needs a source.
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate_with(
      &drbg, &mcu_sha256_desc, e, 32, n, 16, nullptr, 0, nullptr, &pr));
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(
      &drbg, &mcu_sha256_desc, e, 32, n, 16, nullptr, 0, &source, &pr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate(
      &drbg, &mcu_sha256_desc, nullptr, n, 16, nullptr, 0, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate(
      &drbg, &mcu_sha256_desc, &no_get, n, 16, nullptr, 0, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_instantiate(
      &drbg, &mcu_sha256_desc, &source, n, 15, nullptr, 0, nullptr));
  EXPECT_EQ(0, script.calls);  // argument errors come before the source

  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, e, 32, n, 16,
                                                   nullptr, 0, nullptr, nullptr));
  static uint8_t big[MCU_HMAC_DRBG_MAX_REQUEST_BYTES + 1];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_generate(nullptr, big, 1, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_generate(&drbg, nullptr, 1, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_generate(&drbg, big, 0, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_generate(&drbg, big, 1, nullptr, 1));
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_hmac_drbg_generate(&drbg, big, sizeof(big), nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, big, sizeof(big) - 1, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_reseed(nullptr, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_reseed(&drbg, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_reseed_with(nullptr, e, 32, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_reseed_with(&drbg, nullptr, 32, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_reseed_with(&drbg, e, 32, nullptr, 1));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_hmac_drbg_uninstantiate(nullptr));
  EXPECT_EQ(0u, mcu_hmac_drbg_security_strength(nullptr));
}

TEST(HmacDrbgTest, UninstantiateWipesAndRejects) {
  mcu_hmac_drbg_ctx drbg;
  memset(&drbg, 0, sizeof(drbg));
  uint8_t out[32];
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_drbg_reseed_with(&drbg, kEntropy32.data(), 32, nullptr, 0));
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, kEntropy32.data(), 32,
                                                   kNonce16.data(), 16, nullptr, 0, nullptr,
                                                   nullptr));
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_hmac_drbg_uninstantiate(&drbg));
  EXPECT_TRUE(AllBytes(reinterpret_cast<const uint8_t*>(&drbg), sizeof(drbg), 0));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_drbg_reseed(&drbg, nullptr, 0));
  // A failed instantiate leaves the context rejected, not the old state.
  ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, kEntropy32.data(), 32,
                                                   kNonce16.data(), 16, nullptr, 0, nullptr,
                                                   nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_hmac_drbg_instantiate_with(&drbg, &mcu_sha256_desc, kEntropy32.data(), 1,
                                           kNonce16.data(), 16, nullptr, 0, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_hmac_drbg_generate(&drbg, out, sizeof(out), nullptr, 0));
}

}  // namespace
