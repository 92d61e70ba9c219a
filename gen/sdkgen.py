#!/usr/bin/python3
"""sdkgen: one board's SDK zip, mcucrypt-<version>-<board>.zip.

Inputs (gen/README.md):
  --manifest   the board's SDK manifest (gen/sdk.bzl: every cc_library of
               //crypto:mcucrypt, the board runtime and the board's drivers,
               resolved for the board, plus the board toolchain's flags)
  --boards     the board descriptions (//platforms:boards, JSON)
  --modules    gen/modules.json: module names and what Bazel cannot tell,
               the self-test's known answers, accelerator titles
  --templates  sdk_templates/ (Jinja2)
  --choices    the benchmark pages' choice of software or driver per board
               and family (gen/backend_choices.json, gen/backend_choices.py)
Options: --disable/--enable MODULE (repeatable, or comma lists),
  --accelerators all|none|a,b  --optimize speed|size.
Without --accelerators each family a driver can take runs on whichever of
software and driver is faster on the pages (--choices); with it, every
family of the accelerators named runs on their drivers and the others' in
software, whatever the pages say.
An invalid combination exits with status 2 and says what to change.

Run by Bazel (//gen:sdk_<board>) or by `bazel run //gen:generate`.
"""

import argparse
import hashlib
import io
import json
import os
import re
import sys
import uuid
import zipfile

import jinja2

# Zip entries carry this fixed time (the earliest a zip can hold), so the
# same inputs give the same bytes.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)

# Flags the Bazel toolchain adds for Bazel's own sake (hermetic paths,
# redacted dates); an SDK build has no use for them.
_BAZEL_ONLY_FLAGS = (
    "-no-canonical-prefixes",
    "-fno-canonical-system-headers",
    "-Wno-builtin-macro-redefined",
)
_BAZEL_ONLY_PREFIXES = ("-D__DATE__", "-D__TIMESTAMP__", "-D__TIME__")
# C++-only options: not passed to C or assembler sources.
_CXX_ONLY_PREFIXES = ("-fno-rtti", "-frtti", "-std=c++", "-std=gnu++", "-fno-threadsafe-statics")
_SOURCE_EXTENSIONS = {".c": "c", ".cc": "cxx", ".cpp": "cxx", ".cxx": "cxx", ".S": "asm", ".s": "asm"}
_OPTIMIZE_FLAGS = {"speed": "-O2", "size": "-Os"}
# The self-test kinds: what a known answer of gen/modules.json ("kats") of
# each kind runs. The example (sdk_templates/common/example_main.c.j2)
# declares the kind's fields as byte arrays and calls check_<kind>(name,
# &<desc field>, field, length, ...) with each field in this order; the C of
# check_<kind> and bench_<kind> is sdk_templates/common/selftest/<kind>.c.j2.
#   desc: the known answer's field naming the descriptor (or function)
#         passed first, by address
#   symbols: what the check calls besides that descriptor (declared in the
#            headers and defined in the SDK's sources, or the answer is left out)
#   checks: PASS/FAIL lines check_<kind> prints
#   ints: integer fields passed after the byte fields (optional)
#   bench: the example also times it (bench_<kind>(name, &descriptor))
# Each known answer names the modules it exercises ("modules"); a module
# that none does says why in gen/modules.json ("selftest"), and
# //tests/gen:sdk_kats_test holds the two to the module table.
# A new kind: a row here and its .c.j2 file.
SELFTEST_KINDS = {
    "hash": dict(desc="desc", fields=("msg", "expect"), symbols=(), checks=1, bench=True),
    "hmac": dict(desc="hash", fields=("key", "msg", "expect"), symbols=("mcu_hmac",), checks=1, bench=False),
    "hkdf": dict(desc="hash", fields=("ikm", "salt", "info", "expect"), symbols=("mcu_hkdf",), checks=1, bench=False),
    "aead": dict(desc="desc", fields=("key", "nonce", "aad", "pt", "ct", "tag"), symbols=(), checks=3, bench=True),
    "block": dict(
        desc="desc",
        fields=("key", "pt", "ct"),
        symbols=("mcu_block_key_init", "mcu_block_encrypt", "mcu_block_decrypt", "mcu_block_key_wipe"),
        checks=2,
        bench=True,
    ),
    "xof": dict(desc="xof", fields=("msg", "expect"), symbols=(), checks=1, bench=False),
    "aes_cmac": dict(desc="mac", fields=("key", "msg", "expect"), symbols=("mcu_aes_cmac_verify",), checks=1, bench=False),
    "pbkdf2": dict(
        desc="hash", fields=("password", "salt", "expect"), ints=("iterations",), symbols=("mcu_pbkdf2_hmac",), checks=1, bench=False
    ),
    "hmac_drbg": dict(
        desc="hash",
        fields=("entropy", "nonce", "entropy_reseed", "expect"),
        symbols=(
            "mcu_hmac_drbg_instantiate_with",
            "mcu_hmac_drbg_reseed_with",
            "mcu_hmac_drbg_generate",
            "mcu_hmac_drbg_uninstantiate",
        ),
        checks=1,
        bench=False,
    ),
    "ctr_drbg": dict(
        desc="cipher",
        fields=("entropy", "nonce", "expect"),
        symbols=("mcu_ctr_drbg_instantiate_with", "mcu_ctr_drbg_generate", "mcu_ctr_drbg_uninstantiate"),
        checks=1,
        bench=False,
    ),
    "cbc": dict(
        desc="cipher",
        fields=("key", "iv", "pt", "ct"),
        symbols=(
            "mcu_block_key_init",
            "mcu_cbc_encrypt",
            "mcu_cbc_decrypt",
            "mcu_cbc_pkcs7_encrypt",
            "mcu_cbc_pkcs7_decrypt",
            "mcu_block_key_wipe",
        ),
        checks=3,
        bench=False,
    ),
    "ctr": dict(
        desc="cipher",
        fields=("key", "counter", "pt", "ct"),
        symbols=("mcu_block_key_init", "mcu_ctr_xor", "mcu_block_key_wipe"),
        checks=1,
        bench=False,
    ),
    "xdh": dict(desc="fn", fields=("scalar", "u", "expect"), symbols=(), checks=1, bench=False),
    # desc: the curve's scalar-multiplication descriptor (its ->curve); the
    # hash is SHA-256, RFC 6979's nonce from it.
    "ecdsa": dict(
        desc="curve",
        fields=("priv", "pub", "msg", "sig"),
        symbols=("mcu_ecdsa_sign_deterministic", "mcu_ecdsa_verify", "mcu_sha256_desc"),
        checks=2,
        bench=False,
    ),
    "rsa_pkcs1v15": dict(
        desc="hash",
        fields=("n", "e", "d", "p", "q", "dp", "dq", "qinv", "digest", "sig"),
        symbols=("mcu_rsa_pkcs1v15_verify", "mcu_rsa_pkcs1v15_sign"),
        checks=2,
        bench=False,
    ),
    # desc: the Edwards multiplication; ed25519 and ed448 alike.
    **{
        eddsa: dict(
            desc="desc",
            fields=("key", "pub", "msg", "expect"),
            symbols=tuple("mcu_%s_%s" % (eddsa, op) for op in ("public_key", "sign", "verify")),
            checks=3,
            bench=False,
        )
        for eddsa in ("ed25519", "ed448")
    },
    # desc: the SM2 multiplication; sig: r || s; ct: DER; plain: bytes.
    "sm2": dict(
        desc="curve",
        fields=("priv", "pub", "digest", "sig", "ct", "plain"),
        symbols=("mcu_sm2_verify_digest", "mcu_sm2_ciphertext_from_der", "mcu_sm2_decrypt"),
        checks=2,
        bench=False,
    ),
    # desc: the hash of the digest (RFC 6979's HMAC); sig: r || s.
    "dsa": dict(
        desc="hash",
        fields=("p", "q", "g", "x", "y", "digest", "sig"),
        symbols=("mcu_dsa_sign_digest_deterministic", "mcu_dsa_verify_digest"),
        checks=2,
        bench=False,
    ),
    # desc: the hash of the digest; sig: r || s of a record that passes.
    "dsa_sigver": dict(
        desc="hash", fields=("p", "q", "g", "y", "digest", "sig"), symbols=("mcu_dsa_verify_digest",), checks=1, bench=False
    ),
    # desc: the modular exponentiation; p and g: a built-in group's.
    "dh": dict(
        desc="modexp",
        fields=("p", "g", "priv", "peer", "expect"),
        symbols=("mcu_dh_group_find", "mcu_dh_group", "mcu_dh_derive"),
        checks=1,
        bench=False,
    ),
    # desc: the modular exponentiation; rounds: Miller-Rabin's.
    "prime": dict(
        desc="modexp", fields=("prime", "composite"), ints=("rounds",), symbols=("mcu_prime_test",), checks=2, bench=False
    ),
    # desc: as ecdsa's; peer: the peer's SEC1 point.
    "ecdh": dict(desc="curve", fields=("priv", "peer", "expect"), symbols=("mcu_ecdh_shared_secret",), checks=1, bench=False),
}


