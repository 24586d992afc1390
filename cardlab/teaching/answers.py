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
import re
import unicodedata
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from .answers_check import validate_answers
from .answers_format import (  # noqa: F401  (the file's format, named here too)
    _ATTEMPT,
    _GAME,
    _ID,
    _PUZZLE,
    _PUZZLE_REQUIRED,
    _SHIPPED,
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
    _Checked,
    _coerce_puzzle,
    _expand,
    _is_bidi_control,
    _Known,
    _known,
    one_line,
    solved_first,
)


# -- building the object from a PuzzleSet's results ----------------------------------------------
def _validate(obj, **kw) -> dict:
    """:func:`cardlab.teaching.answers_check.validate_answers`."""
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
    lesson: str | None = None,
) -> dict:
    """The ``cardlab-answers/1`` object for one student.

    ``results`` is a ``PuzzleSet``'s ``results`` list (one dict an answer, in the order given;
    an optional ``time`` in a result is the seconds since the set was opened).  ``puzzles`` (the
    set's puzzles or their ids, in order) lists the puzzles not yet tried too.  ``games`` are
    games played at a ``Table``: dicts ``{"game", "record", "seat", "finished", "winners"}``
    (``record`` a Record or its JSON; see :func:`table_game`).  ``saved`` defaults to now.
    ``lesson`` names the lesson the answers belong to (its id; the class report's ``--lesson``
    counts only the files of its lesson).
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
    obj.update({"lang": lang, "cardlab": __version__})
    if lesson is not None:
        obj["lesson"] = lesson
    obj["puzzles"] = out_puzzles
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
