#!/usr/bin/env python3
"""Generates keccak_f1600_bi32_armv7m.S (Keccak-f[1600], Thumb-2).

    python3 crypto/sha3/gen/keccak_f1600_bi32_armv7m_gen.py > crypto/sha3/keccak_f1600_bi32_armv7m.S

The representation is keccak_f1600_bi32.cc's (bit-interleaved 32-bit words,
word 2i + h holds the even (h = 0) or odd (h = 1) bits of lane i), the round
that file's theta, rho, pi, chi and iota (FIPS 202 section 3.2); what this
script decides is the instruction order, the registers and the stack
traffic, under the cost model of tools/sim/cortex_m4_timing.cc (one cycle per
ALU instruction, a rotated second operand free; LDR 2 cycles or 1 right
after another load; STR 1).

The round, per output half h (even words first, then odd) and output row y:
load the row's five input words, add their column's theta effect D (one EOR
each), then chi (BIC, EOR per word), store the five results and XOR each
into the column parity of its half for the next round (one EOR). The
parities of the even half are spilled at mid-round, those of the odd half
stay in five fixed registers (the ACC registers) into the next round, whose
first instructions turn all ten into D. The ten D words live on the stack
and in whatever registers chi leaves free, evicted furthest-next-use first.

Lazy rotations: no rotation is ever executed in the rounds. Every stored
word is kept rotated right by a fixed offset P[w] (true word = ROTL(stored,
P[w])); rho's rotations and these offsets are folded into the barrel shifter
of the EOR/BIC that consume each word. The offsets are chosen so that a
round maps the offset pattern to itself: each output takes the offset of
one of two chi inputs (the unshifted operand), and following those choices
every word leads back to lane (0,0), which rho does not rotate; so all 24
rounds run the same code. The state is copied in from the caller's words
(rotated into the offsets, computing the first parities) and back out
(rotated back) around the rounds.

Two stack buffers A and B alternate as round input and output; the loop
body is ROUNDS_PER_PASS = 4 rounds (A to B, B to A, twice), six passes. The rounds, the copy in
and the copy out are local subroutines shared by the two entry points:
permute, and absorb, whose block loop keeps the state in the frame: each
message lane is bit-interleaved in registers (three delta swaps per word,
then PKHBT/PKHTB and SEL gather the bytes), XORed into buffer A under its
offset and into the column parities, so no parity pass is needed.

Cost per round in the model: ~202 ALU instructions (theta 100, chi 100,
iota 2), the 50 loads and 50 stores of the state, and ~61 cycles of D,
parity, round-constant and load-group overhead: ~363 cycles (1452 the
four-round body), against ~560 for the C++.

Every instruction is a data-processing instruction or a load or store at
sp or a public pointer plus a constant: no branch and no address depends on
the state, so the code is constant time by construction. The loop branches
depend only on the public round counter. The stack frame, which holds
state-derived words, is zeroed before returning.

Running this script also simulates the generated instruction list on a
small Python model of the registers and memory and checks it against a
straightforward Keccak-f[1600]; it refuses to print a wrong permutation.
"""

import random
import sys

# --- Keccak-f[1600] constants (FIPS 202) -------------------------------------

RHO = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39,
       41, 45, 15, 21, 8, 18, 2, 61, 56, 14]

RC64 = [
    0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000,
    0x000000000000808b, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
    0x000000000000008a, 0x0000000000000088, 0x0000000080008009, 0x000000008000000a,
    0x000000008000808b, 0x800000000000008b, 0x8000000000008089, 0x8000000000008003,
    0x8000000000008002, 0x8000000000000080, 0x000000000000800a, 0x800000008000000a,
    0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
]

M32 = 0xffffffff


def even_bits(v):
    return sum(((v >> (2 * k)) & 1) << k for k in range(32))


RC_WORDS = [(even_bits(rc), even_bits(rc >> 1)) for rc in RC64]


def rotl(v, n):
    n %= 32
    return ((v << n) | (v >> (32 - n))) & M32 if n else v


def rotr(v, n):
    return rotl(v, 32 - n % 32)


def src_of(x, y, h):
    """The input word feeding chi's B[x] in output row y, half h: its word
    index, column, half, and its 32-bit rotation (rho, interleaved)."""
    sx = (x + 3 * y) % 5
    lane = sx + 5 * x
    r = RHO[lane]
    if r % 2 == 0:
        frm, amt = h, r // 2
    else:
        frm, amt = 1 - h, (r + 1) // 2 if h == 0 else (r - 1) // 2
    return 2 * lane + frm, sx, frm, amt


def word(x, y, h):
    return 2 * (x + 5 * y) + h


def solve_offsets():
    """P[w] for every word and the chi operand (0: B[x], 2: B[x+2]) whose
    offset each output keeps, so that a round maps P to itself."""
    offs = {0: 0, 1: 0}
    role = {0: 0, 1: 0}
    changed = True
    while changed:
        changed = False
        for y in range(5):
            for x in range(5):
                for h in range(2):
                    w = word(x, y, h)
                    if w in offs:
                        continue
                    for r in (0, 2):
                        ws, _, _, amt = src_of((x + r) % 5, y, h)
                        if ws in offs:
                            offs[w] = (offs[ws] + amt) % 32
                            role[w] = r
                            changed = True
                            break
    assert len(offs) == 50, 'no rotation-free offset pattern'
    return [offs[w] for w in range(50)], [role[w] for w in range(50)]


P, ROLE = solve_offsets()

# --- Stack frame ---------------------------------------------------------------

BUF_A = 0
BUF_B = 200
D_SLOT = 400          # D[x][h] at D_SLOT + 4 * (2x + h)
CE_SLOT = 440         # even-half column parities, 5 words
RCP_SLOT = 460        # round-constant pointer
CNT_SLOT = 464        # loop counter
PTR_SLOT = 468        # caller's state pointer
RET_SLOT = 472        # return address of the rounds subroutine
ABS_DATA_SLOT = 476   # absorb: next block
ABS_NBLK_SLOT = 480   # absorb: blocks left
ABS_RATE_SLOT = 484   # absorb: rate in lanes
FRAME = 512           # multiple of 32 (the wipe stores 32 bytes at a time);
# with push {r3-r11, lr} (40 bytes) sp stays 8-byte aligned.

