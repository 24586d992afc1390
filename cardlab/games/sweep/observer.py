"""Sweep's observer: which cards each event shows to which seat, and what a seat that only
imagines a move can know of it (:mod:`cardlab.observe` applies it; what a seat sees of a position
is the game's view).

By the rules (003) a card is played face up, onto the table or to take table cards, which lay face
up; the last capture takes the cards left face up on the table.  So the cards of those events
are shown to every seat.  The hands dealt from the stock are seen only by their owners (the views
say so).  At the scoring the captured cards are counted openly, so the ace of spades the scoring
names is shown to every seat.
"""

from __future__ import annotations

from .._observer import cards_at

# the events whose cards lie face up for everyone, and the data keys that hold them
_FACE_UP = {
    "sweep.trail": ("card",),
    "sweep.capture": ("card", "taken_cards"),
    "sweep.by_match": ("card", "match_cards"),
    "sweep.by_sum": ("card", "sum_groups"),
    "sweep.by_build": ("card", "build_cards"),
    "sweep.build": ("card", "table_cards"),
    "sweep.ace_in_sweep": ("card",),
    "sweep.last_capture": ("cards",),
    "sweep.score.ace": ("card",),  # the scoring counts the captured cards openly
    "sweep.score.ace_double": ("card",),
    "sweep.score.ace_none": ("card",),
}


def shown(event, seat: int) -> tuple:
    """The cards ``event`` shows ``seat`` as the move is played."""
    keys = _FACE_UP.get(event.kind)
    return () if keys is None else cards_at(event, keys)


def imagined(state, move):
    """What a seat can say of ``move`` in ``state`` without playing it, when its outcome hangs on
    a card nobody knows: never in Sweep (a play is one card from the hand, its outcome decided by
    the table); the move's events say what it does.  None."""
    return None
