// T-table AES: the rounds, as the interface between the part every build
// shares (tables, key expansion, descriptors: aes_table.cc) and a core's
// implementation of them:
//   aes_table_portable.cc   C++, any core (the host's)
//   aes_table_armv7m.S      Thumb-2, Cortex-M4
// They take the tables as arguments (so the assembly refers to no data
// symbol: the same code with and without PIC): te, the encryption table of
// aes_table.cc (column (2s, s, s, 3s) for s = S(x); byte 1 is the S-box),
// td (14s, 9s, 13s, 11s) for s = S^-1(x), and the inverse S-box. rk is the
// encryption schedule, or the decryption one (schedule + 60) for decrypt;
// nr is 10, 12 or 14; n blocks of 16 bytes, any alignment, out == in
// allowed. VARIABLE TIME: the lookups are indexed by secret bytes.
#ifndef MCUCRYPT_AES_AES_TABLE_CORE_H_
#define MCUCRYPT_AES_AES_TABLE_CORE_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

void mcu_aes_table_encrypt_blocks(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                  uint8_t *out, size_t n, const uint32_t *te);
void mcu_aes_table_decrypt_blocks(const uint32_t *rk, unsigned nr, const uint8_t *in,
                                  uint8_t *out, size_t n, const uint32_t *td,
                                  const uint8_t *inv_sbox);

#ifdef __cplusplus
}
#endif

#endif  // MCUCRYPT_AES_AES_TABLE_CORE_H_
