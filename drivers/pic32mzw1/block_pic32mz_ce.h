// Block-cipher passes of the PIC32MZ W1 Crypto Engine (block_pic32mz_ce.cc),
// shared by AES and DES/3DES: ECB for a descriptor's block functions, CBC and
// CTR for its modes. A key's "schedule" is what the SA needs: the ENCKEY
// words (schedule[0..7], right-aligned, big-endian values), SA_CTRL's
// algorithm and key size (kCtrlWord), the ECB code (kEcbWord; CBC is the
// next code for both ciphers) and the block size (kBlockWord).
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_BLOCK_PIC32MZ_CE_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_BLOCK_PIC32MZ_CE_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/block_cipher.h"

namespace mcucrypt {
namespace block_pic32mz_ce {

constexpr size_t kCtrlWord = 8;
constexpr size_t kEcbWord = 9;
constexpr size_t kBlockWord = 10;
constexpr size_t kScheduleWords = 11;

mcu_status EncryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status DecryptBlocks(const uint32_t *schedule, const uint8_t *in, uint8_t *out, size_t n);
mcu_status CbcEncrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                      uint8_t *out);
mcu_status CbcDecrypt(const mcu_block_key *key, uint8_t *iv, const uint8_t *in, size_t len,
                      uint8_t *out);
// AES only (the engine's RCTR).
mcu_status CtrXor(const mcu_block_key *key, uint8_t *counter, unsigned counter_bits,
                  const uint8_t *in, size_t len, uint8_t *out);

}  // namespace block_pic32mz_ce
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_BLOCK_PIC32MZ_CE_H_
