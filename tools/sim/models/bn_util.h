// Owning handles for OpenSSL's big-number and curve objects, and
// little-endian byte conversions, for the public-key models (CPKCL, BA414E).
// They do all their arithmetic with libcrypto so that it shares no code with mcucrypt.
#ifndef MCUCRYPT_TOOLS_SIM_MODELS_BN_UTIL_H_
#define MCUCRYPT_TOOLS_SIM_MODELS_BN_UTIL_H_

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/err.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace sim::bn {

struct BnFree {
  void operator()(BIGNUM* b) const { BN_free(b); }
};
struct CtxFree {
  void operator()(BN_CTX* c) const { BN_CTX_free(c); }
};
struct GroupFree {
  void operator()(EC_GROUP* g) const { EC_GROUP_free(g); }
};
struct PointFree {
  void operator()(EC_POINT* p) const { EC_POINT_free(p); }
};

using Bn = std::unique_ptr<BIGNUM, BnFree>;
using Ctx = std::unique_ptr<BN_CTX, CtxFree>;
using Group = std::unique_ptr<EC_GROUP, GroupFree>;
using Point = std::unique_ptr<EC_POINT, PointFree>;

inline Bn New() { return Bn(BN_new()); }
inline Bn Word(BN_ULONG w) {
  Bn b = New();
  BN_set_word(b.get(), w);
  return b;
}
inline Bn Copy(const BIGNUM* a) { return Bn(BN_dup(a)); }

// Little-endian bytes (the operand order of both engines) to a number.
inline Bn FromLe(const uint8_t* bytes, size_t length) {
  return Bn(BN_lebin2bn(bytes, static_cast<int>(length), nullptr));
}

// A non-negative number as exactly `length` little-endian bytes; false when
// it does not fit.
inline bool ToLe(const BIGNUM* value, size_t length, std::vector<uint8_t>* out) {
  out->assign(length, 0);
  return BN_bn2lebinpad(value, out->data(), static_cast<int>(length)) >= 0;
}

// r = a mod m, always in [0, m).
inline Bn Mod(const BIGNUM* a, const BIGNUM* m, BN_CTX* ctx) {
  Bn r = New();
  BN_nnmod(r.get(), a, m, ctx);
  return r;
}

// a^-1 mod m, or null when a has no inverse.
inline Bn Inverse(const BIGNUM* a, const BIGNUM* m, BN_CTX* ctx) {
  Bn r = New();
  if (BN_mod_inverse(r.get(), a, m, ctx) == nullptr) {
    ERR_clear_error();  // "no inverse" is an answer here, not a failure
    return nullptr;
  }
  return r;
}

}  // namespace sim::bn

#endif  // MCUCRYPT_TOOLS_SIM_MODELS_BN_UTIL_H_
