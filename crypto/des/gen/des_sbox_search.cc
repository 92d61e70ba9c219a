// Finds a boolean circuit (AND, OR, XOR, ANDN = a & ~b) for each DES S-box
// and prints crypto/des/des_sbox_circuits.h. A host tool, not part of any
// library: see README.md for how to run it.
//
// Method. A truth table over the six input bits is a 64-bit word (bit x set
// when the function is 1 on input x = b1..b6, b1 the most significant).
// Each output y of an S-box is decomposed on two of its inputs, p and q:
//
//   y = Y ^ (P & E)          P = p, Y = y|p=0, or P = ~p, Y = y|p=1;
//                            E = y|p=0 ^ y|p=1
//   Y = Y0 ^ (Q & Y1)        the same on q, for Y and for E
//
// which leaves four functions of the other four inputs per output, sixteen
// per S-box ("leaves"). The leaves of all four outputs are built together
// by a greedy search over a shared pool of gates: a leaf one gate away from
// the pool is added at once; otherwise the gate added is the one that
// brings the most leaves within one gate (then: within two gates through an
// XOR; then: closest in Hamming distance), ties broken at random. A leaf
// that sits under an AND (Y1, E1) or E0 may come out complemented: ANDN
// absorbs it. The multiplexer gates on top are then added with every
// duplicate table shared. Every pair (p, q), every sampled choice of the
// polarities and several random restarts are tried; the smallest circuit
// wins. Deterministic (fixed seed). The result is checked on all 64 inputs
// before it is printed, and again by tests/crypto/des (des_ct_bitsliced_test).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

using u64 = uint64_t;
constexpr u64 kOnes = ~u64{0};

// FIPS 46-3 S-boxes: row = b1 b6, column = b2 b3 b4 b5.
const int kSbox[8][64] = {
    {14, 4,  13, 1, 2,  15, 11, 8,  3,  10, 6,  12, 5,  9,  0, 7,
     0,  15, 7,  4, 14, 2,  13, 1,  10, 6,  12, 11, 9,  5,  3, 8,
     4,  1,  14, 8, 13, 6,  2,  11, 15, 12, 9,  7,  3,  10, 5, 0,
     15, 12, 8,  2, 4,  9,  1,  7,  5,  11, 3,  14, 10, 0,  6, 13},
    {15, 1,  8,  14, 6,  11, 3,  4,  9,  7, 2,  13, 12, 0, 5,  10,
     3,  13, 4,  7,  15, 2,  8,  14, 12, 0, 1,  10, 6,  9, 11, 5,
     0,  14, 7,  11, 10, 4,  13, 1,  5,  8, 12, 6,  9,  3, 2,  15,
     13, 8,  10, 1,  3,  15, 4,  2,  11, 6, 7,  12, 0,  5, 14, 9},
    {10, 0,  9,  14, 6, 3,  15, 5,  1,  13, 12, 7,  11, 4,  2,  8,
     13, 7,  0,  9,  3, 4,  6,  10, 2,  8,  5,  14, 12, 11, 15, 1,
     13, 6,  4,  9,  8, 15, 3,  0,  11, 1,  2,  12, 5,  10, 14, 7,
     1,  10, 13, 0,  6, 9,  8,  7,  4,  15, 14, 3,  11, 5,  2,  12},
    {7,  13, 14, 3, 0,  6,  9,  10, 1,  2, 8, 5,  11, 12, 4,  15,
     13, 8,  11, 5, 6,  15, 0,  3,  4,  7, 2, 12, 1,  10, 14, 9,
     10, 6,  9,  0, 12, 11, 7,  13, 15, 1, 3, 14, 5,  2,  8,  4,
     3,  15, 0,  6, 10, 1,  13, 8,  9,  4, 5, 11, 12, 7,  2,  14},
    {2,  12, 4,  1,  7,  10, 11, 6,  8,  5,  3,  15, 13, 0, 14, 9,
     14, 11, 2,  12, 4,  7,  13, 1,  5,  0,  15, 10, 3,  9, 8,  6,
     4,  2,  1,  11, 10, 13, 7,  8,  15, 9,  12, 5,  6,  3, 0,  14,
     11, 8,  12, 7,  1,  14, 2,  13, 6,  15, 0,  9,  10, 4, 5,  3},
    {12, 1,  10, 15, 9, 2,  6,  8,  0,  13, 3,  4,  14, 7,  5,  11,
     10, 15, 4,  2,  7, 12, 9,  5,  6,  1,  13, 14, 0,  11, 3,  8,
     9,  14, 15, 5,  2, 8,  12, 3,  7,  0,  4,  10, 1,  13, 11, 6,
     4,  3,  2,  12, 9, 5,  15, 10, 11, 14, 1,  7,  6,  0,  8,  13},
    {4,  11, 2,  14, 15, 0, 8,  13, 3,  12, 9, 7,  5,  10, 6, 1,
     13, 0,  11, 7,  4,  9, 1,  10, 14, 3,  5, 12, 2,  15, 8, 6,
     1,  4,  11, 13, 12, 3, 7,  14, 10, 15, 6, 8,  0,  5,  9, 2,
     6,  11, 13, 8,  1,  4, 10, 7,  9,  5,  0, 15, 14, 2,  3, 12},
    {13, 2,  8,  4, 6,  15, 11, 1,  10, 9,  3,  14, 5,  0,  12, 7,
     1,  15, 13, 8, 10, 3,  7,  4,  12, 5,  6,  11, 0,  14, 9,  2,
     7,  11, 4,  1, 9,  12, 14, 2,  0,  6,  10, 13, 15, 3,  5,  8,
     2,  1,  14, 7, 4,  10, 8,  13, 15, 12, 9,  0,  3,  5,  6,  11},
};

