#!/usr/bin/env python3
"""Derives the SM4 S-box circuit in crypto/sm4/sm4_ct_bitsliced.cc.

S(x) = A inv(A x + C) + C (GB/T 32907's S-box, Liu et al.'s structure),
with the inversion moved into the tower field GF(((2^2)^2)^2) in normal
bases (Canright). The script
  1. builds the tower arithmetic and the field isomorphism from the SM4
     field (x^8+x^7+x^6+x^5+x^4+x^2+1) for the chosen tower (SETUP);
  2. merges A and the basis change into the top and bottom linear layers and
     shortens them with a Boyar-Peralta style greedy XOR search;
  3. checks the whole circuit against the table on all 256 inputs;
  4. orders the gates to keep few values live and prints the C body.
Run: python3 crypto/sm4/gen/sm4_sbox_circuit.py > body.inc (about 15 s).
Every tower (N, nu, root) can be scored with setups() + build(); (1, 11, 174)
had the fewest XORs.
"""
import random, sys

# GB/T 32907-2016 section 6.2 S-box (the same table as crypto/sm4/sm4_sbox.h).
S = [int(v, 16) for v in """
d6 90 e9 fe cc e1 3d b7 16 b6 14 c2 28 fb 2c 05
2b 67 9a 76 2a be 04 c3 aa 44 13 26 49 86 06 99
9c 42 50 f4 91 ef 98 7a 33 54 0b 43 ed cf ac 62
e4 b3 1c a9 c9 08 e8 95 80 df 94 fa 75 8f 3f a6
47 07 a7 fc f3 73 17 ba 83 59 3c 19 e6 85 4f a8
68 6b 81 b2 71 64 da 8b f8 eb 0f 4b 70 56 9d 35
1e 24 0e 5e 63 58 d1 a2 25 22 7c 3b 01 21 78 87
d4 00 46 57 9f d3 27 52 4c 36 02 e7 a0 c4 c8 9e
ea bf 8a d2 40 c7 38 b5 a3 f7 f2 ce f9 61 15 a1
e0 ae 5d a4 9b 34 1a 55 ad 93 32 30 f5 8c b1 e3
1d f6 e2 2e 82 66 ca 60 c0 29 23 ab 0d 53 4e 6f
d5 db 37 45 de fd 8e 2f 03 ff 6a 72 6d 6c 5b 51
8d 1b af 92 bb dd bc 7f 11 d9 5c 41 1f 10 5a d8
0a c1 31 88 a5 cd 7b bd 2d 74 d0 12 b8 e5 b4 b0
89 69 97 4a 0c 96 77 7e 65 b9 f1 09 c5 6e c6 84
18 f0 7d ec 3a dc 4d 20 79 ee 5f 3e d7 cb 39 48
""".split()]

# --- tower field -------------------------------------------------------
# Tower-field arithmetic GF(((2^2)^2)^2) in normal bases, and the SM4 S-box
# as A * inv(A * x + C) + C mapped onto it.
POLY = 0x1F5
def gmul(a, b, poly=POLY):
    r = 0
    while b:
        if b & 1: r ^= a
        b >>= 1; a <<= 1
        if a & 0x100: a ^= poly
    return r
ROW = '11100101'
def circ_rows():
    bits = [int(c) for c in ROW]
    out = [0]*8
    for i in range(8):
        r = bits[-i:] + bits[:-i] if i else bits[:]
        m = 0
        for j in range(8):
            if r[j]: m |= 1 << j
        out[i] = m
    return out
A = circ_rows()   # rows: output bit i = parity(A[i] & x)
def matvec(rows, x):
    y = 0
    for i, r in enumerate(rows):
        if bin(r & x).count('1') & 1: y |= 1 << i
    return y
C = 0xD3
# GF(4): 2-bit (g1,g0) = g1 W^2 + g0 W
def m4(x, y):
    x1, x0 = x >> 1, x & 1; y1, y0 = y >> 1, y & 1
    p1 = x1 & y1; p0 = x0 & y0; ps = (x1 ^ x0) & (y1 ^ y0)
    return ((p1 ^ ps) << 1) | (p0 ^ ps)
def make16(N):
    def m16(u, v):
        u1, u0 = u >> 2, u & 3; v1, v0 = v >> 2, v & 3
        a1 = m4(u1, v1); a0 = m4(u0, v0); as_ = m4(u1 ^ u0, v1 ^ v0)
        na = m4(N, as_)
        return ((a1 ^ na) << 2) | (a0 ^ na)
    return m16
def make256(m16, nu):
    def m256(a, b):
        ah, al = a >> 4, a & 15; bh, bl = b >> 4, b & 15
        hh = m16(ah, bh); ll = m16(al, bl); ss = m16(ah ^ al, bh ^ bl)
        ns = m16(nu, ss)
        return ((hh ^ ns) << 4) | (ll ^ ns)
    return m256
