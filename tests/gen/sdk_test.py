#!/usr/bin/python3
"""Tests of the per-board SDK zips (gen/, issue 7). One suite per call:

  build BOARD     unzip into an empty folder, build the example with the plain
                  Makefile and CMakeLists.txt (and the MCUXpresso armgcc
                  project where there is one) with the cross GCC only, run
                  each ELF in mcusim: every self-test check passes
  custom BOARD    an SDK with options (modules off, no accelerators, -Os):
                  the same build and run, and only what was chosen is in it
  ide             each vendor project built as its IDE would: the listed
                  files from the folder the IDE compiles in, with the cross
                  GCC standing in for the vendor's (Studio links; MPLAB X
                  leaves undefined only what XC32 brings); the images
  xml             pdsc / .pack, .cppproj, configurations.xml / project.xml:
                  well-formed, device, toolchain, every file they list exists
  repro           the generator twice gives the same bytes, equal to the
                  Bazel-built zips; fixed times, sorted names, fixed modes
  contents        `unzip -l`: no other board's drivers or runtime, no stray
                  paths
  options         invalid combinations are rejected with clear messages
  kats            gen/modules.json's known answers against their sources
"""

import base64
import glob
import hashlib
import hmac
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ET
import zipfile

BOARDS = ["frdm_k66f", "atsam4c32_ek", "wfi32_curiosity"]
RUNFILES = os.environ.get("TEST_SRCDIR") or os.environ.get("RUNFILES_DIR")
ROOT = os.path.join(RUNFILES, "mcucrypt")
TMP = os.environ.get("TEST_TMPDIR") or tempfile.mkdtemp()
MCUSIM = os.path.join(ROOT, "tools/sim/mcusim")
PACK_XSD = os.path.join(ROOT, "third_party/cmsis_pack/PACK.xsd")

with open(os.path.join(ROOT, "VERSION")) as _f:
    VERSION = _f.read().strip()
with open(os.path.join(ROOT, "platforms/boards.json")) as _f:
    BOARD_DESC = json.load(_f)
with open(os.path.join(ROOT, "gen/modules.json")) as _f:
    MODULES = json.load(_f)
CHOICES_PATH = os.path.join(ROOT, "gen/backend_choices.json")
with open(CHOICES_PATH) as _f:
    CHOICES = json.load(_f)


def driver_chosen(board, family):
    """Whether the default SDK runs the family on its driver: the committed
    choice table's verdict (gen/backend_choices.json), the driver where it
    has none; a family decided per member (ec_mul: per curve) runs its
    driver when any member does."""
    entry = CHOICES["boards"].get(board, {}).get("families", {}).get(family)
    if entry is not None and entry.get("members"):
        return any(m["choice"] == "driver" for m in entry["members"].values())
    return entry is None or entry["choice"] == "driver"


def zip_path(board):
    return os.path.join(ROOT, "gen/sdk_%s/mcucrypt-%s-%s.zip" % (board, VERSION, board))


def manifest_path(board):
    return os.path.join(ROOT, "gen/sdk_%s_manifest.json" % board)


def sdkgen(board, *options, out):
    """Runs the generator the way //gen:generate does; returns the process."""
    cmd = [
        "/usr/bin/python3",
        os.path.join(ROOT, "gen/sdkgen.py"),
        "--manifest=" + manifest_path(board),
        "--boards=" + os.path.join(ROOT, "platforms/boards.json"),
        "--modules=" + os.path.join(ROOT, "gen/modules.json"),
        "--choices=" + CHOICES_PATH,
        "--templates=" + os.path.join(ROOT, "sdk_templates"),
        "--version-file=" + os.path.join(ROOT, "VERSION"),
        "--license=" + os.path.join(ROOT, "LICENSE"),
        "--root=" + ROOT,
        "--layout=runfiles",
        "--out=" + out,
    ] + list(options)
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def unpack(zpath, name):
    """Unzips into a new empty folder; returns the SDK folder inside it."""
    dest = os.path.join(TMP, name)
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    subprocess.run(["unzip", "-q", zpath, "-d", dest], check=True)
    (sdk,) = os.listdir(dest)
    return os.path.join(dest, sdk)


def clean_env():
    """Only what a firmware engineer's shell has: no Bazel variables."""
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": TMP, "LANG": "C"}


def run(cmd, cwd, timeout=600):
    p = subprocess.run(cmd, cwd=cwd, env=clean_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout)
    return p.returncode, p.stdout


class SdkCase(unittest.TestCase):
    def build_and_run(self, sdk, board, expect_checks, expect_bench, make_only=False):
        """Builds with make, CMake (and armgcc when present; make alone with
        make_only); runs each ELF. Returns the self-test's output lines."""
        elves = []
        code, out = run(["make", "-j2"], sdk)
        self.assertEqual(code, 0, "make failed:\n" + out)
        self.assertNotIn("warning:", out, "the plain build warns:\n" + out)
        elves.append(("make", os.path.join(sdk, "build/mcucrypt_selftest.elf")))
        self.check_dependencies(sdk)
        if not make_only:
            self.build_more(sdk, board, elves)
        outputs = []
        for how, elf in elves:
            outputs.append(self.run_elf(board, how, elf, expect_checks, expect_bench))
        return outputs[0]

    def build_more(self, sdk, board, elves):
        code, out = run(["cmake", "-B", "build-cmake", "-DCMAKE_TOOLCHAIN_FILE=cmake/%s.cmake" % board], sdk)
        self.assertEqual(code, 0, "cmake configure failed:\n" + out)
        code, out = run(["cmake", "--build", "build-cmake", "-j2"], sdk)
        self.assertEqual(code, 0, "cmake build failed:\n" + out)
        elves.append(("cmake", os.path.join(sdk, "build-cmake/mcucrypt_selftest.elf")))

        for script in sorted(glob.glob(os.path.join(sdk, "boards/*/*/armgcc/build_release.sh"))):
            code, out = run(["sh", script], os.path.dirname(script))
            self.assertEqual(code, 0, "%s failed:\n%s" % (script, out))
            elves.append(("armgcc", os.path.join(os.path.dirname(script), "release/mcucrypt_selftest.elf")))

    def run_elf(self, board, how, elf, expect_checks, expect_bench):
        """Runs one ELF in mcusim: every check passes; returns its lines."""
        lines = []
        with self.subTest(build=how):
            self.assertTrue(os.path.isfile(elf), elf)
            p = subprocess.run(
                [MCUSIM, "--board=" + board, "--stats", "--timeout=120", elf],
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                timeout=300,
            )
            print("--- %s, %s build, in mcusim:\n%s" % (board, how, p.stdout))
            self.assertEqual(p.returncode, 0, p.stdout)
            lines = p.stdout.splitlines()
            passes = [l for l in lines if l.startswith("PASS ")]
            fails = [l for l in lines if l.startswith("FAIL ")]
            self.assertEqual(fails, [])
            self.assertEqual(len(passes), expect_checks)
            self.assertIn("selftest: %d passed, 0 failed" % expect_checks, lines)
            self.assertIn("selftest: PASS", lines)
            bench = [l for l in lines if l.startswith("bench ")]
            self.assertEqual(len(bench), expect_bench, bench)
            for l in bench:
                self.assertRegex(l, r"^bench .+: [0-9]+\.[0-9]{2} cycles/byte$")
        return lines

    def check_drivers_ran(self, summary, lines):
        """The self-test prints each hash, block cipher and modular
        exponentiation descriptor's technique ("impl <known answer>: <impl>"): every family on an
        accelerator shows its driver's technique in the known answers of its
        module, and a family in software does not (nor anywhere when its
        accelerator is off)."""
        impl = {}
        for l in lines:
            m = re.match(r"^impl (.+): (\S+)$", l)
            if m:
                impl[m.group(1)] = m.group(2)
        self.assertTrue(impl, "no impl lines")
        kats = {k["name"]: k for k in MODULES["kats"]}
        used = set(impl.values())
        for family, f in summary["accelerated"].items():
            techniques = [d["technique"] for d in BOARD_DESC[summary["board"]]["drivers"]
                          if d["accelerator"] == f["accelerator"] and d["technique"]]
            if not techniques:
                continue  # an entropy source: no descriptor in the self-test
            if not any(family in k["modules"] for k in MODULES["kats"]):
                continue  # a scalar multiplication (ec_mul, x25519_mul, ...): no module of that name prints it
            (technique,) = techniques
            shown = [impl[n] for n in impl if n in summary["kats"] and family in kats[n]["modules"]]
            if f["on"]:
                self.assertIn(technique, shown, "%s: %s" % (family, impl))
            elif summary["accelerators"][f["accelerator"]]:
                self.assertNotIn(technique, shown, "%s runs in software: %s" % (family, impl))
            else:
                self.assertNotIn(technique, used, "%s is off: %s" % (f["accelerator"], impl))
        # The scalar multiplication, decided per curve: each ECDH known
        # answer names its curve's descriptor, the driver's technique exactly
        # where that curve runs on the driver.
        ec = summary["accelerated"].get("ec_mul")
        for name in summary["kats"]:
            k = kats[name]
            if ec is None or k["kind"] != "ecdh":
                continue
            (technique,) = [d["technique"] for d in BOARD_DESC[summary["board"]]["drivers"]
                            if d["accelerator"] == ec["accelerator"]]
            on = ec["on"] and ec["members"].get(k["curve"], "driver") == "driver"
            self.assertIn(name, impl)
            self.assertEqual(impl[name] == technique, on, "%s (%s): %s" % (name, k["curve"], impl[name]))

    def check_dependencies(self, sdk):
        """Every file the compiler read is in the SDK folder or the toolchain
        (/usr): no file from outside the zip."""
        deps = glob.glob(os.path.join(sdk, "build/**/*.d"), recursive=True)
        self.assertGreater(len(deps), 10)
        for d in deps:
            with open(d) as f:
                text = f.read().replace("\\\n", " ")
            for token in text.split():
                if token.endswith(":"):
                    continue
                path = os.path.normpath(os.path.join(sdk, token))
                ok = path.startswith(sdk + os.sep) or token.startswith("/usr/")
                self.assertTrue(ok, "%s reads %s" % (d, token))

    def sdk_json(self, sdk):
        with open(os.path.join(sdk, "sdk.json")) as f:
            return json.load(f)