REGS = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11',
        'r12', 'lr']
ACC = ['r8', 'r9', 'r10', 'r11', 'r12']    # odd-half parities between rounds


# --- Virtual program -----------------------------------------------------------

class Val:
    """A 32-bit value: stored rotated right by `off`; `home` is a memory
    address ((base, offset), base 'sp' or a pointer Val) holding it, if
    any; `pin` a register it must occupy."""
    count = 0

    def __init__(self, name, off=0, home=None, pin=None, in_memory=False):
        Val.count += 1
        self.name = '%s#%d' % (name, Val.count)
        self.off = off % 32
        self.home = home
        self.pin = pin
        self.in_memory = in_memory    # home holds the current value
        self.reg = None

    def __repr__(self):
        return self.name


class Ins:
    """kind 'alu': dst = a op ROR(b, k) (op eor/bic/and/orr/ror/mov/...),
    'st': [base + off] = a, 'raw': a text line (a barrier)."""

    def __init__(self, kind, op=None, dst=None, a=None, b=None, k=0, imm=None,
                 base=None, off=0, text=None):
        self.kind, self.op, self.dst, self.a, self.b, self.k = kind, op, dst, a, b, k
        self.imm, self.base, self.off, self.text = imm, base, off, text

    def srcs(self):
        out = [v for v in (self.a, self.b) if isinstance(v, Val)]
        if isinstance(self.base, Val):
            out.append(self.base)
        return out


class Prog:
    def __init__(self):
        self.ins = []

    def eor(self, dst, a, b, b_rot=0):
        """dst = true(a) ^ ROTL(true(b), b_rot); dst keeps a's offset."""
        k = (a.off - (b.off + b_rot)) % 32
        dst.off = a.off
        self.ins.append(Ins('alu', 'eor', dst, a, b, k))
        return dst

    def bic_chi(self, dst, u2, e2, u1, e1):
        """dst = ROTL(u2, e2) & ~ROTL(u1, e1), stored with offset e2."""
        k = (e2 - e1) % 32
        dst.off = e2
        self.ins.append(Ins('alu', 'bic', dst, u2, u1, k))
        return dst

    def raw_alu(self, op, dst, a, b=None, k=0, imm=None):
        self.ins.append(Ins('alu', op, dst, a, b, k, imm=imm))
        return dst

    def store(self, v, base, off):
        self.ins.append(Ins('st', a=v, base=base, off=off))

    def raw(self, text):
        self.ins.append(Ins('raw', text=text))


def build_round(prog, co, ce, rc, src_buf, dst_buf, pass_order):
    """One round on the virtual program, reading the words at sp + src_buf
    and writing those at sp + dst_buf. co: the odd-half column parities
    (Vals pinned to ACC); ce: the even-half ones (Vals homed in CE_SLOT);
    rc: (even, odd) round-constant Vals. Returns the new co (pinned) and
    the new even parities, stored to CE_SLOT."""
    # theta: D[x] even = Ce[x-1] ^ ROTL(Co[x+1], 1), odd = Co[x-1] ^ Ce[x+1].
    d = {}
    for x in range(5):
        d[(x, 0)] = prog.eor(Val('De%d' % x, home=('sp', D_SLOT + 8 * x)),
                             ce[(x - 1) % 5], co[(x + 1) % 5], 1)
        d[(x, 1)] = prog.eor(Val('Do%d' % x, home=('sp', D_SLOT + 8 * x + 4)),
                             co[(x - 1) % 5], ce[(x + 1) % 5])
    results = {}
    for h in (0, 1):
        acc = [None] * 5
        for y in pass_order[h]:
            u = [None] * 5
            e = [None] * 5

            def theta(x):
                if u[x] is None:
                    w, sx, frm, amt = src_of(x, y, h)
                    s = Val('s%d' % w, off=P[w], home=('sp', src_buf + 4 * w), in_memory=True)
                    u[x] = prog.eor(Val('u'), s, d[(sx, frm)])
                    e[x] = (u[x].off + amt) % 32

            x0, tperm = ROW_SCHEDULE.get((h, y), (0, (0, 1, 2, 3, 4)))
            for x in tperm[:LAZY_U]:
                theta(x)
            for x in [(x0 + k) % 5 for k in range(5)]:
                for xx in range(x, x + 3):
                    theta(xx % 5)
                w = word(x, y, h)
                t = prog.bic_chi(Val('t'), u[(x + 2) % 5], e[(x + 2) % 5],
                                 u[(x + 1) % 5], e[(x + 1) % 5])
                first = acc[x] is None
                o = Val('o%d' % w, pin=(ACC[x] if first else None))
                if ROLE[w] == 0:
                    o.off = e[x]
                    prog.ins.append(Ins('alu', 'eor', o, u[x], t, (e[x] - t.off) % 32))
                else:
                    o.off = t.off
                    prog.ins.append(Ins('alu', 'eor', o, t, u[x], (t.off - e[x]) % 32))
                assert o.off == P[w], (w, o.off, P[w])
                if x == 0 and y == 0:
                    assert P[w] == 0
                    prog.raw_alu('eor', o, o, rc[h])
                prog.store(o, 'sp', dst_buf + 4 * w)
                if first:
                    acc[x] = o
                else:
                    acc[x] = prog.eor(Val('acc', pin=ACC[x]), acc[x], o)
        if h == 0:
            for x in range(5):
                prog.store(acc[x], 'sp', CE_SLOT + 4 * x)
        results[h] = acc
    return results[1], results[0]


# --- Register allocation ---------------------------------------------------------

