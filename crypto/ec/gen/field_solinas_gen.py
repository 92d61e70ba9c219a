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

With --armv7m it writes the same reductions of the 256-bit primes (P-256,
SM2) in Thumb-2 for Armv7E-M, which field_solinas.cc calls on Cortex-M4
(MCUCRYPT_EC_SOLINAS_256_ARMV7M): the 256-bit sum stays in r4-r11 and each
column's terms become passes of ADCS (SBCS) over it, so a term costs a
load and one instruction, not a 64-bit add pair:

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py --armv7m > crypto/ec/field_solinas_256_armv7m.S

With --mips32r2 it writes them in MIPS32r2 assembly for the microAptiv
(MCUCRYPT_EC_SOLINAS_256_MIPS32R2): each column is a chain of MADDU/MSUBU
into HI:LO, a signed 64-bit accumulator, started by MULT of the previous
column's HI (the arithmetic shift by 32), so a term costs a load and one
multiply-accumulate:

  /usr/bin/python3 crypto/ec/gen/field_solinas_gen.py --mips32r2 > crypto/ec/field_solinas_256_mips32r2.S
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
    if N == 256:  # the reference where field_solinas_256_armv7m.S replaces it
        out.append("[[maybe_unused]] void reduce_%s(uint32_t *r, const uint32_t *t) {" % name)
    else:
        out.append("void reduce_%s(uint32_t *r, const uint32_t *t) {" % name)
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


def columns_256(name, N, cterms):
    """What the assembly reductions start from: n = 8, the columns (each
    holding its own word once), p and c, the bounds checked."""
    n = N // 32
    assert n == 8
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


def emit_armv7m(name, curve, N, cterms, std):
    n, cols, p, c = columns_256(name, N, cterms)
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

    def const(reg, v):
        """v into reg by one MOV or MVN (no flags: inside carry chains)."""
        if v < 256:
            return "    mov.w   %s, #%d" % (reg, v)
        assert ~v & 0xFFFFFFFF < 256, hex(v)
        return "    mvn     %s, #%d" % (reg, ~v & 0xFFFFFFFF)

    out = []
    out.append("/* %s (%s): p = 2^%d - c, c = 0x%x. */" % (curve, std, N, c))
    out.append("    .global mcu_ec_reduce_%s_armv7m" % name)
    out.append("    .type   mcu_ec_reduce_%s_armv7m, %%function" % name)
    out.append("    .p2align 2")
    out.append("    .thumb_func")
    out.append("mcu_ec_reduce_%s_armv7m:" % name)
    out.append("    push    {r0, r4-r11, lr}")  # r0: r, stored last
    out.append("    ldm     r1, {r4-r11}")
    out.append("    /* + %d p */" % k)
    for j in range(n):
        out.append(const("r3", (bias >> (32 * j)) & 0xFFFFFFFF))
        out.append("    %s    %s, %s, r3" % ("adds" if j == 0 else "adcs", regs[j], regs[j]))
    out.append("    mov.w   r2, #%d" % (bias >> N))
    out.append("    adc     r2, r2, #0")
    for sign, group in ((1, pos), (-1, neg)):
        for words in group:
            first = next(j for j in range(n) if words[j] is not None)
            out.append("    /* %s (%s) */" % ("+" if sign > 0 else "-", ", ".join(
                "t[%d]" % i if i is not None else "0" for i in words)))
            for j in range(first, n):
                op = ("adds" if sign > 0 else "subs") if j == first else ("adcs" if sign > 0 else "sbcs")
                if words[j] is None:
                    out.append("    %s    %s, %s, #0" % (op, regs[j], regs[j]))
                else:
                    out.append("    ldr     r3, [r1, #%d]" % (4 * words[j]))
                    out.append("    %s    %s, %s, r3" % (op, regs[j], regs[j]))
            out.append("    %s     r2, r2, #0" % ("adc" if sign > 0 else "sbc"))
    cw = [(c >> (32 * j)) & 0xFFFFFFFF for j in range(n)]
    pw = [(p >> (32 * j)) & 0xFFFFFFFF for j in range(n)]

    for x, carry in (("r2", "r0"), ("r0", "r12")):
        out.append("    /* + %s c (UMAAL: word + %s c[j] + carry) */" % (x, x))
        out.append("    mov.w   %s, #0" % carry)
        for j in range(n):
            out.append(const("r3", cw[j]))
            out.append("    umaal   %s, %s, %s, r3" % (regs[j], carry, x))
    out.append("    /* - p, and p back under the borrow's mask (r0) */")
    for j in range(n):
        out.append(const("r3", pw[j]))
        out.append("    %s    %s, %s, r3" % ("subs" if j == 0 else "sbcs", regs[j], regs[j]))
    out.append("    sbc     r0, r0, r0")
    for j in range(n):
        out.append(const("r3", pw[j]))
        out.append("    and     r3, r3, r0")
        out.append("    %s    %s, %s, r3" % ("adds" if j == 0 else ("adcs" if j < n - 1 else "adc"), regs[j], regs[j]))
    out.append("    pop     {r0}")
    out.append("    stm     r0, {r4-r11}")
    out.append("    pop     {r4-r11, pc}")
    out.append("    .size   mcu_ec_reduce_%s_armv7m, . - mcu_ec_reduce_%s_armv7m" % (name, name))
    out.append("")
    return out


