"""What a learner is told after an answer: the teacher's choice, per lesson (the lesson file's
``feedback`` field, docs/lessons.md) and per ``PuzzleSet`` (its ``feedback=`` argument).

``answer`` is one of

* ``"best_move"`` (the default): the verdict and, after a wrong answer, the best move and why;
* ``"verdict"``: right, wrong or not allowed (and why not), never the best move;
* ``"at_end"``: nothing but "answer taken" until every exercise is answered; then the verdicts.

``hints`` and ``solution`` switch the "Hint" and "Show solution" buttons on or off.  A problem is
a :class:`FeedbackError` naming the place (``feedback.answer``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

ANSWERS = ("best_move", "verdict", "at_end")
FIELDS = ("answer", "hints", "solution")


class FeedbackError(ValueError):
    """A feedback setting that is not one; ``where`` names the field (``feedback.hints``)."""

    def __init__(self, message: str, where: str = "feedback"):
        super().__init__(f"{where}: {message}")
        self.message, self.where = message, where


@dataclass(frozen=True)
class Feedback:
    answer: str = "best_move"
    hints: bool = True
    solution: bool = True

    @property
    def shows_best(self) -> bool:
        return self.answer == "best_move"

    @property
    def at_end(self) -> bool:
        return self.answer == "at_end"

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def coerce(cls, v, where: str = "feedback") -> "Feedback":
        """A Feedback from a Feedback, None (the default), one of :data:`ANSWERS`, or a dict
        with the fields ``answer``, ``hints`` and ``solution`` (each optional)."""
        if v is None:
            return cls()
        if isinstance(v, Feedback):
            return v
        if isinstance(v, str):
            v = {"answer": v}
        if not isinstance(v, dict):
            raise FeedbackError(
                f'must be {{"answer": ..., "hints": ..., "solution": ...}}, not {type(v).__name__}', where
            )
        for k in v:
            if k not in FIELDS:
                raise FeedbackError(
                    f"unknown field {str(k)[:40]!r} (feedback has {', '.join(FIELDS)})", where
                )
        answer = v.get("answer", "best_move")
        if answer not in ANSWERS:
            raise FeedbackError(
                f"must be one of {', '.join(ANSWERS)}, not {str(answer)[:40]!r}", f"{where}.answer"
            )
        out: dict = {"answer": answer}
        for k in ("hints", "solution"):
            x = v.get(k, True)
            if not isinstance(x, bool):
                raise FeedbackError(f"must be true or false, not {str(x)[:40]!r}", f"{where}.{k}")
            out[k] = x
        return cls(**out)
