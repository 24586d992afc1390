"""Swoop's moves on a learner's screen and read back from what a learner types or touches (the
generic front is :mod:`cardlab.notation`).

Display forms: ``6♣ 6♦``, ``Q♥@u2`` / ``D♥@o2`` (a face-up card: *offen*), ``d3`` / ``v3`` (turn
up a mystery card: *verdeckt*), ``none`` / ``keine``.  Selection tokens: ``h:<rank>`` per hand
card (suits do not matter), ``u:<slot>`` per face-up card, ``d:<slot>`` to turn up a mystery
card."""

from __future__ import annotations

from collections import Counter

from ...cards import JOKER, RANK, RANKS, SUITS, card_label
from ...engine import IllegalMove
from ...explain import text as _t
from .._notation import (
    NotationError,
    bad_token,
    button_words,
    catalog_words,
    read_card,
    split_selection,
    without_note,
)
from .parsing import PASS_WORDS


def _none_words() -> set:
    """Every spelling of adding nothing: ``none``, ``keine``, ``nichts``, the button's label."""
    out = set(catalog_words("notation.text.swoop", ["none"]))
    return out | set(catalog_words("notation.also.swoop", ["none"])) | set(button_words(["none"]))


def kind(move) -> str:
    """``play``, ``reveal`` or ``none``."""
    if move.kind == "reveal":
        return "reveal"
    return "play" if (move.hand or move.up) else "none"


def cards(move) -> list[str]:
    """The cards played (none for ``d3`` or ``none``)."""
    if move.kind == "reveal":
        return []
    return list(move.hand) + [c for _, c in move.up]


# The token a drawn card gives when the learner touches it (the Table and the Puzzle): its place
# -> "<prefix>:<card|rank|slot|build>"; the tokens of parts() are made the same way.
TOKENS = {"hand": "h:rank", "up": "u:slot", "down": "d:slot"}


def parts(move) -> list[str]:
    if move.kind == "reveal":
        return [f"d:{move.slot}"]
    return [f"h:{RANK[c]}" for c in move.hand] + [f"u:{s}" for s, _ in move.up]


def text(move, lang: str) -> str:
    if move.kind == "reveal":
        return _t("notation.text.swoop.reveal", lang, slot=move.slot)
    out = [card_label(c, lang) for c in move.hand]
    out += [_t("notation.text.swoop.up", lang, card=c, slot=s) for s, c in move.up]
    return " ".join(out) if out else _t("notation.text.swoop.none", lang)


def words(move, lang: str, name, short: bool, you: bool = False) -> str:
    """The move in words; ``name(card)`` names a card (by its name, or by its label if short);
    ``you``: as the learner's own button says it (``Geheimkarte 1 aufdecken``)."""
    tail = ".you" if you else ""
    if move.kind == "reveal":
        return _t("widget.notation.reveal" + tail, lang, slot=move.slot)
    if not (move.hand or move.up):
        return _t("widget.notation.none" + tail, lang)
    out = [name(c) for c in move.hand]
    for s, c in move.up:
        out.append(
            _t("widget.notation.from_up_short", lang, card=c, slot=s)
            if short
            else _t("widget.notation.from_up", lang, card_name=c, slot=s)
        )
    return ", ".join(out)


def canonical(text_: str) -> str:
    none_words = _none_words()
    if without_note(text_).lower() in none_words:
        return "none"
    if " ".join(text_.lower().split()) in PASS_WORDS:  # the rule, not "is not a card"
        raise NotationError("swoop.err.no_pass")
    tokens = text_.split()
    out = []
    for tok in tokens:
        low = tok.lower()
        if low in none_words or (low[:1] in "dv" and low[1:].isdigit()):
            if len(tokens) > 1:
                raise NotationError("notation.err.alone", text=tok)
            return "none" if low in none_words else f"d{int(low[1:])}"
        if "@" in tok:
            c, _, where = tok.partition("@")
            w = where.lower()
            if not (w[:1] in "uo" and w[1:].isdigit()) or not c:
                raise NotationError("notation.err.place", text=tok)
            out.append(f"{read_card(c)}@u{int(w[1:])}")
        else:
            out.append(read_card(tok))
    return " ".join(out)


def candidate(state, sel: Counter):
    """The move text a selection would be, for the engine to judge; or ``(key, params)``, a
    catalog sentence saying what to pick."""
    parts_ = split_selection(sel)
    for k, vals in parts_.items():
        if k not in ("h", "u", "d"):
            return bad_token(f"{k}:{vals[0]}")
        if k != "h" and not all(v.isdigit() for v in vals):
            return bad_token(f"{k}:{next(v for v in vals if not v.isdigit())}")
        if k == "h" and not all(v in RANKS or v == JOKER for v in vals):
            return bad_token(f"h:{next(v for v in vals if not (v in RANKS or v == JOKER))}")
    seat = state.to_move
    if "d" in parts_:
        if len(parts_["d"]) > 1 or "h" in parts_ or "u" in parts_:
            return ("notation.sel.swoop.reveal_alone", {})
        return f"d{int(parts_['d'][0])}"
    out = []
    for rank, k in Counter(parts_.get("h", [])).items():
        have = list(state.hand(seat).get(rank, ()))
        chosen = have[:k]
        i = 0
        while len(chosen) < k:  # more than the hand holds: the engine says so
            chosen.append(JOKER if rank == JOKER else rank + SUITS[i % 4])
            i += 1
        out += chosen
    if len({RANK[c] for c in out}) > 1:
        return " ".join(out)  # cards of two ranks: the engine says why not
    for v in parts_.get("u", []):
        s = int(v)
        if not 1 <= s <= 4:
            raise IllegalMove("swoop.err.no_slot", slot=s)
        c = state.up[seat][s - 1]
        if c is None:
            raise IllegalMove("swoop.err.slot_empty", slot=s)
        out.append(f"{c}@u{s}")
    return " ".join(out) if out else "none"
