"""``cardlab.analyse``: every decision of a recorded game judged from what the player knew.

A *decision* is a move of an analysed seat in a position with more than one legal move.  Each
is evaluated on its own (:mod:`.evaluate`), from its own seed (:func:`.evaluate.decision_seed`),
so the result is the same whether one process, a process pool or a Dask cluster does the work,
and in whatever order.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from ..engine import get_game
from ..record import Record
from .evaluate import LABELS, THRESHOLDS, UNITS, AnalysisError, decision_seed, evaluate, judge, settings
from .knowledge import Knowledge


class Decision:
    """One judged decision.  ``deal`` is 1-based, ``at`` the moves of the deal before it (as in
    ``cardlab moves --at``), ``seat`` 0-based; ``played`` and ``best`` are canonical moves;
    ``loss`` is in the game's units; ``label`` one of ``inaccuracy``, ``mistake``, ``blunder``
    or None; ``moves`` lists every legal move with ``value``, ``low`` and ``high`` (the 95%
    interval), best first.  ``error`` is the sampling error of the loss, ``samples`` the
    samples per move."""

    __slots__ = ("deal", "at", "seat", "played", "best", "loss", "label", "moves", "error", "samples")

    def __init__(self, deal, at, seat, played, best, loss, label, moves, error=0.0, samples=0):
        self.deal, self.at, self.seat, self.played = deal, at, seat, played
        self.best, self.loss, self.label, self.moves = list(best), loss, label, list(moves)
        self.error, self.samples = error, samples

    def to_json(self) -> dict:
        return {
            "deal": self.deal,
            "at": self.at,
            "seat": self.seat,
            "played": self.played,
            "best": list(self.best),
            "loss": self.loss,
            "label": self.label,
            "moves": [dict(m) for m in self.moves],
        }

    @classmethod
    def from_json(cls, obj) -> "Decision":
        return cls(
            obj["deal"],
            obj["at"],
            obj["seat"],
            obj["played"],
            obj["best"],
            obj["loss"],
            obj["label"],
            obj["moves"],
            obj.get("error", 0.0),
            obj.get("samples", 0),
        )

    def value(self, move: str | None = None):
        """The value of ``move`` (default: the move played)."""
        move = self.played if move is None else move
        for m in self.moves:
            if m["move"] == move:
                return m["value"]
        return None

    @property
    def best_value(self):
        return self.value(self.best[0]) if self.best else None

    def __eq__(self, other):
        return isinstance(other, Decision) and other.to_json() == self.to_json()

    __hash__: ClassVar[None] = None  # type: ignore[assignment]  # unhashable (mutable); typeshed: a method

    def __repr__(self):
        lab = f", {self.label}" if self.label else ""
        return (
            f"<Decision deal {self.deal} at {self.at} seat {self.seat}: {self.played} "
            f"(best {' / '.join(self.best)}, loss {self.loss:g}{lab})>"
        )


class Analysis:
    """The analysis of one record: ``decisions`` in record order (deal, at), ``record``,
    ``game``, ``seats``, ``strength`` and ``seed``.  ``to_json()`` is the list of decisions as
    ``cardlab analyse --json`` prints them; :meth:`annotated` is the record with the analysis
    written in as annotations."""

    def __init__(self, record, decisions, seats, strength, seed):
        self.record = record
        self.game = record.game
        self.decisions = list(decisions)
        self.seats = list(seats)
        self.strength = strength
        self.seed = seed

    @property
    def units(self) -> dict:
        return dict(UNITS[self.game])

    @property
    def thresholds(self) -> dict:
        return dict(THRESHOLDS[self.game])

    def to_json(self) -> list:
        return [d.to_json() for d in self.decisions]

    def mistakes(self, seat: int | None = None) -> list:
        """The labelled decisions (of one seat, or of every analysed seat)."""
        return [d for d in self.decisions if d.label and (seat is None or d.seat == seat)]

    def summary(self) -> dict:
        """Per seat: decisions, the count of each label and the mean loss."""
        out = {}
        for s in self.seats:
            ds = [d for d in self.decisions if d.seat == s]
            row = {
                "decisions": len(ds),
                "mean_loss": round(sum(d.loss for d in ds) / len(ds), 3) if ds else 0.0,
            }
            for lab in LABELS:
                row[lab] = sum(1 for d in ds if d.label == lab)
            out[s] = row
        return out

    def annotated(self, keep_comments: bool = True) -> Record:
        """A copy of the record with every decision written in as an annotation (label, the
        comment in English and German, the values); hand-written comments are kept."""
        from .annotate import annotate

        return annotate(self.record, self, keep_comments=keep_comments)

    def text(self, lang: str = "en") -> str:
        from .report import analysis_text

        return analysis_text(self, lang)

    def __iter__(self):
        return iter(self.decisions)

    def __len__(self):
        return len(self.decisions)

    def __eq__(self, other):
        return isinstance(other, Analysis) and other.to_json() == self.to_json()

    __hash__: ClassVar[None] = None  # type: ignore[assignment]  # unhashable (mutable); typeshed: a method

    def __repr__(self):
        n = len(self.mistakes())
        return (
            f"<Analysis {self.game}: {len(self.decisions)} decisions of seats "
            f"{', '.join(map(str, self.seats))}, {n} labelled>"
        )

    def _repr_html_(self):
        from .report import analysis_html

        return analysis_html(self)


# -- which decisions ----------------------------------------------------------------------------
def _seats(record, seat) -> list:
    n = len(record.players)
    if seat is None:
        return list(range(n))
    items = [seat] if isinstance(seat, int) and not isinstance(seat, bool) else seat
    try:
        items = list(items)
    except TypeError:
        raise AnalysisError(f"a seat is a number from 0 to {n - 1}, not {seat!r:.40}") from None
    out = []
    for s in items:
        if not isinstance(s, int) or isinstance(s, bool) or not 0 <= s < n:
            raise AnalysisError(
                f"there is no seat {s!r:.20} in this game: its {n} players sit at seats 0 to {n - 1}"
            )
        if s not in out:
            out.append(s)
    return sorted(out)


def _walk(record: Record, game, deals=None):
    """Yield ``(deal index, at, seat, state before, move value, knowledge before, decision)``
    for every move of the record (of ``deals``, a set of 0-based deal indices, when given)."""
    prev: Any = None
    know: Knowledge | None = None
    for step in record.replay(events=False):
        if step.index == -1:
            prev, know = step.state, Knowledge(game, step.state)
            continue
        assert know is not None  # every deal's steps begin with its start (index -1)
        mv = game.parse_move(prev.copy(), step.canonical)
        if deals is None or step.deal in deals:
            multi = len(game.legal_moves(prev.copy())) > 1
            yield step.deal, step.index, step.seat, prev, mv, know, multi
        know.update(prev, mv, step.state)
        prev = step.state


def _run(record, tasks, cfg, seed, progress=None) -> list:
    """Evaluate ``tasks`` (``(deal index, at)`` pairs, 0-based deal) of ``record`` (a Record or
    its JSON); returns the decisions' JSON (with ``error`` and ``samples``)."""
    if not isinstance(record, Record):
        record = Record.from_json(record)
    game = get_game(record.game)
    want: dict[int, set[int]] = {}
    for d, at in tasks:
        want.setdefault(d, set()).add(at)
    out = []
    for d, at, seat, before, mv, know, multi in _walk(record, game, set(want)):
        if at not in want[d]:
            continue
        ev = evaluate(game, before, seat, know, cfg, decision_seed(seed, d + 1, at, seat), played=mv)
        j = judge(game, ev, mv)
        out.append(
            {
                "deal": d + 1,
                "at": at,
                "seat": seat,
                "played": str(mv),
                "best": j["best"],
                "loss": j["loss"],
                "label": j["label"],
                "moves": j["moves"],
                "error": j["error"],
                "samples": ev["samples"],
            }
        )
        if progress is not None:
            progress(1)
    return out


