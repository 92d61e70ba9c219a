// Miller-Rabin (FIPS 186-5 B.3.1) over the modexp descriptor. For a secret
// candidate nothing but the verdict shows in the timing: a (the power of
// two in w - 1) is counted over every bit, m = (w - 1) / 2^a is shifted in
// log2 steps each kept or not by a mask, and each round squares max_a - 1
// times, the squarings past a masked out. A round that fails ends the test
// (the candidate is then thrown away, so the verdict is public).
#include "crypto/bignum/bignum.h"
#include "crypto/bignum/prime.h"
#include "crypto/common/ct.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace bn {

namespace {

// r = a >> s (s public, < 32n).
void shift_right(uint32_t *r, const uint32_t *a, size_t n, size_t s) {
  const size_t words = s / 32;
  const unsigned bits = static_cast<unsigned>(s % 32);
  for (size_t i = 0; i < n; ++i) {
    const uint32_t lo = i + words < n ? a[i + words] : 0;
    const uint32_t hi = i + words + 1 < n ? a[i + words + 1] : 0;
    r[i] = bits == 0 ? lo : (lo >> bits) | (hi << (32 - bits));
  }
}

uint32_t eq_mask(const uint32_t *a, const uint32_t *b, size_t n) {
  uint32_t diff = 0;
  for (size_t i = 0; i < n; ++i) diff |= a[i] ^ b[i];
  return ct::mask_if_zero(diff);
}

// The number of trailing zero bits of x (non-zero), over every bit.
uint32_t trailing_zeros(const uint32_t *x, size_t n) {
  uint32_t below = ~0u, count = 0;  // below: no set bit seen yet
  for (size_t i = 0; i < 32 * n; ++i) {
    below &= ~(0u - ((x[i / 32] >> (i % 32)) & 1u));
    count += below & 1u;
  }
  return count;
}

}  // namespace

size_t miller_rabin_workspace_words(const mcu_modexp_desc *modexp, size_t n) {
  return 8 * n + (n + 2) + modexp->workspace_words(n);
}

unsigned miller_rabin_rounds_for_generation(size_t bits) {
  if (bits <= 512) return 7;
  if (bits <= 1024) return 5;
  return 4;
}

mcu_status miller_rabin(const uint32_t *w, size_t n, unsigned rounds, size_t max_a, int secret,
                        const mcu_rng *rng, const mcu_modexp_desc *modexp, uint32_t *work,
                        size_t work_words, uint32_t *probably_prime) {
  *probably_prime = 0;
  if (n == 0 || rounds == 0 || max_a == 0 || max_a >= 32 * n ||
      declassify(~(0u - (w[0] & 1u)) | ct::mask_if_zero(w[n - 1])) != 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  const size_t ws = miller_rabin_workspace_words(modexp, n);
  if (work_words < ws) return MCU_ERR_BUFFER_TOO_SMALL;
  uint32_t *wm1 = work, *m = wm1 + n, *b = m + n, *z = b + n, *tmp = z + n;
  uint32_t *r2 = tmp + n, *one_m = r2 + n, *wm1_m = one_m + n, *mt = wm1_m + n;
  uint32_t *exp_work = mt + n + 2;
  const size_t exp_words = ws - (8 * n + n + 2);

  // Step 1-2: w - 1 = 2^a m.
  zero(tmp, n);
  tmp[0] = 1;
  sub(wm1, w, tmp, n);
  const uint32_t a = trailing_zeros(wm1, n);
  copy(m, wm1, n);
  for (size_t step = 1; step < 32 * n; step <<= 1) {
    shift_right(tmp, m, n, step);
    cond_copy(0u - ((a / step) & 1u), m, tmp, n);
  }
  // Step 3: wlen; the bases have wlen - 1 bits (below w - 1).
  const size_t wlen = declassify(bit_length(w, n));  // public: the candidate's size
  const size_t base_words = (wlen - 1 + 31) / 32;
  const uint32_t top_mask = (wlen - 1) % 32 == 0 ? ~0u : (1u << ((wlen - 1) % 32)) - 1u;
  // Step 4.5's squarings stay in the Montgomery domain (one
  // multiplication each), compared there with 1 R and (w - 1) R.
  const uint32_t w0inv = mont_m0inv(w[0]);
  mont_r2(r2, w, n, w0inv, tmp, mt);  // its 2n + 2 words: mt and exp_work, free here
  zero(tmp, n);
  tmp[0] = 1;
  mont_mul(one_m, tmp, r2, w, n, w0inv, mt);
  mont_mul(wm1_m, wm1, r2, w, n, w0inv, mt);

  mcu_status st = MCU_OK;
  uint32_t prime = ~0u;
  for (unsigned round = 0; round < rounds && prime != 0; ++round) {
    // Step 4.1-4.2: a random b, 1 < b < w - 1.
    do {
      zero(b, n);
      st = mcu_rng_generate(rng, reinterpret_cast<uint8_t *>(b), 4 * base_words);
      if (st != MCU_OK) break;
      b[base_words - 1] &= top_mask;
      copy(tmp, b, n);
      tmp[0] &= ~1u;
    } while (declassify(is_zero_mask(tmp, n)) != 0);  // b is 0 or 1: draw again (public)
    if (st != MCU_OK) break;
    // Step 4.3-4.4: z = b^m mod w; 1 or w - 1 passes.
    st = modexp->modexp(modexp, z, b, m, n, w, n, secret, exp_work, exp_words);
    if (st != MCU_OK) break;
    mont_mul(tmp, z, r2, w, n, w0inv, mt);  // z R
    copy(z, tmp, n);
    uint32_t pass = eq_mask(z, one_m, n) | eq_mask(z, wm1_m, n);
    // Step 4.5: z = z^2 for j = 1 .. a - 1, passing on w - 1 (a 1 first
    // means composite: it stays 1 and never passes).
    for (size_t j = 1; j < max_a; ++j) {
      mont_mul(tmp, z, z, w, n, w0inv, mt);
      copy(z, tmp, n);
      pass |= ct::lt_mask(static_cast<uint32_t>(j), a) & eq_mask(z, wm1_m, n);
    }
    prime &= declassify(pass);  // Step 4.7: a failed round: composite, and public
  }
  mcu_wipe(work, ws * sizeof(uint32_t));
  if (st != MCU_OK) return st;
  *probably_prime = prime;
  return MCU_OK;
}

}  // namespace bn
}  // namespace mcucrypt