int SboxOut(int s, int x) { return kSbox[s][(((x >> 4) & 2) | (x & 1)) * 16 + ((x >> 1) & 15)]; }

// Input b(v+1), v = 0..5.
u64 Var(int v) {
  u64 t = 0;
  for (int x = 0; x < 64; ++x) {
    if ((x >> (5 - v)) & 1) t |= u64{1} << x;
  }
  return t;
}

// Output bit k (0 = the most significant) of S-box s.
u64 Output(int s, int k) {
  u64 t = 0;
  for (int x = 0; x < 64; ++x) {
    if ((SboxOut(s, x) >> (3 - k)) & 1) t |= u64{1} << x;
  }
  return t;
}

// The cofactors f|v=0 and f|v=1, as functions that ignore v.
u64 Cof0(u64 f, int v) {
  const unsigned d = 1u << (5 - v);
  const u64 lo = f & ~Var(v);
  return lo | (lo << d);
}
u64 Cof1(u64 f, int v) {
  const unsigned d = 1u << (5 - v);
  const u64 hi = f & Var(v);
  return hi | (hi >> d);
}

enum Op : int { kInput, kAnd, kOr, kXor, kAndn, kNot };

u64 Apply(int op, u64 a, u64 b) {
  switch (op) {
    case kAnd: return a & b;
    case kOr: return a | b;
    case kXor: return a ^ b;
    case kAndn: return a & ~b;
    default: return ~a;  // kNot
  }
}

struct Node {
  int op, a, b;
  u64 t;
};

struct Circuit {
  std::vector<Node> nodes;  // 0..5: the inputs
  std::unordered_map<u64, int> have;

  Circuit() {
    for (int v = 0; v < 6; ++v) {
      nodes.push_back({kInput, v, -1, Var(v)});
      have[Var(v)] = v;
    }
  }
  int Add(int op, int a, int b) {
    const u64 t = Apply(op, nodes[a].t, b >= 0 ? nodes[b].t : 0);
    auto it = have.find(t);
    if (it != have.end()) return it->second;
    nodes.push_back({op, a, b, t});
    have[t] = static_cast<int>(nodes.size() - 1);
    return static_cast<int>(nodes.size() - 1);
  }
  int Gates() const { return static_cast<int>(nodes.size()) - 6; }
};

struct Leaf {
  u64 t;
  bool any_polarity;
};

struct Cand {
  u64 t;
  int op, a, b;
};

