// The portable descriptors' functions, and the initializer both the
// technique's names (ec_mul_ct_portable.cc) and the build's short names
// (ec_mul_default_ct_portable.cc) use.
#ifndef MCUCRYPT_EC_EC_MUL_CT_PORTABLE_H_
#define MCUCRYPT_EC_EC_MUL_CT_PORTABLE_H_

#include "crypto/ec/point.h"
#include "mcucrypt/ec_curves.h"

namespace mcucrypt {
namespace ec {

mcu_status mul_base_ct_portable(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                                void *work);
mcu_status mul_ct_portable(const mcu_ec_mul_desc *self, uint8_t *q, const uint8_t *k,
                           const uint8_t *p, void *work);
mcu_status mul_add_vartime_portable(const mcu_ec_mul_desc *self, uint8_t *r, const uint8_t *u1,
                                    const uint8_t *u2, const uint8_t *p, void *work);

static_assert(sizeof(MulWork) <= MCU_EC_MUL_WORKSPACE_SIZE, "workspace");

}  // namespace ec
}  // namespace mcucrypt

#define MCU_EC_MUL_CT_PORTABLE_DESC(id, bytes)                                      \
  {                                                                                 \
    (id), "ct_portable", 1, (bytes), (bytes), 2 * (bytes),                          \
        sizeof(mcucrypt::ec::MulWork), mcucrypt::ec::mul_base_ct_portable,          \
        mcucrypt::ec::mul_ct_portable, mcucrypt::ec::mul_add_vartime_portable,      \
        NULL, NULL, NULL /* ECDSA and SM2: the core's own */                   \
  }

#endif  // MCUCRYPT_EC_EC_MUL_CT_PORTABLE_H_
