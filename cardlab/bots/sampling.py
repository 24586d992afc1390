"""Determinization: a full state that agrees with everything one seat knows.

:func:`determinize` is the one entry point that the bots and the analysis share.  It asks the
game (``game.knowledge.determinize``, in ``cardlab/games/<game>/knowledge.py``): the cards the
seat sees stay where they are, and the others are shuffled by ``rng`` into the hidden places
with the right counts (other hands, mystery cards, the stock, face-down piles).

What the seat knows is its view, or with a :class:`Knowledge` also what it saw happen in the
deal so far: cards seen face up that went into a hand, piles of cards that were all seen.  The
sample depends only on that and on the public counts, never on where the hidden cards really
are: two states that differ only in hidden cards give the same sample for the same ``rng``.
"""

from __future__ import annotations

import random
from collections import Counter


def determinize(game, state, seat: int, rng: random.Random, knowledge=None, **opts):
    """A copy of ``state`` with the cards ``seat`` does not know reshuffled into the hidden
    places.  ``knowledge``: a :class:`Knowledge` of the deal up to here (None: the view only).
    ``opts`` are the game's own sampling options (see its knowledge module)."""
    module = getattr(game, "knowledge", None)
    if module is None:
        raise NotImplementedError(f"no determinization for {game.name}")
    return module.determinize(game, state, seat, rng, knowledge, **opts)


class Knowledge:
    """Public knowledge of one deal, followed move by move: ``known[s]``, the cards everyone
    knows to be in seat ``s``'s hidden hand, and ``facts``, the game's other public facts.  Call
    :meth:`update` with the full states before and after each move; the game's knowledge module
    takes from them only what every player saw."""

    def __init__(self, game, state):
        self.game = game
        self.known = [Counter() for _ in range(state.n)]
        module = getattr(game, "knowledge", None)
        self.facts = module.start(game, state) if module is not None else {}

    def copy(self) -> "Knowledge":
        k = Knowledge.__new__(Knowledge)
        k.game, k.facts = self.game, dict(self.facts)
        k.known = [Counter(x) for x in self.known]
        return k

    def update(self, before, move, after) -> None:
        module = getattr(self.game, "knowledge", None)
        if module is not None:
            module.update(self, before, move, after)
