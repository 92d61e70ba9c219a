"""libFuzzer targets built with Debian's clang, outside Bazel's (GCC) host toolchain.

mcu_fuzz_test(name, src, deps, corpus): an aspect collects the C/C++ sources
of `deps` and everything below them (the same files, with the backends the
host build selects), one action compiles them with the fuzzer into
`name`_fuzzer (clang++ -fsanitize=fuzzer,address,undefined: coverage and
every sanitizer finding is a crash; no coverage for the arithmetic below,
coverage_ignorelist.txt), and the test runs it for a fixed time
from the seed corpus in the repository. Host only.

    bazel test //tests/fuzz/...                 20 s per target
    bazel build //tests/fuzz:der_fuzzer         then, to fuzz longer:
    bazel-bin/tests/fuzz/der_fuzzer -max_total_time=600 /tmp/c tests/fuzz/corpus/der
"""

load("//tools/bazel:host_plain.bzl", "HOST_PLAIN")

_SOURCE_EXTENSIONS = ["c", "cc", "cpp"]

FuzzSourcesInfo = provider(fields = {"srcs": "depset of C/C++ sources"})

def _sources_aspect_impl(target, ctx):
    own = []
    if ctx.rule.kind == "cc_library" and hasattr(ctx.rule.files, "srcs"):
        own = [f for f in ctx.rule.files.srcs if f.extension in _SOURCE_EXTENSIONS]
    below = []
    for attr in ["deps", "actual", "build_setting_default"]:
        value = getattr(ctx.rule.attr, attr, None)
        if value == None:
            continue
        for dep in (value if type(value) == "list" else [value]):
            if FuzzSourcesInfo in dep:
                below.append(dep[FuzzSourcesInfo].srcs)
    return [FuzzSourcesInfo(srcs = depset(own, transitive = below))]

_sources_aspect = aspect(
    implementation = _sources_aspect_impl,
    attr_aspects = ["deps", "actual", "build_setting_default"],
)

def _fuzzer_impl(ctx):
    srcs = depset(ctx.files.srcs, transitive = [d[FuzzSourcesInfo].srcs for d in ctx.attr.deps])
    cc = cc_common.merge_cc_infos(cc_infos = [d[CcInfo] for d in ctx.attr.deps]).compilation_context
    out = ctx.actions.declare_file(ctx.label.name)
    args = ctx.actions.args()
    args.add_all([
        "-std=gnu++17",
        "-O2",
        "-g",
        "-fno-exceptions",
        "-fsanitize=fuzzer,address,undefined",
        "-fno-sanitize-recover=all",
        "-w",  # the project's warnings are GCC's, checked by the normal build
    ])
    args.add("-fsanitize-coverage-ignorelist=" + ctx.file._coverage_ignorelist.path)
    args.add_all(cc.defines, before_each = "-D")
    args.add_all(cc.includes, before_each = "-I")
    args.add_all(cc.quote_includes, before_each = "-iquote")
    args.add_all(cc.system_includes, before_each = "-isystem")
    args.add("-iquote", ".")
    args.add_all(srcs)
    args.add("-o", out)
    ctx.actions.run(
        executable = "/usr/bin/clang++",
        arguments = [args],
        inputs = depset([ctx.file._coverage_ignorelist], transitive = [srcs, cc.headers]),
        outputs = [out],
        mnemonic = "ClangFuzzer",
        progress_message = "Building fuzzer %s with clang" % ctx.label,
        use_default_shell_env = True,
    )
    return [DefaultInfo(files = depset([out]), executable = out)]

mcu_fuzzer = rule(
    implementation = _fuzzer_impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".cc"]),
        "deps": attr.label_list(providers = [CcInfo], aspects = [_sources_aspect]),
        "_coverage_ignorelist": attr.label(
            default = "//tests/fuzz:coverage_ignorelist.txt",
            allow_single_file = True,
        ),
    },
    executable = True,
)

def mcu_fuzz_test(name, src, deps, corpus, seconds = 20, **kwargs):
    """The fuzzer `name`_fuzzer and a test running it `seconds` from `corpus`."""
    mcu_fuzzer(
        name = name + "_fuzzer",
        srcs = [src],
        deps = deps,
        target_compatible_with = ["//platforms/constraints:host"],
    )
    native.sh_test(
        name = name + "_fuzz_test",
        srcs = ["run_fuzzer.sh"],
        args = ["$(location :%s_fuzzer)" % name, native.package_name() + "/" + corpus, str(seconds)],
        data = [":" + name + "_fuzzer"] + native.glob([corpus + "/**"]),
        # Once, on the host: the fuzzer carries its own ASan and UBSan, so the
        # sanitizer configs would only run the same 20 s again.
        target_compatible_with = HOST_PLAIN,
        **kwargs
    )
