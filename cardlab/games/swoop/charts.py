"""Swoop's charts: the data series that :mod:`cardlab.plots` draws (pure Python, no matplotlib;
a chart is a dict of texts, lines, marks and levels, see :func:`cardlab.plots.draw`)."""

from __future__ import annotations

from typing import Any

from ...explain import text

TOTALS = "points"  # the chart of totals: a line per player, up to the target
TOTALS_LABEL = "plots.totals.points"  # its y axis (a record's chart)
TICKS = None  # its y ticks (None: matplotlib's)


def pile(record: Any, deal: int, steps: list, lang: str) -> dict:
    """The number of cards in the pile after each move of ``deal`` (1-based), with the swoops
    (10, joker or four on top) and the pick-ups marked."""
    xs, ys, swoops, pickups = [], [], [], []
    prev = 0
    for st in steps:
        x = st.index + 1
        kinds = [e.kind for e in st.events]
        size_now = len(st.state.pile)
        if "swoop.pickup" in kinds:
            before = next(e.data["n"] for e in st.events if e.kind == "swoop.pickup")
            pickups.append((x, before))
        if "swoop.special" in kinds or "swoop.four" in kinds:
            ev = next(e for e in st.events if e.kind in ("swoop.special", "swoop.four"))
            swoops.append((x, ev.data.get("n", prev)))
        xs.append(x)
        ys.append(size_now)
        prev = size_now
    marks = []
    if swoops:
        marks.append({"label": text("plots.pile.swoop", lang), "style": "drop", "points": swoops})
    if pickups:
        marks.append({"label": text("plots.pile.pickup", lang), "style": "rise", "points": pickups})
    return {
        "title": text("plots.pile.title", lang, n=deal),
        "x": text("plots.pile.move", lang),
        "y": text("plots.pile.size", lang),
        "lines": [{"label": text("plots.pile.size", lang), "xs": xs, "ys": ys, "width": 1.2}],
        "marks": marks,
        "levels": [],
    }


CHARTS = {"pile": pile}  # the charts of one deal, by name (cardlab.plots.pile)
