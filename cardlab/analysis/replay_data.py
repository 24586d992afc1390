"""What a replay shows of an annotated record: per deal the evaluation graph's points, the
labelled moves and, at each annotated move, the text in English and German (the comment, and
from an ``eval`` the best move and why it is better).

With a ``seat`` (a replay seen by one player) only the annotations of that seat's own moves are
sent: another player's best move would name cards from a hand the seat cannot see.
"""

from __future__ import annotations

from ..annotations import comment_text
from ..engine import get_game
from ..explain import LANGS, text
from .evaluate import LABELS, UNITS

_LABEL_KEYS = (
    "analysis.graph",
    "analysis.graph_help",
    "analysis.best_line",
    "analysis.played_line",
    "analysis.jump",
    "analysis.none",
)


def build(record, seat=None) -> list:
    """One entry per deal: ``{"seats", "lower", "points", "notes"}`` (``points``: one per
    ``eval`` annotation: ``i`` the step of the move, ``s`` the seat, ``v`` the value of the move
    played, ``b`` the best value, ``label``; ``notes``: by step, ``{"label", "text": {en, de}}``),
    or an empty list when the record has no annotations.  ``labels()`` gives the texts of the
    widget's parts."""
    if not any(d.annotations for d in record.deals):
        return []
    from .annotate import positions
    from .core import Decision
    from .words import why

    game = get_game(record.game)
    want = [(di, a["move"] - 1) for di, d in enumerate(record.deals) for a in d.annotations]
    states = positions(record, want)
    out = []
    for di, deal in enumerate(record.deals):
        points, notes, seats = [], {}, []
        for a in deal.annotations:
            at = a["move"] - 1
            before = states.get((di, at))
            if before is None:
                continue
            mover = before.to_move
            if seat is not None and mover != seat:
                continue
            played = str(game.parse_move(before.copy(), deal.moves[at]))
            e = a.get("eval")
            texts = {}
            for lang in LANGS:
                parts = []
                c = comment_text(a.get("comment"), lang)
                if e is not None:
                    d = Decision(
                        di + 1,
                        at,
                        e["seat"],
                        played,
                        e["best"],
                        e["loss"],
                        a.get("label"),
                        e["moves"],
                        e.get("error", 0.0),
                        e.get("samples", 0),
                    )
                    w = why(game, before, d, lang, record.players, played_effect=False)
                    if c and c not in (w, why(game, before, d, lang, record.players)):
                        parts.append(c)  # a comment of its own (by hand)
                    parts.append(w)
                elif c:
                    parts.append(c)
                texts[lang] = " ".join(parts)
            notes[str(at + 1)] = {"label": a.get("label"), "text": texts, "s": mover}
            if e is not None:
                vals = {m["move"]: m["value"] for m in e["moves"]}
                points.append(
                    {
                        "i": at + 1,
                        "s": e["seat"],
                        "v": vals.get(played),
                        "b": vals.get(e["best"][0]),
                        "label": a.get("label"),
                    }
                )
                if e["seat"] not in seats:
                    seats.append(e["seat"])
        out.append(
            {
                "seats": sorted(seats),
                "lower": UNITS[record.game]["lower_better"],
                "points": points,
                "notes": notes,
            }
        )
    return out


def labels(game: str) -> dict:
    """The widget's texts in both languages: the graph's title and help, the label names and
    marks, the units."""
    from .words import unit_text

    out = {}
    for lang in LANGS:
        d = {k: text(k, lang) for k in _LABEL_KEYS}
        for lab in LABELS:
            d[f"label.{lab}"] = text(f"analysis.label.{lab}", lang)
        d["units"] = unit_text(game, lang)
        out[lang] = d
    return out
