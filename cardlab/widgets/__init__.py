"""Widgets for Jupyter (anywidget).  Imported only on use: ``cardlab.widgets.Replay(record)``;
``import cardlab`` never loads anywidget or ipywidgets."""
from .replay import Replay

__all__ = ["Replay"]
from .puzzle import Puzzle, PuzzleSet  # noqa: E402,F401  (added by the puzzles helper)