class Alloc:
    """Linear-scan over the virtual program, furthest-next-use eviction;
    values with a home are reloaded on demand (and stored first if their
    home is stale)."""

    def __init__(self, ins, live_in, live_out):
        self.ins = ins
        self.out = []
        self.regs = {r: None for r in REGS}
        self.live_out = set(live_out)
        self.uses = {}
        for i, inst in enumerate(ins):
            for v in inst.srcs():
                self.uses.setdefault(v, []).append(i)
        for v in live_out:
            self.uses.setdefault(v, []).append(len(ins) + 1)
        # Pinned values reserve their register from definition to last use.
        self.reserved = {r: [] for r in REGS}
        for i, inst in enumerate(ins):
            if inst.kind == 'alu' and inst.dst.pin:
                last = self.uses.get(inst.dst, [i])[-1]
                self.reserved[inst.dst.pin].append((i, last))
        for v in live_in:
            if v.reg is not None:
                self.regs[v.reg] = v
                if v.pin:
                    self.reserved[v.pin].append((-1, self.uses.get(v, [-1])[-1]))
        self.freed_at = {r: -1 for r in REGS}

    def next_use(self, v, i):
        for u in self.uses.get(v, []):
            if u >= i:
                return u
        return None

    def last_use(self, v):
        us = self.uses.get(v)
        return us[-1] if us else -1

    def reserved_during(self, r, a, b):
        for (s, e) in self.reserved[r]:
            if s <= b and a <= e:
                return True
        return False

    def spill(self, v, i):
        if v.home is not None and not v.in_memory and self.next_use(v, i) is not None:
            self.emit_store(v.reg, v.home)
            v.in_memory = True
        elif v.home is None and self.next_use(v, i) is not None:
            raise RuntimeError('cannot evict %s at %d' % (v, i))
        self.regs[v.reg] = None
        self.freed_at[v.reg] = i
        v.reg = None

    def choose(self, i, avoid, dst_of=None, lifetime=None):
        """A register for a value defined at i living to `lifetime`."""
        a, b = lifetime
        cands = []
        for r in REGS:
            if r in avoid:
                continue
            v = self.regs[r]
            pinned_conflict = self.reserved_during(r, a, b)
            if v is None:
                if pinned_conflict and (dst_of is None or dst_of.home is None):
                    continue
                cands.append((0, self.freed_at[r], r))
        if cands:
            cands.sort()
            return cands[0][2]
        # Evict: furthest next use, homed values only.
        best = None
        for r in REGS:
            if r in avoid:
                continue
            v = self.regs[r]
            if v is None or v.home is None or v.pin:
                continue
            if self.reserved_during(r, a, b) and (dst_of is None or dst_of.home is None):
                continue
            nu = self.next_use(v, i)
            key = (nu if nu is not None else 10 ** 9) + (0.5 if v.in_memory else 0)
            if best is None or key > best[0]:
                best = (key, r)
        if best is None:
            raise RuntimeError('no register at %d' % i)
        self.spill(self.regs[best[1]], i)
        return best[1]

    def emit_load(self, reg, home):
        base, off = home
        self.out.append(('ld', reg, base if base == 'sp' else base.reg, off))

    def emit_store(self, reg, home):
        base, off = home
        self.out.append(('st', reg, base if base == 'sp' else base.reg, off))

    def ensure(self, v, i, avoid):
        if v.reg is not None:
            return
        assert v.home is not None and v.in_memory, v
        if isinstance(v.home[0], Val):
            self.ensure(v.home[0], i, avoid)
            avoid = avoid | {v.home[0].reg}
        r = self.choose(i, avoid, v, (i, self.last_use(v)))
        v.reg = r
        self.regs[r] = v
        self.emit_load(r, v.home)

    def run(self):
        for i, inst in enumerate(self.ins):
            if inst.kind == 'raw':
                self.out.append(('raw', inst.text))
                continue
            srcs = inst.srcs()
            avoid = set()
            for v in srcs:
                self.ensure(v, i, avoid)
                avoid.add(v.reg)
            dying = [v for v in srcs if self.next_use(v, i + 1) is None and v not in self.live_out]
            if inst.kind == 'st':
                base = inst.base if inst.base == 'sp' else inst.base.reg
                self.out.append(('st', inst.a.reg, base, inst.off))
                if inst.a.home == (inst.base, inst.off):
                    inst.a.in_memory = True
            else:
                dst = inst.dst
                dying_regs = [v.reg for v in dying]
                if dst in srcs:
                    r = dst.reg      # updated in place
                elif dst.pin:
                    r = dst.pin
                    occ = self.regs[r]
                    if occ is not None and occ is not dst and occ not in dying:
                        if occ in srcs:
                            raise RuntimeError('pinned %s needs %s (a source) at %d' % (dst, r, i))
                        self.spill(occ, i)
                else:
                    r = None
                    for v in dying:
                        if not self.reserved_during(v.reg, i + 1, self.last_use(dst)):
                            r = v.reg
                            break
                    if r is None:
                        r = self.choose(i, set(v.reg for v in srcs) - set(dying_regs), dst,
                                        (i, self.last_use(dst)))
                rb = inst.b.reg if isinstance(inst.b, Val) else None
                ra = inst.a.reg if isinstance(inst.a, Val) else None
                self.out.append(('alu', inst.op, r, ra, rb, inst.k, inst.imm))
                for v in dying:
                    if self.regs.get(v.reg) is v:
                        self.regs[v.reg] = None
                        self.freed_at[v.reg] = i
                    v.reg = None
                if self.regs[r] is not None and self.regs[r] is not dst:
                    self.regs[r].reg = None
                self.regs[r] = dst
                dst.reg = r
                dst.in_memory = False
                continue
            for v in dying:
                if self.regs.get(v.reg) is v:
                    self.regs[v.reg] = None
                    self.freed_at[v.reg] = i
                v.reg = None
        return self.out


# --- Load grouping -------------------------------------------------------------

def reads(ins):
    k = ins[0]
    if k == 'ld':
        return {ins[2]}
    if k == 'st':
        return {ins[1], ins[2]}
    if k == 'alu':
        return {r for r in (ins[3], ins[4]) if r is not None}
    return set()


def writes(ins):
    return {ins[2]} if ins[0] == 'alu' else ({ins[1]} if ins[0] == 'ld' else set())