// Builds the leaves (functions of the inputs in `vars`) into c. Returns for
// each leaf the node holding it and whether that node is its complement.
void BuildLeaves(Circuit &c, const std::vector<int> &vars, const std::vector<Leaf> &leaves,
                 std::mt19937_64 &rng, std::vector<std::pair<int, bool>> *where) {
  std::vector<int> pool(vars);
  where->assign(leaves.size(), {-1, false});
  auto find = [&](u64 t, bool any, std::pair<int, bool> *w) {
    auto it = c.have.find(t);
    if (it != c.have.end() && std::find(pool.begin(), pool.end(), it->second) != pool.end()) {
      *w = {it->second, false};
      return true;
    }
    if (any) {
      it = c.have.find(~t);
      if (it != c.have.end() && std::find(pool.begin(), pool.end(), it->second) != pool.end()) {
        *w = {it->second, true};
        return true;
      }
    }
    return false;
  };
  std::vector<Cand> r1;
  std::unordered_map<u64, size_t> r1_index;
  for (;;) {
    bool all = true;
    for (size_t i = 0; i < leaves.size(); ++i) {
      if ((*where)[i].first >= 0) continue;
      if (leaves[i].t == 0 || leaves[i].t == kOnes) {
        (*where)[i] = {-2, leaves[i].t != 0};  // constant zero
        continue;
      }
      if (!find(leaves[i].t, leaves[i].any_polarity, &(*where)[i])) all = false;
    }
    if (all) return;
    // Everything one gate away.
    r1.clear();
    r1_index.clear();
    for (size_t i = 0; i < pool.size(); ++i) {
      for (size_t j = 0; j < pool.size(); ++j) {
        if (i == j) continue;
        const u64 a = c.nodes[pool[i]].t, b = c.nodes[pool[j]].t;
        const int ops[4] = {kAnd, kOr, kXor, kAndn};
        for (int op : ops) {
          if (op != kAndn && j < i) continue;
          const u64 t = Apply(op, a, b);
          if (t == 0 || t == kOnes || c.have.count(t) || r1_index.count(t)) continue;
          r1_index[t] = r1.size();
          r1.push_back({t, op, pool[i], pool[j]});
        }
      }
    }
    // A leaf one gate away?
    bool added = false;
    for (size_t i = 0; i < leaves.size() && !added; ++i) {
      if ((*where)[i].first != -1) continue;
      auto it = r1_index.find(leaves[i].t);
      if (it == r1_index.end() && leaves[i].any_polarity) it = r1_index.find(~leaves[i].t);
      if (it != r1_index.end()) {
        const Cand &g = r1[it->second];
        pool.push_back(c.Add(g.op, g.a, g.b));
        added = true;
      }
    }
    if (added) continue;
    // Score each candidate gate.
    long best = -1;
    size_t best_i = 0;
    for (size_t ci = 0; ci < r1.size(); ++ci) {
      const u64 g = r1[ci].t;
      long s1 = 0, s2 = 0, close = 0;
      for (size_t i = 0; i < leaves.size(); ++i) {
        if ((*where)[i].first != -1) continue;
        for (int pol = 0; pol < (leaves[i].any_polarity ? 2 : 1); ++pol) {
          const u64 t = pol ? ~leaves[i].t : leaves[i].t;
          bool one = c.have.count(t ^ g) != 0;
          if (!one && (t & ~g) == 0) {  // AND, ANDN(g, x)
            for (int p : pool) {
              const u64 x = c.nodes[p].t;
              if ((g & x) == t || (g & ~x) == t) { one = true; break; }
            }
          }
          if (!one && (g & ~t) == 0) {  // OR
            for (int p : pool) {
              if ((g | c.nodes[p].t) == t) { one = true; break; }
            }
          }
          if (!one && (t & g) == 0) {  // ANDN(x, g)
            for (int p : pool) {
              if ((c.nodes[p].t & ~g) == t) { one = true; break; }
            }
          }
          if (one) { ++s1; break; }
          if (r1_index.count(t ^ g)) { ++s2; break; }
          const long d = __builtin_popcountll(t ^ g);
          close = std::max(close, std::abs(32 - d));
        }
      }
      const long score = (s1 * 1000 + s2 * 40 + close) * 64 + static_cast<long>(rng() & 63);
      if (score > best) {
        best = score;
        best_i = ci;
      }
    }
    if (best >= 64 * 40) {
      pool.push_back(c.Add(r1[best_i].op, r1[best_i].a, r1[best_i].b));
      continue;
    }
    // Nothing gets a leaf within reach: build the cheapest remaining leaf
    // outright by Shannon decomposition over the pool.
    auto in_pool = [&](u64 t) {
      auto it = c.have.find(t);
      return it != c.have.end() &&
             std::find(pool.begin(), pool.end(), it->second) != pool.end();
    };
    // est: gates to build t (exact polarity) from the pool, this way.
    std::function<int(u64, int)> est = [&](u64 t, int depth) -> int {
      if (t == 0 || in_pool(t)) return 0;
      if (t == kOnes) return 1;
      if (r1_index.count(t)) return 1;
      if (depth <= 0) return 99;
      int m = 99;
      for (int v : vars) {
        const u64 a0 = Cof0(t, v), a1 = Cof1(t, v);
        if (a0 == a1) continue;
        m = std::min(m, est(a0, depth - 1) + est(a0 ^ a1, depth - 1) + 2);
        m = std::min(m, est(a1, depth - 1) + est(a0 ^ a1, depth - 1) + 2);
      }
      return m;
    };
    std::function<int(u64, int)> build = [&](u64 t, int depth) -> int {
      auto it = c.have.find(t);
      if (it != c.have.end() && in_pool(t)) return it->second;
      auto r = r1_index.find(t);
      if (r != r1_index.end()) {
        const Cand g = r1[r->second];
        const int n = c.Add(g.op, g.a, g.b);
        pool.push_back(n);
        return n;
      }
      int m = 1 << 20, bv = -1, bf = 0;
      for (int v : vars) {
        const u64 a0 = Cof0(t, v), a1 = Cof1(t, v);
        if (a0 == a1) continue;
        for (int f = 0; f < 2; ++f) {
          const int e = est(f ? a1 : a0, depth - 1) + est(a0 ^ a1, depth - 1);
          if (e < m) { m = e; bv = v; bf = f; }
        }
      }
      const u64 a0 = Cof0(t, bv), a1 = Cof1(t, bv);
      const u64 bt = bf ? a1 : a0;
      const int base = (bt == 0 || bt == kOnes) ? -1 : build(bt, depth - 1);
      const u64 dt = a0 ^ a1;
      const int diff = dt == kOnes ? -1 : build(dt, depth - 1);
      const int sel = dt == kOnes ? (bf ? c.Add(kNot, bv, -1) : bv)
                      : bf         ? c.Add(kAndn, diff, bv)
                                   : c.Add(kAnd, diff, bv);
      pool.push_back(sel);
      const int n = bt == kOnes ? c.Add(kNot, sel, -1) : base < 0 ? sel : c.Add(kXor, base, sel);
      pool.push_back(n);
      return n;
    };
    int m = 1 << 20;
    size_t pick = 0;
    for (size_t i = 0; i < leaves.size(); ++i) {
      if ((*where)[i].first != -1) continue;
      const int e = est(leaves[i].t, 4);
      if (e < m) { m = e; pick = i; }
    }
    build(leaves[pick].t, 4);
  }
}

