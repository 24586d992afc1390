"""The whole repository at the engine's bar: ``ruff check`` and ``ruff format --check`` over
every Python file (cardlab, tests, benchmarks, tools, tutorials, lite, docs; the notebooks are
written from checked sources), with the settings of pyproject.toml."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("args", [["check"], ["format", "--check"]], ids=["check", "format"])
def test_ruff_passes_on_the_whole_repository(args):
    p = subprocess.run([sys.executable, "-m", "ruff", *args, "."], cwd=ROOT, capture_output=True, text=True)
    assert p.returncode == 0, (p.stdout + p.stderr)[-4000:]
