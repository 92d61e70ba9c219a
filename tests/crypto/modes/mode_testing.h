// Shared helpers of the mode tests: vector fields, OpenSSL evp_test blocks,
// and one-shot vs streaming vs in-place runs of a mode over a block key.
#ifndef MCUCRYPT_TESTS_CRYPTO_MODES_MODE_TESTING_H_
#define MCUCRYPT_TESTS_CRYPTO_MODES_MODE_TESTING_H_

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "mcucrypt/modes.h"
#include "tests/support/hex.h"
#include "tests/support/rsp_file.h"
#include "tests/support/test_rng.h"

using Bytes = std::vector<uint8_t>;

inline std::string Lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

inline std::string Trim(const std::string& s) {
  size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a]))) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1]))) --b;
  return s.substr(a, b - a);
}

// A hex field of an .rsp record (upper- or lower-case names as given).
inline Bytes RspBytes(const RspRecord& r, const std::string& name) {
  auto it = r.fields.find(name);
  if (it == r.fields.end()) {
    ADD_FAILURE() << "line " << r.line << ": no field " << name;
    return Bytes();
  }
  Bytes b = FromHex(it->second);
  if (b.empty() && !it->second.empty()) ADD_FAILURE() << "line " << r.line << ": bad hex";
  return b;
}

inline std::vector<RspRecord> ReadRsp(const std::string& path) {
  std::vector<RspRecord> records;
  std::string error;
  if (!ReadRspFile(path, &records, &error)) ADD_FAILURE() << path << ": " << error;
  return records;
}

// OpenSSL evp_test blocks: "Name = value" lines up to a blank line; names
// and the Cipher value compared lower-case; '#' lines ignored.
struct EvpBlock {
  std::map<std::string, std::string> fields;  // lower-case names
  int line = 0;
};

inline std::vector<EvpBlock> ReadEvpFile(const std::string& path) {
  std::vector<EvpBlock> blocks;
  FILE* f = fopen(path.c_str(), "rb");
  if (f == nullptr) {
    ADD_FAILURE() << "cannot open " << path;
    return blocks;
  }
  std::string text;
  char buf[4096];
  size_t got;
  while ((got = fread(buf, 1, sizeof(buf), f)) > 0) text.append(buf, got);
  fclose(f);
  EvpBlock cur;
  int line_no = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    const std::string line = Trim(text.substr(pos, end - pos));
    pos = end + 1;
    ++line_no;
    if (line.empty()) {
      if (!cur.fields.empty()) blocks.push_back(cur);
      cur = EvpBlock();
      if (end == text.size()) break;
      continue;
    }
    if (line[0] == '#') continue;
    const size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    if (cur.fields.empty()) cur.line = line_no;
    cur.fields[Lower(Trim(line.substr(0, eq)))] = Trim(line.substr(eq + 1));
  }
  if (!cur.fields.empty()) blocks.push_back(cur);
  return blocks;
}

inline std::string EvpField(const EvpBlock& b, const std::string& name) {
  auto it = b.fields.find(name);
  return it == b.fields.end() ? std::string() : it->second;
}

inline const uint8_t* P(const Bytes& b) { return b.empty() ? nullptr : b.data(); }
inline uint8_t* P(Bytes& b) { return b.empty() ? nullptr : b.data(); }

// Streams in through a context in random pieces; returns the output
// (update outputs then final), EXPECTing every call to succeed.
inline Bytes StreamMode(const mcu_block_key* key, mcu_cipher_mode mode, mcu_cipher_direction dir,
                        const Bytes& iv, const Bytes& in, uint64_t seed, bool in_place,
                        unsigned counter_bits = 0, mcu_status final_want = MCU_OK) {
  mcu_cipher_ctx ctx;
  mcu_status st = counter_bits != 0
                      ? mcu_cipher_init_ctr(&ctx, key, P(iv), iv.size(), counter_bits)
                      : mcu_cipher_init(&ctx, key, mode, dir, P(iv), iv.size());
  EXPECT_EQ(MCU_OK, st);
  Rng rng(seed);
  const size_t n = key->cipher->block_size;
  Bytes out;
  size_t pos = 0;
  while (pos < in.size()) {
    size_t piece = rng.Below(4) == 0 ? rng.Below(3 * n + 2) : rng.Below(n + 2);
    piece = std::min(piece, in.size() - pos);
    Bytes chunk(in.begin() + static_cast<long>(pos), in.begin() + static_cast<long>(pos + piece));
    Bytes buf(piece + 2 * n, 0xEE);
    if (in_place) std::copy(chunk.begin(), chunk.end(), buf.begin());
    size_t got = 12345;
    st = mcu_cipher_update(&ctx, in_place ? buf.data() : P(chunk), piece, buf.data(),
                           buf.size(), &got);
    EXPECT_EQ(MCU_OK, st) << "piece " << piece << " at " << pos;
    EXPECT_LE(got, piece + n);
    out.insert(out.end(), buf.begin(), buf.begin() + static_cast<long>(got));
    pos += piece;
  }
  Bytes last(n, 0xEE);
  size_t got = 12345;
  st = mcu_cipher_final(&ctx, last.data(), last.size(), &got);
  EXPECT_EQ(final_want, st);
  out.insert(out.end(), last.begin(), last.begin() + static_cast<long>(got));
  return out;
}

#endif  // MCUCRYPT_TESTS_CRYPTO_MODES_MODE_TESTING_H_
