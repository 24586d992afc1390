"""Schwimmen's charts: the data series that :mod:`cardlab.plots` draws (pure Python, no
matplotlib).  Schwimmen has only the chart of totals: the lives."""

from __future__ import annotations

from .cards import LIVES

TOTALS = "lives"  # the chart of totals: steps down from the lives to out, a line at swimming
TOTALS_LABEL = "plots.lives.lives"  # its y axis (a record's chart)
TICKS = list(range(-1, LIVES + 1))  # its y ticks: out, swimming, the lives


CHARTS: dict = {}  # the charts of one deal, by name
