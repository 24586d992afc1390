"""Schwimmen records: the good ones in tests/data/schwimmen replay as the rules say, the
malformed ones in tests/data/bad/schwimmen are refused with one line naming the place."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardlab.record import Record

from .helpers import G

ROOT = Path(__file__).resolve().parents[2]
GOOD = sorted((ROOT / "tests" / "data" / "schwimmen").glob("*.json"))
BAD = sorted((ROOT / "tests" / "data" / "bad" / "schwimmen").glob("*.json"))


def cli(*args):
    return subprocess.run(
        [sys.executable, "-m", "cardlab", *map(str, args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


def load(name):
    return Record.load(ROOT / "tests" / "data" / "schwimmen" / name)


@pytest.mark.parametrize("path", GOOD, ids=[p.name for p in GOOD])
def test_good_records_check_and_round_trip(path):
    rec = Record.load(path)
    rec.check()
    assert Record.loads(rec.dumps()) == rec
    assert rec.dumps() == path.read_text(encoding="utf-8")


def test_good_record_through_the_command_line():
    r = cli("check", ROOT / "tests/data/schwimmen/two_deals.json", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    # deal 1: Max 28 in spades, Tom 24 in clubs, Eva 20 in diamonds -> Eva loses a life;
    # deal 2: Tom swaps to 31, Max has 18, Eva 15 -> Eva again
    assert [d["points"] for d in out["deals"]] == [[0, 0, 1], [0, 0, 1]]
    assert [d["totals"] for d in out["deals"]] == [[3, 3, 2], [3, 3, 1]]
    assert all(d["winner"] is None and d["complete"] for d in out["deals"])
    assert out["finished"] is False and out["winners"] == []


def test_two_deals_explained():
    rec = load("two_deals.json")
    steps = list(rec.replay())
    kinds = [e.kind for s in steps for e in s.events]
    assert "schwimmen.knock" in kinds and "schwimmen.knock_done" in kinds
    assert "schwimmen.all_passed" in kinds and "schwimmen.thirty_one" in kinds
    from cardlab.explain import explain

    last = steps[-1]
    en = explain(last.events, "en", rec.players)
    assert "Tom" in en and "31" in en and "Eva has the lowest hand (15)" in en
    de = explain(last.events, "de", rec.players)
    assert "Eva hat die schlechteste Hand (15)" in de


def test_seven_eight_nine_record():
    s = load("seven_eight_nine.json").check()
    assert s.deals[0]["points"] == [0, 1]


def test_shared_win_record():
    s = load("shared_win.json").check()
    assert s.finished and s.winners == [0, 1] and s.deals[0]["totals"] == [-1, -1]


def test_suit_or_rank_record_and_the_default_scoring():
    rec = load("suit_or_rank.json")
    assert rec.check().deals[0]["points"] == [1, 0, 0]  # three nines are 27 < 29 < 30
    rec.rules = {}
    assert rec.check().deals[0]["points"] == [0, 0, 1]  # three nines are 30.5: 29 is lowest


def test_position_record_lists_the_moves_without_knock():
    path = ROOT / "tests/data/schwimmen/position_after_knock.json"
    r = cli("moves", path)
    assert r.returncode == 0, r.stderr
    moves = r.stdout.split("\n")
    assert "pass" in moves and "swap all" in moves and "knock" not in moves
    s = Record.load(path).check()
    assert s.deals[0]["complete"] is False and s.deals[0]["totals"] == [2, 0, 3, -1]
    st = Record.load(path).state_at().state
    assert G.view(st, 1)["players"][2]["hand"] == list(st.hands[2])  # the knocker's cards are open
    assert G.view(st, 1)["players"][0]["hand"] is None


def test_state_json_round_trip_of_positions():
    for path in GOOD:
        rec = Record.load(path)
        for step in rec.replay(events=False):
            st = step.state
            if st.over:
                continue
            back = G.state_from_json(st.rules, st.n, G.state_to_json(st))
            assert G.state_to_json(back) == G.state_to_json(st)
            assert [str(x) for x in G.legal_moves(back)] == [str(x) for x in G.legal_moves(st)]


def test_at_least_ten_malformed_records():
    assert len(BAD) >= 10


@pytest.mark.parametrize("path", BAD, ids=[p.name for p in BAD])
def test_malformed_records_are_refused(path):
    r = cli("check", path)
    assert r.returncode == 1
    lines = r.stderr.strip().split("\n")
    assert len(lines) == 1, r.stderr
    assert "Traceback" not in r.stderr
    line = lines[0]
    assert line.startswith(f"{path}: ")
    place = line[len(f"{path}: ") :]
    assert place.split(":")[0].startswith(("deal ", "rules", "players", "record")), line


def test_good_records_fit_the_json_schema():
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((ROOT / "cardlab/schemas/record.schema.json").read_text(encoding="utf-8"))
    for path in GOOD:
        jsonschema.validate(json.loads(path.read_text(encoding="utf-8")), schema)
