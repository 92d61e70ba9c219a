#!/usr/bin/env python3
"""Generates des_bitsliced_rounds_armv7m.S (bitsliced DES rounds in Thumb-2).

    python3 crypto/des/gen/des_bitsliced_armv7m_gen.py > crypto/des/des_bitsliced_rounds_armv7m.S

The S-box circuits are read from crypto/des/des_sbox_circuits.h (the same
gates the portable rounds evaluate). Per S-box the script
  - folds the NOT gates into the polarity of values (AND with a complemented
    operand is BIC, OR is ORN, a complemented XOR input complements the
    result), so a NOT costs nothing except on an S-box output (one MVN);
  - forms each input x = R[E(t)] ^ spread(key bit) with SBFX (E is only the
    choice of which R word is loaded), all six at the start (pipelined
    loads) or each just before its first use, whichever the cost model
    below prefers;
  - allocates the 14 usable registers (r0-r12, lr; sp is the base of the
    state, round key and spill slots) by furthest next use, spilling to the
    stack (the round key word is reloaded, never stored);
  - XORs each output into its L word (P is only the choice of that word).
Costs are those of tools/sim/cortex_m4_timing.cc: one cycle per ALU
instruction, LDR 2 cycles or 1 right after another load, STR 1, LDRD/STRD
3, LDM/STM 1 + N, a taken branch +2; no address register is ever written
by the instruction before its load or store, except in the glue code.

Every instruction of the rounds is a data-processing instruction or a load
or store at sp plus a constant; the branches count rounds and stages:
constant time by construction.
"""

import os
import re
import sys

REGS = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10', 'r11', 'r12',
        'lr']

# FIPS 46-3 P: output bit i (1..32) of f is S-box output bit kP[i - 1].
P = [16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
     2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25]

# Stack frame (bytes from sp): the state (L words 0..31, R words 32..63 in
# the unswapped rounds), the round's key words, the glue's slots, spills.
OFF_KE, OFF_KO = 256, 260
OFF_RK, OFF_STEP, OFF_CNT, OFF_PLAN, OFF_NST, OFF_W = 264, 268, 272, 276, 280, 284
OFF_AE, OFF_AO = 288, 292
OFF_SPILL = 296


def e_bit(s, t):
    """R's bit (1..32) feeding input t (1..6) of S-box s (0..7): E."""
    return (4 * s + t - 2 + 32) % 32 + 1


def p_bit(s, k):
    """f's bit (1..32) that output bit k (1..4) of S-box s lands on."""
    return P.index(4 * s + k) + 1


def key_bit(s, t):
    """Word bit of S-box s's input t in ke / ko (des_common.h SboxInputBit)."""
    return (33 - 4 * s - t + 64) % 32


# --- The circuits ------------------------------------------------------------

def parse_circuits(path):
    """Eight lists of ('gate', dst, op, a, b) and ('out', k, v)."""
    text = open(path).read()
    boxes = []
    for body in re.split(r'inline void Sbox\d\(', text)[1:]:
        body = body.split('\n}\n')[0]
        ops = []
        for line in body.split('\n'):
            line = line.strip()
            m = re.match(r'const uint32_t (t\d+) = (.*);$', line)
            if m:
                dst, e = m.group(1), m.group(2)
                m2 = re.match(r'^~(\w+)$', e)
                if m2:
                    ops.append(('gate', dst, 'not', m2.group(1), None))
                    continue
                m2 = re.match(r'^(\w+) & ~(\w+)$', e)
                if m2:
                    ops.append(('gate', dst, 'andn', m2.group(1), m2.group(2)))
                    continue
                m2 = re.match(r'^(\w+) ([&|^]) (\w+)$', e)
                assert m2, line
                op = {'&': 'and', '|': 'or', '^': 'xor'}[m2.group(2)]
                ops.append(('gate', dst, op, m2.group(1), m2.group(3)))
                continue
            m = re.match(r'y(\d) \^= (\w+);$', line)
            if m:
                ops.append(('out', int(m.group(1)), m.group(2)))
        boxes.append(ops)
    assert len(boxes) == 8
    return boxes


def evaluate(ops, x):
    """The circuit on input bits x[1..6] (0/1): output bits y[1..4]."""
    v = {'x%d' % t: x[t] for t in range(1, 7)}
    y = [0] * 5
    for op in ops:
        if op[0] == 'gate':
            _, d, o, a, b = op
            if o == 'not':
                v[d] = 1 - v[a]
            elif o == 'andn':
                v[d] = v[a] & (1 - v[b])
            elif o == 'and':
                v[d] = v[a] & v[b]
            elif o == 'or':
                v[d] = v[a] | v[b]
            else:
                v[d] = v[a] ^ v[b]
        else:
            y[op[1]] ^= v[op[2]]
    return y


