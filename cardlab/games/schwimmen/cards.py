"""Schwimmen's 32 cards and the value of a hand.

Inside the engine a card is ``suit * 8 + rank`` (suits C D H S, ranks 7 8 9 10 J Q K A), so
sorting ids sorts a hand in display order (by suit, then rank).  The public functions take card
strings; the ``*_ids`` ones the engine's ids.
"""

from __future__ import annotations

from typing import Final

RANKS: Final = ("7", "8", "9", "10", "J", "Q", "K", "A")
SUITS: Final = ("C", "D", "H", "S")
DECK: Final = tuple(r + s for s in SUITS for r in RANKS)
CARD_STR: Final[list[str]] = list(DECK)
CARD_ID: Final[dict[str, int]] = {c: i for i, c in enumerate(DECK)}
DECK_SET: Final = frozenset(DECK)
LIVES: Final = 3  # lives at the start of a game; 0 = swimming, -1 = out
SWIMMING: Final = 0
OUT: Final = -1
POINTS: Final = {"7": 7, "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10, "A": 11}
PTS: Final[list[int]] = [7, 8, 9, 10, 10, 10, 10, 11]  # by rank index
ACE: Final = 7
SCORINGS: Final = ("suit_and_triples", "suit_only", "suit_or_rank")
SUIT_NAME: Final = {
    "C": {"en": "clubs", "de": "Kreuz"},
    "D": {"en": "diamonds", "de": "Karo"},
    "H": {"en": "hearts", "de": "Herz"},
    "S": {"en": "spades", "de": "Pik"},
}
# display and canonical order: by suit (C D H S), then 7 8 9 10 J Q K A
DECK_ORDER: Final = {c: (i // 8, i % 8) for i, c in enumerate(DECK)}


def in_deck_order(cards: object) -> list[str]:
    return sorted(cards, key=CARD_ID.__getitem__)  # type: ignore[call-overload]


def scoring_code(scoring: str) -> int:
    return SCORINGS.index(scoring)


def value2_ids(a: int, b: int, c: int, scoring: int) -> int:
    """Twice the value of the cards ``a b c`` (ids) under scoring ``SCORINGS[scoring]``."""
    ra = a & 7
    if scoring != 1 and ra == b & 7 and ra == c & 7:
        if ra == ACE:
            return 62
        if scoring == 0:
            return 61
        return 6 * PTS[ra]
    sa, sb, sc = a >> 3, b >> 3, c >> 3
    va, vb, vc = PTS[ra], PTS[b & 7], PTS[c & 7]
    if sa == sb:
        if sb == sc:
            return 2 * (va + vb + vc)
        best = max(va + vb, vc)
    elif sa == sc:
        best = max(va + vc, vb)
    elif sb == sc:
        best = max(vb + vc, va)
    else:
        best = max(va, vb, vc)
    return 2 * best


def hand_value2(hand: list[int], scoring: int) -> int:
    return value2_ids(hand[0], hand[1], hand[2], scoring)


# -- hand values, from card strings ---------------------------------------------------------
def value2(cards: object, scoring: str = "suit_and_triples") -> int:
    """Twice the value of three cards (so 30.5 is the whole number 61; 31 is 62)."""
    cs: list[str] = list(cards)  # type: ignore[call-overload]
    if len(cs) != 3:
        raise ValueError(f"a hand holds three cards, not {len(cs)}")
    return value2_ids(CARD_ID[cs[0]], CARD_ID[cs[1]], CARD_ID[cs[2]], SCORINGS.index(scoring))


def hand_value(cards: object, scoring: str = "suit_and_triples") -> int | float:
    """The value of a hand of three cards: 18, 28, 30.5, 31 (a float only for 30.5)."""
    v = value2(cards, scoring)
    return v // 2 if v % 2 == 0 else v / 2


def value_info(cards: object, scoring: str = "suit_and_triples") -> tuple[int, str, str]:
    """``(value2, kind, key)``: kind ``aces`` (three aces), ``triple`` (key: the rank) or
    ``suit`` (key: the best suit; the first in C D H S order on a tie)."""
    cs: list[str] = list(cards)  # type: ignore[call-overload]
    v = value2(cs, scoring)
    ranks = {c[:-1] for c in cs}
    if len(ranks) == 1 and scoring != "suit_only":
        r = ranks.pop()
        return v, ("aces" if r == "A" else "triple"), r
    sums: dict[str, int] = {}
    for c in cs:
        sums[c[-1]] = sums.get(c[-1], 0) + POINTS[c[:-1]]
    best = max(sums.values())
    suit = next(s for s in SUITS if sums.get(s) == best)
    return v, "suit", suit


def value_param(v2: int) -> int | dict[str, str]:
    """A value for a message: a whole number, or 30.5 written the English or German way."""
    if v2 % 2 == 0:
        return v2 // 2
    whole = v2 // 2
    return {"en": f"{whole}.5", "de": f"{whole},5"}


def has_789(cards: object) -> bool:
    cs: list[str] = list(cards)  # type: ignore[call-overload]
    return len(cs) == 3 and {c[:-1] for c in cs} == {"7", "8", "9"}


def has_789_ids(cards: list[int]) -> bool:
    """Whether three ids are a 7, an 8 and a 9 (any suits)."""
    m = 0
    for c in cards:
        m |= 1 << (c & 7)
    return len(cards) == 3 and m == 7


def status_of(lives: int) -> str:
    return "out" if lives < 0 else "swimming" if lives == 0 else "in"
