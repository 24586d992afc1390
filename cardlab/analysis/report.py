"""The analysis as text (``cardlab analyse``) and as an HTML table (a notebook's display)."""

from __future__ import annotations

import html

from ..explain import text
from .evaluate import LABELS, THRESHOLDS
from .words import label_text, short_value, unit_text


def _v(game, x, lang="en") -> str:
    return short_value(game, x, lang)


def decision_line(game, d, players, lang="en") -> str:
    """One decision on one line: where, who, the move played and the best, values, verdict."""
    m = {x["move"]: x for x in d.moves}
    p = m.get(d.played)
    b = m.get(d.best[0]) if d.best else None
    name = players[d.seat] if d.seat < len(players) else f"seat {d.seat}"
    played = (
        (f"{d.played} {_v(game, p['value'], lang)} [{_v(game, p['low'], lang)}, {_v(game, p['high'], lang)}]")
        if p
        else d.played
    )
    line = text("analysis.cli.line", lang, deal=d.deal, move=d.at + 1, at=d.at, name=name, played=played)
    if d.played in d.best:
        more = [x for x in d.best if x != d.played]
        line += (
            "; "
            + text("analysis.cli.best_played", lang)
            + (" (" + text("analysis.cli.also", lang, moves=" / ".join(more)) + ")" if more else "")
        )
    elif b is not None:
        line += "; " + text(
            "analysis.cli.best",
            lang,
            moves=" / ".join(d.best),
            value=f"{_v(game, b['value'], lang)} [{_v(game, b['low'], lang)}, {_v(game, b['high'], lang)}]",
            loss=_v(game, d.loss, lang).lstrip("+"),
        )
    if d.label:
        line += ": " + label_text(d.label, lang).upper()
    return line


def analysis_text(a, lang: str = "en") -> str:
    game = a.game
    players = a.record.players
    th = THRESHOLDS[game]
    out = [
        text(
            "analysis.cli.head",
            lang,
            game=game,
            names=", ".join(players),
            n=len(a.decisions),
            seats=", ".join(f"{s} ({players[s]})" for s in a.seats),
        ),
        text(
            "analysis.cli.units",
            lang,
            units=unit_text(game, lang),
            thresholds=", ".join(
                f"{_v(game, th[k], lang).lstrip('+')} ({label_text(k, lang)})" for k in LABELS
            ),
        ),
    ]
    for d in a.decisions:
        out.append(decision_line(game, d, players, lang))
    for s, row in a.summary().items():
        out.append(
            text(
                "analysis.cli.summary",
                lang,
                name=players[s],
                n=row["decisions"],
                inaccuracy=row["inaccuracy"],
                mistake=row["mistake"],
                blunder=row["blunder"],
                loss=_v(game, row["mean_loss"], lang).lstrip("+"),
            )
        )
    return "\n".join(out)


def analysis_html(a, lang: str = "en") -> str:
    game, players = a.game, a.record.players
    rows = []
    for d in a.decisions:
        m = {x["move"]: x for x in d.moves}
        p = m.get(d.played, {})
        b = m.get(d.best[0], {}) if d.best else {}
        rows.append(
            "<tr>"
            + "".join(
                f"<td>{html.escape(str(c))}</td>"
                for c in (
                    d.deal,
                    d.at + 1,
                    players[d.seat],
                    d.played,
                    _v(game, p.get("value", 0)),
                    " / ".join(d.best),
                    _v(game, b.get("value", 0)),
                    _v(game, d.loss).lstrip("+"),
                    label_text(d.label, lang),
                )
            )
            + "</tr>"
        )
    head = "".join(
        f"<th>{h}</th>"
        for h in ("deal", "move", "player", "played", "value", "best", "best value", "loss", "label")
    )
    return (
        f"<div><b>{html.escape(repr(a))}</b><br><small>{html.escape(unit_text(game, lang))}"
        f"</small><table><tr>{head}</tr>{''.join(rows)}</table></div>"
    )
