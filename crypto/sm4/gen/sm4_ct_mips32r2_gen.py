#!/usr/bin/env python3
"""Generates crypto/sm4/sm4_ct_bitsliced_mips32r2.S from the S-box circuit.

SM4's 32 rounds on 8 bitsliced blocks for the MIPS32r2 microAptiv: the
round of sm4_ct_rounds_portable.cc (key slices, input sum, the circuit of
sm4_ct_circuit.h, L on slices) as straight-line code over named values,
four rounds per loop iteration. The gates come from sm4_ct_asm_gen.py's
reader, its liveness-greedy gate order and round order; this script
  1. allocates 26 registers (every GPR but $0, $26/$27 (kernel), $sp, and
     the state and round-key pointers $4, $5), evicting the value used
     farthest ahead (Belady) to a stack slot, the state slices living in
     the caller's st (so they are loaded where used and stored once);
  2. list-schedules the result under tools/sim/microaptiv_timing.cc's
     model (1 cycle an instruction, a load's result 2 cycles later, MUL's
     3), so loads and the key slices' products issue ahead of their use;
  3. tries several seeds and keeps the cheapest.
It emits two entries: the rounds on the 32 round keys (the key slices
expanded in each round: SRL, AND, MUL) and rounds_ks on the slices the
caller expanded once per call (sm4_ct_bitsliced.cc's CtCryptBlocksKs and
CtCtrXorWithKs), which loads them where used like state slices.
Run: python3 crypto/sm4/gen/sm4_ct_mips32r2_gen.py > crypto/sm4/sm4_ct_bitsliced_mips32r2.S
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sm4_ct_asm_gen as armgen  # noqa: E402  (the circuit and its gate order)

GATES, OUTS, GATE_BY_NAME = armgen.GATES, armgen.OUTS, armgen.GATE_BY_NAME
TRIES = int(os.environ.get('SM4_GEN_TRIES', '12'))
# The key-slice variant (rounds_ks): its seeds, and whether rounds 0 and 2
# of each four keep x2 ^ x3 for the next round's x1 ^ x2 (8 XORs fewer a
# pair, at the cost of spills). Cycles per four rounds by the model:
# without sharing 1000 (12 seeds), 998 (24), 996 (48); with it 982 (24,
# 48 and 96 seeds alike).
TRIES_KS = int(os.environ.get('SM4_GEN_TRIES_KS', '24'))
SHARE = int(os.environ.get('SM4_GEN_SHARE', '1'))

ST, RK = '$4', '$5'  # fixed: the state (st) and the next round key
POOL = ['$%d' % r for r in [1, 2, 3] + list(range(6, 26)) + [28, 30, 31]]
SAVED = ['$%d' % r for r in range(16, 24)] + ['$28', '$30', '$31']
S_END = 4 * len(SAVED)          # rk + 128: the loop's end
S_SPILL = S_END + 4             # first spill slot
CALLER_SAVED = ['$%d' % r for r in [1, 2, 3, 5] + list(range(6, 16)) + [24, 25]]
LAT = {'lw': 2, 'mul': 3}


# --- the program (one loop iteration: four rounds) ------------------------------
# Ops: ('alu', opc, dst, a, b) dst = a opc b; ('sh', opc, dst, a, imm);
# ('li', dst, imm); ('ldk', dst, u) dst = rk[u]; ('st', slot, value) value into
# st word slot; state values 's<slot>_<j>' start in st.

def round_ops(u, cur, order, sliced=False):
    ops = []
    x0s, x1s, x2s, x3s = u, (u + 1) % 4, (u + 2) % 4, (u + 3) % 4
    p = 'r%d_' % u
    k = p + 'k'
    if not sliced:
        ops.append(('ldk', k, u))
        ops.append(('li', p + 'c1', 0x01010101))
        ops.append(('li', p + 'cf', 0xff))
    ren = {}
    for j in range(8):
        if sliced:
            # The caller's key slices: 'k<u>_<j>' lives at rk[8u + j], loaded
            # where used (like a state slice).
            ks = 'k%d_%d' % (u, j)
        else:
            t = k
            if j:
                t = p + 'kt%d' % j
                ops.append(('sh', 'srl', t, k, j))
            a, ks = p + 'ka%d' % j, p + 'ks%d' % j
            ops.append(('alu', 'and', a, t, p + 'c1'))
            ops.append(('alu', 'mul', ks, a, p + 'cf'))  # bit j of each key byte, spread
        s1, s2, x = p + 'i%da' % j, p + 'i%db' % j, p + 'x%d' % j
        if sliced and SHARE and u % 2 == 0:
            # x2 ^ x3 of round u is x1 ^ x2 of round u + 1: kept for it.
            sh = 'sh%d_%d' % (u, j)
            ops.append(('alu', 'xor', sh, cur[x2s][j], cur[x3s][j]))
            ops.append(('alu', 'xor', s2, sh, cur[x1s][j]))
        elif sliced and SHARE:
            ops.append(('alu', 'xor', s2, 'sh%d_%d' % (u - 1, j), cur[x3s][j]))
        else:
            ops.append(('alu', 'xor', s1, cur[x1s][j], cur[x2s][j]))
            ops.append(('alu', 'xor', s2, s1, cur[x3s][j]))
        ops.append(('alu', 'xor', x, s2, ks))
        ren['x%d' % j] = x
    for name in order:
        o, op, a, b = GATE_BY_NAME[name]
        ren[o] = p + o
        ops.append(('alu', 'xor' if op == '^' else 'and', p + o, ren[a], ren[b]))
    s = [ren[OUTS[j]] for j in range(8)]
    # L on slices (sm4_ct_rounds_portable.cc): with u_j = s_j ^ s_j>>>8,
    # x0_j ^= u_j>>>24 ^ w_a, w_a = a ^ u_a>>>8 for a = s_(j-2) (j >= 2),
    # and (w_a)>>>8 for a = s_(j+6) (j < 2).
    uu, w = [], []
    for j in range(8):
        r, v = p + 'ur%d' % j, p + 'u%d' % j
        ops.append(('sh', 'rotr', r, s[j], 8))
        ops.append(('alu', 'xor', v, s[j], r))
        uu.append(v)
    for a in range(8):
        r, v = p + 'wr%d' % a, p + 'w%d' % a
        ops.append(('sh', 'rotr', r, uu[a], 8))
        ops.append(('alu', 'xor', v, s[a], r))
        if a >= 6:
            v2 = p + 'wq%d' % a
            ops.append(('sh', 'rotr', v2, v, 8))
            v = v2
        w.append(v)
    new = []
    for j in range(8):
        r, y1, y2 = p + 'yr%d' % j, p + 'y%da' % j, p + 'n%d' % j
        ops.append(('sh', 'rotr', r, uu[j], 24))
        ops.append(('alu', 'xor', y1, cur[x0s][j], r))
        ops.append(('alu', 'xor', y2, y1, w[(j - 2) % 8]))
        ops.append(('st', 8 * x0s + j, y2))
        new.append(y2)
    cur[x0s] = new
    return ops


def body_ops(rnd, sliced=False):
    cur = [['s%d_%d' % (slot, j) for j in range(8)] for slot in range(4)]
    ops = []
    for u in range(4):
        ops += armgen.schedule(round_ops(u, cur, armgen.gate_order(rnd), sliced), rnd, srcs, dst)
    return ops


def srcs(op):
    if op[0] == 'alu':
        return [op[3], op[4]]
    if op[0] == 'sh':
        return [op[3]]
    if op[0] == 'st':
        return [op[2]]
    return []


def dst(op):
    if op[0] in ('alu', 'sh'):
        return op[2]
    if op[0] in ('li', 'ldk'):
        return op[1]
    return None


# --- register allocation ----------------------------------------------------------
# Instructions: (text, reads, writes, kind, mem) with kind 'alu', 'mul', 'lw',
# 'sw' and mem the memory word touched ('st', n), ('sp', n), ('rk', n) or None.

def allocate(ops):
    homes = {'s%d_%d' % (slot, j): 8 * slot + j for slot in range(4) for j in range(8)}
    uses = {}
    for i, op in enumerate(ops):
        for v in srcs(op):
            uses.setdefault(v, []).append(i)
    reg_of, val_in = {}, {r: None for r in POOL}
    in_mem = {v: ('st', homes[v]) for v in homes}
    # The key slices of the sliced variant (read only).
    for u in range(4):
        for j in range(8):
            in_mem['k%d_%d' % (u, j)] = ('rk', 8 * u + j)
    free_slots, spill_slot, used = list(range(64)), {}, set()
    out = []

    def next_use(v, i):
        for k in uses.get(v, []):
            if k >= i:
                return k
        return None

    def release(v):
        r = reg_of.pop(v, None)
        if r is not None:
            val_in[r] = None
        if v in spill_slot:
            free_slots.append(spill_slot.pop(v))
            free_slots.sort()

    def load(r, where):
        base = {'st': ST, 'rk': RK, 'sp': '$sp'}[where[0]]
        off = S_SPILL + 4 * where[1] if where[0] == 'sp' else 4 * where[1]
        out.append(('lw      %s, %d(%s)' % (r, off, base), {base}, {r}, 'lw', where))

    def get_reg(i, pinned):
        free = [r for r in POOL if val_in[r] is None]
        if free:
            return free[0]
        best, bkey = None, None
        for r in POOL:
            if r in pinned:
                continue
            v = val_in[r]
            nu = next_use(v, i)
            key = (10 ** 6 if nu is None else nu) + (0 if v not in in_mem else 3)
            if bkey is None or key > bkey:
                best, bkey = r, key
        v = val_in[best]
        if next_use(v, i) is None:
            release(v)
            return best
        if v not in in_mem:
            slot = free_slots.pop(0)
            used.add(slot)
            spill_slot[v] = slot
            in_mem[v] = ('sp', slot)
            out.append(('sw      %s, %d($sp)' % (best, S_SPILL + 4 * slot), {best, '$sp'}, set(),
                        'sw', ('sp', slot)))
        del reg_of[v]
        val_in[best] = None
        return best

    def ensure(v, i, pinned):
        if v in reg_of:
            return reg_of[v]
        r = get_reg(i, pinned)
        load(r, in_mem[v])
        reg_of[v], val_in[r] = r, v
        return r

    def define(v, r):
        reg_of[v], val_in[r] = r, v
        in_mem.pop(v, None)

    for i, op in enumerate(ops):
        kind = op[0]
        if kind == 'st':
            _, slot, v = op
            r = ensure(v, i, set())
            out.append(('sw      %s, %d(%s)' % (r, 4 * slot, ST), {r, ST}, set(), 'sw',
                        ('st', slot)))
            in_mem[v] = ('st', slot)
            if next_use(v, i + 1) is None:
                release(v)
            continue
        pinned = set()
        regs = []
        for v in srcs(op):
            r = ensure(v, i, pinned)
            pinned.add(r)
            regs.append(r)
        for v in set(srcs(op)):
            if next_use(v, i + 1) is None:
                release(v)
        d = dst(op)
        if next_use(d, i + 1) is None:
            raise ValueError('dead value %s' % d)
        r = get_reg(i, set(reg_of[v] for v in srcs(op) if v in reg_of))
        if kind == 'alu':
            out.append(('%-7s %s, %s, %s' % (op[1], r, regs[0], regs[1]), set(regs), {r},
                        'mul' if op[1] == 'mul' else 'alu', None))
        elif kind == 'sh':
            out.append(('%-7s %s, %s, %d' % (op[1], r, regs[0], op[4]), set(regs), {r}, 'alu',
                        None))
        elif kind == 'li':
            imm = op[2]
            if imm >> 16:
                out.append(('lui     %s, 0x%04x' % (r, imm >> 16), set(), {r}, 'alu', None))
                if imm & 0xffff:
                    out.append(('ori     %s, %s, 0x%04x' % (r, r, imm & 0xffff), {r}, {r}, 'alu',
                                None))
            else:
                out.append(('ori     %s, $0, 0x%04x' % (r, imm), set(), {r}, 'alu', None))
        elif kind == 'ldk':
            out.append(('lw      %s, %d(%s)' % (r, 4 * op[2], RK), {RK}, {r}, 'lw',
                        ('rk', op[2])))
        define(d, r)
    return out, used


# --- scheduling -----------------------------------------------------------------

def schedule(code, rnd):
    """List scheduling over register (RAW, WAR, WAW) and memory (same word)
    dependences; the ready instruction that issues earliest, then the one
    with the longest path to the end, goes first."""
    n = len(code)
    preds = [dict() for _ in range(n)]  # j -> minimum distance in cycles
    last_w, readers = {}, {}
    last_mem_w, mem_readers = {}, {}
    for i, (_, rd, wr, kind, mem) in enumerate(code):
        for r in rd:
            if r in last_w:
                j = last_w[r]
                preds[i][j] = max(preds[i].get(j, 0), LAT.get(code[j][3], 1))
        for r in wr:
            if r in last_w:
                preds[i][last_w[r]] = max(preds[i].get(last_w[r], 0), 1)
            for j in readers.get(r, ()):
                if j != i:
                    preds[i][j] = max(preds[i].get(j, 0), 1)
        if mem is not None:
            if mem in last_mem_w:
                preds[i][last_mem_w[mem]] = 1
            if kind == 'sw':
                for j in mem_readers.get(mem, ()):
                    preds[i][j] = 1
        for r in rd:
            readers.setdefault(r, []).append(i)
        for r in wr:
            last_w[r] = i
            readers[r] = []
        if mem is not None:
            if kind == 'sw':
                last_mem_w[mem] = i
                mem_readers[mem] = []
            else:
                mem_readers.setdefault(mem, []).append(i)
    succs = [[] for _ in range(n)]
    for i in range(n):
        for j, d in preds[i].items():
            succs[j].append((i, d))
    height = [0] * n
    for i in reversed(range(n)):
        height[i] = max([height[s] + d for s, d in succs[i]] + [1])
    npred = [len(p) for p in preds]
    earliest = [0] * n
    ready = set(i for i in range(n) if npred[i] == 0)
    out, cycle = [], 0
    while ready:
        pick = min(ready, key=lambda i: (max(earliest[i], cycle), -height[i], i))
        ready.discard(pick)
        cycle = max(earliest[pick], cycle) + 1
        out.append(code[pick])
        for s, d in succs[pick]:
            earliest[s] = max(earliest[s], cycle - 1 + d)
            npred[s] -= 1
            if npred[s] == 0:
                ready.add(s)
    assert len(out) == n
    return out


def cycles(code):
    ready, c = {}, 0
    for _, rd, wr, kind, _ in code:
        c = max([c] + [ready.get(r, 0) for r in rd]) + 1
        for r in wr:
            ready[r] = c - 1 + LAT.get(kind, 1)
    return c


def best_code(sliced):
    best = None
    for t in range(TRIES_KS if sliced else TRIES):
        rnd = random.Random(t)
        code, used = allocate(body_ops(rnd, sliced))
        code = schedule(code, rnd)
        c = cycles(code)
        if best is None or c < best[0]:
            best = (c, code, used, t)
    c, code, used, seed = best
    nspill = max(used) + 1 if used else 0
    n_ld = sum(1 for x in code if x[3] == 'lw')
    n_st = sum(1 for x in code if x[3] == 'sw')
    sys.stderr.write('%s seed %d: %d cycles per 4 rounds, %d instructions, %d lw, %d sw, '
                     '%d spill slots\n' % ('sliced' if sliced else 'keys', seed, c, len(code),
                                           n_ld, n_st, nspill))
    stats = dict(cycles=c, per_round=c / 4.0, n=len(code), ld=n_ld, st=n_st, spills=nspill)
    return code, nspill, stats


def emit(name, code, nspill, step):
    """The function: prologue, the loop over four rounds (rk advancing by
    `step` bytes, 8 iterations), the wipe and the epilogue."""
    frame = S_SPILL + 4 * nspill
    frame += (-frame) % 8
    print('    .globl  %s' % name)
    print('    .type   %s, @function' % name)
    print('    .ent    %s' % name)
    print('%s:' % name)
    print('    addiu   $sp, $sp, -%d' % frame)
    for i, r in enumerate(SAVED):
        print('    sw      %s, %d($sp)' % (r, 4 * i))
    print('    addiu   $2, $5, %d' % (8 * step))
    print('    sw      $2, %d($sp)' % S_END)
    print('1:')
    for x in code:
        print('    ' + x[0])
    print('    /* Next four round keys; loop until all 32 rounds ran. */')
    print('    lw      $2, %d($sp)' % S_END)
    print('    addiu   %s, %s, %d' % (RK, RK, step))
    print('    bne     %s, $2, 1b' % RK)
    print('    nop')
    print('    /* Zero the spill slots and the caller-saved registers. */')
    for s in range(nspill):
        print('    sw      $0, %d($sp)' % (S_SPILL + 4 * s))
    for r in CALLER_SAVED:
        print('    move    %s, $0' % r)
    for i, r in enumerate(SAVED):
        print('    lw      %s, %d($sp)' % (r, 4 * i))
    print('    jr      $31')
    print('    addiu   $sp, $sp, %d' % frame)
    print('    .end    %s' % name)
    print('    .size   %s, .-%s' % (name, name))


def main():
    code, nspill, stats = best_code(False)
    code_s, nspill_s, stats_s = best_code(True)
    fields = dict(gates=len(GATES))
    fields.update(('k_' + a, v) for a, v in stats.items())
    fields.update(('s_' + a, v) for a, v in stats_s.items())
    print(HEAD % fields)
    emit('mcu_sm4_ct_mips32r2_rounds', code, nspill, 16)
    emit('mcu_sm4_ct_mips32r2_rounds_ks', code_s, nspill_s, 128)


HEAD = '''/* Generated by crypto/sm4/gen/sm4_ct_mips32r2_gen.py from the S-box circuit
 * in sm4_ct_circuit.h; do not edit, rerun the script.
 *
 * SM4's 32 rounds on 8 bitsliced blocks in MIPS32r2 assembly (microAptiv,
 * o32), two entries:
 *
 *   void mcu_sm4_ct_mips32r2_rounds(uint32_t st[32], const uint32_t rk[32]);
 *   void mcu_sm4_ct_mips32r2_rounds_ks(uint32_t st[32], const uint32_t ks[256]);
 *
 * st is sm4_ct_bitsliced.cc's state (4 words x 8 slices, word i in
 * st[8i..]), rk the 32 round keys in the order they are used, stored as
 * that file's schedule; ks their key slices, 8 a round key (ks[8r + j] =
 * bit j of every byte of rk[r] spread over the byte's 8 lanes), which the
 * caller expands once per call. On return st holds X32..X35 in slots 0..3.
 * The round is sm4_ct_rounds_portable.cc's: key slices (rounds: SRL, AND,
 * MUL by 0xff; rounds_ks: loaded), the input sum x1 ^ x2 ^ x3 ^ key
 * (rounds_ks: x2 ^ x3 of every other round kept as the next round's
 * x1 ^ x2), the %(gates)d-gate circuit, L as rotations and XORs on slices. The script
 * allocates the registers (st stays in place, its slices and ks's loaded
 * where used; spills go to the frame) and schedules the loads and
 * products ahead of their uses. Four rounds per loop iteration:
 *   rounds:    %(k_n)d instructions (%(k_ld)d lw, %(k_st)d sw, %(k_spills)d spill slots),
 *              %(k_cycles)d cycles by the microAptiv model (%(k_per_round).1f a round);
 *   rounds_ks: %(s_n)d instructions (%(s_ld)d lw, %(s_st)d sw, %(s_spills)d spill slots),
 *              %(s_cycles)d cycles (%(s_per_round).1f a round).
 *
 * Constant time: logical operations, rotations and shifts by constants,
 * MUL (fixed latency) and loads and stores at constant offsets from st,
 * rk (ks) and $sp; the loop runs 8 times. The spill slots and the
 * caller-saved registers are zeroed before return.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text'''

if __name__ == '__main__':
    main()
