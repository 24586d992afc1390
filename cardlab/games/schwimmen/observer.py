"""Schwimmen's observer: which cards each event shows to which seat, and what a seat that only
imagines a move can know of it (:mod:`cardlab.observe` applies it; what a seat sees of a position
is the game's view).

By the rules (004) the middle lies face up (the stack the dealer gives up, the cards swapped in,
the three new cards after all passed or the 7-8-9 renewal), a knocker lays the hand face up,
and when the round ends every hand is laid down to be scored.  So the cards of those events are
shown to every seat.  The stack the dealer takes unseen, the stock and the hands in play are seen
only as the views say.
"""

from __future__ import annotations

from .._observer import cards_at

# the events whose cards lie face up for everyone, and the data keys that hold them
_FACE_UP = {
    "schwimmen.keep": ("cards",),
    "schwimmen.second": ("cards",),
    "schwimmen.swap": ("give_card", "take_card"),
    "schwimmen.swap_all": ("give_cards", "take_cards"),
    "schwimmen.knock": ("cards",),
    "schwimmen.all_passed": ("cards", "new_cards"),
    "schwimmen.renew": ("cards", "new_cards"),
    "schwimmen.thirty_one": ("cards",),
    "schwimmen.thirty_one_deal": ("cards",),
}
_LAID_DOWN = "schwimmen.value."  # each hand's value at the end of the round, its cards laid down


def shown(event, seat: int) -> tuple:
    """The cards ``event`` shows ``seat`` as the move is played."""
    keys = _FACE_UP.get(event.kind)
    if keys is None and event.kind.startswith(_LAID_DOWN):
        keys = ("cards",)
    return () if keys is None else cards_at(event, keys)


def imagined(state, move):
    """What a seat can say of ``move`` in ``state`` without playing it, when its outcome hangs on
    a card nobody knows: never in Schwimmen (the unseen stack and the stock decide only cards,
    which are left out); the move's events say what it does.  None."""
    return None
