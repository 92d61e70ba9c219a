// mcu_drbg_rng and mcu_rng_generate (mcucrypt/rng.h): NIST CAVP HMAC_DRBG
// SHA-256 known answers through the rng (a source that hands out the
// record's entropy), reseeding when the interval is used up, requests over
// 2^19 bits, failing closed, and argument checks.
#include "mcucrypt/rng.h"

#include <string.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/drbg.h"
#include "mcucrypt/sha256.h"
#include "tests/crypto/rand/drbg_rsp.h"
#include "tests/support/hex.h"

namespace {

using drbg_rsp::Bytes;
using drbg_rsp::Ptr;

// An entropy source that hands out one byte stream in order (each request
// takes the next len bytes), then a counter pattern; or fails on demand.
struct StreamSource {
  Bytes stream;
  size_t pos = 0;
  int calls = 0;
  int fail_from_call = -1;  // calls with index >= this fail (-1: never)
  uint8_t counter = 0;

  static mcu_status Get(void* ctx, uint8_t* out, size_t len) {
    StreamSource* self = static_cast<StreamSource*>(ctx);
    const int call = self->calls++;
    if (self->fail_from_call >= 0 && call >= self->fail_from_call) {
      memset(out, 0xee, len);
      return MCU_ERR_HARDWARE;
    }
    for (size_t i = 0; i < len; ++i) {
      out[i] = self->pos < self->stream.size() ? self->stream[self->pos++] : self->counter++;
    }
    return MCU_OK;
  }

  mcu_entropy_source AsSource() { return mcu_entropy_source{Get, this}; }
};

bool AllZero(const Bytes& b) {
  for (uint8_t v : b) {
    if (v != 0) return false;
  }
  return true;
}

// CAVP pr false, SHA-256, records without additional input: instantiate
// (EntropyInput, Nonce, PersonalizationString), reseed (EntropyInputReseed),
// generate twice; ReturnedBits is the second output. The rng takes entropy
// and nonce from the source in one request at init; the reseed is its own,
// made when the interval is used up (here: marked used up after init).
TEST(DrbgRngTest, CavpHmacDrbgSha256) {
  const std::vector<RspRecord> records = drbg_rsp::ReadDrbgFile("HMAC_DRBG_pr_false.rsp");
  int checked = 0;
  for (const RspRecord& r : records) {
    if (r.section.count("SHA-256") == 0) continue;
    const drbg_rsp::PrFalseRecord v = drbg_rsp::ReadPrFalse(r);
    if (!v.reseed_add.empty() || !v.add1.empty() || !v.add2.empty()) continue;  // the rng takes none
    StreamSource source;
    source.stream = v.entropy;
    source.stream.insert(source.stream.end(), v.nonce.begin(), v.nonce.end());
    source.stream.insert(source.stream.end(), v.reseed.begin(), v.reseed.end());
    const mcu_entropy_source src = source.AsSource();
    mcu_drbg_rng state;
    mcu_rng rng;
    ASSERT_EQ(MCU_OK, mcu_drbg_rng_init(&state, &src, Ptr(v.pers), v.pers.size(), &rng))
        << "line " << r.line;
    state.drbg.reseed_counter = state.drbg.reseed_interval + 1;
    Bytes out(v.expected.size());
    ASSERT_EQ(MCU_OK, mcu_rng_generate(&rng, out.data(), out.size()));
    ASSERT_EQ(MCU_OK, mcu_rng_generate(&rng, out.data(), out.size()));
    EXPECT_EQ(ToHex(v.expected.data(), v.expected.size()), ToHex(out.data(), out.size()))
        << "line " << r.line << " COUNT " << r.fields.at("COUNT");
    EXPECT_EQ(2, source.calls);  // init (entropy and nonce), one reseed
    EXPECT_EQ(source.stream.size(), source.pos);
    mcu_drbg_rng_wipe(&state);
    ++checked;
  }
  // The 8 SHA-256 groups with AdditionalInputLen = 0, 15 records each.
  EXPECT_EQ(120, checked);
}

// The same bytes as HMAC_DRBG-SHA-256 driven by hand: instantiate, then a
// reseed from the source exactly when reseed_counter passes the interval.
// An rng and, beside it, HMAC_DRBG-SHA-256 driven by hand from a source
// that gives the same bytes: what the rng must output.
class DrbgRngReference : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(MCU_OK, mcu_drbg_rng_init(&state, &src_a, nullptr, 0, &rng));
    const mcu_hmac_drbg_config config = {256, 0, uint64_t{1} << 16};
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_instantiate(&ref, &mcu_sha256_desc, &src_b, nullptr, 0,
                                                nullptr, 0, &config));
  }
  void TearDown() override {
    mcu_drbg_rng_wipe(&state);
    mcu_hmac_drbg_uninstantiate(&ref);
  }

  StreamSource a, b;
  const mcu_entropy_source src_a = a.AsSource(), src_b = b.AsSource();
  mcu_drbg_rng state;
  mcu_rng rng;
  mcu_hmac_drbg_ctx ref;
};

