/* PIC32MZ W1 (WFI32 Curiosity) crypto peripherals, driven through their
 * registers and in-memory descriptors as a driver would, with known answers:
 *
 *   Crypto Engine (0xBF8E4000): AES-128 ECB encrypt, AES-128 CBC decrypt,
 *     SHA-256; wrong sequences: a BD whose SRCADDR is unmapped (AREIF,
 *     ERRPHASE = 2 "source data") and an SA with an unsupported KEYSIZE
 *     (ERROP = 1 "encryption").
 *   BA414E (control 0xBF920000, SCM 0xBF900000, UCM 0xBF902000): P-256 point
 *     multiplication (op 0x22), X25519 (op 0x28), on-curve check (op 0x26)
 *     of a good point and of a point not on the curve (PXNOC).
 *   RNG (0xBF8E5000): TRNG, RNGCNT >= 64, RNGSEED words.
 *
 * Register layouts and sequences: docs/accelerators.md section 4 (the shared
 * facts); the simulator's choices where the facts are silent:
 * tools/sim/models/pic32mzw1/README.md and pic32mzw1_ba414e/ba414e.h.
 *
 * Addresses: code and data are KSEG0 (cached on real hardware). The engines
 * take physical addresses (address & 0x1FFFFFFF); the CPU touches every BD,
 * SA and buffer the engine reads or writes through KSEG1 (address |
 * 0x20000000, uncached), as the drivers do, so that the test would also be
 * right on a board with its caches on.
 *
 * One line per check ("ce aes128 ecb: ok"); the first mismatch prints the
 * expected and actual values and ends the firmware with exit code 1. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "platforms/runtime/board_io.h"
#include "tests/firmware/check.h"
#include "platforms/board_regs.h"

/* ------------------------------------------------------------------------ */
/* Registers                                                                 */

#define REG(addr) (*(volatile uint32_t *)(uintptr_t)(addr))

/* Crypto Engine (section 4.1). */
#define CE_BASE MCU_BOARD_CRYPTO_BASE
#define CECON REG(CE_BASE + 0x04)
#define CEBDPADDR REG(CE_BASE + 0x0C)
#define CESTAT REG(CE_BASE + 0x10)
#define CEINTSRC REG(CE_BASE + 0x14)
#define CEINTEN REG(CE_BASE + 0x18)
#define CEPOLLCON REG(CE_BASE + 0x1C)

#define CECON_DMAEN (1u << 0)
#define CECON_BDPCHST (1u << 2)
#define CECON_SWAPEN (1u << 5)
#define CECON_SWRST (1u << 6)
#define CECON_SWAPOEN (1u << 7)
/* One-shot, byte-swapped in and out (wolfSSL's 0xA5: no BDPPLEN). */
#define CECON_RUN (CECON_SWAPOEN | CECON_SWAPEN | CECON_BDPCHST | CECON_DMAEN)

#define CESTAT_START (1u << 17)
#define CESTAT_ERRPHASE(s) (((s) >> 24) & 3u)
#define CESTAT_ERROP(s) (((s) >> 26) & 7u)
#define CESTAT_ERRMODE(s) (((s) >> 29) & 7u)

#define CEINT_PENDIF (1u << 0)
#define CEINT_CBDIF (1u << 1)
#define CEINT_PKTIF (1u << 2)
#define CEINT_AREIF (1u << 3)

/* BD_CTRL */
#define BD_LIFM (1u << 18)
#define BD_LAST_BD (1u << 19)
#define BD_SA_FETCH_EN (1u << 22)
#define BD_DESC_EN (1u << 31)

/* SA_CTRL */
#define SA_CRYPTOALGO_RECB 0x8u
#define SA_CRYPTOALGO_RCBC 0x9u
#define SA_KEYSIZE(n) ((uint32_t)(n) << 7)
#define SA_ENCTYPE (1u << 9) /* 1 encrypt, 0 decrypt */
#define SA_ALGO_AES (1u << 12)
#define SA_ALGO_SHA256 (1u << 15)
#define SA_FB (1u << 21)
#define SA_LOADIV (1u << 22)
#define SA_LNC (1u << 23)

/* SA word offsets: SA_CTRL 0, AUTHKEY 1-8, ENCKEY 9-16, AUTHIV 17-24, ENCIV 25-28/32. */
#define SA_WORDS 33
#define SA_ENCKEY 9
#define SA_ENCIV 25