def main_armv7m():
    out = [
        "/* Generated by field_solinas_gen.py --armv7m; do not edit. The special-form",
        " * (Solinas) reductions of the 256-bit primes in Thumb-2 for Armv7E-M",
        " * (Cortex-M4/M7), field_solinas.cc's reduce_<prime> with the 256-bit sum",
        " * in r4-r11:",
        " *",
        " *   void mcu_ec_reduce_<prime>_armv7m(uint32_t r[8], const uint32_t t[16]);",
        " *",
        " * r = t mod p, fully reduced. T = t[0..7] plus k p (so no partial sum goes",
        " * below zero), then each pass adds or subtracts one more of the product's",
        " * words per column (the columns of field_solinas.cc) with the carry flag,",
        " * the carry out kept in r2; the top word r2 is folded back twice as",
        " * r2 c by UMAAL, then p is subtracted and added back under the borrow's",
        " * mask. The generator proves the bounds. Constant time: no branch, no",
        " * address depends on the values.",
        " */",
        "    .syntax unified",
        "    .thumb",
        "    .text",
        "",
    ]
    print_256(out, emit_armv7m)


def emit_mips32r2(name, curve, N, cterms, std):
    n, cols, p, c = columns_256(name, N, cterms)
    # $1, $2, $3 hold 1, 2, 3: the multiples a term can have.
    assert all(abs(v) <= 3 for col in cols for v in col.values())
    regs = ["$%d" % (8 + j) for j in range(n)]
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
    out.append("    jr      $ra")
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
        "void mcu_ec_reduce_%s_armv7m(uint32_t r[8], const uint32_t t[16]);" % prime[0]
        for prime in PRIMES if prime[2] == 256
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
            "  uint32_t t[%d];" % (2 * n),
            "  field_product_%d(t, a, b);" % N,
        ] + ([
            "#ifdef MCUCRYPT_EC_SOLINAS_256_ARMV7M  // field_solinas_256_armv7m.S",
            "  mcu_ec_reduce_%s_armv7m(r, t);" % name,
            "#elif defined(MCUCRYPT_EC_SOLINAS_256_MIPS32R2)  // field_solinas_256_mips32r2.S",
            "  mcu_ec_reduce_%s_mips32r2(r, t);" % name,
            "#else",
            "  reduce_%s(r, t);" % name,
            "#endif",
        ] if N == 256 else [
            "  reduce_%s(r, t);" % name,
        ]) + [
            "}",
            "",
        ]
    out.append("}  // namespace ec")
    out.append("}  // namespace mcucrypt")
    print("\n".join(out))


if sys.argv[1:] == ["--armv7m"]:
    main_armv7m()
elif sys.argv[1:] == ["--mips32r2"]:
    main_mips32r2()
else:
    main()
