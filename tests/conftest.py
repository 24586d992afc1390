import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"


def run_cli(*args, input=None):
    """Run ``python -m cardlab ARGS``; return (exit code, stdout, stderr)."""
    p = subprocess.run([sys.executable, "-m", "cardlab", *map(str, args)], capture_output=True,
                       text=True, cwd=ROOT, input=input, env={**os.environ, "PYTHONPATH": str(ROOT)})
    return p.returncode, p.stdout, p.stderr


@pytest.fixture
def cli():
    return run_cli
