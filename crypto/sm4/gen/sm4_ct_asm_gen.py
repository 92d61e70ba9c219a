#!/usr/bin/env python3
"""Generates crypto/sm4/sm4_ct_bitsliced_armv7m.S from the S-box circuit.

The circuit is read from crypto/sm4/sm4_ct_circuit.h (SboxCircuit, which
crypto/sm4/gen/sm4_sbox_circuit.py derives), so the assembly always
computes the gates the C code and its tests check. The script
  1. writes one SM4 round for 8 bitsliced blocks as a straight-line program
     (input sum with the key slices, the circuit, the linear layer L),
     four rounds per loop iteration so the state slots are fixed stack
     offsets; x2 ^ x3 of rounds 0 and 2 of the body is x1 ^ x2 of rounds 1
     and 3, computed once (8 EORs and their loads fewer per two rounds:
     1191 -> 1180 cycles per four rounds);
  2. allocates Cortex-M4 registers (r0-r12, lr) with spills to the stack,
     evicting the value used farthest ahead (Belady), and counts cycles with
     tools/sim/cortex_m4_timing.cc's rules (ALU 1, LDR 2 or 1 right after
     another LDR, STR 1);
  3. pairs loads, which the M4 pipelines (1 cycle after another load
     instead of 2): a load the allocator needs is followed by those of the
     next values the following PREFETCH ops read from memory (up to
     PREFETCH_RUN of them) when a free register or one holding a value
     already in memory and read more than PREFETCH_MARGIN ops later can
     take them, and a load left alone
     moves down to just before the next load when nothing in between needs
     its register (1233 -> 1191 cycles per four rounds);
  4. tries many gate orders (topological, greedy on liveness, seeded) and
     keeps the cheapest (SEED, best_seed());
  5. reorders the ops of that body by a local search (improve(): move one
     op between its last producer and its first reader, keep the move when
     the allocated code costs no more), which mostly finds orders that keep
     values in registers until their last reader and so spill less. The
     search takes minutes, so its result is stored here (ORDER, a
     permutation of base_body(SEED)'s ops, checked to be a valid schedule);
     SM4_GEN_SEARCH=<seconds> reruns it and writes SEED and ORDER to
     SM4_GEN_SEARCH_OUT. A circuit that no longer fits ORDER falls back to
     steps 1-4 (with a message).
Run: python3 crypto/sm4/gen/sm4_ct_asm_gen.py > crypto/sm4/sm4_ct_bitsliced_armv7m.S
"""
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(HERE, '..', 'sm4_ct_circuit.h')
TRIES = int(os.environ.get('SM4_GEN_TRIES', '60'))
PREFETCH = int(os.environ.get('SM4_GEN_PREFETCH', '6'))
PREFETCH_RUN = int(os.environ.get('SM4_GEN_PREFETCH_RUN', '3'))
PREFETCH_MARGIN = 10  # ops; 0 -> 1198 cycles, 10 -> 1191


def read_circuit():
    text = open(SRC).read()
    body = text[text.index('void SboxCircuit('):]
    body = body[:body.index('\n}\n')]
    gates = []
    for m in re.finditer(r'const uint32_t (t\d+) = (\w+) ([&^]) (\w+);', body):
        gates.append((m.group(1), m.group(3), m.group(2), m.group(4)))
    outs = {}
    for m in re.finditer(r's\[(\d)\] = (t\d+);', body):
        outs[int(m.group(1))] = m.group(2)
    assert len(outs) == 8 and gates
    return gates, [outs[i] for i in range(8)]


GATES, OUTS = read_circuit()

# --- the program -------------------------------------------------------------
# Ops: ('alu', mnemonic, dst, src1, src2 or None, operand2 text with {} for
# src2 / an immediate), ('st', slot_offset, value). Values with a home
# (state slices, the round-key pointer) are in memory from the start.
ST = 0          # state: 4 slots x 8 slices, words 0..31 of the frame
RKP = 32        # home of the round-key pointer
END = 33        # the pointer's end value
STP = 34        # the caller's state pointer
SPILL = 35      # first spill slot


