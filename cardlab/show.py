"""HTML of a state or record for notebooks (``_repr_html_``), drawn without a kernel: the
position as cards in SVG, with every text escaped."""
from __future__ import annotations



def state_html(game, state, players=None, lang="en") -> str:
    from .widgets_static import position_html
    return position_html(game, state, players, lang)


def record_html(record, lang="en") -> str:
    from .widgets_static import record_overview_html
    return record_overview_html(record, lang)