/* BA414E (section 4.2). */
#define PK_BASE MCU_BOARD_BA414E_BASE
#define PKCONFIG REG(PK_BASE + 0x00)
#define PKCOMMAND REG(PK_BASE + 0x04)
#define PKCONTROL REG(PK_BASE + 0x08)
#define PKSTATUS REG(PK_BASE + 0x0C)
#define PK_SCM MCU_BOARD_BA414E_SCM_BASE
#define PK_UCM MCU_BOARD_BA414E_UCM_BASE /* 0x9F902000 (KSEG0) written through KSEG1 */

#define PKCMD_OPSIZE(w) ((uint32_t)(w) << 8)
#define PKCMD_CALCR2 (1u << 31)
#define PKSTATUS_PXNOC (1u << 4)
#define PKSTATUS_BUSY (1u << 16)
#define PK_OP_ECC_MUL 0x22u
#define PK_OP_ECC_CHECK_POINT 0x26u
#define PK_OP_CURVE25519_MUL 0x28u

/* RNG (section 4.3). */
#define RNG_BASE MCU_BOARD_RNG_BASE
#define RNGCON REG(RNG_BASE + 0x04)
#define RNGSEED1 REG(RNG_BASE + 0x18)
#define RNGSEED2 REG(RNG_BASE + 0x1C)
#define RNGCNT REG(RNG_BASE + 0x20)
#define RNGCON_TRNGEN (1u << 8)
#define RNGCON_TRNGMODE (1u << 11)

/* ------------------------------------------------------------------------ */
/* Addresses                                                                 */

static uint32_t phys(const volatile void *p) { return (uint32_t)(uintptr_t)p & 0x1FFFFFFFu; }

/* The uncached (KSEG1) view of a KSEG0 object. */
static volatile uint32_t *kseg1(void *p) {
  return (volatile uint32_t *)((uintptr_t)p | 0x20000000u);
}

/* Engine-visible memory: BDs 8-byte aligned (16 here), buffers word aligned. */
static uint32_t bd_mem[8] __attribute__((aligned(16)));
static uint32_t sa_mem[SA_WORDS] __attribute__((aligned(16)));
static uint32_t src_mem[8] __attribute__((aligned(16)));
static uint32_t dst_mem[8] __attribute__((aligned(16)));
static uint32_t digest_mem[8] __attribute__((aligned(16)));

/* ------------------------------------------------------------------------ */
/* Output and checks                                                         */

static void print_dec(uint32_t value) {
  char text[11];
  size_t n = sizeof text;
  do {
    text[--n] = (char)('0' + value % 10u);
    value /= 10u;
  } while (value != 0 && n > 0);
  mcu_board_write(text + n, sizeof text - n);
}

static void print_cycles(const char *name, uint32_t cycles) {
  mcu_board_print(name);
  mcu_board_print(" cycles: ");
  print_dec(cycles);
  mcu_board_print("\n");
}

static uint32_t load_be32(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* Bytes of engine-written memory, read word by word through KSEG1. */
static void read_words(volatile const uint32_t *from, uint8_t *to, size_t length) {
  for (size_t i = 0; i < length; i += 4) {
    const uint32_t w = from[i / 4];
    memcpy(to + i, &w, 4); /* little-endian memory order */
  }
}

static void write_words(volatile uint32_t *to, const uint8_t *from, size_t length) {
  for (size_t i = 0; i < length; i += 4) {
    uint32_t w = 0;
    memcpy(&w, from + i, length - i < 4 ? length - i : 4);
    to[i / 4] = w;
  }
}

/* ------------------------------------------------------------------------ */
/* Crypto Engine                                                             */

/* FIPS-197 appendix C.1 (AES-128). */
static const uint8_t kAesKey[16] = {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
                                    0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f};
static const uint8_t kAesPlain[16] = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
                                      0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff};
static const uint8_t kAesCipher[16] = {0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
                                       0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a};
/* A non-zero CBC IV, so that a wrong IV (or IV word order) shows. */
static const uint8_t kCbcIv[16] = {0xf0, 0xe1, 0xd2, 0xc3, 0xb4, 0xa5, 0x96, 0x87,
                                   0x78, 0x69, 0x5a, 0x4b, 0x3c, 0x2d, 0x1e, 0x0f};

/* FIPS 180-2 appendix B.1: SHA-256("abc"). */
static const uint8_t kSha256Abc[32] = {0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40,
                                       0xde, 0x5d, 0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17,
                                       0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad};

#define CE_TIMEOUT_CYCLES 200000u