def round_ops(u, cur, rnd, order, shared=None):
    """Round u of the loop body (x0 = slot u). cur[slot] names the slot's
    current values; returns the ops and updates cur[u]."""
    ops = []
    x0s, x1s, x2s, x3s = u, (u + 1) % 4, (u + 2) % 4, (u + 3) % 4
    p = 'r%d_' % u
    k = p + 'k'
    ops.append(('ldk', k, u))
    ops.append(('alu', 'mov', p + 'c', None, None, '#0x01010101'))
    ins = []
    for j in range(8):
        a, b, c = cur[x1s][j], cur[x2s][j], cur[x3s][j]
        t = p + 'ka%d' % j
        if j == 0:
            ops.append(('alu', 'and', t, k, None, '#0x01010101'))
        else:
            ops.append(('alu', 'and', t, p + 'c', k, '{}, lsr #%d' % j))
        ks = p + 'ks%d' % j
        ops.append(('alu', 'rsb', ks, t, t, '{}, lsl #8'))
        s1 = p + 'i%da' % j
        s2 = p + 'i%db' % j
        x = p + 'x%d' % j
        if shared is not None and u % 2 == 1:
            # x1 ^ x2 of this round is x2 ^ x3 of the one before.
            ops.append(('alu', 'eor', s2, shared[j], c, '{}'))
        elif shared is not None:
            ops.append(('alu', 'eor', s1, b, c, '{}'))
            shared[j] = s1
            ops.append(('alu', 'eor', s2, s1, a, '{}'))
        else:
            ops.append(('alu', 'eor', s1, a, b, '{}'))
            ops.append(('alu', 'eor', s2, s1, c, '{}'))
        ops.append(('alu', 'eor', x, s2, ks, '{}'))
        ins.append(x)
    ren = {('x%d' % j): ins[j] for j in range(8)}
    for name in order:
        g = GATE_BY_NAME[name]
        o, op, a, b = g
        ren[o] = p + o
        ops.append(('alu', 'eor' if op == '^' else 'and', p + o, ren[a], ren[b], '{}'))
    s = [ren[OUTS[j]] for j in range(8)]
    # L on slices: u_j = s_j ^ s_j>>>8; x0_j ^= u_j>>>24 ^ a ^ u_a>>>8 with
    # a = s_{j-2} (j >= 2), or x0_j ^= u_j>>>24 ^ a>>>8 ^ u_a>>>16 with
    # a = s_{j+6} (j < 2).
    uu = []
    for j in range(8):
        v = p + 'u%d' % j
        ops.append(('alu', 'eor', v, s[j], s[j], '{}, ror #8'))
        uu.append(v)
    new = []
    for j in [2, 3, 4, 5, 6, 7, 0, 1]:
        x0 = cur[x0s][j]
        y1 = p + 'y%da' % j
        y2 = p + 'y%db' % j
        y3 = p + 'n%d' % j
        ops.append(('alu', 'eor', y1, x0, uu[j], '{}, ror #24'))
        if j >= 2:
            ops.append(('alu', 'eor', y2, y1, s[j - 2], '{}'))
            ops.append(('alu', 'eor', y3, y2, uu[j - 2], '{}, ror #8'))
        else:
            ops.append(('alu', 'eor', y2, y1, s[j + 6], '{}, ror #8'))
            ops.append(('alu', 'eor', y3, y2, uu[j + 6], '{}, ror #16'))
        ops.append(('st', ST + 8 * x0s + j, y3))
        new.append((j, y3))
    cur[x0s] = [None] * 8
    for j, v in new:
        cur[x0s][j] = v
    return ops


GATE_BY_NAME = {g[0]: g for g in GATES}


def gate_order(rnd):
    users = {}
    for g in GATES:
        for a in (g[2], g[3]):
            users.setdefault(a, []).append(g[0])
    remaining = {k: len(v) for k, v in users.items()}
    done = set('x%d' % i for i in range(8))
    outs = set(OUTS)
    pending = [g[0] for g in GATES]
    order = []
    while pending:
        cands = [n for n in pending
                 if GATE_BY_NAME[n][2] in done and GATE_BY_NAME[n][3] in done]

        def score(n):
            _, _, a, b = GATE_BY_NAME[n]
            return sum(1 for s in {a, b} if remaining[s] == (2 if a == b else 1)
                       and s not in outs)
        best = max(score(n) for n in cands)
        pick = rnd.choice([n for n in cands if score(n) == best])
        order.append(pick)
        pending.remove(pick)
        done.add(pick)
        for s in (GATE_BY_NAME[pick][2], GATE_BY_NAME[pick][3]):
            remaining[s] -= 1
    return order


def body_ops(rnd, orders):
    cur = [['s%d_%d' % (slot, j) for j in range(8)] for slot in range(4)]
    ops = []
    shared = [None] * 8
    for u in range(4):
        ops += schedule(round_ops(u, cur, rnd, orders[u], shared), rnd)
    return ops


def op_dst(op):
    if op[0] == 'ldk':
        return op[1]
    if op[0] == 'st':
        return None
    return op[2]


