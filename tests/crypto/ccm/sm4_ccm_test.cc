// SM4-CCM (RFC 8998): the RFC's example in kat/sm4/evpciph_sm4.txt and
// Botan's [SM4/CCM(16,3)] vector in kat/aes_ccm/ccm.vec, through
// &mcu_sm4_ccm_desc; a flipped tag bit fails with a zeroed output.
#include "gtest/gtest.h"
#include "mcucrypt/ccm.h"
#include "tests/crypto/gcm/aead_testing.h"

namespace {

TEST(Sm4CcmTest, Rfc8998) { aead_testing::CheckRfc8998(&mcu_sm4_ccm_desc, "SM4-CCM"); }

TEST(Sm4CcmTest, BotanCcmVec) {
  aead_testing::CheckBotanVec(&mcu_sm4_ccm_desc, "kat/aes_ccm/ccm.vec", "SM4/CCM(16,3)", 1);
  EXPECT_STREQ("sm4-ccm", mcu_sm4_ccm_desc.name);
}

}  // namespace
