"""A helper the games' observers share: the cards an event holds under some of its data keys."""

from __future__ import annotations


def cards_at(event, keys) -> tuple:
    """The cards of ``event.data`` under ``keys`` (a card, a list of cards or a list of groups
    of cards), in order."""
    out: list = []
    for k in keys:
        v = event.data.get(k)
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                if isinstance(x, str):
                    out.append(x)
                else:
                    out.extend(x)
    return tuple(out)
