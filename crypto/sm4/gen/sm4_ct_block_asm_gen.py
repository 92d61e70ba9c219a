#!/usr/bin/env python3
"""Generates crypto/sm4/sm4_ct_block_armv7m.S: one SM4 block, constant time.

The S-box circuit (crypto/sm4/sm4_ct_circuit.h) runs on one word: the round
input t = X1 ^ X2 ^ X3 ^ rk as it is, slice j being "t at offset j" (bit j of
each byte sits at bits 8q + j). Every value of the circuit is tracked as a
register plus an offset: its meaningful bits are at (8q + offset) mod 32, the
other bits are don't-care. A gate on (a, ra) and (b, rb) is one instruction,
`op d, a, b, ror #(rb - ra)`, giving (d, ra): Thumb-2's rotated operand does
the alignment, so slicing the input costs nothing and each gate costs one
cycle. The 8 outputs are masked to their lane (AND with 0x01010101 << r, a
Thumb-2 immediate), merged with rotated EORs into the tau word (kept at an
offset of its own), and L's five terms are five rotated EORs into X0.

Four S-boxes per pass instead of the 8-block code's 32, but ~150 ALU cycles
per round instead of a whole 8-block pass: the path for a chain of single
blocks (CBC encryption, CCM's CBC-MAC, mcu_block_encrypt).

Register allocation and cycle counting are sm4_ct_asm_gen.py's.
Run: python3 crypto/sm4/gen/sm4_ct_block_asm_gen.py > crypto/sm4/sm4_ct_block_armv7m.S
"""
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sm4_ct_asm_gen as g  # noqa: E402

TRIES = int(os.environ.get('SM4_GEN_TRIES', '200'))

ST = 0      # X0..X3, frame words 0..3
RKP = 4     # the round-key pointer
END = 5     # its end value
STP = 6     # the caller's state pointer
SPILL = 7   # first spill slot


def ror(n):
    n %= 32
    return '{}' if n == 0 else '{}, ror #%d' % n


def round_ops(u, cur, order, rnd):
    """Round u of the loop body (X0 = slot u); cur[slot] is the slot's
    current value name."""
    ops = []
    p = 'r%d_' % u
    x0, x1, x2, x3 = cur[u], cur[(u + 1) % 4], cur[(u + 2) % 4], cur[(u + 3) % 4]
    ops.append(('ldk', p + 'k', u))
    # The schedule is stored byte-swapped (the 8-block slices' order); the
    # constants folded into it are the same in every byte, so REV gives
    # the big-endian round key with the same constants.
    ops.append(('alu', 'rev', p + 'kb', p + 'k', None, ''))
    ops.append(('alu', 'eor', p + 'a', x1, x2, '{}'))
    ops.append(('alu', 'eor', p + 'b', p + 'a', x3, '{}'))
    ops.append(('alu', 'eor', p + 't', p + 'b', p + 'kb', '{}'))
    val = {('x%d' % j): (p + 't', j) for j in range(8)}
    for name in order:
        _, op, a, b = g.GATE_BY_NAME[name]
        (va, ra), (vb, rb) = val[a], val[b]
        # Either operand may be the unrotated one; pick at random (the
        # offsets only matter through the register allocation's search).
        if rnd.random() < 0.5:
            (va, ra), (vb, rb) = (vb, rb), (va, ra)
        d = p + name
        ops.append(('alu', 'eor' if op == '^' else 'and', d, va, vb, ror(rb - ra)))
        val[name] = (d, ra)
    # Outputs: s_j at offset r_j holds bit j of each byte at 8q + r_j; as a
    # part of the tau word it is that word rotated left by r_j - j.
    # Merged in the order the circuit finishes them, so each output's
    # register frees early.
    parts = []
    for j in sorted(range(8), key=lambda j: order.index(g.OUTS[j])):
        v, r = val[g.OUTS[j]]
        m = p + 'm%d' % j
        ops.append(('alu', 'and', m, v, None, '#0x%08x' % (0x01010101 << (r % 8))))
        parts.append((m, (r - j) % 32))
    yv, dy = parts[0]
    for j in range(1, 8):
        m, d = parts[j]
        ny = p + 'y%d' % j
        # y is tau rotated left by dy; m_j is rotated left by d.
        ops.append(('alu', 'eor', ny, yv, m, ror(d - dy)))
        yv = ny
    # X4 = X0 ^ L(tau), L(y) = y ^ y<<<2 ^ y<<<10 ^ y<<<18 ^ y<<<24; y<<<k
    # is the register rotated right by dy - k.
    acc = x0
    for i, k in enumerate((0, 2, 10, 18, 24)):
        n = p + 'n%d' % i
        ops.append(('alu', 'eor', n, acc, yv, ror(dy - k)))
        acc = n
    ops.append(('st', ST + u, acc))
    cur[u] = acc
    return ops


