"""A lesson as an nbgrader source notebook (``cardlab lesson nbgrader LESSON --out DIR``), its answer
key beside the assignment's folder, and the handed-in copies put where nbgrader looks for them
(``cardlab lesson collect``).

Every exercise of the lesson becomes an answer cell in which the student writes the move
(``answer_1 = ""``; every form a keyboard can write is read: ``"tauschen BH BP"``, ``"Herz-Bube"``,
see docs/puzzles.md) and a locked test cell worth one point, ``EXERCISES.check(1, answer_1)``.  The
notebook holds no solution, explanation or hint of any puzzle, and no hidden tests (nbgrader's
hidden tests make it warn of a changed checksum for every untouched test cell): the test cell
finds the **answer key** on the source side, a file ``source/<assignment>.<name>.cardlab-key.json``
beside the assignment's folder, which ``generate_assignment`` does not release.  With the key (the
grader: ``autograde`` runs in ``autograded/<student>/<assignment>/``) the test asks the engine
whether the answer is a best one (:meth:`cardlab.puzzles.Puzzle.check`); without it (the student)
it says whether the move is allowed, and an empty answer only says so, so that Run All shows every
exercise's position.  The answer cells are plain cells, not nbgrader solution cells: nbgrader would
put its English stub (``# YOUR CODE HERE``) into them.

The lesson is untrusted input, so nothing of it is written as code: positions go into the notebook
as Python string literals (``repr`` of their JSON) read back with ``json.loads``; its texts go into
Markdown cells as the escaped HTML of the safe Markdown subset
(:func:`cardlab.lessonfiles.markdown.markdown_html`, ``$`` escaped too, so nothing turns into maths).

The functions at the end (:class:`Exercises`, :func:`grade`, :func:`replay`, :func:`position`) are
what the notebook's cells call.
"""

from __future__ import annotations

import html as _html
import json
import re
from pathlib import Path

from ..lessonfiles.files import Lesson, LessonError, in_lang
from ..lessonfiles.markdown import markdown_html

SCHEMA_VERSION = 3
KEY_FORMAT = "cardlab-nbgrader-key/1"


# -- writing the notebook ---------------------------------------------------------------------------
def _t(key, lang, **params):
    from ..explain import catalog

    entry = catalog()[key]
    return (entry.get(lang) or entry["en"]).format(**params)


def _nbmeta(grade_id, *, solution=False, grade=False, locked=True, points=None) -> dict:
    m = {
        "grade": grade,
        "grade_id": grade_id,
        "locked": locked,
        "schema_version": SCHEMA_VERSION,
        "solution": solution,
        "task": False,
    }
    if points is not None:
        m["points"] = points
    return {"nbgrader": m}


def _md_cell(source, grade_id) -> dict:
    return {"cell_type": "markdown", "metadata": _nbmeta(grade_id), "source": source}


def _code_cell(source, grade_id, **kw) -> dict:
    return {
        "cell_type": "code",
        "metadata": _nbmeta(grade_id, **kw),
        "execution_count": None,
        "outputs": [],
        "source": source,
    }


def _cell_html(text: str) -> str:
    """A lesson text as one HTML block for a Markdown cell: escaped, on one line per block (so
    the Markdown of the notebook does not read it again), ``$`` escaped (no maths)."""
    out = markdown_html(text).replace("$", "&#36;")
    # a <pre> keeps its line breaks as entities, so no blank line ends the HTML block
    out = re.sub(r"<pre>.*?</pre>", lambda m: m.group(0).replace("\n", "&#10;"), out, flags=re.S)
    return out


def _title_html(text: str, level: int = 2) -> str:
    return f'<h{level} dir="auto">{_html.escape(text).replace("$", "&#36;")}</h{level}>'


def _literal(obj) -> str:
    """Python source that makes ``obj`` (JSON data) again, whatever it holds."""
    return f"_json.loads({json.dumps(obj, ensure_ascii=True)!r})"


def _spec(step):
    """A puzzle as the notebook names it: a shipped puzzle's id, or the puzzle's JSON."""
    return step.source if isinstance(step.source, str) else step.puzzle.to_json()


def _plain_example(puzzle, lang) -> str:
    """An example of the notation that is not a best answer, written as a keyboard without suit
    symbols can (``tauschen 7H DP``): a legal move that is not a best one, else the first."""
    from .. import notation
    from ..engine import get_game
    from ..puzzles.check import judge

    moves = get_game(puzzle.game).legal_moves(puzzle.state)
    best = {str(m) for m in judge(puzzle).best}
    mv = next((m for m in moves if str(m) not in best), moves[0])
    return notation.move_text(puzzle.game, mv, lang, letters=True)