def driver_packages(board):
    """The packages of a board's drivers (BOARDS[board].drivers: the
    families' backends and the other targets)."""
    desc = BOARD_DESC[board]
    labels = [desc["backends"][f] for d in desc["drivers"] for f in d["families"]]
    labels += [t for d in desc["drivers"] for t in d["targets"]]
    return set(l.lstrip("/").split(":")[0] for l in labels)


def bench_count(summary):
    kinds = {k["name"]: k["kind"] for k in MODULES["kats"]}
    return sum(1 for n in summary["kats"] if kinds[n] in ("hash", "aead", "block"))


class Build(SdkCase):
    board = None

    def test_build_and_run(self):
        sdk = unpack(zip_path(self.board), "build")
        summary = self.sdk_json(sdk)
        # The algorithms that exist now are all in the default self-test.
        for name in ["MD5", "SHA-1", "SHA-256", "SHA-512", "SHA3-256", "SM3", "Ascon-Hash256", "HMAC-SHA-256",
                     "HKDF-SHA-256", "ChaCha20-Poly1305", "Ascon-AEAD128"]:
            self.assertIn(name, summary["kats"])
        self.assertGreaterEqual(summary["selftest_checks"], 19)
        # Each family a driver can take runs where the pages say (the driver
        # where they say nothing), its drivers in src/drivers/; every
        # accelerator with a family on its driver is on.
        drivers = BOARD_DESC[self.board]["drivers"]
        self.assertTrue(drivers)
        for family, f in summary["accelerated"].items():
            self.assertEqual(f["on"], driver_chosen(self.board, family), family)
            self.assertEqual(f["library"].startswith("//drivers/"), f["on"], f)
            self.assertEqual(f["chosen_by"], "pages", f)
        for d in drivers:
            used = d["targets"] or any(driver_chosen(self.board, family) for family in d["families"])
            self.assertEqual(summary["accelerators"][d["accelerator"]], bool(used), d)
        self.assertTrue([p for p in summary["files"] if p.startswith("src/drivers/") and p.endswith(".cc")])
        lines = self.build_and_run(sdk, self.board, summary["selftest_checks"], bench_count(summary))
        self.check_drivers_ran(summary, lines)


class Custom(SdkCase):
    board = None

    def test_options(self):
        out = os.path.join(TMP, "custom.zip")
        off = ["md5", "sha1", "chacha20_poly1305", "chacha20", "poly1305", "pbkdf2"]
        p = sdkgen(self.board, "--disable=" + ",".join(off), "--accelerators=none", "--optimize=size", out=out)
        self.assertEqual(p.returncode, 0, p.stderr)
        sdk = unpack(out, "custom")
        summary = self.sdk_json(sdk)
        for m in off:
            self.assertFalse(summary["modules"][m]["on"], m)
        self.assertTrue(summary["modules"]["sha256"]["on"])
        self.assertEqual(set(summary["accelerators"].values()), {False})
        self.assertEqual(summary["optimize"], "size")
        files = summary["files"]
        for gone in ["src/crypto/md5/md5.cc", "src/crypto/sha1/sha1.cc", "src/crypto/chacha/chacha20.cc", "src/crypto/kdf/pbkdf2.cc"]:
            self.assertNotIn(gone, files)
        self.assertIn("src/crypto/sha2/sha256.cc", files)
        with open(os.path.join(sdk, "config/mcucrypt_config.h")) as f:
            config = f.read()
        self.assertRegex(config, r"#define MCUCRYPT_WITH_MD5 +0 ")
        self.assertRegex(config, r"#define MCUCRYPT_WITH_SHA256 +1 ")
        self.assertRegex(config, r"#define MCUCRYPT_OPTIMIZE_SIZE 0*1\b")
        for a in BOARD_DESC[self.board]["accelerators"]:
            self.assertRegex(config, r"#define MCUCRYPT_ACCEL_%s +0 " % a.upper())
        with open(os.path.join(sdk, "Makefile")) as f:
            self.assertIn("OPT ?= -Os", f.read())
        for name in ["MD5", "SHA-1", "ChaCha20-Poly1305"]:
            self.assertNotIn(name, summary["kats"])
        # No driver: the families' software defaults give the short descriptors.
        self.assertEqual([p for p in files if p.startswith("src/drivers/")], [])
        self.assertEqual(summary["drivers"], [])
        for family, f in summary["accelerated"].items():
            self.assertFalse(f["on"], family)
            self.assertTrue(f["library"].startswith("//crypto/"), f)
        lines = self.build_and_run(sdk, self.board, summary["selftest_checks"], bench_count(summary))
        self.check_drivers_ran(summary, lines)


class Subset(SdkCase):
    """--accelerators with one of the board's accelerators: the others'
    families run in software (their default descriptors from the software
    files), theirs on the driver. Built with make alone (the custom test
    builds the other ways)."""

    board = None

    def test_subset(self):
        # The first accelerator that runs a family, alone.
        chosen = [next(d["accelerator"] for d in BOARD_DESC[self.board]["drivers"] if d["families"])]
        out = os.path.join(TMP, "subset.zip")
        p = sdkgen(self.board, "--accelerators=" + ",".join(chosen), out=out)
        self.assertEqual(p.returncode, 0, p.stderr)
        sdk = unpack(out, "subset")
        summary = self.sdk_json(sdk)
        with open(os.path.join(sdk, "config/mcucrypt_config.h")) as f:
            config = f.read()
        desc = BOARD_DESC[self.board]
        with_driver = set(d["accelerator"] for d in desc["drivers"])
        for a in desc["accelerators"]:
            on = a in chosen and a in with_driver
            self.assertEqual(summary["accelerators"][a], on, a)
            self.assertRegex(config, r"#define MCUCRYPT_ACCEL_%s +%d " % (a.upper(), on))
        files = summary["files"]
        for family, f in summary["accelerated"].items():
            on = f["accelerator"] in chosen
            self.assertEqual(f["on"], on, family)
            lib = f["library"]
            self.assertEqual(lib.startswith("//drivers/"), on, f)
            self.assertRegex(config, r"/\*   %s +%s" % (family, f["accelerator"] if on else "software"))
        # The off accelerators' driver libraries are not in the zip, the
        # chosen ones' are.
        off = [desc["backends"][f] for d in desc["drivers"] if d["accelerator"] not in chosen for f in d["families"]]
        on = [desc["backends"][f] for d in desc["drivers"] if d["accelerator"] in chosen for f in d["families"]]
        self.assertTrue(off and on)
        for label in off:
            self.assertNotIn(label, summary["drivers"])
        for label in on:
            self.assertIn(label, summary["drivers"])
        self.assertTrue([p for p in files if p.startswith("src/drivers/")])
        lines = self.build_and_run(sdk, self.board, summary["selftest_checks"], bench_count(summary), make_only=True)
        self.check_drivers_ran(summary, lines)