# The CMSIS-Pack schema the .pdsc follows (third_party/cmsis_pack/PACK.xsd,
# which //tests/gen:sdk_xml_test validates it against).
PACK_SCHEMA_VERSION = "1.7.58"


class SdkError(Exception):
    """An invalid input or option combination: reported, exit status 2."""


# ---- inputs ---------------------------------------------------------------


def _read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _split_list(values):
    out = []
    for v in values or []:
        out += [x.strip() for x in v.split(",") if x.strip()]
    return out


def _flag_is_bazel_only(flag):
    return flag in _BAZEL_ONLY_FLAGS or flag.startswith(_BAZEL_ONLY_PREFIXES)


def _flag_is_opt_level(flag):
    return flag == "-DNDEBUG" or re.fullmatch(r"-O[0-3sgz]?|-g[0-3]?|-ggdb[0-3]?", flag) is not None


class Sdk:
    """Everything the templates see, computed from the inputs and options."""

    def __init__(self, args, root):
        self.root = root
        self.path_key = "short_path" if args.layout == "runfiles" else "path"
        self.manifest = _read_json(args.manifest)
        self.board_name = self.manifest["board"]
        boards = _read_json(args.boards)
        if self.board_name not in boards:
            raise SdkError("board %r is not in %s" % (self.board_name, args.boards))
        self.board = boards[self.board_name]
        self.all_boards = boards
        self.desc = _read_json(args.modules)
        with open(args.version_file, encoding="utf-8") as f:
            self.version = f.read().strip()
        if not re.fullmatch(r"\d+\.\d+\.\d+", self.version):
            raise SdkError("VERSION must be MAJOR.MINOR.PATCH, not %r" % self.version)
        with open(args.license, "rb") as f:
            self.license = f.read()
        self.optimize = args.optimize
        self.libs = {lib["label"]: lib for lib in self.manifest["libraries"]}
        self.roots = self.manifest["roots"]
        self.swap = {}
        self._modules()
        self._accelerators(args)
        self._choose(args)
        self._accelerated()
        self._files()
        self._toolchain()
        self._kats()
        self.name = "mcucrypt-%s-%s" % (self.version, self.board_name)

    # -- modules: names from the description, everything else from Bazel --

    def _closure(self, labels):
        """The libraries these reach, with each driver of an accelerator that
        is off swapped for its family's software default (self.swap)."""
        seen = set()
        todo = [self.swap.get(l, l) for l in labels if l in self.libs]
        while todo:
            label = todo.pop()
            if label in seen:
                continue
            seen.add(label)
            todo += [self.swap.get(d, d) for d in self.libs[label]["deps"] if d in self.libs]
        return seen

    def _root(self, role):
        return sorted(label for label, r in self.roots.items() if r == role)

    def _modules(self):
        core_roots = self._root("core")
        self.modules = {}
        described = set()
        for m in self.desc["modules"]:
            missing = [t for t in m["targets"] if t not in self.libs]
            self.modules[m["name"]] = dict(
                m,
                available=not missing,
                missing=missing,
                macro=m.get("macro", "MCUCRYPT_WITH_" + m["name"].upper()),
                auto=False,
            )
            described.update(m["targets"])
        # A direct dependency of //crypto:mcucrypt that no entry names is a
        # module of its own (a family landed since the description was
        # written): on by default, named after its target.
        direct = []
        for root in core_roots:
            direct += self.libs[root]["deps"]
        for label in sorted(set(direct)):
            if label in described or label not in self.libs:
                continue
            package, _, target = label.lstrip("@").lstrip("/").partition(":")
            name = re.sub(r"[^a-z0-9_]", "_", target.lower())
            if name in self.modules:
                name = re.sub(r"[^a-z0-9_]", "_", package.split("/")[-1].lower()) + "_" + name
            self.modules[name] = dict(
                name=name,
                title="`%s`" % label,
                targets=[label],
                available=True,
                missing=[],
                macro="MCUCRYPT_WITH_" + name.upper(),
                auto=True,
            )

    def _choose(self, args):
        disable = _split_list(args.disable)
        enable = _split_list(args.enable)
        errors = []
        for name in disable + enable:
            if name not in self.modules:
                errors.append("unknown module %r; the modules are: %s" % (name, ", ".join(sorted(self.modules))))
        both = sorted(set(disable) & set(enable))
        if both:
            errors.append("module(s) both enabled and disabled: %s" % ", ".join(both))
        if errors:
            raise SdkError("\n".join(errors))
        for name in enable:
            if not self.modules[name]["available"]:
                errors.append(
                    "module %s is not in this build: %s not under //crypto:mcucrypt for %s"
                    % (name, ", ".join(self.modules[name]["missing"]), self.board_name)
                )
        on = set()
        for name, m in self.modules.items():
            if not m["available"]:
                continue
            if name in enable or (m.get("default", True) and name not in disable):
                on.add(name)
        for name in disable:
            if self.modules[name].get("required"):
                errors.append("module %s cannot be turned off (every SDK needs it)" % name)
                on.add(name)
        # What Bazel can tell: a module that is on needs every module whose
        # targets its closure reaches.
        for name in sorted(on):
            reach = self._closure(self.modules[name]["targets"])
            for other in sorted(self.modules):
                m = self.modules[other]
                if other in on or not m["available"] or other == name:
                    continue
                if any(t in reach for t in m["targets"]):
                    errors.append(
                        "%s is on but needs %s, which is off: turn %s on (--enable=%s) or %s off (--disable=%s)"
                        % (name, other, other, other, name, name)
                    )
        # What Bazel cannot tell: descriptors another module must link.
        for name in sorted(on):
            need = self.modules[name].get("needs_one_of")
            if need and not any(n in on for n in need["modules"]):
                errors.append(
                    "%s is on but none of %s is: %s" % (name, ", ".join(need["modules"]), need["why"])
                )
        if errors:
            raise SdkError("\n".join(errors))
        self.enabled = on

    def _backend_choices(self, path):
        """This board's entries of the choice table (family -> choice, why,
        figures); {} for a board the table does not name."""
        table = _read_json(path)
        boards = table.get("boards", {})
        unknown = sorted(set(boards) - set(self.all_boards))
        if unknown:
            raise SdkError("%s names boards the description lacks: %s" % (path, ", ".join(unknown)))
        return boards.get(self.board_name, {}).get("families", {})

    def _accelerators(self, args):
        have = list(self.board.get("accelerators", []))
        spec = args.accelerators
        # No --accelerators: the pages choose per family; any value (all
        # included) is the caller's choice of accelerators, pages aside.
        self.by_pages = spec in (None, "")
        pages = self._backend_choices(args.choices) if self.by_pages else {}
        if spec in (None, "", "all"):
            chosen = have
        elif spec == "none":
            chosen = []
        else:
            chosen = _split_list([spec])
            bad = [a for a in chosen if a not in have]
            if bad:
                raise SdkError(
                    "%s has no accelerator %s (it has: %s)"
                    % (self.board_name, ", ".join(repr(a) for a in bad), ", ".join(have) or "none")
                )
        # The board's drivers (BOARDS[board].drivers): the families each
        # accelerator runs, as the board build resolved them (the manifest's
        # "families": the driver's library and the software default's), and
        # the libraries no family selects. An accelerator that is off gets
        # its families' software back (self.swap, in every closure) and
        # leaves its libraries out; so does a family whose software is the
        # faster on the pages, when they choose (self.by_pages).
        self.driver_roots = []
        self.families = []
        driven = set()
        resolved = {f["family"]: f for f in self.manifest.get("families", [])}
        for d in self.board.get("drivers", []):
            accel = d["accelerator"]
            on = accel in chosen
            for family in d.get("families", []):
                f = resolved.get(family)
                if f is None:
                    raise SdkError("the manifest does not resolve family %r of driver %r" % (family, accel))
                driver = f["board"] if f["board"].startswith("//drivers/") else None
                page = pages.get(family)
                # Figures of another accelerator's driver (the description
                # moved the family since the table was written) are none.
                other = page["accelerator"] if page is not None and page["accelerator"] != accel else None
                if other:
                    page = None
                # A family decided per member (ec_mul: per curve) runs the
                # driver's default file with the software's descriptor for
                # each member the software wins (split; split_default in
                # build()):
                # both libraries ship.
                members = (page or {}).get("members") or {}
                on_driver = sorted(m for m, c in members.items() if c["choice"] == "driver")
                if members:
                    use = on and driver is not None and bool(on_driver)
                else:
                    use = on and driver is not None and (page is None or page["choice"] == "driver")
                split = None
                if use and len(on_driver) < len(members):
                    split = {m: dict(choice=c["choice"], why=c["why"]) for m, c in sorted(members.items())}
                    self.driver_roots += [d for d in self.libs[f["software"]]["deps"] if d in self.libs]
                if use:
                    self.driver_roots.append(driver)
                    driven.add(accel)
                elif driver:
                    self.swap[driver] = f["software"]
                if not self.by_pages:
                    why = "--accelerators=%s: %s %s" % (spec, accel, "on" if on else "off")
                elif other:
                    why = "not measured: the choice table's figures are %s's, so the driver stays" % other
                elif page is None:
                    why = "not measured: the choice table has no figures for it, so the driver stays"
                elif split:
                    why = "per curve, the faster on the pages: the driver for %s, software for the others (all " \
                          "curves together: %s)" % (", ".join(on_driver), page["why"])
                else:
                    why = page["why"]
                self.families.append(
                    dict(family=family, accelerator=accel, technique=d.get("technique"), on=use,
                         library=f["board"] if use else f["software"], software_library=f["software"], why=why,
                         chosen_by="pages" if self.by_pages else "--accelerators",
                         software_faster=bool(on and page and not use and driver is not None),
                         split=split,
                         figures=(page or {}).get("figures"), ratio=(page or {}).get("ratio"))
                )
            if on:
                for target in d.get("targets", []):
                    self.driver_roots.append(target)
                    driven.add(accel)
        # An accelerator is used (macro 1, "on") only when it is chosen and
        # this SDK has its driver; chosen without a driver is "none yet",
        # unless it has one that is slower than software on the pages for
        # every family it takes ("slower").
        titles = self.desc.get("accelerators", {})
        slower = set(f["accelerator"] for f in self.families if f["software_faster"]) - driven
        self.accelerators = [
            dict(
                name=a,
                chosen=a in chosen,
                driver=a in driven,
                slower=a in slower,
                on=a in chosen and a in driven,
                macro="MCUCRYPT_ACCEL_" + re.sub(r"[^A-Z0-9]", "_", a.upper()),
                title=titles.get(a, {}).get("title", a),
            )
            for a in have
        ]

    def _accelerated(self):
        """Which modules that are on reach each driven family's library:
        those run (a part of) their work on the family's accelerator, or in
        software when it is off."""
        for f in self.families:
            f["modules"] = sorted(
                n for n in self.enabled if f["library"] in self._closure(self.modules[n]["targets"])
            )

    def default_source(self, label):
        """(library, file) of the family default file a backend label
        reaches (the first *_default_*.cc on the way down its deps: the
        backend may be a select's wrapper), or (None, None)."""
        todo, seen = [label], set()
        while todo:
            l = todo.pop(0)
            if l in seen or l not in self.libs:
                continue
            seen.add(l)
            for f in self.libs[l]["srcs"]:
                name = os.path.basename(f["short_path"])
                if name.endswith(".cc") and "_default_" in name:
                    return self.libs[l], f
            todo += self.libs[l]["deps"]
        return None, None

    # -- files: where each library file goes in the zip --

    def _zip_path(self, lib, f, area):
        short = f["short_path"]
        strip = lib.get("strip_include_prefix") or ""
        if strip:
            prefix = strip[1:] if strip.startswith("/") else (lib["package"] + "/" + strip).strip("/")
            if short.startswith(prefix + "/"):
                rest = short[len(prefix) + 1 :]
                inc = (lib.get("include_prefix") or "").strip("/")
                return "include/" + (inc + "/" if inc else "") + rest
        return area + "/" + short

    def _files(self):
        roots = set()
        for name in self.enabled:
            roots.update(self.modules[name]["targets"])
        # A family's driver is reached from the core (its backend flag); its
        # libraries ship as the drivers' (src/drivers/), with those of the
        # drivers no family selects. A driver's registers header is the
        # runtime's too (board_regs.h): it ships once, with the runtime.
        core = self._closure(roots)
        runtime = self._closure(self._root("runtime"))
        reached = core | self._closure(self.driver_roots)
        self.driver_libs = sorted(l for l in reached if self.libs[l]["package"].startswith("drivers/"))
        self.runtime_libs = sorted(
            l for l in runtime - set(self.driver_libs) if not (l in core and self.libs[l]["package"].startswith("crypto"))
        )
        self.core_libs = sorted(reached - set(self.driver_libs) - set(self.runtime_libs))
        self.files = {}  # zip path -> (source path, role)
        self.sources = []  # dicts: path, lang, lib, role
        self.include_dirs = ["config", "include", "src", "board"]
        defines = []
        for role, labels, area in [
            ("core", self.core_libs, "src"),
            ("driver", self.driver_libs, "src"),
            ("runtime", self.runtime_libs, "board"),
        ]:
            for label in labels:
                lib = self.libs[label]
                for inc in lib.get("includes", []):
                    d = os.path.normpath(area + "/" + lib["package"] + "/" + inc)
                    if d not in self.include_dirs:
                        self.include_dirs.append(d)
                defines += lib.get("defines", [])
                for kind in ("srcs", "hdrs", "textual_hdrs"):
                    for f in lib[kind]:
                        zpath = self._zip_path(lib, f, area)
                        if role == "driver" and not zpath.startswith("src/drivers/"):
                            raise SdkError("driver file %s of %s is outside drivers/" % (f["short_path"], label))
                        self.files[zpath] = (f[self.path_key], role)
                        ext = os.path.splitext(zpath)[1]
                        if kind == "srcs" and ext in _SOURCE_EXTENSIONS:
                            self.sources.append(
                                dict(
                                    path=zpath,
                                    lang=_SOURCE_EXTENSIONS[ext],
                                    lib=label,
                                    role=role,
                                    flags=self._lib_flags(lib, _SOURCE_EXTENSIONS[ext]),
                                )
                            )
        self.defines = sorted(set(defines))
        self.sources.sort(key=lambda s: s["path"])
        self.library_sources = [s for s in self.sources if s["role"] != "runtime"]
        self.runtime_sources = [s for s in self.sources if s["role"] == "runtime"]
        self.headers = sorted(p for p in self.files if p.startswith("include/"))
        self.private_headers = sorted(
            p for p in self.files if p.endswith((".h", ".hpp", ".inc")) and not p.startswith("include/")
        )

    def _lib_flags(self, lib, lang):
        flags = []
        for c in lib.get("copts", []):
            if "$(" in c:
                raise SdkError("%s: copt %r uses a Bazel make variable" % (lib["label"], c))
            if c == "-Werror" or c.startswith("-Werror="):
                continue  # an SDK must build with the customer's compiler too
            if lang != "cxx" and c.startswith(_CXX_ONLY_PREFIXES):
                continue
            flags.append(c)
        flags += ["-D" + d for d in lib.get("local_defines", [])]
        return flags

    def _toolchain(self):
        tc = self.manifest["toolchain"]
        link = tc["link_flags"]
        c = tc["c_flags"]
        # Core flags: what both compile and link get from the toolchain.
        self.arch_flags = [f for f in c if f in link and not _flag_is_bazel_only(f)]
        self.common_flags = [
            f for f in c if f not in self.arch_flags and not _flag_is_bazel_only(f) and not _flag_is_opt_level(f)
        ] + list(self.board.get("firmware_copts", []))
        self.cxx_flags = [f for f in tc["cxx_flags"] if f not in c and not _flag_is_bazel_only(f)]
        self.asm_flags = [f for f in tc["asm_flags"] if f not in c and not _flag_is_bazel_only(f)]
        self.cross_compile = os.path.basename(tc["cc"])[: -len("gcc")] if tc["cc"].endswith("gcc") else ""
        self.link_flags = [
            f
            for f in link
            if f not in self.arch_flags and not _flag_is_bazel_only(f) and not f.startswith("-l") and f != "-Wl,-S"
        ]
        # The linker scripts discard .note.*: no build ID to ask for.
        self.link_flags.append("-Wl,--build-id=none")
        # A soft-float board says so where the toolchain's default does not
        # (Debian's mipsel GCC defaults to hard float; XC32 builds the W1
        # soft-float). ARM toolchains carry -mfloat-abi already.
        self.compat_dirs = []
        if self.board.get("fpu") == "soft_float" and not any(
            f.startswith(("-mfloat-abi=", "-msoft-float", "-mhard-float")) for f in self.arch_flags
        ):
            self.arch_flags.append("-msoft-float")
            if "linux-gnu" in self.cross_compile:
                # A Linux cross GCC standing in for a bare-metal one: its
                # glibc <gnu/stubs.h> wants the soft-float stub list, which
                # Debian does not ship (board/compat/, searched last); and
                # its libgcc is the hard-float, abicalls one. The integer
                # helpers taken from it (64-bit division) use no FPU, so the
                # link is told not to flag the ABI difference.
                self.compat_dirs.append("board/compat")
                self.link_flags.append("-Wl,--no-warn-mismatch")
        self.opt_flag = _OPTIMIZE_FLAGS[self.optimize]
        self.target_system = tc.get("target_gnu_system_name", "")

    def _hex_flags(self):
        """objcopy flags for an Intel hex at the addresses programmers take.
        MIPS firmware is linked at KSEG0/KSEG1 (virtual) addresses, while
        MPLAB IPE and the PIC32 hex format want physical ones: KSEG0 is
        physical + 0x80000000, KSEG1 physical + 0xA0000000 (MIPS32 PRA).
        BFD sign-extends 32-bit MIPS addresses, so the change that wraps a
        KSEG0 address to its physical one is +0x80000000 (KSEG1: +0x60000000).
        The linker script's sections placed in KSEG1 get the second; a later
        --change-section-lma overrides the wildcard. ARM links at physical
        addresses: nothing to change."""
        if not self.board["core"].startswith("mips"):
            return []
        with open(os.path.join(self.root, self.manifest["linker_script"][self.path_key]), encoding="utf-8") as f:
            script = f.read()
        kseg1 = re.findall(r"^\s*(\.[\w.]+)\s+0x([ABab][0-9A-Fa-f]{7})\b", script, re.M)
        return ["--change-section-lma '*+0x80000000'"] + [
            "--change-section-lma '%s+0x60000000'" % name for name, _ in kseg1
        ]

    # -- the self-test: known answers whose symbols this SDK ships --

    def _text_of(self, roles, exts):
        text = []
        for zpath, (path, role) in sorted(self.files.items()):
            if role in roles and zpath.endswith(exts):
                with open(os.path.join(self.root, path), encoding="utf-8", errors="replace") as f:
                    text.append(f.read())
        return "\n".join(text)

    def _kats(self):
        headers = set(p[len("include/") :] for p in self.headers)
        header_text = self._text_of(("core", "driver"), (".h",))
        source_text = self._text_of(("core", "driver"), (".c", ".cc", ".cpp", ".S", ".s"))
        # Definitions made by token pasting (mcu_sha3_##bits##_desc) count
        # as defining every name of their shape.
        pasted = [_pasted_pattern(tok) for tok in sorted(set(re.findall(r"\w+(?:\s*##\s*\w+)+", source_text)))]
        # Every identifier once: a set lookup per symbol instead of a search
        # of the whole text (the self-test's symbols, times every source).
        header_words = set(re.findall(r"\w+", header_text))
        source_words = set(re.findall(r"\w+", source_text))
        self.kats = []
        self.kats_skipped = []
        for k in self.desc["kats"]:
            symbols = _kat_symbols(k)
            missing_headers = [h for h in k["headers"] if h not in headers]
            undeclared = [s for s in symbols if not _mentions(s, header_text, header_words)]
            undefined = [s for s in symbols if not _defined(s, source_text, source_words, pasted)]
            if missing_headers:
                self.kats_skipped.append(dict(name=k["name"], why="no header " + ", ".join(missing_headers)))
            elif undeclared:
                self.kats_skipped.append(dict(name=k["name"], why="not declared: " + ", ".join(undeclared)))
            elif undefined:
                self.kats_skipped.append(dict(name=k["name"], why="not in this SDK's sources: " + ", ".join(undefined)))
            else:
                self.kats.append(dict(k, symbols=symbols))
        self.checks = sum(SELFTEST_KINDS[k["kind"]]["checks"] for k in self.kats)
        self.kat_headers = sorted(set(h for k in self.kats for h in k["headers"]))

    # -- rendering --

    def context(self):
        board = self.board
        device = self.desc.get("devices", {}).get(board["mcu"], {})
        ide = self.desc.get("vendor_ides", {}).get(board.get("vendor_ide", ""), {})
        major, minor, patch = (int(x) for x in self.version.split("."))
        return dict(
            sdk=self,
            name=self.name,
            version=self.version,
            version_parts=(major, minor, patch),
            board_name=self.board_name,
            board=board,
            device=device,
            ide=ide,
            modules=[self.modules[n] for n in sorted(self.modules)],
            enabled=self.enabled,
            accelerators=self.accelerators,
            optimize=self.optimize,
            kats=self.kats,
            kats_skipped=self.kats_skipped,
            selftest_kinds=SELFTEST_KINDS,
            sdk_checks=self.checks,
            kat_headers=self.kat_headers,
            sources=self.sources,
            library_sources=self.library_sources,
            runtime_sources=self.runtime_sources,
            # For vendor toolchains that bring their own start-up (reset vector
            # included), linker script and C library (XC32): the board
            # services only.
            vendor_runtime_sources=[
                s for s in self.runtime_sources if not re.search(r"startup|boot|libc", os.path.basename(s["path"]))
            ],
            headers=self.headers,
            private_headers=self.private_headers,
            include_dirs=self.include_dirs,
            defines=self.defines,
            arch_flags=self.arch_flags,
            common_flags=self.common_flags,
            cxx_flags=self.cxx_flags,
            asm_flags=self.asm_flags,
            link_flags=self.link_flags,
            opt_flag=self.opt_flag,
            cross_compile=self.cross_compile,
            compat_dirs=self.compat_dirs,
            hex_flags=self._hex_flags(),
            is_arm=not self.board["core"].startswith("mips"),
            config_words={w["name"]: w["value"] for w in (board.get("boot") or {}).get("config_words", [])},
            xc32_board_source="board/xc32/%s_xc32.c" % self.board_name,
            linker_script="board/%s.ld" % self.board_name,
            example_sources=["example/main.c"],
            union_flags=_union_flags,
            guid=lambda what: "{%s}" % str(uuid.uuid5(uuid.NAMESPACE_URL, "mcucrypt:%s:%s" % (self.board_name, what))).upper(),
            winpath=lambda p: p.replace("/", "\\"),
            c_bytes=_c_bytes,
            hexlen=lambda h: len(h) // 2,
            macro_name=lambda s: re.sub(r"[^A-Za-z0-9]", "_", s).upper(),
        )


