// The rate-128 block loops of ascon_permutation.h (absorb_rate128,
// encrypt_rate128, decrypt_rate128) written once over a backend's own
// permute/import_lane/export_lane; internal to the backends, which use them
// unless they have a fused version.
#ifndef MCUCRYPT_ASCON_ASCON_RATE128_LOOPS_H_
#define MCUCRYPT_ASCON_ASCON_RATE128_LOOPS_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/ascon/ascon_permutation.h"
#include "crypto/common/bytes.h"

namespace mcucrypt {
namespace ascon {
namespace rate128 {

// A technique's functions, template arguments so the calls stay direct.
using Permute = void (*)(uint64_t s[5], unsigned rounds);
using Lane = uint64_t (*)(uint64_t);

inline bool rounds_ok(unsigned rounds) { return rounds != 0 && rounds <= kMaxRounds; }

template <Permute permute, Lane import_lane, Lane export_lane>
inline void absorb(uint64_t s[5], const uint8_t *in, size_t nblocks, unsigned rounds) {
  if (!rounds_ok(rounds)) return;
  for (; nblocks != 0; --nblocks, in += 16) {
    s[0] ^= import_lane(load_le64(in));
    s[1] ^= import_lane(load_le64(in + 8));
    permute(s, rounds);
  }
}

template <Permute permute, Lane import_lane, Lane export_lane>
inline void encrypt(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,
                    unsigned rounds) {
  if (!rounds_ok(rounds)) return;
  for (; nblocks != 0; --nblocks, in += 16, out += 16) {
    const uint64_t lo = load_le64(in), hi = load_le64(in + 8);  // before out (in place)
    s[0] ^= import_lane(lo);
    s[1] ^= import_lane(hi);
    store_le64(out, export_lane(s[0]));
    store_le64(out + 8, export_lane(s[1]));
    permute(s, rounds);
  }
}

template <Permute permute, Lane import_lane, Lane export_lane>
inline void decrypt(uint64_t s[5], const uint8_t *in, uint8_t *out, size_t nblocks,
                    unsigned rounds) {
  if (!rounds_ok(rounds)) return;
  for (; nblocks != 0; --nblocks, in += 16, out += 16) {
    const uint64_t c0 = import_lane(load_le64(in)), c1 = import_lane(load_le64(in + 8));
    store_le64(out, export_lane(s[0] ^ c0));
    store_le64(out + 8, export_lane(s[1] ^ c1));
    s[0] = c0;
    s[1] = c1;
    permute(s, rounds);
  }
}

}  // namespace rate128
}  // namespace ascon
}  // namespace mcucrypt

#endif  // MCUCRYPT_ASCON_ASCON_RATE128_LOOPS_H_