def schedule(ops, rnd, srcs_of=None, dst_of=None):
    """A topological order of one round's ops, greedy on the number of live
    values (ties broken at random). srcs_of, dst_of: how to read another
    script's ops (sm4_ct_mips32r2_gen.py), whose stores are also 'st'."""
    src_fn, dst_fn = srcs_of or srcs, dst_of or op_dst
    produced = {dst_fn(op) for op in ops} - {None}
    nuses = {}
    for op in ops:
        for v in set(src_fn(op)):
            nuses[v] = nuses.get(v, 0) + 1
    done = set()
    pending = list(ops)
    order = []
    while pending:
        best, cands = None, []
        for op in pending:
            ss = set(src_fn(op))
            if any(v in produced and v not in done for v in ss):
                continue
            freed = sum(1 for v in ss if nuses[v] == 1 and v in produced)
            # Prefer ops that free values; a store frees its value.
            score = freed - (1 if dst_fn(op) is not None else 0)
            if op[0] == 'st':
                score += 1
            if best is None or score > best:
                best, cands = score, [op]
            elif score == best:
                cands.append(op)
        op = rnd.choice(cands)
        order.append(op)
        pending.remove(op)
        d = dst_fn(op)
        if d is not None:
            done.add(d)
        for v in set(src_fn(op)):
            nuses[v] -= 1
    return order


# --- register allocation -------------------------------------------------------
REGS = ['r%d' % i for i in range(13)] + ['lr']


def allocate(ops, homes=None, spill=SPILL, prefetch=0):
    """Registers for ops; homes maps the values that start in memory to their
    frame words (default: the 8-block state and the round-key pointer),
    spills go to frame words from `spill` on. With prefetch > 0, a load is
    followed by the load of a value the next `prefetch` ops read from memory
    when a register is free or holds a value already in memory that is read
    later: back-to-back loads cost 1 cycle each after the first."""
    if homes is None:
        homes = {}
        for slot in range(4):
            for j in range(8):
                homes['s%d_%d' % (slot, j)] = ST + 8 * slot + j
        homes['rkp'] = RKP
    homes = dict(homes)
    # uses[v] = op indices that read v
    uses = {}
    for i, op in enumerate(ops):
        for v in srcs(op):
            uses.setdefault(v, []).append(i)
    ptr = {v: 0 for v in uses}
    reg_of, val_in = {}, {r: None for r in REGS}
    touched = {r: -1 for r in REGS}
    in_mem = {v: True for v in homes}
    free_slots = list(range(spill, spill + 64))
    spill_slot = {}
    out = []
    used_slots = set()

    def next_use(v, i):
        lst = uses.get(v, [])
        k = ptr.get(v, 0)
        while k < len(lst) and lst[k] < i:
            k += 1
        ptr[v] = k
        return lst[k] if k < len(lst) else None

    def slot_of(v):
        if v in homes:
            return homes[v]
        if v not in spill_slot:
            spill_slot[v] = free_slots.pop(0)
            used_slots.add(spill_slot[v])
        return spill_slot[v]

    def release(v):
        r = reg_of.pop(v, None)
        if r is not None:
            val_in[r] = None
            touched[r] = len(out)
        if v in spill_slot and v not in homes:
            free_slots.insert(0, spill_slot.pop(v))
            free_slots.sort()

    def get_reg(i, pinned):
        free = [r for r in REGS if val_in[r] is None]
        if free:
            # The register idle longest, so loads can be hoisted.
            r = min(free, key=lambda r: touched[r])
            touched[r] = len(out) + 1
            return r
        best, bkey = None, None
        for r in REGS:
            if r in pinned:
                continue
            v = val_in[r]
            nu = next_use(v, i)
            dirty = not in_mem.get(v, False)
            key = (10 ** 6 if nu is None else nu) + (0 if dirty else 3)
            if bkey is None or key > bkey:
                best, bkey = r, key
        v = val_in[best]
        touched[best] = len(out) + 1
        if next_use(v, i) is None:
            release(v)
            return best
        if not in_mem.get(v, False):
            out.append(('str', best, slot_of(v)))
            in_mem[v] = True
        del reg_of[v]
        val_in[best] = None
        return best

    def ensure(v, i, pinned):
        if v in reg_of:
            return reg_of[v]
        assert in_mem.get(v), v
        r = get_reg(i, pinned)
        out.append(('ldr', r, slot_of(v)))
        reg_of[v] = r
        val_in[r] = v
        if prefetch:
            pinned = pinned | {r}
            for _ in range(PREFETCH_RUN):
                w = fetch_ahead(i, pinned)
                if w is None:
                    break
                pinned.add(reg_of[w])
        return r

    def fetch_ahead(i, pinned):
        # The first value the next ops read from memory, loaded now if a
        # register can take it without a store.
        for k in range(i, min(len(ops), i + 1 + prefetch)):
            op = ops[k]
            if op[0] == 'ldk':
                return None
            for w in srcs(op):
                if w in reg_of or not in_mem.get(w, False) or w == 'rkp':
                    continue
                nu_w = next_use(w, i)
                victim = None
                free = [r for r in REGS if val_in[r] is None and r not in pinned]
                if free:
                    victim = min(free, key=lambda r: touched[r])
                else:
                    bkey = None
                    for r in REGS:
                        if r in pinned:
                            continue
                        x = val_in[r]
                        if not in_mem.get(x, False):
                            continue
                        nu = next_use(x, i)
                        nu = 10 ** 6 if nu is None else nu
                        # Only a value read well after w: evicting one read
                        # soon costs another lone load.
                        if nu > nu_w + PREFETCH_MARGIN and (bkey is None or nu > bkey):
                            victim, bkey = r, nu
                    if victim is None:
                        return None
                    x = val_in[victim]
                    if next_use(x, i) is None:
                        release(x)
                    else:
                        del reg_of[x]
                        val_in[victim] = None
                touched[victim] = len(out) + 1
                out.append(('ldr', victim, slot_of(w)))
                reg_of[w] = victim
                val_in[victim] = w
                return w

    for i, op in enumerate(ops):
        pinned = set()
        if op[0] == 'ldk':
            _, dst, u = op
            rp = ensure('rkp', i, pinned)
            pinned.add(rp)
            r = get_reg(i, pinned)
            out.append(('ldk', r, rp, u))
            reg_of[dst] = r
            val_in[r] = dst
            in_mem[dst] = False
        elif op[0] == 'st':
            _, slot, v = op
            r = ensure(v, i, pinned)
            out.append(('str', r, slot))
            # The value now lives in its state slot.
            homes[v] = slot
            in_mem[v] = True
            if next_use(v, i + 1) is None:
                release(v)
        else:
            _, mn, dst, a, b, text = op
            ra = rb = None
            if a is not None:
                ra = ensure(a, i, pinned)
                pinned.add(ra)
            if b is not None:
                rb = ensure(b, i, pinned)
                pinned.add(rb)
            for v in {a, b} - {None}:
                if next_use(v, i + 1) is None:
                    release(v)
            # A source that dies here gives its register to the result.
            r = get_reg(i, {reg_of[v] for v in (a, b) if v in reg_of})
            out.append(('alu', mn, r, ra, rb, text))
            reg_of[dst] = r
            val_in[r] = dst
            in_mem[dst] = False
            if next_use(dst, i + 1) is None:
                release(dst)
    return out, used_slots


