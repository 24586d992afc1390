"""Schwimmen on the score sheet (:mod:`cardlab.scoresheet`): a round is who lost a life; a total
is the lives left, written as a number, "swims" (0) or "out" (-1)."""

from __future__ import annotations

from typing import Any

from ...engine import DealResult
from ...explain import text
from .._scoresheet import ScoreSheetError
from .cards import status_of

KIND = "lost"  # the entry: the seats who lost a life
DEAL_WORD = "round"


def check(sheet: Any, entry: Any, winner: Any) -> dict:
    """The round ``{"lost": seats}`` of the players (names or seats) who lost a life, or
    :class:`ScoreSheetError`."""
    lost = entry
    if lost is None:
        lost = []
    if isinstance(lost, (str, int)) and not isinstance(lost, bool):
        lost = [lost]
    if isinstance(lost, dict):
        lost = [k for k, v in lost.items() if v]
    if not isinstance(lost, (list, tuple, set, frozenset)):
        raise ScoreSheetError("scoresheet.err.lost_list")
    seats = sorted({sheet.seat(w) for w in lost})
    if not seats:
        raise ScoreSheetError("scoresheet.err.nobody_lost")
    lives = sheet.totals
    for s in seats:
        if lives[s] < 0:
            raise ScoreSheetError("scoresheet.err.already_out", s, name=sheet.players[s])
    return {"lost": seats}


def result(sheet: Any, deal: dict) -> DealResult:
    lost = set(deal["lost"])
    return DealResult(points=[1 if s in lost else 0 for s in range(sheet.n)])


def dead_allowed(rules: Any) -> bool:
    return False


def rules_text(sheet: Any, preset: str, lang: str) -> str:
    return text("scoresheet.rules.schwimmen", lang, preset=preset)


def status_note(sheet: Any, lang: str) -> str | None:
    return None


def total_text(value: Any, lang: str) -> str:
    """Lives as the sheet writes them: 3 to 1, "swims" (0), "out" (-1)."""
    if value < 0:
        return text("scoresheet.lives.out", lang)
    if value == 0:
        return text("scoresheet.lives.swimming", lang)
    return str(value)


def column_state(total: Any) -> str | None:
    """A player's state by the lives left: ``in``, ``swimming`` or ``out``."""
    return status_of(total)
