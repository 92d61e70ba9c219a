// The portable Montgomery modexp's entry points, so that mcu_modexp (the
// build's default) can name them in a constant initializer.
#ifndef MCUCRYPT_BIGNUM_MODEXP_CT_MONT_H_
#define MCUCRYPT_BIGNUM_MODEXP_CT_MONT_H_

#include <stddef.h>
#include <stdint.h>

#include "mcucrypt/modexp.h"

namespace mcucrypt {
namespace bn {

size_t modexp_ct_mont_workspace_words(size_t n);
mcu_status modexp_ct_mont(const mcu_modexp_desc *self, uint32_t *r, const uint32_t *base,
                          const uint32_t *exp, size_t exp_words, const uint32_t *m, size_t n,
                          int exp_is_secret, uint32_t *work, size_t work_words);

}  // namespace bn
}  // namespace mcucrypt

#endif  // MCUCRYPT_BIGNUM_MODEXP_CT_MONT_H_