def hoist_loads(code):
    """Moves each load that does not follow a load up to just after an
    earlier load, when nothing in between touches its register or memory."""
    code = list(code)
    changed = True
    while changed:
        changed = False
        for i in range(1, len(code)):
            ld = code[i]
            if ld[0] != 'ld' or code[i - 1][0] == 'ld':
                continue
            j = i - 1
            target = None
            while j >= 0:
                c = code[j]
                if c[0] == 'raw':
                    break
                if ld[1] in reads(c) or ld[1] in writes(c) or ld[2] in writes(c):
                    break
                if c[0] == 'st' and c[2] == ld[2] and c[3] == ld[3]:
                    break
                if c[0] == 'ld' and j + 1 < i:
                    target = j + 1
                    break
                j -= 1
            if target is not None:
                code.insert(target, code.pop(i))
                changed = True
    return code


def liveness(code, live_out):
    """live[k]: registers read at or after instruction k before written."""
    live = [None] * (len(code) + 1)
    cur = set(live_out)
    live[len(code)] = set(cur)
    for k in range(len(code) - 1, -1, -1):
        c = code[k]
        if c[0] == 'raw':
            cur = set(REGS)      # a barrier: assume everything live
        else:
            cur = (cur - writes(c)) | reads(c)
        live[k] = set(cur)
    return live


def rename_reads(c, r, r2):
    if c[0] == 'alu':
        _, op, d, a, b, k, imm = c
        return ('alu', op, d, r2 if a == r else a, r2 if b == r else b, k, imm)
    if c[0] == 'st':
        return ('st', r2 if c[1] == r else c[1], r2 if c[2] == r else c[2], c[3])
    if c[0] == 'ld':
        return ('ld', c[1], r2 if c[2] == r else c[2], c[3])
    return c


def merge_load_groups(code, live_out):
    """Moves whole groups of loads up to the end of an earlier group (one
    cycle saved per group), renaming each moved load's register to one
    that is free from the new position to the value's last read."""
    code = list(code)
    improved = True
    while improved:
        improved = False
        live = liveness(code, live_out)
        groups = []
        k = 0
        while k < len(code):
            if code[k][0] == 'ld':
                m = k
                while m + 1 < len(code) and code[m + 1][0] == 'ld':
                    m += 1
                groups.append((k, m))
                k = m + 1
            else:
                k += 1
        for gi in range(len(groups) - 1, 0, -1):
            i, m = groups[gi]
            for tgi in range(gi - 1, max(gi - 3, -1), -1):
                g = groups[tgi][1] + 1
                plan = try_move(code, live, g, i, m)
                if plan is not None:
                    code = apply_move(code, g, i, m, plan)
                    improved = True
                    break
            if improved:
                break
    return code


def value_end(code, i, r):
    """Last instruction reading the value a load at i puts in r (before r
    is written again), or None if it is never read."""
    end = None
    for k in range(i + 1, len(code)):
        c = code[k]
        if c[0] == 'raw':
            return 'barrier'
        if r in reads(c):
            end = k
        if r in writes(c):
            return end
    return 'live'


def try_move(code, live, g, i, m):
    """Registers for the loads i..m moved to position g, or None."""
    if any(c[0] == 'raw' for c in code[g:i]):
        return None
    taken = set()
    plan = []
    for p in range(i, m + 1):
        ld = code[p]
        r, base = ld[1], ld[2]
        for c in code[g:i]:
            if base in writes(c):
                return None
            if c[0] == 'st' and c[2] == base and c[3] == ld[3]:
                return None
        end = value_end(code, p, r)
        if end in ('barrier', 'live') or end is None:
            return None
        choice = None
        for r2 in [r] + [x for x in REGS if x != r]:
            if r2 in taken or r2 == base:
                continue
            # Free from g up to the old position...
            if r2 in live[g] or any(r2 in reads(c) or r2 in writes(c) for c in code[g:i]):
                continue
            # ... and, if renamed, from there to the value's last read.
            if r2 != r and (r2 in live[p + 1] or
                            any(r2 in reads(c) or r2 in writes(c) for c in code[p + 1:end + 1])):
                continue
            choice = r2
            break
        if choice is None:
            return None
        taken.add(choice)
        plan.append((p, choice, end))
    return plan


def apply_move(code, g, i, m, plan):
    code = list(code)
    for p, r2, end in plan:
        r = code[p][1]
        if r2 != r:
            for k in range(p + 1, end + 1):
                code[k] = rename_reads(code[k], r, r2)
            code[p] = ('ld', r2, code[p][2], code[p][3])
    moved = code[i:m + 1]
    del code[i:m + 1]
    code[g:g] = moved
    return code


def move_single_loads(code, live_out, window=40):
    """Moves single loads up into earlier load groups (or to the front of
    their own), renaming the register as merge_load_groups does, wherever
    the model counts fewer cycles: a load left alone after an ALU
    instruction costs 2, one whose base the previous load wrote 3."""
    code = list(code)
    improved = True
    while improved:
        improved = False
        live = liveness(code, live_out)
        for p in range(1, len(code)):
            if code[p][0] != 'ld':
                continue
            for t in range(p - 1, max(0, p - window), -1):
                if code[t][0] == 'raw':
                    break
                if code[t - 1][0] != 'ld' and not (code[t][0] == 'ld' and t < p):
                    continue
                plan = try_move(code, live, t, p, p)
                if plan is None:
                    continue
                end = max(e for _, _, e in plan)
                lo, hi = max(0, t - 1), min(len(code), end + 2)
                new = apply_move(code, t, p, p, plan)
                if cycles(new[lo:hi]) < cycles(code[lo:hi]):
                    code = new
                    improved = True
                    break
            if improved:
                break
    return code


def hoist_stores(code):
    """Moves each store up to just after the instruction that computed the
    stored register, so that the register is free after its last read."""
    code = list(code)
    k = 0
    while k < len(code):
        c = code[k]
        if c[0] != 'st':
            k += 1
            continue
        j = k - 1
        while j >= 0:
            d = code[j]
            if d[0] == 'raw' or c[1] in writes(d) or c[2] in writes(d):
                break
            if d[0] in ('ld', 'st') and d[2] == c[2] and d[3] == c[3]:
                break
            j -= 1
        if j >= 0 and code[j][0] == 'ld':
            k += 1
            continue
        if j + 1 < k:
            code.insert(j + 1, code.pop(k))
        k += 1
    return code


