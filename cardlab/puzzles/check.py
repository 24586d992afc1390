"""The checker: an answer -> a :class:`Verdict` with texts in German or English.

``puzzle.check("KC KD KH KS", lang="de")`` reads the answer as :func:`cardlab.notation.parse`
reads moves (the file notation or the display form of either language, ``K♣ K♦ K♥ K♠``,
``tauschen B♥ B♠``; where a play is made by rank, another suit of the same rank is the same
play), judges it by the puzzle's accepted moves or goal, and says what it would do (the engine's
events, rendered, only those the answering seat may see), why the best answer is better, and the
best answers, every move in the display notation of the learner's language
(:func:`cardlab.notation.move_text`).  An illegal or unreadable answer gets the reason in the
learner's language, never a traceback.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from .. import notation
from ..engine import IllegalMove, get_game
from ..explain import render, text
from ..observe import imagine


@dataclass
class Verdict:
    """What the checker says about one answer."""

    correct: bool
    move: str | None  # the answer in canonical notation (None when illegal)
    what_it_does: str  # what the move would do, from the engine's events
    why_best: str  # why the best answer is best (or why this one is right)
    best_moves: list  # every right answer, canonical
    score: float | None = None  # the answer's score under the goal (None: no goal)
    best_score: float | None = None
    legal: bool = True
    reason: str = ""  # why the answer is not legal (learner's language)
    answer: str = ""  # the answer as given
    explanation: str = ""  # the puzzle's explanation (the solution), learner's language
    lang: str = "en"
    line: list = field(default_factory=list)  # the plays that follow in the same turn
    shown: str = ""  # the answer in the display notation of ``lang`` ("" when illegal)
    best_shown: list = field(default_factory=list)  # the right answers, display notation

    def to_json(self) -> dict:
        return asdict(self)

    @property
    def text(self) -> str:
        """The whole feedback as one paragraph."""
        head = text(
            "puzzle.verdict.right"
            if self.correct
            else "puzzle.verdict.illegal"
            if not self.legal
            else "puzzle.verdict.wrong",
            self.lang,
        )
        parts = [head, self.reason, self.what_it_does, self.why_best]
        return " ".join(p for p in parts if p)

    def __str__(self):
        return self.text


class Judgement:
    """Every legal move of the puzzle position, judged: ``scores`` (goal) or ``accepted``."""

    def __init__(self, puzzle):
        self.puzzle = puzzle
        self.game = get_game(puzzle.game)
        state = puzzle.state
        self.state = state
        self.moves = self.game.legal_moves(state.copy())
        self.goal = puzzle.goal
        self.results = {}
        if self.goal is not None:
            for r in self.goal.results(state, puzzle.seat):
                self.results[r.move] = r
            self.best_score = max(r.score for r in self.results.values())
            self.best = [m for m in self.moves if self.results[m].score == self.best_score]
        else:
            acc = []
            for m in puzzle.answer["moves"]:
                mv = self.game.parse_move(state.copy(), m)
                if mv not in acc:
                    acc.append(mv)
            self.best_score = None
            self.best = acc

    def is_right(self, mv) -> bool:
        return mv in self.best

    def score(self, mv):
        r = self.results.get(mv)
        return None if r is None else r.score

    def summary(self) -> dict:
        return {
            "best": [str(m) for m in self.best],
            "score": self.best_score,
            "scores": {str(m): r.score for m, r in self.results.items()},
        }


def judge(puzzle) -> Judgement:
    """The puzzle's judgement, made once and kept on the puzzle."""
    j = puzzle.__dict__.get("_judgement")
    if j is None:
        j = puzzle.__dict__["_judgement"] = Judgement(puzzle)
    return j


def resolve(puzzle, answer, state=None, lang: str = "en"):
    """The legal move an answer spells, or IllegalMove (a NotationError when it cannot be read).
    The answer is read by :func:`cardlab.notation.parse`: the file notation or the display form
    of either language.  Besides, the game may read an answer its notation does not (its goals'
    ``loose_answer``: a capture listing the taken cards without grouping them)."""
    g = get_game(puzzle.game)
    state = state if state is not None else puzzle.state
    if not isinstance(answer, str):
        return g.parse_move(state.copy(), answer)  # a move value (or junk: the engine says so)
    answer = " ".join(answer.split())
    try:
        return notation.parse(g.name, state.copy(), answer, lang)
    except IllegalMove as first:
        mv = g.goals.loose_answer(g, state, notation.card_words(answer))
        if mv is not None:
            return mv
        raise first


