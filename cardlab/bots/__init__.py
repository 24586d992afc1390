"""Bots that choose a move for one seat.  A bot is any object with ``choose(game, state, rng)``
returning a legal move for ``state.to_move``; ``make_bot(name)`` builds one by name."""
from __future__ import annotations

import random


class RandomBot:
    """Plays a uniformly random legal move."""
    name = "random"

    def choose(self, game, state, rng: random.Random):
        moves = game.legal_moves(state)
        return moves[rng.randrange(len(moves))]


BOTS = {"random": RandomBot}


def make_bot(name: str):
    name = name.strip().lower()
    if name not in BOTS:
        try:  # the stronger bots live in their own modules
            from . import registry  # noqa: F401  (registers more bots if present)
        except ImportError:
            pass
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}: choose one of {', '.join(sorted(BOTS))}")
    return BOTS[name]()
