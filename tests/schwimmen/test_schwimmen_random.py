"""Random games to the end of the game, 2-9 players, with checks after every move, and records
of the same games replaying to the same result."""
import random
import re
from collections import Counter

import pytest

from cardlab.engine import IllegalMove, Match
from cardlab.explain import catalog, render
from cardlab.games.schwimmen import (DECK, KEEP, KNOCK, PASS, RENEW, SECOND, SWAP_ALL, _SWAP,
                                     value2)
from cardlab.play import play_game
from cardlab.record import Record
from schwimmen_helpers import G

GAMES_PER_COUNT = 250            # 8 player counts: 2,000 games
FULL = Counter(DECK)
PLAIN = [KEEP, SECOND, PASS, KNOCK, SWAP_ALL, RENEW]
RULES = [G.rules(), G.rules(seven_eight_nine=True), G.rules(scoring="suit_only"),
         G.rules(scoring="suit_or_rank", seven_eight_nine=True)]


class PassiveBot:
    """Passes most of the time, so rows of passes renew the middle and the stock runs out."""

    def choose(self, game, state, rng):
        moves = game.legal_moves(state)
        if rng.random() < 0.9 and PASS in moves:
            return PASS
        return moves[rng.randrange(len(moves))]


class RandomBot:
    def choose(self, game, state, rng):
        moves = game.legal_moves(state)
        return moves[rng.randrange(len(moves))]


def _heavy_checks(state, legal, check_rng):
    """Every legal move applies (on a copy); moves that are not legal are refused."""
    legal_set = set(legal)
    for mv in legal:
        c = state.copy()
        G.apply(c, mv, events=False)
        assert Counter(G.card_count(c)) == FULL
        assert G.parse_move(state, str(mv)) == mv
    cands = list(PLAIN)
    if state.middle is not None:
        hand = state.hands[state.to_move]
        cands += [_SWAP[g, t] for g in state.middle for t in hand]          # the wrong way round
        cands += [_SWAP[check_rng.choice([c for c in DECK if c != t]), t] for t in state.middle]
        cands += [_SWAP[g, check_rng.choice([c for c in DECK if c != g])] for g in hand]
    for mv in cands:
        if mv in legal_set:
            continue
        before = G.state_to_json(state)
        with pytest.raises(IllegalMove):
            G.apply(state, mv)
        with pytest.raises(IllegalMove):
            G.parse_move(state, str(mv))
        assert G.state_to_json(state) == before


def _play(seed, n, rules, heavy, events, bot, ends):
    """Play one game exactly as play_game does (same random numbers), checking every move."""
    rng = random.Random(seed)
    check_rng = random.Random(seed + 1)
    match = Match(G, rules, n)
    moves_total = 0
    while not match.finished:
        state = match.new_deal(rng)
        # the JSON start round-trips
        back = G.state_from_json(rules, n, G.state_to_json(state, fresh=True), None) if not match.results \
            else None
        if back is not None:
            assert G.state_to_json(back) == G.state_to_json(state)
        while not state.over:
            legal = G.legal_moves(state)
            assert legal and len(set(legal)) == len(legal)
            assert state.to_move == (state.dealer if state.middle is None else state.to_move)
            assert state.lives[state.to_move] >= 0
            if heavy:
                _heavy_checks(state, legal, check_rng)
            mv = bot.choose(G, state, rng)
            assert mv in legal
            ev = G.apply(state, mv, events=events)
            moves_total += 1
            assert Counter(G.card_count(state)) == FULL
            if not state.over and state.middle is not None:
                # nobody still holds 31 once the round goes on
                assert value2(state.hands[state.to_move], rules.scoring) != 62
            if events:
                for e in ev:
                    assert e.kind in catalog()
                    for lang in ("en", "de"):
                        t = render(e, lang, [f"N{i}" for i in range(n)])
                        assert t and "{" not in t and not re.search(r"\bNone\b", t), t
            assert moves_total < 20_000
        ends[state.end] += 1
        res = match.end_deal(state)
        assert sum(res.points) >= 1
    return match, moves_total


@pytest.mark.parametrize("n", range(2, 10))
def test_random_games(n):
    ends = Counter()
    for i in range(GAMES_PER_COUNT):
        seed = 1000 * n + i
        rules = RULES[i % len(RULES)]
        heavy = i % 25 == 0
        bot = PassiveBot() if i % 3 == 1 else RandomBot()
        match, moves = _play(seed, n, rules, heavy=heavy, events=(i % 10 == 0), bot=bot, ends=ends)
        finished, winners = match.status()
        assert finished and 1 <= len(winners) <= n
        lives = match.totals
        assert sum(1 for x in lives if x >= 0) <= 1
        if i % 5 == 0:
            # the same game through play_game, saved and read back, replays to the same result
            rec = play_game(G, rules, n, bots=[bot], seed=seed)
            back = Record.loads(rec.dumps())
            assert back == rec
            summary = back.check()
            assert summary.finished and summary.winners == winners
            assert [d["points"] for d in summary.deals] == [r.points for r in match.results]
            assert summary.deals[-1]["totals"] == lives
            assert all(d["winner"] is None for d in summary.deals)
            assert sum(len(d.moves) for d in rec.deals) == moves
    # every way a round can end happened
    assert set(ends) == {"knock", "thirty_one", "stock_out"}, ends
