// One CPKCL service call as the model's services see it: fields of the
// parameter block, operands in crypto RAM by near pointer, the status and
// cycle count being built. Internal to the model (behaviour: cpkcl.h).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_CPKCL_CPKCL_CALL_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_CPKCL_CPKCL_CALL_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "tools/sim/models/bn_util.h"
#include "tools/sim/models/sam4c_cpkcl/cpkcl.h"
#include "tools/sim/peripheral.h"

namespace sim::sam4c::cpkcl {

class Call {
 public:
  Call(Bus* bus, uint32_t block, BN_CTX* ctx) : bus_(bus), block_(block), ctx_(ctx) {}

  BN_CTX* ctx() const { return ctx_; }

  // Parameter-block fields; a failed bus access records kParamNotInRam.
  uint8_t U1(uint32_t offset);
  uint16_t U2(uint32_t offset);
  uint32_t U4(uint32_t offset);
  void SetU1(uint32_t offset, uint8_t value);
  void SetU2(uint32_t offset, uint16_t value);
  void SetU4(uint32_t offset, uint32_t value);
  uint16_t option() { return U2(header::kOption); }

  // Operands by near pointer (32-bit here so that near + offset cannot wrap
  // into range). Each returns false after recording why.
  bool CheckArea(uint32_t near, size_t length, const char* what);
  bool ReadBytes(uint32_t near, size_t length, const char* what, std::vector<uint8_t>* bytes);
  bool WriteBytes(uint32_t near, const std::vector<uint8_t>& bytes, const char* what);
  bool Read(uint32_t near, size_t length, const char* what, bn::Bn* value);
  // Writes `value` as exactly `length` bytes (zero padded).
  bool Write(uint32_t near, const BIGNUM* value, size_t length, const char* what);
  // An operand behind a 32-bit far pointer: in crypto RAM when
  // `in_crypto_ram`, else anywhere the bus reaches.
  bool ReadFar(uint32_t far, size_t length, bool in_crypto_ram, const char* what,
               std::vector<uint8_t>* bytes);
  // u2ModLength-style lengths: non-zero multiples of 4 that fit crypto RAM.
  bool CheckLength(uint32_t length, const char* what);
  // Cns must hold RedMod SETUP's constant for `modulus` (see cpkcl.h).
  bool CheckCns(uint32_t cns_near, const BIGNUM* modulus, size_t mod_length);

  // The first failure wins: later ones keep the original status.
  void Fail(uint16_t status, std::string why);
  bool failed() const { return status_ != kOk; }
  uint16_t status() const { return status_; }
  const std::string& diagnostic() const { return diagnostic_; }
  void AddCycles(uint64_t cycles) { cycles_ += cycles; }
  uint64_t cycles() const { return cycles_; }
  // The first operand WriteBytes wrote (near pointer), if any: where a
  // wrong-result fault flips a bit.
  bool wrote() const { return wrote_; }
  uint32_t first_write() const { return first_write_; }

 private:
  bool BlockAccess(uint32_t offset, void* data, size_t length, bool write);

  Bus* bus_;
  uint32_t block_;
  BN_CTX* ctx_;
  uint16_t status_ = kOk;
  std::string diagnostic_;
  uint64_t cycles_ = 0;
  bool wrote_ = false;
  uint32_t first_write_ = 0;
};

// floor(2^(16·mod_length + 32) / modulus): RedMod SETUP's Cns constant.
bn::Bn ReductionConstant(const BIGNUM* modulus, size_t mod_length, BN_CTX* ctx);
// One modular multiplication of `mod_length`-byte operands, in cycles.
uint64_t ModMulCycles(size_t mod_length);
// `cycles` of a class whose fitted scale is `permille` (cpkcl.h).
inline uint64_t Scaled(uint64_t cycles, uint64_t permille) { return cycles * permille / 1000; }

// Services (cpkcl_misc.cc, cpkcl_arith.cc, cpkcl_ecc.cc).
void SelfTest(Call& call);
void Fmult(Call& call);
void Smult(Call& call);
void Square(Call& call);
void RedMod(Call& call);
void ExpMod(Call& call);
void Crt(Call& call);
void ZpEcPointIsOnCurve(Call& call);
void ZpEccMulFast(Call& call);
void ZpEcConvProjToAffine(Call& call);
void ZpEcDsaGenerateFast(Call& call);
void ZpEcDsaVerifyFast(Call& call);
void Rng(Call& call, std::array<uint8_t, 32>* state);

}  // namespace sim::sam4c::cpkcl

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_CPKCL_CPKCL_CALL_H_