def srcs(op):
    if op[0] == 'ldk':
        return ['rkp']
    if op[0] == 'st':
        return [op[2]]
    return [v for v in (op[3], op[4]) if v is not None]


def reads_writes(ins):
    """(registers read, registers written, sp slot stored or None)."""
    k = ins[0]
    if k == 'ldr':
        return set(), {ins[1]}, None
    if k == 'ldk':
        return {ins[2]}, {ins[1]}, None
    if k == 'str':
        return {ins[1]}, set(), ins[2]
    _, mn, r, ra, rb, text = ins
    return {x for x in (ra, rb) if x is not None}, {r}, None


def cluster_loads(code):
    """Moves each load up to just after an earlier load when nothing in
    between touches its register (or stores to its slot, or writes its base):
    back-to-back loads cost 1 cycle instead of 2."""
    code = list(code)
    i = 0
    while i < len(code):
        ins = code[i]
        if ins[0] in ('ldr', 'ldk'):
            dst = ins[1]
            base = ins[2] if ins[0] == 'ldk' else None
            j = i - 1
            target = None
            while j >= 0:
                other = code[j]
                if other[0] in ('ldr', 'ldk'):
                    if other[1] == dst or other[1] == base:
                        break
                    if j + 1 != i:
                        target = j + 1
                    break
                rd, wr, slot = reads_writes(other)
                if dst in rd or dst in wr or (base is not None and base in wr):
                    break
                if ins[0] == 'ldr' and slot == ins[2]:
                    break
                j -= 1
            if target is not None:
                del code[i]
                code.insert(target, ins)
        i += 1
    return code


def sink_loads(code):
    """Moves each load that would issue alone (neither after nor before
    another load) down to just before the next load when nothing in between
    reads or writes its register (or stores to its slot, or writes its
    base): the two then cost 3 cycles instead of 4."""
    code = list(code)
    i = 0
    while i < len(code):
        ins = code[i]
        alone = (ins[0] in ('ldr', 'ldk') and (i == 0 or code[i - 1][0] not in ('ldr', 'ldk'))
                 and (i + 1 == len(code) or code[i + 1][0] not in ('ldr', 'ldk')))
        if alone:
            dst = ins[1]
            base = ins[2] if ins[0] == 'ldk' else None
            j = i + 1
            target = None
            while j < len(code):
                other = code[j]
                if other[0] in ('ldr', 'ldk'):
                    # Not before a load that needs this one's result or
                    # overwrites its register, or that writes its base.
                    if other[1] == dst or (other[0] == 'ldk' and other[2] == dst):
                        break
                    if base is not None and other[1] == base:
                        break
                    target = j
                    break
                rd, wr, slot = reads_writes(other)
                if dst in rd or dst in wr or (base is not None and base in wr):
                    break
                if ins[0] == 'ldr' and slot == ins[2]:
                    break
                j += 1
            if target is not None:
                code.insert(target, ins)
                del code[i]
                continue
        i += 1
    return code


