// SHA-1 compression function, one per technique, each in its own library
// with its descriptors (mcu_sha1_<technique>, technique.h): the names differ, so
// one image can hold several (software beside an accelerator, or the
// portable reference beside the assembly).
#ifndef MCUCRYPT_SHA1_SHA1_COMPRESS_H_
#define MCUCRYPT_SHA1_SHA1_COMPRESS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {

// Each runs the FIPS 180-4 compression function (section 6.1.2) over
// nblocks consecutive 64-byte blocks at `blocks` (any alignment), updating
// state in place; nblocks may be 0. Callers guarantee valid pointers; no
// padding is applied here. Software returns MCU_OK; an engine may return
// MCU_ERR_HARDWARE or MCU_ERR_TIMEOUT.
mcu_status sha1_compress_portable(uint32_t state[5], const uint8_t *blocks, size_t nblocks);

}  // namespace mcucrypt

#endif  // MCUCRYPT_SHA1_SHA1_COMPRESS_H_
