"""What a Higher seat knows: its hand and the trick; the other hands and the stock are dealt
again from the cards it has not seen."""

from __future__ import annotations

from collections import Counter

from cardlab.games._unseen import Dealer, unseen


def start(game, state) -> dict:
    return {}


def update(knowledge, before, move, after) -> None:
    """Nothing to learn: a played card leaves the hand face up."""


def seen(game, state, seat: int, knowledge=None) -> Counter:
    v = game.view(state, seat)
    return Counter(v["trick"] + v["played"] + v["players"][seat]["hand"])


def determinize(game, state, seat: int, rng, knowledge=None, **opts):
    v = game.view(state, seat)
    d = Dealer(unseen(game.card_count(state), seen(game, state, seat), ()), rng)
    s = state.copy()
    s.hands = [
        list(h) if i == seat else d.take(p["hand_count"])
        for i, (h, p) in enumerate(zip(s.hands, v["players"]))
    ]
    s.stock = d.take(v["stock_count"])
    d.done()
    return s
