"""generated_test: the committed output of a generator is what it prints."""

def generated_test(name, generator, committed, args = [], data = [], inside = False, size = "small", timeout = None, tags = []):
    """Runs generator (a .py with Debian's python3, or a binary target) with
    args and compares its standard output with committed: the whole file,
    or (inside = True) a verbatim part of it. data: the files the generator
    reads. Host only, once (not again under the sanitizer configs)."""
    native.sh_test(
        name = name,
        size = size,
        timeout = timeout,
        tags = tags,
        srcs = ["//tools/bazel:generated_test.sh"],
        args = [
            "inside" if inside else "whole",
            "$(location %s)" % committed,
            "$(location %s)" % generator,
        ] + args,
        data = [committed, generator] + data,
        target_compatible_with = ["//platforms/constraints:host"] + select({
            "//third_party:asan": ["//platforms/constraints:incompatible"],
            "//third_party:ubsan": ["//platforms/constraints:incompatible"],
            "//conditions:default": [],
        }),
    )
