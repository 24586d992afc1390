"""The Table's score: the strip that is always on screen (each side's total, the deal, how the
game is won) and, once a deal is over, its summary in sentences (each player's cards counted,
each scoring category, the lives lost).  Everything game-specific comes from the game: its
sides, its totals (``match.totals``), its score-sheet texts (``game.scoresheet``: the word for a
deal, how a total is written, points or lives) and where the scoring begins among the events
of the move that ends a deal (``game.scoring_start``)."""

from __future__ import annotations

from ..explain import render, text
from ..scoresheet import rules_short


def deal_word(game) -> str:
    """``deal`` or ``round``: what the game calls one deal."""
    return getattr(game.scoresheet, "DEAL_WORD", "deal")


def strip(game, match, seat: int, players, lang: str, before: list, over: bool, dealt: int) -> dict:
    """What the score strip shows: ``deal`` (this deal's number, and of how many in a short
    game), ``rules`` (how the game is won), ``head`` (points or lives), ``rows`` (one a side:
    ``name``, ``total`` as the score sheet writes it, ``value``, ``delta`` (what this deal
    changed, once it is over, else None), ``state`` (lives: in, swimming, out; else None),
    ``you`` (the learner's side))."""
    sheet = game.scoresheet
    word = deal_word(game)
    of = match.max_deals
    deal = (
        text(f"table.score.{word}_of", lang, n=dealt, of=of)
        if of
        else text(f"table.score.{word}", lang, n=dealt)
    )
    rules = rules_short(game, match.rules, lang)
    if of:
        rules += " \u00b7 " + text(f"table.score.short_{word}", lang, of=of)
    goal = text(f"table.score.goal.{game.name}", lang, target=getattr(match.rules, "target_score", 0))
    lives = getattr(sheet, "KIND", "") == "lost"
    totals = list(match.totals)
    rows = []
    for i, side in enumerate(game.sides(match.rules, match.n)):
        value = totals[i]
        rows.append(
            {
                "name": " + ".join(str(players[s]) for s in side),
                "total": sheet.total_text(value, lang) if sheet is not None else str(value),
                "value": value,
                "delta": (value - before[i]) if over and i < len(before) else None,
                "state": sheet.column_state(value) if sheet is not None else None,
                "you": seat in side,
            }
        )
    head = text("scoresheet.ui.lives" if lives else "table.score.points", lang)
    return {
        "n": dealt,
        "deal": deal,
        "goal": goal,
        "word": word,
        "rules": rules,
        "head": head,
        "lives": lives,
        "rows": rows,
    }


def split_scoring(game, events) -> tuple[list, list]:
    """The events of the move that ended a deal, split where the scoring begins: (the move,
    the scoring)."""
    k = game.scoring_start(events)
    return list(events[:k]), list(events[k:])


def summary(game, events, lang: str, players) -> list[str]:
    """The deal's scoring as sentences, one per event (the events a seat may be told)."""
    out = []
    for e in events:
        s = render(e, lang, players)
        if s:
            out.append(s)
    return out


def totals(score: dict, lang: str) -> str:
    """The totals after a deal as one sentence (``Spielstand nach Runde 2 in Punkten – Anna: 265
    (+265) · Ben: 11 (+11) · Carla: 0``), from what the strip shows."""
    rows = []
    for r in score["rows"]:
        d = r["delta"]
        change = f" ({d:+d})".replace("-", "\u2212") if isinstance(d, int) and d else ""
        rows.append(f"{r['name']}: {r['total']}{change}")
    kind = "lives" if score["lives"] else "points"
    return text(f"table.score.totals.{kind}", lang, n=score["n"], rows=" \u00b7 ".join(rows))
