"""Records an outside tester writes from the rule texts, FORMAT.md and RULINGS.md, run through the
command line: impossible set-up positions are refused, and the figures printed are the ones the
texts give."""

import json

import pytest

from ..conftest import refused as refused_record
from ..conftest import run_cli, write_record

NO_SLOTS = [None] * 4


def record(tmp_path, deals, rules=None, players=("Anna", "Ben", "Carla")):
    return write_record(tmp_path / "game.json", "swoop", players, deals, rules)


def setup(hands, pile=(), up=None, down=None, to_move=0, revealed=None):
    n = len(hands)
    start = {
        "starter": 0,
        "hands": hands,
        "up": up or [NO_SLOTS] * n,
        "down": down or [NO_SLOTS] * n,
        "aside": [],
        "pile": list(pile),
        "out": [],
        "to_move": to_move,
        "plays_since_swoop": 0,
    }
    if revealed is not None:
        start["revealed"] = revealed
    return start


def refused(path, where):
    return refused_record(path, f"deal 1, {where}")


def summary(path):
    code, out, err = run_cli("check", path, "--json")
    assert code == 0, err
    return json.loads(out)


# -- impossible positions ------------------------------------------------------------------------


@pytest.mark.parametrize("rules", [None, {"big_swoop": True}])
def test_a_pile_with_four_of_a_rank_on_top_is_refused(tmp_path, rules):
    # four of a rank on top swoop the moment the fourth lands, so no position has them lying there;
    # accepting one left a player holding cards without any legal play
    start = setup([["9C", "9D"], ["6C"], ["7C"]], pile=["KS", "9S", "9H", "9C", "9D"])
    refused(record(tmp_path, [{"start": start, "moves": []}], rules), "start.pile")


def test_three_of_a_rank_on_top_still_allow_exactly_one_more(tmp_path):
    start = setup([["9C", "9D"], ["6C"], ["7C"]], pile=["9S", "9H", "9C"])
    path = record(tmp_path, [{"start": start, "moves": []}])
    code, out, err = run_cli("moves", path)
    assert code == 0 and out.split("\n")[:-1] == ["9C"], (out, err)


def test_a_turned_up_ten_or_joker_cannot_wait_for_a_completion(tmp_path):
    # a mystery 10 or joker swoops as soon as it is turned up: there is nothing to add to it
    for card in ("X", "10D"):
        start = setup([["4C", "X"], ["2H"], ["3H"]], pile=["QC"], revealed={"slot": 1, "card": card})
        refused(record(tmp_path, [{"start": start, "moves": ["none"]}]), "start.revealed")


def test_with_only_jokers_swooping_a_turned_up_ten_waits_like_any_ranked_card(tmp_path):
    start = setup([["10C", "2C"], ["2H"], ["3H"]], pile=["QC"], revealed={"slot": 1, "card": "10D"})
    path = record(tmp_path, [{"start": start, "moves": []}], {"only_jokers_swoop": True})
    code, out, err = run_cli("moves", path)
    assert code == 0 and sorted(out.split()) == ["10C", "none"], (out, err)


def test_a_mystery_card_still_covered_by_its_face_up_card_cannot_be_turned_up(tmp_path):
    up = [["5C", None, None, None], NO_SLOTS, NO_SLOTS]
    start = setup([["4C"], ["2H"], ["3H"]], pile=["QC"], up=up, revealed={"slot": 1, "card": "4D"})
    refused(record(tmp_path, [{"start": start, "moves": []}]), "start.revealed")
    up = [[None, "5C", None, None], NO_SLOTS, NO_SLOTS]
    start = setup([["4C"], ["2H"], ["3H"]], pile=["QC"], up=up, revealed={"slot": 1, "card": "4D"})
    path = record(tmp_path, [{"start": start, "moves": ["4C"]}])
    assert summary(path)["deals"][0]["complete"] is False


# -- the first-starter draw comes from the set-aside cards ---------------------------------------


def _fresh(aside, draw, starter):
    start = setup([["5C", "6C"], ["7C", "8C"], ["9C", "JC"]])
    for k in ("pile", "out", "to_move", "plays_since_swoop"):
        del start[k]
    start.update(starter=starter, aside=aside, draw=draw)
    return start


def test_the_draw_may_only_name_set_aside_cards(tmp_path):
    aside = ["KD", "2D", "QS", "3H"]
    ok = _fresh(aside, [[0, "2D"], [1, "KD"], [2, "QS"]], 1)
    assert summary(record(tmp_path, [{"start": ok, "moves": []}]))["deals"][0]["complete"] is False
    # the KH is not among the set-aside cards, so nobody can have drawn it
    bad = _fresh(aside, [[0, "2D"], [1, "KH"], [2, "QS"]], 1)
    line = refused(record(tmp_path, [{"start": bad, "moves": []}]), "start.draw[1]")
    assert "KH" in line


