#!/usr/bin/python3
"""Writes field_solinas.cc: special-form (Solinas) reduction for the primes
p = 2^N - c of secp256r1, secp384r1 and SM2, where c is a few signed powers
of 2^32. Solinas, "Generalized Mersenne Numbers" (1999); FIPS 186-4 D.2
prints P-256's and P-384's sums.

For each high word i (n <= i < 2n) of a 2n-word product, 2^(32 i) mod p is
written as signed coefficients on the words 0..n-1 (substituting 2^N = c
until no word is left above n - 1). Column j of the reduction is then the
sum of the product's words with their coefficients in column j. The
columns' carry leaves a small signed top word t, folded back as t * c
twice (the bounds below prove twice suffices and that the result is
below 2^N < 2p), then one masked subtraction of p.

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py > crypto/ec/field_solinas.cc

With --armv7m it writes the 256-bit primes' (P-256, SM2) whole
multiplications in Thumb-2 for Armv7E-M, which field_solinas.cc calls on
Cortex-M4 (MCUCRYPT_EC_SOLINAS_256_ARMV7M): the UMAAL product into the
routine's own frame, then the same reduction with the 256-bit sum in
r4-r11, each column's terms passes of ADCS (SBCS) over it, so a term
costs a load (back to back with the pass's others) and one instruction,
not a 64-bit add pair:

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py --armv7m > crypto/ec/field_solinas_256_armv7m.S

With --armv7m-montgomery it writes the 256-bit Montgomery multiplication
for any odd m (the group orders, brainpoolP256r1's p) on the same product,
Montgomery's reduction two rows per pass, in the same routine:

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py --armv7m-montgomery > crypto/ec/field_mont_256_armv7m.S

With --armv7m-rows it writes the 384- and 512-bit Montgomery fields'
products, squarings and Montgomery reductions (brainpoolP384r1,
brainpoolP512r1, the 12- and 16-word group orders) in Thumb-2 for Armv7E-M
(MCUCRYPT_EC_ROWS_ARMV7M), the interface of --mips32r2-rows but for REDC,
which also adds the high half and reduces once (r fully reduced): operand
scanning three rows per pass, UMAAL for each limb's multiply-accumulate:

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py --armv7m-rows > crypto/ec/field_rows_armv7m.S

With --mips32r2 it writes the reductions in MIPS32r2 assembly for the
microAptiv (MCUCRYPT_EC_SOLINAS_256_MIPS32R2): each column is a chain of
MADDU/MSUBU into HI:LO, a signed 64-bit accumulator, started by MULT of the
previous column's HI (the arithmetic shift by 32), so a term costs a load
and one multiply-accumulate:

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py --mips32r2 > crypto/ec/field_solinas_256_mips32r2.S
With --mips32r2-rows it writes the larger fields' products and Montgomery
reductions in MIPS32r2 assembly for the microAptiv (MCUCRYPT_EC_ROWS_MIPS32R2):
operand-scanning rows with the multiplier's words in registers, each
product a MULTU and two MADDU by 1 (the product's word and the carry: at
most 2^64 - 1, so HI:LO never overflows), the row's loads and stores in the
two cycles MFLO waits on HI:LO; the squaring's cross products once, then
doubled with the squares added; Montgomery's reduction row by row:

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py --mips32r2-rows > crypto/ec/field_rows_mips32r2.S

With --mips32r2-384 it writes secp384r1's reduction the --mips32r2 way
(MCUCRYPT_EC_SOLINAS_384_MIPS32R2):

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py --mips32r2-384 > crypto/ec/field_solinas_384_mips32r2.S
"""
import sys

PRIMES = [
    # (name, curve, N, c as [(word, sign)], standard)
    ("p256", "secp256r1", 256, [(7, 1), (6, -1), (3, -1), (0, 1)], "FIPS 186-4 D.2.3"),
    ("p384", "secp384r1", 384, [(4, 1), (3, 1), (1, -1), (0, 1)], "FIPS 186-4 D.2.4"),
    ("sm2", "sm2p256v1", 256, [(7, 1), (3, 1), (2, -1), (0, 1)], "GB/T 32918.5-2017"),
]
PRIME_VALUES = {
    "p256": 2**256 - 2**224 + 2**192 + 2**96 - 1,
    "p384": 2**384 - 2**128 - 2**96 + 2**32 - 1,
    "sm2": 2**256 - 2**224 - 2**96 + 2**64 - 1,
}
W = 2**32


def columns(n, cterms):
    """cols[j] = {i: coefficient of product word i in column j}."""
    cols = [dict() for _ in range(n)]
    for i in range(2 * n):
        vec = {i: 1}
        while any(k >= n and v for k, v in vec.items()):
            h = max(k for k, v in vec.items() if k >= n and v)
            v = vec.pop(h)
            for w, s in cterms:
                vec[h - n + w] = vec.get(h - n + w, 0) + s * v
        for j, v in vec.items():
            if v:
                cols[j][i] = v
    return cols


