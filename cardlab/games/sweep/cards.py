"""Sweep's cards inside the engine: small integers, and the arithmetic of sum captures.

A card is ``(value - 1) * 4 + suit`` (A = 1 ... K = 13; suits C D H S = 0..3), so sorting ids
sorts a hand low to high (value, then suit), and a set of cards is a bitmask with bit ``id``.
The card strings of FORMAT.md (``10H``) appear only at the edges: :data:`CARD_STR` and
:data:`CARD_ID` translate.  Sum captures are computed from the table's bitmask.
"""

from __future__ import annotations

from typing import Final

RANKS: Final = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: Final = ("C", "D", "H", "S")
VALUE: Final = {r: i + 1 for i, r in enumerate(RANKS)}
FULL_DECK: Final = tuple(r + s for r in RANKS for s in SUITS)
CARD_STR: Final[list[str]] = list(FULL_DECK)  # id -> card
CARD_ID: Final[dict[str, int]] = {c: i for i, c in enumerate(FULL_DECK)}  # card -> id
CARD_VALUE: Final[dict[str, int]] = {c: i // 4 + 1 for i, c in enumerate(FULL_DECK)}
FACE: Final = frozenset(c for c in FULL_DECK if CARD_VALUE[c] > 10)
SPADE_ACE: Final = "AS"
SPADE_ACE_ID: Final = 3
NUMBERS: Final = (1 << 40) - 1  # the bits of A..10
SPADES: Final = sum(1 << (4 * v + 3) for v in range(13))
HAND_SIZE: Final = 4
# hand order: low to high (value, then suit); canonical order inside a capture: high to low
# (value descending, then suit C D H S)
HAND_KEY: Final = {c: CARD_VALUE[c] * 4 + i % 4 for i, c in enumerate(FULL_DECK)}
DESC_KEY: Final = {c: (13 - CARD_VALUE[c]) * 4 + i % 4 for i, c in enumerate(FULL_DECK)}


def desc_key(c: int) -> int:
    """The sort key of card ``c`` in capture order (high to low, then suit C D H S)."""
    return (12 - (c >> 2)) * 4 + (c & 3)


def high_to_low(cards: object) -> tuple[str, ...]:
    """Card strings high to low (the canonical order inside a capture)."""
    return tuple(sorted(cards, key=DESC_KEY.__getitem__))  # type: ignore[call-overload]


def low_to_high(cards: object) -> list[str]:
    """Card strings low to high (hand order)."""
    return sorted(cards, key=HAND_KEY.__getitem__)  # type: ignore[call-overload]


def ids_of(cards: list[str]) -> list[int]:
    return [CARD_ID[c] for c in cards]


def strs_of(ids: list[int]) -> list[str]:
    return [CARD_STR[c] for c in ids]


def mask_desc(mask: int) -> list[int]:
    """The cards of ``mask`` high to low (then suit C D H S)."""
    out: list[int] = []
    add_desc(out, mask)
    return out


def add_desc(out: list[int], mask: int) -> None:
    """Append the cards of ``mask`` to ``out`` in the order of :func:`mask_desc` (no list made)."""
    while mask:
        base = (mask.bit_length() - 1) & ~3  # the first id of the highest rank present
        part = mask >> base
        for s in range(4):
            if part >> s & 1:
                out.append(base + s)
        mask &= (1 << base) - 1


def bit_count(x: int) -> int:
    k = 0
    while x:
        x &= x - 1
        k += 1
    return k


# -- capture arithmetic ---------------------------------------------------------------------
def sum_masks(below: int, v: int) -> list[int]:
    """Every non-empty union of disjoint sum groups making ``v`` out of the number cards
    ``below`` (a card mask of cards below ``v``), as card masks: the groups (two or more cards,
    in the lexicographic order of their cards high to low, :func:`mask_desc`), then each union
    in the order it is first reached.  Computed from the mask each time: a table holds few
    cards, and a memo of every table seen costs more than it saves."""
    total = 0  # the values of the cards added up
    m = below
    while m:
        total += (((m & -m).bit_length() - 1) >> 2) + 1
        m &= m - 1
    groups: list[int] = []
    _card_groups(below, total, v, 0, 0, groups)
    if len(groups) < 2:
        return groups
    if len(groups) == 2:  # the most common case of several: the two, and both if disjoint
        g, h = groups[0], groups[1]
        return groups if g & h else [g, h, g | h]
    reach: dict[int, None] = {0: None}
    for g in groups:
        for a in list(reach):
            if not a & g:
                reach.setdefault(a | g, None)
    return list(reach)[1:]


def _card_groups(rest: int, total: int, need: int, mask: int, k: int, out: list[int]) -> None:
    """Append the sum groups making ``need`` out of the cards ``rest`` (whose values add up to
    ``total``) added to the ``k`` cards ``mask``: depth-first over the cards high to low (then
    suit C D H S), a card at a time, giving up once the cards left add up to less than needed."""
    while rest:
        top = (rest.bit_length() - 1) & ~3  # the first id of the highest rank left
        part = rest >> top
        bit = (part & -part) << top  # its first card
        x = (top >> 2) + 1
        if x <= need:
            if total < need:
                return
            if x == need:
                if k >= 1:
                    out.append(mask | bit)
            else:
                _card_groups(rest ^ bit, total - x, need - x, mask | bit, k + 1, out)
        rest ^= bit
        total -= x


def canonical_split(cards: object, v: int) -> list[tuple[str, ...]] | None:
    """The canonical split of ``cards`` (number cards) into groups adding up to ``v`` (two or more
    cards each), each group high to low; None when there is none."""
    cs = high_to_low(cards)
    vals = tuple([CARD_VALUE[c] for c in cs])
    n = len(cs)
    memo: dict[int, list[int] | None] = {}
    masks = _part((1 << n) - 1, vals, v, n, memo)
    if masks is None:
        return None
    return [tuple([cs[j] for j in range(n) if m >> j & 1]) for m in masks]


def _part(
    mask: int, vals: tuple[int, ...], v: int, n: int, memo: dict[int, list[int] | None]
) -> list[int] | None:
    """The canonical split of the cards ``mask`` (indices into ``vals``, high to low)."""
    if mask == 0:
        return []
    if mask in memo:
        return memo[mask]
    top = (mask & -mask).bit_length() - 1
    idx = [j for j in range(top + 1, n) if mask >> j & 1]
    res: list[int] | None = None
    if vals[top] < v:
        res = _part_rec(0, v - vals[top], 1 << top, 1, idx, mask, vals, v, n, memo)
    memo[mask] = res
    return res


def _part_rec(
    pos: int,
    need: int,
    g: int,
    k: int,
    idx: list[int],
    mask: int,
    vals: tuple[int, ...],
    v: int,
    n: int,
    memo: dict[int, list[int] | None],
) -> list[int] | None:
    for p in range(pos, len(idx)):
        j = idx[p]
        x = vals[j]
        if x > need:
            continue
        if x == need:
            if k >= 1:
                rest = _part(mask & ~(g | 1 << j), vals, v, n, memo)
                if rest is not None:
                    return [g | 1 << j] + rest
        else:
            got = _part_rec(p + 1, need - x, g | 1 << j, k + 1, idx, mask, vals, v, n, memo)
            if got is not None:
                return got
    return None
