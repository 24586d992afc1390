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


def write_record(path, game, players, deals, rules=None):
    """A record file as someone writes it by hand: format, game, players, deals (and rules)."""
    import json
    obj = {"format": "cardlab-record/1", "game": game, "players": list(players), "deals": deals}
    if rules is not None:
        obj["rules"] = rules
    path.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    return path


def refused(path, where="deal 1"):
    """``cardlab check`` refuses the record: exit 1, nothing on stdout, one line on stderr that
    starts with the file and ``where``; that line is returned."""
    code, out, err = run_cli("check", path)
    assert code == 1 and out == "", (out, err)
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith(f"{path}: {where}"), lines[0]
    return lines[0]


@pytest.fixture
def cli():
    return run_cli
