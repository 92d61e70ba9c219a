// A core's timing model: told about every instruction before it executes,
// it keeps the modelled cycle count that DWT CYCCNT / CP0 Count report.
#ifndef MCUCRYPT_TOOLS_SIM_CYCLE_MODEL_H_
#define MCUCRYPT_TOOLS_SIM_CYCLE_MODEL_H_

#include <cstdint>
#include <string>

namespace sim {

class CycleModel {
 public:
  virtual ~CycleModel() = default;
  // Called by the simulator before the instruction at `address` runs.
  virtual void BeforeInstruction(uint64_t address, uint32_t size) = 0;
  // Called when the run stops before the instruction at `address`: charges
  // what the model still owes for the instructions before it.
  virtual void BeforeStop(uint64_t /*address*/) {}
  // A human-readable statement of the model and its parameters (reports).
  virtual std::string Describe() const = 0;

  uint64_t cycles() const { return cycles_; }
  uint64_t instructions() const { return instructions_; }
  // Cycles spent outside the instruction stream (a peripheral that stalls
  // the bus, a ROM service call).
  void AddCycles(uint64_t n) { cycles_ += n; }
  // The cost the model took from the last instruction's operand values (an
  // early-terminating divide), 0 if none; reading clears it. A secret
  // operand there is a timing channel, so the constant-time check folds it
  // into the trace.
  uint32_t TakeVariableCost() {
    const uint32_t cost = variable_cost_;
    variable_cost_ = 0;
    return cost;
  }

 protected:
  uint32_t variable_cost_ = 0;
  uint64_t cycles_ = 0;
  uint64_t instructions_ = 0;
};

}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_CYCLE_MODEL_H_
