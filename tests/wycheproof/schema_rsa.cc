// Wycheproof RSA files: rsassa_pkcs1_verify and rsassa_pss_verify
// (mcu_rsa_pkcs1v15_verify, mcu_rsa_pss_verify), rsassa_pkcs1_generate
// (mcu_rsa_pkcs1v15_sign with the private exponent, compared byte for
// byte), rsaes_oaep_decrypt and rsaes_pkcs1_decrypt (mcu_rsa_oaep_decrypt,
// mcu_rsa_pkcs1v15_decrypt with the CRT key; a refusal must leave zeros).
// Groups with e = 3 run with MCU_RSA_ALLOW_E3 (they test the forgeries a
// small exponent allows; the default policy refuses such keys).
#include <stdint.h>

#include <string>
#include <vector>

#include "mcucrypt/rsa.h"
#include "mcucrypt/status.h"
#include "tests/support/digest.h"
#include "tests/support/hex.h"
#include "tests/support/test_rng.h"
#include "tests/wycheproof/registry.h"

namespace {

// A group's hash by Wycheproof's name ("SHA-256", "SHA3-512"), through the
// HKDF names of the hash table ("HKDF-SHA-256").
const mcu_hash_desc* GroupHash(WycheproofRun* run, const WycheproofTest& t,
                               const WycheproofGroup& g, const char* field) {
  const JsonValue* name = g.json->FindString(field);
  const WycheproofHash* h = name ? FindHkdfHash("HKDF-" + name->string_value()) : nullptr;
  if (h == nullptr || h->desc == nullptr) {
    run->Broken(t, std::string("group field \"") + field + "\" names no built hash");
    return nullptr;
  }
  return h->desc;
}

// The group's key ("publicKey" or "privateKey") fields, as hex.
bool KeyFields(WycheproofRun* run, const WycheproofTest& t, const WycheproofGroup& g,
               const char* object,
               std::initializer_list<std::pair<const char*, std::vector<uint8_t>*>> fields) {
  const JsonValue* key = g.json->FindObject(object);
  for (const auto& f : fields) {
    const JsonValue* v = key ? key->FindString(f.first) : nullptr;
    *f.second = v ? FromHex(v->string_value()) : std::vector<uint8_t>();
    if (f.second->empty()) {
      run->Broken(t, std::string(object) + "." + f.first + " missing or not hex");
      return false;
    }
  }
  return true;
}

mcu_rsa_public_key PublicKey(const std::vector<uint8_t>& n, const std::vector<uint8_t>& e) {
  mcu_rsa_public_key pk = {n.data(), n.size(), e.data(), e.size(), 0, nullptr};
  if (e.size() == 1 && e[0] == 3) pk.flags = MCU_RSA_ALLOW_E3;
  return pk;
}

// Blinding bytes for the private operations (any will do: the results are
// deterministic).
mcu_status TestBytes(void* ctx, uint8_t* out, size_t len) {
  Rng* rng = static_cast<Rng*>(ctx);
  for (size_t i = 0; i < len; ++i) out[i] = static_cast<uint8_t>(rng->Next() >> 56);
  return MCU_OK;
}

void RunVerify(WycheproofRun* run, const WycheproofGroup& g, const JsonValue& json, bool pss) {
  WycheproofTest t;
  std::vector<uint8_t> msg, sig, n, e;
  if (!run->ReadTest(json, &t, {{"msg", &msg}, {"sig", &sig}})) return;
  if (!KeyFields(run, t, g, "publicKey", {{"modulus", &n}, {"publicExponent", &e}})) return;
  const mcu_hash_desc* hash = GroupHash(run, t, g, "sha");
  const mcu_hash_desc* mgf1 = pss ? GroupHash(run, t, g, "mgfSha") : nullptr;
  if (hash == nullptr || (pss && mgf1 == nullptr)) return;
  const mcu_rsa_public_key pk = PublicKey(n, e);
  const std::vector<uint8_t> digest = Digest(hash, msg);
  const mcu_status st =
      pss ? mcu_rsa_pss_verify(&pk, hash, mgf1, static_cast<size_t>(g.Int("sLen")), digest.data(),
                               digest.size(), sig.data(), sig.size())
          : mcu_rsa_pkcs1v15_verify(&pk, hash, digest.data(), digest.size(), sig.data(),
                                    sig.size());
  if (st != MCU_OK && st != MCU_ERR_INVALID_SIGNATURE) {
    run->Broken(t, std::string("verify returned ") + mcu_status_name(st));
    return;
  }
  run->Judge(t, st == MCU_OK, mcu_status_name(st));
}

void RunPkcs1Verify(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& g,
                    const JsonValue& json) {
  RunVerify(run, g, json, false);
}

void RunPssVerify(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& g,
                  const JsonValue& json) {
  RunVerify(run, g, json, true);
}

// PKCS#1 v1.5 signatures are deterministic: "accepted" means mcucrypt made
// the same one (the file's may be shorter than k: compared left-padded).
void RunPkcs1Generate(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& g,
                      const JsonValue& json) {
  WycheproofTest t;
  std::vector<uint8_t> msg, sig, n, e, d;
  if (!run->ReadTest(json, &t, {{"msg", &msg}, {"sig", &sig}})) return;
  if (!KeyFields(run, t, g, "privateKey",
                 {{"modulus", &n}, {"publicExponent", &e}, {"privateExponent", &d}})) {
    return;
  }
  const mcu_hash_desc* hash = GroupHash(run, t, g, "sha");
  if (hash == nullptr) return;
  mcu_rsa_private_key sk = {};
  sk.pub = PublicKey(n, e);
  sk.d = d.data();
  sk.d_len = d.size();
  const size_t k = mcu_rsa_modulus_len(&sk.pub);
  Rng bytes(static_cast<uint64_t>(t.tc_id));
  const mcu_rng rng = {TestBytes, &bytes};
  const std::vector<uint8_t> digest = Digest(hash, msg);
  std::vector<uint8_t> out(k);
  const mcu_status st =
      mcu_rsa_pkcs1v15_sign(&sk, hash, digest.data(), digest.size(), &rng, out.data(), k);
  if (st != MCU_OK) {
    run->Broken(t, std::string("sign returned ") + mcu_status_name(st));
    return;
  }
  std::vector<uint8_t> want(k > sig.size() ? k - sig.size() : 0, 0);
  want.insert(want.end(), sig.begin(), sig.end());
  run->Judge(t, out == want, ToHex(out.data(), out.size()));
}

void RunDecrypt(WycheproofRun* run, const WycheproofGroup& g, const JsonValue& json, bool oaep) {
  WycheproofTest t;
  std::vector<uint8_t> ct, msg, label, n, e, p, q, dp, dq, qinv;
  if (!run->ReadTest(json, &t, {{"ct", &ct}, {"msg", &msg}})) return;
  if (oaep && !run->HexField(t, "label", &label)) return;
  if (!KeyFields(run, t, g, "privateKey",
                 {{"modulus", &n}, {"publicExponent", &e}, {"prime1", &p}, {"prime2", &q},
                  {"exponent1", &dp}, {"exponent2", &dq}, {"coefficient", &qinv}})) {
    return;
  }
  const mcu_hash_desc *hash = nullptr, *mgf1 = nullptr;
  if (oaep) {
    hash = GroupHash(run, t, g, "sha");
    mgf1 = hash ? GroupHash(run, t, g, "mgfSha") : nullptr;
    if (mgf1 == nullptr) return;
  }
  mcu_rsa_private_key sk = {};
  sk.pub = PublicKey(n, e);
  sk.p = p.data(), sk.p_len = p.size(), sk.q = q.data(), sk.q_len = q.size();
  sk.dp = dp.data(), sk.dp_len = dp.size(), sk.dq = dq.data(), sk.dq_len = dq.size();
  sk.qinv = qinv.data(), sk.qinv_len = qinv.size();
  const size_t k = mcu_rsa_modulus_len(&sk.pub);
  Rng bytes(static_cast<uint64_t>(t.tc_id));
  const mcu_rng rng = {TestBytes, &bytes};
  std::vector<uint8_t> out(k, 0xEE);
  size_t len = 0;
  const mcu_status st =
      oaep ? mcu_rsa_oaep_decrypt(&sk, hash, mgf1, label.data(), label.size(), ct.data(),
                                  ct.size(), &rng, out.data(), out.size(), &len)
           : mcu_rsa_pkcs1v15_decrypt(&sk, ct.data(), ct.size(), &rng, out.data(), out.size(),
                                      &len);
  if (st == MCU_OK) {
    out.resize(len);
    if (out != msg) {
      run->Broken(t, "decrypted to " + ToHex(out.data(), out.size()));
      return;
    }
  } else if (st == MCU_ERR_BAD_PADDING) {
    const size_t max = oaep ? k - 2 * hash->digest_size - 2 : k - 11;
    if (len != 0 || !WycheproofAllZero(std::vector<uint8_t>(out.begin(), out.begin() + max))) {
      run->Broken(t, "refused, but output left");
      return;
    }
  } else if (!(st == MCU_ERR_INVALID_ARGUMENT && ct.size() != k)) {
    run->Broken(t, std::string("decrypt returned ") + mcu_status_name(st));
    return;
  }
  run->Judge(t, st == MCU_OK, mcu_status_name(st));
}

void RunOaepDecrypt(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& g,
                    const JsonValue& json) {
  RunDecrypt(run, g, json, true);
}

void RunPkcs1Decrypt(WycheproofRun* run, const WycheproofFile&, const WycheproofGroup& g,
                     const JsonValue& json) {
  RunDecrypt(run, g, json, false);
}

const WycheproofSchema kRsaSchemas[] = {
    {"rsassa_pkcs1_verify_schema", "RSASSA-PKCS1-v1_5", "RsassaPkcs1Verify", {}, nullptr,
     RunPkcs1Verify},
    {"rsassa_pss_verify_schema", "RSASSA-PSS", "RsassaPssVerify", {"sLen"}, nullptr,
     RunPssVerify},
    {"rsassa_pkcs1_generate_schema", "RSASSA-PKCS1-v1_5", "RsassaPkcs1Generate", {}, nullptr,
     RunPkcs1Generate},
    {"rsaes_oaep_decrypt_schema", "RSAES-OAEP", "RsaesOaepDecrypt", {}, nullptr, RunOaepDecrypt},
    {"rsaes_pkcs1_decrypt_schema", "RSAES-PKCS1-v1_5", "RsaesPkcs1Decrypt", {}, nullptr,
     RunPkcs1Decrypt},
};

// On the boards: one file per schema at 2048 bits (1024 for signing, which
// runs without CRT); the larger ones on the host only.
const WycheproofFileCase kRsaFiles[] = {
    {"rsa_signature_2048_sha256_test.json", "RSASSA-PKCS1-v1_5", 259, true},
    {"rsa_signature_2048_sha384_test.json", "RSASSA-PKCS1-v1_5", 258, true},
    {"rsa_signature_2048_sha512_test.json", "RSASSA-PKCS1-v1_5", 259, true},
    {"rsa_signature_3072_sha256_test.json", "RSASSA-PKCS1-v1_5", 259, true},
    {"rsa_signature_3072_sha384_test.json", "RSASSA-PKCS1-v1_5", 259, true},
    {"rsa_signature_3072_sha512_test.json", "RSASSA-PKCS1-v1_5", 260, true},
    {"rsa_signature_4096_sha256_test.json", "RSASSA-PKCS1-v1_5", 258, true},
    {"rsa_signature_4096_sha384_test.json", "RSASSA-PKCS1-v1_5", 259, true},
    {"rsa_signature_4096_sha512_test.json", "RSASSA-PKCS1-v1_5", 259, true},
    {"rsa_pss_2048_sha256_mgf1_32_test.json", "RSASSA-PSS", 108, true},
    {"rsa_pss_3072_sha256_mgf1_32_test.json", "RSASSA-PSS", 108, true},
    {"rsa_pss_4096_sha512_mgf1_64_test.json", "RSASSA-PSS", 179, true},
    {"rsa_pkcs1_1024_sig_gen_test.json", "RSASSA-PKCS1-v1_5", 33, true},
    {"rsa_pkcs1_2048_sig_gen_test.json", "RSASSA-PKCS1-v1_5", 43, true},
    {"rsa_pkcs1_3072_sig_gen_test.json", "RSASSA-PKCS1-v1_5", 26, true},
    {"rsa_pkcs1_4096_sig_gen_test.json", "RSASSA-PKCS1-v1_5", 24, true},
    {"rsa_oaep_2048_sha256_mgf1sha256_test.json", "RSAES-OAEP", 37, true},
    {"rsa_pkcs1_2048_test.json", "RSAES-PKCS1-v1_5", 67, true},
    {"rsa_pkcs1_3072_test.json", "RSAES-PKCS1-v1_5", 67, true},
};

}  // namespace

