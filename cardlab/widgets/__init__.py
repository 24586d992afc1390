"""Widgets for Jupyter (anywidget).  Imported only on use: ``cardlab.widgets.Replay(record)``;
``import cardlab`` never loads anywidget or ipywidgets.

* :class:`Replay`: step through a recorded game, every move explained;
* :class:`Puzzle` and :class:`PuzzleSet`: "what would you play?";
* :class:`Table`: play a seat against the bots.
"""
from .lesson import Lesson  # noqa: F401  (a lesson file step by step: Lesson(path, lang="de"))
from .puzzle import Puzzle, PuzzleSet
from .replay import Replay
from .scoresheet import ScoreSheet
from .table import Table

__all__ = ["Replay", "Puzzle", "PuzzleSet", "Table", "ScoreSheet"]
