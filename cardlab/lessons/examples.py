"""The named examples of the tutorials: the worked examples of the rule texts, and a position for
every question the rule texts leave open, each as a record the engine plays.

``example(game, name, lang)`` gives a :class:`~cardlab.widgets.Replay` of the example, or for a
move the rules do not allow a :class:`~cardlab.lessons.tutorial.Refusal` (the engine's reason in
``lang``), or for a few a small table.  ``examples(game)`` lists them; ``record(game, name)`` is
the example's record (to save, check or turn into a puzzle).  Rule options given to any of these
change the example's rules (``example(game, name, preset=...)``).

The examples themselves are each game's (``games/<game>/teaching.py``, ``EXAMPLES``); this module
gathers them from the games of the registry and shows them.

Every example says where it comes from: ``rules`` (a rule text says so, or it is the text's own
example) or ``cardlab`` (the texts leave it open; cardlab's reading, docs/rulings.md).
"""

from __future__ import annotations

from typing import Callable

from ..engine import get_game
from ..games._teaching import Example
from .named import EXAMPLES, _get, prelude, record  # noqa: F401  (named here too)
from .tutorial import Grid, _lang, deck, hand_values, refuse

# the small tables an example may be: (name, *arguments) -> the table in lang
_TABLES: dict[str, Callable[..., Grid]] = {
    "deck": lambda ex, lang, **o: deck(ex.game, lang, **o),
    "hand_values": lambda ex, lang, hands, **o: hand_values(hands, lang, game=ex.game, **o),
}


def example(game: str, name: str, lang: str = "en", **options):
    """The named example, ready to show: a Replay (step through it), a Refusal (the move, why
    the engine refuses it, what is allowed instead), or a small table."""
    lang = _lang(lang)
    ex = _get(game, name)
    if ex.kind == "table":
        what, *args = ex._table
        return _TABLES[what](ex, lang, *args, **options)
    rec = ex.record(**options)
    if ex.kind == "refusal":
        move = ex.move[lang] if isinstance(ex.move, dict) else ex.move
        return refuse(rec, move, lang=lang, at=ex.at, touch=ex.touch)
    from ..widgets import Replay

    return Replay(rec, lang=lang)


def examples(game: str | None = None, lang: str = "en") -> Grid:
    """The named examples (of one game, or all), with their kind, source and title."""
    lang = _lang(lang)
    head = {
        "en": ["game", "name", "kind", "source", "title"],
        "de": ["Spiel", "Name", "Art", "Quelle", "Titel"],
    }
    rows = [
        [ex.game, ex.name, ex.kind, ex.source, ex.title[lang]]
        for (g, _), ex in EXAMPLES.items()
        if game is None or g == game
    ]
    if game is not None and not rows:
        get_game(game)
    return Grid(head[lang], rows)


__all__ = ["Example", "EXAMPLES", "example", "examples", "record", "prelude"]
