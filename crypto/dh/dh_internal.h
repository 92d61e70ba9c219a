// What the DH files share.
#ifndef MCUCRYPT_DH_DH_INTERNAL_H_
#define MCUCRYPT_DH_DH_INTERNAL_H_

#include <stddef.h>

#include "mcucrypt/dh.h"

namespace mcucrypt {
namespace dh {

// SP 800-56A rev. 3 Appendix D: 2s bits for a p of p_bits bits.
size_t default_private_bits(size_t p_bits);

}  // namespace dh
}  // namespace mcucrypt

#endif  // MCUCRYPT_DH_DH_INTERNAL_H_
