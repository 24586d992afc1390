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

import json
import math
import os
import re
from datetime import datetime, timedelta, timezone
from typing import NoReturn

from ..engine import GAMES
from ..explain import text
from ..record import unreadable
from ..safeio import lone_surrogate, one_line
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


def loads(data, name: str = "answers", puzzles=None, ids: bool = True) -> dict:
    """An answers object from UTF-8 bytes or text, checked like :func:`load_answers`."""
    from ..record import parse_json

    if len(data) > MAX_BYTES:
        raise _error("common.file.text_too_large", "", name, most=MAX_BYTES // (1024 * 1024))
    obj = parse_json(data, lambda msg, where: AnswersError(msg, "", name), "")
    return validate_answers(obj, puzzles=puzzles, name=name, ids=ids)


def load_answers(path, puzzles=None, ids: bool = True) -> dict:
    """Read and check an answers file; :class:`AnswersError` (one line naming the file and the
    place) when it cannot be used.  ``puzzles`` adds puzzles of your own (Puzzle objects,
    puzzle files or folders of them) to the shipped ones the file may name."""
    name = str(path)
    try:
        size = os.stat(path).st_size
        if size > MAX_BYTES:
            raise _error(
                "teaching.error.file_large",
                "",
                name,
                size=round(size / (1024 * 1024)),
                most=MAX_BYTES // (1024 * 1024),
            )
        with open(path, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
    except OSError as e:
        raise _error("common.file.unreadable", "", name, **unreadable(e)) from None
    return loads(data, name, puzzles, ids)


def validate_answers(obj, puzzles=None, name: str = "answers", ids: bool = True) -> dict:
    """Check an answers object (shape and meaning); returns it, or raises AnswersError.
    ``ids=False`` lets ids pass that name no known puzzle (the known ones are still checked)."""
    try:
        _check(obj, _known(puzzles), ids)
    except AnswersError as e:
        e.file = name
        raise
    return obj


def _error(key, where="", file="", **params) -> AnswersError:
    """The error of catalog message ``key``: English in ``str()``, any language by
    :meth:`AnswersError.reason`."""
    return AnswersError(text(key, "en", **params), where, file, key, params)


def _fail(key, where, **params) -> NoReturn:
    raise _error(f"teaching.error.{key}", where, **params)


def _word(key) -> dict:
    """A word of the catalog in both languages (a message's parameter, said in its language)."""
    return {lang: text(f"teaching.error.{key}", lang) for lang in ("en", "de")}


def _kind(v) -> dict:
    """What a JSON value is, in plain words ("a list", "null"), not Python's type names."""
    if v is None:
        return _word("kind.null")
    if isinstance(v, bool):
        return _word("kind.bool")
    if isinstance(v, int):
        return _word("kind.whole")
    if isinstance(v, float):
        return _word("kind.number")
    if isinstance(v, str):
        return _word("kind.text")
    if isinstance(v, list):
        return _word("kind.list")
    return _word("kind.object")


def _fields(obj, allowed, required, where, what):
    if not isinstance(obj, dict):
        _fail("not_object", where, what=_word(f"what.{what}"))
    for k in obj:
        if k not in allowed:
            _fail(
                "unknown_field",
                where or "answers",
                field=_short(k),
                what=_word(f"what.{what}"),
                fields=", ".join(allowed),
            )
    for k in required:
        if k not in obj:
            _fail("missing", f"{where}.{k}" if where else k)


def _short(v, n: int = 40) -> str:
    """A value as the file wrote it, short: null, true, false, 'text', 3, [...]."""
    if v is None or isinstance(v, bool):
        return json.dumps(v)
    if isinstance(v, (list, dict)):
        try:
            r = json.dumps(v, ensure_ascii=False)
        except (TypeError, ValueError, RecursionError):
            r = "..."
    else:
        r = repr(v)
    return one_line(r if len(r) <= n else r[: n - 1] + "…", n)


def _whole(v, where, low=0, high=None, what="whole"):
    if isinstance(v, bool) or not isinstance(v, int) or v < low or (high is not None and v > high):
        if high is None:
            _fail("whole", where, what=_word(f"what.{what}"), low=low, value=_short(v))
        _fail("whole_range", where, what=_word(f"what.{what}"), low=low, high=high, value=_short(v))
    return v


def _bool(v, where):
    if not isinstance(v, bool):
        _fail("bool", where, value=_short(v))
    return v


def _number(v, where, nullable=True):
    if v is None and nullable:
        return v
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        _fail("number_or_null" if nullable else "number", where, value=_short(v))
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
        _fail("file_not_object", "", kind=_kind(obj))
    fmt = obj.get("format")
    if fmt != FORMAT_ID:
        params = {"fmt": repr(FORMAT_ID), "value": _short(fmt, 60)}
        if isinstance(fmt, str) and fmt.startswith("cardlab-answers/"):
            _fail("format_version", "format", **params)
        elif isinstance(fmt, str) and fmt.startswith("cardlab-"):
            _fail(
                "format_other",
                "format",
                filekind=one_line(fmt.split("/")[0][len("cardlab-") :], 20),
                **params,
            )
        elif fmt is None and "deals" in obj:
            _fail("format_record", "format", **params)
        _fail("format", "format", **params)
    _fields(obj, _TOP, _TOP_REQUIRED, "", "file")
    bad = lone_surrogate(obj)  # an object made in Python (a file's are refused on reading)
    if bad is not None:
        raise _error("common.file.surrogate", "", place=bad[0] or "-", code=f"U+{bad[1]:04X}")
    st = obj["student"]
    if not isinstance(st, str) or not st.strip():
        _fail("student", "student")
    if len(st) > MAX_NAME:
        _fail("too_long", "student", most=MAX_NAME, count=len(st))
    for k in ("saved", "opened"):
        if k in obj and parse_time(obj[k]) is None:
            _fail("time", k, value=_short(obj[k]))
    if "opened" in obj:
        a, b = parse_time(obj["opened"]), parse_time(obj["saved"])
        assert a is not None and b is not None  # both were read above
        if (a.tzinfo is None) == (b.tzinfo is None) and a > b:
            _fail("opened_after", "opened")
    if obj["lang"] not in LANGS:
        _fail("one_of", "lang", choices=", ".join(LANGS), value=_short(obj["lang"]))
    v = obj["cardlab"]
    if not isinstance(v, str) or not re.fullmatch(_VERSION, v):
        _fail("version", "cardlab", value=_short(v))
    if "lesson" in obj and (not isinstance(obj["lesson"], str) or not re.fullmatch(_ID, obj["lesson"])):
        _fail("lesson", "lesson", value=_short(obj["lesson"]))
    ps = obj["puzzles"]
    if not isinstance(ps, list):
        _fail("list_puzzles", "puzzles", kind=_kind(ps))
    if len(ps) > MAX_PUZZLES:
        _fail("too_many_puzzles", "puzzles", most=MAX_PUZZLES, count=len(ps))
    seen: dict = {}
    for i, p in enumerate(ps):
        w = f"puzzles[{i}]"
        _check_puzzle(p, w, known, ids)
        if p["id"] in seen:
            _fail("twice", f"{w}.id", id=repr(p["id"]), first=seen[p["id"]])
        seen[p["id"]] = i
    if "games" in obj:
        gs = obj["games"]
        if not isinstance(gs, list):
            _fail("list_games", "games", kind=_kind(gs))
        if len(gs) > MAX_GAMES:
            _fail("too_many_games", "games", most=MAX_GAMES, count=len(gs))
        for i, g in enumerate(gs):
            _check_game(g, f"games[{i}]")


def _check_puzzle(p, w, known: _Known, ids: bool = True):
    _fields(p, _PUZZLE, _PUZZLE_REQUIRED, w, "puzzle")
    pid = p["id"]
    if not isinstance(pid, str) or not re.fullmatch(_ID, pid):
        _fail("puzzle_id", f"{w}.id", value=_short(pid))
    if p["game"] not in GAMES:
        _fail("one_of", f"{w}.game", choices=", ".join(GAMES), value=_short(p["game"]))
    if pid not in known and ids:
        _fail("unknown_puzzle", f"{w}.id", id=repr(pid))
    if pid in known and known.games[pid] != p["game"]:
        _fail("puzzle_game", f"{w}.game", id=repr(pid), game=known.games[pid], value=p["game"])
    atts = p["attempts"]
    if not isinstance(atts, list):
        _fail("list_attempts", f"{w}.attempts", kind=_kind(atts))
    if len(atts) > MAX_ATTEMPTS:
        _fail("too_many_attempts", f"{w}.attempts", most=MAX_ATTEMPTS, count=len(atts))
    if "attempts_left_out" in p:
        _whole(p["attempts_left_out"], f"{w}.attempts_left_out", 1)
        if len(atts) < MAX_ATTEMPTS:
            _fail("left_out", f"{w}.attempts_left_out", most=MAX_ATTEMPTS)
    info = known.puzzle(pid) if pid in known else None
    hints = _whole(p["hints_used"], f"{w}.hints_used")
    if info is not None and hints > info.hints:
        _fail("puzzle_hints", f"{w}.hints_used", id=repr(pid), hints=info.hints, value=hints)
    before = None
    for j, a in enumerate(atts):
        _check_attempt(a, f"{w}.attempts[{j}]", before, info)
        before = a
    if before is not None and before["hints_used"] > hints:
        _fail("hints_last", f"{w}.hints_used", before=before["hints_used"])
    _bool(p["solved_first"], f"{w}.solved_first")
    if p["solved_first"] != solved_first(atts):
        _fail("solved_first", f"{w}.solved_first")


def _check_attempt(a, w, before, info):
    _fields(a, _ATTEMPT, _ATTEMPT, w, "attempt")
    if not isinstance(a["answer"], str) or len(a["answer"]) > MAX_ANSWER:
        _fail("answer", f"{w}.answer", most=MAX_ANSWER)
    legal = _bool(a["legal"], f"{w}.legal")
    correct = _bool(a["correct"], f"{w}.correct")
    mv = a["move"]
    if legal:
        if not isinstance(mv, str) or not mv or len(mv) > MAX_MOVE:
            _fail("move", f"{w}.move", value=_short(mv))
    elif mv is not None:
        _fail("move_null", f"{w}.move")
    if correct and not legal:
        _fail("correct_illegal", f"{w}.correct")
    score = _number(a["score"], f"{w}.score")
    best = _number(a["best_score"], f"{w}.best_score")
    if score is not None:
        if not legal:
            _fail("score_null", f"{w}.score")
        if best is None:
            _fail("best_needed", f"{w}.best_score")
        if score > best:
            _fail("score_above", f"{w}.score", score=score, best=best)
        if correct != (score == best):
            _fail("correct_score", f"{w}.correct", score=score, best=best)
    used = _whole(a["hints_used"], f"{w}.hints_used")
    seen = _bool(a["solution_seen"], f"{w}.solution_seen")
    t = a["time"]
    if t is not None:
        _number(t, f"{w}.time", nullable=False)
        if not 0 <= t <= MAX_SECONDS:
            _fail("seconds", f"{w}.time")
    if info is not None:
        if used > info.hints:
            _fail("puzzle_hints", f"{w}.hints_used", id=repr(info.id), hints=info.hints, value=used)
        if legal and mv not in info.legal:
            _fail("not_legal", f"{w}.move", move=_short(mv), id=repr(info.id))
        if legal and correct != (mv in info.best):
            _fail("right" if mv in info.best else "not_right", f"{w}.correct", move=_short(mv))
    if before is not None:
        if used < before["hints_used"]:
            _fail("fewer_hints", f"{w}.hints_used")
        if before["solution_seen"] and not seen:
            _fail("unseen", f"{w}.solution_seen")
        if t is not None and before["time"] is not None and t < before["time"]:
            _fail("earlier", f"{w}.time")


def _check_game(g, w):
    from ..record import Record, RecordError

    _fields(g, _GAME, _GAME, w, "game")
    try:
        rec = Record.from_json(g["record"])
    except RecordError as e:
        where = "" if e.where in ("", "record") else e.where
        sep = "." if re.fullmatch(r"[a-z_\[\]0-9.]+", where) else ", "
        raise AnswersError(
            e.message, f"{w}.record{sep + where if where else ''}", "", e.key, e.params
        ) from None
    if g["game"] != rec.game:
        _fail("record_game", f"{w}.game", game=repr(rec.game), value=_short(g["game"]))
    n = len(rec.players)
    _whole(g["seat"], f"{w}.seat", 0, n - 1, "seat")
    finished = _bool(g["finished"], f"{w}.finished")
    ws = g["winners"]
    if not isinstance(ws, list):
        _fail("winners_list", f"{w}.winners")
    for k, s in enumerate(ws):
        _whole(s, f"{w}.winners[{k}]", 0, n - 1, "seat")
    if len(set(ws)) != len(ws):
        _fail("seat_twice", f"{w}.winners")
    if ws and not finished:
        _fail("winners_unfinished", f"{w}.winners")
