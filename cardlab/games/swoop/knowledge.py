"""What a Swoop seat knows, and the unseen cards dealt again from that knowledge.

Public facts of a deal (``knowledge.known`` and ``knowledge.facts``, see
:class:`cardlab.bots.sampling.Knowledge`): the cards a player picked up from the pile were face
up on it, so everyone knows they are in that hand until they are played again; the cards of the
first-starter draw were shown and then lie among the set-aside cards (``facts["drawn"]``);
every swept card was seen on the pile.

:func:`determinize` keeps every card the seat sees where it is (its hand, the face-up cards, the
pile, a revealed mystery card) and deals the others again: the other hands (their known cards
first), the mystery cards, the swept cards when the seat only has the view, the set-aside cards.
"""

from __future__ import annotations

from collections import Counter

from .._unseen import Dealer, in_order, unseen


def start(game, state) -> dict:
    """The public facts at the start of a deal: the cards of the first-starter draw."""
    draw = state.draw
    return {"drawn": Counter(c for _, c in draw) if draw else Counter()}


def update(knowledge, before, move, after) -> None:
    """Learn what every player saw ``move`` do: hand cards laid face up leave the known part
    of the mover's hand; a pile picked up joins it."""
    m = before.to_move
    known = knowledge.known
    played = Counter(getattr(move, "hand", ()) or ())
    known[m] = known[m] - played
    pile = before.pile
    if pile:
        rest = Counter(before.hand_list(m)) - played
        added = Counter(after.hand_list(m)) - rest
        if added == Counter(pile):  # picked up the (face-up) pile
            known[m] = known[m] + added


def seen(game, state, seat: int, knowledge=None) -> Counter:
    """The cards whose place ``seat`` sees: its hand, the face-up cards, the pile and a revealed
    mystery card; with ``knowledge`` (the seat watched the deal) also the swept cards."""
    return _seen(game.view(state, seat), state, seat, knowledge)


def _seen(v, state, seat, knowledge) -> Counter:
    got = Counter(v["pile"])
    got.update(v["players"][seat]["hand"] or ())
    for p in v["players"]:
        got.update(c for c in p["up"] if c is not None)
    if v["revealed"] is not None:
        got[v["revealed"]["card"]] += 1
    if knowledge is not None:
        got.update(state.out)  # every swept card was seen on the pile
    return got


def determinize(game, state, seat: int, rng, knowledge=None, **opts):
    """A copy of ``state`` that agrees with everything ``seat`` sees (and, with ``knowledge``,
    with what it saw happen), the other cards shuffled by ``rng`` into the hidden places."""
    v = game.view(state, seat)
    players = v["players"]
    known = {}
    aside_known: Counter = Counter()
    if knowledge is not None:
        for s, p in enumerate(players):
            if s != seat and p["hand_count"]:
                known[s] = Counter(knowledge.known[s])
        left = Counter(knowledge.facts.get("drawn") or ())
        for c in state.aside:  # the drawn cards lie among the set-aside ones
            if left[c] > 0:
                aside_known[c] += 1
                left[c] -= 1
    pool = unseen(game.card_count(state), _seen(v, state, seat, knowledge), [*known.values(), aside_known])
    d = Dealer(pool, rng)
    s = state.copy()
    for i, p in enumerate(players):
        if i != seat:
            k = known.get(i, Counter())
            s.set_hand(i, in_order(k) + d.take(p["hand_count"] - sum(k.values())))
    for i, p in enumerate(players):
        s.down[i] = [None if c is None else d.take(1)[0] for c in p["down"]]
    if knowledge is None:
        s.out = d.take(v["out_count"])
    s.aside = in_order(aside_known) + d.take(v["aside_count"] - sum(aside_known.values()))
    d.done()
    s._legal = None
    return s
