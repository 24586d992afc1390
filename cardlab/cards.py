"""Cards and their notation (FORMAT.md): ``10H``, ``QS``, ``AC``, ``X`` for a joker.

A card is its canonical string.  Several decks hold several identical cards, so a card string
names a kind of card, not one copy.  Input is tolerant (lower case, ``T`` for 10, suit symbols);
output is always canonical.
"""

from __future__ import annotations

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")
JOKER = "X"
SUIT_SYMBOLS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S"}
SYMBOL_OF = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}

ALL_CARDS = tuple(r + s for r in RANKS for s in SUITS) + (JOKER,)
RANK = {c: c[:-1] for c in ALL_CARDS if c != JOKER}
RANK[JOKER] = JOKER
SUIT: dict[str, str | None] = {c: c[-1] for c in ALL_CARDS if c != JOKER}
SUIT[JOKER] = None
SUIT_ORDER: dict[str | None, int] = {s: i for i, s in enumerate(SUITS)}
RANK_ORDER = {r: i for i, r in enumerate(RANKS)}  # A low ... K high (notation order)
_CARD_SORT = {c: (RANK_ORDER.get(RANK[c], 99), SUIT_ORDER.get(SUIT[c], 9)) for c in ALL_CARDS}


class CardError(ValueError):
    """A string that is not a card."""


_PARSE: dict[str, str] = {}


def _build_parse_table() -> None:
    for c in ALL_CARDS:
        _PARSE[c] = c
    for r in RANKS:
        for s in SUITS:
            spellings_r = {r, r.lower()} | ({"T", "t"} if r == "10" else set())
            spellings_s = {s, s.lower()} | {k for k, v in SUIT_SYMBOLS.items() if v == s}
            for rr in spellings_r:
                for ss in spellings_s:
                    _PARSE[rr + ss] = r + s
    for j in ("X", "x", "joker", "Joker", "JOKER", "🃏"):
        _PARSE[j] = JOKER


_build_parse_table()


def parse_card(text: str) -> str:
    """Return the canonical form of a card string, or raise CardError."""
    if isinstance(text, str):
        c = _PARSE.get(text.strip())
        if c is not None:
            return c
    raise CardError(f"{text!r} is not a card (write e.g. 10H, QS, AC, X)")


def is_card(text) -> bool:
    return isinstance(text, str) and text.strip() in _PARSE


def sort_key(card: str):
    """Notation order: by rank A..K, then suit C D H S; the joker last."""
    return _CARD_SORT[card]


def sort_cards(cards) -> list[str]:
    return sorted(cards, key=_CARD_SORT.__getitem__)


def deck(decks: int = 1, jokers: int = 2, ranks=RANKS) -> list[str]:
    """``decks`` packs of the given ranks in four suits, each with ``jokers`` jokers."""
    one = [r + s for r in ranks for s in SUITS] + [JOKER] * jokers
    return one * decks


# -- display names -------------------------------------------------------------------------
_EN_RANK = {
    "A": "ace",
    "J": "jack",
    "Q": "queen",
    "K": "king",
    "2": "two",
    "3": "three",
    "4": "four",
    "5": "five",
    "6": "six",
    "7": "seven",
    "8": "eight",
    "9": "nine",
    "10": "ten",
}
_EN_SUIT = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
_DE_RANK = {"A": "Ass", "J": "Bube", "Q": "Dame", "K": "König"}
_DE_SUIT = {"C": "Kreuz", "D": "Karo", "H": "Herz", "S": "Pik"}
_DE_SHORT = {"J": "B", "Q": "D", "K": "K", "A": "A"}


def card_name(card: str, lang: str = "en") -> str:
    """Full display name: ``queen of hearts`` / ``Herz-Dame``."""
    if card == JOKER:
        return "joker" if lang == "en" else "Joker"
    r, s = RANK[card], SUIT[card]
    assert s is not None  # only the joker has no suit
    if lang == "de":
        return f"{_DE_SUIT[s]}-{_DE_RANK.get(r, r)}"
    return f"{_EN_RANK[r]} of {_EN_SUIT[s]}"


# German: a card's article in the accusative (der Bube -> den Buben, die Karo-7, das Pik-Ass)
_DE_ACCUSATIVE = {"J": ("den", "Buben"), "K": ("den", "König"), "Q": ("die", "Dame"), "A": ("das", "Ass")}


def card_name_with_article(card: str, lang: str = "en") -> str:
    """The card's full name with its article, as the object of a sentence: ``the queen of
    hearts``; German in the accusative: ``den Herz-Buben``, ``die Karo-7``, ``das Pik-Ass``."""
    if card == JOKER:
        return "the joker" if lang == "en" else "den Joker"
    if lang != "de":
        return "the " + card_name(card, lang)
    r, s = RANK[card], SUIT[card]
    assert s is not None
    article, rank = _DE_ACCUSATIVE.get(r, ("die", r))
    return f"{article} {_DE_SUIT[s]}-{rank}"


def card_label(card: str, lang: str = "en") -> str:
    """Short display: ``Q♥`` / ``D♥``, ``10♠``, ``X`` for a joker."""
    if card == JOKER:
        return "🃏" if lang == "xx" else "X"
    r, s = RANK[card], SUIT[card]
    assert s is not None  # only the joker has no suit
    if lang == "de":
        r = _DE_SHORT.get(r, r)
    return r + SYMBOL_OF[s]


_DE_LETTER_SUIT = {"C": "Kr", "D": "Ka", "H": "H", "S": "P"}


def card_letters(card: str, lang: str = "en") -> str:
    """The card in letters a keyboard without suit symbols can write: ``QH`` / ``DH`` (Herz-Dame),
    ``KC`` / ``KKr`` (Kreuz-König), ``10D`` / ``10Ka``, ``X``; read back by the typed answers'
    reader (``games/_notation.py read_card``)."""
    if card == JOKER:
        return JOKER
    r, s = RANK[card], SUIT[card]
    assert s is not None  # only the joker has no suit
    if lang == "de":
        return _DE_SHORT.get(r, r) + _DE_LETTER_SUIT[s]
    return card


def rank_label(rank: str, lang: str = "en") -> str:
    if rank == JOKER:
        return "Joker" if lang == "de" else "joker"
    return _DE_SHORT.get(rank, rank) if lang == "de" else rank


def rank_name(rank: str, lang: str = "en", plural: bool = False) -> str:
    """``queen``/``queens``, ``Dame``/``Damen``, ``9``/``9s``."""
    if lang == "de":
        names = {
            "A": ("Ass", "Asse"),
            "J": ("Bube", "Buben"),
            "Q": ("Dame", "Damen"),
            "K": ("König", "Könige"),
            "X": ("Joker", "Joker"),
        }
        if rank in names:
            return names[rank][plural]
        return f"{rank}er" if plural else rank
    names = {
        "A": ("ace", "aces"),
        "J": ("jack", "jacks"),
        "Q": ("queen", "queens"),
        "K": ("king", "kings"),
        "X": ("joker", "jokers"),
    }
    if rank in names:
        return names[rank][plural]
    return f"{rank}s" if plural else rank