/* Step 1 of the driver sequence: soft reset, wait for SWRST to read 0. It
 * also clears the sticky error fields of an earlier wrong sequence. */
static void ce_reset(const char *name) {
  CECON = CECON_SWRST;
  const uint32_t start = mcu_board_cycles();
  while (CECON & CECON_SWRST) {
    if (mcu_board_cycles() - start > CE_TIMEOUT_CYCLES) fw_fail(name, "CECON.SWRST never cleared");
  }
  CEINTSRC = 0xF;
}

/* A zeroed SA with SA_CTRL, an AES-128 key right-aligned in ENCKEY words
 * 4-7 and an IV in ENCIV words 0-3, each word the big-endian value of four
 * bytes (drivers store htobe32 values). */
static void ce_write_sa(uint32_t ctrl, const uint8_t *key16, const uint8_t *iv16) {
  volatile uint32_t *sa = kseg1(sa_mem);
  for (unsigned i = 0; i < SA_WORDS; ++i) sa[i] = 0;
  sa[0] = ctrl;
  for (unsigned i = 0; key16 != NULL && i < 4; ++i) sa[SA_ENCKEY + 4 + i] = load_be32(key16 + 4 * i);
  for (unsigned i = 0; iv16 != NULL && i < 4; ++i) sa[SA_ENCIV + i] = load_be32(iv16 + 4 * i);
}

/* One BD: the whole frame (SA_FETCH_EN | LIFM | LAST_BD), ring of one. */
static void ce_write_bd(uint32_t buflen, uint32_t src, uint32_t dst, uint32_t upd, uint32_t msg_len) {
  volatile uint32_t *bd = kseg1(bd_mem);
  bd[0] = 0; /* not yet the engine's */
  bd[1] = phys(sa_mem);
  bd[2] = src;
  bd[3] = dst;
  bd[4] = phys(bd_mem);
  bd[5] = upd;
  bd[6] = msg_len;
  bd[7] = 0;
  bd[0] = BD_DESC_EN | BD_SA_FETCH_EN | BD_LIFM | BD_LAST_BD | buflen;
}

/* Steps 3-5: point the engine at the BD, start it, poll CEINTSRC until the
 * frame is done (PKTIF) or an error shows (AREIF, or CESTAT.ERROP without a
 * flag). Polling a register, not BD_CTRL in RAM: the model publishes results
 * on register accesses. Returns the CEINTSRC value seen; *cycles is the
 * time from the start to that read. */
static uint32_t ce_run(const char *name, uint32_t *cycles) {
  CEINTEN = 0; /* polled, no interrupt */
  CEPOLLCON = 10;
  CEBDPADDR = phys(bd_mem);
  const uint32_t start = mcu_board_cycles();
  CECON = CECON_RUN;
  for (;;) {
    const uint32_t flags = CEINTSRC;
    const uint32_t now = mcu_board_cycles();
    if ((flags & (CEINT_PKTIF | CEINT_AREIF)) != 0 || CESTAT_ERROP(CESTAT) != 0) {
      if (cycles != NULL) *cycles = now - start;
      return flags;
    }
    if (now - start > CE_TIMEOUT_CYCLES) fw_fail(name, "timeout: no PKTIF, AREIF or ERROP");
  }
}

/* A successful frame: PKTIF, no AREIF, no ERROP, BD handed back. */
static void ce_expect_done(const char *name, uint32_t flags) {
  const uint32_t stat = CESTAT;
  fw_expect_u32(name, "CESTAT.ERROP", 0, CESTAT_ERROP(stat));
  fw_expect_u32(name, "CEINTSRC.AREIF|PKTIF", CEINT_PKTIF, flags & (CEINT_PKTIF | CEINT_AREIF));
  fw_expect_u32(name, "BD_CTRL.DESC_EN after completion", 0, kseg1(bd_mem)[0] & BD_DESC_EN);
  CEINTSRC = 0xF;
}

static void ce_aes128_ecb(void) {
  static const char name[] = "ce aes128 ecb";
  ce_reset(name);
  ce_write_sa(SA_LNC | SA_LOADIV | SA_FB | SA_ALGO_AES | SA_ENCTYPE | SA_KEYSIZE(0) | SA_CRYPTOALGO_RECB,
              kAesKey, NULL);
  write_words(kseg1(src_mem), kAesPlain, 16);
  for (unsigned i = 0; i < 4; ++i) kseg1(dst_mem)[i] = 0;
  ce_write_bd(16, phys(src_mem), phys(dst_mem), 0, 16);
  uint32_t cycles = 0;
  const uint32_t flags = ce_run(name, &cycles);
  ce_expect_done(name, flags);
  uint8_t out[16];
  read_words(kseg1(dst_mem), out, 16);
  fw_expect_bytes(name, "mismatch", kAesCipher, out, 16);
  fw_ok(name);
  print_cycles("ce aes128 ecb block (start to PKTIF seen)", cycles);
}

