"""The puzzle widgets: ``Puzzle(puzzle, lang="en")`` asks one "What would you play?" question;
``PuzzleSet(puzzles)`` steps through several and keeps a score.

The browser gets only what the answering seat may see (the game's ``view`` for that seat: no other
hand, no mystery card, no stock), the texts, and after an answer the verdict.  It builds a move
from clicked cards (or typed text) and sends it through the ``answer`` traitlet (with
``submissions`` counting the submits); Python judges it (:meth:`cardlab.puzzles.Puzzle.check`)
and sends the verdict back in ``feedback``.  The learner's answers are in ``results``.

The drawing reuses the replay helper's ``static/cards.js`` and each game's ``draw.js`` (joined by
``assets.esm``), and its CSS re-scoped to ``.cardlab-puzzle`` (see :func:`_css`); those files are
read, never changed.
"""

from __future__ import annotations

import re

import anywidget
import traitlets as t

from ..cards import ALL_CARDS, card_label, card_name
from ..engine import get_game
from ..explain import catalog, text
from ..notation import touch_tokens
from ..puzzles.feedback import Feedback
from ..puzzles.model import Puzzle as PuzzleData
from . import assets
from .fallback import SaysWhereNotDrawn, lang_of
from .saving import SaveAnswers

LANGS = ("en", "de")


def _example(game: str, lang: str) -> str:
    """An example of typed notation, in the learner's language (``tauschen 7♥ D♠``)."""
    from .. import notation

    return notation.move_text(game, get_game(game).goals.example(), lang)


def _css() -> str:
    """The replay's styles for SVG cards and tables, re-scoped to this widget, then its own."""
    replay = assets.css("replay.css")
    scoped = re.sub(r"\.cardlab-replay(?=[\s.:])", ".cardlab-puzzle", replay)
    return scoped + "\n" + assets.css("touch.css") + "\n" + assets.css("puzzle.css")


def _labels() -> dict:
    cat = catalog()
    out = {}
    for lang in LANGS:
        d = {
            k: (v.get(lang) or v["en"])
            for k, v in cat.items()
            if k.startswith(
                (
                    "widget.",
                    "common.label.",
                    "puzzle.ui.",
                    "puzzle.verdict.",
                    "puzzle.goal.",
                    "table.",
                    "save.",
                )
            )
        }
        d["cards"] = {c: [card_label(c, lang), card_name(c, lang)] for c in ALL_CARDS}
        d["ranks"] = {
            c[:-1] if c != "X" else "X": card_label(c, lang)[:-1] if c != "X" else "X" for c in ALL_CARDS
        }
        out[lang] = d
    return out


def _data(p: PuzzleData, feedback: Feedback | None = None) -> dict:
    """Everything the browser needs to pose ``p``, and nothing the seat may not see (nor the
    hints, when the teacher switched them off)."""
    from .. import notation
    from ..explain import text

    view = p.view()
    goal = p.answer.get("goal")
    g = get_game(p.game)
    # the legal moves with their selection tokens, so the cards that can still make a move light up
    # (legal moves only: which one is best stays in Python)
    moves = [
        {
            "i": i,
            "c": str(m),
            "t": notation.move_parts(p.game, m),
            "k": notation.move_kind(p.game, m),
            **{
                lang: {
                    "n": notation.move_text(p.game, m, lang),
                    "w": notation.move_words(p.game, m, lang, p.players, short=True),
                    "a": notation.move_words(p.game, m, lang, p.players),
                }
                for lang in LANGS
            },
        }
        for i, m in enumerate(g.legal_moves(p.state))
    ]
    return {
        "id": p.id,
        "game": p.game,
        "tokens": touch_tokens(p.game),
        "seat": p.seat,
        "players": p.players,
        "view": view,
        "moves": moves,
        "title": p.title or {lang: p.id for lang in LANGS},
        "question": p.question,
        "difficulty": p.difficulty,
        "goal": {lang: text(f"puzzle.goal.{goal}", lang) for lang in LANGS} if goal else None,
        "hints": p.hints if feedback is None or feedback.hints else [],
        "example": {lang: _example(p.game, lang) for lang in LANGS},
        "building": bool(getattr(p.rules, "building", False)),
    }


# the parts of a verdict that give the best move away (kept back unless the teacher shows it)
_BEST = ("why_best", "best_moves", "best_shown", "best_score", "score", "explanation", "line")


