"""What the games' notation modules share: reading a typed card in either language, the catalog's
words of a move, and a learner's selection split by kind.

A typed card (:func:`read_card`, and :func:`card_words` for card names in words inside a move) is
read in any of these forms, all of them case-blind:

* the file notation, as FORMAT.md reads it: ``QH``, ``10S``, ``th``, ``Q♥``, ``X``;
* a German label with a suit symbol: ``D♥``, ``B♣``;
* the letter form without symbols, rank first and suit second: the rank ``A K 2 .. 10 T`` in both
  languages, ``J Q`` (English) or ``B D`` (German: Bube, Dame); the suit ``H`` (hearts, Herz) or
  ``S`` (spades, Schippe) in both, ``C D`` (English: clubs, diamonds) or ``Kr Ka P`` (German:
  Kreuz, Karo, Pik).  An English rank goes with an English suit and a German rank with a German
  one (``DD`` is no card: Dame or diamonds?); ``K`` as a suit is refused, naming both cards it
  could be (``KK``: Kreuz-König or Karo-König), and ``KD`` stays the king of diamonds;
* the card's name in words: German suit then rank (``Herz-Bube``, ``Herz Bube``, ``Herzbube``,
  ``Pik 8``, ``Kreuz Zehn``), English rank ``of`` suit (``queen of hearts``, ``10 of spades``).

Each game's ``notation`` module (``games/<game>/notation.py``) has the same functions, which the
generic :mod:`cardlab.notation` asks: ``kind``, ``cards``, ``parts``, ``text``, ``words``,
``canonical`` and ``candidate`` (see there)."""

from __future__ import annotations

import re
from collections import Counter

from ..cards import JOKER, SUIT_SYMBOLS, is_card, parse_card
from ..engine import IllegalMove
from ..explain import catalog

MAX_TEXT = 200  # as a record's move (record.MAX_MOVE_TEXT)
_DE_RANK = {"B": "J", "D": "Q"}  # German labels, read only before a suit symbol


class NotationError(IllegalMove):
    """A move text that cannot be read: ``message(lang)`` says what is wrong (catalog
    ``notation.err.*``).  An IllegalMove, so that whoever asks for a move gets one kind of error."""


# -- a typed card --------------------------------------------------------------------------
_NUMBERS = {str(n): str(n) for n in range(2, 11)}
_DE_RANK_WORDS = {
    "ass": "A", "as": "A", "könig": "K", "koenig": "K", "konig": "K", "dame": "Q", "bube": "J",
    "zehn": "10", "neun": "9", "acht": "8", "sieben": "7", "sechs": "6", "fünf": "5", "fuenf": "5",
    "funf": "5", "vier": "4", "drei": "3", "zwei": "2", **_NUMBERS,
}  # fmt: skip
_DE_SUIT_WORDS = {"kreuz": "C", "karo": "D", "herz": "H", "pik": "S"}
_EN_RANK_WORDS = {
    "ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "10", "nine": "9", "eight": "8",
    "seven": "7", "six": "6", "five": "5", "four": "4", "three": "3", "two": "2",
    "a": "A", "k": "K", "q": "Q", "j": "J", **_NUMBERS,
}  # fmt: skip
_EN_SUIT_WORDS = {"club": "C", "diamond": "D", "heart": "H", "spade": "S"}


def _alt(words) -> str:
    return "|".join(sorted((re.escape(w) for w in words), key=len, reverse=True))


# German: suit, then rank, apart, joined by - or written as one word; English: rank of suit(s)
_DE_NAME = re.compile(rf"\b({_alt(_DE_SUIT_WORDS)})(?:\s*-\s*|\s+|)({_alt(_DE_RANK_WORDS)})\b", re.I)
_EN_NAME = re.compile(rf"\b({_alt(_EN_RANK_WORDS)})\s+of\s+({_alt(_EN_SUIT_WORDS)})s?\b", re.I)

