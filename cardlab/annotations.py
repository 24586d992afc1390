"""Annotations in records: per-move comments, labels and analysis values (docs/format.md).

A deal may carry ``"annotations"``: a list of objects, one per annotated move, in move order::

    {"move": 13, "label": "mistake",
     "comment": {"en": "Better: K♣ K♦ K♥ K♠ ...", "de": "Besser: K♣ K♦ K♥ K♠ ..."},
     "eval": {"seat": 2, "best": ["KC KD KH KS"], "loss": 12.4, "error": 3.1, "samples": 64,
              "moves": [{"move": "KC KD KH KS", "value": 3.2, "low": 2.9, "high": 3.5, "error": 0.0}, ...]}}

``move`` is the 1-based number of the annotated move in the deal's ``moves`` (the analysis's
``at`` + 1); ``label`` one of ``inaccuracy``, ``mistake``, ``blunder``; ``comment`` a text, or
texts per language (``en``, ``de``); ``eval`` what an analysis found (written by ``cardlab
analyse --out``).  A teacher writes ``comment`` and ``label`` by hand in the same way.

:func:`check_shape` checks the shape when a record is read, :func:`check_moves` the moves an
``eval`` names once the record is replayed; both raise the record's error with one line naming
the place.  Nothing here needs the analysis itself: this module is the record's
(:mod:`cardlab.record` reads a record's annotations with it), below the analysis, which writes
them; the analysis's words for them (:func:`cardlab.analysis.annotations.show_lines`) are there.
"""

from __future__ import annotations

import math
from typing import TypeGuard

LABELS = ("inaccuracy", "mistake", "blunder")
LANGS = ("en", "de")
MAX_COMMENT = 4000
MAX_EVAL_MOVES = 5000
_KEYS = ("move", "label", "comment", "eval")
_EVAL_KEYS = ("seat", "best", "loss", "error", "samples", "moves")
_MOVE_KEYS = ("move", "value", "low", "high", "error")


