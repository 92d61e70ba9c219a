// mcucrypt cipher ALG encrypt|decrypt --key HEX [--iv HEX] [--no-padding]:
// stdin to stdout, streamed, in OpenSSL's conventions (`openssl enc -K -iv
// [-nopad]` gives the same bytes): ECB and CBC pad with PKCS#7 unless
// --no-padding; for CTR the IV is the whole initial counter block, all of it
// incrementing.
#include <string.h>

#include <vector>

#include "mcucrypt/mem.h"
#include "mcucrypt/modes.h"
#include "tools/cli/algorithms.h"
#include "tools/cli/cli.h"

namespace mcucli {
namespace {

struct Mode {
  const char* name;
  bool needs_iv;
  bool needs_16_byte_block;  // OpenSSL's CTR exists for 16-byte blocks only
};
const Mode kModes[] = {
    {"ecb", false, false},
    {"cbc", true, false},
    {"ctr", true, true},
};

void Usage() {
  printf(
      "usage: mcucrypt cipher ALG encrypt|decrypt --key HEX [--iv HEX] [--no-padding]\n"
      "Encrypts or decrypts stdin to stdout, as `openssl enc -ALG -K HEX -iv HEX [-nopad]`.\n"
      "  --key HEX      the key\n"
      "  --iv HEX       the IV (cbc) or the whole initial counter block (ctr); one block\n"
      "  --no-padding   ecb, cbc: no PKCS#7 padding; the input must be whole blocks\n"
      "Not authenticated. On bad padding or a partial block it exits 2; output is held\n"
      "back by 64 KiB, so a shorter input writes nothing, a longer one stops short.\n"
      "ALG (key bytes):\n");
  for (const mcu_block_cipher_desc* c : BlockCiphers()) {
    for (const Mode& m : kModes) {
      if (m.needs_16_byte_block && c->block_size != 16) continue;
      printf("  %s-%s (%zu)\n", c->name, m.name, c->key_size);
    }
  }
}

bool FindCipher(const std::string& alg, const mcu_block_cipher_desc** cipher, const Mode** mode) {
  for (const mcu_block_cipher_desc* c : BlockCiphers()) {
    for (const Mode& m : kModes) {
      if (m.needs_16_byte_block && c->block_size != 16) continue;
      if (alg == std::string(c->name) + "-" + m.name) {
        *cipher = c;
        *mode = &m;
        return true;
      }
    }
  }
  return false;
}

int ModeError(const char* alg, mcu_status st, size_t block) {
  if (st == MCU_ERR_BAD_PADDING) {
    return Fail(kExitUsage, "cipher: %s: bad padding (wrong key or IV, or damaged input)", alg);
  }
  if (st == MCU_ERR_INVALID_ARGUMENT) {
    return Fail(kExitUsage, "cipher: %s: the input is not a whole number of %zu-byte blocks", alg,
                block);
  }
  return Fail(kExitUsage, "cipher: %s: %s", alg, StatusText(st));
}

// Output is written one chunk late: an error found at the end of the input
// (bad padding, a partial block) then withholds the last chunk, so an input
// of up to one chunk (64 KiB) gives no output at all on error. Longer
// inputs stream, and their output stops short on error.
class HeldOutput {
 public:
  HeldOutput() : held_(kChunk + 2 * MCU_BLOCK_MAX_SIZE) {}
  ~HeldOutput() { mcu_wipe(held_.data(), held_.size()); }
  // Writes what was held, then holds (p, n). false if stdout failed.
  bool Push(const uint8_t* p, size_t n) {
    if (!WriteOut(held_.data(), len_)) return false;
    if (n != 0) memcpy(held_.data(), p, n);
    len_ = n;
    return true;
  }
  // Writes what is held, then (p, n): the end of the output.
  bool Finish(const uint8_t* p, size_t n) { return Push(p, n) && Push(nullptr, 0); }

