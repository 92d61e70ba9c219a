// Wycheproof primality_test_schema files (mcu_prime_test). The values are
// two's-complement: a negative one is not a prime (the file accepts either
// answer for the negatives of primes). 50 rounds: a composite chosen to
// fool fixed bases passes random ones with probability at most 2^-100.
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/prime.h"
#include "mcucrypt/status.h"
#include "tests/support/test_rng.h"
#include "tests/wycheproof/registry.h"

namespace {

constexpr unsigned kRounds = 50;

mcu_status RngBytes(void* ctx, uint8_t* out, size_t len) {
  Rng* rng = static_cast<Rng*>(ctx);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(rng->Next() >> 56);
  return MCU_OK;
}

void RunPrimalityTest(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup&,
                      const JsonValue& json) {
  WycheproofTest t;
  std::vector<uint8_t> value;
  if (!run->ReadTest(json, &t, {{"value", &value}})) return;
  if (!value.empty() && (value[0] & 0x80u) != 0) {
    run->Judge(t, false, "negative");
    return;
  }
  Rng bytes(static_cast<uint64_t>(t.tc_id));
  const mcu_rng rng = {RngBytes, &bytes};
  int prime = -1;
  const mcu_status st = mcu_prime_test(value.data(), value.size(), kRounds, 0, &rng, &prime);
  if (st != MCU_OK || (prime != 0 && prime != 1)) {
    run->Broken(t, std::string("mcu_prime_test: ") + mcu_status_name(st));
    return;
  }
  run->Judge(t, prime == 1, prime == 1 ? "probably prime" : "composite");
}

const WycheproofSchema kPrimalitySchemas[] = {
    {"primality_test_schema", "PrimalityTest", "PrimalityTest", {}, nullptr, RunPrimalityTest},
};

const WycheproofFileCase kPrimalityFiles[] = {
    // 11 s of CPU on the host (50 rounds on each 2-3k-bit prime): too long
    // for the emulators.
    {"primality_test.json", "PrimalityTest", 317, true},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofPrimality, kPrimalitySchemas, kPrimalityFiles);