# --- Lowering: polarity folding ----------------------------------------------

def lower(ops):
    """Machine-level ops on SSA values: ('alu', opc, dst, a, b) with opc in
    and/bic/orr/orn/eor (bic a, b = a & ~b; orn a, b = a | ~b) and
    ('out', k, v, neg): y_k ^= v (neg: ^= ~v)."""
    pol = {}   # name -> (base value, complemented)
    out = []

    def get(n):
        return pol.get(n, (n, False))

    for op in ops:
        if op[0] == 'out':
            b, ng = get(op[2])
            out.append(('out', op[1], b, ng))
            continue
        _, d, o, a, b = op
        if o == 'not':
            ba, na = get(a)
            pol[d] = (ba, not na)
            continue
        ba, na = get(a)
        bb, nb = get(b)
        if o == 'andn':
            o, nb = 'and', not nb
        if o == 'and':
            if not na and not nb:
                ins, neg = ('and', ba, bb), False
            elif not na and nb:
                ins, neg = ('bic', ba, bb), False
            elif na and not nb:
                ins, neg = ('bic', bb, ba), False
            else:
                ins, neg = ('orr', ba, bb), True
        elif o == 'or':
            if not na and not nb:
                ins, neg = ('orr', ba, bb), False
            elif not na and nb:
                ins, neg = ('orn', ba, bb), False
            elif na and not nb:
                ins, neg = ('orn', bb, ba), False
            else:
                ins, neg = ('and', ba, bb), True
        else:
            ins, neg = ('eor', ba, bb), na != nb
        out.append(('alu', ins[0], d, ins[1], ins[2]))
        pol[d] = (d, neg)
    return out


def check_lowered(ops, low):
    for xi in range(64):
        x = [0] + [(xi >> (6 - t)) & 1 for t in range(1, 7)]
        want = evaluate(ops, x)
        v = {'x%d' % t: x[t] for t in range(1, 7)}
        y = [0] * 5
        for op in low:
            if op[0] == 'alu':
                _, o, d, a, b = op
                A, B = v[a], v[b]
                v[d] = {'and': A & B, 'bic': A & (1 - B), 'orr': A | B,
                        'orn': A | (1 - B), 'eor': A ^ B}[o]
            else:
                y[op[1]] ^= v[op[2]] ^ (1 if op[3] else 0)
        assert y == want, (xi, y, want)


# --- Register allocation -----------------------------------------------------

class Emitter:
    def __init__(self):
        self.lines = []

    def ins(self, text):
        self.lines.append('    ' + text)


def cost(lines):
    """Cycles of straight-line code under the Cortex-M4 model."""
    c, prev_load = 0, False
    for line in lines:
        op = line.split()[0]
        if op == 'ldr':
            c += 1 if prev_load else 2
            prev_load = True
            continue
        prev_load = False
        c += 1
    return c