def cycles(code):
    total = 0
    prev = None
    for c in code:
        if c[0] == 'raw':
            prev = None
            continue
        if c[0] == 'ld':
            cost = 1 if prev is not None and prev[0] == 'ld' else 2
        else:
            cost = 1
        if c[0] in ('ld', 'st') and prev is not None and c[2] in writes(prev):
            cost += 1
        total += cost
        prev = c
    return total


# --- Emission and simulation -------------------------------------------------------

def shift_text(k):
    if isinstance(k, tuple):
        return '%s #%d' % k
    return 'ror #%d' % k


def fmt(c):
    if c[0] == 'raw':
        return c[1]
    if c[0] in ('ld', 'st'):
        op = 'ldr' if c[0] == 'ld' else 'str'
        return '    %-7s %s, [%s, #%d]' % (op, c[1], c[2], c[3])
    _, op, d, a, b, k, imm = c
    if op in ('ror', 'lsl', 'lsr'):
        return '    %-7s %s, %s, #%d' % (op, d, a, k)
    if imm is not None:
        return '    %-7s %s, %s, #0x%x' % (op, d, a, imm)
    if b is None:
        return '    %-7s %s, %s' % (op, d, a)
    if k:
        return '    %-7s %s, %s, %s, %s' % (op, d, a, b, shift_text(k))
    return '    %-7s %s, %s, %s' % (op, d, a, b)


def shifted(v, k):
    if not isinstance(k, tuple):
        return rotr(v, k)
    kind, n = k
    if kind == 'lsl':
        return (v << n) & M32
    if kind == 'lsr':
        return v >> n
    if kind == 'asr':
        return ((v - (1 << 32) if v >> 31 else v) >> n) & M32
    raise ValueError(kind)


def simulate(code, regs, mem):
    for c in code:
        if c[0] == 'raw':
            continue
        if c[0] == 'ld':
            regs[c[1]] = mem[(regs[c[2]] + c[3]) & M32]
        elif c[0] == 'st':
            mem[(regs[c[2]] + c[3]) & M32] = regs[c[1]]
        else:
            _, op, d, a, b, k, imm = c
            x = regs[a]
            y = imm if imm is not None else (shifted(regs[b], k) if b is not None else None)
            if op == 'eor':
                regs[d] = x ^ y
            elif op == 'bic':
                regs[d] = x & ~y & M32
            elif op == 'ror':
                regs[d] = rotr(x, k)
            elif op == 'lsl':
                regs[d] = (x << k) & M32
            elif op == 'lsr':
                regs[d] = x >> k
            elif op == 'sel':
                # APSR.GE = 0b0101 (set by the absorbing loop): bytes 0 and
                # 2 from the first operand, 1 and 3 from the second.
                regs[d] = (x & 0x00ff00ff) | (y & 0xff00ff00)
            elif op == 'mov':
                regs[d] = x
            elif op == 'and':
                regs[d] = x & y
            elif op == 'pkhbt':
                regs[d] = (x & 0xffff) | (y & 0xffff0000)
            elif op == 'pkhtb':
                regs[d] = (x & 0xffff0000) | (y & 0xffff)
            elif op == 'add':
                regs[d] = (x + y) & M32
            elif op == 'sub':
                regs[d] = (x - y) & M32
            else:
                raise ValueError(op)


def ref_permute(words):
    """Keccak-f[1600] on 50 interleaved words, literally."""
    a = list(words)
    for i in range(24):
        c = [a[w] ^ a[w + 10] ^ a[w + 20] ^ a[w + 30] ^ a[w + 40] for w in range(10)]
        d = []
        for x in range(5):
            p, n = 2 * ((x + 4) % 5), 2 * ((x + 1) % 5)
            d += [c[p] ^ rotl(c[n + 1], 1), c[p + 1] ^ c[n]]
        out = [0] * 50
        for y in range(5):
            for h in range(2):
                b = []
                for x in range(5):
                    w, sx, frm, amt = src_of(x, y, h)
                    b.append(rotl(a[w] ^ d[2 * sx + frm], amt))
                for x in range(5):
                    out[word(x, y, h)] = b[x] ^ (~b[(x + 1) % 5] & b[(x + 2) % 5] & M32)
        out[0] ^= RC_WORDS[i][0]
        out[1] ^= RC_WORDS[i][1]
        a = out
    return a


def interleave(lane):
    return even_bits(lane), even_bits(lane >> 1)


# The published Keccak-f[1600] of the zero state, first lane.
assert ref_permute([0] * 50)[:2] == list(interleave(0xf1258f7940e1dde7))


# --- The rounds subroutine, prologue, epilogue ---------------------------------


# Inputs of a row computed before its chi (5: all; fewer: on demand, which
# measured no better), the order of the rows in each half, and per (half,
# row) the output x that chi starts at and the order of its inputs' theta.
# These came from a hill climb on the model's count of the two-round body
# (random swaps of two rows, random row schedules, equal or better kept):
# 742 cycles with rows and columns in order, 728 with these; what changes is
# the allocation (reloads, spills, load groups).
LAZY_U = 5
PASS_ORDER = ([1, 4, 2, 0, 3], [0, 2, 1, 3, 4])
ROW_SCHEDULE = {
    (0, 0): (1, (4, 3, 1, 0, 2)), (0, 1): (2, (4, 3, 0, 1, 2)),
    (0, 2): (0, (2, 1, 4, 0, 3)), (0, 3): (1, (1, 0, 2, 4, 3)),
    (0, 4): (3, (3, 2, 0, 1, 4)), (1, 0): (0, (2, 0, 3, 4, 1)),
    (1, 1): (3, (4, 3, 0, 1, 2)), (1, 2): (1, (0, 4, 2, 3, 1)),
    (1, 3): (2, (3, 0, 4, 1, 2)), (1, 4): (2, (4, 2, 3, 1, 0)),
}

# Rounds per loop pass (even: the buffers alternate A -> B -> A), passes.
ROUNDS_PER_PASS = 4
PASSES = 24 // ROUNDS_PER_PASS


def parity_offsets(order):
    """Offsets of the column parities, those of each half's first pass."""
    ce = [P[word(x, order[0][0], 0)] for x in range(5)]
    co = [P[word(x, order[1][0], 1)] for x in range(5)]
    return ce, co


