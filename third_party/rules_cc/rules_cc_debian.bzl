"""Debian's bazel-rules-cc (0.0.4) adapted to Bazel 4.2.3, without network.

rules_cc 0.0.4 loads `use_cpp_toolchain` from @bazel_tools, which Bazel 4.2.3
does not have yet. Two files call it; everything else works unchanged. This
rule links Debian's copy in and rewrites those two calls to the plain
toolchain type label that `use_cpp_toolchain()` returns anyway.
"""

_PATCHED = [
    "cc/private/rules_impl/cc_flags_supplier.bzl",
    "cc/private/rules_impl/compiler_flag.bzl",
]

def _rules_cc_debian_impl(rctx):
    src = rctx.path(rctx.attr.path)
    if not src.exists:
        fail("%s is missing: apt-get install bazel-rules-cc" % rctx.attr.path)
    for entry in src.readdir():
        if entry.basename != "WORKSPACE":
            rctx.symlink(entry, entry.basename)
    rctx.file("WORKSPACE", 'workspace(name = "rules_cc")\n')

    # Replace the linked directories that hold patched files with copies.
    rctx.delete("cc")
    rctx.execute(["cp", "-r", str(src.get_child("cc")), "cc"])
    for rel in _PATCHED:
        text = rctx.read(rel)
        text = text.replace(', "use_cpp_toolchain")', ")")
        text = text.replace("use_cpp_toolchain()", '["@bazel_tools//tools/cpp:toolchain_type"]')
        rctx.file(rel, text, executable = False)

rules_cc_debian = repository_rule(
    implementation = _rules_cc_debian_impl,
    attrs = {"path": attr.string(default = "/usr/share/bazel/rules/cc")},
    local = True,
)
