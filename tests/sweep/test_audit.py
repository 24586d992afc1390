"""Audit of Sweep against rules/003, RULINGS.md and FORMAT.md, as an outside tester would run it:
records written by hand, checked through the command line and the engine."""

import json
import random

import pytest

from cardlab.engine import FormatError, Match

from ..conftest import refused as refused_record
from ..conftest import run_cli, write_record
from .helpers import DECK, G, pos

FACES = ("J", "Q", "K")


def fresh_start(n=2, dealer=1, per=4, seed=0):
    """A fresh deal as the rule text lays it out: ``per`` cards to every player, four number
    cards face up, the rest of the 52 as the stock."""
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    hands = [cards[i * per : (i + 1) * per] for i in range(n)]
    rest = cards[n * per :]
    table = [c for c in rest if c[:-1] not in FACES][:4]
    stock = [c for c in rest if c not in table]
    return {"dealer": dealer, "hands": hands, "table": table, "stock": stock}


def write(tmp_path, deals, n=2, rules=None, name="r.json"):
    return write_record(tmp_path / name, "sweep", [f"P{i}" for i in range(n)], deals, rules)


def refused(path, deal=1):
    return refused_record(path, f"deal {deal}")


# -- a fresh deal must look like one (4 cards each, 4 on the table, the rest in the stock) -----
@pytest.mark.parametrize("n", [2, 3, 4])
def test_fresh_deals_of_the_rule_text_are_read(tmp_path, n):
    path = write(tmp_path, [{"start": fresh_start(n=n, dealer=0), "moves": []}], n=n)
    code, so, se = run_cli("check", path, "--json")
    assert code == 0, se
    assert json.loads(so)["deals"][0]["totals"] == [0] * (2 if n == 4 else n)


def _read_as_position(start, rules=None, n=2):
    """The start read back; it must be a set-up position (saved with its position fields)."""
    r = G.rules(**(rules or {}))
    s = G.state_from_json(r, n, start)
    assert not G._is_fresh(s)
    assert "to_move" in G.state_to_json(s, fresh=True)
    return s


def test_a_hand_larger_than_the_deal_gives_is_refused(tmp_path):
    """No position reached in play holds more than the deal gives: 5 cards (or 9 with
    eight_card_deal) in a hand is a bad record, one line naming the hand."""
    assert "start.hands[0]" in refused(write(tmp_path, [{"start": fresh_start(per=5), "moves": []}]))
    bad = write(
        tmp_path, [{"start": fresh_start(per=9), "moves": []}], rules={"eight_card_deal": True}, name="b.json"
    )
    assert "start.hands[0]" in refused(bad)


@pytest.mark.parametrize("per", [2, 3])
def test_a_start_not_laid_out_as_a_fresh_deal_is_a_set_up_position(tmp_path, per):
    """FORMAT.md: a start is a fresh deal or any position reached in play.  Hands of another
    size are a position (with the defaults for the position fields), not a bad fresh deal."""
    start = fresh_start(per=per)
    _read_as_position(start)
    path = write(tmp_path, [{"start": start, "moves": []}])
    code, so, se = run_cli("check", path, "--json")
    assert code == 0, se


def test_two_table_cards_or_a_short_stock_make_a_position(tmp_path):
    s = fresh_start()
    s["stock"] += s["table"][2:]
    s["table"] = s["table"][:2]
    _read_as_position(s)
    s = fresh_start()
    s["stock"] = s["stock"][:10]
    _read_as_position(s)


def test_a_position_is_not_held_to_the_fresh_deal_rules(tmp_path):
    """Three face cards on the table are refused in a fresh deal (the face-card rule), but a
    small position reached in play may hold them; so may a later deal's start whose dealer
    does not follow on."""
    fresh = fresh_start()
    faces = [c for c in fresh["stock"] if c[:-1] in FACES][:3]
    bad = dict(
        fresh,
        table=faces + fresh["table"][:1],
        stock=[c for c in fresh["stock"] if c not in faces] + fresh["table"][1:],
    )
    assert "start.table" in refused(write(tmp_path, [{"start": bad, "moves": []}]))
    small = {"dealer": 0, "hands": [["9H", "2C"], ["4D", "5S"]], "table": faces, "stock": []}
    _read_as_position(small)
    m = Match(G, G.rules(), 2)
    m.start_deal(fresh_start(dealer=1))
    m.start_deal(dict(small, dealer=1))


def test_eight_card_deal_wants_eight_cards_each_for_a_fresh_deal(tmp_path):
    ok = write(tmp_path, [{"start": fresh_start(per=8), "moves": []}], rules={"eight_card_deal": True})
    assert run_cli("check", ok)[0] == 0
    assert G._is_fresh(G.state_from_json(G.rules(eight_card_deal=True), 2, fresh_start(per=8)))
    _read_as_position(fresh_start(per=4), rules={"eight_card_deal": True})
    with pytest.raises(FormatError):  # the default game deals 4: no hand holds 8
        G.state_from_json(G.rules(), 2, fresh_start(per=8))


