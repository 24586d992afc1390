"""Positions with a known best move, per game: the analysis names it best and labels a clearly
losing alternative a mistake or a blunder; where every move is as good it labels nothing."""

import pytest

import cardlab

from . import positions as P

KNOWN = [
    (P.swoop_going_out, "KC KD KH KS", ["KC", "KC KD KH"]),
    (P.sweep_last_card, "9H x 9S", ["9H"]),
    (P.schwimmen_31, "swap 7C QH", ["pass", "swap 7C 8S", "swap all"]),
]


@pytest.mark.parametrize("make,best,worse", KNOWN, ids=["swoop", "sweep", "schwimmen"])
def test_known_best_move(make, best, worse):
    a = cardlab.analyse(make(best), strength=6, progress=False)
    [d] = a.decisions
    assert d.best == [best] and d.played == best
    assert d.loss == 0 and d.label is None
    for alt in worse:
        [d] = cardlab.analyse(make(alt), strength=6, progress=False).decisions
        assert d.best == [best], alt
        assert d.label in ("mistake", "blunder"), (alt, d.loss, d.label)
        assert d.loss > d.error
        # every legal move is valued, best first, each inside its interval
        g = cardlab.get_game(make(alt).game)
        legal = {str(m) for m in g.legal_moves(make(alt).state_at(1, 0).state)}
        assert {m["move"] for m in d.moves} == legal
        assert d.moves[0]["move"] == best
        assert all(m["low"] <= m["value"] <= m["high"] for m in d.moves)


@pytest.mark.parametrize(
    "make,moves",
    [
        (P.swoop_equal, ["10C", "X"]),
        (P.sweep_equal, ["2C", "3C"]),
        (P.schwimmen_equal, ["pass", "swap all", "swap AH 7D"]),
    ],
    ids=["swoop", "sweep", "schwimmen"],
)
def test_nothing_labelled_where_all_moves_are_equal(make, moves):
    for mv in moves:
        [d] = cardlab.analyse(make(mv), strength=6, progress=False).decisions
        assert d.label is None and d.loss == 0
        assert len(set(m["value"] for m in d.moves)) == 1
        assert set(d.best) == {m["move"] for m in d.moves}


def test_units_are_the_games_own():
    [d] = cardlab.analyse(P.swoop_going_out("KC"), strength=4, progress=False).decisions
    assert d.value("KC") == 30  # three kings left when Ben goes out: 3 x 10 points
    [d] = cardlab.analyse(P.schwimmen_31("pass"), strength=4, progress=False).decisions
    assert d.value("pass") == 1.0 and d.value("swap 7C QH") == 0.0  # a chance
    [d] = cardlab.analyse(P.sweep_last_card("9H"), strength=4, progress=False).decisions
    assert d.value("9H x 9S") == 3.0  # sweep, cards and spades: 3 points to none


def test_thresholds_are_the_documented_ones():
    """docs/analysis.md states the thresholds the code uses, per game."""
    import re
    from pathlib import Path

    from cardlab.analysis import THRESHOLDS

    doc = (Path(__file__).resolve().parents[2] / "docs" / "analysis.md").read_text(encoding="utf-8")
    for game, name in (("swoop", "Swoop"), ("sweep", "Sweep"), ("schwimmen", "Schwimmen")):
        row = next(
            line for line in doc.splitlines() if line.startswith(f"| {name} | ") and line.count("point") >= 3
        )
        nums = [
            float(x) for x in re.findall(r"(\d+(?:\.\d+)?) (?:penalty points|percentage points|points?)", row)
        ]
        scale = 100 if game == "schwimmen" else 1
        assert nums == [scale * THRESHOLDS[game][k] for k in ("inaccuracy", "mistake", "blunder")], row
