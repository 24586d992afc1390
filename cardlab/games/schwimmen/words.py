"""Schwimmen's one vocabulary of move words: every spelling of a move without cards, and the verbs
of a swap, for the engine's :mod:`.parsing` and the learner's :mod:`.notation` alike (both import
it; :mod:`.notation` names it too).  The words are, in both languages, the display words, the
catalog's other spellings (``notation.also.schwimmen.*``) and the labels of the widgets' buttons
(``table.kind.*``, without a bracketed note)."""

from __future__ import annotations

from functools import lru_cache

from .._notation import button_words, catalog_words

KINDS = ("swap_all", "pass", "knock", "keep", "second", "renew")  # the moves without cards


@lru_cache(maxsize=None)
def vocabulary() -> dict:
    """Every spelling of a move without cards, lower case and single-spaced -> its kind."""
    out = catalog_words("notation.also.schwimmen", KINDS)
    out.update(catalog_words("notation.text.schwimmen", KINDS))
    for label, kind in button_words(KINDS).items():
        out.setdefault(label, kind)
    return out


@lru_cache(maxsize=None)
def swap_words() -> frozenset:
    """The verbs that begin a swap of one card (``swap``, ``tauschen``, ``tausche`` ...)."""
    return frozenset(catalog_words("notation.also.schwimmen", ["swap"]))


@lru_cache(maxsize=None)
def swap_for_words() -> frozenset:
    """The words between the two cards of a swap (``swap JC for 7D``, ``tausche BKr gegen 7Ka``)."""
    return frozenset(catalog_words("notation.also.schwimmen", ["swap_for"]))


def word_kind(text_: str) -> str | None:
    """The kind of a move without cards that ``text_`` spells, or None."""
    return vocabulary().get(" ".join(text_.lower().split()))
