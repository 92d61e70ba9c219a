// The benchmark firmware: measures every row of the board's seed page that
// mcucrypt can do now and sends one nanopb-encoded, length-delimited Record
// per measurement on the record channel (mcusim --records=FILE); the host
// tool (bench/report.py) turns them into the board's pages.
//
// Timing: mcu_board_cycles() (DWT CYCCNT on Cortex-M4, 2 x CP0 Count on
// MIPS), so the same image reports the same way on a real board. Each case:
// an untimed set-up (keys, contexts), one untimed warm-up call, then the
// case's own number of timed calls (kBulkIterations for the bulk rows on a
// kMessageBytes message; a public-key row of 100M+ cycles takes fewer); the cost of reading
// the counter is measured once and taken off each call. The warm-up call
// also measures the operation's stack use: the free stack below the caller
// is painted first, and the deepest word the call changed is its depth.
//
// Adding a row: one line in kCases below (the seed page's table and row
// name, column, operation, bytes per call, timed calls, and the call). A
// case states whether it is a Software or a Hardware figure (the seed
// pages' two columns): a hardware case calls the driver's descriptor
// (bench_hw_<part>.h, the board's HARDWARE_ROWS), a software case the
// core's software technique by name (bench_software.h), so one image, built
// with the board's drivers on, measures both. Rows the host finds no record
// for are printed as "not built yet".
#include <stddef.h>
#include <stdint.h>

#include "bench/bench_sm2.h"
#include "bench/bench_rsa.h"
#include "bench/bench_dsa_dh.h"
#include "bench/records.pb.h"
#include "bench/bench_curve25519.h"
#include "bench/bench_software.h"
#include "mcucrypt/aead_desc.h"
#include "mcucrypt/aes.h"
#include "mcucrypt/ascon.h"
#include "mcucrypt/block_cipher.h"
#include "mcucrypt/ccm.h"
#include "mcucrypt/chacha20_poly1305.h"
#include "mcucrypt/des.h"
#include "mcucrypt/gcm.h"
#include "mcucrypt/md5.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/sha1.h"
#include "mcucrypt/sha256.h"
#include "mcucrypt/sha3.h"
#include "mcucrypt/sha512.h"
#include "mcucrypt/modes.h"
#include "mcucrypt/sm3.h"
#include "mcucrypt/sm4.h"
#include "mcucrypt/status.h"
#include "pb_encode.h"
// Public-key rows, one header per family.
#include "bench/bench_ec.h"
#include "platforms/board_regs.h"
#include "platforms/runtime/board_io.h"
// The board's Hardware rows (HARDWARE_ROWS), one header per accelerator
// part; bench/BUILD.bazel defines the macro naming it, from the board.
#if defined(MCU_BENCH_HW_MMCAU)
#include "bench/bench_hw_mmcau.h"
#elif defined(MCU_BENCH_HW_SAM4C)
#include "bench/bench_hw_sam4c.h"
#elif defined(MCU_BENCH_HW_PIC32MZ_CE)
#include "bench/bench_hw_pic32mz_ce.h"
#else
#define HARDWARE_ROWS
#endif

// The board's name in the records: from its description (board_regs.h).
#define MCU_BENCH_BOARD MCU_BOARD_NAME

