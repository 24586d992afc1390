"""The answers file's format (``cardlab-answers/1``): its keys and limits, :class:`AnswersError`,
and the puzzles a file may name.  Here, below :mod:`.answers` (writing a file) and
:mod:`.answers_check` (reading one back), which both use it; :mod:`.answers` names all of it too."""

from __future__ import annotations

import os
from pathlib import Path

from ..engine import CardlabError
from ..safeio import is_bidi_control as _is_bidi_control  # noqa: F401  (named by .answers)
from ..safeio import one_line

FORMAT_ID = "cardlab-answers/1"
MAX_BYTES = 8 * 1024 * 1024  # larger files are refused unread
MAX_NAME = 10_000  # characters of a student's name
MAX_ANSWER = 500  # characters of one typed answer (longer ones are cut on saving)
MAX_MOVE = 200
MAX_PUZZLES = 1000
MAX_ATTEMPTS = 500  # per puzzle (more are left out on saving, counted)
MAX_GAMES = 100
MAX_SECONDS = 10 * 365 * 24 * 3600

_TOP = ("format", "student", "saved", "opened", "lang", "cardlab", "lesson", "puzzles", "games")
_TOP_REQUIRED = ("format", "student", "saved", "lang", "cardlab", "puzzles")
_PUZZLE = ("id", "game", "attempts", "hints_used", "solved_first", "attempts_left_out")
_PUZZLE_REQUIRED = ("id", "game", "attempts", "hints_used", "solved_first")
_ATTEMPT = (
    "answer",
    "move",
    "legal",
    "correct",
    "score",
    "best_score",
    "hints_used",
    "solution_seen",
    "time",
)
_GAME = ("game", "record", "seat", "finished", "winners")
# patterns as text: ``re`` compiles them at first use (and keeps them), not at import
_ID = r"[A-Za-z0-9_.-]{1,80}"
_TIME = (
    r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?"
    r"(Z|[+-]\d{2}:\d{2})?"
)
_VERSION = r"[0-9A-Za-z.+_-]{1,40}"
LANGS = ("en", "de")


class AnswersError(CardlabError, ValueError):
    """An answers file that cannot be used.  ``file`` names it, ``where`` the place in it
    (``puzzles[2].attempts[0].hints_used``); ``str()`` is one line."""

    def __init__(self, message: str, where: str = "", file: str = "", key=None, params=None):
        super().__init__(message)
        self.message, self.where, self.file = message, where, file
        self.key, self.params = key, dict(params or {})  # the catalog's message, for text(lang)

    def __str__(self):
        parts = [p for p in (self.file, self.where, self.message) if p]
        return one_line(": ".join(parts), 600)

    def reason(self, lang: str = "en") -> str:
        """``where: message`` in ``lang`` (without the file), one line."""
        msg = self.message
        if self.key:
            from ..explain import text

            msg = text(self.key, lang, **self.params)
        return one_line(": ".join(p for p in (self.where, msg) if p), 400)


# -- known puzzles ------------------------------------------------------------------------------
class _Known:
    """The puzzles an answers file may name: id -> game, and on demand the Puzzle itself (to
    check moves).  The shipped puzzles are found by their file names and loaded only when
    a file names them."""

    def __init__(self, puzzles=None) -> None:
        from ..puzzles.model import DATA

        self.paths = {p.stem: p for p in sorted(DATA.glob("*/*.json"))}
        self.games = {stem: p.parent.name for stem, p in self.paths.items()}
        self.loaded: dict = {}
        for item in _expand(puzzles):
            p = _coerce_puzzle(item)
            self.games[p.id] = p.game
            self.loaded[p.id] = _Checked(p)

    def add(self, puzzle) -> None:
        """Know one more puzzle (a Puzzle object, its JSON or a file): a lesson's own."""
        p = _coerce_puzzle(puzzle)
        self.games[p.id] = p.game
        self.loaded[p.id] = _Checked(p)

    def __contains__(self, pid):
        return pid in self.games

    def puzzle(self, pid):
        """The checked form of puzzle ``pid`` (None when it cannot be loaded)."""
        if pid not in self.loaded:
            try:
                from ..puzzles.model import Puzzle

                self.loaded[pid] = _Checked(Puzzle.load(self.paths[pid]))
            except (CardlabError, KeyError, OSError):
                self.loaded[pid] = None
        return self.loaded[pid]


class _Checked:
    """A puzzle's legal moves, its right answers and its number of hints, worked out once."""

    def __init__(self, p):
        from ..puzzles.check import judge

        self.id, self.game, self.hints = p.id, p.game, len(p.hints)
        self.title = dict(p.title or {})
        from ..engine import get_game

        self.moves = {str(m): m for m in get_game(p.game).legal_moves(p.state)}  # for move_text
        self.legal = set(self.moves)
        self.best = {str(m) for m in judge(p).best}


def _expand(puzzles):
    """Puzzle objects, dicts, ids, puzzle files and folders of puzzle files, one by one."""
    if puzzles is None:
        return
    if isinstance(puzzles, (str, os.PathLike, dict)) or hasattr(puzzles, "legal_moves"):
        puzzles = [puzzles]
    for item in puzzles:
        if isinstance(item, (str, os.PathLike)) and Path(item).is_dir():
            yield from sorted(Path(item).glob("*.json"))
        else:
            yield item


def _coerce_puzzle(item):
    from ..puzzles.model import Puzzle

    return Puzzle.coerce(item)


_SHIPPED: list = []


def _known(puzzles=None) -> _Known:
    """The shipped puzzles (kept between calls) or those plus ``puzzles``."""
    if isinstance(puzzles, _Known):
        return puzzles
    if puzzles is None:
        if not _SHIPPED:
            _SHIPPED.append(_Known())
        return _SHIPPED[0]
    return _Known(puzzles)


def solved_first(attempts) -> bool:
    """Solved at the first answer the rules allow, before the solution was shown (as
    ``PuzzleSet.score`` counts)."""
    for a in attempts:
        if a.get("legal"):
            return bool(a.get("correct")) and not a.get("solution_seen")
    return False
