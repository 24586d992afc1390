"""The ismcts bot: registered, legal moves only, deterministic for a given rng, blind to hidden
cards, and under a second a decision at default strength."""

import random
import time

import pytest

from cardlab.bots import make_bot
from cardlab.bots.heuristic import HeuristicBot
from cardlab.bots.ismcts import ISMCTSBot
from cardlab.bots.sampling import determinize
from cardlab.engine import Match, get_game

GAMES = ("swoop", "sweep", "schwimmen")


def positions(game, k=6, seed=1):
    g = get_game(game)
    rng = random.Random(seed)
    out, m = [], Match(g, None, 4)
    st = m.new_deal(rng)
    while len(out) < k:
        if st.over:
            m.end_deal(st)
            if m.finished:
                m = Match(g, None, 4)
            st = m.new_deal(rng)
            continue
        if len(g.legal_moves(st)) > 2 and rng.random() < 0.3:
            out.append(st.copy())
        g.apply(st, HeuristicBot().choose(g, st), events=False)
    return g, out


def test_registered():
    assert make_bot("ismcts").name == "ismcts" and make_bot("ismcts").strength == "default"
    assert make_bot("ISMCTS-fast").strength == "fast"


@pytest.mark.parametrize("game", GAMES)
def test_legal_deterministic_and_blind(game):
    g, pos = positions(game, seed=4)
    bot = ISMCTSBot(iterations=12)
    for i, st in enumerate(pos):
        seat = st.to_move
        a = bot.choose(g, st.copy(), random.Random(7))
        assert a in g.legal_moves(st)
        assert bot.choose(g, st.copy(), random.Random(7)) == a
        other = determinize(g, st, seat, random.Random(100 + i))  # hidden cards reshuffled
        assert g.view(other, seat) == g.view(st, seat)
        assert bot.choose(g, other.copy(), random.Random(7)) == a


def test_decision_under_a_second_at_default_strength():
    for game in GAMES:
        g, pos = positions(game, k=2, seed=5)
        for st in pos:
            t = time.process_time()
            ISMCTSBot().choose(g, st, random.Random(1))
            assert time.process_time() - t < 1.0 * 2.5  # slack for a busy test machine