namespace {

// The report tests' image (//bench:bench_firmware_quick, MCUCRYPT_BENCH_QUICK)
// measures every bulk row, with one timed call instead of four, but only the
// first public-key row of each table: the full set takes hundreds of
// millions of simulated cycles per board, and the tests check the pipeline,
// not the figures. The pages come from the full image.
#ifdef MCUCRYPT_BENCH_QUICK
constexpr bool kQuick = true;
#else
constexpr bool kQuick = false;
#endif

constexpr uint32_t kMessageBytes = 4096;  // bulk algorithms, as the targets say
constexpr uint32_t kBulkIterations = kQuick ? 1 : 4;  // timed calls per bulk case

uint8_t g_message[kMessageBytes];
uint8_t g_digest[64];
uint8_t g_output[kMessageBytes];      // ciphertext / recovered plaintext
uint8_t g_ciphertext[kMessageBytes];  // a sealed g_message, for decryption rows
uint8_t g_tag[16];
const uint8_t kKey[32] = {0x60, 0x3d, 0xeb, 0x10, 0x15, 0xca, 0x71, 0xbe, 0x2b, 0x73, 0xae,
                          0xf0, 0x85, 0x7d, 0x77, 0x81, 0x1f, 0x35, 0x2c, 0x07, 0x3b, 0x61,
                          0x08, 0xd7, 0x2d, 0x98, 0x10, 0xa3, 0x09, 0x14, 0xdf, 0xf4};
const uint8_t kNonce[24] = {0xca, 0xfe, 0xba, 0xbe, 0xfa, 0xce, 0xdb, 0xad, 0xde, 0xca, 0xf8, 0x88,
                            0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c};

// The stack's floor (the linker script: the end of .bss); the stack grows
// down towards it from the top of RAM.
extern "C" uint32_t __stack_limit[];

constexpr uint32_t kStackPaint = 0xC3A55A3Cu;

uintptr_t StackPointer() {
  uintptr_t sp;
#if defined(__arm__)
  __asm__ volatile("mov %0, sp" : "=r"(sp));
#else
  __asm__ volatile("move %0, $sp" : "=r"(sp));
#endif
  return sp;
}

// Runs call once and sets *bytes to the stack it used below this frame
// (the call's own return address and frame included).
mcu_status CallMeasuringStack(mcu_status (*call)(), uint32_t *bytes) {
  const uintptr_t sp = StackPointer();
  volatile uint32_t *const floor = __stack_limit;
  volatile uint32_t *const top = reinterpret_cast<volatile uint32_t *>((sp - 16) & ~uintptr_t{3});
  for (volatile uint32_t *p = floor; p < top; ++p) *p = kStackPaint;
  const mcu_status status = call();
  volatile uint32_t *deepest = floor;
  while (deepest < top && *deepest == kStackPaint) ++deepest;
  *bytes = static_cast<uint32_t>(sp - reinterpret_cast<uintptr_t>(deepest));
  return status;
}

// One cell of a seed table.
struct Case {
  const char *table;  // the seed page's table: "Hash", "Cipher", "AEAD", ...
  const char *row;    // its row name, exactly as on the seed page
  mcucrypt_bench_Column column;       // SOFTWARE or HARDWARE
  mcucrypt_bench_Operation operation;
  uint32_t bytes_per_call;            // 0 for public-key operations
  uint32_t iterations;                // timed calls, at least 1
  mcu_status (*setup)();              // untimed (keys, contexts); may be null
  mcu_status (*call)();               // one timed call
  // The descriptor the case runs, if it names one (its impl and fallback go
  // into the record): a block cipher or a hash; a public-key row's scalar
  // multiplication (ECDSA, ECDH, SM2, EdDSA, X25519), whose fallback
  // (ec_mul.h has no field for it) the row states; or its modular
  // exponentiation (RSA, DSA, DH); or none.
  const mcu_block_cipher_desc *cipher = nullptr;
  const mcu_hash_desc *hash = nullptr;
  const mcu_ec_mul_desc *mul = nullptr;
  const char *mul_fallback = nullptr;
  const mcu_modexp_desc *modexp = nullptr;
};

using HashFn = mcu_status (*)(const void *, size_t, uint8_t *);

// A whole-message hash of g_message (one-shot API: init, update, final).
template <HashFn kHash>
mcu_status Hash() {
  return kHash(g_message, kMessageBytes, g_digest);
}

#define HASH_ROW(row, fn) \
  {"Hash", row, mcucrypt_bench_Column_SOFTWARE, mcucrypt_bench_Operation_HASH, kMessageBytes, \
   kBulkIterations, nullptr, Hash<fn>, nullptr, nullptr}

// A whole-message hash through a descriptor named by technique (the
// families a driver can take over), as the one-shot API runs it: the
// descriptor's digest if it has one, else init, update, final, and the
// context wiped.
template <const mcu_hash_desc *kHash, typename Ctx>
mcu_status HashThrough() {
  if (kHash->digest != nullptr) return kHash->digest(g_message, kMessageBytes, g_digest);
  Ctx ctx;
  mcu_status st = kHash->init(&ctx);
  if (st == MCU_OK) st = kHash->update(&ctx, g_message, kMessageBytes);
  if (st == MCU_OK) st = kHash->final(&ctx, g_digest);
  mcu_wipe(&ctx, sizeof ctx);
  return st;
}

#define HASH_DESC_ROW(column, row, desc, ctx)                                               \
  {"Hash", row, mcucrypt_bench_Column_##column, mcucrypt_bench_Operation_HASH, kMessageBytes, \
   kBulkIterations, nullptr, HashThrough<&desc, ctx>, nullptr, &desc}

// AEAD rows through the descriptor (mcucrypt/aead_desc.h): the whole
// message sealed or opened with no associated data, the usual nonce and the
// full tag. Opening needs a valid ciphertext and tag: the set-up seals one.
template <const mcu_aead_desc *kAead>
mcu_status Seal() {
  return kAead->encrypt(kKey, kNonce, kAead->nonce_size, nullptr, 0, g_message, kMessageBytes,
                        g_output, g_tag, kAead->tag_size);
}

template <const mcu_aead_desc *kAead>
mcu_status SealForOpening() {
  return kAead->encrypt(kKey, kNonce, kAead->nonce_size, nullptr, 0, g_message, kMessageBytes,
                        g_ciphertext, g_tag, kAead->tag_size);
}

template <const mcu_aead_desc *kAead>
mcu_status Open() {
  return kAead->decrypt(kKey, kNonce, kAead->nonce_size, nullptr, 0, g_ciphertext,
                        kMessageBytes, g_tag, kAead->tag_size, g_output);
}

// Block-cipher rows: the key schedule is set up untimed (mcu_block_key), as
// the seed pages exclude key set-up; the IV / counter is reset per call.
mcu_block_key g_block_key;
uint8_t g_iv[MCU_BLOCK_MAX_SIZE];

template <const mcu_block_cipher_desc *kCipher>
mcu_status SetKey() {
  return mcu_block_key_init(&g_block_key, kCipher, kKey, kCipher->key_size);
}

template <const mcu_block_cipher_desc *kCipher>
mcu_status SetKeyAndCiphertext() {
  mcu_status st = SetKey<kCipher>();
  for (size_t i = 0; i < sizeof g_iv; ++i) g_iv[i] = kNonce[i];
  if (st == MCU_OK) st = mcu_cbc_encrypt(&g_block_key, g_iv, g_message, kMessageBytes, g_ciphertext);
  return st;
}

mcu_status CbcEncrypt() {
  for (size_t i = 0; i < sizeof g_iv; ++i) g_iv[i] = kNonce[i];
  return mcu_cbc_encrypt(&g_block_key, g_iv, g_message, kMessageBytes, g_output);
}

mcu_status CbcDecrypt() {
  for (size_t i = 0; i < sizeof g_iv; ++i) g_iv[i] = kNonce[i];
  return mcu_cbc_decrypt(&g_block_key, g_iv, g_ciphertext, kMessageBytes, g_output);
}

// CTR is its own inverse: the decryption row runs the same call on the
// ciphertext. The counter is the full block (OpenSSL's CTR).
mcu_status CtrXor(const uint8_t *in) {
  for (size_t i = 0; i < sizeof g_iv; ++i) g_iv[i] = kNonce[i];
  return mcu_ctr_xor(&g_block_key, g_iv, static_cast<unsigned>(8 * g_block_key.cipher->block_size),
                     in, kMessageBytes, g_output);
}
mcu_status CtrEncrypt() { return CtrXor(g_message); }
mcu_status CtrDecrypt() { return CtrXor(g_ciphertext); }

#define CIPHER_ROWS_IN(column, row, desc, enc, dec)                                          \
  {"Cipher", row, mcucrypt_bench_Column_##column, mcucrypt_bench_Operation_ENCRYPTION,      \
   kMessageBytes, kBulkIterations, SetKey<&desc>, enc, &desc, nullptr},                      \
  {"Cipher", row, mcucrypt_bench_Column_##column, mcucrypt_bench_Operation_DECRYPTION,      \
   kMessageBytes, kBulkIterations, SetKeyAndCiphertext<&desc>, dec, &desc, nullptr}
#define CIPHER_ROWS(row, desc, enc, dec) CIPHER_ROWS_IN(SOFTWARE, row, desc, enc, dec)

// GCM / CCM over a block key set up untimed (the raw-key descriptors would
// expand the key inside every call): 12-byte nonce, 16-byte tag, no AAD.
using BlockAeadEncrypt = mcu_status (*)(const mcu_block_key *, const uint8_t *, size_t,
                                        const uint8_t *, size_t, const uint8_t *, size_t,
                                        uint8_t *, uint8_t *, size_t);
using BlockAeadDecrypt = mcu_status (*)(const mcu_block_key *, const uint8_t *, size_t,
                                        const uint8_t *, size_t, const uint8_t *, size_t,
                                        const uint8_t *, size_t, uint8_t *);

template <BlockAeadEncrypt kEncrypt>
mcu_status BlockAeadSeal() {
  return kEncrypt(&g_block_key, kNonce, 12, nullptr, 0, g_message, kMessageBytes, g_output, g_tag,
                  16);
}

template <const mcu_block_cipher_desc *kCipher, BlockAeadEncrypt kEncrypt>
mcu_status BlockAeadSetKeyAndSeal() {
  mcu_status st = SetKey<kCipher>();
  if (st == MCU_OK) {
    st = kEncrypt(&g_block_key, kNonce, 12, nullptr, 0, g_message, kMessageBytes, g_ciphertext,
                  g_tag, 16);
  }
  return st;
}

template <BlockAeadDecrypt kDecrypt>
mcu_status BlockAeadOpen() {
  return kDecrypt(&g_block_key, kNonce, 12, nullptr, 0, g_ciphertext, kMessageBytes, g_tag, 16,
                  g_output);
}

#define BLOCK_AEAD_ROWS_IN(column, row, desc, enc, dec)                                      \
  {"AEAD", row, mcucrypt_bench_Column_##column, mcucrypt_bench_Operation_ENCRYPTION,        \
   kMessageBytes, kBulkIterations, SetKey<&desc>, BlockAeadSeal<enc>, &desc, nullptr},       \
  {"AEAD", row, mcucrypt_bench_Column_##column, mcucrypt_bench_Operation_DECRYPTION,        \
   kMessageBytes, kBulkIterations, BlockAeadSetKeyAndSeal<&desc, enc>, BlockAeadOpen<dec>,   \
   &desc, nullptr}
#define BLOCK_AEAD_ROWS(row, desc, enc, dec) BLOCK_AEAD_ROWS_IN(SOFTWARE, row, desc, enc, dec)

#define AEAD_ROWS(row, desc)                                                                 \
  {"AEAD", row, mcucrypt_bench_Column_SOFTWARE, mcucrypt_bench_Operation_ENCRYPTION,        \
   kMessageBytes, kBulkIterations, nullptr, Seal<&desc>, nullptr, nullptr},                  \
  {"AEAD", row, mcucrypt_bench_Column_SOFTWARE, mcucrypt_bench_Operation_DECRYPTION,        \
   kMessageBytes, kBulkIterations, SealForOpening<&desc>, Open<&desc>, nullptr, nullptr}

// What a public-key row's scalar multiplication leaves to software
// (PK_FALLBACK(column)): nothing in the Software column; a board's Hardware
// header says it for its driver.
#define PK_FALLBACK_SOFTWARE nullptr
#ifndef PK_FALLBACK_HARDWARE
#define PK_FALLBACK_HARDWARE nullptr
#endif
#define PK_FALLBACK(column) PK_FALLBACK_##column

// The seed pages' rows mcucrypt can do now, in the pages' order: the
// Software column (the families a driver can take over by their software
// technique, bench_software.h), then the board's Hardware column.
using namespace bench_software;

const Case kCases[] = {
    CIPHER_ROWS("3DES-CBC", kDesEde3, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("3DES-CTR", kDesEde3, CtrEncrypt, CtrDecrypt),
    CIPHER_ROWS("AES128-CBC", kAes128, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("AES192-CBC", kAes192, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("AES256-CBC", kAes256, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("AES128-CTR", kAes128, CtrEncrypt, CtrDecrypt),
    CIPHER_ROWS("AES192-CTR", kAes192, CtrEncrypt, CtrDecrypt),
    CIPHER_ROWS("AES256-CTR", kAes256, CtrEncrypt, CtrDecrypt),
    CIPHER_ROWS("SM4-CBC", mcu_sm4_desc, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("SM4-CTR", mcu_sm4_desc, CtrEncrypt, CtrDecrypt),
    // The opt-in table techniques of the same rows (bench_software.h): the
    // records say variable_time, and the page puts each on a line of its own.
    CIPHER_ROWS("3DES-CBC", kDesEde3Table, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("3DES-CTR", kDesEde3Table, CtrEncrypt, CtrDecrypt),
    CIPHER_ROWS("AES128-CBC", kAes128Table, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("AES192-CBC", kAes192Table, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("AES256-CBC", kAes256Table, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("AES128-CTR", kAes128Table, CtrEncrypt, CtrDecrypt),
    CIPHER_ROWS("AES192-CTR", kAes192Table, CtrEncrypt, CtrDecrypt),
    CIPHER_ROWS("AES256-CTR", kAes256Table, CtrEncrypt, CtrDecrypt),
    CIPHER_ROWS("SM4-CBC", kSm4Table, CbcEncrypt, CbcDecrypt),
    CIPHER_ROWS("SM4-CTR", kSm4Table, CtrEncrypt, CtrDecrypt),
    BLOCK_AEAD_ROWS("AES128-GCM", kAes128, mcu_gcm_encrypt, mcu_gcm_decrypt),
    BLOCK_AEAD_ROWS("AES192-GCM", kAes192, mcu_gcm_encrypt, mcu_gcm_decrypt),
    BLOCK_AEAD_ROWS("AES256-GCM", kAes256, mcu_gcm_encrypt, mcu_gcm_decrypt),
    BLOCK_AEAD_ROWS("AES128-CCM", kAes128, mcu_ccm_encrypt, mcu_ccm_decrypt),
    BLOCK_AEAD_ROWS("AES192-CCM", kAes192, mcu_ccm_encrypt, mcu_ccm_decrypt),
    BLOCK_AEAD_ROWS("AES256-CCM", kAes256, mcu_ccm_encrypt, mcu_ccm_decrypt),
    BLOCK_AEAD_ROWS("SM4-GCM", mcu_sm4_desc, mcu_gcm_encrypt, mcu_gcm_decrypt),
    BLOCK_AEAD_ROWS("SM4-CCM", mcu_sm4_desc, mcu_ccm_encrypt, mcu_ccm_decrypt),
    BLOCK_AEAD_ROWS("AES128-GCM", kAes128Table, mcu_gcm_encrypt, mcu_gcm_decrypt),
    BLOCK_AEAD_ROWS("AES192-GCM", kAes192Table, mcu_gcm_encrypt, mcu_gcm_decrypt),
    BLOCK_AEAD_ROWS("AES256-GCM", kAes256Table, mcu_gcm_encrypt, mcu_gcm_decrypt),
    BLOCK_AEAD_ROWS("AES128-CCM", kAes128Table, mcu_ccm_encrypt, mcu_ccm_decrypt),
    BLOCK_AEAD_ROWS("AES192-CCM", kAes192Table, mcu_ccm_encrypt, mcu_ccm_decrypt),
    BLOCK_AEAD_ROWS("AES256-CCM", kAes256Table, mcu_ccm_encrypt, mcu_ccm_decrypt),
    BLOCK_AEAD_ROWS("SM4-GCM", kSm4Table, mcu_gcm_encrypt, mcu_gcm_decrypt),
    BLOCK_AEAD_ROWS("SM4-CCM", kSm4Table, mcu_ccm_encrypt, mcu_ccm_decrypt),
    AEAD_ROWS("Ascon-AEAD128", mcu_ascon_aead128_desc),
    AEAD_ROWS("ChaCha20Poly1305", mcu_chacha20_poly1305_desc),
    HASH_DESC_ROW(SOFTWARE, "MD5", kMd5, mcu_md5_ctx),
    HASH_DESC_ROW(SOFTWARE, "SHA-1", kSha1, mcu_sha1_ctx),
    HASH_DESC_ROW(SOFTWARE, "SHA-224", kSha224, mcu_sha224_ctx),
    HASH_DESC_ROW(SOFTWARE, "SHA-256", kSha256, mcu_sha256_ctx),
    HASH_ROW("SHA-384", mcu_sha384),
    HASH_ROW("SHA-512", mcu_sha512),
    HASH_ROW("SHA3-224", mcu_sha3_224),
    HASH_ROW("SHA3-256", mcu_sha3_256),
    HASH_ROW("SHA3-384", mcu_sha3_384),
    HASH_ROW("SHA3-512", mcu_sha3_512),
    HASH_ROW("SM3", mcu_sm3),
    HASH_ROW("Ascon-Hash256", mcu_ascon_hash256),
    EC_ROWS,
    // SM2 (bench_sm2.h)
    SM2_ROWS,
    RSA_ROWS("RSA (1024 bits)", kRsa1024Der, 4, 4),
    RSA_ROWS("RSA (2048 bits)", kRsa2048Der, 2, 4),
    RSA_ROWS("RSA (3072 bits)", kRsa3072Der, 1, 4),
    RSA_ROWS("RSA (4096 bits)", kRsa4096Der, 1, 2),
    // DSA and Diffie-Hellman (bench_dsa_dh.h)
    DSA_ROWS("DSA (1024 bits)", kDsa1024Der, 2, 2),
    DSA_ROWS("DSA (2048 bits)", kDsa2048Der, 1, 1),
    DSA_ROWS("DSA (3072 bits)", kDsa3072Der, 1, 1),
    DH_ROWS("Diffie-Hellman (1024 bits)", MCU_DH_MODP1024, 2),
    DH_ROWS("Diffie-Hellman (2048 bits)", MCU_DH_FFDHE2048, 1),
    CURVE25519_ROWS,
    HARDWARE_ROWS
};
constexpr uint32_t kCaseCount = sizeof(kCases) / sizeof(kCases[0]);

bool SameText(const char *a, const char *b) {
  while (*a != '\0' && *a == *b) {
    ++a;
    ++b;
  }
  return *a == *b;
}

bool Included(uint32_t index) {
  const Case &c = kCases[index];
  if (!kQuick || c.bytes_per_call != 0) return true;
  for (uint32_t j = 0; j < index; ++j) {
    if (kCases[j].bytes_per_call == 0 && SameText(kCases[j].table, c.table)) return false;
  }
  return true;
}

uint32_t IncludedCount() {
  uint32_t n = 0;
  for (uint32_t i = 0; i < kCaseCount; ++i) n += Included(i) ? 1u : 0u;
  return n;
}

void CopyString(char *dst, size_t capacity, const char *src) {
  size_t i = 0;
  for (; i + 1 < capacity && src[i] != '\0'; ++i) dst[i] = src[i];
  dst[i] = '\0';
}

const char kHexDigits[] = "0123456789abcdef";

// Sends one record: on the record channel when the host offers one (the
// simulator, a debugger with semihosting), else as a "record:<hex>" console
// line, which the host tool reads from a captured UART log.
bool SendRecord(const mcucrypt_bench_Record &record) {
  uint8_t buffer[mcucrypt_bench_Record_size + 4];
  pb_ostream_t stream = pb_ostream_from_buffer(buffer, sizeof(buffer));
  if (!pb_encode_ex(&stream, mcucrypt_bench_Record_fields, &record, PB_ENCODE_DELIMITED)) return false;
  if (mcu_board_record(buffer, stream.bytes_written) == 0) return true;
  char line[2 * sizeof(buffer) + 16] = "record:";
  size_t n = 7;
  for (size_t i = 0; i < stream.bytes_written; ++i) {
    line[n++] = kHexDigits[buffer[i] >> 4];
    line[n++] = kHexDigits[buffer[i] & 15u];
  }
  line[n++] = '\n';
  mcu_board_write(line, n);
  return true;
}

void PrintDecimal(uint32_t value, char *out) {
  char digits[11];
  size_t n = 0;
  do {
    digits[n++] = static_cast<char>('0' + value % 10u);
    value /= 10u;
  } while (value != 0);
  while (n > 0) *out++ = digits[--n];
  *out = '\0';
}

// "bench: 3/12 Hash SHA-224\n": the host tool's progress line.
void PrintProgress(uint32_t index, uint32_t count, const Case &c) {
  char number[11];
  mcu_board_print("bench: ");
  PrintDecimal(index, number);
  mcu_board_print(number);
  mcu_board_print("/");
  PrintDecimal(count, number);
  mcu_board_print(number);
  mcu_board_print(" ");
  mcu_board_print(c.table);
  mcu_board_print(" ");
  mcu_board_print(c.row);
  mcu_board_print("\n");
}

// The cycles one back-to-back pair of counter reads costs.
uint32_t CounterOverhead() {
  uint32_t best = UINT32_MAX;
  for (int i = 0; i < 8; ++i) {
    const uint32_t start = mcu_board_cycles();
    const uint32_t cycles = mcu_board_cycles() - start;
    if (cycles < best) best = cycles;
  }
  return best;
}

bool Measure(const Case &c, uint32_t overhead) {
  mcucrypt_bench_Record record = mcucrypt_bench_Record_init_zero;
  record.which_kind = mcucrypt_bench_Record_measurement_tag;
  mcucrypt_bench_Measurement &m = record.kind.measurement;
  CopyString(m.board, sizeof(m.board), MCU_BENCH_BOARD);
  CopyString(m.table, sizeof(m.table), c.table);
  CopyString(m.row, sizeof(m.row), c.row);
  m.column = c.column;
  m.operation = c.operation;
  m.bytes_per_call = c.bytes_per_call;
  m.iterations = c.iterations;
  const char *impl = c.cipher != nullptr ? c.cipher->impl
                     : c.hash != nullptr ? c.hash->impl
                     : c.mul != nullptr  ? c.mul->impl
                                         : nullptr;
  const char *fallback = c.cipher != nullptr ? c.cipher->fallback
                         : c.hash != nullptr ? c.hash->fallback
                                             : c.mul_fallback;
  if (c.modexp != nullptr) {
    impl = c.modexp->impl;
    fallback = c.modexp->fallback;
  }
  if (impl != nullptr) CopyString(m.impl, sizeof(m.impl), impl);
  if (fallback != nullptr) CopyString(m.fallback, sizeof(m.fallback), fallback);
  // A software technique that is not constant-time is an opt-in line.
  m.variable_time = c.column == mcucrypt_bench_Column_SOFTWARE &&
                    ((c.cipher != nullptr && !c.cipher->constant_time) ||
                     (c.hash != nullptr && !c.hash->constant_time));

  // A case without timed calls has no figure: a mistake in kCases.
  mcu_status status = c.iterations != 0 ? MCU_OK : MCU_ERR_INVALID_ARGUMENT;
  if (status == MCU_OK && c.setup != nullptr) status = c.setup();
  if (status == MCU_OK) status = CallMeasuringStack(c.call, &m.stack_bytes);  // warm-up, untimed
  uint64_t total = 0;
  for (uint32_t i = 0; i < c.iterations && status == MCU_OK; ++i) {
    const uint32_t start = mcu_board_cycles();
    status = c.call();
    const uint32_t cycles = mcu_board_cycles() - start;  // modulo 2^32
    total += cycles > overhead ? cycles - overhead : 0;
    g_message[i % kMessageBytes] ^= g_digest[0];  // the next call sees other data
  }
  m.total_cycles = total;
  m.status = status == MCU_OK ? mcucrypt_bench_Status_OK : mcucrypt_bench_Status_FAILED;
  m.mcu_status = status;
  return SendRecord(record) && status == MCU_OK;
}

}  // namespace

int main() {
  for (uint32_t i = 0; i < kMessageBytes; ++i) g_message[i] = static_cast<uint8_t>(i * 31u + 7u);

  mcucrypt_bench_Record info = mcucrypt_bench_Record_init_zero;
  info.which_kind = mcucrypt_bench_Record_info_tag;
  CopyString(info.kind.info.board, sizeof(info.kind.info.board), MCU_BENCH_BOARD);
  CopyString(info.kind.info.compiler, sizeof(info.kind.info.compiler), "gcc " __VERSION__);
  const uint32_t count = IncludedCount();
  info.kind.info.rows = count;
  info.kind.info.message_bytes = kMessageBytes;
  info.kind.info.iterations = kBulkIterations;
  bool ok = SendRecord(info);

  const uint32_t overhead = CounterOverhead();
  for (uint32_t i = 0, done = 0; i < kCaseCount; ++i) {
    if (!Included(i)) continue;
    PrintProgress(++done, count, kCases[i]);
    if (!Measure(kCases[i], overhead)) ok = false;
  }
  mcu_board_print(ok ? "bench: done\n" : "bench: FAILED\n");
  return ok ? 0 : 1;
}
