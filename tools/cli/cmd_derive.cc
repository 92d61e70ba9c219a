// mcucrypt derive --key KEY --peer PEER [--out FILE]: the shared secret of
// a private key and a peer's public key, as `openssl pkeyutl -derive`
// writes it: ECDH's x-coordinate (field size bytes), the X25519 / X448
// output, or finite-field DH's Z without its leading zero bytes (OpenSSL's
// default, no dh_pad). An all-zero X25519/X448 result (a small-order peer key) is
// refused, as OpenSSL refuses it.
#include <string.h>

#include "mcucrypt/dh.h"
#include "mcucrypt/ecdh.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"
#include "tools/cli/pk_keys.h"

namespace mcucli {
namespace {

const OptionSpec kOptions[] = {{"--key", true}, {"--peer", true}, {"--out", true}};

// Public values, so memcmp's early exit shows nothing secret.
bool Same(const uint8_t* a, size_t a_len, const uint8_t* b, size_t b_len) {
  return a_len == b_len && memcmp(a, b, a_len) == 0;
}
bool SameGroup(const mcu_dh_params& a, const mcu_dh_params& b) {
  return Same(a.p, a.p_len, b.p, b.p_len) && Same(a.g, a.g_len, b.g, b.g_len);
}

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
        "an ec curve (the x-coordinate), X25519, X448 or DH (both keys in one group; Z\n"
        "without leading zero bytes), as `openssl pkeyutl -derive`.\n");
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
  if (peer.kind != key.kind || (key.kind == KeyKind::kEc && peer.curve != key.curve) ||
      (key.kind == KeyKind::kDh && !SameGroup(key.dh, peer.dh))) {
    return Fail(kExitUsage, "derive: --peer is not a key of --key's type and curve or group");
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
  } else if (key.kind == KeyKind::kDh) {
    s.assign(key.dh.p_len, 0);
    size_t len = 0;
    st = mcu_dh_derive(&key.dh, key.priv.data(), key.priv.size(), peer.pub.data(),
                       peer.pub.size(), /*pad=*/0, s.data(), s.size(), &len);
    s.resize(len);
  } else if (key.kind == KeyKind::kX448) {
    s.assign(MCU_X448_KEY_SIZE, 0);
    st = mcu_x448_derive(s.data(), key.priv.data(), peer.pub.data(), /*refuse_zero=*/1);
  }
  if (st != MCU_OK) return Fail(kExitUsage, "derive: %s", StatusText(st));
  return WriteFile(args.Value("--out"), secret.data(), secret.size(), /*secret=*/true);
}

}  // namespace mcucli
