"""cardlab: card games with real rules engines (the games are listed by ``cardlab.engine.GAMES``),
explained in German and English.  The engine is pure Python; widgets and plots load on first use
(``cardlab.widgets``, ``cardlab.plots``)."""

from __future__ import annotations

__version__ = "0.1.0"

from . import _native

_native.setup()  # the compiled engines, or the same source as pure Python (CARDLAB_PURE=1)

from .cards import card_label, card_name, parse_card
from .engine import CardlabError, Event, FormatError, IllegalMove, Match, Rules, RulesError, get_game
from .explain import explain, render
from .record import Record, RecordError, load

__all__ = [
    "Record",
    "RecordError",
    "load",
    "get_game",
    "Match",
    "Rules",
    "RulesError",
    "IllegalMove",
    "FormatError",
    "CardlabError",
    "Event",
    "explain",
    "render",
    "parse_card",
    "card_name",
    "card_label",
    "rules",
    "simulate",
    "analyse",
    "compiled",
]


def compiled() -> bool:
    """True when the engines run compiled by mypyc, False when they run as pure Python (the
    pure wheel, no C compiler at install, ``CARDLAB_PURE=1``, or a source changed since the
    build)."""
    return _native.compiled()


def rules(game: str, preset: str | None = None, **options) -> Rules:
    """The rules of ``game`` from a preset plus options: ``cardlab.rules(game, "published")``."""
    return get_game(game).rules(preset, **options)


def simulate(game, *args, **kwargs):
    """Play many whole games between bots: see :func:`cardlab.simulation.simulate`."""
    from .simulation import simulate as run

    return run(game, *args, **kwargs)


def analyse(record, seat=None, strength="default", executor=None, progress=True, **kwargs):
    """Judge every decision of a recorded game: see :func:`cardlab.analysis.analyse`."""
    from .analysis import analyse as run

    return run(record, seat=seat, strength=strength, executor=executor, progress=progress, **kwargs)


def __getattr__(
    name,
):  # lazy: widgets, plots, puzzles, bots, notation, teaching and lessons load on first use
    if name in ("widgets", "plots", "puzzles", "bots", "notation", "teaching", "lessons", "analysis"):
        import importlib

        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'cardlab' has no attribute {name!r}")
