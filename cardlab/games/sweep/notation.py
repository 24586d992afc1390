"""Sweep's moves on a learner's screen and read back from what a learner types or touches (the
generic front is :mod:`cardlab.notation`).

Display forms: ``9♥`` (a trail), ``9♥ x 9♠ 6♣+3♦`` (a capture: *fängt*), ``5♥ b 4♣`` (a build:
*baut*), with the card labels of the language.  Selection tokens: ``h:<card>`` for the played
card, ``t:<card>`` per loose table card taken or built with, ``b:<cards>`` per build taken (its
cards ``sorted()`` and joined by ``+``)."""

from __future__ import annotations

import re
from collections import Counter

from ...cards import RANK, card_label
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
from .cards import CARD_VALUE, FACE, canonical_split, high_to_low

_WS_PLUS = re.compile(r"\s*\+\s*")


def _ops() -> dict:
    """The words between the played card and the rest, lower case -> ``x`` or ``b``: the display
    words and the catalog's other spellings (``takes``, ``fängt``, ``baut mit`` ...)."""
    out = catalog_words("notation.also.sweep", ["x", "b"])
    out.update(catalog_words("notation.text.sweep", ["x", "b"]))
    return out


def _trail_words() -> list:
    """The spellings of a trail said in words (``trail``, ``anlegen``, the button's label), each as
    its lower-case words, the longest first."""
    words_ = set(catalog_words("notation.also.sweep", ["trail"])) | set(button_words(["trail"]))
    return sorted((w.split() for w in words_), key=len, reverse=True)


def _unsaid_trail(tokens: list) -> list:
    """``tokens`` without a trail's word before or after the card (``anlegen 9H``, ``9H trail``)."""
    low = [t.lower() for t in tokens]
    for w in _trail_words():
        n = len(w)
        if len(tokens) > n and low[:n] == w:
            return tokens[n:]
        if len(tokens) > n and low[-n:] == w:
            return tokens[:-n]
    return tokens


def kind(move) -> str:
    """``trail``, ``capture`` or ``build``."""
    return move.kind


def groups(move) -> list:
    """A capture's groups or a build's table cards (as one-card groups), in the order of the
    canonical notation."""
    if move.kind == "capture":
        return [list(g) for g in move.groups()]
    if move.kind == "build":
        return [[c] for c in high_to_low(move.table)]
    return []


def cards(move) -> list[str]:
    """The played card and every card taken or built with."""
    return [move.card] + [c for grp in groups(move) for c in grp]


# The token a drawn card gives when the learner touches it (the Table and the Puzzle): its place
# -> "<prefix>:<card|rank|slot|build>"; the tokens of parts() are made the same way.
TOKENS = {"hand": "h:card", "table": "t:card", "build": "b:build"}


def parts(move) -> list[str]:
    out = [f"h:{move.card}"]
    if move.kind == "capture":
        out += [f"t:{c}" for c in move.match]
        out += ["b:" + "+".join(sorted(b)) for b in move.builds]
        out += [f"t:{c}" for c in move.sums]
    elif move.kind == "build":
        out += [f"t:{c}" for c in move.table]
    return out


def text(move, lang: str) -> str:
    head = card_label(move.card, lang)
    if move.kind == "trail":
        return head
    grps = " ".join("+".join(card_label(c, lang) for c in grp) for grp in groups(move))
    op = _t("notation.text.sweep.x" if move.kind == "capture" else "notation.text.sweep.b", lang)
    return f"{head} {op} {grps}"


def words(move, lang: str, name, short: bool, you: bool = False) -> str:
    """The move in words; ``name(card)`` names a card (by its name, or by its label if short).
    The played card is the sentence's subject (``7♠ fängt 7♣``), the same for the learner's own
    button (``you``)."""
    out = name(move.card)
    if move.kind != "trail":
        word = _t("widget.notation.x" if move.kind == "capture" else "widget.notation.b", lang)
        grps = ", ".join(" + ".join(name(c) for c in grp) for grp in groups(move))
        out = f"{out} {word} {grps}"
    return out


def canonical(text_: str) -> str:
    """The file notation of a typed move: the played card alone, or with a trail's word (``anlegen
    9H``); then ``x`` (``takes``, ``fängt`` ...) and the groups it takes, or ``b`` (``baut mit``
    ...) and the cards it builds with."""
    tokens = _WS_PLUS.sub("+", without_note(text_)).split()
    said = _unsaid_trail(tokens)
    if said is not tokens and len(said) != 1:
        raise NotationError("notation.err.sweep_form", text=text_.strip())
    tokens = said
    card = read_card(tokens[0], CARD_VALUE)
    if len(tokens) == 1:
        return card
    ops = _ops()
    two = " ".join(tokens[1:3]).lower()
    if two in ops and len(tokens) > 3:
        tokens = tokens[:1] + [ops[two]] + tokens[3:]
    op = ops.get(tokens[1].lower())
    if op is None or any("" in t.split("+") for t in tokens[2:]) or tokens[0].count("+"):
        raise NotationError("notation.err.sweep_form", text=text_.strip())
    grps = ["+".join(read_card(c, CARD_VALUE) for c in t.split("+")) for t in tokens[2:]]
    return " ".join([card, op] + grps)


def candidate(state, sel: Counter):
    """The move text a selection would be, for the engine to judge; or ``(key, params)``, a
    catalog sentence saying what to pick."""
    parts_ = split_selection(sel)
    for k, vals in parts_.items():
        if k not in ("h", "t", "b"):
            return bad_token(f"{k}:{vals[0]}")
        for v in vals:
            cs = v.split("+") if k == "b" else [v]
            if not all(c in CARD_VALUE for c in cs):
                return bad_token(f"{k}:{v}")
    hands, tabs, blds = parts_.get("h", []), parts_.get("t", []), parts_.get("b", [])
    if len(hands) > 1:
        return ("notation.sel.sweep.one_hand", {})
    if not hands:
        return (
            "notation.sel.sweep.need_hand_build" if state.rules.building else "notation.sel.sweep.need_hand",
            {},
        )
    card = hands[0]
    if not tabs and not blds:
        return card
    v = CARD_VALUE[card]
    match = [c for c in tabs if RANK[c] == RANK[card]]
    rest = [c for c in tabs if RANK[c] != RANK[card]]
    rest_sum = sum(CARD_VALUE[c] for c in rest)
    if state.rules.building and not blds and not match and rest and card not in FACE and rest_sum < v:
        return f"{card} b " + " ".join(rest)  # too little to take: a build
    split = None
    if rest and len(set(rest)) == len(rest) and not any(c in FACE for c in rest):
        split = canonical_split(rest, v)
    grps = list(match) + blds
    if rest:
        grps += ["+".join(grp) for grp in split] if split else ["+".join(rest)]
    return f"{card} x " + " ".join(grps)
