/* NXP K66 (FRDM-K66F) crypto peripherals, driven through their registers.
 *
 * Every address, command code and sequence below is written from the
 * register facts in /work/shared/docs/accelerators.md (§1 MMCAU, §2 RNGA),
 * not from the simulator's models, so a wrong constant in a model cannot be
 * hidden by sharing it. Each check prints one line, "<name>: ok"; the first
 * mismatch prints the expected and actual values and exits with code 1.
 *
 * Checks:
 *   MMCAU  AES-128 key expansion (AESS on CAA), FIPS-197 C.1 block encrypt
 *          and decrypt; DES encrypt and decrypt of a known vector; DESK+CP
 *          on a good and a bad-parity key (CASR.DPE); SHA-1 and SHA-256 of
 *          "abc" and of the 56-byte two-block FIPS 180 message, the SHA-256
 *          schedule for rounds 16-63 computed by HF2U/HF2V; CASR's reset
 *          value (VER = 2); ILL sets CASR.IC, in slot 1 or slot 3 of a direct
 *          word, and is not issued without its slot's valid bit.
 *   RNGA   CR.GO, words read after polling SR.OREG_LVL; reading OR while it
 *          is empty sets SR.ORU, SR.LRS and SR.ERRI; CR.CLRI clears ERRI.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "platforms/runtime/board_io.h"
#include "platforms/board_regs.h"

/* ------------------------------------------------------------------------ */
/* Console checks                                                            */

static void print_hex_bytes(const char *label, const uint8_t *bytes, size_t length) {
  static const char kDigits[] = "0123456789abcdef";
  char text[2];
  mcu_board_print(label);
  for (size_t i = 0; i < length; ++i) {
    text[0] = kDigits[bytes[i] >> 4];
    text[1] = kDigits[bytes[i] & 0xF];
    mcu_board_write(text, 2);
  }
  mcu_board_print("\n");
}

static void print_decimal(uint32_t value) {
  char text[10];
  size_t n = sizeof(text);
  do {
    text[--n] = (char)('0' + value % 10);
    value /= 10;
  } while (value != 0);
  mcu_board_write(&text[n], sizeof(text) - n);
}

static void pass(const char *name) {
  mcu_board_print(name);
  mcu_board_print(": ok\n");
}

static void fail_header(const char *name) {
  mcu_board_print(name);
  mcu_board_print(": FAILED\n");
}

static void check_bytes(const char *name, const uint8_t *expected, const uint8_t *actual,
                        size_t length) {
  if (memcmp(expected, actual, length) == 0) {
    pass(name);
    return;
  }
  fail_header(name);
  print_hex_bytes("  expected ", expected, length);
  print_hex_bytes("  actual   ", actual, length);
  mcu_board_exit(1);
}

/* The value of `actual` under `mask` must equal `expected`. */
static void check_field(const char *name, uint32_t mask, uint32_t expected, uint32_t actual) {
  if ((actual & mask) == expected) {
    pass(name);
    return;
  }
  fail_header(name);
  mcu_board_print_hex("  mask", mask);
  mcu_board_print_hex("  expected", expected);
  mcu_board_print_hex("  actual", actual);
  mcu_board_exit(1);
}

/* ------------------------------------------------------------------------ */
/* Byte order: the CA registers hold big-endian words (§1.5).                */

