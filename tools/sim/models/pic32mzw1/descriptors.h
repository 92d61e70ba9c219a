// PIC32MZ W1 Crypto Engine: in-memory structures the engine fetches by DMA
// (buffer descriptor, security association) and the decoding of SA_CTRL.
// Layouts and bit positions: docs/accelerators.md section 4.1.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_DESCRIPTORS_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_DESCRIPTORS_H_

#include <cstddef>
#include <cstdint>
#include <vector>

namespace sim::pic32mzw1 {

// Buffer descriptor: 8 little-endian words at a physical address.
struct BufferDescriptor {
  uint32_t ctrl = 0;
  uint32_t sa_addr = 0;
  uint32_t src_addr = 0;
  uint32_t dst_addr = 0;
  uint32_t next_addr = 0;
  uint32_t upd_addr = 0;
  uint32_t msg_len = 0;
  uint32_t enc_off = 0;
};
constexpr size_t kBdBytes = 32;

// BD_CTRL bits.
constexpr uint32_t kBdBufLenMask = 0xFFFF;
constexpr uint32_t kBdCbdIntEn = 1u << 16;
constexpr uint32_t kBdPktIntEn = 1u << 17;
constexpr uint32_t kBdLifm = 1u << 18;
constexpr uint32_t kBdLastBd = 1u << 19;
constexpr uint32_t kBdSaFetchEn = 1u << 22;
constexpr unsigned kBdCryModeShift = 27;  // 29:27, Oryx's name for part of SEC_CODE
constexpr uint32_t kBdDescEn = 1u << 31;

// The SA fields the engine reads: SA_CTRL, AUTHKEY[8], ENCKEY[8], AUTHIV[8]
// and a 4-word ENCIV. Reading only these 29 words keeps wolfSSL's shorter SA
// (4-word ENCIV) from overrunning its allocation.
constexpr size_t kSaBytes = 29 * 4;
constexpr size_t kSaAuthKeyWord = 1;
constexpr size_t kSaEncKeyWord = 9;
constexpr size_t kSaEncIvWord = 25;

// SA_CTRL fields.
constexpr uint32_t kSaCryptoAlgoMask = 0xF;
constexpr unsigned kSaKeySizeShift = 7;
constexpr uint32_t kSaEncType = 1u << 9;  // 1 encrypt, 0 decrypt
constexpr unsigned kSaAlgoShift = 10;     // one-hot, bits 16:10
constexpr uint32_t kAlgoDes = 1u << 0;
constexpr uint32_t kAlgoTdes = 1u << 1;
constexpr uint32_t kAlgoAes = 1u << 2;
constexpr uint32_t kAlgoMd5 = 1u << 3;
constexpr uint32_t kAlgoSha1 = 1u << 4;
constexpr uint32_t kAlgoSha256 = 1u << 5;
constexpr uint32_t kAlgoHmac = 1u << 6;

// CESTAT.ERROP values (a bit per kind of operation).
constexpr uint32_t kErrOpEncrypt = 1;
constexpr uint32_t kErrOpDecrypt = 2;
constexpr uint32_t kErrOpAuth = 4;

enum class Cipher { kNone, kDes, kTdes, kAes };
enum class Mode { kEcb, kCbc, kCfb, kOfb, kCtr, kGcm };
enum class Hash { kNone, kMd5, kSha1, kSha256 };

// What one SA asks for, with keys and IV as byte strings in algorithm order.
struct Operation {
  Cipher cipher = Cipher::kNone;
  Mode mode = Mode::kEcb;
  bool encrypt = false;
  Hash hash = Hash::kNone;
  bool hmac = false;
  std::vector<uint8_t> key;       // DES 8, 3DES 24, AES 16/24/32 bytes
  std::vector<uint8_t> iv;        // DES/3DES 8 bytes, AES 16 bytes
  std::vector<uint8_t> auth_key;  // HMAC key, 32 bytes (trailing zeros are harmless)
};

// Decodes an SA read from memory (kSaBytes bytes, as the bus returned them).
// Returns 0 and fills *op, or the CESTAT.ERROP value for an SA the model does
// not support.
uint32_t DecodeSecurityAssociation(const uint8_t* sa, Operation* op);

// ERROP for an operation the engine could not carry out.
uint32_t ErrOpFor(const Operation& op);

// Little-endian word at p (the bus is little-endian).
uint32_t LoadLe32(const uint8_t* p);
// Reverses the bytes of every 32-bit word of a buffer whose size is a
// multiple of 4: the engine's view of data read without SWAPEN.
void ReverseWordBytes(std::vector<uint8_t>* data);

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_DESCRIPTORS_H_
