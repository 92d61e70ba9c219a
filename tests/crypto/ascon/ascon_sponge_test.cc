// The sponge's constants: the initial values and the precomputed initial
// states, Ascon-p[12](IV || 0^256), checked against the model.
#include "crypto/ascon/ascon_sponge.h"

#include <stdint.h>

#include "crypto/ascon/ascon_permutation.h"
#include "gtest/gtest.h"
#include "tests/crypto/ascon/ascon_model.h"

namespace {

namespace ascon = mcucrypt::ascon;

TEST(AsconSpongeTest, PrecomputedInitialStates) {
  // SP 800-232's initial values.
  EXPECT_EQ(0x0000080100cc0002u, ascon::kHash256Iv);
  EXPECT_EQ(0x0000080000cc0003u, ascon::kXof128Iv);
  EXPECT_EQ(0x0000080000cc0004u, ascon::kCxof128Iv);
  const struct {
    uint64_t iv;
    const uint64_t* state;
  } cases[] = {
      {ascon::kHash256Iv, ascon::kHash256InitialState},
      {ascon::kXof128Iv, ascon::kXof128InitialState},
      {ascon::kCxof128Iv, ascon::kCxof128InitialState},
  };
  for (const auto& c : cases) {
    uint64_t x[5] = {c.iv, 0, 0, 0, 0};
    ModelPermute(x, 12);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(x[i], c.state[i]) << std::hex << c.iv << " word " << i;
    // load_state converts to the backend's representation.
    uint64_t s[5];
    ascon::load_state(s, c.state);
    for (int i = 0; i < 5; ++i) EXPECT_EQ(c.state[i], ascon::export_lane(s[i]));
  }
}

}  // namespace
