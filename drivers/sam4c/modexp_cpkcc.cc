// mcu_modexp_cpkcc (mcucrypt/modexp.h): X^E mod N through the CPKCL ROM,
// with every operand in crypto RAM, in the library's order: RedMod SETUP
// writes the reduction constant Cns for N, then ExpMod raises X in place.
//
// Crypto RAM, from its start (L = 4·n_words bytes, E = 4·exp_words, at
// least 4): N (L + 4), Cns (L + 12), X (L + 16), the exponent after a zero
// word (4 + E), ExpMod's precomputation ((2^(w-1) + 2)·(L + 4) + 8 for a
// window of w). SETUP's own workspace (R: 64 bytes, X: 2·L + 8) lies over
// X and what follows, before they are filled. What does not fit the 4 KiB
// runs in the core's software (mcu_modexp_ct_mont_armv7m), named in the
// descriptor's fallback: a modulus-sized secret exponent fits up to 4608-bit
// moduli (7·L + 56 bytes), a one-word public exponent up to 5376 bits.
//
// Secret exponents run ExpMod's REGULARRSA mode (window 1): the library's
// regular exponentiation does the same squarings and multiplications for
// every exponent of a given length, so its time and its crypto RAM accesses
// do not depend on the exponent's bits [assumption: what Microchip documents
// the mode for, side-channel resistance; the simulator's model charges
// (16·E + 2) multiplications whatever the bits]. The driver itself only
// copies fixed-length operands, so the length (public) decides every branch
// and address here. Public exponents run FASTRSA with the widest window the
// crypto RAM holds: its table is indexed by the exponent's (public) bits and
// each product's time is set by the length, so a secret base (RSA's blinding
// value r^e, the fault check's m^e) decides nothing either (modexp.h's
// contract) [same assumption]. Nothing stays behind: crypto RAM and the parameter block
// are wiped after each use.
#include <string.h>

#include "crypto/bignum/bignum.h"
#include "crypto/common/ct.h"
#include "drivers/sam4c/cpkcl.h"
#include "drivers/sam4c/modexp_cpkcc.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace sam4c {
namespace {

using namespace cpkcl_rom;  // NOLINT: the library's names

const mcu_modexp_desc &Software() { return mcu_modexp_ct_mont_armv7m; }

size_t PrecompBytes(size_t length, uint32_t window) {
  return ((size_t{1} << (window - 1)) + 2) * (length + 4) + 8;
}

struct Layout {
  uint16_t n, cns, x, exp, precomp;
  uint32_t window;
  size_t used;
};

// The operands' places for this size and window; false if they do not fit.
bool Place(size_t length, size_t exp_length, uint32_t window, Layout *out) {
  CryptoRamLayout ram;
  out->n = ram.Take(length + 4);
  out->cns = ram.Take(length + 12);
  const size_t tail_start = ram.used();
  out->x = ram.Take(length + 16);
  out->exp = ram.Take(4 + exp_length);
  out->precomp = ram.Take(PrecompBytes(length, window));
  // SETUP's R and X workspace over the tail.
  const size_t setup_end = tail_start + 64 + 2 * length + 8;
  if (ram.used() < setup_end) ram.Take(setup_end - ram.used());
  out->window = window;
  out->used = ram.used();
  return ram.Fits();
}

// Secret: window 1 (REGULARRSA's cost does not depend on it). Public: the
// widest window that fits.
bool Choose(size_t length, size_t exp_length, int exp_is_secret, Layout *out) {
  for (uint32_t window = exp_is_secret ? 1 : 4; window >= 1; --window) {
    if (Place(length, exp_length, window, out)) return true;
  }
  return false;
}

mcu_status Run(const Layout &at, uint32_t *r, const uint32_t *base, const uint32_t *exp,
               size_t exp_words, const uint32_t *m, size_t n, int exp_is_secret) {
  const size_t length = 4 * n;
  const size_t exp_length = exp_words != 0 ? 4 * exp_words : 4;
  CpkclBlock block;
  memset(&block, 0, sizeof block);
  CryptoRamPut(at.n, m, n, length + 4);
  block.Set16(kHeaderOption, kRedModSetup);
  block.Set16(redmod::kModBase, at.n);
  block.Set16(redmod::kCnsBase, at.cns);
  block.Set16(redmod::kModLength, static_cast<uint16_t>(length));
  block.Set16(redmod::kRBase, at.x);
  block.Set16(redmod::kXBase, static_cast<uint16_t>(at.x + 64));
  mcu_status st = CpkclCall(kEntryRedMod, kServiceRedMod, &block);
  if (st == MCU_OK) {
    CryptoRamPut(at.x, base, n, length + 16);
    CryptoRamPut(at.exp, nullptr, 0, 4);  // the zero word before the exponent
    CryptoRamPut(static_cast<uint16_t>(at.exp + 4), exp, exp_words, exp_length);
    memset(&block, 0, sizeof block);
    block.Set16(kHeaderOption, (exp_is_secret ? kExpModRegularRsa : kExpModFastRsa) |
                                   ExpModWindow(at.window) | kExpModExpInCpkccRam);
    block.Set16(expmod::kModBase, at.n);
    block.Set16(expmod::kCnsBase, at.cns);
    block.Set16(expmod::kModLength, static_cast<uint16_t>(length));
    block.Set16(expmod::kXBase, at.x);
    block.Set16(expmod::kPrecompBase, at.precomp);
    block.Set16(expmod::kExpLength, static_cast<uint16_t>(exp_length));
    block.Set32(expmod::kExpBase,
                static_cast<uint32_t>(reinterpret_cast<uintptr_t>(CryptoRamAt(at.exp))));
    block.bytes[expmod::kBlinding] = 0;  // the callers blind (RSA) where it matters
    st = CpkclCall(kEntryExpMod, kServiceExpMod, &block);
  }
  if (st == MCU_OK) CryptoRamGet(r, at.x, n);
  mcu_wipe(&block, sizeof block);
  return st;
}

}  // namespace

