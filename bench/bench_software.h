// The Software column's descriptors for the families a board driver can take
// over (AES, DES, MD5, SHA-1, SHA-224/256), named by technique: with the
// drivers on, the short names (mcu_aes128_desc, mcu_sha256_desc, ...) are
// the driver's, so the bench names the core's software default itself and
// one image measures both columns. The choice per core mirrors each family's
// software default (platforms/backends.bzl, the `_default` aliases in
// crypto/<family>/BUILD.bazel); every record carries the descriptor's impl,
// so a page that disagreed would say so. bench/BUILD.bazel links the same
// techniques (:bench_software).
#ifndef MCUCRYPT_BENCH_BENCH_SOFTWARE_H_
#define MCUCRYPT_BENCH_BENCH_SOFTWARE_H_

#include "mcucrypt/aes.h"
#include "mcucrypt/des.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/modexp.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sm4.h"

namespace bench_software {

#if defined(__ARM_ARCH_7EM__)  // Cortex-M4: the Thumb-2 techniques
inline const mcu_block_cipher_desc &kAes128 = mcu_aes128_ct_fixsliced_armv7m_desc;
inline const mcu_block_cipher_desc &kAes192 = mcu_aes192_ct_fixsliced_armv7m_desc;
inline const mcu_block_cipher_desc &kAes256 = mcu_aes256_ct_fixsliced_armv7m_desc;
inline const mcu_block_cipher_desc &kDesEde3 = mcu_des_ede3_ct_bitsliced_armv7m_desc;
inline const mcu_hash_desc &kMd5 = mcu_md5_armv7m;
inline const mcu_hash_desc &kSha224 = mcu_sha224_armv7m;
inline const mcu_hash_desc &kSha256 = mcu_sha256_armv7m;
#elif defined(__mips__)  // microAptiv: the MIPS32r2 techniques (DES has none)
inline const mcu_block_cipher_desc &kAes128 = mcu_aes128_ct_fixsliced_mips32r2_desc;
inline const mcu_block_cipher_desc &kAes192 = mcu_aes192_ct_fixsliced_mips32r2_desc;
inline const mcu_block_cipher_desc &kAes256 = mcu_aes256_ct_fixsliced_mips32r2_desc;
inline const mcu_block_cipher_desc &kDesEde3 = mcu_des_ede3_ct_bitsliced_desc;
inline const mcu_hash_desc &kMd5 = mcu_md5_mips32r2;
inline const mcu_hash_desc &kSha224 = mcu_sha224_mips32r2;
inline const mcu_hash_desc &kSha256 = mcu_sha256_mips32r2;
#else  // the host: portable C++
inline const mcu_block_cipher_desc &kAes128 = mcu_aes128_ct_fixsliced_desc;
inline const mcu_block_cipher_desc &kAes192 = mcu_aes192_ct_fixsliced_desc;
inline const mcu_block_cipher_desc &kAes256 = mcu_aes256_ct_fixsliced_desc;
inline const mcu_block_cipher_desc &kDesEde3 = mcu_des_ede3_ct_bitsliced_desc;
inline const mcu_hash_desc &kMd5 = mcu_md5_portable;
inline const mcu_hash_desc &kSha224 = mcu_sha224_portable;
inline const mcu_hash_desc &kSha256 = mcu_sha256_portable;
#endif
inline const mcu_hash_desc &kSha1 = mcu_sha1_portable;  // one technique on every core

// The opt-in table techniques (variable time: secret-indexed look-ups), each
// row's figure on a line of its own beside the default, so a user sees what
// constant time costs (and what the opt-in gains). The fastest per core.
inline const mcu_block_cipher_desc &kAes128Table = mcu_aes128_table_desc;  // Thumb-2 on Cortex-M4
inline const mcu_block_cipher_desc &kAes192Table = mcu_aes192_table_desc;
inline const mcu_block_cipher_desc &kAes256Table = mcu_aes256_table_desc;
inline const mcu_block_cipher_desc &kDesEde3Table = mcu_des_ede3_table_desc;
#if defined(__ARM_ARCH_7EM__)
inline const mcu_block_cipher_desc &kSm4Table = mcu_sm4_table_armv7m_desc;
#else
inline const mcu_block_cipher_desc &kSm4Table = mcu_sm4_table_desc;
#endif

// The public-key families (RSA, DSA, DH through the keys' modexp pointer;
// ECDSA, ECDH, SM2 through the _with entry points): the core's modexp
// technique, and the portable scalar multiplication (the ec_mul family's
// software on every core).
#if defined(__ARM_ARCH_7EM__)
constexpr const mcu_modexp_desc *kModexp = &mcu_modexp_ct_mont_armv7m;
#elif defined(__mips__)
constexpr const mcu_modexp_desc *kModexp = &mcu_modexp_ct_mont_mips32r2;
#else
constexpr const mcu_modexp_desc *kModexp = &mcu_modexp_ct_mont_portable;
#endif

}  // namespace bench_software

#endif  // MCUCRYPT_BENCH_BENCH_SOFTWARE_H_