def allocate(low, s, lo, ro, eager, clean_bias, negated):
    """Thumb-2 for S-box s with L at byte offset lo, R at ro; returns
    (lines, number of spill slots used). An output the circuit produces
    complemented is XORed in as it is, its bit of f (1..32) added to
    `negated` (see complement_masks)."""
    koff = OFF_KO if s & 1 else OFF_KE
    # The program: inputs placed eagerly (all first) or before first use.
    prog = []
    formed = set()
    if eager:
        prog.append(('inputs', ['x%d' % t for t in range(1, 7)]))
        formed = {'x%d' % t for t in range(1, 7)}
    for op in low:
        srcs = [op[3], op[4]] if op[0] == 'alu' else [op[2]]
        for v in srcs:
            if v.startswith('x') and v not in formed:
                formed.add(v)
                prog.append(('inputs', [v]))
        prog.append(op)

    def uses_of(op):
        if op[0] == 'inputs':
            return ['k']
        if op[0] == 'alu':
            return [op[3], op[4]]
        return [op[2]]

    use_pos = {}
    for i, op in enumerate(prog):
        for v in uses_of(op):
            use_pos.setdefault(v, []).append(i)

    def next_use(v, i):
        for p in use_pos.get(v, []):
            if p >= i:
                return p
        return None

    reg = {}          # value -> register
    owner = {}        # register -> value
    slot = {}         # value -> spill slot (value stored there)
    free_slots = []
    nslots = [0]
    em = Emitter()

    def slot_off(v):
        if v == 'k':
            return koff
        return OFF_SPILL + 4 * slot[v]

    def evict(i, protect):
        cands = [r for r in REGS if r in owner and owner[r] not in protect]
        best, best_score = None, None
        for r in cands:
            v = owner[r]
            nu = next_use(v, i)
            dist = 10 ** 6 if nu is None else nu - i
            clean = v == 'k' or v in slot or nu is None
            score = dist * (clean_bias if clean else 1.0)
            if best_score is None or score > best_score:
                best, best_score = r, score
        v = owner[best]
        if next_use(v, i) is not None and v != 'k' and v not in slot:
            if free_slots:
                slot[v] = free_slots.pop()
            else:
                slot[v] = nslots[0]
                nslots[0] += 1
            em.ins('str     %s, [sp, #%d]' % (best, slot_off(v)))
        del owner[best]
        del reg[v]
        return best

    def get_reg(i, protect):
        for r in REGS:
            if r not in owner:
                return r
        return evict(i, protect)

    def ensure(v, i, protect):
        if v in reg:
            return reg[v]
        r = get_reg(i, protect)
        em.ins('ldr     %s, [sp, #%d]' % (r, slot_off(v)))
        reg[v] = r
        owner[r] = v
        return r

    def release_dead(i, vals):
        for v in set(vals):
            if v in reg and next_use(v, i + 1) is None:
                r = reg.pop(v)
                del owner[r]
            if v in slot and next_use(v, i + 1) is None:
                free_slots.append(slot.pop(v))

    def define(v, r):
        reg[v] = r
        owner[r] = v

    for i, op in enumerate(prog):
        if op[0] == 'inputs':
            xs = op[1]
            protect = set(xs) | {'k'}
            rs = []
            for x in xs:
                r = get_reg(i, protect)
                define(x, r)
                rs.append(r)
            # Loads first (pipelined), then the key word, then SBFX/EOR.
            for x, r in zip(xs, rs):
                t = int(x[1:])
                em.ins('ldr     %s, [sp, #%d]' % (r, ro + 4 * (e_bit(s, t) - 1)))
            kr = ensure('k', i, protect)
            for x, r in zip(xs, rs):
                t = int(x[1:])
                tmp = get_reg(i, protect)
                em.ins('sbfx    %s, %s, #%d, #1' % (tmp, kr, key_bit(s, t)))
                em.ins('eor     %s, %s, %s' % (r, r, tmp))
            release_dead(i, ['k'])
            continue
        if op[0] == 'alu':
            _, o, d, a, b = op
            ra = ensure(a, i, {a, b})
            rb = ensure(b, i, {a, b})
            release_dead(i, [a, b])
            rd = get_reg(i, {a, b})
            define(d, rd)
            em.ins('%-7s %s, %s, %s' % (o, rd, ra, rb))
            if next_use(d, i + 1) is None:
                raise AssertionError('dead value ' + d)
            continue
        _, k, v, neg = op
        rv = ensure(v, i, {v})
        tmp = get_reg(i, {v})
        owner[tmp] = '#tmp'
        loff = lo + 4 * (p_bit(s, k) - 1)
        em.ins('ldr     %s, [sp, #%d]' % (tmp, loff))
        em.ins('eor     %s, %s, %s' % (tmp, tmp, rv))
        if neg:
            negated.add(p_bit(s, k))
        em.ins('str     %s, [sp, #%d]' % (tmp, loff))
        del owner[tmp]
        release_dead(i, [v])
    assert not owner, owner
    return em.lines, nslots[0]


def best_sbox(low, s, lo, ro):
    """The cheapest code over input placements and spill preferences (the
    circuit's own gate order: randomised reorderings found nothing better)."""
    best = None
    for eager in (True, False):
        for bias in (1.0, 1.5, 2.0, 3.0):
            lines, ns = allocate(low, s, lo, ro, eager, bias, set())
            c = cost(lines)
            if best is None or c < best[0]:
                best = (c, lines, ns, eager, bias)
    return best