class Xml(unittest.TestCase):
    def setUp(self):
        self.sdks = {b: unpack(zip_path(b), "xml_" + b) for b in BOARDS}

    def ide_files(self, board, suffix):
        with open(os.path.join(self.sdks[board], "sdk.json")) as f:
            summary = json.load(f)
        return [p for p in summary["files"] if p.endswith(suffix)]

    def test_every_xml_is_well_formed(self):
        count = 0
        for board, sdk in self.sdks.items():
            for p in glob.glob(os.path.join(sdk, "**/*"), recursive=True):
                if p.endswith((".xml", ".pdsc", ".cppproj")):
                    ET.parse(p)
                    count += 1
        self.assertEqual(count, 1 + 3 + 2)  # K66: pdsc; SAM4C: pdsc, 2 cppproj; PIC32: 2 nbproject

    def check_pdsc(self, board, sdk, pdsc_rel, exists):
        root = ET.parse(os.path.join(sdk, pdsc_rel)).getroot()
        self.assertEqual(root.tag, "package")
        self.assertEqual(root.findtext("vendor"), "mcucrypt")
        self.assertEqual(root.findtext("name"), "mcucrypt_" + board)
        self.assertEqual(pdsc_rel, "mcucrypt.mcucrypt_%s.pdsc" % board)
        self.assertEqual(root.find("releases/release").get("version"), VERSION)
        self.assertEqual(root.findtext("license"), "LICENSE")
        # The device is the vendor DFP's: required, never redefined.
        self.assertIsNone(root.find("devices"))
        mcu = BOARD_DESC[board]["mcu"]
        device = MODULES["devices"][mcu]
        (package,) = root.findall("requirements/packages/package")
        self.assertEqual((package.get("vendor"), package.get("name")), (device["dfp"]["vendor"], device["dfp"]["name"]))
        requires = [(r.get("Dvendor"), r.get("Dname")) for r in root.iter("require") if r.get("Dname")]
        self.assertEqual(requires, [(device["cmsis_vendor"], mcu)])
        # The DFP's own vendor string: Atmel's packs say Atmel:3, NXP's NXP:11.
        self.assertEqual(device["cmsis_vendor"].split(":")[0], device["dfp"]["vendor"])
        # mcucrypt's own component only: no start-up, vector table or linker script.
        self.assertEqual(
            [(c.get("Cclass"), c.get("Cgroup"), c.get("Csub")) for c in root.iter("component")],
            [("Security", "mcucrypt", "Core")],
        )
        files = list(root.iter("file"))
        self.assertGreater(len(files), 40)
        self.assertEqual([f.get("name") for f in files if f.get("name").startswith(("board/", "example/"))], [])
        self.assertEqual([f.get("name") for f in files if f.get("category") == "linkerScript"], [])
        sources = [f.get("name") for f in files if f.get("category", "").startswith("source")]
        self.assertTrue(any(s.startswith("src/crypto/") for s in sources))
        for f in files:
            name = f.get("name")
            if f.get("category") == "include":
                self.assertTrue(name.endswith("/"), name)
            self.assertTrue(exists(name), "%s lists %s, not in the zip" % (pdsc_rel, name))
        # Every source the library builds is listed.
        listed = set(f.get("name") for f in files)
        for p in glob.glob(os.path.join(sdk, "src/**/*.cc"), recursive=True):
            self.assertIn(os.path.relpath(p, sdk), listed)
        return root

    def test_cmsis_packs(self):
        for board in ["frdm_k66f", "atsam4c32_ek"]:
            sdk = self.sdks[board]
            with self.subTest(board=board):
                pdsc = "mcucrypt.mcucrypt_%s.pdsc" % board
                self.check_pdsc(board, sdk, pdsc, lambda n: os.path.exists(os.path.join(sdk, n)))
                # Valid against the CMSIS-Pack schema (Open-CMSIS-Pack-Spec's PACK.xsd).
                code, out = run(["xmllint", "--noout", "--schema", PACK_XSD, pdsc], sdk)
                self.assertEqual(code, 0, out)
                self.assertIn("%s validates" % pdsc, out)
                pack = os.path.join(sdk, "mcucrypt.mcucrypt_%s.%s.pack" % (board, VERSION))
                with zipfile.ZipFile(pack) as z:
                    names = set(z.namelist())
                    self.assertIn(pdsc, names)
                    with open(os.path.join(sdk, pdsc), "rb") as f:
                        self.assertEqual(z.read(pdsc), f.read())
                    inner = os.path.join(TMP, "pack_" + board)
                    shutil.rmtree(inner, ignore_errors=True)
                    z.extractall(inner)
                self.check_pdsc(board, inner, pdsc, lambda n: n in names or (n.endswith("/") and any(x.startswith(n) for x in names)))
        self.assertEqual(self.ide_files("wfi32_curiosity", ".pdsc"), [])

    def test_studio_projects(self):
        sdk = self.sdks["atsam4c32_ek"]
        ns = {"m": "http://schemas.microsoft.com/developer/msbuild/2003"}
        kinds = {}
        guids = {}
        for rel in ["studio/mcucrypt/mcucrypt.cppproj", "studio/mcucrypt_selftest/mcucrypt_selftest.cppproj"]:
            path = os.path.join(sdk, rel)
            project_dir = os.path.dirname(path)
            root = ET.parse(path).getroot()
            self.assertEqual(root.tag, "{%s}Project" % ns["m"])
            # Microchip Studio's device element (the project's DeviceName).
            self.assertEqual(root.findtext("m:PropertyGroup/m:avrdevice", namespaces=ns), "ATSAM4C32C")
            # A .cppproj is Studio's C++ project: C++ toolchain and language.
            self.assertEqual(root.findtext("m:PropertyGroup/m:ToolchainName", namespaces=ns), "com.Atmel.ARMGCC.CPP")
            self.assertEqual(root.findtext("m:PropertyGroup/m:Language", namespaces=ns), "CPP")
            guids[rel] = root.findtext("m:PropertyGroup/m:ProjectGuid", namespaces=ns)
            kinds[rel] = root.findtext("m:PropertyGroup/m:OutputType", namespaces=ns)
            # Items are relative to the project file (MSBuild).
            items = root.findall("m:ItemGroup/m:Compile", ns)
            self.assertGreater(len(items), 3)
            for item in items + root.findall("m:ItemGroup/m:None", ns):
                target = os.path.normpath(os.path.join(project_dir, item.get("Include").replace("\\", "/")))
                self.assertTrue(os.path.isfile(target), "%s: %s" % (rel, item.get("Include")))
            for ref in root.findall("m:ItemGroup/m:ProjectReference", ns):
                self.assertTrue(os.path.isfile(os.path.join(project_dir, ref.get("Include").replace("\\", "/"))))
            # Compiler options are relative to where Studio runs the
            # compiler: the configuration's output folder (Debug/, Release/).
            for group in root.findall("m:PropertyGroup", ns):
                cond = group.get("Condition")
                if not cond:
                    continue
                config = re.search(r"== '(\w+)'", cond).group(1)
                build_dir = os.path.join(project_dir, config)
                includes = [v.text for v in group.iter() if v.tag.endswith("IncludePaths") for v in v.iter("{%s}Value" % ns["m"])]
                self.assertGreater(len(includes), 2 * 4)
                for inc in includes:
                    self.assertTrue(os.path.isdir(os.path.normpath(os.path.join(build_dir, inc))), "%s %s: include %s" % (rel, config, inc))
                self.assertTrue(os.path.isfile(os.path.normpath(os.path.join(build_dir, "../../../config/mcucrypt_config.h"))))
                flags = group.findtext(".//m:armgcccpp.linker.miscellaneous.LinkerFlags", namespaces=ns)
                scripts = re.findall(r"-T(\S+)", flags)
                self.assertEqual(len(scripts), 1, flags)
                self.assertTrue(os.path.isfile(os.path.normpath(os.path.join(build_dir, scripts[0]))), scripts[0])
                for d in group.findall(".//m:armgcccpp.linker.libraries.LibrarySearchPaths/m:ListValues/m:Value", ns):
                    # The library project's output folder of the same configuration.
                    self.assertEqual(
                        os.path.normpath(os.path.join(build_dir, d.text)),
                        os.path.normpath(os.path.join(sdk, "studio/mcucrypt", config)),
                    )
            compiled = [i.get("Include") for i in items if i.get("Include").endswith((".c", ".cc", ".S"))]
            if kinds[rel] == "StaticLibrary":
                self.assertTrue(any("src\\crypto\\sha2\\sha256.cc" in c for c in compiled))
            else:
                self.assertTrue(any(c.endswith("example\\main.c") for c in compiled))
        self.assertEqual(sorted(kinds.values()), ["Executable", "StaticLibrary"])
        with open(os.path.join(sdk, "studio/mcucrypt.atsln")) as f:
            sln = f.read()
        # Studio's C++ project type for both .cppproj, with their own GUIDs.
        for rel, guid in guids.items():
            name = os.path.basename(rel)[: -len(".cppproj")]
            self.assertIn('Project("{E66E83B9-2572-4076-B26E-6BE79FF3018A}") = "%s", "%s\\%s.cppproj", "%s"' % (name, name, name, guid), sln)
        self.assertNotIn("54F91283-7BC4-4236-8FF9-10F437C3AD48", sln)  # Studio's C type (.cproj)

    def test_readmes(self):
        """Each README names the part, how to flash it and the console port,
        lists an accelerator as used only with its driver, and leaks no
        generator placeholder."""
        flashing = {
            "frdm_k66f": ["OpenSDA", "pyocd flash -t k66f18", "MCUXpresso IDE", "mcucrypt_selftest.bin"],
            "atsam4c32_ek": ["SAM-BA", "GPNVM bit 1", "0x01000000", "Device Programming"],
            "wfi32_curiosity": ["MPLAB IPE", "PKOB4", "0x10000000", "0x1FC00000", "KSEG0", "mcucrypt_selftest.hex"],
        }
        for board, sdk in self.sdks.items():
            with self.subTest(board=board):
                with open(os.path.join(sdk, "README.md")) as f:
                    readme = f.read()
                with open(os.path.join(sdk, "sdk.json")) as f:
                    summary = json.load(f)
                desc = BOARD_DESC[board]
                self.assertIn(desc["mcu"], readme)
                self.assertIn("## Flashing and the console", readme)
                for word in flashing[board]:
                    self.assertIn(word, readme)
                self.assertIn(desc["console"], readme)
                self.assertIn("115200 8N1", readme)
                for bad in ["no description", "gen/modules.json", "SELFTEST_KINDS", "TODO", "//crypto"]:
                    self.assertNotIn(bad, readme)
                # Every accelerator with a driver the pages keep is used
                # (macro 1), one whose every family is faster in software is
                # not, the others are "none yet"; the README says where each
                # family runs and why (the pages' figures).
                self.assertTrue(summary["drivers"])
                with open(os.path.join(sdk, "config/mcucrypt_config.h")) as f:
                    config = f.read()
                for a in desc["accelerators"]:
                    drivers = [d for d in desc["drivers"] if d["accelerator"] == a]
                    kept = any(d["targets"] or any(driver_chosen(board, f) for f in d["families"]) for d in drivers)
                    if kept:
                        self.assertRegex(readme, r"\| `%s` \| yes \|" % a)
                    elif drivers:
                        self.assertRegex(readme, r"\| `%s` \| no: software is faster on the benchmark pages" % a)
                    else:
                        self.assertRegex(readme, r"\| `%s` \| none yet: no driver" % a)
                    self.assertRegex(config, r"#define MCUCRYPT_ACCEL_%s +%d " % (a.upper(), kept))
                for family, f in summary["accelerated"].items():
                    where = "`%s`" % f["accelerator"] if f["on"] else r"software \(`%s` slower\)" % f["accelerator"]
                    self.assertRegex(readme, r"\| `%s` \| %s.* \| %s \|" % (family, where, re.escape(f["why"])))
                    self.assertIn(" *     %s */" % f["why"], config)
                if board == "frdm_k66f":
                    self.assertIn("no MCUXpresso IDE project", readme)

    def test_selftest_covers_every_module(self):
        """In each zip, every module that is on is exercised by the
        self-test, or the zip says why not (sdk.json, README)."""
        for board, sdk in self.sdks.items():
            with open(os.path.join(sdk, "sdk.json")) as f:
                summary = json.load(f)
            with open(os.path.join(sdk, "README.md")) as f:
                readme = f.read()
            on = sorted(n for n, m in summary["modules"].items() if m["on"])
            self.assertEqual(sorted(summary["selftest_modules"]), on)
            for name, cover in summary["selftest_modules"].items():
                with self.subTest(board=board, module=name):
                    self.assertNotEqual(bool(cover["kats"]), bool(cover["why_none"]))
                    for k in cover["kats"]:
                        self.assertIn(k, summary["kats"])
                    self.assertIn("`%s`" % name, readme)
            self.assertEqual(summary["kats_skipped"], [])

    def test_mplabx_project(self):
        sdk = self.sdks["wfi32_curiosity"]
        x = os.path.join(sdk, "mplabx/mcucrypt_selftest.X")
        project = ET.parse(os.path.join(x, "nbproject/project.xml")).getroot()
        self.assertEqual(project.findtext("{http://www.netbeans.org/ns/project/1}type"), "com.microchip.mplab.nbide.embedded.makeproject")
        conf = ET.parse(os.path.join(x, "nbproject/configurations.xml")).getroot()
        self.assertEqual(conf.tag, "configurationDescriptor")
        self.assertEqual(conf.findtext("confs/conf/toolsSet/targetDevice"), "PIC32MZ2051W104132")
        self.assertEqual(conf.findtext("confs/conf/toolsSet/languageToolchain"), "XC32")
        items = [e.text for e in conf.iter("itemPath")]
        self.assertGreater(len(items), 20)
        for item in items:
            self.assertTrue(os.path.isfile(os.path.normpath(os.path.join(x, item))), item)
        self.assertIn("../../example/main.c", items)
        self.assertTrue(any(i.endswith("src/crypto/sha2/sha256.cc") for i in items))
        incs = [p.get("value") for p in conf.iter("property") if p.get("key") == "extra-include-directories"]
        self.assertTrue(incs)
        for value in incs:
            for d in value.split(";"):
                self.assertTrue(os.path.isdir(os.path.normpath(os.path.join(x, d))), d)
        with open(os.path.join(x, "Makefile")) as f:
            self.assertIn("include nbproject/Makefile-impl.mk", f.read())


