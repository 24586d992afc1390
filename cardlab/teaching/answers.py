"""The answers file (``cardlab-answers/1``): what one student answered, as a file that can leave
the student's kernel (Binder, JupyterHub, JupyterLite) and reach the teacher.

* :func:`answers_from_results` turns a ``PuzzleSet``'s ``results`` (and games played at a
  ``Table``) into the file's object;
* :func:`save_answers` writes it into a folder under a safe file name that never replaces another
  file; :func:`answers_download` gives the bytes and the file name for a browser download;
* reading one back and checking it is :mod:`cardlab.teaching.answers_check` (``load_answers``).
  Every problem is one :class:`AnswersError` whose text is one line naming the file and the
  place: ``answers-x.json: puzzles[2].attempts[0].hints_used: must be a whole number ≥ 0``.

A student's name is whatever the student typed: it is kept as text and never trusted as markup
or as part of a path.  Times: ``saved`` (and the optional ``opened``) are ISO 8601 times; an
attempt's ``time`` is the number of seconds since the puzzle set was opened (or null).
See docs/teaching.md.
"""

from __future__ import annotations

import json
import os
import re
import unicodedata
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..engine import CardlabError

FORMAT_ID = "cardlab-answers/1"
MAX_BYTES = 8 * 1024 * 1024  # larger files are refused unread
MAX_NAME = 10_000  # characters of a student's name
MAX_ANSWER = 500  # characters of one typed answer (longer ones are cut on saving)
MAX_MOVE = 200
MAX_PUZZLES = 1000
MAX_ATTEMPTS = 500  # per puzzle (more are left out on saving, counted)
MAX_GAMES = 100
MAX_SECONDS = 10 * 365 * 24 * 3600

_TOP = ("format", "student", "saved", "opened", "lang", "cardlab", "puzzles", "games")
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

    def __init__(self, message: str, where: str = "", file: str = ""):
        super().__init__(message)
        self.message, self.where, self.file = message, where, file

    def __str__(self):
        parts = [p for p in (self.file, self.where, self.message) if p]
        return one_line(": ".join(parts), 600)


