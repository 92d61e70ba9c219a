// mcucrypt sign / verify: RSA (PKCS#1 v1.5, or PSS with MGF1 over the same
// hash), ECDSA and DSA (DER, or IEEE P1363 with --p1363) over a hash of the
// message, SM2 (SM3 over Z_A || M, Z_A from --id or the default ID), and
// Ed25519 / Ed448 over the message itself (pure EdDSA). The output is what
// `openssl dgst -HASH -sign KEY` writes (RSA, ECDSA, DSA; SM2 with -sm3
// -sigopt distid:ID) and `openssl pkeyutl -sign -rawin` writes (EdDSA);
// verify exits 0 for a valid signature, 1 for any other, and writes
// nothing on stdout.
#include <string.h>

#include "mcucrypt/dsa.h"
#include "mcucrypt/ecdsa.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/rsa.h"
#include "mcucrypt/sm2.h"
#include "tools/cli/pk_keys.h"

namespace mcucli {
namespace {

const OptionSpec kSignOptions[] = {
    {"--key", true}, {"--in", true},     {"--out", true},    {"--hash", true},
    {"--pss", false}, {"--saltlen", true}, {"--p1363", false}, {"--id", true},
};
const OptionSpec kVerifyOptions[] = {
    {"--key", true}, {"--in", true},     {"--sig", true},    {"--hash", true},
    {"--pss", false}, {"--saltlen", true}, {"--p1363", false}, {"--id", true},
};

// EdDSA and SM2 signs the whole message, so it is read into memory.
constexpr size_t kMaxEdMessage = size_t{256} << 20;

void Usage(const char* command) {
  const bool sign = command[0] == 's';
  printf(
      "usage: mcucrypt %s --key KEY %s[--in MSG] [--hash H] [--pss [--saltlen N]] [--p1363]\n"
      "       [--id ID]\n",
      command, sign ? "[--out SIG] " : "--sig SIG ");
  printf(
      "KEY: PEM or DER key file (%s). MSG: the message file, or stdin.\n"
      "  RSA: PKCS#1 v1.5 signature over --hash (default sha256), as `openssl dgst -sha256\n"
      "       -sign`; --pss: RSASSA-PSS, MGF1 with the same hash, salt --saltlen bytes\n"
      "       (default: the hash's length).\n"
      "  EC:  ECDSA over --hash (default sha256), DER; --p1363: r || s.\n"
      "  DSA: over --hash (default sha256), DER; --p1363: r || s.\n"
      "  SM2: SM3 over Z_A || MSG, Z_A of --id (default \"" MCU_SM2_DEFAULT_ID "\"), DER;\n"
      "       --p1363: r || s; as `openssl dgst -sm3 -sigopt distid:ID` (no other --hash).\n"
      "  ed25519, ed448: pure EdDSA over the message (no --hash), as `openssl pkeyutl -sign\n"
      "       -rawin`.\n"
      "Hashes:",
      sign ? "private" : "public or private");
  for (const mcu_hash_desc* h : Hashes()) printf(" %s", h->name);
  printf("\n");
  if (!sign) printf("Exit 0: the signature is valid; 1: it is not. Nothing is written on stdout.\n");
}

// What both commands check: options that fit the key, the hash, the salt.
struct Plan {
  const mcu_hash_desc* hash = nullptr;
  size_t salt_len = 0;
};

int MakePlan(const char* command, const Args& args, const Key& key, Plan* plan) {
  const bool rsa = key.kind == KeyKind::kRsa;
  const bool sm2 = key.kind == KeyKind::kSm2;
  // Signatures that are two integers, DER or P1363.
  const bool two_ints = key.kind == KeyKind::kEc || key.kind == KeyKind::kDsa || sm2;
  const KeyType& type = KeyTypeOf(key.kind);
  if (!type.can_sign) {
    return Fail(kExitUsage, "%s: %s keys do not sign (use derive)", command, type.name);
  }
  if (args.Has("--pss") && !rsa) return Fail(kExitUsage, "%s: --pss is for RSA keys", command);
  if (args.Has("--saltlen") && !args.Has("--pss")) {
    return Fail(kExitUsage, "%s: --saltlen needs --pss", command);
  }
  if (args.Has("--p1363") && !two_ints) {
    return Fail(kExitUsage, "%s: --p1363 is for EC, DSA and SM2 keys", command);
  }
  if (args.Has("--id") && !sm2) return Fail(kExitUsage, "%s: --id is for SM2 keys", command);
  const std::string* hash_name = args.Value("--hash");
  if (sm2) {
    // The core's SM2 hashes with SM3 (Z_A too), the standard's pairing.
    if (hash_name != nullptr && *hash_name != "sm3") {
      return Fail(kExitUsage, "%s: SM2 signs with sm3 only, not %s", command,
                  Quote(*hash_name).c_str());
    }
    return kExitOk;
  }
  if (!rsa && !two_ints) {
    if (hash_name != nullptr) {
      return Fail(kExitUsage, "%s: %s signs the message itself: no --hash", command, type.name);
    }
    return kExitOk;
  }
  plan->hash = FindHash(hash_name != nullptr ? *hash_name : "sha256");
  if (plan->hash == nullptr) {
    return Fail(kExitUsage, "%s: unknown hash %s (see mcucrypt %s --help)", command,
                Quote(*hash_name).c_str(), command);
  }
  plan->salt_len = plan->hash->digest_size;
  const std::string* salt = args.Value("--saltlen");
  uint64_t n = 0;
  if (salt != nullptr) {
    if (!ParseCount(*salt, MCU_RSA_MAX_MODULUS_BYTES, &n)) {
      return Fail(kExitUsage, "%s: --saltlen must be a byte count, not %s", command,
                  Quote(*salt).c_str());
    }
    plan->salt_len = static_cast<size_t>(n);
  }
  return kExitOk;
}

// SM2's user identity: --id as given (empty allowed), or NULL for the
// core's default ID.
const uint8_t* Sm2Id(const Args& args, size_t* len) {
  const std::string* id = args.Value("--id");
  if (id == nullptr) return nullptr;
  *len = id->size();
  return reinterpret_cast<const uint8_t*>(id->data());
}

// The message: hashed as it streams in (RSA, ECDSA), or read whole (EdDSA).
int ReadMessage(const Args& args, const Plan& plan, uint8_t* digest, std::vector<uint8_t>* msg) {
  Input in;
  if (in.Open(args.Value("--in")) != kExitOk) return kExitUsage;
  if (plan.hash == nullptr) return in.ReadAll(kMaxEdMessage, msg) ? kExitOk : kExitUsage;
  alignas(8) uint8_t ctx[MCU_HASH_MAX_CONTEXT_SIZE];
  std::vector<uint8_t> chunk(kChunk);
  mcu_status st = plan.hash->init(ctx);
  for (;;) {
    bool error = false;
    const size_t n = in.Read(chunk.data(), chunk.size(), &error);
    if (error) return kExitUsage;
    if (n == 0 || st != MCU_OK) break;
    st = plan.hash->update(ctx, chunk.data(), n);
  }
  if (st == MCU_OK) st = plan.hash->final(ctx, digest);
  if (st != MCU_OK) return Fail(kExitUsage, "%s: %s", plan.hash->name, StatusText(st));
  return kExitOk;
}

}  // namespace

int CmdSign(int argc, char** argv) {
  Args args;
  if (!args.Parse("sign", argc, argv, kSignOptions,
                  sizeof(kSignOptions) / sizeof(kSignOptions[0]))) {
    return kExitUsage;
  }
  if (args.help()) {
    Usage("sign");
    return FinishOut();
  }
  if (!args.positionals().empty()) {
    return Fail(kExitUsage, "sign: unexpected argument %s (the message is --in MSG)",
                Quote(args.positionals()[0]).c_str());
  }
  Key key;
  if (LoadKey(args.Value("--key"), "--key", &key) != kExitOk) return kExitUsage;
  if (!key.has_private) return Fail(kExitUsage, "sign: --key is a public key");
  Plan plan;
  if (MakePlan("sign", args, key, &plan) != kExitOk) return kExitUsage;
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  std::vector<uint8_t> msg;
  if (ReadMessage(args, plan, digest, &msg) != kExitOk) return kExitUsage;
  Rng rng;
  if (!rng.Init("sign")) return kExitIo;

  std::vector<uint8_t> sig;
  const size_t dlen = plan.hash != nullptr ? plan.hash->digest_size : 0;
  mcu_status st = MCU_ERR_UNSUPPORTED;
  switch (key.kind) {
    case KeyKind::kRsa:
      sig.assign(mcu_rsa_modulus_len(&key.rsa_pub), 0);
      st = args.Has("--pss")
               ? mcu_rsa_pss_sign(&key.rsa_priv, plan.hash, plan.hash, plan.salt_len, digest,
                                  dlen, rng.get(), sig.data(), sig.size())
               : mcu_rsa_pkcs1v15_sign(&key.rsa_priv, plan.hash, digest, dlen, rng.get(),
                                       sig.data(), sig.size());
      break;
    case KeyKind::kEc: {
      const size_t half = mcu_ec_mul_for_curve(key.curve)->scalar_size;
      uint8_t rs[2 * MCU_EC_MAX_SCALAR_SIZE];
      st = mcu_ecdsa_sign_digest(key.curve, key.priv.data(), key.priv.size(), digest, dlen,
                                 rng.get(), rs, 2 * half);
      if (st == MCU_OK && args.Has("--p1363")) {
        sig.assign(rs, rs + 2 * half);
      } else if (st == MCU_OK) {
        sig.assign(MCU_ECDSA_MAX_DER_SIZE, 0);
        size_t len = 0;
        st = mcu_ecdsa_sig_to_der(key.curve, rs, 2 * half, sig.data(), sig.size(), &len);
        sig.resize(len);
      }
      break;
    }
    case KeyKind::kDsa: {
      const mcu_dsa_private_key sk = {key.dsa, key.priv.data(), key.priv.size()};
      const size_t half = mcu_dsa_q_len(&key.dsa);
      uint8_t rs[MCU_DSA_MAX_SIG_SIZE];
      st = mcu_dsa_sign_digest(&sk, digest, dlen, rng.get(), rs, 2 * half);
      if (st == MCU_OK && args.Has("--p1363")) {
        sig.assign(rs, rs + 2 * half);
      } else if (st == MCU_OK) {
        sig.assign(MCU_DSA_MAX_DER_SIG_SIZE, 0);
        size_t len = 0;
        st = mcu_dsa_sig_to_der(&key.dsa, rs, 2 * half, sig.data(), sig.size(), &len);
        sig.resize(len);
      }
      break;
    }
    case KeyKind::kSm2: {
      size_t id_len = 0;
      const uint8_t* id_p = Sm2Id(args, &id_len);
      if (args.Has("--p1363")) {
        sig.assign(MCU_SM2_SIGNATURE_SIZE, 0);
        st = mcu_sm2_sign(key.priv.data(), key.priv.size(), key.pub.data(), key.pub.size(),
                          id_p, id_len, msg.data(), msg.size(), rng.get(), sig.data(),
                          sig.size());
      } else {
        sig.assign(MCU_ECDSA_MAX_DER_SIZE, 0);
        size_t len = 0;
        st = mcu_sm2_sign_der(key.priv.data(), key.priv.size(), key.pub.data(),
                              key.pub.size(), id_p, id_len, msg.data(), msg.size(), rng.get(),
                              sig.data(), sig.size(), &len);
        sig.resize(len);
      }
      break;
    }
    case KeyKind::kEd25519:
      sig.assign(MCU_ED25519_SIGNATURE_SIZE, 0);
      st = mcu_ed25519_sign(sig.data(), key.priv.data(), msg.data(), msg.size());
      break;
    case KeyKind::kEd448:
      sig.assign(MCU_ED448_SIGNATURE_SIZE, 0);
      st = mcu_ed448_sign(sig.data(), key.priv.data(), nullptr, 0, msg.data(), msg.size());
      break;
    case KeyKind::kX25519:
    case KeyKind::kX448:
    case KeyKind::kDh:
      break;  // refused by MakePlan
  }
  mcu_wipe(digest, sizeof(digest));
  if (st != MCU_OK) {
    return Fail(st == MCU_ERR_RNG_FAILED ? kExitIo : kExitUsage, "sign: %s",
                StatusText(st));
  }
  return WriteFile(args.Value("--out"), sig.data(), sig.size(), /*secret=*/false);
}

int CmdVerify(int argc, char** argv) {
  Args args;
  if (!args.Parse("verify", argc, argv, kVerifyOptions,
                  sizeof(kVerifyOptions) / sizeof(kVerifyOptions[0]))) {
    return kExitUsage;
  }
  if (args.help()) {
    Usage("verify");
    return FinishOut();
  }
  if (!args.positionals().empty()) {
    return Fail(kExitUsage, "verify: unexpected argument %s (the message is --in MSG)",
                Quote(args.positionals()[0]).c_str());
  }
  const std::string* sig_path = args.Value("--sig");
  if (sig_path == nullptr) return Fail(kExitUsage, "verify: --sig SIG is required");
  if (sig_path->empty() || *sig_path == "-") {
    return Fail(kExitUsage, "verify: --sig must name a file (stdin is the message)");
  }
  Key key;
  if (LoadKey(args.Value("--key"), "--key", &key) != kExitOk) return kExitUsage;
  Plan plan;
  if (MakePlan("verify", args, key, &plan) != kExitOk) return kExitUsage;
  std::vector<uint8_t> sig;
  {
    Input in;
    if (in.Open(sig_path) != kExitOk || !in.ReadAll(64 * 1024, &sig)) return kExitUsage;
  }
  uint8_t digest[MCU_HASH_MAX_DIGEST_SIZE];
  std::vector<uint8_t> msg;
  if (ReadMessage(args, plan, digest, &msg) != kExitOk) return kExitUsage;

  const size_t dlen = plan.hash != nullptr ? plan.hash->digest_size : 0;
  mcu_status st = MCU_ERR_INVALID_SIGNATURE;
  switch (key.kind) {
    case KeyKind::kRsa:
      if (sig.size() != mcu_rsa_modulus_len(&key.rsa_pub)) break;
      st = args.Has("--pss")
               ? mcu_rsa_pss_verify(&key.rsa_pub, plan.hash, plan.hash, plan.salt_len, digest,
                                    dlen, sig.data(), sig.size())
               : mcu_rsa_pkcs1v15_verify(&key.rsa_pub, plan.hash, digest, dlen, sig.data(),
                                         sig.size());
      break;
    case KeyKind::kEc: {
      const size_t half = mcu_ec_mul_for_curve(key.curve)->scalar_size;
      uint8_t rs[2 * MCU_EC_MAX_SCALAR_SIZE];
      if (args.Has("--p1363")) {
        if (sig.size() != 2 * half) break;
        memcpy(rs, sig.data(), sig.size());
        st = MCU_OK;
      } else {
        st = mcu_ecdsa_sig_from_der(key.curve, sig.data(), sig.size(), rs, 2 * half);
      }
      if (st == MCU_OK) {
        st = mcu_ecdsa_verify_digest(key.curve, key.pub.data(), key.pub.size(), digest, dlen,
                                     rs, 2 * half);
      }
      break;
    }
    case KeyKind::kDsa: {
      const mcu_dsa_public_key pk = {key.dsa, key.pub.data(), key.pub.size()};
      if (!args.Has("--p1363")) {
        st = mcu_dsa_verify_digest_der(&pk, digest, dlen, sig.data(), sig.size());
      } else if (sig.size() == 2 * mcu_dsa_q_len(&key.dsa)) {
        st = mcu_dsa_verify_digest(&pk, digest, dlen, sig.data(), sig.size());
      }
      break;
    }
    case KeyKind::kSm2: {
      size_t id_len = 0;
      const uint8_t* id_p = Sm2Id(args, &id_len);
      if (!args.Has("--p1363")) {
        st = mcu_sm2_verify_der(key.pub.data(), key.pub.size(), id_p, id_len, msg.data(),
                                msg.size(), sig.data(), sig.size());
      } else if (sig.size() == MCU_SM2_SIGNATURE_SIZE) {
        st = mcu_sm2_verify(key.pub.data(), key.pub.size(), id_p, id_len, msg.data(),
                            msg.size(), sig.data(), sig.size());
      }
      break;
    }
    case KeyKind::kEd25519:
      if (sig.size() != MCU_ED25519_SIGNATURE_SIZE) break;
      st = mcu_ed25519_verify(sig.data(), key.pub.data(), msg.data(), msg.size());
      break;
    case KeyKind::kEd448:
      if (sig.size() != MCU_ED448_SIGNATURE_SIZE) break;
      st = mcu_ed448_verify(sig.data(), key.pub.data(), nullptr, 0, msg.data(), msg.size());
      break;
    case KeyKind::kX25519:
    case KeyKind::kX448:
    case KeyKind::kDh:
      break;  // refused by MakePlan
  }
  if (st == MCU_OK) return FinishOut();
  if (st == MCU_ERR_INVALID_SIGNATURE) return Fail(kExitAuth, "verify: invalid signature");
  return Fail(kExitUsage, "verify: %s", StatusText(st));
}

}  // namespace mcucli
