"""Every example the tutorials show is a position the rules can reach (issue 32, item 4): each
game's teaching module says why a set-up position could not come about (``reachable``), and no
named example's start gives a reason.  Swoop: the pile never rises from bottom to top, holds no
card that swoops, no four of a rank on top, and at least one play a group since the last swoop;
Sweep and Schwimmen: every card of the deck, in one place only."""

import pytest

from cardlab.engine import GAMES, get_game


@pytest.mark.parametrize("name", [n for n in GAMES if get_game(n).teaching is not None])
def test_every_example_position_can_come_about(name):
    g = get_game(name)
    checked = 0
    for ex in g.teaching.EXAMPLES:
        if ex.kind == "table":  # a table of values, no position
            continue
        rec = ex.record()
        for deal in rec.deals:
            problems = g.teaching.reachable(deal.start, g.rules_from_json(rec.rules))
            assert problems == [], (ex.name, problems)
            checked += 1
    assert checked >= 5, checked


def test_the_check_finds_what_cannot_happen():
    swoop = get_game("swoop").teaching
    rules = None
    assert swoop.reachable({"pile": ["4H", "9S"], "plays_since_swoop": 2}, rules) == [
        "pile: 9S lies on the lower 4H"
    ]
    assert swoop.reachable({"pile": ["9H", "10S"], "plays_since_swoop": 2}, rules)[1:] == [
        "pile: 10S would have swooped"
    ]
    assert swoop.reachable({"pile": ["8C", "8D", "8H", "8S"], "plays_since_swoop": 1}, rules) == [
        "pile: 4 of a rank on top would have swooped"
    ]
    assert swoop.reachable({"pile": ["KC", "QC", "9D", "9H"], "plays_since_swoop": 0}, rules) == [
        "plays_since_swoop: 0, but the pile holds 3 plays"
    ]
    sweep = get_game("sweep").teaching
    assert sweep.reachable({"hands": [["QS"], ["2C"]], "table": ["QS", "XX"]}, rules) == [
        "table: XX is no card of this deck",
        "QS lies in 2 places (hands, table)",
    ]
