// mcu_prime_test (mcucrypt/prime.h): the small cases, trial division, then
// Miller-Rabin.
#include "crypto/bignum/bignum.h"
#include "crypto/bignum/prime.h"
#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/prime.h"

namespace {

using namespace mcucrypt;

constexpr size_t kMaxWords = MCU_PRIME_MAX_BITS / 32;
constexpr size_t kMaxSecretWords = MCU_PRIME_MAX_SECRET_BITS / 32;
// miller_rabin_workspace_words at the largest public and secret sizes
// with the portable modexp: 9n + 2 + (5n + 2), and + 16n up to 4096 bits.
constexpr size_t kPublicWords = 14 * kMaxWords + 4;
constexpr size_t kSecretWords = 30 * kMaxSecretWords + 4;
constexpr size_t kWorkWords = kPublicWords > kSecretWords ? kPublicWords : kSecretWords;

}  // namespace

extern "C" mcu_status mcu_prime_test(const uint8_t *w, size_t w_len, unsigned rounds,
                                     int w_is_secret, const mcu_rng *rng, int *is_prime) {
  if (is_prime == nullptr) return MCU_ERR_INVALID_ARGUMENT;
  *is_prime = 0;
  if ((w == nullptr && w_len != 0) || rng == nullptr || rounds == 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  // Leading zero bytes carry nothing (their count is public).
  while (w_len > 0 && bn::declassify(ct::mask_if_zero(w[0])) != 0) {
    ++w;
    --w_len;
  }
  const size_t n = (w_len + 3) / 4;
  if (n > (w_is_secret ? kMaxSecretWords : kMaxWords)) return MCU_ERR_UNSUPPORTED;
  if (n == 0) return MCU_OK;  // 0
  uint32_t x[kMaxWords];
  if (bn::from_be(x, n, w, w_len) != MCU_OK) return MCU_ERR_INVALID_ARGUMENT;
  mcu_status st = MCU_OK;
  if (n == 1 && bn::declassify(ct::lt_mask(x[0], 5)) != 0) {
    // No base lies in [2, w - 2]: 2 and 3 are the primes (the verdict).
    *is_prime = bn::declassify(ct::eq_mask(x[0], 2) | ct::eq_mask(x[0], 3)) != 0;
  } else if (bn::declassify((0u - (x[0] & 1u)) & ~bn::small_factor_mask(x, n)) != 0) {
    // Below 2048^2 trial division has decided; w a small prime passes too.
    uint32_t work[kWorkWords];
    size_t max_a = 32 * n - 1;
    if (!w_is_secret) {
      max_a = 1;
      while (((x[max_a / 32] >> (max_a % 32)) & 1u) == 0) ++max_a;  // w - 1 = 2^a m
    }
    uint32_t prime = 0;
    st = bn::miller_rabin(x, n, rounds, max_a, w_is_secret, rng, &mcu_modexp, work,
                          kWorkWords, &prime);
    *is_prime = (st == MCU_OK && prime != 0) ? 1 : 0;
  }
  mcu_wipe(x, sizeof(x));
  return st;
}
