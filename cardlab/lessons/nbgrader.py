"""A lesson as an nbgrader source notebook (``cardlab lesson nbgrader LESSON --out DIR``).

Every exercise of the lesson becomes an autograded cell pair: an answer cell in which the student
writes the move (``answer_1 = "KC KD KH KS"``; German display notation such as ``"tauschen B♥ B♠"``
is read too) and a locked test cell worth one point.  Its visible part says at once whether the
move is allowed in the position; its hidden part (``### BEGIN HIDDEN TESTS``, taken out of the
student's copy by ``nbgrader generate_assignment`` and put back by ``nbgrader autograde``) asks the
engine whether it is the best answer (:meth:`cardlab.puzzles.Puzzle.check`).  The lesson's texts,
the replays and the positions become read-only cells.

The lesson is untrusted input, so nothing of it is written as code: puzzles and records go into
the notebook as Python string literals (``repr`` of their JSON) read back with ``json.loads``; its
texts go into Markdown cells as the escaped HTML of the safe Markdown subset
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


def _spec_code(spec) -> str:
    return repr(spec) if isinstance(spec, str) else _literal(spec)


def _plain_example(puzzle, lang) -> str:
    """An example of the notation that is not the answer: the first legal move."""
    from .. import notation
    from ..engine import get_game

    mv = get_game(puzzle.game).legal_moves(puzzle.state)[0]
    return notation.move_text(puzzle.game, mv, lang)


def notebook(lesson, lang: str = "en") -> dict:
    """The nbgrader source notebook of ``lesson`` (nbformat 4 JSON) in ``lang``."""
    if lang not in ("en", "de"):
        raise ValueError(f"lang must be en or de, not {lang!r}")
    lesson = Lesson.coerce(lesson)
    cells = []
    head = _title_html(in_lang(lesson.title, lang), 1)
    if lesson.intro:
        head += "\n" + _cell_html(in_lang(lesson.intro, lang))
    cells.append(_md_cell(head, "lesson_intro"))
    specs = [_spec(s) for s in lesson.steps if s.kind == "puzzle"]
    cells.append(
        _code_cell(
            "# cardlab: the checks of this notebook's answers (leave this cell as it is)\n"
            "import json as _json\n"
            "from cardlab.lessons import nbgrader as cardlab_lesson\n"
            f"EXERCISES = cardlab_lesson.Exercises([{', '.join(_spec_code(s) for s in specs)}], lang={lang!r})",
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
            from ..puzzles.check import judge

            best = str(judge(p).best[0])
            cells.append(
                _code_cell(
                    f"# {_t('lesson.nb.comment', lang, variable=var)}\n### BEGIN SOLUTION\n{var} = {json.dumps(best)}\n### END SOLUTION",
                    f"answer_{k}",
                    solution=True,
                    locked=False,
                )
            )
            cells.append(
                _code_cell(
                    f"EXERCISES.check_legal({k}, {var})\n"
                    "### BEGIN HIDDEN TESTS\n"
                    f"cardlab_lesson.grade({_spec_code(_spec(step))}, {var}, lang={lang!r}, variable={var!r})\n"
                    "### END HIDDEN TESTS",
                    f"check_{k}",
                    grade=True,
                    points=1,
                )
            )
    if lesson.end:
        cells.append(_md_cell(_cell_html(in_lang(lesson.end, lang)), "lesson_end"))
    return {
        "cells": cells,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
            "cardlab": {"lesson": lesson.id, "lang": lang},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def write_notebook(lesson, out, lang: str = "en", name: str | None = None) -> Path:
    """Write the source notebook into the folder ``out`` as ``<name or lesson id>.ipynb``."""
    lesson = Lesson.coerce(lesson)
    stem = name or lesson.id
    if stem.endswith(".ipynb"):
        stem = stem[:-6]
    if not re.fullmatch(r"[A-Za-z0-9_.-]{1,80}", stem) or stem.startswith("."):
        raise ValueError(f"--name {stem!r}: a notebook name of letters, digits, - _ .")
    nb = notebook(lesson, lang)
    for i, c in enumerate(nb["cells"]):  # nbformat 4.5: every cell has an id
        c["id"] = f"cardlab-{i}"
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem}.ipynb"
    path.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


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


class Exercises:
    """The lesson's exercises in the notebook: ``show(k)`` draws exercise ``k`` (1-based);
    ``check_legal(k, answer)`` fails (AssertionError) unless ``answer`` is a move allowed there."""

    def __init__(self, specs, lang: str = "en"):
        self.specs, self.lang = list(specs), lang if lang in ("en", "de") else "en"
        self._puzzles: dict = {}

    def puzzle(self, k: int):
        if k not in self._puzzles:
            self._puzzles[k] = _puzzle(self.specs[k - 1])
        return self._puzzles[k]

    def show(self, k: int):
        from ..display import position_html
        from ..explain import text

        p = self.puzzle(k)
        you = text("puzzle.ui.you_are", self.lang, players=p.players, player=p.seat)
        pic = position_html(p.game, p.state, p.players, self.lang, seat=p.seat)
        q = _html.escape(p.question[self.lang])
        return _Shown(
            f"<div><p><b>{q}</b></p><p>{_html.escape(you)}</p>{pic}</div>", f"{p.question[self.lang]}\n{you}"
        )

    def check_legal(self, k: int, answer, variable: str | None = None):
        p = self.puzzle(k)
        variable = variable or f"answer_{k}"
        v = _verdict(p, answer, self.lang, variable)
        if not v.legal:
            raise AssertionError(_t("lesson.nb.illegal", self.lang, answer=_one(answer), reason=v.reason))
        print(_t("lesson.nb.legal", self.lang, answer=_one(answer)))
        # nothing returned: nbgrader would read a returned value as partial credit


def _one(s) -> str:
    s = " ".join(str(s).split())
    return s if len(s) <= 120 else s[:119] + "\u2026"


def _verdict(p, answer, lang, variable):
    if not isinstance(answer, str) or not answer.strip():
        raise AssertionError(
            _t("lesson.nb.not_text", lang, variable=variable, example=_plain_example(p, lang))
        )
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
    return _Shown(position_html(rec.game, st, rec.players, lang, seat=seat), f"<position of {rec.game}>")


__all__ = ["notebook", "write_notebook", "Exercises", "grade", "replay", "position", "LessonError"]
