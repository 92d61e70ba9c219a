// Fuzz target: PEM armour (mcucrypt/pem.h). The first byte picks the label
// looked for, the rest is the text. Properties: what decodes fits the
// bound the header gives and ends inside the text; encoding it and decoding
// again gives the same bytes; a buffer one byte short is refused cleanly.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <vector>

#include "mcucrypt/pem.h"
#include "tests/fuzz/fuzz_check.h"

namespace {

const char* const kLabels[] = {"PRIVATE KEY", "PUBLIC KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY",
                               "X"};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  const char* label = kLabels[data[0] % (sizeof(kLabels) / sizeof(kLabels[0]))];
  const char* text = reinterpret_cast<const char*>(data + 1);
  const size_t text_len = size - 1;
  // Exactly the bound the header promises is enough: no slack for overruns.
  std::vector<uint8_t> der(text_len * 3 / 4);
  size_t der_len = 0;
  size_t consumed = 0;
  const mcu_status st =
      mcu_pem_decode(text, text_len, label, der.data(), der.size(), &der_len, &consumed);
  if (st != MCU_OK) {
    for (uint8_t b : der) FUZZ_CHECK(b == 0);  // wiped on error
    return 0;
  }
  FUZZ_CHECK(der_len <= der.size());
  FUZZ_CHECK(consumed <= text_len);

  if (der_len > 0) {
    std::vector<uint8_t> short_buf(der_len - 1);
    size_t n = 0;
    FUZZ_CHECK(mcu_pem_decode(text, text_len, label, short_buf.data(), short_buf.size(), &n,
                              nullptr) != MCU_OK);
  }

  std::vector<char> pem(mcu_pem_encoded_len(strlen(label), der_len) + 1);
  size_t pem_len = 0;
  FUZZ_CHECK(mcu_pem_encode(label, der.data(), der_len, pem.data(), pem.size(), &pem_len) ==
             MCU_OK);
  FUZZ_CHECK(pem_len + 1 == pem.size() && pem[pem_len] == '\0');
  std::vector<uint8_t> again(der_len + 1);
  size_t again_len = 0;
  FUZZ_CHECK(mcu_pem_decode(pem.data(), pem_len, label, again.data(), again.size(), &again_len,
                            nullptr) == MCU_OK);
  FUZZ_CHECK(again_len == der_len && memcmp(again.data(), der.data(), der_len) == 0);
  return 0;
}