def one_of(mul, n):
    # the multiplicative identity
    for e in range(1, 1 << n):
        if all(mul(e, x) == x for x in range(1 << n)): return e
def power(mul, one, x, k):
    r = one
    for _ in range(k): r = mul(r, x)
    return r

# --- XOR-count heuristic ---------------------------------------------------
# Boyar-Peralta style heuristic for short XOR programs (linear straight-line
# programs): targets are bit vectors over n input signals.
def popcount(x): return bin(x).count('1')
def bp_slp(n, targets, seed=None, ties_random=True):
    """Returns (program, outputs): program is a list of (a, b) index pairs into
    signals (inputs are 0..n-1, new signal k = n + position); outputs maps each
    target to a signal index."""
    rnd = random.Random(seed)
    targets = list(targets)
    size = 1 << n
    INF = 99
    # D[v]: fewest base signals XORing to v
    D = [popcount(v) for v in range(size)]
    base = [1 << i for i in range(n)]
    prog = []
    dist = [D[t] - 1 for t in targets]
    while any(d > 0 for d in dist):
        best = None
        cands = []
        for i in range(len(base)):
            for j in range(i + 1, len(base)):
                v = base[i] ^ base[j]
                if D[v] <= 1: continue
                nd = [min(D[t], 1 + D[t ^ v]) - 1 for t in targets]
                s = sum(nd); e = -sum(x * x for x in nd)
                key = (s, e)
                if best is None or key < best:
                    best = key; cands = [(i, j, v)]
                elif key == best:
                    cands.append((i, j, v))
        # Prefer a candidate that is a target itself.
        tset = set(targets)
        hit = [c for c in cands if c[2] in tset]
        pick = rnd.choice(hit or cands) if ties_random else (hit or cands)[0]
        i, j, v = pick
        prog.append((i, j)); base.append(v)
        D = [min(D[u], 1 + D[u ^ v]) for u in range(size)]
        dist = [D[t] - 1 for t in targets]
    outs = [base.index(t) for t in targets]
    return prog, outs, base

# --- linear layers ---------------------------------------------------------
def par(x): return bin(x).count('1') & 1
def lin_rows(f, nin, nout):
    # rows[k] = mask over inputs such that out bit k = parity(rows[k] & x)
    cols = [f(1 << i) for i in range(nin)]
    return [sum(((cols[i] >> k) & 1) << i for i in range(nin)) for k in range(nout)]
def E_masks():
    # over nibble bits b3 b2 b1 b0 = u11 u10 u01 u00
    b3, b2, b1, b0 = 8, 4, 2, 1
    return [b3, b2, b3 ^ b2, b1, b0, b1 ^ b0, b3 ^ b1, b2 ^ b0, b3 ^ b2 ^ b1 ^ b0]
EM = E_masks()
def Mc_rows(N):
    # c bits 3..0 as masks over products p0..p8
    P = lambda *ks: sum(1 << k for k in ks)
    A1 = (P(0, 2), P(1, 2)); A0 = (P(3, 5), P(4, 5))
    if N == 1: NAs = (P(6, 7), P(6, 8))
    else: NAs = (P(7, 8), P(6, 7))
    c3 = A1[0] ^ NAs[0]; c2 = A1[1] ^ NAs[1]; c1 = A0[0] ^ NAs[0]; c0 = A0[1] ^ NAs[1]
    return [c0, c1, c2, c3]  # index = bit
def mul_by_products(N, u, v):
    p = [par(EM[k] & u) & par(EM[k] & v) for k in range(9)]
    pv = sum(p[k] << k for k in range(9))
    return sum(par(r & pv) << i for i, r in enumerate(Mc_rows(N)))
def inv16_circuit(N, d):
    d11, d10, d01, d00 = (d >> 3) & 1, (d >> 2) & 1, (d >> 1) & 1, d & 1
    s1 = d11 ^ d10; s0 = d01 ^ d00
    m1 = d11 & d01; m0 = d10 & d00; ms = s1 & s0
    f1 = d11 ^ d01; f0 = d10 ^ d00
    if N == 1:   # N(f0, f1) with N = W: (f0 ^ f1, f0)
        g = s1 ^ s0
        e1 = m1 ^ ms ^ g; e0 = m0 ^ ms ^ f0
    else:        # N = W^2: (f1, f0 ^ f1)
        g = s1 ^ s0
        e1 = m1 ^ ms ^ f1; e0 = m0 ^ ms ^ g
    es = e0 ^ e1
    # einv = (e0, e1): x1 = e0, x0 = e1
    o11 = (e0 & d01) ^ (es & s0); o10 = (e1 & d00) ^ (es & s0)
    o01 = (e0 & d11) ^ (es & s1); o00 = (e1 & d10) ^ (es & s1)
    return (o11 << 3) | (o10 << 2) | (o01 << 1) | o00
