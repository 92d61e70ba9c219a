// SM3 compression function, one per technique, each in its own library
// with its descriptors (mcu_sm3_<technique>, technique.h): the names differ, so
// one image can hold several (software beside an accelerator, or the
// portable reference beside the assembly).
#ifndef MCUCRYPT_SM3_SM3_COMPRESS_H_
#define MCUCRYPT_SM3_SM3_COMPRESS_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {

// Each runs the GB/T 32905 compression function CF over nblocks consecutive
// 64-byte blocks at `blocks` (any alignment), updating state (V, as eight
// words A..H) in place; nblocks may be 0. Callers guarantee valid pointers;
// no padding is applied here. Software returns MCU_OK; an engine may return
// MCU_ERR_HARDWARE or MCU_ERR_TIMEOUT.
mcu_status sm3_compress_portable(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
mcu_status sm3_compress_armv7m(uint32_t state[8], const uint8_t *blocks, size_t nblocks);
mcu_status sm3_compress_mips32r2(uint32_t state[8], const uint8_t *blocks, size_t nblocks);

}  // namespace mcucrypt

#endif  // MCUCRYPT_SM3_SM3_COMPRESS_H_
