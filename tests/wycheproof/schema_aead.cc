// Wycheproof aead_test_schema files of any AEAD in aeads.cc (mcu_aead_desc:
// decryption out of place and in place, encryption).
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/aead_desc.h"
#include "mcucrypt/status.h"
#include "tests/support/hex.h"
#include "tests/wycheproof/registry.h"

namespace {

std::string SelectAead(WycheproofFile* file) {
  const WycheproofAead* a = FindWycheproofAead(file->algorithm, file->aeads);
  return WycheproofUse(file, "AEAD", a ? a->descriptor : nullptr, a ? a->desc : nullptr);
}

// One AeadTest: decryption (out of place and in place) must accept exactly
// the valid tests, return the plaintext then, and leave a zeroed buffer
// whenever it refuses; encryption must reproduce ct and tag for valid tests
// (an invalid test may have it refuse the nonce or tag size). iv_bits and
// tag_bits come from the test group.
void RunAeadTest(WycheproofRun* run, const WycheproofFile& file, const WycheproofGroup& group,
                 const JsonValue& json) {
  const mcu_aead_desc* aead = static_cast<const mcu_aead_desc*>(file.impl);
  const int64_t iv_bits = group.Int("ivSize");
  const int64_t tag_bits = group.Int("tagSize");
  WycheproofTest t;
  std::vector<uint8_t> key, iv, aad, msg, ct, tag;
  if (!run->ReadTest(json, &t, {{"key", &key}, {"iv", &iv}, {"aad", &aad}, {"msg", &msg},
                                {"ct", &ct}, {"tag", &tag}})) {
    return;
  }
  if (iv_bits < 0 || iv_bits % 8 != 0 || static_cast<size_t>(iv_bits / 8) != iv.size()) {
    run->Broken(t, "iv has " + std::to_string(iv.size()) + " bytes, group ivSize is " +
                       std::to_string(iv_bits));
    return;
  }
  if (tag_bits < 0 || tag_bits % 8 != 0) {
    run->Broken(t, "group tagSize " + std::to_string(tag_bits) + " is not a tag length");
    return;
  }
  const size_t tag_len = static_cast<size_t>(tag_bits / 8);
  if (key.size() != aead->key_size) {
    // The descriptor takes no key length: a file with several key sizes
    // (AES-GCM) has a row per size; another key size is unsupported.
    const mcu_aead_desc* sized = FindWycheproofAeadForKey(file.algorithm, key.size(), file.aeads);
    if (sized == nullptr) {
      run->Judge(t, false, "key size " + std::to_string(key.size()) + " not supported");
      return;
    }
    aead = sized;
  }
  if (tag.size() != tag_len) {
    // A tag of another length than the group's: nothing to hand to decrypt.
    run->Judge(t, false, "tag has " + std::to_string(tag.size()) + " bytes, tagSize says " +
                             std::to_string(tag_len));
    return;
  }
  const uint8_t kFill = 0xA5;

  // 1. Decryption, out of place.
  std::vector<uint8_t> out(ct.size(), kFill);
  const mcu_status dec_st =
      aead->decrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(), ct.data(),
                    ct.size(), tag.data(), tag_len, out.data());
  if (dec_st != MCU_OK && dec_st != MCU_ERR_AUTH_FAILED &&
      dec_st != MCU_ERR_INVALID_ARGUMENT) {
    run->Broken(t, std::string("decrypt returned ") + mcu_status_name(dec_st));
    return;
  }
  if (dec_st != MCU_OK && !WycheproofAllZero(out)) {
    run->Broken(t, std::string("decrypt returned ") + mcu_status_name(dec_st) +
                       " but left output " + ToHex(out.data(), out.size()));
    return;
  }
  if (dec_st == MCU_OK && out != msg) {
    run->Broken(t, "decrypt accepted, but the plaintext " + ToHex(out.data(), out.size()) +
                       " is not msg");
    return;
  }

  // 2. Decryption in place must agree.
  std::vector<uint8_t> inplace = ct;
  const mcu_status inplace_st =
      aead->decrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(),
                    inplace.data(), inplace.size(), tag.data(), tag_len, inplace.data());
  if (inplace_st != dec_st || (dec_st == MCU_OK ? inplace != msg : !WycheproofAllZero(inplace))) {
    run->Broken(t, std::string("in-place decrypt (") + mcu_status_name(inplace_st) +
                       ") disagrees with out-of-place (" + mcu_status_name(dec_st) + ")");
    return;
  }

  // 3. Encryption.
  std::vector<uint8_t> ct2(msg.size()), tag2(tag_len);
  const mcu_status enc_st =
      aead->encrypt(key.data(), iv.data(), iv.size(), aad.data(), aad.size(), msg.data(),
                    msg.size(), ct2.data(), tag2.data(), tag_len);
  if (enc_st != MCU_OK && enc_st != MCU_ERR_INVALID_ARGUMENT) {
    run->Broken(t, std::string("encrypt returned ") + mcu_status_name(enc_st));
    return;
  }
  if ((enc_st == MCU_OK) != (dec_st != MCU_ERR_INVALID_ARGUMENT)) {
    run->Broken(t, std::string("encrypt (") + mcu_status_name(enc_st) + ") and decrypt (" +
                       mcu_status_name(dec_st) + ") disagree on the parameters");
    return;
  }
  const bool reproduced = enc_st == MCU_OK && ct2 == ct && tag2 == tag;
  if (reproduced != (dec_st == MCU_OK)) {
    run->Broken(t, std::string("decrypt says ") + mcu_status_name(dec_st) +
                       " but encrypt gives ct " + ToHex(ct2.data(), ct2.size()) + " tag " +
                       ToHex(tag2.data(), tag2.size()));
    return;
  }
  run->Judge(t, dec_st == MCU_OK, mcu_status_name(dec_st));
}

const WycheproofSchema kAeadSchemas[] = {
    {"aead_test_schema", nullptr, "AeadTest", {"ivSize", "tagSize"}, SelectAead, RunAeadTest},
};

const WycheproofFileCase kAeadFiles[] = {
    {"aes_gcm_test.json", "AES-GCM", 316},
    {"aes_ccm_test.json", "AES-CCM", 552},
    {"sm4_gcm_test.json", "SM4-GCM", 104},
    {"sm4_ccm_test.json", "SM4-CCM", 184},
    {"chacha20_poly1305_test.json", "CHACHA20-POLY1305", 325},
    {"xchacha20_poly1305_test.json", "XCHACHA20-POLY1305", 315},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofAead, kAeadSchemas, kAeadFiles);
