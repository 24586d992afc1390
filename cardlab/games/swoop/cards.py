"""Swoop's cards inside the engine: small integers.

A card is ``(value - 1) * 4 + suit`` for A (1) ... K (13) and suits C D H S (0..3), the joker is
52.  A hand keeps, per value (joker 0, A 1 ... K 13), a *suit code*: the count of each suit in
three bits (``count << 3 * suit``; the joker's code is its count), so adding or removing a card is
one addition, and the cards of one rank in suit order come out of the code.  The card strings
of FORMAT.md appear only at the edges (:data:`CARD_STR`, :data:`CARD_ID`).
"""

from __future__ import annotations

from typing import Final

from ...cards import JOKER, RANK, SUIT_ORDER

SLOTS: Final = 4
JOKER_ID: Final = 52
_RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
CARD_STR: Final[list[str]] = [r + s for r in _RANKS for s in "CDHS"] + [JOKER]
CARD_ID: Final[dict[str, int]] = {c: i for i, c in enumerate(CARD_STR)}
RANK_VALUE: Final = {
    "A": 1,
    "2": 2,
    "3": 3,
    "4": 4,
    "5": 5,
    "6": 6,
    "7": 7,
    "8": 8,
    "9": 9,
    "10": 10,
    "J": 11,
    "Q": 12,
    "K": 13,
    JOKER: 0,
}
RANK_OF: Final[list[str]] = [JOKER] + list(_RANKS)  # by value
HAND_ORDER: Final = {c: (RANK_VALUE[RANK[c]], SUIT_ORDER.get(c[-1], 9)) for c in CARD_STR}
TEN: Final = 10
FOUR: Final = 4  # four cards of one value on top of the pile swoop (the four-on-top rule)


VALUE_OF: Final[list[int]] = [(c >> 2) + 1 for c in range(52)] + [0]  # by card id
BIT_OF: Final[list[int]] = [1 << (3 * (c & 3)) for c in range(52)] + [1]  # by card id


# the number of cards in a suit code of a value A ... K (the joker's code is its count)
CODE_COUNT: Final[list[int]] = [(k & 7) + (k >> 3 & 7) + (k >> 6 & 7) + (k >> 9 & 7) for k in range(4096)]
# the plays of one card each that a suit code gives at most (a play holds four cards at most)
PLAIN_OF: Final[list[int]] = [min(n, 4) for n in CODE_COUNT]


def value(c: int) -> int:
    """The value of card ``c``: A 1 ... K 13, the joker 0."""
    return 0 if c == JOKER_ID else (c >> 2) + 1


def bit(c: int) -> int:
    """What card ``c`` adds to the suit code of its value."""
    return 1 if c == JOKER_ID else 1 << (3 * (c & 3))


def code_count(v: int, code: int) -> int:
    """How many cards the suit code ``code`` of value ``v`` holds."""
    return code if v == 0 else CODE_COUNT[code]


def code_cards(v: int, code: int, k: int = 99) -> list[int]:
    """The first ``k`` cards (suit order) of a suit code for value ``v``."""
    if v == 0:
        return [JOKER_ID] * min(code, k)
    out: list[int] = []
    base = (v - 1) * 4
    for s in range(4):
        for _ in range(code >> (3 * s) & 7):
            if len(out) < k:
                out.append(base + s)
    return out


def code_delta(v: int, code: int, k: int) -> int:
    """The suit code of the first ``k`` cards (suit order) of ``code``."""
    if v == 0:
        return min(code, k)
    d = 0
    for s in range(4):
        c = code >> (3 * s) & 7
        if c > k:
            c = k
        d += c << (3 * s)
        k -= c
    return d


def decks_for(n: int) -> int:
    return 2 if n <= 4 else 3 if n <= 6 else 4
