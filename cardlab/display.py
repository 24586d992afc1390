"""Static HTML pictures of positions and records (no JavaScript): what a state's and a record's
``_repr_html_`` draw in a notebook (:func:`state_html`, :func:`record_html`), and the positions of
an nbgrader notebook.

Drawn from the game's ``view(state, seat)`` JSON alone, so it serves every game: each player's
card lists as rows of inline-SVG cards, then the table's lists, then the numbers.  Every text is
escaped with ``html.escape``.  Engine side: it sits just above the engine (it imports the cards,
the catalog and the engine, and asks for a game by name), below the games, the records and the
widgets (docs/architecture.md, "Layers"); it imports no widget library.  ``cardlab.widgets.static_html``
is the old name of this module.
"""

from __future__ import annotations

import html
import re

from .cards import ALL_CARDS, SUIT, card_label, card_name
from .engine import get_game
from .explain import text

CARD_W, CARD_H = 36, 50
_CARDS = frozenset(ALL_CARDS)
_COLOUR2 = {"C": "#1a1a1a", "D": "#c0142b", "H": "#c0142b", "S": "#1a1a1a", None: "#6a1b9a"}
_COLOUR4 = {"C": "#137a2c", "D": "#1f5fbf", "H": "#c0142b", "S": "#1a1a1a", None: "#6a1b9a"}
_SYMBOL = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", None: "★"}
_SKIP = {"game", "to_move", "starter", "over", "winner", "dead", "revealed", "players", "dealer"}


def _e(s) -> str:
    return html.escape(str(s), quote=True)


def _t(key, lang, **params) -> str:
    return text(key, lang, **params)


NAME_MAX = 24
_BIDI = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefe\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_LONG = (
    "display:inline-block;max-width:16em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;"
    "vertical-align:bottom"
)


def _name(s) -> str:
    """A player's name: escaped, in a ``<bdi>`` (isolated from the text around it, so a
    right-to-left name or an unclosed U+202E cannot reorder it); a long name is ellipsized by
    CSS, its whole text kept (and in its title)."""
    s = str(s)
    if len(s) > NAME_MAX:
        return f'<bdi title="{_e(s)}" style="{_LONG}">{_e(s)}</bdi>'
    return f"<bdi>{_e(s)}</bdi>"


def _with_names(msg: str, names) -> str:
    """``msg`` escaped, with each name that could disturb it (right-to-left or bidi characters,
    or long) as :func:`_name`."""
    risky = sorted(
        {str(n) for n in names or () if n and (len(str(n)) > NAME_MAX or _BIDI.search(str(n)))},
        key=len,
        reverse=True,
    )
    if not risky:
        return _e(msg)
    parts = re.split("(" + "|".join(re.escape(n) for n in risky) + ")", msg)
    return "".join(_name(p) if i % 2 else _e(p) for i, p in enumerate(parts))


def key_label(key: str, lang: str) -> str:
    """A view field's name from the catalog (``widget.key.<field>``), else the field itself."""
    from .explain import catalog

    entry = catalog().get(f"widget.key.{key}")
    return (entry.get(lang) or entry["en"]) if entry else key.replace("_", " ")


def card_svg(card, x: float, y: float, lang: str = "en", four_colour: bool = False) -> str:
    """One card as SVG: a card string, ``"?"`` face down, ``None`` an empty place."""
    box = f'x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4"'
    if card is None:
        return (
            f'<rect {box} fill="none" stroke="#aaa" stroke-dasharray="3 2">'
            f"<title>{_e(_t('widget.empty_slot', lang))}</title></rect>"
        )
    if card == "?":
        return (
            f'<g role="img" aria-label="{_e(_t("widget.card_back", lang))}"><rect {box} fill="#2b4a8b" '
            f'stroke="#1a2f5c"/></g>'
        )
    suit = SUIT.get(card)
    colour = (_COLOUR4 if four_colour else _COLOUR2)[suit]
    lab = card_label(card, lang)
    rank = lab[:-1] if suit else "X"  # a joker is X, as the notation writes it
    return (
        f'<g role="img" aria-label="{_e(card_name(card, lang))}"><rect {box} fill="#fff" stroke="#777"/>'
        f'<text x="{x + 3}" y="{y + 13}" font-size="12" font-weight="bold" fill="{colour}" '
        f'font-family="Georgia,serif">{_e(rank)}</text>'
        f'<text x="{x + CARD_W / 2}" y="{y + CARD_H - 10}" font-size="20" text-anchor="middle" '
        f'fill="{colour}">{_SYMBOL[suit]}</text></g>'
    )


def cards_svg(cards, lang="en", four_colour=False, width=None) -> str:
    n = len(cards)
    if width is None or n < 2:
        dx = CARD_W + 4
    else:
        dx = min(CARD_W + 4, max(8, (width - CARD_W) / (n - 1)))
    w = int(CARD_W + max(0, n - 1) * dx) + 2
    body = "".join(card_svg(c, 1 + i * dx, 1, lang, four_colour) for i, c in enumerate(cards))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{CARD_H + 2}" '
        f'viewBox="0 0 {w} {CARD_H + 2}" style="vertical-align:middle">{body}</svg>'
    )


