"""Goals: what makes an answer good, evaluated by the engine for every legal move.

A goal scores each legal move of the answering seat (higher is better); every move with the top
score is a right answer.  The goals use only what the answering seat can see.  Each game's goals
are in its package (``games/<game>/goals.py``, the game's ``goals``: what each goal asks and how
it is solved); the shared :class:`Goal` and :class:`Result` are in :mod:`cardlab.games._goals`
and named here too.  :data:`GOALS` maps every goal's name to its class, over the registered
games.
"""

from __future__ import annotations

from typing import Any

from ..engine import GAMES, get_game
from ..games._goals import Goal, Result  # noqa: F401 (named here for the puzzles)

_MADE: dict = {}
_REGISTRY: dict[str, type[Goal]] = {}
_BUILT_FOR: list = []  # the registry's game names the goals were collected from


def _registry() -> dict[str, type[Goal]]:
    """Every goal of the registered games by name (a goal's name is unique over the games);
    collected again when a game is registered (``cardlab.engine.register``) or removed."""
    if _BUILT_FOR != list(GAMES):
        _REGISTRY.clear()
        _MADE.clear()
        for name in GAMES:
            for cls in getattr(get_game(name).goals, "GOALS", ()):  # a game may have no goals
                _REGISTRY[cls.name] = cls
        _BUILT_FOR[:] = list(GAMES)
    return _REGISTRY


def __getattr__(name: str) -> Any:
    # GOALS is built from the games when first asked for (so importing this module loads no
    # game); a goal class is found by its class name too (``ShedMost``, as before the goals
    # moved into the games)
    if name == "GOALS":
        return _registry()
    for cls in _registry().values():
        if cls.__name__ == name:
            return cls
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def goal(game: str, name: str) -> Goal:
    """The goal ``name`` of ``game`` (one object per goal)."""
    cls = _registry().get(name)
    if cls is None or cls.game != game:
        names = goals_of(game)
        raise ValueError(f"{game} has no goal {name!r} (its goals: {', '.join(names)})")
    if name not in _MADE:
        _MADE[name] = cls()
    return _MADE[name]


def goals_of(game: str) -> list[str]:
    """The names of ``game``'s goals ([] for a game that is not registered)."""
    return [k for k, v in _registry().items() if v.game == game]
