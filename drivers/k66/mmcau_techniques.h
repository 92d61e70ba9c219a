// The MMCAU techniques' functions and descriptor initialisers, for their own
// descriptors (mcu_aes128_mmcau, ... in mmcau_<algorithm>.cc) and for the
// short names (mcu_aes128_desc, ... in <family>_default_mmcau.cc), both
// constant-initialised from the same functions.
#ifndef MCUCRYPT_DRIVERS_K66_MMCAU_TECHNIQUES_H_
#define MCUCRYPT_DRIVERS_K66_MMCAU_TECHNIQUES_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/block_cipher.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace k66 {

// AES-<kBits> (mmcau_aes.cc, instantiated for 128, 192, 256).
template <unsigned kBits>
mcu_status AesExpandKey(uint32_t *schedule, const uint8_t *key);
template <unsigned kBits>
mcu_status AesEncrypt(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
template <unsigned kBits>
mcu_status AesDecrypt(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);

// CBC encryption in one MMCAU session: the chaining value stays in
// registers, where the portable mode would open and close a session (lock,
// CASR check, register wipe) for every block, since each block needs the one
// before it.
template <unsigned kBits>
mcu_status AesCbcEncrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                         uint8_t *out);

// The mode ops of a technique that runs CBC encryption itself (AES, DES).
template <mcu_status (*kCbcEncrypt)(const mcu_block_key *, uint8_t *, const uint8_t *, size_t,
                                    uint8_t *)>
struct CbcEncryptModes {
  static constexpr mcu_block_mode_ops kOps = {kCbcEncrypt, nullptr, nullptr, nullptr,
                                              nullptr,     nullptr, nullptr};
};

template <unsigned kBits>
constexpr mcu_block_cipher_desc AesDesc() {
  return {kBits == 128 ? "aes-128" : kBits == 192 ? "aes-192" : "aes-256",
          "mmcau", 16, kBits / 8, 1, 1, &AesExpandKey<kBits>, &AesEncrypt<kBits>,
          &AesDecrypt<kBits>, &CbcEncryptModes<&AesCbcEncrypt<kBits>>::kOps, nullptr};
}

// DES (kPasses = 1) and Triple-DES (3) (mmcau_des.cc).
mcu_status DesExpandKey(uint32_t *schedule, const uint8_t *key);
mcu_status DesEdeExpandKey(uint32_t *schedule, const uint8_t *key);
mcu_status DesEde3ExpandKey(uint32_t *schedule, const uint8_t *key);
template <unsigned kPasses>
mcu_status DesEncrypt(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
template <unsigned kPasses>
mcu_status DesDecrypt(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);

// CBC encryption in one MMCAU session, as for AES.
template <unsigned kPasses>
mcu_status DesCbcEncrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                         uint8_t *out);

template <unsigned kPasses>
constexpr mcu_block_cipher_desc DesDesc(const char *name, size_t key_size,
                                        mcu_status (*expand)(uint32_t *, const uint8_t *)) {
  return {name, "mmcau", 8, key_size, 1, 1, expand, &DesEncrypt<kPasses>, &DesDecrypt<kPasses>,
          &CbcEncryptModes<&DesCbcEncrypt<kPasses>>::kOps, nullptr};
}

// Compression functions, the Merkle-Damgard engine's contract
// (crypto/common/merkle_damgard.h): mmcau_md5.cc, mmcau_sha1.cc,
// mmcau_sha256.cc.
mcu_status md5_compress_mmcau(uint32_t state[4], const uint8_t *blocks, size_t nblocks);
mcu_status sha1_compress_mmcau(uint32_t state[5], const uint8_t *blocks, size_t nblocks);
mcu_status sha256_compress_mmcau(uint32_t state[8], const uint8_t *blocks, size_t nblocks);

}  // namespace k66
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_K66_MMCAU_TECHNIQUES_H_
