"""Widgets for Jupyter (anywidget), and the static pictures that need none.

The widgets are imported only on use: ``cardlab.widgets.Replay(record)`` or ``from
cardlab.widgets import Replay`` loads anywidget; ``import cardlab``, ``import cardlab.widgets``
and a state's or record's ``_repr_html_`` never load anywidget, ipywidgets or matplotlib (this
module hands out its classes through a module ``__getattr__``, PEP 562).

* :class:`Replay`: step through a recorded game, every move explained;
* :class:`Puzzle` and :class:`PuzzleSet`: "what would you play?";
* :class:`Table`: play a seat against the bots;
* :class:`ScoreSheet`: keep score at a real table;
* :class:`Lesson`: a lesson file step by step (``Lesson(path, lang="de")``).

:mod:`cardlab.display` (also still named ``cardlab.widgets.static_html``) draws positions and
records as HTML with inline SVG and no JavaScript (what ``_repr_html_`` shows); it sits below the
games and imports no widget library.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

__all__ = ["Replay", "Puzzle", "PuzzleSet", "Table", "ScoreSheet"]

# each class: the module of this package that holds it
_LAZY = {
    "Replay": "replay",
    "Puzzle": "puzzle",
    "PuzzleSet": "puzzle",
    "Table": "table",
    "ScoreSheet": "scoresheet",
    "Lesson": "lesson",
}

if TYPE_CHECKING:
    from .lesson import Lesson  # noqa: F401
    from .puzzle import Puzzle, PuzzleSet
    from .replay import Replay
    from .scoresheet import ScoreSheet
    from .table import Table


def __getattr__(name: str):
    mod = _LAZY.get(name)
    if mod is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{mod}", __name__), name)
    globals()[name] = value  # once loaded, found without this function
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
