"""Swoop on the score sheet (:mod:`cardlab.scoresheet`): a deal is every player's penalty points
and who went out (``None`` for a dead deal, which only rules with a dead-deal limit have); the
points must be ones the cards can score."""

from __future__ import annotations

import math
from typing import Any

from ...cards import deck
from ...engine import DealResult
from ...explain import text
from .._scoresheet import AUTO, Names, ScoreSheetError, join_names

KIND = "points_winner"  # the entry: the points of each column and who went out
DEAL_WORD = "deal"


def card_values(game: Any, rules: Any) -> list[int]:
    """The points a single card can score under ``rules`` (the engine's ``card_points`` over a
    pack)."""
    return sorted({game.card_points(rules, c) for c in deck(1, 2)})


def check(sheet: Any, entry: Any, winner: Any) -> dict:
    """The deal ``{"points", "winner"}`` of a typed entry, or :class:`ScoreSheetError`."""
    raw = sheet.by_column(entry)
    rules = sheet.rules
    if winner is not AUTO and winner is not None:
        winner = sheet.seat(winner)
    pts = [sheet.number(v, i, blank_ok=(winner is not AUTO and i == winner)) for i, v in enumerate(raw)]
    if winner is AUTO:
        zeros = [i for i, p in enumerate(pts) if p == 0]
        if len(zeros) > 1:
            raise ScoreSheetError(
                "scoresheet.err.zeros", zeros[1], names=Names([sheet.players[i] for i in zeros])
            )
        winner = zeros[0] if zeros else None
    if winner is None and rules.dead_deal_plays is None:
        raise ScoreSheetError("scoresheet.err.no_winner")
    if winner is not None and pts[winner] != 0:
        raise ScoreSheetError(
            "scoresheet.err.winner_points", winner, name=sheet.players[winner], value=pts[winner]
        )
    values = card_values(sheet.game, rules)
    low, step = values[0], math.gcd(*values)
    for i, p in enumerate(pts):
        if i == winner:
            continue
        if p == 0 and not rules.score_table_cards:
            continue  # only the hand scores: an empty hand scores nothing
        if p < low:
            key = "scoresheet.err.dead_zero" if winner is None else "scoresheet.err.min_points"
            raise ScoreSheetError(key, i, name=sheet.players[i], low=low)
        if p % step:
            raise ScoreSheetError("scoresheet.err.step", i, name=sheet.players[i], value=p, step=step)
    return {"points": pts, "winner": winner}


def result(sheet: Any, deal: dict) -> DealResult:
    return DealResult(
        points=list(deal["points"]), winner=deal["winner"], extra={"dead": deal["winner"] is None}
    )


def dead_allowed(rules: Any) -> bool:
    """Whether a deal may end dead, with nobody going out."""
    return rules.dead_deal_plays is not None


def rules_text(sheet: Any, preset: str, lang: str) -> str:
    r = sheet.rules
    return " ".join(
        [
            text("scoresheet.rules.swoop", lang, preset=preset, target=r.target_score),
            text(f"scoresheet.rules.tie.{r.tie_break}", lang),
            text("scoresheet.rules.dead.on" if r.dead_deal_plays else "scoresheet.rules.dead.off", lang),
        ]
    )


def status_note(sheet: Any, lang: str) -> str | None:
    """A tie for the lowest total at the target, which plays another deal."""
    t = sheet.totals
    if sheet.deals and max(t) >= sheet.rules.target_score:
        low = min(t)
        tied = [sheet.columns[i] for i, v in enumerate(t) if v == low]
        return text("scoresheet.status.swoop_tie", lang, names=join_names(tied, lang), n=low)
    return None


def total_text(value: Any, lang: str) -> str:
    return str(value)


def column_state(total: Any) -> str | None:
    return None
