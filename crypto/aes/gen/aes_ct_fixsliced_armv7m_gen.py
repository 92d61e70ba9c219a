#!/usr/bin/env python3
"""Generates aes_ct_fixsliced_armv7m.S (fixsliced AES rounds in Thumb-2).

    python3 crypto/aes/gen/aes_ct_fixsliced_armv7m_gen.py > crypto/aes/aes_ct_fixsliced_armv7m.S

The rounds are the operations of aes_ct_fixsliced_portable.cc written as
straight-line code over named values (the S-box circuit, the MixColumns of
each frame, AddRoundKey, the transposition); this script orders them,
allocates the 14 usable registers (spilling to the stack where 8 state
words and the S-box temporaries do not fit) and schedules the loads, under
the cost model of tools/sim/cortex_m4_timing.cc: one cycle per ALU
instruction (a shifted or rotated second operand is free), LDR 2 cycles or
1 right after another load, STR 1, a load or store whose address register
the previous instruction wrote +1, a taken branch +2. The S-box's order
is found by simulated annealing over the circuit's topological orders (a
few late recomputations, REMAT, trade one XOR for a spill), each round's
MixColumns and AddRoundKey order by randomised list scheduling and a short
annealing; the random generator is seeded, so the output is reproducible
(a few minutes of CPU).

Every instruction is a plain data-processing instruction, a load or a store
whose address is the stack pointer or a public pointer (the input, output,
round keys) plus a constant: no branch and no address depends on the state,
so the code is constant time by construction.
"""

import random
import sys

SEARCH_TRIALS = 40
ANNEAL_ITERS = 300
SBOX_ITERS = 60000
SEED = 197

REGS = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'r12',
        'lr']
CANON = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7']  # state word b at round ends

# Stack frame (words from sp): pointers and counters, then spill slots, then
# what CTR keeps across a batch (mcu_aes_ct_fixsliced_armv7m_ctr_batches).
SLOT_P, SLOT_RK, SLOT_IN, SLOT_OUT, SLOT_PAIRS, SLOT_STOP_A, SLOT_STOP_B, SLOT_NR = range(8)
FIRST_SPILL = 8
NUM_SPILL = 23
SLOT_ENTRY = FIRST_SPILL + NUM_SPILL  # the tail: 0 store; 1 XOR into the input (CTR) or with the block before (CBC decryption)
SLOT_CTX = SLOT_ENTRY + 1             # CTR: the context (mcu_aes_ct_fixsliced_ctr_ctx)
SLOT_LOW = SLOT_ENTRY + 2             # CTR: low counter word of the next batch's first block
SLOT_IDX = SLOT_ENTRY + 3             # CTR: next step (0 batch, 1..3 pair; + 4 wide)
SLOT_W = SLOT_ENTRY + 4               # CTR: 8 words, the batch's S-box output
FRAME_WORDS = SLOT_W + 8              # odd: with 9 saved registers, sp stays 8-aligned
SLOT_CV = SLOT_CTX                    # CBC encryption: the chaining value's address
SLOT_P1 = SLOT_LOW                    # CBC encryption: rk + 32 (p at round 1)
SLOT_K0 = SLOT_W                      # CBC encryption: 4 words, round key 0 in byte order
SLOT_KL = SLOT_W + 4                  # CBC encryption: 4 words, round key nr in byte order (SR^2'd for nr 10, 14)
assert FRAME_WORDS % 2 == 1
HOMES = {'p': SLOT_P, 'rk': SLOT_RK, 'in': SLOT_IN, 'out': SLOT_OUT, 'ctx': SLOT_CTX, 'cv': SLOT_CV, 'p1': SLOT_P1,
         'low': SLOT_LOW}
HOMES.update({'k0_%d' % k: SLOT_K0 + k for k in range(4)})
HOMES.update({'kl_%d' % k: SLOT_KL + k for k in range(4)})

# mcu_aes_ct_fixsliced_ctr_ctx (aes_ct_fixsliced_core.h) on a 32-bit core:
# byte offsets of its fields.
CTX_RK, CTX_NR, CTX_LOW0, CTX_WIDE, CTX_KEY3, CTX_E, CTX_D = 0, 4, 8, 12, 16, 20, 52


# --- The operations ---------------------------------------------------------

class Op:
    """dst = a <opc> b[shifted], dst = a <opc> #imm, dst = [base + off], [base + off] = a."""

    def __init__(self, kind, opc=None, dst=None, a=None, b=None, sh=None, imm=None,
                 base=None, off=0):
        self.kind, self.opc, self.dst, self.a, self.b = kind, opc, dst, a, b
        self.sh, self.imm, self.base, self.off = sh, imm, base, off

    def srcs(self):
        if self.kind == 'alu':
            return [self.a, self.b]
        if self.kind in ('alui', 'un'):
            return [self.a]
        if self.kind == 'movi':
            return []
        if self.kind == 'sts':
            return [self.a]
        if self.kind == 'ltm':
            return [self.a, self.b]
        if self.kind == 'ld':
            return [self.base]
        return [self.a, self.base]  # st


def alu(opc, dst, a, b, sh=None):
    return Op('alu', opc, dst, a, b, sh)


def alui(opc, dst, a, imm):
    return Op('alui', opc, dst, a, imm=imm)


def un(opc, dst, a):
    return Op('un', opc, dst, a)


def sts(a, slot):
    """[sp + 4 slot] = a (a frame word, not a spill)."""
    return Op('sts', a=a, off=slot)


def movi(dst, imm):
    """dst = imm (a Thumb-2 modified immediate)."""
    return Op('movi', dst=dst, imm=imm)


def ltm(dst, a, b):
    """dst = all-ones if a < b (unsigned) else 0: SUBS and SBC (flags only
    between the two)."""
    return Op('ltm', None, dst, a, b)


def ld(dst, base, off):
    return Op('ld', dst=dst, base=base, off=off)


def st(a, base, off):
    return Op('st', a=a, base=base, off=off)


class Namer:
    def __init__(self, prefix):
        self.prefix, self.n = prefix, 0

    def __call__(self, hint=''):
        self.n += 1
        return '%s%s_%d' % (self.prefix, hint, self.n)


# Boyar-Peralta's circuit without its NOTs (aes_ct_fixsliced_circuit.h),
# inputs u0..u7 = s[7]..s[0], outputs s[0..7].
SBOX_GATES = """
y14 = u3 ^ u5; y13 = u0 ^ u6; y9 = u0 ^ u3; y8 = u0 ^ u5; t0 = u1 ^ u2; y1 = t0 ^ u7
y4 = y1 ^ u3; y12 = y13 ^ y14; y2 = y1 ^ u0; y5 = y1 ^ u6; y3 = y5 ^ y8; t1 = u4 ^ y12
y15 = t1 ^ u5; y20 = t1 ^ u1; y6 = y15 ^ u7; y10 = y15 ^ t0; y11 = y20 ^ y9; y7 = u7 ^ y11
y17 = y10 ^ y11; y19 = y10 ^ y8; y16 = t0 ^ y11; y21 = y13 ^ y16; y18 = u0 ^ y16
t2 = y12 & y15; t3 = y3 & y6; t4 = t3 ^ t2; t5 = y4 & u7; t6 = t5 ^ t2; t7 = y13 & y16
t8 = y5 & y1; t9 = t8 ^ t7; t10 = y2 & y7; t11 = t10 ^ t7; t12 = y9 & y11; t13 = y14 & y17
t14 = t13 ^ t12; t15 = y8 & y10; t16 = t15 ^ t12; t17 = t4 ^ t14; t18 = t6 ^ t16
t19 = t9 ^ t14; t20 = t11 ^ t16; t21 = t17 ^ y20; t22 = t18 ^ y19; t23 = t19 ^ y21
t24 = t20 ^ y18; t25 = t21 ^ t22; t26 = t21 & t23; t27 = t24 ^ t26; t28 = t25 & t27
t29 = t28 ^ t22; t30 = t23 ^ t24; t31 = t22 ^ t26; t32 = t31 & t30; t33 = t32 ^ t24
t34 = t23 ^ t33; t35 = t27 ^ t33; t36 = t24 & t35; t37 = t36 ^ t34; t38 = t27 ^ t36
t39 = t29 & t38; t40 = t25 ^ t39; t41 = t40 ^ t37; t42 = t29 ^ t33; t43 = t29 ^ t40
t44 = t33 ^ t37; t45 = t42 ^ t41
z0 = t44 & y15; z1 = t37 & y6; z2 = t33 & u7; z3 = t43 & y16; z4 = t40 & y1; z5 = t29 & y7
z6 = t42 & y11; z7 = t45 & y17; z8 = t41 & y10; z9 = t44 & y12; z10 = t37 & y3
z11 = t33 & y4; z12 = t43 & y13; z13 = t40 & y5; z14 = t29 & y2; z15 = t42 & y9
z16 = t45 & y14; z17 = t41 & y8
t46 = z15 ^ z16; t47 = z10 ^ z11; t48 = z5 ^ z13; t49 = z9 ^ z10; t50 = z2 ^ z12
t51 = z2 ^ z5; t52 = z7 ^ z8; t53 = z0 ^ z3; t54 = z6 ^ z7; t55 = z16 ^ z17
t56 = z12 ^ t48; t57 = t50 ^ t53; t58 = z4 ^ t46; t59 = z3 ^ t54; t60 = t46 ^ t57
t61 = z14 ^ t57; t62 = t52 ^ t58; t63 = t49 ^ t58; t64 = z4 ^ t59; t65 = t61 ^ t62
t66 = z1 ^ t63; t67 = t64 ^ t65
o4 = t53 ^ t66; o7 = t59 ^ t63; o6 = t64 ^ o4; o5 = t55 ^ t67; o3 = t51 ^ t66
o2 = t47 ^ t65; o1 = t56 ^ t62; o0 = t48 ^ t60
"""


# Late copies: these y are recomputed with one XOR for their use in the
# last products instead of being kept (or spilled) across the middle part.
REMAT = {'y12': 'y13 ^ y14', 'y3': 'y5 ^ y8', 'y6': 'y15 ^ u7', 'y17': 'y10 ^ y11',
         'y7': 'u7 ^ y11'}


def sbox_gates():
    import re
    gates = SBOX_GATES
    for v, expr in REMAT.items():
        for z, t in re.findall(r'(z\d+) = (t\d+) & %s\b' % v, gates):
            gates = gates.replace('%s = %s & %s' % (z, t, v),
                                  '%sL = %s; %s = %s & %sL' % (v, expr, z, t, v))
    return gates


def parse_gates(text):
    """(dst, a, op, b) for each gate "dst = a op b" of text (separated by
    ';' or newlines)."""
    gates = []
    for gate in text.replace('\n', ';').split(';'):
        gate = gate.strip()
        if gate:
            dst, expr = [x.strip() for x in gate.split('=')]
            a, opr, b = expr.split()
            gates.append((dst, a, opr, b))
    return gates


