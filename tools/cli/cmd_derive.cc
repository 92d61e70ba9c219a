// mcucrypt derive --key KEY --peer PEER [--out FILE]: the shared secret of
// a private key and a peer's public key, as `openssl pkeyutl -derive`
// writes it: ECDH's x-coordinate (field size bytes), or the X25519 / X448
// output. An all-zero X25519/X448 result (a small-order peer key) is
// refused, as OpenSSL refuses it.
#include "mcucrypt/ecdh.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"
#include "tools/cli/pk_keys.h"

namespace mcucli {
namespace {

const OptionSpec kOptions[] = {{"--key", true}, {"--peer", true}, {"--out", true}};

}  // namespace

int CmdDerive(int argc, char** argv) {
  Args args;
  if (!args.Parse("derive", argc, argv, kOptions, sizeof(kOptions) / sizeof(kOptions[0]))) {
    return kExitUsage;
  }
  if (args.help()) {
    printf(
        "usage: mcucrypt derive --key KEY --peer PEER [--out FILE]\n"
        "Writes the raw shared secret of private KEY and the peer's public key PEER (either\n"
        "may be PEM or DER; PEER may be a private key, whose public part is used): ECDH on\n"
        "an ec curve (the x-coordinate), X25519 or X448, as `openssl pkeyutl -derive`.\n");
    return FinishOut();
  }
  if (!args.positionals().empty()) {
    return Fail(kExitUsage, "derive: unexpected argument %s", Quote(args.positionals()[0]).c_str());
  }
  Key key;
  Key peer;
  if (LoadKey(args.Value("--key"), "--key", &key) != kExitOk) return kExitUsage;
  if (!key.has_private) return Fail(kExitUsage, "derive: --key is a public key");
  const KeyType& type = KeyTypeOf(key.kind);
  if (!type.can_derive) {
    return Fail(kExitUsage, "derive: %s keys do not agree on secrets (use sign)", type.name);
  }
  if (LoadKey(args.Value("--peer"), "--peer", &peer) != kExitOk) return kExitUsage;
  if (peer.kind != key.kind || (key.kind == KeyKind::kEc && peer.curve != key.curve)) {
    return Fail(kExitUsage, "derive: --peer is not a key of --key's type and curve");
  }

  Secret secret;
  std::vector<uint8_t>& s = secret.bytes();
  mcu_status st = MCU_ERR_UNSUPPORTED;
  if (key.kind == KeyKind::kEc) {
    s.assign(mcu_ec_mul_for_curve(key.curve)->field_size, 0);
    st = mcu_ecdh_shared_secret(key.curve, key.priv.data(), key.priv.size(), peer.pub.data(),
                                peer.pub.size(), s.data(), s.size());
  } else if (key.kind == KeyKind::kX25519) {
    s.assign(MCU_X25519_KEY_SIZE, 0);
    st = mcu_x25519_derive(s.data(), key.priv.data(), peer.pub.data(), /*refuse_zero=*/1);
  } else if (key.kind == KeyKind::kX448) {
    s.assign(MCU_X448_KEY_SIZE, 0);
    st = mcu_x448_derive(s.data(), key.priv.data(), peer.pub.data(), /*refuse_zero=*/1);
  }
  if (st != MCU_OK) return Fail(kExitUsage, "derive: %s", StatusText(st));
  return WriteFile(args.Value("--out"), secret.data(), secret.size(), /*secret=*/true);
}

}  // namespace mcucli
