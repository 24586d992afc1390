"""Every malformed record under tests/data/bad/<game>/ is refused by ``cardlab check`` with exit 1
and one line on stderr that names the place; no traceback ever reaches the user."""

import json

import pytest

from .conftest import DATA, run_cli

CASES = []
for game_dir in sorted((DATA / "bad").iterdir()):
    if game_dir.is_dir():
        exp = game_dir / "expected.json"
        expected = json.loads(exp.read_text()) if exp.exists() else {}
        for f in sorted(game_dir.glob("*.json")):
            if f.name != "expected.json":
                CASES.append(pytest.param(f, expected.get(f.name), id=f"{game_dir.name}/{f.name}"))


@pytest.mark.parametrize("path,where", CASES)
def test_bad_record_is_refused_with_one_line(path, where):
    code, out, err = run_cli("check", path)
    assert code == 1, (out, err)
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(str(path) + ": ")
    if where:
        assert where in lines[0]


def test_corpus_size():
    counts = {}
    for p in CASES:
        counts[p.id.split("/")[0]] = counts.get(p.id.split("/")[0], 0) + 1
    assert counts.get("swoop", 0) >= 25
