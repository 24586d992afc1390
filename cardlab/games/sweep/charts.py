"""Sweep's charts: the data series that :mod:`cardlab.plots` draws (pure Python, no matplotlib;
a chart is a dict of texts, lines, marks and levels, see :func:`cardlab.plots.draw`)."""

from __future__ import annotations

from typing import Any

from ...explain import text

TOTALS = "points"  # the chart of totals: a line per side, up to the target
TOTALS_LABEL = "plots.totals.sweep_points"  # its y axis (a record's chart)
TICKS = None  # its y ticks (None: matplotlib's)


def captures(record: Any, deal: int, steps: list, lang: str) -> dict:
    """The cards each side has captured after each card played in round ``deal`` (1-based), with
    the sweeps marked and the card-majority line."""
    match = record.new_match()
    game = match.game
    sides = game.sides(match.rules, match.n)
    names = [" + ".join(record.players[s] for s in sd) for sd in sides]
    series: list[list[int]] = [[] for _ in sides]
    xs = []
    sweeps = []
    for st in steps:
        x = st.index + 1
        xs.append(x)
        for i, sd in enumerate(sides):
            series[i].append(sum(len(st.state.captured[s]) for s in sd))
        for e in st.events:
            if e.kind in ("sweep.sweep", "sweep.sweep_nopoints"):
                i = next(k for k, sd in enumerate(sides) if e.seat in sd)
                sweeps.append((x, i))
    half = game.in_play(steps[0].state)[0] // 2 + 1
    return {
        "title": text("plots.captures.title", lang, n=deal),
        "x": text("plots.captures.play", lang),
        "y": text("plots.captures.cards", lang),
        "lines": [{"label": name, "xs": xs, "ys": series[i]} for i, name in enumerate(names)],
        "marks": [
            {
                "label": text("plots.captures.sweep", lang),
                "style": "star",
                "points": [(x, series[i][xs.index(x)], i) for x, i in sweeps],
            }
        ],
        "levels": [{"y": half, "label": text("plots.captures.majority", lang, n=half)}],
    }


CHARTS = {"captures": captures}  # the charts of one deal, by name (cardlab.plots.captures)
