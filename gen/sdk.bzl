"""The per-board SDK zip (issue 7): what goes in comes from Bazel itself.

sdk_manifest builds nothing: under the board's firmware configuration
(platforms/board_transition.bzl, as for sim_test, drivers on) an aspect walks
//crypto:mcucrypt, the board runtime and the board's drivers (and each
driven family's software default, for --accelerators), and writes every cc_library it meets (srcs,
hdrs, copts, defines, include dirs, deps) to JSON, together with the flags
the board's cc_toolchain compiles and links with. Backends chosen by
label_flags and select()s on the board's constraints therefore resolve
exactly as in a board build, and a new library under //crypto:mcucrypt lands
in the SDK with no change here. gen/sdkgen.py turns the JSON, the board
description (//platforms:boards) and gen/modules.json into the zip.
"""

load("@bazel_tools//tools/build_defs/cc:action_names.bzl", "ACTION_NAMES")
load("@bazel_tools//tools/cpp:toolchain_utils.bzl", "find_cpp_toolchain")
load("//platforms:board_transition.bzl", "board_transition")
load("//tools/bazel:host_plain.bzl", "HOST_PLAIN", "NOT_SANITIZED")
load("//platforms:backends.bzl", "BACKEND_FAMILIES")
load("//platforms:boards.bzl", "BOARDS")

# ---- The aspect: every cc_library of a closure, as JSON strings ------------

SdkLibrariesInfo = provider(
    doc = "The cc_libraries of a target's closure, as seen by the SDK.",
    fields = {
        "label": "the target's own label (an alias's actual target)",
        "libraries": "depset of JSON strings, one per cc_library",
        "files": "depset of the files those libraries list",
    },
)

def _file_record(f):
    return {"path": f.path, "short_path": f.short_path}

def _sdk_aspect_impl(target, ctx):
    deps = [d for d in getattr(ctx.rule.attr, "deps", []) if SdkLibrariesInfo in d]
    libraries = [d[SdkLibrariesInfo].libraries for d in deps]
    files = [d[SdkLibrariesInfo].files for d in deps]
    own = []
    own_files = []
    if ctx.rule.kind == "cc_library":
        srcs = ctx.rule.files.srcs
        hdrs = ctx.rule.files.hdrs
        textual = ctx.rule.files.textual_hdrs
        own_files = srcs + hdrs + textual
        own.append(json.encode({
            "label": str(target.label),
            "package": target.label.package,
            "srcs": [_file_record(f) for f in srcs],
            "hdrs": [_file_record(f) for f in hdrs],
            "textual_hdrs": [_file_record(f) for f in textual],
            "copts": ctx.rule.attr.copts,
            "defines": ctx.rule.attr.defines,
            "local_defines": ctx.rule.attr.local_defines,
            "includes": ctx.rule.attr.includes,
            "strip_include_prefix": ctx.rule.attr.strip_include_prefix,
            "include_prefix": ctx.rule.attr.include_prefix,
            "alwayslink": ctx.rule.attr.alwayslink,
            "deps": [d[SdkLibrariesInfo].label for d in deps],
        }))
    return [SdkLibrariesInfo(
        label = str(target.label),
        libraries = depset(own, transitive = libraries),
        files = depset(own_files, transitive = files),
    )]

sdk_aspect = aspect(
    implementation = _sdk_aspect_impl,
    attr_aspects = ["deps", "actual"],
    doc = "Collects the cc_libraries (and their files) of a closure.",
)

# ---- sdk_manifest: libraries + toolchain flags, in the board's configuration

SdkManifestInfo = provider(
    doc = "A board's SDK manifest and the files it names.",
    fields = {"manifest": "the JSON file", "files": "depset of every file it lists"},
)

def _flags(feature_configuration, action, variables):
    return cc_common.get_memory_inefficient_command_line(
        feature_configuration = feature_configuration,
        action_name = action,
        variables = variables,
    )

