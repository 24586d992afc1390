"""Puzzles: "What would you play?" positions with answers judged by the engine.

A puzzle (``cardlab-puzzle/1``, see docs/puzzles.md) is a record that ends at a position, the
seat that answers, the question, and how an answer is judged: a set of accepted moves or a goal
the engine evaluates for every legal move (:mod:`.goals`).  :meth:`Puzzle.check` returns a
:class:`Verdict` in German or English.  Nothing here imports a widget library.
"""

from __future__ import annotations

from .check import Verdict
from .mistakes import from_mistakes
from .model import FORMAT_ID, Puzzle, PuzzleError, find, load, loads, shipped, shipped_sets

__all__ = [
    "Puzzle",
    "PuzzleError",
    "Verdict",
    "load",
    "loads",
    "shipped",
    "shipped_sets",
    "FORMAT_ID",
    "find",
    "from_mistakes",
]
