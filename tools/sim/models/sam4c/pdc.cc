#include "tools/sim/models/sam4c/pdc.h"

#include "tools/sim/models/sam4c/word_bytes.h"

namespace sim {
namespace sam4c {
namespace {

constexpr uint32_t kCounterMask = 0xFFFF;

// PTCR / PTSR bits.
constexpr uint32_t kRxEnable = 1u << 0;
constexpr uint32_t kRxDisable = 1u << 1;
constexpr uint32_t kTxEnable = 1u << 8;
constexpr uint32_t kTxDisable = 1u << 9;

// AES_ISR positions of the PDC flags.
constexpr uint32_t kEndRx = 1u << 1;
constexpr uint32_t kEndTx = 1u << 2;
constexpr uint32_t kRxBufferFull = 1u << 3;
constexpr uint32_t kTxBufferEmpty = 1u << 4;

}  // namespace

void Pdc::Channel::Advance() {
  pointer += 4;
  if (--counter != 0) return;
  ended = true;
  if (next_counter != 0) {
    pointer = next_pointer;
    counter = next_counter;
    next_counter = 0;
  }
}

uint32_t Pdc::Read(uint64_t offset) const {
  switch (offset) {
    case 0x100:
      return rx_.pointer;
    case 0x104:
      return rx_.counter;
    case 0x108:
      return tx_.pointer;
    case 0x10C:
      return tx_.counter;
    case 0x110:
      return rx_.next_pointer;
    case 0x114:
      return rx_.next_counter;
    case 0x118:
      return tx_.next_pointer;
    case 0x11C:
      return tx_.next_counter;
    case 0x124:
      return (rx_.enabled ? kRxEnable : 0) | (tx_.enabled ? kTxEnable : 0);
  }
  return 0;
}

void Pdc::Write(uint64_t offset, uint32_t value) {
  switch (offset) {
    case 0x100:
      rx_.pointer = value;
      break;
    case 0x104:
      rx_.counter = value & kCounterMask;
      rx_.ended = false;
      break;
    case 0x108:
      tx_.pointer = value;
      break;
    case 0x10C:
      tx_.counter = value & kCounterMask;
      tx_.ended = false;
      break;
    case 0x110:
      rx_.next_pointer = value;
      break;
    case 0x114:
      rx_.next_counter = value & kCounterMask;
      rx_.ended = false;
      break;
    case 0x118:
      tx_.next_pointer = value;
      break;
    case 0x11C:
      tx_.next_counter = value & kCounterMask;
      tx_.ended = false;
      break;
    case kPtcr:
      // Disable wins when both bits are written, so a stop is never missed.
      if (value & kRxEnable) rx_.enabled = true;
      if (value & kRxDisable) rx_.enabled = false;
      if (value & kTxEnable) tx_.enabled = true;
      if (value & kTxDisable) tx_.enabled = false;
      break;
    default:
      break;  // PTSR is read-only
  }
}

void Pdc::Reset() {
  rx_ = Channel();
  tx_ = Channel();
}

Pdc::Move Pdc::Pull(Bus* bus, uint32_t* word) {
  if (!transmit_active()) return Move::kIdle;
  uint8_t bytes[4];
  if (bus == nullptr || !bus->Read(tx_.pointer, bytes, sizeof bytes)) {
    tx_.enabled = false;
    return Move::kBusError;
  }
  // Memory is little-endian on the Cortex-M4, as the AES words are.
  *word = LoadLe32(bytes);
  tx_.Advance();
  return Move::kDone;
}

Pdc::Move Pdc::Push(Bus* bus, uint32_t word) {
  if (!receive_active()) return Move::kIdle;
  uint8_t bytes[4];
  StoreLe32(word, bytes);  // little-endian memory, as in Pull
  if (bus == nullptr || !bus->Write(rx_.pointer, bytes, sizeof bytes)) {
    rx_.enabled = false;
    return Move::kBusError;
  }
  rx_.Advance();
  return Move::kDone;
}

uint32_t Pdc::StatusBits() const {
  uint32_t bits = 0;
  if (rx_.ended) bits |= kEndRx;
  if (tx_.ended) bits |= kEndTx;
  if (rx_.counter == 0 && rx_.next_counter == 0) bits |= kRxBufferFull;
  if (tx_.counter == 0 && tx_.next_counter == 0) bits |= kTxBufferEmpty;
  return bits;
}

}  // namespace sam4c
}  // namespace sim
