#!/usr/bin/env python3
"""Generates aes_ct_fixsliced_mips32r2.S (fixsliced AES rounds, MIPS32r2 + DSP ASE).

    python3 crypto/aes/gen/aes_ct_fixsliced_mips32r2_gen.py > crypto/aes/aes_ct_fixsliced_mips32r2.S

The rounds are the operations of aes_ct_fixsliced_portable.cc (the S-box
circuit of aes_ct_fixsliced_circuit.h, MixColumns of each frame,
AddRoundKey, the transposition) written as straight-line code over named
values, decryption with the Thumb-2 generator's cheaper equivalents (the
merged inverse S-box, InvMixColumns as A + R(B)); the circuits come from
that generator. This script orders the S-box gates to keep few values
live, allocates registers (27 of them: every GPR but $0, $26/$27
(kernel), $sp and the round-key pointer; the whole state and the S-box
temporaries fit, there are no spills) and moves every load at least one instruction ahead
of its first use, under the cost model of tools/sim/microaptiv_timing.cc
(one cycle per instruction, +1 when an instruction uses the result of the
load right before it, +1 for a taken branch). The search is seeded, so the
output is reproducible.
"""

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
# The inverse S-box's merged linear layers and the odd frames' InvMixColumns
# XOR program, found for (and checked by) the Thumb-2 generator.
import aes_ct_fixsliced_armv7m_gen as armgen  # noqa: E402

SEED = 197
SBOX_TRIALS = 4000

POOL = ['$%d' % r for r in [1, 2, 3] + list(range(5, 26)) + [28, 30, 31]]
P = '$4'  # the round-key pointer
CANON = ['$16', '$17', '$18', '$19', '$20', '$21', '$22', '$23']  # state word b

# Stack frame (bytes from $sp): saved $16-$23, $28, $30, $31, then slots.
SAVED = CANON + ['$28', '$30', '$31']
(S_IN, S_OUT, S_PAIRS, S_RK, S_STOPA, S_STOPB, S_MODE, S_CTX, S_BLOW, S_LOW,
 S_IDX, S_OUFLAG) = [4 * (len(SAVED) + i) for i in range(12)]
S_W = 4 * (len(SAVED) + 12)  # CTR: the batch's S-box output, 8 words
FRAME = S_W + 32
FRAME += FRAME % 8
# CBC encryption's frame: FRAME, then the next block's chaining value XOR
# round key 0 in byte order (4 words).
S_CVK = FRAME
FRAME_CBCE = FRAME + 16
# mcu_aes_ct_fixsliced_ctr_ctx (aes_ct_fixsliced_core.h; aes_ct_fixsliced.cc
# asserts these offsets): byte offsets of its fields.
CTX_RK, CTX_NR, CTX_LOW0, CTX_WIDE, CTX_KEY3, CTX_E, CTX_D = 0, 4, 8, 12, 16, 20, 52
CALLER_SAVED = ['$%d' % r for r in [1, 2, 3, 5, 6, 7] + list(range(8, 16)) + [24, 25]]


# --- Operations on named values ----------------------------------------------

class Op:
    """kind: 'alu' dst = a opc b; 'sh' dst = a opc imm; 'li' dst = imm;
    'lw' dst = [base + off]; 'lwp' unaligned word load (lwr/lwl);
    'swp' unaligned word store of a; 'mv' dst = a."""

    def __init__(self, kind, opc=None, dst=None, srcs=(), imm=None, base=None, off=0):
        self.kind, self.opc, self.dst, self.srcs = kind, opc, dst, list(srcs)
        self.imm, self.base, self.off = imm, base, off


def xor(d, a, b):
    return Op('alu', 'xor', d, [a, b])


def and_(d, a, b):
    return Op('alu', 'and', d, [a, b])


class Namer:
    def __init__(self, prefix):
        self.prefix, self.n = prefix, 0

    def __call__(self, hint='v'):
        self.n += 1
        return '%s.%s%d' % (self.prefix, hint, self.n)


# The Boyar-Peralta S-box circuit (aes_ct_fixsliced_circuit.h), as the
# Thumb-2 generator holds it: (dst, op, a, b) for each gate.
GATES = [(d, o, a, b) for d, a, o, b in armgen.parse_gates(armgen.SBOX_GATES)]


def max_live(order, gates, inputs):
    """Peak number of live values (inputs live from the start, outputs o*
    and f* to the end) for the gates in this order."""
    last = {}
    for i, k in enumerate(order):
        _, _, a, b = gates[k]
        last[a] = i
        last[b] = i
    live = set(inputs)
    peak = len(live)
    for i, k in enumerate(order):
        d, _, a, b = gates[k]
        live.add(d)
        peak = max(peak, len(live))
        for x in (a, b):
            if last.get(x) == i and not x.startswith(('o', 'f')):
                live.discard(x)
    return peak


def best_sbox_order(rng, gates=None, inputs=None):
    """A topological order of the gates (the forward S-box by default) with
    a low peak of live values: randomised greedy list scheduling (prefer
    gates that free values)."""
    gates = gates or GATES
    inputs = inputs or ['u%d' % i for i in range(8)]
    deps = {}
    defs = {g[0]: k for k, g in enumerate(gates)}
    users = {}
    for k, (d, _, a, b) in enumerate(gates):
        deps[k] = set(defs[x] for x in (a, b) if x in defs)
        for x in (a, b):
            users.setdefault(x, set()).add(k)
    best = None
    for trial in range(SBOX_TRIALS):
        done, order = set(), []
        remaining = {x: len(u) for x, u in users.items()}
        noise = 0 if trial == 0 else rng.choice([0.3, 0.7, 1.5, 3])
        while len(order) < len(gates):
            ready = [k for k in range(len(gates)) if k not in done and deps[k] <= done]

            def score(k):
                d, _, a, b = gates[k]
                frees = sum(1 for x in set((a, b)) if remaining[x] == 1)
                return -frees + noise * rng.random() - 0.01 * (len(gates) - k) / len(gates)
            k = min(ready, key=score)
            d, _, a, b = gates[k]
            for x in set((a, b)):
                remaining[x] -= 1
            done.add(k)
            order.append(k)
        peak = max_live(order, gates, inputs)
        if best is None or peak < best[0]:
            best = (peak, order)
    return best


def inv_sbox_gates():
    """S^-1(y ^ 0x63) as one circuit (inputs i0..i7, outputs f0..f7: bit
    planes 0..7): the Thumb-2 generator's merged linear layers, L^-1 folded
    into them, around the forward circuit's nonlinear middle (121 gates;
    L^-1 around the forward circuit was 113 + 32), without that generator's
    REMAT copies, a Thumb-2 register-pressure device: this core has the
    registers. Checked on all 256 bytes (armgen.inv_sbox_check)."""
    forward = [(d, a, o, b) for d, o, a, b in GATES]
    return [(d, o, a, b) for d, a, o, b in armgen.inv_sbox_gates(forward)]


INV_GATES = inv_sbox_gates()


def circuit_ops(gates, order, names, pre):
    """The gates in order as operations: names maps the circuit's inputs
    and outputs to value names, every other wire is pre + its name."""
    n = lambda x: names.get(x, pre + x)
    return [Op('alu', {'^': 'xor', '&': 'and'}[opr], n(d), [n(a), n(b)])
            for d, opr, a, b in (gates[k] for k in order)]


def sbox_ops(ins, outs, new, order):
    names = {'u%d' % i: ins[7 - i] for i in range(8)}
    names.update({'o%d' % i: outs[i] for i in range(8)})
    return circuit_ops(GATES, order, names, new('x'))


