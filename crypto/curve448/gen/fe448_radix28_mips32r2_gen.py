#!/usr/bin/env python3
"""Writes crypto/curve448/fe448_ops_radix28_mips32r2.S (stdout): the product
and the square mod 2^448 - 2^224 - 1 in radix 2^28 (fe448.h's
MCUCRYPT_FE448_RADIX28 layout) in MIPS32r2 assembly, the same columns as
fe448_ops_radix28.cc's C++ (the Goldilocks Karatsuba step, each limb product
one MULTU/MADDU/MSUBU into HI:LO), limb for limb the same result.

    python3 crypto/curve448/gen/fe448_radix28_mips32r2_gen.py \\
        > crypto/curve448/fe448_ops_radix28_mips32r2.S
"""

# Operand vectors: x = a0 (0..7), a1 (8..15), a0 + a1 (16..23); y the same
# of b (the product) or d = 2 x (the square).
TEMPS = ["$2", "$3"]  # loads of y (d) and of the spilled x; the carry
LIMB = "$25"  # a column's limb until it is stored in the next's MFLO wait
XREGS = ["$7", "$8", "$9", "$10", "$11", "$12", "$13", "$14", "$15", "$16",
         "$17", "$18", "$19", "$20", "$21", "$22", "$23", "$24", "$30", "$31",
         "$1", "$5", "$6"]  # 23 of the 24 x: $5, $6 (a, b) last
SAVED = ["$16", "$17", "$18", "$19", "$20", "$21", "$22", "$23", "$30", "$31"]
Y_OFF = 0  # y (d) on the stack: 24 words
SPILL_OFF = 96  # the x without a register
SAVE_OFF = 100
FRAME = 144


def mul_columns():
    """Per column: [(sign, ('x', i), ('y', k))], positive terms first."""
    cols = []
    for j in range(8):
        c = []
        c += [(1, 16 + i, 16 + j + 8 - i) for i in range(j + 1, 8)]  # C_(j+8)
        for i in range(j + 1):
            c += [(1, i, j - i), (1, 8 + i, 8 + j - i)]  # A_j + B_j
        c += [(-1, i, j + 8 - i) for i in range(j + 1, 8)]  # - A_(j+8)
        cols.append(c)
    for j in range(8):
        c = []
        for i in range(j + 1, 8):
            c += [(1, 16 + i, 16 + j + 8 - i), (1, 8 + i, 8 + j + 8 - i)]  # C, B at 8 + j
        c += [(1, 16 + i, 16 + j - i) for i in range(j + 1)]  # C_j
        c += [(-1, i, j - i) for i in range(j + 1)]  # - A_j
        cols.append(c)
    return [[(s, ("x", p), ("y", q)) for s, p, q in c] for c in cols]


