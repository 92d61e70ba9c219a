// CTR_DRBG (NIST SP 800-90A Rev. 1, 10.2) over AES-128/192/256, with and
// without the derivation function: every AES record of NIST CAVP's
// CTR_DRBG.rsp (no reseed, prediction resistance false and true; as
// converted in OpenSSL's evprand.txt, see vectors/SOURCES.md), prediction
// resistance from a scripted source, source failures, the reseed counter,
// and argument checks.
#include "mcucrypt/ctr_drbg.h"

#include <stdio.h>
#include <string.h>

#include <deque>
#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/aes.h"
#include "tests/support/hex.h"

namespace {

using Bytes = std::vector<uint8_t>;

const char kVectorDir[] = "tests/crypto/rand/vectors/";

// One DRBG test of evprand.txt: the group's settings and record N's fields.
struct DrbgCase {
  const mcu_block_cipher_desc* cipher = nullptr;
  bool use_df = false;
  bool pr = false;
  size_t out_bytes = 0;
  std::map<std::string, Bytes> f;  // "Entropy", "Nonce", ... (the ".N" removed)
  int line = 0;
};

Bytes Get(const DrbgCase& c, const char* name) {
  auto it = c.f.find(name);
  return it == c.f.end() ? Bytes() : it->second;
}

// Reads the RAND = CTR-DRBG groups: settings lines, then Name.N = hex.
std::vector<DrbgCase> ReadEvprand(const std::string& name) {
  std::vector<DrbgCase> cases;
  const std::string path = kVectorDir + name;
  FILE* file = fopen(path.c_str(), "rb");
  if (file == nullptr) {
    ADD_FAILURE() << "cannot open " << path;
    return cases;
  }
  std::string text;
  char buffer[4096];
  size_t got;
  while ((got = fread(buffer, 1, sizeof(buffer), file)) > 0) text.append(buffer, got);
  fclose(file);
  DrbgCase group;
  std::map<int, DrbgCase> records;
  auto flush = [&]() {
    for (auto& r : records) cases.push_back(r.second);
    records.clear();
  };
  size_t pos = 0;
  int line_no = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const size_t eq = line.find(" = ");
    if (line.empty() || line[0] == '#' || eq == std::string::npos) continue;
    const std::string key = line.substr(0, eq), value = line.substr(eq + 3);
    if (key == "RAND") {
      flush();
      group = DrbgCase();
      EXPECT_EQ("CTR-DRBG", value) << "line " << line_no;
    } else if (key == "Cipher") {
      group.cipher = value == "AES-128-CTR"   ? &mcu_aes128_desc
                     : value == "AES-192-CTR" ? &mcu_aes192_desc
                     : value == "AES-256-CTR" ? &mcu_aes256_desc
                                              : nullptr;
      EXPECT_NE(nullptr, group.cipher) << "line " << line_no << ": " << value;
    } else if (key == "DerivationFunction") {
      group.use_df = value == "1";
    } else if (key == "PredictionResistance") {
      group.pr = value == "1";
    } else if (key == "GenerateBits") {
      group.out_bytes = static_cast<size_t>(std::stoul(value)) / 8;
    } else if (key != "Title") {
      const size_t dot = key.rfind('.');
      if (dot == std::string::npos) {
        ADD_FAILURE() << "line " << line_no << ": unexpected " << key;
        continue;
      }
      const int index = std::stoi(key.substr(dot + 1));
      if (records.count(index) == 0) {
        records[index] = group;
        records[index].line = line_no;
      }
      records[index].f[key.substr(0, dot)] = FromHex(value);
    }
  }
  flush();
  return cases;
}

const uint8_t* P(const Bytes& b) { return b.empty() ? nullptr : b.data(); }

