"""ct_valgrind_test: runs the constant-time harness under valgrind memcheck.

The harness is checked twice: as built for the current configuration
(fastbuild by default) and at -O2 (`-c opt`, through a transition), since the
optimiser is what turns mask arithmetic back into branches. Host only.
"""

def _opt_transition_impl(settings, attr):
    return {"//command_line_option:compilation_mode": "opt"}

_opt_transition = transition(
    implementation = _opt_transition_impl,
    inputs = [],
    outputs = ["//command_line_option:compilation_mode"],
)

def _impl(ctx):
    binary = ctx.executable.binary
    # Both builds have the same path in runfiles: the -O2 one goes under a
    # name of its own.
    binary_opt = ctx.actions.declare_file(ctx.label.name + "_opt_harness")
    ctx.actions.symlink(
        output = binary_opt,
        target_file = ctx.attr.binary_opt[0][DefaultInfo].files_to_run.executable,
        is_executable = True,
    )
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        is_executable = True,
        content = "#!/bin/bash\nCT_CASES='{cases}' CT_PROVE_LEAKS={prove} exec \"$TEST_SRCDIR/$TEST_WORKSPACE/{runner}\" \"{valgrind}\" {bins}\n".format(
            runner = ctx.file._runner.short_path,
            valgrind = ctx.attr.valgrind,
            cases = " ".join(ctx.attr.cases),
            prove = "1" if ctx.attr.prove_leaks else "0",
            bins = " ".join(['"$TEST_SRCDIR/$TEST_WORKSPACE/%s"' % b.short_path for b in [binary, binary_opt]]),
        ),
    )
    runfiles = ctx.runfiles(files = [ctx.file._runner, binary, binary_opt])
    runfiles = runfiles.merge(ctx.attr.binary[DefaultInfo].default_runfiles)
    # Not binary_opt's runfiles: they hold it under binary's own path, and
    # would replace the fastbuild binary there (the harness is linked
    # statically and needs nothing else).
    return [DefaultInfo(executable = script, runfiles = runfiles)]

ct_valgrind_test = rule(
    implementation = _impl,
    test = True,
    attrs = {
        "binary": attr.label(mandatory = True, executable = True, cfg = "target"),
        "binary_opt": attr.label(mandatory = True, cfg = _opt_transition),
        "valgrind": attr.string(default = "/usr/bin/valgrind"),
        # The harness's cases to run ("library": all of them).
        "cases": attr.string_list(default = ["library"]),
        # Also run the deliberately leaky cases, which must be caught.
        "prove_leaks": attr.bool(default = True),
        "_runner": attr.label(default = ":run_ct_valgrind.sh", allow_single_file = True),
        "_allowlist_function_transition": attr.label(
            default = "@bazel_tools//tools/allowlists/function_transition_allowlist",
        ),
    },
)
