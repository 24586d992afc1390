"""The puzzle file (``cardlab-puzzle/1``): load, validate, save.

A puzzle is untrusted input like a record: every problem becomes a :class:`PuzzleError` naming
the field (``answer.goal: <game> has no goal 'x' (its goals: ...)``).
"""

from __future__ import annotations

import json
from functools import cached_property
from pathlib import Path
from typing import Any

from ..engine import CardlabError, get_game
from ..explain import LANGS
from ..record import Record, RecordError, parse_json, read_file

FORMAT_ID = "cardlab-puzzle/1"
DATA = Path(__file__).parent / "data"
_KNOWN = {
    "format",
    "id",
    "game",
    "title",
    "record",
    "seat",
    "question",
    "answer",
    "solution",
    "hints",
    "explanation",
    "difficulty",
    "tags",
    "source",
    "meta",
}
_REQUIRED = (
    "format",
    "id",
    "game",
    "record",
    "seat",
    "question",
    "answer",
    "solution",
    "explanation",
    "difficulty",
    "tags",
)
MAX_TEXT = 4000


class PuzzleError(CardlabError, ValueError):
    """A puzzle file that is not valid; ``where`` names the field."""

    def __init__(self, message: str, where: str = ""):
        super().__init__(message)
        self.message, self.where = message, where

    def __str__(self):
        return f"{self.where}: {self.message}" if self.where else self.message


def _texts(obj, where, required=True) -> dict:
    """A ``{"en": ..., "de": ...}`` pair of texts."""
    if obj is None and not required:
        return {}
    if not isinstance(obj, dict):
        raise PuzzleError('must be {"en": "...", "de": "..."}', where)
    for k in obj:
        if k not in LANGS:
            raise PuzzleError(f"unknown language {k!r} (write en and de)", where)
    for lang in LANGS:
        v = obj.get(lang)
        if not isinstance(v, str) or not v.strip():
            raise PuzzleError(
                f"the {'English' if lang == 'en' else 'German'} text is missing", f"{where}.{lang}"
            )
        if len(v) > MAX_TEXT:
            raise PuzzleError(f"at most {MAX_TEXT} characters", f"{where}.{lang}")
    return {lang: obj[lang] for lang in LANGS}