/* CBC decryption of two blocks C1 = C2 = the C.1 ciphertext, with IV kCbcIv:
 * P1 = D(C1) ^ IV = pt ^ IV, P2 = D(C2) ^ C1 = pt ^ ct. XORing those back
 * gives the C.1 plaintext twice, which checks both the IV and the chaining. */
static void ce_aes128_cbc_decrypt(void) {
  static const char name[] = "ce aes128 cbc decrypt";
  ce_reset(name);
  ce_write_sa(SA_LNC | SA_LOADIV | SA_FB | SA_ALGO_AES | SA_KEYSIZE(0) | SA_CRYPTOALGO_RCBC, kAesKey,
              kCbcIv);
  write_words(kseg1(src_mem), kAesCipher, 16);
  write_words(kseg1(src_mem) + 4, kAesCipher, 16);
  for (unsigned i = 0; i < 8; ++i) kseg1(dst_mem)[i] = 0;
  ce_write_bd(32, phys(src_mem), phys(dst_mem), 0, 32);
  ce_expect_done(name, ce_run(name, NULL));
  uint8_t out[32], recovered[32], expected[32];
  read_words(kseg1(dst_mem), out, 32);
  for (unsigned i = 0; i < 16; ++i) {
    recovered[i] = (uint8_t)(out[i] ^ kCbcIv[i]);
    recovered[16 + i] = (uint8_t)(out[16 + i] ^ kAesCipher[i]);
    expected[i] = expected[16 + i] = kAesPlain[i];
  }
  fw_expect_bytes(name, "mismatch", expected, recovered, 32);
  fw_ok(name);
}

/* SHA-256 of "abc": MSG_LEN 3, BUFLEN rounded up to a word, digest at UPDPTR. */
static void ce_sha256(void) {
  static const char name[] = "ce sha256";
  ce_reset(name);
  ce_write_sa(SA_LNC | SA_LOADIV | SA_FB | SA_ALGO_SHA256, NULL, NULL);
  write_words(kseg1(src_mem), (const uint8_t *)"abc", 4); /* "abc" and its NUL: one word */
  for (unsigned i = 0; i < 8; ++i) kseg1(digest_mem)[i] = 0;
  ce_write_bd(4, phys(src_mem), 0, phys(digest_mem), 3);
  ce_expect_done(name, ce_run(name, NULL));
  uint8_t digest[32];
  read_words(kseg1(digest_mem), digest, 32);
  fw_expect_bytes(name, "mismatch", kSha256Abc, digest, 32);
  fw_ok(name);
}

/* Wrong sequence: SRCADDR is a physical address where nothing is mapped
 * (0x08000000: neither SRAM, program flash at 0x10000000, boot flash nor an
 * SFR). The engine gets a bus error
 * reading the source: CEINTSRC.AREIF, CESTAT.ERRPHASE = 2 (source data), no
 * PKTIF, and (model README) the BD stays the engine's (DESC_EN = 1). */
static void ce_unmapped_source(void) {
  static const char name[] = "ce unmapped srcaddr";
  ce_reset(name);
  ce_write_sa(SA_LNC | SA_LOADIV | SA_FB | SA_ALGO_AES | SA_ENCTYPE | SA_KEYSIZE(0) | SA_CRYPTOALGO_RECB,
              kAesKey, NULL);
  ce_write_bd(16, 0x08000000u, phys(dst_mem), 0, 16);
  const uint32_t flags = ce_run(name, NULL);
  const uint32_t stat = CESTAT;
  fw_expect_u32(name, "CEINTSRC.AREIF|PKTIF", CEINT_AREIF, flags & (CEINT_AREIF | CEINT_PKTIF));
  fw_expect_u32(name, "CEINTSRC.PENDIF", CEINT_PENDIF, flags & CEINT_PENDIF);
  fw_expect_u32(name, "CESTAT.ERRPHASE (2 = source data)", 2, CESTAT_ERRPHASE(stat));
  fw_expect_u32(name, "CESTAT.START after the error", 0, stat & CESTAT_START);
  fw_expect_u32(name, "BD_CTRL.DESC_EN after the error", BD_DESC_EN, kseg1(bd_mem)[0] & BD_DESC_EN);
  fw_ok(name);
}

