"""Sweep on the score sheet (:mod:`cardlab.scoresheet`): a round is the points of each side
(each seat, or each partnership with four players); without points for sweeps a round gives at
most the card, spade and A♠ points."""

from __future__ import annotations

from typing import Any

from ...engine import DealResult
from ...explain import text
from .._scoresheet import ScoreSheetError, join_names

KIND = "points"  # the entry: the points of each column (side)
DEAL_WORD = "round"


def check(sheet: Any, entry: Any, winner: Any) -> dict:
    """The round ``{"points"}`` of a typed entry, or :class:`ScoreSheetError`."""
    raw = sheet.by_column(entry)
    pts = [sheet.number(v, i) for i, v in enumerate(raw)]
    if sheet.rules.no_sweep_points:
        cap = 2 + (2 if sheet.rules.double_spade_ace else 1)  # cards, spades, the A♠
        if sum(pts) > cap:
            raise ScoreSheetError(
                "scoresheet.err.sweep_cap",
                max(range(len(pts)), key=pts.__getitem__),
                n=cap,
                value=sum(pts),
            )
    return {"points": pts}


def result(sheet: Any, deal: dict) -> DealResult:
    return DealResult(points=list(deal["points"]))


def dead_allowed(rules: Any) -> bool:
    return False


def rules_text(sheet: Any, preset: str, lang: str) -> str:
    parts = [text("scoresheet.rules.sweep", lang, preset=preset, target=sheet.rules.target_score)]
    if len(sheet.sides) < sheet.n:
        parts.append(text("scoresheet.rules.partners", lang, sides=join_names(sheet.columns, lang)))
    return " ".join(parts)


def status_note(sheet: Any, lang: str) -> str | None:
    """A tie at the top at the target, which plays another round."""
    t = sheet.totals
    if sheet.deals and max(t) >= sheet.rules.target_score:
        top = max(t)
        tied = [sheet.columns[i] for i, v in enumerate(t) if v == top]
        return text("scoresheet.status.sweep_tie", lang, names=join_names(tied, lang), n=top)
    return None


def total_text(value: Any, lang: str) -> str:
    return str(value)


def column_state(total: Any) -> str | None:
    return None