def li(d, imm):
    return Op('li', dst=d, imm=imm & 0xffffffff)


def rotr(d, a, n):
    return Op('sh', 'rotr', d, [a], imm=n % 32)


def ror_byte_ror(x, k, n, new, ops):
    """RorByteRor<k, n>(x) (aes_ct_fixsliced_circuit.h): every byte rotated
    right by n bits with the DSP ASE's per-byte shifts (SHRL.QB, SHLL.QB: no
    masks, no carries between bytes), then the word right by k. Without
    them this was x ^ (m & (x ^ (x ror 8))) rotated, 5 instructions and a
    mask register; this is 4 and none."""
    if n == 0:
        r = new('r')
        ops.append(rotr(r, x, k))
        return r
    lo, hi, b = new('t'), new('t'), new('b')
    ops.append(Op('sh', 'shrl.qb', lo, [x], imm=n))
    ops.append(Op('sh', 'shll.qb', hi, [x], imm=8 - n))
    ops.append(Op('alu', 'or', b, [lo, hi]))
    r = new('r')
    ops.append(rotr(r, b, k))
    return r


def mixcolumns_ops(j, s, outs, new, key_off=None):
    """MixColumns in the frame of round j (then AddRoundKey with the key at
    P + key_off when given)."""
    ops = []
    r, u, v = [None] * 8, [None] * 8, [None] * 8
    for i in [7] + list(range(7)):
        r[i] = ror_byte_ror(s[i], 8, (2 * j) % 8, new, ops)
        u[i] = new('u')
        ops.append(xor(u[i], s[i], r[i]))
        v[i] = ror_byte_ror(u[i], 16, (4 * j) % 8, new, ops)
        if i == 7:
            acc = new('a')
            ops.append(xor(acc, r[7], v[7]))
            r[7] = acc
            continue
        terms = [r[i], v[i], u[7] if i == 0 else u[i - 1]]
        if i in (1, 3, 4):
            terms.append(u[7])
        if key_off is not None:
            k = new('k')
            ops.append(Op('lw', dst=k, base=P, off=key_off + 4 * i))
            terms.append(k)
        acc = terms[0]
        for n, t in enumerate(terms[1:]):
            nxt = outs[i] if n == len(terms) - 2 else new('a')
            ops.append(xor(nxt, acc, t))
            acc = nxt
    terms = [r[7], u[6]]
    if key_off is not None:
        k = new('k')
        ops.append(Op('lw', dst=k, base=P, off=key_off + 28))
        terms.append(k)
    acc = terms[0]
    for n, t in enumerate(terms[1:]):
        nxt = outs[7] if n == len(terms) - 2 else new('a')
        ops.append(xor(nxt, acc, t))
        acc = nxt
    return ops


def inv_mixcolumns_ops(j, s, outs, new):
    """InvMixColumns in the frame of round j as A + R(B), A = 3s + 13w,
    B = 2s + 9w, w = s ^ R^2(s), R = Rot1 of the frame (R^4 = 1 in every
    frame; the Thumb-2 generator's derivation and its 33-XOR program
    INV_MC_ODD_XORS, checked by armgen.inv_mixcolumns_check). w needs no
    byte-wise rotation: R^2 is RorByteRor<16, 0> in the even frames (w =
    s ^ (s ror 16), 2 instructions a plane) and RorByteRor<16, 4> in the odd
    ones, where w = l ^ (l ror 12), l = (s ^ (s ror 20)) & 0x0f0f0f0f (5).
    Then 33 XORs and R(B) (ror_byte_ror) XORed into A: 115 instructions in
    the odd frames, 65/89 in frames 0/2, against 143 and 71/95 as
    a_r ^= 4(a_r ^ a_(r+2)) then MixColumns (aes_ct_fixsliced_portable.cc)."""
    ops, names = [], {}
    if j % 2 == 1:
        m = new('nib')
        ops.append(li(m, 0x0f0f0f0f))
    for i in range(8):
        w = new('w')
        if j % 2 == 1:
            r1, t, l, r2 = new('wr'), new('wt'), new('wl'), new('wr')
            ops += [rotr(r1, s[i], 20), xor(t, s[i], r1), and_(l, t, m), rotr(r2, l, 12),
                    xor(w, l, r2)]
        else:
            r = new('wr')
            ops += [rotr(r, s[i], 16), xor(w, s[i], r)]
        names['s%d' % i] = s[i]
        names['w%d' % i] = w
    for dst, a, _, b in armgen.parse_gates(armgen.INV_MC_ODD_XORS):
        names[dst] = new('iv' + dst)
        ops.append(xor(names[dst], names[a], names[b]))
    for i in range(8):
        r = ror_byte_ror(names['b%d' % i], 8, (2 * j) % 8, new, ops)
        ops.append(xor(outs[i], names['a%d' % i], r))
    return ops


def ark_ops(s, outs, base, off, new):
    ops = []
    for i in range(8):
        k = new('k')
        ops.append(Op('lw', dst=k, base=base, off=off + 4 * i))
        ops.append(xor(outs[i], s[i], k))
    return ops


SWAPS = [(0, 1, 0x55555555, 1), (2, 3, 0x55555555, 1), (4, 5, 0x55555555, 1),
         (6, 7, 0x55555555, 1), (0, 2, 0x33333333, 2), (1, 3, 0x33333333, 2),
         (4, 6, 0x33333333, 2), (5, 7, 0x33333333, 2), (0, 4, 0x0f0f0f0f, 4),
         (1, 5, 0x0f0f0f0f, 4), (2, 6, 0x0f0f0f0f, 4), (3, 7, 0x0f0f0f0f, 4)]


def transpose_ops(w, new, swaps=SWAPS):
    """Transpose (aes_ct_fixsliced_circuit.h) on the names w[0..7] (swaps:
    the swap-moves to do, all of them by default)."""
    ops, w, masks = [], list(w), {}
    for (a, b, mask, n) in swaps:
        if mask not in masks:
            masks[mask] = new('tm')
            ops.append(li(masks[mask], mask))
        t1, t2, t3, t4, na, nb = [new('sw') for _ in range(6)]
        ops += [Op('sh', 'srl', t1, [w[a]], imm=n), xor(t2, t1, w[b]),
                and_(t3, t2, masks[mask]), xor(nb, w[b], t3),
                Op('sh', 'sll', t4, [t3], imm=n), xor(na, w[a], t4)]
        w[a], w[b] = na, nb
    return ops, w


def transpose_lane0_ops(cols, new):
    """Transpose of a pair whose lane 1 is zero (cols: block 0's columns,
    words 2c; words 2c + 1 zero). The three stages of swaps exchange
    different index bits, so they commute: the second and third stages
    first, on the even words only (the odd ones stay zero), then the first,
    whose swaps with a zero word are w & m and (w >> 1) & m."""
    w = [None] * 8
    for c in range(4):
        w[2 * c] = cols[c]
    ops, w = transpose_ops(w, new, [x for x in SWAPS if x[0] % 2 == 0 and x[3] > 1])
    m = new('tm')
    ops.append(li(m, 0x55555555))
    for c in range(4):
        t, a, b = new('sw'), new('sw'), new('sw')
        ops += [and_(a, w[2 * c], m), Op('sh', 'srl', t, [w[2 * c]], imm=1), and_(b, t, m)]
        w[2 * c], w[2 * c + 1] = a, b
    return ops, w


def dead_code_out(ops):
    """ops without those whose value nothing uses (stores are used)."""
    need, kept = set(), []
    for op in reversed(ops):
        if op.dst is None or op.dst in need:
            kept.append(op)
            need.update(op.srcs)
            if op.base:
                need.add(op.base)
    return kept[::-1]


