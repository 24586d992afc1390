"""After every deal at the Table, the Table offers the learner's mistakes of that deal as
exercises, worked through at the table itself by touching cards (no Python), and as puzzles from
Python."""

import random

import pytest

pytest.importorskip("anywidget")

from cardlab.bots.heuristic import HeuristicBot  # noqa: E402
from cardlab.puzzles import Puzzle  # noqa: E402
from cardlab.widgets.table import Table  # noqa: E402


def _finished_table(lang="de", deals=None):
    """A Table whose game is finished (``deals``: a short game)."""
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=2, seed=3, lang=lang, deals=deals)
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


def _after_a_deal(lang="de"):
    """A Table whose first deal is over, the game not: the learner played its moves at random."""
    t = Table("swoop", seat=0, bots=["heuristic"], players=3, seed=4, lang=lang, save_folder=None)
    rnd = random.Random(2)
    while not t.deal_over:
        moves = t.g.legal_moves(t.state)
        t.play(moves[rnd.randrange(len(moves))])
    assert not t.finished
    return t


def test_table_offers_mistakes_as_puzzles():
    t = _finished_table()
    assert "Aus Fehlern lernen" in t.status and ".mistakes()" not in t.status
    ps = t.mistakes(strength=3, progress=False)
    assert ps and all(isinstance(p, Puzzle) and p.seat == 0 for p in ps)
    assert ps.lang == "de"
    assert "Finde einen besseren Zug" in ps[0].question["de"]


@pytest.mark.no_cover  # whole games analysed; traced, 18 s instead of 6 (its lines are covered elsewhere)
@pytest.mark.parametrize("when", ["deal", "game"])
def test_the_button_turns_mistakes_into_exercises_at_the_table(when):
    """After a deal, and after the game: the exercises are that deal's, and the last one leads
    back to the position the deal ended in."""
    t = _after_a_deal() if when == "deal" else _finished_table(deals=2)
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
    assert k == n and t.view == end_view and t.deal_over and t.exercise == {}
    assert t.finished == (when == "game")
    assert all(
        p.meta["deal"] == len(t.deals) for p in t.mistakes(strength=3, progress=False, deal=len(t.deals))
    )
    if when == "deal":  # and the game goes on
        t.action = {"kind": "next", "n": 99}
        assert not t.deal_over and len(t.deals) == 2


def test_before_the_end_of_a_deal_there_is_nothing_to_practise():
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=2, seed=3, lang="en")
    assert t.practise() == 0 and "Finish the deal first" in t.info and not t.exercise


def test_a_short_game_ends_after_its_deals_and_a_new_one_starts():
    t = _finished_table("en", deals=2)
    assert len(t.deals) == 2 and t.match.finished
    lives = t.match.totals
    assert t.match.winners == [s for s in range(2) if lives[s] == max(lives)]
    assert "2 deals" in t.score["rules"] and t.score["deal"] == "Deal 2 of 2"
    record = t.record
    t.action = {"kind": "new", "n": 1}
    assert t.games[-1].dumps() == record.dumps() and len(t.deals) == 1 and not t.finished
    assert t.score["deal"] == "Deal 1 of 2" and all(r["value"] == 3 for r in t.score["rows"])
