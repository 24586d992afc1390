"""Sweep's puzzle goals (the generic part is :mod:`cardlab.games._goals`).

* **most_cards** -- take the most table cards with this play (trailing takes 0).
* **take_spade_ace** -- take the A♠ (1) or not (0).
* **sweep** -- make a sweep: leave the table empty with a capture (1) or not (0).

A generated puzzle asks for any of :data:`GENERATED` between two players (:data:`PLAYERS`).  An
answer may list a capture's taken cards without grouping them (:func:`loose_answer`).
"""

from __future__ import annotations

from ...engine import IllegalMove, get_game
from .._goals import Goal, Result
from .._notation import read_card
from .moves import SweepMove


class _SweepGoal(Goal):
    game = "sweep"

    def __init__(self):
        self.g = get_game(self.game)

    def result(self, state, seat, move):
        st = state.copy()
        mv = self.g.move(st, move)
        before = st.sweeps[seat]
        taken = list(mv.taken) if mv.kind == "capture" else []
        self.g.apply(st, mv, events=False)
        return Result(mv, self.value(taken, st.sweeps[seat] > before))

    @staticmethod
    def value(taken, swept) -> int:
        raise NotImplementedError


class MostCards(_SweepGoal):
    name = "most_cards"
    margin = 2
    tags = ("sweep.capture",)

    def message_key(self, which: str) -> str:
        return "puzzle.goal.most_cards.better_n" if which == "better" else super().message_key(which)

    @staticmethod
    def value(taken, swept):
        return len(taken)


class TakeSpadeAce(_SweepGoal):
    name = "take_spade_ace"
    binary = True
    margin = 1
    tags = ("sweep.spade_ace",)

    @staticmethod
    def value(taken, swept):
        return 1 if "AS" in taken else 0


class MakeSweep(_SweepGoal):
    name = "sweep"
    binary = True
    margin = 1
    tags = ("sweep.sweep",)

    @staticmethod
    def value(taken, swept):
        return 1 if swept else 0


GOALS: tuple[type[Goal], ...] = (MostCards, TakeSpadeAce, MakeSweep)
GENERATED = ("most_cards", "take_spade_ace", "sweep")  # the goals a generated puzzle asks for
PLAYERS = ["Anna", "Ben"]  # the players of a generated puzzle


def fit(state) -> bool:
    """Whether a generated puzzle may start from ``state``: always."""
    return True


def loose_answer(game, state, answer: str):
    """The legal capture whose played card and taken cards ``answer`` lists without groups
    (``9H x 9S 6C 3D``), or None."""
    if " x " not in f" {answer} " and " fängt " not in f" {answer} ":
        return None
    head, rest = answer.replace(" fängt ", " x ").split(" x ", 1)
    try:
        card = read_card(head)
        taken = frozenset(read_card(t) for t in rest.replace("+", " ").split())
    except IllegalMove:
        return None
    if not taken:
        return None
    for m in game.legal_moves(state.copy()):
        if m.kind == "capture" and m.card == card and frozenset(m.taken) == taken:
            return m
    return None


def example():
    """A move whose display notation shows how to type an answer (``9♥ x 9♠ + 6♣ 3♦``)."""
    return SweepMove("capture", "9H", match=("9S",), sums=("6C", "3D"))
