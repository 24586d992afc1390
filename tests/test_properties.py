"""Hypothesis property tests over all three games: random positions reached by random play,
then every legal move applied and checked (cards conserved, a seat to move, the position
round-trips through JSON, the text, view and explanation renderings never fail)."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardlab import explain, get_game
from cardlab.engine import Match

GAMES = {"swoop": (3, 8), "sweep": (2, 4), "schwimmen": (2, 9)}


def _reach(game, n, seed, steps):
    g = get_game(game)
    rng = random.Random(seed)
    m = Match(g, None, n)
    s = m.new_deal(rng)
    for _ in range(steps):
        if s.over:
            break
        legal = g.legal_moves(s)
        g.apply(s, legal[rng.randrange(len(legal))], events=False)
    return g, s


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_legal_move_from_a_random_position(game, data):
    lo, hi = GAMES[game]
    n = data.draw(st.integers(lo, hi), label="players")
    seed = data.draw(st.integers(0, 2 ** 32 - 1), label="seed")
    steps = data.draw(st.integers(0, 400), label="steps")
    g, s = _reach(game, n, seed, steps)
    # the position round-trips through its JSON form
    js = g.state_to_json(s)
    json.dumps(js)
    again = g.state_from_json(s.rules, n, json.loads(json.dumps(js)))
    assert g.state_to_json(again) == js
    for lang in ("en", "de"):
        assert g.describe(s, lang)
    for seat in [None, *range(n)]:
        json.dumps(g.view(s, seat))
    if s.over:
        res = g.result(s)
        assert all(isinstance(p, int) and p >= 0 for p in res.points)
        return
    total = g.card_count(s)
    legal = g.legal_moves(s)
    assert legal and len(set(legal)) == len(legal)
    for mv in legal:
        t = s.copy()
        assert g.parse_move(t, str(mv)) == mv
        ev = g.apply(t, mv)
        assert g.card_count(t) == total
        assert t.over or 0 <= t.to_move < n
        for lang in ("en", "de"):
            assert explain(ev, lang, [f"P{i}" for i in range(n)])
        json.dumps([e.to_json() for e in ev])
    # applying to a copy left the original untouched
    assert g.state_to_json(s) == js