class Repro(unittest.TestCase):
    def test_same_bytes(self):
        for board in BOARDS:
            with self.subTest(board=board):
                a, b = os.path.join(TMP, board + "_a.zip"), os.path.join(TMP, board + "_b.zip")
                for out in (a, b):
                    p = sdkgen(board, out=out)
                    self.assertEqual(p.returncode, 0, p.stderr)
                with open(a, "rb") as fa, open(b, "rb") as fb, open(zip_path(board), "rb") as fz:
                    da, db, dz = fa.read(), fb.read(), fz.read()
                self.assertEqual(hashlib.sha256(da).hexdigest(), hashlib.sha256(db).hexdigest())
                self.assertEqual(hashlib.sha256(da).hexdigest(), hashlib.sha256(dz).hexdigest(), "Bazel's zip differs")
                with zipfile.ZipFile(zip_path(board)) as z:
                    infos = z.infolist()
                    names = [i.filename for i in infos]
                    self.assertEqual(names, sorted(names))
                    self.assertEqual(len(names), len(set(names)))
                    for i in infos:
                        self.assertEqual(i.date_time, (1980, 1, 1, 0, 0, 0), i.filename)
                        self.assertIn(i.external_attr >> 16, (0o100644, 0o100755), i.filename)
                        self.assertTrue(i.filename.startswith("mcucrypt-%s-%s/" % (VERSION, board)))
                    for i in infos:
                        if i.filename.endswith(".pack"):
                            with zipfile.ZipFile(z.open(i)) as inner:
                                for j in inner.infolist():
                                    self.assertEqual(j.date_time, (1980, 1, 1, 0, 0, 0))