def setups():
    for N in (1, 2):
        m16 = make16(N); one16 = one_of(m16, 4)
        for nu in range(1, 16):
            m256 = make256(m16, nu); one = one_of(m256, 8)
            if one is None: continue
            if not all(any(m256(x, y) == one for y in range(256)) for x in (1, 2, 3, 0x53)): continue
            # roots of the SM4 polynomial
            for beta in range(256):
                pw = [one]
                for i in range(8): pw.append(m256(pw[-1], beta))
                val = 0
                for i in range(9):
                    if (POLY >> i) & 1: val ^= pw[i]
                if val != 0: continue
                phi = lambda a, pw=pw: __import__('functools').reduce(lambda s, i: s ^ (pw[i] if (a >> i) & 1 else 0), range(8), 0)
                yield N, nu, beta, m16, m256, phi
def build(N, nu, m16, m256, phi, seed=None):
    T = lin_rows(lambda x: phi(matvec(A, x)), 8, 8)   # tower bit k
    phiinv = {phi(a): a for a in range(256)}
    def tmask(tm):  # mask over tower bits -> mask over x
        r = 0
        for k in range(8):
            if (tm >> k) & 1: r ^= T[k]
        return r
    Eh = [tmask(m << 4) for m in EM]; El = [tmask(m) for m in EM]
    sq = lambda u: m16(u, u)
    q = lin_rows(lambda x: (lambda t: m16(nu, sq((t >> 4) ^ (t & 15))))(phi(matvec(A, x))), 8, 4)
    top_targets = Eh + El + q
    prog, outs, base = bp_slp(8, [t for t in top_targets], seed=seed)
    top_cost = len(prog)
    # d = Mc p  ^ q : 13 signals (p0..p8, q0..q3)
    Mc = Mc_rows(N)
    dt = [Mc[i] | (1 << (9 + i)) for i in range(4)]
    dprog, douts, _ = bp_slp(13, dt, seed=seed)
    # bottom: S' = A phi^-1 (o), o = (Mc r) << 4 | (Mc s), 18 products r0..8, s0..8
    def bottom_f(v):
        r = v & 511; s = v >> 9
        oh = sum(par(Mc[i] & r) << i for i in range(4)); ol = sum(par(Mc[i] & s) << i for i in range(4))
        return matvec(A, phiinv[(oh << 4) | ol])
    B = lin_rows(bottom_f, 18, 8)
    return dict(T=T, top_targets=top_targets, top=(prog, outs), top_cost=top_cost,
                d=(dprog, douts), d_cost=len(dprog), B=B, phiinv=phiinv)

# --- the circuit -----------------------------------------------------------
SETUP = (1, 11, 174)  # N = W, nu, root of the SM4 polynomial: fewest XORs found
TRIES = 1
def get_setup():
    for N, nu, beta, m16, m256, phi in setups():
        if (N, nu, beta) == SETUP: return N, nu, beta, m16, m256, phi
N, nu, beta, m16, m256, phi = get_setup()
b = build(N, nu, m16, m256, phi, seed=1)
def best_slp(n, targets, tries):
    best = None
    for s in range(tries):
        r = bp_slp(n, targets, seed=s)
        if best is None or len(r[0]) < len(best[0]): best = r
    return best
