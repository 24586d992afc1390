"""A read-only mapping from each game's name (the registry, :data:`cardlab.engine.GAMES`) to what
that game's own modules say, read when first asked for: the bots' budgets and the analysis's
units are kept in the game packages, and these mappings show them by game name."""

from __future__ import annotations

from collections.abc import Mapping

from ..engine import GAMES, get_game


class PerGame(Mapping):
    """``PerGame(read)[name]`` is ``read(get_game(name))``; iterates over the registry's names."""

    def __init__(self, read):
        self._read = read

    def __getitem__(self, name):
        if name not in GAMES:
            raise KeyError(name)
        return self._read(get_game(name))

    def __iter__(self):
        return iter(GAMES)

    def __len__(self):
        return len(GAMES)

    def __repr__(self):
        return f"PerGame({dict(self)!r})"