class PuzzleSet(SaysWhereNotDrawn, anywidget.AnyWidget, SaveAnswers):
    """``PuzzleSet(puzzles, lang="en", feedback=None)``: the puzzles (Puzzle objects, ids of
    shipped puzzles, paths or dicts) one after another.  ``index`` is the puzzle shown
    (0-based); ``results`` lists every answer given (dicts); ``score`` counts the puzzles solved
    at the first answer without the solution shown.

    ``feedback`` is the teacher's choice of what a learner is told
    (:class:`cardlab.puzzles.feedback.Feedback`): ``"best_move"`` (the default: after a wrong
    answer the best move), ``"verdict"`` (right or wrong only), ``"at_end"`` (nothing until every
    puzzle is answered), or a dict ``{"answer": ..., "hints": bool, "solution": bool}``."""

    _esm = assets.esm("puzzle.js")
    _css = _css()

    lang = t.Unicode("en").tag(sync=True)
    four_colour = t.Bool(False).tag(sync=True)
    index = t.Int(0).tag(sync=True)
    count = t.Int(1).tag(sync=True)
    is_set = t.Bool(True).tag(sync=True)
    data = t.Dict().tag(sync=True)
    labels = t.Dict().tag(sync=True)
    answer = t.Unicode("").tag(sync=True)
    submissions = t.Int(0).tag(sync=True)
    hints_shown = t.Int(0).tag(sync=True)
    solution_shown = t.Bool(False).tag(sync=True)
    feedback = t.Dict().tag(sync=True)
    solution = t.Dict().tag(sync=True)
    tally = t.Dict().tag(sync=True)  # {"right", "done", "n"} for the score line
    size = t.Unicode("normal").tag(sync=True)  # "large": the projector setting
    problem_tokens = t.Dict().tag(sync=True)  # picked cards that make no legal move: {"n", "tokens"}
    problem = t.Dict().tag(sync=True)  # ... and why: {"n", "text"}, in the learner's language
    mode = t.Dict().tag(sync=True)  # the teacher's feedback setting: {"answer", "hints", "solution"}
    revealed = t.Bool(True).tag(sync=True)  # false while "at_end" keeps the verdicts back
    show_save = t.Bool(True).tag(sync=True)  # false inside a lesson (the lesson saves)

    def __init__(self, puzzles, lang: str = "en", index: int = 0, feedback=None, **kwargs):
        if isinstance(puzzles, (PuzzleData, dict, str)):
            puzzles = [puzzles]
        self.puzzles = [PuzzleData.coerce(p) for p in puzzles]
        if not self.puzzles:
            raise ValueError("a puzzle set needs at least one puzzle")
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
        self.feedback_setting = Feedback.coerce(feedback)
        self._reveal_when_done = True  # "at_end": the verdicts once every puzzle is answered
        self.results: list[dict] = []
        self._state: dict = {}  # per puzzle: first verdict, solution seen, hints
        import time

        from ..teaching.answers import now_iso

        self._opened, self._opened_iso = time.monotonic(), now_iso()  # answers' times count from here
        fb = self.feedback_setting
        super().__init__(
            lang=lang,
            count=len(self.puzzles),
            labels=_labels(),
            mode=fb.to_json(),
            revealed=not fb.at_end,
            **kwargs,
        )
        self._show(index)

    # -- the puzzle shown ---------------------------------------------------------------------
    @property
    def puzzle(self) -> PuzzleData:
        return self.puzzles[self.index]

    def _show(self, i):
        i = max(0, min(len(self.puzzles) - 1, int(i)))
        st = self._state.get(i, {})
        with self.hold_sync():
            if self.index != i:
                self.index = i
            self.data = _data(self.puzzles[i], self.feedback_setting)
            self.answer = st.get("answer", "")
            self.hints_shown = st.get("hints", 0)
            self.solution_shown = st.get("solution", False)
            self.feedback = self._feedback_json(st.get("verdict")) if st.get("verdict") else {}
            self.solution = self._solution_json() if self._solution_allowed(st) else {}
            self._tally()

    @t.validate("index")
    def _valid_index(self, proposal):
        return max(0, min(len(self.puzzles) - 1, proposal["value"]))

    @t.observe("index")
    def _index_changed(self, change):
        if change["old"] != change["new"]:
            self._show(change["new"])

    def next(self):
        self.index = min(self.index + 1, len(self.puzzles) - 1)

    def previous(self):
        self.index = max(self.index - 1, 0)

    # -- answers ----------------------------------------------------------------------------
    def submit(self, answer: str):
        """Answer from Python, exactly as the browser does; returns the verdict."""
        with self.hold_sync():
            self.answer = answer
            self.submissions += 1
        return self.verdict

    @property
    def verdict(self):
        return self._state.get(self.index, {}).get("verdict")

    @t.observe("submissions")
    def _submitted(self, change):
        p = self.puzzle
        v = p.check(self.answer, self.lang)
        st = self._state.setdefault(self.index, {})
        first = "first" not in st and v.legal
        if first:
            st["first"] = v.correct and not st.get("solution", False)
        st["verdict"] = v
        st["answer"] = self.answer
        st["legal"] = st.get("legal") or v.legal
        if v.legal:
            st["taken"] = v  # the answer that counts at the end ("at_end")
        self.results.append(
            {
                "id": p.id,
                "game": p.game,
                "index": self.index,
                "answer": self.answer,
                "move": v.move,
                "legal": v.legal,
                "correct": v.correct,
                "score": v.score,
                "best_score": v.best_score,
                "first_answer": first,
                "hints_used": self.hints_shown,
                "solution_seen": st.get("solution", False),
                "lang": self.lang,
                "time": round(__import__("time").monotonic() - self._opened, 1),
            }
        )
        with self.hold_sync():
            self.feedback = self._feedback_json(v)
            if self._solution_allowed(st):
                self.solution = self._solution_json()
            self._tally()
        if (
            not self.revealed
            and self._reveal_when_done
            and all(self._state.get(k, {}).get("legal") for k in range(len(self.puzzles)))
        ):
            self.reveal()

    # -- what the learner is told (the teacher's choice) ------------------------------------
    def _solution_allowed(self, st: dict) -> bool:
        """Whether the solution may go to the browser: asked for (and allowed), or after an
        answer when the teacher shows the best move (the browser shows it when asked)."""
        fb = self.feedback_setting
        if st.get("solution"):  # only when allowed (_valid_solution_shown)
            return True
        return bool(st.get("verdict")) and fb.shows_best

    def reveal(self):
        """Show the verdicts kept back by ``feedback="at_end"`` (the end of the set or lesson)."""
        if self.revealed:
            return
        with self.hold_sync():
            self.revealed = True
            st = self._state.get(self.index, {})
            if st.get("taken"):
                st["verdict"] = self.puzzle.check(st["taken"].answer, self.lang)
            if st.get("verdict"):
                self.feedback = self._feedback_json(st["verdict"])
            self._tally()

    def taken(self, i: int | None = None):
        """The verdict of the last allowed answer to puzzle ``i`` (default: the one shown), or None."""
        return self._state.get(self.index if i is None else i, {}).get("taken")

    def _answers(self, student: str) -> dict:
        """The answers file of this set (``cardlab-answers/1``): every attempt, the hints, the times."""
        from ..teaching import answers_from_results
        from .saving import with_hints

        obj = answers_from_results(
            self.results, student, self.lang, puzzles=self.puzzles, opened=self._opened_iso
        )
        return with_hints(obj, self.hints_used())

    @t.observe("problem_tokens")
    def _problem(self, change):
        from .. import notation

        p = self.puzzle
        try:
            why = (
                notation.selection_problem(
                    p.game,
                    p.state,
                    [str(x) for x in (change["new"] or {}).get("tokens") or []],
                    self.lang,
                    p.players,
                )
                or ""
            )
        except Exception:  # never a traceback in the output: the learner keeps the hint line
            why = ""
        self.problem = {"n": (self.problem or {}).get("n", 0) + 1, "text": why}

    @t.observe("hints_shown")
    def _hint(self, change):
        self._state.setdefault(self.index, {})["hints"] = change["new"]

    @t.validate("solution_shown")
    def _valid_solution_shown(self, proposal):
        fb = self.feedback_setting
        allowed = fb.solution and (self.revealed or not fb.at_end)
        return bool(proposal["value"]) and (allowed or self._state.get(self.index, {}).get("solution", False))

    @t.validate("hints_shown")
    def _valid_hints_shown(self, proposal):
        return int(proposal["value"]) if self.feedback_setting.hints else 0

    @t.observe("solution_shown")
    def _solution(self, change):
        if change["new"]:
            self._state.setdefault(self.index, {})["solution"] = True
            self.solution = self._solution_json()

    @t.observe("lang")
    def _lang(self, change):
        st = self._state.get(self.index, {})
        v = st.get("verdict")
        if v is not None:
            st["verdict"] = v = self.puzzle.check(v.answer, change["new"])
            self.feedback = self._feedback_json(v)

    @t.validate("lang")
    def _valid_lang(self, proposal):
        if proposal["value"] not in LANGS:
            raise t.TraitError(f"lang must be one of {', '.join(LANGS)}, not {proposal['value']!r}")
        return proposal["value"]

    def _feedback_json(self, v) -> dict:
        d = v.to_json()
        fb = self.feedback_setting
        if not v.correct and not (fb.shows_best or fb.at_end and self.revealed):
            for k in _BEST:  # "verdict" (and "at_end" before the end): never the best move
                d.pop(k, None)
        if fb.at_end and not self.revealed and v.legal:
            # an allowed answer is taken without a verdict; a move the rules forbid is still said
            d = {"lang": v.lang, "legal": True, "taken": True, "correct": None, "answer": d.get("answer")}
        if d.get("move"):  # the move in the learner's notation (tauschen B♣ 7♦)
            from .. import notation

            p = self.puzzle
            try:
                d["move"] = notation.move_text(p.game, get_game(p.game).move(p.state, d["move"]), v.lang)
            except Exception:
                pass
        d["head"] = self.labels[v.lang][
            "puzzle.verdict.taken"
            if d.get("taken")
            else "puzzle.verdict.right"
            if v.correct
            else "puzzle.verdict.wrong"
            if v.legal
            else "puzzle.verdict.illegal"
        ]
        d["n"] = self.submissions
        return d

    def _solution_json(self) -> dict:
        from .. import notation
        from ..puzzles.check import judge

        p = self.puzzle
        best = judge(p).best
        return {
            lang: {
                "moves": [notation.move_text(p.game, m, lang) for m in best],
                "explanation": p.explanation[lang],
            }
            for lang in LANGS
        } | {"notation": [str(m) for m in best]}

    def _tally(self):
        right = sum(1 for s in self._state.values() if s.get("first"))
        done = sum(1 for s in self._state.values() if "first" in s)
        self.tally = {"right": right if self.revealed else None, "done": done, "n": len(self.puzzles)}

    @property
    def score(self) -> int:
        return sum(1 for s in self._state.values() if s.get("first"))

    def hints_used(self) -> dict:
        """``{puzzle id: hints shown}``, answered or not (for the answers file)."""
        out: dict = {}
        for i, st in self._state.items():
            n = min(int(st.get("hints", 0)), len(self.puzzles[i].hints))
            if n:
                out[self.puzzles[i].id] = max(out.get(self.puzzles[i].id, 0), n)
        return out

    def fallback_text(self) -> str:
        lang = lang_of(self)
        first = self.puzzles[0]
        title = first.text("title", lang) if first.title else first.id
        return text("widget.fallback.puzzles", lang, n=len(self.puzzles), title=title)

    def __repr__(self):
        return (
            f"<PuzzleSet {len(self.puzzles)} puzzles: {self.puzzle.id} shown, "
            f"{self.score} of {self.tally.get('done', 0)} right>"
        )


class Puzzle(PuzzleSet):
    """``Puzzle(puzzle, lang="en")``: one puzzle (a Puzzle, a shipped puzzle's id, a path or a
    dict).  ``answer``/``submissions`` in, ``feedback`` out; ``results`` lists the answers."""

    def __init__(self, puzzle, lang: str = "en", **kwargs):
        super().__init__([puzzle], lang=lang, **kwargs)
        self.is_set = False

    def check(self, answer: str, lang: str | None = None):
        return self.puzzle.check(answer, lang or self.lang)

    def fallback_text(self) -> str:
        lang, p = lang_of(self), self.puzzle
        return text("widget.fallback.puzzle", lang, title=p.text("title", lang) if p.title else p.id)

    def __repr__(self):
        return f"<Puzzle {self.puzzle.id}>"