top = best_slp(8, b['top_targets'], TRIES)
Mc = Mc_rows(N)
dslp = best_slp(13, [Mc[i] | (1 << (9 + i)) for i in range(4)], TRIES)
bot = best_slp(18, b['B'], max(1, TRIES // 4))
print('// costs', len(top[0]), len(dslp[0]), len(bot[0]), file=sys.stderr)
gates = []  # (out, op, a, b)
cnt = [0]
def new(op, a, bb):
    cnt[0] += 1; name = 'g%d' % cnt[0]; gates.append((name, op, a, bb)); return name
def run_slp(slp, insig):
    prog, outs, base = slp
    sig = list(insig)
    for i, j in prog: sig.append(new('^', sig[i], sig[j]))
    return [sig[o] for o in outs]
X = ['x%d' % i for i in range(8)]
tops = run_slp(top, X)
Eh, El, q = tops[:9], tops[9:18], tops[18:22]
p = [new('&', Eh[k], El[k]) for k in range(9)]
d = run_slp(dslp, p + q)           # d[i] = bit i
d00, d01, d10, d11 = d
s1 = new('^', d11, d10); s0 = new('^', d01, d00)
m1 = new('&', d11, d01); m0 = new('&', d10, d00); ms = new('&', s1, s0)
mm1 = new('^', m1, ms); mm0 = new('^', m0, ms)
g = new('^', s1, s0)
if N == 1:
    f0 = new('^', d10, d00); e1 = new('^', mm1, g); e0 = new('^', mm0, f0)
else:
    f1 = new('^', d11, d01); e1 = new('^', mm1, f1); e0 = new('^', mm0, g)
es = new('^', e0, e1)
a1 = new('&', es, s0); a2 = new('&', es, s1)
o11 = new('^', new('&', e0, d01), a1); o10 = new('^', new('&', e1, d00), a1)
o01 = new('^', new('&', e0, d11), a2); o00 = new('^', new('&', e1, d10), a2)
# E(dinv): [b3, b2, b3^b2, b1, b0, b1^b0, b3^b1, b2^b0, all]
t32 = new('^', o11, o10); t10 = new('^', o01, o00); t31 = new('^', o11, o01); t20 = new('^', o10, o00)
tall = new('^', t32, t10)
Ed = [o11, o10, t32, o01, o00, t10, t31, t20, tall]
r = [new('&', Ed[k], El[k]) for k in range(9)]
s = [new('&', Ed[k], Eh[k]) for k in range(9)]
Y = run_slp(bot, r + s)
# verify on all inputs
c1 = next(v for v in range(256) if matvec(A, v) == C)
def evaluate(x):
    env = {('x%d' % i): (x >> i) & 1 for i in range(8)}
    for o, op, a, bb in gates:
        env[o] = env[a] & env[bb] if op == '&' else env[a] ^ env[bb]
    return sum(env[Y[i]] << i for i in range(8))
ok = all(evaluate(x ^ c1) ^ C == S[x] for x in range(256))
n_and = sum(1 for gg in gates if gg[1] == '&'); n_xor = len(gates) - n_and
print('// verified', ok, 'c1 = 0x%02x' % c1, 'gates', len(gates), 'and', n_and, 'xor', n_xor, file=sys.stderr)
assert ok

# --- gate order ------------------------------------------------------------
tries = 300
byname = {g[0]: g for g in gates}
users = {}
for g in gates:
    for a in (g[2], g[3]): users.setdefault(a, []).append(g[0])
def peak(order):
    remaining = {k: len(v) for k, v in users.items()}
    outs = set(Y)
    live = set('x%d' % i for i in range(8))
    pk = len(live)
    for name in order:
        o, op, a, b = byname[name]
        live.add(o)
        pk = max(pk, len(live))
        for s in {a, b}:
            remaining[s] -= (1 if a != b else 2) if s == a else 1
        for s in {a, b}:
            if remaining.get(s, 0) == 0 and s not in outs: live.discard(s)
    return pk
def greedy(rnd):
    remaining = {k: len(v) for k, v in users.items()}
    done = set('x%d' % i for i in range(8))
    outs = set(Y)
    live = set(done)
    order = []
    pending = [g[0] for g in gates]
    ready = lambda g: byname[g][2] in done and byname[g][3] in done
    while pending:
        cands = [g for g in pending if ready(g)]
        def score(gname):
            o, op, a, b = byname[gname]
            freed = sum(1 for s in {a, b} if remaining[s] == (1 if s in (a, b) else 0) and s not in outs)
            return freed - 1
        best = max(score(g) for g in cands)
        pick = rnd.choice([g for g in cands if score(g) == best])
        o, op, a, b = byname[pick]
        order.append(pick); pending.remove(pick); done.add(o); live.add(o)
        for s in (a, b): remaining[s] -= 1
        for s in {a, b}:
            if remaining[s] == 0 and s not in outs: live.discard(s)
    return order
best = None
for t in range(tries):
    o = greedy(random.Random(t))
    pk = peak(o)
    if best is None or pk < best[0]: best = (pk, o)
print('// peak live', best[0], 'original', peak([g[0] for g in gates]), file=sys.stderr)

# --- C -----------------------------------------------------------------------
gates = {g[0]: g for g in gates}
order = best[1]
# rename to t0.. in schedule order
ren = {('x%d' % i): 'x%d' % i for i in range(8)}
lines = []
for k, name in enumerate(order):
    o, op, a, b = gates[name]
    ren[o] = 't%d' % k
    lines.append('  const uint32_t %s = %s %s %s;' % (ren[o], ren[a], op, ren[b]))
print('  const uint32_t ' + ', '.join('x%d = s[%d]' % (i, i) for i in range(8)) + ';')
print('\n'.join(lines))
for i in range(8): print('  s[%d] = %s;' % (i, ren[Y[i]]))