// Node for (leaf node, complemented) under the constant-zero convention
// (-2: the constant; `complemented` then means all-ones).
struct Ref {
  int node;   // -2: constant
  bool inv;   // complemented (or, for the constant, all-ones)
};

// a & (b or ~b) etc., with constants folded; returns a Ref.
struct Builder {
  Circuit &c;
  Ref Not(Ref x) { return {x.node, !x.inv}; }
  int Materialize(Ref x) {
    if (x.node == -2) return -1;  // never needed: callers fold constants
    return x.inv ? c.Add(kNot, x.node, -1) : x.node;
  }
  Ref And(Ref x, Ref y) {
    if (x.node == -2) return x.inv ? y : Ref{-2, false};
    if (y.node == -2) return y.inv ? x : Ref{-2, false};
    if (!x.inv && !y.inv) return {c.Add(kAnd, x.node, y.node), false};
    if (!x.inv && y.inv) return {c.Add(kAndn, x.node, y.node), false};
    if (x.inv && !y.inv) return {c.Add(kAndn, y.node, x.node), false};
    return {c.Add(kOr, x.node, y.node), true};  // ~x & ~y = ~(x | y)
  }
  Ref Xor(Ref x, Ref y) {
    if (x.node == -2) return {y.node, y.inv != x.inv};
    if (y.node == -2) return {x.node, x.inv != y.inv};
    return {c.Add(kXor, x.node, y.node), x.inv != y.inv};
  }
};

