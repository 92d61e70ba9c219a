"""Interoperability of the tool's public-key commands (genkey, pubkey, sign,
verify, derive) with Debian's openssl, both ways, one suite per run:

  rsa:   keys from `openssl genpkey` (2048 and 3072 bits) in every file format
         OpenSSL writes (PKCS#8, PKCS#1, SubjectPublicKeyInfo, RSAPublicKey; PEM
         and DER); PKCS#1 v1.5 signatures byte-for-byte `openssl dgst -sign`, PSS
         signed by each and verified by the other; pubkey equal to `openssl pkey
         -pubout`; keys from `mcucrypt genkey rsa` (1024, 2048) pass `openssl pkey
         -check` and sign as openssl does with them.
  ec:    every curve of the tool that OpenSSL has: keys from `openssl genpkey`
         (PKCS#8 and SEC1, compressed public keys too) and from `mcucrypt genkey`
         (`openssl pkey -check`); ECDSA (DER, and P1363 through Python's
         cryptography) signed by each and verified by the other; ECDH secrets equal
         to `openssl pkeyutl -derive` both ways.
  eddsa: Ed25519 and Ed448 signatures byte-for-byte `openssl pkeyutl -sign -rawin`,
         both ways (the empty message, which pkeyutl cannot sign, through Python's
         cryptography); generated keys pass `openssl pkey -check`.
  xdh:   X25519 and X448 secrets equal to `openssl pkeyutl -derive` both ways.
  dsa:   DSA 2048 (q of 224 and 256 bits) in parameters from `openssl genpkey
         -genparam`: keys from openssl (PKCS#8, DSA PRIVATE KEY, SubjectPublicKeyInfo;
         PEM and DER) and from `mcucrypt genkey dsa --params` (`openssl pkey -check`);
         signatures (DER, and P1363 through Python's cryptography) made by each and
         verified by the other; `mcucrypt genparams dsa` parameters pass `openssl
         pkeyparam -check`.
  dh:    keys of `openssl genpkey -algorithm DH -pkeyopt group:...` (ffdhe2048,
         ffdhe3072, modp_2048) and of `mcucrypt genkey dh --group`; secrets equal to
         `openssl pkeyutl -derive` both ways, one with a leading zero byte (which
         pkeyutl leaves out) from a peer key Python's cryptography writes.
  sm2:   SM2 keys from `openssl genpkey -algorithm SM2` and `mcucrypt genkey sm2`;
         signatures over SM3 with the default ID and with --id, verified by `openssl
         dgst -sm3 -sigopt distid:ID` and the other way round (OpenSSL 3's own
         default is the empty ID, so the test always names it).
  bad:   malformed and mismatched keys exit 2, bad signatures exit 1; one line on
         stderr, nothing on stdout, never a crash.

The key types and curves here must equal what `mcucrypt genkey --help` lists.
Run with Debian's /usr/bin/python3 (python3-cryptography) and /usr/bin/openssl.
"""

import os
import random
import re
import subprocess
import sys
import tempfile
import unittest

import suites  # tests/cli/suites.py, beside this file
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import dh
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature, encode_dss_signature

RUNFILES = os.environ.get("TEST_SRCDIR") or os.environ.get("RUNFILES_DIR", "")
TOOL = os.path.join(RUNFILES, "mcucrypt", "tools", "cli", "mcucrypt")
TMP = tempfile.mkdtemp(dir=os.environ.get("TEST_TMPDIR", tempfile.gettempdir()))
OPENSSL = "/usr/bin/openssl"
RNG = random.Random(0x706B636C)  # reproducible messages

CURVES = {  # the tool's name -> (scalar bytes)
    "prime256v1": 32,
    "secp384r1": 48,
    "secp521r1": 66,
    "brainpoolP256r1": 32,
    "brainpoolP384r1": 48,
    "brainpoolP512r1": 64,
}
EC_HASHES = ["sha256", "sha384", "sha512", "sha1", "sha3-256"]
MESSAGES = [b"", b"abc", bytes(RNG.getrandbits(8) for _ in range(1000)), RNG.randbytes(70000)]


def path(name):
    return os.path.join(TMP, name)


def write(name, data):
    p = path(name)
    with open(p, "wb") as f:
        f.write(data)
    return p


def read(p):
    with open(p, "rb") as f:
        return f.read()