def shiftrows2_bytes_ops(w, new):
    """SR^2 on words in byte order (word k + 2c: block k, column c): rows 1
    and 3 of columns c and c + 2 trade places."""
    ops, w = [], list(w)
    m = new('srm')
    ops.append(li(m, 0xff00ff00))
    for i in range(4):
        t, t2, a, b = [new('sr') for _ in range(4)]
        ops += [xor(t, w[i], w[i + 4]), and_(t2, t, m), xor(a, w[i], t2), xor(b, w[i + 4], t2)]
        w[i], w[i + 4] = a, b
    return ops, w


def load_ops(base, new):
    """Words k + 2c = bytes 4c.. of block k (little-endian, any alignment)."""
    w = [new('w') for _ in range(8)]
    ops = [Op('lwp', dst=w[k + 2 * c], base=base, off=16 * k + 4 * c)
           for c in range(4) for k in range(2)]
    return ops, w


def store_ops(w, base):
    return [Op('swp', srcs=[w[k + 2 * c]], base=base, off=16 * k + 4 * c)
            for c in range(4) for k in range(2)]


# --- Register allocation and emission -------------------------------------------

class AllocError(Exception):
    pass


def allocate(ops, live_in, live_out, fixed=None):
    """ops in order; live_in {value: reg}; live_out {value: reg} at the end.
    Returns instruction text lines (each a tuple (text, reads, writes, kind))."""
    fixed = dict(fixed or {})
    fixed.setdefault(P, P)
    fixed.setdefault('$sp', '$sp')
    fixed.setdefault('$0', '$0')
    last = {}
    for i, op in enumerate(ops):
        for x in op.srcs + ([op.base] if op.base and op.base not in fixed else []):
            last[x] = i
    for v in live_out:
        last[v] = len(ops) + 1
    loc = dict(live_in)
    used = set(loc.values())
    free = [r for r in POOL if r not in used and r not in fixed.values()]
    # Registers that an output still to be made wants: temporaries avoid them.
    wanted = set(live_out.values())
    code = []

    def reg(x):
        if x in fixed:
            return fixed[x]
        return loc[x]

    for i, op in enumerate(ops):
        srcr = [reg(x) for x in op.srcs]
        baser = reg(op.base) if op.base else None
        for x in dict.fromkeys(op.srcs + ([op.base] if op.base and op.base not in fixed else [])):
            if last.get(x) == i and x not in fixed:
                free.append(loc.pop(x))
        d = None
        if op.dst is not None:
            if op.dst not in last:
                raise AllocError('dead value %s' % op.dst)
            pick = None
            if op.dst in live_out and live_out[op.dst] in free:
                pick = live_out[op.dst]
            if pick is None:
                for r in free:
                    if r not in wanted:
                        pick = r
                        break
            if pick is None and free:
                pick = free[0]
            if pick is None:
                raise AllocError('out of registers at op %d' % i)
            free.remove(pick)
            loc[op.dst] = pick
            d = pick
            if op.dst in live_out and pick == live_out[op.dst]:
                wanted.discard(pick)
        code += emit(op, d, srcr, baser)
    # Fix-ups to the output registers (a parallel move).
    moves = {loc[v]: r for v, r in live_out.items() if loc[v] != r}
    while moves:
        progress = False
        for s, d in list(moves.items()):
            if d not in moves:  # nobody still needs d's old value
                code.append(ins('move    %s, %s' % (d, s), [s], [d]))
                del moves[s]
                progress = True
        if not progress:  # a cycle: break it through a free register
            s, d = next(iter(moves.items()))
            t = free[0]
            code.append(ins('move    %s, %s' % (t, s), [s], [t]))
            del moves[s]
            moves[t] = d
    return code


class Ins:
    def __init__(self, text, reads, writes, kind='alu'):
        self.text, self.reads, self.writes, self.kind = text, set(reads), set(writes), kind


def ins(text, reads=(), writes=(), kind='alu'):
    return Ins(text, reads, writes, kind)


def emit(op, d, s, base):
    if op.kind == 'alu':
        return [ins('%-7s %s, %s, %s' % (op.opc, d, s[0], s[1]), s, [d])]
    if op.kind == 'sh':
        return [ins('%-7s %s, %s, %d' % (op.opc, d, s[0], op.imm), s, [d])]
    if op.kind == 'li':
        hi, lo = op.imm >> 16, op.imm & 0xffff
        if hi == 0:
            return [ins('ori     %s, $0, 0x%04x' % (d, lo), [], [d])]
        out = [ins('lui     %s, 0x%04x' % (d, hi), [], [d])]
        if lo:
            out.append(ins('ori     %s, %s, 0x%04x' % (d, d, lo), [d], [d]))
        return out
    if op.kind == 'un':
        return [ins('%-7s %s, %s' % (op.opc, d, s[0]), s, [d])]
    if op.kind == 'sw':
        return [ins('sw      %s, %d(%s)' % (s[0], op.off, base), [base] + s, [], 'store')]
    if op.kind == 'lw':
        return [ins('lw      %s, %d(%s)' % (d, op.off, base), [base], [d], 'load')]
    if op.kind == 'lwp':
        return [ins('lwr     %s, %d(%s)' % (d, op.off, base), [base], [d], 'load'),
                ins('lwl     %s, %d(%s)' % (d, op.off + 3, base), [base, d], [d], 'load')]
    if op.kind == 'swp':
        return [ins('swr     %s, %d(%s)' % (s[0], op.off, base), [base] + s, [], 'store'),
                ins('swl     %s, %d(%s)' % (s[0], op.off + 3, base), [base] + s, [], 'store')]
    raise ValueError(op.kind)


def schedule(code):
    """Moves instructions so that no instruction uses the result of the load
    right before it: list scheduling over the dependences (register RAW, WAR,
    WAW; memory operations keep their order), preferring the original order."""
    n = len(code)
    preds = [set() for _ in range(n)]
    last_w, reads_since = {}, {}
    for i, c in enumerate(code):
        for r in c.reads:
            if r in last_w:
                preds[i].add(last_w[r])
        for r in c.writes:
            if r in last_w:
                preds[i].add(last_w[r])
            for j in reads_since.get(r, ()):
                if j != i:
                    preds[i].add(j)
        for r in c.reads:
            reads_since.setdefault(r, []).append(i)
        for r in c.writes:
            last_w[r] = i
            reads_since[r] = []
    # Memory: all loads after a store depend on it, a store on all loads before.
    mem_seen = []
    for i, c in enumerate(code):
        if c.kind == 'store':
            preds[i].update(mem_seen)
        elif c.kind == 'load':
            preds[i].update(j for j in mem_seen if code[j].kind == 'store')
        if c.kind in ('load', 'store'):
            mem_seen.append(i)
    # Priority: the length of the longest path to the end (loads count 2),
    # so loads float up; ties keep the original order.
    succs = [[] for _ in range(n)]
    for i in range(n):
        for j in preds[i]:
            succs[j].append(i)
    height = [0] * n
    for i in reversed(range(n)):
        h = 0
        for j in succs[i]:
            h = max(h, height[j])
        height[i] = h + (2 if code[i].kind == 'load' else 1)
    done = [False] * n
    npred = [len(p) for p in preds]
    ready = set(i for i in range(n) if npred[i] == 0)
    out = []
    prev_load_w = set()
    while ready:
        def ok(i):
            return not (code[i].reads & prev_load_w)
        cands = sorted(ready, key=lambda i: (i - 3 * height[i] if code[i].kind == 'load'
                                             else i))
        pick = next((i for i in cands if ok(i)), cands[0])
        ready.discard(pick)
        done[pick] = True
        out.append(code[pick])
        prev_load_w = code[pick].writes if code[pick].kind == 'load' else set()
        for j in succs[pick]:
            npred[j] -= 1
            if npred[j] == 0:
                ready.add(j)
    assert len(out) == n
    return out