// Gates the outputs depend on (the greedy search may leave dead ones).
int Reachable(const Circuit &c, const int out[4], std::vector<bool> *mark = nullptr) {
  std::vector<bool> m(c.nodes.size(), false);
  std::vector<int> stack(out, out + 4);
  while (!stack.empty()) {
    const int n = stack.back();
    stack.pop_back();
    if (m[n]) continue;
    m[n] = true;
    if (c.nodes[n].op == kInput) continue;
    stack.push_back(c.nodes[n].a);
    if (c.nodes[n].b >= 0) stack.push_back(c.nodes[n].b);
  }
  int g = 0;
  for (size_t n = 6; n < m.size(); ++n) g += m[n];
  if (mark) *mark = m;
  return g;
}

struct Result {
  int gates = 1 << 30;
  Circuit circuit;
  int out[4];
  std::string how;
};

// One attempt: pair (p, q), polarity bits pol (3 per output), seed.
Result Attempt(int s, int p, int q, unsigned pol, std::mt19937_64 &rng) {
  Result r;
  std::vector<int> vars;
  for (int v = 0; v < 6; ++v) {
    if (v != p && v != q) vars.push_back(v);
  }
  // Per output: Y0, Y1, E0, E1 leaves.
  std::vector<Leaf> leaves;
  for (int k = 0; k < 4; ++k) {
    const u64 y = Output(s, k);
    const bool pp = (pol >> (3 * k)) & 1, qy = (pol >> (3 * k + 1)) & 1,
               qe = (pol >> (3 * k + 2)) & 1;
    const u64 big_y = pp ? Cof1(y, p) : Cof0(y, p);
    const u64 e = Cof0(y, p) ^ Cof1(y, p);
    leaves.push_back({qy ? Cof1(big_y, q) : Cof0(big_y, q), false});
    leaves.push_back({Cof0(big_y, q) ^ Cof1(big_y, q), true});
    leaves.push_back({qe ? Cof1(e, q) : Cof0(e, q), true});
    leaves.push_back({Cof0(e, q) ^ Cof1(e, q), true});
  }
  std::vector<std::pair<int, bool>> where;
  BuildLeaves(r.circuit, vars, leaves, rng, &where);
  Builder b{r.circuit};
  const Ref vp{p, false}, vq{q, false};
  for (int k = 0; k < 4; ++k) {
    const bool pp = (pol >> (3 * k)) & 1, qy = (pol >> (3 * k + 1)) & 1,
               qe = (pol >> (3 * k + 2)) & 1;
    auto leaf = [&](int i) { return Ref{where[4 * k + i].first, where[4 * k + i].second}; };
    const Ref big_y = b.Xor(leaf(0), b.And(qy ? b.Not(vq) : vq, leaf(1)));
    const Ref e = b.Xor(leaf(2), b.And(qe ? b.Not(vq) : vq, leaf(3)));
    const Ref y = b.Xor(big_y, b.And(pp ? b.Not(vp) : vp, e));
    r.out[k] = b.Materialize(y);
    if (r.out[k] < 0 || r.circuit.nodes[r.out[k]].t != Output(s, k)) {
      fprintf(stderr, "internal error: S%d output %d\n", s + 1, k + 1);
      exit(1);
    }
  }
  r.gates = Reachable(r.circuit, r.out);
  r.how = "p=b" + std::to_string(p + 1) + " q=b" + std::to_string(q + 1);
  return r;
}