def cycles(code):
    c = 0
    prev = None
    for ins in code:
        kind = ins[0]
        if kind in ('ldr', 'ldk'):
            cost = 2
            base = ins[2] if kind == 'ldk' else 'sp'
            if prev is not None and prev[0] in ('ldr', 'ldk') and prev_written(prev) != base:
                cost = 1
            if prev is not None and prev_written(prev) == base:
                cost += 1
        elif kind == 'str':
            cost = 1
        else:
            cost = 1
        c += cost
        prev = ins
    return c


def prev_written(ins):
    if ins[0] in ('ldr', 'ldk', 'alu'):
        return ins[1] if ins[0] != 'alu' else ins[2]
    return None


def emit(code):
    lines = []
    for ins in code:
        if ins[0] == 'ldr':
            lines.append('    ldr     %s, [sp, #%d]' % (ins[1], 4 * ins[2]))
        elif ins[0] == 'str':
            lines.append('    str     %s, [sp, #%d]' % (ins[1], 4 * ins[2]))
        elif ins[0] == 'ldk':
            lines.append('    ldr     %s, [%s, #%d]' % (ins[1], ins[2], 4 * ins[3]))
        else:
            _, mn, r, ra, rb, text = ins
            if mn == 'mov':
                lines.append('    mov     %s, %s' % (r, text))
            elif mn == 'rev':
                lines.append('    rev     %s, %s' % (r, ra))
            elif rb is None:
                lines.append('    %-7s %s, %s, %s' % (mn, r, ra, text))
            else:
                lines.append('    %-7s %s, %s, %s' % (mn, r, ra, text.format(rb)))
    return lines


def cost(ops):
    """Cycles of four rounds' ops by the Cortex-M4 model, once allocated."""
    code, slots = allocate(ops, prefetch=PREFETCH)
    code = sink_loads(cluster_loads(code))
    return cycles(code), code, slots


def best_seed():
    """The cheapest of TRIES random gate and op orders."""
    best = None
    for t in range(TRIES):
        rnd = random.Random(t)
        orders = [gate_order(rnd) for _ in range(4)]
        c = cost(body_ops(rnd, orders))[0]
        if best is None or c < best[0]:
            best = (c, t)
    return best[1]


def base_body(seed):
    rnd = random.Random(seed)
    orders = [gate_order(rnd) for _ in range(4)]
    return body_ops(rnd, orders)


def random_move(ops, rnd):
    """ops with one op moved to a random place between its last producer
    and its first reader (None if it cannot move)."""
    i = rnd.randrange(len(ops))
    op = ops[i]
    ss = set(srcs(op))
    d = op_dst(op)
    lo = 0
    for k in range(i - 1, -1, -1):
        if op_dst(ops[k]) in ss:
            lo = k + 1
            break
    hi = len(ops) - 1
    if d is not None:
        for k in range(i + 1, len(ops)):
            if d in srcs(ops[k]):
                hi = k - 1
                break
    if hi <= lo:
        return None
    p = rnd.randint(lo, hi)
    if p == i:
        return None
    new = ops[:i] + ops[i + 1:]
    new.insert(p, op)
    return new


def kicked(ops, seconds, rnd, report=None, kick=8, climb=20.0):
    """Iterated local search: from the best order, `kick` random moves, then
    improve() for `climb` seconds; the result replaces the best when it
    costs no more."""
    import time
    best, bc = ops, cost(ops)[0]
    t0 = time.time()
    while time.time() - t0 < seconds:
        cand = best
        for _ in range(kick):
            cand = random_move(cand, rnd) or cand
        cand = improve(cand, climb, rnd)
        c = cost(cand)[0]
        if c <= bc:
            if c < bc and report:
                report(c, cand)
            best, bc = cand, c
    return best


def improve(ops, seconds, rnd, report=None):
    """Local search on the op order: moves one op to another place between
    its last producer and its first reader, kept when the allocated code
    costs no more (so it also walks plateaus). Returns the best order."""
    import time
    cur = cost(ops)[0]
    t0 = time.time()
    while time.time() - t0 < seconds:
        new = random_move(ops, rnd)
        if new is None:
            continue
        c = cost(new)[0]
        if c <= cur:
            if c < cur and report:
                report(c, new)
            cur, ops = c, new
    return ops


