// Modular exponentiation through the SAM4C CPKCC (modexp_cpkcc.cc): the
// descriptor's functions, and MCU_MODEXP_CPKCC_DESC, which defines a
// descriptor over them in a constant initializer (mcu_modexp_cpkcc, and
// mcu_modexp in the board's default).
#ifndef MCUCRYPT_DRIVERS_SAM4C_MODEXP_CPKCC_H_
#define MCUCRYPT_DRIVERS_SAM4C_MODEXP_CPKCC_H_

#include <stddef.h>
#include <stdint.h>

#include "crypto/bignum/bignum.h"
#include "mcucrypt/modexp.h"

namespace mcucrypt {
namespace sam4c {

size_t modexp_cpkcc_workspace_words(size_t n_words);
mcu_status modexp_cpkcc(const mcu_modexp_desc *self, uint32_t *r, const uint32_t *base,
                        const uint32_t *exp, size_t exp_words, const uint32_t *m, size_t n,
                        int exp_is_secret, uint32_t *work, size_t work_words);

}  // namespace sam4c
}  // namespace mcucrypt

#define MCU_MODEXP_CPKCC_DESC(name)                                                        \
  extern "C" const mcu_modexp_desc name = {                                                \
      "cpkcc", 1, MCU_BN_MAX_BITS, mcucrypt::sam4c::modexp_cpkcc_workspace_words,          \
      mcucrypt::sam4c::modexp_cpkcc,                                                       \
      "operands over the 4 KiB crypto RAM (secret exponents: moduli over 4608 bits): "    \
      "software ct_mont_armv7m",                                                           \
  }

#endif  // MCUCRYPT_DRIVERS_SAM4C_MODEXP_CPKCC_H_
