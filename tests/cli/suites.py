"""The entry point of tests/cli's scripts: run one suite, named on the command line."""

import os
import sys
import unittest


def main(suites):
    """Runs the unittest.TestCase class suites[argv[1]]; exits 0 if it passed."""
    if len(sys.argv) != 2 or sys.argv[1] not in suites:
        sys.exit("usage: %s %s" % (os.path.basename(sys.argv[0]), "|".join(suites)))
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(suites[sys.argv[1]])
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    sys.exit(0 if result.wasSuccessful() else 1)