def cycles(code):
    c, prev = 0, set()
    for x in code:
        c += 1 + (1 if x.reads & prev else 0)
        prev = x.writes if x.kind == 'load' else set()
    return c


class Out:
    def __init__(self):
        self.lines = []
        self.total = {}

    def __call__(self, s=''):
        self.lines.append(s)

    def block(self, name, ops, live_in, live_out, slot=None):
        """slot: a branch line whose delay slot takes the block's first
        instruction (which must leave slot's own live registers alone)."""
        code = schedule(allocate(ops, live_in, live_out))
        self.total[name] = (len(code), cycles(code))
        if slot is not None:
            branch, keep = slot
            first = code[0]
            assert not (first.writes & set(keep)), (name, first.text)
            self(branch)
            self('    ' + first.text + '    /* (delay slot: both ways) */')
            code = code[1:]
        for c in code:
            self('    ' + c.text)


def canon_in(prefix):
    names = ['%s.s%d' % (prefix, b) for b in range(8)]
    return names, {names[b]: CANON[b] for b in range(8)}


def enc_round_ops(j, key_off, order, prefix, stop=None):
    """stop: the frame slot of the loop's exit value of p, loaded into $8
    among the round's instructions (for the exit test after it)."""
    new = Namer(prefix)
    s, live_in = canon_in(prefix)
    mid = [new('z') for _ in range(8)]
    outs = [new('o') for _ in range(8)]
    ops = sbox_ops(s, mid, new, order) + mixcolumns_ops(j, mid, outs, new, key_off)
    live_out = {outs[b]: CANON[b] for b in range(8)}
    if stop is not None:
        ops.append(Op('lw', dst='stop', base='$sp', off=stop))
        live_out['stop'] = '$8'
    return ops, live_in, live_out


def inv_sbox_ops(s, new, order):
    """The merged inverse S-box (inv_sbox_gates) on planes s, gates in
    order (from best_sbox_order over INV_GATES)."""
    outs = [new('o') for _ in range(8)]
    names = {'i%d' % b: s[b] for b in range(8)}
    names.update({'f%d' % b: outs[b] for b in range(8)})
    return circuit_ops(INV_GATES, order, names, new('y')), outs


def dec_round(j, key_off, order, prefix):
    new = Namer(prefix)
    s, live_in = canon_in(prefix)
    a = [new('a') for _ in range(8)]
    ops = ark_ops(s, a, P, key_off, new)
    m = [new('m') for _ in range(8)]
    ops += inv_mixcolumns_ops(j, a, m, new)
    o, outs = inv_sbox_ops(m, new, order)
    return ops + o, live_in, {outs[b]: CANON[b] for b in range(8)}


# --- The functions ---------------------------------------------------------------

def prologue(out, name, frame=None):
    frame = frame or FRAME
    out('    .globl  %s' % name)
    out('    .type   %s, @function' % name)
    out('    .ent    %s' % name)
    out('%s:' % name)
    out('    addiu   $sp, $sp, -%d' % frame)
    for i, r in enumerate(SAVED):
        out('    sw      %s, %d($sp)' % (r, 4 * i))
    out('    /* SHLL.QB sets DSPControl\'s ouflag from the data it shifts: the')
    out('       caller\'s ouflag is put back on return. */')
    out('    rddsp   $8, 0x08')
    out('    sw      $8, %d($sp)' % S_OUFLAG)


def epilogue(out, name, frame=None):
    frame = frame or FRAME
    out('    lw      $8, %d($sp)' % S_OUFLAG)
    out('    /* The state was in registers only: clear the caller-saved ones. */')
    for r in CALLER_SAVED:
        if r != '$8':
            out('    move    %s, $0' % r)
    out('    wrdsp   $8, 0x08')
    out('    move    $8, $0')
    out('    move    $4, $0')
    for i, r in enumerate(SAVED):
        out('    lw      %s, %d($sp)' % (r, 4 * i))
    out('    jr      $31')
    out('    addiu   $sp, $sp, %d' % frame)
    out('    .end    %s' % name)
    out('    .size   %s, .-%s' % (name, name))
    out()


def next_pair(out, pre):
    """in += 32, out += 32, --pairs; loop to the next pair or fall through."""
    out('    lw      $8, %d($sp)' % S_PAIRS)
    out('    lw      $9, %d($sp)' % S_IN)
    out('    lw      $10, %d($sp)' % S_OUT)
    out('    addiu   $8, $8, -1')
    out('    addiu   $9, $9, 32')
    out('    addiu   $10, $10, 32')
    out('    sw      $9, %d($sp)' % S_IN)
    out('    sw      $8, %d($sp)' % S_PAIRS)
    out('    bnez    $8, %spair' % pre)
    out('    sw      $10, %d($sp)' % S_OUT)


def enc_tail(out, name, key_off, sr2, order, slot=None):
    """The last round, the transposition (and SR^2): the two blocks' words
    (k + 2c) to CANON."""
    new = Namer(name)
    s, live_in = canon_in(name)
    z = [new('z') for _ in range(8)]
    a = [new('a') for _ in range(8)]
    ops = sbox_ops(s, z, new, order) + ark_ops(z, a, P, key_off, new)
    o, w = transpose_ops(a, new)
    ops += o
    if sr2:
        o, w = shiftrows2_bytes_ops(w, new)
        ops += o
    # The mode for the dispatch after it, in $8 (loaded among the tail's
    # instructions: no separate load and no load-use stall).
    ops.append(Op('lw', dst='mode', base='$sp', off=S_MODE))
    live_out = {w[b]: CANON[b] for b in range(8)}
    live_out['mode'] = '$8'
    out.block(name, ops, live_in, live_out, slot)


def enc_out(out, pre):
    """After a tail (the mode in $8): CTR's XOR, or store the pair and loop."""
    out('    bnez    $8, .Lctr_out')
    out('    lw      $9, %d($sp)' % S_OUT)
    for c in range(4):
        for k in range(2):
            out('    swr     %s, %d($9)' % (CANON[k + 2 * c], 16 * k + 4 * c))
            out('    swl     %s, %d($9)' % (CANON[k + 2 * c], 16 * k + 4 * c + 3))
    next_pair(out, pre)


