"""Swoop's move values and the memoised lists of plays the generator hands out."""

from __future__ import annotations

from itertools import combinations
from typing import Final, Iterable

from ...cards import RANK
from .cards import (
    CARD_ID,
    CARD_STR,
    JOKER_ID,
    RANK_OF,
    RANK_VALUE,
    SLOTS,
    bit,
    code_cards,
    code_count,
    code_delta,
)

PLAY: Final = 0
REVEAL: Final = 1
COMPLETE: Final = 2
_KINDS: Final = {"play": PLAY, "reveal": REVEAL, "complete": COMPLETE}


class SwoopMove:
    """A Swoop move.  ``kind`` is ``play`` (cards from hand and face-up slots), ``reveal``
    (``d3``: turn up a mystery card) or ``complete`` (the cards added to a turned-up mystery card,
    possibly ``none``).  Two moves are equal when they play the same ranks from the same places;
    ``hand`` holds the concrete hand cards that this spelling names, ``up`` the (slot, card) pairs.
    Inside the engine: ``code`` (the kind), ``v`` (the rank's value), ``delta`` (the hand cards
    as a suit code) and ``slots`` of ``up`` as a bit mask ``smask``.
    """

    __slots__ = ("kind", "rank", "hand", "up", "slot", "_key", "code", "v", "delta", "smask", "hand_ids")

    kind: str
    rank: str | None
    hand: tuple[str, ...]
    up: tuple[tuple[int, str], ...]
    slot: int | None
    _key: tuple[object, ...]
    code: int
    v: int
    delta: int
    smask: int
    hand_ids: tuple[int, ...]  # the ids of ``hand`` (-1: not a card)

    def __init__(
        self,
        kind: str,
        rank: str | None = None,
        hand: Iterable[str] = (),
        up: Iterable[tuple[int, str]] = (),
        slot: int | None = None,
    ) -> None:
        self.kind = kind
        self.rank = rank
        self.hand = tuple(hand)
        self.up = tuple(up)
        self.slot = slot
        self._key = (kind, rank, len(self.hand), tuple([s for s, _ in self.up]) if self.up else (), slot)
        self.code = _KINDS.get(kind, -1)
        self.v = RANK_VALUE.get(rank, -1) if isinstance(rank, str) else -1
        d = 0
        ids: list[int] = []
        for c in self.hand:
            i = CARD_ID.get(c, -1) if isinstance(c, str) else -1
            ids.append(i)
            if i >= 0:
                d += bit(i)
        self.delta = d
        self.hand_ids = tuple(ids)
        m = 0
        for s, _ in self.up:
            if isinstance(s, int) and 1 <= s <= SLOTS:
                m |= 1 << (s - 1)
        self.smask = m

    def __reduce__(self) -> tuple[object, ...]:
        return (SwoopMove, (self.kind, self.rank, self.hand, self.up, self.slot))

    @property
    def cards(self) -> tuple[str, ...]:
        return self.hand + tuple([c for _, c in self.up])

    @property
    def slots(self) -> tuple[int, ...]:
        return tuple([s for s, _ in self.up])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SwoopMove) and other._key == self._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __str__(self) -> str:
        if self.kind == "reveal":
            return f"d{self.slot}"
        parts = list(self.hand) + [f"{c}@u{s}" for s, c in self.up]
        return " ".join(parts) if parts else "none"

    def __repr__(self) -> str:
        return f"SwoopMove({str(self)!r})"


REVEALS: Final = [SwoopMove("reveal", slot=i + 1) for i in range(SLOTS)]
_CACHE_MAX: Final = 200_000
# the plays of k = 1..4 cards of one value from the hand alone (one play for a special rank),
# at ``value * 8192 + suit code * 2 + only_jokers_swoop`` (None: not made yet); a list, so a
# look-up is an index, not a hash
_HAND_PLAYS: Final[list[list[SwoopMove] | None]] = [None] * (14 * 8192)
# every play of a value from hand cards and face-up slots, by the key of :func:`groups`
_GROUPS: Final[dict[int, list[SwoopMove]]] = {}


def is_special_value(v: int, ojs: bool) -> bool:
    return v == 0 or (v == 10 and not ojs)


# the special values of is_special_value as bits, at 1 when only jokers swoop, else at 0
SPECIAL_BITS: Final[list[int]] = [
    sum([1 << v for v in range(14) if is_special_value(v, o == 1)]) for o in range(2)
]


def hand_plays(v: int, code: int, ojs: bool) -> list[SwoopMove]:
    key = v * 8192 + code * 2 + (1 if ojs else 0)
    got = _HAND_PLAYS[key]
    if got is None:
        cards = [CARD_STR[c] for c in code_cards(v, code)]
        rank = RANK[cards[0]]
        if is_special_value(v, ojs):
            got = [SwoopMove("play", rank, (cards[0],))]
        else:
            got = [SwoopMove("play", rank, tuple(cards[:k])) for k in range(1, min(len(cards), 4) + 1)]
        _HAND_PLAYS[key] = got
    return got