static uint32_t load_be32(const uint8_t *p) {
  return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static void store_be32(uint32_t word, uint8_t *p) {
  p[0] = (uint8_t)(word >> 24);
  p[1] = (uint8_t)(word >> 16);
  p[2] = (uint8_t)(word >> 8);
  p[3] = (uint8_t)word;
}

static uint32_t rotl32(uint32_t x, unsigned n) { return (x << n) | (x >> (32u - n)); }

/* ------------------------------------------------------------------------ */
/* MMCAU registers (§1.2-§1.4)                                               */

#define CAU_BASE MCU_BOARD_MMCAU_BASE
#define CAU_INDIRECT_BASE (MCU_BOARD_MMCAU_BASE + 0x800u)

/* 9-bit commands: opcode in bits 8:4, register or function in bits 3:0. */
enum {
  CAU_CNOP = 0x000, CAU_LDR = 0x010, CAU_STR = 0x020, CAU_ADR = 0x030, CAU_ADRA = 0x050,
  CAU_MVAR = 0x090, CAU_AESS = 0x0A0, CAU_AESIS = 0x0B0, CAU_AESC = 0x0C0, CAU_AESIC = 0x0D0,
  CAU_AESR = 0x0E0, CAU_AESIR = 0x0F0, CAU_DESR = 0x100, CAU_DESK = 0x110, CAU_HASH = 0x120,
  CAU_SHS = 0x130, CAU_SHS2 = 0x150, CAU_ILL = 0x1F0,
};
/* Register numbers: CASR = 0, CAA = 1, CA0..CA8 = 2..10. */
enum { CASR = 0, CAA = 1, CA0 = 2, CA1, CA2, CA3, CA4, CA5, CA6, CA7, CA8 };
/* DESR / DESK flags. */
enum { DES_IP = 8, DES_FP = 4, DES_KSL1 = 0, DES_KSL2 = 1, DES_KSR1 = 2, DES_KSR2 = 3 };
enum { DESK_DC = 1, DESK_CP = 2 };
/* HASH functions. */
enum { HFP = 2, HFC = 4, HFM = 5, HF2C = 6, HF2M = 7, HF2S = 8, HF2T = 9, HF2U = 10, HF2V = 11 };
/* CASR fields. */
#define CASR_IC (1u << 0)
#define CASR_DPE (1u << 1)
#define CASR_VER_K66 0x20000000u

/* Direct words: slot 1 at bits 30:22 (valid bit 31), slot 2 at 19:11 (bit
 * 20), slot 3 at 8:0 (bit 9). */
#define CAU_1(c1) (0x80000000u | ((uint32_t)(c1) << 22))
#define CAU_2(c1, c2) (0x80100000u | ((uint32_t)(c1) << 22) | ((uint32_t)(c2) << 11))
#define CAU_3(c1, c2, c3) \
  (0x80100200u | ((uint32_t)(c1) << 22) | ((uint32_t)(c2) << 11) | (uint32_t)(c3))

static inline volatile uint32_t *cau_direct_reg(unsigned n) {
  return (volatile uint32_t *)(CAU_BASE + 4u * n);
}

/* The indirect space: 0xE0081800 + ((command + register) << 2). */
static inline volatile uint32_t *cau_indirect(uint32_t command_plus_register) {
  return (volatile uint32_t *)(CAU_INDIRECT_BASE + (command_plus_register << 2));
}

static inline void cau_direct(unsigned n, uint32_t word) { *cau_direct_reg(n) = word; }
static inline void cau_ldr(uint32_t reg, uint32_t value) { *cau_indirect(CAU_LDR + reg) = value; }
static inline void cau_adr(uint32_t reg, uint32_t value) { *cau_indirect(CAU_ADR + reg) = value; }
static inline uint32_t cau_str(uint32_t reg) { return *cau_indirect(CAU_STR + reg); }

/* ------------------------------------------------------------------------ */
/* MMCAU AES-128                                                             */

#define AES128_ROUNDS 10
#define AES128_SCHEDULE_WORDS (4 * (AES128_ROUNDS + 1))

/* SubWord(x) on the CAU: load CAA, AESS+CAA, read CAA back. */
static uint32_t cau_sub_word(uint32_t x) {
  cau_ldr(CAA, x);
  cau_direct(0, CAU_1(CAU_AESS + CAA));
  return cau_str(CAA);
}

static void cau_aes128_set_key(const uint8_t key[16], uint32_t w[AES128_SCHEDULE_WORDS]) {
  uint32_t rcon = 0x01000000u;
  for (unsigned i = 0; i < 4; ++i) w[i] = load_be32(key + 4 * i);
  for (unsigned i = 4; i < AES128_SCHEDULE_WORDS; ++i) {
    uint32_t temp = w[i - 1];
    if (i % 4 == 0) {
      temp = cau_sub_word(rotl32(temp, 8)) ^ rcon;
      /* xtime on the top byte: 01, 02, 04, ... 80, 1b, 36 */
      rcon = (rcon & 0x80000000u) ? 0x1B000000u : rcon << 1;
    }
    w[i] = w[i - 4] ^ temp;
  }
}

static void cau_aes_encrypt_block(const uint8_t in[16], const uint32_t *w, unsigned rounds,
                                  uint8_t out[16]) {
  for (unsigned c = 0; c < 4; ++c) cau_ldr(CA0 + c, load_be32(in + 4 * c) ^ w[c]);
  for (unsigned round = 1; round < rounds; ++round) {
    cau_direct(0, CAU_3(CAU_AESS + CA0, CAU_AESS + CA1, CAU_AESS + CA2));
    cau_direct(1, CAU_2(CAU_AESS + CA3, CAU_AESR));
    for (unsigned c = 0; c < 4; ++c) *cau_indirect(CAU_AESC + CA0 + c) = w[4 * round + c];
  }
  cau_direct(0, CAU_3(CAU_AESS + CA0, CAU_AESS + CA1, CAU_AESS + CA2));
  cau_direct(1, CAU_2(CAU_AESS + CA3, CAU_AESR));
  for (unsigned c = 0; c < 4; ++c) store_be32(cau_str(CA0 + c) ^ w[4 * rounds + c], out + 4 * c);
}

static void cau_aes_decrypt_block(const uint8_t in[16], const uint32_t *w, unsigned rounds,
                                  uint8_t out[16]) {
  for (unsigned c = 0; c < 4; ++c) cau_ldr(CA0 + c, load_be32(in + 4 * c) ^ w[4 * rounds + c]);
  for (unsigned round = rounds - 1; round > 0; --round) {
    cau_direct(0, CAU_3(CAU_AESIR, CAU_AESIS + CA3, CAU_AESIS + CA2));
    cau_direct(1, CAU_2(CAU_AESIS + CA1, CAU_AESIS + CA0));
    for (unsigned c = 0; c < 4; ++c) *cau_indirect(CAU_AESIC + CA0 + c) = w[4 * round + c];
  }
  cau_direct(0, CAU_3(CAU_AESIR, CAU_AESIS + CA3, CAU_AESIS + CA2));
  cau_direct(1, CAU_2(CAU_AESIS + CA1, CAU_AESIS + CA0));
  for (unsigned c = 0; c < 4; ++c) store_be32(cau_str(CA0 + c) ^ w[c], out + 4 * c);
}

static void test_aes128(void) {
  /* FIPS-197 Appendix C.1 */
  static const uint8_t kKey[16] = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
                                   0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f};
  static const uint8_t kPlain[16] = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
                                     0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff};
  static const uint8_t kCipher[16] = {0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
                                      0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a};
  /* C.1 round[10].k_sch: the last four schedule words. */
  static const uint8_t kLastRoundKey[16] = {0x13, 0x11, 0x1d, 0x7f, 0xe3, 0x94, 0x4a, 0x17,
                                            0xf3, 0x07, 0xa7, 0x8b, 0x4d, 0x2b, 0x30, 0xc5};
  uint32_t w[AES128_SCHEDULE_WORDS];
  uint8_t bytes[16];

  cau_aes128_set_key(kKey, w);
  for (unsigned c = 0; c < 4; ++c) store_be32(w[40 + c], bytes + 4 * c);
  check_bytes("mmcau aes128 key expansion", kLastRoundKey, bytes, 16);

  const uint32_t start = mcu_board_cycles();
  cau_aes_encrypt_block(kPlain, w, AES128_ROUNDS, bytes);
  const uint32_t elapsed = mcu_board_cycles() - start;
  check_bytes("mmcau aes128 encrypt", kCipher, bytes, 16);
  mcu_board_print("mmcau aes128 encrypt cycles: ");
  print_decimal(elapsed);
  mcu_board_print("\n");

  cau_aes_decrypt_block(kCipher, w, AES128_ROUNDS, bytes);
  check_bytes("mmcau aes128 decrypt", kPlain, bytes, 16);
}

