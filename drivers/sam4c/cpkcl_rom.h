// The CPKCL ROM library's interface as the SAM4C driver uses it: jump-table
// entries, service codes, statuses, the CPKCL_PARAM block's fields and
// options (accelerators.md section 3.4; the layouts of Microchip's CPKCL
// headers for the "44163" part, which the simulator's model,
// tools/sim/models/sam4c_cpkcl/cpkcl.h, documents field by field). The only
// place the driver names the library's numbers.
#ifndef MCUCRYPT_DRIVERS_SAM4C_CPKCL_ROM_H_
#define MCUCRYPT_DRIVERS_SAM4C_CPKCL_ROM_H_

#include <stdint.h>

#include "platforms/board_regs.h"

namespace mcucrypt {
namespace sam4c {
namespace cpkcl_rom {

// [assumption] The jump table's address on the SAM4C is not in the public
// documents: it comes from one place, the board description's CPKCL
// peripheral (platforms/boards.bzl -> MCU_BOARD_CPKCL_BASE). Entry i is code
// at base + 4·i, called in Thumb state.
constexpr uintptr_t kJumpTable = MCU_BOARD_CPKCL_BASE;

// Crypto RAM (the board description's cpkcc_ram) and the library's 16-bit
// near pointers: far = the 64 KiB window's base + near.
constexpr uintptr_t kCryptoRam = MCU_BOARD_MEM_CPKCC_RAM_BASE;
constexpr uint32_t kCryptoRamSize = MCU_BOARD_MEM_CPKCC_RAM_SIZE;
static_assert((kCryptoRam >> 16) == ((kCryptoRam + kCryptoRamSize - 1) >> 16),
              "near pointers reach crypto RAM only inside one 64 KiB window");
inline uint16_t Near(uintptr_t far) { return static_cast<uint16_t>(far); }

// Jump-table entries (table order) and their u1Service codes.
enum Entry : uint32_t {
  kEntryRedMod = 12,
  kEntryExpMod = 13,
  kEntryZpEcPointIsOnCurve = 17,
  kEntryZpEccMulFast = 22,
  kEntryZpEcConvProjToAffine = 25,
};
constexpr uint8_t kServiceRedMod = 0xC5, kServiceExpMod = 0xC3,
                  kServiceZpEcPointIsOnCurve = 0xEC, kServiceZpEccMulFast = 0xE8,
                  kServiceZpEcConvProjToAffine = 0xED;

// u2Status.
enum Status : uint16_t {
  kOk = 0x0000,
  kComputationNotStarted = 0xC001, kUnknownService = 0xC002, kUnexploitableOptions = 0xC003,
  kHardwareIssue = 0xC004, kError = 0xC007, kParamNotInCpkccRam = 0xC011,
  kParamNotInRam = 0xC012, kParamWrongLength = 0xC014, kMalformedModulus = 0xC102,
  kPointAtInfinity = 0x8001, kWrongSignature = 0x8002, kWrongSelectNumber = 0x8003,
  kPointIsNotOnCurve = 0x8004,
};

// CPKCL_PARAM: a 16-byte header, then the service's fields (byte offsets
// from the block's start; u2 and near pointers 16-bit, far pointers 32-bit,
// little-endian). 40 bytes cover every service the driver calls.
constexpr uint32_t kHeaderService = 0, kHeaderOption = 2, kHeaderStatus = 8;
constexpr uint32_t kBlockSize = 40;
namespace redmod {
constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kRBase = 22, kXBase = 28;
}
namespace expmod {
constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kXBase = 22,
                   kPrecompBase = 24, kExpLength = 26, kExpBase = 28, kBlinding = 32;
}
namespace zpeccmul {
constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kPointBase = 22, kKBase = 24,
                   kWorkspace = 26, kABase = 28, kKLength = 30;
}
namespace zpecconv {
constexpr uint32_t kModBase = 16, kCnsBase = 18, kModLength = 20, kPointABase = 22,
                   kWorkspace = 26;
}

// u2Option.
constexpr uint16_t kRedModSetup = 0x0100;
constexpr uint16_t kExpModRegularRsa = 0x01, kExpModExpInCpkccRam = 0x02,
                   kExpModFastRsa = 0x04;
constexpr uint16_t ExpModWindow(uint32_t window) {  // 1..4
  return static_cast<uint16_t>((window - 1) << 3);
}

}  // namespace cpkcl_rom
}  // namespace sam4c
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_SAM4C_CPKCL_ROM_H_
