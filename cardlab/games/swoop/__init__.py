"""Swoop: the shedding game of rules/000 (German, ``published`` preset) and rules/001 (English,
``house`` preset, the default), with the rulings of RULINGS.md.

Play equal or lower on the pile; higher picks the pile up first; four of a rank on top, a 10 or a
joker swoops the pile aside and the player plays again; mystery cards are played in two moves
(``d3``, then the cards added or ``none``).

The modules: :mod:`.cards` (cards as small integers, suit codes), :mod:`.moves` (the move values
and the memoised plays), :mod:`.state` (the position), :mod:`.play` (legal moves, applying,
playouts: the hot path), :mod:`.scoring`, :mod:`.parsing` (the notation read back, illegal moves
explained), :mod:`.records` (positions to and from JSON) and :mod:`.game` (the game object).
"""

from __future__ import annotations

from .cards import HAND_ORDER, RANK_VALUE, SLOTS, decks_for
from .game import GAME, Swoop
from .moves import SwoopMove
from .state import SwoopState

__all__ = ["GAME", "Swoop", "SwoopMove", "SwoopState", "SLOTS", "decks_for", "RANK_VALUE", "HAND_ORDER"]