def groups_of(v: int, code: int, sbits: int, limit: int, allow_empty: bool) -> list[SwoopMove]:
    """Every play of value ``v``: k of the hand cards (suit code ``code``) plus a set of the
    face-up cards ``sbits`` (three bits a slot: 4 when it holds a card of value ``v``, plus that
    card's suit), at most ``limit`` cards; in the order of the sets (by size, then as
    :func:`itertools.combinations` gives them), then of k.  Memoised."""
    key = ((((code << 12 | sbits) << 3 | limit) << 1 | (1 if allow_empty else 0)) << 4) | v
    got = _GROUPS.get(key)
    if got is None:
        got = _make_groups(v, code, sbits, limit, allow_empty)
        if len(_GROUPS) < _CACHE_MAX:
            _GROUPS[key] = got
    return got


# the sets of n face-up cards (n = 0 ... 4) by size, each size in the order of
# itertools.combinations, as bit masks over the n cards
_SUBSETS: Final[list[list[list[int]]]] = [
    [[sum([1 << j for j in sub]) for sub in combinations(range(n), m)] for m in range(n + 1)]
    for n in range(SLOTS + 1)
]
# single moves of groups, by (hand cards as a suit code, face-up cards, value, kind)
_MOVES: Final[dict[int, SwoopMove]] = {}


def slot_count(sbits: int) -> int:
    """How many face-up cards ``sbits`` holds."""
    n = 0
    for s in range(SLOTS):
        if sbits >> (3 * s) & 4:
            n += 1
    return n


def group_count(ns: int, h: int, limit: int, allow_empty: bool) -> int:
    """``len(groups_of(...))`` for ``ns`` face-up and ``h`` hand cards, without the list."""
    total = 0
    for m in range(ns + 1):
        kmax = limit - m
        if kmax < 0:
            break
        if kmax > h:
            kmax = h
        total += len(_SUBSETS[ns][m]) * (kmax + 1 if m or allow_empty else kmax)
    return total


# group_count(ns, h, limit, False) at (ns * 5 + h) * 5 + limit, for ns, h, limit = 0 ... 4 (a
# play holds at most four cards, so h hand cards count as min(h, 4))
PLAY_COUNTS: Final[list[int]] = [
    group_count(ns, h, lim, False) for ns in range(SLOTS + 1) for h in range(5) for lim in range(5)
]


def _make_groups(v: int, code: int, sbits: int, limit: int, allow_empty: bool) -> list[SwoopMove]:
    """The list of :func:`groups_of`, in the order that :func:`group_move` indexes."""
    ns = slot_count(sbits)
    h = code_count(v, code)
    out: list[SwoopMove] = []
    for m in range(ns + 1):
        kmax = limit - m
        if kmax > h:
            kmax = h
        k0 = 0 if m or allow_empty else 1
        for sub in _SUBSETS[ns][m]:
            up_bits = _chosen(sbits, sub)
            for k in range(k0, kmax + 1):
                out.append(_group_move(v, code, k, up_bits, allow_empty))
    return out


def _chosen(sbits: int, sub: int) -> int:
    """The face-up cards of ``sbits`` that the set ``sub`` (a bit mask over them) chooses."""
    up_bits = 0
    j = 0
    for s in range(SLOTS):
        f = sbits >> (3 * s) & 7
        if f & 4:
            if sub >> j & 1:
                up_bits |= f << (3 * s)
            j += 1
    return up_bits


def group_move(v: int, code: int, sbits: int, limit: int, allow_empty: bool, i: int) -> SwoopMove:
    """``groups_of(v, code, sbits, limit, allow_empty)[i]``, without the list."""
    ns = slot_count(sbits)
    h = code_count(v, code)
    for m in range(ns + 1):
        kmax = limit - m
        if kmax > h:
            kmax = h
        k0 = 0 if m or allow_empty else 1
        ks = kmax + 1 - k0
        if ks <= 0:
            continue
        subsets = _SUBSETS[ns][m]
        block = len(subsets) * ks
        if i >= block:
            i -= block
            continue
        return _group_move(v, code, k0 + i % ks, _chosen(sbits, subsets[i // ks]), allow_empty)
    raise IndexError("no such play")


def _group_move(v: int, code: int, k: int, up_bits: int, complete: bool) -> SwoopMove:
    """The play (or completion) of the first ``k`` hand cards of ``code`` and the face-up cards
    ``up_bits``, memoised."""
    d = code_delta(v, code, k)
    key = (((d << 12 | up_bits) << 4 | v) << 1) | (1 if complete else 0)
    got = _MOVES.get(key)
    if got is None:
        hand = [CARD_STR[c] for c in code_cards(v, code, k)]
        up: list[tuple[int, str]] = []
        for s in range(SLOTS):
            f = up_bits >> (3 * s) & 7
            if f & 4:
                up.append((s + 1, CARD_STR[JOKER_ID if v == 0 else (v - 1) * 4 + (f & 3)]))
        got = SwoopMove("complete" if complete else "play", RANK_OF[v], tuple(hand), tuple(up))
        if len(_MOVES) < _CACHE_MAX:
            _MOVES[key] = got
    return got
