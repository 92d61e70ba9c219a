// One use of the SAM4C AES: taken under the platform's cipher lock, the engine
// reset, its mode and key loaded, blocks run one at a time in auto-start mode
// (the fourth IDATAR write starts a block), and reset again at the end so the
// key does not stay in KEYWR. Every wait is bounded (kBlockTimeoutUs) and
// every error bit (URAD) becomes MCU_ERR_HARDWARE.
#ifndef MCUCRYPT_DRIVERS_SAM4C_AES_ENGINE_H_
#define MCUCRYPT_DRIVERS_SAM4C_AES_ENGINE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/status.h"

namespace mcucrypt {
namespace sam4c {

// How the key sits in an mcu_block_key schedule: the key's words as the
// engine takes them (little-endian loads), then their count.
constexpr size_t kKeyCountWord = 8;

// A block takes N x (PROCDLY + 1) cycles, N = 10/12/14 rounds (PROCDLY = 0
// here): under 2 us at the SAM4C's 120 MHz. 100 us leaves room for bus
// contention and interrupts and still ends a hang quickly.
constexpr uint32_t kBlockTimeoutUs = 100;
// How long a caller waits for another task's use of the engine.
constexpr uint32_t kLockTimeoutUs = 100000;
// A PDC run of n blocks: the blocks back to back, so 100 us plus 1 us per
// block (several times the 10-14 cycles a block takes).
constexpr uint32_t kPdcTimeoutUsPerBlock = 1;
// The PDC takes over from two blocks up: its set-up (five register writes,
// one wait, one stop) costs about what the CPU spends on one block (four
// IDATAR writes, a wait, four ODATAR reads). It needs word-aligned buffers.
constexpr size_t kPdcMinBlocks = 2;

class AesEngine {
 public:
  // Takes the lock, resets the engine, writes MR (mode_bits: OPMOD, CIPHER)
  // and the key. For GCM the key write starts the hash subkey generation,
  // which Begin waits for. pdc: blocks go through the PDC (BlocksByPdc)
  // rather than IDATAR/ODATAR (Block, Blocks).
  mcu_status Begin(uint32_t mode_bits, const uint32_t *schedule, bool pdc = false);
  // Resets the engine (clearing its key) and releases the lock. Returns
  // status unless the reset itself shows an error.
  mcu_status End(mcu_status status);

  // IVR0..3 from 16 bytes.
  void WriteIv(const uint8_t iv[16]);
  // One block through IDATAR/ODATAR; out may be NULL (GCM AAD and length
  // blocks have no output) and may equal in.
  mcu_status Block(const uint8_t in[16], uint8_t out[16]);
  // n whole blocks.
  mcu_status Blocks(const uint8_t *in, uint8_t *out, size_t n);
  // n whole blocks through the PDC (after Begin with pdc); in and out
  // word-aligned, out may equal in.
  mcu_status BlocksByPdc(const uint8_t *in, uint8_t *out, size_t n);
  // Whether n blocks at in and out go through the PDC.
  static bool PdcPays(const uint8_t *in, const uint8_t *out, size_t n);

  // GCM registers: lengths (starting a message) and the GHASH value.
  void WriteGcmLengths(uint32_t aad_bytes, uint32_t text_bytes);
  void ReadGhash(uint8_t out[16]);
  void ClearGhash();
  // MR again (e.g. ECB for E_K(J0) after a GCM message); the key stays.
  void SetMode(uint32_t mode_bits);

 private:
  mcu_status WaitDone();
  uint32_t key_words_ = 4;
  uint32_t start_mode_ = 0;  // MR.SMOD
  bool locked_ = false;
};

}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_AES_ENGINE_H_
