// SHA-512 compression function, one per technique, each in its own library
// with its descriptors (mcu_sha512_<technique>, technique.h): the names differ, so
// one image can hold several (software beside an accelerator, or the
// portable reference beside the assembly).
#ifndef MCUCRYPT_SHA2_SHA512_COMPRESS_H_
#define MCUCRYPT_SHA2_SHA512_COMPRESS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {

// Each runs the FIPS 180-4 compression function (section 6.4.2) over
// nblocks consecutive 128-byte blocks at `blocks` (any alignment), updating
// state in place; nblocks may be 0. Callers guarantee valid pointers; no
// padding is applied here. Software returns MCU_OK; an engine may return
// MCU_ERR_HARDWARE or MCU_ERR_TIMEOUT.
mcu_status sha512_compress_portable(uint64_t state[8], const uint8_t *blocks, size_t nblocks);
mcu_status sha512_compress_armv7m(uint64_t state[8], const uint8_t *blocks, size_t nblocks);
mcu_status sha512_compress_mips32r2(uint64_t state[8], const uint8_t *blocks, size_t nblocks);

}  // namespace mcucrypt

#endif  // MCUCRYPT_SHA2_SHA512_COMPRESS_H_
