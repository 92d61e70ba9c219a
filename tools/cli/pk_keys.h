// Public-key files for the tool's genkey, pubkey, sign, verify and derive:
// the key types it knows, loading a key from PEM or DER whatever its format
// (PKCS#8, SEC1, PKCS#1, SubjectPublicKeyInfo, RFC 8410), writing one, and
// the random numbers key generation and signing draw. The decoders and
// encoders are the core's (crypto/rsa, crypto/ec, crypto/curve25519); this
// file only picks which one applies.
//
// A new key type: a KeyKind, a row in kKeyTypes, its decoders
// in DecodePrivate/DecodePublic and encoders in PublicKeyDer/PrivateKeyDer
// (pk_keys.cc), then its case in genkey, sign/verify or derive, and its
// interop suite in tests/cli/pk_test.py.
#ifndef MCUCRYPT_TOOLS_CLI_PK_KEYS_H_
#define MCUCRYPT_TOOLS_CLI_PK_KEYS_H_

#include <stddef.h>
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/dh.h"
#include "mcucrypt/dsa.h"
#include "mcucrypt/ec_mul.h"
#include "mcucrypt/rng.h"
#include "mcucrypt/rsa.h"
#include "tools/cli/algorithms.h"
#include "tools/cli/cli.h"

namespace mcucli {

// kSm2: an EC key on SM2's curve, which signs with SM2's own scheme (GB/T
// 32918), not ECDSA; its key files are the EC ones with the SM2 curve OID.
enum class KeyKind { kRsa, kEc, kEd25519, kEd448, kX25519, kX448, kDsa, kDh, kSm2 };

// One row per key type `genkey` makes (and every loaded key is one of).
struct KeyType {
  const char* name;  // genkey's TYPE, OpenSSL's algorithm name
  KeyKind kind;
  bool can_sign;
  bool can_derive;
};
Table<KeyType> KeyTypes();
const KeyType* FindKeyType(const std::string& name);
const KeyType& KeyTypeOf(KeyKind kind);

// The Weierstrass curves by OpenSSL's names ("prime256v1" and "secp256r1"
// are one curve; the first name is the one listed).
struct NamedCurve {
  const char* name;
  mcu_ec_curve_id id;
};
Table<NamedCurve> CurveNames();
bool FindCurve(const std::string& name, mcu_ec_curve_id* id);

// The Diffie-Hellman groups built into the core, by OpenSSL's names.
bool FindDhGroup(const std::string& name, mcu_dh_group_id* id);

// A loaded key: private (priv set) or public only. Not copyable: the RSA
// and DSA/DH parameter views point into der, and the secrets are wiped
// with it.
struct Key {
  KeyKind kind = KeyKind::kRsa;
  bool has_private = false;
  mcu_ec_curve_id curve = MCU_EC_SECP256R1;  // kEc; MCU_EC_SM2P256V1 for kSm2
  Secret der;                                // the file's DER (RSA keys view it)
  mcu_rsa_private_key rsa_priv = {};         // kRsa with has_private
  mcu_rsa_public_key rsa_pub = {};           // kRsa
  mcu_dsa_params dsa = {};                   // kDsa: views into der
  mcu_dh_params dh = {};                     // kDh: views into der or a built-in group
  Secret priv;                               // EC scalar, raw RFC 8410 key, DSA/DH x
  std::vector<uint8_t> pub;                  // EC: SEC1 uncompressed; RFC 8410: raw;
                                             // DSA/DH: y, p's length

  Key() = default;
  Key(const Key&) = delete;
  Key& operator=(const Key&) = delete;
};

// Reads a key file (PEM or DER, private or public; `what` names it in
// messages: "--key"). For a private key, also sets its public part.
// Returns kExitOk, or prints the error and returns kExitUsage.
int LoadKey(const std::string* path, const char* what, Key* key);

// y = g^x mod p for a DSA or DH private key x (p_len bytes), through the
// core's constant-time exponentiation.
int FfcPublicKey(const uint8_t* p, size_t p_len, const uint8_t* g, size_t g_len,
                 const uint8_t* x, size_t x_len, std::vector<uint8_t>* y);

// Reads a DSA parameter file (PEM "DSA PARAMETERS" or DER) into key->der
// and key->dsa; kExitOk, or prints the error and returns kExitUsage.
int LoadDsaParams(const std::string& path, Key* key);

// SubjectPublicKeyInfo DER of key's public part.
int PublicKeyDer(const Key& key, std::vector<uint8_t>* der);
// PKCS#8 DER of a private key (wiped by the caller: Secret).
int PrivateKeyDer(const Key& key, Secret* der);

// Writes DER, or PEM under label (der_out false), to path (stdout for none
// or "-"); secret files are created 0600. kExitOk, kExitUsage or kExitIo.
int WriteKeyFile(const std::string* path, const char* label, const uint8_t* der,
                 size_t der_len, bool as_der, bool secret);
// Writes bytes to path (stdout for none or "-").
int WriteFile(const std::string* path, const uint8_t* p, size_t n, bool secret);

// The tool's random numbers: HMAC_DRBG (mcu_drbg_rng) seeded from the
// operating system (getrandom). Init prints the error and returns false.
class Rng {
 public:
  ~Rng();
  bool Init(const char* command);
  const mcu_rng* get() const { return &rng_; }

 private:
  mcu_drbg_rng state_ = {};
  mcu_rng rng_ = {};
  bool live_ = false;
};

}  // namespace mcucli

#endif  // MCUCRYPT_TOOLS_CLI_PK_KEYS_H_
