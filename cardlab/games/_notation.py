"""What the games' notation modules share: reading one card in either language, the catalog's
words of a move, and a learner's selection split by kind.

Each game's ``notation`` module (``games/<game>/notation.py``) has the same functions, which the
generic :mod:`cardlab.notation` asks: ``kind``, ``cards``, ``parts``, ``text``, ``words``,
``canonical`` and ``candidate`` (see there)."""

from __future__ import annotations

from collections import Counter

from ..cards import JOKER, SUIT_SYMBOLS, is_card, parse_card
from ..engine import IllegalMove
from ..explain import catalog

MAX_TEXT = 200  # as a record's move (record.MAX_MOVE_TEXT)
_DE_RANK = {"B": "J", "D": "Q"}  # German labels, read only before a suit symbol


class NotationError(IllegalMove):
    """A move text that cannot be read: ``message(lang)`` says what is wrong (catalog
    ``notation.err.*``).  An IllegalMove, so that whoever asks for a move gets one kind of error."""


def read_card(tok: str, pack=None) -> str:
    """A card from a token in either language: the file notation (``QD``, ``10H``, ``Q♦``) or a
    German label (``D♦``, ``B♣``: B and D only before a suit symbol, so the D of ``QD`` stays
    Karo).  ``pack``: the cards the game has (a joker outside it is refused)."""
    t = tok.strip()
    card = None
    if is_card(t):
        card = parse_card(t)
    elif len(t) == 2 and t[1] in SUIT_SYMBOLS and t[0].upper() in _DE_RANK:
        card = _DE_RANK[t[0].upper()] + SUIT_SYMBOLS[t[1]]
    if card is None:
        raise NotationError("notation.err.not_card", text=tok)
    if card == JOKER and pack is not None and JOKER not in pack:
        raise NotationError("notation.err.joker")
    return card


def catalog_words(key_prefix: str, kinds) -> dict:
    """The spellings of moves without cards, in both languages, lower case -> kind: the catalog
    entry ``<key_prefix>.<kind>``; its texts may list several spellings separated by ``|``."""
    cat = catalog()
    out = {}
    for kind in kinds:
        entry = cat[f"{key_prefix}.{kind}"]
        for lang in ("en", "de"):
            for word in entry[lang].split("|"):
                out[" ".join(word.lower().split())] = kind
    return out


def split_selection(sel: Counter) -> dict:
    """Selection tokens ``kind:value`` grouped by kind (``{"h": [...], "t": [...]}``)."""
    out: dict = {}
    for tok, k in sel.items():
        kind, _, val = tok.partition(":")
        out.setdefault(kind, []).extend([val] * k)
    return out


def bad_token(tok: str):
    return ("notation.sel.bad_token", {"text": tok[:40]})
