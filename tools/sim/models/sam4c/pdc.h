// The PDC (peripheral DMA controller) channel pair of the SAM4C AES, at
// AES offsets 0x100-0x124 (accelerators.md §3.1). The transmit channel moves
// input words from memory (TPR/TCR) into the AES; the receive channel moves
// output words from the AES into memory (RPR/RCR).
//
// [assumption] Counters count 32-bit words (the AES data registers are
// words) and are 16 bits wide, as in other SAM PDC channels. ENDRX/ENDTX
// latch when a counter reaches 0 and clear when RCR/RNCR (TCR/TNCR) are
// written; RXBUFF/TXBUFE show both counters at 0. A counter that reaches 0
// reloads from the "next" pair when RNCR/TNCR is not 0. A bus error stops the
// channel (clears its PTSR enable): the PDC has no error flag of its own.
// Transfer time is the AES model's (Aes::kPdcCyclesPerWord, fitted).
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_PDC_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_PDC_H_

#include <cstdint>

#include "tools/sim/peripheral.h"

namespace sim {
namespace sam4c {

class Pdc {
 public:
  static bool Owns(uint64_t offset) { return offset >= 0x100 && offset <= 0x124; }
  static bool IsWriteOnly(uint64_t offset) { return offset == kPtcr; }

  uint32_t Read(uint64_t offset) const;
  void Write(uint64_t offset, uint32_t value);
  void Reset();

  enum class Move { kDone, kIdle, kBusError };
  // One word from memory for the peripheral (transmit channel).
  Move Pull(Bus* bus, uint32_t* word);
  // One word from the peripheral into memory (receive channel).
  Move Push(Bus* bus, uint32_t word);
  bool receive_active() const { return rx_.enabled && rx_.counter != 0; }
  bool transmit_active() const { return tx_.enabled && tx_.counter != 0; }

  // ENDRX, ENDTX, RXBUFF, TXBUFE at their AES_ISR positions (bits 1-4).
  uint32_t StatusBits() const;

 private:
  static constexpr uint64_t kPtcr = 0x120;

  struct Channel {
    uint32_t pointer = 0;
    uint32_t counter = 0;
    uint32_t next_pointer = 0;
    uint32_t next_counter = 0;
    bool enabled = false;
    bool ended = false;  // ENDRX / ENDTX
    void Advance();
  };

  Channel rx_;
  Channel tx_;
};

}  // namespace sam4c
}  // namespace sim

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_SAM4C_PDC_H_
