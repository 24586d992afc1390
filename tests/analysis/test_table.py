"""After a game at the Table, the Table offers the learner's mistakes as exercises, worked
through at the table itself by touching cards (no Python), and as puzzles from Python."""

import random

import pytest

pytest.importorskip("anywidget")

from cardlab.bots.heuristic import HeuristicBot  # noqa: E402
from cardlab.puzzles import Puzzle  # noqa: E402
from cardlab.widgets.table import Table  # noqa: E402


def _finished_table(lang="de"):
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=2, seed=3, lang=lang)
    rnd = random.Random(1)
    while not t.finished:
        if t.deal_over:
            t.next_deal()
            continue
        moves = t.g.legal_moves(t.state)  # the learner plays at random: mistakes
        t.play(
            moves[rnd.randrange(len(moves))] if rnd.random() < 0.5 else HeuristicBot().choose(t.g, t.state)
        )
    return t


def test_table_offers_mistakes_as_puzzles():
    t = _finished_table()
    assert "Aus Fehlern lernen" in t.status and ".mistakes()" not in t.status
    ps = t.mistakes(strength=3, progress=False)
    assert ps and all(isinstance(p, Puzzle) and p.seat == 0 for p in ps)
    assert ps.lang == "de"
    assert "Finde einen besseren Zug" in ps[0].question["de"]


def test_the_button_turns_mistakes_into_exercises_at_the_table():
    t = _finished_table()
    end_view, log = t.view, list(t.log)
    t.action = {"kind": "mistakes", "n": 1}  # the button "Aus Fehlern lernen"
    n = t.exercise.get("of", 0)
    assert n >= 1 and t.exercise["k"] == 1 and not t.exercise["solved"]
    assert t.status.startswith("Aufgabe 1 von") and "Finde einen besseren Zug" in t.status
    assert t.moves and t.view != end_view  # the exercise's position, the learner to move
    k = 0
    while t.exercise:
        p = t._ex[t._ex_i]
        played = p.meta["played"]
        i = next(m["i"] for m in t.moves if m["c"] == played)
        t.action = {"kind": "play", "i": i, "n": 10 + k}  # the move of the game: weaker
        assert not t.exercise["solved"] and t.info
        right = next(m["i"] for m in t.moves if m["c"] in p.answer["moves"])
        t.action = {"kind": "play", "i": right, "n": 20 + k}
        assert t.exercise["solved"] and t.info.startswith("Richtig")
        assert len(t.log) == len(log)  # an answer is judged, never played
        t.action = {"kind": "next", "n": 30 + k}
        k += 1
    assert k == n and t.view == end_view and t.finished and t.exercise == {}


def test_before_the_end_there_is_nothing_to_practise():
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=2, seed=3, lang="en")
    assert t.practise() == 0 and "Finish the game first" in t.info and not t.exercise
