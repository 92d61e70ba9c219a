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


def leaf_start(e, fname):
    e.raw("")
    e.raw("    .globl  %s" % fname)
    e.raw("    .type   %s, @function" % fname)
    e.raw("    .ent    %s" % fname)
    e.raw("%s:" % fname)


def leaf_end(e, fname):
    e.raw("    .end    %s" % fname)
    e.raw("    .size   %s, . - %s" % (fname, fname))


def addsub(e, is_sub):
    """r = a + b, or a + 2p - b, carried (fe448_ops_radix28.cc's add, sub):
    per limb two loads (a limb ahead), the sum or difference, the carry in,
    SRL and EXT; limbs 0 and 8 kept in registers for the carry out of limb
    15."""
    f = "mcu_fe448_sub_radix28_mips32r2" if is_sub else "mcu_fe448_add_radix28_mips32r2"
    leaf_start(e, f)
    if is_sub:
        e.op("lui     $7, 0x2000")
        e.op("addiu   $8, $7, -4", "2^29 - 4: 2p's limb 8")
        e.op("addiu   $7, $7, -2", "2^29 - 2: 2p's other limbs")
    a, b = ["$10", "$12"], ["$11", "$13"]
    e.op("lw      %s, 0($5)" % a[0])
    e.op("lw      %s, 0($6)" % b[0])
    for i in range(16):
        ca, cb = a[i % 2], b[i % 2]
        if i < 15:
            e.op("lw      %s, %d($5)" % (a[(i + 1) % 2], 4 * (i + 1)))
            e.op("lw      %s, %d($6)" % (b[(i + 1) % 2], 4 * (i + 1)))
        if is_sub:
            e.op("addu    $14, %s, %s" % (ca, "$8" if i == 8 else "$7"))
            e.op("subu    $14, $14, %s" % cb)
        else:
            e.op("addu    $14, %s, %s" % (ca, cb))
        if i > 0:
            e.op("addu    $14, $14, $9", "the carry in")
        e.op("srl     $9, $14, 28")
        out = {0: "$15", 8: "$24"}.get(i, "$14")
        e.op("ext     %s, $14, 0, 28" % out, "limb %d" % i)
        if i not in (0, 8):
            e.op("sw      $14, %d($4)" % (4 * i))
    e.raw("    /* The carry out (2^448 = 2^224 + 1) at limbs 0 and 8. */")
    e.op("addu    $15, $15, $9")
    e.op("addu    $24, $24, $9")
    e.op("sw      $15, 0($4)")
    e.op("jr      $ra")
    e.op("sw      $24, 32($4)")
    leaf_end(e, f)


def mul_small(e, with_add):
    """r = a k (+ c), k < 2^17: per limb HI:LO from the carry in (plus c's
    limb), one MADDU, the limb and the carry out (below 2^19); limbs 0, 1, 8
    and 9 kept in registers for the carry out of limb 15 (as
    fe448_ops_radix28.cc's store_columns)."""
    f = "mcu_fe448_mul_small_add_radix28_mips32r2" if with_add else "mcu_fe448_mul_small_radix28_mips32r2"
    leaf_start(e, f)
    # $4 r, $5 a, $6 k, $7 c; $9 the carry; $10/$11 a's limbs, $12/$13 c's.
    keep = {0: "$14", 1: "$15", 8: "$24", 9: "$25"}
    a, c = ["$10", "$11"], ["$12", "$13"]
    e.op("lw      %s, 0($5)" % a[0])
    if with_add:
        e.op("lw      %s, 0($7)" % c[0])
    pending = None
    for i in range(16):
        ca, cc = a[i % 2], c[i % 2]
        if with_add:
            if i == 0:
                e.op("mtlo    %s" % cc)
            else:
                e.op("addu    $8, $9, %s" % cc, "the carry in and c's limb")
                e.op("mtlo    $8")
        elif i == 0:
            e.op("mtlo    $0")
        else:
            e.op("mtlo    $9", "the carry in")
        e.op("mthi    $0")
        e.op("maddu   %s, $6" % ca)
        # MFLO's wait: the next limbs' loads, the last limb's store.
        if i < 15:
            e.op("lw      %s, %d($5)" % (a[(i + 1) % 2], 4 * (i + 1)))
            if with_add:
                e.op("lw      %s, %d($7)" % (c[(i + 1) % 2], 4 * (i + 1)))
        if pending is not None:
            e.op("sw      $3, %d($4)" % (4 * pending))
            pending = None
        e.op("mflo    $2")
        e.op("mfhi    $3")
        e.op("srl     $9, $2, 28")
        e.op("ins     $9, $3, 4, 28", "the carry out")
        if i in keep:
            e.op("ext     %s, $2, 0, 28" % keep[i], "limb %d" % i)
        else:
            e.op("ext     $3, $2, 0, 28", "limb %d" % i)
            pending = i
    e.op("sw      $3, %d($4)" % (4 * pending))
    e.raw("    /* The carry out (2^448 = 2^224 + 1) at limbs 0 and 8, theirs at 1 and 9. */")
    for lo, hi in ((0, 1), (8, 9)):
        e.op("addu    $2, %s, $9" % keep[lo])
        e.op("ext     %s, $2, 0, 28" % keep[lo])
        e.op("srl     $2, $2, 28")
        e.op("addu    %s, %s, $2" % (keep[hi], keep[hi]))
        e.op("sw      %s, %d($4)" % (keep[lo], 4 * lo))
    e.op("sw      %s, 4($4)" % keep[1])
    e.op("jr      $ra")
    e.op("sw      %s, 36($4)" % keep[9])
    leaf_end(e, f)


