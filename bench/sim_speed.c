/* The simulator's own speed, on a crypto workload: SHA-256 over 64 KiB,
 * repeated. mcusim --stats (see //bench:sim_speed) reports the simulated
 * instructions per second with the cycle model on; this firmware reports
 * the modelled cycles per byte, so a run shows both. */
#include <stdint.h>

#include "mcucrypt/sha256.h"
#include "platforms/runtime/board_io.h"

#define MESSAGE_BYTES 65536u
#define ROUNDS 24u

static uint8_t message[MESSAGE_BYTES];

int main(void) {
  for (uint32_t i = 0; i < MESSAGE_BYTES; ++i) message[i] = (uint8_t)(i * 31u + 7u);
  uint8_t digest[MCU_SHA256_DIGEST_SIZE];
  const uint32_t start = mcu_board_cycles();
  for (uint32_t r = 0; r < ROUNDS; ++r) {
    if (mcu_sha256(message, MESSAGE_BYTES, digest) != MCU_OK) return 1;
    message[0] = digest[0];
  }
  const uint32_t cycles = mcu_board_cycles() - start;
  mcu_board_print_u32("sha256 modelled cycles", cycles);
  mcu_board_print_u32("sha256 cycles/byte x100", (uint32_t)((uint64_t)cycles * 100u / (MESSAGE_BYTES * ROUNDS)));
  return 0;
}