# the letter form: rank first, then suit; each letter belongs to English, German or both
_RANK_LETTERS = {"A": ("A", "*"), "K": ("K", "*"), "T": ("10", "*"), "J": ("J", "en"), "Q": ("Q", "en"),
                 "B": ("J", "de"), "D": ("Q", "de"), **{n: (n, "*") for n in _NUMBERS}}  # fmt: skip
_SUIT_LETTERS = {"H": ("H", "*"), "S": ("S", "*"), "C": ("C", "en"), "D": ("D", "en"),
                 "KR": ("C", "de"), "KA": ("D", "de"), "P": ("S", "de"), "K": (None, "de")}  # fmt: skip
_LETTERS = re.compile(r"(10|[2-9]|[AKTJQBD])(KR|KA|[HSCDPK])", re.I)


def card_words(text_: str) -> str:
    """``text_`` with every card named in words written as its code (``Herz-Bube`` -> ``JH``,
    ``Pik 8`` -> ``8S``, ``queen of hearts`` -> ``QH``); everything else as it was."""
    text_ = _DE_NAME.sub(lambda m: _DE_RANK_WORDS[m[2].lower()] + _DE_SUIT_WORDS[m[1].lower()], text_)
    return _EN_NAME.sub(lambda m: _EN_RANK_WORDS[m[1].lower()] + _EN_SUIT_WORDS[m[2].lower()], text_)


def _letters(t: str) -> str | None:
    """The card of the letter form ``t`` (see the module text), None if it is none; a
    NotationError for a ``K`` that could be Kreuz or Karo."""
    m = _LETTERS.fullmatch(t)
    if m is None:
        return None
    rank, rlang = _RANK_LETTERS[m[1].upper()]
    suit, slang = _SUIT_LETTERS[m[2].upper()]
    if "*" not in (rlang, slang) and rlang != slang:
        return None
    if suit is None:
        a, b = rank + "C", rank + "D"
        raise NotationError(
            "notation.err.ambiguous_card", text=t, card_name=a, other_card_name=b, letters=a, other_letters=b
        )
    return rank + suit


def read_card(tok: str, pack=None) -> str:
    """A card from one typed card in any of the forms of the module text (``QD``, ``Q♦``, ``D♦``,
    ``DKa``, ``Karo-Dame``, ``queen of diamonds``); a NotationError saying what is wrong, or
    naming both cards an ambiguous text could be.  ``pack``: the cards the game has (a joker
    outside it is refused)."""
    t = card_words(tok.strip()).strip()
    card = None
    if is_card(t):
        card = parse_card(t)
    elif len(t) == 2 and t[1] in SUIT_SYMBOLS and t[0].upper() in _DE_RANK:
        card = _DE_RANK[t[0].upper()] + SUIT_SYMBOLS[t[1]]
    else:
        card = _letters(t)
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


_NOTE = re.compile(r"\([^)]*\)")  # "Mitte erneuern (7-8-9)": the note is not a word of the move


def without_note(text_: str) -> str:
    """``text_`` without a bracketed note, single-spaced (``Renew the middle (7-8-9)`` -> ``Renew
    the middle``): a button's label typed as it stands."""
    return " ".join(_NOTE.sub(" ", text_).split())


def button_words(kinds) -> dict:
    """The labels of the widgets' buttons for ``kinds`` (catalog ``table.kind.<kind>``) in both
    languages, without a bracketed note, lower case -> kind: what a button says can be typed."""
    cat = catalog()
    return {
        without_note(cat[f"table.kind.{kind}"][lang]).lower(): kind for kind in kinds for lang in ("en", "de")
    }


def split_selection(sel: Counter) -> dict:
    """Selection tokens ``kind:value`` grouped by kind (``{"h": [...], "t": [...]}``)."""
    out: dict = {}
    for tok, k in sel.items():
        kind, _, val = tok.partition(":")
        out.setdefault(kind, []).extend([val] * k)
    return out


def bad_token(tok: str):
    return ("notation.sel.bad_token", {"text": tok[:40]})