// Hands out queued buffers in order; fails from a given call on.
struct ScriptedSource {
  std::deque<Bytes> queue;
  int calls = 0;
  int fail_from_call = -1;
  uint8_t counter = 0;
  static mcu_status Get(void* ctx, uint8_t* out, size_t len) {
    ScriptedSource* self = static_cast<ScriptedSource*>(ctx);
    const int call = self->calls++;
    if (self->fail_from_call >= 0 && call >= self->fail_from_call) {
      memset(out, 0xee, len);
      return MCU_ERR_HARDWARE;
    }
    if (self->queue.empty()) {
      for (size_t i = 0; i < len; ++i) out[i] = self->counter++;
      return MCU_OK;
    }
    const Bytes next = self->queue.front();
    self->queue.pop_front();
    if (next.size() != len) return MCU_ERR_HARDWARE;
    memcpy(out, next.data(), len);
    return MCU_OK;
  }
  mcu_entropy_source AsSource() { return mcu_entropy_source{Get, this}; }
};

struct Tally {
  int df = 0, no_df = 0;
};

// CAVS semantics: instantiate; reseed if the record has ReseedEntropy; two
// generates (with prediction resistance: each reseeds from the source with
// the EntropyPredictionResistance input and the additional input first);
// the second output is Output.
void RunFile(const char* name, bool expect_pr, Tally* t) {
  for (const DrbgCase& c : ReadEvprand(name)) {
    const std::string where = std::string(name) + " line " + std::to_string(c.line);
    EXPECT_EQ(expect_pr, c.pr) << where;
    EXPECT_NE(nullptr, c.cipher) << where;
    if (c.cipher == nullptr) continue;
    const Bytes entropy = Get(c, "Entropy"), nonce = Get(c, "Nonce"),
                pers = Get(c, "PersonalisationString"), add_a = Get(c, "AdditionalInputA"),
                add_b = Get(c, "AdditionalInputB"), want = Get(c, "Output");
    EXPECT_EQ(c.out_bytes, want.size()) << where;
    ScriptedSource src;
    if (c.pr) {
      src.queue.push_back(Get(c, "EntropyPredictionResistanceA"));
      src.queue.push_back(Get(c, "EntropyPredictionResistanceB"));
    }
    mcu_entropy_source source = src.AsSource();
    mcu_ctr_drbg_config config = {0, c.pr ? 1u : 0u, c.use_df ? 0u : 1u, 0};
    mcu_ctr_drbg_ctx drbg;
    ASSERT_EQ(MCU_OK, mcu_ctr_drbg_instantiate_with(&drbg, c.cipher, entropy.data(),
                                                    entropy.size(), P(nonce), nonce.size(),
                                                    P(pers), pers.size(), &source, &config))
        << where;
    if (c.f.count("ReseedEntropy") != 0) {
      const Bytes re = Get(c, "ReseedEntropy"), re_add = Get(c, "ReseedAdditionalInput");
      ASSERT_EQ(MCU_OK, mcu_ctr_drbg_reseed_with(&drbg, re.data(), re.size(), P(re_add),
                                                 re_add.size()))
          << where;
    }
    Bytes out(want.size());
    ASSERT_EQ(MCU_OK, mcu_ctr_drbg_generate(&drbg, out.data(), out.size(), P(add_a), add_a.size()))
        << where;
    ASSERT_EQ(MCU_OK, mcu_ctr_drbg_generate(&drbg, out.data(), out.size(), P(add_b), add_b.size()))
        << where;
    EXPECT_EQ(ToHex(want.data(), want.size()), ToHex(out.data(), out.size())) << where;
    EXPECT_EQ(c.pr ? 2 : 0, src.calls) << where;
    EXPECT_EQ(MCU_OK, mcu_ctr_drbg_uninstantiate(&drbg));
    (c.use_df ? t->df : t->no_df)++;
  }
}

// 3 AES key sizes x 16 or 32 length groups x 15 records, half with the df.
TEST(CtrDrbgCavp, NoReseed) {
  Tally t;
  RunFile("CTR_DRBG_no_reseed.txt", false, &t);
  EXPECT_EQ(720, t.df);
  EXPECT_EQ(720, t.no_df);
}

TEST(CtrDrbgCavp, PredictionResistanceFalse) {
  Tally t;
  RunFile("CTR_DRBG_pr_false.txt", false, &t);
  EXPECT_EQ(720, t.df);
  EXPECT_EQ(720, t.no_df);
}