def check_order(ops):
    """The order is a valid schedule: every value is produced before it is
    read (values with a home in memory are there from the start)."""
    made = set('s%d_%d' % (slot, j) for slot in range(4) for j in range(8)) | {'rkp'}
    for op in ops:
        for v in srcs(op):
            assert v in made, v
        d = op_dst(op)
        if d is not None:
            made.add(d)


def body():
    """The loop body's ops: the stored search result (SEED, ORDER) when it
    matches the circuit, else a fresh seed search."""
    base = base_body(SEED)
    if not ORDER:
        return base
    if sorted(ORDER) == list(range(len(base))):
        ops = [base[i] for i in ORDER]
        check_order(ops)
        return ops
    sys.stderr.write('ORDER does not fit this circuit: rerun with SM4_GEN_SEARCH=<seconds>\n')
    return base_body(best_seed())


def search(seconds, out_path):
    """SM4_GEN_SEARCH_CONTINUE=1: from the stored ORDER rather than from
    the best seed's order; SM4_GEN_SEARCH_SEED: from that seed's order;
    SM4_GEN_SEARCH_KICK=k: iterated (kicked()) with k random moves a kick."""
    seed = int(os.environ.get('SM4_GEN_SEARCH_SEED', '-1'))
    if os.environ.get('SM4_GEN_SEARCH_CONTINUE'):
        seed = SEED
    elif seed < 0:
        seed = best_seed()
    base = base_body(seed)
    index = {id(op): i for i, op in enumerate(base)}
    if os.environ.get('SM4_GEN_SEARCH_CONTINUE'):
        # The same op objects as `index` (body() would build new ones).
        base = [base[i] for i in ORDER]
        check_order(base)
    sys.stderr.write('seed %d: %d cycles\n' % (seed, cost(base)[0]))

    def report(c, ops):
        sys.stderr.write('%d cycles\n' % c)
        with open(out_path, 'w') as f:
            f.write('SEED = %d\nORDER = %r\n' % (seed, [index[id(op)] for op in ops]))
    if os.environ.get('SM4_GEN_SEARCH_KICK'):
        kicked(base, seconds, random.Random(seed), report,
               kick=int(os.environ['SM4_GEN_SEARCH_KICK']))
    else:
        improve(base, seconds, random.Random(seed), report)


