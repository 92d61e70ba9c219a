// Straightforward references for the ChaCha20 and Poly1305 tests, written
// from RFC 8439 and draft-irtf-cfrg-xchacha-03 independently of the
// library: the quarter rounds driven by an index table, Poly1305 in radix
// 2^26 (five limbs) with a full reduction, the AEAD built from the two.
// Slow and simple; test data only, not constant time.
#ifndef MCUCRYPT_TESTS_CRYPTO_CHACHA_REFERENCE_H_
#define MCUCRYPT_TESTS_CRYPTO_CHACHA_REFERENCE_H_

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <vector>

namespace ref {

using Bytes = std::vector<uint8_t>;

inline uint32_t Le32(const uint8_t *p) {
  return uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24;
}

inline void PutLe32(uint8_t *p, uint32_t v) {
  for (int i = 0; i < 4; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}

inline uint32_t Rotl(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

// --- ChaCha20 (RFC 8439 section 2.1-2.4) ------------------------------------

// The 20 rounds on in; feed_forward adds the input (the block function),
// otherwise the bare rounds (HChaCha20).
inline void Rounds(const uint32_t in[16], uint32_t out[16], bool feed_forward) {
  static const int kQuarter[8][4] = {
      {0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},  // columns
      {0, 5, 10, 15}, {1, 6, 11, 12}, {2, 7, 8, 13}, {3, 4, 9, 14},  // diagonals
  };
  uint32_t x[16];
  memcpy(x, in, sizeof(x));
  for (int round = 0; round < 20; round += 2) {
    for (const auto &q : kQuarter) {
      uint32_t &a = x[q[0]], &b = x[q[1]], &c = x[q[2]], &d = x[q[3]];
      a += b; d ^= a; d = Rotl(d, 16);
      c += d; b ^= c; b = Rotl(b, 12);
      a += b; d ^= a; d = Rotl(d, 8);
      c += d; b ^= c; b = Rotl(b, 7);
    }
  }
  for (int i = 0; i < 16; ++i) out[i] = x[i] + (feed_forward ? in[i] : 0);
}

// The 64 key-stream bytes of a 16-word state.
inline void KeyStream(const uint32_t state[16], uint8_t out[64]) {
  uint32_t w[16];
  Rounds(state, w, true);
  for (int i = 0; i < 16; ++i) PutLe32(out + 4 * i, w[i]);
}

inline void State(const uint8_t key[32], const uint8_t nonce[12], uint32_t counter,
                  uint32_t s[16]) {
  s[0] = 0x61707865u;  // "expa"
  s[1] = 0x3320646eu;  // "nd 3"
  s[2] = 0x79622d32u;  // "2-by"
  s[3] = 0x6b206574u;  // "te k"
  for (int i = 0; i < 8; ++i) s[4 + i] = Le32(key + 4 * i);
  s[12] = counter;
  for (int i = 0; i < 3; ++i) s[13 + i] = Le32(nonce + 4 * i);
}

// ChaCha20 encryption (section 2.4): block j uses counter + j (mod 2^32).
inline Bytes ChaCha20(const uint8_t key[32], const uint8_t nonce[12], uint32_t counter,
                      const Bytes &in) {
  Bytes out(in.size());
  uint32_t s[16];
  State(key, nonce, counter, s);
  uint8_t ks[64];
  for (size_t i = 0; i < in.size(); ++i) {
    if (i % 64 == 0) {
      KeyStream(s, ks);
      ++s[12];
    }
    out[i] = static_cast<uint8_t>(in[i] ^ ks[i % 64]);
  }
  return out;
}

// HChaCha20 (draft section 2.2): words 0-3 and 12-15 of the bare rounds.
inline void HChaCha20(const uint8_t key[32], const uint8_t nonce[16], uint8_t out[32]) {
  uint32_t s[16], x[16];
  State(key, nonce + 4, Le32(nonce), s);  // words 12-15 = the 16-byte nonce
  Rounds(s, x, false);
  for (int i = 0; i < 4; ++i) {
    PutLe32(out + 4 * i, x[i]);
    PutLe32(out + 16 + 4 * i, x[12 + i]);
  }
}

// --- Poly1305 (section 2.5) in radix 2^26 --------------------------------------

constexpr uint64_t kMask26 = (uint64_t{1} << 26) - 1;

struct Num {
  uint64_t l[5];  // value = sum l[k] 2^(26k); limbs may exceed 26 bits between steps
};

// A little-endian number of up to 17 bytes (< 2^136).
inline Num FromBytes(const uint8_t *b, size_t n) {
  uint8_t buf[24] = {0};
  memcpy(buf, b, n);
  Num x;
  for (int k = 0; k < 5; ++k) {
    const int bit = 26 * k;
    uint64_t v = 0;
    for (int i = 7; i >= 0; --i) v = (v << 8) | buf[bit / 8 + i];
    v >>= bit % 8;
    x.l[k] = k < 4 ? v & kMask26 : v;  // the top limb keeps bits 104 and up
  }
  return x;
}

// h from five 32-bit words (value = sum w[i] 2^(32i), w[4] small).
inline Num FromWords(const uint32_t w[5]) {
  uint8_t b[20];
  for (int i = 0; i < 5; ++i) PutLe32(b + 4 * i, w[i]);
  return FromBytes(b, 17);  // w[4] < 256 in every use
}

// Carries every limb into the next, bits above 2^130 folded in times 5,
// until every limb is below 2^26.
inline void Carry(Num *x) {
  for (;;) {
    uint64_t c = 0;
    for (int k = 0; k < 5; ++k) {
      x->l[k] += c;
      c = x->l[k] >> 26;
      x->l[k] &= kMask26;
    }
    if (c == 0) return;
    x->l[0] += 5 * c;
  }
}

inline Num Add(const Num &a, const Num &b) {
  Num x;
  for (int k = 0; k < 5; ++k) x.l[k] = a.l[k] + b.l[k];
  Carry(&x);
  return x;
}

// a * b mod 2^130 - 5 (partially reduced); limbs below 2^27 on entry.
inline Num Mul(const Num &a, const Num &b) {
  uint64_t d[5] = {0, 0, 0, 0, 0};
  for (int i = 0; i < 5; ++i) {
    for (int j = 0; j < 5; ++j) {
      if (i + j < 5) {
        d[i + j] += a.l[i] * b.l[j];
      } else {
        d[i + j - 5] += a.l[i] * (5 * b.l[j]);  // 2^130 = 5
      }
    }
  }
  Num x;
  uint64_t c = 0;
  for (int k = 0; k < 5; ++k) {
    d[k] += c;
    x.l[k] = d[k] & kMask26;
    c = d[k] >> 26;
  }
  x.l[0] += 5 * c;
  Carry(&x);
  return x;
}

// The unique representative in [0, 2^130 - 5).
inline Num Reduce(Num x) {
  Carry(&x);  // x < 2^130
  Num g = x;
  g.l[0] += 5;
  uint64_t c = 0;
  for (int k = 0; k < 5; ++k) {
    g.l[k] += c;
    c = g.l[k] >> 26;
    g.l[k] &= kMask26;
  }
  return c != 0 ? g : x;  // x + 5 >= 2^130: x >= p, and x - p = g
}

inline bool Equal(const Num &a, const Num &b) {
  const Num x = Reduce(a), y = Reduce(b);
  for (int k = 0; k < 5; ++k) {
    if (x.l[k] != y.l[k]) return false;
  }
  return true;
}

// r from the key's first half, clamped (section 2.5.1).
inline Num ClampedR(const uint8_t key[16]) {
  uint8_t r[16];
  memcpy(r, key, 16);
  for (int i : {3, 7, 11, 15}) r[i] &= 15;
  for (int i : {4, 8, 12}) r[i] &= 252;
  return FromBytes(r, 16);
}

// h = (h + n) * r for a 16-byte block with 2^128 added, or a short final
// block (len < 16) with 0x01 appended.
inline Num AbsorbBlock(const Num &h, const Num &r, const uint8_t *m, size_t len) {
  uint8_t b[17] = {0};
  memcpy(b, m, len);
  b[len] = 1;
  return Mul(Add(h, FromBytes(b, 17)), r);
}

inline void Poly1305(const uint8_t key[32], const uint8_t *m, size_t len, uint8_t tag[16]) {
  const Num r = ClampedR(key);
  Num h = {{0, 0, 0, 0, 0}};
  for (size_t off = 0; off < len; off += 16) {
    h = AbsorbBlock(h, r, m + off, len - off < 16 ? len - off : 16);
  }
  h = Reduce(h);
  // tag = (h + s) mod 2^128
  uint64_t c = 0;
  for (int i = 0; i < 16; ++i) {
    const int bit = 8 * i;
    const uint64_t hb = (h.l[bit / 26] >> (bit % 26)) |
                        (bit / 26 < 4 ? h.l[bit / 26 + 1] << (26 - bit % 26) : 0);
    c += (hb & 0xff) + key[16 + i];
    tag[i] = static_cast<uint8_t>(c);
    c >>= 8;
  }
}

// --- The AEADs (RFC 8439 section 2.8, draft section 2.3) ----------------------

// Ciphertext || tag.
inline Bytes ChaCha20Poly1305Seal(const uint8_t key[32], const uint8_t nonce[12],
                                  const Bytes &aad, const Bytes &pt) {
  uint32_t s[16];
  State(key, nonce, 0, s);
  uint8_t block0[64];
  KeyStream(s, block0);
  Bytes ct = ChaCha20(key, nonce, 1, pt);
  Bytes mac_data = aad;
  mac_data.resize((mac_data.size() + 15) / 16 * 16, 0);
  mac_data.insert(mac_data.end(), ct.begin(), ct.end());
  mac_data.resize((mac_data.size() + 15) / 16 * 16, 0);
  for (uint64_t v : {uint64_t{aad.size()}, uint64_t{pt.size()}}) {
    for (int i = 0; i < 8; ++i) mac_data.push_back(static_cast<uint8_t>(v >> (8 * i)));
  }
  uint8_t tag[16];
  Poly1305(block0, mac_data.data(), mac_data.size(), tag);
  ct.insert(ct.end(), tag, tag + 16);
  return ct;
}

inline Bytes XChaCha20Poly1305Seal(const uint8_t key[32], const uint8_t nonce[24],
                                   const Bytes &aad, const Bytes &pt) {
  uint8_t subkey[32];
  HChaCha20(key, nonce, subkey);
  uint8_t nonce12[12] = {0, 0, 0, 0};
  memcpy(nonce12 + 4, nonce + 16, 8);
  return ChaCha20Poly1305Seal(subkey, nonce12, aad, pt);
}

}  // namespace ref

#endif  // MCUCRYPT_TESTS_CRYPTO_CHACHA_REFERENCE_H_