def test_set_up_position_keeps_its_position_fields_when_saved():
    """A position with few cards, nothing captured yet and the dealer's right-hand neighbour to
    move is still a set-up position: saved as a start it must read back as the same position
    (not as a fresh deal, which it is not)."""
    s = pos([["9H", "2C"], ["KD", "3S"]], ["6C", "3D", "KH"], to_move=0, dealer=1)
    start = G.state_to_json(s, fresh=True)
    assert start["to_move"] == 0 and "captured" in start
    back = G.state_from_json(G.rules(), 2, start)
    assert G.state_to_json(back) == G.state_to_json(s)
    # a later round may start from such a position whatever its dealer
    m = Match(G, G.rules(), 2)
    m.start_deal(fresh_start(dealer=1))
    m.start_deal(G.state_to_json(pos([["9H"], ["KD"]], ["6C", "3D"], to_move=0, dealer=1), fresh=True))


def test_a_fresh_deal_saves_and_reads_back_as_fresh():
    m = Match(G, G.rules(), 3)
    s = m.new_deal(random.Random(4))
    start = G.state_to_json(s, fresh=True)
    assert "to_move" not in start
    assert G.state_to_json(G.state_from_json(G.rules(), 3, start), fresh=True) == start


# -- figures the texts fix, through the command line -------------------------------------------
def _end(sweeps):
    """Nine cards in play, three spades; P0 trails the last card and, having captured last,
    takes the table: P0 ends with 6 of 9 cards and 2 of 3 spades, P1 holds the A♠."""
    return {
        "start": {
            "dealer": 1,
            "hands": [["5H"], []],
            "table": ["2C"],
            "stock": [],
            "to_move": 0,
            "captured": [["3C", "4C", "2S", "3S"], ["AS", "6D", "7D"]],
            "sweeps": sweeps,
            "last_capture": 0,
        },
        "moves": ["5h"],
    }


def _check(path):
    code, so, se = run_cli("check", path, "--json")
    assert code == 0, se
    return json.loads(so)


def test_both_sides_past_the_target_the_higher_total_wins(tmp_path):
    # P0: cards + spades + 9 sweeps = 11; P1: A♠ + 8 sweeps = 9: only P0 reaches 10
    obj = _check(write(tmp_path, [_end([9, 8])]))
    assert obj["deals"][0]["points"] == [11, 9] and obj["finished"] and obj["winners"] == [0]
    # both past 10: 12 against 11
    obj = _check(write(tmp_path, [_end([10, 10])], name="b.json"))
    assert obj["deals"][0]["totals"] == [12, 11] and obj["finished"] and obj["winners"] == [0]


def test_tied_at_the_top_another_round_is_played(tmp_path):
    # 2 + 10 = 12 against 1 + 11 = 12: tied, the match goes on; the next round decides
    path = write(tmp_path, [_end([10, 11])])
    obj = _check(path)
    assert obj["deals"][0]["totals"] == [12, 12] and not obj["finished"] and obj["winners"] == []
    obj = _check(write(tmp_path, [_end([10, 11]), _end([0, 0])], name="b.json"))
    assert obj["deals"][1]["totals"] == [14, 13] and obj["finished"] and obj["winners"] == [0]


def test_no_round_after_the_match_is_won(tmp_path):
    refused(write(tmp_path, [_end([9, 0]), _end([0, 0])]), deal=2)


def test_three_players_majority_can_go_to_nobody(tmp_path):
    start = {
        "dealer": 2,
        "hands": [["5H"], [], []],
        "table": [],
        "stock": [],
        "to_move": 0,
        "captured": [["3C", "4C", "2S"], ["AS", "6D", "7D", "3S"], ["8C", "9C", "10C", "4S"]],
        "sweeps": [0, 0, 0],
        "last_capture": 2,
    }
    obj = _check(write(tmp_path, [{"start": start, "moves": ["5H"]}], n=3))
    # 12 cards: 3, 4, 5; 3 spades one each: no majority; only the A♠ scores
    assert obj["deals"][0]["points"] == [0, 1, 0]


@pytest.mark.parametrize("text", ["9H x 6C+3D+", "9H x 6C++3D", "9H x +6C+3D"])
def test_a_sum_group_with_a_missing_card_is_refused(text):
    """A "+" with no card on one side is a typing slip, not a capture: it is refused with the
    reason, not quietly read as something else."""
    from cardlab.engine import IllegalMove

    s = pos([["9H", "2C"], ["KD", "3S"]], ["6C", "3D", "KH"], to_move=0, dealer=1)
    with pytest.raises(IllegalMove):
        G.parse_move(s, text)
    assert str(G.parse_move(s, "9h x 3d + 6c")) == "9H x 6C+3D"
