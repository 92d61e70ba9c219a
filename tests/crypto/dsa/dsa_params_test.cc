// DSA domain parameters with their seed (FIPS 186-4 A.1.1.2-3, A.2.3-4).
// Every core: a (1024,160) domain `openssl genpkey -genparam` made with
// SHA-256 and gindex 1 (its SEED, pcounter and gindex as openssl -text
// printed them) validates, and a change to any of p, q, g, the seed, the
// counter or the index is refused (the refusals that need p proven prime
// first on the host only). Host only (DSA_PARAMS_HOST): generation
// at (1024,160) and (2048,224), validated by mcucrypt and by `openssl
// pkeyparam -check`, and a fresh openssl (2048,224) domain (SHA-224)
// validated by mcucrypt; with DSA_PARAMS_LARGE the same at (2048,256) and
// (3072,256) (SHA-256), minutes each: a p search of hundreds of candidates.
#include <gtest/gtest.h>
#include <stdlib.h>
#include <string.h>

#include <string>
#include <vector>

#include "mcucrypt/dsa.h"
#include "mcucrypt/sha256.h"
#include "tests/crypto/rsa/rsa_testing.h"
#include "tests/support/hex.h"
#ifdef DSA_PARAMS_HOST
#include "mcucrypt/pem.h"
#include "tests/crypto/dsa/openssl_shell.h"
#endif

