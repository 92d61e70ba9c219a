#include "tools/sim/board.h"

namespace sim {

const BoardSpec* FindBoard(const std::string& name) {
  for (const BoardSpec& b : AllBoards()) {
    if (b.name == name) return &b;
  }
  return nullptr;
}

const PeripheralSpec* FindPeripheral(const BoardSpec& board, const std::string& name) {
  for (const PeripheralSpec& p : board.peripherals) {
    if (p.name == name) return &p;
  }
  return nullptr;
}

}  // namespace sim