def what_it_does(puzzle, mv, lang="en") -> str:
    """The move's events, rendered, as the answering seat can know them before playing it
    (:func:`cardlab.observe.imagine`): a sentence naming a card the seat cannot know is left out
    (a mystery card, a card dealt from the stock, another player's hand)."""
    w = imagine(get_game(puzzle.game), puzzle.state, mv, puzzle.seat)
    if w.blind is not None:
        key, params = w.blind
        return text(f"puzzle.{key}", lang, **params)
    out = []
    for e in w.events:
        if e.kind == "common.turn":
            continue
        s = render(e, lang, puzzle.players)
        if s:
            out.append(s)
    if w.ended:
        # the deal ends: the scoring that follows would tell of hands the seat cannot see
        out.append(text("puzzle.deal_over", lang))
    elif w.hidden and not out:
        out = [text("puzzle.hidden", lang)]
    return " ".join(out)


def _line_values(game, state, first, line) -> list:
    """The move values of ``line`` (canonical texts of the plays after ``first`` in the same
    turn), read in the positions they are played in."""
    st = state.copy()
    game.apply(st, first, events=False)
    out = []
    for m in line:
        mv = game.parse_move(st, m)
        out.append(mv)
        game.apply(st, mv, events=False)
    return out


def _line_text(game, state, first, line, lang, with_first=False) -> str:
    moves = ([first] if with_first else []) + _line_values(game, state, first, line)
    return ", ".join(notation.move_text(game.name, m, lang) for m in moves)


def check(puzzle, answer, lang: str = "en") -> Verdict:
    lang = lang if lang in ("en", "de") else "en"
    j = judge(puzzle)
    g = j.game
    raw = answer if isinstance(answer, str) else str(answer)
    expl = puzzle.text("explanation", lang)
    best = [str(m) for m in j.best]
    shown_best = [notation.move_text(g.name, m, lang) for m in j.best]
    best_txt = " / ".join(shown_best)
    try:
        mv = resolve(puzzle, answer, j.state, lang)
    except IllegalMove as e:
        reason = e.message(lang, puzzle.players).strip()
        if reason and reason[-1] not in ".!?":
            reason += "."
        if reason and lang == "de":  # a whole sentence after the colon of the verdict
            reason = reason[0].upper() + reason[1:]
        return Verdict(
            False,
            None,
            "",
            text("puzzle.why.illegal", lang),
            best,
            None,
            j.best_score,
            legal=False,
            reason=reason,
            answer=raw,
            explanation=expl,
            lang=lang,
            best_shown=shown_best,
        )
    right = j.is_right(mv)
    shown = notation.move_text(g.name, mv, lang)
    does = what_it_does(puzzle, mv, lang)
    goal = j.goal
    score = j.score(mv)
    line = []
    if goal is not None:
        r = j.results[mv]
        line = list(r.line)
        fs, fb = goal.phrase(score, lang), goal.phrase(j.best_score, lang)
        if line:
            does += " " + text("puzzle.then", lang, moves=_line_text(g, j.state, mv, line, lang))
        if r.chance:
            does += " " + text("puzzle.chance", lang)
        rk, rn = goal.result_key(score)
        does += " " + text(rk, lang, n=goal.format_score(rn, lang))
        if right:
            others = [s for m, s in zip(j.best, shown_best) if m != mv]
            why = text(goal.message_key("right"), lang, n=fb)
            if others:
                why += " " + text("puzzle.why.also", lang, moves=" / ".join(others))
        else:
            bl = j.results[j.best[0]].line
            why = text(goal.message_key("better"), lang, moves=best_txt, best=fb, n=fs)
            if bl:
                why += " " + text(
                    "puzzle.best_line",
                    lang,
                    moves=_line_text(g, j.state, j.best[0], bl, lang, with_first=True),
                )
    else:
        # a right answer is told why it is right: the puzzle's explanation (an exercise from
        # the analysis: why the accepted moves are better than the move played)
        why = expl if right else text("puzzle.why.not_accepted", lang, n=len(shown_best), moves=best_txt)
    return Verdict(
        right,
        str(mv),
        does.strip(),
        why,
        best,
        score,
        j.best_score,
        answer=raw,
        explanation=expl,
        lang=lang,
        line=line,
        shown=shown,
        best_shown=shown_best,
    )