/* Wrong sequence: an AES encryption SA with KEYSIZE = 3, which the facts do
 * not define (0 = 128, 1 = 192, 2 = 256). CESTAT.ERROP = 1 (encryption),
 * ERRMODE 0, and no CEINTSRC flag (no PKTIF, no AREIF). */
static void ce_unsupported_sa(void) {
  static const char name[] = "ce unsupported sa";
  ce_reset(name);
  ce_write_sa(SA_LNC | SA_LOADIV | SA_FB | SA_ALGO_AES | SA_ENCTYPE | SA_KEYSIZE(3) | SA_CRYPTOALGO_RECB,
              kAesKey, NULL);
  write_words(kseg1(src_mem), kAesPlain, 16);
  ce_write_bd(16, phys(src_mem), phys(dst_mem), 0, 16);
  const uint32_t flags = ce_run(name, NULL);
  const uint32_t stat = CESTAT;
  fw_expect_u32(name, "CESTAT.ERROP (1 = encryption)", 1, CESTAT_ERROP(stat));
  fw_expect_u32(name, "CESTAT.ERRMODE", 0, CESTAT_ERRMODE(stat));
  fw_expect_u32(name, "CEINTSRC flags", 0, flags & (CEINT_PKTIF | CEINT_AREIF | CEINT_CBDIF));
  fw_ok(name);
}

/* ------------------------------------------------------------------------ */
/* BA414E                                                                    */

#define PK_SLOT_BYTES 64u
#define PK_TIMEOUT_CYCLES 20000000u

static volatile uint32_t *pk_slot(unsigned slot) {
  return (volatile uint32_t *)(uintptr_t)(PK_SCM + PK_SLOT_BYTES * slot);
}

/* One-time init: load the UCM. The real microcode (Microchip's 90 tuples of
 * 9 words, unpacked into 1440 18-bit words) is not part of this project;
 * these are non-zero placeholder words of the same count, enough for the
 * simulator, which refuses START while the UCM holds only zeros and never
 * interprets it. Real silicon needs Microchip's microcode here. */
static void pk_load_placeholder_microcode(void) {
  volatile uint32_t *ucm = (volatile uint32_t *)(uintptr_t)PK_UCM;
  for (uint32_t i = 0; i < 1440; ++i) ucm[i] = 0x20000u | (i & 0xFFFFu); /* placeholder, not microcode */
}

/* Both drivers clear 2432 bytes (38 slots) before each operation. */
static void pk_clear_scm(void) {
  volatile uint32_t *scm = pk_slot(0);
  for (unsigned i = 0; i < 2432 / 4; ++i) scm[i] = 0;
}

/* A big-endian byte string (curve constants as printed) into a slot, which
 * holds operands little-endian: fully byte-reversed. */
static void pk_put_be(unsigned slot, const uint8_t *be, size_t length) {
  uint8_t le[PK_SLOT_BYTES];
  for (size_t i = 0; i < length; ++i) le[i] = be[length - 1 - i];
  write_words(pk_slot(slot), le, length);
}

static void pk_put_le(unsigned slot, const uint8_t *le, size_t length) { write_words(pk_slot(slot), le, length); }

static void pk_get_be(unsigned slot, uint8_t *be, size_t length) {
  uint8_t le[PK_SLOT_BYTES];
  read_words(pk_slot(slot), le, length);
  for (size_t i = 0; i < length; ++i) be[i] = le[length - 1 - i];
}

/* PKCONFIG, PKCOMMAND (OPSIZE 4 = 256 bits, CALCR2), START, poll BUSY.
 * Returns PKSTATUS; *cycles is START to BUSY seen clear. */
static uint32_t pk_run(const char *name, uint32_t operation, unsigned a, unsigned b, unsigned c,
                       uint32_t *cycles) {
  PKCONFIG = a | b << 8 | (uint32_t)c << 16;
  PKCOMMAND = operation | PKCMD_OPSIZE(4) | PKCMD_CALCR2;
  const uint32_t start = mcu_board_cycles();
  PKCONTROL = 1;
  for (;;) {
    const uint32_t status = PKSTATUS;
    const uint32_t now = mcu_board_cycles();
    if ((status & PKSTATUS_BUSY) == 0) {
      if (cycles != NULL) *cycles = now - start;
      return status;
    }
    if (now - start > PK_TIMEOUT_CYCLES) fw_fail(name, "timeout: PKSTATUS.BUSY never cleared");
  }
}

