"""Tests of the mcucrypt command-line tool (//tools/cli:mcucrypt), one suite per run:

  hash:   every hash on random messages (0, 1, 15, 16, 17, 1000, 70000 bytes, and
          a few MiB) against hashlib and `openssl dgst`, from stdin and from a
          file; SHAKE against hashlib; Ascon-Hash256 / Ascon-XOF128 against the
          SP 800-232 known answers (neither tool has Ascon).
  mac:    every HMAC against Python's hmac and `openssl mac`; block-cipher CMACs
          against cryptography's CMAC and `openssl mac`.
  cipher: every cipher and mode against `openssl enc -K -iv [-nopad]`, both ways.
  aead:   ChaCha20-Poly1305, AES-GCM and AES-CCM against cryptography's AEADs;
          open rejects a flipped bit (exit 1, nothing on stdout); tag lengths.
  aead_wycheproof: XChaCha20-Poly1305, Ascon-AEAD128, SM4-GCM/CCM (which
          neither tool has) and AES-GCM/CCM against their Wycheproof files.
  misc:   rand, --help, and a table of bad inputs: each exits 2 with one line on
          stderr and nothing on stdout, never a crash.

The algorithm lists here must equal what the tool offers (its --help): a row
added to the tool without a test here, or listed here but not built, fails.
Run with Debian's /usr/bin/python3 (python3-cryptography 38).
"""

import hashlib
import hmac
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import unittest

import suites  # tests/cli/suites.py, beside this file
from cryptography.hazmat.primitives import cmac
from cryptography.hazmat.primitives.ciphers import algorithms
from cryptography.hazmat.primitives.ciphers.aead import AESCCM, AESGCM, ChaCha20Poly1305

RUNFILES = os.environ.get("TEST_SRCDIR") or os.environ.get("RUNFILES_DIR", "")
TOOL = os.path.join(RUNFILES, "mcucrypt", "tools", "cli", "mcucrypt")
VECTORS = os.path.join(RUNFILES, "shared_vectors")
TMP = os.environ.get("TEST_TMPDIR", tempfile.gettempdir())
OPENSSL = "/usr/bin/openssl"

LENGTHS = [0, 1, 15, 16, 17, 1000, 70000]  # 70000: more than one 64 KiB read
RNG = random.Random(0x6D637563)  # reproducible messages


def rand_bytes(n):
    return bytes(RNG.getrandbits(8) for _ in range(n)) if n < 4096 else RNG.randbytes(n)


