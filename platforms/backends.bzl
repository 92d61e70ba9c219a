"""The algorithm families a board chooses a backend for, and the build flag
that carries each choice (a label_flag in crypto/). The board description
(boards.bzl, `backends`) names a target per family; the board transition
(board_transition.bzl) sets the flag to it.
"""

def _family(flag, default):
    return struct(flag = flag, default = default)

# family -> (flag, the flag's own default: the fastest technique for the core).
BACKEND_FAMILIES = {
    "aes": _family("//crypto/aes:backend", "//crypto/aes:aes_ct_fixsliced_default"),
    "des": _family("//crypto/des:backend", "//crypto/des:des_ct_default"),
    "sm4": _family("//crypto/sm4:backend", "//crypto/sm4:backend_ct"),
    "ghash": _family("//crypto/gcm:ghash_backend", "//crypto/gcm:ghash_ct_default"),
    "md5": _family("//crypto/md5:md5_backend", "//crypto/md5:md5_default"),
    "sha1": _family("//crypto/sha1:sha1_backend", "//crypto/sha1:sha1_default"),
    "sha256": _family("//crypto/sha2:sha256_backend", "//crypto/sha2:sha256_default"),
    "sha512": _family("//crypto/sha2:sha512_backend", "//crypto/sha2:sha512_default"),
    "sm3": _family("//crypto/sm3:sm3_backend", "//crypto/sm3:sm3_default"),
    "keccak": _family("//crypto/sha3:keccak_f1600_backend", "//crypto/sha3:keccak_f1600_default"),
    "ascon": _family("//crypto/ascon:permutation_backend", "//crypto/ascon:permutation_default"),
    "chacha20": _family("//crypto/chacha:chacha20_backend", "//crypto/chacha:chacha20_default"),
    "poly1305": _family("//crypto/chacha:poly1305_backend", "//crypto/chacha:poly1305_default"),
    "modexp": _family("//crypto/bignum:modexp_backend", "//crypto/bignum:modexp_default"),
    # Scalar multiplication per curve (mcucrypt/ec_mul.h): the Weierstrass
    # curves (ECDSA, ECDH, SM2), X25519, Ed25519, X448, Ed448.
    "ec_mul": _family("//crypto/ec:mul_backend", "//crypto/ec:mul_default_ct_portable"),
    "x25519_mul": _family("//crypto/curve25519:x25519_mul_backend", "//crypto/curve25519:x25519_default_ct_portable"),
    "ed25519_mul": _family("//crypto/curve25519:ed25519_mul_backend", "//crypto/curve25519:ed25519_default_ct_portable"),
    "x448_mul": _family("//crypto/curve448:x448_mul_backend", "//crypto/curve448:x448_default_ct_portable"),
    "ed448_mul": _family("//crypto/curve448:ed448_mul_backend", "//crypto/curve448:ed448_default_ct_portable"),
    # The build's entropy source (mcu_entropy_default): a board's TRNG driver.
    "rng_entropy": _family("//crypto/rand:entropy_backend", "//crypto/rand:entropy_default"),
}

def backends(**chosen):
    """A board's backend per family: the family's default unless chosen."""
    for family in chosen:
        if family not in BACKEND_FAMILIES:
            fail("unknown algorithm family %r (platforms/backends.bzl)" % family)
    return {f: chosen.get(f, BACKEND_FAMILIES[f].default) for f in BACKEND_FAMILIES}
