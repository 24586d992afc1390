"""Reading an answers file (``cardlab-answers/1``) back, and checking it: its shape (as
``cardlab/schemas/answers.schema.json`` describes it) and its meaning (the puzzle ids are known,
the moves are legal there, the attempts agree with each other).

* :func:`load_answers` reads a file, :func:`loads` bytes or text, :func:`validate_answers` an
  object already parsed; each problem is one :class:`~cardlab.teaching.answers.AnswersError`
  whose text is one line naming the file and the place.
* :func:`parse_time` reads the file's ISO 8601 times.

Making and writing the file is :mod:`cardlab.teaching.answers`; see docs/teaching.md.
"""

from __future__ import annotations

import math
import os
import re
from datetime import datetime, timedelta, timezone
from typing import NoReturn

from ..engine import GAMES
from .answers_format import (
    _ATTEMPT,
    _GAME,
    _ID,
    _PUZZLE,
    _PUZZLE_REQUIRED,
    _TIME,
    _TOP,
    _TOP_REQUIRED,
    _VERSION,
    FORMAT_ID,
    LANGS,
    MAX_ANSWER,
    MAX_ATTEMPTS,
    MAX_BYTES,
    MAX_GAMES,
    MAX_MOVE,
    MAX_NAME,
    MAX_PUZZLES,
    MAX_SECONDS,
    AnswersError,
    _Known,
    _known,
    solved_first,
)


def loads(data, name: str = "answers", puzzles=None) -> dict:
    """An answers object from UTF-8 bytes or text, checked like :func:`load_answers`."""
    from ..record import parse_json

    if len(data) > MAX_BYTES:
        raise AnswersError(f"the text is larger than {MAX_BYTES // (1024 * 1024)} MB", "", name)
    obj = parse_json(data, lambda msg, where: AnswersError(msg, "", name), "")
    return validate_answers(obj, puzzles=puzzles, name=name)


