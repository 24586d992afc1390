"""The named examples gathered from the games of the registry (each game's
``games/<game>/teaching.py``, ``EXAMPLES``), and their records.  Here, below
:mod:`.tutorial` (which walks an example) and :mod:`.examples` (which shows one), which both
ask it; :mod:`.examples` names all of it too."""

from __future__ import annotations

from ..engine import GAMES, get_game
from ..games._teaching import Example
from ..record import Record
from .shown import _lang


def _gather() -> dict:
    """Every game's named examples, by (game, name), in the order of the registry."""
    out: dict = {}
    for name in GAMES:
        teaching = get_game(name).teaching
        for ex in teaching.EXAMPLES if teaching is not None else ():
            out[(ex.game, ex.name)] = ex
    return out


EXAMPLES: dict = _gather()


def _get(game, name) -> Example:
    try:
        return EXAMPLES[(game, name)]
    except KeyError:
        names = ", ".join(n for g, n in EXAMPLES if g == game)
        if not names:
            get_game(game)
        raise KeyError(f"{game} has no example {name!r}; its examples are {names}") from None


def record(game: str, name: str, **options) -> Record:
    """The record of a named example (rule options change its rules)."""
    return _get(game, name).record(**options)


def prelude(game: str, name: str, lang: str = "en", **options) -> list:
    """Sentences that tell how the example's deal came about (empty for most)."""
    ex = _get(game, name)
    return ex._prelude(_lang(lang), **options) if ex._prelude else []
