// PIC32MZ W1 Crypto Engine: registers, buffer descriptor (BD) and security
// association (SA) layouts (docs/accelerators.md section 4.1; the PIC32MZ-W
// DFP's CRYPTO module). The base comes from the board description
// (platforms/boards.bzl, CRYPTO).
#ifndef MCUCRYPT_DRIVERS_PIC32MZW1_CRYPTO_ENGINE_REGS_H_
#define MCUCRYPT_DRIVERS_PIC32MZW1_CRYPTO_ENGINE_REGS_H_

#include <stdint.h>

#include "platforms/board_regs.h"

namespace mcucrypt {
namespace pic32mz_ce {

// Register offsets from MCU_BOARD_CRYPTO_BASE (a KSEG1, uncached, address).
constexpr uintptr_t kCecon = 0x04;
constexpr uintptr_t kCebdpaddr = 0x0C;
constexpr uintptr_t kCestat = 0x10;
constexpr uintptr_t kCeintsrc = 0x14;

inline volatile uint32_t &Reg(uintptr_t offset) {
  return *reinterpret_cast<volatile uint32_t *>(uintptr_t{MCU_BOARD_CRYPTO_BASE} + offset);
}

// CECON: DMA on, BD processor fetch on, input and output byte swap (so
// message bytes sit in memory in their natural order); SWRST resets the
// block and reads back 1 until done.
constexpr uint32_t kCeconDmaEn = 1u << 0;
constexpr uint32_t kCeconBdpChSt = 1u << 2;
constexpr uint32_t kCeconSwapEn = 1u << 5;
constexpr uint32_t kCeconSwRst = 1u << 6;
constexpr uint32_t kCeconSwapOEn = 1u << 7;
constexpr uint32_t kCeconRun = kCeconDmaEn | kCeconBdpChSt | kCeconSwapEn | kCeconSwapOEn;

// CEINTSRC: packet done, bus (access response) error; write 1s to clear.
constexpr uint32_t kIntPkt = 1u << 2;
constexpr uint32_t kIntAre = 1u << 3;
constexpr uint32_t kIntAll = 0xF;

// CESTAT.ERROP (28:26) and ERRMODE (31:29): non-zero after a refused SA/BD.
constexpr uint32_t kStatErrors = 0x3Fu << 26;

// BD_CTRL.
constexpr uint32_t kBdLifm = 1u << 18;
constexpr uint32_t kBdLastBd = 1u << 19;
constexpr uint32_t kBdSaFetchEn = 1u << 22;
constexpr uint32_t kBdDescEn = 1u << 31;
constexpr uint32_t kBdBufLenMax = 0xFFFF;

// SA_CTRL.
constexpr uint32_t kSaEcb = 0x8;   // RECB (AES)
constexpr uint32_t kSaCbc = 0x9;   // RCBC
constexpr uint32_t kSaCtr = 0xD;   // RCTR
constexpr uint32_t kSaGcm = 0xE;   // AES_GCM
constexpr uint32_t kSaDesEcb = 0x0;
constexpr uint32_t kSaDesCbc = 0x1;
constexpr uint32_t kSaTdesEcb = 0x4;
constexpr uint32_t kSaTdesCbc = 0x5;
constexpr unsigned kSaKeySizeShift = 7;  // AES: 0 = 128, 1 = 192, 2 = 256
constexpr uint32_t kSaEncrypt = 1u << 9;
constexpr uint32_t kSaAlgoDes = 1u << 10;
constexpr uint32_t kSaAlgoTdes = 1u << 11;
constexpr uint32_t kSaAlgoAes = 1u << 12;
constexpr uint32_t kSaAlgoMd5 = 1u << 13;
constexpr uint32_t kSaAlgoSha1 = 1u << 14;
constexpr uint32_t kSaAlgoSha256 = 1u << 15;
constexpr uint32_t kSaFirstBlock = 1u << 21;
constexpr uint32_t kSaLoadIv = 1u << 22;
constexpr uint32_t kSaLoadKeys = 1u << 23;

// The BD: 8 words, 8-byte aligned.
struct Bd {
  uint32_t ctrl, sa_addr, src_addr, dst_addr, next_addr, upd_addr, msg_len, enc_off;
};

// The SA: SA_CTRL, AUTHKEY[8], ENCKEY[8] (keys right-aligned), AUTHIV[8],
// ENCIV[4]; every key and IV word holds its 4 bytes as a big-endian value.
struct Sa {
  uint32_t ctrl;
  uint32_t auth_key[8];
  uint32_t enc_key[8];
  uint32_t auth_iv[8];
  uint32_t enc_iv[4];
  uint32_t pad[3];  // to a whole number of 16-byte cache lines
};

}  // namespace pic32mz_ce
}  // namespace mcucrypt

#endif  // MCUCRYPT_DRIVERS_PIC32MZW1_CRYPTO_ENGINE_REGS_H_
