// SHA-512/224 and SHA-512/256. The shared vector files have no CAVP data for
// them (kat/README.md: "SHA-512/224 and SHA-512/256 ... left out"), so the
// known answers are NIST's published examples for FIPS 180-4: "Examples with
// Intermediate Values", SHA512_224.pdf and SHA512_256.pdf
// (csrc.nist.gov, Cryptographic Standards and Guidelines, Example Values):
// the one-block message "abc" and the two-block message below. Everything
// else they share with SHA-512, which the CAVP files cover.
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/sha512.h"
#include "tests/crypto/sha2/hash_testing.h"

namespace {

using hash_testing::CheckVectors;
using hash_testing::kShortEffort;
using hash_testing::Vector;

// The 896-bit message of the examples.
const char kTwoBlock[] =
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
    "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

const hash_testing::HashApi<mcu_sha512_224_ctx> kSha512_224 = {
    mcu_sha512_224_init, mcu_sha512_224_update, mcu_sha512_224_final,
    mcu_sha512_224, &mcu_sha512_224_desc, MCU_HASH_SHA512_224, "sha512-224",
    MCU_SHA512_224_DIGEST_SIZE, MCU_SHA512_224_BLOCK_SIZE,
    // Empty message: no NIST example; OpenSSL 3's value.
    "6ed0dd02806fa89e25de060c19d3ac86cabb87d6a0ddd05c333b84f4",
    // NIST example, SHA512_224.pdf, one block.
    "4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa",
};

const hash_testing::HashApi<mcu_sha512_256_ctx> kSha512_256 = {
    mcu_sha512_256_init, mcu_sha512_256_update, mcu_sha512_256_final,
    mcu_sha512_256, &mcu_sha512_256_desc, MCU_HASH_SHA512_256, "sha512-256",
    MCU_SHA512_256_DIGEST_SIZE, MCU_SHA512_256_BLOCK_SIZE,
    // Empty message: no NIST example; OpenSSL 3's value.
    "c672b8d1ef56ed28ab87c3622c5114069bdd3ad7b8f9737498d0c01ecef0967a",
    // NIST example, SHA512_256.pdf, one block.
    "53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23",
};

std::vector<Vector> Examples(const char *abc_hex, const char *two_block_hex) {
  const char *two = kTwoBlock;
  return {
      {std::vector<uint8_t>{'a', 'b', 'c'}, abc_hex, "example one block"},
      {std::vector<uint8_t>(two, two + strlen(two)), two_block_hex,
       "example two blocks"},
  };
}

TEST(Sha512_224Test, NistExamples) {
  ASSERT_EQ(112u, strlen(kTwoBlock));
  CheckVectors(kSha512_224,
               Examples(kSha512_224.abc_hex,
                        // NIST example, SHA512_224.pdf, two blocks.
                        "23fec5bb94d60b23308192640b0c453335d664734fe40e7268674af9"),
               kShortEffort);
}

TEST(Sha512_256Test, NistExamples) {
  ASSERT_EQ(112u, strlen(kTwoBlock));
  CheckVectors(kSha512_256,
               Examples(kSha512_256.abc_hex,
                        // NIST example, SHA512_256.pdf, two blocks.
                        "3928e184fb8690f840da3988121d31be65cb9d3ef83ee6146feac861e19b563a"),
               kShortEffort);
}

HASH_TESTING_API_TESTS(Sha512_224Test, kSha512_224)
HASH_TESTING_API_TESTS(Sha512_256Test, kSha512_256)

}  // namespace