def emit_encrypt(out, order):
    name = 'mcu_aes_ct_fixsliced_mips32r2_encrypt_pairs'
    pre = '.Lenc_'
    out('/* void %s(const uint32_t *rk, unsigned nr,' % name)
    out(' *     const uint8_t *in, uint8_t *out, size_t pairs) */')
    prologue(out, name)
    out('    lw      $8, %d($sp)                /* pairs: the fifth argument */' % (FRAME + 16))
    out('    sll     $5, $5, 5')
    out('    addu    $5, $4, $5                 /* rk + 32 nr: the last round key */')
    out('    addiu   $9, $5, -32')
    out('    addiu   $10, $5, -96')
    out('    sw      $0, %d($sp)                /* mode: blocks */' % S_MODE)
    out('    sw      $4, %d($sp)' % S_RK)
    out('    sw      $6, %d($sp)' % S_IN)
    out('    sw      $7, %d($sp)' % S_OUT)
    out('    sw      $9, %d($sp)                /* p at the frame-1 round before the last */' % S_STOPA)
    out('    sw      $10, %d($sp)               /* p at the frame-3 round before the last */' % S_STOPB)
    out('    beqz    $8, %sreturn' % pre)
    out('    sw      $8, %d($sp)' % S_PAIRS)
    out('%spair:' % pre)
    out('    /* Load and transpose the two blocks, AddRoundKey 0. */')
    new = Namer('pk')
    ops = [Op('lw', dst='inp', base='$sp', off=S_IN)]
    o, w = load_ops('inp', new)
    ops += o
    o, w = transpose_ops(w, new)
    ops += o
    ops.append(Op('lw', dst='rk', base='$sp', off=S_RK))
    outs = [new('s') for _ in range(8)]
    ops += ark_ops(w, outs, 'rk', 0, new)
    out.block('enc_pack', ops, {}, {outs[b]: CANON[b] for b in range(8)})
    out('    lw      %s, %d($sp)' % (P, S_RK))
    out('    b       %sstep1' % pre)
    out('    addiu   %s, %s, 32' % (P, P))
    emit_enc_loop(out, pre, order)
    out('%sexit_a:' % pre)
    out('    /* nr = 10, 14: the last round (key p + 32), SR^2. */')
    enc_tail(out, 'enc_tail_a', 32, True, order,
             ('    bltz    $9, .Lcbce_tail_a            /* mode (loaded in the loop): CBC */',
              CANON + [P, '$9']))
    enc_out(out, pre)
    out('    b       %sreturn' % pre)
    out('    nop')
    out('%sexit_b:' % pre)
    out('    /* nr = 12: the last round (key p + 96). */')
    enc_tail(out, 'enc_tail_b', 96, False, order,
             ('    bltz    $9, .Lcbce_tail_b            /* mode (loaded in the loop): CBC */',
              CANON + [P, '$9']))
    enc_out(out, pre)
    out('%sreturn:' % pre)
    epilogue(out, name)


def emit_ctr(out, order):
    """mcu_aes_ct_fixsliced_mips32r2_ctr_batches: a batch (8 counter blocks through
    round 0 and round 1's S-box) then its 4 pairs (round 1's MixColumns of
    column i, the constant columns e (d), then the encryption's loop from
    round 2; its tail comes back to .Lctr_out)."""
    name = 'mcu_aes_ct_fixsliced_mips32r2_ctr_batches'
    out('/* void %s(const mcu_aes_ct_fixsliced_ctr_ctx *ctx,' % name)
    out(' *     const uint8_t *in, uint8_t *out, size_t batches) */')
    prologue(out, name)
    out('    lw      $8, %d($4)' % CTX_RK)
    out('    lw      $9, %d($4)' % CTX_NR)
    out('    lw      $10, %d($4)' % CTX_LOW0)
    out('    sll     $7, $7, 2                  /* 4 pairs a batch */')
    out('    sll     $9, $9, 5')
    out('    addu    $9, $8, $9                 /* rk + 32 nr */')
    out('    addiu   $11, $9, -32')
    out('    addiu   $12, $9, -96')
    out('    ori     $13, $0, 1')
    out('    sw      $13, %d($sp)               /* mode: CTR */' % S_MODE)
    out('    sw      $4, %d($sp)' % S_CTX)
    out('    sw      $5, %d($sp)' % S_IN)
    out('    sw      $6, %d($sp)' % S_OUT)
    out('    sw      $8, %d($sp)' % S_RK)
    out('    sw      $10, %d($sp)' % S_LOW)
    out('    sw      $11, %d($sp)' % S_STOPA)
    out('    sw      $12, %d($sp)' % S_STOPB)
    out('    beqz    $7, .Lctr_return')
    out('    sw      $7, %d($sp)' % S_PAIRS)
    out('.Lctr_batch:')
    out('    /* Eight counter blocks: their low words through round 0 and the S-box. */')
    new = Namer('cb')
    ops = [Op('lw', dst='ctx', base='$sp', off=S_CTX), Op('lw', dst='low', base='$sp', off=S_LOW)]
    ops.append(Op('lw', dst='k3', base='ctx', off=CTX_KEY3))
    w = []
    for m in range(8):
        v = 'low'
        if m:
            v = new('v')
            ops.append(Op('sh', 'addiu', v, ['low'], imm=m))
        h, r, x = new('h'), new('r'), new('w')
        ops += [Op('un', 'wsbh', h, [v]), rotr(r, h, 16), xor(x, r, 'k3')]
        w.append(x)
    nl = new('nl')
    ops += [Op('sw', srcs=['low'], base='$sp', off=S_BLOW),
            Op('sh', 'addiu', nl, ['low'], imm=8),
            Op('sw', srcs=[nl], base='$sp', off=S_LOW)]
    o, w = transpose_ops(w, new)
    ops += o
    z = [new('z') for _ in range(8)]
    ops += sbox_ops(w, z, new, order)
    ops += [Op('sw', srcs=[z[b]], base='$sp', off=S_W + 4 * b) for b in range(8)]
    out.block('ctr_batch', ops, {}, {})
    out('    sw      $0, %d($sp)' % S_IDX)
    out('.Lctr_pair:')
    out('    /* Round 1 of pair i: column i of the batch moved to column 3, where')
    out('     * MixColumns is word rotations; e, and d where the low word wrapped. */')
    new = Namer('cp')
    ops = [Op('lw', dst='i', base='$sp', off=S_IDX), Op('lw', dst='ctx', base='$sp', off=S_CTX),
           Op('lw', dst='blow', base='$sp', off=S_BLOW)]
    ops += [Op('sh', 'sll', 'i2', ['i'], imm=1), li('c3', 0x03030303),
            Op('alu', 'sllv', 'col', ['c3', 'i2'])]
    t, u, rt = [], [], []
    for b in range(8):
        wb, tb, rb, ub = new('W'), new('t'), new('rt'), new('u')
        ops += [Op('lw', dst=wb, base='$sp', off=S_W + 4 * b), and_(tb, wb, 'col'),
                rotr(rb, tb, 10), xor(ub, tb, rb)]
        t.append(tb)
        u.append(ub)
        rt.append(rb)
    # The wrap mask: block k of the pair (counter blow + 2i + k) is below
    # low0 when its low word wrapped.
    ops += [Op('lw', dst='low0', base='ctx', off=CTX_LOW0),
            Op('alu', 'addu', 'v0', ['blow', 'i2']),
            Op('sh', 'addiu', 'v1', ['v0'], imm=1),
            Op('alu', 'sltu', 'lt0', ['v0', 'low0']), Op('alu', 'sltu', 'lt1', ['v1', 'low0']),
            Op('alu', 'subu', 'm0', ['$0', 'lt0']), Op('alu', 'subu', 'm1', ['$0', 'lt1']),
            li('k55', 0x55555555), Op('alu', 'and', 'a0', ['m0', 'k55']),
            Op('alu', 'nor', 'kaa', ['k55', '$0']), Op('alu', 'and', 'a1', ['m1', 'kaa']),
            Op('alu', 'or', 'M', ['a0', 'a1']),
            Op('sh', 'addiu', 'amt', ['i2'], imm=26)]  # rotr by 26 + 2i: column i to 3
    outs = []
    for b in range(8):
        terms = [rt[b], new('v'), u[7] if b == 0 else u[b - 1]]
        ops.append(rotr(terms[1], u[b], 20))
        if b in (1, 3, 4):
            terms.append(u[7])
        acc = terms[0]
        for x in terms[1:]:
            nxt = new('s')
            ops.append(xor(nxt, acc, x))
            acc = nxt
        e, d, dm, r, a1, a2 = [new(x) for x in ('e', 'd', 'dm', 'r', 's', 'o')]
        ops += [Op('alu', 'rotrv', r, [acc, 'amt']),
                Op('lw', dst=e, base='ctx', off=CTX_E + 4 * b),
                Op('lw', dst=d, base='ctx', off=CTX_D + 4 * b),
                and_(dm, d, 'M'), xor(a1, r, e), xor(a2, a1, dm)]
        outs.append(a2)
    out.block('ctr_pair', ops, {}, {outs[b]: CANON[b] for b in range(8)})
    out('    lw      %s, %d($sp)' % (P, S_RK))
    out('    b       .Lenc_step2')
    out('    addiu   %s, %s, 32' % (P, P))
    out('.Lctr_out:')
    out('    /* Keystream in $16..$23 (words k + 2c): out = in ^ keystream. */')
    ops = [Op('lw', dst='inp', base='$sp', off=S_IN), Op('lw', dst='outp', base='$sp', off=S_OUT)]
    new = Namer('cx')
    o, w = load_ops('inp', new)
    ops += o
    x = [new('x') for _ in range(8)]
    ops += [xor(x[b], w[b], 'ks%d' % b) for b in range(8)]
    ops += store_ops(x, 'outp')
    out.block('ctr_out', ops, {'ks%d' % b: CANON[b] for b in range(8)}, {})
    out('    lw      $8, %d($sp)' % S_PAIRS)
    out('    lw      $9, %d($sp)' % S_IN)
    out('    lw      $10, %d($sp)' % S_OUT)
    out('    lw      $11, %d($sp)' % S_IDX)
    out('    addiu   $8, $8, -1')
    out('    addiu   $9, $9, 32')
    out('    addiu   $10, $10, 32')
    out('    addiu   $11, $11, 1')
    out('    sw      $8, %d($sp)' % S_PAIRS)
    out('    sw      $9, %d($sp)' % S_IN)
    out('    sw      $10, %d($sp)' % S_OUT)
    out('    beqz    $8, .Lctr_done')
    out('    andi    $12, $11, 3')
    out('    bnez    $12, .Lctr_pair')
    out('    sw      $11, %d($sp)' % S_IDX)
    out('    b       .Lctr_batch')
    out('    nop')
    out('.Lctr_done:')
    out('    /* The batch\'s S-box output held state: wipe it. */')
    for b in range(8):
        out('    sw      $0, %d($sp)' % (S_W + 4 * b))
    out('.Lctr_return:')
    epilogue(out, name)