def cswap2(e):
    """a and b (32 limbs each: two adjacent elements) swapped under mask:
    per limb two loads (a limb ahead), (a ^ b) & mask into both, two
    stores."""
    f = "mcu_fe448_cswap2_radix28_mips32r2"
    leaf_start(e, f)
    a, b = ["$8", "$10"], ["$9", "$11"]
    e.op("lw      %s, 0($5)" % a[0])
    e.op("lw      %s, 0($6)" % b[0])
    for i in range(32):
        ca, cb = a[i % 2], b[i % 2]
        if i < 31:
            e.op("lw      %s, %d($5)" % (a[(i + 1) % 2], 4 * (i + 1)))
            e.op("lw      %s, %d($6)" % (b[(i + 1) % 2], 4 * (i + 1)))
        e.op("xor     $2, %s, %s" % (ca, cb))
        e.op("and     $2, $2, $4")
        e.op("xor     %s, %s, $2" % (ca, ca))
        e.op("xor     %s, %s, $2" % (cb, cb))
        e.op("sw      %s, %d($5)" % (ca, 4 * i))
        if i < 31:
            e.op("sw      %s, %d($6)" % (cb, 4 * i))
    e.op("jr      $ra")
    e.op("sw      %s, %d($6)" % (b[1], 4 * 31))
    leaf_end(e, f)


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
 *   void mcu_fe448_add_radix28_mips32r2(uint32_t r[16], const uint32_t a[16],
 *                                       const uint32_t b[16]);
 *   void mcu_fe448_sub_radix28_mips32r2(uint32_t r[16], const uint32_t a[16],
 *                                       const uint32_t b[16]);
 *   void mcu_fe448_mul_small_radix28_mips32r2(uint32_t r[16], const uint32_t a[16],
 *                                             uint32_t k);
 *   void mcu_fe448_mul_small_add_radix28_mips32r2(uint32_t r[16], const uint32_t a[16],
 *                                                 uint32_t k, const uint32_t c[16]);
 *   void mcu_fe448_cswap2_radix28_mips32r2(uint32_t mask, uint32_t a[32], uint32_t b[32]);
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
 * The sum, the difference and the small multiple (plus c) are the C++'s too, limb
 * for limb: one pass of carries, the carry out of limb 15 back in at limbs
 * 0 and 8. The swap takes two adjacent elements at once (X448's (x2, z2)
 * and (x3, z3)), by mask.
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
    addsub(e, False)
    addsub(e, True)
    mul_small(e, False)
    mul_small(e, True)
    cswap2(e)
    print("\n".join(e.lines))


if __name__ == "__main__":
    main()