/* ------------------------------------------------------------------------ */
/* MMCAU DES                                                                 */

static void cau_des_load(const uint8_t key[8], const uint8_t in[8]) {
  cau_ldr(CA0, load_be32(key));
  cau_ldr(CA1, load_be32(key + 4));
  cau_ldr(CA2, load_be32(in));
  cau_ldr(CA3, load_be32(in + 4));
}

/* 16 rounds in six direct words; encryption shifts the key left (KSL1 after
 * rounds 1, 8, 15 and 16, KSL2 otherwise), decryption right with DESK+DC. */
static void cau_des_block(const uint8_t key[8], const uint8_t in[8], int encrypt,
                          uint8_t out[8]) {
  const uint32_t desk = encrypt ? CAU_DESK : CAU_DESK + DESK_DC;
  const uint32_t one = CAU_DESR + (encrypt ? DES_KSL1 : DES_KSR1);
  const uint32_t two = CAU_DESR + (encrypt ? DES_KSL2 : DES_KSR2);
  cau_des_load(key, in);
  cau_direct(0, CAU_3(desk, one + DES_IP, two));
  cau_direct(1, CAU_3(two, two, two));
  cau_direct(2, CAU_3(two, two, one));
  cau_direct(3, CAU_3(two, two, two));
  cau_direct(4, CAU_3(two, two, two));
  cau_direct(5, CAU_2(one, CAU_DESR + DES_FP));
  store_be32(cau_str(CA2), out);
  store_be32(cau_str(CA3), out + 4);
}

