// PIC32MZ W1 Crypto Engine: one pass of the buffer-descriptor processor, as
// every driver here (AES, DES, hashes) uses it. Each pass works in a Job in
// the caller's stack: the BD, the SA and a bounce buffer that the engine
// reads and writes in place, so the caller's buffers may have any alignment,
// overlap exactly (in place) or be any length (the caller cuts them into
// kChunk pieces). The Job is 16-byte aligned, the microAptiv's cache line,
// so cleaning and invalidating it touches nothing else.
//
//   Begin() (lock) -> Run() per chunk -> End() (wipe, unlock)
//
// The engine is one block for ciphers and hashes: every use takes
// MCU_RESOURCE_CIPHER.
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_CRYPTO_ENGINE_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_CRYPTO_ENGINE_H_

#include <stddef.h>
#include <stdint.h>

#include "drivers/pic32mzw1/crypto_engine_regs.h"
#include "mcucrypt/status.h"

namespace mcucrypt {
namespace pic32mz_ce {

// Bytes the engine works on per pass (a multiple of 64: whole AES, DES and
// hash blocks).
constexpr size_t kChunk = 512;

// Bounds on every wait. A pass of kChunk bytes takes at most ~5,800 engine
// cycles (3DES; tools/sim/models/pic32mzw1/README.md, fitted to the seed
// page), under 30 us at 200 MHz: 1 ms is far beyond any healthy engine.
// SWRST takes 16 cycles in the model.
constexpr uint32_t kResetTimeoutUs = 100;
constexpr uint32_t kPassTimeoutUs = 1000;
// How long a call waits for another task's use of the engine to end.
constexpr uint32_t kLockTimeoutUs = 100000;

struct alignas(16) Job {
  Bd bd;
  Sa sa;
  uint8_t data[kChunk];
  uint8_t result[32];  // UPDPTR: the digest or the GCM tag
};

// The bus address of p: the platform's translation, then KSEG0/KSEG1 (the
// MIPS fixed windows, 0x80000000-0xBFFFFFFF) to physical.
uint32_t Phys(const void *p);

// Takes the engine (mcu_platform_lock; its error if it cannot).
mcu_status Begin();
// Wipes the job (keys, data) and unlocks.
void End(Job *job);

// One BD: buf_len bytes of job->data in place (at most kChunk), `flags`
// (kBdSaFetchEn for a frame's first BD, kBdLifm for its last) with msg_len
// and enc_off as BD_CTRL and the BD's words want them; job->sa filled by the
// caller. MCU_ERR_TIMEOUT if the engine does not finish within
// kPassTimeoutUs, MCU_ERR_HARDWARE if it reports an error (CESTAT.ERROP or
// ERRMODE, CEINTSRC.AREIF); either way the engine is reset (SWRST), so it
// holds nothing of the job.
mcu_status Run(Job *job, uint32_t flags, uint32_t buf_len, uint32_t msg_len, uint32_t enc_off);

}  // namespace pic32mz_ce
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_CRYPTO_ENGINE_H_
