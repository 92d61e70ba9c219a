// SHA-1 and SHA-224/256 compression through the SAM4C ICM ("icm"): the
// functions the shared Merkle-Damgard engine (crypto/common/merkle_damgard.h)
// calls, so partial blocks wait in the caller's context and a hash continues
// across calls (HMAC's keyed states) from any chaining value, which the ICM
// takes as its user initial hash (CFG.UIHASH, UIHVAL).
#ifndef MCUCRYPT_DRIVERS_SAM4C_SHA_ICM_H_
#define MCUCRYPT_DRIVERS_SAM4C_SHA_ICM_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {
namespace sam4c {

// A region of up to 65536 blocks at about 0.8 us per block (the model's
// 80-96 cycles at 120 MHz; the datasheet gives no figure): the wait allows
// 100 us plus 2 us per block.
constexpr uint32_t kIcmBaseTimeoutUs = 100;
constexpr uint32_t kIcmTimeoutUsPerBlock = 2;
constexpr uint32_t kIcmLockTimeoutUs = 100000;

mcu_status sha1_compress_icm(uint32_t state[5], const uint8_t *blocks, size_t nblocks);
mcu_status sha256_compress_icm(uint32_t state[8], const uint8_t *blocks, size_t nblocks);

}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_SHA_ICM_H_
