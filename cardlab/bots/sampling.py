"""Determinization: a full state that agrees with everything one seat can see.

:func:`determinize` keeps every card visible to ``seat`` (``game.view(state, seat)``) where it is,
and deals the cards the seat cannot see, shuffled by ``rng``, into the hidden places with the
right counts (other hands, mystery cards, stock, face-down piles).  The result depends only on the
seat's view (and the public counters of the state), never on where the hidden cards really are:
two states that differ only in hidden cards give the same sample for the same ``rng`` state.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import sort_key


def unseen_cards(full_deck, seen) -> list:
    """The cards of ``full_deck`` (a list with repeats) that are not in ``seen``, in a canonical
    order (so the result does not depend on where hidden cards lie)."""
    left = Counter(full_deck)
    left.subtract(Counter(seen))
    out = []
    for c in sorted(left, key=sort_key):
        if left[c] > 0:
            out.extend([c] * left[c])
    return out


def determinize(game, state, seat: int, rng: random.Random, **opts):
    """A copy of ``state`` with the cards ``seat`` cannot see reshuffled into the hidden places.
    Schwimmen takes ``strong=k``: each hidden hand of a player who has had a turn is the best
    of ``k`` draws from the unseen cards (players keep good cards; 1 = a uniform shuffle), and
    ``emulate=k``: each hidden hand is what a rule-of-thumb player would hold after its turns
    this round (at most ``k``; the dealer counts its choice of stack as one), each turn with a
    random middle from the unseen cards.  Both use only the seat's view and ``rng``."""
    fn = _SAMPLERS.get(game.name)
    if fn is None:
        raise NotImplementedError(f"no determinization for {game.name}")
    return fn(game, state, seat, rng, **opts)


class _Dealer:
    def __init__(self, cards, rng):
        self.cards = list(cards)
        rng.shuffle(self.cards)
        self.i = 0

    def take(self, k: int) -> list:
        got = self.cards[self.i : self.i + k]
        self.i += k
        if len(got) < k:
            raise ValueError("fewer unseen cards than hidden places")
        return got

    def rest(self) -> list:
        got = self.cards[self.i :]
        self.i = len(self.cards)
        return got


# -- Swoop ----------------------------------------------------------------------------------
def _swoop(game, state, seat, rng, **opts):
    from ..cards import deck
    from ..games.swoop import decks_for

    v = game.view(state, seat)
    seen = list(v["pile"])
    mine = v["players"][seat]["hand"]
    seen += mine
    for p in v["players"]:
        seen += [c for c in p["up"] if c is not None]
    if v["revealed"] is not None:
        seen.append(v["revealed"]["card"])
    d = _Dealer(unseen_cards(deck(decks_for(state.n)), seen), rng)
    s = state.copy()
    for i, p in enumerate(v["players"]):
        if i == seat:
            continue
        s.set_hand(i, d.take(p["hand_count"]))
    for i, p in enumerate(v["players"]):
        s.down[i] = [None if c is None else d.take(1)[0] for c in p["down"]]
    s.out = d.take(v["out_count"])
    s.aside = d.take(v["aside_count"])
    s._legal = None
    return s


# -- Sweep ----------------------------------------------------------------------------------
def _sweep(game, state, seat, rng, **opts):
    from ..games.sweep import FULL_DECK, _hand_sorted

    v = game.view(state, seat)
    seen = list(v["table"]) + [c for b in v["builds"] for c in b["build"]]
    seen += v["players"][seat]["hand"]
    d = _Dealer(unseen_cards(FULL_DECK, seen), rng)
    s = state.copy()
    hands = s.hands  # the state's attributes take whole lists of card strings
    for i, p in enumerate(v["players"]):
        if i != seat:
            hands[i] = _hand_sorted(d.take(p["hand_count"]))
    s.hands = hands
    s.stock = d.take(v["stock_count"])
    s.captured = [d.take(p["captured_count"]) for p in v["players"]]
    return s