def gen_body(order):
    """The loop body: ROUNDS_PER_PASS rounds, A -> B -> A .... Entry and exit: the odd
    parities in ACC, the even ones in CE_SLOT, the round-constant pointer
    in RCP_SLOT (advanced by the caller of the body)."""
    prog = Prog()
    ce_off, co_off = parity_offsets(order)
    co = [Val('Co%d' % x, off=co_off[x], pin=ACC[x]) for x in range(5)]
    for x in range(5):
        co[x].reg = ACC[x]
    live_in = list(co)
    rcp = Val('rcp', home=('sp', RCP_SLOT), in_memory=True)
    for rnd in range(ROUNDS_PER_PASS):
        src, dst = (BUF_A, BUF_B) if rnd % 2 == 0 else (BUF_B, BUF_A)
        ce = [Val('Ce%d' % x, off=ce_off[x], home=('sp', CE_SLOT + 4 * x), in_memory=True)
              for x in range(5)]
        rc = [Val('rc', home=(rcp, 8 * rnd + 4 * h), in_memory=True) for h in (0, 1)]
        co, new_ce = build_round(prog, co, ce, rc, src, dst, order)
        assert [v.off for v in new_ce] == ce_off and [v.off for v in co] == co_off
    alloc = Alloc(prog.ins, live_in, co)
    code = alloc.run()
    for x in range(5):
        assert co[x].reg == ACC[x]
    return code


def gen_prologue(order):
    """Caller's words (pointer in r0) -> buffer A, rotated into the
    offsets P; the column parities as the rounds expect them."""
    prog = Prog()
    ce_off, co_off = parity_offsets(order)
    ptr = Val('ptr', home=('sp', PTR_SLOT), in_memory=True)
    ptr.reg = 'r0'
    prog.store(ptr, 'sp', PTR_SLOT)
    co = []
    for h in (0, 1):
        for x in range(5):
            acc = None
            ys = list(order[h])
            for y in ys:
                w = word(x, y, h)
                s = Val('in%d' % w, off=0, home=(ptr, 4 * w), in_memory=True)
                if P[w]:
                    t = prog.raw_alu('ror', Val('r'), s, k=P[w])
                    t.off = P[w]
                else:
                    t = s
                prog.store(t, 'sp', BUF_A + 4 * w)
                if acc is None:
                    acc = t
                else:
                    acc = prog.eor(Val('acc', pin=(ACC[x] if h == 1 and y == ys[-1] else None)),
                                   acc, t)
            if h == 0:
                assert acc.off == ce_off[x]
                prog.store(acc, 'sp', CE_SLOT + 4 * x)
            else:
                assert acc.off == co_off[x]
                co.append(acc)
    alloc = Alloc(prog.ins, [ptr], co)
    code = alloc.run()
    return code


def gen_epilogue():
    """Buffer A -> the caller's words, rotated back."""
    prog = Prog()
    ptr = Val('ptr', home=('sp', PTR_SLOT), in_memory=True)
    for w in range(50):
        s = Val('s%d' % w, off=P[w], home=('sp', BUF_A + 4 * w), in_memory=True)
        if P[w]:
            t = prog.raw_alu('ror', Val('r'), s, k=(32 - P[w]) % 32)
        else:
            t = s
        prog.store(t, ptr, 4 * w)
    alloc = Alloc(prog.ins, [], [])
    return alloc.run()


LOOP_TAIL = [
    ('ld', 'r0', 'sp', RCP_SLOT),
    ('ld', 'r1', 'sp', CNT_SLOT),
    ('alu', 'add', 'r0', 'r0', None, 0, 8 * ROUNDS_PER_PASS),
    ('alu', 'sub', 'r1', 'r1', None, 0, 1),
    ('st', 'r0', 'sp', RCP_SLOT),
    ('st', 'r1', 'sp', CNT_SLOT),
]


# --- Absorbing: message lanes into the rotated copy ------------------------------

ABSORB_RATES = (9, 13, 17, 18, 21)   # SHA3-512, -384, -256 / SHAKE256, -224, SHAKE128
CE_REGS = ['r3', 'r4', 'r5', 'r6', 'r7']
STAGES = ((1, 0x22222222), (2, 0x0c0c0c0c), (4, 0x00f000f0), (8, 0x0000ff00))


def unshuffle_code(x, t):
    """Within each 16-bit half of x: the even bits to the low byte, the odd
    bits to the high byte (three delta swaps of the four in
    keccak_f1600_bi32_interleave.h's unshuffle)."""
    code = []
    for s, m in STAGES[:3]:
        code += [('alu', 'eor', t, x, x, ('lsr', s), None),
                 ('alu', 'and', t, t, None, 0, m),
                 ('alu', 'eor', x, x, t, 0, None),
                 ('alu', 'eor', x, x, t, ('lsl', s), None)]
    return code


def gen_lane(i, order):
    """Lane i of the block at r0: interleaved (r1, r2, temporary lr), XORed
    into buffer A under its rotation offsets and into the column parities
    (even: CE_REGS, odd: ACC). Needs APSR.GE = 0b0101 for SEL."""
    ce_off, co_off = parity_offsets(order)
    x = i % 5
    w0, w1 = 2 * i, 2 * i + 1
    code = [('ld', 'r1', 'r0', 8 * i), ('ld', 'r2', 'r0', 8 * i + 4)]
    code += unshuffle_code('r1', 'lr') + unshuffle_code('r2', 'lr')
    # Bytes (low first) now lo = E0 O0 E1 O1, hi = E2 O2 E3 O3 (E: 8 even
    # bits, O: 8 odd bits); the even word is E0 E1 E2 E3, the odd O0 .. O3.
    code += [('alu', 'pkhbt', 'lr', 'r1', 'r2', ('lsl', 16), None),     # E0 O0 E2 O2
             ('alu', 'pkhtb', 'r2', 'r2', 'r1', ('asr', 16), None),     # E1 O1 E3 O3
             ('alu', 'lsl', 'r1', 'r2', None, 8, None),
             ('alu', 'sel', 'r1', 'lr', 'r1', 0, None),                 # even word
             ('alu', 'lsr', 'lr', 'lr', None, 8, None),
             ('alu', 'sel', 'r2', 'lr', 'r2', 0, None),                 # odd word
             ('ld', 'lr', 'sp', BUF_A + 4 * w0),
             ('alu', 'eor', 'lr', 'lr', 'r1', P[w0], None),
             ('st', 'lr', 'sp', BUF_A + 4 * w0),
             ('alu', 'eor', CE_REGS[x], CE_REGS[x], 'r1', ce_off[x], None),
             ('ld', 'lr', 'sp', BUF_A + 4 * w1),
             ('alu', 'eor', 'lr', 'lr', 'r2', P[w1], None),
             ('st', 'lr', 'sp', BUF_A + 4 * w1),
             ('alu', 'eor', ACC[x], ACC[x], 'r2', co_off[x], None)]
    return code


