// mcucrypt genkey TYPE [--curve NAME] [--bits N] [--group NAME] [--params
// FILE] [--out FILE] [--der]: a new private key as PKCS#8 ("PRIVATE KEY",
// what `openssl genpkey` writes), from the core's key generation and the
// tool's DRBG (pk_keys.h). A DSA key is made in parameters from a file
// (--params): `mcucrypt genparams dsa` or `openssl genpkey -genparam`.
#include <string.h>

#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/rsa.h"
#include "mcucrypt/sm2.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"
#include "tools/cli/pk_keys.h"

namespace mcucli {
namespace {

const OptionSpec kOptions[] = {
    {"--curve", true}, {"--bits", true},  {"--group", true},
    {"--params", true}, {"--out", true}, {"--der", false},
};

void Usage() {
  printf(
      "usage: mcucrypt genkey TYPE [--curve NAME] [--bits N] [--group NAME] [--params FILE]\n"
      "       [--out FILE] [--der]\n"
      "Writes a new private key as PKCS#8 (PEM \"PRIVATE KEY\", or DER with --der) to FILE\n"
      "or stdout; FILE is created readable by its owner only.\n"
      "TYPE:");
  for (const KeyType& t : KeyTypes()) printf(" %s", t.name);
  printf("\n  rsa takes --bits N (1024..4096, a multiple of 64; default 2048), e = 65537\n");
  printf("  ec needs --curve NAME:");
  for (const NamedCurve& c : CurveNames()) printf(" %s", c.name);
  printf(
      "\n  dsa needs --params FILE, DSA PARAMETERS (PEM or DER) of a FIPS 186-4 size, from\n"
      "      `mcucrypt genparams dsa --bits 2048` or `openssl genpkey -genparam -algorithm\n"
      "      DSA -pkeyopt dsa_paramgen_bits:2048`; --bits N, if given, must be their p's size\n"
      "  dh needs --group NAME:");
  for (int i = 0; i < MCU_DH_GROUP_COUNT; i++) {
    printf(" %s", mcu_dh_group_name(static_cast<mcu_dh_group_id>(i)));
  }
  printf("\n  sm2: a key on SM2's curve (GB/T 32918)\n");
}

// A DSA or DH key pair in the domain parameters: SP 800-56A 5.6.1.1.4's
// key pair is FIPS 186-4 B.1.2's (x = c + 1 with c < q - 1 by testing
// candidates, y = g^x), so both take the core's DH key generation; DSA's
// x has N = q's bits.
mcu_status FfcGenerate(const mcu_dh_params& params, const mcu_rng* rng, Key* key) {
  std::vector<uint8_t>& priv = key->priv.bytes();
  priv.assign(MCU_DH_MAX_P_BYTES, 0);
  key->pub.assign(params.p_len, 0);
  size_t len = 0;
  const mcu_status st = mcu_dh_generate_key(&params, rng, priv.data(), priv.size(), &len,
                                            key->pub.data(), key->pub.size());
  priv.resize(len);
  return st;
}

// Leading zero bytes do not count in a parameter's size.
size_t Bits(const uint8_t* p, size_t len) {
  while (len > 0 && p[0] == 0) {
    p++;
    len--;
  }
  size_t bits = 8 * len;
  for (unsigned top = len > 0 ? p[0] : 0x80u; (top & 0x80u) == 0; top <<= 1) bits--;
  return bits;
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
  if (args.Has("--bits") && type->kind != KeyKind::kRsa && type->kind != KeyKind::kDsa) {
    return Fail(kExitUsage, "genkey: --bits is for rsa and dsa only");
  }
  if (args.Has("--params") != (type->kind == KeyKind::kDsa)) {
    return Fail(kExitUsage, type->kind == KeyKind::kDsa
                                ? "genkey: dsa needs --params FILE from `openssl genpkey "
                                  "-genparam -algorithm DSA` (mcucrypt does not generate DSA "
                                  "domain parameters)"
                                : "genkey: --params is for dsa only");
  }
  if (args.Has("--group") != (type->kind == KeyKind::kDh)) {
    return Fail(kExitUsage, type->kind == KeyKind::kDh
                                ? "genkey: dh needs --group NAME (see mcucrypt genkey --help)"
                                : "genkey: --group is for dh only");
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
    case KeyKind::kDsa: {
      if (LoadDsaParams(*args.Value("--params"), &key) != kExitOk) return kExitUsage;
      const size_t p_bits = Bits(key.dsa.p, key.dsa.p_len);
      const std::string* b = args.Value("--bits");
      uint64_t bits = 0;
      if (b != nullptr && (!ParseCount(*b, MCU_DSA_MAX_P_BITS, &bits) || bits != p_bits)) {
        return Fail(kExitUsage, "genkey: dsa: --bits %s is not the --params' size (%zu bits)",
                    Quote(*b).c_str(), p_bits);
      }
      mcu_dh_params ffc = {};
      ffc.p = key.dsa.p;
      ffc.p_len = key.dsa.p_len;
      ffc.g = key.dsa.g;
      ffc.g_len = key.dsa.g_len;
      ffc.q = key.dsa.q;
      ffc.q_len = key.dsa.q_len;
      ffc.private_bits = Bits(key.dsa.q, key.dsa.q_len);
      st = FfcGenerate(ffc, rng.get(), &key);
      break;
    }
    case KeyKind::kDh: {
      mcu_dh_group_id id;
      const std::string& group = *args.Value("--group");
      if (!FindDhGroup(group, &id)) {
        return Fail(kExitUsage, "genkey: unknown group %s (see mcucrypt genkey --help)",
                    Quote(group).c_str());
      }
      st = mcu_dh_group(id, &key.dh);
      if (st == MCU_OK) st = FfcGenerate(key.dh, rng.get(), &key);
      break;
    }
    case KeyKind::kSm2:
      key.curve = MCU_EC_SM2P256V1;
      priv.assign(MCU_SM2_PRIVATE_KEY_SIZE, 0);
      key.pub.assign(MCU_SM2_PUBLIC_KEY_SIZE, 0);
      st = mcu_sm2_generate_key(rng.get(), priv.data(), priv.size(), key.pub.data(),
                                key.pub.size());
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
