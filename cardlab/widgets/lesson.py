"""The lesson widget: ``Lesson(path, lang="en")`` takes the learner through a lesson file
(``cardlab-lesson/1``, :mod:`cardlab.lessonfiles.files`) step by step, as a chess site's practice
lessons do: a text, replay or position step opens the next step at once; an exercise (a puzzle)
opens it once it is solved.

It is an ``ipywidgets.VBox`` of two widgets: the lesson's own anywidget (``static/lesson.js``:
the title, the progress, the step strip, the step's text in the safe Markdown subset, a position
drawn with the shared drawing modules, back/next) and, below it, the step's widget: a
:class:`~cardlab.widgets.Puzzle` for an exercise, a :class:`~cardlab.widgets.Replay` for a replay
(each made once and kept, so answers and the replay's place stay when the learner goes back).

The lesson's texts reach the browser only as the Markdown tree of plain data
(:func:`cardlab.lessonfiles.markdown.markdown`), which ``lesson.js`` builds as DOM nodes with
``textContent``: no text of a lesson is ever markup.  A position sends only the game's ``view``
for the step's seat.  The answers are kept in ``results`` like a PuzzleSet's (one dict an answer,
with ``step`` and ``time`` added); :meth:`Lesson.answers` and :meth:`Lesson.save_answers` turn them
into a ``cardlab-answers/1`` file with :mod:`cardlab.teaching`.  The lesson has one save button,
shown at every step (the puzzles' own are hidden): it saves the whole lesson so far, the puzzles
given up, the hints and the tries included, writes the file into ``answers_folder`` (when one is
set) and downloads it in the browser (``static/save.js``).

What a learner is told after an answer is the teacher's choice (the lesson file's ``feedback``,
:class:`cardlab.puzzles.feedback.Feedback`): the best move, the verdict only, or nothing until
every exercise is answered (then the next step opens after any allowed answer).  A lesson written
in one language shows its texts as written in the other, saying so once (``untranslated``).
"""

from __future__ import annotations

import re
import time
from typing import Any

import anywidget
import ipywidgets
import traitlets as t

from ..engine import get_game
from ..explain import catalog, text
from ..lessonfiles.files import LANGS as FILE_LANGS
from ..lessonfiles.files import Lesson as LessonData
from ..lessonfiles.files import in_lang
from ..lessonfiles.markdown import markdown
from ..puzzles.feedback import Feedback
from . import assets
from .fallback import SaysWhereNotDrawn, lang_of
from .rules import lesson_panels
from .saving import SaveAnswers, with_hints

LANGS = ("en", "de")
SIZES = ("normal", "large")


def _css() -> str:
    replay = assets.css("replay.css")
    scoped = re.sub(r"\.cardlab-replay(?=[\s.:])", ".cardlab-lesson", replay)
    return scoped + "\n" + assets.css("lesson.css") + "\n" + assets.css("rules.css")


def _labels() -> dict:
    from .puzzle import _labels as puzzle_labels

    out = puzzle_labels()
    cat = catalog()
    for lang in LANGS:
        out[lang].update({k: (v.get(lang) or v["en"]) for k, v in cat.items() if k.startswith("lesson.")})
    return out


def _as_written(texts: dict) -> dict:
    """``{"en", "de"}`` from a text in one language or both: the missing one as written."""
    if not texts:
        return {}
    first = next(texts[x] for x in FILE_LANGS if texts.get(x))
    return {lang: texts.get(lang) or first for lang in LANGS}


def _md(texts: dict) -> dict:
    return {lang: markdown(t) for lang, t in _as_written(texts).items()}


def _step_data(step, i: int) -> dict:
    d = {"i": i, "kind": step.kind, "title": _as_written(step.title), "text": _md(step.text)}
    if step.kind == "puzzle":
        d["puzzle"] = step.puzzle.id
        if not step.title and step.puzzle.title:
            d["title"] = _as_written(step.puzzle.title)
    if step.kind == "position":
        st = step.record.state_at(step.deal, step.at).state
        g = get_game(step.record.game)
        view = g.view(st) if step.seat is None else g.view(st, step.seat)
        d["position"] = {
            "game": step.record.game,
            "view": view,
            "players": list(step.record.players),
            "seat": step.seat,
            "to_move": None if st.over else st.to_move,
        }
    return d