def circuit_ops(gates, names, prefix):
    """The gates as instructions: names maps a circuit's inputs and outputs
    to value names, every other wire is prefix + its name."""
    n = lambda x: names.get(x, prefix + x)
    return [alu({'^': 'eor', '&': 'and'}[opr], n(dst), n(a), n(b)) for dst, a, opr, b in gates]


def sbox_ops(ins, outs, prefix):
    """The circuit on state words ins[0..7] into outs[0..7] (value names)."""
    names = {'u%d' % i: ins[7 - i] for i in range(8)}
    names.update({'o%d' % i: outs[i] for i in range(8)})
    return circuit_ops(parse_gates(sbox_gates()), names, prefix)


# The inverse S-box, S^-1(y ^ 0x63) = L^-1(S'(L^-1(y))) (aes_ct_fixsliced.cc),
# with each L^-1 merged into the circuit's linear layer next to it: the
# top layer's 22 linear outputs (y1..y21, u7) as functions of the input
# planes i0..i7 (before L^-1), and the output planes f0..f7 (after L^-1)
# as functions of the 18 products z0..z17. Separately the two L^-1 cost 32
# XORs, the layers 23 and 30; merged 24 and 35 (XOR programs found offline:
# the top one by Boyar and Peralta's distance heuristic, the bottom one by
# Paar's greedy with randomised ties; inv_sbox_check verifies the whole
# circuit against the S-box on all 256 bytes when this script runs). The
# middle (t2..t45, z0..z17, with REMAT's recomputations) is the circuit's.
INV_SBOX_TOP = """
y5 = i4 ^ i6; q1 = i0 ^ i1; y9 = i3 ^ i4; y4 = y5 ^ q1; y8 = i6 ^ i7; y7 = i5 ^ y4
q6 = i2 ^ i7; y11 = y4 ^ q6; y1 = i0 ^ y9; y6 = i4 ^ y8; y10 = y1 ^ y6; u7 = i5 ^ q6
y13 = q1 ^ y9; y19 = i4 ^ y1; y17 = y11 ^ y10; y14 = i3 ^ y6; y16 = y7 ^ y1
y15 = y17 ^ y16; y3 = y5 ^ y8; y21 = y13 ^ y16; y12 = y4 ^ y3; y2 = y5 ^ y13
y18 = y7 ^ y2; y20 = y9 ^ y11
"""
INV_SBOX_BOTTOM = """
v0 = z6 ^ z15; v1 = z13 ^ v0; v2 = z12 ^ v1; v3 = z8 ^ z16; v4 = z1 ^ z4; v5 = v2 ^ v3
v6 = z2 ^ z10; v7 = z11 ^ v6; v8 = z3 ^ v4; v9 = z4 ^ v2; v10 = z14 ^ v8; v11 = v1 ^ v6
v12 = z0 ^ v5; v13 = z7 ^ v9; v14 = z9 ^ z17; v15 = z8 ^ v10; v16 = z3 ^ z5
v17 = z11 ^ z15; v18 = v3 ^ v7; v19 = v11 ^ v15; f0 = v14 ^ v17; v21 = z5 ^ z17
v22 = v7 ^ v21; v23 = z16 ^ v13; f4 = z2 ^ v12; v25 = z5 ^ v12; v26 = z12 ^ v18
v27 = v0 ^ v10; f7 = v5 ^ v16; v29 = v13 ^ v22; f1 = z3 ^ v23; f3 = z0 ^ v29
f6 = v14 ^ v19; f5 = v26 ^ v27; f2 = v4 ^ v25
"""


def inv_sbox_gates(forward=None):
    """The gates of the merged inverse S-box (inputs i0..i7, outputs f0..f7)
    around the middle of forward (the forward circuit's gates, (dst, a, op,
    b); by default this file's, with REMAT's copies)."""
    import re
    # The forward circuit's linear layers are replaced.
    middle = [g for g in forward or parse_gates(sbox_gates())
              if not re.fullmatch(r'y\d+|t0|t1|o\d|t(4[6-9]|5\d|6\d)', g[0])]
    return parse_gates(INV_SBOX_TOP) + middle + parse_gates(INV_SBOX_BOTTOM)


def inv_sbox_ops(ins, outs, prefix):
    names = {'i%d' % i: ins[i] for i in range(8)}
    names.update({'f%d' % i: outs[i] for i in range(8)})
    return circuit_ops(inv_sbox_gates(), names, prefix)


def inv_sbox_check(gates=None):
    """The merged circuit (gates: (dst, a, op, b), inv_sbox_gates() by
    default) on all 256 bytes at once (bit k of plane b: bit b of byte k)
    against S^-1(y ^ 0x63) from the field inverse."""
    def sbox(x):
        inv = 0
        for c in range(1, 256):
            if gf_mul(x, c) == 1:
                inv = c
        r = inv
        for k in range(1, 5):
            r ^= ((inv << k) | (inv >> (8 - k))) & 0xff
        return r ^ 0x63
    inv_s = [0] * 256
    for x in range(256):
        inv_s[sbox(x)] = x
    val = {'i%d' % b: sum((y >> b & 1) << y for y in range(256)) for b in range(8)}
    for dst, a, opr, b in gates or inv_sbox_gates():
        val[dst] = val[a] ^ val[b] if opr == '^' else val[a] & val[b]
    for y in range(256):
        got = sum((val['f%d' % b] >> y & 1) << b for b in range(8))
        assert got == inv_s[y ^ 0x63], y


def ror_byte_ror(x, k, n, new, ops):
    """RorByteRor<k, n>(x) as (value, rotation): the value rotated right by
    the rotation is the result (aes_ct_fixsliced_circuit.h). With n != 0:
    x ^ (m & (x ^ (x ror 8))) rotated by k + n - 8, m the byte mask rotated."""
    if n == 0:
        return x, k % 32
    b = (k + n + 24) % 32
    low = 0x01010101 * (0xff >> n)
    m = ((low << b) | (low >> (32 - b))) & 0xffffffff if b else low
    t, t2, p = new('t'), new('t'), new('p')
    ops.append(alu('eor', t, x, x, ('ror', 8)))
    ops.append(alui('and', t2, t, m))
    ops.append(alu('eor', p, x, t2))
    return p, b


def rot_sh(r):
    return ('ror', r) if r else None


def mixcolumns_ops(j, s, outs, keys, new):
    """MixColumns in the frame of round j, then AddRoundKey with the values
    keys[0..7] (loaded by the caller's ops)."""
    ops = []
    r, u, v = [None] * 8, [None] * 8, [None] * 8
    for i in list(range(7, 8)) + list(range(0, 7)):
        r[i] = ror_byte_ror(s[i], 8, (2 * j) % 8, new, ops)
        u[i] = new('u')
        ops.append(alu('eor', u[i], s[i], r[i][0], rot_sh(r[i][1])))
        v[i] = ror_byte_ror(u[i], 16, (4 * j) % 8, new, ops)
        prev = u[7] if i == 0 else u[i - 1]
        if i == 7:
            continue
        acc = new('m')
        ops.append(alu('eor', acc, prev, r[i][0], rot_sh(r[i][1])))
        acc2 = new('m')
        ops.append(alu('eor', acc2, acc, v[i][0], rot_sh(v[i][1])))
        if i in (1, 3, 4):
            acc3 = new('m')
            ops.append(alu('eor', acc3, acc2, u[7]))
            acc2 = acc3
        ops.append(alu('eor', outs[i], acc2, keys[i]))
    acc = new('m')
    ops.append(alu('eor', acc, u[6], r[7][0], rot_sh(r[7][1])))
    acc2 = new('m')
    ops.append(alu('eor', acc2, acc, v[7][0], rot_sh(v[7][1])))
    ops.append(alu('eor', outs[7], acc2, keys[7]))
    return ops


# InvMixColumns in the odd frames (1, 3), where every byte-wise rotation
# costs three instructions (ror_byte_ror) and the form below needs 16 of
# them instead of MixColumns . circ(5, 0, 4, 0)'s 24. With R the rotation
# that reads row r + 1 (Rot1 of the frame) and R^2 = Rot2, InvMixColumns
# is 14 + 11 R + 13 R^2 + 9 R^3 = A + R(B), where, with w = s ^ R^2(s),
#   A = 14 s + 13 R^2 s = 3 s + 13 w,   B = 11 s + 9 R^2 s = 2 s + 9 w
# (14 = 3 ^ 13, 11 = 2 ^ 9). The constant multiplications are XORs of bit
# planes: INV_MC_ODD_XORS is a 33-XOR program for the 16 planes of A and B
# from the 16 of s and w (Boyar and Peralta's distance heuristic, randomised
# tie-breaks, run once offline; Paar's greedy found 35;
# inv_mixcolumns_check verifies it against the field arithmetic when this
# script runs). And w needs no byte-wise
# rotation: w = w ^ R^2(w), so its high nibbles (columns 2, 3) are its low
# ones read two rows on, and in the odd frames (Rot2 = RorByteRor<16, 4>)
# w = l ^ (l ror 12), l = (s ^ (s ror 20)) & 0x0f0f0f0f: three
# instructions a plane. Per round 8 x 3 (w) + 33 + 8 x 4 (R(B) and the
# XOR into A) = 89 instructions against 8 x 4 + 14 + 27 + 8 x 3 x 2 = 121.
INV_MC_ODD_XORS = """
e0 = s7 ^ w5; e1 = w6 ^ w7; e2 = w1 ^ e0; b0 = w0 ^ e0; e4 = s6 ^ w4; e5 = w3 ^ e1
b6 = s5 ^ e5; e7 = s4 ^ w2; e8 = s3 ^ e2; b7 = w7 ^ e4; e10 = s0 ^ w6; b1 = e2 ^ e10
e12 = s1 ^ e1; e13 = w4 ^ e8; e14 = w7 ^ e7; e15 = w5 ^ e14; b2 = w2 ^ e12
e17 = s2 ^ w7; a0 = b0 ^ e10; a5 = b6 ^ e15; b4 = w6 ^ e13; a6 = e4 ^ b6
b5 = w6 ^ e15; a7 = e0 ^ b7; a1 = b1 ^ e12; a4 = e13 ^ e14; e26 = w3 ^ e17
b3 = b0 ^ e26; e28 = w0 ^ e17; a2 = b2 ^ e28; e30 = e0 ^ b4; e31 = w4 ^ b3
a3 = e30 ^ e31
"""


def gf_mul(a, b):
    r = 0
    for i in range(8):
        if b >> i & 1:
            r ^= a << i
    for i in range(15, 7, -1):
        if r >> i & 1:
            r ^= 0x11b << (i - 8)
    return r


def inv_mixcolumns_check():
    """INV_MC_ODD_XORS computes A = 3s + 13w and B = 2s + 9w on bit planes:
    each name's value is a 16-bit mask over s0..s7 (bits 0..7) and w0..w7
    (bits 8..15); plane b of k x is the XOR of the planes j of x with bit b
    of k * 2^j set."""
    val = {'s%d' % i: 1 << i for i in range(8)}
    val.update({'w%d' % i: 1 << (8 + i) for i in range(8)})
    for dst, a, _, b in parse_gates(INV_MC_ODD_XORS):
        val[dst] = val[a] ^ val[b]

    def plane(ks, kw, b):
        return sum((gf_mul(ks, 1 << j) >> b & 1) << j | (gf_mul(kw, 1 << j) >> b & 1) << (8 + j)
                   for j in range(8))
    for b in range(8):
        assert val['a%d' % b] == plane(3, 13, b), b
        assert val['b%d' % b] == plane(2, 9, b), b