def emit_enc_loop(out, pre, order):
    out('%sstep1:' % pre)
    ops, li_, lo = enc_round_ops(1, 0, order, 'e1', S_STOPA)
    out('    /* Round in frame 1 (key p); $8: p at the exit. */')
    out.block('enc_round1', ops, li_, lo)
    out('    beq     %s, $8, %sexit_a' % (P, pre))
    out('    lw      $9, %d($sp)                /* the mode, for the tails */' % S_MODE)
    out('%sstep2:' % pre)
    ops, li_, lo = enc_round_ops(2, 32, order, 'e2')
    out('    /* Round in frame 2 (key p + 32). */')
    out.block('enc_round2', ops, li_, lo)
    ops, li_, lo = enc_round_ops(3, 64, order, 'e3', S_STOPB)
    out('    /* Round in frame 3 (key p + 64); $8: p at the exit. */')
    out.block('enc_round3', ops, li_, lo)
    out('    beq     %s, $8, %sexit_b' % (P, pre))
    out('    lw      $9, %d($sp)                /* the mode, for the tails */' % S_MODE)
    ops, li_, lo = enc_round_ops(0, 96, order, 'e0')
    out('    /* Round in frame 0 (key p + 96). */')
    out.block('enc_round0', ops, li_, lo)
    out('    b       %sstep1' % pre)
    out('    addiu   %s, %s, 128' % (P, P))


def emit_decrypt(out, order):
    name = 'mcu_aes_ct_fixsliced_mips32r2_decrypt_pairs'
    pre = '.Ldec_'
    out('/* void %s(const uint32_t *rk, unsigned nr,' % name)
    out(' *     const uint8_t *in, uint8_t *out, size_t pairs) */')
    prologue(out, name)
    out('    lw      $8, %d($sp)                /* pairs: the fifth argument */' % (FRAME + 16))
    out('    sll     $9, $5, 5')
    out('    addiu   $10, $4, 128               /* p at the last frame-1 round (key 1) */')
    out('    sw      $4, %d($sp)' % S_RK)
    out('    sw      $9, %d($sp)                /* 32 nr */' % S_STOPB)
    out('    sw      $6, %d($sp)' % S_IN)
    out('    sw      $7, %d($sp)' % S_OUT)
    out('    sw      $10, %d($sp)' % S_STOPA)
    out('    beqz    $8, %sreturn' % pre)
    out('    sw      $8, %d($sp)' % S_PAIRS)
    out('%spair:' % pre)
    out('    lw      $9, %d($sp)' % S_STOPB)
    out('    lw      %s, %d($sp)' % (P, S_RK))
    out('    addiu   $8, $9, -384')
    out('    beqz    $8, %spair12' % pre)
    out('    addu    %s, %s, $9                  /* p: the last round key */' % (P, P))
    for sr2 in (True, False):
        new = Namer('dk%d' % sr2)
        if not sr2:
            out('%spair12:' % pre)
        out('    /* Load (SR^2 for nr = 10, 14), transpose, AddRoundKey nr, inverse S-box. */')
        ops = [Op('lw', dst='inp', base='$sp', off=S_IN)]
        o, w = load_ops('inp', new)
        ops += o
        if sr2:
            o, w = shiftrows2_bytes_ops(w, new)
            ops += o
        o, w = transpose_ops(w, new)
        ops += o
        a = [new('a') for _ in range(8)]
        ops += ark_ops(w, a, P, 0, new)
        o, outs = inv_sbox_ops(a, new, order)
        ops += o
        out.block('dec_pack%d' % sr2, ops, {}, {outs[b]: CANON[b] for b in range(8)})
        if sr2:
            out('    b       %sstep1' % pre)
            out('    addiu   %s, %s, 64               /* key nr - 1 at p - 96 */' % (P, P))
        else:
            out('    b       %sstep3' % pre)
            out('    nop                                /* key 11 at p - 32 */')
    out('%sloop:' % pre)
    for j, off in ((0, 0), (3, -32), (2, -64), (1, -96)):
        out('%sstep%d:' % (pre, j))
        out('    /* AddRoundKey (p %+d), InvMixColumns in frame %d, inverse S-box. */' % (off, j))
        ops, li_, lo = dec_round(j, off, order, 'd%d' % j)
        out.block('dec_round%d' % j, ops, li_, lo)
    out('    lw      $8, %d($sp)' % S_STOPA)
    out('    nop')
    out('    bne     %s, $8, %sloop' % (P, pre))
    out('    addiu   %s, %s, -128' % (P, P))
    out('    /* AddRoundKey 0 (p, after the -128 in the delay slot), store. */')
    new = Namer('dt')
    s, live_in = canon_in('dt')
    a = [new('a') for _ in range(8)]
    ops = ark_ops(s, a, P, 0, new)
    o, w = transpose_ops(a, new)
    ops += o
    ops.append(Op('lw', dst='outp', base='$sp', off=S_OUT))
    ops += store_ops(w, 'outp')
    out.block('dec_tail', ops, live_in, {})
    next_pair(out, pre)
    out('%sreturn:' % pre)
    epilogue(out, name)


