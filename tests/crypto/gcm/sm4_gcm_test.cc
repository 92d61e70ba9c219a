// SM4-GCM (RFC 8998): the RFC's example in kat/sm4/evpciph_sm4.txt and
// Botan's [SM4/GCM] vectors in kat/aes_gcm/gcm.vec, through
// &mcu_sm4_gcm_desc; a flipped tag bit fails with a zeroed output.
#include "gtest/gtest.h"
#include "mcucrypt/gcm.h"
#include "tests/crypto/gcm/aead_testing.h"

namespace {

TEST(Sm4GcmTest, Rfc8998) { aead_testing::CheckRfc8998(&mcu_sm4_gcm_desc, "SM4-GCM"); }

TEST(Sm4GcmTest, BotanGcmVec) {
  aead_testing::CheckBotanVec(&mcu_sm4_gcm_desc, "kat/aes_gcm/gcm.vec", "SM4/GCM", 3);
  EXPECT_STREQ("sm4-gcm", mcu_sm4_gcm_desc.name);
}

}  // namespace
