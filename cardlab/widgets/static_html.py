"""The old name of :mod:`cardlab.display` (the static HTML pictures of positions and records),
kept so that ``from cardlab.widgets.static_html import position_html`` still works.  The drawing
moved below the games and the records, which draw their ``_repr_html_`` with it."""

from __future__ import annotations

from ..display import (
    CARD_H,
    CARD_W,
    card_svg,
    cards_svg,
    key_label,
    position_html,
    record_html,
    record_overview_html,
    state_html,
)

__all__ = [
    "CARD_H",
    "CARD_W",
    "card_svg",
    "cards_svg",
    "key_label",
    "position_html",
    "record_html",
    "record_overview_html",
    "state_html",
]
