// The bi32 MIPS32r2 backend's C++ side: the permutation, the hash absorbing
// loop and Ascon-AEAD128's rate-128 loops are MIPS32r2 assembly
// (ascon_permutation_bi32_mips32r2.S); the lane conversions are the portable
// bi32 ones.
#include <stddef.h>
#include <stdint.h>

#include "crypto/ascon/ascon_bi32_interleave.h"
#include "crypto/ascon/ascon_permutation.h"

extern "C" {
void mcu_ascon_mips32r2_permute(uint64_t s[5], unsigned rounds);
void mcu_ascon_mips32r2_absorb_rate64(uint64_t s[5], const uint8_t *in, size_t nblocks,
                                      unsigned rounds);
void mcu_ascon_mips32r2_absorb_rate128(uint64_t s[5], const uint8_t *in, size_t nblocks,
                                       unsigned rounds);
void mcu_ascon_mips32r2_encrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out,
                                        size_t nblocks, unsigned rounds);
void mcu_ascon_mips32r2_decrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out,
                                        size_t nblocks, unsigned rounds);
}

namespace mcucrypt {
namespace ascon {
namespace bi32_mips32r2 {

void permute(uint64_t s[5], unsigned rounds) { mcu_ascon_mips32r2_permute(s, rounds); }

void absorb_rate64(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds) {
  mcu_ascon_mips32r2_absorb_rate64(s, in, nblocks, rounds);
}

uint64_t import_lane(uint64_t word) { return bi32_from_word(word); }

uint64_t export_lane(uint64_t lane) { return bi32_to_word(lane); }

void absorb_rate128(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds) {
  mcu_ascon_mips32r2_absorb_rate128(s, in, nblocks, rounds);
}

void encrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,
                     unsigned rounds) {
  mcu_ascon_mips32r2_encrypt_rate128(s, in, out, nblocks, rounds);
}

void decrypt_rate128(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,
                     unsigned rounds) {
  mcu_ascon_mips32r2_decrypt_rate128(s, in, out, nblocks, rounds);
}

}  // namespace bi32_mips32r2
}  // namespace ascon
}  // namespace mcucrypt
