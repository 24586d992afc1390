"""Learn from your mistakes: each labelled move of an analysis becomes a puzzle.

``from_mistakes(analysis, lang="en")`` takes an :class:`cardlab.analysis.Analysis` (or a record
annotated by ``cardlab analyse --out``) and makes, for every decision labelled ``inaccuracy``,
``mistake`` or ``blunder``, a ``cardlab-puzzle/1`` puzzle: the same position, seen by the same
seat, and the question "find a better move".  The puzzle accepts every move whose value cannot be
told apart from the best (its loss is within its sampling error, the rule the labels use) or is
less than an inaccuracy behind it (:func:`accepted`); a decision whose own move played is among
those makes no puzzle.  The puzzle's explanation, which a right answer is told too, says why the
accepted moves are better than the move played, in words and numbers and naming no card the seat
could not see (:func:`cardlab.analysis.words.reason`).  The puzzle's record starts from the
position itself, so it holds no earlier deals.
"""

from __future__ import annotations

from ..engine import get_game
from ..explain import LANGS, text
from ..record import Deal, Record
from .model import FORMAT_ID, Puzzle

DIFFICULTY = {"blunder": 1, "mistake": 2, "inaccuracy": 3}


class MistakePuzzles(list):
    """The puzzles (a list); shown in a notebook as a PuzzleSet in ``lang``."""

    def __init__(self, puzzles, lang: str = "en"):
        super().__init__(puzzles)
        self.lang = lang

    def widget(self, **kwargs):
        """The puzzles as a :class:`cardlab.widgets.PuzzleSet` (needs at least one)."""
        from ..widgets import PuzzleSet

        return PuzzleSet(list(self), lang=kwargs.pop("lang", self.lang), **kwargs)

    def _repr_mimebundle_(self, **kwargs):
        if not self:
            return {"text/plain": text("analysis.puzzles.none", self.lang)}
        return self.widget()._repr_mimebundle_(**kwargs)


def accepted(game: str, decision) -> list:
    """The moves an exercise of ``decision`` accepts, best first: every move that cannot be told
    apart from the best within the sampling error, or is less than an inaccuracy behind it (the
    moves the analysis would not label: :func:`cardlab.analysis.evaluate.within_error`), never
    the move played.  Empty when the move played is among them: then there is no exercise."""
    from ..analysis.evaluate import within_error

    close = within_error(game, decision)
    return [] if decision.played in close else close


def puzzle_of(record: Record, decision, state) -> Puzzle:
    """The puzzle of one labelled decision; ``state`` is the position before the move."""
    from ..analysis.words import local_names, loss_text, reason, shown, value_text

    game = get_game(record.game)
    d = decision
    start = game.state_to_json(state)
    rec = Record(
        record.game,
        list(record.players),
        [Deal(start, [])],
        dict(record.rules),
        {"title": f"deal {d.deal}, move {d.at + 1}"},
    )
    answer = accepted(record.game, d)
    players = list(record.players)
    bv = d.value(d.best[0])
    question = {
        lang: text(
            "analysis.puzzle.question",
            lang,
            local_names(players, lang),
            player=d.seat,
            played=shown(game, state, d.played, lang),
        )
        for lang in LANGS
    }
    explanation = {lang: reason(game, state, d, answer, lang, players) for lang in LANGS}
    hints = [
        {
            lang: text(
                "analysis.puzzle.hint",
                lang,
                loss=loss_text(record.game, d.loss, lang),
                value=value_text(record.game, bv, lang),
            )
            for lang in LANGS
        }
    ]
    title = {
        lang: text(
            "analysis.puzzle.title",
            lang,
            deal=d.deal,
            move=d.at + 1,
            label=text(f"analysis.label.{d.label}", lang),
        )
        for lang in LANGS
    }
    obj = {
        "format": FORMAT_ID,
        "id": f"{record.game}-mistake-{d.deal}-{d.at + 1}-{d.seat}",
        "game": record.game,
        "title": title,
        "record": rec.to_json(),
        "seat": d.seat,
        "question": question,
        "answer": {"moves": answer},
        "solution": {"moves": list(d.best), "score": bv},
        "hints": hints,
        "explanation": explanation,
        "difficulty": DIFFICULTY[d.label],
        "tags": [f"analysis.{d.label}"],
        "meta": {"deal": d.deal, "at": d.at, "played": d.played, "loss": d.loss, "label": d.label},
    }
    return Puzzle.from_json(obj)


def from_mistakes(analysis, lang: str = "en", seat: int | None = None) -> MistakePuzzles:
    """A puzzle for every labelled decision of ``analysis`` (of ``seat`` only, when given), in
    game order.  ``analysis``: an Analysis, or an annotated record (Record, path, dict)."""
    from ..analysis import Analysis
    from ..analysis.annotate import positions
    from ..analysis.core import from_record

    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    if not isinstance(analysis, Analysis):
        analysis = from_record(analysis)
    record = analysis.record
    ds = [d for d in analysis.mistakes(seat) if len(d.moves) > 1 and accepted(record.game, d)]
    states = positions(record, [(d.deal - 1, d.at) for d in ds])
    return MistakePuzzles([puzzle_of(record, d, states[(d.deal - 1, d.at)]) for d in ds], lang)
