"""Sweep's move values.

A move is ``trail``, ``capture`` or ``build``; its ``card`` and the cards it takes or builds on
are card strings (the notation's fields).  Inside the engine a move also carries its card as an
id (``cid``), the loose table cards it takes or builds on as a bitmask (``mask``) and the builds
it takes (``build_ids``).  The generator's moves carry their card strings only when asked for;
the trails and the captures of a match alone are shared values, made once.
"""

from __future__ import annotations

from typing import Final, Iterable

from .cards import CARD_ID, CARD_STR, CARD_VALUE, DESC_KEY, canonical_split, high_to_low, mask_desc

TRAIL: Final = 0
CAPTURE: Final = 1
BUILD: Final = 2
_KINDS: Final = {"trail": TRAIL, "capture": CAPTURE, "build": BUILD}


class SweepMove:
    """A Sweep move: ``kind`` is ``trail``, ``capture`` or ``build``; ``card`` the played card.
    A capture holds ``match`` (loose cards of the played rank), ``builds`` (the builds it takes,
    each a tuple of cards) and ``sums`` (the loose cards taken by sum); a build holds ``table``
    (the table cards built on).  Two moves are equal when they play the same card and take (or
    build on) the same set of cards."""

    __slots__ = (
        "kind",
        "card",
        "code",
        "cid",
        "mask",
        "gen",
        "build_ids",
        "_match",
        "_builds",
        "_sums",
        "_table",
        "_key",
        "_str",
    )

    kind: str
    card: str
    code: int  # TRAIL, CAPTURE or BUILD (-1: an unknown kind)
    cid: int  # the card's id (-1: not a card of Sweep)
    mask: int  # the loose table cards taken or built on
    gen: int  # the generator's code (taken << 6 | card) of a trail or capture without builds, or -1
    build_ids: tuple[tuple[int, ...], ...]  # the builds taken
    _match: tuple[str, ...] | None
    _builds: tuple[tuple[str, ...], ...]
    _sums: tuple[str, ...] | None
    _table: tuple[str, ...]
    _key: tuple[str, str, frozenset[str]] | None
    _str: str | None

    def __init__(
        self,
        kind: str,
        card: str,
        match: Iterable[str] = (),
        builds: Iterable[Iterable[str]] = (),
        sums: Iterable[str] = (),
        table: Iterable[str] = (),
        gen: int = -1,
    ) -> None:
        self.kind = kind
        self.card = card
        self._key = None
        self._str = None
        self.gen = gen
        if gen >= 0:  # made by the generator: the card strings come when asked for
            self.code = CAPTURE if gen >> 6 else TRAIL
            self.cid = gen & 63
            self.mask = gen >> 6
            self.build_ids = ()
            self._match = self._sums = None
            self._builds = self._table = ()
            return
        self._match = tuple(match)
        self._builds = tuple([tuple(b) for b in builds])
        self._sums = tuple(sums)
        self._table = tuple(table)
        self.code = _KINDS.get(kind, -1)
        self.cid = CARD_ID.get(card, -1)
        loose = self._table if self.code == BUILD else self._match + self._sums
        m = 0
        for c in loose:
            i = CARD_ID.get(c, -1)
            if i >= 0:
                m |= 1 << i
        self.mask = m
        self.build_ids = tuple([tuple([CARD_ID.get(c, -1) for c in b]) for b in self._builds])

    def __reduce__(self) -> tuple[object, ...]:
        if self.gen >= 0:
            return (move_of, (self.gen,))
        return (SweepMove, (self.kind, self.card, self._match, self._builds, self._sums, self._table))

    # the card strings of a generated move, made on first use
    @property
    def match(self) -> tuple[str, ...]:
        m = self._match
        if m is None:
            m = tuple([CARD_STR[x] for x in mask_desc(self.mask & (15 << (4 * (self.cid >> 2))))])
            self._match = m
        return m

    @property
    def sums(self) -> tuple[str, ...]:
        m = self._sums
        if m is None:
            m = tuple([CARD_STR[x] for x in mask_desc(self.mask & ~(15 << (4 * (self.cid >> 2))))])
            self._sums = m
        return m

    @property
    def builds(self) -> tuple[tuple[str, ...], ...]:
        return self._builds

    @property
    def table(self) -> tuple[str, ...]:
        return self._table

    @property
    def taken_ids(self) -> list[int]:
        """Every card taken (or built on), in the order of ``taken`` (of ``table``)."""
        if self.code == BUILD:
            return [CARD_ID[c] for c in self._table]
        return [CARD_ID[c] for c in self.taken]

    @property
    def key(self) -> tuple[str, str, frozenset[str]]:
        """(kind, card, the set of cards taken or built on): equal keys, equal moves."""
        k = self._key
        if k is None:
            taken: set[str] = set(self.match)
            taken.update(self.sums)
            taken.update(self._table)
            for b in self._builds:
                taken.update(b)
            k = (self.kind, self.card, frozenset(taken))
            self._key = k
        return k

    @property
    def taken(self) -> list[str]:
        """The table cards this capture takes."""
        return list(self.match) + [c for b in self._builds for c in b] + list(self.sums)

    def groups(self) -> list[tuple[str, ...]]:
        """The groups of the canonical spelling, in order, each high to low."""
        v = CARD_VALUE[self.card]
        gs: list[tuple[str, ...]] = [(c,) for c in self.match] + [high_to_low(b) for b in self._builds]
        if self.sums:
            gs += canonical_split(self.sums, v) or [high_to_low(self.sums)]
        gs.sort(key=_group_key)
        return gs

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SweepMove):
            return False
        if self.gen >= 0 and other.gen >= 0:
            return self.gen == other.gen
        return other.key == self.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __str__(self) -> str:
        s = self._str
        if s is None:
            if self.kind == "trail":
                s = self.card
            elif self.kind == "build":
                s = f"{self.card} b " + " ".join(high_to_low(self._table))
            else:
                s = f"{self.card} x " + " ".join("+".join(g) for g in self.groups())
            self._str = s
        return s

    def __repr__(self) -> str:
        return f"SweepMove({str(self)!r})"


def _group_key(g: tuple[str, ...]) -> list[int]:
    return [DESC_KEY[c] for c in g]


def move_of(code: int) -> SweepMove:
    """The trail or capture (without builds) that ``code`` (``taken mask << 6 | card id``; a
    trail's mask is 0) stands for: a new value (the trails and the captures of a match alone
    are shared, :data:`TRAILS` and :func:`match_of`)."""
    return SweepMove("capture" if code >> 6 else "trail", CARD_STR[code & 63], gen=code)


# the trails, by card id (a trail's code is its card id)
TRAILS: Final[list[SweepMove]] = [move_of(c) for c in range(52)]
# the captures of a match alone, at card id * 16 + the suits taken (four bits): no hashing
_MATCHES: Final[list[SweepMove | None]] = [None] * (52 * 16)


def match_of(card: int, taken: int) -> SweepMove:
    """The capture by ``card`` of the loose cards ``taken`` (a mask of cards of its rank)."""
    k = card * 16 + (taken >> (4 * (card >> 2)))
    mv = _MATCHES[k]
    if mv is None:
        mv = move_of(taken << 6 | card)
        _MATCHES[k] = mv
    return mv