namespace {

// OpenSSL 3.0.19, `openssl genpkey -genparam -algorithm DSA -pkeyopt
// type:fips186_4 -pkeyopt pbits:1024 -pkeyopt qbits:160 -pkeyopt gindex:1
// -pkeyopt digest:SHA256 -text` (its seed has 256 bits; one of the runs
// with a small pcounter, so a core replays few candidates). Without
// type:fips186_4, openssl makes L = 1024 domains by FIPS 186-2.
const char kP[] =
    "c4aead5f863912131572eb866a217d6ffbab9c13114fe81e83634585f4e95023f8edf3f1a1c329ab81b4eea266"
    "02e995acbab6cde0a35ea8baf3e99e18bc9efbadf8c61786acb0e8661d2e768b7dd4a17ff98c0da33b8c5476ea"
    "371ee1f9e572d0f18f4ff7a59d0c622e4157a29af1d896ec7b9e651f83640869e92ccd8bdabb";
const char kQ[] = "e3f65638b1b93295d44376f383e3153f289b91a1";
const char kG[] =
    "10a5d5a816dc7e94fde74c200a28dba3b021384bfee4472f98a2d0b75f7ef75e2d11e80114693dbab0e6b25c5d"
    "d852c9248ddf09165c64fe4c2ae95491145c999d81234bf8f415f9f5b759cbc18b09b3a0d3925fcd643e108cff"
    "2e924099e25d4679734d5be1626c1e12d9737cf82f4eddecea6e4ab3747f3bba27b035d37c59";
const char kSeed[] = "fdcf145ffb8cf4b5d19cf70bb040e285fbf7d1def8ce59e3959b274496370ca8";
constexpr uint32_t kCounter = 2;

struct Domain {
  std::vector<uint8_t> p, q, g;
  mcu_dsa_seed seed;
  mcu_dsa_params params() const {
    return mcu_dsa_params{p.data(), p.size(), q.data(), q.size(), g.data(), g.size(), nullptr};
  }
};

Domain FromHexes(const std::string& p, const std::string& q, const std::string& g,
                 const std::string& seed, uint32_t counter, uint8_t index) {
  Domain d{FromHex(p), FromHex(q), FromHex(g), {}};
  const std::vector<uint8_t> s = FromHex(seed);
  EXPECT_LE(s.size(), sizeof(d.seed.seed));
  memcpy(d.seed.seed, s.data(), s.size());
  d.seed.seed_len = s.size();
  d.seed.counter = counter;
  d.seed.index = index;
  return d;
}

mcu_status Verify(const Domain& d, const mcu_hash_desc* hash) {
  TestRng bytes(11);
  const mcu_rng rng = bytes.rng();
  const mcu_dsa_params params = d.params();
  return mcu_dsa_params_verify_seed(&params, hash, &d.seed, &rng);
}

// Refusals found before p's primality test: cheap on every core.
TEST(DsaParams, OpensslDomainValidates) {
  const Domain good = FromHexes(kP, kQ, kG, kSeed, kCounter, 1);
  EXPECT_EQ(Verify(good, &mcu_sha256_desc), MCU_OK);
  Domain d = good;
  d.seed.seed[3] ^= 0x10;
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "seed";
  d = good;
  d.seed.counter = kCounter - 1;
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "counter - 1";
  d.seed.counter = 4 * 1024;
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "counter past 4L - 1";
  d = good;
  d.p.back() ^= 0x02;  // still odd
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "p";
  d = good;
  d.q.back() ^= 0x02;
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "q";
  d = good;
  d.seed.seed_len = 19;  // shorter than N
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "seedlen";
  // Another hash gives another q.
  EXPECT_EQ(Verify(good, &mcu_sha224_desc), MCU_ERR_INVALID_KEY);
}

TEST(DsaParams, Arguments) {
  const Domain good = FromHexes(kP, kQ, kG, kSeed, kCounter, 1);
  const mcu_dsa_params params = good.params();
  TestRng bytes(1);
  const mcu_rng rng = bytes.rng();
  EXPECT_EQ(mcu_dsa_params_verify_seed(nullptr, &mcu_sha256_desc, &good.seed, &rng),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dsa_params_verify_seed(&params, nullptr, &good.seed, &rng),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dsa_params_verify_seed(&params, &mcu_sha256_desc, nullptr, &rng),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dsa_params_verify_seed(&params, &mcu_sha256_desc, &good.seed, nullptr),
            MCU_ERR_INVALID_ARGUMENT);
  uint8_t p[384], q[32], g[384];
  mcu_dsa_params out;
  mcu_dsa_seed seed;
  // Not one of the four sizes; a hash shorter than N (SHA-224 for N = 256).
  EXPECT_EQ(mcu_dsa_params_generate(1024, 256, &mcu_sha256_desc, 1, &rng, p, q, g, &out, &seed),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dsa_params_generate(2048, 256, &mcu_sha224_desc, 1, &rng, p, q, g, &out, &seed),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dsa_params_generate(1024, 160, &mcu_sha256_desc, 1, nullptr, p, q, g, &out,
                                    &seed),
            MCU_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(mcu_dsa_params_generate(1024, 160, &mcu_sha256_desc, 1, &rng, p, nullptr, g, &out,
                                    &seed),
            MCU_ERR_INVALID_ARGUMENT);
  bytes.fail = true;
  EXPECT_EQ(mcu_dsa_params_generate(1024, 160, &mcu_sha256_desc, 1, &rng, p, q, g, &out, &seed),
            MCU_ERR_RNG_FAILED);
}

#ifdef DSA_PARAMS_HOST

// Refusals that need p proven prime first (a full Miller-Rabin run each).
TEST(DsaParams, OpensslDomainChangesAfterP) {
  const Domain good = FromHexes(kP, kQ, kG, kSeed, kCounter, 1);
  Domain d = good;
  d.seed.counter = kCounter + 1;
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "counter + 1";
  d = good;
  d.seed.index = 2;
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "index";
  d = good;
  d.g.back() ^= 0x02;
  EXPECT_EQ(Verify(d, &mcu_sha256_desc), MCU_ERR_INVALID_KEY) << "g";
}

// The hex after "NAME:" in openssl -text output, colons and spaces dropped.
std::string TextField(const std::string& text, const std::string& name) {
  const size_t at = text.find("\n" + name + ":");
  if (at == std::string::npos) return "";
  std::string hex;
  size_t i = text.find('\n', at + 1) + 1;
  while (i < text.size() && text[i] == ' ') {
    const size_t end = text.find('\n', i);
    for (size_t k = i; k < end; ++k) {
      if (isxdigit(static_cast<unsigned char>(text[k]))) hex += text[k];
    }
    i = end + 1;
  }
  if (hex.size() > 2 && hex.compare(0, 2, "00") == 0 && (hex.size() / 2) % 2 == 1) {
    hex.erase(0, 2);  // the sign byte openssl prints before a set top bit
  }
  return hex;
}

uint32_t TextNumber(const std::string& text, const std::string& name) {
  const size_t at = text.find(name + ": ");
  return at == std::string::npos ? ~0u : static_cast<uint32_t>(atol(text.c_str() + at + name.size() + 2));
}

// rng_seed: the test bytes' seed, one whose search ends early (the time
// to find p varies tenfold with the seed; DSA_PARAMS_RNG_SEED overrides
// it, to look for another).
struct Size {
  size_t l, n;
  const mcu_hash_desc* hash;
  const char* digest;
  uint64_t rng_seed;
};
const Size kSizes[] = {{1024, 160, &mcu_sha256_desc, "SHA256", 1184},
                       {2048, 224, &mcu_sha224_desc, "SHA224", 2272},
                       {2048, 256, &mcu_sha256_desc, "SHA256", 2304},
                       {3072, 256, &mcu_sha256_desc, "SHA256", 3328}};

// Generation with test bytes, validated here (which replays the search)
// and by openssl.
void GenerateAndCheck(const Size& sz) {
  {
    const char* env = getenv("DSA_PARAMS_RNG_SEED");
    TestRng bytes(env != nullptr ? strtoull(env, nullptr, 10) : sz.rng_seed);
    const mcu_rng rng = bytes.rng();
    uint8_t p[384], q[32], g[384];
    mcu_dsa_params params;
    mcu_dsa_seed seed;
    ASSERT_EQ(mcu_dsa_params_generate(sz.l, sz.n, sz.hash, 1, &rng, p, q, g, &params, &seed),
              MCU_OK);
    EXPECT_EQ(params.p_len, sz.l / 8);
    EXPECT_EQ(params.q_len, sz.n / 8);
    EXPECT_EQ(seed.seed_len, sz.n / 8);
    EXPECT_LT(seed.counter, 4 * sz.l);
    ::testing::Test::RecordProperty("counter", static_cast<int>(seed.counter));
    printf("L=%zu N=%zu counter=%u\n", sz.l, sz.n, static_cast<unsigned>(seed.counter));
    EXPECT_EQ(mcu_dsa_params_verify_seed(&params, sz.hash, &seed, &rng), MCU_OK);
    seed.seed[0] ^= 1;
    EXPECT_EQ(mcu_dsa_params_verify_seed(&params, sz.hash, &seed, &rng), MCU_ERR_INVALID_KEY);
    // openssl checks p and q prime, q | p - 1, g's order (it has no seed
    // from a DER file).
    uint8_t buf[1024];
    const uint8_t* der = nullptr;
    size_t der_len = 0;
    ASSERT_EQ(mcu_dsa_params_to_der(&params, buf, sizeof(buf), &der, &der_len), MCU_OK);
    const std::string d = Dir() + "/";
    char pem[2048];
    size_t pem_len = 0;
    ASSERT_EQ(mcu_pem_encode("DSA PARAMETERS", der, der_len, pem, sizeof(pem), &pem_len), MCU_OK);
    WriteBinary(d + "ours.pem", reinterpret_cast<const uint8_t*>(pem), pem_len);
    int st = 0;
    const std::string out = Shell("openssl pkeyparam -in " + d + "ours.pem -check -noout", &st);
    EXPECT_EQ(st, 0) << out;
    EXPECT_NE(out.find("Parameters are valid"), std::string::npos) << out;
  }
}

#ifndef DSA_PARAMS_LARGE
TEST(DsaParams, Generate1024) { GenerateAndCheck(kSizes[0]); }
TEST(DsaParams, Generate2048N224) { GenerateAndCheck(kSizes[1]); }
#else
TEST(DsaParams, Generate2048N256) { GenerateAndCheck(kSizes[2]); }
TEST(DsaParams, Generate3072) { GenerateAndCheck(kSizes[3]); }
#endif

TEST(DsaParams, OpensslGeneratedValidateHere) {
  for (const Size& sz : kSizes) {
    if (sz.l == 1024) continue;  // OpensslDomainValidates
#ifndef DSA_PARAMS_LARGE
    if (sz.n != 224) continue;
#else
    if (sz.n == 224) continue;
#endif
    SCOPED_TRACE(sz.l);
    int st = 0;
    const std::string text =
        Shell("openssl genpkey -genparam -algorithm DSA -pkeyopt pbits:" + std::to_string(sz.l) +
                  " -pkeyopt qbits:" + std::to_string(sz.n) +
                  " -pkeyopt type:fips186_4 -pkeyopt gindex:1 -pkeyopt digest:" + sz.digest + " -text",
              &st);
    ASSERT_EQ(st, 0) << text;
    const Domain d = FromHexes(TextField(text, "P"), TextField(text, "Q"), TextField(text, "G"),
                               TextField(text, "SEED"), TextNumber(text, "pcounter"),
                               static_cast<uint8_t>(TextNumber(text, "gindex")));
    ASSERT_EQ(d.p.size(), sz.l / 8) << text;
    ASSERT_EQ(d.seed.seed_len, sz.n / 8) << text;
    EXPECT_EQ(Verify(d, sz.hash), MCU_OK) << text;
  }
}

#endif  // DSA_PARAMS_HOST

}  // namespace
