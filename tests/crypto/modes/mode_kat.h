// One known answer through every entry point of a mode: one-shot out of
// place and in place, both directions, and the streaming context with
// random pieces (in place and not). Returns false (with failures added) if
// anything disagrees.
#ifndef MCUCRYPT_TESTS_CRYPTO_MODES_MODE_KAT_H_
#define MCUCRYPT_TESTS_CRYPTO_MODES_MODE_KAT_H_

#include "tests/crypto/modes/mode_testing.h"

enum class Mode { kEcb, kCbc, kCtr };

inline bool CheckModeKat(const mcu_block_cipher_desc* cipher, Mode mode, const Bytes& key,
                         const Bytes& iv, const Bytes& pt, const Bytes& ct,
                         const std::string& where) {
  const int failures_before = ::testing::UnitTest::GetInstance()->failed_test_count();
  (void)failures_before;
  bool ok = true;
  mcu_block_key k;
  if (mcu_block_key_init(&k, cipher, key.data(), key.size()) != MCU_OK) {
    ADD_FAILURE() << where << ": key init";
    return false;
  }
  const size_t n = cipher->block_size;
  if (pt.size() != ct.size() || (mode != Mode::kEcb && iv.size() != n)) {
    ADD_FAILURE() << where << ": malformed vector";
    return false;
  }
  for (int dir = 0; dir < 2; ++dir) {
    const Bytes& in = dir == 0 ? pt : ct;
    const Bytes& want = dir == 0 ? ct : pt;
    for (int in_place = 0; in_place < 2; ++in_place) {
      Bytes out(in.size(), 0xEE);
      if (in_place) out = in;
      const uint8_t* src = in_place ? out.data() : P(in);
      Bytes chain = iv;
      mcu_status st = MCU_ERR_UNSUPPORTED;
      switch (mode) {
        case Mode::kEcb:
          st = dir == 0 ? mcu_ecb_encrypt(&k, src, in.size(), P(out))
                        : mcu_ecb_decrypt(&k, src, in.size(), P(out));
          break;
        case Mode::kCbc:
          st = dir == 0 ? mcu_cbc_encrypt(&k, chain.data(), src, in.size(), P(out))
                        : mcu_cbc_decrypt(&k, chain.data(), src, in.size(), P(out));
          break;
        case Mode::kCtr:
          st = mcu_ctr_xor(&k, chain.data(), static_cast<unsigned>(8 * n), src, in.size(),
                           P(out));
          break;
      }
      if (st != MCU_OK || out != want) {
        ADD_FAILURE() << where << (dir == 0 ? " encrypt" : " decrypt")
                      << (in_place ? " in place" : "") << ": " << mcu_status_name(st) << " got "
                      << ToHex(P(out), out.size());
        ok = false;
      }
      if (mode == Mode::kCbc && !ct.empty()) {
        // The IV is now the last ciphertext block.
        if (!std::equal(chain.begin(), chain.end(), ct.end() - static_cast<long>(n))) {
          ADD_FAILURE() << where << ": chaining value is not the last ciphertext block";
          ok = false;
        }
      }
    }
    const mcu_cipher_mode m = mode == Mode::kEcb   ? MCU_MODE_ECB
                              : mode == Mode::kCbc ? MCU_MODE_CBC
                                                   : MCU_MODE_CTR;
    const mcu_cipher_direction d = dir == 0 ? MCU_ENCRYPT : MCU_DECRYPT;
    for (int in_place = 0; in_place < 2; ++in_place) {
      const Bytes got = StreamMode(&k, m, d, mode == Mode::kEcb ? Bytes() : iv, in,
                                   in.size() * 31 + static_cast<uint64_t>(dir * 2 + in_place),
                                   in_place != 0);
      if (got != want) {
        ADD_FAILURE() << where << ": streamed " << (dir == 0 ? "encryption" : "decryption")
                      << (in_place ? " in place" : "") << " got " << ToHex(P(got), got.size());
        ok = false;
      }
    }
  }
  mcu_block_key_wipe(&k);
  return ok;
}

#endif  // MCUCRYPT_TESTS_CRYPTO_MODES_MODE_KAT_H_