def consts_from_frame(ops, slots):
    """ops with each li of a value in slots {value: frame offset} a load
    from the frame instead (one instruction instead of LUI and ORI)."""
    return [Op('lw', dst=op.dst, base='$sp', off=slots[op.imm])
            if op.kind == 'li' and op.imm in slots else op for op in ops]


def emit_cbc_encrypt(out, order):
    """mcu_aes_ct_fixsliced_mips32r2_cbc_encrypt_blocks: a chain, one block
    a pass alone in lane 0 of the pair (mode -1), in a frame 16 bytes larger
    (FRAME_CBCE). Round keys 0 and nr are transposed back to byte order once
    per call (lane 0; key nr after SR^2 for nr = 10, 14): KL (key nr) at
    S_W + 16, KL ^ K0 at S_W, and the IV ^ K0 at S_CVK (all wiped at the
    end). The pack XORs the block with S_CVK (the chaining value ^ K0) and
    transposes with lane 1 zero; the tails (entered from the encryption's
    exits when the mode is negative) run the last S-box, the lane-0 half of
    the inverse transposition and SR^2, store w ^ KL (16 bytes of
    ciphertext) and put w ^ KL ^ K0 in S_CVK for the next block. The
    transposition masks come from frame slots (LW, not LUI and ORI)."""
    name = 'mcu_aes_ct_fixsliced_mips32r2_cbc_encrypt_blocks'
    pre = '.Lcbce_'
    out('/* void %s(const uint32_t *rk, unsigned nr,' % name)
    out(' *     const uint8_t *in, uint8_t *out, size_t blocks, const uint8_t *iv) */')
    prologue(out, name, FRAME_CBCE)
    out('    lw      $8, %d($sp)                /* blocks: the fifth argument */' % (FRAME_CBCE + 16))
    out('    lw      $11, %d($sp)               /* iv: the sixth */' % (FRAME_CBCE + 20))
    out('    sw      $5, %d($sp)                /* nr (BLOW slot) */' % S_BLOW)
    out('    sll     $5, $5, 5')
    out('    addu    $5, $4, $5                 /* rk + 32 nr: the last round key */')
    out('    addiu   $9, $5, -32')
    out('    addiu   $10, $5, -96')
    out('    addiu   $12, $0, -1')
    out('    sw      $12, %d($sp)               /* mode: CBC encryption */' % S_MODE)
    out('    sw      $5, %d($sp)                /* key nr (LOW slot) */' % S_LOW)
    out('    sw      $4, %d($sp)' % S_RK)
    out('    sw      $6, %d($sp)' % S_IN)
    out('    sw      $7, %d($sp)' % S_OUT)
    out('    sw      $11, %d($sp)               /* the chaining value (CTX slot) */' % S_CTX)
    out('    sw      $9, %d($sp)                /* p at the frame-1 round before the last */' % S_STOPA)
    out('    sw      $10, %d($sp)               /* p at the frame-3 round before the last */' % S_STOPB)
    out('    beqz    $8, %sreturn' % pre)
    out('    sw      $8, %d($sp)' % S_PAIRS)
    out('    /* Round key 0 in byte order, lane 0. */')
    new = Namer('ck0')
    ws = [new('k') for _ in range(8)]
    ops = [Op('lw', dst=ws[b], base=P, off=4 * b) for b in range(8)]
    o, w = transpose_ops(ws, new)
    ops += o
    ops.append(Op('lw', dst='ivp', base='$sp', off=S_CTX))
    for c in range(4):
        v, x = new('iv'), new('cvk')
        ops += [Op('lwp', dst=v, base='ivp', off=4 * c), xor(x, v, w[2 * c]),
                Op('sw', srcs=[x], base='$sp', off=S_CVK + 4 * c)]
    ops += [Op('sw', srcs=[w[2 * c]], base='$sp', off=S_W + 4 * c) for c in range(4)]
    out.block('cbce_key0', dead_code_out(ops), {}, {})
    out('    lw      $8, %d($sp)' % S_BLOW)
    out('    nop')
    out('    addiu   $8, $8, -12')
    out('    beqz    $8, %skeylast12' % pre)
    out('    nop')
    for sr2 in (True, False):
        if not sr2:
            out('%skeylast12:' % pre)
        out('    /* Round key nr in byte order%s, lane 0. */' % (' after SR^2' if sr2 else ''))
        new = Namer('ckl%d' % sr2)
        ws = [new('k') for _ in range(8)]
        ops = [Op('lw', dst='klp', base='$sp', off=S_LOW)]
        ops += [Op('lw', dst=ws[b], base='klp', off=4 * b) for b in range(8)]
        o, w = transpose_ops(ws, new)
        ops += o
        if sr2:
            o, w = shiftrows2_bytes_ops(w, new)
            ops += o
        k0 = [new('k0') for c in range(4)]
        ops += [Op('lw', dst=k0[c], base='$sp', off=S_W + 4 * c) for c in range(4)]
        for c in range(4):
            x = new('klk0')
            ops += [xor(x, w[2 * c], k0[c]), Op('sw', srcs=[x], base='$sp', off=S_W + 4 * c)]
        ops += [Op('sw', srcs=[w[2 * c]], base='$sp', off=S_W + 16 + 4 * c) for c in range(4)]
        out.block('cbce_keylast%d' % sr2, dead_code_out(ops), {}, {})
        if sr2:
            out('    b       %sconsts' % pre)
            out('    nop')
    out('%sconsts:' % pre)
    out('    /* The transposition\'s masks in the frame, loaded in one instruction. */')
    consts = {0x55555555: S_BLOW, 0x33333333: S_LOW, 0x0f0f0f0f: S_IDX}
    for v, off in consts.items():
        out('    lui     $8, 0x%04x' % (v >> 16))
        out('    ori     $8, $8, 0x%04x' % (v & 0xffff))
        out('    sw      $8, %d($sp)' % off)
    out('    lw      %s, %d($sp)                /* p (the tails load it in a delay slot) */' % (P, S_RK))
    out('%sblock:' % pre)
    out('    /* Block ^ chaining value ^ K0, transposed with lane 1 zero; in += 16. */')
    new = Namer('cp')
    ops = [Op('lw', dst='inp', base='$sp', off=S_IN)]
    cols = []
    for c in range(4):
        x, v, b = [new(h) for h in ('x', 'v', 'b')]
        ops += [Op('lwp', dst=x, base='inp', off=4 * c), Op('lw', dst=v, base='$sp', off=S_CVK + 4 * c),
                xor(b, x, v)]
        cols.append(b)
    o, w = transpose_lane0_ops(cols, new)
    ops += o
    ops += [Op('sh', 'addiu', 'inp2', ['inp'], imm=16),
            Op('sw', srcs=['inp2'], base='$sp', off=S_IN)]
    out.block('cbce_pack', consts_from_frame(ops, consts), {},
              {w[b]: CANON[b] for b in range(8)})
    out('    b       .Lenc_step1')
    out('    addiu   %s, %s, 32' % (P, P))
    for sr2 in (True, False):
        tail = 'a' if sr2 else 'b'
        out('%stail_%s:' % (pre, tail))
        out('    /* The last S-box; lane 0 transposed back%s; ^ KL; stored at out,' %
            (' and SR^2' if sr2 else ''))
        out('     * the next chaining value; out += 16; --blocks. */')
        new = Namer('ct' + tail)
        s, live_in = canon_in('ct' + tail)
        z = [new('z') for _ in range(8)]
        ops = sbox_ops(s, z, new, order)
        o, w = transpose_ops(z, new)
        ops += o
        if sr2:
            o, w = shiftrows2_bytes_ops(w, new)
            ops += o
        # Every load ahead of the first store (the scheduler keeps memory
        # operations in order).
        ops += [Op('lw', dst='outp', base='$sp', off=S_OUT),
                Op('lw', dst='n', base='$sp', off=S_PAIRS)]
        ks = [new('k') for c in range(4)]
        ops += [Op('lw', dst=ks[c], base='$sp', off=S_W + 16 + 4 * c) for c in range(4)]
        kk = [new('kk') for c in range(4)]
        ops += [Op('lw', dst=kk[c], base='$sp', off=S_W + 4 * c) for c in range(4)]
        for c in range(4):
            x, y = new('c'), new('y')
            ops += [xor(x, w[2 * c], ks[c]), Op('swp', srcs=[x], base='outp', off=4 * c),
                    xor(y, w[2 * c], kk[c]), Op('sw', srcs=[y], base='$sp', off=S_CVK + 4 * c)]
        ops += [Op('sh', 'addiu', 'outp2', ['outp'], imm=16),
                Op('sw', srcs=['outp2'], base='$sp', off=S_OUT),
                Op('sh', 'addiu', 'n2', ['n'], imm=-1),
                Op('sw', srcs=['n2'], base='$sp', off=S_PAIRS)]
        out.block('cbce_tail_' + tail, consts_from_frame(dead_code_out(ops), consts), live_in,
                  {'n2': '$8'})
        out('    bnez    $8, %sblock' % pre)
        out('    lw      %s, %d($sp)' % (P, S_RK))
        if sr2:
            out('    b       %sdone' % pre)
            out('    nop')
    out('%sdone:' % pre)
    out('    /* Round keys in byte order, the chaining value ^ K0: wipe them. */')
    for b in range(8):
        out('    sw      $0, %d($sp)' % (S_W + 4 * b))
    for c in range(4):
        out('    sw      $0, %d($sp)' % (S_CVK + 4 * c))
    out('%sreturn:' % pre)
    epilogue(out, name, FRAME_CBCE)