// Emission order: list scheduling that keeps few values live at once (the
// Cortex-M4 has some eleven registers free for the circuit), each output
// XORed into its slice as soon as it is ready. Randomised ties; the order
// with the fewest live values at the peak (then on average) wins.
std::vector<int> Schedule(const Circuit &c, const int out[4], std::mt19937_64 &rng, int *peak) {
  std::vector<bool> need;
  Reachable(c, out, &need);
  std::vector<int> best;
  long best_score = 1L << 40;
  for (int trial = 0; trial < 400; ++trial) {
    std::vector<int> uses(c.nodes.size(), 0);
    for (size_t n = 6; n < c.nodes.size(); ++n) {
      if (!need[n]) continue;
      ++uses[c.nodes[n].a];
      if (c.nodes[n].b >= 0) ++uses[c.nodes[n].b];
    }
    for (int k = 0; k < 4; ++k) ++uses[out[k]];
    std::vector<bool> done(c.nodes.size(), false), live(c.nodes.size(), false);
    for (int v = 0; v < 6; ++v) done[v] = true;
    int nlive = 0, max_live = 0;
    long sum = 0;
    std::vector<int> order;
    std::vector<int> dfs(out, out + 4);
    std::shuffle(dfs.begin(), dfs.end(), rng);
    for (;;) {
      int pick = -1;
      long pick_score = 1L << 40;
      if (trial & 1) {
        // Odd trials: depth first from the outputs in a random order, each
        // gate's heavier operand first.
        while (pick < 0 && !dfs.empty()) {
          const int n = dfs.back();
          const Node &x = c.nodes[n];
          if (done[n]) { dfs.pop_back(); continue; }
          const bool a_ready = done[x.a], b_ready = x.b < 0 || done[x.b];
          if (a_ready && b_ready) { pick = n; dfs.pop_back(); break; }
          if (!a_ready && !b_ready) {
            const bool a_first = rng() & 1;
            dfs.push_back(a_first ? x.b : x.a);
            dfs.push_back(a_first ? x.a : x.b);
          } else {
            dfs.push_back(a_ready ? x.b : x.a);
          }
        }
        if (pick < 0) break;
      }
      for (size_t n = 6; n < c.nodes.size() && !(trial & 1); ++n) {
        if (!need[n] || done[n]) continue;
        const Node &x = c.nodes[n];
        if (!done[x.a] || (x.b >= 0 && !done[x.b])) continue;
        int after = nlive + 1;
        const int ops[2] = {x.a, x.b};
        for (int i = 0; i < 2; ++i) {
          const int o = ops[i];
          if (o < 0 || (i == 1 && o == x.a)) continue;
          const int k = (o == x.a && o == x.b) ? 2 : 1;
          if (!live[o]) ++after;                 // an input loaded now
          if (uses[o] == k) --after;             // its last use
        }
        const long score = after * 64L + static_cast<long>(rng() & 63);
        if (score < pick_score) {
          pick_score = score;
          pick = static_cast<int>(n);
        }
      }
      if (pick < 0) break;
      const Node &x = c.nodes[pick];
      done[pick] = true;
      order.push_back(pick);
      const int ops[2] = {x.a, x.b};
      for (int i = 0; i < 2; ++i) {
        const int o = ops[i];
        if (o < 0) continue;
        if (!live[o]) { live[o] = true; ++nlive; }
      }
      live[pick] = true;
      ++nlive;
      max_live = std::max(max_live, nlive);
      for (int i = 0; i < 2; ++i) {
        const int o = ops[i];
        if (o < 0) continue;
        if (--uses[o] == 0) { live[o] = false; --nlive; }
      }
      for (int k = 0; k < 4; ++k) {
        if (out[k] == pick && --uses[pick] == 0) { live[pick] = false; --nlive; }
      }
      if (uses[pick] == 0 && live[pick]) { live[pick] = false; --nlive; }
      sum += nlive;
    }
    const long score = max_live * 100000L + sum;
    if (score < best_score) {
      best_score = score;
      best = order;
      *peak = max_live;
    }
  }
  return best;
}

