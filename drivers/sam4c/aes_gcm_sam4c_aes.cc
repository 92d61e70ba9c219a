// GCM (NIST SP 800-38D section 7) in the SAM4C AES engine (OPMOD = GCM; the
// flow is the one tools/sim/models/sam4c/aes_gcm.h states, a [GAP] in
// accelerators.md section 3.1). The key write makes H; GHASH runs in the
// engine over the AAD, the ciphertext and, with GTAGEN = 0, the length block
// the driver feeds; the tag is E_K(J0) XOR GHASHR from one ECB block. With
// GTAGEN = 0 any J0 works (GTAGEN = 1 derives J0 from IVR - 1, which fails
// for a J0 ending in 0xFFFFFFFF), and an IV that is not 96 bits gets its J0
// from the same engine GHASH: nothing falls back to software.
#include <string.h>

#include "crypto/common/bytes.h"
#include "crypto/common/ct.h"
#include "drivers/sam4c/aes_engine.h"
#include "drivers/sam4c/aes_regs.h"
#include "drivers/sam4c/aes_sam4c_aes.h"
#include "mcucrypt/mem.h"

namespace mcucrypt {
namespace sam4c {
namespace {

// A message's whole blocks, then the last partial one zero-padded (the
// engine hashes only the bytes the lengths count). out NULL: AAD, no output,
// block by block through IDATAR. With pdc the text's whole blocks go through
// the PDC, as CBC and CTR do (speed: the CPU-fed loop took ~240 cycles a
// block); the rest still through IDATAR, which SMOD = 2 also takes.
mcu_status Feed(AesEngine *engine, const uint8_t *data, size_t len, uint8_t *out, bool pdc) {
  const size_t whole = len / 16;
  const size_t text_blocks = out == nullptr ? 0 : whole;
  mcu_status st = pdc && text_blocks != 0 ? engine->BlocksByPdc(data, out, text_blocks)
                                          : engine->Blocks(data, out, text_blocks);
  for (size_t i = 0; out == nullptr && st == MCU_OK && i < whole; ++i) {
    st = engine->Block(data + 16 * i, nullptr);
  }
  const size_t rest = len % 16;
  if (st != MCU_OK || rest == 0) return st;
  uint8_t block[16] = {0};
  memcpy(block, data + 16 * whole, rest);
  st = engine->Block(block, out == nullptr ? nullptr : block);
  if (st == MCU_OK && out != nullptr) memcpy(out + 16 * whole, block, rest);
  mcu_wipe(block, sizeof block);
  return st;
}

// [len(A)]_64 || [len(C)]_64, in bits: GHASH's last block.
mcu_status HashLengths(AesEngine *engine, uint64_t a_bytes, uint64_t c_bytes) {
  uint8_t block[16];
  store_be64(block, a_bytes * 8);
  store_be64(block + 8, c_bytes * 8);
  return engine->Block(block, nullptr);
}

// J0 (section 7.1 step 2): IV || 0^31 || 1 for a 96-bit IV, else
// GHASH(IV || 0^s || 0^64 || [len(IV)]_64), hashed as a message of AAD only.
mcu_status DeriveJ0(AesEngine *engine, const uint8_t *iv, size_t iv_len, uint8_t j0[16]) {
  if (iv_len == 12) {
    memcpy(j0, iv, 12);
    store_be32(j0 + 12, 1);
    return MCU_OK;
  }
  engine->WriteGcmLengths(static_cast<uint32_t>(iv_len), 0);
  mcu_status st = Feed(engine, iv, iv_len, nullptr, false);
  if (st == MCU_OK) st = HashLengths(engine, 0, iv_len);
  if (st != MCU_OK) return st;
  engine->ReadGhash(j0);
  engine->ClearGhash();
  return MCU_OK;
}

// The whole message: ciphertext (or plaintext) into out, the full tag into
// full. encrypt selects which text the engine hashes (the one it produces).
mcu_status Run(const mcu_block_key *key, bool encrypt, const uint8_t *iv, size_t iv_len,
               const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len, uint8_t *out,
               uint8_t full[16]) {
  // AADLENR and CLENR are 32 bits, as is every length on the SAM4C.
  static_assert(sizeof(size_t) <= sizeof(uint32_t), "lengths must fit AADLENR/CLENR");
  const uint32_t cipher = encrypt ? aes_regs::kCipherEncrypt : 0;
  AesEngine engine;
  uint8_t j0[16];
  uint8_t s[16];
  const bool pdc = AesEngine::PdcPays(in, out, len / 16);
  mcu_status st = engine.Begin(aes_regs::kGcm | cipher, key->schedule, pdc);
  if (st == MCU_OK) st = DeriveJ0(&engine, iv, iv_len, j0);
  if (st == MCU_OK) {
    uint8_t counter[16];  // inc32(J0): the first text block's counter
    memcpy(counter, j0, 16);
    store_be32(counter + 12, load_be32(j0 + 12) + 1u);
    engine.WriteIv(counter);
    engine.WriteGcmLengths(static_cast<uint32_t>(aad_len), static_cast<uint32_t>(len));
    st = Feed(&engine, aad, aad_len, nullptr, pdc);
  }
  if (st == MCU_OK) st = Feed(&engine, in, len, out, pdc);
  if (st == MCU_OK) st = HashLengths(&engine, aad_len, len);
  if (st == MCU_OK) {
    engine.ReadGhash(s);  // S (step 5)
    engine.SetMode(aes_regs::kEcb | aes_regs::kCipherEncrypt);
    st = engine.Block(j0, full);  // E_K(J0) (step 6)
  }
  if (st == MCU_OK) {
    for (int i = 0; i < 16; ++i) full[i] = static_cast<uint8_t>(full[i] ^ s[i]);
  }
  mcu_wipe(j0, sizeof j0);
  mcu_wipe(s, sizeof s);
  return engine.End(st);
}

}  // namespace

mcu_status GcmEncrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                      const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                      uint8_t *out, uint8_t *tag, size_t tag_len) {
  uint8_t full[16];
  const mcu_status st = Run(key, true, iv, iv_len, aad, aad_len, in, len, out, full);
  if (st == MCU_OK) memcpy(tag, full, tag_len);
  mcu_wipe(full, sizeof full);
  return st;
}

mcu_status GcmDecrypt(const mcu_block_key *key, const uint8_t *iv, size_t iv_len,
                      const uint8_t *aad, size_t aad_len, const uint8_t *in, size_t len,
                      const uint8_t *tag, size_t tag_len, uint8_t *out) {
  uint8_t full[16];
  mcu_status st = Run(key, false, iv, iv_len, aad, aad_len, in, len, out, full);
  if (st == MCU_OK) {
    // The engine made the plaintext as it hashed: a forgery's is zeroed.
    const uint32_t match =
        ct::mask_if_nonzero(static_cast<uint32_t>(mcu_ct_memeq(full, tag, tag_len)));
    st = ct::release_if_authentic(match, out, len);
  }
  mcu_wipe(full, sizeof full);
  return st;
}

}  // namespace sam4c
}  // namespace mcucrypt