/* NIST P-256 (FIPS 186-4 D.1.2.3), big-endian. */
static const uint8_t kP256P[32] = {0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
                                   0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff,
                                   0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff};
static const uint8_t kP256N[32] = {0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff,
                                   0xff, 0xff, 0xff, 0xff, 0xff, 0xbc, 0xe6, 0xfa, 0xad, 0xa7, 0x17,
                                   0x9e, 0x84, 0xf3, 0xb9, 0xca, 0xc2, 0xfc, 0x63, 0x25, 0x51};
static const uint8_t kP256A[32] = {0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
                                   0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff,
                                   0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfc};
static const uint8_t kP256B[32] = {0x5a, 0xc6, 0x35, 0xd8, 0xaa, 0x3a, 0x93, 0xe7, 0xb3, 0xeb, 0xbd,
                                   0x55, 0x76, 0x98, 0x86, 0xbc, 0x65, 0x1d, 0x06, 0xb0, 0xcc, 0x53,
                                   0xb0, 0xf6, 0x3b, 0xce, 0x3c, 0x3e, 0x27, 0xd2, 0x60, 0x4b};
static const uint8_t kP256Gx[32] = {0x6b, 0x17, 0xd1, 0xf2, 0xe1, 0x2c, 0x42, 0x47, 0xf8, 0xbc, 0xe6,
                                    0xe5, 0x63, 0xa4, 0x40, 0xf2, 0x77, 0x03, 0x7d, 0x81, 0x2d, 0xeb,
                                    0x33, 0xa0, 0xf4, 0xa1, 0x39, 0x45, 0xd8, 0x98, 0xc2, 0x96};
static const uint8_t kP256Gy[32] = {0x4f, 0xe3, 0x42, 0xe2, 0xfe, 0x1a, 0x7f, 0x9b, 0x8e, 0xe7, 0xeb,
                                    0x4a, 0x7c, 0x0f, 0x9e, 0x16, 0x2b, 0xce, 0x33, 0x57, 0x6b, 0x31,
                                    0x5e, 0xce, 0xcb, 0xb6, 0x40, 0x68, 0x37, 0xbf, 0x51, 0xf5};

/* 2G. */
static const uint8_t kTwoGx[32] = {0x7c, 0xf2, 0x7b, 0x18, 0x8d, 0x03, 0x4f, 0x7e, 0x8a, 0x52, 0x38,
                                   0x03, 0x04, 0xb5, 0x1a, 0xc3, 0xc0, 0x89, 0x69, 0xe2, 0x77, 0xf2,
                                   0x1b, 0x35, 0xa6, 0x0b, 0x48, 0xfc, 0x47, 0x66, 0x99, 0x78};
static const uint8_t kTwoGy[32] = {0x07, 0x77, 0x55, 0x10, 0xdb, 0x8e, 0xd0, 0x40, 0x29, 0x3d, 0x9a,
                                   0xc6, 0x9f, 0x74, 0x30, 0xdb, 0xba, 0x7d, 0xad, 0xe6, 0x3c, 0xe9,
                                   0x82, 0x29, 0x9e, 0x04, 0xb7, 0x9d, 0x22, 0x78, 0x73, 0xd1};

/* A full-width scalar k and k·G. Computed on the host while writing this
 * test, twice: with Python's `cryptography` (OpenSSL 3.0) as
 *   ec.derive_private_key(k, ec.SECP256R1()).public_key().public_numbers()
 * and with a plain-Python affine double-and-add over the FIPS 186-4 curve
 * constants; both gave the x and y below. */
static const uint8_t kScalarK[32] = {0x3a, 0x7c, 0x5e, 0x19, 0xd2, 0x4f, 0x6b, 0x8e, 0x0c, 0x1f, 0x93,
                                     0xa5, 0xd7, 0xe2, 0xb4, 0xc6, 0x8f, 0x0a, 0x1d, 0x3e, 0x5b, 0x7c,
                                     0x9f, 0x2e, 0x4a, 0x6d, 0x8c, 0x0b, 0x1e, 0x3f, 0x5a, 0x79};
