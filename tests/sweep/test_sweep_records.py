"""Sweep records: the good ones check, the malformed ones are refused naming the place, the command
line prints what FORMAT.md pins; views hide what a seat may not see; positions round-trip."""

import json
import random

import pytest

from cardlab.record import Record, RecordError

from ..conftest import DATA, run_cli
from .helpers import DECK, G

GOOD = sorted((DATA / "sweep").glob("*.json"))
BAD_DIR = DATA / "bad" / "sweep"
EXPECTED = json.loads((BAD_DIR / "expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", GOOD, ids=[p.name for p in GOOD])
def test_good_records_check(path):
    rec = Record.load(path)
    summary = rec.check()
    assert len(summary.deals) == len(rec.deals)
    assert Record.loads(rec.dumps()) == rec


def test_bad_corpus_is_refused_naming_the_place():
    files = sorted(p for p in BAD_DIR.glob("*.json") if p.name != "expected.json")
    assert len(files) >= 15
    for p in files:
        with pytest.raises(RecordError) as e:
            Record.load(p).check()
        assert EXPECTED[p.name] in str(e.value), (p.name, str(e.value))


@pytest.mark.parametrize("name", ["sum_wrong.json", "trail_with_build.json", "three_face_cards.json"])
def test_cli_refuses_with_one_line(name):
    path = BAD_DIR / name
    code, out, err = run_cli("check", path)
    assert code == 1 and "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{path}: ") and EXPECTED[name] in lines[0]


def test_cli_check_json_points_per_side():
    path = DATA / "sweep" / "random_4p_seed3.json"
    code, out, err = run_cli("check", path, "--json")
    assert code == 0, err
    obj = json.loads(out)
    assert obj["game"] == "sweep"
    totals = [0, 0]
    for d in obj["deals"]:
        assert d["winner"] is None and d["complete"]
        assert len(d["points"]) == 2  # partnerships: seats 0+2, then 1+3
        totals = [a + b for a, b in zip(totals, d["points"])]
        assert d["totals"] == totals
    assert obj["finished"] and len(obj["winners"]) == 1
    assert max(totals) >= 10 and obj["winners"] == [totals.index(max(totals))]


def test_cli_moves_lists_canonical_captures():
    path = DATA / "sweep" / "puzzle_position.json"
    code, out, err = run_cli("moves", path)
    assert code == 0, err
    lines = out.split()
    rec = Record.load(path)
    state = rec.state_at().state
    assert out.splitlines() == [str(m) for m in G.legal_moves(state)]
    assert "9H x 5D+4C 3H+3S+2D+AC" in out.splitlines()
    assert "KD x KH" in out.splitlines() and "2S" in lines
    code, out, err = run_cli("show", DATA / "sweep" / "rule_examples.json", "--at", "1", "--lang", "de")
    assert code == 0 and "Sweep" in out and "Durch Summierung" in out


def test_position_round_trip_mid_round():
    rng = random.Random(3)
    for n, opts in ((2, {"building": True}), (3, {}), (4, {"double_spade_ace": True})):
        rules = G.rules(**opts)
        s = G.deal(rules, n, rng)
        for _ in range(rng.randrange(5, 30)):
            ms = G.legal_moves(s)
            G.apply(s, ms[rng.randrange(len(ms))], events=False)
        j = G.state_to_json(s)
        t = G.state_from_json(rules, n, json.loads(json.dumps(j)))
        assert G.state_to_json(t) == j
        assert [str(m) for m in G.legal_moves(t)] == [str(m) for m in G.legal_moves(s)]


def test_view_hides_what_a_seat_may_not_see():
    s = G.deal(G.rules(), 3, random.Random(9))
    for _ in range(5):
        G.apply(s, G.legal_moves(s)[-1], events=False)
    for seat in range(3):
        v = G.view(s, seat)
        text = json.dumps(v)
        visible = set(s.hands[seat]) | set(s.table)
        for c in DECK:
            if c not in visible:
                assert f'"{c}"' not in text, (seat, c)
        assert v["players"][seat]["hand"] == list(s.hands[seat])
        for o in range(3):
            assert v["players"][o]["hand_count"] == len(s.hands[o])
            assert v["players"][o]["captured_count"] == len(s.captured[o])
            if o != seat:
                assert v["players"][o]["hand"] is None
        assert v["stock_count"] == len(s.stock) and "stock" not in v
    full = G.view(s)
    assert full["stock"] == list(s.stock) and full["players"][0]["captured"] == list(s.captured[0])


def test_describe_in_both_languages():
    s = G.deal(G.rules(), 2, random.Random(1))
    en, de = G.describe(s, "en", ["Anna", "Ben"]), G.describe(s, "de", ["Anna", "Ben"])
    assert "Anna" in en and "table" in en and "Tisch" in de and "Talon" in de