TEST_F(DrbgRngReference, ReseedsWhenIntervalIsUsedUp) {
  EXPECT_EQ(1, a.calls);
  const uint64_t interval = state.drbg.reseed_interval;
  EXPECT_EQ(ref.reseed_interval, interval);
  // Two requests short of the end, then across it.
  state.drbg.reseed_counter = ref.reseed_counter = interval - 1;
  Bytes out(40), expect(40);
  for (int i = 0; i < 4; ++i) {
    ASSERT_EQ(MCU_OK, mcu_rng_generate(&rng, out.data(), out.size()));
    if (ref.reseed_counter > ref.reseed_interval) {
      ASSERT_EQ(MCU_OK, mcu_hmac_drbg_reseed(&ref, nullptr, 0));
    }
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&ref, expect.data(), expect.size(), nullptr, 0));
    EXPECT_EQ(ToHex(expect.data(), expect.size()), ToHex(out.data(), out.size())) << i;
  }
  EXPECT_EQ(2, a.calls);  // init, and one reseed after request interval
  EXPECT_EQ(a.calls, b.calls);
}

// Over 2^19 bits: split into requests of 65536 bytes, each one a generate
// of HMAC_DRBG (so the bytes differ from one long HMAC chain).
TEST_F(DrbgRngReference, SplitsLongRequests) {
  const size_t len = 2 * MCU_HMAC_DRBG_MAX_REQUEST_BYTES + 100;
  Bytes out(len), expect(len);
  ASSERT_EQ(MCU_OK, mcu_rng_generate(&rng, out.data(), out.size()));
  for (size_t done = 0; done < len; done += MCU_HMAC_DRBG_MAX_REQUEST_BYTES) {
    const size_t take = std::min<size_t>(len - done, MCU_HMAC_DRBG_MAX_REQUEST_BYTES);
    ASSERT_EQ(MCU_OK, mcu_hmac_drbg_generate(&ref, expect.data() + done, take, nullptr, 0));
  }
  EXPECT_TRUE(out == expect);
  EXPECT_EQ(uint64_t{4}, state.drbg.reseed_counter);  // three requests
}

