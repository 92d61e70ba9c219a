// mcucrypt aead ALG seal|open --key HEX --nonce HEX [--aad HEX]
//                             [--tag-length N]
// seal: stdin -> ciphertext || tag on stdout. open: stdin is ciphertext ||
// tag; the plaintext is written only after the tag checks, else nothing is
// written and the exit code is 1. The whole message is held in memory, so
// open never releases unauthenticated bytes.
#include <vector>

#include "mcucrypt/mem.h"
#include "tools/cli/algorithms.h"
#include "tools/cli/cli.h"

namespace mcucli {
namespace {

// Messages are buffered whole: a generous bound for firmware images and
// provisioning blobs, and a clean error instead of an allocation failure.
constexpr size_t kMaxMessage = 256u << 20;

void Usage() {
  printf(
      "usage: mcucrypt aead ALG seal|open --key HEX --nonce HEX [--aad HEX] [--tag-length N]\n"
      "seal: encrypts stdin, writes ciphertext || tag to stdout.\n"
      "open: reads ciphertext || tag from stdin, writes the plaintext only if the\n"
      "      tag verifies; otherwise writes nothing and exits 1.\n"
      "  --key HEX         the key\n"
      "  --nonce HEX       the nonce (never reuse one under the same key)\n"
      "  --aad HEX         associated data, authenticated but not encrypted\n"
      "  --tag-length N    tag bytes (default: the algorithm's full tag)\n"
      "ALG (key/nonce/tag bytes):\n");
  for (const mcu_aead_desc* a : Aeads()) {
    printf("  %-20s %zu/%zu/%zu\n", a->name, a->key_size, a->nonce_size, a->tag_size);
  }
}

}  // namespace

int CmdAead(int argc, char** argv) {
  static const OptionSpec kSpecs[] = {
      {"--key", true}, {"--nonce", true}, {"--aad", true}, {"--tag-length", true}};
  Args args;
  if (!args.Parse("aead", argc, argv, kSpecs, sizeof(kSpecs) / sizeof(kSpecs[0]))) {
    return kExitUsage;
  }
  if (args.help()) {
    Usage();
    return FinishOut();
  }
  const std::vector<std::string>& pos = args.positionals();
  if (pos.empty()) return Fail(kExitUsage, "aead: missing ALG (see mcucrypt aead --help)");
  const std::string& alg = pos[0];
  const mcu_aead_desc* a = FindAead(alg);
  if (a == nullptr) {
    return Fail(kExitUsage, "aead: unknown algorithm %s (see mcucrypt aead --help)",
                Quote(alg).c_str());
  }
  if (pos.size() < 2 || (pos[1] != "seal" && pos[1] != "open")) {
    return Fail(kExitUsage, "aead: say seal or open after the algorithm");
  }
  if (pos.size() > 2) return Fail(kExitUsage, "aead: too many arguments (input is stdin)");
  const bool seal = pos[1] == "seal";

  Secret key;
  std::vector<uint8_t> nonce, aad;
  int rc = HexOption(args, "--key", true, &key.bytes());
  if (rc == kExitOk) rc = HexOption(args, "--nonce", true, &nonce);
  if (rc == kExitOk) rc = HexOption(args, "--aad", false, &aad);
  if (rc != kExitOk) return rc;
  if (key.size() != a->key_size) {
    return Fail(kExitUsage, "aead: %s needs a %zu-byte key, not %zu bytes", a->name, a->key_size,
                key.size());
  }
  uint64_t tag_len = a->tag_size;
  if (const std::string* t = args.Value("--tag-length")) {
    if (!ParseCount(*t, a->tag_size, &tag_len) || tag_len == 0) {
      return Fail(kExitUsage, "aead: --tag-length must be 1..%zu for %s, not %s", a->tag_size,
                  a->name, Quote(*t).c_str());
    }
  }

  // The sizes the algorithm takes (nonce, tag) only it knows: ask it with an
  // empty message before reading any input, so a bad size is a usage error
  // (2), not an authentication failure.
  uint8_t probe_tag[64];
  const uint8_t* aad_p = aad.empty() ? nullptr : aad.data();
  mcu_status st = tag_len <= sizeof(probe_tag)
                      ? a->encrypt(key.data(), nonce.data(), nonce.size(), nullptr, 0, nullptr, 0,
                                   nullptr, probe_tag, tag_len)
                      : MCU_ERR_INVALID_ARGUMENT;
  mcu_wipe(probe_tag, sizeof(probe_tag));
  if (st == MCU_ERR_INVALID_ARGUMENT) {
    return Fail(kExitUsage, "aead: %s does not accept a %zu-byte nonce with a %llu-byte tag "
                "(usual: %zu-byte nonce, %zu-byte tag)", a->name, nonce.size(),
                static_cast<unsigned long long>(tag_len), a->nonce_size, a->tag_size);
  }
  if (st != MCU_OK) return Fail(kExitUsage, "aead: %s: %s", a->name, StatusText(st));

  Input in;
  rc = in.Open(nullptr);
  if (rc != kExitOk) return rc;
  Secret text;  // plaintext in (seal) or out (open)
  std::vector<uint8_t> data;
  if (!in.ReadAll(kMaxMessage + tag_len, &data)) return kExitUsage;

  if (seal) {
    if (data.size() > kMaxMessage) return Fail(kExitUsage, "input too large (at most %zu bytes)", kMaxMessage);
    std::vector<uint8_t> out(data.size() + tag_len);
    st = a->encrypt(key.data(), nonce.data(), nonce.size(), aad_p, aad.size(),
                    data.empty() ? nullptr : data.data(), data.size(),
                    out.empty() ? nullptr : out.data(), out.data() + data.size(), tag_len);
    mcu_wipe(data.data(), data.size());
    if (st == MCU_OK) {
      if (!WriteOut(out.data(), out.size())) return kExitIo;
      return FinishOut();
    }
  } else {
    if (data.size() < tag_len) {
      return Fail(kExitAuth, "aead: authentication failed (input shorter than the %llu-byte tag)",
                  static_cast<unsigned long long>(tag_len));
    }
    const size_t len = data.size() - tag_len;
    text.bytes().resize(len);
    st = a->decrypt(key.data(), nonce.data(), nonce.size(), aad_p, aad.size(),
                    len == 0 ? nullptr : data.data(), len, data.data() + len, tag_len,
                    len == 0 ? nullptr : text.bytes().data());
    if (st == MCU_ERR_AUTH_FAILED) {
      return Fail(kExitAuth, "aead: authentication failed (wrong key, nonce, aad or tag, or "
                  "altered data); nothing written");
    }
    if (st == MCU_OK) {
      if (!WriteOut(text.data(), text.size())) return kExitIo;
      return FinishOut();
    }
  }
  if (st == MCU_ERR_INVALID_ARGUMENT || st == MCU_ERR_LENGTH_LIMIT) {
    // The sizes passed the probe: the message length is what it refuses
    // (CCM: a short nonce leaves room for a long message, and vice versa).
    return Fail(kExitUsage, "aead: %s does not accept a %zu-byte message with a %zu-byte nonce",
                a->name, seal ? data.size() : data.size() - static_cast<size_t>(tag_len),
                nonce.size());
  }
  return Fail(kExitUsage, "aead: %s: %s", a->name, StatusText(st));
}

}  // namespace mcucli