def inv_mixcolumns_odd_ops(j, s, outs, new):
    assert j % 2 == 1
    ops = []
    names = {}
    for i in range(8):
        t, l, w = new('wt'), new('wl'), new('w')
        ops.append(alu('eor', t, s[i], s[i], ('ror', 20)))
        ops.append(alui('and', l, t, 0x0f0f0f0f))
        ops.append(alu('eor', w, l, l, ('ror', 12)))
        names['s%d' % i] = s[i]
        names['w%d' % i] = w
    for dst, a, _, b in parse_gates(INV_MC_ODD_XORS):
        names[dst] = new('iv' + dst)
        ops.append(alu('eor', names[dst], names[a], names[b]))
    for i in range(8):
        p, rot = ror_byte_ror(names['b%d' % i], 8, (2 * j) % 8, new, ops)
        ops.append(alu('eor', outs[i], names['a%d' % i], p, rot_sh(rot)))
    return ops


def inv_mixcolumns_ops(j, s, outs, new):
    """InvMixColumns in the frame of round j: a_r ^= 4(a_r ^ a_(r+2)), then
    MixColumns (aes_ct_fixsliced_portable.cc); in the odd frames the form of
    inv_mixcolumns_odd_ops. AddRoundKey comes before it in decryption, so
    this has no key."""
    if j % 2 == 1:
        return inv_mixcolumns_odd_ops(j, s, outs, new)
    ops = []
    t = []
    for i in range(8):
        x, rot = ror_byte_ror(s[i], 16, (4 * j) % 8, new, ops)
        ti = new('it')
        ops.append(alu('eor', ti, s[i], x, rot_sh(rot)))
        t.append(ti)
    terms = [[6], [7, 6], [0, 7], [1, 6], [2, 7, 6], [3, 7], [4], [5]]
    m = []
    for i in range(8):
        acc = s[i]
        for k in terms[i]:
            nxt = new('im')
            ops.append(alu('eor', nxt, acc, t[k]))
            acc = nxt
        m.append(acc)
    # MixColumns without key: reuse the keyed form with a zero "key" would
    # cost 8 XORs, so build it here.
    r, u, v = [None] * 8, [None] * 8, [None] * 8
    for i in list(range(7, 8)) + list(range(0, 7)):
        r[i] = ror_byte_ror(m[i], 8, (2 * j) % 8, new, ops)
        u[i] = new('u')
        ops.append(alu('eor', u[i], m[i], r[i][0], rot_sh(r[i][1])))
        v[i] = ror_byte_ror(u[i], 16, (4 * j) % 8, new, ops)
        if i == 7:
            continue
        prev = u[7] if i == 0 else u[i - 1]
        acc = new('m')
        ops.append(alu('eor', acc, prev, r[i][0], rot_sh(r[i][1])))
        if i in (1, 3, 4):
            acc2 = new('m')
            ops.append(alu('eor', acc2, acc, v[i][0], rot_sh(v[i][1])))
            ops.append(alu('eor', outs[i], acc2, u[7]))
        else:
            ops.append(alu('eor', outs[i], acc, v[i][0], rot_sh(v[i][1])))
    acc = new('m')
    ops.append(alu('eor', acc, u[6], r[7][0], rot_sh(r[7][1])))
    ops.append(alu('eor', outs[7], acc, v[7][0], rot_sh(v[7][1])))
    return ops


def ark_ops(s, outs, base, off, new):
    ops = []
    for i in range(8):
        k = new('k')
        ops.append(ld(k, base, off + 4 * i))
        ops.append(alu('eor', outs[i], s[i], k))
    return ops


def key_loads(base, off, new):
    keys = [new('k') for _ in range(8)]
    return keys, [ld(keys[i], base, off + 4 * i) for i in range(8)]


# aes_ct_fixsliced_circuit.h's Transpose: its SwapMoves (a, b, mask, n), in
# three stages of four.
TRANSPOSE_SWAPMOVES = [(0, 1, 0x55555555, 1), (2, 3, 0x55555555, 1),
                       (4, 5, 0x55555555, 1), (6, 7, 0x55555555, 1),
                       (0, 2, 0x33333333, 2), (1, 3, 0x33333333, 2),
                       (4, 6, 0x33333333, 2), (5, 7, 0x33333333, 2),
                       (0, 4, 0x0f0f0f0f, 4), (1, 5, 0x0f0f0f0f, 4),
                       (2, 6, 0x0f0f0f0f, 4), (3, 7, 0x0f0f0f0f, 4)]


def transpose_ops(w, new, swapmoves=TRANSPOSE_SWAPMOVES):
    """aes_ct_fixsliced_circuit.h's Transpose (or the given SwapMoves of it)
    on the value names w[0..7] (updated in place to the new names)."""
    ops = []
    w = list(w)
    for (a, b, mask, n) in swapmoves:
        t, t2, na, nb = new('sw'), new('sw'), new('w'), new('w')
        ops.append(alu('eor', t, w[b], w[a], ('lsr', n)))
        ops.append(alui('and', t2, t, mask))
        ops.append(alu('eor', nb, w[b], t2))
        ops.append(alu('eor', na, w[a], t2, ('lsl', n)))
        w[a], w[b] = na, nb
    return ops, w


def shiftrows2_bytes_ops(w, new):
    """SR^2 on words in byte order (word k + 2c: block k, column c; byte r:
    row r): rows 1 and 3 of columns c and c + 2 trade places, one masked
    swap per pair of words."""
    ops, w = [], list(w)
    for i in range(4):
        t, t2, a, b = new('sb'), new('sb'), new('sb'), new('sb')
        ops.append(alu('eor', t, w[i], w[i + 4]))
        ops.append(alui('and', t2, t, 0xff00ff00))
        ops.append(alu('eor', a, w[i], t2))
        ops.append(alu('eor', b, w[i + 4], t2))
        w[i], w[i + 4] = a, b
    return ops, w


# --- Register allocation -------------------------------------------------------

class Instr:
    def __init__(self, text, kind, reads=(), writes=(), addr=(), slot=None):
        self.text, self.kind = text, kind
        self.reads, self.writes, self.addr = set(reads), set(writes), set(addr)
        self.slot = slot  # stack slot a load or store touches


def sh_text(sh):
    return ', %s #%d' % sh if sh else ''


class Alloc:
    def __init__(self, loc=None, mem=None):
        self.loc = dict(loc or {})         # value -> register
        self.reg = {r: None for r in REGS}
        for v, r in self.loc.items():
            self.reg[r] = v
        self.mem = dict(mem or {})         # value -> spill slot holding it
        self.code = []

    def clone(self):
        a = Alloc(self.loc, self.mem)
        return a

    def used_slots(self):
        return set(self.mem.values())

    def slot_of(self, v):
        return HOMES[v] if v in HOMES else self.mem.get(v)

    def run(self, ops, out_map=None, hints=None, snapshot_at=None):
        """Allocates ops; out_map {value: register} must hold at the end (other
        values die). Returns the state at snapshot_at (an op index) if asked."""
        out_map = out_map or {}
        hints = dict(hints or {})
        hints.update(out_map)
        end = len(ops)
        uses = {}
        for i, op in enumerate(ops):
            for v in op.srcs():
                uses.setdefault(v, []).append(i)
        for v in out_map:
            uses.setdefault(v, []).append(end)
        self.uses = uses
        pending_targets = set(out_map.values())
        snap = None
        # Values live at the start but never used: drop.
        for v in list(self.loc) + list(self.mem):
            if v not in uses:
                self.kill(v)
        for i, op in enumerate(ops):
            if i == snapshot_at:
                snap = self.clone()
                self.snap_len = len(self.code)
            srcs = op.srcs()
            for v in srcs:
                self.ensure(v, i, set(srcs))
            rs = [self.loc[v] for v in srcs]
            for v in set(srcs):
                lst = uses[v]
                while lst and lst[0] <= i:
                    lst.pop(0)
                if not lst:
                    self.kill(v)
            if op.kind in ('alu', 'alui', 'ld', 'un', 'ltm', 'movi'):
                d = self.pick(op.dst, i, hints.get(op.dst), pending_targets, set())
                if op.dst in out_map:
                    pending_targets.discard(out_map[op.dst])
                if op.dst not in uses:
                    raise ValueError('dead value ' + op.dst)
            if op.kind == 'alu':
                self.code.append(Instr('%s %s, %s, %s%s' % (op.opc, d, rs[0], rs[1],
                                                            sh_text(op.sh)),
                                       'alu', rs, [d]))
            elif op.kind == 'alui':
                self.code.append(Instr('%s %s, %s, #0x%08x' % (op.opc, d, rs[0], op.imm),
                                       'alu', rs, [d]))
            elif op.kind == 'un':
                self.code.append(Instr('%s %s, %s' % (op.opc, d, rs[0]), 'alu', rs, [d]))
            elif op.kind == 'sts':
                self.code.append(Instr('str %s, [sp, #%d]' % (rs[0], 4 * op.off), 'st',
                                       [rs[0], 'sp'], [], ['sp'], op.off))
            elif op.kind == 'movi':
                self.code.append(Instr('mov %s, #0x%08x' % (d, op.imm), 'alu', [], [d]))
            elif op.kind == 'ltm':
                self.code.append(Instr('subs %s, %s, %s' % (d, rs[0], rs[1]), 'alu', rs, [d]))
                self.code.append(Instr('sbc %s, %s, %s' % (d, d, d), 'alu', [d], [d]))
            elif op.kind == 'ld':
                self.code.append(Instr('ldr %s, [%s, #%d]' % (d, rs[0], op.off), 'ld', rs,
                                       [d], [rs[0]]))
            else:
                self.code.append(Instr('str %s, [%s, #%d]' % (rs[0], rs[1], op.off), 'st',
                                       rs, [], [rs[1]]))
        self.fixup(out_map)
        return snap

    def next_use(self, v, i):
        lst = self.uses.get(v, [])
        for u in lst:
            if u >= i:
                return u
        return 10 ** 6

    def kill(self, v):
        r = self.loc.pop(v, None)
        if r is not None:
            self.reg[r] = None
        self.mem.pop(v, None)

    def free_slot(self):
        used = self.used_slots()
        for s in range(FIRST_SPILL, FIRST_SPILL + NUM_SPILL):
            if s not in used:
                return s
        raise RuntimeError('out of spill slots')

    def spill(self, v):
        r = self.loc.pop(v)
        self.reg[r] = None
        if self.slot_of(v) is None:
            s = self.free_slot()
            self.mem[v] = s
            self.code.append(Instr('str %s, [sp, #%d]' % (r, 4 * s), 'st', [r, 'sp'], [],
                                   ['sp'], s))

    def evict(self, i, protect):
        best, best_score = None, None
        for r in REGS:
            v = self.reg[r]
            if v is None or v in protect:
                continue
            score = self.next_use(v, i) - i + (self.bonus if self.slot_of(v) is not None else 0)
            if best is None or score > best_score:
                best, best_score = v, score
        r = self.loc[best]
        self.spill(best)
        return r

    def get_reg(self, i, protect, hint, avoid):
        free = [r for r in REGS if self.reg[r] is None]
        if hint in free:
            return hint
        if free:
            pref = [r for r in free if r not in avoid]
            return (pref or free)[0]
        return self.evict(i, protect)

    def pick(self, v, i, hint, avoid, protect):
        r = self.get_reg(i, protect, hint, avoid)
        self.loc[v] = r
        self.reg[r] = v
        return r

    def ensure(self, v, i, protect):
        if v in self.loc:
            return
        s = self.slot_of(v)
        if s is None:
            raise ValueError('value %s is nowhere' % v)
        r = self.get_reg(i, protect, None, set())
        self.loc[v] = r
        self.reg[r] = v
        self.code.append(Instr('ldr %s, [sp, #%d]' % (r, 4 * s), 'ld', ['sp'], [r], ['sp'], s))

    def fixup(self, out_map):
        # Everything else is dead now.
        for v in list(self.loc):
            if v not in out_map:
                self.kill(v)
        for v in list(self.mem):
            if v not in out_map:
                self.kill(v)
        while True:
            todo = [v for v, t in out_map.items() if self.loc.get(v) != t]
            if not todo:
                break
            progress = False
            for v in todo:
                t = out_map[v]
                if self.reg[t] is None:
                    if v in self.loc:
                        src = self.loc.pop(v)
                        self.reg[src] = None
                        self.code.append(Instr('mov %s, %s' % (t, src), 'alu', [src], [t]))
                    else:
                        s = self.slot_of(v)
                        self.code.append(Instr('ldr %s, [sp, #%d]' % (t, 4 * s), 'ld', ['sp'],
                                               [t], ['sp'], s))
                        self.mem.pop(v, None)
                    self.loc[v] = t
                    self.reg[t] = v
                    progress = True
            if not progress:
                # A cycle of registers: park one value in a free register.
                v = todo[0]
                tmp = [r for r in REGS if self.reg[r] is None and r not in out_map.values()][0]
                src = self.loc[v]
                self.code.append(Instr('mov %s, %s' % (tmp, src), 'alu', [src], [tmp]))
                self.reg[src] = None
                self.loc[v] = tmp
                self.reg[tmp] = v