// A source that fails: init fails and leaves a rejected state; a reseed
// that fails outputs nothing (out zeroed), and so does every later request
// until the source works again.
TEST(DrbgRngTest, SourceFailureFailsClosed) {
  // A state that worked, instantiated again from a dead source: rejected.
  StreamSource good, dead;
  dead.fail_from_call = 0;
  const mcu_entropy_source src_good = good.AsSource(), src_dead = dead.AsSource();
  mcu_drbg_rng state;
  mcu_rng rng;
  ASSERT_EQ(MCU_OK, mcu_drbg_rng_init(&state, &src_good, nullptr, 0, &rng));
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_drbg_rng_init(&state, &src_dead, nullptr, 0, &rng));
  Bytes raw(16, 0x55);
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_rng_generate(&rng, raw.data(), raw.size()));
  EXPECT_TRUE(AllZero(raw));

  StreamSource flaky;
  flaky.fail_from_call = 1;  // init works, the first reseed fails
  const mcu_entropy_source src = flaky.AsSource();
  ASSERT_EQ(MCU_OK, mcu_drbg_rng_init(&state, &src, nullptr, 0, &rng));
  Bytes out(100, 0x55);
  ASSERT_EQ(MCU_OK, mcu_rng_generate(&rng, out.data(), out.size()));
  EXPECT_FALSE(AllZero(out));
  state.drbg.reseed_counter = state.drbg.reseed_interval + 1;
  out.assign(100, 0x55);
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_rng_generate(&rng, out.data(), out.size()));
  EXPECT_TRUE(AllZero(out));
  // Part way through a long request: all of it is zeroed, not just the rest.
  Bytes big(MCU_HMAC_DRBG_MAX_REQUEST_BYTES + 10, 0x55);
  state.drbg.reseed_counter = state.drbg.reseed_interval;  // the 2nd piece needs a reseed
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_rng_generate(&rng, big.data(), big.size()));
  EXPECT_TRUE(AllZero(big));
  // The source recovers: so does the rng.
  flaky.fail_from_call = -1;
  out.assign(100, 0x55);
  EXPECT_EQ(MCU_OK, mcu_rng_generate(&rng, out.data(), out.size()));
  EXPECT_FALSE(AllZero(out));
  mcu_drbg_rng_wipe(&state);
}

TEST(DrbgRngTest, WipedStateIsRejected) {
  StreamSource source;
  const mcu_entropy_source src = source.AsSource();
  mcu_drbg_rng state;
  mcu_rng rng;
  ASSERT_EQ(MCU_OK, mcu_drbg_rng_init(&state, &src, nullptr, 0, &rng));
  mcu_drbg_rng_wipe(&state);
  Bytes out(32, 0x55);
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_rng_generate(&rng, out.data(), out.size()));
  EXPECT_TRUE(AllZero(out));
  const uint8_t* p = reinterpret_cast<const uint8_t*>(&state);
  EXPECT_TRUE(AllZero(Bytes(p, p + sizeof(state))));
  // Called directly, the generator says why.
  out.assign(32, 0x55);
  EXPECT_EQ(MCU_ERR_BAD_STATE, rng.generate(rng.ctx, out.data(), out.size()));
  EXPECT_TRUE(AllZero(out));
  mcu_drbg_rng_wipe(nullptr);  // no crash
}

mcu_status FailingGenerate(void*, uint8_t* out, size_t len) {
  memset(out, 0x77, len);  // garbage the caller must not see
  return MCU_ERR_HARDWARE;
}

TEST(RngTest, ArgumentsAndFailures) {
  StreamSource source;
  const mcu_entropy_source src = source.AsSource();
  const mcu_entropy_source no_get = {nullptr, nullptr};
  const uint8_t pers[4] = {1, 2, 3, 4};
  mcu_drbg_rng state;
  mcu_rng rng;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_drbg_rng_init(nullptr, &src, pers, 4, &rng));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_drbg_rng_init(&state, nullptr, pers, 4, &rng));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_drbg_rng_init(&state, &no_get, pers, 4, &rng));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_drbg_rng_init(&state, &src, nullptr, 4, &rng));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_drbg_rng_init(&state, &src, pers, 4, nullptr));
  EXPECT_EQ(0, source.calls);
  ASSERT_EQ(MCU_OK, mcu_drbg_rng_init(&state, &src, pers, 4, &rng));

  uint8_t out[8];
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_rng_generate(nullptr, out, sizeof(out)));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_rng_generate(&rng, nullptr, sizeof(out)));
  const mcu_rng empty = {nullptr, nullptr};
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_rng_generate(&empty, out, sizeof(out)));
  EXPECT_EQ(MCU_OK, mcu_rng_generate(&rng, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_rng_generate(&rng, out, 0));

  // Any failing generator: MCU_ERR_RNG_FAILED and zeroed output.
  const mcu_rng failing = {FailingGenerate, nullptr};
  Bytes buf(24, 0x55);
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_rng_generate(&failing, buf.data(), buf.size()));
  EXPECT_TRUE(AllZero(buf));
  mcu_drbg_rng_wipe(&state);
}

}  // namespace