TEST(CtrDrbgCavp, PredictionResistanceTrue) {
  Tally t;
  RunFile("CTR_DRBG_pr_true.txt", true, &t);
  EXPECT_EQ(720, t.df);
  EXPECT_EQ(720, t.no_df);
}

Bytes Seq(size_t n, uint8_t start) {
  Bytes b(n);
  for (size_t i = 0; i < n; ++i) b[i] = static_cast<uint8_t>(start + i);
  return b;
}

TEST(CtrDrbgTest, SourceInstantiateMatchesInstantiateWith) {
  for (int df = 0; df < 2; ++df) {
    ScriptedSource src;
    const mcu_entropy_source source = src.AsSource();
    mcu_ctr_drbg_config config = {0, 0, df ? 0u : 1u, 0};
    mcu_ctr_drbg_ctx a, b;
    ASSERT_EQ(MCU_OK, mcu_ctr_drbg_instantiate(&a, &mcu_aes256_desc, &source, nullptr, 0,
                                               nullptr, 0, &config));
    // The source gave bytes 0, 1, 2, ...: entropy (32 with the df, then a
    // 16-byte nonce; 48 without).
    const Bytes all = Seq(48, 0);
    if (df) {
      ASSERT_EQ(MCU_OK, mcu_ctr_drbg_instantiate_with(&b, &mcu_aes256_desc, all.data(), 32,
                                                      all.data() + 32, 16, nullptr, 0, nullptr,
                                                      &config));
    } else {
      ASSERT_EQ(MCU_OK, mcu_ctr_drbg_instantiate_with(&b, &mcu_aes256_desc, all.data(), 48,
                                                      nullptr, 0, nullptr, 0, nullptr, &config));
    }
    EXPECT_EQ(1, src.calls);
    uint8_t x[100], y[100];
    ASSERT_EQ(MCU_OK, mcu_ctr_drbg_generate(&a, x, sizeof x, nullptr, 0));
    ASSERT_EQ(MCU_OK, mcu_ctr_drbg_generate(&b, y, sizeof y, nullptr, 0));
    EXPECT_EQ(0, memcmp(x, y, sizeof x));
    EXPECT_EQ(256u, mcu_ctr_drbg_security_strength(&a));
    mcu_ctr_drbg_uninstantiate(&a);
    mcu_ctr_drbg_uninstantiate(&b);
    EXPECT_EQ(0u, mcu_ctr_drbg_security_strength(&a));
  }
}

TEST(CtrDrbgTest, ReseedIntervalAndSourceFailures) {
  ScriptedSource src;
  const mcu_entropy_source source = src.AsSource();
  mcu_ctr_drbg_config config = {0, 0, 0, 2};
  mcu_ctr_drbg_ctx d;
  ASSERT_EQ(MCU_OK, mcu_ctr_drbg_instantiate(&d, &mcu_aes128_desc, &source, nullptr, 0,
                                             nullptr, 0, &config));
  uint8_t out[40];
  EXPECT_EQ(MCU_OK, mcu_ctr_drbg_generate(&d, out, sizeof out, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_ctr_drbg_generate(&d, out, sizeof out, nullptr, 0));
  memset(out, 0x55, sizeof out);
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ctr_drbg_generate(&d, out, sizeof out, nullptr, 0));
  EXPECT_EQ(Bytes(sizeof out, 0), Bytes(out, out + sizeof out));
  src.fail_from_call = src.calls;
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_ctr_drbg_reseed(&d, nullptr, 0));
  src.fail_from_call = -1;
  EXPECT_EQ(MCU_OK, mcu_ctr_drbg_reseed(&d, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_ctr_drbg_generate(&d, out, sizeof out, nullptr, 0));
  mcu_ctr_drbg_uninstantiate(&d);

  // Prediction resistance: a failing source fails generate, state unchanged.
  config = {0, 1, 0, 0};
  ScriptedSource pr;
  const mcu_entropy_source pr_source = pr.AsSource();
  ASSERT_EQ(MCU_OK, mcu_ctr_drbg_instantiate(&d, &mcu_aes128_desc, &pr_source, nullptr, 0,
                                             nullptr, 0, &config));
  mcu_ctr_drbg_ctx copy = d;
  pr.fail_from_call = pr.calls;
  EXPECT_EQ(MCU_ERR_RNG_FAILED, mcu_ctr_drbg_generate(&d, out, sizeof out, nullptr, 0));
  EXPECT_EQ(0, memcmp(&copy, &d, sizeof d));
  EXPECT_EQ(Bytes(sizeof out, 0), Bytes(out, out + sizeof out));
  pr.fail_from_call = -1;
  const int before = pr.calls;
  EXPECT_EQ(MCU_OK, mcu_ctr_drbg_generate(&d, out, sizeof out, nullptr, 0));
  EXPECT_EQ(before + 1, pr.calls);
  mcu_ctr_drbg_uninstantiate(&d);
}

