"""``cardlab analyse``: text, the --json shape, --out, and one clear line for bad input."""

import json

import pytest

from cardlab import Record

from ..conftest import run_cli
from . import positions as P


@pytest.fixture
def going_out(tmp_path):
    path = tmp_path / "g.json"
    P.swoop_going_out("KC").save(path)
    return path


def test_json_shape(going_out):
    code, out, err = run_cli("analyse", going_out, "--json", "--strength", "4")
    assert code == 0, err
    [line] = out.strip().splitlines()
    d = json.loads(line)
    assert list(d) == ["deal", "at", "seat", "played", "best", "loss", "label", "moves"]
    assert d["deal"] == 1 and d["at"] == 0 and d["seat"] == 0 and d["played"] == "KC"
    assert d["best"] == ["KC KD KH KS"] and d["label"] == "blunder" and d["loss"] == 30.0
    for m in d["moves"]:
        assert list(m) == ["move", "value", "low", "high", "error"]
        assert m["low"] <= m["value"] <= m["high"]
    assert [m["move"] for m in d["moves"]][0] == "KC KD KH KS"


def test_text_and_out(going_out, tmp_path):
    out_file = tmp_path / "annotated.json"
    code, out, err = run_cli("analyse", going_out, "--strength", "4", "--out", out_file)
    assert code == 0, err
    assert "BLUNDER" in out and "KC KD KH KS" in out and "Anna" in out
    assert str(out_file) in out.splitlines()[-1]
    rec = Record.load(out_file)
    [note] = rec.deals[0].annotations
    assert note["move"] == 1 and note["label"] == "blunder"
    assert "K♣ K♦ K♥ K♠" in note["comment"]["en"] and "Patzer" in note["comment"]["de"]
    assert run_cli("check", out_file)[0] == 0
    code, out, err = run_cli("show", out_file, "--at", "1", "--lang", "de")
    assert code == 0 and "Bewertung: Patzer" in out and "Kommentar: Patzer. Besser" in out
    code, out, err = run_cli("analyse", going_out, "--strength", "4", "--lang", "de")
    assert "PATZER" in out and "Runde 1, Zug 1" in out


def test_seat_and_deal(tmp_path):
    from cardlab.play import play_game

    path = tmp_path / "s.json"
    play_game("schwimmen", None, 3, ["heuristic"], seed=2).save(path)
    code, out, err = run_cli(
        "analyse", path, "--json", "--strength", "3", "--seat", "1", "--deal", "2", "--jobs", "2"
    )
    assert code == 0, err
    rows = [json.loads(x) for x in out.splitlines()]
    assert rows and all(r["seat"] == 1 and r["deal"] == 2 for r in rows)
    code, out1, err = run_cli("analyse", path, "--json", "--strength", "3", "--seat", "1", "--deal", "2")
    assert out1 == out  # the same, whatever the number of workers


def _one_line(code, out, err, want_code):
    assert code == want_code, (code, out, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err.strip()


def test_bad_options(going_out):
    line = _one_line(*run_cli("analyse", going_out, "--seat", "7"), 2)
    assert "--seat 7" in line and "seats 0 to 2" in line
    line = _one_line(*run_cli("analyse", going_out, "--deal", "3"), 2)
    assert "--deal 3" in line
    line = _one_line(*run_cli("analyse", going_out, "--strength", "mighty"), 2)
    assert "--strength" in line and "fast" in line
    _one_line(*run_cli("analyse", going_out, "--jobs", "0"), 2)


@pytest.mark.parametrize(
    "text,where",
    [
        ("{not json", "record: not JSON"),
        ('{"format": "cardlab-record/1", "game": "swoop", "players": ["A", "B", "C"], "deals": 5}', "deals"),
        ("[" * 100000, "record"),
        (
            '{"format": "cardlab-record/1", "game": "swoop", "players": ["A", "B", "C"], '
            '"deals": [{"start": {"starter": 0, "hands": [["KC"], ["2C"], ["3C"]], "aside": []}, '
            '"moves": ["QH@u5"]}]}',
            "deal 1, move 1",
        ),
    ],
)
def test_malformed_or_hostile_record(tmp_path, text, where):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    line = _one_line(*run_cli("analyse", path), 1)
    assert line.startswith(f"{path}: {where}"), line
