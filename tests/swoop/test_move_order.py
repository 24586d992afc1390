"""The order of Swoop's legal moves, and the playout's pick without the list.

``reference_moves`` is the generator as it was first written (the plays by value, a face-up
value's plays in its place, the other face-up cards by slot, the reveals), kept here plainly so
that the engine's faster walk is checked against it at every move of random deals: the same
moves in the same order, and ``_pick(state, r)`` the move ``legal_moves(state)[int(r * len)]``.
"""

import random
from itertools import combinations

import pytest

from cardlab import get_game
from cardlab.engine import Match
from cardlab.games.swoop import play
from cardlab.games.swoop.cards import CARD_ID, CARD_STR, RANK_OF, code_cards

G = get_game("swoop")


def _special(v, ojs):
    return v == 0 or (v == 10 and not ojs)


def _plays(kind, v, hand, slots, limit, allow_empty):
    """Every play of k hand cards (suit order) and a set of the face-up ``slots``."""
    out = []
    for m in range(len(slots) + 1):
        for sub in combinations(slots, m):
            for k in range(len(hand) + 1):
                if k + m > limit:
                    break
                if k + m == 0 and not allow_empty:
                    continue
                out.append(str(_move(kind, v, hand[:k], sub)))
    return out


def _move(kind, v, hand, sub):
    from cardlab.games.swoop.moves import SwoopMove

    return SwoopMove(kind, RANK_OF[v], tuple(hand), tuple((s, CARD_STR[c]) for s, c in sub))


def reference_moves(state):
    seat, ojs = state.to_move, state.ojs
    codes, up = state.hand_codes[seat], state.up_ids[seat]
    hand = {v: code_cards(v, codes[v]) for v in range(14) if codes[v]}
    hand = {v: [CARD_STR[c] for c in cs] for v, cs in hand.items()}
    val = lambda c: 0 if c == 52 else (c >> 2) + 1  # noqa: E731
    if state.revealed is not None:
        rv = val(CARD_ID[state.revealed[1]])
        slots = [(i + 1, c) for i, c in enumerate(up) if c >= 0 and val(c) == rv]
        return _plays("complete", rv, hand.get(rv, []), slots, play.limit(state, rv) - 1, True)
    pile = state.pile_ids
    top, top_lim = -1, 4
    if pile and not state.big_swoop and not _special(val(pile[-1]), ojs):
        top = val(pile[-1])
        top_lim = 4 - next(k for k in range(1, len(pile) + 1) if k == len(pile) or val(pile[-1 - k]) != top)
    by_value = {}
    for i, c in enumerate(up):
        if c >= 0:
            by_value.setdefault(val(c), []).append((i + 1, c))
    parts, tail = {}, []
    for v, cards in hand.items():
        parts[v] = (
            [str(_move("play", v, cards[:1], ()))]
            if _special(v, ojs)
            else [str(_move("play", v, cards[:k], ())) for k in range(1, min(len(cards), 4) + 1)]
        )
        if v == top and v not in by_value:
            parts[v] = parts[v][:top_lim]
    for v, slots in by_value.items():
        if _special(v, ojs):
            tail += [str(_move("play", v, (), [sc])) for sc in slots]
        elif v in hand:
            parts[v] = _plays("play", v, hand[v], slots, top_lim if v == top else 4, False)
        else:
            tail += _plays("play", v, [], slots, top_lim if v == top else 4, False)
    out = [m for v in sorted(parts) for m in parts[v]] + tail
    return out + [f"d{i + 1}" for i in range(4) if up[i] < 0 and state.down[seat][i] is not None]


def _whole(m):
    return m.kind, m.rank, m.hand, m.up, m.slot, m.delta, m.smask, m.hand_ids


VARIANTS = [
    {},
    {"only_jokers_swoop": True},
    {"big_swoop": True, "cards_per_player": 20},
    {"table_cards": "mystery_only"},
    {"table_cards": "none"},
]


@pytest.mark.parametrize("opts", VARIANTS)
def test_legal_moves_and_the_playout_pick_follow_the_reference_order(opts):
    rules = G.rules(**opts)
    rng = random.Random(7)
    checked = 0
    for deal in range(40):
        s = Match(G, rules, 3 + deal % 6).new_deal(rng)
        while not s.over:
            legal = G.legal_moves(s)
            assert [str(m) for m in legal] == reference_moves(s)
            for r in (0.0, 0.4999, rng.random(), 0.999999):
                assert _whole(play._pick(s, r)) == _whole(legal[int(r * len(legal))])
            G.apply(s, legal[int(rng.random() * len(legal))], events=False)
            checked += 1
    assert checked > 2000
