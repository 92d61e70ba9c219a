// mcucrypt rand N: N bytes from the core's HMAC_DRBG (SHA-512, 256-bit
// strength), instantiated from the host's entropy source (getrandom), in hex.
#include <string.h>

#include "crypto/rand/entropy_host.h"
#include "mcucrypt/drbg.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sha512.h"
#include "tools/cli/cli.h"

namespace mcucli {
namespace {

constexpr uint64_t kMaxRand = 1u << 20;  // 1 MiB: 2 MiB of hex is plenty for a script

void Usage() {
  printf(
      "usage: mcucrypt rand N\n"
      "Prints N random bytes (0..%llu) in lowercase hex, from HMAC_DRBG (SP 800-90A,\n"
      "SHA-512) seeded from the operating system's entropy source.\n",
      static_cast<unsigned long long>(kMaxRand));
}

}  // namespace

int CmdRand(int argc, char** argv) {
  Args args;
  if (!args.Parse("rand", argc, argv, nullptr, 0)) return kExitUsage;
  if (args.help()) {
    Usage();
    return FinishOut();
  }
  const std::vector<std::string>& pos = args.positionals();
  if (pos.size() != 1) return Fail(kExitUsage, "rand: say how many bytes: mcucrypt rand N");
  uint64_t n = 0;
  if (!ParseCount(pos[0], kMaxRand, &n)) {
    return Fail(kExitUsage, "rand: N must be a whole number 0..%llu, not %s",
                static_cast<unsigned long long>(kMaxRand), Quote(pos[0]).c_str());
  }

  const mcu_entropy_source source = mcu_entropy_host();
  // The personalization string separates this use from any other DRBG
  // instantiated from the same source (SP 800-90A section 8.7.1).
  static const char kPers[] = "mcucrypt command-line tool: rand";
  mcu_hmac_drbg_ctx drbg;
  mcu_status st = mcu_hmac_drbg_instantiate(&drbg, &mcu_sha512_desc, &source, nullptr, 0,
                                            reinterpret_cast<const uint8_t*>(kPers),
                                            strlen(kPers), nullptr);
  if (st != MCU_OK) return Fail(kExitIo, "rand: cannot seed the DRBG: %s", StatusText(st));
  uint8_t block[MCU_HMAC_DRBG_MAX_REQUEST_BYTES];
  int rc = kExitOk;
  while (n > 0) {
    const size_t take = n < sizeof(block) ? static_cast<size_t>(n) : sizeof(block);
    st = mcu_hmac_drbg_generate(&drbg, block, take, nullptr, 0);
    if (st != MCU_OK) {
      rc = Fail(kExitIo, "rand: the DRBG failed: %s", StatusText(st));
      break;
    }
    PrintHex(block, take, /*newline=*/false);
    n -= take;
  }
  mcu_wipe(block, sizeof(block));
  mcu_hmac_drbg_uninstantiate(&drbg);
  if (rc != kExitOk) return rc;
  printf("\n");
  return FinishOut();
}

}  // namespace mcucli