def _sdk_manifest_impl(ctx):
    cc_toolchain = find_cpp_toolchain(ctx)
    features = cc_common.configure_features(
        ctx = ctx,
        cc_toolchain = cc_toolchain,
        requested_features = ctx.features,
        unsupported_features = ctx.disabled_features,
    )
    compile_vars = cc_common.create_compile_variables(
        cc_toolchain = cc_toolchain,
        feature_configuration = features,
        user_compile_flags = [],
    )
    link_vars = cc_common.create_link_variables(
        cc_toolchain = cc_toolchain,
        feature_configuration = features,
        is_using_linker = True,
        is_linking_dynamic_library = False,
    )

    roles = {}
    libraries = []
    files = []
    for role, targets in [
        ("core", [ctx.attr.library]),
        ("runtime", [ctx.attr.runtime]),
        ("driver", ctx.attr.drivers),
    ]:
        for t in targets:
            info = t[SdkLibrariesInfo]
            roles[info.label] = role
            libraries.append(info.libraries)
            files.append(info.files)

    # Each driven family's library as the board build resolves it (the
    # driver's, unless --//drivers:accelerators=false) and its software
    # default's, with both closures: sdkgen.py swaps the first for the
    # second when the generator turns the family's accelerator off.
    families = []
    for family, accelerator, board_backend, software in zip(
        ctx.attr.driven_families,
        ctx.attr.driven_accelerators,
        ctx.attr.driven_backends,
        ctx.attr.software_backends,
    ):
        for t in (board_backend, software):
            libraries.append(t[SdkLibrariesInfo].libraries)
            files.append(t[SdkLibrariesInfo].files)
        families.append({
            "family": family,
            "accelerator": accelerator,
            "board": board_backend[SdkLibrariesInfo].label,
            "software": software[SdkLibrariesInfo].label,
        })

    manifest = {
        "board": ctx.attr.board,
        "roots": roles,
        "families": families,
        "libraries": [json.decode(s) for s in depset(transitive = libraries).to_list()],
        "toolchain": {
            "cc": cc_toolchain.compiler_executable,
            "ar": cc_toolchain.ar_executable,
            "objcopy": cc_toolchain.objcopy_executable,
            "target_gnu_system_name": cc_toolchain.target_gnu_system_name,
            "c_flags": _flags(features, ACTION_NAMES.c_compile, compile_vars),
            "cxx_flags": _flags(features, ACTION_NAMES.cpp_compile, compile_vars),
            "asm_flags": _flags(features, ACTION_NAMES.preprocess_assemble, compile_vars),
            "link_flags": _flags(features, ACTION_NAMES.cpp_link_executable, link_vars),
        },
        "linker_script": _file_record(ctx.file.linker_script),
    }
    out = ctx.actions.declare_file(ctx.label.name + ".json")
    ctx.actions.write(out, json.encode_indent(manifest, indent = "  ") + "\n")
    all_files = depset([ctx.file.linker_script], transitive = files)
    return [
        DefaultInfo(files = depset([out])),
        SdkManifestInfo(manifest = out, files = all_files),
    ]

sdk_manifest = rule(
    implementation = _sdk_manifest_impl,
    cfg = board_transition,
    attrs = {
        "board": attr.string(mandatory = True, values = BOARDS.keys()),
        "library": attr.label(mandatory = True, aspects = [sdk_aspect]),
        "runtime": attr.label(mandatory = True, aspects = [sdk_aspect]),
        # Driver libraries no family selects (BOARDS[board].drivers targets).
        "drivers": attr.label_list(aspects = [sdk_aspect]),
        # The families a driver runs (BOARDS[board].drivers families), in
        # step: the family, its accelerator, the board's backend for it and
        # the family's software default.
        "driven_families": attr.string_list(),
        "driven_accelerators": attr.string_list(),
        "driven_backends": attr.label_list(aspects = [sdk_aspect]),
        "software_backends": attr.label_list(aspects = [sdk_aspect]),
        "linker_script": attr.label(mandatory = True, allow_single_file = [".ld"]),
        "_cc_toolchain": attr.label(default = "@bazel_tools//tools/cpp:current_cc_toolchain"),
        "_allowlist_function_transition": attr.label(
            default = "@bazel_tools//tools/allowlists/function_transition_allowlist",
        ),
    },
    toolchains = ["@bazel_tools//tools/cpp:toolchain_type"],
    fragments = ["cpp"],
    incompatible_use_toolchain_transition = True,
)

# ---- sdk_inputs: the manifest and its files as runfiles (tests, bazel run) -

def _sdk_inputs_impl(ctx):
    info = ctx.attr.manifest[SdkManifestInfo]
    return [DefaultInfo(
        files = depset([info.manifest]),
        runfiles = ctx.runfiles(transitive_files = depset([info.manifest], transitive = [info.files])),
    )]

sdk_inputs = rule(
    implementation = _sdk_inputs_impl,
    attrs = {"manifest": attr.label(mandatory = True, providers = [SdkManifestInfo])},
)

# ---- sdk_zip: mcucrypt-<version>-<board>.zip --------------------------------

