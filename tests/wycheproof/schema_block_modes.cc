// Wycheproof files of the block-cipher modes over AES: AES-CMAC
// (mac_test_schema: mcu_aes_cmac[_verify], streamed) and AES-CBC-PKCS5
// (ind_cpa_test_schema: mcu_cbc_pkcs7_decrypt in and out of place, encrypt).
#include <stdint.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mcucrypt/aes.h"
#include "mcucrypt/cmac.h"
#include "mcucrypt/modes.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

namespace {

const mcu_block_cipher_desc* AesForKey(size_t key_len) {
  switch (key_len) {
    case 16: return &mcu_aes128_desc;
    case 24: return &mcu_aes192_desc;
    case 32: return &mcu_aes256_desc;
    default: return nullptr;
  }
}

// Verification must accept exactly the valid tests; computing the tag
// (one-shot, streamed, and from a raw key) must agree with it.
void RunAesCmacTest(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& group,
                    const JsonValue& json) {
  const int64_t tag_bits = group.Int("tagSize");
  WycheproofTest t;
  std::vector<uint8_t> key, msg, tag;
  if (!run->ReadTest(json, &t, {{"key", &key}, {"msg", &msg}, {"tag", &tag}})) return;
  if (tag_bits <= 0 || tag_bits % 8 != 0 || tag_bits > 128) {
    run->Broken(t, "group tagSize " + std::to_string(tag_bits) + " is not a tag length");
    return;
  }
  const size_t tag_len = static_cast<size_t>(tag_bits / 8);
  const mcu_block_cipher_desc* aes = AesForKey(key.size());
  if (tag.size() != tag_len) {
    run->Judge(t, false, "tag has " + std::to_string(tag.size()) + " bytes");
    return;
  }
  const mcu_status verify_st = mcu_aes_cmac_verify(key.data(), key.size(), msg.data(),
                                                   msg.size(), tag.data(), tag_len);
  if (aes == nullptr) {
    if (verify_st != MCU_ERR_INVALID_ARGUMENT) {
      run->Broken(t, std::string("a bad key size gave ") + mcu_status_name(verify_st));
      return;
    }
    run->Judge(t, false, "key size " + std::to_string(key.size()) + " refused");
    return;
  }
  if (verify_st != MCU_OK && verify_st != MCU_ERR_AUTH_FAILED) {
    run->Broken(t, std::string("mcu_aes_cmac_verify returned ") + mcu_status_name(verify_st));
    return;
  }
  std::vector<uint8_t> one(tag_len), streamed(tag_len);
  mcu_status st = mcu_aes_cmac(key.data(), key.size(), msg.data(), msg.size(), one.data(),
                               tag_len);
  mcu_block_key k;
  mcu_status st2 = mcu_block_key_init(&k, aes, key.data(), key.size());
  mcu_cmac_ctx ctx;
  if (st2 == MCU_OK) st2 = mcu_cmac_init(&ctx, &k);
  const size_t chunk = 1 + static_cast<size_t>(t.tc_id % 37);
  for (size_t pos = 0; st2 == MCU_OK && pos < msg.size(); pos += chunk) {
    st2 = mcu_cmac_update(&ctx, msg.data() + pos, std::min(chunk, msg.size() - pos));
  }
  if (st2 == MCU_OK) st2 = mcu_cmac_final(&ctx, streamed.data(), tag_len);
  mcu_block_key_wipe(&k);
  if (st != MCU_OK || st2 != MCU_OK || one != streamed) {
    run->Broken(t, std::string("mcu_aes_cmac: ") + mcu_status_name(st) + ", streamed: " +
                       mcu_status_name(st2) + ", tags " + ToHex(one.data(), one.size()) +
                       " / " + ToHex(streamed.data(), streamed.size()));
    return;
  }
  if ((one == tag) != (verify_st == MCU_OK)) {
    run->Broken(t, std::string("verify says ") + mcu_status_name(verify_st) +
                       " but the computed tag is " + ToHex(one.data(), one.size()));
    return;
  }
  run->Judge(t, verify_st == MCU_OK, mcu_status_name(verify_st));
}

// Decryption (out of place and in place) must accept exactly the valid
// tests with msg as plaintext and leave zeroed output when it refuses;
// encryption must reproduce ct for valid tests.
void RunAesCbcPkcs5Test(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup&,
                        const JsonValue& json) {
  WycheproofTest t;
  std::vector<uint8_t> key, iv, msg, ct;
  if (!run->ReadTest(json, &t, {{"key", &key}, {"iv", &iv}, {"msg", &msg}, {"ct", &ct}})) return;
  const mcu_block_cipher_desc* aes = AesForKey(key.size());
  if (aes == nullptr || iv.size() != 16) {
    run->Judge(t, false, "key or iv size not supported");
    return;
  }
  mcu_block_key k;
  if (mcu_block_key_init(&k, aes, key.data(), key.size()) != MCU_OK) {
    run->Broken(t, "mcu_block_key_init failed");
    return;
  }
  std::vector<uint8_t> out(ct.size() + 16, 0xA5), inplace = ct;
  inplace.resize(ct.size() + 16);
  size_t out_len = 999, inplace_len = 999;
  const mcu_status st = mcu_cbc_pkcs7_decrypt(&k, iv.data(), ct.data(), ct.size(), out.data(),
                                              out.size(), &out_len);
  const mcu_status st2 = mcu_cbc_pkcs7_decrypt(&k, iv.data(), inplace.data(), ct.size(),
                                               inplace.data(), inplace.size(), &inplace_len);
  std::vector<uint8_t> ct2(msg.size() + 16);
  size_t ct2_len = 0;
  const mcu_status enc_st = mcu_cbc_pkcs7_encrypt(&k, iv.data(), msg.data(), msg.size(),
                                                  ct2.data(), ct2.size(), &ct2_len);
  mcu_block_key_wipe(&k);
  if (st != MCU_OK && st != MCU_ERR_BAD_PADDING && st != MCU_ERR_INVALID_ARGUMENT) {
    run->Broken(t, std::string("decrypt returned ") + mcu_status_name(st));
    return;
  }
  if (st2 != st || out_len != inplace_len) {
    run->Broken(t, std::string("in-place decrypt (") + mcu_status_name(st2) +
                       ") disagrees with out-of-place (" + mcu_status_name(st) + ")");
    return;
  }
  if (st == MCU_OK) {
    if (out_len != msg.size() || !std::equal(msg.begin(), msg.end(), out.begin()) ||
        !std::equal(msg.begin(), msg.end(), inplace.begin())) {
      run->Broken(t, "decrypt accepted, but the plaintext is not msg");
      return;
    }
  } else if (st == MCU_ERR_BAD_PADDING &&
             (out_len != 0 ||
              !WycheproofAllZero(std::vector<uint8_t>(out.begin(), out.end() - 17)))) {
    run->Broken(t, "bad padding left output or a length");
    return;
  }
  const bool reproduced = enc_st == MCU_OK && ct2_len == ct.size() &&
                          std::equal(ct.begin(), ct.end(), ct2.begin());
  if (enc_st != MCU_OK || (st == MCU_OK && !reproduced)) {
    run->Broken(t, std::string("encrypt: ") + mcu_status_name(enc_st) + ", ct " +
                       ToHex(ct2.data(), ct2_len));
    return;
  }
  run->Judge(t, st == MCU_OK, mcu_status_name(st));
}

const WycheproofSchema kBlockModeSchemas[] = {
    {"mac_test_schema", "AES-CMAC", "MacTest", {"tagSize"}, nullptr, RunAesCmacTest},
    {"ind_cpa_test_schema", "AES-CBC-PKCS5", "IndCpaTest", {}, nullptr, RunAesCbcPkcs5Test},
};

const WycheproofFileCase kBlockModeFiles[] = {
    {"aes_cmac_test.json", "AES-CMAC", 311},
    {"aes_cbc_pkcs5_test.json", "AES-CBC-PKCS5", 216},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofBlockModes, kBlockModeSchemas, kBlockModeFiles);
