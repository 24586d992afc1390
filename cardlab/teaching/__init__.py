"""Teaching: answers that leave the student's kernel, and the class report.

On Binder or a JupyterHub every student has a kernel of their own, so ``puzzle_set.results``
never reaches the teacher.  :func:`answers_from_results` makes a ``cardlab-answers/1`` object of
them, :func:`save_answers` / :func:`answers_download` turn it into a file the student hands in,
:func:`load_answers` reads one back (checked; :class:`AnswersError` names the file and the
place), and :func:`report` makes the class's files one table (``cardlab class report``).
Nothing here imports a widget library or matplotlib (``Report.plot`` loads it).
"""

from __future__ import annotations

from .answers import (
    FORMAT_ID,
    AnswersError,
    answers_download,
    answers_from_results,
    dumps,
    save_answers,
    table_game,
)
from .answers_check import load_answers, loads, validate_answers
from .report import Report, report

__all__ = [
    "FORMAT_ID",
    "AnswersError",
    "answers_from_results",
    "save_answers",
    "answers_download",
    "load_answers",
    "loads",
    "dumps",
    "validate_answers",
    "table_game",
    "Report",
    "report",
]
