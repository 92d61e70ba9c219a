// CPKCL SelfTest and Rng services.
#include <openssl/evp.h>

#include "tools/sim/models/sam4c_cpkcl/cpkcl_call.h"

namespace sim::sam4c::cpkcl {
namespace {

std::array<uint8_t, 32> Sha256(const std::vector<uint8_t>& data) {
  std::array<uint8_t, 32> out{};
  unsigned length = 0;
  EVP_Digest(data.data(), data.size(), out.data(), &length, EVP_sha256(), nullptr);
  return out;
}

// SHA-256(state || tail): how the model's generator absorbs and moves on.
std::array<uint8_t, 32> Chain(const std::array<uint8_t, 32>& state,
                              const std::vector<uint8_t>& tail) {
  std::vector<uint8_t> data(state.begin(), state.end());
  data.insert(data.end(), tail.begin(), tail.end());
  return Sha256(data);
}

}  // namespace

void SelfTest(Call& call) {
  call.AddCycles(5000);
  call.SetU4(selftest::kVersion, kVersion);
  call.SetU4(selftest::kPkccVersion, kPkccVersion);
  call.SetU4(selftest::kCheckNum1, kCheckNum1);
  call.SetU4(selftest::kCheckNum2, kCheckNum2);
  call.SetU1(selftest::kStep, kSelfTestStep);
}

void Rng(Call& call, std::array<uint8_t, 32>* state) {
  const uint16_t option = call.option();
  if (option == kRngSeed) {
    const uint16_t length = call.U2(rng::kXKeyLength);
    std::vector<uint8_t> xkey;
    if (!call.CheckLength(length, "u2XKeyLength") ||
        !call.ReadBytes(call.U2(rng::kXKeyBase), length, "XKEY", &xkey)) {
      return;
    }
    *state = Chain(*state, xkey);
    call.AddCycles(100 + 50 * (length / 4));
    return;
  }
  if (option != kRngGet) {
    call.Fail(kUnexploitableOptions, "Rng option " + std::to_string(option) +
                                         " is not modelled (SEED and GET are)");
    return;
  }
  const uint16_t length = call.U2(rng::kRLength);
  const uint16_t r_base = call.U2(rng::kRBase);
  if (!call.CheckLength(length, "u2RLength") || !call.CheckArea(r_base, length, "R")) return;
  std::vector<uint8_t> out;
  for (uint32_t block = 0; out.size() < length; ++block) {
    const auto bytes = Chain(*state, {static_cast<uint8_t>(block), static_cast<uint8_t>(block >> 8),
                                      0, 0});
    out.insert(out.end(), bytes.begin(), bytes.end());
  }
  out.resize(length);
  *state = Chain(*state, {0xFF, 0xFF, 0xFF, 0xFF});  // the next GET gives new bytes
  call.WriteBytes(r_base, out, "R");
  call.AddCycles(100 + 50 * (length / 4));
}

}  // namespace sim::sam4c::cpkcl
