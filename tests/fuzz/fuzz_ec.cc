// Fuzz target: elliptic-curve point and signature decoding on the six
// Weierstrass curves (mcucrypt/ec_curves.h, ecdsa.h). The first byte picks
// the curve (mod 6) and the operation (/ 6 mod 3), the rest is the input:
//   0: SEC1 point decoding: a point that decodes re-encodes compressed and
//      uncompressed, and both decode to the same point;
//   1: DER signature decoding: what decodes re-encodes to the input itself
//      (strict DER has one encoding);
//   2: ECDSA verification of (digest, P1363 signature) under a fixed public
//      key: no crash, and MCU_OK only for a signature that verifies, which
//      random input never is (the seeds hold real ones).
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <initializer_list>

#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ecdsa.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

const mcu_ec_curve_id kCurves[] = {MCU_EC_SECP256R1,       MCU_EC_SECP384R1,
                                   MCU_EC_SECP521R1,       MCU_EC_BRAINPOOLP256R1,
                                   MCU_EC_BRAINPOOLP384R1, MCU_EC_BRAINPOOLP512R1};

void Points(mcu_ec_curve_id curve, size_t field, const uint8_t* in, size_t len) {
  uint8_t xy[2 * MCU_EC_MAX_FIELD_SIZE];
  if (mcu_ec_point_decode(curve, in, len, xy) != MCU_OK) {
    for (size_t i = 0; i < 2 * field; ++i) FUZZ_CHECK(xy[i] == 0);
    return;
  }
  FUZZ_CHECK(len == 1 + field || len == 1 + 2 * field);
  uint8_t enc[1 + 2 * MCU_EC_MAX_FIELD_SIZE];
  uint8_t xy2[2 * MCU_EC_MAX_FIELD_SIZE];
  for (size_t out_len : {1 + field, 1 + 2 * field}) {
    FUZZ_CHECK(mcu_ec_point_encode(curve, xy, enc, out_len) == MCU_OK);
    FUZZ_CHECK(mcu_ec_point_decode(curve, enc, out_len, xy2) == MCU_OK);
    FUZZ_CHECK(memcmp(xy, xy2, 2 * field) == 0);
    if (out_len == len) FUZZ_CHECK(memcmp(enc, in, len) == 0);
  }
}

void DerSignatures(mcu_ec_curve_id curve, size_t scalar, const uint8_t* in, size_t len) {
  uint8_t rs[2 * MCU_EC_MAX_SCALAR_SIZE];
  if (mcu_ecdsa_sig_from_der(curve, in, len, rs, 2 * scalar) != MCU_OK) return;
  uint8_t der[MCU_ECDSA_MAX_DER_SIZE];
  size_t der_len = 0;
  FUZZ_CHECK(mcu_ecdsa_sig_to_der(curve, rs, 2 * scalar, der, sizeof(der), &der_len) == MCU_OK);
  FUZZ_CHECK(der_len == len && memcmp(der, in, len) == 0);
}

// The fixed key: d = 2 (public Q = 2G), so the seeds can be made outside.
void Verify(mcu_ec_curve_id curve, size_t field, size_t scalar, const uint8_t* in, size_t len) {
  if (len < 2 * scalar + 1) return;
  static uint8_t keys[6][1 + 2 * MCU_EC_MAX_FIELD_SIZE];
  static bool made[6];
  uint8_t* q = keys[curve % 6];
  if (!made[curve % 6]) {  // once per curve: a scalar multiplication is slow here
    uint8_t d[MCU_EC_MAX_SCALAR_SIZE] = {0};
    d[scalar - 1] = 2;
    FUZZ_CHECK(mcu_ec_public_key(curve, d, scalar, q, 1 + 2 * field) == MCU_OK);
    made[curve % 6] = true;
  }
  const mcu_status st =
      mcu_ecdsa_verify_digest(curve, q, 1 + 2 * field, in + 2 * scalar, len - 2 * scalar, in,
                              2 * scalar);
  FUZZ_CHECK(st == MCU_OK || st == MCU_ERR_INVALID_SIGNATURE);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const mcu_ec_curve_id curve = kCurves[data[0] % 6];
  const mcu_ec_mul_desc* d = mcu_ec_mul_for_curve(curve);
  FUZZ_CHECK(d != nullptr);
  switch (data[0] / 6 % 3) {
    case 0: Points(curve, d->field_size, data + 1, size - 1); break;
    case 1: DerSignatures(curve, d->scalar_size, data + 1, size - 1); break;
    default: Verify(curve, d->field_size, d->scalar_size, data + 1, size - 1); break;
  }
  return 0;
}