def _num(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def _int(x) -> TypeGuard[int]:
    return isinstance(x, int) and not isinstance(x, bool)


def _comment(c, error, where):
    if isinstance(c, str):
        if len(c) > MAX_COMMENT:
            raise error(f"a comment is at most {MAX_COMMENT} characters", where)
        return
    if not isinstance(c, dict) or not c:
        raise error('must be a text or {"en": "...", "de": "..."}', where)
    for k, v in c.items():
        if k not in LANGS:
            raise error(f"unknown language {k!r:.20} (write en and de)", where)
        if not isinstance(v, str):
            raise error(f"the {k} comment must be a text, not {type(v).__name__}", f"{where}.{k}")
        if len(v) > MAX_COMMENT:
            raise error(f"a comment is at most {MAX_COMMENT} characters", f"{where}.{k}")


def _eval(e, error, where, n_players):
    if not isinstance(e, dict):
        raise error("must be an object (seat, best, loss, moves)", where)
    for k in e:
        if k not in _EVAL_KEYS:
            raise error(f"unknown field {k!r:.40} (eval has {', '.join(_EVAL_KEYS)})", where)
    for k in ("seat", "best", "loss", "moves"):
        if k not in e:
            raise error(f"{k} is missing", where)
    seat = e["seat"]
    if not _int(seat) or not 0 <= seat < n_players:
        raise error(f"must be a seat from 0 to {n_players - 1}, not {seat!r:.20}", f"{where}.seat")
    if not _num(e["loss"]) or e["loss"] < 0:
        raise error(f"must be a number of at least 0, not {e['loss']!r:.20}", f"{where}.loss")
    if "error" in e and (not _num(e["error"]) or e["error"] < 0):
        raise error(f"must be a number of at least 0, not {e['error']!r:.20}", f"{where}.error")
    if "samples" in e and (not _int(e["samples"]) or e["samples"] < 1):
        raise error(f"must be a whole number of at least 1, not {e['samples']!r:.20}", f"{where}.samples")
    moves = e["moves"]
    if not isinstance(moves, list) or not moves or len(moves) > MAX_EVAL_MOVES:
        raise error(f"must list the moves valued (1 to {MAX_EVAL_MOVES})", f"{where}.moves")
    seen = set()
    for i, m in enumerate(moves):
        w = f"{where}.moves[{i}]"
        if not isinstance(m, dict):
            raise error('must be {"move": "...", "value": n, "low": n, "high": n}', w)
        for k in m:
            if k not in _MOVE_KEYS:
                raise error(f"unknown field {k!r:.40} (a valued move has move, value, low, high, error)", w)
        if not isinstance(m.get("move"), str) or not m["move"].strip() or len(m["move"]) > 200:
            raise error("move must be a move's text", w)
        if m["move"] in seen:
            raise error(f"the move {m['move']!r:.60} is valued twice", w)
        seen.add(m["move"])
        for k in ("value", "low", "high"):
            if not _num(m.get(k)):
                raise error(f"{k} must be a number, not {m.get(k)!r:.20}", w)
        if not m["low"] <= m["value"] <= m["high"]:
            raise error("must have low <= value <= high", w)
        if "error" in m and (not _num(m["error"]) or m["error"] < 0):
            raise error(f"error must be a number of at least 0, not {m['error']!r:.20}", w)
    best = e["best"]
    if not isinstance(best, list) or not best or not all(isinstance(b, str) for b in best):
        raise error("must list the best move or moves", f"{where}.best")
    for b in best:
        if b not in seen:
            raise error(f"the best move {b!r:.60} is not among the moves valued", f"{where}.best")


def check_shape(notes, error, where: str, n_moves: int, n_players: int) -> list:
    """Check a deal's ``annotations`` (``error(message, where)`` raises); returns them."""
    if not isinstance(notes, list):
        raise error("annotations must be a list of objects", where)
    last = 0
    for i, a in enumerate(notes):
        w = f"{where}, annotation {i + 1}"
        if not isinstance(a, dict):
            raise error('an annotation is an object such as {"move": 3, "comment": "..."}', w)
        for k in a:
            if k not in _KEYS:
                raise error(f"unknown field {k!r:.40} (an annotation has {', '.join(_KEYS)})", w)
        mv = a.get("move")
        if not _int(mv):
            raise error(f"move must be the number of the annotated move (1 to {n_moves}), not {mv!r:.20}", w)
        if not 1 <= mv <= n_moves:
            raise error(
                f"there is no move {mv}: the deal has {n_moves} {'move' if n_moves == 1 else 'moves'}", w
            )
        if mv <= last:
            raise error("annotations are one per move, in move order", w)
        last = mv
        w = f"{where}, annotation {i + 1} (move {mv})"
        if not any(k in a for k in ("label", "comment", "eval")):
            raise error("an annotation has a label, a comment or an eval", w)
        if "label" in a and a["label"] is not None and a["label"] not in LABELS:
            raise error(f"label must be one of {', '.join(LABELS)}, not {a['label']!r:.30}", w)
        if "comment" in a:
            _comment(a["comment"], error, f"{w}: comment")
        if "eval" in a:
            _eval(a["eval"], error, f"{w}: eval", n_players)
    return notes


def check_moves(game, note, before, seat, played: str, error, where: str):
    """Check an annotation's ``eval`` against the position ``before`` its move (``seat`` moved,
    ``played`` is the move's canonical text): the seat is the mover, every valued move is legal
    there and named once, and the move played is among them."""
    e = note.get("eval")
    if e is None:
        return
    w = f"{where}, annotation (move {note['move']}): eval"
    if e["seat"] != seat:
        raise error(f"seat {e['seat']} did not make move {note['move']} (seat {seat} did)", w)
    from .engine import IllegalMove

    canon = set()
    for i, m in enumerate(e["moves"]):
        try:
            mv = game.parse_move(before.copy(), m["move"])
        except IllegalMove as ex:
            raise error(
                f"{m['move']!r:.60} is not legal there: {ex.message('en')}", f"{w}.moves[{i}]"
            ) from None
        c = str(mv)
        if c in canon:
            raise error(f"{m['move']!r:.60} is a move valued twice", f"{w}.moves[{i}]")
        canon.add(c)
    if played not in canon:
        raise error(f"the move played ({played}) is not among the moves valued", w)


def comment_text(comment, lang: str = "en") -> str:
    """A comment in ``lang`` (a plain text is the same in every language; a missing language
    falls back to the other)."""
    if comment is None:
        return ""
    if isinstance(comment, str):
        return comment
    return comment.get(lang) or next((comment[k] for k in LANGS if comment.get(k)), "")
