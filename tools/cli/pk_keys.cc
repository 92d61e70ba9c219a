// Key files: which of the core's decoders a file is for, and back. A file is
// PEM when it does not start as DER does (0x30, a SEQUENCE); its block is the
// first with a key label. DER is tried against each format in turn, private
// ones first; the first that accepts it wins.
#include "tools/cli/pk_keys.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "crypto/rand/entropy_host.h"
#include "mcucrypt/dh.h"
#include "mcucrypt/dsa.h"
#include "mcucrypt/ec_curves.h"
#include "mcucrypt/ed25519.h"
#include "mcucrypt/ed448.h"
#include "mcucrypt/mem.h"
#include "mcucrypt/pem.h"
#include "mcucrypt/rfc8410.h"
#include "mcucrypt/sm2.h"
#include "mcucrypt/x25519.h"
#include "mcucrypt/x448.h"

namespace mcucli {
namespace {

const KeyType kKeyTypes[] = {
    {"rsa", KeyKind::kRsa, true, false},        {"ec", KeyKind::kEc, true, true},
    {"ed25519", KeyKind::kEd25519, true, false}, {"ed448", KeyKind::kEd448, true, false},
    {"x25519", KeyKind::kX25519, false, true},  {"x448", KeyKind::kX448, false, true},
    {"dsa", KeyKind::kDsa, true, false},        {"dh", KeyKind::kDh, false, true},
    {"sm2", KeyKind::kSm2, true, false},
};

const NamedCurve kCurves[] = {
    {"prime256v1", MCU_EC_SECP256R1},           {"secp256r1", MCU_EC_SECP256R1},
    {"secp384r1", MCU_EC_SECP384R1},            {"secp521r1", MCU_EC_SECP521R1},
    {"brainpoolP256r1", MCU_EC_BRAINPOOLP256R1}, {"brainpoolP384r1", MCU_EC_BRAINPOOLP384R1},
    {"brainpoolP512r1", MCU_EC_BRAINPOOLP512R1},
};

// The PEM labels a key file may carry (OpenSSL writes all of them).
const char* const kPemLabels[] = {"PRIVATE KEY", "EC PRIVATE KEY", "RSA PRIVATE KEY",
                                  "DSA PRIVATE KEY", "PUBLIC KEY", "RSA PUBLIC KEY"};
const char* const kDsaParamsLabel[] = {"DSA PARAMETERS"};

constexpr size_t kMaxKeyFile = 64 * 1024;  // a 4096-bit RSA key in PEM is ~3.3 KB
constexpr size_t kMaxRsaDer = 2 * MCU_RSA_MAX_MODULUS_BYTES + 4 * 512 + 256;
// p, q or nothing, g, y, x and their headers: DSA at 3072 bits, DH at 4096.
constexpr size_t kMaxFfcDer = 4 * MCU_DH_MAX_P_BYTES + 256;

struct Rfc8410Kind {
  mcu_rfc8410_alg alg;
  KeyKind kind;
};
const Rfc8410Kind kRfc8410[] = {
    {MCU_RFC8410_X25519, KeyKind::kX25519},
    {MCU_RFC8410_X448, KeyKind::kX448},
    {MCU_RFC8410_ED25519, KeyKind::kEd25519},
    {MCU_RFC8410_ED448, KeyKind::kEd448},
};

mcu_rfc8410_alg Rfc8410Alg(KeyKind kind) {
  for (const Rfc8410Kind& r : kRfc8410) {
    if (r.kind == kind) return r.alg;
  }
  return MCU_RFC8410_X25519;  // not reached: callers pass an RFC 8410 kind
}

// The public key of a raw RFC 8410 private key.
mcu_status Rfc8410Public(KeyKind kind, const uint8_t* priv, uint8_t* pub) {
  switch (kind) {
    case KeyKind::kEd25519: return mcu_ed25519_public_key(pub, priv);
    case KeyKind::kEd448: return mcu_ed448_public_key(pub, priv);
    case KeyKind::kX25519: return mcu_x25519_public_key(pub, priv);
    case KeyKind::kX448: return mcu_x448_public_key(pub, priv);
    default: return MCU_ERR_INVALID_ARGUMENT;
  }
}

// The error worth reporting when no format accepted the file: a format
// that recognised the key (invalid key, unsupported parameters) says more
// than one that did not (malformed).
int Rank(mcu_status st) {
  return st == MCU_ERR_MALFORMED ? 0 : st == MCU_ERR_UNSUPPORTED ? 1 : 2;
}

mcu_status DecodePrivate(Key* key) {
  const uint8_t* der = key->der.data();
  const size_t der_len = key->der.size();
  std::vector<uint8_t>& priv = key->priv.bytes();
  priv.assign(MCU_EC_MAX_SCALAR_SIZE, 0);
  mcu_status best = MCU_ERR_MALFORMED;
  auto keep = [&best](mcu_status st) {
    if (Rank(st) > Rank(best)) best = st;
  };

  mcu_rfc8410_alg alg;
  size_t len = 0;
  mcu_status st = mcu_rfc8410_read_private(der, der_len, &alg, priv.data(), priv.size(), &len);
  if (st == MCU_OK) {
    for (const Rfc8410Kind& r : kRfc8410) {
      if (r.alg == alg) key->kind = r.kind;
    }
    priv.resize(len);
    key->pub.assign(len, 0);  // RFC 8410 public keys are as long as private ones
    return Rfc8410Public(key->kind, priv.data(), key->pub.data());
  }
  keep(st);

  mcu_ec_curve_id curve;
  st = mcu_ec_pkcs8_private_key_decode(der, der_len, &curve, priv.data(), priv.size());
  if (st != MCU_OK) {
    keep(st);
    st = mcu_ec_sec1_private_key_decode(der, der_len, &curve, priv.data(), priv.size());
  }
  if (st == MCU_OK) {
    const mcu_ec_mul_desc* d = mcu_ec_mul_for_curve(curve);
    key->kind = KeyKind::kEc;
    key->curve = curve;
    priv.resize(d->scalar_size);
    key->pub.assign(1 + 2 * d->field_size, 0);
    return mcu_ec_public_key(curve, priv.data(), priv.size(), key->pub.data(), key->pub.size());
  }
  keep(st);

  st = mcu_rsa_private_key_from_der(&key->rsa_priv, der, der_len);
  if (st == MCU_OK) {
    key->kind = KeyKind::kRsa;
    key->rsa_pub = key->rsa_priv.pub;
    mcu_wipe(priv.data(), priv.size());
    priv.clear();
    return MCU_OK;
  }
  keep(st);

  // DSA and DH: x (a view into der) is copied; y is recomputed unless the
  // file ("DSA PRIVATE KEY") carries it.
  mcu_dsa_private_key sk;
  const uint8_t* y = nullptr;
  size_t y_len = 0;
  st = mcu_dsa_private_key_from_der(&sk, &y, &y_len, der, der_len);
  if (st == MCU_OK) {
    key->kind = KeyKind::kDsa;
    key->dsa = sk.params;
    priv.assign(sk.x, sk.x + sk.x_len);
    if (y != nullptr) {
      key->pub.assign(sk.params.p_len, 0);
      if (y_len > key->pub.size()) return MCU_ERR_INVALID_KEY;
      memcpy(key->pub.data() + key->pub.size() - y_len, y, y_len);
      return MCU_OK;
    }
    return FfcPublicKey(sk.params.p, sk.params.p_len, sk.params.g, sk.params.g_len,
                        priv.data(), priv.size(), &key->pub) == kExitOk
               ? MCU_OK
               : MCU_ERR_INVALID_KEY;
  }
  keep(st);

  const uint8_t* x = nullptr;
  size_t x_len = 0;
  st = mcu_dh_private_key_from_der(&key->dh, &x, &x_len, der, der_len);
  if (st == MCU_OK) {
    key->kind = KeyKind::kDh;
    priv.assign(x, x + x_len);
    return FfcPublicKey(key->dh.p, key->dh.p_len, key->dh.g, key->dh.g_len, priv.data(),
                        priv.size(), &key->pub) == kExitOk
               ? MCU_OK
               : MCU_ERR_INVALID_KEY;
  }
  keep(st);
  return best;
}

mcu_status DecodePublic(Key* key) {
  const uint8_t* der = key->der.data();
  const size_t der_len = key->der.size();
  mcu_status best = MCU_ERR_MALFORMED;
  auto keep = [&best](mcu_status st) {
    if (Rank(st) > Rank(best)) best = st;
  };

  mcu_rfc8410_alg alg;
  uint8_t raw[MCU_RFC8410_MAX_KEY];
  size_t len = 0;
  mcu_status st = mcu_rfc8410_read_public(der, der_len, &alg, raw, sizeof(raw), &len);
  if (st == MCU_OK) {
    for (const Rfc8410Kind& r : kRfc8410) {
      if (r.alg == alg) key->kind = r.kind;
    }
    key->pub.assign(raw, raw + len);
    return MCU_OK;
  }
  keep(st);

  mcu_ec_curve_id curve;
  uint8_t xy[2 * MCU_EC_MAX_FIELD_SIZE];
  st = mcu_ec_spki_decode(der, der_len, &curve, xy);
  if (st == MCU_OK) {
    const size_t field = mcu_ec_mul_for_curve(curve)->field_size;
    key->kind = KeyKind::kEc;
    key->curve = curve;
    key->pub.assign(1, 0x04);
    key->pub.insert(key->pub.end(), xy, xy + 2 * field);
    return MCU_OK;
  }
  keep(st);

  st = mcu_rsa_public_key_from_der(&key->rsa_pub, der, der_len);
  if (st == MCU_OK) {
    key->kind = KeyKind::kRsa;
    return MCU_OK;
  }
  keep(st);

  // DSA and DH: y left-padded to p's length, as the core writes it.
  const uint8_t* y = nullptr;
  size_t y_len = 0;
  mcu_dsa_public_key pk;
  st = mcu_dsa_public_key_from_der(&pk, der, der_len);
  if (st == MCU_OK) {
    key->kind = KeyKind::kDsa;
    key->dsa = pk.params;
    y = pk.y;
    y_len = pk.y_len;
  } else {
    keep(st);
    st = mcu_dh_public_key_from_der(&key->dh, &y, &y_len, der, der_len);
    if (st != MCU_OK) {
      keep(st);
      return best;
    }
    key->kind = KeyKind::kDh;
  }
  const size_t p_len = key->kind == KeyKind::kDsa ? key->dsa.p_len : key->dh.p_len;
  if (y_len > p_len) return MCU_ERR_INVALID_KEY;
  key->pub.assign(p_len - y_len, 0);
  key->pub.insert(key->pub.end(), y, y + y_len);
  return MCU_OK;
}

// The DER of a key or parameter file, PEM (the first block under one of
// labels) or DER (it starts as a SEQUENCE does).
int ReadDer(const std::string& path, const char* what, const char* const* labels,
            size_t n_labels, Secret* out) {
  Input in;
  if (in.Open(&path) != kExitOk) return kExitUsage;
  Secret file;
  if (!in.ReadAll(kMaxKeyFile, &file.bytes())) return kExitUsage;
  const std::string name = Quote(path);
  if (file.size() == 0) return Fail(kExitUsage, "%s %s: empty file", what, name.c_str());

  std::vector<uint8_t>& der = out->bytes();
  if (file.data()[0] == 0x30) {
    der = file.bytes();
    return kExitOk;
  }
  for (size_t i = 0; i < n_labels; i++) {
    der.assign(file.size(), 0);
    size_t der_len = 0;
    const mcu_status st =
        mcu_pem_decode(reinterpret_cast<const char*>(file.data()), file.size(), labels[i],
                       der.data(), der.size(), &der_len, nullptr);
    if (st == MCU_ERR_UNSUPPORTED) {
      return Fail(kExitUsage, "%s %s: encrypted PEM keys are not supported", what,
                  name.c_str());
    }
    if (st == MCU_OK) {
      der.resize(der_len);
      return kExitOk;
    }
  }
  std::string list;
  for (size_t i = 0; i < n_labels; i++) list += (i == 0 ? "" : ", ") + std::string(labels[i]);
  return Fail(kExitUsage, "%s %s: neither DER nor a PEM block (%s)", what, name.c_str(),
              list.c_str());
}

}  // namespace

Table<KeyType> KeyTypes() { return {kKeyTypes, sizeof(kKeyTypes) / sizeof(kKeyTypes[0])}; }

const KeyType* FindKeyType(const std::string& name) {
  for (const KeyType& t : KeyTypes()) {
    if (name == t.name) return &t;
  }
  return nullptr;
}

const KeyType& KeyTypeOf(KeyKind kind) {
  for (const KeyType& t : KeyTypes()) {
    if (t.kind == kind) return t;
  }
  return kKeyTypes[0];
}

Table<NamedCurve> CurveNames() { return {kCurves, sizeof(kCurves) / sizeof(kCurves[0])}; }

bool FindCurve(const std::string& name, mcu_ec_curve_id* id) {
  for (const NamedCurve& c : CurveNames()) {
    if (name == c.name) {
      *id = c.id;
      return true;
    }
  }
  return false;
}

int LoadKey(const std::string* path, const char* what, Key* key) {
  if (path == nullptr) return Fail(kExitUsage, "%s is required", what);
  if (ReadDer(*path, what, kPemLabels, sizeof(kPemLabels) / sizeof(kPemLabels[0]),
              &key->der) != kExitOk) {
    return kExitUsage;
  }
  const std::string name = Quote(*path);

  mcu_status st = DecodePrivate(key);
  key->has_private = st == MCU_OK;
  if (st != MCU_OK) {
    key->priv.bytes().clear();
    const mcu_status pub_st = DecodePublic(key);
    if (pub_st == MCU_OK || Rank(pub_st) > Rank(st)) st = pub_st;
  }
  if (st != MCU_OK) {
    return Fail(kExitUsage, "%s %s: not a key this tool reads: %s", what, name.c_str(),
                StatusText(st));
  }
  if (key->kind == KeyKind::kEc && key->curve == MCU_EC_SM2P256V1) key->kind = KeyKind::kSm2;
  return kExitOk;
}

int LoadDsaParams(const std::string& path, Key* key) {
  if (ReadDer(path, "--params", kDsaParamsLabel, 1, &key->der) != kExitOk) return kExitUsage;
  const mcu_status st = mcu_dsa_params_from_der(&key->dsa, key->der.data(), key->der.size());
  if (st != MCU_OK) {
    return Fail(kExitUsage, "--params %s: not DSA parameters of a FIPS 186-4 size: %s",
                Quote(path).c_str(), StatusText(st));
  }
  return kExitOk;
}

bool FindDhGroup(const std::string& name, mcu_dh_group_id* id) {
  for (int i = 0; i < MCU_DH_GROUP_COUNT; i++) {
    if (name == mcu_dh_group_name(static_cast<mcu_dh_group_id>(i))) {
      *id = static_cast<mcu_dh_group_id>(i);
      return true;
    }
  }
  return false;
}

int FfcPublicKey(const uint8_t* p, size_t p_len, const uint8_t* g, size_t g_len,
                 const uint8_t* x, size_t x_len, std::vector<uint8_t>* y) {
  // g^x is the DH primitive's Z with g as the peer key: the core's
  // constant-time path for x, no exponentiation of the tool's own. q is
  // left out, since a DSA g need not pass DH's y^q = 1 check for a safe
  // prime's q.
  mcu_dh_params params = {};
  params.p = p;
  params.p_len = p_len;
  params.g = g;
  params.g_len = g_len;
  const size_t n = mcu_dh_p_len(&params);
  if (n == 0) return Fail(kExitUsage, "unusable domain parameters (p, g)");
  y->assign(n, 0);
  size_t len = 0;
  const mcu_status st = mcu_dh_derive(&params, x, x_len, g, g_len, /*pad=*/1, y->data(),
                                      y->size(), &len);
  if (st != MCU_OK) return Fail(kExitUsage, "cannot compute the public key: %s", StatusText(st));
  return kExitOk;
}

int PublicKeyDer(const Key& key, std::vector<uint8_t>* der) {
  mcu_status st;
  if (key.kind == KeyKind::kDsa || key.kind == KeyKind::kDh) {
    std::vector<uint8_t> buf(kMaxFfcDer);
    const uint8_t* out = nullptr;
    size_t len = 0;
    if (key.kind == KeyKind::kDsa) {
      const mcu_dsa_public_key pk = {key.dsa, key.pub.data(), key.pub.size()};
      st = mcu_dsa_public_key_to_der(&pk, buf.data(), buf.size(), &out, &len);
    } else {
      st = mcu_dh_public_key_to_der(&key.dh, key.pub.data(), key.pub.size(), buf.data(),
                                    buf.size(), &out, &len);
    }
    if (st == MCU_OK) der->assign(out, out + len);
  } else if (key.kind == KeyKind::kEc || key.kind == KeyKind::kSm2) {
    der->assign(MCU_EC_MAX_SPKI_SIZE, 0);
    size_t len = 0;
    st = mcu_ec_spki_encode(key.curve, key.pub.data() + 1, der->data(), der->size(), &len);
    der->resize(len);
  } else {
    std::vector<uint8_t> buf(key.kind == KeyKind::kRsa ? kMaxRsaDer : MCU_RFC8410_MAX_DER);
    const uint8_t* out = nullptr;
    size_t len = 0;
    st = key.kind == KeyKind::kRsa
             ? mcu_rsa_public_key_to_der(&key.rsa_pub, 1, buf.data(), buf.size(), &out, &len)
             : mcu_rfc8410_write_public(Rfc8410Alg(key.kind), key.pub.data(), buf.data(),
                                        buf.size(), &out, &len);
    if (st == MCU_OK) der->assign(out, out + len);
  }
  if (st != MCU_OK) return Fail(kExitUsage, "cannot encode the public key: %s", StatusText(st));
  return kExitOk;
}

int PrivateKeyDer(const Key& key, Secret* der) {
  std::vector<uint8_t>& d = der->bytes();
  mcu_status st;
  if (key.kind == KeyKind::kDsa || key.kind == KeyKind::kDh) {
    Secret buf;
    buf.bytes().assign(kMaxFfcDer, 0);
    const uint8_t* out = nullptr;
    size_t len = 0;
    if (key.kind == KeyKind::kDsa) {
      const mcu_dsa_private_key sk = {key.dsa, key.priv.data(), key.priv.size()};
      st = mcu_dsa_private_key_to_der(&sk, key.pub.data(), key.pub.size(), /*pkcs8=*/1,
                                      buf.bytes().data(), buf.size(), &out, &len);
    } else {
      st = mcu_dh_private_key_to_der(&key.dh, key.priv.data(), key.priv.size(),
                                     buf.bytes().data(), buf.size(), &out, &len);
    }
    if (st == MCU_OK) d.assign(out, out + len);
  } else if (key.kind == KeyKind::kEc || key.kind == KeyKind::kSm2) {
    d.assign(MCU_EC_MAX_PRIVATE_KEY_DER_SIZE, 0);
    size_t len = 0;
    st = mcu_ec_pkcs8_private_key_encode(key.curve, key.priv.data(), d.data(), d.size(), &len);
    if (st == MCU_OK) d.resize(len);
  } else {
    Secret buf;
    buf.bytes().assign(key.kind == KeyKind::kRsa ? kMaxRsaDer : MCU_RFC8410_MAX_DER, 0);
    const uint8_t* out = nullptr;
    size_t len = 0;
    st = key.kind == KeyKind::kRsa
             ? mcu_rsa_private_key_to_der(&key.rsa_priv, 1, buf.bytes().data(), buf.size(),
                                          &out, &len)
             : mcu_rfc8410_write_private(Rfc8410Alg(key.kind), key.priv.data(),
                                         buf.bytes().data(), buf.size(), &out, &len);
    if (st == MCU_OK) d.assign(out, out + len);
  }
  if (st != MCU_OK) return Fail(kExitUsage, "cannot encode the private key: %s", StatusText(st));
  return kExitOk;
}

int WriteFile(const std::string* path, const uint8_t* p, size_t n, bool secret) {
  if (path == nullptr || *path == "-") {
    if (!WriteOut(p, n)) return kExitIo;
    return FinishOut();
  }
  const std::string full = UserPath(*path);
  const int fd = open(full.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
                      secret ? 0600 : 0644);
  if (fd < 0) {
    return Fail(kExitIo, "cannot create %s: %s", Quote(*path).c_str(), strerror(errno));
  }
  size_t done = 0;
  while (done < n) {
    const ssize_t w = write(fd, p + done, n - done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) break;
    done += static_cast<size_t>(w);
  }
  const bool ok = done == n && close(fd) == 0;
  if (!ok) return Fail(kExitIo, "cannot write %s: %s", Quote(*path).c_str(), strerror(errno));
  return kExitOk;
}

int WriteKeyFile(const std::string* path, const char* label, const uint8_t* der,
                 size_t der_len, bool as_der, bool secret) {
  if (as_der) return WriteFile(path, der, der_len, secret);
  Secret pem;
  pem.bytes().assign(mcu_pem_encoded_len(strlen(label), der_len) + 1, 0);
  size_t len = 0;
  const mcu_status st = mcu_pem_encode(label, der, der_len,
                                       reinterpret_cast<char*>(pem.bytes().data()), pem.size(),
                                       &len);
  if (st != MCU_OK) return Fail(kExitUsage, "cannot write PEM: %s", StatusText(st));
  return WriteFile(path, pem.data(), len, secret);
}

Rng::~Rng() {
  if (live_) mcu_drbg_rng_wipe(&state_);
}

bool Rng::Init(const char* command) {
  const mcu_entropy_source source = mcu_entropy_host();
  // Separates this tool's draws from any other DRBG on the same source
  // (SP 800-90A section 8.7.1).
  const std::string pers = std::string("mcucrypt command-line tool: ") + command;
  const mcu_status st =
      mcu_drbg_rng_init(&state_, &source, reinterpret_cast<const uint8_t*>(pers.data()),
                        pers.size(), &rng_);
  if (st != MCU_OK) {
    Fail(kExitIo, "%s: cannot seed the random number generator: %s", command, StatusText(st));
    return false;
  }
  live_ = true;
  return true;
}

}  // namespace mcucli
