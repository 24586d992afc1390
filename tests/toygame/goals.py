"""Higher's puzzle goal: take the trick now (1) or not (0)."""

from __future__ import annotations

from cardlab.engine import get_game
from cardlab.games._goals import Goal, Result


class TakeTrick(Goal):
    name = "take_trick"
    game = "higher"
    binary = True
    tags = ("higher.trick",)

    def result(self, state, seat, move):
        g = get_game(self.game)
        st = state.copy()
        mv = g.move(st, move)
        before = st.tricks[seat]
        g.apply(st, mv, events=False)
        return Result(mv, 1 if st.tricks[seat] > before else 0)


GOALS = (TakeTrick,)
GENERATED = ("take_trick",)
PLAYERS = ["Anna", "Ben"]


def fit(state) -> bool:
    return len(state.trick) == state.n - 1  # the last card of a trick: the answer decides it


def loose_answer(game, state, answer: str):
    return None


def example():
    from .game import HigherMove

    return HigherMove("7S")
