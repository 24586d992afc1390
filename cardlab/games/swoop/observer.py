"""Swoop's observer: which cards each event shows to which seat, and what a seat that only
imagines a move can know of it (:mod:`cardlab.observe` applies it; what a seat sees of a position
is the game's view).

By the rules (000, 001) every card played goes face up on the pile, a mystery card is turned
face up when it is played, whatever it is, and a picked-up pile was face up before: so the
cards of those events are shown to every seat.  A 10 or a joker turned up from a mystery slot
swoops at once: it is in neither the position before nor the one after, yet every seat saw it,
its owner too.  When the deal is scored every player counts all the cards still held, hand,
face-up and mystery cards alike (000, "Punkte zählen"; 001, "Scoring"): they are laid open for
the count, so the scoring's cards are shown to every seat.
"""

from __future__ import annotations

from .._observer import cards_at

# the events whose cards lie face up for everyone, and the data keys that hold them
_FACE_UP = {
    "swoop.start": ("cards",),
    "swoop.play": ("cards",),
    "swoop.pickup": ("cards", "picked_cards"),
    "swoop.new_pile": ("cards",),
    "swoop.special": ("card",),
    "swoop.reveal": ("card",),
    "swoop.score": ("cards",),  # the cards still held, laid open and counted
}


def shown(event, seat: int) -> tuple:
    """The cards ``event`` shows ``seat`` as the move is played."""
    keys = _FACE_UP.get(event.kind)
    return () if keys is None else cards_at(event, keys)


def imagined(state, move):
    """What a seat can say of ``move`` in ``state`` without playing it, when its outcome hangs on
    a card nobody knows: turning up a mystery card (``d3``) is told only as that, since whether it
    swoops, picks up or waits for company depends on the card.  A catalog key's last part and its
    parameters, or None (the move's events say what it does)."""
    if getattr(move, "kind", "") == "reveal":
        return ("swoop.reveal", {"slot": move.slot})
    return None