def function(name):
    c, code, slots = cost(body())
    nspill = (max(slots) + 1 - SPILL) if slots else 0
    n_ld = sum(1 for x in code if x[0] in ('ldr', 'ldk'))
    n_st = sum(1 for x in code if x[0] == 'str')
    sys.stderr.write('%s: %d cycles per 4 rounds, %d instructions, %d loads, %d str, '
                     '%d spill slots\n' % (name, c, len(code), n_ld, n_st, nspill))
    frame_words = SPILL + nspill
    frame_words = (frame_words + 7) // 8 * 8
    wipe = ['    movs    r%d, #0' % i for i in range(8)] + ['    mov     r8, sp']
    wipe += ['    stmia   r8!, {r0-r7}'] * (frame_words // 8)
    out = [FUNC_HEAD % dict(name=name, cycles=c, per_round=c / 4.0, loads=n_ld, stores=n_st,
                            frame=4 * frame_words, rkp=4 * RKP, end=4 * END, stp=4 * STP)]
    out.append('\n'.join(emit(code)))
    out.append(FUNC_TAIL % dict(name=name, frame=4 * frame_words, rkp=4 * RKP, end=4 * END,
                                stp=4 * STP, wipe='\n'.join(wipe)))
    return '\n'.join(out)


def main():
    if os.environ.get('SM4_GEN_SEARCH'):
        search(float(os.environ['SM4_GEN_SEARCH']),
               os.environ.get('SM4_GEN_SEARCH_OUT', 'sm4_ct_asm_order.txt'))
        return
    print(FILE_HEAD % dict(gates=len(GATES)))
    print(function('mcu_sm4_ct_armv7m_rounds'))


FILE_HEAD = """/* Generated by crypto/sm4/gen/sm4_ct_asm_gen.py from the S-box circuit in
 * sm4_ct_circuit.h; do not edit, rerun the script.
 *
 * SM4's 32 rounds on 8 bitsliced blocks in Thumb-2 assembly for Armv7-M
 * (Cortex-M3/M4/M7):
 *
 *   void mcu_sm4_ct_armv7m_rounds(uint32_t st[32], const uint32_t rk[32]);
 *
 * st is sm4_ct_bitsliced.cc's state (4 words x 8 slices, word i in st[8i..]),
 * rk the 32 round keys in the order they are used, stored as that file's
 * schedule (byte-swapped, constants folded in). On return st holds
 * X32..X35 in slots 0..3. The representation and the round are those of
 * sm4_ct_bitsliced.cc; here the register allocation is fixed by the
 * script: the state is copied into the stack frame, so every slice and
 * spilled value is an sp-relative word and all 14 registers (r0-r12, lr)
 * hold circuit values. One round: the input sum x1 ^ x2 ^ x3 ^ key slices
 * (the key slices from the round key word: AND and RSB per slice; x2 ^ x3 of the even rounds of the loop body is x1 ^ x2 of the odd ones
 * after them, computed once), the %(gates)d-gate circuit, and L as four EORs per
 * slice with rotated operands. Four rounds per loop iteration (the state
 * slots rotate back).
 *
 * Constant time: no branch or address depends on data or key; the loop
 * runs 8 times. The frame (state copy and spills) is zeroed before return.
 */
    .syntax unified
    .thumb
    .text
"""

FUNC_HEAD = """
/* %(name)s: %(cycles)d cycles per four rounds by the Cortex-M4 model
 * (%(per_round).2f per round), %(loads)d loads and %(stores)d stores (state, keys
 * and spills). */
    .global %(name)s
    .type   %(name)s, %%function
    .p2align 2
    .thumb_func
%(name)s:
    push    {r4-r11, lr}
    sub     sp, sp, #%(frame)d
    /* Copy st into frame words 0..31. */
    mov     r12, r0
    ldmia   r12!, {r2-r9}
    stmia   sp, {r2-r9}
    ldmia   r12!, {r2-r9}
    add     r10, sp, #32
    stmia   r10!, {r2-r9}
    ldmia   r12!, {r2-r9}
    stmia   r10!, {r2-r9}
    ldmia   r12!, {r2-r9}
    stmia   r10!, {r2-r9}
    add     r2, r1, #128
    str     r1, [sp, #%(rkp)d]
    str     r2, [sp, #%(end)d]
    str     r0, [sp, #%(stp)d]
1:"""

FUNC_TAIL = """
    /* Next four rounds' keys; loop until all 32 rounds ran. */
    ldr     r0, [sp, #%(rkp)d]
    ldr     r1, [sp, #%(end)d]
    adds    r0, r0, #16
    str     r0, [sp, #%(rkp)d]
    cmp     r0, r1
    bne     1b
    /* Copy the state back and zero the frame. */
    ldr     r12, [sp, #%(stp)d]
    mov     r10, sp
    ldmia   r10!, {r0-r7}
    stmia   r12!, {r0-r7}
    ldmia   r10!, {r0-r7}
    stmia   r12!, {r0-r7}
    ldmia   r10!, {r0-r7}
    stmia   r12!, {r0-r7}
    ldmia   r10!, {r0-r7}
    stmia   r12!, {r0-r7}
%(wipe)s
    add     sp, sp, #%(frame)d
    pop     {r4-r11, pc}
    .size   %(name)s, .-%(name)s"""

# Found by SM4_GEN_SEARCH=1080 SM4_GEN_SEARCH_SEED=9 (18 minutes of
# improve() from seed 9's order, 1195 -> 1090 cycles per four rounds). Seed
# 54, the best of the TRIES orders (1180), reached 1094 in 25 minutes and
# no lower in 11 more (2 plain, 9 with SM4_GEN_SEARCH_KICK=6); seed 9's
# order continued for 10 more minutes reached 1089 (not taken).
SEED = 9
ORDER = [
    14, 15, 1, 24, 0, 9, 25, 5, 7, 3, 8, 2, 11, 17, 10, 12, 13, 18, 16, 31, 20, 32, 4, 41, 33, 19,
    44, 21, 22, 45, 6, 36, 28, 29, 37, 46, 40, 42, 26, 43, 27, 38, 59, 34, 30, 48, 52, 23, 39, 35,
    51, 56, 54, 61, 55, 53, 64, 67, 58, 65, 60, 78, 68, 69, 66, 79, 74, 75, 77, 70, 49, 47, 57, 71,
    63, 50, 72, 81, 73, 76, 82, 83, 84, 86, 62, 85, 80, 91, 90, 87, 92, 88, 93, 94, 96, 99, 100,
    89, 95, 98, 101, 105, 102, 111, 106, 103, 97, 112, 104, 116, 107, 113, 119, 114, 120, 117, 118,
    126, 115, 132, 123, 125, 134, 124, 127, 108, 133, 135, 128, 129, 136, 137, 122, 109, 141, 130,
    138, 131, 143, 144, 145, 147, 139, 142, 146, 110, 140, 150, 177, 121, 151, 153, 152, 162, 157,
    158, 149, 163, 159, 154, 155, 160, 164, 180, 148, 170, 156, 172, 175, 171, 173, 181, 174, 169,
    176, 168, 178, 184, 188, 161, 185, 165, 179, 186, 167, 182, 189, 190, 242, 192, 200, 187, 166,
    193, 196, 191, 205, 197, 201, 198, 206, 183, 207, 202, 203, 217, 204, 223, 208, 194, 209, 218,
    216, 199, 210, 228, 219, 232, 220, 233, 225, 221, 224, 226, 234, 243, 229, 230, 212, 231, 195,
    213, 222, 235, 239, 236, 214, 215, 237, 211, 240, 227, 248, 247, 250, 241, 263, 246, 244, 265,
    238, 249, 253, 252, 262, 255, 245, 251, 267, 264, 260, 261, 257, 254, 256, 259, 268, 269, 270,
    274, 273, 266, 271, 272, 277, 275, 278, 258, 279, 280, 282, 283, 281, 285, 284, 276, 287, 288,
    290, 291, 294, 289, 292, 286, 296, 293, 298, 300, 295, 299, 301, 297, 302, 303, 304, 306, 309,
    318, 305, 328, 315, 316, 329, 317, 312, 321, 313, 314, 326, 330, 332, 319, 322, 333, 327, 325,
    331, 323, 335, 339, 340, 336, 324, 320, 310, 334, 343, 311, 341, 342, 307, 308, 338, 337, 348,
    351, 344, 358, 345, 346, 352, 355, 359, 347, 361, 353, 363, 350, 356, 349, 357, 354, 362, 368,
    372, 369, 364, 370, 374, 383, 371, 365, 373, 375, 366, 377, 367, 386, 388, 378, 387, 391, 392,
    379, 360, 389, 393, 381, 396, 382, 376, 384, 394, 380, 428, 397, 398, 402, 400, 404, 405, 408,
    410, 385, 395, 409, 399, 411, 413, 403, 412, 439, 414, 429, 415, 419, 422, 416, 423, 417, 424,
    420, 440, 421, 433, 390, 436, 441, 434, 430, 431, 437, 425, 418, 426, 442, 432, 406, 401, 435,
    447, 407, 438, 444, 446, 443, 453, 427, 454, 445, 448, 457, 459, 451, 458, 460, 462, 452, 455,
    464, 472, 461, 463, 473, 450, 474, 469, 466, 470, 471, 467, 468, 449, 480, 465, 475, 456, 476,
    482, 486, 478, 487, 488, 483, 479, 477, 484, 485, 489, 493, 491, 481, 494, 495, 496, 490, 497,
    492, 500, 498, 502, 503, 501, 505, 504, 506, 499, 507, 508, 509, 510, 515, 521, 512, 519, 517,
    525, 526, 522, 518, 530, 520, 534, 528, 535, 536, 529, 537, 531, 532, 523, 533, 538, 540, 545,
    539, 541, 544, 542, 548, 516, 524, 513, 527, 547, 511, 549, 550, 514, 559, 555, 553, 546, 562,
    543, 551, 560, 567, 561, 563, 556, 557, 552, 570, 568, 554, 573, 569, 574, 571, 558, 566, 565,
    577, 581, 578, 582, 579, 586, 591, 585, 583, 592, 593, 575, 584, 596, 597, 564, 587, 609, 588,
    580, 572, 594, 600, 611, 598, 599, 601, 602, 604, 595, 608, 589, 576, 618, 610, 654, 605, 603,
    615, 606, 616, 630, 607, 625, 631, 626, 627, 590, 635, 638, 639, 636, 619, 617, 622, 623, 612,
    613, 632, 624, 620, 645, 629, 628, 614, 637, 621, 634, 640, 649, 643, 651, 655, 633, 641, 646,
    647, 648, 644, 650, 656, 652, 659, 661, 658, 662, 665, 666, 663, 664, 667, 642, 670, 653, 668,
    669, 677, 660, 671, 678, 679, 680, 682, 672, 674, 681, 673, 683, 675, 657, 684, 687, 676, 685,
    688, 689, 692, 693, 686, 690, 695, 691, 696, 699, 694, 701, 698, 697, 708, 700, 703, 707, 702,
    705, 706, 720, 714, 709, 704, 712, 738, 715, 726, 717, 716, 719, 730, 739, 718, 723, 711, 722,
    725, 728, 733, 736, 731, 734, 737, 721, 724, 727, 729, 747, 735, 740, 710, 713, 741, 732, 745,
    749, 753, 751, 742, 744, 750, 768, 758, 756, 746, 759, 763, 752, 743, 766, 757, 760, 767, 761,
    762, 764, 765, 754, 769, 771, 773, 776, 748, 781, 772, 791, 782, 792, 777, 793, 774, 755, 778,
    783, 780, 796, 787, 779, 794, 770, 797, 784, 788, 785, 786, 789, 795, 790, 775, 798, 799
]

if __name__ == '__main__':
    main()