def _run_json(record_json: str, tasks, cfg, seed, module=None) -> list:
    """The worker's entry point: everything it gets and returns is plain JSON-able data.
    ``module``: where the record's game lives (``cardlab.engine.GAMES``), registered again in
    a worker that started afresh without a game added by :func:`cardlab.engine.register`."""
    obj = json.loads(record_json)
    if module is not None:
        from ..engine import register

        register(obj.get("game"), module)
    return _run(Record.from_json(obj), [tuple(t) for t in tasks], cfg, seed)


def plan(record, seat=None, deal=None) -> list:
    """The decisions an analysis would judge: ``[(deal index, at, seat)]`` (0-based deal)."""
    record = Record.coerce(record)
    seats = _seats(record, seat)
    game = get_game(record.game)
    deals = None
    if deal is not None:
        record.place(deal, None)  # RecordError naming --deal when there is none
        deals = {deal - 1}
    return [(d, at, s) for d, at, s, _b, _m, _k, multi in _walk(record, game, deals) if multi and s in seats]


def _executor(executor):
    """(an Executor, whether it is ours to shut down) from None, a number of workers, an
    Executor or a Dask Client."""
    if executor is None:
        return None, False
    if isinstance(executor, int) and not isinstance(executor, bool):
        if executor < 1:
            raise AnalysisError("the number of workers must be at least 1")
        if executor == 1:
            return None, False
        from concurrent.futures import ProcessPoolExecutor

        return ProcessPoolExecutor(executor), True
    if hasattr(executor, "get_executor") and not hasattr(executor, "submit"):
        return executor.get_executor(), False
    if hasattr(executor, "get_executor") and type(executor).__name__ == "Client":
        return executor.get_executor(), False
    if not hasattr(executor, "submit"):
        raise AnalysisError(
            "executor must be a concurrent.futures Executor, a Dask Client or a number of workers"
        )
    return executor, False


