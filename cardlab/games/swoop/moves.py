"""Swoop's move values and the memoised lists of plays the generator hands out."""

from __future__ import annotations

from itertools import combinations
from typing import Final, Iterable

from ...cards import RANK
from .cards import _VALUE, CARD_ID, CARD_STR, SLOTS, bit, code_cards

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
        self.v = _VALUE.get(rank, -1) if isinstance(rank, str) else -1
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
_GROUPS: dict[int, list[SwoopMove]] = {}


def is_special_value(v: int, ojs: bool) -> bool:
    return v == 0 or (v == 10 and not ojs)


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


def groups(v: int, code: int, slots: list[tuple[int, int]], limit: int, allow_empty: bool) -> list[SwoopMove]:
    """Every play of value ``v``: k of the hand cards (suit code ``code``) plus a set of the
    face-up ``slots`` ((slot, card id) pairs), at most ``limit`` cards.  Memoised: the result
    depends on nothing else."""
    sbits = 0
    for s, c in slots:  # three bits a slot: present, and the suit
        sbits |= (4 | (c & 3)) << (3 * (s - 1))
    key = ((((code << 12 | sbits) << 3 | limit) << 1 | (1 if allow_empty else 0)) << 4) | v
    got = _GROUPS.get(key)
    if got is None:
        got = _make_groups(v, code, slots, limit, allow_empty)
        if len(_GROUPS) < _CACHE_MAX:
            _GROUPS[key] = got
    return got


def _make_groups(
    v: int, code: int, slots: list[tuple[int, int]], limit: int, allow_empty: bool
) -> list[SwoopMove]:
    kind = "complete" if allow_empty else "play"
    from .cards import RANK_OF

    rank = RANK_OF[v]
    hc = [CARD_STR[c] for c in code_cards(v, code)]
    pairs = [(s, CARD_STR[c]) for s, c in slots]
    out: list[SwoopMove] = []
    for m in range(len(pairs) + 1):
        for sub in combinations(pairs, m):
            for k in range(len(hc) + 1):
                total = k + m
                if total > limit:
                    break
                if total == 0 and not allow_empty:
                    continue
                out.append(SwoopMove(kind, rank, tuple(hc[:k]), sub))
    return out
