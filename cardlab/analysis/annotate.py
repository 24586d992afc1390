"""An analysis written into a record as annotations (:func:`annotate`); the states the
annotations point at (:func:`positions`).  Read back into an Analysis by
:func:`.core.from_record`: this module sits below :mod:`.core` and names its classes only for
the type checker."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import get_game
from ..record import Deal, Record
from .words import why

if TYPE_CHECKING:
    from .core import Analysis, Decision


def positions(record: Record, wanted) -> dict:
    """The state before each move in ``wanted`` (``(deal index, at)`` pairs, 0-based deal)."""
    wanted = set(wanted)
    out: dict = {}
    before = None
    if not wanted:
        return out
    last = max(d for d, _ in wanted)
    for step in record.replay(events=False):
        if step.index >= 0 and (step.deal, step.index) in wanted:
            out[(step.deal, step.index)] = before
        before = step.state
        if step.deal > last:
            break
    return out


def note_of(decision: Decision, comment=None, label=None) -> dict:
    """The annotation of one decision (``move`` is ``at`` + 1)."""
    d = decision
    note = {"move": d.at + 1}
    lab = d.label or label
    if lab:
        note["label"] = lab
    if comment:
        note["comment"] = comment
    note["eval"] = {
        "seat": d.seat,
        "best": list(d.best),
        "loss": d.loss,
        "error": d.error,
        "samples": d.samples,
        "moves": [dict(m) for m in d.moves],
    }
    return note


def annotate(record, analysis: Analysis, keep_comments: bool = True) -> Record:
    """A copy of ``record`` with the decisions of ``analysis`` as annotations: every decision
    gets its ``eval``; a labelled one also its label and a comment in English and German (the
    best move and why).  A comment or label on a move that has no ``eval`` was written by hand
    and is kept (``keep_comments``); what an earlier analysis wrote is replaced."""
    record = Record.coerce(record)
    game = get_game(record.game)
    rec = Record.from_json(record.to_json())
    states = positions(rec, [(d.deal - 1, d.at) for d in analysis.decisions if d.label])
    deals = []
    for di, deal in enumerate(rec.deals):
        old = {a["move"]: a for a in deal.annotations}
        new = dict(old)
        for d in analysis.decisions:
            if d.deal != di + 1:
                continue
            prev = old.get(d.at + 1)
            hand = prev is not None and "eval" not in prev and keep_comments
            comment = prev.get("comment") if hand and prev is not None else None
            label = prev.get("label") if hand and prev is not None else None
            if comment is None and d.label:
                st = states[(di, d.at)]
                comment = {lang: why(game, st, d, lang, rec.players) for lang in ("en", "de")}
            new[d.at + 1] = note_of(d, comment, label)
        deals.append(Deal(deal.start, list(deal.moves), [new[k] for k in sorted(new)]))
    rec.deals = deals
    return Record.from_json(rec.to_json())  # checks the shape it wrote
