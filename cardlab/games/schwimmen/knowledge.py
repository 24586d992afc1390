"""What a Schwimmen seat knows, and the unseen cards dealt again from that knowledge.

Public facts of a round (``knowledge.known``, see :class:`cardlab.bots.sampling.Knowledge`): a
card taken from the face-up middle is known to be in the taker's hand until it is swapped back;
the dealer's chosen stack was seen by nobody else; the cards a renewal took out of the game lay
face up in the middle.  A hand of 31 is laid down at once, so no hidden hand holds 31: a sample
that deals one is dealt again.

:func:`determinize` keeps the middle, the hands the seat sees and the stack it sees where they
are and deals the other cards again: the other hands (their known cards first), the unseen
stack, the stock, and the discarded cards when the seat only has the view.  Two options make the
hidden hands of players who have moved stronger than a uniform deal (players keep good cards):
``strong=k``, each such hand the best of ``k`` draws; ``emulate=k``, each hidden hand what a
rule-of-thumb player would hold after its turns this round (at most ``k``; the dealer's choice of
stack counts as one), each turn with a random middle of unseen cards.  Both use only the seat's
view and ``rng``.
"""

from __future__ import annotations

from collections import Counter

from .._unseen import Dealer, in_order, unseen
from .cards import hand_value2, in_deck_order, value2

TRIES = 50  # samples dealt before one with a hidden 31 is kept all the same


def start(game, state) -> dict:
    """The public facts at the start of a round: none beyond the view."""
    return {}


def update(knowledge, before, move, after) -> None:
    """Learn what every player saw ``move`` do: the cards the mover took from the middle join
    the known part of its hand, those it gave leave it; a chosen stack is known to nobody."""
    m = before.to_move
    known = knowledge.known
    if str(move) in ("keep", "second"):
        known[m] = Counter()  # a stack nobody else has seen
        return
    hb, ha = Counter(before.hand(m) or ()), Counter(after.hand(m) or ())
    took, gave = ha - hb, hb - ha  # through the face-up middle
    known[m] = (known[m] - gave) + took


def seen(game, state, seat: int, knowledge=None) -> Counter:
    """The cards whose place ``seat`` sees: the middle, the hands shown to it, a stack it
    sees; with ``knowledge`` (the seat watched the round) also the discarded cards."""
    return _seen(game.view(state, seat), state, knowledge)


def _seen(v, state, knowledge) -> Counter:
    got = Counter(v["middle"] or ())
    for p in v["players"]:
        if p["hand"] is not None:
            got.update(p["hand"])
    for st in v.get("stacks") or ():
        if st is not None:
            got.update(st)
    if knowledge is not None:
        got.update(state.discard)  # every discarded card lay face up in the middle
    return got


def determinize(game, state, seat: int, rng, knowledge=None, strong=1, emulate=0, **opts):
    """A copy of ``state`` that agrees with everything ``seat`` sees (and, with ``knowledge``,
    with what it saw happen), the other cards shuffled by ``rng`` into the hidden places;
    ``strong`` and ``emulate`` as the module says."""
    from .policy import strength

    v = game.view(state, seat)
    players = v["players"]
    hidden = [i for i, p in enumerate(players) if p["hand"] is None and p["hand_count"]]
    known = {}
    if knowledge is not None:
        known = {i: Counter(knowledge.known[i]) for i in hidden if knowledge.known[i]}
    pool = unseen(game.card_count(state), _seen(v, state, knowledge), known.values())
    scoring = state.rules.scoring
    have_moved, turns_of = _turns(state, v["turns"])
    stacks = v.get("stacks")
    for _ in range(TRIES):
        d = Dealer(pool, rng)
        s = state.copy()
        hands = list(s.hands)  # the state's attributes are read-only: a whole new list is set
        for i in hidden:
            count = players[i]["hand_count"]
            k = known.get(i)
            if k:
                hands[i] = in_deck_order(in_order(k) + d.take(count - sum(k.values())))
                continue
            if emulate and count == 3:
                turns = min(emulate, turns_of.get(i, 0) + (i == state.dealer))
                d.put_first(_emulated_hand(d.left(), turns, scoring, rng, strength))
            elif strong > 1 and i in have_moved and count == 3:
                d.put_first(_best_of(d.left(), strong, scoring, rng))
            hands[i] = in_deck_order(d.take(count))
        s.hands = hands
        if stacks is not None:
            s.stacks = [list(x) if x is not None else d.take(c) for x, c in zip(stacks, v["stack_counts"])]
        s.stock = d.take(v["stock_count"])
        if knowledge is None:
            s.discard = d.take(v["discard_count"])
        d.done()
        if state.over or s.choosing or not _thirty_one(s):
            break
    return s


def _thirty_one(s) -> bool:
    """Whether a hand of a seat still in holds 31."""
    return any(hand_value2(h, s.scoring) == 62 for h in (s.hand_ids[x] for x in s.order) if h)


def _turns(state, turns: int):
    """The seats that have moved this round, and how many turns each has had (play goes round
    from the seat after the dealer)."""
    first = state.nxt[state.dealer] if state.nxt[state.dealer] is not None else 0
    have_moved, x = set(), first
    for _ in range(min(turns, len(state.order))):
        have_moved.add(x)
        x = state.nxt[x]
    turns_of: dict = {}
    x = first
    for _ in range(turns):
        turns_of[x] = turns_of.get(x, 0) + 1
        x = state.nxt[x]
    return have_moved, turns_of


def _best_of(pool, k, scoring, rng) -> list:
    """Positions of three cards of ``pool``: the best hand of ``k`` random draws."""
    best_v, best = -1, []
    for _ in range(k):
        idx = rng.sample(range(len(pool)), 3)
        v2 = value2([pool[j] for j in idx], scoring)
        if v2 > best_v:
            best_v, best = v2, idx
    return best


def _emulated_hand(pool, turns, scoring, rng, strength) -> list:
    """Positions of three cards of ``pool`` as a rule-of-thumb player would hold them after
    ``turns`` turns: a random hand, then on each turn a random middle from the pool and the
    swap (or none) that collects one suit best (``strength`` values three cards)."""
    idx = rng.sample(range(len(pool)), min(len(pool), 3 + 3 * max(0, turns)))
    hand = idx[:3]
    for t in range(turns):
        mid = idx[3 + 3 * t : 6 + 3 * t]
        if len(mid) < 3:
            break
        cards = [pool[j] for j in hand]
        best = (strength(cards, scoring) + 0.3, hand)
        for gi in range(3):
            for m in mid:
                new = [hand[k] for k in range(3) if k != gi] + [m]
                sc = strength([pool[j] for j in new], scoring)
                if sc > best[0]:
                    best = (sc, new)
        sc = strength([pool[j] for j in mid], scoring)
        if sc > best[0]:
            best = (sc, list(mid))
        hand = best[1]
    return hand
