// DES and 3DES in the PIC32MZ W1 Crypto Engine (drivers/pic32mzw1/
// des_pic32mz_ce.cc), in the board simulator's engine model: a DES known
// answer; ECB, CBC (in the engine) and CTR (over its ECB) of several passes,
// unaligned and in place, against the software DES; the lock; a fault.
#include <gtest/gtest.h>
#include <string.h>

#include <vector>

#include "drivers/pic32mzw1/pic32mz_ce.h"
#include "mcucrypt/des.h"
#include "mcucrypt/modes.h"
#include "tests/drivers/pic32mzw1/fault.h"
#include "tests/drivers/pic32mzw1/hooks.h"
#include "tests/support/hex.h"

namespace {

struct Key {
  Key(const mcu_block_cipher_desc *d, const std::vector<uint8_t> &key) {
    EXPECT_EQ(MCU_OK, mcu_block_key_init(&k, d, key.data(), key.size()));
  }
  ~Key() { mcu_block_key_wipe(&k); }
  mcu_block_key k;
};

// The classic DES example (key 0123456789abcdef, "Now is t").
TEST(DesPic32mzCe, KnownAnswer) {
  Key key(&mcu_des_pic32mz_ce, FromHex("0123456789abcdef"));
  const std::vector<uint8_t> pt = FromHex("4e6f772069732074");
  uint8_t out[8], back[8];
  ASSERT_EQ(MCU_OK, mcu_block_encrypt(&key.k, pt.data(), out));
  EXPECT_EQ(FromHex("3fa40e8a984d4815"), std::vector<uint8_t>(out, out + 8));
  ASSERT_EQ(MCU_OK, mcu_block_decrypt(&key.k, out, back));
  EXPECT_EQ(pt, std::vector<uint8_t>(back, back + 8));
}

TEST(DesPic32mzCe, ManyPassesMatchSoftware) {
  const std::vector<uint8_t> k = FromHex("0123456789abcdef23456789abcdef01456789abcdef0123");
  const struct {
    const mcu_block_cipher_desc *engine, *soft;
  } ciphers[] = {{&mcu_des_pic32mz_ce, &mcu_des_ct_bitsliced_desc},
                 {&mcu_des_ede_pic32mz_ce, &mcu_des_ede_ct_bitsliced_desc},
                 {&mcu_des_ede3_pic32mz_ce, &mcu_des_ede3_ct_bitsliced_desc}};
  const size_t len = 600;  // two passes
  std::vector<uint8_t> in(len + 1);
  for (size_t i = 0; i < in.size(); ++i) in[i] = static_cast<uint8_t>(i * 5 + 3);
  for (const auto &c : ciphers) {
    SCOPED_TRACE(c.engine->name);
    const std::vector<uint8_t> key_bytes(k.begin(), k.begin() + c.engine->key_size);
    Key engine(c.engine, key_bytes), soft(c.soft, key_bytes);
    std::vector<uint8_t> hw(in.begin() + 1, in.end()), sw(len);
    ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&engine.k, hw.data(), len, hw.data()));  // in place
    ASSERT_EQ(MCU_OK, mcu_ecb_encrypt(&soft.k, in.data() + 1, len, sw.data()));
    EXPECT_EQ(sw, hw);
    for (int encrypt = 0; encrypt < 2; ++encrypt) {
      uint8_t iv_hw[8] = {9, 8, 7, 6, 5, 4, 3, 2}, iv_sw[8];
      memcpy(iv_sw, iv_hw, 8);
      auto cbc = encrypt ? mcu_cbc_encrypt : mcu_cbc_decrypt;
      ASSERT_EQ(MCU_OK, cbc(&engine.k, iv_hw, in.data() + 1, len, hw.data()));
      ASSERT_EQ(MCU_OK, cbc(&soft.k, iv_sw, in.data() + 1, len, sw.data()));
      EXPECT_EQ(sw, hw);
      EXPECT_EQ(0, memcmp(iv_sw, iv_hw, 8));
    }
    uint8_t c_hw[8] = {0, 0, 0, 0, 0xff, 0xff, 0xff, 0xf0}, c_sw[8];
    memcpy(c_sw, c_hw, 8);
    ASSERT_EQ(MCU_OK, mcu_ctr_xor(&engine.k, c_hw, 64, in.data() + 1, 100, hw.data()));
    ASSERT_EQ(MCU_OK, mcu_ctr_xor(&soft.k, c_sw, 64, in.data() + 1, 100, sw.data()));
    EXPECT_EQ(std::vector<uint8_t>(sw.begin(), sw.begin() + 100),
              std::vector<uint8_t>(hw.begin(), hw.begin() + 100));
  }
}

TEST(DesPic32mzCe, LockAndFault) {
  Key key(&mcu_des_ede3_pic32mz_ce, FromHex("0123456789abcdef23456789abcdef01456789abcdef0123"));
  uint8_t buf[16] = {0}, iv[8] = {0};
  CountingHooks hooks;
  ASSERT_EQ(MCU_OK, mcu_cbc_encrypt(&key.k, iv, buf, 16, buf));
  EXPECT_EQ(1, hooks.locks[MCU_RESOURCE_CIPHER]);
  EXPECT_EQ(1, hooks.unlocks[MCU_RESOURCE_CIPHER]);
  ASSERT_TRUE(ArmFault("pic32mzw1_crypto", "error"));
  EXPECT_EQ(MCU_ERR_HARDWARE, mcu_cbc_encrypt(&key.k, iv, buf, 16, buf));
  ASSERT_TRUE(ArmFault("pic32mzw1_crypto", "none"));
  EXPECT_EQ(0, hooks.held);
}

}  // namespace
