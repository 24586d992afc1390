"""Schwimmen (also called 31): the drawing game of rules/004, with the rulings of RULINGS.md.

Three cards each from a 32-card pack; three more lie face up in the middle.  On a turn a player
swaps one card with the middle (``swap 7H QS``), swaps all three (``swap all``), passes (``pass``)
or knocks (``knock``).  A hand is worth the best sum of one suit (7-10 face value, J Q K 10, A 11);
three of a rank are 30.5, three aces 31.  31 ends the round at once; after a knock everyone else
moves once more.  The lowest hand loses one of its three lives; at 0 a player "swims", one more
loss puts them out; the last player in wins.

The dealer's choice of stack is the round's first move (``keep`` / ``second``).  With
``seven_eight_nine`` the player to move may first replace a 7-8-9 middle from the stock (``renew``).

The modules: :mod:`.cards` (cards as small integers, hand values), :mod:`.moves`, :mod:`.state`,
:mod:`.play` (legal moves, applying, playouts: the hot path), :mod:`.records` (JSON) and
:mod:`.game` (the game object).
"""

from __future__ import annotations

from .cards import (
    DECK,
    DECK_ORDER,
    DECK_SET,
    LIVES,
    OUT,
    POINTS,
    RANKS,
    SCORINGS,
    SUIT_NAME,
    SUITS,
    SWIMMING,
    hand_value,
    has_789,
    in_deck_order,
    status_of,
    value2,
    value_info,
    value_param,
)
from .game import GAME, Schwimmen
from .moves import CANON, KEEP, KNOCK, PASS, RENEW, SECOND, SWAP_ALL, SWAPS, SchwimmenMove
from .state import SchwimmenState

__all__ = [
    "GAME",
    "Schwimmen",
    "SchwimmenMove",
    "SchwimmenState",
    "DECK",
    "LIVES",
    "OUT",
    "POINTS",
    "RANKS",
    "SCORINGS",
    "SUITS",
    "SWIMMING",
    "KEEP",
    "KNOCK",
    "PASS",
    "RENEW",
    "SECOND",
    "SWAP_ALL",
    "SWAPS",
    "CANON",
    "DECK_SET",
    "DECK_ORDER",
    "SUIT_NAME",
    "in_deck_order",
    "has_789",
    "hand_value",
    "status_of",
    "value2",
    "value_info",
    "value_param",
]