def load_answers(path, puzzles=None) -> dict:
    """Read and check an answers file; :class:`AnswersError` (one line naming the file and the
    place) when it cannot be used.  ``puzzles`` adds puzzles of your own (Puzzle objects,
    puzzle files or folders of them) to the shipped ones the file may name."""
    name = str(path)
    try:
        size = os.stat(path).st_size
        if size > MAX_BYTES:
            raise AnswersError(
                f"the file is {size / (1024 * 1024):.0f} MB; an answers file has at "
                f"most {MAX_BYTES // (1024 * 1024)} MB",
                "",
                name,
            )
        with open(path, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as e:
        raise AnswersError(f"cannot read the file: {e.strerror or e}", "", name) from None
    return loads(data, name, puzzles)


def validate_answers(obj, puzzles=None, name: str = "answers", ids: bool = True) -> dict:
    """Check an answers object (shape and meaning); returns it, or raises AnswersError.
    ``ids=False`` lets ids pass that name no known puzzle (the known ones are still checked)."""
    try:
        _check(obj, _known(puzzles), ids)
    except AnswersError as e:
        e.file = name
        raise
    return obj


def _fail(message, where) -> NoReturn:
    raise AnswersError(message, where)


def _fields(obj, allowed, required, where, what):
    if not isinstance(obj, dict):
        _fail(f"must be an object ({what})", where)
    for k in obj:
        if k not in allowed:
            _fail(f"unknown field {_short(k)} ({what} has {', '.join(allowed)})", where or "answers")
    for k in required:
        if k not in obj:
            _fail("is missing", f"{where}.{k}" if where else k)


def _short(v, n: int = 40) -> str:
    r = repr(v)
    return r if len(r) <= n else r[: n - 1] + "…"


def _whole(v, where, low=0, high=None, what="a whole number"):
    if isinstance(v, bool) or not isinstance(v, int) or v < low or (high is not None and v > high):
        rng = f" ≥ {low}" if high is None else f" from {low} to {high}"
        _fail(f"must be {what}{rng}, not {_short(v)}", where)
    return v


def _bool(v, where):
    if not isinstance(v, bool):
        _fail(f"must be true or false, not {_short(v)}", where)
    return v


def _number(v, where, nullable=True):
    if v is None and nullable:
        return v
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        _fail(f"must be a number{' or null' if nullable else ''}, not {_short(v)}", where)
    return v


def parse_time(s) -> datetime | None:
    """An ISO 8601 time as this format writes it (``2024-05-02T10:15:00+02:00``), else None."""
    if not isinstance(s, str):
        return None
    m = re.fullmatch(_TIME, s)
    if not m:
        return None
    y, mo, d, h, mi, sec, frac, tz = m.groups()
    try:
        tzinfo = None
        if tz == "Z":
            tzinfo = timezone.utc
        elif tz:
            sign = 1 if tz[0] == "+" else -1
            hh, mm = int(tz[1:3]), int(tz[4:6])
            if hh > 23 or mm > 59:
                return None
            tzinfo = timezone(sign * timedelta(hours=hh, minutes=mm))
        return datetime(
            int(y),
            int(mo),
            int(d),
            int(h),
            int(mi),
            int(sec or 0),
            int((frac or "0").ljust(6, "0")),
            tzinfo=tzinfo,
        )
    except ValueError:
        return None


def _check(obj, known: _Known, ids: bool = True):
    if not isinstance(obj, dict):
        _fail(f"an answers file is a JSON object, not {type(obj).__name__}", "")
    fmt = obj.get("format")
    if fmt != FORMAT_ID:
        hint = ""
        if isinstance(fmt, str) and fmt.startswith("cardlab-answers/"):
            hint = f" (another version of the format: this cardlab reads {FORMAT_ID})"
        elif isinstance(fmt, str) and fmt.startswith("cardlab-"):
            hint = f" (this is a {fmt.split('/')[0][len('cardlab-') :]:.20} file, not answers)"
        elif fmt is None and "deals" in obj:
            hint = " (this looks like a game record, not answers)"
        _fail(f"must be {FORMAT_ID!r}, not {_short(fmt, 60)}{hint}", "format")
    _fields(obj, _TOP, _TOP_REQUIRED, "", "an answers file")
    st = obj["student"]
    if not isinstance(st, str) or not st.strip():
        _fail("must be the student's name (text that is not empty)", "student")
    if len(st) > MAX_NAME:
        _fail(f"at most {MAX_NAME} characters, not {len(st)}", "student")
    for k in ("saved", "opened"):
        if k in obj and parse_time(obj[k]) is None:
            _fail(f"must be an ISO 8601 time such as 2024-05-02T10:15:00+02:00, not {_short(obj[k])}", k)
    if "opened" in obj:
        a, b = parse_time(obj["opened"]), parse_time(obj["saved"])
        assert a is not None and b is not None  # both were read above
        if (a.tzinfo is None) == (b.tzinfo is None) and a > b:
            _fail("the set cannot be opened after the answers were saved", "opened")
    if obj["lang"] not in LANGS:
        _fail(f"must be one of {', '.join(LANGS)}, not {_short(obj['lang'])}", "lang")
    v = obj["cardlab"]
    if not isinstance(v, str) or not re.fullmatch(_VERSION, v):
        _fail(f"must be the version of cardlab that wrote the file, not {_short(v)}", "cardlab")
    ps = obj["puzzles"]
    if not isinstance(ps, list):
        _fail(f"must be a list of puzzles, not {type(ps).__name__}", "puzzles")
    if len(ps) > MAX_PUZZLES:
        _fail(f"at most {MAX_PUZZLES} puzzles, not {len(ps)}", "puzzles")
    seen: dict = {}
    for i, p in enumerate(ps):
        w = f"puzzles[{i}]"
        _check_puzzle(p, w, known, ids)
        if p["id"] in seen:
            _fail(f"puzzle {p['id']!r} is listed twice (first as puzzles[{seen[p['id']]}])", f"{w}.id")
        seen[p["id"]] = i
    if "games" in obj:
        gs = obj["games"]
        if not isinstance(gs, list):
            _fail(f"must be a list of games, not {type(gs).__name__}", "games")
        if len(gs) > MAX_GAMES:
            _fail(f"at most {MAX_GAMES} games, not {len(gs)}", "games")
        for i, g in enumerate(gs):
            _check_game(g, f"games[{i}]")


def _check_puzzle(p, w, known: _Known, ids: bool = True):
    _fields(p, _PUZZLE, _PUZZLE_REQUIRED, w, "a puzzle")
    pid = p["id"]
    if not isinstance(pid, str) or not re.fullmatch(_ID, pid):
        _fail(f"must be a puzzle id (letters, digits, - _ .), not {_short(pid)}", f"{w}.id")
    if p["game"] not in GAMES:
        _fail(f"must be one of {', '.join(GAMES)}, not {_short(p['game'])}", f"{w}.game")
    if pid not in known and ids:
        _fail(
            f"unknown puzzle {pid!r}: not a shipped puzzle (your own puzzles: pass them with "
            f"puzzles=... or --puzzles DIR)",
            f"{w}.id",
        )
    if pid in known and known.games[pid] != p["game"]:
        _fail(f"puzzle {pid!r} is a {known.games[pid]} puzzle, not {p['game']}", f"{w}.game")
    atts = p["attempts"]
    if not isinstance(atts, list):
        _fail(f"must be a list of attempts, not {type(atts).__name__}", f"{w}.attempts")
    if len(atts) > MAX_ATTEMPTS:
        _fail(f"at most {MAX_ATTEMPTS} attempts, not {len(atts)}", f"{w}.attempts")
    if "attempts_left_out" in p:
        _whole(p["attempts_left_out"], f"{w}.attempts_left_out", 1)
        if len(atts) < MAX_ATTEMPTS:
            _fail(f"attempts are left out only beyond {MAX_ATTEMPTS}", f"{w}.attempts_left_out")
    info = known.puzzle(pid) if pid in known else None
    hints = _whole(p["hints_used"], f"{w}.hints_used")
    if info is not None and hints > info.hints:
        _fail(
            f"puzzle {pid!r} has {info.hints} hint{'s' if info.hints != 1 else ''}, not {hints}",
            f"{w}.hints_used",
        )
    before = None
    for j, a in enumerate(atts):
        _check_attempt(a, f"{w}.attempts[{j}]", before, info)
        before = a
    if before is not None and before["hints_used"] > hints:
        _fail(
            f"must be at least the hints used at the last attempt ({before['hints_used']})", f"{w}.hints_used"
        )
    _bool(p["solved_first"], f"{w}.solved_first")
    if p["solved_first"] != solved_first(atts):
        _fail(
            "disagrees with the attempts (solved first: the first allowed answer is right and "
            "came before the solution was shown)",
            f"{w}.solved_first",
        )


def _check_attempt(a, w, before, info):
    _fields(a, _ATTEMPT, _ATTEMPT, w, "an attempt")
    if not isinstance(a["answer"], str) or len(a["answer"]) > MAX_ANSWER:
        _fail(f"must be the answer as typed (text of at most {MAX_ANSWER} characters)", f"{w}.answer")
    legal = _bool(a["legal"], f"{w}.legal")
    correct = _bool(a["correct"], f"{w}.correct")
    mv = a["move"]
    if legal:
        if not isinstance(mv, str) or not mv or len(mv) > MAX_MOVE:
            _fail(
                f"must be the move in cardlab's notation (an allowed answer has one), not {_short(mv)}",
                f"{w}.move",
            )
    elif mv is not None:
        _fail("must be null: an answer the rules do not allow has no move", f"{w}.move")
    if correct and not legal:
        _fail("cannot be true for an answer the rules do not allow", f"{w}.correct")
    score = _number(a["score"], f"{w}.score")
    best = _number(a["best_score"], f"{w}.best_score")
    if score is not None:
        if not legal:
            _fail("must be null for an answer the rules do not allow", f"{w}.score")
        if best is None:
            _fail("must be a number when the answer has a score", f"{w}.best_score")
        if score > best:
            _fail(f"the score {score} is above the best score {best}", f"{w}.score")
        if correct != (score == best):
            _fail(f"disagrees with the score ({score} of best {best})", f"{w}.correct")
    used = _whole(a["hints_used"], f"{w}.hints_used")
    seen = _bool(a["solution_seen"], f"{w}.solution_seen")
    t = a["time"]
    if t is not None:
        _number(t, f"{w}.time", nullable=False)
        if not 0 <= t <= MAX_SECONDS:
            _fail("must be the seconds since the puzzle set was opened (≥ 0) or null", f"{w}.time")
    if info is not None:
        if used > info.hints:
            _fail(
                f"puzzle {info.id!r} has {info.hints} hint{'s' if info.hints != 1 else ''}, not {used}",
                f"{w}.hints_used",
            )
        if legal and mv not in info.legal:
            _fail(f"{_short(mv)} is not a legal move in puzzle {info.id!r}", f"{w}.move")
        if legal and correct != (mv in info.best):
            _fail(
                f"disagrees with the puzzle: {_short(mv)} is {'' if mv in info.best else 'not '}"
                f"a right answer",
                f"{w}.correct",
            )
    if before is not None:
        if used < before["hints_used"]:
            _fail("fewer hints than at the attempt before: hints once shown stay shown", f"{w}.hints_used")
        if before["solution_seen"] and not seen:
            _fail("false after the solution was shown at an attempt before", f"{w}.solution_seen")
        if t is not None and before["time"] is not None and t < before["time"]:
            _fail("earlier than the attempt before", f"{w}.time")


def _check_game(g, w):
    from ..record import Record, RecordError

    _fields(g, _GAME, _GAME, w, "a game")
    try:
        rec = Record.from_json(g["record"])
    except RecordError as e:
        where = "" if e.where in ("", "record") else e.where
        sep = "." if re.fullmatch(r"[a-z_\[\]0-9.]+", where) else ", "
        raise AnswersError(e.message, f"{w}.record{sep + where if where else ''}") from None
    if g["game"] != rec.game:
        _fail(f"must be the record's game {rec.game!r}, not {_short(g['game'])}", f"{w}.game")
    n = len(rec.players)
    _whole(g["seat"], f"{w}.seat", 0, n - 1, "a seat")
    finished = _bool(g["finished"], f"{w}.finished")
    ws = g["winners"]
    if not isinstance(ws, list):
        _fail("must be a list of the seats that won", f"{w}.winners")
    for k, s in enumerate(ws):
        _whole(s, f"{w}.winners[{k}]", 0, n - 1, "a seat")
    if len(set(ws)) != len(ws):
        _fail("names a seat twice", f"{w}.winners")
    if ws and not finished:
        _fail("must be empty while the game is not finished", f"{w}.winners")
