"""Sweep: the fishing game of rules/003 (German), with the rulings of RULINGS.md.

Play one card a turn: it trails (lies on the table) or captures table cards in disjoint groups: a
match group (every table card of the played card's rank, and every build of its value) and sum
groups (two or more number cards adding up to the played number card).  Emptying the table is a
sweep.  Per round: card majority, spade majority, the A♠ and each sweep score a point; the match
goes to 10.  Play and the deal go counterclockwise: seat s+1 follows seat s.

Capture moves are sets of captured cards: two spellings that take the same cards are the same move.
The canonical spelling (FORMAT.md) lists the groups with the cards of each group from high to low
(value, then suit C D H S) and the groups in that order too; where a set of sum cards splits into
groups in more than one way, the canonical split takes first the group holding the highest card
that is highest when read from high to low (and still leaves a valid split of the rest), and so on.

The modules: :mod:`.cards` (cards as small integers, sum arithmetic), :mod:`.moves` (the move
values), :mod:`.state` (the position), :mod:`.play` (legal moves, applying, playouts: the hot
path), :mod:`.scoring`, :mod:`.parsing` (the notation read back, illegal moves explained),
:mod:`.records` (positions to and from JSON) and :mod:`.game` (the game object).
"""

from __future__ import annotations

from .cards import (
    CARD_VALUE,
    DESC_KEY,
    FACE,
    FULL_DECK,
    HAND_KEY,
    HAND_SIZE,
    SPADE_ACE,
    VALUE,
    canonical_split,
    high_to_low,
    low_to_high,
)
from .game import GAME, Sweep
from .moves import SweepMove
from .state import SweepState

__all__ = [
    "GAME",
    "Sweep",
    "SweepMove",
    "SweepState",
    "CARD_VALUE",
    "DESC_KEY",
    "FACE",
    "FULL_DECK",
    "HAND_KEY",
    "HAND_SIZE",
    "SPADE_ACE",
    "VALUE",
    "canonical_split",
    "high_to_low",
    "low_to_high",
]