def analyse(
    record,
    seat=None,
    strength="default",
    executor=None,
    progress=True,
    seed: int = 0,
    deal: int | None = None,
):
    """Judge every decision of ``seat`` (a seat, a list of seats, or None for every seat) in
    ``record`` (a Record, a path or a record's JSON; or a list of them, analysed together and
    returned as a list).

    ``strength``: ``"fast"``, ``"default"``, ``"strong"`` or a number of samples per decision;
    ``executor``: None (this process), a number of worker processes, a
    ``concurrent.futures.Executor`` or a Dask ``Client``; ``progress``: a bar (tqdm in a
    terminal, a widget in a notebook) or not; ``seed``: the analysis's seed (each decision gets
    its own from it); ``deal``: only that deal (1-based).  The result does not depend on the
    executor or the number of workers."""
    many = isinstance(record, (list, tuple))
    records = [Record.coerce(r) for r in (record if many else [record])]
    cfg = settings(strength)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise AnalysisError("seed must be a whole number")
    plans = [plan(r, seat, deal) for r in records]
    seats = [_seats(r, seat) for r in records]
    total = sum(len(p) for p in plans)
    from .progress import Progress

    bar = Progress(total, f"{records[0].game}: {total} decisions" if records else "", progress)
    ex, own = _executor(executor)
    results: list = [[] for _ in records]
    try:
        if ex is None:
            for i, (r, p) in enumerate(zip(records, plans)):
                results[i] = _run(r, [(d, at) for d, at, _s in p], cfg, seed, bar.update)
        else:
            from concurrent.futures import as_completed

            from ..engine import GAMES

            futs = {}
            for i, (r, p) in enumerate(zip(records, plans)):
                js = json.dumps(r.to_json())
                for d, at, _s in p:
                    futs[ex.submit(_run_json, js, [(d, at)], cfg, seed, GAMES[r.game])] = i
            for f in as_completed(futs):
                part = f.result()
                results[futs[f]].extend(part)
                bar.update(len(part))
    finally:
        bar.close()
        if own:
            ex.shutdown()
    out = []
    for r, rows, st in zip(records, results, seats):
        rows.sort(key=lambda x: (x["deal"], x["at"]))
        out.append(
            Analysis(
                r,
                [Decision.from_json(x) for x in rows],
                st,
                strength if not isinstance(strength, dict) else dict(strength),
                seed,
            )
        )
    return out if many else out[0]


def from_record(record) -> Analysis:
    """The analysis an annotated record holds (its ``eval`` annotations) as an Analysis."""
    from .annotate import positions

    record = Record.coerce(record)
    game = get_game(record.game)
    decisions, seats = [], set()
    want = [
        (di, a["move"] - 1) for di, deal in enumerate(record.deals) for a in deal.annotations if "eval" in a
    ]
    st = positions(record, want)
    for di, deal in enumerate(record.deals):
        for a in deal.annotations:
            e = a.get("eval")
            if e is None:
                continue
            before = st[(di, a["move"] - 1)]
            played = str(game.parse_move(before.copy(), deal.moves[a["move"] - 1]))
            decisions.append(
                Decision(
                    di + 1,
                    a["move"] - 1,
                    e["seat"],
                    played,
                    e["best"],
                    e["loss"],
                    a.get("label"),
                    e["moves"],
                    e.get("error", 0.0),
                    e.get("samples", 0),
                )
            )
            seats.add(e["seat"])
    return Analysis(record, decisions, sorted(seats), None, None)
