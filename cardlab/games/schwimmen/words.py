"""Schwimmen's one vocabulary of move words: every spelling of a move without cards, and the verbs
of a swap, for the engine's :mod:`.parsing` and the learner's :mod:`.notation` alike (both import
it; :mod:`.notation` names it too).  The words are, in both languages, the display words, the
catalog's other spellings (``notation.also.schwimmen.*``) and the labels of the widgets' buttons
(``table.kind.*``, without a bracketed note)."""

from __future__ import annotations

import re
from functools import lru_cache

from ...explain import catalog
from .._notation import catalog_words

KINDS = ("swap_all", "pass", "knock", "keep", "second", "renew")  # the moves without cards
_NOTE = re.compile(r"\([^)]*\)")  # "Mitte erneuern (7-8-9)": the note is not a word of the move


@lru_cache(maxsize=None)
def vocabulary() -> dict:
    """Every spelling of a move without cards, lower case and single-spaced -> its kind."""
    out = catalog_words("notation.also.schwimmen", KINDS)
    out.update(catalog_words("notation.text.schwimmen", KINDS))
    cat = catalog()
    for kind in KINDS:
        for lang in ("en", "de"):
            label = " ".join(_NOTE.sub(" ", cat[f"table.kind.{kind}"][lang]).lower().split())
            out.setdefault(label, kind)
    return out


@lru_cache(maxsize=None)
def swap_words() -> frozenset:
    """The verbs that begin a swap of one card (``swap``, ``tauschen``, ``tausche`` ...)."""
    return frozenset(catalog_words("notation.also.schwimmen", ["swap"]))


def word_kind(text_: str) -> str | None:
    """The kind of a move without cards that ``text_`` spells, or None."""
    return vocabulary().get(" ".join(text_.lower().split()))
