"""The command line of FORMAT.md: check, moves, show, play; exit codes."""

import json

import pytest

from cardlab import Record, get_game

from .conftest import run_cli


def test_play_then_check_json(tmp_path):
    out = tmp_path / "g.json"
    # as real processes: the exit status the shell sees (the other tests run cardlab.cli.main)
    code, so, se = run_cli("play", "swoop", "--players", "3", "--seed", "11", "--out", out, process=True)
    assert code == 0, se
    assert str(out) in so
    code, so, se = run_cli("check", out, "--json", process=True)
    assert code == 0, se
    obj = json.loads(so)
    assert set(obj) == {"game", "players", "deals", "finished", "winners"}
    assert obj["game"] == "swoop" and obj["finished"] is True
    for d in obj["deals"]:
        assert set(d) == {"moves", "complete", "winner", "points", "totals"}
    # totals are the running sums of points
    run = [0, 0, 0]
    for d in obj["deals"]:
        run = [a + b for a, b in zip(run, d["points"])]
        assert d["totals"] == run
    low = min(run)
    assert obj["winners"] == [i for i, t in enumerate(run) if t == low]


@pytest.mark.parametrize("game", ["swoop", "sweep", "schwimmen"])
def test_same_seed_same_record_byte_for_byte(tmp_path, game):
    """Two separate processes (different hash seeds) write the same bytes for the same seed."""
    a, b, c = tmp_path / "a.json", tmp_path / "b.json", tmp_path / "c.json"
    assert run_cli("play", game, "--seed", "5", "--out", a, process=True)[0] == 0
    assert run_cli("play", game, "--seed", "5", "--out", b, process=True)[0] == 0
    assert a.read_bytes() == b.read_bytes()
    run_cli("play", game, "--seed", "6", "--out", c)
    assert c.read_bytes() != a.read_bytes()


def test_moves_lists_canonical_legal_moves(tmp_path):
    out = tmp_path / "g.json"
    run_cli("play", "swoop", "--seed", "2", "--out", out)
    rec = Record.load(out)
    code, so, se = run_cli("moves", out, "--deal", "1", "--at", "5")
    assert code == 0, se
    step = rec.state_at(1, 5)
    want = [str(m) for m in get_game("swoop").legal_moves(step.state)]
    assert so.split("\n")[:-1] == want
    # the sixth move of the record is among them
    assert str(get_game("swoop").parse_move(step.state, rec.deals[0].moves[5])) in want


def test_show_in_both_languages(tmp_path):
    out = tmp_path / "g.json"
    run_cli("play", "swoop", "--seed", "2", "--out", out, "--names", "Anna,Ben,Carla,Dora")
    code, en, _ = run_cli("show", out, "--deal", "1", "--at", "3")
    assert code == 0 and "Anna" in en and "pile" in en
    code, de, _ = run_cli("show", out, "--deal", "1", "--at", "3", "--lang", "de")
    assert code == 0 and "Stapel von unten nach oben:" in de


def test_usage_errors_exit_2(tmp_path):
    assert run_cli()[0] == 2
    assert run_cli("check")[0] == 2
    assert run_cli("frobnicate", "x")[0] == 2
    assert run_cli("play", "poker", "--out", tmp_path / "x")[0] == 2
    code, _, err = run_cli("play", "swoop", "--players", "2", "--out", tmp_path / "x")
    assert code == 2 and "3 to 8" in err


def test_missing_file_is_one_line(tmp_path):
    code, _, err = run_cli("check", tmp_path / "nope.json", process=True)
    assert code == 1 and len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_moves_at_out_of_range(tmp_path):
    out = tmp_path / "g.json"
    run_cli("play", "swoop", "--seed", "2", "--out", out)
    code, _, err = run_cli("moves", out, "--deal", "9")  # a usage error: the record is fine
    assert code == 2 and "no deal 9" in err and len(err.strip().splitlines()) == 1
    code, _, err = run_cli("show", out, "--deal", "1", "--at", "100000")
    assert code == 2 and "--at" in err and len(err.strip().splitlines()) == 1
    code, so, _ = run_cli("moves", out, "--deal", "1", "--at", "0")
    assert code == 0 and so.strip()


def test_python_dash_m_works_the_same(tmp_path):
    import subprocess
    import sys

    p = subprocess.run([sys.executable, "-m", "cardlab", "--help"], capture_output=True, text=True)
    assert p.returncode == 0 and "check" in p.stdout


def test_an_error_names_the_player_and_stays_one_line(tmp_path):
    """The reason for an illegal move names the player by the record's name, and a name holding
    line breaks of any kind still gives one line on stderr."""
    import json as _json
    from pathlib import Path

    rec = _json.loads((Path(__file__).parent / "data/bad/schwimmen/knock_twice.json").read_text())
    code, _, err = run_cli("check", Path(__file__).parent / "data/bad/schwimmen/knock_twice.json")
    assert code == 1 and "Max has already knocked" in err
    rec["players"][0] = "Max\r\nis\u2028here\x85"
    p = tmp_path / "names.json"
    p.write_text(_json.dumps(rec), encoding="utf-8")
    code, _, err = run_cli("check", p)
    assert code == 1 and len(err.splitlines()) == 1 and "Max is here" in err