/* DESK+CP on the key in CA0:CA1; returns CASR. */
static uint32_t cau_des_check_parity(const uint8_t key[8]) {
  cau_ldr(CA0, load_be32(key));
  cau_ldr(CA1, load_be32(key + 4));
  cau_direct(0, CAU_1(CAU_DESK + DESK_CP));
  return cau_str(CASR);
}

static void test_des(void) {
  static const uint8_t kKey[8] = {0x13, 0x34, 0x57, 0x79, 0x9b, 0xbc, 0xdf, 0xf1};
  static const uint8_t kPlain[8] = {0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef};
  static const uint8_t kCipher[8] = {0x85, 0xe8, 0x13, 0x54, 0x0f, 0x0a, 0xb4, 0x05};
  /* kKey with the low (parity) bit of its first byte flipped: 0x12 has an
   * even number of ones. */
  static const uint8_t kBadParityKey[8] = {0x12, 0x34, 0x57, 0x79, 0x9b, 0xbc, 0xdf, 0xf1};
  uint8_t bytes[8];

  cau_des_block(kKey, kPlain, 1, bytes);
  check_bytes("mmcau des encrypt", kCipher, bytes, 8);
  cau_des_block(kKey, kCipher, 0, bytes);
  check_bytes("mmcau des decrypt", kPlain, bytes, 8);

  cau_ldr(CASR, 0); /* start from IC = DPE = 0 */
  check_field("mmcau des parity good key: casr.dpe clear", CASR_DPE | CASR_IC, 0,
              cau_des_check_parity(kKey));
  check_field("mmcau des parity bad key: casr.dpe set", CASR_DPE | CASR_IC, CASR_DPE,
              cau_des_check_parity(kBadParityKey));
}

/* ------------------------------------------------------------------------ */
/* MMCAU SHA-1 and SHA-256                                                   */

typedef void (*block_function)(const uint8_t block[64], uint32_t *state);

/* Merkle-Damgard padding (0x80, zeros, 64-bit big-endian bit length), every
 * 64-byte block through `compress`. */
static void hash_message(const uint8_t *message, size_t length, block_function compress,
                         uint32_t *state) {
  uint8_t tail[128];
  size_t at = 0;
  for (; length - at >= 64; at += 64) compress(message + at, state);
  const size_t rest = length - at;
  memset(tail, 0, sizeof(tail));
  memcpy(tail, message + at, rest);
  tail[rest] = 0x80;
  const size_t tail_length = rest < 56 ? 64 : 128;
  const uint64_t bits = (uint64_t)length * 8u;
  for (unsigned i = 0; i < 8; ++i) tail[tail_length - 1 - i] = (uint8_t)(bits >> (8 * i));
  for (size_t b = 0; b < tail_length; b += 64) compress(tail + b, state);
}

static void state_to_bytes(const uint32_t *state, unsigned words, uint8_t *out) {
  for (unsigned i = 0; i < words; ++i) store_be32(state[i], out + 4 * i);
}

/* SHA-1: a..e in CA0..CA4, CAA = ROTL(a, 5); per round f(b, c, d) and e are
 * added on the CAU, software adds K + W, SHS rotates the registers. */
