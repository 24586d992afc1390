"""The malformed answers files in tests/data/answers/bad/: each is refused with one line that
names the file and the place, never a traceback, by ``load_answers`` and by
``cardlab class report``."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardlab.teaching import AnswersError, load_answers, report

from ..conftest import run_cli
from .gen import BAD, bad_files

ROOT = Path(__file__).resolve().parent.parent.parent
EXPECTED = {name: expected for name, (_, expected) in bad_files().items()}


def cli(*args):
    """``cardlab class report ARGS`` in this process (tests/conftest.py run_cli)."""
    return run_cli("class", "report", *args)


def test_the_corpus_is_complete():
    on_disk = sorted(p.name for p in BAD.glob("*.json"))
    assert on_disk == sorted(EXPECTED), "run python -m tests.teaching.gen to write the corpus again"
    assert len(on_disk) >= 20


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_load_answers_names_the_file_and_the_place(name):
    path = BAD / name
    with pytest.raises(AnswersError) as e:
        load_answers(path)
    line = str(e.value)
    assert "\n" not in line and "Traceback" not in line
    assert line.startswith(f"{path}: {EXPECTED[name]}"), line
    assert e.value.file == str(path)


def _huge(folder: Path) -> Path:
    """A file above the 8 MB limit (sparse: nothing is written, the size alone refuses it)."""
    p = folder / "huge.json"
    with open(p, "wb") as fh:
        fh.truncate(9 * 1024 * 1024)
    return p


def test_a_huge_file_is_refused_unread(tmp_path):
    p = _huge(tmp_path)
    with pytest.raises(AnswersError) as e:
        load_answers(p)
    assert str(e.value) == f"{p}: the file is 9 MB; an answers file has at most 8 MB"


def test_a_missing_file(tmp_path):
    with pytest.raises(AnswersError, match=r"nope\.json: cannot read the file"):
        load_answers(tmp_path / "nope.json")


def test_report_skips_every_bad_file_with_one_line(tmp_path):
    rep = report([BAD, _huge(tmp_path)])
    assert rep.rows == []
    assert len(rep.skipped) == len(EXPECTED) + 1
    for s in rep.skipped:
        assert "\n" not in str(s)
        name = Path(s.file).name
        if name in EXPECTED:
            assert str(s).startswith(f"{s.file}: {EXPECTED[name]}"), str(s)


def test_cli_over_the_corpus(tmp_path):
    huge = _huge(tmp_path)
    odd = tmp_path / "line\nbreak ‮.json"  # a file name that tries to break the line
    odd.write_bytes(b"{")
    code, out, err = cli(BAD, huge, odd)
    assert code == 1 and out == "", (out, err)
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == len(EXPECTED) + 3  # one line a file, then the summary line
    for name, expected in EXPECTED.items():
        mine = [ln for ln in lines if ln.startswith(f"{BAD / name}: ")]
        assert len(mine) == 1 and mine[0].startswith(f"{BAD / name}: {expected}"), (name, mine)
    assert sum(ln.startswith(f"{huge}: the file is 9 MB") for ln in lines) == 1
    assert sum("line break" in ln and "not JSON" in ln for ln in lines) == 1
    assert lines[-1] == f"cardlab: none of the {len(EXPECTED) + 2} files could be read"


@pytest.mark.parametrize("name", ["binary.json", "a-record.json", "negative-hints.json"])
def test_cli_one_bad_file(name):
    code, out, err = cli(BAD / name)
    assert code == 1 and out == ""
    assert err.splitlines()[0].startswith(f"{BAD / name}: {EXPECTED[name]}")
    assert len(err.splitlines()) == 2


def test_cli_usage_errors(tmp_path):
    assert cli()[0] == 2
    code, _, err = cli(BAD / "empty.json", "--lang", "fr")
    assert code == 2 and "invalid choice" in err
    p = subprocess.run(
        [sys.executable, "-m", "cardlab", "class", "--help"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert p.returncode == 0 and "report" in p.stdout
    p = subprocess.run(
        [sys.executable, "-m", "cardlab", "class"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert p.returncode == 2 and "usage" in p.stderr


def test_cli_empty_folder(tmp_path):
    code, out, err = cli(tmp_path)
    assert code == 1 and "none of the 0 files" in err


def test_the_file_is_named_as_given(tmp_path):
    """The message names the file as it was given: a relative name stays relative."""
    shutil.copy(BAD / "negative-hints.json", tmp_path / "answers-x.json")
    p = subprocess.run(
        [sys.executable, "-m", "cardlab", "class", "report", "answers-x.json"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert p.returncode == 1
    assert p.stderr.splitlines()[0] == (
        "answers-x.json: puzzles[0].attempts[0].hints_used: must be a whole number ≥ 0, not -1"
    )
