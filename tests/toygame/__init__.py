"""Higher: a toy fourth game that plugs into cardlab through the game protocol alone
(docs/architecture.md, "Adding a game"); tests/test_toy_game.py registers and checks it.

Two or three players get four cards each from 2-9 of hearts and spades; the other cards stay
face down (the stock).  Each trick, every seat plays one card face up; the highest rank takes it
(spades beat hearts on equal rank) and leads the next.  The most tricks wins the deal.
"""

from .game import GAME, Higher, HigherMove, HigherState

__all__ = ["GAME", "Higher", "HigherMove", "HigherState"]