WYCHEPROOF_DEFINE_FAMILY(kWycheproofRsa, kRsaSchemas, kRsaFiles);

// One file per schema on the boards' cores, in a target of its own
// (//tests/wycheproof:wycheproof_rsa_board_test): with the portable
// Montgomery code they take minutes in the board simulator, which leaves that
// target out (no_sim), while the shared shards stay within it. Above, these
// files are host-only for the shards.
extern const WycheproofFileCase kWycheproofRsaBoardFiles[];
extern const size_t kWycheproofRsaBoardFileCount;
const WycheproofFileCase kWycheproofRsaBoardFiles[] = {
    {"rsa_signature_2048_sha256_test.json", "RSASSA-PKCS1-v1_5", 259},
    {"rsa_pss_2048_sha256_mgf1_32_test.json", "RSASSA-PSS", 108},
    {"rsa_pkcs1_1024_sig_gen_test.json", "RSASSA-PKCS1-v1_5", 33},
    {"rsa_oaep_2048_sha256_mgf1sha256_test.json", "RSAES-OAEP", 37},
    {"rsa_pkcs1_2048_test.json", "RSAES-PKCS1-v1_5", 67},
};
const size_t kWycheproofRsaBoardFileCount =
    sizeof(kWycheproofRsaBoardFiles) / sizeof(kWycheproofRsaBoardFiles[0]);