def _union_flags(sources, langs=("c", "cxx", "asm")):
    """Every per-library flag of these sources, in first-seen order: for IDE
    projects that keep one flag list per language."""
    out = []
    for s in sources:
        if s["lang"] in langs:
            for f in s["flags"]:
                if f not in out:
                    out.append(f)
    return out


def _kat_symbols(k):
    kind = SELFTEST_KINDS.get(k["kind"])
    if kind is None:
        raise SdkError("known answer %r: unknown kind %r (%s)" % (k["name"], k["kind"], ", ".join(SELFTEST_KINDS)))
    missing = [f for f in (kind["desc"],) + kind["fields"] + tuple(kind.get("ints", ())) + ("modules",) if f not in k]
    if missing:
        raise SdkError("known answer %r (%s): no %s" % (k["name"], k["kind"], ", ".join(missing)))
    return [k[kind["desc"]]] + list(kind["symbols"])


def _pasted_pattern(token):
    """A token-pasting definition as a pattern of the names it makes:
    mcu_sha3_##bits##_desc -> mcu_sha3_\\w+_desc (the parts between two ##
    are macro parameters); a##b -> a\\w+ or \\w+b (either may be one)."""
    parts = [p.strip() for p in token.split("##")]
    first, last = re.escape(parts[0]), re.escape(parts[-1])
    if len(parts) == 2:
        return re.compile(r"(?:%s\w+|\w+%s)" % (first, last))
    return re.compile(first + r"\w+" * (len(parts) - 2) + last)


