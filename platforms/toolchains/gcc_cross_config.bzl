"""A cc_toolchain_config for a GCC cross compiler driven by one `triple-gcc`.

One rule serves every board core: the attributes carry what differs (tool
prefix, core flags, system include directories), the features carry what all
mcucrypt builds share (sections for --gc-sections, warnings, opt levels).
"""

load("@bazel_tools//tools/build_defs/cc:action_names.bzl", "ACTION_NAMES")
load(
    "@bazel_tools//tools/cpp:cc_toolchain_config_lib.bzl",
    "feature",
    "flag_group",
    "flag_set",
    "tool_path",
    "with_feature_set",
)

# Bazel's legacy features (archiver flags, -o, libraries to link, user copts,
# dependency files) stay on: they are what every GCC toolchain needs.

_COMPILE = [
    ACTION_NAMES.assemble,
    ACTION_NAMES.preprocess_assemble,
    ACTION_NAMES.c_compile,
    ACTION_NAMES.cpp_compile,
    ACTION_NAMES.cpp_header_parsing,
    ACTION_NAMES.cpp_module_compile,
    ACTION_NAMES.linkstamp_compile,
]
_CXX = [ACTION_NAMES.cpp_compile, ACTION_NAMES.cpp_header_parsing, ACTION_NAMES.cpp_module_compile]
_LINK = [
    ACTION_NAMES.cpp_link_executable,
    ACTION_NAMES.cpp_link_dynamic_library,
    ACTION_NAMES.cpp_link_nodeps_dynamic_library,
]

def _flags(actions, flags, features = None):
    return flag_set(
        actions = actions,
        flag_groups = [flag_group(flags = flags)],
        with_features = [with_feature_set(features = features)] if features else [],
    )

def _impl(ctx):
    prefix = ctx.attr.tool_prefix
    tools = ["ar", "cpp", "gcc", "gcov", "ld", "nm", "objcopy", "objdump", "strip"]
    tool_paths = [tool_path(name = t, path = prefix + t) for t in tools]

    features = [
        feature(name = "supports_pic", enabled = False),
        feature(name = "dbg"),
        feature(name = "fastbuild"),
        feature(name = "opt"),
        # -Os is the size-first choice a vendor project would make; select it
        # with --features=size (default: -O2, also what `-c opt` uses).
        feature(name = "size"),
        feature(
            name = "core_flags",
            enabled = True,
            flag_sets = [
                _flags(_COMPILE + _LINK, ctx.attr.core_flags),
                _flags(_COMPILE, [
                    "-ffunction-sections",
                    "-fdata-sections",
                    "-fno-common",
                    "-no-canonical-prefixes",
                    "-fno-canonical-system-headers",
                    "-Wno-builtin-macro-redefined",
                    "-D__DATE__=\"redacted\"",
                    "-D__TIMESTAMP__=\"redacted\"",
                    "-D__TIME__=\"redacted\"",
                ]),
                _flags(_CXX, ["-std=gnu++17"]),
                _flags(_COMPILE, ["-g3", "-O0"], ["dbg"]),
                _flags(_COMPILE, ["-g", "-O2"], ["fastbuild"]),
                _flags(_COMPILE, ["-g", "-O2", "-DNDEBUG"], ["opt"]),
                _flags(_COMPILE, ["-Os"], ["size"]),
                _flags(_LINK, ["-Wl,--gc-sections", "-no-canonical-prefixes"] + ctx.attr.link_flags),
            ],
        ),
        # The link runs through the gcc driver, which does not add the C++
        # runtime; these come after the objects and libraries Bazel lists.
        feature(
            name = "default_link_libs",
            enabled = True,
            flag_sets = [_flags(_LINK, ["-lstdc++", "-lm"])],
        ),
    ]

    return cc_common.create_cc_toolchain_config_info(
        ctx = ctx,
        features = features,
        cxx_builtin_include_directories = ctx.attr.system_include_dirs,
        toolchain_identifier = ctx.attr.name,
        host_system_name = "x86_64-unknown-linux-gnu",
        target_system_name = ctx.attr.target_system_name,
        target_cpu = ctx.attr.target_cpu,
        target_libc = ctx.attr.target_libc,
        compiler = "gcc",
        abi_version = "unknown",
        abi_libc_version = "unknown",
        tool_paths = tool_paths,
    )

gcc_cross_config = rule(
    implementation = _impl,
    attrs = {
        "tool_prefix": attr.string(mandatory = True, doc = "e.g. /usr/bin/arm-none-eabi-"),
        "core_flags": attr.string_list(mandatory = True, doc = "CPU/ABI flags for compile and link"),
        "link_flags": attr.string_list(default = []),
        "system_include_dirs": attr.string_list(mandatory = True),
        "target_system_name": attr.string(mandatory = True),
        "target_cpu": attr.string(mandatory = True),
        "target_libc": attr.string(mandatory = True),
    },
    provides = [CcToolchainConfigInfo],
)