class Puzzle:
    """One puzzle.  ``record`` ends at the position; ``seat`` answers (the seat to move there);
    ``answer`` is ``{"goal": name}`` or ``{"moves": [...]}``; ``solution`` states the best moves
    (``{"moves": [...], "score": n}``)."""

    def __init__(self, obj: dict):
        self._obj = obj
        self.id = obj["id"]
        self.game = obj["game"]
        self.title = obj.get("title") or {}
        self.record: Record = obj["_record"]
        self.seat = obj["seat"]
        self.question = obj["question"]
        self.answer = obj["answer"]
        self.solution = obj["solution"]
        self.hints = obj.get("hints", [])
        self.explanation = obj["explanation"]
        self.difficulty = obj["difficulty"]
        self.tags = list(obj["tags"])
        self.source = obj.get("source", "")
        self.meta = obj.get("meta", {})

    # -- reading ----------------------------------------------------------------------------
    @classmethod
    def from_json(cls, obj) -> "Puzzle":
        if not isinstance(obj, dict):
            raise PuzzleError("a puzzle is a JSON object", "puzzle")
        for k in obj:
            if k not in _KNOWN:
                raise PuzzleError(f"unknown field {k!r} (a puzzle has {', '.join(sorted(_KNOWN))})", "puzzle")
        for k in _REQUIRED:
            if k not in obj:
                raise PuzzleError("is missing", k)
        if obj["format"] != FORMAT_ID:
            raise PuzzleError(f"must be {FORMAT_ID!r}, not {obj['format']!r:.60}", "format")
        pid = obj["id"]
        if (
            not isinstance(pid, str)
            or not pid
            or len(pid) > 80
            or not all(c.isascii() and (c.isalnum() or c in "-_.") for c in pid)
        ):
            raise PuzzleError("must be a short name of letters, digits, - _ .", "id")
        try:
            record = Record.from_json(obj["record"])
        except RecordError as e:
            raise PuzzleError(e.message, f"record.{e.where}" if e.where else "record") from None
        if obj["game"] != record.game:
            raise PuzzleError(f"must be the record's game {record.game!r}, not {obj['game']!r:.40}", "game")
        seat = obj["seat"]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(record.players):
            raise PuzzleError(f"must be a seat from 0 to {len(record.players) - 1}", "seat")
        out = dict(obj)
        out["_record"] = record
        out["question"] = _texts(obj["question"], "question")
        out["explanation"] = _texts(obj["explanation"], "explanation")
        if "title" in obj:
            out["title"] = _texts(obj["title"], "title")
        hints = obj.get("hints", [])
        if not isinstance(hints, list):
            raise PuzzleError("must be a list of texts", "hints")
        out["hints"] = [_texts(h, f"hints[{i}]") for i, h in enumerate(hints)]
        d = obj["difficulty"]
        if not isinstance(d, int) or isinstance(d, bool) or not 1 <= d <= 3:
            raise PuzzleError("must be 1 (easy), 2 or 3 (hard)", "difficulty")
        tags = obj["tags"]
        if not isinstance(tags, list) or not tags or not all(isinstance(t, str) and t for t in tags):
            raise PuzzleError("must be a list of one or more names (the rules it teaches)", "tags")
        for k in ("source",):
            if k in obj and not isinstance(obj[k], str):
                raise PuzzleError("must be text", k)
        if "meta" in obj and not isinstance(obj["meta"], dict):
            raise PuzzleError("must be an object", "meta")
        out["answer"] = _answer(obj["answer"], record.game)
        out["solution"] = _solution(obj["solution"])
        p = cls(out)
        p.validate()
        return p

    @classmethod
    def loads(cls, data) -> "Puzzle":
        return cls.from_json(parse_json(data, PuzzleError, "puzzle"))

    @classmethod
    def load(cls, path) -> "Puzzle":
        return cls.from_json(parse_json(read_file(path, PuzzleError, "puzzle"), PuzzleError, "puzzle"))

    @classmethod
    def coerce(cls, obj) -> "Puzzle":
        if isinstance(obj, Puzzle):
            return obj
        if isinstance(obj, dict):
            return cls.from_json(obj)
        if (
            isinstance(obj, str)
            and not obj.lstrip().startswith("{")
            and "/" not in obj
            and not obj.endswith(".json")
        ):
            return find(obj)
        if isinstance(obj, str) and obj.lstrip().startswith("{"):
            return cls.loads(obj)
        return cls.load(obj)

    # -- checking -------------------------------------------------------------------------
    def validate(self):
        """Replay the record; the answering seat must be the seat to move at its end; accepted
        and stated moves must be legal there."""
        try:
            last = self.record.state_at()
        except RecordError as e:
            raise PuzzleError(e.message, f"record, {e.where}" if e.where else "record") from None
        state = last.state
        if state.over:
            raise PuzzleError("the record ends with the deal over: there is nothing to answer", "record")
        if state.to_move != self.seat:
            raise PuzzleError(
                f"must be the seat to move at the end of the record ({state.to_move}), not {self.seat}",
                "seat",
            )
        g = get_game(self.game)
        moves = g.legal_moves(state)
        if len(moves) < 2:
            raise PuzzleError("the position has only one legal move: no question to ask", "record")
        from ..engine import IllegalMove

        for key, lst in (
            ("answer.moves", self.answer.get("moves", [])),
            ("solution.moves", self.solution["moves"]),
        ):
            for i, m in enumerate(lst):
                try:
                    g.parse_move(state.copy(), m)
                except IllegalMove as e:
                    raise PuzzleError(f"{m!r} is not legal there: {e.message('en')}", f"{key}[{i}]") from None
        self.__dict__["_state"] = state

    @property
    def state(self):
        """A fresh copy of the position (every card: for the engine, never for the learner)."""
        st = self.__dict__.get("_state")
        if st is None:
            self.validate()
            st = self.__dict__["_state"]
        return st.copy()

    @cached_property
    def rules(self):
        return get_game(self.game).rules_from_json(self.record.rules)

    @property
    def players(self) -> list:
        return list(self.record.players)

    def view(self) -> dict:
        """What the answering seat sees (the game's ``view``: hidden cards are absent)."""
        return get_game(self.game).view(self.state, self.seat)

    def legal_moves(self) -> list:
        return [str(m) for m in get_game(self.game).legal_moves(self.state)]

    @property
    def goal(self):
        from .goals import goal

        name = self.answer.get("goal")
        return goal(self.game, name) if name else None

    def check(self, answer, lang: str = "en"):
        """The verdict on ``answer`` (move text or move value) in ``lang``."""
        from .check import check

        return check(self, answer, lang)

    def evaluate(self) -> dict:
        """``{"best": [moves], "score": n, "scores": {move: score}}`` as the puzzle judges."""
        from .check import judge

        return judge(self).summary()

    def text(self, key: str, lang: str = "en") -> str:
        obj = getattr(self, key)
        return obj.get(lang) or obj.get("en", "")

    # -- writing ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        obj = {"format": FORMAT_ID, "id": self.id, "game": self.game}
        if self.title:
            obj["title"] = dict(self.title)
        obj.update(
            {
                "record": self.record.to_json(),
                "seat": self.seat,
                "question": dict(self.question),
                "answer": dict(self.answer),
                "solution": dict(self.solution),
                "hints": [dict(h) for h in self.hints],
                "explanation": dict(self.explanation),
                "difficulty": self.difficulty,
                "tags": list(self.tags),
            }
        )
        if self.source:
            obj["source"] = self.source
        if self.meta:
            obj["meta"] = dict(self.meta)
        return obj

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1) + "\n"

    def save(self, path):
        from ..safeio import write_atomic

        write_atomic(path, self.dumps())
        return path

    def __eq__(self, other):
        return isinstance(other, Puzzle) and other.to_json() == self.to_json()

    def __repr__(self):
        return f"<Puzzle {self.id}>"