def _data(lesson: LessonData) -> dict:
    return {
        "id": lesson.id,
        "game": lesson.game,
        "title": _as_written(lesson.title),
        "intro": _md(lesson.intro),
        "end": _md(lesson.end),
        "steps": [_step_data(s, i) for i, s in enumerate(lesson.steps)],
        # per language: "" (every text in it), "some" or "all" (written in the other only)
        "untranslated": {lang: lesson.untranslated(lang) for lang in LANGS},
    }


class LessonView(anywidget.AnyWidget, SaveAnswers):
    """The lesson's own part of the widget (header, text, position, navigation, the save
    button).  Driven by :class:`Lesson`; not meant to be made by itself."""

    _esm = assets.esm("lesson.js")
    _css = _css()

    lang = t.Unicode("en").tag(sync=True)
    size = t.Unicode("normal").tag(sync=True)
    index = t.Int(0).tag(sync=True)
    unlocked = t.Int(0).tag(sync=True)  # the last step the learner may open
    done: t.List[Any] = t.List().tag(sync=True)  # per step: passed (read, or the exercise solved)
    data = t.Dict().tag(sync=True)
    labels = t.Dict().tag(sync=True)
    note = t.Unicode("").tag(sync=True)  # "", "locked", "unlocked", "solved_last", "taken", "taken_last"
    mode = t.Dict().tag(sync=True)  # the feedback setting: {"answer", "hints", "solution"}
    right = t.Int(-1).tag(sync=True)  # "at_end": the exercises answered right, once all are answered
    rules_panel = t.Dict().tag(sync=True)  # the Rules control (rules.py lesson_panels): each step's rules
    owner: Any = None  # the Lesson

    def _answers(self, student: str) -> dict:
        if self.owner is None:
            raise RuntimeError("a LessonView saves through its Lesson")
        return self.owner.answers(student)