static const uint8_t kKGx[32] = {0xdd, 0xcf, 0x0a, 0xee, 0xc5, 0xe3, 0x91, 0x33, 0x84, 0x94, 0xa6,
                                 0x11, 0x6d, 0x73, 0x29, 0x16, 0xc7, 0xe0, 0x5a, 0xf5, 0x6e, 0x99,
                                 0x46, 0x8e, 0xde, 0x3a, 0xe5, 0xe1, 0xbc, 0xcb, 0xf7, 0xf0};
static const uint8_t kKGy[32] = {0x31, 0x8a, 0xf4, 0xbe, 0xaf, 0x56, 0x24, 0x4b, 0xb3, 0xec, 0xbd,
                                 0x54, 0xfe, 0x32, 0xb7, 0xdb, 0x2e, 0xd3, 0x10, 0x4a, 0x40, 0x49,
                                 0x0b, 0x11, 0x66, 0x36, 0x54, 0x97, 0x68, 0xd5, 0x2b, 0xc1};

/* ECC slots (section 4.2). */
enum { kSlotP = 0, kSlotN = 1, kSlotGx = 2, kSlotGy = 3, kSlotA = 4, kSlotB = 5, kSlotP1x = 6,
       kSlotP1y = 7, kSlotP3x = 10, kSlotP3y = 11, kSlotK = 12 };

static void pk_load_p256(void) {
  pk_clear_scm();
  pk_put_be(kSlotP, kP256P, 32);
  pk_put_be(kSlotN, kP256N, 32);
  pk_put_be(kSlotGx, kP256Gx, 32);
  pk_put_be(kSlotGy, kP256Gy, 32);
  pk_put_be(kSlotA, kP256A, 32);
  pk_put_be(kSlotB, kP256B, 32);
}

/* (P3X, P3Y) = k·G with PKCONFIG = P1X | K<<8 | P3X<<16. */
static void pk_p256_mul(const char *name, const uint8_t *k_be, const uint8_t *x_be, const uint8_t *y_be,
                        uint32_t *cycles) {
  pk_load_p256();
  pk_put_be(kSlotP1x, kP256Gx, 32);
  pk_put_be(kSlotP1y, kP256Gy, 32);
  pk_put_be(kSlotK, k_be, 32);
  const uint32_t status = pk_run(name, PK_OP_ECC_MUL, kSlotP1x, kSlotK, kSlotP3x, cycles);
  fw_expect_u32(name, "PKSTATUS", 0, status);
  uint8_t x[32], y[32];
  pk_get_be(kSlotP3x, x, 32);
  pk_get_be(kSlotP3y, y, 32);
  fw_expect_bytes(name, "mismatch", x_be, x, 32);
  fw_expect_bytes(name, "mismatch", y_be, y, 32);
  fw_ok(name);
}

static void pk_p256(void) {
  static const uint8_t two[32] = {[31] = 2};
  uint32_t cycles = 0;
  pk_p256_mul("pk p256 mul 2G", two, kTwoGx, kTwoGy, &cycles);
  print_cycles("pk p256 mul (start to BUSY seen clear)", cycles);
  pk_p256_mul("pk p256 mul kG", kScalarK, kKGx, kKGy, NULL);
}

/* Op 0x26 on G (status 0), then on (Gx, Gy + 1), which is not on the curve:
 * PKSTATUS.PXNOC. */
static void pk_point_check(void) {
  static const char good[] = "pk p256 check point on curve";
  static const char bad[] = "pk p256 point not on curve";
  pk_load_p256();
  pk_put_be(kSlotP1x, kP256Gx, 32);
  pk_put_be(kSlotP1y, kP256Gy, 32);
  fw_expect_u32(good, "PKSTATUS", 0, pk_run(good, PK_OP_ECC_CHECK_POINT, kSlotP1x, 0, 0, NULL));
  fw_ok(good);

  uint8_t y[32];
  memcpy(y, kP256Gy, 32);
  y[31] = (uint8_t)(y[31] + 1); /* ...f5 -> ...f6, no carry */
  pk_put_be(kSlotP1y, y, 32);
  const uint32_t status = pk_run(bad, PK_OP_ECC_CHECK_POINT, kSlotP1x, 0, 0, NULL);
  fw_expect_u32(bad, "PKSTATUS.PXNOC", PKSTATUS_PXNOC, status & PKSTATUS_PXNOC);
  fw_expect_u32(bad, "PKSTATUS other bits", 0, status & ~PKSTATUS_PXNOC);
  fw_ok(bad);
}

/* RFC 7748 section 5.2, first X25519 vector (little-endian byte strings, as
 * the SCM holds operands). */