def _answer(obj, game) -> dict:
    if not isinstance(obj, dict) or len(obj) != 1 or not ({"goal", "moves"} & set(obj)):
        raise PuzzleError('must be {"goal": "<name>"} or {"moves": ["<move>", ...]}', "answer")
    if "goal" in obj:
        from .goals import goals_of

        name = obj["goal"]
        names = goals_of(game)
        if name not in names:
            raise PuzzleError(
                f"{game} has no goal {name!r:.40} (its goals: {', '.join(names)})", "answer.goal"
            )
        return {"goal": name}
    moves = obj["moves"]
    if not isinstance(moves, list) or not moves or not all(isinstance(m, str) and m.strip() for m in moves):
        raise PuzzleError("must be a list of one or more moves", "answer.moves")
    return {"moves": list(moves)}


def _solution(obj) -> dict:
    if not isinstance(obj, dict) or "moves" not in obj or set(obj) - {"moves", "score"}:
        raise PuzzleError('must be {"moves": ["<best move>", ...], "score": <number>}', "solution")
    moves = obj["moves"]
    if not isinstance(moves, list) or not moves or not all(isinstance(m, str) and m.strip() for m in moves):
        raise PuzzleError("must list the best move(s)", "solution.moves")
    score = obj.get("score")
    if score is not None and (isinstance(score, bool) or not isinstance(score, (int, float))):
        raise PuzzleError("must be a number", "solution.score")
    out: dict[str, Any] = {"moves": list(moves)}
    if score is not None:
        out["score"] = score
    return out


def load(path) -> Puzzle:
    return Puzzle.load(path)


def loads(data) -> Puzzle:
    return Puzzle.loads(data)


def shipped(game: str | None = None) -> list[Puzzle]:
    """The puzzles that ship with cardlab (of one game, or all), in file order."""
    games = [game] if game else sorted(p.name for p in DATA.iterdir() if p.is_dir())
    out = []
    for g in games:
        d = DATA / g
        if not d.is_dir():
            raise PuzzleError(f"no shipped puzzles for {g!r}", "game")
        out += [Puzzle.load(f) for f in sorted(d.glob("*.json"))]
    return out


def shipped_sets() -> dict:
    """``{game: [Puzzle, ...]}`` for every game with shipped puzzles."""
    return {g: shipped(g) for g in sorted(p.name for p in DATA.iterdir() if p.is_dir())}


def find(puzzle_id: str) -> Puzzle:
    """A shipped puzzle by its id."""
    for p in DATA.glob("*/*.json"):
        if p.stem == puzzle_id:
            return Puzzle.load(p)
    raise PuzzleError(f"no shipped puzzle {puzzle_id!r}", "id")
