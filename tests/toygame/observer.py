"""Higher's observer: a played card lies face up for everyone; no move hangs on an unknown card."""

from __future__ import annotations

from cardlab.games._observer import cards_at

_FACE_UP = {"higher.play": ("card",), "higher.trick": ("cards",)}


def shown(event, seat: int) -> tuple:
    return cards_at(event, _FACE_UP.get(event.kind, ()))


def imagined(state, move):
    return None
