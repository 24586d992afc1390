"""Sweep's move codes and the playout's pick, against the legal moves of random rounds.  Random
rounds and whole games with checks at every move: tests/test_random_play.py (with Sweep's own
invariants in tests/sweep/invariants.py)."""

import random

import pytest

from .helpers import G

CONFIGS = [
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"building": True}),
    (3, {"building": True}),
    (4, {"building": True}),
    (2, {"eight_card_deal": True}),
    (4, {"eight_card_deal": True, "building": True}),
    (3, {"no_sweep_points": True, "majority": "most"}),
    (4, {"partnerships": False}),
    (2, {"double_spade_ace": True, "building": True}),
    (3, {"eight_card_deal": True}),
]


@pytest.mark.parametrize("n,opts", [c for c in CONFIGS if not c[1].get("building")])
def test_move_codes_and_the_playout_pick_follow_legal_moves(n, opts):
    """Without builds the moves are codes: ``legal_codes`` gives the codes of ``legal_moves`` in
    their order, and the playout's pick ``_random_code(s, x)`` the code at ``int(x * len)``."""
    from cardlab.games.sweep import play

    rules = G.rules(**opts)
    rng = random.Random(n * 101 + len(opts))
    checked = 0
    for _ in range(80):
        s = G.deal(rules, n, rng)
        while not s.over:
            legal = G.legal_moves(s)
            codes = play.legal_codes(s)
            assert codes == [m.gen for m in legal]
            for x in (0.0, 0.4999, rng.random(), 0.999999):
                assert play._random_code(s, x) == codes[int(x * len(codes))]
            G.apply(s, legal[int(rng.random() * len(legal))], events=False)
            checked += 1
    assert checked > 1000