Alloc.bonus = 2


def hoist_loads(code):
    """Moves each load up to right after an earlier load where nothing in
    between touches its registers or slot: back-to-back loads cost 1 cycle."""
    code = list(code)
    changed = True
    while changed:
        changed = False
        for i in range(1, len(code)):
            ins = code[i]
            if ins.kind != 'ld' or code[i - 1].kind == 'ld':
                continue
            j = i - 1
            target = None
            while j >= 0:
                c = code[j]
                if c.kind == 'ld' and not (c.writes & ins.addr):
                    target = j
                    break
                if c.kind == 'label':
                    break
                if (c.reads | c.writes) & ins.writes or c.writes & ins.addr:
                    break
                if c.kind == 'st' and c.slot is not None and c.slot == ins.slot:
                    break
                j -= 1
            if target is not None:
                code.insert(target + 1, code.pop(i))
                changed = True
    return code


def cost(code):
    cycles, prev = 0, None
    for c in code:
        if c.kind == 'label':
            prev = None
            continue
        n = {'alu': 1, 'ld': 2, 'st': 1}.get(c.kind, 1)
        if prev is not None:
            dep = bool(c.addr & prev.writes)
            if c.kind == 'ld' and prev.kind == 'ld' and not dep:
                n -= 1
            if c.kind in ('ld', 'st') and dep:
                n += 1
        cycles += n
        prev = c
    return cycles


# --- Scheduling ------------------------------------------------------------------

def list_schedule(ops, rng, noise, live_in):
    """A topological order of ops: greedy on register pressure with noise."""
    produced = {op.dst: k for k, op in enumerate(ops) if op.dst is not None}
    remaining_uses = {}
    for op in ops:
        for v in op.srcs():
            remaining_uses[v] = remaining_uses.get(v, 0) + 1
    deps = []
    for op in ops:
        deps.append({produced[v] for v in op.srcs() if v in produced})
    done = set()
    ready_time = {v: 0 for v in live_in}
    order = []
    step = 0
    pending = set(range(len(ops)))
    while pending:
        ready = [k for k in pending if deps[k] <= done]
        best, best_score = None, None
        for k in ready:
            op = ops[k]
            srcs = set(op.srcs())
            kills = sum(1 for v in srcs if remaining_uses.get(v, 0) == 1 and v not in HOMES)
            recency = max([ready_time.get(v, 0) for v in srcs] or [0])
            score = (1 - kills) * 4 - recency * 0.05 * (step > 0) + rng.random() * noise
            if best is None or score < best_score:
                best, best_score = k, score
        op = ops[best]
        for v in op.srcs():
            remaining_uses[v] -= 1
        if op.dst is not None:
            ready_time[op.dst] = step
        order.append(op)
        done.add(best)
        pending.discard(best)
        step += 1
    return order


# --- Assembly text --------------------------------------------------------------

class Out:
    def __init__(self):
        self.lines = []

    def __call__(self, s=''):
        self.lines.append(s)

    def code(self, code, indent='    '):
        for c in code:
            if c.kind == 'label':
                self.lines.append(c.text)
            else:
                self.lines.append(indent + c.text)


def canon_state(names):
    return Alloc({names[i]: CANON[i] for i in range(8)})


def round_ops(j, decrypt):
    """The ops of one round in the frame j (deterministic names): the S-box
    phase and the rest (MixColumns and AddRoundKey, or AddRoundKey and
    InvMixColumns), the input names, the S-box outputs and the out map."""
    new = Namer('r%d%s' % (j, 'd' if decrypt else 'e'))
    ins = ['r%d%sin%d' % (j, 'd' if decrypt else 'e', i) for i in range(8)]
    sb = [new('s') for _ in range(8)]
    if decrypt:
        sbox = inv_sbox_ops(ins, sb, new('x'))
    else:
        sbox = sbox_ops(ins, sb, new('x'))
    outs = [new('o') for _ in range(8)]
    koff = {0: 0, 3: -32, 2: -64, 1: -96}[j] if decrypt else {1: 0, 2: 32, 3: 64, 0: 96}[j]
    if decrypt:
        keyed = [new('kd') for _ in range(8)]
        rest = ark_ops(sb, keyed, 'p', koff, new) + inv_mixcolumns_ops(j, keyed, outs, new)
    else:
        keys, loads = key_loads('p', koff, new)
        rest = loads + mixcolumns_ops(j, sb, outs, keys, new)
    return ins, sbox, sb, rest, {outs[i]: CANON[i] for i in range(8)}


def evaluate(ins, order1, order2, out_map, bonus, exit_check):
    a = canon_state(ins)
    a.bonus = bonus
    snap = a.run(order1 + order2, out_map, snapshot_at=len(order1) if exit_check else None)
    if exit_check:
        # Split the code where the S-box ends (the exit branch goes there);
        # loads are hoisted within each part.
        k = a.snap_len
        code = hoist_loads(a.code[:k]) + [Instr('', 'label')] + hoist_loads(a.code[k:])
    else:
        code = hoist_loads(a.code)
    return code, cost(code), snap


def topo_ok_range(order, k, preds, succs, pos):
    lo = max([pos[p] for p in preds[k]] or [-1]) + 1
    hi = min([pos[q] for q in succs[k]] or [len(order)]) - 1
    return lo, hi


def anneal(ops, order, score, rng, iters, temp0=2.0):
    """Local search over topological orders of ops (indices in order):
    move one op within its dependency window; simulated annealing on score."""
    produced = {op.dst: k for k, op in enumerate(ops) if op.dst is not None}
    preds = [{produced[v] for v in op.srcs() if v in produced} for op in ops]
    succs = [set() for _ in ops]
    for k, ps in enumerate(preds):
        for q in ps:
            succs[q].add(k)
    cur = list(order)
    cur_cost = score(cur)
    best, best_cost = list(cur), cur_cost
    for it in range(iters):
        temp = temp0 * (1 - it / iters) + 0.01
        pos = {k: i for i, k in enumerate(cur)}
        k = rng.choice(cur)
        lo, hi = topo_ok_range(cur, k, preds, succs, pos)
        if hi <= lo:
            continue
        i = pos[k]
        jpos = rng.randint(lo, hi)
        if jpos == i:
            continue
        cand = list(cur)
        cand.pop(i)
        cand.insert(jpos, k)
        c = score(cand)
        if c <= cur_cost or rng.random() < pow(2.718, (cur_cost - c) / temp):
            cur, cur_cost = cand, c
            if c < best_cost:
                best, best_cost = list(cand), c
    return best, best_cost


# --- Ordering the S-box ----------------------------------------------------------
# A quick estimate of the allocator's cost (Belady eviction, a reload 2
# cycles, two for one instruction 3, a store 1) over a fixed order, and a
# simulated annealing over the topological orders of the circuit.

def compile_ops(ops, ins, outs):
    """ops as (dst id, source ids)."""
    ids = {}
    def vid(v):
        if v not in ids: ids[v] = len(ids)
        return ids[v]
    for v in ins: vid(v)
    cops = []
    for op in ops:
        srcs = tuple(vid(v) for v in op.srcs())
        cops.append((vid(op.dst) if op.dst else -1, srcs))
    return cops, [ids[v] for v in ins], [ids[v] for v in outs], len(ids)

def fast_cost(cops, order, ins, outs, nvals, nregs=14, bonus=2):
    # uses positions
    end = len(order)
    uses = [[] for _ in range(nvals)]
    for pos, k in enumerate(order):
        for s in cops[k][1]:
            uses[s].append(pos)
    for o in outs: uses[o].append(end)
    ptr = [0]*nvals
    inreg = [False]*nvals
    inmem = [False]*nvals
    regs = set(ins)
    for v in ins: inreg[v] = True
    cyc = 0
    prev_load = False
    def nextuse(v, pos):
        u = uses[v]; p = ptr[v]
        while p < len(u) and u[p] < pos: p += 1
        ptr[v] = p
        return u[p] if p < len(u) else 10**6
    def evict(pos, protect):
        nonlocal cyc
        best=None; bs=-1
        for v in regs:
            if v in protect: continue
            sc = nextuse(v,pos)-pos + (bonus if inmem[v] else 0)
            if sc > bs: bs=sc; best=v
        regs.discard(best); inreg[best]=False
        if not inmem[best]:
            inmem[best]=True; cyc += 1
    for pos, k in enumerate(order):
        d, srcs = cops[k]
        nl = 0
        for s in srcs:
            if not inreg[s]:
                if len(regs) >= nregs: evict(pos, set(srcs))
                regs.add(s); inreg[s]=True; nl += 1
        if nl: cyc += 1 + nl
        cyc += 1
        for s in set(srcs):
            if nextuse(s, pos+1) >= 10**6:
                regs.discard(s); inreg[s]=False
        if d >= 0:
            if len(regs) >= nregs: evict(pos, ())
            regs.add(d); inreg[d]=True
    for o in outs:
        if not inreg[o]: cyc += 2
    return cyc


