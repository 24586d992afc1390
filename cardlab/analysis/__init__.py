"""Computer analysis: every decision of a recorded game judged from what the player knew.

``cardlab.analyse(record, seat=None, strength="default", executor=None, progress=True)`` returns
an :class:`Analysis`: for each decision the value of every legal move in the game's units with a
95% interval (:data:`UNITS`), the best moves, the loss of the move played and a label
(``inaccuracy``, ``mistake``, ``blunder``: :data:`THRESHOLDS`).  See docs/analysis.md.
Nothing here imports a widget library.
"""

from __future__ import annotations

from .core import Analysis, Decision, analyse, plan
from .evaluate import LABELS, STRENGTHS, THRESHOLDS, UNITS, AnalysisError, settings

__all__ = [
    "analyse",
    "Analysis",
    "Decision",
    "AnalysisError",
    "plan",
    "UNITS",
    "THRESHOLDS",
    "LABELS",
    "STRENGTHS",
    "settings",
]
