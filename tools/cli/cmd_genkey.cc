// mcucrypt genkey TYPE [--curve NAME] [--bits N] [--out FILE] [--der]: a new
// private key as PKCS#8 ("PRIVATE KEY", what `openssl genpkey` writes), from
// the core's key generation and the tool's DRBG (pk_keys.h).
#include <string.h>

#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/rsa.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"
#include "tools/cli/pk_keys.h"

namespace mcucli {
namespace {

const OptionSpec kOptions[] = {
    {"--curve", true}, {"--bits", true}, {"--out", true}, {"--der", false},
};

void Usage() {
  printf(
      "usage: mcucrypt genkey TYPE [--curve NAME] [--bits N] [--out FILE] [--der]\n"
      "Writes a new private key as PKCS#8 (PEM \"PRIVATE KEY\", or DER with --der) to FILE\n"
      "or stdout; FILE is created readable by its owner only.\n"
      "TYPE:");
  for (const KeyType& t : KeyTypes()) printf(" %s", t.name);
  printf("\n  rsa takes --bits N (1024..4096, a multiple of 64; default 2048), e = 65537\n");
  printf("  ec needs --curve NAME:");
  for (const NamedCurve& c : CurveNames()) printf(" %s", c.name);
  printf("\n");
}

}  // namespace

int CmdGenkey(int argc, char** argv) {
  Args args;
  if (!args.Parse("genkey", argc, argv, kOptions, sizeof(kOptions) / sizeof(kOptions[0]))) {
    return kExitUsage;
  }
  if (args.help()) {
    Usage();
    return FinishOut();
  }
  if (args.positionals().size() != 1) {
    return Fail(kExitUsage, "genkey: say which type: mcucrypt genkey TYPE (see --help)");
  }
  const std::string& name = args.positionals()[0];
  const KeyType* type = FindKeyType(name);
  if (type == nullptr) {
    return Fail(kExitUsage, "genkey: unknown key type %s (see mcucrypt genkey --help)",
                Quote(name).c_str());
  }
  if (args.Has("--bits") && type->kind != KeyKind::kRsa) {
    return Fail(kExitUsage, "genkey: --bits is for rsa only");
  }
  const std::string* curve_name = args.Value("--curve");
  if ((type->kind == KeyKind::kEc) != (curve_name != nullptr)) {
    return Fail(kExitUsage, type->kind == KeyKind::kEc
                                ? "genkey: ec needs --curve NAME (see mcucrypt genkey --help)"
                                : "genkey: --curve is for ec only");
  }

  Key key;
  key.kind = type->kind;
  key.has_private = true;
  Rng rng;
  if (!rng.Init("genkey")) return kExitIo;
  std::vector<uint8_t>& priv = key.priv.bytes();
  mcu_status st = MCU_OK;
  switch (type->kind) {
    case KeyKind::kEc: {
      if (!FindCurve(*curve_name, &key.curve)) {
        return Fail(kExitUsage, "genkey: unknown curve %s (see mcucrypt genkey --help)",
                    Quote(*curve_name).c_str());
      }
      const mcu_ec_mul_desc* d = mcu_ec_mul_for_curve(key.curve);
      priv.assign(d->scalar_size, 0);
      key.pub.assign(1 + 2 * d->field_size, 0);
      st = mcu_ec_generate_key(key.curve, rng.get(), priv.data(), priv.size(), key.pub.data(),
                               key.pub.size());
      break;
    }
    case KeyKind::kEd25519:
      priv.assign(MCU_ED25519_PRIVATE_KEY_SIZE, 0);
      key.pub.assign(MCU_ED25519_PUBLIC_KEY_SIZE, 0);
      st = mcu_ed25519_keygen(priv.data(), key.pub.data(), rng.get());
      break;
    case KeyKind::kEd448:
      priv.assign(MCU_ED448_PRIVATE_KEY_SIZE, 0);
      key.pub.assign(MCU_ED448_PUBLIC_KEY_SIZE, 0);
      st = mcu_ed448_keygen(priv.data(), key.pub.data(), rng.get());
      break;
    case KeyKind::kX25519:
      priv.assign(MCU_X25519_KEY_SIZE, 0);
      key.pub.assign(MCU_X25519_KEY_SIZE, 0);
      st = mcu_x25519_keygen(priv.data(), key.pub.data(), rng.get());
      break;
    case KeyKind::kX448:
      priv.assign(MCU_X448_KEY_SIZE, 0);
      key.pub.assign(MCU_X448_KEY_SIZE, 0);
      st = mcu_x448_keygen(priv.data(), key.pub.data(), rng.get());
      break;
    case KeyKind::kRsa: {
      // The integers live in key.der (a Secret: wiped), and rsa_priv views them.
      uint64_t bits = 2048;  // openssl genpkey's default
      const std::string* b = args.Value("--bits");
      if (b != nullptr && !ParseCount(*b, MCU_RSA_MAX_MODULUS_BITS, &bits)) {
        return Fail(kExitUsage, "genkey: --bits must be a number of bits, not %s",
                    Quote(*b).c_str());
      }
      key.der.bytes().assign(sizeof(mcu_rsa_keygen_buf), 0);
      auto* buf = reinterpret_cast<mcu_rsa_keygen_buf*>(key.der.bytes().data());
      st = mcu_rsa_generate_key(static_cast<size_t>(bits), 0, rng.get(), nullptr, buf,
                                &key.rsa_priv);
      if (st == MCU_ERR_INVALID_ARGUMENT) {
        return Fail(kExitUsage, "genkey: rsa: --bits must be a multiple of 64 in %u..%u",
                    MCU_RSA_MIN_MODULUS_BITS, MCU_RSA_MAX_MODULUS_BITS);
      }
      key.rsa_pub = key.rsa_priv.pub;
      break;
    }
  }
  if (st != MCU_OK) {
    return Fail(st == MCU_ERR_RNG_FAILED ? kExitIo : kExitUsage, "genkey: %s: %s",
                type->name, StatusText(st));
  }
  Secret der;
  if (PrivateKeyDer(key, &der) != kExitOk) return kExitUsage;
  return WriteKeyFile(args.Value("--out"), "PRIVATE KEY", der.data(), der.size(),
                      args.Has("--der"), /*secret=*/true);
}

}  // namespace mcucli
