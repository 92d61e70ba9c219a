// Absorbing and squeezing for the Ascon hash family (NIST SP 800-232).
#include "crypto/ascon/ascon_sponge.h"

#include <string.h>

#include "crypto/ascon/ascon_permutation.h"
#include "crypto/common/bytes.h"

namespace mcucrypt {
namespace ascon {

// Computed as Ascon-p[12](IV, 0, 0, 0, 0).
const uint64_t kHash256InitialState[5] = {
    0x9b1e5494e934d681u, 0x4bc3a01e333751d2u, 0xae65396c6b34b81au,
    0x3c7fd4a4d56a4db3u, 0x1a5c464906c5976du,
};
const uint64_t kXof128InitialState[5] = {
    0xda82ce768d9447ebu, 0xcc7ce6c75f1ef969u, 0xe7508fd780085631u,
    0x0ee0ea53416b58ccu, 0xe0547524db6f0bdeu,
};
const uint64_t kCxof128InitialState[5] = {
    0x675527c2a0e8de03u, 0x43d12d7dc0377bbcu, 0xe9901dec426e81b5u,
    0x2ab14907720780b6u, 0x8f3f1d02d432bc46u,
};

void load_state(uint64_t s[5], const uint64_t initial[5]) {
  for (size_t i = 0; i < 5; ++i) {
    s[i] = import_lane(initial[i]);
  }
}

void absorb_blocks(uint64_t s[5], const uint8_t *in, size_t nblocks) {
  absorb_rate64(s, in, nblocks, 12);
}

void absorb(uint64_t s[5], uint8_t buffer[kRate], uint32_t *buffered,
            const uint8_t *in, size_t len) {
  if (len == 0) {
    return;  // also avoids memcpy from a NULL pointer
  }
  // Top up a partially filled block first.
  if (*buffered != 0) {
    const size_t space = kRate - *buffered;
    const size_t take = len < space ? len : space;
    memcpy(buffer + *buffered, in, take);
    *buffered += static_cast<uint32_t>(take);  // take <= 8
    in += take;
    len -= take;
    if (*buffered < kRate) {
      return;
    }
    absorb_blocks(s, buffer, 1);
    *buffered = 0;
  }
  const size_t nblocks = len / kRate;
  absorb_blocks(s, in, nblocks);
  in += nblocks * kRate;
  len -= nblocks * kRate;
  if (len != 0) {
    memcpy(buffer, in, len);
    *buffered = static_cast<uint32_t>(len);  // len < 8
  }
}

void absorb_last(uint64_t s[5], uint8_t buffer[kRate], size_t buffered) {
  buffer[buffered] = 0x01;
  memset(buffer + buffered + 1, 0, kRate - buffered - 1);
  absorb_blocks(s, buffer, 1);
}

void extract_block(const uint64_t s[5], uint8_t out[kRate]) {
  store_le64(out, export_lane(s[0]));
}

}  // namespace ascon
}  // namespace mcucrypt