static void cau_sha1_block(const uint8_t block[64], uint32_t *state) {
  static const uint32_t kK[4] = {0x5a827999u, 0x6ed9eba1u, 0x8f1bbcdcu, 0xca62c1d6u};
  static const uint32_t kF[4] = {HFC, HFP, HFM, HFP};
  uint32_t w[80];
  for (unsigned t = 0; t < 16; ++t) w[t] = load_be32(block + 4 * t);
  for (unsigned t = 16; t < 80; ++t) w[t] = rotl32(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);

  for (unsigned i = 0; i < 5; ++i) cau_ldr(CA0 + i, state[i]);
  cau_ldr(CAA, rotl32(state[0], 5));
  for (unsigned t = 0; t < 80; ++t) {
    cau_direct(0, CAU_2(CAU_HASH + kF[t / 20], CAU_ADRA + CA4));
    cau_adr(CAA, kK[t / 20] + w[t]);
    cau_direct(0, CAU_1(CAU_SHS));
  }
  for (unsigned i = 0; i < 5; ++i) state[i] += cau_str(CA0 + i);
}

/* FIPS 180-4 §4.2.2 */
static const uint32_t kSha256K[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u, 0x923f82a4u,
    0xab1c5ed5u, 0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u, 0x72be5d74u, 0x80deb1feu,
    0x9bdc06a7u, 0xc19bf174u, 0xe49b69c1u, 0xefbe4786u, 0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu,
    0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau, 0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u,
    0xc6e00bf3u, 0xd5a79147u, 0x06ca6351u, 0x14292967u, 0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu,
    0x53380d13u, 0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u, 0xa2bfe8a1u, 0xa81a664bu,
    0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u, 0x19a4c116u,
    0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au, 0x5b9cca4fu, 0x682e6ff3u,
    0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u, 0x90befffau, 0xa4506cebu, 0xbef9a3f7u,
    0xc67178f2u,
};

/* One SHA-256 round with w_i in CAA: CAA += h + Sigma1(e) + Ch(e,f,g) + K_i
 * = T1; CA8 = T1; CAA += Sigma0(a) + Maj(a,b,c); SHS2 shifts a..h. */
static void cau_sha256_round(uint32_t k) {
  cau_direct(0, CAU_3(CAU_ADRA + CA7, CAU_HASH + HF2T, CAU_HASH + HF2C));
  cau_adr(CAA, k);
  cau_direct(0, CAU_3(CAU_MVAR + CA8, CAU_HASH + HF2S, CAU_HASH + HF2M));
  cau_direct(0, CAU_1(CAU_SHS2));
}

static void cau_sha256_block(const uint8_t block[64], uint32_t *state) {
  uint32_t w[64];
  for (unsigned i = 0; i < 8; ++i) cau_ldr(CA0 + i, state[i]);
  for (unsigned i = 0; i < 16; ++i) {
    w[i] = load_be32(block + 4 * i);
    cau_ldr(CAA, w[i]);
    cau_sha256_round(kSha256K[i]);
  }
  /* w_i = sigma1(w[i-2]) + w[i-7] + sigma0(w[i-15]) + w[i-16], on the CAU */
  for (unsigned i = 16; i < 64; ++i) {
    cau_ldr(CAA, w[i - 16]);
    cau_ldr(CA8, w[i - 15]);
    cau_direct(0, CAU_1(CAU_HASH + HF2U));
    cau_adr(CAA, w[i - 7]);
    cau_ldr(CA8, w[i - 2]);
    cau_direct(0, CAU_1(CAU_HASH + HF2V));
    w[i] = cau_str(CAA);
    cau_sha256_round(kSha256K[i]);
  }
  for (unsigned i = 0; i < 8; ++i) state[i] += cau_str(CA0 + i);
}

