"""Static HTML pictures of positions (no JavaScript): used by ``_repr_html_``."""
from __future__ import annotations

import html

from .engine import get_game


def position_html(game, state, players=None, lang="en") -> str:
    g = get_game(game)
    text = g.describe(state, lang, players)
    return f'<pre class="cardlab-position">{html.escape(text)}</pre>'


def record_overview_html(record, lang="en") -> str:
    last = record.state_at()
    g = get_game(record.game)
    title = html.escape(str(record.meta.get("title", "")))
    names = ", ".join(html.escape(p) for p in record.players)
    return (f'<div class="cardlab-record"><b>{html.escape(record.game)}</b> {title}<br>{names}'
            f'{position_html(g, last.state, record.players, lang)}</div>')
