// Every AEAD descriptor states the nonce lengths its functions accept
// (mcu_aead_desc.nonce_min..nonce_max), and the functions agree: each
// length at the ends of the range (and the usual one) seals and opens,
// each just outside it is refused with MCU_ERR_INVALID_ARGUMENT by both
// encrypt and decrypt.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aead_desc.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/gcm.h"

namespace {

struct Want {
  const mcu_aead_desc *aead;
  size_t nonce_min, nonce_max;  // what the standards allow
};

// SP 800-38D (GCM: any IV of 1 byte up to 2^64 - 1 bits), SP 800-38C (CCM:
// 7..13), RFC 8439 (12), draft-irtf-cfrg-xchacha (24), SP 800-232 (16).
const Want kWant[] = {
    {&mcu_aes128_gcm_desc, 1, MCU_GCM_MAX_IV_SIZE},
    {&mcu_aes192_gcm_desc, 1, MCU_GCM_MAX_IV_SIZE},
    {&mcu_aes256_gcm_desc, 1, MCU_GCM_MAX_IV_SIZE},
    {&mcu_sm4_gcm_desc, 1, MCU_GCM_MAX_IV_SIZE},
    {&mcu_aes128_ccm_desc, 7, 13},
    {&mcu_aes192_ccm_desc, 7, 13},
    {&mcu_aes256_ccm_desc, 7, 13},
    {&mcu_sm4_ccm_desc, 7, 13},
    {&mcu_chacha20_poly1305_desc, 12, 12},
    {&mcu_xchacha20_poly1305_desc, 24, 24},
    {&mcu_ascon_aead128_desc, 16, 16},
};

// Longest nonce tried; GCM's range goes on far past it.
constexpr size_t kLongest = 100;

TEST(AeadNonceLengths, DescriptorsStateTheStandardsRanges) {
  for (const Want &w : kWant) {
    SCOPED_TRACE(w.aead->name);
    EXPECT_EQ(w.nonce_min, w.aead->nonce_min);
    EXPECT_EQ(w.nonce_max, w.aead->nonce_max);
    EXPECT_LE(w.aead->nonce_min, w.aead->nonce_size);
    EXPECT_LE(w.aead->nonce_size, w.aead->nonce_max);
  }
}

TEST(AeadNonceLengths, FunctionsAcceptExactlyTheStatedRange) {
  const uint8_t key[32] = {1, 2, 3, 4, 5, 6, 7, 8};
  uint8_t nonce[kLongest + 1];
  for (size_t i = 0; i < sizeof nonce; ++i) nonce[i] = static_cast<uint8_t>(i * 7 + 1);
  const uint8_t aad[5] = {'h', 'e', 'l', 'l', 'o'};
  const uint8_t pt[20] = {9, 8, 7, 6, 5, 4, 3, 2, 1};
  int accepted = 0, refused = 0;
  for (const Want &w : kWant) {
    const mcu_aead_desc *a = w.aead;
    const size_t tag_len = a->tag_size;
    std::vector<size_t> inside = {a->nonce_min, a->nonce_size};
    inside.push_back(a->nonce_max < kLongest ? a->nonce_max : kLongest);
    std::vector<size_t> outside = {a->nonce_min - 1};  // nonce_min >= 1
    if (a->nonce_max < kLongest) outside.push_back(a->nonce_max + 1);
    for (size_t n : inside) {
      SCOPED_TRACE(std::string(a->name) + " nonce_len " + std::to_string(n));
      uint8_t ct[sizeof pt], tag[16], back[sizeof pt];
      ASSERT_EQ(MCU_OK, a->encrypt(key, nonce, n, aad, sizeof aad, pt, sizeof pt, ct, tag,
                                   tag_len));
      ASSERT_EQ(MCU_OK, a->decrypt(key, nonce, n, aad, sizeof aad, ct, sizeof ct, tag, tag_len,
                                   back));
      EXPECT_EQ(0, memcmp(pt, back, sizeof pt));
      ++accepted;
    }
    for (size_t n : outside) {
      SCOPED_TRACE(std::string(a->name) + " nonce_len " + std::to_string(n));
      uint8_t ct[sizeof pt], tag[16];
      memset(ct, 0xAA, sizeof ct);
      memset(tag, 0xAA, sizeof tag);
      EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->encrypt(key, nonce, n, aad, sizeof aad, pt,
                                                     sizeof pt, ct, tag, tag_len));
      uint8_t out[sizeof pt];
      EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, a->decrypt(key, nonce, n, aad, sizeof aad, ct,
                                                     sizeof ct, tag, tag_len, out));
      ++refused;
    }
  }
  // 11 AEADs, 3 lengths inside each; outside: below for all, above for the
  // 7 with a finite range under kLongest.
  EXPECT_EQ(11 * 3, accepted);
  EXPECT_EQ(11 + 7, refused);
}

}  // namespace