def complement_masks(lowered):
    """(N, ae, ao): the bits of f (1..32) every round XORs in complemented,
    and the key-word bits that undo them. With L' = L ^ N kept instead of
    L, the complements alternate between the halves with period four
    rounds: in rounds 2 and 3 of every four (of a stage) the half read as R
    carries them, and flipping the key bits of the S-box inputs it feeds
    (ae in ke, ao in ko) gives every S-box its true input; after 4, 8, 12,
    16 rounds nothing is left complemented."""
    n = set()
    for s in range(8):
        allocate(lowered[s], s, 0, 128, True, 1.0, n)
    ae = ao = 0
    for s in range(8):
        for t in range(1, 7):
            if e_bit(s, t) in n:
                if s & 1:
                    ao ^= 1 << key_bit(s, t)
                else:
                    ae ^= 1 << key_bit(s, t)
    return n, ae, ao


# --- The file ------------------------------------------------------------------

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    boxes = parse_circuits(os.path.join(here, '..', 'des_sbox_circuits.h'))
    lowered = []
    for ops in boxes:
        low = lower(ops)
        check_lowered(ops, low)
        lowered.append(low)

    negated, ae, ao = complement_masks(lowered)
    bodies = {}
    total, max_slots, notes = 0, 0, []
    for name, lo, ro in (('lr', 0, 128), ('rl', 128, 0)):
        code = []
        for s in range(8):
            c, lines, ns, eager, bias = best_sbox(lowered[s], s, lo, ro)
            max_slots = max(max_slots, ns)
            if name == 'lr':
                total += c
                notes.append('S%d %d' % (s + 1, c))
            code.append('    /* S%d */' % (s + 1))
            code.extend(lines)
        bodies[name] = code

    nspill = max_slots
    frame = OFF_SPILL + 4 * nspill
    if frame % 8 != 4:      # 9 saved registers: sp stays 8-aligned
        frame += 4
    o = []
    w = o.append
    w('/* Generated by crypto/des/gen/des_bitsliced_armv7m_gen.py: do not edit.')
    w(' *')
    w(' * Bitsliced DES rounds (FIPS 46-3) in Thumb-2 for Armv7E-M (Cortex-M4),')
    w(' * the Cortex-M4 backend of des_bitsliced_rounds.h:')
    w(' *')
    w(' *   void mcu_des_bitsliced_armv7m_rounds(uint32_t w[64],')
    w(' *                                        const uint32_t *plan, uint32_t stages);')
    w(' *')
    w(' * w: L (words 0..31) and R (32..63) after IP, one word per bit, one bit')
    w(' * per block. plan: per stage of 16 rounds, the first round key\'s address')
    w(' * and the step in words to the next (+2 or -2); the stages alternate')
    w(' * which half is L (the middle DES of Triple-DES has them swapped). The')
    w(' * state is copied to the stack so that sp addresses it, the round key and')
    w(' * the spill slots, leaving 14 registers to the S-box circuits')
    w(' * (des_sbox_circuits.h; model cycles per S-box: %s; one round %d).' %
      (', '.join(notes), total))
    w(' * The %d outputs the circuits give complemented are XORed in as they are:' % len(negated))
    w(' * the half they land in is kept complemented on those words and the')
    w(' * next round\'s key bits undo it (see round_key). The frame is wiped')
    w(' * before returning.')
    w(' *')
    w(' * Constant time: every instruction of the rounds is a data-processing')
    w(' * instruction or a load or store at sp plus a constant; the branches')
    w(' * count rounds and stages only.')
    w(' */')
    w('    .syntax unified')
    w('    .thumb')
    w('    .text')
    w('')
    w('    .set    FRAME, %d' % frame)
    w('')
    w('/* The next round\'s key words (ke, ko) to [sp, #%d], [sp, #%d], with the' % (OFF_KE, OFF_KO))
    w(' * bits that undo the complemented half (ae, ao at [sp, #%d], [sp, #%d])' % (OFF_AE, OFF_AO))
    w(' * flipped in rounds 2 and 3 of every four: when bit 1 of the count of')
    w(' * rounds left in the stage (16 .. 1) is set. */')
    w('.macro round_key')
    w('    ldr     r0, [sp, #%d]' % OFF_RK)
    w('    ldr     r1, [sp, #%d]' % OFF_STEP)
    w('    ldr     r12, [sp, #%d]' % OFF_CNT)
    w('    ldr     r4, [sp, #%d]' % OFF_AE)
    w('    ldr     r5, [sp, #%d]' % OFF_AO)
    w('    ldrd    r2, r3, [r0]')
    w('    sbfx    r12, r12, #1, #1')
    w('    and     r4, r4, r12')
    w('    and     r5, r5, r12')
    w('    eor     r2, r2, r4')
    w('    eor     r3, r3, r5')
    w('    add     r0, r0, r1, lsl #2')
    w('    str     r0, [sp, #%d]' % OFF_RK)
    w('    strd    r2, r3, [sp, #%d]' % OFF_KE)
    w('.endm')
    w('')
    w('/* A stage\'s (first key, step) from the plan at r0; 16 rounds. */')
    w('.macro stage_start')
    w('    ldm     r0!, {r1, r2}')
    w('    str     r0, [sp, #%d]' % OFF_PLAN)
    w('    movs    r3, #16')
    w('    strd    r1, r2, [sp, #%d]' % OFF_RK)
    w('    str     r3, [sp, #%d]' % OFF_CNT)
    w('.endm')
    w('')
    w('/* After a round: the other half\'s round, or the next stage (which')
    w(' * starts with the same halves: the stages alternate), or the end. */')
    w('.macro round_end other, same')
    w('    ldr     r0, [sp, #%d]' % OFF_CNT)
    w('    subs    r0, r0, #1')
    w('    str     r0, [sp, #%d]' % OFF_CNT)
    w('    bne     \\other')
    w('    ldr     r1, [sp, #%d]' % OFF_NST)
    w('    subs    r1, r1, #1')
    w('    beq     .Ldone')
    w('    str     r1, [sp, #%d]' % OFF_NST)
    w('    ldr     r0, [sp, #%d]' % OFF_PLAN)
    w('    stage_start')
    w('    b       \\same')
    w('.endm')
    w('')
    w('    .global mcu_des_bitsliced_armv7m_rounds')
    w('    .type   mcu_des_bitsliced_armv7m_rounds, %function')
    w('    .p2align 2')
    w('    .thumb_func')
    w('mcu_des_bitsliced_armv7m_rounds:')
    w('    push    {r4-r11, lr}')
    w('    sub     sp, sp, #FRAME')
    w('    str     r0, [sp, #%d]' % OFF_W)
    w('    str     r2, [sp, #%d]' % OFF_NST)
    w('    movw    r4, #0x%04x' % (ae & 0xffff))
    w('    movt    r4, #0x%04x' % (ae >> 16))
    w('    movw    r5, #0x%04x' % (ao & 0xffff))
    w('    movt    r5, #0x%04x' % (ao >> 16))
    w('    strd    r4, r5, [sp, #%d]' % OFF_AE)
    w('    mov     r3, sp')
    for _ in range(8):
        w('    ldm     r0!, {r4-r11}')
        w('    stm     r3!, {r4-r11}')
    w('    mov     r0, r1')
    w('    stage_start')
    w('    b       .Lround_lr')
    w('')
    for name, other in (('lr', 'rl'), ('rl', 'lr')):
        w('/* One round, %s. */' % ('L ^= f(R, K)' if name == 'lr'
                                    else 'R ^= f(L, K): the halves swapped'))
        w('    .p2align 2')
        w('.Lround_%s:' % name)
        w('    round_key')
        o.extend(bodies[name])
        w('    round_end .Lround_%s, .Lround_%s' % (other, name))
        w('')
    w('.Ldone:')
    w('    ldr     r0, [sp, #%d]' % OFF_W)
    w('    mov     r3, sp')
    for _ in range(8):
        w('    ldm     r3!, {r4-r11}')
        w('    stm     r0!, {r4-r11}')
    w('    /* Wipe the frame: state, key words, spills. */')
    w('    movs    r0, #0')
    w('    movs    r1, #0')
    w('    movs    r2, #0')
    w('    movs    r4, #0')
    w('    movs    r5, #0')
    w('    movs    r6, #0')
    w('    movs    r7, #0')
    w('    movs    r8, #0')
    w('    mov     r3, sp')
    words = frame // 4
    while words >= 8:
        w('    stm     r3!, {r0-r2, r4-r8}')
        words -= 8
    while words > 0:
        w('    str     r0, [r3], #4')
        words -= 1
    w('    movs    r12, #0')
    w('    add     sp, sp, #FRAME')
    w('    pop     {r4-r11, pc}')
    w('    .size   mcu_des_bitsliced_armv7m_rounds, . - mcu_des_bitsliced_armv7m_rounds')
    sys.stdout.write('\n'.join(o) + '\n')
    sys.stderr.write('one round: %d cycles (%s); spill slots %d\n' % (total, ', '.join(notes),
                                                                       nspill))


if __name__ == '__main__':
    main()
