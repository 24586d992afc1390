"""What a Sweep seat knows, and the unseen cards dealt again from that knowledge.

Hands are never shown, so play adds no known card to a hand; every captured card was seen
when it was captured, so a seat that watched the deal knows the captured piles.  A build's
owner must hold a card of the build's value (or it could not have built): a sample that breaks
this is dealt again.

:func:`determinize` keeps the table, the builds and the seat's hand where they are and deals
the other cards again: the other hands, the stock, and the captured piles when the seat only
has the view.
"""

from __future__ import annotations

from collections import Counter

from .._unseen import Dealer, in_order, unseen
from .cards import CARD_VALUE, low_to_high

TRIES = 50  # samples dealt before one that breaks a build's rule is kept all the same


def start(game, state) -> dict:
    """The public facts at the start of a deal: none beyond the view."""
    return {}


def update(knowledge, before, move, after) -> None:
    """Nothing to learn: hands are never shown; captured cards stay where they are."""


def seen(game, state, seat: int, knowledge=None) -> Counter:
    """The cards whose place ``seat`` sees: the table, the builds and its hand; with
    ``knowledge`` (the seat watched the deal) also every captured card."""
    return _seen(game.view(state, seat), state, seat, knowledge)


def _seen(v, state, seat, knowledge) -> Counter:
    got = Counter(v["table"])
    for b in v["builds"]:
        got.update(b["build"])
    got.update(v["players"][seat]["hand"] or ())
    if knowledge is not None:
        for pile in state.captured:  # every captured card was seen when captured
            got.update(pile)
    return got


def determinize(game, state, seat: int, rng, knowledge=None, **opts):
    """A copy of ``state`` that agrees with everything ``seat`` sees (and, with ``knowledge``,
    with what it saw happen), the other cards shuffled by ``rng`` into the hidden places."""
    v = game.view(state, seat)
    players = v["players"]
    known = {}
    if knowledge is not None:
        for s, p in enumerate(players):
            if s != seat and p["hand_count"] and knowledge.known[s]:
                known[s] = Counter(knowledge.known[s])
    pool = unseen(game.card_count(state), _seen(v, state, seat, knowledge), known.values())
    owners = [(b["owner"], b["value"]) for b in v["builds"]]
    for _ in range(TRIES):
        d = Dealer(pool, rng)
        s = state.copy()
        hands = list(s.hands)  # the state's attributes are read-only: a whole new list is set
        for i, p in enumerate(players):
            if i != seat:
                k = known.get(i, Counter())
                hands[i] = low_to_high(in_order(k) + d.take(p["hand_count"] - sum(k.values())))
        s.hands = hands
        s.stock = d.take(v["stock_count"])
        if knowledge is None:
            s.captured = [d.take(p["captured_count"]) for p in players]
        d.done()
        if all(any(CARD_VALUE[c] == val for c in hands[o]) for o, val in owners):
            break
    return s
