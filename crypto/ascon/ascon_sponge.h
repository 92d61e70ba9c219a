// The sponge shared by Ascon-Hash256, Ascon-XOF128 and Ascon-CXOF128
// (NIST SP 800-232): rate 64 bits (state word S0), Ascon-p[12]
// after every absorbed block and between squeezed blocks, bytes loaded
// little-endian, padding a single 0x01 byte then zeros (the "1 || 0*" rule
// on a little-endian word).
#ifndef MCUCRYPT_ASCON_ASCON_SPONGE_H_
#define MCUCRYPT_ASCON_ASCON_SPONGE_H_

#include <stddef.h>
#include <stdint.h>

namespace mcucrypt {
namespace ascon {

constexpr size_t kRate = 8;  // bytes

// Initial values (SP 800-232): the first state word,
// encoding algorithm number, rounds, rate and output size.
constexpr uint64_t kHash256Iv = 0x0000080100cc0002u;
constexpr uint64_t kXof128Iv = 0x0000080000cc0003u;
constexpr uint64_t kCxof128Iv = 0x0000080000cc0004u;

// Ascon-p[12](IV || 0^256) for each, in the standard representation, so
// init skips one permutation. tests/crypto/ascon checks them against the
// permutation.
extern const uint64_t kHash256InitialState[5];
extern const uint64_t kXof128InitialState[5];
extern const uint64_t kCxof128InitialState[5];

// s = initial (converted to the backend's representation).
void load_state(uint64_t s[5], const uint64_t initial[5]);

// Absorbs nblocks whole 8-byte blocks from `in` (any alignment).
void absorb_blocks(uint64_t s[5], const uint8_t *in, size_t nblocks);

// Absorbs len bytes through the partial-block buffer: tops buffer up,
// absorbs whole blocks straight from `in`, keeps the rest in buffer.
// Requires *buffered < kRate; keeps it so. in may be NULL if len == 0.
void absorb(uint64_t s[5], uint8_t buffer[kRate], uint32_t *buffered,
            const uint8_t *in, size_t len);

// Pads the final partial block buffer[0 .. buffered) (buffered < kRate) and
// absorbs it; buffer's contents are destroyed. Afterwards S0 is the first
// output block.
void absorb_last(uint64_t s[5], uint8_t buffer[kRate], size_t buffered);

// Writes S0 as 8 output bytes (little-endian).
void extract_block(const uint64_t s[5], uint8_t out[kRate]);

}  // namespace ascon
}  // namespace mcucrypt

#endif  // MCUCRYPT_ASCON_ASCON_SPONGE_H_