class Contents(unittest.TestCase):
    def listing(self, board):
        out = subprocess.run(["unzip", "-l", zip_path(board)], stdout=subprocess.PIPE, text=True, check=True).stdout
        prefix = "mcucrypt-%s-%s/" % (VERSION, board)
        paths = [l.split()[-1] for l in out.splitlines() if prefix in l]
        self.assertGreater(len(paths), 50)
        return [p[len(prefix):] for p in paths]

    def libraries(self, board, role):
        with open(manifest_path(board)) as f:
            m = json.load(f)
        roots = [l for l, r in m["roots"].items() if r == role]
        libs = {l["label"]: l for l in m["libraries"]}
        seen, todo = set(), list(roots)
        while todo:
            l = todo.pop()
            if l in seen or l not in libs:
                continue
            seen.add(l)
            todo += libs[l]["deps"]
        return [libs[l] for l in seen]

    def test_every_module_described(self):
        """Every direct dependency of //crypto:mcucrypt has an entry in
        gen/modules.json (a name, a title), on every board."""
        described = set(t for m in MODULES["modules"] for t in m["targets"])
        for board in BOARDS:
            with self.subTest(board=board):
                with open(manifest_path(board)) as f:
                    m = json.load(f)
                libs = {l["label"]: l for l in m["libraries"]}
                direct = set()
                for root, role in m["roots"].items():
                    if role == "core":
                        direct.update(d for d in libs[root]["deps"] if d in libs)
                self.assertGreater(len(direct), 20)
                missing = sorted(direct - described)
                self.assertEqual(missing, [], "no entry in gen/modules.json for %s" % ", ".join(missing))
                with zipfile.ZipFile(zip_path(board)) as z:
                    summary = json.loads(z.read("mcucrypt-%s-%s/sdk.json" % (VERSION, board)))
                self.assertEqual([n for n, mod in summary["modules"].items() if mod["auto"]], [])
                # A module whose targets some board lacks is "not in this
                # release" there (as modexp was, listing every core's default).
                self.assertEqual([n for n, mod in summary["modules"].items() if not mod["available"]], [])

    def test_no_foreign_files(self):
        for board in BOARDS:
            with self.subTest(board=board):
                paths = self.listing(board)
                own = driver_packages(board)
                for other in BOARDS:
                    if other == board:
                        continue
                    # Another board's drivers (their packages) never appear.
                    for pkg in driver_packages(other) - own:
                        self.assertFalse([p for p in paths if p.startswith("src/" + pkg + "/")], pkg)
                    # Nor another core's runtime (start-up, board I/O).
                    mine = set(f["short_path"] for l in self.libraries(board, "runtime") for f in l["srcs"])
                    theirs = set(f["short_path"] for l in self.libraries(other, "runtime") for f in l["srcs"]) - mine
                    for f in theirs:
                        self.assertNotIn("board/" + f, paths)
                    self.assertNotIn("board/%s.ld" % other, paths)
                with zipfile.ZipFile(zip_path(board)) as z:
                    summary = json.loads(z.read("mcucrypt-%s-%s/sdk.json" % (VERSION, board)))
                drivers = [p for p in paths if p.startswith("src/drivers/")]
                if not summary["drivers"]:
                    self.assertEqual(drivers, [])
                # Only the board's own drivers' packages.
                for p in drivers:
                    self.assertIn(os.path.dirname(p)[len("src/"):], own, p)
                self.assertEqual(summary["files"], paths)
                # Only the SDK's own areas.
                top = sorted(set(p.split("/")[0] for p in paths))
                allowed = {"LICENSE", "README.md", "Makefile", "CMakeLists.txt", "sdk.json", "board", "boards", "cmake",
                           "config", "example", "include", "src", "studio", "mplabx", "tools"}
                for t in top:
                    self.assertTrue(t in allowed or t.startswith("mcucrypt.mcucrypt_%s." % board), t)
                self.assertIn("LICENSE", paths)
                self.assertIn("board/%s.ld" % board, paths)

    def test_license_is_the_projects(self):
        with open(os.path.join(ROOT, "LICENSE"), "rb") as f:
            license_text = f.read()
        self.assertIn(b"Apache License", license_text)
        for board in BOARDS:
            with zipfile.ZipFile(zip_path(board)) as z:
                self.assertEqual(z.read("mcucrypt-%s-%s/LICENSE" % (VERSION, board)), license_text)


class Options(unittest.TestCase):
    def reject(self, board, options, *messages):
        out = os.path.join(TMP, "rejected.zip")
        if os.path.exists(out):
            os.remove(out)
        p = sdkgen(board, *options, out=out)
        self.assertEqual(p.returncode, 2, p.stdout + p.stderr)
        self.assertFalse(os.path.exists(out))
        for m in messages:
            self.assertIn(m, p.stderr)
        return p.stderr

    def test_accelerator_the_board_lacks(self):
        self.reject("frdm_k66f", ["--accelerators=aes"], "frdm_k66f has no accelerator 'aes' (it has: mmcau, rnga)")
        self.reject("wfi32_curiosity", ["--accelerators=crypto_engine,mmcau"], "wfi32_curiosity has no accelerator 'mmcau'")

    def test_aead_without_its_cipher(self):
        self.reject(
            "atsam4c32_ek",
            ["--disable=chacha20"],
            "chacha20_poly1305 is on but needs chacha20, which is off: turn chacha20 on (--enable=chacha20) or chacha20_poly1305 off (--disable=chacha20_poly1305)",
        )

    def test_kdf_without_hmac(self):
        self.reject("frdm_k66f", ["--disable=hmac"], "hkdf is on but needs hmac, which is off", "pbkdf2 is on but needs hmac")

    def test_hmac_without_any_hash(self):
        self.reject(
            "frdm_k66f",
            ["--disable=md5,sha1,sha256,sha512,sha3,sm3"],
            "hmac is on but none of md5, sha1, sha256, sha512, sha3, sm3 is",
        )

    def test_core_stays(self):
        self.reject("frdm_k66f", ["--disable=core"], "module core cannot be turned off")

    def test_unknown_and_contradictory(self):
        self.reject("frdm_k66f", ["--disable=sha4"], "unknown module 'sha4'; the modules are:")
        self.reject("frdm_k66f", ["--enable=md5", "--disable=md5"], "both enabled and disabled: md5")
        self.reject("frdm_k66f", ["--optimize=fast"], "invalid choice: 'fast'")

    def test_accelerators_off_swap_in_software(self):
        """--accelerators=none: no driver file, and each family a driver ran
        gets its software default (and that library's files) instead."""
        for board in BOARDS:
            with self.subTest(board=board):
                out = os.path.join(TMP, "none_%s.zip" % board)
                p = sdkgen(board, "--accelerators=none", out=out)
                self.assertEqual(p.returncode, 0, p.stderr)
                with zipfile.ZipFile(out) as z:
                    summary = json.loads(z.read("mcucrypt-%s-%s/sdk.json" % (VERSION, board)))
                self.assertEqual([f for f in summary["files"] if f.startswith("src/drivers/")], [])
                self.assertEqual(summary["drivers"], [])
                self.assertTrue(summary["accelerated"])
                for family, f in summary["accelerated"].items():
                    self.assertFalse(f["on"])
                    if f["modules"]:
                        self.assertIn(f["library"], summary["libraries"]["core"], family)

    def test_valid_combinations(self):
        for options in (["--accelerators=none"], ["--accelerators=mmcau"], ["--disable=chacha20_poly1305,chacha20"],
                        ["--disable=hkdf,pbkdf2,hmac_drbg,rng,hmac,ecdsa,ecdh,sm2,ec,x25519,ed25519,x448,ed448,rfc8410,rsa,prime,dsa,dh"], ["--optimize=size"]):
            out = os.path.join(TMP, "ok.zip")
            p = sdkgen("frdm_k66f", *options, out=out)
            self.assertEqual(p.returncode, 0, "%s: %s" % (options, p.stderr))


