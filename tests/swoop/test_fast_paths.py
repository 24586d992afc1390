"""The fast paths of Swoop (``apply(..., events=False)`` and ``playout``) keep the state's own
fields as the full path does.  Random deals with checks at every move: tests/test_random_play.py
(with Swoop's own invariants in tests/swoop/invariants.py)."""

import random

from cardlab import Match
from cardlab.games.swoop.play import up_info

from .helpers import G
from .invariants import check_kept

VARIANTS = [
    {},
    {"preset": "published", "dead_deal_plays": 300},
    {"simple_scoring": True},
    {"cards_per_player": 20},
    {"table_cards": "mystery_only"},
    {"table_cards": "none"},
    {"only_jokers_swoop": True},
    {"big_swoop": True},
    {"score_table_cards": False},
    {"dead_deal_plays": 40},
]


def test_kept_fields_without_events_and_in_playouts():
    """The fast paths (``apply(..., events=False)`` and ``playout``) keep the same fields."""
    rng = random.Random(14)
    for i in range(300):
        spec = dict(VARIANTS[i % len(VARIANTS)])
        preset = spec.pop("preset", None)
        state = Match(G, G.rules(preset, **spec), 3 + i % 6).new_deal(rng)
        while not state.over:
            legal = G.legal_moves(state)
            for seat in range(state.n):
                up_info(state, seat)  # made now, so that a stale one would show
            G.apply(state, legal[rng.randrange(len(legal))], events=False)
            check_kept(state)
            if rng.random() < 0.05:
                G.playout(state, rng, depth=rng.randrange(1, 30))
                check_kept(state)
