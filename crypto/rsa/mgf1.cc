// MGF1 (RFC 8017 B.2.1) and one-shot hashing over any hash descriptor.
#include "crypto/common/bytes.h"
#include "crypto/rsa/rsa_internal.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace rsa {

mcu_status hash3(const mcu_hash_desc *hash, const uint8_t *a, size_t a_len, const uint8_t *b,
                 size_t b_len, const uint8_t *c, size_t c_len, uint8_t *digest) {
  HashState state;
  mcu_status st = hash->init(state.bytes);
  if (st == MCU_OK && a_len != 0) st = hash->update(state.bytes, a, a_len);
  if (st == MCU_OK && b_len != 0) st = hash->update(state.bytes, b, b_len);
  if (st == MCU_OK && c_len != 0) st = hash->update(state.bytes, c, c_len);
  if (st == MCU_OK) st = hash->final(state.bytes, digest);
  mcu_wipe(&state, sizeof state);
  return st;
}

mcu_status mgf1_xor(const mcu_hash_desc *hash, const uint8_t *seed, size_t seed_len,
                    uint8_t *dst, size_t len) {
  uint8_t block[MCU_HASH_MAX_DIGEST_SIZE];
  mcu_status st = MCU_OK;
  for (uint32_t counter = 0; st == MCU_OK && len > 0; ++counter) {
    uint8_t c[4];
    store_be32(c, counter);  // T = T || Hash(mgfSeed || C)
    st = hash3(hash, seed, seed_len, c, sizeof c, nullptr, 0, block);
    const size_t take = len < hash->digest_size ? len : hash->digest_size;
    for (size_t i = 0; i < take; ++i) dst[i] ^= block[i];
    dst += take;
    len -= take;
  }
  mcu_wipe(block, sizeof block);
  return st;
}

}  // namespace rsa
}  // namespace mcucrypt
