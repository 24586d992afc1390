"""Every way a Schwimmen round can end is reached by random play (a bot that mostly passes, so
that rows of passes renew the middle and the stock runs out).  Random games with checks at every
move: tests/test_random_play.py (with Schwimmen's own invariants in tests/schwimmen/invariants.py)."""

import random
from collections import Counter

from cardlab.engine import Match
from cardlab.games.schwimmen import PASS

from .helpers import G

RULES = [
    G.rules(),
    G.rules(seven_eight_nine=True),
    G.rules(scoring="suit_only"),
    G.rules(scoring="suit_or_rank", seven_eight_nine=True),
]


def _choose(state, rng, passive):
    moves = G.legal_moves(state)
    if passive and rng.random() < 0.9 and PASS in moves:
        return PASS
    return moves[rng.randrange(len(moves))]


def test_every_way_a_round_ends_is_reached():
    ends = Counter()
    for i in range(160):
        n = 2 + i % 8
        rng = random.Random(1000 * n + i)
        match = Match(G, RULES[i % len(RULES)], n)
        while not match.finished:
            state = match.new_deal(rng)
            while not state.over:
                G.apply(state, _choose(state, rng, passive=i % 3 == 1), events=False)
            ends[state.end] += 1
            assert sum(match.end_deal(state).points) >= 1
        finished, winners = match.status()
        assert finished and 1 <= len(winners) <= n
        assert sum(1 for x in match.totals if x >= 0) <= 1
    assert set(ends) == {"knock", "thirty_one", "stock_out"}, ends