void Print(int s, const Result &r, std::mt19937_64 &rng) {
  const Circuit &c = r.circuit;
  int peak = 0;
  const std::vector<int> order = Schedule(c, r.out, rng, &peak);
  std::vector<int> name(c.nodes.size(), -1);
  printf("\n// S%d: %d gates (%s), at most %d values live.\n", s + 1, r.gates, r.how.c_str(),
         peak);
  printf("__attribute__((always_inline)) inline void Sbox%d(uint32_t x1, uint32_t x2, uint32_t x3,\n"
         "                                                 uint32_t x4, uint32_t x5, uint32_t x6,\n"
         "                                                 uint32_t &y1, uint32_t &y2,\n"
         "                                                 uint32_t &y3, uint32_t &y4) {\n",
         s + 1);
  auto ref = [&](int n) {
    if (c.nodes[n].op == kInput) return "x" + std::to_string(c.nodes[n].a + 1);
    return "t" + std::to_string(name[n]);
  };
  int next = 0;
  for (const int n : order) {
    const Node &x = c.nodes[n];
    name[n] = next++;
    const std::string a = ref(x.a);
    std::string e;
    switch (x.op) {
      case kAnd: e = a + " & " + ref(x.b); break;
      case kOr: e = a + " | " + ref(x.b); break;
      case kXor: e = a + " ^ " + ref(x.b); break;
      case kAndn: e = a + " & ~" + ref(x.b); break;
      default: e = "~" + a; break;
    }
    printf("  const uint32_t t%d = %s;\n", name[n], e.c_str());
    for (int k = 0; k < 4; ++k) {
      if (r.out[k] == n) printf("  y%d ^= t%d;\n", k + 1, name[n]);
    }
  }
  printf("}\n");
}

}  // namespace

int main(int argc, char **argv) {
  // Polarity samples per pair and restarts per sample: the search budget.
  const int samples = argc > 1 ? atoi(argv[1]) : 24;
  const int restarts = argc > 2 ? atoi(argv[2]) : 2;
  std::mt19937_64 rng(0x44455321u);
  std::vector<Result> best(8);
  int total = 0;
  for (int s = 0; s < 8; ++s) {
    for (int p = 0; p < 6; ++p) {
      for (int q = 0; q < 6; ++q) {
        if (p == q) continue;
        for (int i = 0; i < samples; ++i) {
          const unsigned pol = i == 0 ? 0u : static_cast<unsigned>(rng() & 0xFFF);
          for (int j = 0; j < restarts; ++j) {
            Result r = Attempt(s, p, q, pol, rng);
            if (r.gates < best[s].gates) best[s] = std::move(r);
          }
        }
      }
    }
    fprintf(stderr, "S%d: %d gates (%s)\n", s + 1, best[s].gates, best[s].how.c_str());
    total += best[s].gates;
  }
  fprintf(stderr, "total %d gates\n", total);
  // Check every output on every input once more, from the printed order's
  // point of view: the node tables are recomputed from the gates.
  for (int s = 0; s < 8; ++s) {
    const Circuit &c = best[s].circuit;
    std::vector<u64> t(c.nodes.size());
    for (size_t n = 0; n < c.nodes.size(); ++n) {
      const Node &x = c.nodes[n];
      t[n] = x.op == kInput ? Var(x.a) : Apply(x.op, t[x.a], x.b >= 0 ? t[x.b] : 0);
    }
    for (int k = 0; k < 4; ++k) {
      if (t[best[s].out[k]] != Output(s, k)) {
        fprintf(stderr, "check failed: S%d output %d\n", s + 1, k + 1);
        return 1;
      }
    }
  }
  printf("// DES S-boxes as boolean circuits on bit slices, for des_ct_bitsliced.cc.\n");
  printf("// Generated by crypto/des/gen/des_sbox_search.cc (%d %d): do not edit.\n", samples,
         restarts);
  printf("// SboxN(x1..x6, y1..y4): x1..x6 are the S-box's input bits b1..b6 (b1\n");
  printf("// the row's high bit), and output bit k (1 = the most significant) is\n");
  printf("// XORed into yk. %d gates in all (AND, OR, XOR, AND-NOT, NOT).\n", total);
  printf("#ifndef MCUCRYPT_DES_DES_SBOX_CIRCUITS_H_\n#define MCUCRYPT_DES_DES_SBOX_CIRCUITS_H_\n\n");
  printf("#include <stdint.h>\n\nnamespace mcucrypt {\nnamespace des_bitsliced {\n");
  for (int s = 0; s < 8; ++s) Print(s, best[s], rng);
  printf("\n}  // namespace des_bitsliced\n}  // namespace mcucrypt\n\n");
  printf("#endif  // MCUCRYPT_DES_DES_SBOX_CIRCUITS_H_\n");
  return 0;
}
