"""What a player knows: the seat's view plus what it has seen happen in the deal so far.

A player at the table remembers what was played face up.  :class:`Knowledge` follows one deal
move by move and keeps only public facts:

* **Swoop**: the cards a player picked up from the pile (they were face up on it) are known to be
  in that hand until they are played again; swept cards were all seen on the pile.
* **Sweep**: every captured card was seen when it was captured.
* **Schwimmen**: a card taken from the middle is known to be in the taker's hand until it is
  swapped back; the cards taken out of the game were all in the middle, face up.

:func:`determinize` deals the cards the seat has not seen, shuffled by ``rng``, into the places
it cannot see (other hands less their known cards, mystery cards, the stock, the unseen stack),
keeping everything else where it is.  Everything it reads is the seat's view, the public facts
above and the counts of hidden places: two states that differ only in cards the seat has never
seen give the same sample for the same ``rng`` state.  The sample is made through the record
format (``state_to_json`` / ``state_from_json``), so it holds whatever the engine's states hold.
"""

from __future__ import annotations

import random
from collections import Counter

from ..cards import sort_key


def _sorted(counter: Counter) -> list:
    out = []
    for c in sorted(counter, key=sort_key):
        if counter[c] > 0:
            out.extend([c] * counter[c])
    return out


class Knowledge:
    """Public knowledge of one deal: ``known[s]``, the cards everyone knows to be in seat
    ``s``'s hidden hand.  Call :meth:`update` with the full states before and after each move
    (only what every player saw is taken from them)."""

    def __init__(self, game, state):
        self.game = game
        self.known = [Counter() for _ in range(state.n)]
        draw = game.state_to_json(state).get("draw") if game.name == "swoop" else None
        self.drawn = Counter(c for _, c in draw) if draw else Counter()

    def copy(self) -> "Knowledge":
        k = Knowledge.__new__(Knowledge)
        k.game, k.drawn = self.game, self.drawn
        k.known = [Counter(x) for x in self.known]
        return k

    def update(self, before, move, after):
        name = self.game.name
        if name == "swoop":
            self._swoop(before, move, after)
        elif name == "schwimmen":
            self._schwimmen(before, move, after)
        # Sweep: hands are never shown; captured cards are public and stay where they are

    def _hand(self, state, seat) -> Counter:
        h = self.game.view(state, None)["players"][seat]["hand"]
        return Counter(h or ())

    def _swoop(self, before, move, after):
        m = before.to_move
        played = Counter(getattr(move, "hand", ()) or ())  # hand cards laid face up
        self.known[m] = self.known[m] - played
        pile = list(before.pile)
        if pile:
            rest = self._hand(before, m) - played
            added = self._hand(after, m) - rest
            if added == Counter(pile):  # picked up the (face-up) pile
                self.known[m] = self.known[m] + added

    def _schwimmen(self, before, move, after):
        m = before.to_move
        if str(move) in ("keep", "second"):
            self.known[m] = Counter()  # a stack nobody else has seen
            return
        hb, ha = self._hand(before, m), self._hand(after, m)
        took, gave = ha - hb, hb - ha  # through the face-up middle
        self.known[m] = (self.known[m] - gave) + took


# -- the cards a seat sees now ----------------------------------------------------------------
def _visible(game, state, view, seat, js) -> Counter:
    """The cards the seat sees or knows the place of (not counting known cards in other
    hands); ``js`` is the state as a record's start (for the public piles)."""
    name = game.name
    seen = Counter()
    if name == "swoop":
        seen.update(view["pile"])
        seen.update(view["players"][seat]["hand"] or ())
        for p in view["players"]:
            seen.update(c for c in p["up"] if c is not None)
        if view["revealed"] is not None:
            seen[view["revealed"]["card"]] += 1
        seen.update(js.get("out") or ())  # every swept card was seen on the pile
    elif name == "sweep":
        seen.update(view["table"])
        for b in view["builds"]:
            seen.update(b["build"])
        seen.update(view["players"][seat]["hand"] or ())
        for c in js.get("captured") or ():  # every captured card was seen when captured
            seen.update(c)
    elif name == "schwimmen":
        seen.update(view["middle"] or ())
        for p in view["players"]:
            if p["hand"] is not None:
                seen.update(p["hand"])
        for st in view.get("stacks") or ():
            if st is not None:
                seen.update(st)
        seen.update(js.get("discard") or ())  # every discarded card lay face up in the middle
    else:
        raise NotImplementedError(f"no determinization for {name}")
    return seen


class Sampler:
    """Samples of one position as ``seat`` knows it (``knowledge``: a :class:`Knowledge` of the
    deal up to here, or None for only the view).  ``sample(rng)`` returns a full state."""

    def __init__(self, game, state, seat: int, knowledge: Knowledge | None = None):
        self.game, self.state, self.seat = game, state, seat
        n = state.n
        known = knowledge.known if knowledge is not None else [Counter() for _ in range(n)]
        view = game.view(state, seat)
        self.view = view
        self.js = game.state_to_json(state)
        seen = _visible(game, state, view, seat, self.js)
        pool = Counter(game.card_count(state))
        pool.subtract(seen)
        self.known = {}
        name = game.name
        players = view["players"]
        for s in range(n):
            if s == seat or players[s].get("hand") is not None or not players[s]["hand_count"]:
                continue
            k = Counter(known[s])
            pool.subtract(k)
            self.known[s] = k
        if name == "swoop":
            drawn = knowledge.drawn if knowledge is not None else Counter()
            aside_known = Counter()
            left = Counter(drawn)
            for c in self.js.get("aside") or ():  # the drawn cards lie among the set-aside ones
                if left[c] > 0:
                    aside_known[c] += 1
                    left[c] -= 1
            pool.subtract(aside_known)
            self.aside_known = aside_known
        if any(v < 0 for v in pool.values()):
            raise ValueError("the seat's knowledge does not fit the position")
        self.pool = _sorted(pool)  # canonical order: independent of where cards lie

    def sample(self, rng: random.Random, tries: int = 50):
        game = self.game
        for _ in range(tries):
            cards = list(self.pool)
            rng.shuffle(cards)
            js = self._fill(cards)
            det = game.state_from_json(self.state.rules, self.state.n, js)
            if det.over == self.state.over:
                return det
        return det  # a position so constrained that every sample ends it: keep the last

    def _fill(self, cards: list) -> dict:
        it = iter(cards)

        def take(k):
            out = []
            for _ in range(k):
                out.append(next(it))
            return out

        js = dict(self.js)
        v, name = self.view, self.game.name
        players = v["players"]
        hands = list(js["hands"])
        for s, p in enumerate(players):
            if s in self.known:
                k = self.known[s]
                count = p["hand_count"]
                hands[s] = _sorted(k) + take(count - sum(k.values()))
        js["hands"] = hands
        if name == "swoop":
            js["down"] = [[None if c is None else take(1)[0] for c in p["down"]] for p in players]
            js["aside"] = _sorted(self.aside_known) + take(v["aside_count"] - sum(self.aside_known.values()))
        elif name == "sweep":
            js["stock"] = take(v["stock_count"])
        elif name == "schwimmen":
            st = v.get("stacks")
            if st is not None:
                counts = v.get("stack_counts") or [3, 3]
                js["stacks"] = [list(x) if x is not None else take(k) for x, k in zip(st, counts)]
            js["stock"] = take(v["stock_count"])
        rest = list(it)
        if rest:
            raise ValueError("more unseen cards than hidden places")
        return js
