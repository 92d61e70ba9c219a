// A whole-message hash in the PIC32MZ W1 Crypto Engine: one frame (BD
// MSG_LEN = the message length), cut into passes of kChunk bytes (whole
// 64-byte blocks) through the bounce buffer; the last pass's BUFLEN is
// rounded up to a word with zeros, which the engine ignores past MSG_LEN.
// The digest arrives at UPDPTR in byte order (SWAPOEN).
#include <string.h>

#include "drivers/pic32mzw1/crypto_engine.h"
#include "drivers/pic32mzw1/hash_pic32mz_ce.h"

namespace mcucrypt {
namespace hash_pic32mz_ce {

mcu_status EngineDigest(uint32_t algo, const void *data, size_t len, uint8_t *digest,
                        size_t digest_size) {
  using pic32mz_ce::Job;
  using pic32mz_ce::kChunk;
  const uint8_t *in = static_cast<const uint8_t *>(data);
  Job job;
  mcu_status st = pic32mz_ce::Begin();
  if (st != MCU_OK) return st;
  memset(&job.sa, 0, sizeof job.sa);
  job.sa.ctrl = pic32mz_ce::kSaLoadKeys | pic32mz_ce::kSaLoadIv | pic32mz_ce::kSaFirstBlock | algo;
  for (size_t pos = 0; pos < len && st == MCU_OK;) {
    const size_t n = len - pos < kChunk ? len - pos : kChunk;
    const size_t padded = (n + 3) & ~size_t{3};
    memcpy(job.data, in + pos, n);
    memset(job.data + n, 0, padded - n);
    const uint32_t flags = (pos == 0 ? pic32mz_ce::kBdSaFetchEn : 0) |
                           (pos + n == len ? pic32mz_ce::kBdLifm : 0);
    st = pic32mz_ce::Run(&job, flags, static_cast<uint32_t>(padded), static_cast<uint32_t>(len),
                         0);
    pos += n;
  }
  if (st == MCU_OK) memcpy(digest, job.result, digest_size);
  pic32mz_ce::End(&job);
  return st;
}

}  // namespace hash_pic32mz_ce
}  // namespace mcucrypt