class Lesson(SaysWhereNotDrawn, ipywidgets.VBox):
    """``Lesson(lesson, lang="en")``: a lesson (a path, a shipped lesson's id, a dict or a
    :class:`cardlab.lessons.Lesson`) step by step.  ``index`` is the step shown (0-based),
    ``unlocked`` the last step that may be opened; ``results`` every answer given;
    ``submit(text)`` answers the exercise shown from Python, as the browser does."""

    lang = t.Unicode("en")
    index = t.Int(0)
    size = t.Unicode("normal")

    def __init__(
        self, lesson, lang: str = "en", size: str = "normal", answers_folder=".", feedback=None, **kwargs
    ):
        self.lesson = LessonData.coerce(lesson)
        # the teacher's choice: the lesson file's feedback field, or the argument over it
        self.feedback = Feedback.coerce(feedback) if feedback is not None else self.lesson.feedback
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
        if size not in SIZES:
            raise ValueError(f"size must be one of {', '.join(SIZES)}, not {size!r}")
        self.results: list[dict] = []
        self._opened = time.time()
        from ..teaching.answers import now_iso

        self._opened_iso = now_iso()
        self._widgets: dict = {}
        self._solved: set = set()  # the exercises passed: solved (or answered, with "at_end")
        n = len(self.lesson.steps)
        self.view = LessonView(
            lang=lang,
            size=size,
            data=_data(self.lesson),
            labels=_labels(),
            done=[False] * n,
            mode=self.feedback.to_json(),
            rules_panel=lesson_panels(self.lesson),
        )
        self.view.owner = self
        self.answers_folder = answers_folder
        super().__init__(children=[self.view], **kwargs)
        self.add_class("cardlab-lesson-box")
        self.lang, self.size = lang, size
        self.view.observe(self._view_index, "index")
        self.view.observe(self._view_lang, "lang")
        self.view.observe(self._view_size, "size")
        self._refresh()
        self._show(0)

    @property
    def answers_folder(self):
        """Where the save button writes the answers file (None: the browser's download only)."""
        return self.view.save_folder

    @answers_folder.setter
    def answers_folder(self, folder):
        self.view.save_folder = folder

    # -- steps ------------------------------------------------------------------------------
    @property
    def steps(self) -> list:
        return self.lesson.steps

    @property
    def step(self):
        return self.steps[self.index]

    @property
    def unlocked(self) -> int:
        """The last step the learner may open: the first exercise not yet solved (or the last)."""
        for i, s in enumerate(self.steps):
            if s.kind == "puzzle" and i not in self._solved:
                return i
        return len(self.steps) - 1

    def passed(self, i: int) -> bool:
        return self.steps[i].kind != "puzzle" or i in self._solved

    @property
    def complete(self) -> bool:
        return all(self.passed(i) for i in range(len(self.steps)))

    @property
    def widget(self):
        """The step's widget below the lesson's header (a Puzzle or a Replay), or None."""
        return self._widgets.get(self.index)

    def _make(self, i):
        s = self.steps[i]
        if s.kind == "puzzle":
            from .puzzle import Puzzle

            w = Puzzle(s.puzzle, lang=self.lang, size=self.size, feedback=self.feedback, show_save=False)
            w._reveal_when_done = False  # "at_end": the lesson reveals, once every exercise is answered
            w.observe(lambda ch, i=i: self._answered(i), "submissions")
        elif s.kind == "replay":
            from .replay import Replay

            w = Replay(s.record, lang=self.lang, seat=s.seat, deal=s.deal, step=s.at, size=self.size)
            w.rules_panel = {}  # one Rules button: the lesson's, which shows this step's rules
        else:
            return None
        w.observe(self._child_lang, "lang")
        return w

    def _show(self, i):
        i = max(0, min(self.unlocked, int(i)))
        if i not in self._widgets:
            self._widgets[i] = self._make(i)
        w = self._widgets[i]
        if w is not None:
            if w.lang != self.lang:
                w.lang = self.lang
            if getattr(w, "size", self.size) != self.size:
                w.size = self.size
        # the step's widget first, then the header: when the header says "step 3", the widget
        # below it is step 3's already
        self.children = [self.view] + ([w] if w is not None else [])
        with self.view.hold_sync():
            if self.index != i:
                self.index = i
            self.view.index = i
            self.view.note = self._note(i)

    def _note(self, i) -> str:
        if self.steps[i].kind != "puzzle":
            return ""
        if not self.passed(i):
            return "locked"
        last = i >= len(self.steps) - 1
        if self.feedback.at_end:
            return "taken_last" if last else "taken"
        return "solved_last" if last else "unlocked"

    def _refresh(self):
        with self.view.hold_sync():
            u = self.unlocked
            self.view.done = [i <= u and self.passed(i) for i in range(len(self.steps))]
            self.view.unlocked = u

    @t.validate("index")
    def _valid_index(self, proposal):
        return max(0, min(self.unlocked, int(proposal["value"])))

    @t.observe("index")
    def _index(self, change):
        if change["new"] != self.view.index or change["new"] not in self._widgets:
            self._show(change["new"])

    def _view_index(self, change):
        if change["new"] != self.index:
            self.index = change["new"]
            if self.view.index != self.index:  # a locked step asked for: stay
                self.view.index = self.index

    def next(self):
        self.index = min(self.index + 1, self.unlocked)

    def previous(self):
        self.index = max(self.index - 1, 0)

    # -- answers ----------------------------------------------------------------------------
    def _answered(self, i):
        w = self._widgets.get(i)
        if w is None or not w.results:
            return
        r = dict(w.results[-1])
        r.update(
            {
                "index": [j for j, _ in self.lesson.exercises()].index(i),
                "step": i,
                "lesson": self.lesson.id,
                "time": round(time.time() - self._opened, 3),
            }
        )
        self.results.append(r)
        passed = r["correct"] or (self.feedback.at_end and r["legal"])
        if passed and i not in self._solved:
            self._solved.add(i)
            self._refresh()
            self.view.note = self._note(i)
            if self.feedback.at_end and self.complete:
                self._reveal()

    def _reveal(self):
        """ "at_end": every exercise is answered; the verdicts are shown now."""
        right = 0
        for i, _ in self.lesson.exercises():
            w = self._widgets.get(i)
            if w is not None:
                w.reveal()
                v = w.taken()
                right += bool(v is not None and v.correct)
        self.view.right = right

    def submit(self, answer: str):
        """Answer the exercise shown, as the browser does; returns the verdict."""
        w = self.widget
        if self.step.kind != "puzzle" or w is None:
            raise ValueError(f"step {self.index + 1} is a {self.step.kind} step, not an exercise")
        return w.submit(answer)

    @property
    def solved(self) -> list:
        """The step indices of the exercises solved."""
        return sorted(self._solved)

    def hints_used(self) -> dict:
        """``{puzzle id: hints shown}`` over the exercises, answered or given up."""
        out: dict = {}
        for w in self._widgets.values():
            if w is not None and hasattr(w, "hints_used"):
                for k, n in w.hints_used().items():
                    out[k] = max(out.get(k, 0), n)
        return out

    def answers(self, student: str, lang: str | None = None) -> dict:
        """The lesson's answers so far as a ``cardlab-answers/1`` object (:mod:`cardlab.teaching`):
        every exercise, tried or not; every attempt; the hints seen, also on a puzzle given up."""
        from ..teaching import answers_from_results

        obj = answers_from_results(
            self.results,
            student,
            lang or self.lang,
            puzzles=self.lesson.puzzles,
            opened=self._opened_iso,
            lesson=self.lesson.id,
        )
        return with_hints(obj, self.hints_used())

    def save_answers(self, student: str, folder=None):
        """Write the answers into ``folder`` (default ``answers_folder``; None: nowhere, the
        browser's download only) and offer them as a download; returns the path."""
        return self.view.save_answers(folder if folder is not None else self.answers_folder, student)

    # -- language and size ------------------------------------------------------------------
    @t.validate("lang")
    def _valid_lang(self, proposal):
        if proposal["value"] not in LANGS:
            raise t.TraitError(f"lang must be one of {', '.join(LANGS)}, not {proposal['value']!r}")
        return proposal["value"]

    @t.validate("size")
    def _valid_size(self, proposal):
        if proposal["value"] not in SIZES:
            raise t.TraitError(f"size must be one of {', '.join(SIZES)}, not {proposal['value']!r}")
        return proposal["value"]

    @t.observe("lang")
    def _lang(self, change):
        if not hasattr(self, "view"):
            return
        if self.view.lang != change["new"]:
            self.view.lang = change["new"]
        w = self.widget
        if w is not None and w.lang != change["new"]:
            w.lang = change["new"]

    @t.observe("size")
    def _size(self, change):
        if not hasattr(self, "view"):
            return
        if self.view.size != change["new"]:
            self.view.size = change["new"]
        w = self.widget
        if w is not None and getattr(w, "size", None) != change["new"]:
            w.size = change["new"]

    def _view_lang(self, change):
        if change["new"] in LANGS:
            self.lang = change["new"]

    def _view_size(self, change):
        if change["new"] in SIZES:
            self.size = change["new"]

    def _child_lang(self, change):
        if change["new"] in LANGS and change["new"] != self.lang:
            self.lang = change["new"]

    def fallback_text(self) -> str:
        lang = lang_of(self)
        title = in_lang(self.lesson.title, lang)
        return text("widget.fallback.lesson", lang, title=title, step=self.index + 1, n=len(self.steps))

    def __repr__(self):
        n = len(self.steps)
        k = len(self.lesson.exercises())
        return (
            f"<Lesson {self.lesson.id}: step {self.index + 1} of {n}, "
            f"{len(self._solved)} of {k} exercises solved>"
        )