# -- Schwimmen ------------------------------------------------------------------------------
def _emulated_hand(pool, turns, scoring, rng):
    """Three cards of ``pool`` (indices) as a rule-of-thumb player would hold them after
    ``turns`` turns: a random hand, then on each turn a random middle from the pool and the
    swap (or none) that collects one suit best."""
    from ..bots.heuristic import schwimmen_strength

    idx = rng.sample(range(len(pool)), min(len(pool), 3 + 3 * max(0, turns)))
    hand = idx[:3]
    for t in range(turns):
        mid = idx[3 + 3 * t : 6 + 3 * t]
        if len(mid) < 3:
            break
        cards = [pool[j] for j in hand]
        best = (schwimmen_strength(cards, scoring) + 0.3, hand)
        for gi in range(3):
            for m in mid:
                new = [hand[k] for k in range(3) if k != gi] + [m]
                sc = schwimmen_strength([pool[j] for j in new], scoring)
                if sc > best[0]:
                    best = (sc, new)
        sc = schwimmen_strength([pool[j] for j in mid], scoring)
        if sc > best[0]:
            best = (sc, list(mid))
        hand = best[1]
    return hand


def _schwimmen(game, state, seat, rng, strong=1, emulate=0, **opts):
    from ..games.schwimmen import DECK, _sorted, value2

    v = game.view(state, seat)
    seen = list(v["middle"] or [])
    for p in v["players"]:
        if p["hand"] is not None:
            seen += p["hand"]
    stacks = v.get("stacks")
    if stacks is not None:
        for st in stacks:
            if st is not None:
                seen += st
    d = _Dealer(unseen_cards(DECK, seen), rng)
    s = state.copy()
    hands = s.hands  # the state's attributes take whole lists of card strings
    scoring = state.rules.scoring
    moved = min(v["turns"], len(state.order))  # the first players in turn order have moved
    first = state.nxt[state.dealer] if state.nxt[state.dealer] is not None else 0
    have_moved, x = set(), first
    for _ in range(moved):
        have_moved.add(x)
        x = state.nxt[x]
    turns_of, x = {}, first  # turns each player has had this round
    for j in range(v["turns"]):
        turns_of[x] = turns_of.get(x, 0) + 1
        x = state.nxt[x]
    for i, p in enumerate(v["players"]):
        if p["hand"] is None and p["hand_count"]:
            if emulate and p["hand_count"] == 3:
                pool = d.cards[d.i :]
                idx = _emulated_hand(
                    pool, min(emulate, turns_of.get(i, 0) + (i == state.dealer)), scoring, rng
                )
                chosen = [pool[j] for j in idx]
                rest = [c for j, c in enumerate(pool) if j not in set(idx)]
                d.cards[d.i :] = chosen + rest
                hands[i] = _sorted(d.take(3))
                continue
            k = strong if (strong > 1 and i in have_moved) else 1
            if k > 1 and p["hand_count"] == 3:
                pool = d.cards[d.i :]
                best = None
                for _ in range(k):
                    idx = rng.sample(range(len(pool)), 3)
                    v2 = value2([pool[j] for j in idx], scoring)
                    if best is None or v2 > best[0]:
                        best = (v2, idx)
                chosen = [pool[j] for j in best[1]]
                rest = [c for j, c in enumerate(pool) if j not in set(best[1])]
                d.cards[d.i :] = chosen + rest
            hands[i] = _sorted(d.take(p["hand_count"]))
    s.hands = hands
    if stacks is not None:
        s.stacks = [list(st) if st is not None else d.take(k) for st, k in zip(stacks, v["stack_counts"])]
    s.stock = d.take(v["stock_count"])
    s.discard = d.take(v["discard_count"])
    return s


_SAMPLERS = {"swoop": _swoop, "sweep": _sweep, "schwimmen": _schwimmen}