def _position(step, lang: str) -> dict:
    """What the student's notebook holds of a puzzle: the position, the seat, the question and an
    example move that is not a best answer, in the notebook's language; never its answer,
    solution, hints or explanation."""
    p = step.puzzle
    return {
        "game": p.game,
        "record": p.record.to_json(),
        "seat": p.seat,
        "question": {lang: p.question[lang]},
        "example": {lang: _plain_example(p, lang)},
    }


def key_name(assignment: str, name: str) -> str:
    """The answer key's file name: ``<assignment>.<name>.cardlab-key.json``."""
    return f"{assignment}.{name}.cardlab-key.json"


def answer_key(lesson, lang: str = "en") -> dict:
    """The answer key of ``lesson``: every exercise's puzzle, whole (a shipped puzzle's id, or its
    JSON), for the grader."""
    lesson = Lesson.coerce(lesson)
    return {
        "format": KEY_FORMAT,
        "lesson": lesson.id,
        "lang": lang,
        "exercises": [_spec(s) for s in lesson.steps if s.kind == "puzzle"],
    }


def notebook(lesson, lang: str = "en", key: str | None = None) -> dict:
    """The nbgrader source notebook of ``lesson`` (nbformat 4 JSON) in ``lang``; ``key``: the
    answer key's file name (:func:`key_name`) that the test cells look for."""
    if lang not in ("en", "de"):
        raise ValueError(f"lang must be en or de, not {lang!r}")
    lesson = Lesson.coerce(lesson)
    cells = []
    head = _title_html(in_lang(lesson.title, lang), 1)
    if lesson.intro:
        head += "\n" + _cell_html(in_lang(lesson.intro, lang))
    cells.append(_md_cell(head, "lesson_intro"))
    positions = [_position(s, lang) for s in lesson.steps if s.kind == "puzzle"]
    cells.append(
        _code_cell(
            f"# cardlab: {_t('lesson.nb.setup', lang)}\n"
            "import json as _json\n"
            "from cardlab.lessons import nbgrader as cardlab_lesson\n"
            f"EXERCISES = cardlab_lesson.Exercises([{', '.join(_literal(x) for x in positions)}], "
            f"lang={lang!r}, key={key!r})",
            "lesson_setup",
        )
    )
    k = 0
    for i, step in enumerate(lesson.steps):
        gid = f"step_{i + 1}"
        title = in_lang(step.title, lang)
        if step.kind == "text":
            cells.append(
                _md_cell(
                    (_title_html(title) + "\n" if title else "") + _cell_html(in_lang(step.text, lang)), gid
                )
            )
        elif step.kind in ("replay", "position"):
            src = _title_html(title) + "\n" if title else ""
            if step.text:
                src += _cell_html(in_lang(step.text, lang)) + "\n"
            src += f"<p>{_html.escape(_t('lesson.nb.' + step.kind, lang))}</p>"
            cells.append(_md_cell(src, gid))
            rec = _literal(step.record.to_json())
            seat = "None" if step.seat is None else int(step.seat)
            fn = "replay" if step.kind == "replay" else "position"
            cells.append(
                _code_cell(
                    f"cardlab_lesson.{fn}({rec}, deal={int(step.deal)}, at={int(step.at)}, "
                    f"seat={seat}, lang={lang!r})",
                    f"{gid}_show",
                )
            )
        else:
            k += 1
            p = step.puzzle
            var = f"answer_{k}"
            name = title or (p.title or {}).get(lang, "")
            src = _title_html(_t("lesson.nb.exercise", lang, n=k) + (f": {name}" if name else "")) + "\n"
            if step.text:
                src += _cell_html(in_lang(step.text, lang)) + "\n"
            src += (
                f'<p dir="auto"><strong>{_html.escape(p.question[lang]).replace("$", "&#36;")}</strong></p>\n'
            )
            how = _t("lesson.nb.how", lang, variable=var, example=_plain_example(p, lang))
            src += _cell_html(how)
            cells.append(_md_cell(src, gid))
            cells.append(_code_cell(f"EXERCISES.show({k})", f"{gid}_show"))
            # the answer: a plain cell (an nbgrader solution cell would get nbgrader's English stub)
            cells.append(_answer_cell(f'# {_t("lesson.nb.comment", lang, variable=var)}\n{var} = ""'))
            cells.append(_code_cell(f"EXERCISES.check({k}, {var})", f"check_{k}", grade=True, points=1))
    if lesson.end:
        cells.append(_md_cell(_cell_html(in_lang(lesson.end, lang)), "lesson_end"))
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
            "cardlab": {"lesson": lesson.id, "lang": lang, "key": key},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _answer_cell(source) -> dict:
    return {
        "cell_type": "code",
        "metadata": {"cardlab": "answer"},
        "execution_count": None,
        "outputs": [],
        "source": source,
    }