def run(args, data=b"", check=True):
    """Runs the tool; returns (exit code, stdout bytes, stderr text)."""
    r = subprocess.run([TOOL] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if check and r.returncode != 0:
        raise AssertionError("mcucrypt %s: exit %d: %s" % (" ".join(args), r.returncode, r.stderr.decode()))
    return r.returncode, r.stdout, r.stderr.decode("utf-8", "replace")


def tool_hex(args, data=b""):
    out = run(args, data)[1].decode()
    assert re.fullmatch(r"[0-9a-f]*\n", out), "not one line of lowercase hex: %r" % out[:80]
    return out.strip()


def openssl(args, data=b""):
    r = subprocess.run([OPENSSL] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if r.returncode != 0:
        raise AssertionError("openssl %s: %s" % (" ".join(args), r.stderr.decode()))
    return r.stdout


def help_names(command, prefix_re):
    """The algorithm names `mcucrypt COMMAND --help` lists as built."""
    out = run([command, "--help"])[1].decode()
    built = out.split("Not in this build yet:")[0]
    return set(re.findall(prefix_re, built))


def write_tmp(data):
    fd, path = tempfile.mkstemp(dir=TMP)
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    return path


def read_kat(path):
    """NIST LWC KAT records (Count = / Name = value, blank-line separated)."""
    records, cur = [], {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                if cur:
                    records.append(cur)
                cur = {}
                continue
            k, _, v = line.partition("=")
            cur[k.strip()] = v.strip()
    if cur:
        records.append(cur)
    return records


# ---- hash ------------------------------------------------------------------

# tool name -> (hashlib name, openssl dgst flag)
HASHES = {
    "md5": ("md5", "-md5"),
    "sha1": ("sha1", "-sha1"),
    "sha224": ("sha224", "-sha224"),
    "sha256": ("sha256", "-sha256"),
    "sha384": ("sha384", "-sha384"),
    "sha512": ("sha512", "-sha512"),
    "sha512-224": ("sha512_224", "-sha512-224"),
    "sha512-256": ("sha512_256", "-sha512-256"),
    "sha3-224": ("sha3_224", "-sha3-224"),
    "sha3-256": ("sha3_256", "-sha3-256"),
    "sha3-384": ("sha3_384", "-sha3-384"),
    "sha3-512": ("sha3_512", "-sha3-512"),
    "sm3": ("sm3", "-sm3"),
}
XOFS = {"shake128": "shake_128", "shake256": "shake_256"}


class HashTest(unittest.TestCase):
    def test_list_matches_tool(self):
        out = run(["hash", "--help"])[1].decode()
        algs = set(re.search(r"^ALG:(.*)$", out, re.M).group(1).split())
        xofs = set(re.search(r"^XOF:(.*)$", out, re.M).group(1).split())
        self.assertEqual(algs, set(HASHES) | {"ascon-hash256"})
        self.assertEqual(xofs, set(XOFS) | {"ascon-xof128"})

    def test_against_hashlib_and_openssl(self):
        checked = 0
        for alg, (py, flag) in HASHES.items():
            for n in LENGTHS:
                msg = rand_bytes(n)
                want = hashlib.new(py, msg).hexdigest()
                self.assertEqual(tool_hex(["hash", alg], msg), want, (alg, n))
                got_ossl = openssl(["dgst", flag, "-r"], msg).decode().split()[0]
                self.assertEqual(got_ossl, want, (alg, n))
                checked += 1
            # From a file (and '-' for stdin), one multi-chunk message each.
            msg = rand_bytes(70001)
            path = write_tmp(msg)
            self.assertEqual(tool_hex(["hash", alg, path]), hashlib.new(py, msg).hexdigest())
            self.assertEqual(tool_hex(["hash", alg, "-"], msg), hashlib.new(py, msg).hexdigest())
            os.unlink(path)
        self.assertEqual(checked, len(HASHES) * len(LENGTHS))

    def test_large_input(self):
        msg = rand_bytes(5 * 1024 * 1024 + 3)
        self.assertEqual(tool_hex(["hash", "sha256"], msg), hashlib.sha256(msg).hexdigest())
        self.assertEqual(tool_hex(["hash", "sha3-512"], msg), hashlib.sha3_512(msg).hexdigest())

    def test_shake(self):
        checked = 0
        for alg, py in XOFS.items():
            for n in [0, 17, 1000, 70000]:
                msg = rand_bytes(n)
                for out_len in [1, 16, 32, 167, 168, 169, 4097, 10000]:
                    want = hashlib.new(py, msg).hexdigest(out_len)
                    self.assertEqual(tool_hex(["hash", alg, "--length", str(out_len)], msg), want)
                    checked += 1
        self.assertEqual(checked, 2 * 4 * 8)

    def test_ascon_hash256_kat(self):
        recs = read_kat(os.path.join(VECTORS, "kat/ascon/LWC_HASH_KAT_128_256.txt"))
        self.assertGreaterEqual(len(recs), 1000)
        for r in recs:
            msg = bytes.fromhex(r["Msg"])
            self.assertEqual(tool_hex(["hash", "ascon-hash256"], msg), r["MD"].lower(), r["Count"])

    def test_ascon_xof128_kat(self):
        recs = read_kat(os.path.join(VECTORS, "kat/ascon/LWC_XOF_KAT_128_512.txt"))
        self.assertGreaterEqual(len(recs), 1000)
        for r in recs:
            msg, md = bytes.fromhex(r["Msg"]), r["MD"].lower()
            got = tool_hex(["hash", "ascon-xof128", "--length", str(len(md) // 2)], msg)
            self.assertEqual(got, md, r["Count"])


# ---- mac -------------------------------------------------------------------

# Single DES lives in OpenSSL 3's legacy provider.
LEGACY = ["-provider", "legacy", "-provider", "default"]

# CMAC rows: tool name -> (key lengths, cryptography algorithm, `openssl mac`
# cipher for a key length, extra openssl flags)
CMACS = {
    "aes-cmac": ([16, 24, 32], algorithms.AES, lambda n: "AES-%d-CBC" % (8 * n), []),
    "des-cmac": ([8], algorithms.TripleDES, lambda n: "DES-CBC", LEGACY),
    "des-ede-cmac": ([16], algorithms.TripleDES, lambda n: "DES-EDE-CBC", []),
    "des-ede3-cmac": ([24], algorithms.TripleDES, lambda n: "DES-EDE3-CBC", []),
    "sm4-cmac": ([16], algorithms.SM4, lambda n: "SM4-CBC", []),
}


class MacTest(unittest.TestCase):
    def test_list_matches_tool(self):
        out = run(["mac", "--help"])[1].decode()
        hmacs = set(re.search(r"^ALG:(.*)$", out, re.M).group(1).split())
        cmacs = re.search(r"^CMAC \(key bytes\):(.*)$", out, re.M).group(1)
        self.assertEqual(hmacs, {"hmac-" + h for h in HASHES})
        self.assertEqual(dict(re.findall(r"([a-z0-9-]+-cmac) \(key ([0-9/]+)\)", cmacs)),
                         {n: "/".join(map(str, v[0])) for n, v in CMACS.items()})

    def test_hmac(self):
        checked = 0
        for alg, (py, flag) in HASHES.items():
            for key_len in [0, 1, 20, 64, 200]:
                key = rand_bytes(key_len)
                for n in [0, 1, 17, 1000, 70000]:
                    msg = rand_bytes(n)
                    want = hmac.new(key, msg, py).hexdigest()
                    self.assertEqual(tool_hex(["mac", "hmac-" + alg, "--key", key.hex()], msg), want, (alg, key_len, n))
                    checked += 1
                if key_len:
                    ossl = openssl(["mac", "-digest", flag[1:].upper(), "-macopt", "hexkey:" + key.hex(), "HMAC"], msg)
                    self.assertEqual(ossl.decode().strip().lower(), want, (alg, key_len))
            path = write_tmp(msg)
            self.assertEqual(tool_hex(["mac", "hmac-" + alg, "--key", key.hex(), path]), want)
            os.unlink(path)
        self.assertEqual(checked, len(HASHES) * 5 * 5)

    def test_hmac_ascon_unsupported(self):
        code, out, err = run(["mac", "hmac-ascon-hash256", "--key", "00"], check=False)
        self.assertEqual((code, out), (2, b""))
        self.assertIn("unsupported algorithm", err)

    def test_cmac(self):
        checked = 0
        for alg, (key_lens, algo, ossl_cipher, flags) in CMACS.items():
            for key_len in key_lens:
                key = rand_bytes(key_len)
                for n in LENGTHS:
                    msg = rand_bytes(n)
                    c = cmac.CMAC(algo(key))
                    c.update(msg)
                    want = c.finalize().hex()
                    self.assertEqual(tool_hex(["mac", alg, "--key", key.hex()], msg), want, (alg, key_len, n))
                    ossl = openssl(["mac"] + flags + ["-cipher", ossl_cipher(key_len), "-macopt", "hexkey:" + key.hex(), "CMAC"], msg)
                    self.assertEqual(ossl.decode().strip().lower(), want)
                    checked += 1
        self.assertEqual(checked, sum(len(v[0]) for v in CMACS.values()) * len(LENGTHS))

    def test_cmac_wycheproof(self):
        # AES-CMAC's Wycheproof file: valid tags match; the tool has no verify
        # mode, so an invalid entry must give a different tag (or, for a key
        # size AES lacks, exit 2).
        with open(os.path.join(VECTORS, "wycheproof", "aes_cmac_test.json")) as f:
            doc = json.load(f)
        ran = 0
        for g in doc["testGroups"]:
            for t in g["tests"]:
                key, msg, tag = bytes.fromhex(t["key"]), bytes.fromhex(t["msg"]), t["tag"]
                code, out, err = run(["mac", "aes-cmac", "--key", key.hex()], msg, check=False)
                if len(key) not in (16, 24, 32):
                    self.assertEqual((code, out), (2, b""), t["tcId"])
                else:
                    self.assertEqual(code, 0, t["tcId"])
                    full = out.decode().strip()
                    match = full[: len(tag)] == tag
                    self.assertEqual(match, t["result"] == "valid", t["tcId"])
                ran += 1
        self.assertEqual(ran, doc["numberOfTests"])


# ---- cipher ----------------------------------------------------------------

# tool/openssl name -> (key bytes, block bytes, extra openssl flags)
CIPHERS = {}
for _bits in (128, 192, 256):
    for _mode in ("ecb", "cbc", "ctr"):
        CIPHERS["aes-%d-%s" % (_bits, _mode)] = (_bits // 8, 16, [])
for _name, _key in (("des", 8), ("des-ede", 16), ("des-ede3", 24)):
    for _mode in ("ecb", "cbc"):
        CIPHERS["%s-%s" % (_name, _mode)] = (_key, 8, LEGACY if _name == "des" else [])
for _mode in ("ecb", "cbc", "ctr"):
    CIPHERS["sm4-" + _mode] = (16, 16, [])


def openssl_enc(alg, encrypt, key, iv, data, pad=True):
    args = ["enc", "-" + alg, "-e" if encrypt else "-d", "-K", key.hex()]
    if iv is not None:
        args += ["-iv", iv.hex()]
    if not pad:
        args.append("-nopad")
    return openssl(args + CIPHERS[alg][2], data)


class CipherTest(unittest.TestCase):
    def test_list_matches_tool(self):
        out = run(["cipher", "--help"])[1].decode().split("Not in this build yet:")[0]
        names = set(re.findall(r"^  ([a-z0-9-]+) \(\d+\)$", out, re.M))
        self.assertEqual(names, set(CIPHERS))

    def check(self, alg, lengths, pad, ivs=None):
        key_len, block, _ = CIPHERS[alg]
        mode = alg.rsplit("-", 1)[1]
        checked = 0
        for n in lengths:
            key = rand_bytes(key_len)
            for iv in (ivs or [rand_bytes(block)]) if mode != "ecb" else [None]:
                msg = rand_bytes(n)
                args = ["--key", key.hex()] + (["--iv", iv.hex()] if iv is not None else [])
                args += [] if pad else ["--no-padding"]
                want = openssl_enc(alg, True, key, iv, msg, pad)
                got = run(["cipher", alg, "encrypt"] + args, msg)[1]
                self.assertEqual(got.hex(), want.hex(), (alg, n, pad))
                self.assertEqual(run(["cipher", alg, "decrypt"] + args, want)[1], msg, (alg, n, pad))
                checked += 1
        return checked

    def test_padded_and_stream(self):
        checked = 0
        for alg, (key_len, block, _) in CIPHERS.items():
            checked += self.check(alg, LENGTHS, pad=True)
        self.assertEqual(checked, len(CIPHERS) * len(LENGTHS))

    def test_no_padding(self):
        checked = 0
        for alg, (key_len, block, _) in CIPHERS.items():
            checked += self.check(alg, [0, block, 3 * block, 70000 // block * block], pad=False)
            if not alg.endswith("-ctr"):
                # A partial block without padding is bad input.
                code, out, err = run(["cipher", alg, "encrypt", "--no-padding", "--key", "00" * key_len] +
                                     ([] if alg.endswith("-ecb") else ["--iv", "00" * block]), b"x" * (block + 1), check=False)
                self.assertEqual(code, 2)
                self.assertEqual(err.count("\n"), 1)
        self.assertEqual(checked, len(CIPHERS) * 4)

    def test_ctr_counter_wraps_like_openssl(self):
        # OpenSSL's CTR increments the whole 16-byte block: carries cross the
        # 64-bit halves and all-ones wraps to zero.
        ivs = [bytes(8) + b"\xff" * 8, b"\xff" * 16, bytes(15) + b"\xfe"]
        checked = 0
        for alg in CIPHERS:
            if alg.endswith("-ctr"):
                checked += self.check(alg, [100, 70000], pad=True, ivs=ivs)
        self.assertEqual(checked, 6 * sum(1 for a in CIPHERS if a.endswith("-ctr")))

    def test_bad_padding(self):
        for alg, (key_len, block, _) in CIPHERS.items():
            if alg.endswith("-ctr"):
                continue
            key = rand_bytes(key_len)
            iv = [] if alg.endswith("-ecb") else ["--iv", rand_bytes(block).hex()]
            # A ciphertext whose last block decrypts to a byte that is no valid
            # padding: encrypt a block ending in 0x00 without padding.
            ct = run(["cipher", alg, "encrypt", "--no-padding", "--key", key.hex()] + iv, bytes(2 * block))[1]
            code, out, err = run(["cipher", alg, "decrypt", "--key", key.hex()] + iv, ct, check=False)
            self.assertEqual((code, out), (2, b""), alg)  # short input: nothing written
            self.assertIn("bad padding", err)
            self.assertEqual(err.count("\n"), 1)


# ---- aead ------------------------------------------------------------------

# tool name -> (key bytes, cryptography AEAD maker(key, tag_len) or None, nonce
# lengths, tag lengths): the ones cryptography has.
AEADS_PY = {
    "chacha20-poly1305": (32, lambda k, t: ChaCha20Poly1305(k), [12], [16]),
}
for _bits in (128, 192, 256):
    # cryptography's AESGCM makes 16-byte tags; shorter ones are prefixes.
    AEADS_PY["aes-%d-gcm" % _bits] = (_bits // 8, lambda k, t: GcmTruncated(k, t), [12, 8, 16, 60], [16, 12, 8, 4])
    AEADS_PY["aes-%d-ccm" % _bits] = (_bits // 8, lambda k, t: AESCCM(k, tag_length=t), [7, 10, 12, 13], [16, 4, 6, 10, 14])
# Wycheproof file -> the tool's name for a test group: every AEAD
# cryptography lacks, and AES-GCM/CCM once more.
AEADS_WYCHEPROOF = {
    "xchacha20_poly1305_test.json": lambda g: "xchacha20-poly1305",
    "ascon_sp800_232_aead128_test.json": lambda g: "ascon-aead128",
    "sm4_gcm_test.json": lambda g: "sm4-gcm",
    "sm4_ccm_test.json": lambda g: "sm4-ccm",
    "aes_gcm_test.json": lambda g: "aes-%d-gcm" % g["keySize"],
    "aes_ccm_test.json": lambda g: "aes-%d-ccm" % g["keySize"],
}
# Full key/nonce sizes for the flipped-bit test.
AEAD_SIZES = {
    "aes-128-gcm": (16, 12),
    "aes-192-gcm": (24, 12),
    "aes-256-gcm": (32, 12),
    "chacha20-poly1305": (32, 12),
    "xchacha20-poly1305": (32, 24),
    "ascon-aead128": (16, 16),
    "sm4-gcm": (16, 12),
    "aes-128-ccm": (16, 12),
    "aes-192-ccm": (24, 12),
    "aes-256-ccm": (32, 12),
    "sm4-ccm": (16, 12),
}


class GcmTruncated:
    def __init__(self, key, tag_len):
        self.aead, self.tag_len = AESGCM(key), tag_len

    def encrypt(self, nonce, msg, aad):
        full = self.aead.encrypt(nonce, msg, aad)
        return full[: len(msg) + self.tag_len]


def aead_args(alg, op, key, nonce, aad, tag_len=None):
    args = ["aead", alg, op, "--key", key.hex(), "--nonce", nonce.hex(), "--aad", aad.hex()]
    return args + (["--tag-length", str(tag_len)] if tag_len is not None else [])


class AeadTest(unittest.TestCase):
    def test_list_matches_tool(self):
        out = run(["aead", "--help"])[1].decode().split("Not in this build yet:")[0]
        names = set(re.findall(r"^  ([a-z0-9-]+) +\d+/\d+/\d+$", out, re.M))
        self.assertEqual(names, set(AEAD_SIZES))
        self.assertEqual(names - set(AEADS_PY), {"xchacha20-poly1305", "ascon-aead128", "sm4-gcm", "sm4-ccm"})

    def test_against_cryptography(self):
        checked = 0
        for alg, (key_len, make, nonce_lens, tag_lens) in AEADS_PY.items():
            for n in LENGTHS:
                for nonce_len in nonce_lens:
                    for tag_len in tag_lens:
                        key, nonce = rand_bytes(key_len), rand_bytes(nonce_len)
                        aad, msg = rand_bytes(RNG.choice([0, 1, 13, 100])), rand_bytes(n)
                        tl = None if tag_len == 16 else tag_len
                        if alg.endswith("-ccm") and n >= 1 << (8 * (15 - nonce_len)):
                            # Too long for CCM's length field with this nonce.
                            code, out, err = run(aead_args(alg, "seal", key, nonce, aad, tl), msg, check=False)
                            self.assertEqual((code, out, err.count("\n")), (2, b"", 1))
                            continue
                        want = make(key, tag_len).encrypt(nonce, msg, aad or None)
                        got = run(aead_args(alg, "seal", key, nonce, aad, tl), msg)[1]
                        self.assertEqual(got.hex(), want.hex(), (alg, n, nonce_len, tag_len))
                        self.assertEqual(run(aead_args(alg, "open", key, nonce, aad, tl), want)[1], msg)
                        checked += 1
        self.assertGreaterEqual(checked, len(AEADS_PY) * len(LENGTHS))

    def test_open_rejects_flipped_bits(self):
        for alg, (key_len, nonce_len) in AEAD_SIZES.items():
            key, nonce, aad = rand_bytes(key_len), rand_bytes(nonce_len), rand_bytes(20)
            msg = rand_bytes(100)
            sealed = run(aead_args(alg, "seal", key, nonce, aad), msg)[1]
            self.assertEqual(len(sealed), 116)
            self.assertEqual(run(aead_args(alg, "open", key, nonce, aad), sealed)[1], msg)
            bad_inputs = []
            for pos in [0, 50, 99, 100, 115]:  # ciphertext and tag bytes
                for bit in [0, 7]:
                    b = bytearray(sealed)
                    b[pos] ^= 1 << bit
                    bad_inputs.append((key, nonce, aad, bytes(b)))
            flip = lambda x: bytes([x[0] ^ 1]) + x[1:]
            bad_inputs.append((flip(key), nonce, aad, sealed))
            bad_inputs.append((key, flip(nonce), aad, sealed))
            bad_inputs.append((key, nonce, flip(aad), sealed))
            bad_inputs.append((key, nonce, aad[:-1], sealed))
            bad_inputs.append((key, nonce, aad, sealed[:-1]))
            bad_inputs.append((key, nonce, aad, sealed[:10]))  # shorter than the tag
            for k, nn, a, data in bad_inputs:
                code, out, err = run(aead_args(alg, "open", k, nn, a), data, check=False)
                self.assertEqual(code, 1, alg)
                self.assertEqual(out, b"", alg)
                self.assertEqual(err.count("\n"), 1, alg)
                self.assertTrue(err.startswith("mcucrypt: "), err)

    def test_ccm_default_tag_is_16_bytes(self):
        for bits in (128, 192, 256):
            alg = "aes-%d-ccm" % bits
            key, nonce, msg = rand_bytes(bits // 8), rand_bytes(12), rand_bytes(40)
            sealed = run(aead_args(alg, "seal", key, nonce, b""), msg)[1]
            self.assertEqual(len(sealed), 40 + 16)
            self.assertEqual(sealed, AESCCM(key, tag_length=16).encrypt(nonce, msg, None))
        sealed = run(aead_args("sm4-ccm", "seal", bytes(16), bytes(12), b""), b"abc")[1]
        self.assertEqual(len(sealed), 3 + 16)

    def test_ccm_length_limit(self):
        # A 13-byte nonce leaves a 2-byte length field: at most 65535 bytes.
        key, nonce = rand_bytes(16), rand_bytes(13)
        ok = run(aead_args("aes-128-ccm", "seal", key, nonce, b""), bytes(65535))[1]
        self.assertEqual(ok, AESCCM(key).encrypt(nonce, bytes(65535), None))
        code, out, err = run(aead_args("aes-128-ccm", "seal", key, nonce, b""), bytes(65536), check=False)
        self.assertEqual((code, out, err.count("\n")), (2, b"", 1))

    def test_truncated_tags(self):
        # --tag-length 8: GCM and Ascon cut the full tag; CCM encodes the tag
        # length in its first block, so its short tag is a different value.
        for alg, (key_len, nonce_len) in AEAD_SIZES.items():
            key, nonce, msg = rand_bytes(key_len), rand_bytes(nonce_len), rand_bytes(33)
            full = run(aead_args(alg, "seal", key, nonce, b""), msg)[1]
            code, short, err = run(aead_args(alg, "seal", key, nonce, b"", 8), msg, check=False)
            if "chacha20" in alg:
                self.assertEqual((code, short), (2, b""), alg)  # RFC 8439: 16 bytes only
                continue
            self.assertEqual(len(short), 41, alg)
            if alg.endswith("-ccm"):
                self.assertEqual(short[:33], full[:33], alg)  # the same CTR keystream
                self.assertNotEqual(short[33:], full[33:41], alg)
                if alg.startswith("aes-"):
                    self.assertEqual(short, AESCCM(key, tag_length=8).encrypt(nonce, msg, None))
            else:
                self.assertEqual(short, full[:41], alg)
            self.assertEqual(run(aead_args(alg, "open", key, nonce, b"", 8), short)[1], msg)
            code, out, _ = run(aead_args(alg, "open", key, nonce, b""), short, check=False)
            self.assertEqual((code, out), (1, b""), alg)  # read with the default 16-byte tag


class AeadWycheproofTest(unittest.TestCase):
    def test_wycheproof(self):
        for name, alg_of in AEADS_WYCHEPROOF.items():
            with open(os.path.join(VECTORS, "wycheproof", name)) as f:
                doc = json.load(f)
            groups = doc["testGroups"]
            valid_sizes = {(alg_of(g), g["ivSize"], g["tagSize"]) for g in groups for t in g["tests"] if t["result"] == "valid"}
            ran = 0
            for g in groups:
                tag_len, alg = g["tagSize"] // 8, alg_of(g)
                for t in g["tests"]:
                    key, nonce, aad = (bytes.fromhex(t[k]) for k in ("key", "iv", "aad"))
                    msg, ct, tag = (bytes.fromhex(t[k]) for k in ("msg", "ct", "tag"))
                    where = "%s tcId %d" % (alg, t["tcId"])
                    code, out, err = run(aead_args(alg, "open", key, nonce, aad, tag_len), ct + tag, check=False)
                    if t["result"] == "valid":
                        self.assertEqual((code, out), (0, msg), where)
                        sealed = run(aead_args(alg, "seal", key, nonce, aad, tag_len), msg)[1]
                        self.assertEqual(sealed.hex(), (ct + tag).hex(), where)
                    else:
                        # A tag that fails: 1. Sizes the algorithm never takes: 2.
                        want = 1 if (alg, g["ivSize"], g["tagSize"]) in valid_sizes else 2
                        self.assertEqual((code, out), (want, b""), where)
                        self.assertEqual(err.count("\n"), 1, where)
                    ran += 1
            self.assertEqual(ran, doc["numberOfTests"], name)


# ---- misc: rand, help, bad input ------------------------------------------

K16, K32 = "00" * 16, "00" * 32

# argv, stdin: each must exit 2 with one line on stderr and nothing on stdout.
BAD = [
    ([], b""),
    (["frobnicate"], b""),
    (["--frobnicate"], b""),
    (["hash"], b""),
    (["hash", "nope"], b""),
    (["hash", "SHA-256\nsecond line"], b""),
    (["hash", "sha256", "/nonexistent/file"], b""),
    (["hash", "sha256", "/"], b""),
    (["hash", "sha256", "a", "b"], b""),
    (["hash", "sha256", "--bogus"], b""),
    (["hash", "sha256", "-x"], b""),
    (["hash", "sha256", "--length", "5"], b""),
    (["hash", "shake128"], b""),
    (["hash", "shake128", "--length", "0"], b""),
    (["hash", "shake128", "--length", "-1"], b""),
    (["hash", "shake128", "--length", "abc"], b""),
    (["hash", "shake128", "--length", "99999999999999999999999"], b""),
    (["hash", "shake128", "--length"], b""),
    (["hash", "shake128", "--length", "1", "--length", "2"], b""),
    (["mac"], b""),
    (["mac", "hmac-sha256"], b""),
    (["mac", "hmac-sha256", "--key"], b""),
    (["mac", "hmac-sha256", "--key", "abc"], b""),
    (["mac", "hmac-sha256", "--key", "zz"], b""),
    (["mac", "hmac-sha256", "--key", "00", "--key", "11"], b""),
    (["mac", "hmac-nope", "--key", "00"], b""),
    (["mac", "hmac-ascon-hash256", "--key", "00"], b""),
    (["mac", "poly1305", "--key", K32], b""),
    (["mac", "hmac-sha256", "--key=00", "/nonexistent"], b""),
    (["cipher"], b""),
    (["cipher", "aes-128-xts", "encrypt", "--key", K32], b""),
    (["cipher", "rc4", "encrypt", "--key", K16], b""),
    (["aead"], b""),
    (["aead", "nope", "seal", "--key", K32, "--nonce", "00" * 12], b""),
    (["aead", "chacha20-poly1305", "--key", K32, "--nonce", "00" * 12], b""),
    (["aead", "chacha20-poly1305", "frob", "--key", K32, "--nonce", "00" * 12], b""),
    (["aead", "chacha20-poly1305", "seal", "--nonce", "00" * 12], b""),
    (["aead", "chacha20-poly1305", "seal", "--key", K32], b""),
    (["aead", "chacha20-poly1305", "seal", "--key", "00" * 31, "--nonce", "00" * 12], b"x"),
    (["aead", "chacha20-poly1305", "seal", "--key", "00" * 33, "--nonce", "00" * 12], b"x"),
    (["aead", "chacha20-poly1305", "seal", "--key", K32, "--nonce", "00" * 11], b"x"),
    (["aead", "chacha20-poly1305", "seal", "--key", K32, "--nonce", ""], b"x"),
    (["aead", "chacha20-poly1305", "seal", "--key", K32, "--nonce", "00" * 12, "--tag-length", "17"], b"x"),
    (["aead", "chacha20-poly1305", "seal", "--key", K32, "--nonce", "00" * 12, "--tag-length", "0"], b"x"),
    (["aead", "chacha20-poly1305", "seal", "--key", K32, "--nonce", "00" * 12, "--aad", "0g"], b"x"),
    (["aead", "ascon-aead128", "seal", "--key", K16, "--nonce", "00" * 16, "--tag-length", "3"], b"x"),
    (["aead", "chacha20-poly1305", "seal", "extra", "--key", K32, "--nonce", "00" * 12], b"x"),
    (["aead", "aes-128-gcm", "seal", "--key", K16, "--nonce", ""], b"x"),
    (["aead", "aes-128-gcm", "seal", "--key", K16, "--nonce", "00" * 12, "--tag-length", "7"], b"x"),
    (["aead", "aes-128-gcm", "open", "--key", K16, "--nonce", "", "--tag-length", "7"], b"x" * 40),
    (["aead", "aes-256-gcm", "seal", "--key", K16, "--nonce", "00" * 12], b"x"),
    (["aead", "aes-128-ccm", "seal", "--key", K16, "--nonce", "00" * 6], b"x"),
    (["aead", "aes-128-ccm", "seal", "--key", K16, "--nonce", "00" * 14], b"x"),
    (["aead", "aes-128-ccm", "open", "--key", K16, "--nonce", "00" * 12, "--tag-length", "5"], b"x" * 40),
    (["aead", "sm4-ccm", "seal", "--key", K16, "--nonce", "00" * 12, "--tag-length", "2"], b"x"),
    (["mac", "aes-cmac", "--key", "00" * 20], b"x"),
    (["mac", "sm4-cmac", "--key", K32], b"x"),
    (["mac", "des-ede3-cmac", "--key", K16], b"x"),
    (["rand"], b""),
    (["rand", "-1"], b""),
    (["rand", "abc"], b""),
    (["rand", "1048577"], b""),
    (["rand", "99999999999999999999999"], b""),
    (["rand", "1", "2"], b""),
    # The public-key commands (tests/cli/pk_test.py has their bad keys and
    # signatures): usage errors and unreadable keys exit 2.
    (["genkey"], b""),
    (["genkey", "rsa1"], b""),
    (["genkey", "ec"], b""),
    (["genkey", "ec", "--curve", "secp256k2"], b""),
    (["genkey", "ed25519", "--curve", "prime256v1"], b""),
    (["pubkey", "--in", "/dev/null"], b""),
    (["pubkey"], b"-----BEGIN PRIVATE KEY-----\nnot base64!\n-----END PRIVATE KEY-----\n"),
    (["sign", "--key", "/dev/null"], b"firmware"),
    (["verify", "--key", "/dev/null", "--signature", "3045022100"], b"firmware"),
    (["derive", "--key", "/dev/null", "--peer", "/dev/null"], b""),
]


def bad_cipher_inputs():
    """Wrong key and IV lengths for every built cipher."""
    out = []
    for alg, (key_len, block, _) in CIPHERS.items():
        iv = [] if alg.endswith("-ecb") else ["--iv", "00" * block]
        out += [
            (["cipher", alg, "encrypt", "--key", "00" * (key_len - 1)] + iv, b"x"),
            (["cipher", alg, "encrypt", "--key", "00" * (key_len + 8)] + iv, b"x"),
            (["cipher", alg, "encrypt", "--key", "00" * key_len, "--iv", "00" * (block + 1)], b"x"),
            (["cipher", alg, "frob", "--key", "00" * key_len] + iv, b"x"),
        ]
        if not alg.endswith("-ctr"):
            out.append((["cipher", alg, "decrypt", "--key", "00" * key_len] + iv, b"x" * (block + 3)))
        if not alg.endswith("-ecb"):
            out.append((["cipher", alg, "encrypt", "--key", "00" * key_len], b"x"))
    return out


class MiscTest(unittest.TestCase):
    def test_rand(self):
        a = tool_hex(["rand", "32"])
        b = tool_hex(["rand", "32"])
        self.assertEqual(len(a), 64)
        self.assertNotEqual(a, b)
        self.assertEqual(tool_hex(["rand", "0"]), "")
        big = tool_hex(["rand", "1048576"])  # several DRBG requests
        self.assertEqual(len(big), 2 * 1048576)
        # Not a constant or repeating block: every byte value shows up.
        self.assertEqual(len(set(bytes.fromhex(big))), 256)

    def test_help(self):
        self.assertRegex(run(["--version"])[1].decode(), r"^mcucrypt \d+\.\d+\.\d+\n$")
        code, out, err = run(["--help"])
        self.assertIn("usage: mcucrypt", out.decode())
        for cmd in ["hash", "mac", "cipher", "aead", "rand", "genkey", "pubkey", "sign", "verify", "derive"]:
            code, out, err = run([cmd, "--help"])
            self.assertTrue(out.decode().startswith("usage: mcucrypt " + cmd), cmd)
            self.assertEqual(err, "")

    def test_bad_inputs(self):
        cases = BAD + bad_cipher_inputs()
        for args, data in cases:
            r = subprocess.run([TOOL] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            err = r.stderr.decode("utf-8", "replace")
            where = repr(args)
            self.assertEqual(r.returncode, 2, where + ": " + err)
            self.assertEqual(r.stdout, b"", where)
            self.assertEqual(err.count("\n"), 1, where + ": " + err)
            self.assertTrue(err.startswith("mcucrypt: "), where + ": " + err)
        self.assertGreaterEqual(len(cases), len(BAD))


if __name__ == "__main__":
    suites.main({
        "hash": HashTest,
        "mac": MacTest,
        "cipher": CipherTest,
        "aead": AeadTest,
        "aead_wycheproof": AeadWycheproofTest,
        "misc": MiscTest,
    })
