// L, the order of Ed25519's base point (RFC 8032 section 5.1), for the
// scalar arithmetic: L = 2^252 + 27742317777372353535851937790883648493.
#ifndef MCUCRYPT_CURVE25519_ED25519_ORDER_H_
#define MCUCRYPT_CURVE25519_ED25519_ORDER_H_

#include <stdint.h>

#include "crypto/curve25519/scalar_barrett.h"

namespace mcucrypt {
namespace curve25519 {

// L and floor(2^512 / L) for the Barrett reduction; kModL.m is L in
// little-endian words.
constexpr scalar::BarrettModulus<8> kModL = {
    {0x5CF5D3EDu, 0x5812631Au, 0xA2F79CD6u, 0x14DEF9DEu, 0x00000000u, 0x00000000u, 0x00000000u,
     0x10000000u},
    {0x0A2C131Bu, 0xED9CE5A3u, 0x086329A7u, 0x2106215Du, 0xFFFFFFEBu, 0xFFFFFFFFu, 0xFFFFFFFFu,
     0xFFFFFFFFu, 0x0000000Fu}};

}  // namespace curve25519
}  // namespace mcucrypt

#endif  // MCUCRYPT_CURVE25519_ED25519_ORDER_H_
