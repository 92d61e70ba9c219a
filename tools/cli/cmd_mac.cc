// mcucrypt mac ALG --key HEX [FILE]: the tag in hex. ALG: hmac-<hash> for
// every hash HMAC is defined for (its block at least its digest), or a
// block-cipher CMAC: <cipher>-cmac for every cipher in the block-cipher
// table, the key length picking the variant (aes-cmac: AES-128/192/256).
#include <string.h>

#include <vector>

#include "mcucrypt/cmac.h"
#include "mcucrypt/hmac.h"
#include "mcucrypt/mem.h"
#include "tools/cli/algorithms.h"
#include "tools/cli/cli.h"

namespace mcucli {
namespace {

// "aes-128" -> "aes", "des-ede3" -> "des-ede3": the name without a trailing
// key size, which CMAC's name leaves to the key.
std::string Family(const mcu_block_cipher_desc* c) {
  std::string name = c->name;
  const size_t dash = name.rfind('-');
  if (dash == std::string::npos || dash + 1 == name.size()) return name;
  for (size_t i = dash + 1; i < name.size(); ++i) {
    if (name[i] < '0' || name[i] > '9') return name;
  }
  return name.substr(0, dash);
}

// The CMAC names, each once; with_sizes adds the key sizes: "aes-cmac (key 16/24/32)".
std::vector<std::string> CmacNames(bool with_sizes) {
  std::vector<std::string> names;
  for (const mcu_block_cipher_desc* c : BlockCiphers()) {
    const std::string name = Family(c) + "-cmac";
    std::string sizes;
    for (const mcu_block_cipher_desc* d : BlockCiphers()) {
      if (Family(d) + "-cmac" != name) continue;
      sizes += (sizes.empty() ? "" : "/") + std::to_string(d->key_size);
    }
    const std::string row = with_sizes ? name + " (key " + sizes + ")" : name;
    bool seen = false;
    for (const std::string& n : names) seen = seen || n == row;
    if (!seen) names.push_back(row);
  }
  return names;
}

void Usage() {
  printf(
      "usage: mcucrypt mac ALG --key HEX [FILE]\n"
      "Prints the MAC of FILE (default: stdin; '-' is stdin) in lowercase hex.\n"
      "  --key HEX   the key, in hex\n"
      "ALG:");
  for (const mcu_hash_desc* h : Hashes()) {
    if (h->block_size >= h->digest_size) printf(" hmac-%s", h->name);
  }
  printf("\nCMAC (key bytes):");
  for (const std::string& n : CmacNames(true)) printf(" %s", n.c_str());
  printf("\n");
}

int Hmac(const mcu_hash_desc* h, const Secret& key, Input* in) {
  mcu_hmac_ctx ctx;
  mcu_status st = mcu_hmac_init(&ctx, h, key.data(), key.size());
  if (st == MCU_ERR_UNSUPPORTED) {
    return Fail(kExitUsage, "mac: unsupported algorithm 'hmac-%s' (HMAC needs a hash whose "
                "block is at least its digest)", h->name);
  }
  if (st != MCU_OK) return Fail(kExitUsage, "mac: hmac-%s: %s", h->name, StatusText(st));
  std::vector<uint8_t> buf(kChunk);
  for (;;) {
    bool error = false;
    const size_t n = in->Read(buf.data(), buf.size(), &error);
    if (error) {
      mcu_wipe(&ctx, sizeof(ctx));
      return kExitUsage;
    }
    if (n == 0) break;
    st = mcu_hmac_update(&ctx, buf.data(), n);
    if (st != MCU_OK) {
      mcu_wipe(&ctx, sizeof(ctx));
      return Fail(kExitUsage, "mac: hmac-%s: %s", h->name, StatusText(st));
    }
  }
  uint8_t tag[MCU_HMAC_MAX_TAG_SIZE];
  st = mcu_hmac_final(&ctx, tag, h->digest_size);
  if (st != MCU_OK) return Fail(kExitUsage, "mac: hmac-%s: %s", h->name, StatusText(st));
  PrintHex(tag, h->digest_size);
  return FinishOut();
}

int Cmac(const std::string& alg, const Secret& key, Input* in) {
  const mcu_block_cipher_desc* cipher = nullptr;
  std::string sizes;
  for (const mcu_block_cipher_desc* c : BlockCiphers()) {
    if (Family(c) + "-cmac" != alg) continue;
    sizes += (sizes.empty() ? "" : ", ") + std::to_string(c->key_size);
    if (c->key_size == key.size()) cipher = c;
  }
  if (cipher == nullptr) {
    return Fail(kExitUsage, "mac: %s needs a key of %s bytes, not %zu bytes", alg.c_str(),
                sizes.c_str(), key.size());
  }
  mcu_block_key k;
  mcu_cmac_ctx ctx;
  mcu_status st = mcu_block_key_init(&k, cipher, key.data(), key.size());
  if (st == MCU_OK) st = mcu_cmac_init(&ctx, &k);
  if (st != MCU_OK) {
    mcu_block_key_wipe(&k);
    return Fail(kExitUsage, "mac: %s: %s", alg.c_str(), StatusText(st));
  }
  std::vector<uint8_t> buf(kChunk);
  int rc = kExitOk;
  for (;;) {
    bool error = false;
    const size_t n = in->Read(buf.data(), buf.size(), &error);
    if (error) {
      rc = kExitUsage;
      break;
    }
    if (n == 0) break;
    st = mcu_cmac_update(&ctx, buf.data(), n);
    if (st != MCU_OK) {
      rc = Fail(kExitUsage, "mac: %s: %s", alg.c_str(), StatusText(st));
      break;
    }
  }
  uint8_t tag[MCU_CMAC_MAX_TAG_SIZE];
  if (rc == kExitOk) {
    st = mcu_cmac_final(&ctx, tag, cipher->block_size);
    if (st != MCU_OK) rc = Fail(kExitUsage, "mac: %s: %s", alg.c_str(), StatusText(st));
  }
  mcu_wipe(&ctx, sizeof(ctx));
  mcu_block_key_wipe(&k);
  if (rc != kExitOk) return rc;
  PrintHex(tag, cipher->block_size);
  return FinishOut();
}

}  // namespace

int CmdMac(int argc, char** argv) {
  static const OptionSpec kSpecs[] = {{"--key", true}};
  Args args;
  if (!args.Parse("mac", argc, argv, kSpecs, 1)) return kExitUsage;
  if (args.help()) {
    Usage();
    return FinishOut();
  }
  const std::vector<std::string>& pos = args.positionals();
  if (pos.empty()) return Fail(kExitUsage, "mac: missing ALG (see mcucrypt mac --help)");
  if (pos.size() > 2) return Fail(kExitUsage, "mac: too many arguments (one FILE at most)");
  const std::string& alg = pos[0];

  const mcu_hash_desc* h = nullptr;
  if (alg.compare(0, 5, "hmac-") == 0) h = FindHash(alg.substr(5));
  bool cmac = false;
  for (const std::string& n : CmacNames(false)) cmac = cmac || n == alg;
  if (h == nullptr && !cmac) {
    return Fail(kExitUsage, "mac: unknown algorithm %s (see mcucrypt mac --help)",
                Quote(alg).c_str());
  }
  Secret key;
  int rc = HexOption(args, "--key", /*required=*/true, &key.bytes());
  if (rc != kExitOk) return rc;

  Input in;
  rc = in.Open(pos.size() == 2 ? &pos[1] : nullptr);
  if (rc != kExitOk) return rc;
  return h != nullptr ? Hmac(h, key, &in) : Cmac(alg, key, &in);
}

}  // namespace mcucli
