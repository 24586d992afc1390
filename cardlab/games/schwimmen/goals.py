"""Schwimmen's puzzle goals (the generic part is :mod:`cardlab.games._goals`).

* **best_value** -- the hand's value after the move (passing or knocking keeps the hand as it
  is).  Values are as the engine counts them (30.5 for three of a rank).  The dealer's ``keep``
  scores the first stack (the dealer has seen it); ``second`` is unseen and scores the worst
  case, 9 (three cards of three suits, the highest a 9).

A generated puzzle asks for :data:`GENERATED` among three players (:data:`PLAYERS`), once the
middle lies on the table (:func:`fit`).
"""

from __future__ import annotations

from ...engine import get_game
from .._goals import Goal, Result
from .cards import value2
from .moves import SchwimmenMove


class BestValue(Goal):
    name, game = "best_value", "schwimmen"
    margin = 3
    tags = ("schwimmen.values",)

    def __init__(self):
        self.g = get_game(self.game)
        self.value2 = value2

    def result(self, state, seat, move):
        st = state.copy()
        mv = self.g.move(st, move)
        if mv.kind == "keep":  # the dealer has seen the first stack
            return Result(mv, self.value2(st.stacks[0], st.rules.scoring) / 2)
        if mv.kind == "second":  # unseen: the worst case is the lowest hand, 7 + 8 + 9
            return Result(mv, 9, chance=True)
        hand = list(st.hand(seat))
        if mv.kind == "swap":
            hand.remove(mv.give)
            hand.append(mv.take)
        elif mv.kind == "swap_all":
            hand = list(st.middle)
        return Result(mv, self.value2(hand, st.rules.scoring) / 2)

    def format_score(self, score, lang="en"):
        if float(score).is_integer():
            return int(score)
        return f"{score:.1f}".replace(".", ",") if lang == "de" else f"{score:.1f}"


GOALS: tuple[type[Goal], ...] = (BestValue,)
GENERATED = ("best_value",)  # the goals a generated puzzle asks for
PLAYERS = ["Anna", "Ben", "Carla"]  # the players of a generated puzzle


def fit(state) -> bool:
    """Whether a generated puzzle may start from ``state``: once the middle lies on the table
    (not while the dealer chooses a stack)."""
    return state.middle is not None


def loose_answer(game, state, answer: str):
    """A legal move that ``answer`` spells beyond the notation; Schwimmen knows none."""
    return None


def example():
    """A move whose display notation shows how to type an answer (``tauschen 7♥ D♠``)."""
    return SchwimmenMove("swap", "7H", "QS")
