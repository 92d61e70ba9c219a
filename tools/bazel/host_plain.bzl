"""HOST_PLAIN: where a host-only target that must not be instrumented goes."""

# Not under the sanitizer configs (--config=asan, ubsan, sanitize). For a
# rule whose own configuration is a board's (an incoming board transition),
# where the host constraint cannot hold.
NOT_SANITIZED = select({
    "//third_party:asan": ["//platforms/constraints:incompatible"],
    "//third_party:ubsan": ["//platforms/constraints:incompatible"],
    "//conditions:default": [],
})

# The host, and not under the sanitizer configs. For targets the sanitizers
# would only build or run again, the same: firmware from a board transition
# (never instrumented), the board simulator's runs, the SDK zips, Python's
# generators; and for those that cannot work with them (valgrind, the
# fuzzers' own instrumentation). tools/test.sh builds and runs these once, in
# its plain host stage.
HOST_PLAIN = ["//platforms/constraints:host"] + NOT_SANITIZED
