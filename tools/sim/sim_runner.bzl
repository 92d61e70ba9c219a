"""sim_runner: a --run_under wrapper that runs a test binary in mcusim.

Bazel 4 builds the --run_under target in the target configuration; the
simulator itself is a host program, so this rule depends on it through an
exec-configured attribute and writes a small script that finds it.
"""

def _sim_runner_impl(ctx):
    mcusim = ctx.executable._mcusim
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(
        output = script,
        is_executable = True,
        content = """#!/bin/bash
# Runs a board test binary in the board simulator (mcusim) for {board}.
# Usage: {name} BINARY [ARGS...]. The exit code is the binary's.
set -u
sim=""
for candidate in "${{TEST_SRCDIR:-}}/mcucrypt/{path}" "$0.runfiles/mcucrypt/{path}" "{path}"; do
  if [ -x "$candidate" ]; then sim="$candidate"; break; fi
done
if [ -z "$sim" ]; then
  echo "{name}: cannot find mcusim ({path})" >&2
  exit 2
fi
limit="${{MCUCRYPT_EMULATOR_TIMEOUT:-$(( ${{TEST_TIMEOUT:-300}} > 10 ? ${{TEST_TIMEOUT:-300}} - 5 : 5 ))}}"
binary="$1"
shift
exec "$sim" --board={board} --test-memory --ideal-memory --stats --timeout="$limit" "$binary" "$@"
""".format(board = ctx.attr.board, name = ctx.label.name, path = mcusim.short_path),
    )
    runfiles = ctx.runfiles(files = [mcusim]).merge(ctx.attr._mcusim[DefaultInfo].default_runfiles)
    return [DefaultInfo(executable = script, runfiles = runfiles)]

sim_runner = rule(
    implementation = _sim_runner_impl,
    executable = True,
    attrs = {
        "board": attr.string(mandatory = True),
        "_mcusim": attr.label(
            default = "//tools/sim:mcusim",
            executable = True,
            cfg = "exec",
        ),
    },
)
