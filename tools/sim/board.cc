#include "tools/sim/board.h"

namespace sim {

const BoardSpec* FindBoard(const std::string& name) {
  for (const BoardSpec& b : AllBoards()) {
    if (b.name == name) return &b;
  }
  return nullptr;
}

}  // namespace sim