static void test_hashes(void) {
  static const uint8_t kAbc[3] = {'a', 'b', 'c'};
  static const char kTwoBlock[] = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
  static const uint8_t kSha1Abc[20] = {0xa9, 0x99, 0x3e, 0x36, 0x47, 0x06, 0x81, 0x6a, 0xba, 0x3e,
                                       0x25, 0x71, 0x78, 0x50, 0xc2, 0x6c, 0x9c, 0xd0, 0xd8, 0x9d};
  static const uint8_t kSha1TwoBlock[20] = {0x84, 0x98, 0x3e, 0x44, 0x1c, 0x3b, 0xd2,
                                            0x6e, 0xba, 0xae, 0x4a, 0xa1, 0xf9, 0x51,
                                            0x29, 0xe5, 0xe5, 0x46, 0x70, 0xf1};
  static const uint8_t kSha256Abc[32] = {
      0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40, 0xde, 0x5d, 0xae, 0x22, 0x23,
      0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17, 0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad};
  static const uint8_t kSha256TwoBlock[32] = {
      0x24, 0x8d, 0x6a, 0x61, 0xd2, 0x06, 0x38, 0xb8, 0xe5, 0xc0, 0x26, 0x93, 0x0c, 0x3e, 0x60, 0x39,
      0xa3, 0x3c, 0xe4, 0x59, 0x64, 0xff, 0x21, 0x67, 0xf6, 0xec, 0xed, 0xd4, 0x19, 0xdb, 0x06, 0xc1};
  static const uint32_t kSha1Iv[5] = {0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u,
                                      0xc3d2e1f0u};
  static const uint32_t kSha256Iv[8] = {0x6a09e667u, 0xbb67ae85u, 0x3c6ef372u, 0xa54ff53au,
                                        0x510e527fu, 0x9b05688cu, 0x1f83d9abu, 0x5be0cd19u};
  uint32_t state[8];
  uint8_t digest[32];

  memcpy(state, kSha1Iv, sizeof(kSha1Iv));
  hash_message(kAbc, sizeof(kAbc), cau_sha1_block, state);
  state_to_bytes(state, 5, digest);
  check_bytes("mmcau sha1 abc", kSha1Abc, digest, 20);

  memcpy(state, kSha1Iv, sizeof(kSha1Iv));
  hash_message((const uint8_t *)kTwoBlock, sizeof(kTwoBlock) - 1, cau_sha1_block, state);
  state_to_bytes(state, 5, digest);
  check_bytes("mmcau sha1 two blocks", kSha1TwoBlock, digest, 20);

  memcpy(state, kSha256Iv, sizeof(kSha256Iv));
  hash_message(kAbc, sizeof(kAbc), cau_sha256_block, state);
  state_to_bytes(state, 8, digest);
  check_bytes("mmcau sha256 abc", kSha256Abc, digest, 32);

  memcpy(state, kSha256Iv, sizeof(kSha256Iv));
  hash_message((const uint8_t *)kTwoBlock, sizeof(kTwoBlock) - 1, cau_sha256_block, state);
  state_to_bytes(state, 8, digest);
  check_bytes("mmcau sha256 two blocks", kSha256TwoBlock, digest, 32);
}

/* ------------------------------------------------------------------------ */
/* MMCAU status: version and illegal commands                                */

/* CASR at reset: VER = 2 (K66), IC = DPE = 0 (§1.2: reset value 0x20000000).
 * Runs first, before anything writes CASR. */
static void test_cau_reset(void) {
  check_field("mmcau casr reset value", 0xFFFFFFFFu, CASR_VER_K66, cau_str(CASR));
}

static void test_cau_status(void) {
  cau_ldr(CASR, 0);
  check_field("mmcau casr cleared by ldr", CASR_IC | CASR_DPE, 0, cau_str(CASR));

  /* ILL alone in slot 1. */
  cau_direct(0, CAU_1(CAU_ILL));
  check_field("mmcau ill: casr.ic set", CASR_IC, CASR_IC, cau_str(CASR));

  /* ILL in slot 3 behind two CNOPs: the third command of a word runs too. */
  cau_ldr(CASR, 0);
  cau_direct(0, CAU_3(CAU_CNOP, CAU_CNOP, CAU_ILL));
  check_field("mmcau ill in slot 3: casr.ic set", CASR_IC, CASR_IC, cau_str(CASR));

  /* [inferred, §1.3] bit 9 is slot 3's valid bit: ILL's code in bits 8:0
   * without bit 9 (and without bit 20) is not issued. */
  cau_ldr(CASR, 0);
  cau_direct(0, CAU_1(CAU_CNOP) | CAU_ILL);
  check_field("mmcau ill without valid bit: casr.ic clear", CASR_IC, 0, cau_str(CASR));
  cau_ldr(CASR, 0);
}

/* ------------------------------------------------------------------------ */
/* RNGA (§2)                                                                 */

#define RNG_BASE MCU_BOARD_RNGA_BASE
#define RNG_CR (*(volatile uint32_t *)(RNG_BASE + 0x0u))
#define RNG_SR (*(volatile uint32_t *)(RNG_BASE + 0x4u))
#define RNG_OR (*(volatile uint32_t *)(RNG_BASE + 0xCu))