def body_ops(rnd, orders):
    cur = ['w%d' % i for i in range(4)]
    ops = []
    for u in range(4):
        ops += g.schedule(round_ops(u, cur, orders[u], rnd), rnd)
    return ops


def main():
    homes = {('w%d' % i): ST + i for i in range(4)}
    homes['rkp'] = RKP
    best = None
    for t in range(TRIES):
        rnd = random.Random(t)
        orders = [g.gate_order(rnd) for _ in range(4)]
        code, slots = g.allocate(body_ops(rnd, orders), homes, SPILL)
        code = g.cluster_loads(code)
        c = g.cycles(code)
        if best is None or c < best[0]:
            best = (c, code, slots, t)
    c, code, slots, seed = best
    nspill = (max(slots) + 1 - SPILL) if slots else 0
    n_ld = sum(1 for x in code if x[0] == 'ldr')
    n_st = sum(1 for x in code if x[0] == 'str')
    sys.stderr.write('seed %d: %d cycles per 4 rounds, %d instructions, %d ldr, %d str, '
                     '%d spill slots\n' % (seed, c, len(code), n_ld, n_st, nspill))
    frame_words = (SPILL + nspill + 7) // 8 * 8
    wipe = ['    movs    r%d, #0' % i for i in range(8)] + ['    mov     r8, sp']
    wipe += ['    stmia   r8!, {r0-r7}'] * (frame_words // 8)
    print(HEAD % dict(gates=len(g.GATES), cycles=c, per_round=c / 4.0, ld=n_ld, st=n_st,
                      frame=4 * frame_words, rkp=4 * RKP, end=4 * END, stp=4 * STP))
    print('\n'.join(g.emit(code)))
    print(TAIL % dict(frame=4 * frame_words, rkp=4 * RKP, end=4 * END, stp=4 * STP,
                      wipe='\n'.join(wipe)))


HEAD = '''/* Generated by crypto/sm4/gen/sm4_ct_block_asm_gen.py from the S-box circuit
 * in sm4_ct_circuit.h; do not edit, rerun the script.
 *
 * One SM4 block's 32 rounds in Thumb-2 assembly for Armv7-M, constant time:
 *
 *   void mcu_sm4_ct_armv7m_block(uint32_t x[4], const uint32_t rk[32]);
 *
 * x holds X0..X3 (big-endian words of the block), rk the 32 round keys in
 * the order the rounds use them, stored as sm4_ct_bitsliced.cc's schedule;
 * on return x holds X32..X35. The %(gates)d-gate circuit runs on the round
 * input word itself, each value a register plus a bit offset that the
 * rotated operand of the next gate absorbs (the generator explains it).
 * Four rounds per loop iteration, %(cycles)d cycles by the Cortex-M4 model
 * (%(per_round).1f per round), %(ld)d loads and %(st)d stores per four rounds.
 *
 * Constant time: no branch or address depends on data or key; the loop
 * runs 8 times. The frame (state copy and spills) is zeroed before return.
 */
    .syntax unified
    .thumb
    .text

    .global mcu_sm4_ct_armv7m_block
    .type   mcu_sm4_ct_armv7m_block, %%function
    .p2align 2
    .thumb_func
mcu_sm4_ct_armv7m_block:
    push    {r4-r11, lr}
    sub     sp, sp, #%(frame)d
    ldmia   r0, {r2-r5}
    stmia   sp, {r2-r5}
    add     r2, r1, #128
    str     r1, [sp, #%(rkp)d]
    str     r2, [sp, #%(end)d]
    str     r0, [sp, #%(stp)d]
1:'''

TAIL = '''
    /* Next four round keys; loop until all 32 rounds ran. */
    ldr     r0, [sp, #%(rkp)d]
    ldr     r1, [sp, #%(end)d]
    adds    r0, r0, #16
    str     r0, [sp, #%(rkp)d]
    cmp     r0, r1
    bne     1b
    /* Copy the state back and zero the frame. */
    ldr     r12, [sp, #%(stp)d]
    ldmia   sp, {r0-r3}
    stmia   r12, {r0-r3}
%(wipe)s
    add     sp, sp, #%(frame)d
    pop     {r4-r11, pc}
    .size   mcu_sm4_ct_armv7m_block, .-mcu_sm4_ct_armv7m_block
'''

if __name__ == '__main__':
    main()
