// The MIPS32r2 MD5 backend's C++ side: the compression function is assembly
// (md5_compress_mips32r2.S); the sine table lives here and is passed in, so
// the assembly needs no PIC-dependent address loads.
#include <stddef.h>
#include <stdint.h>

#include "crypto/md5/md5_compress.h"
#include "crypto/md5/md5_technique.h"

extern "C" void mcu_md5_mips32r2_compress(uint32_t state[4], const uint8_t *blocks,
                                          size_t nblocks, const uint32_t t[64]);

namespace mcucrypt {
namespace {

// T[1..64] = floor(2^32 * |sin(i)|), RFC 1321 section 3.4.
const uint32_t kT[64] = {
    0xd76aa478u, 0xe8c7b756u, 0x242070dbu, 0xc1bdceeeu, 0xf57c0fafu, 0x4787c62au,
    0xa8304613u, 0xfd469501u, 0x698098d8u, 0x8b44f7afu, 0xffff5bb1u, 0x895cd7beu,
    0x6b901122u, 0xfd987193u, 0xa679438eu, 0x49b40821u, 0xf61e2562u, 0xc040b340u,
    0x265e5a51u, 0xe9b6c7aau, 0xd62f105du, 0x02441453u, 0xd8a1e681u, 0xe7d3fbc8u,
    0x21e1cde6u, 0xc33707d6u, 0xf4d50d87u, 0x455a14edu, 0xa9e3e905u, 0xfcefa3f8u,
    0x676f02d9u, 0x8d2a4c8au, 0xfffa3942u, 0x8771f681u, 0x6d9d6122u, 0xfde5380cu,
    0xa4beea44u, 0x4bdecfa9u, 0xf6bb4b60u, 0xbebfbc70u, 0x289b7ec6u, 0xeaa127fau,
    0xd4ef3085u, 0x04881d05u, 0xd9d4d039u, 0xe6db99e5u, 0x1fa27cf8u, 0xc4ac5665u,
    0xf4292244u, 0x432aff97u, 0xab9423a7u, 0xfc93a039u, 0x655b59c3u, 0x8f0ccc92u,
    0xffeff47du, 0x85845dd1u, 0x6fa87e4fu, 0xfe2ce6e0u, 0xa3014314u, 0x4e0811a1u,
    0xf7537e82u, 0xbd3af235u, 0x2ad7d2bbu, 0xeb86d391u,
};

}  // namespace

mcu_status md5_compress_mips32r2(uint32_t state[4], const uint8_t *blocks, size_t nblocks) {
  mcu_md5_mips32r2_compress(state, blocks, nblocks, kT);
  return MCU_OK;
}

}  // namespace mcucrypt

// This technique's MD5 (mcucrypt/md5.h).
extern "C" const mcu_hash_desc mcu_md5_mips32r2 =
    MCU_MD5_DESC(mcucrypt::md5_compress_mips32r2, "mips32r2");
