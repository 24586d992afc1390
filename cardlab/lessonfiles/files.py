"""The lesson file (``cardlab-lesson/1``): load, validate, write; and the safe Markdown of its texts.

A lesson is a title, optional texts and a list of steps in order: ``text``, ``puzzle`` (a shipped
puzzle's id or an inline ``cardlab-puzzle/1`` object), ``replay`` (a record, inline or a path next
to the lesson file, with the deal and step to start at) and ``position`` (a record and the place
in it to look at).  See docs/lessons.md; the JSON Schema is ``cardlab/schemas/lesson.schema.json``.

A lesson file comes from outside (a teacher downloads it), so it is read like a record: at most
:data:`MAX_BYTES`, every problem one :class:`LessonError` whose ``str`` is one line naming the file
and the place (``lesson.json: steps[2].puzzle: no shipped puzzle 'nine-sum'``), never a traceback.
A record path may only name a ``.json`` file in the lesson's own folder or below it.

The texts may use a small Markdown subset, parsed by :mod:`cardlab.lessonfiles.markdown` (its
functions are importable from here too).  Markup is never interpreted.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

from ..engine import GAMES, CardlabError
from .markdown import markdown, markdown_html, plain, safe_href  # noqa: F401  (the texts' Markdown, lessonfiles/markdown.py)

FORMAT_ID = "cardlab-lesson/1"
DATA = Path(__file__).parent.parent / "lessons" / "data"  # the shipped lessons, in cardlab/lessons/data
LANGS = ("en", "de")
KINDS = ("text", "puzzle", "replay", "position")
MAX_BYTES = 8 * 1024 * 1024  # a larger lesson file is refused unread
MAX_STEPS = 200
MAX_TEXT = 20_000  # characters of one text
MAX_TITLE = 200
_ID = re.compile(r"[A-Za-z0-9_.-]{1,80}\Z")
_TOP = ("format", "id", "game", "title", "intro", "end", "steps", "feedback", "meta")
_TOP_REQUIRED = ("format", "game", "title", "steps")
_STEP = {
    "text": ("kind", "title", "text"),
    "puzzle": ("kind", "title", "text", "puzzle"),
    "replay": ("kind", "title", "text", "record", "deal", "step", "seat"),
    "position": ("kind", "title", "text", "record", "deal", "at", "seat"),
}


class LessonError(CardlabError, ValueError):
    """A lesson that cannot be used.  ``file`` names it, ``where`` the place in it
    (``steps[2].puzzle``); ``str()`` is one line: ``file: where: message``."""

    def __init__(self, message: str, where: str = "", file: str = ""):
        super().__init__(message)
        self.message, self.where, self.file = message, where, file

    def __str__(self):
        parts = [p for p in (self.file, self.where, self.message) if p]
        return _one_line(": ".join(parts))


def _one_line(s: str, limit: int = 400) -> str:
    """One line of at most ``limit`` characters, whatever a file name or a value in it holds."""
    s = " ".join(str(s).split())
    s = "".join(c if unicodedata.category(c)[0] != "C" else "\ufffd" for c in s)
    return s if len(s) <= limit else s[: limit - 1] + "\u2026"


def _short(v, n: int = 40) -> str:
    return _one_line(repr(v), n)


def _fail(message, where=""):
    raise LessonError(message, where)


# -- texts --------------------------------------------------------------------------------------
def _bad_char(s: str):
    """The first character a text may not hold (controls other than tab and newline, lone
    surrogates, non-characters), or None."""
    for i, c in enumerate(s):
        o = ord(c)
        if c in "\t\n\r":
            continue
        if o < 0x20 or 0x7F <= o <= 0x9F or 0xD800 <= o <= 0xDFFF or o in (0xFFFE, 0xFFFF):
            return i, o
    return None


def _text(v, where, limit=MAX_TEXT, blank_ok=False) -> str:
    if not isinstance(v, str):
        _fail(f"must be text, not {type(v).__name__}", where)
    if not blank_ok and not v.strip():
        _fail("is empty", where)
    if len(v) > limit:
        _fail(f"is {len(v)} characters long; at most {limit}", where)
    bad = _bad_char(v)
    if bad:
        what = "a lone surrogate" if 0xD800 <= bad[1] <= 0xDFFF else "the control character"
        _fail(f"holds {what} U+{bad[1]:04X} at position {bad[0] + 1}", where)
    return v


def _texts(obj, where, limit=MAX_TEXT) -> dict:
    """``{"en": ..., "de": ...}``: English, German or both (one language is enough: the other
    shows the text as written), nothing else."""
    if not isinstance(obj, dict):
        _fail('must be {"en": "...", "de": "..."} (one language or both)', where)
    for k in obj:
        if k not in LANGS:
            _fail(f"unknown language {_short(k)} (write en, de or both)", where)
    if not obj:
        _fail("the text is missing: write it in English (en), German (de) or both", where)
    for lang in LANGS:
        if lang in obj:
            _text(obj[lang], f"{where}.{lang}", limit)
    return {lang: obj[lang] for lang in LANGS if lang in obj}


def in_lang(texts: dict, lang: str) -> str:
    """The text in ``lang``, or as written in the other language when it has no translation
    ("" for no text)."""
    if not texts:
        return ""
    return texts.get(lang) or next((texts[x] for x in LANGS if texts.get(x)), "")


def _feedback(v):
    from ..puzzles.feedback import Feedback, FeedbackError

    try:
        return Feedback.coerce(v)
    except FeedbackError as e:
        raise LessonError(e.message, e.where) from None


def _fields(obj, allowed, required, where, what):
    if not isinstance(obj, dict):
        _fail(f"{what} is a JSON object, not {type(obj).__name__}", where)
    for k in obj:
        if k not in allowed:
            _fail(f"unknown field {_short(k)} ({what} has {', '.join(allowed)})", where)
    for k in required:
        if k not in obj:
            _fail("is missing", f"{where}.{k}" if where else k)


def _whole(v, where, low, what="a whole number"):
    if isinstance(v, bool) or not isinstance(v, int) or v < low:
        _fail(f"must be {what} (from {low}), not {_short(v)}", where)
    return v


# -- the lesson ---------------------------------------------------------------------------------
class Step:
    """One step of a lesson.  ``kind`` is text, puzzle, replay or position; ``title`` and
    ``text`` are ``{"en", "de"}`` (or empty); a puzzle step has ``puzzle`` (a Puzzle); replay
    and position steps have ``record`` (a Record), ``deal``, ``step``/``at`` and ``seat``."""

    def __init__(
        self, kind, title=None, text=None, puzzle=None, record=None, deal=1, at=0, seat=None, source=None
    ):
        self.kind, self.title, self.text = kind, title or {}, text or {}
        self.puzzle, self.record, self.deal, self.at, self.seat = puzzle, record, deal, at, seat
        self.source = source  # what the file said: a puzzle id or a record path

    @property
    def is_exercise(self) -> bool:
        return self.kind == "puzzle"

    def to_json(self) -> dict:
        obj: dict = {"kind": self.kind}
        if self.title:
            obj["title"] = dict(self.title)
        if self.text:
            obj["text"] = dict(self.text)
        if self.kind == "puzzle":
            obj["puzzle"] = self.source if isinstance(self.source, str) else self.puzzle.to_json()
        elif self.kind in ("replay", "position"):
            obj["record"] = self.source if isinstance(self.source, str) else self.record.to_json()
            obj["deal"] = self.deal
            obj["step" if self.kind == "replay" else "at"] = self.at
            if self.seat is not None:
                obj["seat"] = self.seat
        return obj

    def __repr__(self):
        what = {
            "puzzle": lambda: self.puzzle.id,
            "text": lambda: "",
            "replay": lambda: f"deal {self.deal}, step {self.at}",
            "position": lambda: f"deal {self.deal}, at {self.at}",
        }[self.kind]()
        return f"<Step {self.kind}{' ' + what if what else ''}>"


class Lesson:
    """A lesson read from a file or built in Python (:func:`new`).  ``steps`` are
    :class:`Step` objects; ``puzzles`` the puzzles of its exercise steps, in order."""

    def __init__(
        self, game, title, steps, intro=None, end=None, id=None, meta=None, path=None, feedback=None
    ):
        self.game, self.title, self.steps = game, dict(title), list(steps)
        self.feedback = _feedback(feedback)  # cardlab.puzzles.feedback.Feedback
        self.intro, self.end = dict(intro or {}), dict(end or {})
        self.id = id or (Path(path).stem if path else "lesson")
        self.meta = dict(meta or {})
        self.path = path

    # -- reading ----------------------------------------------------------------------------
    @classmethod
    def from_json(cls, obj, name: str = "lesson", base=None) -> "Lesson":
        """A lesson from parsed JSON.  ``base`` is the folder record paths are read from
        (None: a record path is refused).  Errors name ``name``."""
        try:
            return cls._from_json(obj, base, name)
        except LessonError as e:
            e.file = e.file or str(name)
            raise
        except RecursionError:
            raise LessonError("nested too deeply", "", str(name)) from None

    @classmethod
    def _from_json(cls, obj, base, name) -> "Lesson":
        if isinstance(obj, dict) and obj.get("format") != FORMAT_ID:
            f = obj.get("format")
            if isinstance(f, str) and f.startswith(
                ("cardlab-record/", "cardlab-puzzle/", "cardlab-answers/")
            ):
                _fail(
                    f"this is a {f.split('/')[0][8:]} file ({_short(f)}), not a lesson ({FORMAT_ID})",
                    "format",
                )
        _fields(obj, _TOP, _TOP_REQUIRED, "", "a lesson")
        if obj["format"] != FORMAT_ID:
            _fail(f"must be {FORMAT_ID!r}, not {_short(obj['format'], 60)}", "format")
        lid = obj.get("id")
        if lid is not None and (not isinstance(lid, str) or not _ID.match(lid)):
            _fail("must be a short name of letters, digits, - _ . (at most 80)", "id")
        game = obj["game"]
        if not isinstance(game, str) or game not in GAMES:
            _fail(f"unknown game {_short(game)}: choose one of {', '.join(GAMES)}", "game")
        title = _texts(obj["title"], "title", MAX_TITLE)
        intro = _texts(obj["intro"], "intro") if "intro" in obj else {}
        end = _texts(obj["end"], "end") if "end" in obj else {}
        meta = obj.get("meta", {})
        if not isinstance(meta, dict):
            _fail("must be an object", "meta")
        steps = obj["steps"]
        if not isinstance(steps, list):
            _fail(f"must be a list of steps, not {type(steps).__name__}", "steps")
        if not steps:
            _fail("a lesson needs at least one step", "steps")
        if len(steps) > MAX_STEPS:
            _fail(f"a lesson has at most {MAX_STEPS} steps, not {len(steps)}", "steps")
        feedback = None
        if "feedback" in obj:
            if not isinstance(obj["feedback"], dict):
                _fail('must be {"answer": ..., "hints": ..., "solution": ...}', "feedback")
            feedback = _feedback(obj["feedback"])
        out = [_step(s, f"steps[{i}]", game, base) for i, s in enumerate(steps)]
        return cls(game, title, out, intro, end, lid, meta, path=None, feedback=feedback)

    @classmethod
    def loads(cls, data, name: str = "lesson", base=None) -> "Lesson":
        return cls.from_json(_parse(data, name), name, base)

    @classmethod
    def load(cls, path) -> "Lesson":
        p = Path(path)
        lesson = cls.from_json(_parse(_read(p), str(path)), str(path), base=p.resolve().parent)
        lesson.path = str(path)
        if "id" not in lesson.meta and lesson.id == "lesson":
            lesson.id = _safe_stem(p)
        return lesson

    @classmethod
    def coerce(cls, obj) -> "Lesson":
        """A Lesson from a Lesson, a dict, a path or the id of a shipped lesson."""
        if isinstance(obj, Lesson):
            return obj
        if isinstance(obj, dict):
            return cls.from_json(obj)
        s = str(obj)
        if isinstance(obj, str) and _ID.match(s) and not s.endswith(".json") and not Path(s).exists():
            return find(s)
        return cls.load(obj)

    # -- reading it -------------------------------------------------------------------------
    @property
    def puzzles(self) -> list:
        return [s.puzzle for s in self.steps if s.kind == "puzzle"]

    def exercises(self) -> list:
        """``[(step index, Puzzle)]`` of the exercise steps."""
        return [(i, s.puzzle) for i, s in enumerate(self.steps) if s.kind == "puzzle"]

    def text(self, key: str, lang: str = "en") -> str:
        return in_lang(getattr(self, key), lang)

    def untranslated(self, lang: str) -> str:
        """Whether the lesson's texts are in ``lang``: "" (all of them), "some" or "all" (every
        text is written in the other language only)."""
        texts = [self.title, self.intro, self.end] + [t for s in self.steps for t in (s.title, s.text)]
        texts = [t for t in texts if t]
        missing = sum(1 for t in texts if lang not in t)
        return "" if not missing else "all" if missing == len(texts) else "some"

    def summary(self) -> str:
        kinds = [s.kind for s in self.steps]
        parts = [f"{kinds.count(k)} {k}" for k in KINDS if kinds.count(k)]
        n = len(self.steps)
        return f"{self.id}: {self.game}, {n} step{'s' if n != 1 else ''} ({', '.join(parts)})"

    # -- writing ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        obj: dict = {"format": FORMAT_ID, "id": self.id, "game": self.game, "title": dict(self.title)}
        if self.intro:
            obj["intro"] = dict(self.intro)
        obj["steps"] = [s.to_json() for s in self.steps]
        if self.feedback != _feedback(None):
            obj["feedback"] = self.feedback.to_json()
        if self.end:
            obj["end"] = dict(self.end)
        if self.meta:
            obj["meta"] = dict(self.meta)
        return obj

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n"

    def save(self, path):
        from ..safeio import write_atomic

        write_atomic(path, self.dumps())
        return path

    def __repr__(self):
        return f"<Lesson {self.id}: {self.game}, {len(self.steps)} steps>"


def _safe_stem(p: Path) -> str:
    stem = re.sub(r"[^A-Za-z0-9_.-]", "-", p.stem)[:80].strip("-.") or "lesson"
    return stem


def _read(path: Path) -> bytes:
    try:
        if path.is_dir():
            raise LessonError("is a folder, not a lesson file", "", str(path))
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise LessonError(
                f"the file is {size // (1024 * 1024)} MB; at most {MAX_BYTES // (1024 * 1024)} MB are read",
                "",
                str(path),
            )
        with open(path, "rb") as fh:
            return fh.read(MAX_BYTES + 1)
    except OSError as e:
        raise LessonError(f"cannot read the file: {e.strerror or e}", "", str(path)) from None


def _parse(data, name):
    from ..record import parse_json

    class _E(LessonError):
        def __init__(self, message, where=""):
            super().__init__(message, "", str(name))

    if isinstance(data, (bytes, bytearray)) and len(data) > MAX_BYTES:
        raise LessonError(f"larger than {MAX_BYTES // (1024 * 1024)} MB", "", str(name))
    if (
        isinstance(data, (bytes, bytearray))
        and b"\x00" in data[:4096]
        and not data.startswith((b"\xff\xfe", b"\xfe\xff"))
    ):
        raise LessonError("a binary file, not a lesson (JSON text)", "", str(name))
    try:
        return parse_json(data, _E, "")
    except _E as e:
        raise LessonError(e.message, "", str(name)) from None


def _step(s, w, game, base) -> Step:
    if not isinstance(s, dict):
        _fail(f"a step is an object with a kind, not {type(s).__name__}", w)
    kind = s.get("kind")
    if kind not in _STEP:
        _fail(f"unknown kind {_short(kind)} (a step is one of {', '.join(KINDS)})", f"{w}.kind")
    _fields(s, _STEP[kind], ("kind", "text") if kind == "text" else ("kind",), w, f"a {kind} step")
    title = _texts(s["title"], f"{w}.title", MAX_TITLE) if "title" in s else {}
    text = _texts(s["text"], f"{w}.text") if "text" in s else {}
    if kind == "text":
        return Step(kind, title, text)
    if kind == "puzzle":
        if "puzzle" not in s:
            _fail("is missing (a shipped puzzle's id or a puzzle object)", f"{w}.puzzle")
        p, source = _puzzle(s["puzzle"], f"{w}.puzzle", game)
        return Step(kind, title, text, puzzle=p, source=source)
    if "record" not in s:
        _fail("is missing (a record object or the path of a record file)", f"{w}.record")
    rec, source = _record(s["record"], f"{w}.record", game, base)
    deal = _whole(s.get("deal", 1 if kind == "replay" else len(rec.deals)), f"{w}.deal", 1)
    if deal > len(rec.deals):
        _fail(f"there is no deal {deal}: the record has {len(rec.deals)}", f"{w}.deal")
    key = "step" if kind == "replay" else "at"
    nm = len(rec.deals[deal - 1].moves)
    at = _whole(s.get(key, 0 if kind == "replay" else nm), f"{w}.{key}", 0)
    if at > nm:
        _fail(f"deal {deal} has {nm} move{'s' if nm != 1 else ''}; {key} must be 0 to {nm}", f"{w}.{key}")
    seat = s.get("seat")
    if seat is not None:
        _whole(seat, f"{w}.seat", 0, "a seat")
        if seat >= len(rec.players):
            _fail(f"must be a seat from 0 to {len(rec.players) - 1}", f"{w}.seat")
    return Step(kind, title, text, record=rec, deal=deal, at=at, seat=seat, source=source)


def _as_written(puzzle: dict) -> dict:
    """A lesson's own puzzle may be written in one language, as the lesson may: each of its texts
    written in one language only is shown as written in the other (the puzzle format itself asks
    for both)."""

    def both(t):
        if isinstance(t, dict) and len(t) == 1 and set(t) <= set(LANGS):
            (v,) = t.values()
            return {lang: v for lang in LANGS}
        return t

    out = dict(puzzle)
    for k in ("title", "question", "explanation"):
        if k in out:
            out[k] = both(out[k])
    if isinstance(out.get("hints"), list):
        out["hints"] = [both(h) for h in out["hints"]]
    return out


def _puzzle(v, w, game):
    from ..puzzles.model import DATA as PUZZLES
    from ..puzzles.model import Puzzle, PuzzleError

    if isinstance(v, str):
        if (
            not _ID.match(v)
            or not (PUZZLES / v.split("-")[0] / f"{v}.json").is_file()
            and not any(PUZZLES.glob(f"*/{v}.json"))
        ):
            _fail(f"no shipped puzzle {_short(v)} (`cardlab puzzles list` shows them)", w)
        try:
            p = Puzzle.load(next(PUZZLES.glob(f"*/{v}.json")))
        except PuzzleError as e:  # a shipped puzzle that does not load: say so
            _fail(f"the shipped puzzle {v} cannot be read: {e}", w)
        source = v
    elif isinstance(v, dict):
        try:
            p = Puzzle.from_json(_as_written(v))
        except PuzzleError as e:
            raise LessonError(e.message, f"{w}.{e.where}" if e.where else w) from None
        source = None
    else:
        _fail(f"must be a shipped puzzle's id or a puzzle object, not {type(v).__name__}", w)
    if p.game != game:
        _fail(f"is a {p.game} puzzle; this lesson is about {game}", w)
    return p, source


def _record(v, w, game, base):
    from ..record import Record, RecordError

    source = None
    try:
        if isinstance(v, str):
            path = _record_path(v, w, base)
            rec = Record.load(path)
            source = v
        elif isinstance(v, dict):
            rec = Record.from_json(v)
        else:
            _fail(f"must be a record object or a path, not {type(v).__name__}", w)
        if rec.game != game:
            _fail(f"is a {rec.game} record; this lesson is about {game}", w)
        rec.check()  # every move replays
    except RecordError as e:
        raise LessonError(e.message, f"{w}: {e.where}" if e.where else w) from None
    return rec, source


def _record_path(v: str, w, base) -> Path:
    """A record file named by a lesson: relative, a ``.json`` file, inside the lesson's folder."""
    if base is None:
        _fail("a record path works only in a lesson file (put the record in the lesson instead)", w)
    if not v or len(v) > 300 or _bad_char(v) or "\\" in v or ":" in v:
        _fail(f"{_short(v)} is not a record path this reads (a relative path with / )", w)
    if v.startswith("/") or v.startswith("~") or any(part == ".." for part in v.split("/")):
        _fail(f"{_short(v)}: a record path must stay in the lesson's folder (no /, ~ or ..)", w)
    if not v.endswith(".json"):
        _fail(f"{_short(v)}: a record file ends with .json", w)
    base = Path(base).resolve()
    p = (base / v).resolve()
    if base != p and base not in p.parents:
        _fail(f"{_short(v)}: a record path must stay in the lesson's folder", w)
    if not p.is_file():
        _fail(f"no record file {_short(v)} next to the lesson", w)
    return p


