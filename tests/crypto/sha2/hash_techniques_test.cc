// Every Merkle-Damgard hash by technique, two implementations in one image,
// both reachable by name: the portable C++ (mcu_<hash>_portable) and the
// core's own technique (TECHNIQUE, set by BUILD.bazel: armv7m on Cortex-M4,
// mips32r2 on MIPS, portable on the host), beside the build's choice
// (mcu_<hash>_desc). Each passes the known answers (CAVP ShortMsg files for
// SHA-1 and SHA-2; RFC 1321 A.5 for MD5; GB/T 32905's examples for SM3;
// NIST's examples for SHA-512/t) and the descriptor checks, and the two agree
// on every length up to five blocks, also through a context one started and
// the other finished. SHA-1 has one technique, which stands for both.
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha512.h"
#include "mcucrypt/sm3.h"
#include "tests/crypto/sha2/hash_testing.h"

#define CONCAT_(a, b) a##b
#define CONCAT(a, b) CONCAT_(a, b)
#define STRING_(x) #x
#define STRING(x) STRING_(x)
// The core's technique of a hash: CORE(mcu_sha256_) is mcu_sha256_armv7m.
#define CORE(prefix) CONCAT(prefix, TECHNIQUE)

namespace {

using hash_testing::HashApi;
using hash_testing::Vector;

// The typed API of hash_testing, through one descriptor.
template <typename Ctx, const mcu_hash_desc *D>
mcu_status Init(Ctx *ctx) {
  return D->init(ctx);
}
template <typename Ctx, const mcu_hash_desc *D>
mcu_status Update(Ctx *ctx, const void *data, size_t len) {
  return D->update(ctx, data, len);
}
template <typename Ctx, const mcu_hash_desc *D>
mcu_status Final(Ctx *ctx, uint8_t *digest) {
  return D->final(ctx, digest);
}
template <const mcu_hash_desc *D>
mcu_status Digest(const void *data, size_t len, uint8_t *digest) {
  return D->digest(data, len, digest);
}

// What one hash must give: the empty message, "abc", and either a CAVP
// file or further examples.
struct Known {
  const char *empty_hex;
  const char *abc_hex;
  const char *cavp;  // ShortMsg file, or NULL
  size_t cavp_records;
  std::vector<Vector> examples;
};

Vector Text(const char *text, const char *hex) {
  return {std::vector<uint8_t>(text, text + strlen(text)), hex, std::string("\"") + text + "\""};
}

// The 896-bit message of NIST's SHA-512/t examples.
const char kTwoBlock[] =
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
    "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

const Known kMd5 = {"d41d8cd98f00b204e9800998ecf8427e",
                    "900150983cd24fb0d6963f7d28e17f72",
                    NULL,
                    0,
                    // RFC 1321 appendix A.5.
                    {Text("a", "0cc175b9c0f1b6a831c399e269772661"),
                     Text("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
                     Text("abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"),
                     Text("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
                          "d174ab98d277d9f5a5611c2c9f419d9f"),
                     Text("1234567890123456789012345678901234567890"
                          "1234567890123456789012345678901234567890",
                          "57edf4a22be3c955ac49da2e2107b67a")}};
const Known kSha1 = {"da39a3ee5e6b4b0d3255bfef95601890afd80709",
                     "a9993e364706816aba3e25717850c26c9cd0d89d",
                     "SHA1ShortMsg.rsp",
                     65,
                     {}};
const Known kSha224 = {"d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f",
                       "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7",
                       "SHA224ShortMsg.rsp",
                       65,
                       {}};
const Known kSha256 = {"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
                       "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
                       "SHA256ShortMsg.rsp",
                       65,
                       {}};
const Known kSha384 = {
    "38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b9"
    "5b",
    "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825"
    "a7",
    "SHA384ShortMsg.rsp",
    129,
    {}};
const Known kSha512 = {
    "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec"
    "2f63b931bd47417a81a538327af927da3e",
    "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feeb"
    "bd454d4423643ce80e2a9ac94fa54ca49f",
    "SHA512ShortMsg.rsp",
    129,
    {}};
// NIST's examples (SHA512_224.pdf, SHA512_256.pdf); the empty message is
// OpenSSL 3's value (as in sha512_t_test).
const Known kSha512_224 = {
    "6ed0dd02806fa89e25de060c19d3ac86cabb87d6a0ddd05c333b84f4",
    "4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa",
    NULL,
    0,
    {Text(kTwoBlock, "23fec5bb94d60b23308192640b0c453335d664734fe40e7268674af9")}};
const Known kSha512_256 = {
    "c672b8d1ef56ed28ab87c3622c5114069bdd3ad7b8f9737498d0c01ecef0967a",
    "53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23",
    NULL,
    0,
    {Text(kTwoBlock, "3928e184fb8690f840da3988121d31be65cb9d3ef83ee6146feac861e19b563a")}};
// GB/T 32905-2016 appendix A; the empty message is the OSCCA KAT file's.
const Known kSm3 = {"1ab21d8355cfa17f8e61194831e81a8f22bec8c728fefb747ed035eb5082aa2b",
                    "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0",
                    NULL,
                    0,
                    {Text("abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcd",
                          "debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732")}};

template <typename Ctx, const mcu_hash_desc *D>
HashApi<Ctx> Api(const Known &known) {
  return {Init<Ctx, D>,   Update<Ctx, D>, Final<Ctx, D>,   Digest<D>,    D, D->id, D->name,
          D->digest_size, D->block_size,  known.empty_hex, known.abc_hex};
}

// One technique: its name, the descriptor rules and the known answers.
template <typename Ctx, const mcu_hash_desc *D>
void CheckTechnique(const char *impl, const Known &known) {
  SCOPED_TRACE(std::string(D->name) + " " + impl);
  EXPECT_STREQ(impl, D->impl);
  EXPECT_EQ(1, D->constant_time);
  const HashApi<Ctx> api = Api<Ctx, D>(known);
  hash_testing::CheckDescriptor(api);
  hash_testing::CheckEmptyMessageWithNullData(api);
  if (known.cavp != NULL) {
    hash_testing::CheckCavpFile(api, known.cavp, known.cavp_records, hash_testing::kShortEffort);
  }
  hash_testing::CheckVectors(api, known.examples, hash_testing::kShortEffort);
}

// The two techniques and the build's choice (the core's default, so the
// core's technique) on the same messages: one-shot, and a context the one
// started and the other finished (the same context layout).
template <typename Ctx, const mcu_hash_desc *P, const mcu_hash_desc *C, const mcu_hash_desc *Chosen>
void CheckFamily(const Known &known, const char *core) {
  CheckTechnique<Ctx, P>("portable", known);
  CheckTechnique<Ctx, C>(core, known);
#if MCU_TEST_DRIVERS_ON
  // A board's driver may be the build's choice (drivers/, in the board
  // simulator's builds); the portable code never is on this core.
  if (std::string(core) != Chosen->impl) {
    EXPECT_STRNE("portable", Chosen->impl);
  }
#else
  EXPECT_STREQ(core, Chosen->impl);
#endif
  const size_t n = P->digest_size;
  std::vector<uint8_t> msg(5 * P->block_size + 1);
  for (size_t i = 0; i < msg.size(); ++i) msg[i] = static_cast<uint8_t>(i * 131 + 7);
  for (size_t len = 0; len <= msg.size(); ++len) {
    SCOPED_TRACE(std::string(P->name) + " length " + std::to_string(len));
    uint8_t da[MCU_HASH_MAX_DIGEST_SIZE], db[MCU_HASH_MAX_DIGEST_SIZE],
        dc[MCU_HASH_MAX_DIGEST_SIZE];
    ASSERT_EQ(MCU_OK, P->digest(msg.data(), len, da));
    ASSERT_EQ(MCU_OK, C->digest(msg.data(), len, db));
    EXPECT_EQ(0, memcmp(da, db, n));
    Ctx ctx;
    ASSERT_EQ(MCU_OK, P->init(&ctx));
    ASSERT_EQ(MCU_OK, P->update(&ctx, msg.data(), len / 2));
    ASSERT_EQ(MCU_OK, C->update(&ctx, msg.data() + len / 2, len - len / 2));
    ASSERT_EQ(MCU_OK, C->final(&ctx, dc));
    EXPECT_EQ(0, memcmp(da, dc, n));
  }
}

const char *const kCore = STRING(TECHNIQUE);

TEST(HashTechniquesTest, Md5) {
  CheckFamily<mcu_md5_ctx, &mcu_md5_portable, &CORE(mcu_md5_), &mcu_md5_desc>(kMd5, kCore);
}

TEST(HashTechniquesTest, Sha1) {  // one technique, the portable
  CheckFamily<mcu_sha1_ctx, &mcu_sha1_portable, &mcu_sha1_portable, &mcu_sha1_desc>(kSha1,
                                                                                    "portable");
}

TEST(HashTechniquesTest, Sha224) {
  CheckFamily<mcu_sha224_ctx, &mcu_sha224_portable, &CORE(mcu_sha224_), &mcu_sha224_desc>(kSha224,
                                                                                          kCore);
}

TEST(HashTechniquesTest, Sha256) {
  CheckFamily<mcu_sha256_ctx, &mcu_sha256_portable, &CORE(mcu_sha256_), &mcu_sha256_desc>(kSha256,
                                                                                          kCore);
}

TEST(HashTechniquesTest, Sha384) {
  CheckFamily<mcu_sha384_ctx, &mcu_sha384_portable, &CORE(mcu_sha384_), &mcu_sha384_desc>(kSha384,
                                                                                          kCore);
}

TEST(HashTechniquesTest, Sha512) {
  CheckFamily<mcu_sha512_ctx, &mcu_sha512_portable, &CORE(mcu_sha512_), &mcu_sha512_desc>(kSha512,
                                                                                          kCore);
}

TEST(HashTechniquesTest, Sha512_224) {
  CheckFamily<mcu_sha512_224_ctx, &mcu_sha512_224_portable, &CORE(mcu_sha512_224_),
              &mcu_sha512_224_desc>(kSha512_224, kCore);
}

TEST(HashTechniquesTest, Sha512_256) {
  CheckFamily<mcu_sha512_256_ctx, &mcu_sha512_256_portable, &CORE(mcu_sha512_256_),
              &mcu_sha512_256_desc>(kSha512_256, kCore);
}

TEST(HashTechniquesTest, Sm3) {
  CheckFamily<mcu_sm3_ctx, &mcu_sm3_portable, &CORE(mcu_sm3_), &mcu_sm3_desc>(kSm3, kCore);
}

// The API rules, through the core's technique (the engine is shared, so
// one family stands for all).
const auto kCore256 = Api<mcu_sha256_ctx, &CORE(mcu_sha256_)>(kSha256);
HASH_TESTING_API_TESTS(Sha256CoreApiTest, kCore256)

}  // namespace