def write_notebook(lesson, out, lang: str = "en", name: str | None = None) -> Path:
    """Write the source notebook into the folder ``out`` as ``<name or lesson id>.ipynb``, and its
    answer key beside the folder (``<out's parent>/<out's name>.<name>.cardlab-key.json``: in an
    nbgrader course, ``source/<assignment>.<name>.cardlab-key.json``, which is not released).  The
    notebook's metadata names the assignment (``out``'s name) and the notebook, for ``collect``."""
    lesson = Lesson.coerce(lesson)
    stem = name or lesson.id
    if stem.endswith(".ipynb"):
        stem = stem[:-6]
    if not re.fullmatch(r"[A-Za-z0-9_.-]{1,80}", stem) or stem.startswith("."):
        raise ValueError(f"--name {stem!r}: a notebook name of letters, digits, - _ .")
    folder = Path(out).resolve()
    key = key_name(folder.name, stem)
    nb = notebook(lesson, lang, key=key)
    nb["metadata"]["cardlab"].update({"assignment": folder.name, "notebook": stem})
    for i, c in enumerate(nb["cells"]):  # nbformat 4.5: every cell has an id
        c["id"] = f"cardlab-{i}"
    folder.mkdir(parents=True, exist_ok=True)
    path = Path(out) / f"{stem}.ipynb"
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (folder.parent / key).write_text(
        json.dumps(answer_key(lesson, lang), ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return path


# -- the handed-in copies -----------------------------------------------------------------------------
class CollectError(ValueError):
    """A handed-in notebook that cannot be put into the course (one line naming the file)."""


_LMS_SUFFIX = re.compile(r"_\d+_assignsubmission_\w*$")  # Moodle's "Anna Meier_1234_assignsubmission_file_"


def student_id(folder_name: str) -> str:
    """The nbgrader student id of a download folder's name: a learning platform's suffix dropped,
    accents and umlauts as plain letters (ä -> ae), lower case, anything but letters, digits, ``.``
    and ``-`` as ``_`` (``Anna Müller_1234_assignsubmission_file_`` -> ``anna_mueller``)."""
    import unicodedata

    name = _LMS_SUFFIX.sub("", folder_name.strip())
    for a, b in (("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss")):
        name = name.replace(a, b)
    name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    name = re.sub(r"[^a-z0-9.-]+", "_", name.lower()).strip("_.")
    return name[:80]


def _handed_in(paths) -> list:
    """(notebook file, the name of the folder that says whose it is) for every notebook given: a
    notebook file (its folder names the student), or a folder of the students' folders
    (``DOWNLOADS/<student>/.../<notebook>.ipynb``)."""
    out = []
    for arg in paths:
        arg = Path(arg)
        if arg.is_file():
            out.append((arg, arg.resolve().parent.name))
        elif arg.is_dir():
            for f in sorted(arg.rglob("*.ipynb")):
                rel = f.relative_to(arg).parts
                if any(x.startswith(".") for x in rel):  # .ipynb_checkpoints
                    continue
                if len(rel) < 2:
                    raise CollectError(f"{f}: a handed-in notebook goes in a folder named after its student")
                out.append((f, rel[0]))
        else:
            raise CollectError(f"{arg}: no such file or folder")
    return out


def collect(paths, course, assignment: str | None = None, force: bool = False) -> list:
    """Copy the handed-in notebooks ``paths`` (see :func:`_handed_in`) into the nbgrader course
    ``course`` as ``submitted/<student>/<assignment>/<notebook>.ipynb``: the student from the
    folder's name (:func:`student_id`), the assignment and the notebook's name from the notebook's
    metadata (written by :func:`write_notebook`; ``assignment`` instead, if given).  Everything is
    checked before anything is copied; CollectError for a file that is no notebook of a lesson, two
    notebooks for one place, or a place already taken (unless ``force``).  Returns (student,
    target) pairs."""
    plan: dict = {}
    for f, folder in _handed_in(paths):
        try:
            nb = json.loads(f.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as e:
            raise CollectError(f"{f}: not a notebook ({e.__class__.__name__})") from None
        meta = nb.get("metadata", {}).get("cardlab") if isinstance(nb, dict) else None
        if not isinstance(meta, dict) or not isinstance(nb.get("cells"), list):
            raise CollectError(f"{f}: not a notebook written by cardlab lesson nbgrader")
        name = meta.get("notebook") or f.stem
        assign = assignment or meta.get("assignment")
        if not assign:
            raise CollectError(f"{f}: the notebook does not name its assignment: give --assignment")
        for what, v in (("assignment", assign), ("notebook", name)):
            if not re.fullmatch(r"[A-Za-z0-9_.-]{1,80}", str(v)) or str(v).startswith("."):
                raise CollectError(f"{f}: {what} {v!r} is not a plain name")
        student = student_id(folder)
        if not student:
            raise CollectError(f"{f}: the folder {folder!r} names no student")
        target = Path(course) / "submitted" / student / assign / f"{name}.ipynb"
        if target in plan:
            raise CollectError(f"{f}: {plan[target]} goes to {target} as well")
        if target.exists() and not force:
            raise CollectError(f"{f}: {target} exists already (--force replaces it)")
        plan[target] = f
    done = []
    for target, f in plan.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(f.read_bytes())
        done.append((target.parent.parent.name, target))
    return done


# -- what the notebook's cells call ------------------------------------------------------------------
def _puzzle(spec):
    from ..puzzles.model import Puzzle

    return Puzzle.coerce(spec) if isinstance(spec, str) else Puzzle.from_json(spec)


class _Shown:
    """A position as the answering seat sees it, with the question (HTML in Jupyter, text else)."""

    def __init__(self, html_, text):
        self._html, self._text = html_, text

    def _repr_html_(self):
        return self._html

    def __repr__(self):
        return self._text


class _Position:
    """An exercise as the student's notebook holds it: the game, the position, the players, the
    answering seat and the question (no answer of any kind)."""

    def __init__(self, obj: dict):
        from ..record import Record

        rec = Record.coerce(obj["record"])
        self.game, self.state, self.players = rec.game, rec.state_at().state, rec.players
        self.seat, self.question = obj["seat"], obj["question"]
        self.example = obj.get("example") or {}


def _find_key(name: str | None, cwd: Path | None = None) -> dict | None:
    """The answer key ``name`` on the source side, seen from the notebook's folder ``cwd``: beside
    it (the source notebook, ``source/<assignment>/``) or in the course's ``source/`` folder (the
    grader: ``autograded/<student>/<assignment>/``); None when there is none (the student)."""
    if not name or "/" in name or "\\" in name:
        return None
    cwd = Path.cwd() if cwd is None else cwd
    places = [cwd.parent / name]
    if len(cwd.parents) > 2:
        places.append(cwd.parents[2] / "source" / name)
    for f in places:
        if f.is_file():
            key = json.loads(f.read_text(encoding="utf-8"))
            if isinstance(key, dict) and key.get("format") == KEY_FORMAT:
                return key
    return None


class Exercises:
    """The lesson's exercises in the notebook: ``show(k)`` draws exercise ``k`` (1-based);
    ``check(k, answer)`` is its test cell: with the answer key (``key``, found on the source side
    when grading) it fails (AssertionError) unless ``answer`` is a best answer; without it, unless
    ``answer`` is empty or a move allowed there.  ``positions``: the exercises as the notebook holds
    them (game, record, seat, question), or puzzles (ids or JSON)."""

    def __init__(self, positions, lang: str = "en", key: str | None = None):
        self.specs, self.lang = list(positions), lang if lang in ("en", "de") else "en"
        self.key = key
        self._puzzles: dict = {}
        self._key: dict | None = None
        self._key_read = False

    def puzzle(self, k: int):
        if k not in self._puzzles:
            spec = self.specs[k - 1]
            whole = isinstance(spec, str) or "solution" in spec
            self._puzzles[k] = _puzzle(spec) if whole else _Position(spec)
        return self._puzzles[k]

    def answer_key(self) -> dict | None:
        if not self._key_read:
            self._key, self._key_read = _find_key(self.key), True
        return self._key

    def show(self, k: int):
        from ..display import position_html
        from ..explain import text

        p = self.puzzle(k)
        you = text("puzzle.ui.you_are", self.lang, players=p.players, player=p.seat)
        pic = position_html(p.game, p.state, p.players, self.lang, seat=p.seat)
        question = p.question.get(self.lang) or next(iter(p.question.values()), "")
        q = _html.escape(question)
        return _Shown(f"<div><p><b>{q}</b></p><p>{_html.escape(you)}</p>{pic}</div>", f"{question}\n{you}")

    def check(self, k: int, answer, variable: str | None = None):
        """The test cell of exercise ``k`` (see the class text); prints what it found."""
        variable = variable or f"answer_{k}"
        key = self.answer_key()
        if key is not None:
            grade(key["exercises"][k - 1], answer, self.lang, variable)
            print(_t("lesson.nb.right", self.lang, answer=_one(answer)))
            return
        if isinstance(answer, str) and not answer.strip():
            print(_t("lesson.nb.empty", self.lang, variable=variable))
            return
        self.check_legal(k, answer, variable)

    def check_legal(self, k: int, answer, variable: str | None = None):
        p = self.puzzle(k)
        variable = variable or f"answer_{k}"
        reason = _illegal(p, answer, self.lang, variable)
        if reason is not None:
            raise AssertionError(_t("lesson.nb.illegal", self.lang, answer=_one(answer), reason=reason))
        print(_t("lesson.nb.legal", self.lang, answer=_one(answer)))
        # nothing returned: nbgrader would read a returned value as partial credit


def _example(p, lang) -> str:
    """An example move for a message: the notebook's own (not a best answer), else a legal move."""
    if getattr(p, "example", None):
        return p.example.get(lang) or p.example.get("en", "")
    if hasattr(p, "solution"):
        return _plain_example(p, lang)
    from .. import notation
    from ..engine import get_game

    mv = get_game(p.game).legal_moves(p.state)[0]
    return notation.move_text(p.game, mv, lang, letters=True)


def _illegal(p, answer, lang, variable) -> str | None:
    """Why ``answer`` is no move allowed in the exercise ``p``, or None."""
    from ..engine import IllegalMove
    from ..puzzles.check import resolve

    if not isinstance(answer, str) or not answer.strip():
        raise AssertionError(_t("lesson.nb.not_text", lang, variable=variable, example=_example(p, lang)))
    try:
        resolve(p, answer.strip()[:500], p.state, lang)
    except IllegalMove as e:
        return e.message(lang, p.players)
    return None


def _one(s) -> str:
    s = " ".join(str(s).split())
    return s if len(s) <= 120 else s[:119] + "\u2026"


def _verdict(p, answer, lang, variable):
    if not isinstance(answer, str) or not answer.strip():
        raise AssertionError(_t("lesson.nb.not_text", lang, variable=variable, example=_example(p, lang)))
    return p.check(answer.strip()[:500], lang)


def grade(spec, answer, lang: str = "en", variable: str = "answer"):
    """The hidden test: ``answer`` must be a best answer to the puzzle ``spec`` (a shipped
    puzzle's id or a puzzle's JSON); else AssertionError saying why, in ``lang``.  Returns None."""
    p = _puzzle(spec)
    v = _verdict(p, answer, lang, variable)
    if not v.legal:
        raise AssertionError(_t("lesson.nb.illegal", lang, answer=_one(answer), reason=v.reason))
    if not v.correct:
        raise AssertionError(_t("lesson.nb.wrong", lang, answer=_one(answer)))
    # nothing returned: nbgrader would read a returned value as partial credit


def replay(record, deal: int = 1, at: int = 0, seat=None, lang: str = "en"):
    """The replay widget of a lesson's replay step."""
    from ..widgets import Replay

    return Replay(record, lang=lang, seat=seat, deal=deal, step=at)


def position(record, deal: int = 1, at: int | None = None, seat=None, lang: str = "en"):
    """A lesson's position step as a picture."""
    from ..display import position_html
    from ..record import Record

    rec = Record.coerce(record)
    st = rec.state_at(deal, at).state
    return _Shown(
        position_html(rec.game, st, rec.players, lang, seat=seat), _t("lesson.nb.position_text", lang)
    )


__all__ = [
    "notebook",
    "write_notebook",
    "answer_key",
    "key_name",
    "collect",
    "Exercises",
    "grade",
    "replay",
    "position",
    "LessonError",
]
