// A stand-in for the BA414E's microcode, for the board simulator only: its
// model (tools/sim/models/pic32mzw1_ba414e) interprets nothing in the UCM
// and only refuses to start while the UCM is empty, as the real engine
// cannot run without Microchip's microcode. This pattern is not microcode:
// on a real engine it would run garbage, and every result would fail the
// driver's fault check (MCU_ERR_HARDWARE). Firmware for the board gives
// Microchip's image instead (pic32mz_pke.h).
#include "drivers/pic32mzw1/pic32mz_pke.h"

namespace {

// "STAND-IN" in ASCII, then the word index: never all zero.
constexpr size_t kWords = 64;
struct Pattern {
  uint32_t words[kWords];
  constexpr Pattern() : words() {
    for (size_t i = 0; i < kWords; ++i) {
      words[i] = i % 2 == 0 ? 0x53544E44u : 0x2D494E00u | static_cast<uint32_t>(i);
    }
  }
};
constexpr Pattern kPattern;

}  // namespace

extern "C" int mcu_ba414e_microcode_image(const uint32_t **words, size_t *count) {
  *words = kPattern.words;
  *count = kWords;
  return 1;
}
