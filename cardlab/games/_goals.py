"""The puzzles' goals, the part every game shares: a :class:`Goal` scores each legal move of the
answering seat (higher is better; every move with the top score is a right answer), a
:class:`Result` is one move as a goal sees it.

Each game's goals are in its package (``games/<game>/goals.py``, named by ``Game.goals``): the
goal classes, how much better a generated puzzle's best answer must be (``margin``), its tags,
the players of generated puzzles and which positions are fit for a puzzle.  The puzzles
(``cardlab.puzzles``) ask the game for them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import get_game


@dataclass
class Result:
    """One legal move as a goal sees it: its ``score`` and, for chains, the best ``line`` of
    plays that follow it in the same turn (canonical notation)."""

    move: object
    score: float
    line: list = field(default_factory=list)
    chance: bool = False  # the score is a worst case over unknown cards


class Goal:
    name = ""
    game = ""
    binary = False  # the score is 1 (done) or 0 (not done)
    margin: float = 1  # a generated puzzle's best answer beats the next best by at least this
    tags: tuple[str, ...] = ()  # a generated puzzle's tags

    def result_key(self, score) -> tuple:
        """The catalog message saying what a move's score means, and its ``n`` (never negative:
        a goal whose score can be below 0 has a message of its own for that)."""
        k = f"puzzle.goal.{self.name}.result"
        if self.binary:
            return (k + (".yes" if score else ".no"), 0)
        if score < 0:
            return (k + "_minus", -score)
        return (k, score)

    def message_key(self, which: str) -> str:
        """The catalog message of the feedback ``which`` (``right``: no move is better;
        ``better``: the better moves), with the fields ``moves``, ``best`` and ``n``."""
        return f"puzzle.goal.{self.name}.{which}"

    def phrase(self, score, lang="en"):
        """The score as the ``best`` and ``n`` of :meth:`message_key`'s messages."""
        return self.format_score(score, lang)

    def results(self, state, seat) -> list[Result]:
        g = get_game(self.game)
        return [self.result(state, seat, m) for m in g.legal_moves(state.copy())]

    def result(self, state, seat, move) -> Result:
        raise NotImplementedError

    def format_score(self, score, lang="en") -> Any:
        """The score as a message parameter."""
        return int(score) if float(score).is_integer() else score
