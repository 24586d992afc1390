"""Schwimmen's moves on a learner's screen, and the one vocabulary by which a move is read back,
whether typed into a widget, written in a record or checked by ``cardlab check`` (the generic
front is :mod:`cardlab.notation`; the engine's :func:`.parsing.parse_move` uses the same words).

Display forms: ``swap J♣ 7♦`` / ``tauschen B♣ 7♦``, ``swap all`` / ``alle tauschen``, ``pass`` /
``schieben``, ``knock`` / ``klopfen``, ``keep`` / ``behalten``, ``second`` / ``zweiter Stapel``,
``renew`` / ``erneuern``.  The words read back are, in both languages, the display words, the
catalog's other spellings (``notation.also.schwimmen.*``) and the labels of the widgets' buttons
(``table.kind.*``, without a bracketed note), so that what a button says can also be typed.
Selection tokens: ``h:<give>``, ``m:<take>``.  The vocabulary itself is in :mod:`.words`, below
the engine's :mod:`.parsing` and this module."""

from __future__ import annotations

from collections import Counter

from ...cards import card_name_with_article
from ...engine import IllegalMove
from ...explain import text as _t
from .._notation import NotationError, bad_token, read_card, split_selection, without_note
from .cards import DECK
from .parsing import parse_move
from .words import KINDS, swap_for_words, swap_words, vocabulary, word_kind  # noqa: F401  (named here too)


def kind(move) -> str:
    """``swap``, ``swap_all``, ``pass``, ``knock``, ``keep``, ``second`` or ``renew``."""
    return move.kind


def cards(move) -> list[str]:
    """A swap's given and taken card."""
    return [move.give, move.take] if move.kind == "swap" else []


# The token a drawn card gives when the learner touches it (the Table and the Puzzle): its place
# -> "<prefix>:<card|rank|slot|build>"; the tokens of parts() are made the same way.
TOKENS = {"hand": "h:card", "middle": "m:card"}


def parts(move) -> list[str]:
    return [f"h:{move.give}", f"m:{move.take}"] if move.kind == "swap" else []


def text(move, lang: str) -> str:
    if move.kind == "swap":
        return _t("notation.text.schwimmen.swap", lang, give_card=move.give, take_card=move.take)
    return _t(f"notation.text.schwimmen.{move.kind}", lang)


def words(move, lang: str, name, short: bool, you: bool = False) -> str:
    """The move in words; ``name(card)`` names a card (by its name, or by its label if short);
    ``you``: as the learner's own button says it (``tauschen``, not ``tauscht``)."""
    if move.kind == "swap":
        key = "notation.words.swap.you" if you else "notation.words.swap"
        if not short:  # whole names as the sentence's objects: "den Herz-Buben gegen die Karo-7"
            name = lambda c: card_name_with_article(c, lang)  # noqa: E731
        return _t(key, lang, give=name(move.give), take=name(move.take))
    if you:
        return _t(f"widget.notation.{move.kind}.you", lang)
    if move.kind == "swap_all":
        return _t("widget.notation.swap", lang) + " " + _t("widget.notation.all", lang)
    return _t(f"widget.notation.{move.kind}", lang)


def canonical(text_: str) -> str:
    """The file notation of a typed move: a word of the vocabulary (a button's label with its
    bracketed note too), or a swap: the verb, the card given, the card taken (``tauschen BH 7P``),
    with ``gegen``/``for`` between the cards or the verb last (``BH gegen 7P tauschen``)."""
    k = word_kind(text_) or word_kind(without_note(text_))
    if k is not None:
        return "swap all" if k == "swap_all" else k
    words_ = text_.split()
    if len(words_) > 1 and words_[-1].lower() in swap_words() and words_[0].lower() not in swap_words():
        words_ = words_[-1:] + words_[:-1]  # German puts the verb last: "BH gegen 7P tauschen"
    if len(words_) == 4 and words_[2].lower() in swap_for_words():
        del words_[2]
    if words_ and words_[0].lower() in swap_words():
        if len(words_) != 3:
            raise NotationError("notation.err.swap_form")
        give, take = (read_card(w) for w in words_[1:])
        for c in (give, take):
            if c not in DECK:
                raise IllegalMove("schwimmen.err.not_in_pack", card=c)
        if give == take:
            raise NotationError("notation.err.same_card", card=give)
        return f"swap {give} {take}"
    raise NotationError("notation.err.schwimmen_word", text=text_.strip())


def candidate(state, sel: Counter):
    """The move text a selection would be, for the engine to judge; or ``(key, params)``, a
    catalog sentence saying what to pick."""
    parts_ = split_selection(sel)
    for k, vals in parts_.items():
        if k not in ("h", "m"):
            return bad_token(f"{k}:{vals[0]}")
        for v in vals:
            if v not in DECK:
                return bad_token(f"{k}:{v}")
    hs, ms = parts_.get("h", []), parts_.get("m", [])
    if len(hs) > 1 or len(ms) > 1:
        return ("notation.sel.schwimmen.one_each", {})
    if hs and ms:
        if hs[0] == ms[0]:
            raise NotationError("notation.err.same_card", card=hs[0])
        return f"swap {hs[0]} {ms[0]}"
    if hs:  # which middle card does not matter for the reason, if there is one
        other = [c for c in (state.middle or DECK) if c != hs[0]]
        what: tuple[str, dict] = ("notation.sel.schwimmen.need_middle", {})
        cand = f"swap {hs[0]} {other[0]}"
    else:
        hand = state.hand(state.to_move) or DECK
        other = [c for c in hand if c != ms[0]]
        what = ("notation.sel.schwimmen.need_hand", {})
        cand = f"swap {other[0]} {ms[0]}"
    try:
        parse_move(state.copy(), cand)
    except IllegalMove:
        return cand
    return what
