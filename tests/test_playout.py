"""game.playout: the loop inside the engine plays what the per-move public API plays."""

from __future__ import annotations

import random

import pytest

from cardlab import get_game
from cardlab.bots.heuristic import best_move
from cardlab.engine import Match

VARIANTS = {
    "swoop": [
        {},
        {"table_cards": "mystery_only", "big_swoop": True},
        {"only_jokers_swoop": True, "cards_per_player": 20, "table_cards": "none"},
    ],
    "sweep": [{}, {"building": True}, {"eight_card_deal": True}],
    "schwimmen": [{}, {"seven_eight_nine": True, "scoring": "suit_or_rank"}],
}


def _cases():
    for game, variants in VARIANTS.items():
        for opts in variants:
            yield game, opts


def _deal(game, opts, seed, n):
    g = get_game(game)
    m = Match(g, g.rules(**opts), n)
    return g, m.new_deal(random.Random(seed))


@pytest.mark.parametrize("game,opts", list(_cases()))
def test_random_playout_plays_the_per_move_loop(game, opts):
    for seed in range(25):
        n = 3 + seed % 2 if game != "sweep" else 2 + seed % 3
        g, a = _deal(game, opts, seed, n)
        b = a.copy()
        ra, rb = random.Random(seed), random.Random(seed)
        played = g.playout(a, ra)
        k = 0
        while not b.over:
            legal = g.legal_moves(b)
            g.apply(b, legal[int(rb.random() * len(legal))], events=False)
            k += 1
        assert a.over and played == k
        assert g.state_to_json(a) == g.state_to_json(b)
        assert g.result(a).points == g.result(b).points
        assert ra.random() == rb.random()


@pytest.mark.parametrize("game", list(VARIANTS))
def test_playout_stops_after_depth_and_takes_a_policy(game):
    g, s = _deal(game, {}, 3, 4)
    t = s.copy()
    assert g.playout(s, random.Random(1), depth=5) == 5 and g.legal_moves(s) is not None
    seen = []

    def policy(game_, state):
        assert game_ is g
        seen.append(state.to_move)
        return best_move(game_, state)

    k = g.playout(t, random.Random(1), policy=policy)
    assert t.over and k == len(seen) > 0


def test_a_bad_policy_is_refused():
    g, s = _deal("sweep", {}, 1, 2)
    with pytest.raises(ValueError):
        g.playout(s, random.Random(1), policy="nonsense")
