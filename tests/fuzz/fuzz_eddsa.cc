// Fuzz target: Ed25519 and Ed448 point and signature decoding, which
// verification does first (mcucrypt/ed25519.h, ed448.h: strict, S < L,
// canonical points). The first byte picks the algorithm (even: Ed25519,
// odd: Ed448); the rest is public key || signature || message. Any result
// but MCU_OK, MCU_ERR_INVALID_SIGNATURE or MCU_ERR_INVALID_KEY (a public
// key that is not a point) is a finding, as is a crash; the seeds are valid
// signatures (made with Python's cryptography), whose mutations test the
// strict decoding.
#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "tests/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const bool ed448 = data[0] & 1;
  ++data;
  --size;
  const size_t pub = ed448 ? MCU_ED448_PUBLIC_KEY_SIZE : MCU_ED25519_PUBLIC_KEY_SIZE;
  const size_t sig = ed448 ? MCU_ED448_SIGNATURE_SIZE : MCU_ED25519_SIGNATURE_SIZE;
  if (size < pub + sig) return 0;
  const uint8_t* msg = data + pub + sig;
  const size_t msg_len = size - pub - sig;
  const mcu_status st = ed448 ? mcu_ed448_verify(data + pub, data, nullptr, 0, msg, msg_len)
                              : mcu_ed25519_verify(data + pub, data, msg, msg_len);
  FUZZ_CHECK(st == MCU_OK || st == MCU_ERR_INVALID_SIGNATURE || st == MCU_ERR_INVALID_KEY);
  return 0;
}