def sym(sign, o, n):
    """sign times the sum over i + k = n (0 <= i, k < 8) of u_i u_k, u = x + o:
    the cross products as d_i x_k, the middle one as x x."""
    lo = 0 if n < 8 else n - 7
    t = [(sign, ("y", o + i), ("x", o + n - i)) for i in range(lo, 8) if 2 * i < n]
    if n % 2 == 0:
        t.append((sign, ("x", o + n // 2), ("x", o + n // 2)))
    return t


def sqr_columns():
    cols = []
    for j in range(8):
        cols.append(sym(1, 16, j + 8) + sym(1, 0, j) + sym(1, 8, j) + sym(-1, 0, j + 8))
    for j in range(8):
        cols.append(sym(1, 16, j + 8) + sym(1, 8, j + 8) + sym(1, 16, j) + sym(-1, 0, j))
    return cols


class Emitter:
    def __init__(self):
        self.lines = []

    def op(self, text, comment=None):
        if comment:
            self.lines.append("    %-28s /* %s */" % (text, comment))
        else:
            self.lines.append("    " + text)

    def raw(self, text):
        self.lines.append(text)


def name(v):
    kind, i = v
    half = ("0", "1", "s")[i // 8]
    return "%s%s_%d" % ("a" if kind == "x" else ("b" if kind == "y" else "d"), half, i % 8)


def function(e, fname, cols, square):
    # The x used least goes to the stack.
    uses = [0] * 24
    for c in cols:
        for _, p, q in c:
            for v in (p, q):
                if v[0] == "x":
                    uses[v[1]] += 1
    spill = min(range(24), key=lambda i: (uses[i], -i))
    reg = {}
    regs = iter(XREGS)
    for i in range(24):
        if i != spill:
            reg[i] = next(regs)

    def vname(v):
        return name(v) if not square or v[0] == "x" else name(("d", v[1]))

    def mem(v):
        kind, i = v
        if kind == "y":
            return "%d($sp)" % (Y_OFF + 4 * i)
        return "%d($sp)" % SPILL_OFF  # the spilled x

    def in_reg(v):
        return v[0] == "x" and v[1] != spill

    e.raw("")
    e.raw("    .globl  %s" % fname)
    e.raw("    .type   %s, @function" % fname)
    e.raw("    .ent    %s" % fname)
    e.raw("%s:" % fname)
    e.op("addiu   $sp, $sp, -%d" % FRAME)
    for n, r in enumerate(SAVED):
        e.op("sw      %s, %d($sp)" % (r, SAVE_OFF + 4 * n))
    L, T = TEMPS
    if not square:
        e.raw("    /* b0, b1, b0 + b1 to the stack (r may alias b). */")
        for i in range(8):
            e.op("lw      %s, %d($6)" % (L, 4 * i))
            e.op("lw      %s, %d($6)" % (T, 4 * (8 + i)))
            e.op("sw      %s, %d($sp)" % (L, Y_OFF + 4 * i))
            e.op("sw      %s, %d($sp)" % (T, Y_OFF + 4 * (8 + i)))
            e.op("addu    %s, %s, %s" % (L, L, T))
            e.op("sw      %s, %d($sp)" % (L, Y_OFF + 4 * (16 + i)))
    e.raw("    /* a0, a1 and a0 + a1 (r may alias a)%s. */"
          % (", their doubles to the stack" if square else ""))
    for i in range(16):
        if i == spill:
            e.op("lw      %s, %d($5)" % (L, 4 * i))
            e.op("sw      %s, %d($sp)" % (L, SPILL_OFF), name(("x", i)))
        else:
            e.op("lw      %s, %d($5)" % (reg[i], 4 * i), name(("x", i)))
    for i in range(16, 24):
        a, b = i - 16, i - 8

        def src(k):
            if k == spill:
                e.op("lw      %s, %d($sp)" % (T, SPILL_OFF))
                return T
            return reg[k]

        sa, sb = src(a), src(b)
        if i == spill:
            e.op("addu    %s, %s, %s" % (L, sa, sb))
            e.op("sw      %s, %d($sp)" % (L, SPILL_OFF), name(("x", i)))
        else:
            e.op("addu    %s, %s, %s" % (reg[i], sa, sb), name(("x", i)))
    if square:
        for i in range(24):
            if i == spill:
                e.op("lw      %s, %d($sp)" % (T, SPILL_OFF))
                e.op("addu    %s, %s, %s" % (L, T, T))
            else:
                e.op("addu    %s, %s, %s" % (L, reg[i], reg[i]))
            e.op("sw      %s, %d($sp)" % (L, Y_OFF + 4 * i), name(("d", i)))

    for j, col in enumerate(cols):
        e.raw("    /* Column %d%s. */" % (j, "" if j == 0 else ", the carry of %d in HI:LO" % (j - 1)))
        # Each product's loads into the two temps in turn; the next
        # product's loads go before this one's MADDU where their temps allow.
        turn = 0
        plan = []
        for sign, p, q in col:
            loads, ops = [], []
            for v in (p, q):
                if in_reg(v):
                    ops.append(reg[v[1]])
                else:
                    t = TEMPS[turn % 2]
                    turn += 1
                    loads.append((t, v))
                    ops.append(t)
            plan.append((sign, p, q, loads, ops))
        emitted = set()

        def emit_loads(k, avoid):
            for n, (t, v) in enumerate(plan[k][3]):
                if (k, n) in emitted or t in avoid:
                    continue
                e.op("lw      %s, %s" % (t, mem(v)), vname(v))
                emitted.add((k, n))

        emit_loads(0, ())
        for k, (sign, p, q, loads, ops) in enumerate(plan):
            emit_loads(k, ())  # any not yet loaded
            if k + 1 < len(plan):
                emit_loads(k + 1, set(ops))
            if j == 0 and k == 0:
                mnem = "multu"
            else:
                mnem = "maddu" if sign > 0 else "msubu"
            e.op("%-7s %s, %s" % (mnem, ops[0], ops[1]),
                 "%s%s %s" % ("- " if sign < 0 else "", vname(p), vname(q)))
        if j > 0:
            e.op("sw      %s, %d($4)" % (LIMB, 4 * (j - 1)), "limb %d, in MFLO's wait" % (j - 1))
        e.op("mflo    %s" % L)
        e.op("mfhi    %s" % T)
        e.op("ext     %s, %s, 0, 28" % (LIMB, L), "limb %d" % j)
        e.op("srl     %s, %s, 28" % (L, L))
        e.op("ins     %s, %s, 4, 28" % (L, T))
        e.op("srl     %s, %s, 28" % (T, T), "the carry c: %s:%s" % (T, L))
        if j < 15:
            e.op("mtlo    %s" % L)
            e.op("mthi    %s" % T)
    # c (below 2^37) into limbs 0 and 8, their carries into limbs 1 and 9.
    e.op("sw      %s, 60($4)" % LIMB, "limb 15")
    e.raw("    /* c 2^448 = c (2^224 + 1): limbs 0 and 8, then 1 and 9. */")
    for lo, hi in ((0, 1), (8, 9)):
        e.op("lw      $7, %d($4)" % (4 * lo))
        e.op("lw      $8, %d($4)" % (4 * hi))
        e.op("addu    $9, $7, %s" % L)
        e.op("sltu    $10, $9, $7")
        e.op("addu    $10, $10, %s" % T)
        e.op("ext     $11, $9, 0, 28")
        e.op("srl     $9, $9, 28")
        e.op("ins     $9, $10, 4, 28")
        e.op("addu    $8, $8, $9")
        e.op("sw      $11, %d($4)" % (4 * lo))
        e.op("sw      $8, %d($4)" % (4 * hi))
    for n, r in enumerate(SAVED):
        e.op("lw      %s, %d($sp)" % (r, SAVE_OFF + 4 * n))
    e.op("jr      $ra")
    e.op("addiu   $sp, $sp, %d" % FRAME)
    e.raw("    .end    %s" % fname)
    e.raw("    .size   %s, . - %s" % (fname, fname))


HEADER = """\
/* Generated by crypto/curve448/gen/fe448_radix28_mips32r2_gen.py: edit the
 * generator, not this file (//tests/generated checks the two agree).
 *
 * Multiplication and squaring mod p = 2^448 - 2^224 - 1 in radix 2^28
 * (fe448.h's MCUCRYPT_FE448_RADIX28 layout) in MIPS32r2 assembly (o32 ABI):
 *
 *   void mcu_fe448_mul_radix28_mips32r2(uint32_t r[16], const uint32_t a[16],
 *                                       const uint32_t b[16]);
 *   void mcu_fe448_sqr_radix28_mips32r2(uint32_t r[16], const uint32_t a[16]);
 *
 * The columns of fe448_ops_radix28.cc's C++ (the Goldilocks Karatsuba step:
 * sixteen limb products per column, a MADDU or MSUBU each; the square each
 * cross product once, against a doubled operand), limb for limb its result,
 * which the tests check. Column by column, each column's HI:LO starting from
 * the one before's carry (MTLO/MTHI). a0, a1 and a0 + a1 in 23 registers,
 * the one used least on the stack; b0, b1, b0 + b1 (the square: the 24
 * doubles) on the stack, one LW per product, loaded a product ahead. The
 * limb of a column is stored while the next one's MFLO waits. $28 (gp) is
 * left alone.
 *
 * Constant time: no branch or address depends on the data; MULTU/MADDU/
 * MSUBU take a fixed number of cycles on the microAptiv.
 */
    .set    mips32r2
    .set    noreorder
    .set    noat
    .text"""


def main():
    e = Emitter()
    e.raw(HEADER)
    function(e, "mcu_fe448_mul_radix28_mips32r2", mul_columns(), False)
    function(e, "mcu_fe448_sqr_radix28_mips32r2", sqr_columns(), True)
    print("\n".join(e.lines))


if __name__ == "__main__":
    main()