HEADER = """/* GENERATED by aes_ct_fixsliced_mips32r2_gen.py: do not edit; change the
 * generator and run
 *   python3 crypto/aes/gen/aes_ct_fixsliced_mips32r2_gen.py > crypto/aes/aes_ct_fixsliced_mips32r2.S
 *
 * Fixsliced AES rounds (aes_ct_fixsliced_core.h) in MIPS32r2 assembly with
 * the DSP ASE for microAptiv (o32; the PIC32MZ W1's core has the DSP ASE,
 * whose per-byte shifts SHRL.QB/SHLL.QB rotate MixColumns' bytes without
 * masks): the operations of aes_ct_fixsliced_portable.cc (its
 * comments and aes_ct_fixsliced.cc's describe the representation, the
 * frames and the circuits), registers allocated and loads scheduled by the
 * generator:
 *
 *   void mcu_aes_ct_fixsliced_mips32r2_encrypt_pairs(const uint32_t *rk, unsigned nr,
 *       const uint8_t *in, uint8_t *out, size_t pairs);
 *   void mcu_aes_ct_fixsliced_mips32r2_decrypt_pairs(... the same ...);
 *   void mcu_aes_ct_fixsliced_mips32r2_ctr_batches(const mcu_aes_ct_fixsliced_ctr_ctx *ctx,
 *       const uint8_t *in, uint8_t *out, size_t batches);
 *   void mcu_aes_ct_fixsliced_mips32r2_cbc_encrypt_blocks(const uint32_t *rk, unsigned nr,
 *       const uint8_t *in, uint8_t *out, size_t blocks, const uint8_t *iv);
 *
 * CTR's batches (the method: aes_ct_fixsliced.cc) run round 0 and round
 * 1's S-box for 8 counter blocks at once, then for each pair round 1's
 * MixColumns (one column: word rotations) and the encryption's loop from
 * round 2; its tail tests the mode slot and XORs the keystream into the
 * input for CTR. CBC encryption (a chain: one block a pass, alone in lane
 * 0) enters the same loop from its own pack with the mode -1, which the
 * loop's exits test (the mode loaded in their delay slots) to reach its
 * own tails: the last S-box, then only the lane-0 half of the inverse
 * transposition and SR^2 (round keys 0 and nr in byte order, computed
 * once per call into the frame). Between rounds the state is in
 * $16..$23 (word b in $16 + b), the round-key pointer p in $4; the S-box
 * and MixColumns temporaries take the other 26 registers ($26/$27 stay
 * the kernel's), so nothing of the state is ever spilled. Four rounds
 * (frames 1, 2, 3, 0; decryption 0, 3, 2, 1) are unrolled into a loop
 * over p; the loop ends where p reaches a value computed from nr. Blocks
 * are read and written with LWL/LWR and SWL/SWR (any alignment).
 *
 * CONSTANT TIME BY CONSTRUCTION: every instruction on the state is a
 * logical operation, a shift (per word or per byte) or rotation by a
 * constant, or a load or store
 * at $sp, the round keys, the input or the output plus a constant (MIPS
 * has no conditional ALU instruction here and no data-dependent timing in
 * these). The branches test p, nr, the mode and the pair (block) count, which are
 * public, or CTR's place in its batch (the low counter word's wrap is a
 * mask from SLTU). tests/ct:ct_trace_wfi32_curiosity compares the instruction and
 * address traces of runs with different keys and data. The state leaves
 * no copy on the stack but CTR's batch and CBC encryption's keys and
 * chaining value (wiped before returning); the
 * caller-saved registers are cleared on return, and DSPControl's ouflag,
 * which SHLL.QB sets when it shifts out set bits, is put back as the
 * caller had it.
 *
 * Stack frame (bytes from $sp): saved $16-$23, $28, $30, $31 at 0..40;
 * in, out, pairs left, rk, the two loop-exit values of p, the mode (0
 * blocks, 1 CTR, -1 CBC encryption), then CTR's context, the low counter
 * words of this batch and the next, the pair's index in the batch, the
 * caller's ouflag and the batch's S-box output. CBC encryption uses CTR's slots for the IV
 * pointer, three transposition masks and its byte-order round keys, and 16
 * more bytes for the chaining value XOR round key 0 (all wiped).
 */
    .set    mips32r2
    .set    dsp                     /* SHRL.QB, SHLL.QB, RDDSP, WRDSP */
    .set    noreorder
    .set    noat
    .text
"""


def main():
    armgen.inv_sbox_check([(d, a, o, b) for d, o, a, b in INV_GATES])
    armgen.inv_mixcolumns_check()
    rng = random.Random(SEED)
    peak, order = best_sbox_order(rng)
    inv_peak, inv_order = best_sbox_order(random.Random(SEED), INV_GATES,
                                          ['i%d' % b for b in range(8)])
    out = Out()
    for line in HEADER.rstrip('\n').split('\n'):
        out(line)
    out()
    emit_encrypt(out, order)
    emit_decrypt(out, inv_order)
    emit_ctr(out, order)
    emit_cbc_encrypt(out, order)
    sys.stdout.write('\n'.join(out.lines) + '\n')
    sys.stderr.write('S-box peak live values: %d (inverse %d)\n' % (peak, inv_peak))
    for k, (n, c) in out.total.items():
        sys.stderr.write('%-12s %4d instructions %4d cycles\n' % (k, n, c))


if __name__ == '__main__':
    main()