 private:
  std::vector<uint8_t> held_;
  size_t len_ = 0;
};

// CBC (padded or not), unpadded ECB and CTR: the core's streaming modes.
int Stream(const char* alg, mcu_cipher_ctx* ctx, size_t block, Input* in) {
  std::vector<uint8_t> buf(kChunk), out(kChunk + MCU_BLOCK_MAX_SIZE);
  HeldOutput output;
  int rc = kExitOk;
  for (;;) {
    bool error = false;
    const size_t n = in->Read(buf.data(), buf.size(), &error);
    if (error) {
      rc = kExitUsage;
      break;
    }
    size_t out_len = 0;
    const mcu_status st =
        n == 0 ? mcu_cipher_final(ctx, out.data(), out.size(), &out_len)
               : mcu_cipher_update(ctx, buf.data(), n, out.data(), out.size(), &out_len);
    if (st != MCU_OK) {
      rc = ModeError(alg, st, block);
      break;
    }
    if (!(n == 0 ? output.Finish(out.data(), out_len) : output.Push(out.data(), out_len))) {
      rc = kExitIo;
      break;
    }
    if (n == 0) break;  // final wiped ctx
  }
  mcu_wipe(ctx, sizeof(*ctx));
  mcu_wipe(out.data(), out.size());
  mcu_wipe(buf.data(), buf.size());
  return rc != kExitOk ? rc : FinishOut();
}

// ECB with PKCS#7 padding, which the core has no mode for: whole blocks with
// ECB, and the padded end through CBC-PKCS7 with an all-zero IV (for one
// block CBC with a zero IV is ECB), so the padding is made, and checked in
// constant time, by the core. Encryption holds back the partial block,
// decryption the last block, until the input ends.
int EcbPkcs7(const char* alg, const mcu_block_key* key, bool encrypt, Input* in) {
  const size_t bs = key->cipher->block_size;
  const size_t keep = encrypt ? 0 : bs;
  std::vector<uint8_t> pending, out(kChunk + 2 * MCU_BLOCK_MAX_SIZE);
  pending.reserve(kChunk + MCU_BLOCK_MAX_SIZE);
  std::vector<uint8_t> buf(kChunk);
  HeldOutput output;
  int rc = kExitOk;
  for (;;) {
    bool error = false;
    const size_t n = in->Read(buf.data(), buf.size(), &error);
    if (error) {
      rc = kExitUsage;
      break;
    }
    if (n == 0) break;
    pending.insert(pending.end(), buf.begin(), buf.begin() + static_cast<ptrdiff_t>(n));
    if (pending.size() <= keep) continue;
    const size_t whole = (pending.size() - keep) / bs * bs;
    const mcu_status st = encrypt ? mcu_ecb_encrypt(key, pending.data(), whole, out.data())
                                  : mcu_ecb_decrypt(key, pending.data(), whole, out.data());
    if (st != MCU_OK) {
      rc = ModeError(alg, st, bs);
      break;
    }
    if (!output.Push(out.data(), whole)) {
      rc = kExitIo;
      break;
    }
    mcu_wipe(pending.data(), whole);
    pending.erase(pending.begin(), pending.begin() + static_cast<ptrdiff_t>(whole));
  }
  if (rc == kExitOk) {
    const uint8_t zero_iv[MCU_BLOCK_MAX_SIZE] = {0};
    size_t out_len = 0;
    mcu_status st;
    if (encrypt) {
      st = mcu_cbc_pkcs7_encrypt(key, zero_iv, pending.empty() ? nullptr : pending.data(),
                                 pending.size(), out.data(), out.size(), &out_len);
    } else if (pending.size() != bs) {
      st = MCU_ERR_INVALID_ARGUMENT;  // not a non-zero number of whole blocks
    } else {
      st = mcu_cbc_pkcs7_decrypt(key, zero_iv, pending.data(), bs, out.data(), out.size(),
                                 &out_len);
    }
    if (st != MCU_OK) {
      rc = ModeError(alg, st, bs);
    } else if (!output.Finish(out.data(), out_len)) {
      rc = kExitIo;
    }
  }
  mcu_wipe(pending.data(), pending.size());
  mcu_wipe(buf.data(), buf.size());
  mcu_wipe(out.data(), out.size());
  return rc != kExitOk ? rc : FinishOut();
}

}  // namespace

int CmdCipher(int argc, char** argv) {
  static const OptionSpec kSpecs[] = {{"--key", true}, {"--iv", true}, {"--no-padding", false}};
  Args args;
  if (!args.Parse("cipher", argc, argv, kSpecs, sizeof(kSpecs) / sizeof(kSpecs[0]))) {
    return kExitUsage;
  }
  if (args.help()) {
    Usage();
    return FinishOut();
  }
  const std::vector<std::string>& pos = args.positionals();
  if (pos.empty()) return Fail(kExitUsage, "cipher: missing ALG (see mcucrypt cipher --help)");
  const std::string& alg = pos[0];
  const mcu_block_cipher_desc* cipher = nullptr;
  const Mode* mode = nullptr;
  if (!FindCipher(alg, &cipher, &mode)) {
    return Fail(kExitUsage, "cipher: unknown algorithm %s (see mcucrypt cipher --help)",
                Quote(alg).c_str());
  }
  if (pos.size() < 2 || (pos[1] != "encrypt" && pos[1] != "decrypt")) {
    return Fail(kExitUsage, "cipher: say encrypt or decrypt after the algorithm");
  }
  if (pos.size() > 2) return Fail(kExitUsage, "cipher: too many arguments (input is stdin)");
  const bool encrypt = pos[1] == "encrypt";

  Secret key;
  std::vector<uint8_t> iv;
  int rc = HexOption(args, "--key", true, &key.bytes());
  if (rc == kExitOk) rc = HexOption(args, "--iv", mode->needs_iv, &iv);
  if (rc != kExitOk) return rc;
  if (key.size() != cipher->key_size) {
    return Fail(kExitUsage, "cipher: %s needs a %zu-byte key, not %zu bytes", alg.c_str(),
                cipher->key_size, key.size());
  }
  if (!mode->needs_iv && args.Has("--iv")) {
    return Fail(kExitUsage, "cipher: %s takes no --iv", alg.c_str());
  }
  if (mode->needs_iv && iv.size() != cipher->block_size) {
    return Fail(kExitUsage, "cipher: %s needs a %zu-byte --iv, not %zu bytes", alg.c_str(),
                cipher->block_size, iv.size());
  }
  const bool pad = !args.Has("--no-padding");  // CTR has none either way

  Input in;
  rc = in.Open(nullptr);
  if (rc != kExitOk) return rc;

  mcu_block_key k;
  mcu_status st = mcu_block_key_init(&k, cipher, key.data(), key.size());
  if (st != MCU_OK) return Fail(kExitUsage, "cipher: %s: %s", alg.c_str(), StatusText(st));
  if (strcmp(mode->name, "ecb") == 0 && pad) {
    rc = EcbPkcs7(alg.c_str(), &k, encrypt, &in);
  } else {
    mcu_cipher_ctx ctx;
    if (strcmp(mode->name, "ctr") == 0) {
      st = mcu_cipher_init_ctr(&ctx, &k, iv.data(), iv.size(),
                               static_cast<unsigned>(8 * cipher->block_size));
    } else {
      const mcu_cipher_mode m = strcmp(mode->name, "ecb") == 0 ? MCU_MODE_ECB
                                : pad                          ? MCU_MODE_CBC_PKCS7
                                                               : MCU_MODE_CBC;
      st = mcu_cipher_init(&ctx, &k, m, encrypt ? MCU_ENCRYPT : MCU_DECRYPT,
                           iv.empty() ? nullptr : iv.data(), iv.size());
    }
    rc = st == MCU_OK ? Stream(alg.c_str(), &ctx, cipher->block_size, &in)
                      : Fail(kExitUsage, "cipher: %s: %s", alg.c_str(), StatusText(st));
  }
  mcu_block_key_wipe(&k);
  return rc;
}

}  // namespace mcucli