def _mentions(symbol, text, words):
    """Whether symbol appears in text as a whole word (words: text's \\w+ runs)."""
    if re.fullmatch(r"\w+", symbol):
        return symbol in words
    return re.search(r"\b%s\b" % re.escape(symbol), text) is not None


def _defined(symbol, source_text, source_words, pasted):
    if _mentions(symbol, source_text, source_words):
        return True
    return any(p.fullmatch(symbol) for p in pasted)


def _c_bytes(hexstr, indent="    "):
    """A C initialiser body for the bytes of hexstr (at least one byte, so an
    empty vector is still a valid array: its length is passed separately)."""
    data = bytes.fromhex(hexstr) or b"\0"
    lines = []
    for i in range(0, len(data), 12):
        lines.append(indent + ", ".join("0x%02x" % b for b in data[i : i + 12]) + ",")
    return "\n".join(lines)


# ---- output ---------------------------------------------------------------


def deterministic_zip(entries):
    """entries: {name: (bytes, executable)} -> zip bytes, sorted, fixed time
    and permissions, no directory entries."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name in sorted(entries):
            data, executable = entries[name]
            info = zipfile.ZipInfo(name, date_time=ZIP_TIME)
            info.create_system = 3  # Unix: the permissions below are honoured
            info.external_attr = (0o100755 if executable else 0o100644) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    return buf.getvalue()


class Renderer:
    def __init__(self, template_dir, context):
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(template_dir),
            undefined=jinja2.StrictUndefined,
            keep_trailing_newline=True,
            trim_blocks=True,
            lstrip_blocks=True,
            autoescape=jinja2.select_autoescape(
                enabled_extensions=("xml.j2", "pdsc.j2", "cppproj.j2"), default_for_string=False, default=False
            ),
        )
        self.context = context

    def __call__(self, template, **extra):
        return self.env.get_template(template).render(dict(self.context, **extra)).encode("utf-8")


_DESCRIPTOR_LINE = re.compile(r"^const \w+ (\w+) = .*;$")


def split_default(driver_text, software_text, split, family):
    """A family decided per member (split: symbol -> choice, why): the
    driver's default file (one `const <type> <symbol> = ...;` line per member)
    with the software default's line for each member the software wins, and
    the software default's includes beside the driver's."""
    def lines_of(text, what):
        includes, defs = [], {}
        for line in text.splitlines():
            if line.startswith("#include"):
                includes.append(line)
            m = _DESCRIPTOR_LINE.match(line)
            if m:
                defs[m.group(1)] = line
        if set(defs) != set(split):
            raise SdkError("%s: the %s default file defines %s, the choice table's members are %s"
                           % (family, what, ", ".join(sorted(defs)) or "nothing", ", ".join(sorted(split))))
        return includes, defs

    soft_includes, soft = lines_of(software_text, "software")
    drv_includes, _ = lines_of(driver_text, "driver")
    out = ["// Generated by the SDK generator from the driver's default file: each",
           "// descriptor below is the driver's or the software's, whichever was faster",
           "// for it on the board's benchmark pages (README.md, gen/backend_choices.json)."]
    added = False
    for line in driver_text.splitlines():
        m = _DESCRIPTOR_LINE.match(line)
        if m and split[m.group(1)]["choice"] == "software":
            out.append("// %s" % split[m.group(1)]["why"])
            line = soft[m.group(1)]
        elif m:
            out.append("// %s" % split[m.group(1)]["why"])
        out.append(line)
        if line.startswith("#include") and line == drv_includes[-1] and not added:
            out += [i for i in soft_includes if i not in drv_includes]
            added = True
    return ("\n".join(out) + "\n").encode("utf-8")


def build(args, root):
    sdk = Sdk(args, root)
    ctx = sdk.context()
    render = Renderer(args.templates, ctx)
    files = {}  # path inside the SDK folder -> (bytes, executable)
    for zpath, (path, _) in sorted(sdk.files.items()):
        with open(os.path.join(root, path), "rb") as f:
            files[zpath] = (f.read(), False)
    for fam in sdk.families:
        if not fam.get("split"):
            continue
        texts = []
        for label in (fam["library"], fam["software_library"]):
            lib, src = sdk.default_source(label)
            if src is None:
                raise SdkError("%s: no *_default_*.cc reached from %s" % (fam["family"], label))
            with open(os.path.join(root, src[sdk.path_key]), encoding="utf-8") as f:
                texts.append(f.read())
            if label == fam["library"]:
                zpath = sdk._zip_path(lib, src, "src")
        if zpath not in files:
            raise SdkError("%s: %s is not in the SDK" % (fam["family"], zpath))
        files[zpath] = (split_default(texts[0], texts[1], fam["split"], fam["family"]), False)
    with open(os.path.join(root, sdk.manifest["linker_script"][sdk.path_key]), "rb") as f:
        files[ctx["linker_script"]] = (f.read(), False)
    files["LICENSE"] = (sdk.license, False)
    for d in sdk.compat_dirs:
        files[d + "/gnu/stubs-o32_soft.h"] = (render("common/stubs-o32_soft.h.j2"), False)
    files["config/mcucrypt_config.h"] = (render("common/mcucrypt_config.h.j2"), False)
    files["example/main.c"] = (render("common/example_main.c.j2"), False)
    files["Makefile"] = (render("common/Makefile.j2"), False)
    files["CMakeLists.txt"] = (render("common/CMakeLists.txt.j2"), False)
    files["cmake/%s.cmake" % sdk.board_name] = (render("common/toolchain.cmake.j2"), False)
    files["README.md"] = (render("common/README.md.j2"), False)

    ide_files = {}
    outputs = ctx["ide"].get("outputs", [])
    if "mcuxpresso_armgcc" in outputs:
        board_dir = sdk.board_name.replace("_", "")
        base = "boards/%s/mcucrypt_selftest/armgcc/" % board_dir
        ide_files[base + "CMakeLists.txt"] = (render("mcuxpresso/CMakeLists.txt.j2", up="../../../../"), False)
        for script in ("build_debug.sh", "build_release.sh", "clean.sh"):
            ide_files[base + script] = (render("mcuxpresso/%s.j2" % script), True)
        for script in ("build_debug.bat", "build_release.bat"):
            ide_files[base + script] = (render("mcuxpresso/%s.j2" % script).replace(b"\n", b"\r\n"), False)
        ide_files["tools/cmake_toolchain_files/armgcc.cmake"] = (render("mcuxpresso/armgcc.cmake.j2"), False)
    if "studio" in outputs:
        ide_files["studio/mcucrypt.atsln"] = (render("studio/mcucrypt.atsln.j2").replace(b"\n", b"\r\n"), False)
        # C++ projects (.cppproj, Studio's C++ project type in the solution):
        # the library is C++17. Items are relative to the project folder
        # (MSBuild); compiler, -T and -L paths to Debug/ or Release/, where
        # Studio runs the compiler, hence one more "../" (build_up).
        for project, template in [("mcucrypt", "library"), ("mcucrypt_selftest", "example")]:
            ide_files["studio/%s/%s.cppproj" % (project, project)] = (
                render("studio/%s.cppproj.j2" % template, up="../../", build_up="../../../"),
                False,
            )
    if "mplabx" in outputs:
        base = "mplabx/mcucrypt_selftest.X/"
        files["board/xc32/%s_xc32.c" % sdk.board_name] = (render("mplabx/xc32_board.c.j2"), False)
        ide_files[base + "nbproject/project.xml"] = (render("mplabx/project.xml.j2"), False)
        ide_files[base + "nbproject/configurations.xml"] = (render("mplabx/configurations.xml.j2", up="../../"), False)
        ide_files[base + "Makefile"] = (render("mplabx/Makefile.j2"), False)
    files.update(ide_files)

    if "cmsis_pack" in outputs:
        pack_vendor = "mcucrypt"
        pack_name = "mcucrypt_" + sdk.board_name
        pdsc_name = "%s.%s.pdsc" % (pack_vendor, pack_name)
        pack_files = sorted(
            p
            for p in files
            if p.startswith(("include/", "src/", "config/")) or p in ("LICENSE", "README.md")
        )
        pdsc = render(
            "cmsis/pack.pdsc.j2",
            pack_vendor=pack_vendor,
            pack_name=pack_name,
            pack_files=pack_files,
            pack_schema_version=PACK_SCHEMA_VERSION,
        )
        files[pdsc_name] = (pdsc, False)
        pack = {p: files[p] for p in pack_files}
        pack[pdsc_name] = (pdsc, False)
        files["%s.%s.%s.pack" % (pack_vendor, pack_name, sdk.version)] = (deterministic_zip(pack), False)

    # sdk.json: what this SDK holds and why, for tools and tests.
    summary = dict(
        name=sdk.name,
        version=sdk.version,
        board=sdk.board_name,
        mcu=sdk.board["mcu"],
        optimize=sdk.optimize,
        modules={n: dict(on=n in sdk.enabled, available=m["available"], macro=m["macro"], auto=m["auto"]) for n, m in sorted(sdk.modules.items())},
        accelerators={a["name"]: a["on"] for a in sdk.accelerators},
        # Each family a driver of the board runs: on its accelerator here, or
        # in software (accelerator off, or software faster on the pages); the
        # modules that use it.
        # chosen_by: "pages" (the faster on the benchmark pages, why and
        # figures from gen/backend_choices.json) or "--accelerators".
        accelerated={
            f["family"]: dict(accelerator=f["accelerator"], on=f["on"], technique=f["technique"] if f["on"] else None,
                              members={m: c["choice"] for m, c in (f["split"] or {}).items()},
                              library=f["library"], modules=f["modules"], chosen_by=f["chosen_by"], why=f["why"],
                              ratio=f["ratio"], figures=f["figures"])
            for f in sdk.families
        },
        drivers=sdk.driver_libs,
        libraries=dict(core=sdk.core_libs, driver=sdk.driver_libs, runtime=sdk.runtime_libs),
        kats=[k["name"] for k in sdk.kats],
        # Which known answers exercise each module that is on; the reason
        # where none does (gen/modules.json "selftest").
        selftest_modules={
            n: dict(kats=[k["name"] for k in sdk.kats if n in k["modules"]], why_none=sdk.modules[n].get("selftest"))
            for n in sorted(sdk.enabled)
        },
        kats_skipped=sdk.kats_skipped,
        selftest_checks=sdk.checks,
        ide_files=sorted(ide_files),
        files=sorted(list(files) + ["sdk.json"]),
    )
    files["sdk.json"] = ((json.dumps(summary, indent=2, sort_keys=True) + "\n").encode("utf-8"), False)
    return sdk, deterministic_zip({sdk.name + "/" + p: v for p, v in files.items()})


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--manifest", required=True)
    p.add_argument("--boards", required=True)
    p.add_argument("--modules", required=True)
    p.add_argument("--templates", required=True)
    p.add_argument("--version-file", required=True)
    p.add_argument("--license", required=True)
    p.add_argument("--root", default=".", help="where the manifest's file paths start (default: the current directory)")
    p.add_argument(
        "--layout",
        default="exec",
        choices=["exec", "runfiles"],
        help="exec: files at their execroot paths (a Bazel action); runfiles: at their runfiles paths",
    )
    p.add_argument("--disable", action="append", default=[], help="modules to leave out (comma list or repeated)")
    p.add_argument("--enable", action="append", default=[], help="modules that are off by default to put in")
    p.add_argument("--choices", required=True, help="the pages' choice per board and family (gen/backend_choices.json)")
    p.add_argument(
        "--accelerators",
        default=None,
        help="all, none, or a comma list of the board's accelerators (default: per family, whichever of software "
        "and driver is faster on the benchmark pages, --choices)",
    )
    p.add_argument("--optimize", default="speed", choices=sorted(_OPTIMIZE_FLAGS))
    p.add_argument("--out-dir", help="write mcucrypt-<version>-<board>.zip here")
    p.add_argument("--out", help="write the zip to this file")
    p.add_argument("--quiet", action="store_true", help="print errors only")
    args = p.parse_args(argv)
    if not args.out and not args.out_dir:
        p.error("give --out or --out-dir")
    try:
        sdk, data = build(args, args.root)
    except SdkError as e:
        for line in str(e).splitlines():
            print("sdkgen: error: %s" % line, file=sys.stderr)
        return 2
    out = args.out or os.path.join(args.out_dir, sdk.name + ".zip")
    if args.out_dir:
        os.makedirs(args.out_dir, exist_ok=True)
    with open(out, "wb") as f:
        f.write(data)
    if not args.quiet:
        print("sdkgen: %s (%d bytes, sha256 %s)" % (out, len(data), hashlib.sha256(data).hexdigest()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