static const uint8_t kX25519Scalar[32] = {0xa5, 0x46, 0xe3, 0x6b, 0xf0, 0x52, 0x7c, 0x9d, 0x3b, 0x16, 0x15,
                                          0x4b, 0x82, 0x46, 0x5e, 0xdd, 0x62, 0x14, 0x4c, 0x0a, 0xc1, 0xfc,
                                          0x5a, 0x18, 0x50, 0x6a, 0x22, 0x44, 0xba, 0x44, 0x9a, 0xc4};
static const uint8_t kX25519U[32] = {0xe6, 0xdb, 0x68, 0x67, 0x58, 0x30, 0x30, 0xdb, 0x35, 0x94, 0xc1,
                                     0xa4, 0x24, 0xb1, 0x5f, 0x7c, 0x72, 0x66, 0x24, 0xec, 0x26, 0xb3,
                                     0x35, 0x3b, 0x10, 0xa9, 0x03, 0xa6, 0xd0, 0xab, 0x1c, 0x4c};
static const uint8_t kX25519Out[32] = {0xc3, 0xda, 0x55, 0x37, 0x9d, 0xe9, 0xc6, 0x90, 0x8e, 0x94, 0xea,
                                       0x4d, 0xf2, 0x8d, 0x08, 0x4f, 0x32, 0xec, 0xcf, 0x03, 0x49, 0x1c,
                                       0x71, 0xf7, 0x54, 0xb4, 0x07, 0x55, 0x77, 0xa2, 0x85, 0x52};

/* Curve25519 slots: P 0, X1 2, A24 3, K 4, X3 6; PKCONFIG = X1 | K<<8 | X3<<16. */
static void pk_x25519(void) {
  static const char name[] = "pk x25519";
  uint8_t p[32], a24[32] = {0}, k[32], u[32];
  memset(p, 0xff, sizeof p); /* 2^255 - 19, little-endian */
  p[0] = 0xed;
  p[31] = 0x7f;
  a24[0] = 0x41; /* 121665 = 0x01DB41 */
  a24[1] = 0xdb;
  a24[2] = 0x01;
  memcpy(k, kX25519Scalar, 32); /* the driver clamps the scalar */
  k[0] &= 248;
  k[31] &= 127;
  k[31] |= 64;
  memcpy(u, kX25519U, 32); /* and masks bit 255 of u */
  u[31] &= 127;
  pk_clear_scm();
  pk_put_le(0, p, 32);
  pk_put_le(2, u, 32);
  pk_put_le(3, a24, 32);
  pk_put_le(4, k, 32);
  fw_expect_u32(name, "PKSTATUS", 0, pk_run(name, PK_OP_CURVE25519_MUL, 2, 4, 6, NULL));
  uint8_t out[32];
  read_words(pk_slot(6), out, 32);
  fw_expect_bytes(name, "mismatch", kX25519Out, out, 32);
  fw_ok(name);
}

/* ------------------------------------------------------------------------ */
/* RNG                                                                       */

/* TRNG on; per 64 bits wait for RNGCNT >= 64, then RNGSEED2, RNGSEED1
 * (Oryx's order). Eight words: not all zero, not all equal. */
static void rng_trng(void) {
  static const char name[] = "rng trng";
  uint32_t words[8];
  RNGCON |= RNGCON_TRNGMODE | RNGCON_TRNGEN;
  for (unsigned i = 0; i < 8; i += 2) {
    const uint32_t start = mcu_board_cycles();
    while ((RNGCNT & 0x7Fu) < 64u) {
      if (mcu_board_cycles() - start > 1000000u) fw_fail(name, "timeout: RNGCNT never reached 64");
    }
    words[i] = RNGSEED2;
    words[i + 1] = RNGSEED1;
  }
  unsigned equal = 0;
  for (unsigned i = 1; i < 8; ++i) equal += words[i] == words[0];
  for (unsigned i = 0; i < 8; ++i) mcu_board_print_hex("  rngseed", words[i]);
  if (equal == 7) fw_fail(name, "all RNGSEED words equal");
  fw_ok(name);
}

int main(void) {
  ce_aes128_ecb();
  ce_aes128_cbc_decrypt();
  ce_sha256();
  ce_unmapped_source();
  ce_unsupported_sa();

  pk_load_placeholder_microcode();
  pk_p256();
  pk_point_check();
  pk_x25519();

  rng_trng();
  mcu_board_print("pic32mzw1 peripherals: all ok\n");
  return 0;
}
