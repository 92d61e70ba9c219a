// Constant-time release of a decrypted message (RSAES-OAEP and
// RSAES-PKCS1-v1_5 decryption): the message's offset is secret until the
// padding has been judged, so it is moved to the front with a logarithmic
// shifter (one masked pass per bit of the shift) rather than by indexing.
#include "crypto/common/ct.h"
#include "crypto/rsa/rsa_internal.h"

namespace mcucrypt {
namespace rsa {

mcu_status release_message(uint32_t good, uint8_t *tail, size_t max_len, uint32_t msg_len,
                           uint8_t *out, size_t *out_len) {
  // Bad padding: length 0, so the shift clears everything.
  msg_len = ct::select(good, msg_len, 0);
  const uint32_t shift = static_cast<uint32_t>(max_len) - msg_len;
  for (size_t step = 1; step < max_len; step <<= 1) {
    const uint32_t take = ct::mask_if_nonzero(shift & static_cast<uint32_t>(step));
    const uint8_t m = static_cast<uint8_t>(take);
    for (size_t i = 0; i < max_len; ++i) {
      const uint8_t next = i + step < max_len ? tail[i + step] : 0;
      tail[i] = static_cast<uint8_t>(tail[i] ^ (m & (tail[i] ^ next)));
    }
  }
  // A full shift (msg_len 0 and max_len a power of two) leaves the top
  // bit of shift unhandled: clear by the length instead.
  for (size_t i = 0; i < max_len; ++i) {
    const uint8_t keep = static_cast<uint8_t>(ct::lt_mask(static_cast<uint32_t>(i), msg_len));
    out[i] = tail[i] & keep;
  }
  *out_len = msg_len;
  return ct::status_select(good, MCU_OK, MCU_ERR_BAD_PADDING);
}

}  // namespace rsa
}  // namespace mcucrypt