def _is_cards(v) -> bool:
    return (
        isinstance(v, list)
        and bool(v)
        and all(c is None or (isinstance(c, str) and (c == "?" or c in _CARDS)) for c in v)
    )


def _fields_html(obj: dict, lang, four_colour) -> str:
    rows, nums = [], []
    for k, v in obj.items():
        if k in _SKIP:
            continue
        if _is_cards(v):
            rows.append(
                f'<div><span style="display:inline-block;min-width:7em;color:#555">'
                f"{_e(key_label(k, lang))}</span> {cards_svg(v, lang, four_colour, 520)}</div>"
            )
        elif isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
            for i, x in enumerate(v):
                for k2, v2 in x.items():
                    if _is_cards(v2):
                        rows.append(
                            f'<div><span style="display:inline-block;min-width:7em;color:#555">'
                            f"{_e(key_label(k, lang))} {i + 1}: {_e(key_label(k2, lang))}</span> "
                            f"{cards_svg(v2, lang, four_colour, 520)}</div>"
                        )
        elif isinstance(v, bool):
            if v:
                nums.append(_e(key_label(k, lang)))
        elif isinstance(v, int):
            nums.append(f"{_e(key_label(k, lang))}: {v}")
    if nums:
        rows.append(f'<div style="color:#555;font-size:90%">{" · ".join(nums)}</div>')
    return "".join(rows)


def position_html(game, state, players=None, lang="en", seat=None, four_colour=False) -> str:
    """The position as HTML with inline SVG cards (what ``seat`` sees; everything by default)."""
    g = get_game(game)
    view = g.view(state, seat)
    n = len(view.get("players", []))
    names = [str(p) for p in players] if players else [f"P{i + 1}" for i in range(n)]
    to_move = view.get("to_move")
    parts = []
    for s, p in enumerate(view.get("players", [])):
        mover = s == to_move
        head = _name(names[s] if s < len(names) else f"P{s + 1}")
        if mover:
            head = f'▶ {head} <span style="color:#8a5a00">({_e(_t("widget.to_move_short", lang))})</span>'
        style = "border:3px solid #e0a000;background:#fffbe8" if mover else "border:1px solid #ccc"
        parts.append(
            f'<div style="{style};border-radius:8px;padding:4px 8px;margin:4px 0">'
            f"<b>{head}</b>{_fields_html(p, lang, four_colour)}</div>"
        )
    middle = _fields_html({k: v for k, v in view.items() if k != "players"}, lang, four_colour)
    parts.append(
        f'<div style="background:#2f6b45;color:#fff;border-radius:8px;padding:6px 8px;margin:4px 0">'
        f"{middle.replace('color:#555', 'color:#e8f0e8')}</div>"
    )
    if view.get("over"):
        w = view.get("winner")
        msg = (
            _t("widget.deal_over", lang)
            if w is None
            else text("widget.wins_deal", lang, players=names, player=w)
        )
        parts.append(f"<div><b>{_with_names(msg, names)}</b></div>")
    label = _e(_t("widget.table", lang))
    return (
        f'<div class="cardlab-position" role="group" aria-label="{label}" '
        f'style="font-family:system-ui,sans-serif;font-size:13px;max-width:760px;overflow-wrap:anywhere">{"".join(parts)}</div>'
    )


def record_overview_html(record, lang="en") -> str:
    """A record: its game, title and players, and the position at its end."""
    g = get_game(record.game)
    title = record.meta.get("title", "")
    names = ", ".join(_name(p) for p in record.players)
    moves = sum(len(d.moves) for d in record.deals)
    try:
        last = record.state_at()
        pos = position_html(g, last.state, record.players, lang)
        move = ""
        if last.canonical is not None:
            from .explain import explain

            move = (
                f"<div><b>{_e(_t('common.label.last_move', lang))}:</b> <code>{_e(last.canonical)}</code> "
                f"{_with_names(explain(last.events, lang, record.players), record.players)}</div>"
            )
    except Exception as e:  # an invalid record still shows what it is
        pos, move = f'<div style="color:#b3261e">{_e(e)}</div>', ""
    return (
        f'<div class="cardlab-record" style="font-family:system-ui,sans-serif;overflow-wrap:anywhere">'
        f"<b>{_e(record.game)}</b> <bdi>{_e(title)}</bdi><br>{names} · {len(record.deals)} × {_e(_t('widget.deal', lang))}, "
        f"{moves} × {_e(_t('widget.move', lang))}{move}{pos}</div>"
    )


def state_html(game, state, players=None, lang="en") -> str:
    """A state's ``_repr_html_``: the position as cards in SVG, every text escaped."""
    return position_html(game, state, players, lang)


def record_html(record, lang="en") -> str:
    """A record's ``_repr_html_``: the players, the deals and the last position."""
    return record_overview_html(record, lang)