def tool(args, data=b"", code=0):
    """Runs the tool, expecting exit `code`; returns stdout."""
    r = subprocess.run([TOOL] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    err = r.stderr.decode("utf-8", "replace")
    if r.returncode != code:
        raise AssertionError("mcucrypt %s: exit %d (want %d): %s" % (" ".join(args), r.returncode, code, err))
    if code != 0:
        assert r.stdout == b"", "output on failure: %r" % r.stdout[:80]
        assert err.count("\n") == 1 and err.startswith("mcucrypt: "), "not one line: %r" % err
    return r.stdout


def openssl(args, data=b"", ok=True):
    r = subprocess.run([OPENSSL] + args, input=data, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if ok and r.returncode != 0:
        raise AssertionError("openssl %s: %s" % (" ".join(args), r.stderr.decode()))
    return r.stdout if ok else r.returncode


def openssl_verify(pub, sig, msg, digest_args):
    """Exit code of `openssl dgst -verify` (0: Verified OK)."""
    return openssl(["dgst"] + digest_args + ["-verify", pub, "-signature", sig, msg], ok=False)


def flip(data, bit):
    b = bytearray(data)
    b[bit // 8 % len(b)] ^= 1 << (bit % 8)
    return bytes(b)


def genkey_help():
    out = tool(["genkey", "--help"]).decode()
    types = set(re.search(r"TYPE:(.*)", out).group(1).split())
    curves = set(re.search(r"--curve NAME:(.*)", out).group(1).split())
    return types, curves


def key_pair(test, alg, ours_form, theirs_pub_form):
    """A key from `openssl genpkey` and one from `mcucrypt genkey` (in ours_form, PEM
    or DER), each with its public key file (openssl's in theirs_pub_form, ours PEM);
    ours passes `openssl pkey -check` and its pubkey is openssl's."""
    theirs = path(alg + ".pem")
    openssl(["genpkey", "-algorithm", alg, "-out", theirs])
    theirs_pub = path(alg + ".pub." + theirs_pub_form.lower())
    openssl(["pkey", "-in", theirs, "-pubout", "-outform", theirs_pub_form, "-out", theirs_pub])
    ours = path(alg + ".ours." + ours_form.lower())
    tool(["genkey", alg, "--out", ours] + (["--der"] if ours_form == "DER" else []))
    openssl(["pkey", "-inform", ours_form, "-in", ours, "-check", "-noout"])
    ours_pub = path(alg + ".ours.pub.pem")
    tool(["pubkey", "--in", ours, "--out", ours_pub])
    test.assertEqual(read(ours_pub), openssl(["pkey", "-inform", ours_form, "-in", ours, "-pubout"]))
    return theirs, theirs_pub, ours, ours_pub


# ---- RSA --------------------------------------------------------------------


class RsaTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.keys = {}
        for bits in [2048, 3072]:
            key = path("rsa%d.pem" % bits)
            openssl(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:%d" % bits, "-out", key])
            cls.keys[bits] = key

    def formats(self, key):
        """The key in each private and public file format OpenSSL writes."""
        base = key[:-4]
        priv = {
            "pkcs8.pem": key,
            "pkcs8.der": base + ".p8.der",
            "pkcs1.pem": base + ".p1.pem",
            "pkcs1.der": base + ".p1.der",
        }
        openssl(["pkey", "-in", key, "-outform", "DER", "-out", priv["pkcs8.der"]])
        openssl(["rsa", "-in", key, "-traditional", "-out", priv["pkcs1.pem"]])
        openssl(["rsa", "-in", key, "-traditional", "-outform", "DER", "-out", priv["pkcs1.der"]])
        pub = {
            "spki.pem": base + ".pub.pem",
            "spki.der": base + ".pub.der",
            "rsapublickey.pem": base + ".rsapub.pem",
            "rsapublickey.der": base + ".rsapub.der",
        }
        openssl(["pkey", "-in", key, "-pubout", "-out", pub["spki.pem"]])
        openssl(["pkey", "-in", key, "-pubout", "-outform", "DER", "-out", pub["spki.der"]])
        openssl(["rsa", "-in", key, "-RSAPublicKey_out", "-out", pub["rsapublickey.pem"]])
        openssl(["rsa", "-in", key, "-RSAPublicKey_out", "-outform", "DER", "-out", pub["rsapublickey.der"]])
        return priv, pub

    def test_pkcs1v15_byte_for_byte(self):
        for bits, key in self.keys.items():
            priv, pub = self.formats(key)
            for i, data in enumerate(MESSAGES):
                msg = write("m%d" % i, data)
                # Every hash on one message (private operations in portable code are slow in a
                # fastbuild binary under AddressSanitizer).
                for h in ["sha256", "sha384", "sha512", "sha1", "sha224"] if i == 1 else ["sha256"]:
                    want = openssl(["dgst", "-" + h, "-sign", key, msg])
                    for fmt, k in priv.items():
                        if h != "sha256" and fmt != "pkcs8.pem":
                            continue  # every format once, every hash once
                        got = tool(["sign", "--key", k, "--hash", h, "--in", msg])
                        self.assertEqual(got, want, "%d %s %s" % (bits, h, fmt))
                    sig = write("s", want)
                    for fmt, k in pub.items():
                        self.assertEqual(tool(["verify", "--key", k, "--hash", h, "--sig", sig, "--in", msg]), b"")
                    tool(["verify", "--key", pub["spki.pem"], "--hash", h, "--sig", write("s", flip(want, i * 8 + 3)), "--in", msg], code=1)
                    tool(["verify", "--key", pub["spki.pem"], "--hash", h, "--sig", sig], data=data + b"x", code=1)
            # The default hash is SHA-256; stdin is the message; --out writes the file.
            tool(["sign", "--key", key, "--out", path("s2")], data=b"abc")
            self.assertEqual(read(path("s2")), openssl(["dgst", "-sha256", "-sign", key, write("m", b"abc")]))

    def test_pss_both_ways(self):
        for bits, key in self.keys.items():
            pub = path("rsa%d.pub.pem" % bits)
            openssl(["pkey", "-in", key, "-pubout", "-out", pub])
            msg = write("m", MESSAGES[2])
            for h in ["sha256", "sha384", "sha512"]:
                pss = ["-sigopt", "rsa_padding_mode:pss", "-sigopt", "rsa_mgf1_md:" + h]
                # mcucrypt signs (salt as long as the hash by default; any --saltlen), openssl verifies.
                for salt, opt in [(None, "digest"), ("0", "0"), ("20", "20")]:
                    args = ["sign", "--key", key, "--hash", h, "--pss", "--in", msg]
                    args += ["--saltlen", salt] if salt else []
                    sig = write("s", tool(args))
                    self.assertEqual(openssl_verify(pub, sig, msg, ["-" + h] + pss + ["-sigopt", "rsa_pss_saltlen:" + opt]), 0)
                # openssl signs, mcucrypt verifies; a wrong salt length or padding fails.
                sig = write("s", openssl(["dgst", "-" + h, "-sign", key] + pss + ["-sigopt", "rsa_pss_saltlen:digest", msg]))
                tool(["verify", "--key", pub, "--hash", h, "--pss", "--sig", sig, "--in", msg])
                tool(["verify", "--key", pub, "--hash", h, "--pss", "--saltlen", "0", "--sig", sig, "--in", msg], code=1)
                tool(["verify", "--key", pub, "--hash", h, "--sig", sig, "--in", msg], code=1)

    def test_generated_keys(self):
        for bits, form in [(2048, "PEM"), (1024, "DER")]:
            ours = path("rsa%d.ours.%s" % (bits, form.lower()))
            tool(["genkey", "rsa", "--bits", str(bits), "--out", ours] + (["--der"] if form == "DER" else []))
            self.assertEqual(oct(os.stat(ours).st_mode & 0o777), "0o600")
            text = openssl(["pkey", "-inform", form, "-in", ours, "-check", "-noout", "-text"]).decode()
            self.assertIn("Private-Key: (%d bit, 2 primes)" % bits, text)
            self.assertIn("publicExponent: 65537", text)
            pub = path("rsa%d.ours.pub.pem" % bits)
            tool(["pubkey", "--in", ours, "--out", pub])
            self.assertEqual(read(pub), openssl(["pkey", "-inform", form, "-in", ours, "-pubout"]))
            msg = write("m", b"firmware")
            sig = tool(["sign", "--key", ours, "--in", msg])
            self.assertEqual(sig, openssl(["dgst", "-sha256", "-keyform", form, "-sign", ours, msg]))
        # The default size is openssl genpkey's, 2048 bits.
        text = openssl(["pkey", "-check", "-noout", "-text"], data=tool(["genkey", "rsa"])).decode()
        self.assertIn("Private-Key: (2048 bit, 2 primes)", text)

    def test_pubkey(self):
        for bits, key in self.keys.items():
            priv, pub = self.formats(key)
            want = read(pub["spki.pem"])
            for k in list(priv.values()) + list(pub.values()):
                self.assertEqual(tool(["pubkey", "--in", k]), want, k)
            self.assertEqual(tool(["pubkey", "--der"], data=read(key)), read(pub["spki.der"]))


# ---- EC ---------------------------------------------------------------------


class EcTest(unittest.TestCase):
    def test_curves_listed(self):
        types, curves = genkey_help()
        self.assertIn("ec", types)
        self.assertEqual(curves - {"secp256r1"}, set(CURVES))

    def test_openssl_keys(self):
        for curve, size in CURVES.items():
            key = path(curve + ".pem")
            openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:" + curve, "-out", key])
            pub = path(curve + ".pub.pem")
            openssl(["pkey", "-in", key, "-pubout", "-out", pub])
            sec1 = path(curve + ".sec1.pem")
            openssl(["ec", "-in", key, "-out", sec1])
            sec1_der = path(curve + ".sec1.der")
            openssl(["ec", "-in", key, "-outform", "DER", "-out", sec1_der])
            compressed = path(curve + ".pubc.pem")
            openssl(["ec", "-in", key, "-pubout", "-conv_form", "compressed", "-out", compressed])
            self.assertEqual(tool(["pubkey", "--in", sec1]), read(pub), curve)
            self.assertEqual(tool(["pubkey", "--in", compressed]), read(pub), curve)
            for i, h in enumerate(EC_HASHES):
                msg = write("m", MESSAGES[i % len(MESSAGES)])
                signer = [key, sec1, sec1_der][i % 3]
                # mcucrypt signs (DER and P1363), openssl verifies.
                sig = tool(["sign", "--key", signer, "--hash", h, "--in", msg])
                self.assertEqual(openssl_verify(pub, write("s", sig), msg, ["-" + h]), 0, curve + " " + h)
                raw = tool(["sign", "--key", signer, "--hash", h, "--p1363", "--in", msg])
                self.assertEqual(len(raw), 2 * size)
                der = encode_dss_signature(int.from_bytes(raw[:size], "big"), int.from_bytes(raw[size:], "big"))
                self.assertEqual(openssl_verify(pub, write("s", der), msg, ["-" + h]), 0, curve + " p1363")
                # openssl signs, mcucrypt verifies (DER and P1363), with each public key form.
                sig = openssl(["dgst", "-" + h, "-sign", key, msg])
                for verifier in [pub, compressed, key]:
                    tool(["verify", "--key", verifier, "--hash", h, "--sig", write("s", sig), "--in", msg])
                r, s = decode_dss_signature(sig)
                raw = r.to_bytes(size, "big") + s.to_bytes(size, "big")
                tool(["verify", "--key", pub, "--hash", h, "--p1363", "--sig", write("s", raw), "--in", msg])
                tool(["verify", "--key", pub, "--hash", h, "--p1363", "--sig", write("s", flip(raw, 9)), "--in", msg], code=1)
                tool(["verify", "--key", pub, "--hash", h, "--sig", write("s", flip(sig, 8 * len(sig) - 1)), "--in", msg], code=1)
                tool(["verify", "--key", pub, "--hash", h, "--sig", write("s", sig)], data=b"other", code=1)

    def test_generated_keys_and_ecdh(self):
        for curve in CURVES:
            ours = path(curve + ".ours.pem")
            tool(["genkey", "ec", "--curve", curve, "--out", ours])
            self.assertEqual(oct(os.stat(ours).st_mode & 0o777), "0o600")
            openssl(["pkey", "-in", ours, "-check", "-noout"])
            ours_der = path(curve + ".ours.der")
            tool(["genkey", "ec", "--curve", curve, "--der", "--out", ours_der])
            openssl(["pkey", "-inform", "DER", "-in", ours_der, "-check", "-noout"])
            ours_pub = path(curve + ".ours.pub.pem")
            tool(["pubkey", "--in", ours, "--out", ours_pub])
            self.assertEqual(read(ours_pub), openssl(["pkey", "-in", ours, "-pubout"]))
            theirs = path(curve + ".theirs.pem")
            openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:" + curve, "-out", theirs])
            theirs_pub = path(curve + ".theirs.pub.pem")
            openssl(["pkey", "-in", theirs, "-pubout", "-out", theirs_pub])
            want = openssl(["pkeyutl", "-derive", "-inkey", theirs, "-peerkey", ours_pub])
            self.assertEqual(tool(["derive", "--key", ours, "--peer", theirs_pub]), want, curve)
            self.assertEqual(tool(["derive", "--key", theirs, "--peer", ours_pub]), want, curve)
            want = openssl(["pkeyutl", "-derive", "-keyform", "DER", "-inkey", ours_der, "-peerkey", theirs_pub])
            self.assertEqual(tool(["derive", "--key", ours_der, "--peer", theirs]), want, curve)
            # A signature of a generated key verifies in openssl.
            msg = write("m", b"firmware image")
            sig = write("s", tool(["sign", "--key", ours, "--in", msg]))
            self.assertEqual(openssl_verify(ours_pub, sig, msg, ["-sha256"]), 0)


# ---- EdDSA and X25519/X448 -------------------------------------------------


class EddsaTest(unittest.TestCase):
    def test_both_ways(self):
        for alg in ["ed25519", "ed448"]:
            theirs, theirs_pub, ours, ours_pub = key_pair(self, alg, "DER", "PEM")
            self.assertEqual(tool(["pubkey", "--in", theirs]), read(theirs_pub))
            # openssl pkeyutl cannot sign an empty file: Python's cryptography checks that one.
            empty = tool(["sign", "--key", theirs], data=b"")
            serialization.load_pem_public_key(read(theirs_pub)).verify(empty, b"")
            for i, data in enumerate(MESSAGES[1:3]):
                msg = write("m", data)
                for key, pub, form in [(theirs, theirs_pub, "PEM"), (ours, ours_pub, "DER")]:
                    want = openssl(["pkeyutl", "-sign", "-rawin", "-inkey", key, "-keyform", form, "-in", msg])
                    self.assertEqual(tool(["sign", "--key", key, "--in", msg]), want, alg)
                    sig = write("s", want)
                    tool(["verify", "--key", pub, "--sig", sig, "--in", msg])
                    self.assertEqual(openssl(["pkeyutl", "-verify", "-rawin", "-pubin", "-inkey", pub, "-sigfile", sig, "-in", msg]).strip(), b"Signature Verified Successfully")
                    tool(["verify", "--key", pub, "--sig", write("s", flip(want, 8 * i + 5)), "--in", msg], code=1)
                    tool(["verify", "--key", pub, "--sig", write("s", want[:-1]), "--in", msg], code=1)


class XdhTest(unittest.TestCase):
    def test_both_ways(self):
        for alg in ["x25519", "x448"]:
            theirs, theirs_pub, ours, ours_pub = key_pair(self, alg, "PEM", "DER")
            want = openssl(["pkeyutl", "-derive", "-inkey", theirs, "-peerkey", ours_pub])
            self.assertEqual(len(want), 32 if alg == "x25519" else 56)
            self.assertEqual(tool(["derive", "--key", ours, "--peer", theirs_pub]), want)
            self.assertEqual(tool(["derive", "--key", theirs, "--peer", ours_pub]), want)
            tool(["derive", "--key", ours, "--peer", theirs_pub, "--out", path("secret")])
            self.assertEqual(read(path("secret")), want)
            self.assertEqual(oct(os.stat(path("secret")).st_mode & 0o777), "0o600")

    def test_types_listed(self):
        types, _ = genkey_help()
        self.assertEqual(types, {"rsa", "ec", "ed25519", "ed448", "x25519", "x448", "dsa", "dh", "sm2"})


# ---- DSA, DH and SM2 ---------------------------------------------------------


def rs_to_p1363(der, half):
    r, s = decode_dss_signature(der)
    return r.to_bytes(half, "big") + s.to_bytes(half, "big")


def p1363_to_der(raw):
    half = len(raw) // 2
    return encode_dss_signature(int.from_bytes(raw[:half], "big"), int.from_bytes(raw[half:], "big"))


class DsaTest(unittest.TestCase):
    HASHES = ["sha256", "sha224", "sha1", "sha512", "sha3-256"]

    def test_both_ways(self):
        for qbits in [224, 256]:
            params = path("dsa%d.params.pem" % qbits)
            openssl(["genpkey", "-genparam", "-algorithm", "DSA", "-pkeyopt", "dsa_paramgen_bits:2048",
                     "-pkeyopt", "dsa_paramgen_q_bits:%d" % qbits, "-out", params])
            theirs = path("dsa%d.pem" % qbits)
            openssl(["genpkey", "-paramfile", params, "-out", theirs])
            pub = openssl(["pkey", "-in", theirs, "-pubout"])
            forms = {  # every file OpenSSL writes for the key, private and public
                "pkcs8.der": openssl(["pkey", "-in", theirs, "-outform", "DER"]),
                "trad.pem": openssl(["dsa", "-in", theirs], data=b""),
                "trad.der": openssl(["dsa", "-in", theirs, "-outform", "DER"]),
                "spki.der": openssl(["pkey", "-in", theirs, "-pubout", "-outform", "DER"]),
            }
            self.assertIn(b"BEGIN DSA PRIVATE KEY", forms["trad.pem"])
            for name, data in forms.items():
                self.assertEqual(tool(["pubkey", "--in", write("dsa." + name, data)]), pub, name)
            self.assertEqual(tool(["pubkey", "--in", theirs]), pub)
            theirs_pub = write("dsa%d.pub.pem" % qbits, pub)

            ours = path("dsa%d.ours.der" % qbits)
            tool(["genkey", "dsa", "--params", params, "--bits", "2048", "--der", "--out", ours])
            self.assertEqual(oct(os.stat(ours).st_mode & 0o777), "0o600")
            openssl(["pkey", "-inform", "DER", "-in", ours, "-check", "-noout"])
            ours_pub = path("dsa%d.ours.pub.pem" % qbits)
            tool(["pubkey", "--in", ours, "--out", ours_pub])
            self.assertEqual(read(ours_pub), openssl(["pkey", "-inform", "DER", "-in", ours, "-pubout"]))
            # Parameters as DER too; p and q of the file in the key.
            params_der = write("dsa.params.der", openssl(["dsaparam", "-in", params, "-outform", "DER"]))
            self.assertEqual(serialization.load_der_private_key(read(ours), None).parameters().parameter_numbers(),
                             serialization.load_pem_private_key(read(theirs), None).parameters().parameter_numbers())
            tool(["genkey", "dsa", "--params", params_der, "--out", path("dsa.ours2.pem")])
            openssl(["pkey", "-in", path("dsa.ours2.pem"), "-check", "-noout"])

            for i, h in enumerate(self.HASHES):
                msg = write("m", MESSAGES[i % 3])
                for key, kpub, form in [(theirs, theirs_pub, "PEM"), (ours, ours_pub, "DER")]:
                    # mcucrypt signs, openssl verifies (and the P1363 form through cryptography).
                    sig = tool(["sign", "--key", key, "--hash", h, "--in", msg])
                    self.assertEqual(openssl_verify(kpub, write("s", sig), msg, ["-" + h]), 0, h)
                    raw = tool(["sign", "--key", key, "--hash", h, "--p1363", "--in", msg])
                    self.assertEqual(len(raw), qbits // 4)
                    self.assertEqual(openssl_verify(kpub, write("s", p1363_to_der(raw)), msg, ["-" + h]), 0, h)
                    # openssl signs, mcucrypt verifies.
                    want = openssl(["dgst", "-" + h, "-keyform", form, "-sign", key, msg])
                    tool(["verify", "--key", kpub, "--hash", h, "--sig", write("s", want), "--in", msg])
                    tool(["verify", "--key", key, "--hash", h, "--p1363", "--in", msg,
                          "--sig", write("s", rs_to_p1363(want, qbits // 8))])
                    tool(["verify", "--key", kpub, "--hash", h, "--sig", write("s", flip(want, 8 * len(want) - 3)), "--in", msg], code=1)
                    tool(["verify", "--key", kpub, "--hash", h, "--p1363", "--sig", write("s", flip(raw, 5)), "--in", msg], code=1)
                    tool(["verify", "--key", kpub, "--hash", h, "--sig", write("s", want)], data=b"other", code=1)
            # The sizes: --bits must be the parameters' own; parameters are required.
            tool(["genkey", "dsa", "--params", params, "--bits", "3072"], code=2)
            tool(["genkey", "dsa", "--bits", "2048"], code=2)

    def test_genparams(self):
        # mcucrypt's (1024, 160) parameters pass `openssl pkeyparam -check`; a key in them passes
        # `openssl pkey -check`; sizes outside FIPS 186-4 are usage errors.
        params = path("dsa.genparams.pem")
        tool(["genparams", "dsa", "--bits", "1024", "--out", params])
        self.assertIn(b"BEGIN DSA PARAMETERS", read(params))
        openssl(["pkeyparam", "-in", params, "-check", "-noout"])
        tool(["genkey", "dsa", "--params", params, "--out", path("dsa.genparams.key.pem")])
        openssl(["pkey", "-in", path("dsa.genparams.key.pem"), "-check", "-noout"])
        tool(["genparams", "dsa", "--bits", "1024", "--qbits", "256"], code=2)
        tool(["genparams", "dh"], code=2)


class DhTest(unittest.TestCase):
    GROUPS = [("ffdhe2048", "ffdhe2048"), ("ffdhe3072", "ffdhe3072"), ("modp2048", "modp_2048")]

    def test_both_ways(self):
        for ours_name, openssl_name in self.GROUPS:
            theirs = path(ours_name + ".pem")
            openssl(["genpkey", "-algorithm", "DH", "-pkeyopt", "group:" + openssl_name, "-out", theirs])
            theirs_pub = path(ours_name + ".pub.der")
            openssl(["pkey", "-in", theirs, "-pubout", "-outform", "DER", "-out", theirs_pub])
            self.assertEqual(tool(["pubkey", "--in", theirs, "--der"]), read(theirs_pub))
            ours = path(ours_name + ".ours.pem")
            tool(["genkey", "dh", "--group", ours_name, "--out", ours])
            self.assertEqual(oct(os.stat(ours).st_mode & 0o777), "0o600")
            openssl(["pkey", "-in", ours, "-check", "-noout"])
            self.assertIn(b"GROUP: " + openssl_name.encode(), openssl(["pkey", "-in", ours, "-text", "-noout"]))
            ours_pub = path(ours_name + ".ours.pub.pem")
            tool(["pubkey", "--in", ours, "--out", ours_pub])
            self.assertEqual(read(ours_pub), openssl(["pkey", "-in", ours, "-pubout"]))
            want = openssl(["pkeyutl", "-derive", "-inkey", theirs, "-peerkey", ours_pub])
            self.assertEqual(tool(["derive", "--key", ours, "--peer", theirs_pub]), want, ours_name)
            self.assertEqual(tool(["derive", "--key", theirs, "--peer", ours_pub]), want, ours_name)
            tool(["derive", "--key", ours, "--peer", theirs, "--out", path("secret")])
            self.assertEqual(read(path("secret")), want)
            self.assertEqual(oct(os.stat(path("secret")).st_mode & 0o777), "0o600")

    def test_leading_zero(self):
        """A secret below 2^(8 (p_len - 1)): pkeyutl writes it one byte short; so must derive."""
        ours = path("dhz.ours.pem")
        tool(["genkey", "dh", "--group", "ffdhe2048", "--out", ours])
        nums = serialization.load_pem_private_key(read(ours), None).private_numbers()
        pn = nums.public_numbers.parameter_numbers
        p_len = (pn.p.bit_length() + 7) // 8
        x = RNG.getrandbits(224) + 2
        while pow(nums.public_numbers.y, x, pn.p) >> (8 * (p_len - 1)) != 0:
            x += 1
        peer = dh.DHPrivateNumbers(x, dh.DHPublicNumbers(pow(pn.g, x, pn.p), pn)).private_key()
        peer_pem = write("dhz.peer.pem", peer.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()))
        peer_pub = path("dhz.peer.pub.pem")
        tool(["pubkey", "--in", peer_pem, "--out", peer_pub])
        ours_pub = path("dhz.ours.pub.pem")
        tool(["pubkey", "--in", ours, "--out", ours_pub])
        want = openssl(["pkeyutl", "-derive", "-inkey", peer_pem, "-peerkey", ours_pub])
        self.assertEqual(len(want), p_len - 1)
        self.assertEqual(tool(["derive", "--key", ours, "--peer", peer_pub]), want)
        self.assertEqual(tool(["derive", "--key", peer_pem, "--peer", ours]), want)

    def test_bad(self):
        a, b = path("dhb.a.pem"), path("dhb.b.pem")
        tool(["genkey", "dh", "--group", "ffdhe2048", "--out", a])
        tool(["genkey", "dh", "--group", "ffdhe3072", "--out", b])
        tool(["derive", "--key", a, "--peer", b], code=2)  # another group
        tool(["sign", "--key", a], data=b"m", code=2)  # DH does not sign
        tool(["genkey", "dh", "--group", "ffdhe1024"], code=2)
        tool(["genkey", "dh"], code=2)
        # Peer keys 1 and p - 1 (SP 800-56A 5.6.2.3.1) are refused.
        nums = serialization.load_pem_private_key(read(a), None).private_numbers()
        pn = nums.public_numbers.parameter_numbers
        for y in [1, pn.p - 1]:
            der = dh.DHPublicNumbers(y, pn).public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
            tool(["derive", "--key", a, "--peer", write("dhb.peer.der", der)], code=2)


class Sm2Test(unittest.TestCase):
    DEFAULT_ID = "1234567812345678"

    def test_both_ways(self):
        theirs = path("sm2.pem")
        openssl(["genpkey", "-algorithm", "SM2", "-out", theirs])
        theirs_pub = path("sm2.pub.pem")
        openssl(["pkey", "-in", theirs, "-pubout", "-out", theirs_pub])
        self.assertEqual(tool(["pubkey", "--in", theirs]), read(theirs_pub))
        ours = path("sm2.ours.der")
        tool(["genkey", "sm2", "--der", "--out", ours])
        openssl(["pkey", "-inform", "DER", "-in", ours, "-check", "-noout"])
        ours_pub = path("sm2.ours.pub.pem")
        tool(["pubkey", "--in", ours, "--out", ours_pub])
        self.assertEqual(read(ours_pub), openssl(["pkey", "-inform", "DER", "-in", ours, "-pubout"]))
        for i, data in enumerate(MESSAGES[:3]):
            msg = write("m", data)
            for key, pub, form in [(theirs, theirs_pub, "PEM"), (ours, ours_pub, "DER")]:
                for ident, id_args in [(self.DEFAULT_ID, []), ("alice@example.com", ["--id", "alice@example.com"])]:
                    distid = ["-sigopt", "distid:" + ident]
                    sig = tool(["sign", "--key", key, "--in", msg] + id_args)
                    self.assertEqual(openssl_verify(pub, write("s", sig), msg, ["-sm3"] + distid), 0)
                    raw = tool(["sign", "--key", key, "--p1363", "--hash", "sm3", "--in", msg] + id_args)
                    self.assertEqual(openssl_verify(pub, write("s", p1363_to_der(raw)), msg, ["-sm3"] + distid), 0)
                    want = openssl(["dgst", "-sm3", "-keyform", form, "-sign", key] + distid + [msg])
                    tool(["verify", "--key", pub, "--sig", write("s", want), "--in", msg] + id_args)
                    tool(["verify", "--key", key, "--p1363", "--sig", write("s", rs_to_p1363(want, 32)), "--in", msg] + id_args)
                    tool(["verify", "--key", pub, "--sig", write("s", flip(want, 8 * len(want) - 2 - i)), "--in", msg] + id_args, code=1)
                    tool(["verify", "--key", pub, "--sig", write("s", want), "--in", msg, "--id", ident + "x"], code=1)
                    tool(["verify", "--key", pub, "--sig", write("s", want)] + id_args, data=b"other", code=1)
            # OpenSSL's own default: the empty ID.
            want = openssl(["dgst", "-sm3", "-sign", theirs, msg])
            tool(["verify", "--key", theirs_pub, "--sig", write("s", want), "--in", msg, "--id", ""])
            tool(["verify", "--key", theirs_pub, "--sig", write("s", want), "--in", msg], code=1)

    def test_bad(self):
        key = path("sm2b.pem")
        tool(["genkey", "sm2", "--out", key])
        msg = write("m", b"msg")
        tool(["sign", "--key", key, "--hash", "sha256", "--in", msg], code=2)
        tool(["derive", "--key", key, "--peer", key], code=2)
        tool(["genkey", "sm2", "--curve", "prime256v1"], code=2)
        ec = path("sm2b.ec.pem")
        tool(["genkey", "ec", "--curve", "prime256v1", "--out", ec])
        tool(["sign", "--key", ec, "--id", "a", "--in", msg], code=2)


# ---- Bad input ---------------------------------------------------------------


class BadTest(unittest.TestCase):
    def test_bad_keys_and_signatures(self):
        ec = path("bad_ec.pem")
        openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-out", ec])
        ec_der = openssl(["pkey", "-in", ec, "-outform", "DER"])
        ec384 = path("bad_ec384.pem")
        openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:secp384r1", "-out", ec384])
        ed = path("bad_ed.pem")
        openssl(["genpkey", "-algorithm", "ed25519", "-out", ed])
        x = path("bad_x.pem")
        openssl(["genpkey", "-algorithm", "x25519", "-out", x])
        encrypted = path("bad_enc.pem")
        openssl(["pkey", "-in", ec, "-aes-128-cbc", "-passout", "pass:x", "-out", encrypted])
        k1 = path("bad_k1.pem")
        openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:secp256k1", "-out", k1])
        ec_pub_der = openssl(["pkey", "-in", ec, "-pubout", "-outform", "DER"])
        msg = write("m", b"msg")
        sig = write("s", tool(["sign", "--key", ec, "--in", msg]))
        keys2 = [
            write("k", b""),
            write("k", b"\x30"),
            write("k", ec_der[:-1]),
            write("k", ec_der + b"\x00"),
            write("k", b"\x30\x84\xff\xff\xff\xff"),
            write("k", b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"),
            write("k", b"-----BEGIN PRIVATE KEY-----\n" + b"A" * 10000 + b"\n-----END PUBLIC KEY-----\n"),
            write("k", b"-----BEGIN CERTIFICATE-----\nMAA=\n-----END CERTIFICATE-----\n"),
            write("k", flip(ec_pub_der, 8 * (len(ec_pub_der) - 5))),  # a point off the curve
            encrypted,
            k1,  # a curve the tool does not have
            "/nonexistent",
        ]
        for k in keys2:
            for args in (["sign", "--key", k, "--in", msg], ["verify", "--key", k, "--sig", sig, "--in", msg],
                         ["pubkey", "--in", k], ["derive", "--key", k, "--peer", ec]):
                tool(args, code=2)
        usage2 = [
            ["sign", "--key", path("bad_ec.pem"), "--pss", "--in", msg],
            ["sign", "--key", ec, "--hash", "sha257", "--in", msg],
            ["sign", "--key", ed, "--hash", "sha512", "--in", msg],
            ["sign", "--key", x, "--in", msg],
            ["sign", "--key", ec, "--saltlen", "32", "--in", msg],
            ["sign", "--key", ed, "--p1363", "--in", msg],
            ["sign", "--key", write("pub", ec_pub_der), "--in", msg],
            ["sign", "--key", ec, "extra"],
            ["verify", "--key", ec, "--in", msg],
            ["verify", "--key", ec, "--sig", "-", "--in", msg],
            ["verify", "--key", ec, "--sig", "/nonexistent", "--in", msg],
            ["derive", "--key", ec, "--peer", ec384],
            ["derive", "--key", ec, "--peer", x],
            ["derive", "--key", ed, "--peer", ed],
            ["derive", "--key", x, "--peer", ed],
            ["derive", "--key", write("pub", ec_pub_der), "--peer", ec],
            ["derive", "--key", ec],
            ["genkey", "rsa", "--bits", "1000"],
            ["genkey", "rsa", "--bits", "8192"],
            ["genkey", "rsa", "--bits", "0x800"],
            ["genkey", "x448", "--bits", "2048"],
            ["genkey", "ec", "--curve", "secp256k1"],
            ["genkey", "ed25519", "ed448"],
            ["genkey", "ed25519", "--out", "/nonexistent/dir/k.pem"],
        ]
        for args in usage2:
            r = subprocess.run([TOOL] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            self.assertIn(r.returncode, (2, 3), args)
            self.assertEqual(r.stdout, b"", args)
            self.assertEqual(r.stderr.decode().count("\n"), 1, args)
        # Signatures that are not: exit 1 for every key type.
        der_sig = read(sig)
        for bad in [b"", b"\x30", der_sig[:-1], der_sig + b"\x00", b"\x30\x06\x02\x01\x00\x02\x01\x00", b"\x00" * 64]:
            tool(["verify", "--key", ec, "--sig", write("s", bad), "--in", msg], code=1)
            tool(["verify", "--key", ec, "--p1363", "--sig", write("s", bad), "--in", msg], code=1)
            tool(["verify", "--key", ed, "--sig", write("s", bad), "--in", msg], code=1)
        # An X25519 peer key of small order gives an all-zero secret: refused, as openssl does.
        zero_peer = write("zp", bytes.fromhex("302a300506032b656e032100") + b"\x00" * 32)
        tool(["derive", "--key", x, "--peer", zero_peer], code=2)


if __name__ == "__main__":
    suites.main({"rsa": RsaTest, "ec": EcTest, "eddsa": EddsaTest, "xdh": XdhTest, "dsa": DsaTest, "dh": DhTest,
                 "sm2": Sm2Test, "bad": BadTest})