def check(name, N, n, cterms, cols):
    p = PRIME_VALUES[name]
    c = sum(s * W**w for w, s in cterms)
    assert c == 2**N - p, name
    for i in range(2 * n):
        assert sum(cols[j].get(i, 0) * W**j for j in range(n)) % p == W**i % p
    # Range of the column sums over any 2n words.
    vmax = sum(sum(v for v in col.values() if v > 0) * (W - 1) * W**j for j, col in enumerate(cols))
    vmin = sum(sum(v for v in col.values() if v < 0) * (W - 1) * W**j for j, col in enumerate(cols))
    tops = range(vmin // 2**N, vmax // 2**N + 1)
    # First fold: r + t * c, r in [0, 2^N).
    v1min = min(t * c for t in tops)
    v1max = 2**N - 1 + max(t * c for t in tops)
    for t in range(v1min // 2**N, v1max // 2**N + 1):
        lo = max(0, v1min - t * 2**N)
        hi = min(2**N - 1, v1max - t * 2**N)
        # Second fold leaves [0, 2^N) whatever r was.
        assert 0 <= lo + t * c and hi + t * c < 2**N, (name, t)
    assert 2**N < 2 * p
    return tops, c


def term(i, v):
    if v == 1:
        return "+ t[%d]" % i
    if v == -1:
        return "- t[%d]" % i
    # The multiple in 64 bits: 2 * t[i] would wrap in uint32_t.
    return "%s %d * static_cast<int64_t>(t[%d])" % ("+" if v > 0 else "-", abs(v), i)


def emit(name, curve, N, cterms, std):
    n = N // 32
    cols = columns(n, cterms)
    tops, c = check(name, N, n, cterms, cols)
    out = []
    out.append("// %s (%s): p = 2^%d - c, c = %s." % (curve, std, N, " ".join(
        "%s 2^%d" % ("+" if s > 0 else "-", 32 * w) for w, s in cterms).lstrip("+ ")))
    out.append("// Columns' top word in [%d, %d]." % (tops[0], tops[-1]))
    # The reference where the assembly (field_solinas_{256,384}_<core>.S)
    # replaces it.
    out.append("[[maybe_unused]] void reduce_%s(uint32_t *r, const uint32_t *t) {" % name)
    out.append("  int64_t acc = 0;")
    for j, col in enumerate(cols):
        terms = " ".join(term(i, col[i]) for i in sorted(col))
        out.append("  acc += int64_t{0} %s;" % terms)
        out.append("  r[%d] = static_cast<uint32_t>(acc);" % j)
        out.append("  acc >>= 32;")
    coef = dict(cterms)
    out.append("  for (int fold = 0; fold < 2; ++fold) {  // r + top * c, top = acc")
    out.append("    const int64_t top = acc;")
    out.append("    acc = 0;")
    for j in range(n):
        s = coef.get(j, 0)
        extra = "" if s == 0 else (" + top" if s > 0 else " - top")
        out.append("    acc += static_cast<int64_t>(r[%d])%s;" % (j, extra))
        out.append("    r[%d] = static_cast<uint32_t>(acc);" % j)
        out.append("    acc >>= 32;")
    out.append("  }")
    out.append("  subtract_p_once(r, k_%s, %d);  // r < 2^%d < 2p" % (name, n, N))
    out.append("}")
    out.append("")
    return out


def passes(n, cols, sign):
    """The terms of the given sign beyond column j's own word j, as passes:
    pass k holds, for each column, its k-th such term (a product word
    index) or None."""
    rest = []
    for j, col in enumerate(cols):
        words = []
        for i in sorted(col):
            v = col[i] * sign
            if v > 0 and not (sign > 0 and i == j):
                words += [i] * v
        rest.append(words)
    count = max(len(w) for w in rest)
    return [[w[k] if k < len(w) else None for w in rest] for k in range(count)]


def thumb_imm(v):
    """Whether v is a Thumb-2 modified immediate (ARM ARM A6.3.2)."""
    b = v & 0xFF
    if v in (b, b * 0x00010001, b * 0x01000100, b * 0x01010101):
        return True
    return any(((v << r) | (v >> (32 - r))) & 0xFFFFFFFF in range(0x80, 0x100)
               for r in range(8, 32))


SCRATCH = ["r0", "r1", "r3", "r12", "lr"]  # free while the sum is in r4-r11


def emit_product_armv7m():
    """t = a b into the stack frame (t[w] at [sp, #4w]), a's pointer at
    [sp, #68], b's in lr: operand scanning four rows per pass (two
    passes), a[i..i+3] in r4-r7 with a carry each in r8-r11, b streaming
    through a window of four registers (r1, r2, r3, r12), one load per
    column; each word of t is loaded and stored once per pass and takes up
    to four UMAALs (RdHi:RdLo = Rn Rm + RdLo + RdHi, which cannot
    overflow: one instruction is a limb's multiply, its add to t and the
    row's carry) in r0 in between. The first pass's columns 0-3 start with
    the new row's product by UMULL, which sets the word and that row's
    carry (no zeroing of either)."""
    window = ["r1", "r2", "r3", "r12"]
    rows, carries = ["r4", "r5", "r6", "r7"], ["r8", "r9", "r10", "r11"]
    out = []
    for i in (0, 4):
        out.append("    /* rows %d..%d */" % (i, i + 3))
        out.append("    ldr     r0, [sp, #68]")
        if i:
            out.append("    add     r0, r0, #%d" % (4 * i))
        out.append("    ldm     r0, {r4-r7}")
        if i:
            for reg in carries:
                out.append("    mov.w   %s, #0" % reg)
        for m in range(11):
            ks = [k for k in range(4) if 0 <= m - k <= 7 and not (m >= 8 and k <= m - 8)]
            if m < 8:
                if i == 0 and m < 4:
                    ks = ks[-1:] + ks[:-1]  # row m's first product starts the word (UMULL)
                elif i == 0:
                    out.append("    mov.w   r0, #0")
                else:
                    out.append("    ldr     r0, [sp, #%d]" % (4 * (i + m)))
                out.append("    ldr     %s, [lr, #%d]" % (window[m % 4], 4 * m))
            else:  # row m - 8 ended a column ago: its carry starts the word
                out.append("    mov     r0, %s" % carries[m - 8])
            for k in ks:
                op = "umull" if i == 0 and m < 4 and k == m else "umaal"
                out.append("    %s   r0, %s, %s, %s" % (op, carries[k], rows[k], window[(m - k) % 4]))
            out.append("    str     r0, [sp, #%d]" % (4 * (i + m)))
        out.append("    str     r11, [sp, #%d]" % (4 * (i + 11)))
    return out


def emit_square_armv7m():
    """t = a^2 into the stack frame (t[w] at [sp, #4w]), a's pointer in r1:
    the cross products a[i] a[j] (i < j) once, by columns, each column
    doubled and its diagonal square added as it is stored, so no second
    pass over t. a[0..3] stay in r4-r7, a[4..7] in r1, r2, r3, r12 (no
    window: every word is in a register), row i's carry in r8-r11 (rows
    4-6 reuse those of rows 0-2 once deposited). Two carry chains that do
    not meet: the doubling (2 X, X the cross sum) in the carry flag by
    ADCS, which UMAAL, MOV.W, LDR and STR leave alone, and the squares
    in lr by UMAAL (word + lr + a[i]^2, or + 0 * 0 on the odd words, from
    a register known to be zero then). 28 + 8 multiplies against the
    product's 64."""
    A = ["r4", "r5", "r6", "r7", "r1", "r2", "r3", "r12"]  # a[0..7]
    # Row i (a[i] a[j], j > i) runs over columns 2i + 1 .. i + 7, its carry
    # in CARRY[i], deposited as column i + 8's start; rows 4-6 take the
    # registers of rows 0-2, zeroed once those are deposited.
    CARRY = ["r8", "r9", "r10", "r11", "r8", "r9", "r10"]
    # Zero on each odd column: a row's carry before the row starts, then
    # r4 (a[0], zeroed once its last product a[0] a[7] is taken).
    ODD_ZERO = {1: "r9", 3: "r10", 5: "r11", 7: "r4", 9: "r4", 11: "r4", 13: "r4"}
    out = [
        "    ldm     r1!, {r4-r7}",
        "    ldm     r1, {r1, r2, r3, r12}",
        "    mov.w   r9, #0",
        "    mov.w   r10, #0",
        "    mov.w   r11, #0",
        "    umull   r0, lr, r4, r4",
        "    str     r0, [sp, #0]",
    ]
    for w in range(1, 15):
        terms = [(i, w - i) for i in range(7) if i < w - i <= 7]
        dep = w - 8  # the row that ended a column ago
        if dep >= 0:
            out.append("    mov     r0, %s" % CARRY[dep])
        elif w > 1:
            out.append("    mov.w   r0, #0")
        for i, j in terms:
            if w == 1:  # r0 = a[0] a[1] and row 0's carry, both new
                out.append("    umull   r0, %s, %s, %s" % (CARRY[i], A[i], A[j]))
            else:
                out.append("    umaal   r0, %s, %s, %s" % (CARRY[i], A[i], A[j]))
        if w == 7:
            out.append("    mov.w   r4, #0")
        out.append("    %s    r0, r0, r0" % ("adds" if w == 1 else "adcs"))
        if w % 2 == 0:
            out.append("    umaal   r0, lr, %s, %s" % (A[w // 2], A[w // 2]))
        else:
            out.append("    umaal   r0, lr, %s, %s" % (ODD_ZERO[w], ODD_ZERO[w]))
        out.append("    str     r0, [sp, #%d]" % (4 * w))
        if 0 <= dep <= 2:  # its register carries row dep + 4 from the next column
            out.append("    mov.w   %s, #0" % CARRY[dep])
    out.append("    adc     r0, lr, #0")  # X[15] = 0: the two carries
    out.append("    str     r0, [sp, #60]")
    return out


def emit_pass_armv7m(words, sign, regs, loaded):
    """One pass of ADCS (SBCS) over the sum: words[j] the product word for
    column j or None. The words are loaded back to back (N loads take
    N + 1 cycles, against 2 N one by one) into SCRATCH, up to five
    distinct words at a time; loaded maps a word to the scratch register
    that still holds it (a pass repeated reuses them)."""
    out = []
    first = next(j for j in range(8) if words[j] is not None)
    j = first
    while j < 8:
        # The segment j..seg_end - 1: at most five distinct words, all in
        # registers at once (those already loaded stay where they are).
        seg_end, used = j, []
        while seg_end < 8:
            w = words[seg_end]
            if w is not None and w not in used:
                if len(used) == len(SCRATCH):
                    break
                used.append(w)
            seg_end += 1
        # New words go first to empty registers, then to those holding a
        # word this segment does not use.
        held = loaded.values()
        free = [r for r in SCRATCH if r not in held]
        free += [r for r in SCRATCH if r in held and all(loaded[w] != r for w in used if w in loaded)]
        for w in used:
            if w not in loaded:
                reg = free.pop(0)
                for old in [x for x, r in loaded.items() if r == reg]:
                    del loaded[old]
                loaded[w] = reg
                out.append("    ldr     %s, [sp, #%d]" % (reg, 4 * w))
        for k in range(j, seg_end):
            op = ("adds" if sign > 0 else "subs") if k == first else ("adcs" if sign > 0 else "sbcs")
            src = "#0" if words[k] is None else loaded[words[k]]
            out.append("    %s    %s, %s, %s" % (op, regs[k], regs[k], src))
        j = seg_end
    out.append("    %s     r2, r2, #0" % ("adc" if sign > 0 else "sbc"))
    return out


def const_armv7m(reg, v):
    """v into reg by one MOV or MVN (no flags: inside carry chains)."""
    if v < 256:
        return "    mov.w   %s, #%d" % (reg, v)
    assert ~v & 0xFFFFFFFF < 256, hex(v)
    return "    mvn     %s, #%d" % (reg, ~v & 0xFFFFFFFF)


def op_const_armv7m(op, reg, v):
    """reg op= v: an immediate where Thumb-2 has one, else through r3."""
    if thumb_imm(v):
        return ["    %s    %s, %s, #%d" % (op, reg, reg, v)]
    return [const_armv7m("r3", v), "    %s    %s, %s, r3" % (op, reg, reg)]


def emit_fold_armv7m(p, c, regs):
    """The sum r2:r4-r11 (r2 the top word, small) to its value mod p, fully
    reduced: r2 folded back twice as r2 c by UMAAL (the callers prove two
    folds leave it below 2^256 < 2p), then p subtracted and added back
    under the borrow's mask. c's words other than the lowest (1) are held
    in r1, r3, lr for both folds (0, all-ones, ...: a few values), and the
    lowest is the carry's start (word + top + 0 * 0). Uses r0, r1, r3,
    r12, lr."""
    n = len(regs)
    out = []
    cw = [(c >> (32 * j)) & 0xFFFFFFFF for j in range(n)]
    pw = [(p >> (32 * j)) & 0xFFFFFFFF for j in range(n)]
    assert cw[0] == 1
    values = sorted(set(cw[1:]) | {0})
    assert len(values) <= 3, values
    held = dict(zip(values, ["r1", "r3", "lr"]))
    out.append("    /* c's words in registers */")
    for v, reg in held.items():
        out.append(const_armv7m(reg, v))
    for x, carry in (("r2", "r0"), ("r0", "r12")):
        out.append("    /* + %s c (UMAAL: word + %s c[j] + carry) */" % (x, x))
        out.append("    mov     %s, %s" % (carry, x))
        out.append("    umaal   %s, %s, %s, %s" % (regs[0], carry, held[0], held[0]))
        for j in range(1, n):
            out.append("    umaal   %s, %s, %s, %s" % (regs[j], carry, x, held[cw[j]]))
    out.append("    /* - p, and p back under the borrow's mask (r0) */")
    for j in range(n):
        out += op_const_armv7m("subs" if j == 0 else "sbcs", regs[j], pw[j])
    out.append("    sbc     r0, r0, r0")
    out += emit_add_masked_p_armv7m(pw, regs, "r0")
    return out


def emit_add_masked_p_armv7m(pw, regs, mask):
    """r4-r11 += p & mask (mask 0 or all-ones), the carry out dropped:
    p's all-ones and zero words are the mask or #0 themselves. Uses r3."""
    n = len(regs)
    out = []
    for j in range(n):
        op = "adds" if j == 0 else ("adcs" if j < n - 1 else "adc")
        if pw[j] in (0, 0xFFFFFFFF):  # p's word under the mask: 0 or the mask
            out.append("    %s    %s, %s, %s" % (op, regs[j], regs[j], "#0" if pw[j] == 0 else mask))
        elif thumb_imm(pw[j]):
            out.append("    and     r3, %s, #%d" % (mask, pw[j]))
            out.append("    %s    %s, %s, r3" % (op, regs[j], regs[j]))
        else:
            out.append(const_armv7m("r3", pw[j]))
            out.append("    and     r3, r3, %s" % mask)
            out.append("    %s    %s, %s, r3" % (op, regs[j], regs[j]))
    return out


def emit_add_sub_armv7m(name, curve, N, cterms, std):
    """r = a + b mod p and r = a - b mod p for a, b < p, p's words as
    immediates (or the mask itself) where field_add_sub_256_armv7m.S loads
    m: a in r4-r11, b four words at a time by LDM (flags untouched)."""
    p = PRIME_VALUES[name]
    pw = [(p >> (32 * j)) & 0xFFFFFFFF for j in range(8)]
    regs = ["r%d" % (4 + j) for j in range(8)]
    out = []
    for kind in ("add", "sub"):
        fn = "mcu_ec_%s_%s_armv7m" % (kind, name)
        first, rest = ("adds", "adcs") if kind == "add" else ("subs", "sbcs")
        out += head_armv7m(fn, "%s: r = a %s b mod p." % (curve, "+" if kind == "add" else "-")) + [
            # r stays in r0 (not pushed and popped back: b's words go
            # through r1, r3, r12, lr).
            "    push    {r4-r11, lr}",
            "    ldm     r1, {r4-r11}",
            "    ldm     r2!, {r1, r3, r12, lr}",
            "    %s    r4, r4, r1" % first,
            "    %s    r5, r5, r3" % rest,
            "    %s    r6, r6, r12" % rest,
            "    %s    r7, r7, lr" % rest,
            "    ldm     r2, {r1, r3, r12, lr}",
            "    %s    r8, r8, r1" % rest,
            "    %s    r9, r9, r3" % rest,
            "    %s    r10, r10, r12" % rest,
            "    %s    r11, r11, lr" % rest,
        ]
        if kind == "add":
            # t = r2:r4-r11; t - p, and p back if that borrowed past r2.
            out += ["    mov.w   r2, #0", "    adc     r2, r2, #0"]
            for j in range(8):
                out += op_const_armv7m("subs" if j == 0 else "sbcs", regs[j], pw[j])
            out.append("    sbc     r2, r2, #0          /* carry - borrow: all-ones if t < p */")
        else:
            out.append("    sbc     r2, r2, r2          /* all-ones if a < b */")
        out += emit_add_masked_p_armv7m(pw, regs, "r2")
        out += [
            "    stm     r0, {r4-r11}",
            "    pop     {r4-r11, pc}",
            "    .size   %s, . - %s" % (fn, fn),
            "",
        ]
    return out


def emit_armv7m(name, curve, N, cterms, std):
    n = N // 32
    assert n == 8
    cols = columns(n, cterms)
    check(name, N, n, cterms, cols)
    p = PRIME_VALUES[name]
    c = 2**N - p
    assert all(cols[j].get(j) == 1 for j in range(n))  # T itself
    pos, neg = passes(n, cols, 1), passes(n, cols, -1)
    # k p added first keeps every partial sum non-negative: each negative
    # pass takes less than 2^N.
    k = 1
    while k * p < len(neg) * 2**N:
        k += 1
    bias = k * p
    # The sum's top word (r2) in [0, top_max] before the folds.
    top_max = (bias + (1 + len(pos)) * (2**N - 1)) >> N
    # Fold 1: r + top c < 2^N + top_max c; fold 2 adds c at most once more
    # and leaves a value below 2^N (< 2p); both checked here.
    assert top_max * c < 2**N and 2 * top_max * c + c < 2**N
    regs = ["r%d" % (4 + j) for j in range(n)]
    out = []
    for kind in ("mul", "sqr"):
        out += emit_mul_or_sqr_armv7m(kind, name, curve, std, N, n, p, c, k, bias, pos, neg, regs)
    return out


def emit_mul_or_sqr_armv7m(kind, name, curve, std, N, n, p, c, k, bias, pos, neg, regs):
    """r = a b (kind mul) or a^2 (kind sqr) mod p: the product into the
    frame, then the reduction, the same for both."""
    const, op_const = const_armv7m, op_const_armv7m
    fn = "mcu_ec_%s_%s_armv7m" % (kind, name)
    if kind == "mul":
        out = head_armv7m(fn, "%s (%s): p = 2^%d - c, c = 0x%x." % (curve, std, N, c))
    else:
        out = head_armv7m(fn, "%s: r = a^2 mod p." % curve)
    out.append("    push    {r0, r1, r4-r11, lr}")  # r0: r, stored last; r1: a
    if kind == "mul":
        out.append("    mov     lr, r2")
    out.append("    sub     sp, sp, #64")
    out += emit_product_armv7m() if kind == "mul" else emit_square_armv7m()
    out.append("    /* T = t[0..7] + %d p */" % k)
    out.append("    ldm     sp, {r4-r11}")
    for j in range(n):
        out += op_const("adds" if j == 0 else "adcs", regs[j], (bias >> (32 * j)) & 0xFFFFFFFF)
    out.append("    mov.w   r2, #%d" % (bias >> N))
    out.append("    adc     r2, r2, #0")
    loaded = {}
    for sign, group in ((1, pos), (-1, neg)):
        for words in group:
            out.append("    /* %s (%s) */" % ("+" if sign > 0 else "-", ", ".join(
                "t[%d]" % i if i is not None else "0" for i in words)))
            out += emit_pass_armv7m(words, sign, regs, loaded)
    out += emit_fold_armv7m(p, c, regs)
    out.append("    add     sp, sp, #64")
    out.append("    pop     {r0, r1}")
    out.append("    stm     r0, {r4-r11}")
    out.append("    pop     {r4-r11, pc}")
    out.append("    .size   %s, . - %s" % (fn, fn))
    out.append("")
    return out


def thumb_function(fn):
    """The directives and label that open a global Thumb function."""
    return [
        "    .global %s" % fn,
        "    .type   %s, %%function" % fn,
        "    .p2align 2",
        "    .thumb_func",
        "%s:" % fn,
    ]


def head_armv7m(fn, comment):
    """A global Thumb function's opening lines, after its comment."""
    return ["/* %s */" % comment] + thumb_function(fn)


def tail_armv7m(fn):
    """r4-r11 stored to r (pushed first with r4-r11 and lr), and return."""
    return [
        "    pop     {r0}",
        "    stm     r0, {r4-r11}",
        "    pop     {r4-r11, pc}",
        "    .size   %s, . - %s" % (fn, fn),
        "",
    ]


SMALL_MAX = 8  # the largest k of mcu_ec_mul_small_<prime>_armv7m


def emit_mul_small_armv7m(name, curve, N, cterms, std):
    """r = k a mod p for 2 <= k <= SMALL_MAX (the point formulas' 3x, 4x,
    8x, each one call instead of two or three additions): a in r4-r11,
    a[j] (k - 1) + a[j] + carry by one UMAAL per word, the top word (below
    k) folded back as in the multiplication."""
    p = PRIME_VALUES[name]
    c = 2**N - p
    # Fold 1 leaves below 2^N + (SMALL_MAX - 1) c, fold 2 below 2^N.
    assert (SMALL_MAX - 1) * c < 2**N and 2 * (SMALL_MAX - 1) * c + c < 2**N
    regs = ["r%d" % (4 + j) for j in range(8)]
    fn = "mcu_ec_mul_small_%s_armv7m" % name
    out = head_armv7m(fn, "%s: r = k a mod p, 2 <= k <= %d." % (curve, SMALL_MAX)) + [
        "    push    {r0, r4-r11, lr}",
        "    ldm     r1, {r4-r11}",
        "    sub     r1, r2, #1",
        "    mov.w   r2, #0",
    ]
    for reg in regs:
        out.append("    umaal   %s, r2, %s, r1" % (reg, reg))
    out += emit_fold_armv7m(p, c, regs)
    return out + tail_armv7m(fn)


def main_armv7m():
    out = [
        "/* Generated by field_solinas_gen.py --armv7m; do not edit. The 256-bit",
        " * special-form primes' multiplications in Thumb-2 for Armv7E-M",
        " * (Cortex-M4/M7), the product and field_solinas.cc's reduce_<prime> in",
        " * one routine (no call, no second frame between them):",
        " *",
        " *   void mcu_ec_mul_<prime>_armv7m(uint32_t r[8], const uint32_t a[8],",
        " *                                  const uint32_t b[8]);",
        " *",
        " *   void mcu_ec_sqr_<prime>_armv7m(uint32_t r[8], const uint32_t a[8]);",
        " *",
        " *   void mcu_ec_mul_small_<prime>_armv7m(uint32_t r[8], const uint32_t a[8],",
        " *                                        uint32_t k);",
        " *   void mcu_ec_add_<prime>_armv7m(uint32_t r[8], const uint32_t a[8],",
        " *                                  const uint32_t b[8]);  (and _sub_)",
        " *",
        " * r = a b mod p, fully reduced, for any a, b < 2^256; r may alias a or b",
        " * (written last). The 512-bit product goes to the stack frame by UMAAL",
        " * rows, four per pass (a[i..i+3] in r4-r7, their carries in r8-r11, b",
        " * through a window of four registers); the squaring's by columns, each",
        " * cross product once, the column doubled (ADCS) and its diagonal",
        " * square added (UMAAL) as it is stored: 36 multiplies, not 64, and t",
        " * written once. Then T = t[0..7] plus k p (no",
        " * partial sum goes below zero) in r4-r11, and each pass adds or",
        " * subtracts one more of the product's words per column (the columns of",
        " * field_solinas.cc) with the carry flag, the carry out kept in r2; a",
        " * pass's words are loaded back to back into five scratch registers,",
        " * where a repeated word stays. The top word r2 is folded back twice",
        " * as r2 c by UMAAL (c's few distinct words held in registers), then p",
        " * is subtracted and added back under the",
        " * borrow's mask. The small multiple r = k a (2 <= k <= 8) is one UMAAL",
        " * per word (a[j] (k - 1) + a[j] + carry) and the same folds. The",
        " * generator proves the bounds. The addition and subtraction (a, b < p)",
        " * are field_add_sub_256_armv7m.S's with p's words as immediates. Constant",
        " * time: UMAAL",
        " * takes one cycle whatever its operands; no branch, no address depends",
        " * on the values.",
        " */",
        "    .syntax unified",
        "    .thumb",
        "    .text",
        "",
    ]
    for prime in PRIMES:
        if prime[2] == 256:
            out += emit_armv7m(*prime)
            out += emit_mul_small_armv7m(*prime)
            out += emit_add_sub_armv7m(*prime)
    print("\n".join(out))


def emit_montgomery_armv7m():
    """r = a b 2^-256 mod m for any odd 256-bit m (the group orders,
    brainpoolP256r1's p), a, b < m: the same four-row product into the
    frame, then Montgomery's reduction two rows per pass, m in r4-r11.
    Rows i and i + 1 take q_i = t[i] m0inv and, once row i has added
    q_i m[1] to t[i + 1], q_(i+1) = t[i + 1] m0inv; both rows then go up
    the words together (carries r3, r12), each word loaded and stored
    once per pair. The carry into word i + 10 (0..2) waits in lr for the
    next pair (its word i + 8); after the last pair t[8..15] + lr 2^256 < 2m,
    and m is subtracted and added back under the mask (lr - borrow)."""
    fn = "mcu_ec_mont_mul_256_armv7m"
    m = ["r%d" % (4 + j) for j in range(8)]
    out = thumb_function(fn) + [
        # [sp]: r, [sp, #4]: a, [sp, #8]: m, then r4-r11, lr; m0inv, the
        # fifth argument, at [sp, #48]; all 64 further once t is below.
        "    push    {r0, r1, r3, r4-r11, lr}",
        "    mov     lr, r2",
        "    sub     sp, sp, #64",
    ]
    out += emit_product_armv7m()
    out += [
        "    /* Montgomery's reduction, m in r4-r11 */",
        "    ldr     r0, [sp, #72]",
        "    ldm     r0, {r4-r11}",
        "    mov.w   lr, #0",
    ]
    for i in range(0, 8, 2):
        out += [
            "    /* rows %d and %d */" % (i, i + 1),
            "    ldr     r0, [sp, #%d]" % (4 * i),
            "    ldr     r1, [sp, #112]",
            "    mul     r1, r0, r1",
            "    mov.w   r3, #0",
            "    umaal   r0, r3, r1, %s          /* the word becomes 0 */" % m[0],
            "    ldr     r0, [sp, #%d]" % (4 * (i + 1)),
            "    umaal   r0, r3, r1, %s" % m[1],
            "    ldr     r2, [sp, #112]",
            "    mul     r2, r0, r2",
            "    mov.w   r12, #0",
            "    umaal   r0, r12, r2, %s          /* the word becomes 0 */" % m[0],
        ]
        for k in range(2, 8):
            w = i + k
            out += [
                "    ldr     r0, [sp, #%d]" % (4 * w),
                "    umaal   r0, r3, r1, %s" % m[k],
                "    umaal   r0, r12, r2, %s" % m[k - 1],
                "    str     r0, [sp, #%d]" % (4 * w),
            ]
        # Word i + 8: the previous pair's carry (lr) and row i's (r3)
        # with the flags, their carries into word i + 9 (r12) and on.
        out += [
            "    ldr     r0, [sp, #%d]" % (4 * (i + 8)),
            "    adds    r0, r0, lr",
            "    mov.w   lr, #0",
            "    adc     lr, lr, #0",
            "    umaal   r0, r12, r2, %s" % m[7],
            "    adds    r0, r0, r3",
            "    adcs    r12, r12, lr",
            "    mov.w   lr, #0",
            "    adc     lr, lr, #0",
            "    str     r0, [sp, #%d]" % (4 * (i + 8)),
            "    ldr     r0, [sp, #%d]" % (4 * (i + 9)),
            "    adds    r0, r0, r12",
            "    adc     lr, lr, #0",
            "    str     r0, [sp, #%d]" % (4 * (i + 9)),
        ]
    out += [
        "    /* t[8..15] - m, in place, then m & (lr - borrow) back into r */",
        "    add     r0, sp, #32",
        "    ldm     r0, {r1, r2, r3, r12}",
        "    subs    r1, r1, r4",
        "    sbcs    r2, r2, r5",
        "    sbcs    r3, r3, r6",
        "    sbcs    r12, r12, r7",
        "    stm     r0!, {r1, r2, r3, r12}",
        "    ldm     r0, {r1, r2, r3, r12}",
        "    sbcs    r1, r1, r8",
        "    sbcs    r2, r2, r9",
        "    sbcs    r3, r3, r10",
        "    sbcs    r12, r12, r11",
        "    stm     r0, {r1, r2, r3, r12}",
        "    sbc     lr, lr, #0          /* all-ones if t[8..15] + lr 2^256 < m */",
    ]
    for reg in m:
        out.append("    and     %s, %s, lr" % (reg, reg))
    out += [
        "    ldr     lr, [sp, #64]       /* r */",
        "    sub     r0, r0, #16",
        "    ldm     r0!, {r1, r2, r3, r12}",
        "    adds    r1, r1, r4",
        "    adcs    r2, r2, r5",
        "    adcs    r3, r3, r6",
        "    adcs    r12, r12, r7",
        "    stm     lr!, {r1, r2, r3, r12}",
        "    ldm     r0, {r1, r2, r3, r12}",
        "    adcs    r1, r1, r8",
        "    adcs    r2, r2, r9",
        "    adcs    r3, r3, r10",
        "    adc     r12, r12, r11",
        "    stm     lr, {r1, r2, r3, r12}",
        "    add     sp, sp, #76",
        "    pop     {r4-r11, pc}",
        "    .size   %s, . - %s" % (fn, fn),
        "",
    ]
    return out


def main_armv7m_montgomery():
    out = [
        "/* Generated by field_solinas_gen.py --armv7m-montgomery; do not edit.",
        " * The 256-bit Montgomery multiplication in Thumb-2 for Armv7E-M",
        " * (Cortex-M4/M7), the product of field_solinas_256_armv7m.S and",
        " * Montgomery's reduction in one routine (the group orders' and",
        " * brainpoolP256r1's multiplication, field_product.h):",
        " *",
        " *   void mcu_ec_mont_mul_256_armv7m(uint32_t r[8], const uint32_t a[8],",
        " *                                   const uint32_t b[8], const uint32_t m[8],",
        " *                                   uint32_t m0inv);",
        " *",
        " * r = a b 2^-256 mod m for a, b < m, m odd, m0inv = -m^-1 mod 2^32;",
        " * r may alias a or b (written last). The product: UMAAL rows, four per",
        " * pass, into the frame. The reduction: two rows per pass, q_i = t[i]",
        " * m0inv, q_(i+1) from t[i + 1] once row i has added to it, each word",
        " * taking both rows' UMAALs between one load and one store; the carry",
        " * out of a pair's top word waits in a register for the next pair. The",
        " * result, below 2m, less m, and m added back under the borrow's mask.",
        " * Constant time: UMAAL and MUL take one cycle whatever their operands;",
        " * no branch, no address depends on the values.",
        " */",
        "    .syntax unified",
        "    .thumb",
        "    .text",
        "",
    ]
    out += emit_montgomery_armv7m()
    print("\n".join(out))


def columns_256(name, N, cterms, words=8):
    """What the assembly reductions start from: n = 8 (or words), the
    columns (each holding its own word once), p and c, the bounds checked."""
    n = N // 32
    assert n == words
    cols = columns(n, cterms)
    check(name, N, n, cterms, cols)
    p = PRIME_VALUES[name]
    c = 2**N - p
    assert all(cols[j].get(j) == 1 for j in range(n))  # T itself
    return n, cols, p, c


def print_256(header, emit):
    """The assembly file: header, then emit's reduction of each 256-bit prime."""
    out = list(header)
    for prime in PRIMES:
        if prime[2] == 256:
            out += emit(*prime)
    print("\n".join(out))


def emit_mips32r2(name, curve, N, cterms, std):
    n, cols, p, c = columns_256(name, N, cterms, N // 32)
    # $1, $2, $3 hold 1, 2, 3: the multiples a term can have.
    assert all(abs(v) <= 3 for col in cols for v in col.values())
    regs = ["$%d" % (8 + j) for j in range(n)]
    # Past eight words the sum reaches $16..: saved on the stack.
    saved = [r for r in regs if int(r[1:]) >= 16]
    temps = ["$24", "$25"]
    # Column j's own word first (column 0 starts its chain with it).
    terms = []
    for j, col in enumerate(cols):
        terms += [(j, 1)] + [(i, col[i]) for i in sorted(col) if i != j]

    out = []
    out.append("/* %s (%s): p = 2^%d - c, c = 0x%x. */" % (curve, std, N, c))
    out.append("    .globl  mcu_ec_reduce_%s_mips32r2" % name)
    out.append("    .type   mcu_ec_reduce_%s_mips32r2, @function" % name)
    out.append("    .ent    mcu_ec_reduce_%s_mips32r2" % name)
    out.append("mcu_ec_reduce_%s_mips32r2:" % name)
    if saved:
        out.append("    addiu   $sp, $sp, -%d" % (4 * len(saved)))
        out += ["    sw      %s, %d($sp)" % (r, 4 * k) for k, r in enumerate(saved)]
    out.append("    li      $1, 1")
    out.append("    li      $2, 2")
    out.append("    li      $3, 3")
    # Each temporary is reloaded right after its term, for the term two
    # ahead: no load is used by the next instruction.
    out.append("    lw      $24, %d($5)" % (4 * terms[0][0]))
    out.append("    lw      $25, %d($5)" % (4 * terms[1][0]))
    k = 0
    for j, col in enumerate(cols):
        out.append("    /* column %d */" % j)
        for m in range(len(col)):
            i, v = terms[k]
            t = temps[k % 2]
            if k == 0:
                out.append("    multu   %s, $1" % t)
            else:
                if m == 0:
                    out.append("    mult    $6, $1                  /* the carry, signed */")
                out.append("    %s   %s, $%d" % ("maddu" if v > 0 else "msubu", t, abs(v)))
            if k + 2 < len(terms):
                out.append("    lw      %s, %d($5)" % (t, 4 * terms[k + 2][0]))
            k += 1
        out.append("    mflo    %s" % regs[j])
        out.append("    mfhi    $6")
    assert k == len(terms)
    coef = dict(cterms)
    for fold in range(2):
        out.append("    /* + top c (top = $6, signed), fold %d */" % (fold + 1))
        out.append("    move    $7, $6")
        for j in range(n):
            if j == 0:
                out.append("    multu   %s, $1" % regs[j])
            else:
                out.append("    mult    $6, $1")
                out.append("    maddu   %s, $1" % regs[j])
            s = coef.get(j, 0)
            if s:
                out.append("    %s    $7, $1" % ("madd" if s > 0 else "msub"))
            out.append("    mflo    %s" % regs[j])
            out.append("    mfhi    $6")
    pw = [(p >> (32 * j)) & 0xFFFFFFFF for j in range(n)]

    def word(v):
        """p's word as a register: $0, $1 or $24 after an ADDIU."""
        if v == 0:
            return None, "$0"
        if v == 1:
            return None, "$1"
        sv = v - 2**32 if v >= 2**31 else v
        assert -32768 <= sv < 32768, hex(v)
        return "    addiu   $24, $0, %d" % sv, "$24"

    out.append("    /* r - p, the borrow in $7; r kept in memory */")
    for j in range(n):
        load, pr = word(pw[j])
        out.append("    sw      %s, %d($4)" % (regs[j], 4 * j))
        if load:
            out.append(load)
        if j == 0:
            out.append("    sltu    $7, %s, %s" % (regs[j], pr))
            out.append("    subu    %s, %s, %s" % (regs[j], regs[j], pr))
        else:
            out.append("    sltu    $25, %s, %s" % (regs[j], pr))
            out.append("    subu    %s, %s, %s" % (regs[j], regs[j], pr))
            out.append("    sltu    $24, %s, $7" % regs[j])
            out.append("    subu    %s, %s, $7" % (regs[j], regs[j]))
            out.append("    or      $7, $25, $24")
    out.append("    /* r < p (a borrow out): r, else r - p; under the mask $7 */")
    out.append("    subu    $7, $0, $7")
    for j in range(n):
        out.append("    lw      $24, %d($4)" % (4 * j))
        out.append("    nop")
        out.append("    xor     $24, $24, %s" % regs[j])
        out.append("    and     $24, $24, $7")
        out.append("    xor     %s, %s, $24" % (regs[j], regs[j]))
        out.append("    sw      %s, %d($4)" % (regs[j], 4 * j))
    out += ["    lw      %s, %d($sp)" % (r, 4 * k) for k, r in enumerate(saved)]
    out.append("    jr      $ra")
    if saved:
        out.append("    addiu   $sp, $sp, %d            /* delay slot */" % (4 * len(saved)))
    else:
        out.append("    nop")
    out.append("    .end    mcu_ec_reduce_%s_mips32r2" % name)
    out.append("    .size   mcu_ec_reduce_%s_mips32r2, . - mcu_ec_reduce_%s_mips32r2" % (name, name))
    out.append("")
    return out


def main_mips32r2():
    out = [
        "/* Generated by field_solinas_gen.py --mips32r2; do not edit. The special-",
        " * form (Solinas) reductions of the 256-bit primes in MIPS32r2 assembly",
        " * (o32 ABI) for the microAptiv, field_solinas.cc's reduce_<prime>:",
        " *",
        " *   void mcu_ec_reduce_<prime>_mips32r2(uint32_t r[8], const uint32_t t[16]);",
        " *",
        " * r = t mod p, fully reduced. Each column of field_solinas.cc is one",
        " * chain into HI:LO, used as a signed 64-bit accumulator: MULT of the",
        " * previous column's HI by 1 (its carry, sign-extended), then MADDU or",
        " * MSUBU of each of the column's words by its multiple (1, 2 or 3 in $1-$3),",
        " * which wrap mod 2^64 as the signed sum needs. The top word is folded",
        " * back twice as top c (MADD/MSUB of the signed top), then p is",
        " * subtracted with SLTU borrows and the difference kept unless it",
        " * borrowed, under a mask. The generator proves the bounds. Constant",
        " * time: no branch, no address depends on the values; the microAptiv's",
        " * MULT/MADDU/MSUBU take a fixed time.",
        " */",
        "    .set    mips32r2",
        "    .set    noreorder",
        "    .set    noat",
        "    .text",
        "",
    ]
    print_256(out, emit_mips32r2)


# --mips32r2-rows: the registers. $4 the product t, $5 a (or m), $6 b (or
# m0inv); $1 = 1, $2 the carry, $7 $24 $25 the three words of t in flight
# (loaded, multiplied, stored); the multiplier's words in $8-$23, $30, $31.
ROWS_WORDS = ["$%d" % r for r in range(8, 24)] + ["$30", "$31"]
ROWS_T = ["$7", "$24", "$25"]
ROWS_SAVED = ["$%d" % r for r in range(16, 24)] + ["$30", "$31"]


def rows_head(fn, comment):
    return comment + [
        "    .globl  %s" % fn,
        "    .type   %s, @function" % fn,
        "    .ent    %s" % fn,
        "%s:" % fn,
        "    addiu   $sp, $sp, -%d" % (4 * len(ROWS_SAVED)),
    ] + ["    sw      %s, %d($sp)" % (r, 4 * k) for k, r in enumerate(ROWS_SAVED)] + [
        "    li      $1, 1",
    ]


def rows_tail(fn):
    out = ["    lw      %s, %d($sp)" % (r, 4 * k) for k, r in enumerate(ROWS_SAVED)]
    out += [
        "    jr      $ra",
        "    addiu   $sp, $sp, %d            /* delay slot */" % (4 * len(ROWS_SAVED)),
        "    .end    %s" % fn,
        "    .size   %s, . - %s" % (fn, fn),
        "",
    ]
    return out


def emit_row(out, a, words, p0, has_t, first_t=None, result1=None, fills0=(),
             drop_first=False, carry_to=None, base=0):
    """One row: t[p0 + k] += a * words[k] (k = 0 .. L-1) plus the carry,
    the carry out left in $2 (or, carry_to "load", t[p0 + L] loaded too).
    t's words are at 4 (p - base)($4). has_t: t[p0..] holds words to add
    (else they are zero, and not read). first_t: the register already
    holding t[p0] (else it is loaded here). result1: where product 1's word
    goes instead of its rotating register (REDC's next q). fills0:
    instructions for product 0's free fill slot. drop_first: product 0's
    word is not kept (REDC: it is zero). Returns the register holding
    t[p0 + L] when carry_to is "load"."""
    L = len(words)
    T = ROWS_T
    loaded = lambda k: first_t if (k == 0 and first_t) else T[k % 3]
    res = lambda k: result1 if (k == 1 and result1) else T[k % 3]
    off = lambda p: 4 * (p - base)
    if has_t and not first_t:
        out.append("    lw      %s, %d($4)" % (loaded(0), off(p0)))
    for k in range(L):
        fills = []
        out.append("    multu   %s, %s" % (a, words[k]))
        if has_t:
            out.append("    maddu   %s, $1" % loaded(k))
        if k > 0:
            out.append("    maddu   $2, $1")
        # The next word of t in, the previous result out, while HI:LO is busy.
        if has_t and (k + 1 < L or carry_to == "load"):
            fills.append("    lw      %s, %d($4)" % (T[(k + 1) % 3], off(p0 + k + 1)))
        if k > 0 and not (k == 1 and drop_first):
            fills.append("    sw      %s, %d($4)" % (res(k - 1), off(p0 + k - 1)))
        if k == 0:
            fills += list(fills0)
        out += fills
        if not (k == 0 and drop_first):
            out.append("    mflo    %s" % res(k))
        out.append("    mfhi    $2")
    out.append("    sw      %s, %d($4)" % (res(L - 1), off(p0 + L - 1)))
    return T[L % 3] if carry_to == "load" else None


def emit_rows_product(n):
    fn = "mcu_ec_product_%d_mips32r2" % n
    words = ROWS_WORDS[:n]
    out = rows_head(fn, [
        "/* t = a b, %d x %d words (t has %d; t must not overlap a or b): row 0," % (n, n, 2 * n),
        " * a loop of two rows, the last row; $4 and $5 step with the rows. */"])
    out += ["    lw      %s, %d($6)" % (r, 4 * j) for j, r in enumerate(words)]
    out.append("    lw      $3, 0($5)")
    A = ["$3", "$6"]
    base = [0]  # the row $4 and $5 point at

    def row(i, rel):
        b = base[0]
        out.append("    /* row %s: t[%s..] += a[%s] b, the carry out to t[%s + %d] */" %
                   ((rel, rel, rel, rel, n) if rel else (i, i, i, i, n)))
        fills0 = []
        if i + 1 < n:
            fills0 = ["    lw      %s, %d($5)" % (A[(i + 1) % 2], 4 * (i + 1 - b))]
        emit_row(out, A[i % 2], words, i, i > 0, fills0=fills0, base=b)
        out.append("    sw      $2, %d($4)" % (4 * (i + n - b)))

    row(0, None)
    first = 1
    if (n - 2) % 2:
        row(1, None)
        first = 2
    # Rows first .. n - 2 two at a time; $31 marks where $5 stops.
    out.append("    addiu   $5, $5, %d" % (4 * first))
    out.append("    addiu   $4, $4, %d" % (4 * first))
    out.append("    addiu   $31, $5, %d" % (4 * (n - 1 - first)))
    base[0] = first
    label = "1"
    out.append("%s:" % label)
    row(first, "i")
    row(first + 1, "i + 1")
    out.append("    addiu   $5, $5, 8")
    out.append("    bne     $5, $31, %sb" % label)
    out.append("    addiu   $4, $4, 8                /* delay slot */")
    base[0] = n - 1
    row(n - 1, None)
    out += rows_tail(fn)
    return out


def emit_rows_square(n):
    fn = "mcu_ec_square_%d_mips32r2" % n
    words = ROWS_WORDS[:n]
    out = rows_head(fn, [
        "/* t = a^2, %d words (t has %d; t must not overlap a): the cross" % (n, 2 * n),
        " * products a[i] a[j], i < j, once into t[1..%d], then t = 2 t plus the" % (2 * n - 2),
        " * squares a[i]^2 at t[2i]. */"])
    out += ["    lw      %s, %d($5)" % (r, 4 * j) for j, r in enumerate(words)]
    for i in range(n - 1):
        out.append("    /* cross row %d: t[%d..%d] += a[%d] a[%d..%d], the carry out to t[%d] */" %
                   (i, 2 * i + 1, i + n - 1, i, i + 1, n - 1, i + n))
        emit_row(out, words[i], words[i + 1:], 2 * i + 1, i > 0)
        out.append("    sw      $2, %d($4)" % (4 * (i + n)))
    out.append("    /* t = 2 t + the squares: words 2k, 2k + 1 shifted left one bit (the")
    out.append("     * bit below in $3), a[k]^2 added with the carry $2 (0 or 1). */")
    lo, hi, lsrc, hsrc, h = "$5", "$6", "$7", "$24", "$25"
    # t[0] and t[2n - 1] are zero (not written by the rows).
    out.append("    lw      %s, 4($4)" % hsrc)
    for k in range(n):
        out.append("    /* words %d, %d */" % (2 * k, 2 * k + 1))
        if k == 0:
            out.append("    sll     %s, %s, 1" % (hi, hsrc))
            out.append("    srl     $3, %s, 31" % hsrc)
        else:
            out.append("    sll     %s, %s, 1" % (lo, lsrc))
            out.append("    or      %s, %s, $3" % (lo, lo))
            out.append("    srl     $3, %s, 31" % lsrc)
            if k < n - 1:
                out.append("    sll     %s, %s, 1" % (hi, hsrc))
                out.append("    or      %s, %s, $3" % (hi, hi))
                out.append("    srl     $3, %s, 31" % hsrc)
            else:
                out.append("    move    %s, $3" % hi)
        out.append("    multu   %s, %s" % (words[k], words[k]))
        if k > 0:
            out.append("    maddu   %s, $1" % lo)
            out.append("    maddu   $2, $1")
        if k + 1 < n:
            out.append("    lw      %s, %d($4)" % (lsrc, 4 * (2 * k + 2)))
        if k + 1 < n - 1:
            out.append("    lw      %s, %d($4)" % (hsrc, 4 * (2 * k + 3)))
        out.append("    mflo    %s" % lo)
        out.append("    mfhi    %s" % h)
        out.append("    addu    %s, %s, %s" % (hi, hi, h))
        if k + 1 < n:
            out.append("    sltu    $2, %s, %s" % (hi, h))
        out.append("    sw      %s, %d($4)" % (lo, 8 * k))
        out.append("    sw      %s, %d($4)" % (hi, 8 * k + 4))
    out += rows_tail(fn)
    return out


def emit_rows_redc(n):
    fn = "mcu_ec_redc_%d_mips32r2" % n
    words = ROWS_WORDS[:n]
    assert n <= 16  # $30 and $31 hold the top carry and the next row's t[i]
    out = rows_head(fn, [
        "/* Montgomery's reduction of t (%d words) by m (%d words, odd), m0inv =" % (2 * n, n),
        " * -m^-1 mod 2^32: t[%d..%d] plus the returned top word times 2^%d is" % (n, 2 * n - 1, 32 * n),
        " * (t + q m) / 2^%d, q < 2^%d making the low words zero; below 2m for" % (32 * n, 32 * n),
        " * t < m 2^%d. A loop of rows, $4 stepping one word a row: q = t[i] m0inv" % (32 * n),
        " * (MUL, while HI:LO is free), t += q m 2^(32 i), the carry out added to",
        " * t[i + %d] with the top carry. */" % n])
    Q, M0I, TOP, TQ = "$3", "$6", "$30", "$31"
    out += ["    lw      %s, %d($5)" % (r, 4 * j) for j, r in enumerate(words)]
    out.append("    lw      %s, 0($4)" % TQ)
    out.append("    addiu   $5, $4, %d               /* the last row's $4 */" % (4 * (n - 1)))
    out.append("    move    %s, $0" % TOP)
    out.append("    mul     %s, %s, %s" % (Q, TQ, M0I))
    out.append("1:")
    out.append("    /* row i: t[i..i + %d] += q m, q = t[i] m0inv */" % (n - 1))
    x = emit_row(out, Q, words, 0, True, first_t=TQ, result1=TQ, drop_first=True,
                 carry_to="load")
    out.append("    mul     %s, %s, %s              /* the next row's q */" % (Q, TQ, M0I))
    out.append("    addu    %s, %s, $2" % (x, x))
    out.append("    sltu    $2, %s, $2" % x)
    out.append("    addu    %s, %s, %s" % (x, x, TOP))
    out.append("    sltu    %s, %s, %s" % (TOP, x, TOP))
    out.append("    or      %s, %s, $2" % (TOP, TOP))
    out.append("    sw      %s, %d($4)" % (x, 4 * n))
    out.append("    bne     $4, $5, 1b")
    out.append("    addiu   $4, $4, 4                /* delay slot */")
    out.append("    move    $2, %s" % TOP)
    out += rows_tail(fn)
    return out


def main_mips32r2_384():
    out = [
        "/* Generated by field_solinas_gen.py --mips32r2-384; do not edit. The",
        " * special-form (Solinas) reduction of secp384r1's p in MIPS32r2 assembly",
        " * (o32 ABI) for the microAptiv, field_solinas.cc's reduce_p384:",
        " *",
        " *   void mcu_ec_reduce_p384_mips32r2(uint32_t r[12], const uint32_t t[24]);",
        " *",
        " * r = t mod p, fully reduced, as the 256-bit primes' reductions of",
        " * field_solinas_256_mips32r2.S (--mips32r2) do it: each column one",
        " * MULT/MADDU/MSUBU chain into HI:LO (a signed 64-bit accumulator), the",
        " * top word folded back twice as top c, p subtracted under a mask; the",
        " * sum's last four words in $16-$19, saved. The generator proves the",
        " * bounds. Constant time: no branch, no address depends on the values.",
        " */",
        "    .set    mips32r2",
        "    .set    noreorder",
        "    .set    noat",
        "    .text",
        "",
    ]
    for prime in PRIMES:
        if prime[2] == 384:
            out += emit_mips32r2(*prime)
    print("\n".join(out))


def main_mips32r2_rows():
    out = [
        "/* Generated by field_solinas_gen.py --mips32r2-rows; do not edit. The",
        " * products, squarings and Montgomery reductions of the 384-, 512- and",
        " * 521-bit fields in MIPS32r2 assembly (o32 ABI) for the microAptiv:",
        " *",
        " *   void mcu_ec_product_<n>_mips32r2(uint32_t t[2n], const uint32_t a[n],",
        " *                                    const uint32_t b[n]);",
        " *   void mcu_ec_square_<n>_mips32r2(uint32_t t[2n], const uint32_t a[n]);",
        " *   uint32_t mcu_ec_redc_<n>_mips32r2(uint32_t t[2n], const uint32_t m[n],",
        " *                                     uint32_t m0inv);",
        " *",
        " * Operand-scanning rows: the multiplier's words (b, a, m) in registers,",
        " * one row per word of the other; each product is MULTU then MADDU of",
        " * the row's word of t and of the carry by 1 ($1): (2^32 - 1)^2 +",
        " * 2 (2^32 - 1) = 2^64 - 1, so HI:LO holds the sum and no SLTU carry",
        " * chain is needed. MFLO waits two cycles on HI:LO: the row's next word",
        " * of t is loaded and its previous one stored there. Constant time: no",
        " * branch, no address depends on the values; the microAptiv's MULTU,",
        " * MADDU and MUL take a fixed time.",
        " */",
        "    .set    mips32r2",
        "    .set    noreorder",
        "    .set    noat",
        "    .text",
        "",
    ]
    for n in (12, 16, 17):
        out += emit_rows_product(n)
        out += emit_rows_square(n)
    for n in (12, 16):
        out += emit_rows_redc(n)
    print("\n".join(out))


# --armv7m-rows: operand scanning, three rows per pass. r0 the product t,
# r1 the streaming operand (a, or m for REDC), r12 b (the product's
# multipliers), r11 m0inv (REDC); the pass's three multipliers (b[i + r],
# a[i + r], or REDC's q_r) in r2-r4, their carries in r5-r7, the streaming
# operand's words through a window of three registers (r8-r10: word j in
# r8 + j mod 3, loaded once per pass where it is first needed), the word
# of t in flight in lr.
AR_ROWS = 3
AR_X = ["r2", "r3", "r4"]
AR_C = ["r5", "r6", "r7"]
AR_W = ["r8", "r9", "r10"]


def armv7m_rows_pass(kind, n, i):
    """Rows i .. i + 2 (fewer at the end) of kind "product" (t += a b[i + r]
    2^(32 (i + r))), "square" (the cross products t += a[i + r] a[j] for
    j > i + r) or "redc" (t += q_r m 2^(32 (i + r)), q_r = t[i + r] m0inv
    taken once rows 0 .. r - 1 have added to that word). Each word of t is
    loaded (when an earlier pass or the caller wrote it), takes its rows'
    UMAALs, and is stored once. A row's carry ends as the start of the word
    above its last product (that word is new: no earlier pass reached it)."""
    def js(r):
        row = i + r
        if row >= n:
            return []
        if kind == "square":
            return list(range(row + 1, n))
        return list(range(n))
    rows = [r for r in range(AR_ROWS) if js(r)]
    if not rows:
        return []

    def present(w):
        if kind == "redc" and w < n:
            return True
        return i > 0 and w <= i - 1 + n

    def addr(w):
        if kind == "redc" and w >= n:
            return "[sp, #%d]" % (4 * (w - n))
        return "[r0, #%d]" % (4 * w)

    first = min(i + r + js(r)[0] for r in rows)
    last = max(i + r + n for r in rows)
    plan = []
    by_umull = set()
    for w in range(first, last + 1):
        terms = [(r, w - i - r) for r in rows if (w - i - r) in js(r)]
        done = [r for r in rows if w == i + r + js(r)[-1] + 1]
        starts = [r for r, j in terms if j == js(r)[0]]
        umull = None
        if not present(w) and not done and starts:
            umull = starts[0]  # the word and the row's carry both new
            by_umull.add(umull)
            terms = [t for t in terms if t[0] == umull] + [t for t in terms if t[0] != umull]
        plan.append((w, terms, done, umull))
    out = ["    /* rows %d..%d */" % (i + rows[0], i + rows[-1])]
    if kind == "product":
        out += ["    ldr     %s, [r12, #%d]" % (AR_X[r], 4 * (i + r)) for r in rows]
    elif kind == "square":
        out += ["    ldr     %s, [r1, #%d]" % (AR_X[r], 4 * (i + r)) for r in rows]
    out += ["    mov.w   %s, #0" % AR_C[r] for r in rows if r not in by_umull]
    loaded = set()
    for w, terms, done, umull in plan:
        if not terms and not done:
            continue
        acc = "lr"
        if present(w):
            out.append("    ldr     lr, %s" % addr(w))
        elif done:
            assert len(done) == 1
            acc = AR_C[done[0]]
        elif umull is None:
            out.append("    mov.w   lr, #0")
        for r, j in terms:
            if j not in loaded:
                out.append("    ldr     %s, [r1, #%d]" % (AR_W[j % 3], 4 * j))
                loaded.add(j)
        for r, j in terms:
            if kind == "redc" and j == 0:
                out.append("    mul     %s, %s, r11" % (AR_X[r], acc))
            op = "umull" if r == umull else "umaal"
            out.append("    %s   %s, %s, %s, %s" % (op, acc, AR_C[r], AR_X[r], AR_W[j % 3]))
        if kind == "redc" and w < i + rows[-1] + 1:
            continue  # q_r made the word zero; no later pass reads it
        out.append("    str     %s, %s" % (acc, addr(w)))
    return out


def armv7m_rows_head(fn, comment, saved="r4-r11, lr"):
    return comment + thumb_function(fn) + ["    push    {%s}" % saved]


def armv7m_rows_tail(fn):
    return [
        "    pop     {r4-r11, pc}",
        "    .size   %s, . - %s" % (fn, fn),
        "",
    ]


def emit_armv7m_rows_product(n):
    fn = "mcu_ec_product_%d_armv7m" % n
    out = armv7m_rows_head(fn, [
        "/* t = a b, %d x %d words (t has %d; t must not overlap a or b). */" % (n, n, 2 * n)])
    out.append("    mov     r12, r2")
    for i in range(0, n, AR_ROWS):
        out += armv7m_rows_pass("product", n, i)
    return out + armv7m_rows_tail(fn)


def emit_armv7m_rows_square(n):
    fn = "mcu_ec_square_%d_armv7m" % n
    out = armv7m_rows_head(fn, [
        "/* t = a^2, %d words (t has %d; t must not overlap a): the cross" % (n, 2 * n),
        " * products a[i] a[j], i < j, once into t[1..%d], then t = 2 t plus the" % (2 * n - 2),
        " * squares a[i]^2 at t[2i]. */"])
    for i in range(0, n - 1, AR_ROWS):
        out += armv7m_rows_pass("square", n, i)
    out += [
        "    /* words 2i, 2i + 1: a[i]^2 (UMULL) + 2 t (UMAAL by r2 = 2) + the",
        "     * carry r3 (0..2); t[0] and t[%d] were not written: zero. */" % (2 * n - 1),
        "    mov.w   r2, #2",
    ]
    for k in range(n):
        out.append("    ldr     r4, [r1, #%d]" % (4 * k))
        if k > 0:
            out.append("    ldr     r7, [r0, #%d]" % (8 * k))
        if k < n - 1:
            out.append("    ldr     r8, [r0, #%d]" % (8 * k + 4))
        out.append("    umull   r5, r6, r4, r4")
        if k == 0:
            out.append("    mov.w   r3, #0")
        else:
            out.append("    umaal   r5, r3, r7, r2")
        out.append("    str     r5, [r0, #%d]" % (8 * k))
        if k < n - 1:
            out.append("    umaal   r6, r3, r8, r2")
        else:
            out.append("    add     r6, r6, r3          /* the square's top: no carry out */")
        out.append("    str     r6, [r0, #%d]" % (8 * k + 4))
    return out + armv7m_rows_tail(fn)


def emit_armv7m_rows_redc(n):
    fn = "mcu_ec_redc_%d_armv7m" % n
    out = armv7m_rows_head(fn, [
        "/* r = t 2^-%d mod m, fully reduced, for t (%d words) < m 2^%d, m odd" % (32 * n, 2 * n, 32 * n),
        " * (%d words), m0inv = -m^-1 mod 2^32 (t is overwritten): Montgomery's" % n,
        " * reduction, the rows adding q m (q < 2^%d making t[0..%d] zero) to" % (32 * n, n - 1),
        " * t[0..%d] and to new words h[0..%d] on the stack (t[0..%d] + q m <" % (n - 1, n - 1, n - 1),
        " * 2^%d); then s = h + t[%d..%d] < 2m (the carry c), r = s - m, and m" % (64 * n, n, 2 * n - 1),
        " * added back under the mask c - borrow. */"], saved="r0, r4-r11, lr")
    out += [
        "    mov     r11, r3",
        "    mov     r0, r1",
        "    mov     r1, r2",
        "    sub     sp, sp, #%d" % (4 * n),
    ]
    for i in range(0, n, AR_ROWS):
        out += armv7m_rows_pass("redc", n, i)
    hs, ts = ["r2", "r3", "r4", "r5"], ["r6", "r7", "r8", "r9"]

    def chunk(loads_a, loads_b, op, first_op, ops_dst, store, pre=()):
        lines = []
        for k in range(0, n, 4):
            lines += ["    ldr     %s, %s" % (hs[d], loads_a(k + d)) for d in range(4)]
            lines += ["    ldr     %s, %s" % (ts[d], loads_b(k + d)) for d in range(4)]
            for d in range(4):
                lines += [p % {"t": ts[d]} for p in pre]
                o = first_op if k == 0 and d == 0 else op
                dst, a, b = ops_dst(d)
                lines.append("    %-7s %s, %s, %s" % (o, dst, a, b))
            lines += ["    str     %s, %s" % (store[1](d), store[0](k + d)) for d in range(4)]
        return lines

    out.append("    /* s = h + t[%d..%d] into h, the carry c in r12 */" % (n, 2 * n - 1))
    out += chunk(lambda w: "[sp, #%d]" % (4 * w), lambda w: "[r0, #%d]" % (4 * (n + w)),
                 "adcs", "adds", lambda d: (ts[d], ts[d], hs[d]),
                 (lambda w: "[sp, #%d]" % (4 * w), lambda d: ts[d]))
    out += [
        "    mov.w   r12, #0",
        "    adc     r12, r12, #0",
        "    /* r = s - m; the mask c - borrow: all-ones when s + c 2^%d < m */" % (32 * n),
        "    ldr     r10, [sp, #%d]       /* r */" % (4 * n),
    ]
    out += chunk(lambda w: "[sp, #%d]" % (4 * w), lambda w: "[r1, #%d]" % (4 * w),
                 "sbcs", "subs", lambda d: (hs[d], hs[d], ts[d]),
                 (lambda w: "[r10, #%d]" % (4 * w), lambda d: hs[d]))
    out += [
        "    sbc     r12, r12, #0",
        "    /* r += m & mask */",
    ]
    out += chunk(lambda w: "[r10, #%d]" % (4 * w), lambda w: "[r1, #%d]" % (4 * w),
                 "adcs", "adds", lambda d: (hs[d], hs[d], ts[d]),
                 (lambda w: "[r10, #%d]" % (4 * w), lambda d: hs[d]),
                 pre=("    and     %(t)s, %(t)s, r12",))
    out += [
        "    add     sp, sp, #%d" % (4 * n + 4),
    ]
    return out + armv7m_rows_tail(fn)


def main_armv7m_rows():
    out = [
        "/* Generated by field_solinas_gen.py --armv7m-rows; do not edit. The",
        " * products, squarings and Montgomery reductions of the 384- and 512-bit",
        " * Montgomery fields (brainpoolP384r1, brainpoolP512r1, and the 12- and",
        " * 16-word group orders) in Thumb-2 for Armv7E-M (Cortex-M4/M7):",
        " *",
        " *   void mcu_ec_product_<n>_armv7m(uint32_t t[2n], const uint32_t a[n],",
        " *                                  const uint32_t b[n]);",
        " *   void mcu_ec_square_<n>_armv7m(uint32_t t[2n], const uint32_t a[n]);",
        " *   void mcu_ec_redc_<n>_armv7m(uint32_t r[n], uint32_t t[2n],",
        " *                               const uint32_t m[n], uint32_t m0inv);",
        " *",
        " * Operand scanning, three rows per pass: the rows' multipliers and",
        " * carries in registers, the other operand's words through a window of",
        " * three registers, each word of t loaded and stored once per pass and",
        " * taking up to three UMAALs (RdHi:RdLo = Rn Rm + RdLo + RdHi, which",
        " * cannot overflow: a limb's multiply, its add to t and the row's carry).",
        " * The squaring takes the cross products once, then doubles them and adds",
        " * the squares in one pass (UMAAL by 2). Constant time: UMAAL, UMULL and",
        " * MUL take one cycle whatever their operands; no branch, no address",
        " * depends on the values.",
        " */",
        "    .syntax unified",
        "    .thumb",
        "    .text",
        "",
    ]
    for n in (12, 16):
        out += emit_armv7m_rows_product(n)
        out += emit_armv7m_rows_square(n)
        out += emit_armv7m_rows_redc(n)
    print("\n".join(out))


def main():
    out = [
        "// Generated by field_solinas_gen.py; do not edit. Special-form",
        "// (Solinas) reduction of a 2n-word product for the primes p = 2^N - c",
        "// with c a few signed powers of 2^32: each column is the signed sum of",
        "// the product's words that 2^(32 i) mod p puts there, carried in a",
        "// 64-bit accumulator (>> is arithmetic on every compiler we use); the",
        "// top word is folded back twice as top * c, then p is subtracted once",
        "// under a mask. The generator proves the bounds. No branch, no index",
        "// depends on the values.",
        "#include \"crypto/ec/field_solinas.h\"",
        "",
        "#include \"crypto/common/ct.h\"",
        "#include \"crypto/ec/field_product.h\"",
        "",
        "#ifdef MCUCRYPT_EC_SOLINAS_256_ARMV7M",
        "extern \"C\" {",
    ] + [
        line
        for prime in PRIMES if prime[2] == 256
        for line in (
            "void mcu_ec_mul_%s_armv7m(uint32_t r[8], const uint32_t a[8], const uint32_t b[8]);" % prime[0],
            "void mcu_ec_sqr_%s_armv7m(uint32_t r[8], const uint32_t a[8]);" % prime[0],
            "void mcu_ec_mul_small_%s_armv7m(uint32_t r[8], const uint32_t a[8], uint32_t k);" % prime[0],
        )
    ] + [
        "}",
        "#endif",
        "#ifdef MCUCRYPT_EC_SOLINAS_256_MIPS32R2",
        "extern \"C\" {",
    ] + [
        "void mcu_ec_reduce_%s_mips32r2(uint32_t r[8], const uint32_t t[16]);" % prime[0]
        for prime in PRIMES if prime[2] == 256
    ] + [
        "}",
        "#endif",
        "#ifdef MCUCRYPT_EC_SOLINAS_384_MIPS32R2",
        "extern \"C\" void mcu_ec_reduce_p384_mips32r2(uint32_t r[12], const uint32_t t[24]);",
        "#endif",
        "",
        "namespace mcucrypt {",
        "namespace ec {",
        "namespace {",
        "",
    ]
    for name, curve, N, cterms, std in PRIMES:
        n = N // 32
        p = PRIME_VALUES[name]
        words = ["0x%08x" % ((p >> (32 * i)) & 0xFFFFFFFF) for i in range(n)]
        out.append("const uint32_t k_%s[%d] = {" % (name, n))
        for i in range(0, n, 6):
            out.append("    " + ", ".join(words[i:i + 6]) + ",")
        out.append("};")
    out += [
        "",
        "// r = r - p if r >= p (r < 2p).",
        "void subtract_p_once(uint32_t *r, const uint32_t *p, size_t n) {",
        "  uint32_t d[12];",
        "  uint32_t borrow = 0;",
        "  for (size_t i = 0; i < n; ++i) {",
        "    const uint64_t x = static_cast<uint64_t>(r[i]) - p[i] - borrow;",
        "    d[i] = static_cast<uint32_t>(x);",
        "    borrow = static_cast<uint32_t>(x >> 63);",
        "  }",
        "  const uint32_t keep = 0u - ct::value_barrier(borrow);  // r < p",
        "  for (size_t i = 0; i < n; ++i) r[i] = ct::select(keep, r[i], d[i]);",
        "}",
        "",
    ]
    for prime in PRIMES:
        out += emit(*prime)
    out.append("}  // namespace")
    out.append("")
    for name, curve, N, cterms, std in PRIMES:
        n = N // 32
        out += [
            "void %s_mul_solinas(const Mod &m, uint32_t *r, const uint32_t *a, const uint32_t *b) {" % name,
            "  (void)m;",
        ] + ([
            "#ifdef MCUCRYPT_EC_SOLINAS_256_ARMV7M  // field_solinas_256_armv7m.S: product and reduction",
            "  if (a == b) {  // the same operand (the pointers are public): the squaring",
            "    mcu_ec_sqr_%s_armv7m(r, a);" % name,
            "  } else {",
            "    mcu_ec_mul_%s_armv7m(r, a, b);" % name,
            "  }",
            "#else",
            "  uint32_t t[%d];" % (2 * n),
            "  field_product_%d(t, a, b);" % N,
            "#ifdef MCUCRYPT_EC_SOLINAS_256_MIPS32R2  // field_solinas_256_mips32r2.S",
            "  mcu_ec_reduce_%s_mips32r2(r, t);" % name,
            "#else",
            "  reduce_%s(r, t);" % name,
            "#endif",
            "#endif",
        ] if N == 256 else [
            "  uint32_t t[%d];" % (2 * n),
            "  field_product_%d(t, a, b);" % N,
            "#ifdef MCUCRYPT_EC_SOLINAS_384_MIPS32R2  // field_solinas_384_mips32r2.S",
            "  mcu_ec_reduce_%s_mips32r2(r, t);" % name,
            "#else",
            "  reduce_%s(r, t);" % name,
            "#endif",
        ]) + [
            "}",
            "",
        ]
        if N == 256:  # only where a core has the fold routine (mod_mul_small)
            out += [
                "#ifdef MCUCRYPT_EC_SOLINAS_256_ARMV7M  // field_solinas_256_armv7m.S",
                "void %s_mul_small_solinas(const Mod &m, uint32_t *r, const uint32_t *a, uint32_t k) {" % name,
                "  (void)m;",
                "  mcu_ec_mul_small_%s_armv7m(r, a, k);" % name,
                "}",
                "#endif",
                "",
            ]
    out.append("}  // namespace ec")
    out.append("}  // namespace mcucrypt")
    print("\n".join(out))


if sys.argv[1:] == ["--armv7m"]:
    main_armv7m()
elif sys.argv[1:] == ["--armv7m-montgomery"]:
    main_armv7m_montgomery()
elif sys.argv[1:] == ["--mips32r2"]:
    main_mips32r2()
elif sys.argv[1:] == ["--mips32r2-384"]:
    main_mips32r2_384()
elif sys.argv[1:] == ["--armv7m-rows"]:
    main_armv7m_rows()
elif sys.argv[1:] == ["--mips32r2-rows"]:
    main_mips32r2_rows()
else:
    main()