def run_rounds(regs, mem, body, rc_base):
    mem[regs['sp'] + RCP_SLOT] = rc_base
    mem[regs['sp'] + CNT_SLOT] = PASSES
    for _ in range(PASSES):
        simulate(body, regs, mem)
        simulate(LOOP_TAIL, regs, mem)


def check(pro, body, epi, lanes, trials=2):
    rng = random.Random(1)
    base, sp, rc_base, data = 0x20001000, 0x20008000, 0x30000000, 0x20004000
    for _ in range(trials):
        words = [rng.getrandbits(32) for _ in range(50)]
        mem = {}
        for w in range(50):
            mem[base + 4 * w] = words[w]
        for r in range(24):
            mem[rc_base + 8 * r] = RC_WORDS[r][0]
            mem[rc_base + 8 * r + 4] = RC_WORDS[r][1]
        regs = {r: rng.getrandbits(32) for r in REGS}
        regs['sp'] = sp
        # permute
        regs['r0'] = base
        simulate(pro, regs, mem)
        run_rounds(regs, mem, body, rc_base)
        simulate(epi, regs, mem)
        want = ref_permute(words)
        if [mem[base + 4 * w] for w in range(50)] != want:
            raise SystemExit('generated permutation is wrong')
        # absorb two blocks at each rate
        for rate in ABSORB_RATES:
            start = [mem[base + 4 * w] for w in range(50)]
            regs['r0'] = base
            simulate(pro, regs, mem)
            want = list(start)
            for blk in range(2):
                block = [rng.getrandbits(32) for _ in range(2 * rate)]
                for k, v in enumerate(block):
                    mem[data + 4 * k] = v
                regs['r0'] = data
                for xx in range(5):
                    regs[CE_REGS[xx]] = mem[sp + CE_SLOT + 4 * xx]
                for i in range(rate):
                    simulate(lanes[i], regs, mem)
                for xx in range(5):
                    mem[sp + CE_SLOT + 4 * xx] = regs[CE_REGS[xx]]
                run_rounds(regs, mem, body, rc_base)
                for i in range(rate):
                    lo, hi = block[2 * i], block[2 * i + 1]
                    e, o = interleave(lo | (hi << 32))
                    want[2 * i] ^= e
                    want[2 * i + 1] ^= o
                want = ref_permute(want)
            simulate(epi, regs, mem)
            if [mem[base + 4 * w] for w in range(50)] != want:
                raise SystemExit('generated absorb is wrong at rate %d' % rate)


HEADER = """/* Keccak-f[1600] (FIPS 202 section 3) on bit-interleaved 32-bit words, in
 * Thumb-2 assembly for Armv7E-M (Cortex-M4/M7: PKHBT/PKHTB). GENERATED by
 * keccak_f1600_bi32_armv7m_gen.py, whose docstring explains the round
 * schedule and the lazy rotations; do not edit by hand.
 *
 *   void mcu_keccak_f1600_bi32_armv7m_permute(uint32_t words[50]);
 *   void mcu_keccak_f1600_bi32_armv7m_absorb(uint32_t words[50],
 *                                            const uint8_t *data,
 *                                            size_t nblocks,
 *                                            size_t rate_lanes);
 *
 * words is keccak_f1600_bi32_interleave.h's representation (word 2i + h:
 * the even (h = 0) or odd (h = 1) bits of lane i). permute applies the 24
 * rounds; absorb, for each of nblocks >= 1 blocks of 8 * rate_lanes bytes
 * at data (any alignment; rate_lanes one of 9, 13, 17, 18, 21), XORs the
 * block into the first lanes and permutes. Both copy the state into their
 * stack frame (each word rotated by its fixed offset, the column parities
 * computed), run the rounds there, copy it back and zero the frame.
 *
 * Constant time by construction: no branch or address depends on the
 * state or the data (the branches: the public round and block loops and
 * the rate).
 */
    .syntax unified
    .thumb
    .text
"""


def emit(out, code):
    for c in code:
        out.append(fmt(c))