def one_line(s: str, limit: int = 300) -> str:
    """``s`` on one line for a terminal: control and direction-changing characters become
    spaces or are dropped, runs of white space one space, at most ``limit`` characters."""
    out = []
    for ch in str(s):
        cat = unicodedata.category(ch)
        if ch in "\t\n\r\v\f\x85\u2028\u2029":
            out.append(" ")
        elif cat == "Cc" or _is_bidi_control(ch):
            continue
        else:
            out.append(ch)
    text = " ".join("".join(out).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _is_bidi_control(ch: str) -> bool:
    return ch in "\u200e\u200f\u061c" or "\u202a" <= ch <= "\u202e" or "\u2066" <= ch <= "\u2069"


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
        self.legal = set(p.legal_moves())
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


# -- building the object from a PuzzleSet's results ----------------------------------------------
def _validate(obj, **kw) -> dict:
    """:func:`cardlab.teaching.answers_check.validate_answers` (imported when first needed: that
    module reads what this one defines)."""
    from .answers_check import validate_answers

    return validate_answers(obj, **kw)


def now_iso() -> str:
    """The current local time, ISO 8601 with its offset, to the second."""
    return datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")


def answers_from_results(
    results,
    student: str,
    lang: str = "en",
    puzzles=None,
    games=None,
    saved: str | None = None,
    opened: str | None = None,
) -> dict:
    """The ``cardlab-answers/1`` object for one student.

    ``results`` is a ``PuzzleSet``'s ``results`` list (one dict an answer, in the order given;
    an optional ``time`` in a result is the seconds since the set was opened).  ``puzzles`` (the
    set's puzzles or their ids, in order) lists the puzzles not yet tried too.  ``games`` are
    games played at a ``Table``: dicts ``{"game", "record", "seat", "finished", "winners"}``
    (``record`` a Record or its JSON; see :func:`table_game`).  ``saved`` defaults to now.
    The object is checked before it is returned (:class:`AnswersError` if it is not valid)."""
    from .. import __version__

    if not isinstance(student, str):
        raise AnswersError("the student's name must be text", "student")
    order: list = []
    hints_of: dict = {}
    games_of: dict = {}
    for item in [] if puzzles is None else list(_expand(puzzles)):
        pid, game, nh = _puzzle_facts(item)
        if pid not in order:
            order.append(pid)
        games_of[pid] = game
        if nh is not None:
            hints_of[pid] = nh
    per: dict = {}
    for i, r in enumerate(results or []):
        if not isinstance(r, dict) or not isinstance(r.get("id"), str):
            raise AnswersError("a result is a dict with the puzzle's id", f"results[{i}]")
        pid = r["id"]
        if pid not in order:
            order.append(pid)
        games_of.setdefault(pid, r.get("game"))
        per.setdefault(pid, []).append(_attempt(r, hints_of.get(pid)))
    out_puzzles = []
    for pid in order:
        attempts = per.get(pid, [])
        left_out = 0
        if len(attempts) > MAX_ATTEMPTS:  # keep the first ones and the last one
            left_out = len(attempts) - MAX_ATTEMPTS
            attempts = attempts[: MAX_ATTEMPTS - 1] + attempts[-1:]
        entry = {
            "id": pid,
            "game": games_of.get(pid),
            "attempts": attempts,
            "hints_used": max([a["hints_used"] for a in attempts], default=0),
            "solved_first": solved_first(attempts),
        }
        if left_out:
            entry["attempts_left_out"] = left_out
        out_puzzles.append(entry)
    obj: dict[str, Any] = {"format": FORMAT_ID, "student": student, "saved": saved or now_iso()}
    if opened:
        obj["opened"] = opened
    obj.update({"lang": lang, "cardlab": __version__, "puzzles": out_puzzles})
    if games:
        obj["games"] = [_game_entry(g) for g in games]
    # ids of puzzles not known here pass (the teacher names them with --puzzles); known ones
    # are checked in full
    return _validate(obj, puzzles=_known_for(puzzles), ids=False)


def _known_for(puzzles):
    """The puzzles to check a new object against: the shipped ones, plus the set's own."""
    if puzzles is None:
        return None
    extra = [p for p in _expand(puzzles) if not isinstance(p, str) or Path(p).exists()]
    return _Known(extra) if extra else None


def _puzzle_facts(item):
    """(id, game, number of hints or None) of a puzzle given as an object, a dict or an id."""
    if hasattr(item, "id") and hasattr(item, "game"):
        return item.id, item.game, len(getattr(item, "hints", []) or [])
    if isinstance(item, dict):
        return item.get("id"), item.get("game"), len(item.get("hints") or [])
    if isinstance(item, str) and item in _known().games:
        k = _known().puzzle(item)
        return item, _known().games[item], (k.hints if k else None)
    p = _coerce_puzzle(item)
    return p.id, p.game, len(p.hints)


def _attempt(r: dict, hints) -> dict:
    answer = r.get("answer", "")
    if not isinstance(answer, str):
        answer = str(answer)
    if len(answer) > MAX_ANSWER:
        answer = answer[: MAX_ANSWER - 1] + "…"
    used = r.get("hints_used", 0)
    if isinstance(used, int) and not isinstance(used, bool) and hints is not None:
        used = min(used, hints)  # the widget counts one more press for "no more hints"
    t = r.get("time")
    if isinstance(t, bool) or not isinstance(t, (int, float)):
        t = None
    return {
        "answer": answer,
        "move": r.get("move"),
        "legal": r.get("legal"),
        "correct": r.get("correct"),
        "score": r.get("score"),
        "best_score": r.get("best_score"),
        "hints_used": used,
        "solution_seen": r.get("solution_seen", False),
        "time": None if t is None else round(float(t), 3),
    }


def _game_entry(g) -> dict:
    if not isinstance(g, dict):
        raise AnswersError("a game is a dict with game, record, seat, finished and winners", "games")
    rec: Any = g.get("record")
    if hasattr(rec, "to_json"):
        rec = rec.to_json()
    return {
        "game": g.get("game", rec.get("game") if isinstance(rec, dict) else None),
        "record": rec,
        "seat": g.get("seat"),
        "finished": g.get("finished"),
        "winners": list(g.get("winners") or []),
    }


def table_game(table) -> dict:
    """The ``games`` entry for a ``Table`` widget: its record, the learner's seat, whether the
    game is finished and the seats that won (both seats of a winning partnership)."""
    finished, winners = table.match.status()
    sides = table.g.sides(table.match.rules, len(table.match.players))
    seats = sorted({s for w in (winners if finished else []) for s in sides[w]})
    return {
        "game": table.g.name,
        "record": table.record.to_json(),
        "seat": int(table.seat),
        "finished": bool(finished),
        "winners": seats,
    }


def solved_first(attempts) -> bool:
    """Solved at the first answer the rules allow, before the solution was shown (as
    ``PuzzleSet.score`` counts)."""
    for a in attempts:
        if a.get("legal"):
            return bool(a.get("correct")) and not a.get("solution_seen")
    return False


# -- writing ----------------------------------------------------------------------------------
def dumps(obj) -> str:
    """The file's text: UTF-8 JSON, one puzzle attempt a line."""
    head = {k: v for k, v in obj.items() if k not in ("puzzles", "games")}
    lines = ["{"]
    for k, v in head.items():
        lines.append(f" {json.dumps(k)}: {_j(v)},")
    lines.append(' "puzzles": [')
    ps = obj.get("puzzles", [])
    for i, p in enumerate(ps):
        rest = {k: v for k, v in p.items() if k != "attempts"}
        inner = ", ".join(f"{json.dumps(k)}: {_j(v)}" for k, v in rest.items())
        atts = p.get("attempts", [])
        if atts:
            body = ",\n".join(f"   {_j(a)}" for a in atts)
            lines.append(f'  {{{inner}, "attempts": [\n{body}\n  ]}}' + ("," if i < len(ps) - 1 else ""))
        else:
            lines.append(f'  {{{inner}, "attempts": []}}' + ("," if i < len(ps) - 1 else ""))
    if "games" in obj:
        lines.append(" ],")
        lines.append(' "games": [')
        gs = obj["games"]
        lines += [f"  {_j(g)}" + ("," if i < len(gs) - 1 else "") for i, g in enumerate(gs)]
    lines.append(" ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _j(v) -> str:
    return json.dumps(v, ensure_ascii=False, allow_nan=False)


def slug(name: str, limit: int = 40) -> str:
    """A file-name part from a name: ASCII letters and digits joined by ``-`` ("Jürgen
    Groß" -> "jurgen-gross"); "student" when nothing is left."""
    s = unicodedata.normalize("NFKD", str(name).replace("ß", "ss"))
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = re.sub(r"[^A-Za-z0-9]+", "-", s).strip("-").lower()
    s = s[:limit].strip("-")
    return s or "student"


def file_name(obj, student: str | None = None) -> str:
    """``answers-<name>-<date of saving>.json``."""
    name = student if student is not None else obj.get("student", "")
    date = str(obj.get("saved", ""))[:10]
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        date = now_iso()[:10]
    return f"answers-{slug(name)}-{date}.json"


def save_answers(obj, folder=".", student: str | None = None) -> Path:
    """Write ``obj`` (checked first) into ``folder`` as ``answers-<name>-<date>.json`` and
    return the path.  ``student`` names the file instead of the object's student.  An existing
    file is never replaced: ``-2``, ``-3``, ... are added to the name."""
    _validate(obj, ids=False)
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    base = file_name(obj, student)[: -len(".json")]
    data = dumps(obj).encode("utf-8")
    for k in range(1, 10_000):
        path = folder / (base + (f"-{k}" if k > 1 else "") + ".json")
        if path.resolve().parent != folder.resolve():  # cannot happen with a slug; be sure
            raise AnswersError("the file name leaves the folder", "student", str(path))
        try:
            with open(path, "xb") as fh:
                fh.write(data)
            return path
        except FileExistsError:
            continue
    raise AnswersError("too many answer files of this name", "", str(folder / base))


def answers_download(obj, student: str | None = None) -> tuple[bytes, str]:
    """``(bytes, file name)`` of the answers file, for a download from the browser (the file
    is saved on the student's own computer: works on Binder, JupyterHub and JupyterLite)."""
    _validate(obj, ids=False)
    return dumps(obj).encode("utf-8"), file_name(obj, student)