TEST(CtrDrbgTest, BadArguments) {
  const Bytes e = Seq(48, 1);
  mcu_ctr_drbg_ctx d;
  mcu_ctr_drbg_config no_df = {0, 0, 1, 0};
  mcu_ctr_drbg_config pr = {0, 1, 0, 0};
  mcu_ctr_drbg_config strong = {256, 0, 0, 0};
  mcu_ctr_drbg_config interval = {0, 0, 0, (uint64_t{1} << 48) + 1};
  const mcu_block_cipher_desc* aes = &mcu_aes128_desc;
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ctr_drbg_instantiate_with(nullptr, aes, e.data(), 16, e.data(), 8, nullptr, 0,
                                          nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ctr_drbg_instantiate_with(&d, nullptr, e.data(), 16, e.data(), 8, nullptr, 0,
                                          nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 15, e.data(), 8, nullptr, 0, nullptr,
                                          nullptr));  // short entropy
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 16, e.data(), 7, nullptr, 0, nullptr,
                                          nullptr));  // short nonce
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 31, nullptr, 0, nullptr, 0, nullptr,
                                          &no_df));  // no df: exactly seedlen
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT,
            mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 32, nullptr, 0, e.data(), 33,
                                          nullptr, &no_df));  // pers over seedlen
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 16, e.data(), 8, nullptr, 0, nullptr,
                                          &pr));  // prediction resistance needs a source
  EXPECT_EQ(MCU_ERR_UNSUPPORTED,
            mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 32, e.data(), 16, nullptr, 0,
                                          nullptr, &strong));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 16, e.data(), 8, nullptr, 0, nullptr,
                                          &interval));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT,
            mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 16, e.data(), 8, nullptr, 5, nullptr,
                                          nullptr));
  uint8_t out[16];
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ctr_drbg_generate(&d, out, 16, nullptr, 0));  // failed init
  ASSERT_EQ(MCU_OK, mcu_ctr_drbg_instantiate_with(&d, aes, e.data(), 16, e.data(), 8, nullptr,
                                                  0, nullptr, nullptr));
  EXPECT_EQ(MCU_ERR_BAD_STATE, mcu_ctr_drbg_reseed(&d, nullptr, 0));  // no source
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_drbg_generate(&d, out, 0, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_drbg_generate(&d, nullptr, 16, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_drbg_generate(&d, out, 16, nullptr, 3));
  std::vector<uint8_t> big(MCU_CTR_DRBG_MAX_REQUEST_BYTES + 1);
  EXPECT_EQ(MCU_ERR_LENGTH_LIMIT, mcu_ctr_drbg_generate(&d, big.data(), big.size(), nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_ctr_drbg_generate(&d, big.data(), big.size() - 1, nullptr, 0));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_drbg_reseed_with(&d, e.data(), 15, nullptr, 0));
  EXPECT_EQ(MCU_OK, mcu_ctr_drbg_reseed_with(&d, e.data(), 16, e.data(), 48));
  EXPECT_EQ(MCU_ERR_INVALID_ARGUMENT, mcu_ctr_drbg_uninstantiate(nullptr));
}

}  // namespace
