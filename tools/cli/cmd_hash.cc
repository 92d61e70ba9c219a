// mcucrypt hash ALG [--length N] [FILE]: the digest (or XOF output) in hex.
#include <vector>

#include "mcucrypt/hmac.h"
#include "mcucrypt/mem.h"
#include "tools/cli/algorithms.h"
#include "tools/cli/cli.h"

namespace mcucli {
namespace {

// The longest XOF output the command prints (2 MiB of hex).
constexpr uint64_t kMaxXofLength = 1u << 20;

void Usage() {
  printf(
      "usage: mcucrypt hash ALG [FILE]\n"
      "       mcucrypt hash XOF --length N [FILE]\n"
      "Prints the digest of FILE (default: stdin; '-' is stdin) in lowercase hex.\n"
      "  --length N   output bytes of an extendable-output function (1..%llu)\n"
      "ALG:",
      static_cast<unsigned long long>(kMaxXofLength));
  for (const mcu_hash_desc* h : Hashes()) printf(" %s", h->name);
  printf("\nXOF:");
  for (const Xof& x : Xofs()) printf(" %s", x.name);
  printf("\n");
}

// Feeds the whole input to update, a chunk at a time.
template <typename Update>
int Absorb(Input* in, Update update, const char* alg) {
  std::vector<uint8_t> buf(kChunk);
  for (;;) {
    bool error = false;
    const size_t n = in->Read(buf.data(), buf.size(), &error);
    if (error) return kExitUsage;
    if (n == 0) return kExitOk;
    const mcu_status st = update(buf.data(), n);
    if (st != MCU_OK) return Fail(kExitUsage, "%s: %s", alg, StatusText(st));
  }
}

int HashOne(const mcu_hash_desc* h, Input* in) {
  mcu_hmac_hash_state ctx;  // room for any hash's context, suitably aligned
  mcu_status st = h->init(ctx.bytes);
  if (st != MCU_OK) return Fail(kExitUsage, "%s: %s", h->name, StatusText(st));
  const int rc = Absorb(
      in, [&](const uint8_t* p, size_t n) { return h->update(ctx.bytes, p, n); }, h->name);
  if (rc != kExitOk) {
    mcu_wipe(&ctx, sizeof(ctx));
    return rc;
  }
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  st = h->final(ctx.bytes, digest);
  if (st != MCU_OK) return Fail(kExitUsage, "%s: %s", h->name, StatusText(st));
  PrintHex(digest, h->digest_size);
  return FinishOut();
}

int XofOne(const Xof* x, uint64_t length, Input* in) {
  union {
    uint8_t bytes[kMaxXofContext];
    uint64_t align;
  } ctx;
  mcu_status st = x->init(ctx.bytes);
  if (st != MCU_OK) return Fail(kExitUsage, "%s: %s", x->name, StatusText(st));
  int rc = Absorb(
      in, [&](const uint8_t* p, size_t n) { return x->update(ctx.bytes, p, n); }, x->name);
  uint8_t out[4096];
  while (rc == kExitOk && length > 0) {
    const size_t n = length < sizeof(out) ? static_cast<size_t>(length) : sizeof(out);
    st = x->squeeze(ctx.bytes, out, n);
    if (st != MCU_OK) {
      rc = Fail(kExitUsage, "%s: %s", x->name, StatusText(st));
      break;
    }
    PrintHex(out, n, /*newline=*/false);
    length -= n;
  }
  x->final(ctx.bytes);
  if (rc != kExitOk) return rc;
  printf("\n");
  return FinishOut();
}

}  // namespace

int CmdHash(int argc, char** argv) {
  static const OptionSpec kSpecs[] = {{"--length", true}};
  Args args;
  if (!args.Parse("hash", argc, argv, kSpecs, 1)) return kExitUsage;
  if (args.help()) {
    Usage();
    return FinishOut();
  }
  const std::vector<std::string>& pos = args.positionals();
  if (pos.empty()) return Fail(kExitUsage, "hash: missing ALG (see mcucrypt hash --help)");
  if (pos.size() > 2) return Fail(kExitUsage, "hash: too many arguments (one FILE at most)");
  const std::string& alg = pos[0];
  const std::string* length_opt = args.Value("--length");

  const mcu_hash_desc* h = FindHash(alg);
  const Xof* x = h == nullptr ? FindXof(alg) : nullptr;
  if (h == nullptr && x == nullptr) {
    return Fail(kExitUsage, "hash: unknown algorithm %s (see mcucrypt hash --help)",
                Quote(alg).c_str());
  }
  uint64_t length = 0;
  if (h != nullptr && length_opt != nullptr) {
    return Fail(kExitUsage, "hash: --length is for XOFs; %s has a fixed %zu-byte digest",
                h->name, h->digest_size);
  }
  if (x != nullptr) {
    if (length_opt == nullptr) return Fail(kExitUsage, "hash: %s needs --length N", x->name);
    if (!ParseCount(*length_opt, kMaxXofLength, &length) || length == 0) {
      return Fail(kExitUsage, "hash: --length must be 1..%llu, not %s",
                  static_cast<unsigned long long>(kMaxXofLength), Quote(*length_opt).c_str());
    }
  }

  Input in;
  const int rc = in.Open(pos.size() == 2 ? &pos[1] : nullptr);
  if (rc != kExitOk) return rc;
  return h != nullptr ? HashOne(h, &in) : XofOne(x, length, &in);
}

}  // namespace mcucli