# -- reading from disk, the shipped lessons ---------------------------------------------------------
def load(path) -> Lesson:
    """The lesson in the file ``path`` (checked; :class:`LessonError` if it is not valid)."""
    return Lesson.load(path)


def loads(data, name: str = "lesson") -> Lesson:
    return Lesson.loads(data, name)


def check(path) -> Lesson:
    """Load ``path`` and check every step (records replay, puzzles agree with the engine)."""
    return Lesson.load(path)


def shipped(game: str | None = None) -> list:
    """The lessons that ship with cardlab (of one game, or all), in file order."""
    out = []
    for f in sorted(DATA.glob("*.json")):
        lesson = Lesson.load(f)
        if game is None or lesson.game == game:
            out.append(lesson)
    return out


def find(lesson_id: str) -> Lesson:
    """A shipped lesson by its id (its file name)."""
    f = DATA / f"{lesson_id}.json"
    if _ID.match(lesson_id) and f.is_file():
        return Lesson.load(f)
    names = ", ".join(p.stem for p in sorted(DATA.glob("*.json")))
    raise LessonError(f"no shipped lesson {_short(lesson_id)} (shipped: {names})", "", str(lesson_id))


# -- making one -------------------------------------------------------------------------------------
def new(game: str, title, puzzles=(), replays=(), intro=None, id=None, base=None) -> Lesson:
    """A lesson to start from: an intro, one step per puzzle (shipped ids, Puzzle objects or
    dicts), one per replay (record paths relative to ``base`` or Record objects), and an end.
    ``title`` is one text for both languages or ``{"en", "de"}``."""
    from ..explain import text as _t
    from ..record import Record

    if game not in GAMES:
        raise LessonError(f"unknown game {_short(game)}: choose one of {', '.join(GAMES)}", "game")
    if isinstance(title, str):
        title = {lang: title for lang in LANGS}
    title = _texts(title, "title", MAX_TITLE)
    steps = []
    intro = intro or {lang: _t("lesson.new.intro", lang) for lang in LANGS}
    steps.append(Step("text", {lang: _t("lesson.new.start", lang) for lang in LANGS}, intro))
    for i, p in enumerate(puzzles):
        if isinstance(p, str):
            pz, source = _puzzle(p, f"puzzles[{i}]", game)
        else:
            from ..puzzles.model import Puzzle

            pz, source = Puzzle.coerce(p), None
            if pz.game != game:
                _fail(f"is a {pz.game} puzzle; this lesson is about {game}", f"puzzles[{i}]")
        steps.append(Step("puzzle", puzzle=pz, source=source))
    for i, r in enumerate(replays):
        if isinstance(r, (str, Path)):
            rec, source = _record(str(r), f"replays[{i}]", game, base if base is not None else Path.cwd())
        else:
            rec, source = Record.coerce(r), None
        steps.append(Step("replay", record=rec, deal=1, at=0, source=source))
    end = {lang: _t("lesson.new.end", lang) for lang in LANGS}
    return Lesson(game, title, steps, end=end, id=id)