# The byte fields of a known answer that its source file must hold.
SOURCE_FIELDS = (
    "msg", "expect", "key", "nonce", "aad", "pt", "ct", "tag", "iv", "counter", "scalar", "u", "entropy", "entropy_reseed",
)


def ctr_drbg_df(key_len, entropy, nonce, n):
    """CTR_DRBG over AES with the derivation function, no personalisation
    or additional input (SP 800-90A 10.2.1, 10.3.2): instantiate, generate
    twice, return the second output (CAVP's flow), independently of the
    library. Python's cryptography supplies AES."""
    from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

    def aes(k, block):
        e = Cipher(algorithms.AES(k), modes.ECB()).encryptor()
        return e.update(block) + e.finalize()

    seedlen = key_len + 16

    def bcc(k, data):
        chain = bytes(16)
        for i in range(0, len(data), 16):
            chain = aes(k, bytes(a ^ b for a, b in zip(chain, data[i : i + 16])))
        return chain

    def block_cipher_df(data, out_len):
        s = len(data).to_bytes(4, "big") + out_len.to_bytes(4, "big") + data + b"\x80"
        s += bytes(-len(s) % 16)
        k, temp, i = bytes(range(key_len)), b"", 0
        while len(temp) < seedlen:
            temp += bcc(k, i.to_bytes(4, "big") + bytes(12) + s)
            i += 1
        k, x, temp = temp[:key_len], temp[key_len:seedlen], b""
        while len(temp) < out_len:
            x = aes(k, x)
            temp += x
        return temp[:out_len]

    def increment(v):
        return ((int.from_bytes(v, "big") + 1) % (1 << 128)).to_bytes(16, "big")

    def update(data, key, v):
        temp = b""
        while len(temp) < seedlen:
            v = increment(v)
            temp += aes(key, v)
        temp = bytes(a ^ b for a, b in zip(temp[:seedlen], data))
        return temp[:key_len], temp[key_len:]

    key, v = update(block_cipher_df(entropy + nonce, seedlen), bytes(key_len), bytes(16))
    for _ in range(2):
        temp = b""
        while len(temp) < n:
            v = increment(v)
            temp += aes(key, v)
        key, v = update(bytes(seedlen), key, v)
    return temp[:n]


