"""The data a replay sends to the browser, computed once in Python (no widget library needed).

For every step of a deal (its start and each move) a *frame* holds the position as the game's
``view(state, seat)`` JSON, the move in notation, who moved and the kinds of the move's events
(with their numbers only: no cards), so the drawing code can highlight what changed.  The texts
of a frame (the move in words, the explanation from the engine's events) are made per language.

With a ``seat`` the frames hold only what that seat may see: the view already leaves hidden cards
out; the explanation drops any sentence that names a card the seat may not be told of the move
(:mod:`cardlab.observe`, the rule every consumer shares); the card-name table sent along names
only the cards that occur in the frames.  Nothing game-specific is here: the games differ only
through their ``view`` JSON, their events, their observer and their notation.
"""

from __future__ import annotations

import json
from typing import Any

from ..cards import ALL_CARDS, RANK, card_label, card_name
from ..engine import get_game
from ..explain import LANGS, catalog, render, text
from ..notation import move_cards, move_text
from ..notation import move_words as _words
from ..observe import cards_in, sight, told
from ..record import Record

_CARD_SET = frozenset(ALL_CARDS)


def local_names(players, lang: str) -> list:
    """The players' names as a view in ``lang`` shows them: a record whose names are the engine's
    defaults ("Player 1", "Player 2", ...) shows "Spieler 1", ... in German; other names are data
    and stay exactly as they are."""
    from ..notation import default_names

    players = list(players)
    return default_names(len(players), lang) if players == default_names(len(players), "en") else players


def event_numbers(event) -> dict:
    """An event for the drawing code: its kind, seat and numbers only (never a card)."""
    d: dict[str, Any] = {}
    for k, v in event.data.items():
        if isinstance(v, (bool, int)):
            d[k] = v
        elif isinstance(v, list) and all(isinstance(x, int) and not isinstance(x, bool) for x in v):
            d[k] = list(v)
    return {"kind": event.kind, "seat": event.seat, "data": d}


def _start_sentences(start, state, lang, names, visible) -> list:
    """What step 0 of a deal says: the draw for the start or the deal (when the record holds
    one and the viewer may see its cards), who deals and who begins."""
    out = []
    draw = start.get("draw") if isinstance(start, dict) else None
    if draw and all(isinstance(d, (list, tuple)) and len(d) == 2 for d in draw):
        cards = {d[1] for d in draw}
        if visible is None or cards <= visible:
            who = ", ".join(
                f"{names[s]} {card_label(c, lang)}"
                for s, c in draw
                if isinstance(s, int) and 0 <= s < len(names) and c in _CARD_SET
            )
            key = "common.start.draw_deal" if "dealer" in start else "common.start.draw_start"
            out.append(text(key, lang, draws=who))
    dealer = getattr(state, "dealer", None)
    if isinstance(dealer, int) and 0 <= dealer < len(names):
        out.append(text("common.start.dealer", lang, names, player=dealer))
    if not state.over:
        out.append(text("common.start.first", lang, names, player=state.to_move))
    return out


def labels(lang: str) -> dict:
    """Every ``widget.*`` and ``common.label.*`` string of the catalog in ``lang`` (read anew
    each time: a registered game adds its name, ``common.label.game.<game>``, to the catalog)."""
    cat = catalog()
    return {
        k: (v.get(lang) or v["en"])
        for k, v in cat.items()
        if k.startswith("widget.") or k.startswith("common.label.")
    }


def build(record, seat=None) -> dict:
    """Everything a replay shows: per deal its frames and texts, the score table, the labels.

    Returns ``{"game", "players", "seat", "deals": [{"frames", "texts", "moves"}], "scores",
    "labels"}``; ``deals[k]["texts"][lang][i]`` is ``{"w": words, "x": explanation, "n":
    notation}``: the move in words, what it did, and its notation in the language's display form
    (``D♥@o2``, ``tauschen B♣ 7♦``; None at the start of a deal).  The words, notation and cards
    come from the move value (:mod:`cardlab.notation`), not from reading the notation string."""
    record = Record.coerce(record)
    game = get_game(record.game)
    match = record.new_match()
    players = list(record.players)
    shown_names = {lang: local_names(players, lang) for lang in LANGS}
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < len(players)):
        raise ValueError(f"seat must be None or 0 to {len(players) - 1}, not {seat!r}")
    deals: list[dict[str, Any]] = []
    cur: dict[str, Any] | None = None
    before = None
    seen_cards: set = set()
    for step in record.replay(events=True, match=match):
        # the move value, read from its canonical text in the position before it
        mv = None if step.index == -1 else game.parse_move(before, step.canonical)
        cards = set(move_cards(game.name, mv)) if mv is not None else set()
        if step.index == -1:
            cur = {
                "frames": [],
                "texts": {lang: [] for lang in LANGS},
                "moves": len(record.deals[step.deal].moves),
            }
            deals.append(cur)
            events = []  # a deal's start has no events; its draw is told when the seat sees it
            visible = None if seat is None else sight(game, step.state, seat)
        else:
            events = told(game, before, mv, step.events, step.state, seat)
            visible = None
        before = step.state
        view = game.view(step.state, seat)
        frame = {
            "i": step.index + 1,
            "v": view,
            "m": step.canonical,
            "s": step.seat,
            "ev": [event_numbers(e) for e in step.events],
        }
        assert cur is not None  # set at each deal's start (index -1)
        cur["frames"].append(frame)
        for lang in LANGS:
            names = shown_names[lang]
            sentences = (
                []
                if step.index != -1
                else _start_sentences(record.deals[step.deal].start, step.state, lang, names, visible)
            )
            for e in events:  # only those the seat may be told
                s = render(e, lang, names)
                if s:
                    sentences.append(s)
            cur["texts"][lang].append(
                {
                    "w": _words(game.name, mv, lang, names, step.seat)
                    if mv is not None
                    else _words(game.name, None, lang),
                    "x": " ".join(sentences),
                    "n": move_text(game.name, mv, lang) if mv is not None else None,
                }
            )
        cards_in(view, seen_cards)
        seen_cards |= cards
    # the score table: every finished deal's points and the running totals, per side
    sides = game.sides(match.rules, match.n)
    rows = []
    for k in range(len(deals)):
        if k < len(match.results):
            rows.append(
                {
                    "points": list(match.results[k].points),
                    "totals": list(game.totals(match.rules, match.n, match.results[: k + 1])),
                    "winner": match.results[k].winner,
                }
            )
        else:
            rows.append({"points": None, "totals": None, "winner": None})
    finished, winners = match.status()
    lab = {}
    for lang in LANGS:
        d = dict(labels(lang))
        d["cards"] = {c: [card_label(c, lang), card_name(c, lang)] for c in sorted(seen_cards)}
        d["players"] = shown_names[lang]
        d["ranks"] = {RANK[c]: card_label(c, lang)[:-1] if c != "X" else "X" for c in seen_cards}
        lab[lang] = d
    return {
        "game": record.game,
        "players": players,
        "seat": seat,
        "deals": deals,
        "scores": {"sides": sides, "rows": rows, "finished": finished, "winners": list(winners)},
        "labels": lab,
    }


def to_js(obj) -> str:
    """JSON safe to inline in a ``<script>``: ``<``, ``>``, ``&`` (so no ``</script>``, no
    ``<!--``) and the line separators escaped as ``\\uXXXX``."""
    return (
        json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
        .replace("\u2028", "\\u2028")
        .replace("\u2029", "\\u2029")
    )
