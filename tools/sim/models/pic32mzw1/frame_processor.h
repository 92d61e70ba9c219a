// The data path of the PIC32MZ W1 Crypto Engine for one frame: the bytes of
// all BDs from the one that loads the SA to the one marked LIFM, run through
// OpenSSL's libcrypto. Cipher chaining, hash state and GHASH carry over from
// buffer to buffer, as the engine keeps them between BDs of a frame.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_FRAME_PROCESSOR_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_FRAME_PROCESSOR_H_

#include <openssl/evp.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "tools/sim/models/pic32mzw1/descriptors.h"

namespace sim::pic32mzw1 {

class FrameProcessor {
 public:
  // One buffer's cipher output: `data` has the input's size; the engine
  // writes data[begin..] to DSTADDR (begin == size: nothing to write, as for
  // hashes and GCM's AAD).
  struct Output {
    std::vector<uint8_t> data;
    size_t begin = 0;
  };

  // Starts a frame. msg_len and aad_len are MSG_LEN and ENC_OFF of its first
  // BD. Returns false if OpenSSL refuses the parameters.
  bool Begin(const Operation& op, uint32_t msg_len, uint32_t aad_len);
  // Feeds one buffer, in message byte order. Returns false for input the
  // mode cannot take (ECB/CBC buffers that are not whole blocks).
  bool Update(const std::vector<uint8_t>& in, Output* out);
  // Ends the frame: the digest, HMAC or GCM tag (empty for other ciphers).
  bool Finish(std::vector<uint8_t>* result);
  void Abort();

  bool open() const { return open_; }
  const Operation& operation() const { return op_; }

 private:
  struct CipherCtxFree {
    void operator()(EVP_CIPHER_CTX* ctx) const { EVP_CIPHER_CTX_free(ctx); }
  };
  struct MdCtxFree {
    void operator()(EVP_MD_CTX* ctx) const { EVP_MD_CTX_free(ctx); }
  };
  struct MacCtxFree {
    void operator()(EVP_MAC_CTX* ctx) const { EVP_MAC_CTX_free(ctx); }
  };
  using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, CipherCtxFree>;

  bool BeginHash();
  bool BeginCipher();
  bool UpdateGcm(const std::vector<uint8_t>& in, uint64_t start, Output* out);
  bool FinishGcm(std::vector<uint8_t>* tag);

  Operation op_;
  bool open_ = false;
  uint64_t position_ = 0;  // frame bytes consumed so far
  uint64_t msg_len_ = 0;
  uint64_t aad_len_ = 0;
  CipherCtx cipher_;
  // GCM decryption: OpenSSL only checks a tag on decryption, so a second
  // context re-encrypts the recovered plaintext to produce the tag the
  // engine writes (GHASH runs over the same ciphertext).
  CipherCtx tag_cipher_;
  std::unique_ptr<EVP_MD_CTX, MdCtxFree> md_;
  std::unique_ptr<EVP_MAC_CTX, MacCtxFree> mac_;
};

}  // namespace sim::pic32mzw1

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_PIC32MZW1_FRAME_PROCESSOR_H_
