"""Random Sweep rounds over 2, 3 and 4 players and the variants, checked move by move, and whole
random games written as records and replayed."""
import random

import pytest

from cardlab.engine import IllegalMove, Match
from cardlab.play import play_game
from cardlab.record import Record
from cardlab.games.sweep import SweepMove

from .sweep_helpers import DECK, G

CONFIGS = [
    (2, {}), (3, {}), (4, {}),
    (2, {"building": True}), (3, {"building": True}), (4, {"building": True}),
    (2, {"eight_card_deal": True}), (4, {"eight_card_deal": True, "building": True}),
    (3, {"no_sweep_points": True, "majority": "most"}), (4, {"partnerships": False}),
    (2, {"double_spade_ace": True, "building": True}), (3, {"eight_card_deal": True}),
]


def _wrong_capture(state, legal, rng):
    """A capture that is not among the legal moves (a legal capture with one table card more or
    less), or None."""
    caps = [m for m in legal if m.kind == "capture"]
    if not caps or not state.table:
        return None
    m = caps[rng.randrange(len(caps))]
    taken = set(m.match) | set(m.sums)
    extra = [c for c in state.table if c not in taken]
    if extra:
        sums = tuple(m.sums) + (extra[rng.randrange(len(extra))],)
    elif m.sums:
        sums = tuple(m.sums)[1:]
    else:
        return None
    bad = SweepMove("capture", m.card, m.match, m.builds, sums)
    return None if bad in legal else bad


def _play_round(n, opts, rng, deep):
    rules = G.rules(**opts)
    s = G.deal(rules, n, rng)
    moves = 0
    while not s.over:
        legal = G.legal_moves(s)
        assert legal, G.describe(s)
        assert len(set(legal)) == len(legal)
        if deep:
            for m in legal:
                assert G.parse_move(s, str(m)) == m
                t = s.copy()
                G.apply(t, m, events=False)
                assert sorted(G.card_count(t)) == sorted(DECK)
        bad = _wrong_capture(s, legal, rng)
        if bad is not None:
            with pytest.raises(IllegalMove):
                G.apply(s.copy(), bad)
            with pytest.raises(IllegalMove):
                G.parse_move(s, str(bad))
        if any(o == s.to_move for _, o in s.builds):
            with pytest.raises(IllegalMove):
                G.parse_move(s, s.hands[s.to_move][0])
        mv = legal[rng.randrange(len(legal))]
        assert G.parse_move(s, str(mv)) == mv
        ev = G.apply(s, mv, events=deep or moves % 7 == 0)
        count = G.card_count(s)
        assert len(count) == 52 and set(count.values()) == {1}
        moves += 1
        if ev:
            assert all(e.text("en") and e.text("de") for e in ev)
    res = G.result(s)
    sides = G.sides(rules, n)
    assert len(res.points) == len(sides)
    total, spades = G.in_play(s)
    assert sum(res.extra["cards"]) + len(s.table) == total
    assert sum(res.extra["spades"]) <= spades
    return moves


def test_random_rounds():
    rng = random.Random(12345)
    rounds = 0
    for i in range(2100):
        n, opts = CONFIGS[i % len(CONFIGS)]
        _play_round(n, opts, rng, deep=i % 20 == 0)
        rounds += 1
    assert rounds >= 2000


@pytest.mark.parametrize("n,opts", CONFIGS)
def test_random_games_as_records(n, opts):
    for seed in range(4):
        rec = play_game("sweep", G.rules(**opts), n, seed=seed * 31 + n)
        text = rec.dumps()
        again = Record.loads(text)
        assert again == rec and again.dumps() == text
        summary = again.check()
        assert summary.finished and len(summary.winners) == 1
        # replaying the record gives the same results as the play itself
        m = Match(G, G.rules(**opts), n)
        for d in rec.deals:
            s = m.start_deal(d.start)
            for mv in d.moves:
                G.apply(s, mv, events=False)
            assert s.over
            m.end_deal(s)
        assert [r.points for r in m.results] == [d["points"] for d in summary.deals]
        assert m.totals == summary.deals[-1]["totals"]
        top = max(m.totals)
        assert top >= G.rules(**opts).target_score
        assert summary.winners == [m.totals.index(top)]
        assert m.totals.count(top) == 1
        # the dealer passes to the next seat each round
        dealers = [d.start["dealer"] for d in rec.deals]
        assert all(b == (a + 1) % n for a, b in zip(dealers, dealers[1:]))
        assert "draw" in rec.deals[0].start


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
