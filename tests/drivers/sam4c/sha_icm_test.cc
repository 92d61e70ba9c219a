// The SAM4C ICM driver (drivers/sam4c, "icm") in the board simulator, against
// its model (tools/sim/models/sam4c/icm.h): FIPS 180 known answers for SHA-1,
// SHA-224 and SHA-256, HMAC (RFC 2202, RFC 4231 test case 2: keyed states
// continued from a chaining value), messages fed in odd pieces at odd
// addresses against the core's software in the same image, the model's
// faults and the lock hook.
#include <string.h>

#include <string>

#include "drivers/sam4c/sam4c_icm.h"
#include "drivers/sam4c/sha_icm.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "tests/drivers/sam4c/driver_testing.h"

namespace {

using namespace sam4c_testing;

class Sam4cIcmTest : public DriverTest {
 protected:
  Sam4cIcmTest() : DriverTest("sam4c_icm") {}
  void TearDown() override {
    DriverTest::TearDown();
    EXPECT_EQ(hooks_.locks[MCU_RESOURCE_HASH], hooks_.unlocks[MCU_RESOURCE_HASH]);
  }
};

// A hash through its descriptor, the message in pieces of `piece` bytes.
mcu_status Digest(const mcu_hash_desc* d, const uint8_t* msg, size_t len, size_t piece,
                  Bytes* out) {
  alignas(8) uint8_t ctx[MCU_HASH_MAX_CONTEXT_SIZE];
  out->assign(d->digest_size, 0);
  mcu_status st = d->init(ctx);
  for (size_t at = 0; st == MCU_OK && at < len; at += piece) {
    st = d->update(ctx, msg + at, len - at < piece ? len - at : piece);
  }
  if (st == MCU_OK) st = d->final(ctx, out->data());
  return st;
}

Bytes Text(const char* s) { return Bytes(s, s + strlen(s)); }

TEST_F(Sam4cIcmTest, Fips180KnownAnswers) {
  const Bytes abc = Text("abc");
  const Bytes two = Text("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq");
  const struct {
    const mcu_hash_desc* d;
    const Bytes* msg;
    const char* want;
  } cases[] = {
      {&mcu_sha1_icm, &abc, "a9993e364706816aba3e25717850c26c9cd0d89d"},
      {&mcu_sha1_icm, &two, "84983e441c3bd26ebaae4aa1f95129e5e54670f1"},
      {&mcu_sha224_icm, &abc, "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"},
      {&mcu_sha256_icm, &abc, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
      {&mcu_sha256_icm, &two, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.want);
    EXPECT_STREQ("icm", c.d->impl);
    EXPECT_EQ(nullptr, c.d->fallback);  // every case runs in the ICM
    Bytes out;
    ASSERT_EQ(MCU_OK, Digest(c.d, c.msg->data(), c.msg->size(), 1000, &out));
    EXPECT_EQ(c.want, Hex(out));
  }
  EXPECT_STREQ("icm", mcu_sha256_desc.impl);  // the board's SHA-256 and SHA-1
  EXPECT_STREQ("icm", mcu_sha1_desc.impl);
}

// HMAC hashes from the keyed inner and outer states: the chaining value
// goes back into the ICM through UIHVAL.
TEST_F(Sam4cIcmTest, HmacRfc2202AndRfc4231) {
  const Bytes key = Text("Jefe"), msg = Text("what do ya want for nothing?");
  Bytes tag(32);
  ASSERT_EQ(MCU_OK, mcu_hmac(&mcu_sha1_icm, key.data(), key.size(), msg.data(), msg.size(),
                             tag.data(), 20));
  EXPECT_EQ("effcdf6ae5eb2fa2d27416d5f184df9c259a7c79", Hex(Bytes(tag.begin(), tag.begin() + 20)));
  ASSERT_EQ(MCU_OK, mcu_hmac(&mcu_sha256_icm, key.data(), key.size(), msg.data(), msg.size(),
                             tag.data(), 32));
  EXPECT_EQ("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843", Hex(tag));
}

// Odd addresses, odd pieces, empty messages and several passes per call,
// against the core's software compression in the same image.
TEST_F(Sam4cIcmTest, PiecesAndAddressesMatchSoftware) {
  const mcu_hash_desc* const hw[3] = {&mcu_sha1_icm, &mcu_sha224_icm, &mcu_sha256_icm};
  const mcu_hash_desc* const sw[3] = {&mcu_sha1_portable, &mcu_sha224_armv7m,
                                      &mcu_sha256_armv7m};
  const Bytes buf = Pattern(64 * 9 + 8, 5);
  for (int i = 0; i < 3; ++i) {
    for (size_t len : {size_t{0}, size_t{55}, size_t{64}, size_t{64 * 9 + 3}}) {
      for (size_t offset : {size_t{0}, size_t{1}}) {
        for (size_t piece : {size_t{7}, size_t{64 * 9 + 3}}) {
          SCOPED_TRACE(std::to_string(i) + " " + std::to_string(len) + " " +
                       std::to_string(offset) + " " + std::to_string(piece));
          Bytes a, b;
          ASSERT_EQ(MCU_OK, Digest(hw[i], buf.data() + offset, len, piece, &a));
          ASSERT_EQ(MCU_OK, Digest(sw[i], buf.data() + offset, len, piece, &b));
          EXPECT_EQ(Hex(b), Hex(a));
        }
      }
    }
  }
}

TEST_F(Sam4cIcmTest, HangTimesOutWithinTheBound) {
  ASSERT_TRUE(Arm("hang"));
  const Bytes msg = Pattern(64, 1);
  Bytes out;
  const uint32_t start = hooks_.clock_us;
  EXPECT_EQ(MCU_ERR_TIMEOUT, Digest(&mcu_sha256_icm, msg.data(), msg.size(), 64, &out));
  const uint32_t waited = hooks_.clock_us - start;
  const uint32_t bound = mcucrypt::sam4c::kIcmBaseTimeoutUs + mcucrypt::sam4c::kIcmTimeoutUsPerBlock;
  EXPECT_GE(waited, bound);
  EXPECT_LE(waited, bound + 3);  // one wait, then the error
  ASSERT_TRUE(Arm("none"));  // and the ICM works again
  EXPECT_EQ(MCU_OK, Digest(&mcu_sha256_icm, msg.data(), msg.size(), 64, &out));
}

TEST_F(Sam4cIcmTest, BusErrorIsAHardwareError) {
  ASSERT_TRUE(Arm("error"));
  const Bytes msg = Text("abc");
  Bytes out;
  EXPECT_EQ(MCU_ERR_HARDWARE, Digest(&mcu_sha1_icm, msg.data(), msg.size(), 3, &out));
  EXPECT_EQ(MCU_ERR_HARDWARE, Digest(&mcu_sha256_icm, msg.data(), msg.size(), 3, &out));
}

// A wrong digest from the ICM is caught by the known answer (so these tests
// can fail).
TEST_F(Sam4cIcmTest, WrongResultIsCaught) {
  ASSERT_TRUE(Arm("wrong"));
  const Bytes msg = Text("abc");
  Bytes out;
  ASSERT_EQ(MCU_OK, Digest(&mcu_sha256_icm, msg.data(), msg.size(), 3, &out));
  EXPECT_NE("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", Hex(out));
}

// One lock and unlock per ICM pass (per compression call), none for a
// message that never fills a block before final; a lock that cannot be
// taken is returned.
TEST_F(Sam4cIcmTest, LockAroundEveryUse) {
  const Bytes msg = Pattern(64 * 3, 2);
  Bytes out;
  ASSERT_EQ(MCU_OK, Digest(&mcu_sha256_icm, msg.data(), msg.size(), msg.size(), &out));
  // update: the 3 whole blocks in one pass; final: the padding block.
  EXPECT_EQ(2, hooks_.locks[MCU_RESOURCE_HASH]);
  hooks_.refuse = true;
  EXPECT_EQ(MCU_ERR_TIMEOUT, Digest(&mcu_sha256_icm, msg.data(), msg.size(), msg.size(), &out));
  EXPECT_EQ(2, hooks_.unlocks[MCU_RESOURCE_HASH]);
}

}  // namespace
