// The BA414E model's arithmetic, apart from its registers: a command reads a
// snapshot of the SCM and returns the writes and status bits it produces.
// Internal to the model (see ba414e.h for the behaviour it implements).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_BA414E_BA414E_OPS_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_BA414E_BA414E_OPS_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tools/sim/models/bn_util.h"

namespace sim::pic32mzw1::ba414e {

struct Command {
  uint8_t operation = 0;
  unsigned opsize = 0;  // 64-bit words, 2..8
  unsigned ptr_a = 0, ptr_b = 0, ptr_c = 0;
};

struct Outcome {
  uint32_t status = 0;
  std::vector<std::pair<size_t, std::vector<uint8_t>>> writes;  // (SCM offset, bytes)
  std::string diagnostic;

  void Fail(uint32_t bit, std::string why) {
    status |= bit;
    if (diagnostic.empty()) diagnostic = std::move(why);
  }
};

// Operand access for one command: reads slots of the SCM snapshot, queues
// result writes into the outcome.
class Operands {
 public:
  Operands(const Command& command, const std::vector<uint8_t>& scm, Outcome* outcome)
      : command_(command), scm_(scm), outcome_(outcome) {}

  size_t bytes() const { return command_.opsize * 8u; }
  size_t bits() const { return bytes() * 8u; }
  const Command& command() const { return command_; }
  Outcome* outcome() { return outcome_; }

  bn::Bn Read(unsigned slot) const;
  // Writes `value` (must fit in bytes()) and clears the rest of the slot.
  void Write(unsigned slot, const BIGNUM* value);
  // Writes `length` bytes from slot's start, clearing to the next slot edge.
  void WriteWide(unsigned slot, const BIGNUM* value, size_t length);
  void Clear(unsigned slot);

 private:
  const Command& command_;
  const std::vector<uint8_t>& scm_;
  Outcome* outcome_;
};

// Runs one decoded command. Unknown operations set kStatusModelUnsupported.
Outcome Execute(const Command& command, const std::vector<uint8_t>& scm);

// Per-family entry points (ba414e_modular.cc, ba414e_weierstrass.cc,
// ba414e_25519.cc); each returns false for an operation it does not own.
bool RunModular(Operands& ops, BN_CTX* ctx);
bool RunWeierstrass(Operands& ops, BN_CTX* ctx);
bool Run25519(Operands& ops, BN_CTX* ctx);

}  // namespace sim::pic32mzw1::ba414e

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_BA414E_BA414E_OPS_H_
