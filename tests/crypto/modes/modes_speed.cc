// Block-cipher mode speed in the board simulator's cycle model, as the
// performance targets measure it: 4 KiB messages, cycles per byte (x100),
// key set-up excluded, for CBC encryption, CBC decryption and CTR over the
// build's AES-128/192/256, 3DES (three-key) and SM4, plus AES-128 over the
// opt-in T-table backend; ECB as the cipher's own speed, for comparison.
// Printed as "<cipher> <mode>=<cycles/byte x100>". Each output is checked against an FNV-1a digest
// computed on the host with pyca/cryptography (message[i] = 31 i + 7,
// key[i] = 7 i + 1, IV / initial counter[i] = 3 i + 5, full-width counter).
#include <stdint.h>
#include <string.h>

#include "mcucrypt/aes.h"
#include "mcucrypt/des.h"
#include "mcucrypt/modes.h"
#include "mcucrypt/sm4.h"
#include "platforms/runtime/board_io.h"
#include "tests/firmware/speed.h"

namespace {

constexpr uint32_t kMessageBytes = 4096;

uint8_t message[kMessageBytes];
uint8_t output[kMessageBytes];

struct Row {
  const char *name;
  const mcu_block_cipher_desc *cipher;
  uint32_t cbc_enc, cbc_dec, ctr, ecb;  // FNV-1a of the outputs
};

const Row kRows[] = {
    {"aes-128", &mcu_aes128_desc, 0x82c4527du, 0x865c8801u, 0x75161f10u, 0x4c2ac785u},
    {"aes-192", &mcu_aes192_desc, 0x8b6d0a60u, 0x7ee57b99u, 0x5791b8a5u, 0xf82f8785u},
    {"aes-256", &mcu_aes256_desc, 0xa027ec3cu, 0x06fe8361u, 0x52c78db5u, 0x8ac2c005u},
    {"aes128tab", &mcu_aes128_table_desc, 0x82c4527du, 0x865c8801u, 0x75161f10u, 0x4c2ac785u},
    {"3des", &mcu_des_ede3_desc, 0x6b99d490u, 0x7ffea229u, 0xcd1a1547u, 0xa8c8baa5u},
    {"sm4", &mcu_sm4_desc, 0x4580e5e9u, 0x2c8f4c05u, 0xbadb834eu, 0x9e58d5e5u},
};

void Print(const char *cipher, const char *what, uint32_t value) {
  char label[48];
  size_t n = 0;
  for (const char *p = cipher; *p != '\0' && n < 20; ++p) label[n++] = *p;
  label[n++] = ' ';
  for (const char *p = what; *p != '\0' && n < 40; ++p) label[n++] = *p;
  label[n] = '\0';
  mcu_board_print_u32(label, value);
}

// Runs one mode; false if it failed or its output is wrong.
bool Measure(const Row &row, const mcu_block_key *key, int mode) {
  uint8_t iv[16];
  for (uint32_t i = 0; i < 16; ++i) iv[i] = static_cast<uint8_t>(i * 3u + 5u);
  const uint32_t start = mcu_board_cycles();
  mcu_status st;
  if (mode == 0) {
    st = mcu_cbc_encrypt(key, iv, message, kMessageBytes, output);
  } else if (mode == 1) {
    st = mcu_cbc_decrypt(key, iv, message, kMessageBytes, output);
  } else if (mode == 3) {
    st = mcu_ecb_encrypt(key, message, kMessageBytes, output);
  } else {
    st = mcu_ctr_xor(key, iv, static_cast<unsigned>(8 * row.cipher->block_size), message,
                     kMessageBytes, output);
  }
  const uint32_t cycles = mcu_board_cycles() - start;
  const uint32_t want = mode == 0   ? row.cbc_enc
                        : mode == 1 ? row.cbc_dec
                        : mode == 2 ? row.ctr
                                    : row.ecb;
  static const char *const kNames[] = {"cbc-enc", "cbc-dec", "ctr", "ecb (cipher)"};
  if (st != MCU_OK || fw_fnv1a(output, kMessageBytes) != want) {
    Print(row.name, kNames[mode], 0);
    mcu_board_print("WRONG OUTPUT\n");
    return false;
  }
  Print(row.name, kNames[mode], fw_per_byte_x100(cycles, kMessageBytes));
  return true;
}

}  // namespace

extern "C" int main(void) {
  for (uint32_t i = 0; i < kMessageBytes; ++i) message[i] = static_cast<uint8_t>(i * 31u + 7u);
  uint8_t raw_key[32];
  for (uint32_t i = 0; i < 32; ++i) raw_key[i] = static_cast<uint8_t>(i * 7u + 1u);
  bool ok = true;
  for (const Row &row : kRows) {
    mcu_block_key key;
    if (mcu_block_key_init(&key, row.cipher, raw_key, row.cipher->key_size) != MCU_OK) {
      mcu_board_print("key set-up failed\n");
      return 1;
    }
    for (int mode = 0; mode < 4; ++mode) ok = Measure(row, &key, mode) && ok;
    mcu_block_key_wipe(&key);
  }
  return ok ? 0 : 1;
}