def test_a_draw_with_ten_joker_and_tie_from_the_set_aside_cards(tmp_path):
    # seat 0 draws a 10 (drawn again) then a K, seat 1 a K, seat 2 a 3: seats 0 and 1 draw again
    aside = ["10D", "KD", "KS", "3H", "5C", "JH", "X", "AD"]
    draw = [[0, "10D"], [0, "KD"], [1, "KS"], [2, "3H"], [0, "5C"], [1, "JH"]]
    good = _fresh(aside, draw, 1)
    assert summary(record(tmp_path, [{"start": good, "moves": []}]))["deals"][0]["complete"] is False
    refused(record(tmp_path, [{"start": _fresh(aside, draw, 0), "moves": []}]), "start.starter")


# -- figures from the worked examples and the rulings, through the command line ------------------


def test_ben_holds_ace_seven_king_joker_when_anna_goes_out(tmp_path):
    start = setup(
        [["5C"], ["AC", "7D", "KS", "X"], ["2C"]],
        pile=["8C"],
        up=[NO_SLOTS, NO_SLOTS, [None, "9H", None, None]],
        down=[NO_SLOTS, NO_SLOTS, ["3D", None, None, None]],
    )
    points = {}
    for rules in (
        {"preset": "house"},
        {"preset": "published"},
        {"score_table_cards": False},
        {"simple_scoring": True},
    ):
        s = summary(record(tmp_path, [{"start": start, "moves": ["5c"]}], rules))
        deal = s["deals"][0]
        assert deal["complete"] and deal["winner"] == 0 and s["finished"] is False
        points[json.dumps(rules)] = deal["points"]
    # A 1 + 7 + K 10 + joker 50; Carla: her hand, face-up and mystery card (or only her hand)
    assert points['{"preset": "house"}'] == [0, 1 + 7 + 10 + 50, 2 + 9 + 3]
    assert points['{"preset": "published"}'] == [0, 68, 14]
    assert points['{"score_table_cards": false}'] == [0, 68, 2]
    assert points['{"simple_scoring": true}'] == [0, 5 + 5 + 10 + 20, 5 + 5 + 5]


def test_carla_swoops_three_times_then_her_sevens_start_the_pile(tmp_path):
    carla = ["KC", "KD", "KH", "KS", "QC", "QD", "9C", "7C", "5C"]
    start = setup([["2C"], ["3C"], carla], pile=["QH", "QS", "9D", "9H", "9S", "7H"], to_move=2)
    moves = ["ks kh kd kc", "QC QD QH QS", "9♣ 9♦ 9♥ 9♠", "7H 7C"]
    path = record(tmp_path, [{"start": start, "moves": moves}])
    # after each swoop Carla moves again, with the cards she picked up
    for at, want in (
        (1, {"QC QD QH QS", "9C 9D 9H 9S", "7C 7H", "5C"}),
        (2, {"9C 9D 9H 9S"}),
        (3, {"7C 7H", "5C"}),
    ):
        code, out, _ = run_cli("moves", path, "--at", at)
        assert code == 0 and want <= set(out.splitlines())
    code, out, _ = run_cli("moves", path)
    assert out.splitlines() == ["2C"]  # the two 7s did not swoop: Anna is next
    s = summary(path)
    assert s["deals"][0]["complete"] is False and s["deals"][0]["moves"] == 4


def test_dead_deal_tie_and_play_on_through_check(tmp_path):
    def deal(winner, held, starter):
        hands = [list(h) for h in held]
        hands[winner] = ["2C"]
        s = setup(hands, to_move=winner)
        s["starter"] = starter
        return {"start": s, "moves": ["2C"]}

    jokers = ["X", "X", "X", "X"]
    deals = [deal(0, [[], ["5C"], ["10C"]], 0), deal(1, [["5D"], [], jokers], 1)]
    house = summary(record(tmp_path, deals))
    assert house["deals"][1]["totals"] == [5, 5, 250]
    assert house["finished"] is True and house["winners"] == [0, 1]
    on = summary(record(tmp_path, deals, {"tie_break": "play_on"}))
    assert on["finished"] is False
    third = summary(record(tmp_path, deals + [deal(0, [[], ["3C"], ["4C"]], 2)], {"tie_break": "play_on"}))
    assert third["finished"] is True and third["winners"] == [0]
    # 200 plays in a row without a swoop: nobody wins, everybody scores what they hold
    dead = setup([["5C", "3C"], ["2H", "KD"], ["3H"]], pile=["KC"])
    dead["plays_since_swoop"] = 199
    s = summary(record(tmp_path, [{"start": dead, "moves": ["5C"]}]))
    assert s["deals"][0]["winner"] is None and s["deals"][0]["points"] == [3, 12, 3]
    s = summary(record(tmp_path, [{"start": dead, "moves": ["5C"]}], {"preset": "published"}))
    assert s["deals"][0]["complete"] is False