#define RNG_CR_GO (1u << 0)
#define RNG_CR_CLRI (1u << 3)
#define RNG_SR_LRS (1u << 1)
#define RNG_SR_ORU (1u << 2)
#define RNG_SR_ERRI (1u << 3)
#define RNG_SR_OREG_LVL_MASK (0xFFu << 8)
#define RNG_SR_OREG_SIZE_MASK (0xFFu << 16)

#define RNG_WORDS 8
#define RNG_POLL_LIMIT 100000u

/* Polls SR.OREG_LVL until a word is there; returns the last SR value (level
 * 0 on timeout). */
static uint32_t rnga_wait_word(void) {
  uint32_t sr = 0;
  for (uint32_t i = 0; i < RNG_POLL_LIMIT; ++i) {
    sr = RNG_SR;
    if (sr & RNG_SR_OREG_LVL_MASK) break;
  }
  return sr;
}

static void test_rnga(void) {
  /* SIM_SCGC3 bit 0 (0x40048030): the RNGA clock gate, set first as the
   * real driver does (§2); the simulator keeps it as written. */
  *(volatile uint32_t *)0x40048030u |= 1u;
  check_field("sim scgc3.rnga set", 1u, 1u, *(volatile uint32_t *)0x40048030u);
  RNG_CR = 0;
  check_field("rnga sr.oreg_size 1", RNG_SR_OREG_SIZE_MASK, 1u << 16, RNG_SR);
  RNG_CR = RNG_CR_GO;
  check_field("rnga cr.go set", RNG_CR_GO, RNG_CR_GO, RNG_CR);

  uint32_t words[RNG_WORDS];
  for (unsigned i = 0; i < RNG_WORDS; ++i) {
    const uint32_t sr = rnga_wait_word();
    if ((sr & RNG_SR_OREG_LVL_MASK) == 0) {
      fail_header("rnga sr.oreg_lvl");
      mcu_board_print_hex("  word", i);
      mcu_board_print_hex("  sr", sr);
      mcu_board_exit(1);
    }
    words[i] = RNG_OR;
  }
  pass("rnga words after sr.oreg_lvl");
  unsigned distinct = 0;
  for (unsigned i = 1; i < RNG_WORDS; ++i) distinct += words[i] != words[0];
  if (distinct == 0) {
    fail_header("rnga words not all equal");
    mcu_board_print_hex("  every word", words[0]);
    mcu_board_exit(1);
  }
  pass("rnga words not all equal");
  /* Wrong sequence: read OR again right after a read, without polling. OR
   * holds one word (OREG_SIZE = 1), so it is empty then. The register
   * accesses come back to back and are checked afterwards, so the console
   * output takes no time in between in which a new word could arrive. */
  (void)rnga_wait_word();
  (void)RNG_OR;
  const uint32_t sr_after_good_read = RNG_SR;
  (void)RNG_OR;
  const uint32_t sr_after_empty_read = RNG_SR; /* ORU: underflows since the last SR read */
  check_field("rnga good read: sr.lrs/oru/erri clear", RNG_SR_LRS | RNG_SR_ORU | RNG_SR_ERRI, 0,
              sr_after_good_read);
  check_field("rnga or empty after read", RNG_SR_OREG_LVL_MASK, 0, sr_after_good_read);
  check_field("rnga empty read: sr.oru/lrs/erri set", RNG_SR_LRS | RNG_SR_ORU | RNG_SR_ERRI,
              RNG_SR_LRS | RNG_SR_ORU | RNG_SR_ERRI, sr_after_empty_read);

  RNG_CR = RNG_CR_GO | RNG_CR_CLRI;
  check_field("rnga cr.clri clears sr.erri", RNG_SR_ERRI, 0, RNG_SR);
  check_field("rnga cr.clri reads 0", RNG_CR_CLRI | RNG_CR_GO, RNG_CR_GO, RNG_CR);

  /* Generation goes on after the error: the next polled read is good. */
  if ((rnga_wait_word() & RNG_SR_OREG_LVL_MASK) == 0) {
    fail_header("rnga word after error");
    mcu_board_exit(1);
  }
  (void)RNG_OR;
  check_field("rnga word after error: sr.lrs clear", RNG_SR_LRS | RNG_SR_ERRI, 0, RNG_SR);
  RNG_CR = 0;
}

int main(void) {
  test_cau_reset();
  test_aes128();
  test_des();
  test_hashes();
  test_cau_status();
  test_rnga();
  mcu_board_print("k66 peripherals: all checks passed\n");
  return 0;
}