def _sdk_zip_impl(ctx):
    info = ctx.attr.manifest[SdkManifestInfo]
    # The version is read from //:VERSION when the action runs, so the zip's
    # name sits inside a directory named after the target.
    out = ctx.actions.declare_directory(ctx.label.name)
    args = ctx.actions.args()
    args.add("--manifest", info.manifest)
    args.add("--boards", ctx.file.boards)
    args.add("--modules", ctx.file.modules)
    args.add("--choices", ctx.file.choices)
    # The templates' package: Jinja2 names templates by their path in it.
    label = ctx.attr.templates.label
    args.add("--templates", "/".join([p for p in [label.workspace_root, label.package] if p]))
    args.add("--version-file", ctx.file.version)
    args.add("--license", ctx.file.license)
    args.add("--out-dir", out.path)
    args.add("--quiet")
    for module in ctx.attr.disable:
        args.add("--disable", module)
    for module in ctx.attr.enable:
        args.add("--enable", module)
    if ctx.attr.accelerators != ["default"]:
        args.add("--accelerators", ",".join(ctx.attr.accelerators) if ctx.attr.accelerators else "none")
    args.add("--optimize", ctx.attr.optimize)
    ctx.actions.run(
        executable = ctx.executable._sdkgen,
        arguments = [args],
        inputs = depset(
            [info.manifest, ctx.file.boards, ctx.file.modules, ctx.file.choices, ctx.file.version, ctx.file.license] +
            ctx.files.templates,
            transitive = [info.files],
        ),
        outputs = [out],
        mnemonic = "McuSdkZip",
        progress_message = "SDK zip for %s" % ctx.attr.board,
    )
    return [DefaultInfo(files = depset([out]), runfiles = ctx.runfiles(files = [out]))]

sdk_zip = rule(
    implementation = _sdk_zip_impl,
    attrs = {
        "board": attr.string(mandatory = True, values = BOARDS.keys()),
        "manifest": attr.label(mandatory = True, providers = [SdkManifestInfo]),
        "boards": attr.label(default = "//platforms:boards", allow_single_file = True),
        "modules": attr.label(default = "//gen:modules.json", allow_single_file = True),
        # Software or driver per family, the faster on the benchmark pages
        # (gen/backend_choices.py; tools/main.sh rewrites it from its pages).
        "choices": attr.label(default = "//gen:backend_choices.json", allow_single_file = True),
        "templates": attr.label(default = "//sdk_templates:templates"),
        "version": attr.label(default = "//:VERSION", allow_single_file = True),
        "license": attr.label(default = "//:LICENSE", allow_single_file = True),
        "disable": attr.string_list(doc = "modules to leave out (gen/modules.json names)"),
        "enable": attr.string_list(doc = "modules to put in that are off by default"),
        "accelerators": attr.string_list(
            default = ["default"],
            doc = "accelerators to turn on ([] for none), every family of theirs on the driver; default: each " +
                  "family a driver can take on the faster of software and driver on the pages (choices)",
        ),
        "optimize": attr.string(default = "speed", values = ["speed", "size"]),
        "_sdkgen": attr.label(default = "//gen:sdkgen", executable = True, cfg = "exec"),
    },
)

def _board_drivers(board):
    """The board's driver libraries no family selects (BOARDS[board].drivers targets)."""
    return [t for d in BOARDS[board].drivers for t in d.targets]

def _driven(board):
    """(family, accelerator, board backend, software default) of every
    family a driver of the board runs."""
    b = BOARDS[board]
    return [
        (family, d.accelerator, b.backends[family], BACKEND_FAMILIES[family].default)
        for d in b.drivers
        for family in d.families
    ]

def mcucrypt_sdk(name, board, **kwargs):
    """//gen:<name>: the SDK zip for `board`, in <bazel-bin>/gen/<name>/.

    Also defines <name>_manifest and <name>_inputs (manifest + files as
    runfiles, for tests and `bazel run //gen:generate`)."""
    # Host only, plain (HOST_PLAIN): the firmware the manifest compiles is
    # never instrumented, so the sanitizer configs would only build it again.
    # (The manifest's own configuration is the board's: NOT_SANITIZED.)
    sdk_manifest(
        name = name + "_manifest",
        target_compatible_with = NOT_SANITIZED,
        board = board,
        library = "//crypto:mcucrypt",
        # The zip is for the real board: its console is the board's debug UART.
        runtime = "//platforms/runtime:runtime_uart",
        drivers = _board_drivers(board),
        driven_families = [f for f, _, _, _ in _driven(board)],
        driven_accelerators = [a for _, a, _, _ in _driven(board)],
        driven_backends = [d for _, _, d, _ in _driven(board)],
        software_backends = [s for _, _, _, s in _driven(board)],
        linker_script = "//platforms:%s_firmware" % board,
    )
    sdk_inputs(
        name = name + "_inputs",
        manifest = ":" + name + "_manifest",
        target_compatible_with = HOST_PLAIN,
    )
    sdk_zip(
        name = name,
        board = board,
        manifest = ":" + name + "_manifest",
        target_compatible_with = HOST_PLAIN,
        **kwargs
    )
