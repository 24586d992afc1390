"""Bots that choose a move for one seat.  A bot is any object with ``choose(game, state, rng)``
returning a legal move for ``state.to_move``; ``make_bot(name)`` builds one by name.

``random``: a uniformly random legal move; ``heuristic``: rules of thumb from the rule texts'
tips (:mod:`cardlab.bots.heuristic`); ``mc``: Monte Carlo over determinizations of the hidden
cards (:mod:`cardlab.bots.montecarlo`); ``mc-fast``: the same with a smaller budget.  Bots see
only what their seat may see (``game.view(state, seat)``)."""

from __future__ import annotations

import random
from typing import Any, Callable


class RandomBot:
    """Plays a uniformly random legal move."""

    name = "random"

    def choose(self, game, state, rng: random.Random):
        moves = game.legal_moves(state)
        return moves[rng.randrange(len(moves))]


def _heuristic():
    from .heuristic import HeuristicBot

    return HeuristicBot()


def _mc():
    from .montecarlo import MonteCarloBot

    return MonteCarloBot()


def _mc_fast():
    from .montecarlo import MonteCarloBot

    return MonteCarloBot(strength="fast")


# name -> a class or factory that makes the bot (the stronger bots load on first use)
BOTS: dict[str, Callable[..., Any]] = {
    "random": RandomBot,
    "heuristic": _heuristic,
    "mc": _mc,
    "mc-fast": _mc_fast,
}
BOTS.update(
    {
        k: (lambda s=s: __import__("cardlab.bots.ismcts", fromlist=["_"]).ISMCTSBot(strength=s))
        for k, s in (("ismcts", "default"), ("ismcts-fast", "fast"))
    }
)  # noqa: E501


def make_bot(name: str):
    name = name.strip().lower()
    if name not in BOTS:
        try:  # the stronger bots live in their own modules
            from . import registry  # type: ignore[attr-defined]  # noqa: F401  (an optional module: registers more bots if present)
        except ImportError:
            pass
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}: choose one of {', '.join(sorted(BOTS))}")
    return BOTS[name]()
