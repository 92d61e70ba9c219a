"""generated_test: the committed output of a generator is what it prints."""

load("//tools/bazel:host_plain.bzl", "HOST_PLAIN")

def generated_test(name, generator, committed, args = [], data = [], inside = False, size = "small", timeout = None, tags = []):
    """Runs generator (a .py with Debian's python3, or a binary target) with
    args and compares its standard output with committed: the whole file,
    or (inside = True) a verbatim part of it. data: the files the generator
    reads. Host only, once (not again under the sanitizer configs)."""
    native.sh_test(
        name = name,
        size = size,
        timeout = timeout,
        # Read back by generators_checked_test.
        tags = tags + ["generator=" + generator],
        srcs = ["//tools/bazel:generated_test.sh"],
        args = [
            "inside" if inside else "whole",
            "$(location %s)" % committed,
            "$(location %s)" % generator,
        ] + args,
        data = [committed, generator] + data,
        target_compatible_with = HOST_PLAIN,
    )

def generators_checked_test(name, slow_suite, exclude = []):
    """A test that every generator in the source tree (a gen/ folder's
    files, *_gen.py, gen_*.py) is run by a generated_test of this package,
    and that each manual one (a slow search) is in slow_suite. Call it last
    in the BUILD file. It reads the tree itself, so it is never cached.
    exclude: top-level folders whose generators are checked elsewhere."""
    rules = native.existing_rules()
    slow = [t.split(":")[-1] for t in rules[slow_suite]["tests"]] if slow_suite in rules else []
    generators = []
    unlisted = []
    for rule in rules.values():
        for tag in rule.get("tags", []):
            if not tag.startswith("generator="):
                continue
            generator = tag[len("generator="):]
            if generator.startswith(":"):
                # A binary built here: its sources are the generator.
                generators += [s for s in rules[generator[1:]]["srcs"] if s not in generators]
            elif generator not in generators:
                generators.append(generator)
            if "manual" in rule["tags"] and rule["name"] not in slow:
                unlisted.append(rule["name"])
    native.sh_test(
        name = name,
        srcs = ["//tools/bazel:generators_checked_test.sh"],
        args = ["--unlisted=" + ",".join(unlisted), "--exclude=" + ",".join(exclude)] + ["$(location %s)" % g for g in generators],
        data = generators,
        tags = ["external"],
        target_compatible_with = HOST_PLAIN,
    )