def wipe_and_return(out, name):
    out.append('/* Zero the frame (state copies, D, parities), return. */')
    for r in range(8):
        out.append('    movs    r%d, #0' % r)
    out.append('    mov     r8, sp')
    for _ in range(FRAME // 32):
        out.append('    stmia   r8!, {r0-r7}')
    out.append('    add     sp, sp, #FRAME')
    out.append('    pop     {r3-r11, pc}')
    out.append('    .size   %s, . - %s' % (name, name))
    out.append('')


def entry(out, name):
    out.append('    .global %s' % name)
    out.append('    .type   %s, %%function' % name)
    out.append('    .p2align 2')
    out.append('    .thumb_func')
    out.append('%s:' % name)
    out.append('    push    {r3-r11, lr}')
    out.append('    sub     sp, sp, #FRAME')


def main():
    order = PASS_ORDER
    body = merge_load_groups(hoist_stores(hoist_loads(gen_body(order))), ACC)
    body = move_single_loads(body, ACC)
    pro = merge_load_groups(hoist_loads(gen_prologue(order)), ACC)
    epi = merge_load_groups(hoist_loads(gen_epilogue()), [])
    lanes = [gen_lane(i, order) for i in range(21)]
    check(pro, body, epi, lanes)
    sys.stderr.write('body: %d cycles (%d rounds); prologue %d, epilogue %d, lane %d\n'
                     % (cycles(body), ROUNDS_PER_PASS, cycles(pro), cycles(epi),
                        cycles(lanes[0])))
    if len(sys.argv) > 1 and sys.argv[1] == '--stats':
        return
    out = [HEADER]
    out.append('/* Round constants, (even, odd) word per round. */')
    out.append('    .p2align 2')
    out.append('keccak_f1600_bi32_rc:')
    for e, o in RC_WORDS:
        out.append('    .word   0x%08x, 0x%08x' % (e, o))
    out.append('')
    out.append('/* Stack frame (bytes from sp): buffer A [%d, %d), buffer B [%d, %d), D[x][h]'
               % (BUF_A, BUF_A + 200, BUF_B, BUF_B + 200))
    out.append(' * at %d + 8x + 4h, the even column parities at %d + 4x, the round-constant'
               % (D_SLOT, CE_SLOT))
    out.append(' * pointer at %d, the round loop counter at %d, the caller\'s words at %d,'
               % (RCP_SLOT, CNT_SLOT, PTR_SLOT))
    out.append(' * the return address of the rounds at %d; absorb: the data pointer at %d,'
               % (RET_SLOT, ABS_DATA_SLOT))
    out.append(' * the blocks left at %d, rate_lanes at %d. Between rounds the odd column'
               % (ABS_NBLK_SLOT, ABS_RATE_SLOT))
    out.append(' * parities are in %s. */' % ', '.join(ACC))
    out.append('    .set    FRAME, %d' % FRAME)
    out.append('')
    out.append('/* The 24 rounds on buffer A, %d per pass (A -> B, B -> A, ...). Called with'
               % ROUNDS_PER_PASS)
    out.append(' * bl from the entry points below, on their frame; uses every register. */')
    out.append('    .p2align 2')
    out.append('    .thumb_func')
    out.append('keccak_f1600_bi32_rounds:')
    out.append('    str     lr, [sp, #%d]' % RET_SLOT)
    out.append('    adr     r0, keccak_f1600_bi32_rc')
    out.append('    movs    r1, #%d' % PASSES)
    out.append('    str     r0, [sp, #%d]' % RCP_SLOT)
    out.append('    str     r1, [sp, #%d]' % CNT_SLOT)
    out.append('1:')
    emit(out, body)
    out.append('    ldr     r0, [sp, #%d]' % RCP_SLOT)
    out.append('    ldr     r1, [sp, #%d]' % CNT_SLOT)
    out.append('    adds    r0, r0, #%d' % (8 * ROUNDS_PER_PASS))
    out.append('    subs    r1, r1, #1')
    out.append('    str     r0, [sp, #%d]' % RCP_SLOT)
    out.append('    str     r1, [sp, #%d]' % CNT_SLOT)
    out.append('    bne     1b')
    out.append('    ldr     pc, [sp, #%d]' % RET_SLOT)
    out.append('')

    out.append('/* Copy in (r0: the words) to buffer A, rotated into the round offsets,')
    out.append(' * with the column parities. Called with bl, on the caller\'s frame. */')
    out.append('    .p2align 2')
    out.append('    .thumb_func')
    out.append('keccak_f1600_bi32_copy_in:')
    out.append('    str     lr, [sp, #%d]' % RET_SLOT)
    emit(out, pro)
    out.append('    ldr     pc, [sp, #%d]' % RET_SLOT)
    out.append('')
    out.append('/* Copy buffer A out to the words, rotated back. */')
    out.append('    .p2align 2')
    out.append('    .thumb_func')
    out.append('keccak_f1600_bi32_copy_out:')
    out.append('    str     lr, [sp, #%d]' % RET_SLOT)
    emit(out, epi)
    out.append('    ldr     pc, [sp, #%d]' % RET_SLOT)
    out.append('')

    name = 'mcu_keccak_f1600_bi32_armv7m_permute'
    entry(out, name)
    out.append('    bl      keccak_f1600_bi32_copy_in')
    out.append('    bl      keccak_f1600_bi32_rounds')
    out.append('    bl      keccak_f1600_bi32_copy_out')
    wipe_and_return(out, name)

    name = 'mcu_keccak_f1600_bi32_armv7m_absorb'
    entry(out, name)
    out.append('    str     r1, [sp, #%d]' % ABS_DATA_SLOT)
    out.append('    str     r2, [sp, #%d]' % ABS_NBLK_SLOT)
    out.append('    str     r3, [sp, #%d]' % ABS_RATE_SLOT)
    out.append('    bl      keccak_f1600_bi32_copy_in')
    out.append('/* Per block: each lane (data in r0) interleaved and XORed into buffer A and')
    out.append(' * the parities (even ones in %s), then the rounds. */' % ', '.join(CE_REGS))
    out.append('2:')
    out.append('    mov     r1, #0x00ff00ff')
    out.append('    uadd8   r1, r1, r1              /* APSR.GE = 0b0101 for SEL */')
    out.append('    ldr     r0, [sp, #%d]' % ABS_DATA_SLOT)
    for x in range(5):
        out.append('    ldr     %s, [sp, #%d]' % (CE_REGS[x], CE_SLOT + 4 * x))
    for i in range(21):
        if i in ABSORB_RATES:
            out.append('    ldr     r1, [sp, #%d]' % ABS_RATE_SLOT)
            out.append('    cmp     r1, #%d' % i)
            out.append('    beq     3f')
        out.append('/* lane %d */' % i)
        emit(out, lanes[i])
    out.append('3:')
    for x in range(5):
        out.append('    str     %s, [sp, #%d]' % (CE_REGS[x], CE_SLOT + 4 * x))
    out.append('    ldr     r1, [sp, #%d]' % ABS_RATE_SLOT)
    out.append('    add     r0, r0, r1, lsl #3')
    out.append('    str     r0, [sp, #%d]' % ABS_DATA_SLOT)
    out.append('    bl      keccak_f1600_bi32_rounds')
    out.append('    ldr     r2, [sp, #%d]' % ABS_NBLK_SLOT)
    out.append('    subs    r2, r2, #1')
    out.append('    str     r2, [sp, #%d]' % ABS_NBLK_SLOT)
    out.append('    bne     2b')
    out.append('    bl      keccak_f1600_bi32_copy_out')
    wipe_and_return(out, name)
    print('\n'.join(out))


if __name__ == '__main__':
    main()

