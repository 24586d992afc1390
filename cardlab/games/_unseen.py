"""What the games' knowledge modules share for determinization: the cards a seat has not seen,
in an order that does not depend on where they really lie, and a dealer that hands them out.

A determinization shuffles the unseen cards with the caller's ``rng`` and deals them into the
hidden places in a fixed order.  Starting from a canonical order (not from the state's own lists)
is what keeps the sample blind: two states that differ only in hidden cards give the same
sample for the same ``rng`` state.
"""

from __future__ import annotations

from collections import Counter

from ..cards import sort_key


def in_order(counter) -> list:
    """The cards of ``counter`` (card -> how many), each as often as counted, in notation order;
    cards counted zero or less are left out."""
    out: list = []
    for c in sorted(counter, key=sort_key):
        if counter[c] > 0:
            out.extend([c] * counter[c])
    return out


def unseen(everything, seen, known=()) -> list:
    """The cards of ``everything`` (card -> count, the whole deal) less those ``seen`` and less
    each Counter of ``known`` (cards whose hidden place is known), in notation order.  Raises
    ValueError when more is seen or known than the deal holds."""
    pool = Counter(everything)
    pool.subtract(seen)
    for k in known:
        pool.subtract(k)
    if any(v < 0 for v in pool.values()):
        raise ValueError("the seat's knowledge does not fit the position")
    return in_order(pool)


class Dealer:
    """The cards of ``pool`` shuffled by ``rng`` (one ``rng.shuffle``), handed out from the top
    by :meth:`take`.  :meth:`done` checks that every card found a place."""

    def __init__(self, pool, rng):
        self.cards = list(pool)
        rng.shuffle(self.cards)
        self.i = 0

    def take(self, k: int) -> list:
        got = self.cards[self.i : self.i + k]
        self.i += k
        if len(got) < k:
            raise ValueError("fewer unseen cards than hidden places")
        return got

    def left(self) -> list:
        """The cards not handed out yet, in their shuffled order (not taken)."""
        return self.cards[self.i :]

    def put_first(self, idx) -> None:
        """Move the cards at positions ``idx`` of :meth:`left` (in that order) to the top."""
        pool = self.cards[self.i :]
        chosen = set(idx)
        self.cards[self.i :] = [pool[j] for j in idx] + [c for j, c in enumerate(pool) if j not in chosen]

    def done(self) -> None:
        if self.i != len(self.cards):
            raise ValueError("more unseen cards than hidden places")