size_t modexp_cpkcc_workspace_words(size_t n_words) {
  return Software().workspace_words(n_words);
}

mcu_status modexp_cpkcc(const mcu_modexp_desc *self, uint32_t *r, const uint32_t *base,
                       const uint32_t *exp, size_t exp_words, const uint32_t *m, size_t n,
                       int exp_is_secret, uint32_t *work, size_t work_words) {
  if (self == nullptr || r == nullptr || base == nullptr || m == nullptr || work == nullptr ||
      (exp == nullptr && exp_words != 0) || n == 0) {
    return MCU_ERR_INVALID_ARGUMENT;
  }
  if (n > MCU_BN_MAX_WORDS) return MCU_ERR_UNSUPPORTED;
  // The contract's checks on m and base (either may be secret): masks, only
  // the verdict declassified, as the software does.
  const uint32_t bad = ~(0u - (m[0] & 1u)) | ct::mask_if_zero(m[n - 1]) |
                       (n == 1 ? ct::eq_mask(m[0], 1) : 0u) | ~bn::lt_mask(base, m, n);
  if (bn::declassify(bad) != 0) return MCU_ERR_INVALID_ARGUMENT;
  if (work_words < modexp_cpkcc_workspace_words(n)) return MCU_ERR_BUFFER_TOO_SMALL;
  Layout at;
  mcu_status st;
  if (!Choose(4 * n, exp_words != 0 ? 4 * exp_words : 4, exp_is_secret, &at)) {
    st = Software().modexp(&Software(), r, base, exp, exp_words, m, n, exp_is_secret, work,
                           work_words);
  } else {
    st = CpkclAcquire();
    if (st == MCU_OK) {
      st = Run(at, r, base, exp, exp_words, m, n, exp_is_secret);
      CpkclRelease(at.used);
    }
    if (st != MCU_OK) mcu_wipe(r, 4 * n);
  }
  mcu_wipe(work, 4 * modexp_cpkcc_workspace_words(n));  // the contract: comes back zeroed
  return st;
}

}  // namespace sam4c
}  // namespace mcucrypt

MCU_MODEXP_CPKCC_DESC(mcu_modexp_cpkcc);