def anneal_fast(cops, order, score, rng, iters, temp0):
    n = len(cops)
    prod = {}
    for k,(d,s) in enumerate(cops):
        if d>=0: prod[d]=k
    preds=[{prod[x] for x in s if x in prod} for (d,s) in cops]
    succs=[set() for _ in cops]
    for k,ps in enumerate(preds):
        for q in ps: succs[q].add(k)
    cur=list(order); cc=score(cur); best=list(cur); bc=cc
    for it in range(iters):
        temp = temp0*(1-it/iters)+0.05
        pos={k:i for i,k in enumerate(cur)}
        k=rng.randrange(n)
        lo=max([pos[p] for p in preds[k]] or [-1])+1
        hi=min([pos[q] for q in succs[k]] or [n])-1
        if hi<=lo: continue
        i=pos[k]; j=rng.randint(lo,hi)
        if i==j: continue
        cand=cur[:]; cand.pop(i); cand.insert(j,k)
        c=score(cand)
        if c<=cc or rng.random()<2.718**((cc-c)/temp):
            cur,cc=cand,c
            if c<bc: best,bc=cand[:],c
    return best,bc

def sbox_order(sbox, ins, sb, rng):
    cops, i_ids, o_ids, n = compile_ops(sbox, ins, sb)
    best = None
    for bonus in (1, 2, 3):
        score = lambda o: fast_cost(cops, o, i_ids, o_ids, n, bonus=bonus)
        o, c = anneal_fast(cops, list(range(len(sbox))), score, rng, SBOX_ITERS, 3.0)
        o, c = anneal_fast(cops, o, score, rng, SBOX_ITERS // 2, 1.0)
        if best is None or c < best[0]:
            best = (c, o, bonus)
    return best[1], best[2]


SBOX_CACHE = {}


def gen_round(j, rng, trials, decrypt, exit_check):
    """One round in the frame j: state in CANON at both ends. Encryption:
    S-box, [exit], MixColumns, AddRoundKey at [p + koff]. Decryption:
    InvSbox, [exit], AddRoundKey, InvMixColumns. Returns (code, cycles, exit
    snapshot (alloc, S-box output names) or None)."""
    ins, sbox, sb, rest, out_map = round_ops(j, decrypt)
    live_in = set(ins) | set(HOMES)
    idx1 = {id(op): k for k, op in enumerate(sbox)}
    idx2 = {id(op): k for k, op in enumerate(rest)}
    if decrypt not in SBOX_CACHE:
        SBOX_CACHE[decrypt] = sbox_order(sbox, ins, sb, rng)
    o1, bonus = SBOX_CACHE[decrypt]
    best = None
    for trial in range(trials):
        noise = 0.0 if trial == 0 else rng.choice([0.5, 1, 2, 4, 8])
        o2 = [idx2[id(op)] for op in list_schedule(rest, rng, noise, live_in | set(sb))]
        c = evaluate(ins, [sbox[k] for k in o1], [rest[k] for k in o2], out_map, bonus,
                     exit_check)[1]
        if best is None or c < best[0]:
            best = (c, o2)
    c, o2 = best
    o2, c = anneal(rest, o2, lambda o: evaluate(ins, [sbox[k] for k in o1],
                                                [rest[k] for k in o], out_map, bonus,
                                                exit_check)[1], rng, ANNEAL_ITERS)
    code, c, snap = evaluate(ins, [sbox[k] for k in o1], [rest[k] for k in o2], out_map, bonus,
                             exit_check)
    return code, c, (snap, sb) if exit_check else None


def gen_tail(snap, sb, decrypt, sr2, new_prefix, xor_in=False, xor_off=0):
    """From the state after the last S-box (alloc snapshot snap, S-box
    output names sb): AddRoundKey with the last key at [p + off], SR^2 if
    asked, the inverse transposition and the stores to [out]; with xor_in,
    each output word XORed with the word xor_off bytes from its place in
    [in] first (CTR: 0, the input; CBC decryption: -16, the ciphertext
    block before each block, its chaining value)."""
    new = Namer(new_prefix)
    a = snap
    a.code = []
    koff = 0 if decrypt else (32 if sr2 else 96)
    x = [new('f') for _ in range(8)]
    ops = ark_ops(sb, x, 'p', koff, new)
    o, w = transpose_ops(x, new)
    ops += o
    if sr2:
        o, w = shiftrows2_bytes_ops(w, new)
        ops += o
    # Word k + 2c: block k, column c.
    offs = [16 * (i % 2) + 4 * (i // 2) for i in range(8)]
    if xor_in:
        # Four input words loaded back to back, then XORed and stored.
        for g in (0, 4):
            d = [new('in') for _ in range(4)]
            ops += [ld(d[k], 'in', offs[g + k] + xor_off) for k in range(4)]
            for k in range(4):
                x = new('x')
                ops.append(alu('eor', x, w[g + k], d[k]))
                ops.append(st(x, 'out', offs[g + k]))
    else:
        ops += [st(w[i], 'out', offs[i]) for i in range(8)]
    a.run(ops, {})
    return hoist_loads(a.code)


def gen_pack(decrypt, sr2, prefix):
    """Loads a pair of blocks from [in], transposes; encryption adds round
    key 0 ([rk]); decryption applies SR^2 if asked and adds the last round
    key ([p], set by the caller). State in CANON at the end."""
    new = Namer(prefix)
    w = [new('ld') for _ in range(8)]
    ops = [ld(w[i], 'in', 16 * (i % 2) + 4 * (i // 2)) for i in range(8)]
    if decrypt and sr2:
        o, w = shiftrows2_bytes_ops(w, new)
        ops += o
    o, w = transpose_ops(w, new)
    ops += o
    outs = [new('s') for _ in range(8)]
    ops += ark_ops(w, outs, 'p' if decrypt else 'rk', 0, new)
    a = Alloc()
    a.run(ops, {outs[i]: CANON[i] for i in range(8)})
    return hoist_loads(a.code)


# --- CBC encryption (mcu_aes_ct_fixsliced_armv7m_cbc_encrypt_blocks) -----------
# A chain: one block at a time, in lane 0 of the pair (words 0, 2, 4, 6 in
# byte order); lane 1 starts at zero and nothing reads what the rounds make
# of it. The pack XORs the chaining value (the 16 bytes at [cv]: the IV, then
# the block just stored) into the plaintext; the zero lane turns the
# transposition's first swaps into two ANDs each. The tail computes lane 0
# only: dead_code_elimination drops what only lane 1 needs.

def dead_code_elimination(ops):
    """ops without the ALU operations and loads whose result nothing uses
    (stores are what is live)."""
    live, keep = set(), []
    for op in reversed(ops):
        if op.kind in ('st', 'sts') or op.dst in live:
            keep.append(op)
            live.update(op.srcs())
    return keep[::-1]


CBCE_TRIES = 400


def best_schedule(ops, start, out_map, seed, last=()):
    """The cheapest code for ops from the allocation state start (an Alloc,
    not modified): ops in their own order, then CBCE_TRIES randomised list
    schedules (their own seeded generator: the rounds' searches are not
    disturbed); the ops in last follow in their order (a pointer's new
    value into its home after the last use of the old)."""
    rng = random.Random(seed)
    live_in = list(start.loc) + list(start.mem)
    best = None
    for t in range(CBCE_TRIES + 1):
        order = ops if t == 0 else list_schedule(ops, rng, 2.0 + 6.0 * rng.random(), live_in)
        a = start.clone()
        a.run(list(order) + list(last), out_map)
        code = hoist_loads(a.code)
        if best is None or cost(code) < cost(best):
            best = code
    return best


def gen_cbce_pack(prefix):
    """Loads one block from [in] and the chaining value from [cv], XORs
    them and round key 0 in byte order (the frame's K0: AddRoundKey
    commutes with the transposition, and lane 1 stays zero), transposes
    with lane 1 zero; in += 16, p = rk + 32 (the frame's P1). State in
    CANON at the end."""
    new = Namer(prefix)
    d = [new('ld') for _ in range(4)]
    c = [new('cv') for _ in range(4)]
    ops = [ld(d[k], 'in', 4 * k) for k in range(4)] + [ld(c[k], 'cv', 4 * k) for k in range(4)]
    w = [None] * 8
    for k in range(4):
        y = new('y')
        w[2 * k] = new('x')
        ops.append(alu('eor', y, d[k], c[k]))
        ops.append(alu('eor', w[2 * k], y, 'k0_%d' % k))
    # First swaps (mask 0x55555555, shift 1) with word a + 1 zero: the
    # swap's t is (w[a] >> 1) & m, so w[a + 1] = t and w[a] = w[a] & m.
    m = new('m')
    ops.append(movi(m, 0x55555555))
    for a in (0, 2, 4, 6):
        na, nb = new('w'), new('w')
        ops.append(alu('and', nb, m, w[a], ('lsr', 1)))
        ops.append(alui('and', na, w[a], 0x55555555))
        w[a], w[a + 1] = na, nb
    o, w = transpose_ops(w, new, TRANSPOSE_SWAPMOVES[4:])
    ops += o
    in2 = new('in')
    last = [alui('add', in2, 'in', 16), sts(in2, SLOT_IN), sts('p1', SLOT_P)]
    return best_schedule(ops, Alloc(), {w[i]: CANON[i] for i in range(8)}, SEED + 2, last)


def gen_cbce_tail(snap, sb, sr2, new_prefix):
    """gen_tail's transposition and SR^2 for lane 0 only, then its
    AddRoundKey (both commute with it) with the frame's KL, stored to [out]
    (16 bytes)."""
    new = Namer(new_prefix)
    o, w = transpose_ops(sb, new)
    ops = list(o)
    if sr2:
        o, w = shiftrows2_bytes_ops(w, new)
        ops += o
    for k in range(4):
        c = new('c')
        ops += [alu('eor', c, w[2 * k], 'kl_%d' % k), st(c, 'out', 4 * k)]
    out2 = new('out')
    last = [sts('out', SLOT_CV), alui('add', out2, 'out', 16), sts(out2, SLOT_OUT)]
    return best_schedule(dead_code_elimination(ops), snap, {}, SEED + 3 + sr2, last)


def gen_cbce_key_to_frame(prefix, base, slot):
    """A round key (the 8 words at [base]) in byte order, lane 0 transposed
    back, into the frame's 4 words from slot."""
    new = Namer(prefix)
    x = [new('k') for _ in range(8)]
    ops = [ld(x[i], base, 4 * i) for i in range(8)]
    o, w = transpose_ops(x, new)
    ops += o + [sts(w[2 * k], slot + k) for k in range(4)]
    a = Alloc()
    a.run(dead_code_elimination(ops), {})
    return hoist_loads(a.code)


def gen_cbce_key0():
    """Round key 0 (the schedule's first 8 words) into the frame's K0."""
    return gen_cbce_key_to_frame('k0', 'rk', SLOT_K0)


def gen_cbce_keylast():
    """Round key nr ([p] at the call's entry) into the frame's KL."""
    return gen_cbce_key_to_frame('kl', 'p', SLOT_KL)


def gen_cbce_keylast_sr2():
    """SR^2 on the frame's KL (nr = 10, 14: the last round in frame 2)."""
    new = Namer('ks')
    w = [None] * 8
    for k in range(4):
        w[2 * k] = 'kl_%d' % k
    o, w = shiftrows2_bytes_ops(w, new)
    ops = o + [sts(w[2 * k], SLOT_KL + k) for k in range(4)]
    a = Alloc()
    a.run(dead_code_elimination(ops), {})
    return hoist_loads(a.code)


def wipe_code(lines):
    """Zero stores to every spill slot the code in lines writes."""
    import re
    used = set()
    for l in lines:
        m = re.match(r'\s*str \w+, \[sp, #(\d+)\]', l)
        if m and 4 * FIRST_SPILL <= int(m.group(1)) < 4 * (FIRST_SPILL + NUM_SPILL):
            used.add(int(m.group(1)))
    return ['movs r0, #0'] + ['str r0, [sp, #%d]' % o for o in sorted(used)]


def emit_function(out, name, decrypt, rng, trials, cbc_name=None, cbce_name=None):
    F = 4 * FRAME_WORDS
    first_line = len(out.lines)
    pre = '.L%s_' % ('dec' if decrypt else 'enc')
    if cbce_name:
        # CBC encryption's entry (blocks and the IV's address on the stack):
        # entry word -1; its tails store lane 0 and come back to the next
        # block's pack (after the encryption's tails), which enters the loop.
        out('    .global %s' % cbce_name)
        out('    .type   %s, %%function' % cbce_name)
        out('    .p2align 2')
        out('    .thumb_func')
        out('%s:' % cbce_name)
        out('    push    {r4-r11, lr}')
        out('    sub     sp, sp, #%d' % F)
        out('    ldr     r4, [sp, #%d]             /* blocks (fifth argument) */' % (F + 36))
        out('    cmp     r4, #0')
        out('    beq     %sreturn' % pre)
        out('    ldr     r5, [sp, #%d]             /* iv (sixth argument) */' % (F + 40))
        out('    str     r0, [sp, #%d]' % (4 * SLOT_RK))
        out('    str     r1, [sp, #%d]' % (4 * SLOT_NR))
        out('    str     r2, [sp, #%d]' % (4 * SLOT_IN))
        out('    str     r3, [sp, #%d]' % (4 * SLOT_OUT))
        out('    str     r4, [sp, #%d]' % (4 * SLOT_PAIRS))
        out('    str     r5, [sp, #%d]               /* cv: the chaining value */' %
            (4 * SLOT_CV))
        out('    mov     r5, #-1')
        out('    str     r5, [sp, #%d]               /* entry: -1 CBC encryption */' %
            (4 * SLOT_ENTRY))
        out('    add     r5, r0, r1, lsl #5')
        out('    sub     r6, r5, #32')
        out('    str     r6, [sp, #%d]' % (4 * SLOT_STOP_A))
        out('    sub     r6, r5, #96')
        out('    str     r6, [sp, #%d]' % (4 * SLOT_STOP_B))
        out('    add     r6, r0, #32')
        out('    str     r6, [sp, #%d]               /* p1: round key 1 */' % (4 * SLOT_P1))
        out('    /* K0: round key 0 in byte order (lane 0 of its transposition); KL:')
        out('     * round key nr so, SR^2 applied unless nr = 12 (frame 0). */')
        out('    str     r5, [sp, #%d]               /* p: round key nr */' % (4 * SLOT_P))
        out.code(gen_cbce_key0())
        out.code(gen_cbce_keylast())
        out('    ldr     r0, [sp, #%d]' % (4 * SLOT_NR))
        out('    cmp     r0, #12')
        out('    beq     .Lcbce_block')
        out.code(gen_cbce_keylast_sr2())
        out('    b       .Lcbce_block')
    if cbc_name:
        # CBC decryption's entry: the same rounds, its tail XORs each block
        # with the ciphertext block before it (entry word 1).
        out('    .global %s' % cbc_name)
        out('    .type   %s, %%function' % cbc_name)
        out('    .p2align 2')
        out('    .thumb_func')
        out('%s:' % cbc_name)
        out('    push    {r4-r11, lr}')
        out('    sub     sp, sp, #%d' % F)
        out('    movs    r4, #1')
        out('    b       %sstart' % pre)
    out('    .global %s' % name)
    out('    .type   %s, %%function' % name)
    out('    .p2align 2')
    out('    .thumb_func')
    out('%s:' % name)
    out('    push    {r4-r11, lr}')
    out('    sub     sp, sp, #%d' % F)
    if cbc_name:
        out('    movs    r4, #0')
        out('%sstart:' % pre)
        out('    str     r4, [sp, #%d]               /* entry: 0 blocks, 1 CBC */' %
            (4 * SLOT_ENTRY))
    out('    ldr     r4, [sp, #%d]             /* pairs (fifth argument) */' % (F + 36))
    out('    cmp     r4, #0')
    out('    beq     %sreturn' % pre)
    out('    str     r0, [sp, #%d]' % (4 * SLOT_RK))
    out('    str     r1, [sp, #%d]' % (4 * SLOT_NR))
    out('    str     r2, [sp, #%d]' % (4 * SLOT_IN))
    out('    str     r3, [sp, #%d]' % (4 * SLOT_OUT))
    out('    str     r4, [sp, #%d]' % (4 * SLOT_PAIRS))
    if not decrypt:
        out('    movs    r5, #0')
        out('    str     r5, [sp, #%d]               /* entry: blocks */' % (4 * SLOT_ENTRY))
        # Exit after the S-box of the frame-2 round if p = rk + 32 (nr - 1),
        # of the frame-0 round if p = rk + 32 nr - 96.
        out('    add     r5, r0, r1, lsl #5')
        out('    sub     r6, r5, #32')
        out('    str     r6, [sp, #%d]' % (4 * SLOT_STOP_A))
        out('    sub     r6, r5, #96')
        out('    str     r6, [sp, #%d]' % (4 * SLOT_STOP_B))
    else:
        # Exit after the S-box of the frame-0 step when p = rk.
        out('    str     r0, [sp, #%d]' % (4 * SLOT_STOP_A))
    out('%spair:' % pre)
    total = {}
    if not decrypt:
        out('    /* Load and transpose two blocks, add round key 0. */')
        code = gen_pack(False, False, 'pk')
        out.code(code)
        total['pack'] = cost(code)
        out('    ldr     r8, [sp, #%d]' % (4 * SLOT_RK))
        out('    add     r8, r8, #32')
        out('    str     r8, [sp, #%d]               /* p: round key 1 */' % (4 * SLOT_P))
        out('%sloop:' % pre)
        tails = []
        ctr_tails = []
        cbce_tails = []
        for j, koff in [(1, 0), (2, 32), (3, 64), (0, 96)]:
            check = j in (2, 0)
            if j == 2:
                out('%sstep2:' % pre)
            out('    /* Round 4g+%d, frame %d. */' % ((j + 3) % 4 + 1, j))
            if check:
                slot = SLOT_STOP_A if j == 2 else SLOT_STOP_B
                out('    ldr     r8, [sp, #%d]' % (4 * SLOT_P))
                out('    ldr     r9, [sp, #%d]' % (4 * slot))
                out('    cmp     r8, r9                  /* last round? (flags kept) */')
            code, c, ex = gen_round(j, rng, trials, False, check)
            total['round%d' % j] = c
            if check:
                k = [i for i, x in enumerate(code) if x.kind == 'label'][0]
                out.code(code[:k])
                out('    beq     %slast%d' % (pre, j))
                out.code(code[k + 1:])
                tails.append((j, ex))
            else:
                out.code(code)
        out('    ldr     r8, [sp, #%d]' % (4 * SLOT_P))
        out('    add     r8, r8, #128')
        out('    str     r8, [sp, #%d]' % (4 * SLOT_P))
        out('    b       %sloop' % pre)
        for j, (snap, sb) in tails:
            out('%slast%d:' % (pre, j))
            out('    /* Last round: AddRoundKey%s, transpose back, store. */' %
                (', SR^2' if j == 2 else ''))
            # CTR's entry XORs the keystream into the input instead (one
            # of the registers the tail starts with free tests it).
            free = [r for r in REGS if snap.reg[r] is None][0]
            out('    ldr     %s, [sp, #%d]' % (free, 4 * SLOT_ENTRY))
            out('    cmp     %s, #0' % free)
            out('    bne     .Lctr_last%d' % j)
            if cbce_name:
                cbce_tails.append((j, snap.clone(), sb))
            ctr_snap = snap.clone()
            code = gen_tail(snap, sb, False, j == 2, 'tl%d' % j)
            total['tail%d' % j] = cost(code)
            out.code(code)
            out('    b       %snext' % pre)
            ctr_tails.append((j, ctr_snap, sb))
        for j, snap, sb in ctr_tails:
            out('.Lctr_last%d:' % j)
            if cbce_name:
                # Entry -1 (the flags of the compare above): CBC encryption.
                out('    blt     .Lcbce_last%d' % j)
            out('    /* CTR: the same, and the keystream XORed into [in], stored at [out]. */')
            code = gen_tail(snap, sb, False, j == 2, 'tc%d' % j, xor_in=True)
            total['ctr_tail%d' % j] = cost(code)
            out.code(code)
            out('    b       .Lctr_next')
        # CBC encryption: the tails (frame 2's, AES-128's and AES-256's,
        # last: it falls through), the next block, its pack.
        for j, snap, sb in sorted(cbce_tails):
            out('.Lcbce_last%d:' % j)
            out('    /* CBC encryption: lane 0 of the same, stored at [out]. */')
            code = gen_cbce_tail(snap, sb, j == 2, 'te%d' % j)
            total['cbce_tail%d' % j] = cost(code)
            out.code(code)
            if j == 0:
                out('    b       .Lcbce_next')
        if cbce_name:
            # (The tails moved out and cv on; the pack moves in and p.)
            out('.Lcbce_next:')
            out('    ldr     r2, [sp, #%d]' % (4 * SLOT_PAIRS))
            out('    subs    r2, r2, #1')
            out('    str     r2, [sp, #%d]' % (4 * SLOT_PAIRS))
            out('    beq     .Lcbce_done')
            out('.Lcbce_block:')
            out('    /* CBC encryption: load a block, XOR the chaining value and round')
            out('     * key 0, transpose (lane 1 zero). */')
            code = gen_cbce_pack('pe')
            total['cbce_pack'] = cost(code)
            out.code(code)
            out('    b       %sloop' % pre)
            out('.Lcbce_done:')
            out('    /* CBC encryption: K0 and KL held the key: wipe them too. */')
            out('    movs    r0, #0')
            for k in range(4):
                out('    str     r0, [sp, #%d]' % (4 * (SLOT_K0 + k)))
            for k in range(4):
                out('    str     r0, [sp, #%d]' % (4 * (SLOT_KL + k)))
            out('    b       %swipe' % pre)
    else:
        # Entry: p = rk + 32 (nr - 1) + 96 (nr = 10, 14; enter at the frame-1
        # step) or + 32 (nr = 12; frame-3 step).
        out('    ldr     r8, [sp, #%d]' % (4 * SLOT_NR))
        out('    ldr     r9, [sp, #%d]' % (4 * SLOT_RK))
        out('    add     r9, r9, r8, lsl #5')
        out('    str     r9, [sp, #%d]               /* p: round key nr */' % (4 * SLOT_P))
        out('    cmp     r8, #12')
        out('    beq     %sentry12' % pre)
        code = gen_pack(True, True, 'pk2')
        total['pack'] = cost(code)
        out('    /* nr = 10, 14: SR^2, round key nr; enter at the frame-1 step. */')
        out.code(code)
        out('    ldr     r8, [sp, #%d]' % (4 * SLOT_P))
        out('    add     r8, r8, #64')
        out('    str     r8, [sp, #%d]' % (4 * SLOT_P))
        out('    b       %sstep1' % pre)
        out('%sentry12:' % pre)
        code = gen_pack(True, False, 'pk0')
        out.code(code)
        out('    b       %sstep3' % pre)   # p = rk + 384 = key 12 + 0: step 3 uses p - 32
        out('%sloop:' % pre)
        tail = None
        for j in (0, 3, 2, 1):
            out('%sstep%d:' % (pre, j))
            out('    /* Inverse S-box, AddRoundKey, InvMixColumns in frame %d. */' % j)
            check = j == 0
            if check:
                out('    ldr     r8, [sp, #%d]' % (4 * SLOT_P))
                out('    ldr     r9, [sp, #%d]' % (4 * SLOT_STOP_A))
                out('    cmp     r8, r9                  /* last? (flags kept) */')
            code, c, ex = gen_round(j, rng, trials, True, check)
            total['round%d' % j] = c
            if check:
                k = [i for i, x in enumerate(code) if x.kind == 'label'][0]
                out.code(code[:k])
                out('    beq     %slast' % pre)
                out.code(code[k + 1:])
                tail = ex
            else:
                out.code(code)
        out('    ldr     r8, [sp, #%d]' % (4 * SLOT_P))
        out('    sub     r8, r8, #128')
        out('    str     r8, [sp, #%d]' % (4 * SLOT_P))
        out('    b       %sloop' % pre)
        out('%slast:' % pre)
        out('    /* AddRoundKey 0, transpose back, store. */')
        snap, sb = tail
        plain_tail = None
        if cbc_name:
            # CBC's tail falls through to the next pair; the plain one is
            # out of line (after the return), reached by a taken branch.
            free = [r for r in REGS if snap.reg[r] is None][0]
            out('    ldr     %s, [sp, #%d]' % (free, 4 * SLOT_ENTRY))
            out('    cmp     %s, #0' % free)
            out('    beq     %splain_last' % pre)
            plain_snap = snap.clone()
            out('    /* CBC: each block XORed with the ciphertext block before it. */')
            code = gen_tail(snap, sb, True, False, 'tlc', xor_in=True, xor_off=-16)
            total['cbc_tail'] = cost(code)
            out.code(code)
            plain_tail = gen_tail(plain_snap, sb, True, False, 'tld')
            total['tail'] = cost(plain_tail)
        else:
            code = gen_tail(snap, sb, True, False, 'tld')
            total['tail'] = cost(code)
            out.code(code)
    out('%snext:' % pre)
    out('    ldr     r0, [sp, #%d]' % (4 * SLOT_IN))
    out('    ldr     r1, [sp, #%d]' % (4 * SLOT_OUT))
    out('    ldr     r2, [sp, #%d]' % (4 * SLOT_PAIRS))
    out('    adds    r0, r0, #32')
    out('    adds    r1, r1, #32')
    out('    str     r0, [sp, #%d]' % (4 * SLOT_IN))
    out('    str     r1, [sp, #%d]' % (4 * SLOT_OUT))
    out('    subs    r2, r2, #1')
    out('    str     r2, [sp, #%d]' % (4 * SLOT_PAIRS))
    out('    bne     %spair' % pre)
    if cbce_name:
        out('%swipe:' % pre)
    out('    /* The spill slots held state: wipe them. */')
    for l in wipe_code(out.lines[first_line:]):
        out('    ' + l)
    out('%sreturn:' % pre)
    out('    add     sp, sp, #%d' % F)
    out('    pop     {r4-r11, pc}')
    if decrypt and plain_tail is not None:
        out('%splain_last:' % pre)
        out('    /* Blocks: AddRoundKey 0, transpose back, store. */')
        out.code(plain_tail)
        out('    b       %snext' % pre)
    out('    .size   %s, . - %s' % (name, name))
    out()
    return total


# --- CTR (mcu_aes_ct_fixsliced_armv7m_ctr_batches) -------------------------------------
# aes_ct_fixsliced.cc's CTR comment gives the method; here the batch (8
# counter blocks: their low words through round 0 and the S-box of round 1,
# 32 S-boxes at once) and the pair steps (round 1 of one pair from the
# batch's column i, then rounds 2..nr in the encryption's loop, its tail
# XORing the keystream into the input).

def gen_ctr_batch(rng, trials):
    """W = S(Transpose(bswap(low + m) ^ key3, m = 0..7)) into r0..r7, low + 8
    into r8."""
    new = Namer('cb')
    k = new('k')
    pre = [ld(k, 'ctx', CTX_KEY3)]
    w = []
    for m in range(8):
        v = 'low'
        if m:
            v = new('v')
            pre.append(alui('add', v, 'low', m))
        r, x = new('r'), new('w')
        pre.append(un('rev', r, v))
        pre.append(alu('eor', x, r, k))
        w.append(x)
    o, w = transpose_ops(w, new)
    pre += o
    outs = [new('W') for _ in range(8)]
    sbox = sbox_ops(w, outs, new('x'))
    o1, bonus = SBOX_CACHE[False]
    nl = new('nl')
    post = [alui('add', nl, 'low', 8)]
    out_map = {outs[i]: CANON[i] for i in range(8)}
    out_map[nl] = 'r8'
    best = None
    for trial in range(trials):
        noise = 0.0 if trial == 0 else rng.choice([0.5, 1, 2, 4, 8])
        order = list_schedule(pre, rng, noise, set(HOMES))
        a = Alloc()
        a.bonus = bonus
        a.run(order + [sbox[i] for i in o1] + post, out_map)
        code = hoist_loads(a.code)
        if best is None or cost(code) < cost(best):
            best = code
    return best


def ctr_pair_ops(i, wide):
    """Round 1 of pair i of the batch: its blocks' S-box outputs are column i
    of W (slots SLOT_W..), moved to column 3 by a left rotation of 6 - 2i;
    MixColumns of a column-3-only state is u = t ^ (t ror 10), row b gets
    (t ror 10) ^ (u ror 20) ^ u(b-1) [^ u7] (every byte rotation is a word
    rotation there); plus e (the other columns' round 1, constant) and, wide,
    d under the mask of the blocks past the low word's wrap."""
    new = Namer('cp%d%s' % (i, 'w' if wide else 'n'))
    W = ['cW%d' % b for b in range(8)]
    r = (26 + 2 * i) % 32
    ops = []
    t, u = [], []
    for b in range(8):
        tb, ub = new('t'), new('u')
        ops.append(alui('and', tb, W[b], 0x03030303 << (2 * i)))
        ops.append(alu('eor', ub, tb, tb, ('ror', 10)))
        t.append(tb)
        u.append(ub)
    if wide:
        l0, v0, v1, m0, m1, a0, a1, M = [new(x) for x in
                                         ('l0', 'v', 'v', 'm', 'm', 'a', 'a', 'M')]
        ops += [ld(l0, 'ctx', CTX_LOW0),
                alui('sub', v0, 'low', 8 - 2 * i), alui('sub', v1, 'low', 7 - 2 * i),
                ltm(m0, v0, l0), ltm(m1, v1, l0),
                alui('and', a0, m0, 0x55555555), alui('and', a1, m1, 0xaaaaaaaa),
                alu('orr', M, a0, a1)]
    outs = []
    for b in range(8):
        e = new('e')
        ops.append(ld(e, 'ctx', CTX_E + 4 * b))
        prev = u[7] if b == 0 else u[b - 1]
        acc = new('s')
        ops.append(alu('eor', acc, e, prev, rot_sh(r)))
        nxt = new('s')
        ops.append(alu('eor', nxt, acc, t[b], rot_sh((r + 10) % 32)))
        acc = nxt
        nxt = new('s')
        ops.append(alu('eor', nxt, acc, u[b], rot_sh((r + 20) % 32)))
        acc = nxt
        if b in (1, 3, 4):
            nxt = new('s')
            ops.append(alu('eor', nxt, acc, u[7], rot_sh(r)))
            acc = nxt
        if wide:
            d, dm, nxt = new('d'), new('dm'), new('s')
            ops += [ld(d, 'ctx', CTX_D + 4 * b), alu('and', dm, d, M), alu('eor', nxt, acc, dm)]
            acc = nxt
        outs.append(acc)
    return ops, W, {outs[b]: CANON[b] for b in range(8)}


def gen_ctr_pair(i, wide, rng, trials):
    ops, W, out_map = ctr_pair_ops(i, wide)
    mem = {W[b]: SLOT_W + b for b in range(8)}
    idx = {id(op): k for k, op in enumerate(ops)}

    def evaluate_order(order):
        a = Alloc(mem=mem)
        a.run([ops[k] for k in order], out_map)
        code = hoist_loads(a.code)
        return code, cost(code)

    best = None
    for trial in range(trials):
        noise = 0.0 if trial == 0 else rng.choice([0.5, 1, 2, 4, 8])
        o = [idx[id(op)] for op in list_schedule(ops, rng, noise, set(HOMES) | set(W))]
        c = evaluate_order(o)[1]
        if best is None or c < best[0]:
            best = (c, o)
    o, c = anneal(ops, best[1], lambda o: evaluate_order(o)[1], rng, 10 * ANNEAL_ITERS)
    return evaluate_order(o)


# Each CTR part is the best of CTR_SEEDS searches, each with a random
# generator of its own, so the CTR code does not move when the rounds'
# searches (which come first) change.
CTR_SEEDS = 3


def ctr_rngs(part):
    return [random.Random(SEED * 1000 + 10 * part + k) for k in range(CTR_SEEDS)]


def emit_ctr(out, trials):
    F = 4 * FRAME_WORDS
    name = 'mcu_aes_ct_fixsliced_armv7m_ctr_batches'
    first_line = out.lines.index('mcu_aes_ct_fixsliced_armv7m_encrypt_pairs:')
    first_ctr = len(out.lines)
    total = {}
    out('    .global %s' % name)
    out('    .type   %s, %%function' % name)
    out('    .p2align 2')
    out('    .thumb_func')
    out('%s:' % name)
    out('    push    {r4-r11, lr}')
    out('    sub     sp, sp, #%d' % F)
    out('    cmp     r3, #0')
    out('    beq     .Lctr_return')
    out('    lsls    r3, r3, #2                 /* 4 pairs a batch */')
    out('    str     r3, [sp, #%d]' % (4 * SLOT_PAIRS))
    out('    str     r0, [sp, #%d]' % (4 * SLOT_CTX))
    out('    str     r1, [sp, #%d]' % (4 * SLOT_IN))
    out('    str     r2, [sp, #%d]' % (4 * SLOT_OUT))
    out('    ldr     r4, [r0, #%d]' % CTX_RK)
    out('    ldr     r5, [r0, #%d]' % CTX_NR)
    out('    ldr     r6, [r0, #%d]' % CTX_LOW0)
    out('    ldr     r7, [r0, #%d]' % CTX_WIDE)
    out('    str     r4, [sp, #%d]' % (4 * SLOT_RK))
    out('    str     r5, [sp, #%d]' % (4 * SLOT_NR))
    out('    str     r6, [sp, #%d]' % (4 * SLOT_LOW))
    out('    add     r8, r4, r5, lsl #5')
    out('    sub     r9, r8, #32')
    out('    str     r9, [sp, #%d]' % (4 * SLOT_STOP_A))
    out('    sub     r9, r8, #96')
    out('    str     r9, [sp, #%d]' % (4 * SLOT_STOP_B))
    out('    lsls    r7, r7, #2')
    out('    str     r7, [sp, #%d]               /* step: batch, narrow or wide */' %
        (4 * SLOT_IDX))
    out('    movs    r7, #1')
    out('    str     r7, [sp, #%d]               /* tail: XOR into [in] */' % (4 * SLOT_ENTRY))
    out('    b       .Lctr_dispatch')
    out('.Lctr_next:')
    out('    ldr     r0, [sp, #%d]' % (4 * SLOT_IN))
    out('    ldr     r1, [sp, #%d]' % (4 * SLOT_OUT))
    out('    ldr     r2, [sp, #%d]' % (4 * SLOT_PAIRS))
    out('    adds    r0, r0, #32')
    out('    adds    r1, r1, #32')
    out('    str     r0, [sp, #%d]' % (4 * SLOT_IN))
    out('    str     r1, [sp, #%d]' % (4 * SLOT_OUT))
    out('    subs    r2, r2, #1')
    out('    str     r2, [sp, #%d]' % (4 * SLOT_PAIRS))
    out('    beq     .Lctr_done')
    out('.Lctr_dispatch:')
    out('    ldr     r0, [sp, #%d]' % (4 * SLOT_IDX))
    out('    tbh     [pc, r0, lsl #1]')
    out('.Lctr_table:')
    for target in ['batch', 'n1', 'n2', 'n3', 'batch', 'w1', 'w2', 'w3']:
        out('    .hword  (.Lctr_%s - .Lctr_table) / 2' % target)
    out('.Lctr_batch:')
    out('    /* Eight counter blocks: low words through round 0 and the S-box. */')
    code = min((gen_ctr_batch(r, trials) for r in ctr_rngs(0)), key=cost)
    total['batch'] = cost(code)
    out.code(code)
    for b in range(8):
        out('    str     r%d, [sp, #%d]' % (b, 4 * (SLOT_W + b)))
    out('    str     r8, [sp, #%d]' % (4 * SLOT_LOW))
    out('    ldr     r0, [sp, #%d]' % (4 * SLOT_IDX))
    out('    cmp     r0, #0')
    out('    bne     .Lctr_w0')
    for wide in (False, True):
        for i in range(4):
            lab = '%s%d' % ('w' if wide else 'n', i)
            out('.Lctr_%s:' % lab)
            out('    /* Pair %d of the batch (%s counter): round 1, then rounds 2..nr. */' %
                (i, '128-bit' if wide else '32-bit'))
            code, c = min((gen_ctr_pair(i, wide, r, trials)
                           for r in ctr_rngs(1 + i + 4 * wide)), key=lambda x: x[1])
            total['pair_' + lab] = c
            out.code(code)
            out('    movs    r8, #%d' % ((i + 1) % 4 + (4 if wide else 0)))
            out('    str     r8, [sp, #%d]' % (4 * SLOT_IDX))
            out('    ldr     r8, [sp, #%d]' % (4 * SLOT_RK))
            out('    add     r8, r8, #32')
            out('    str     r8, [sp, #%d]               /* p: round key 1 */' % (4 * SLOT_P))
            out('    b       .Lenc_step2')
    out('.Lctr_done:')
    out('    /* The spill slots and the batch held state: wipe them. */')
    lines = out.lines[first_line:]
    for l in wipe_code(lines):
        out('    ' + l)
    out('.Lctr_return:')
    out('    add     sp, sp, #%d' % F)
    out('    pop     {r4-r11, pc}')
    out('    .size   %s, . - %s' % (name, name))
    out()
    return total

HEADER = """/* GENERATED by aes_ct_fixsliced_armv7m_gen.py: do not edit; change the
 * generator and run
 *   python3 crypto/aes/gen/aes_ct_fixsliced_armv7m_gen.py > crypto/aes/aes_ct_fixsliced_armv7m.S
 *
 * Fixsliced AES rounds (aes_ct_fixsliced_core.h) in Thumb-2 for Armv7E-M
 * (Cortex-M4): the operations of aes_ct_fixsliced_portable.cc (its comments
 * and aes_ct_fixsliced.cc's describe the representation, the frames and
 * the circuits), with registers allocated and loads scheduled by the
 * generator for the Cortex-M4 cycle model. Decryption computes the same
 * functions with other circuits: the inverse S-box with the two L^-1
 * merged into the circuit's linear layers (126 gates instead of 145), and
 * InvMixColumns in frames 1 and 3 as A + Rot1(B) over s and s ^ Rot2(s)
 * (16 byte-wise rotations instead of 24); the generator describes them and
 * checks them against the field arithmetic each time it runs:
 *
 *   void mcu_aes_ct_fixsliced_armv7m_encrypt_pairs(const uint32_t *rk, unsigned nr,
 *       const uint8_t *in, uint8_t *out, size_t pairs);
 *   void mcu_aes_ct_fixsliced_armv7m_decrypt_pairs(... the same ...);
 *   void mcu_aes_ct_fixsliced_armv7m_cbc_decrypt_pairs(... the same ...);
 *   void mcu_aes_ct_fixsliced_armv7m_cbc_encrypt_blocks(const uint32_t *rk, unsigned nr,
 *       const uint8_t *in, uint8_t *out, size_t blocks, const uint8_t *iv);
 *   void mcu_aes_ct_fixsliced_armv7m_ctr_batches(const mcu_aes_ct_fixsliced_ctr_ctx *ctx,
 *       const uint8_t *in, uint8_t *out, size_t batches);
 *
 * CTR's batches (the method: aes_ct_fixsliced.cc) compute round 1 of their
 * counter blocks here and then enter the encryption's loop at round 2; the
 * loop's tails test the frame's entry word and, for CTR, XOR the keystream
 * into the input and come back to the next pair of the batch. CBC
 * decryption enters the decryption with its entry word set: its tail XORs
 * each block with the 16 bytes before it in the input (the chaining value:
 * the caller keeps them readable, and out disjoint from in). CBC
 * encryption (a chain: one block per pass, alone in lane 0 of the pair)
 * enters the encryption's loop with entry word -1, from its own pack: the
 * block XOR the chaining value (the IV, then the block just stored at out)
 * XOR round key 0 in byte order (computed once per call into the frame),
 * transposed with lane 1 zero; its tails transpose back lane 0 only and
 * add round key nr in byte order (from the frame too) before storing it. A
 * jump table on the step number (public: the position in the batch) picks
 * the next batch or pair.
 *
 * Between rounds the state is in r0..r7 (word b in rb); the S-box spills to
 * the stack what 14 registers cannot hold. The round-key pointer p, the
 * input and output pointers and the pair count live in the frame. Four
 * rounds (frames 1, 2, 3, 0) are unrolled into a loop; the exit test is a
 * compare before the S-box of the round that may be the last, its flags
 * kept through the S-box (no instruction there sets flags) for the branch
 * to the last round's tail.
 *
 * CONSTANT TIME BY CONSTRUCTION: every instruction on the state is a
 * data-processing instruction, or a load or store at the stack pointer or a
 * public pointer plus a constant. The branches depend on nr, the pair
 * count and CTR's step in its batch only; the one table read is CTR's jump
 * table, at that step. CTR's mask of the blocks past the counter's wrap is
 * SUBS then SBC (the flags carry the comparison into the SBC only). (The
 * valgrind harness in tests/ct runs on the host, with the C++ rounds;
 * ct_trace_<board> compares this file's traces in the simulator, and it is
 * constant time by the same rule, checked by reading it: no indexed address
 * but the jump table's, no conditional instruction other than those
 * branches.) The spill slots and CTR's batch are wiped before returning.
 *
 * Stack frame (words from sp): 0 p, 1 rk, 2 in, 3 out, 4 pairs left, 5 and
 * 6 the values of p at which the loop ends, 7 nr, 8..30 spill slots, 31 the
 * entry (encryption: 0 blocks, 1 CTR, -1 CBC; decryption: 0 blocks, 1 CBC), 32..42 CTR's (context, next low
 * counter word, step, the batch's S-box output) or CBC encryption's (32 the
 * chaining value's address, 33 rk + 32, 35..38 round key 0 and 39..42
 * round key nr in byte order, both wiped at the end); above it the saved
 * r4-r11, lr and the fifth and sixth arguments.
 */
    .syntax unified
    .thumb
    .text
"""


def main():
    inv_mixcolumns_check()
    inv_sbox_check()
    rng = random.Random(SEED)
    trials = SEARCH_TRIALS
    if len(sys.argv) > 1:
        trials = int(sys.argv[1])
    out = Out()
    for line in HEADER.rstrip('\n').split('\n'):
        out(line)
    out()
    te = emit_function(out, 'mcu_aes_ct_fixsliced_armv7m_encrypt_pairs', False, rng, trials,
                       cbce_name='mcu_aes_ct_fixsliced_armv7m_cbc_encrypt_blocks')
    # The decryption's searches have their own random generator.
    td = emit_function(out, 'mcu_aes_ct_fixsliced_armv7m_decrypt_pairs', True,
                       random.Random(SEED + 1), trials,
                       cbc_name='mcu_aes_ct_fixsliced_armv7m_cbc_decrypt_pairs')
    tc = emit_ctr(out, trials)
    sys.stdout.write('\n'.join(out.lines) + '\n')
    sys.stderr.write('encrypt model cycles per part: %s\n' % te)
    sys.stderr.write('decrypt model cycles per part: %s\n' % td)
    sys.stderr.write('ctr model cycles per part: %s\n' % tc)


if __name__ == '__main__':
    main()