class Kats(unittest.TestCase):
    """Each known answer in gen/modules.json is what its source says."""

    def test_values_come_from_their_sources(self):
        vectors = os.path.join(RUNFILES, "shared_vectors")
        checked = 0
        for k in MODULES["kats"]:
            with self.subTest(kat=k["name"]):
                if k["source"].startswith(("kat/", "wycheproof/", "tests/")):
                    first = k["source"].split()[0]
                    path = os.path.join(ROOT, first) if first.startswith("tests/") else os.path.join(vectors, first)
                    with open(path, encoding="utf-8", errors="replace") as f:
                        text = re.sub(r"\s", "", f.read()).lower()
                    fields = [f for f in SOURCE_FIELDS if f in k]
                    if k["kind"] == "block" and k["source"].startswith("kat/tdes"):
                        fields.remove("key")  # three KEYn lines in the file
                        for i in range(3):
                            self.assertIn(k["key"][16 * i:16 * i + 16], text)
                    # The public-key kinds' own fields, each as the file writes it.
                    fields += {"ecdh": ["priv", "peer"], "ed448": ["pub"], "sm2": ["digest"], "dsa": ["p", "q", "g", "x", "y"], "dsa_sigver": ["p", "q", "g", "y"], "prime": ["prime", "composite"]}.get(k["kind"], [])
                    for field in fields:
                        # An integer the file writes in an odd number of digits
                        # is here in whole bytes.
                        value = k[field].lower()
                        if field in ("p", "q", "g", "x", "y") and value.startswith("0"):
                            value = value.lstrip("0")
                        if field == "peer" and value.startswith("04") and value not in text:
                            # RFC 7027's files give the point's coordinates on lines of their own.
                            half = (len(value) - 2) // 2
                            for coordinate in (value[2:2 + half], value[2 + half:]):
                                self.assertIn(coordinate, text, "peer of %s not in %s" % (k["name"], path))
                        elif len(value) >= 6:
                            self.assertIn(value, text, "%s of %s not in %s" % (field, k["name"], path))
                    checked += 1
                if k["kind"] == "hash":
                    algo = {"MD5": "md5", "SHA-1": "sha1", "SHA-224": "sha224", "SHA-256": "sha256", "SHA-384": "sha384",
                            "SHA-512": "sha512", "SHA-512/224": "sha512_224", "SHA-512/256": "sha512_256",
                            "SHA3-224": "sha3_224", "SHA3-256": "sha3_256", "SHA3-384": "sha3_384", "SHA3-512": "sha3_512",
                            "SM3": "sm3"}.get(k["name"])
                    if algo:
                        self.assertEqual(hashlib.new(algo, bytes.fromhex(k["msg"])).hexdigest(), k["expect"])
                        checked += 1
                if k["kind"] == "hmac":
                    algo = {"mcu_sha256_desc": "sha256", "mcu_sha512_desc": "sha512"}[k["hash"]]
                    self.assertEqual(hmac.new(bytes.fromhex(k["key"]), bytes.fromhex(k["msg"]), algo).hexdigest(), k["expect"])
                    checked += 1
                if k["kind"] == "hkdf":
                    algo = {"mcu_sha256_desc": "sha256"}[k["hash"]]
                    prk = hmac.new(bytes.fromhex(k["salt"]), bytes.fromhex(k["ikm"]), algo).digest()
                    okm, t, i = b"", b"", 1
                    while len(okm) < len(k["expect"]) // 2:
                        t = hmac.new(prk, t + bytes.fromhex(k["info"]) + bytes([i]), algo).digest()
                        okm += t
                        i += 1
                    self.assertEqual(okm[: len(k["expect"]) // 2].hex(), k["expect"])
                    checked += 1
                if k["kind"] == "xof" and k["name"].startswith("SHAKE"):
                    shake = hashlib.new(k["name"].lower().replace("shake", "shake_"), bytes.fromhex(k["msg"]))
                    self.assertEqual(shake.hexdigest(len(k["expect"]) // 2), k["expect"])
                    checked += 1
                if k["kind"] == "pbkdf2":
                    algo = {"mcu_sha256_desc": "sha256"}[k["hash"]]
                    dk = hashlib.pbkdf2_hmac(algo, bytes.fromhex(k["password"]), bytes.fromhex(k["salt"]), k["iterations"], len(k["expect"]) // 2)
                    self.assertEqual(dk.hex(), k["expect"])
                    checked += 1
                if k["kind"] == "aes_cmac":
                    from cryptography.hazmat.primitives.ciphers import algorithms
                    from cryptography.hazmat.primitives.cmac import CMAC

                    c = CMAC(algorithms.AES(bytes.fromhex(k["key"])))
                    c.update(bytes.fromhex(k["msg"]))
                    self.assertEqual(c.finalize().hex()[: len(k["expect"])], k["expect"])
                    checked += 1
                if k["kind"] == "ctr_drbg":
                    key_len = {"mcu_aes128_desc": 16, "mcu_aes192_desc": 24, "mcu_aes256_desc": 32}[k["cipher"]]
                    out = ctr_drbg_df(key_len, bytes.fromhex(k["entropy"]), bytes.fromhex(k["nonce"]), len(k["expect"]) // 2)
                    self.assertEqual(out.hex(), k["expect"])
                    checked += 1
                if k["kind"] == "sm2":
                    # The key from the file's PKCS#8 PEM (the private key's
                    # OCTET STRING, the public key's BIT STRING at its end),
                    # the signature as its DER, the plaintext as its string.
                    with open(path, encoding="utf-8") as f:
                        raw = f.read()
                    pem = re.search(r"PrivateKey=SM2_key1\n-----BEGIN PRIVATE KEY-----\n(.*?)-----END", raw, re.S).group(1)
                    der = base64.b64decode(pem).hex()
                    self.assertIn("0420" + k["priv"], der)
                    self.assertTrue(der.endswith("034200" + k["pub"]))
                    r, s = k["sig"][:64], k["sig"][64:]
                    integer = lambda v: ("022100" + v) if int(v[0], 16) >= 8 else ("0220" + v)
                    body = integer(r) + integer(s)
                    self.assertIn("30%02x%s" % (len(body) // 2, body), text)
                    self.assertIn('"%s"' % bytes.fromhex(k["plain"]).decode(), raw)
                    checked += 1
                if k["kind"] == "dsa":
                    # The file writes r and s on lines of their own.
                    self.assertEqual(hashlib.sha256(b"sample").hexdigest(), k["digest"])
                    half = len(k["sig"]) // 2
                    self.assertIn("r=%ss=%s" % (k["sig"][:half], k["sig"][half:]), text)
                    checked += 1
                if k["kind"] == "prime":
                    # The file's verdicts, by the numbers themselves.
                    cases = {t["value"]: t["result"] for g in json.load(open(path))["testGroups"] for t in g["tests"]}
                    self.assertEqual(cases[k["prime"]], "valid")
                    self.assertEqual(cases[k["composite"]], "invalid")
                    checked += 1
                if k["kind"] == "dsa_sigver":
                    # The record that passes: its Msg's digest, R and S.
                    record = re.search(r"msg=(\w+)x=\w+y=%sr=(\w+)s=(\w+)result=p" % k["y"], text)
                    self.assertEqual(hashlib.sha256(bytes.fromhex(record.group(1))).hexdigest(), k["digest"])
                    self.assertEqual(record.group(2) + record.group(3), k["sig"])
                    checked += 1
                if k["kind"] == "dh":
                    # The keys from their PEM (PKCS#8 and SubjectPublicKeyInfo
                    # with the group's p and g); the secret as the file has it.
                    with open(path, encoding="utf-8") as f:
                        raw = f.read()
                    pem = lambda name: base64.b64decode(
                        re.search(r"=%s\n-----BEGIN [A-Z ]+-----\n(.*?)-----END" % re.escape(name), raw, re.S).group(1)
                    ).hex()
                    priv, pub = pem("ffdhe2048-1"), pem("ffdhe2048-2-pub")
                    n = len(k["p"]) // 2
                    for der in (priv, pub):
                        self.assertIn("02820%03x00%s02%02x%s" % (n + 1, k["p"], len(k["g"]) // 2, k["g"]), der)
                    self.assertTrue(priv.endswith("02%02x%s" % (len(k["priv"]) // 2, k["priv"])))
                    self.assertTrue(pub.endswith("02820%03x00%s" % (n + 1, k["peer"])))
                    checked += 1
                if k["kind"] == "rsa_pkcs1v15":
                    # n, d and the signature from the file; the CRT values
                    # derived from them; the digest is what the signature holds.
                    n, e, d, p, q = (int(k[f], 16) for f in ("n", "e", "d", "p", "q"))
                    self.assertEqual(p * q, n)
                    self.assertEqual(int(k["dp"], 16), d % (p - 1))
                    self.assertEqual(int(k["dq"], 16), d % (q - 1))
                    self.assertEqual(int(k["qinv"], 16) * q % p, 1)
                    em = pow(int(k["sig"], 16), e, n).to_bytes(len(k["n"]) // 2, "big")
                    self.assertTrue(em.hex().endswith(k["digest"]))
                    for field in ("n", "d", "sig"):
                        self.assertIn(k[field], text)
                    checked += 1
        self.assertGreaterEqual(checked, len(MODULES["kats"]))

    def test_every_module_in_the_selftest(self):
        """Every module of the table is exercised by a known answer, or says
        why not; none does both (a new known answer drops the reason)."""
        names = [m["name"] for m in MODULES["modules"]]
        covered = {}
        for k in MODULES["kats"]:
            self.assertTrue(k["modules"], k["name"])
            for m in k["modules"]:
                self.assertIn(m, names, "%s names an unknown module %s" % (k["name"], m))
                covered.setdefault(m, []).append(k["name"])
        for m in MODULES["modules"]:
            with self.subTest(module=m["name"]):
                if m["name"] in covered:
                    self.assertNotIn("selftest", m, "%s is exercised by %s: drop its reason" % (m["name"], covered[m["name"]]))
                else:
                    self.assertTrue(m.get("selftest"), "%s: no known answer and no reason" % m["name"])
        # The list, by name.
        for name in ["SHAKE128", "SHAKE256", "Ascon-XOF128", "HMAC_DRBG (SHA-256)", "CTR_DRBG (AES-128)", "AES-128-CMAC",
                     "PBKDF2-HMAC-SHA-256", "AES-128-CCM", "SM4-GCM", "XChaCha20-Poly1305", "AES-128-CBC", "AES-128-CTR",
                     "AES-192", "SHA-512/224", "SHA-512/256", "SHA3-224", "SHA3-384"]:
            self.assertIn(name, [k["name"] for k in MODULES["kats"]])


# ---- vendor projects built as their IDE would (issue 20) --------------------

MSBUILD = "{http://schemas.microsoft.com/developer/msbuild/2003}"
# What XC32's C library gives (the <string.h> functions mcucrypt calls); "__"
# names are libgcc's helpers (both toolchains link libgcc).
XC32_PROVIDES = {"memchr", "memcmp", "memcpy", "memmove", "memset", "strlen"}


def compile_all(jobs, cwd):
    """Runs the compile commands two at a time; returns the failures."""
    import concurrent.futures

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda cmd: (cmd, run(cmd, cwd)), jobs))
    return ["%s\n%s" % (" ".join(cmd), out) for cmd, (code, out) in results if code != 0]


class Ide(unittest.TestCase):
    """Each vendor project's listed files, built from the folder its IDE
    compiles in with the cross GCC standing in for the vendor's GCC."""

    def setUp(self):
        self.sdks = {b: unpack(zip_path(b), "ide_" + b) for b in BOARDS}

    def studio_build(self, sdk, rel, config, prefix="arm-none-eabi-"):
        path = os.path.join(sdk, rel)
        project_dir = os.path.dirname(path)
        root = ET.parse(path).getroot()
        (group,) = [g for g in root.findall(MSBUILD + "PropertyGroup") if "'%s'" % config in (g.get("Condition") or "")]

        def values(tag):
            return [v.text for v in group.iter(MSBUILD + tag) for v in v.iter(MSBUILD + "Value")]

        def text(tag):
            return group.findtext(".//" + MSBUILD + tag) or ""

        build_dir = os.path.join(project_dir, config)  # where Studio runs make and the compiler
        os.makedirs(build_dir, exist_ok=True)
        includes = ["-I" + d for d in values("armgcccpp.compiler.directories.IncludePaths")]
        defines = ["-D" + d for d in values("armgcccpp.compiler.symbols.DefSymbols")]
        c_flags = text("armgcc.compiler.miscellaneous.OtherFlags").split()
        cxx_flags = text("armgcccpp.compiler.miscellaneous.OtherFlags").split()
        asm_flags = text("armgcccpp.preprocessingassembler.general.AssemblerFlags").split()
        jobs, objects = [], []
        for item in root.findall(MSBUILD + "ItemGroup/" + MSBUILD + "Compile"):
            src = "../" + item.get("Include").replace("\\", "/")  # from the build folder
            ext = os.path.splitext(src)[1]
            if ext not in (".c", ".cc", ".S"):
                continue
            obj = "obj%d.o" % len(objects)
            objects.append(obj)
            tool, flags = {".c": ("gcc", c_flags), ".cc": ("g++", cxx_flags), ".S": ("gcc", asm_flags)}[ext]
            jobs.append([prefix + tool, "-O0", "-ffunction-sections", "-fdata-sections"] + flags + defines + includes + ["-c", src, "-o", obj])
        self.assertGreater(len(objects), 0)
        self.assertEqual(compile_all(jobs, build_dir), [])
        if root.findtext(MSBUILD + "PropertyGroup/" + MSBUILD + "OutputType") == "StaticLibrary":
            code, out = run([prefix + "ar", "rcs", "libmcucrypt.a"] + objects, build_dir)
            self.assertEqual(code, 0, out)
            return
        libs = ["-l" + l[len("lib"):] for l in values("armgcccpp.linker.libraries.Libraries")]
        lib_dirs = ["-L" + d for d in values("armgcccpp.linker.libraries.LibrarySearchPaths")]
        cmd = [prefix + "g++", "-nostartfiles", "-nodefaultlibs", "-Wl,--gc-sections", "-o", "image.elf"]
        cmd += text("armgcccpp.linker.miscellaneous.LinkerFlags").split() + lib_dirs + objects + libs
        code, out = run(cmd, build_dir)
        self.assertEqual(code, 0, "the Studio project does not link:\n" + out)
        self.assertNotIn("undefined reference", out)

    def test_studio_solution_builds(self):
        """The library project, then the self-test linked against it: every
        symbol defined by a listed file, every path from Debug/."""
        sdk = self.sdks["atsam4c32_ek"]
        self.studio_build(sdk, "studio/mcucrypt/mcucrypt.cppproj", "Debug")
        self.studio_build(sdk, "studio/mcucrypt_selftest/mcucrypt_selftest.cppproj", "Debug")

    def test_mplabx_project_links(self):
        """The listed sources, compiled from the .X folder (where MPLAB X runs
        make) with the project's include paths and macros, leave undefined only
        what XC32's C library and libgcc define; XC32's start-up is the only
        one (no .reset in the listed files), and its hooks run the board's
        set-up and console."""
        sdk = self.sdks["wfi32_curiosity"]
        x = os.path.join(sdk, "mplabx/mcucrypt_selftest.X")
        conf = ET.parse(os.path.join(x, "nbproject/configurations.xml")).getroot()
        props = {p.get("key"): p.get("value") for p in conf.iter("property")}
        self.assertEqual(props["no-device-startup-code"], "false")
        includes = ["-I" + d for d in props["extra-include-directories"].split(";")]
        defines = ["-D" + d for d in props["preprocessor-macros"].split(";") if d]
        # XC32 chooses core and float ABI from the device: the W1 is soft-float.
        core = ["-march=mips32r2", "-EL", "-msoft-float", "-G0", "-mno-abicalls", "-fno-pic", "-O0", "-Wno-unknown-pragmas"]
        core += ["-idirafter", "../../board/compat"]  # the Linux GCC's glibc headers (board/compat/)
        extra = props["additional-options"].split()
        jobs, objects = [], []
        sources = [i.text for i in conf.iter("itemPath") if i.text.endswith((".c", ".cc", ".S"))]
        for src in sources:
            obj = os.path.join(TMP, "x_obj%d.o" % len(objects))
            objects.append(obj)
            tool = "g++" if src.endswith(".cc") else "gcc"
            std = ["-std=gnu++17"] if src.endswith(".cc") else []
            jobs.append(["mipsel-linux-gnu-" + tool] + core + std + extra + defines + includes + ["-c", src, "-o", obj])
        self.assertEqual(compile_all(jobs, x), [])
        self.assertFalse(any("mips_boot" in s or "startup" in s or "libc" in s for s in sources), sources)
        whole = os.path.join(TMP, "x_all.o")
        code, out = run(["mipsel-linux-gnu-ld", "-r", "-o", whole] + objects, x)
        self.assertEqual(code, 0, out)
        code, out = run(["mipsel-linux-gnu-nm", "-u", whole], x)
        undefined = set(line.split()[-1] for line in out.splitlines() if line.strip())
        self.assertEqual(sorted(u for u in undefined if u not in XC32_PROVIDES and not u.startswith("__")), [])
        code, out = run(["mipsel-linux-gnu-nm", "--defined-only", whole], x)
        defined = set(line.split()[-1] for line in out.splitlines())
        for symbol in ["main", "_on_reset", "_on_bootstrap", "mcu_board_console_init", "mcu_board_early_init"]:
            self.assertIn(symbol, defined)
        code, out = run(["mipsel-linux-gnu-objdump", "-h", whole], x)
        self.assertNotIn(".reset", out, "a listed file claims XC32's reset vector")
        # The hooks call the board's set-up (mips_startup.S's work under crt0).
        (hooks,) = [o for s, o in zip(sources, objects) if s.endswith("_xc32.c")]
        code, out = run(["mipsel-linux-gnu-nm", "-u", hooks], x)
        self.assertIn("mcu_board_console_init", out)
        self.assertIn("mcu_board_early_init", out)
        # _on_reset sets Status.MX (the DSP ASE the library's MIPS code uses).
        code, out = run(["mipsel-linux-gnu-objdump", "-d", hooks], x)
        self.assertRegex(out, r"mtc0\s+\S+,\s*(\$12|c0_status)")
        # Every configuration word of the board has its #pragma config block.
        with open(os.path.join(x, [s for s in sources if s.endswith("_xc32.c")][0])) as f:
            text = f.read()
        words = BOARD_DESC["wfi32_curiosity"]["boot"]["config_words"]
        for w in words:
            block = re.search(r"/\* %s = 0x%08X \*/\n((?:#pragma config \w+ = \w+\n)+)" % (w["name"], w["value"]), text)
            self.assertIsNotNone(block, "no #pragma config for %s" % w["name"])
        self.assertEqual(len(re.findall(r"/\* \w+ = 0x", text)), len(words))

    def test_makefile_image_for_programmers(self):
        """-msoft-float in the W1 Makefile; the hex targets physical addresses
        (MPLAB IPE), the ARM boards get a hex and a bin."""
        sdk = self.sdks["wfi32_curiosity"]
        with open(os.path.join(sdk, "Makefile")) as f:
            make = f.read()
        self.assertRegex(make, r"ARCH_FLAGS := .*-msoft-float")
        code, out = run(["make", "-j2", "build/mcucrypt_selftest.hex"], sdk)
        self.assertEqual(code, 0, out)
        bases = set()
        with open(os.path.join(sdk, "build/mcucrypt_selftest.hex")) as f:
            for line in f:
                if line[7:9] == "04":
                    bases.add(int(line[9:13], 16) << 16)
        # Program flash and boot flash (config words included) at physical addresses.
        self.assertTrue(bases)
        for b in bases:
            self.assertTrue(0x10000000 <= b < 0x10200000 or 0x1FC00000 <= b < 0x1FC60000, hex(b))
        self.assertTrue(any(b >= 0x1FC00000 for b in bases) and any(b < 0x1FC00000 for b in bases))


SUITES = {"ide": [Ide], "xml": [Xml], "repro": [Repro], "contents": [Contents], "options": [Options], "kats": [Kats]}


def main(argv):
    suite_name = argv[1]
    loader = unittest.TestLoader()
    suite = unittest.TestSuite()
    if suite_name in ("build", "custom", "subset"):
        base = {"build": Build, "custom": Custom, "subset": Subset}[suite_name]
        cls = type("%s_%s" % (suite_name, argv[2]), (base,), {"board": argv[2]})
        suite.addTests(loader.loadTestsFromTestCase(cls))
    else:
        for cls in SUITES[suite_name]:
            suite.addTests(loader.loadTestsFromTestCase(cls))
    result = unittest.TextTestRunner(verbosity=2, stream=sys.stdout).run(suite)
    print("tests run: %d" % result.testsRun)
    return 0 if result.wasSuccessful() and result.testsRun > 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
