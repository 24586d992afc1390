"""The worked examples once more on the pure-Python engines: ``make test`` runs the engines
compiled (mypyc), and a learner in JupyterLite, or anyone without a C compiler, runs the same
source as Python.  tests/test_compiled.py compares the two builds move by move on random deals;
this runs the rule texts' worked examples, the rulings and the capture and value checks on the
pure build, in a pytest process of its own (``CARDLAB_PURE=1`` must be set before cardlab is
imported; tests/test_compiled.py's test_compiled_says_which_build_runs checks that it then runs
pure Python).  One test of the main run instead of a run of its own: it fills a core the
browser tests leave idle, where a run of its own came after them."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = [
    "tests/swoop/test_rulings.py",
    "tests/swoop/test_examples.py",
    "tests/sweep/test_sweep_rules.py",
    "tests/sweep/test_sweep_captures.py",
    "tests/schwimmen/test_schwimmen_rules.py",
    "tests/schwimmen/test_schwimmen_values.py",
    "tests/test_cards.py",
    "tests/test_dealing.py",
]
# (a pytest of its own, not one more xdist worker nor a coverage subprocess)
PURE = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST_", "COV_"))} | {"CARDLAB_PURE": "1"}


@pytest.mark.slow
@pytest.mark.no_cover  # the child process is not traced; nothing to trace here
def test_the_worked_examples_pass_on_the_pure_engines():
    p = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:cov",
            "-n",
            "0",
            *EXAMPLES,
        ],
        env=PURE,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    out = p.stdout + p.stderr
    assert p.returncode == 0, out[-8000:]
    ran = re.search(r"(\d+) passed", out)
    assert ran and int(ran.group(1)) >= 150 and not re.search(r"\d+ (failed|skipped|error)", out), out[-3000:]
