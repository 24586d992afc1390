"""Every shipped puzzle loads, replays, asks the seat to move, has legal stated answers, and the
engine's judgement agrees with its stated solution; the rule texts' worked examples are among
them."""

import json
from importlib import resources

import jsonschema
import pytest

from cardlab.engine import get_game
from cardlab.puzzles import Puzzle, shipped, shipped_sets
from cardlab.puzzles.check import judge
from cardlab.puzzles.generate import disagreement

ALL = shipped()
IDS = [p.id for p in ALL]


def schema():
    return json.loads(resources.files("cardlab").joinpath("schemas/puzzle.schema.json").read_text())


def test_twelve_or_more_per_game():
    sets = shipped_sets()
    assert set(sets) == {"swoop", "sweep", "schwimmen"}
    for game, ps in sets.items():
        assert len(ps) >= 12, game
    assert len(set(IDS)) == len(IDS)


def test_worked_examples_are_there():
    for pid in (
        "swoop-carla-kings",
        "swoop-three-eights",
        "swoop-anna-ben-queen",
        "sweep-nine-takes-all",
        "sweep-nine-match-and-sum",
        "sweep-five-three-ace",
        "schwimmen-spades-28",
        "schwimmen-three-queens",
        "schwimmen-three-aces",
        "schwimmen-swap-to-31",
    ):
        assert pid in IDS, pid


def check_puzzle(p: Puzzle):
    """The checks shared by shipped and generated puzzles."""
    g = get_game(p.game)
    last = p.record.state_at()  # the record replays
    assert not last.state.over
    assert last.state.to_move == p.seat
    assert len(g.legal_moves(last.state)) > 1
    for m in p.solution["moves"] + p.answer.get("moves", []):
        assert g.is_legal(last.state.copy(), m), (p.id, m)
    assert disagreement(p) == "", p.id
    for lang in ("en", "de"):
        for m in p.solution["moves"]:
            v = p.check(m, lang)
            assert v.correct and v.legal and v.what_it_does and v.why_best, (p.id, m, lang)
    # a legal answer that is not among the best is judged wrong, with the better move named
    j = judge(p)
    wrong = [m for m in j.moves if m not in j.best]
    if wrong:
        v = p.check(str(wrong[0]), "de")
        assert not v.correct and v.legal and v.why_best and v.best_moves
    jsonschema.validate(p.to_json(), schema())
    # the view for the answering seat leaves out every hidden card
    view = p.view()
    for s, pl in enumerate(view["players"]):
        if (
            s != p.seat
            and p.game != "schwimmen"
            or (p.game == "schwimmen" and s != p.seat and view.get("knocked") != s)
        ):
            assert pl.get("hand") is None
    if p.game == "swoop":
        assert all(c in (None, "?") for pl in view["players"] for c in pl["down"])
    assert "stock" not in view


@pytest.mark.parametrize("pid", IDS)
def test_shipped_puzzle(pid):
    p = ALL[IDS.index(pid)]
    check_puzzle(p)
    assert p.question["en"] != p.question["de"]
    assert p.hints, "every shipped puzzle has a hint"
    assert Puzzle.loads(p.dumps()) == p


def test_schema_is_valid():
    jsonschema.Draft202012Validator.check_schema(schema())
