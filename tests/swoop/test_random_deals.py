"""Random Swoop deals across presets, variants and 3-8 players, checked at every move: no card
created or lost, every generated move applies and parses back to itself, a move that was not
generated is refused, the fields the state keeps for speed (the top-of-pile run, the face-up
cards by value, the hand's plain plays) agree with the cards, and the record of the deal replays to the same result."""
import random

import pytest

from cardlab import IllegalMove, Match, Record, explain
from cardlab.cards import ALL_CARDS, RANK
from cardlab.games.swoop import SwoopMove
from cardlab.games.swoop.cards import CARD_ID, VALUE_OF
from cardlab.games.swoop.play import up_info
from cardlab.record import Deal

from .helpers import G

VARIANTS = [
    {}, {"preset": "published", "dead_deal_plays": 300}, {"simple_scoring": True},
    {"cards_per_player": 20}, {"table_cards": "mystery_only"}, {"table_cards": "none"},
    {"only_jokers_swoop": True}, {"big_swoop": True}, {"score_table_cards": False},
    {"dead_deal_plays": 40},
]
DEALS = 2000


def _candidates(state, rng):
    """A few move spellings, legal or not."""
    out = []
    for _ in range(4):
        c = rng.choice(ALL_CARDS)
        r = rng.random()
        if r < 0.5:
            out.append(c)
        elif r < 0.7:
            out.append(f"{c}@u{rng.randint(1, 4)}")
        elif r < 0.8:
            out.append(f"d{rng.randint(1, 4)}")
        elif r < 0.9:
            out.append("none")
        else:
            out.append(f"{c} {c}")
    return out


def _expected(state, text):
    """The move value ``text`` names (by the engine's notion of same move), or None."""
    toks = text.split()
    kind = "complete" if state.revealed is not None else "play"
    if text == "none":
        return SwoopMove("complete", RANK[state.revealed[1]]) if state.revealed else None
    if text.startswith("d"):
        return SwoopMove("reveal", slot=int(text[1:]))
    if "@" in text:
        c, slot = text.split("@u")
        return SwoopMove(kind, RANK[c], (), ((int(slot), c),))
    return SwoopMove(kind, RANK[toks[0]], tuple(toks))


def check_kept(state):
    """``top_run``, ``plain_plays`` and the ``up_info`` made so far agree with the pile, the
    hands and the face-up cards."""
    pile = state.pile_ids
    run = 0
    for c in reversed(pile):
        if VALUE_OF[c] != VALUE_OF[pile[-1]]:
            break
        run += 1
    assert state.top_run == run, f"top_run {state.top_run}, the pile has {run}: {state.pile}"
    for seat in range(state.n):
        kept = state.up_info[seat]
        if kept is not None:
            fresh = state.copy()
            fresh.up = state.up  # the setter forgets what was kept
            assert fresh.up_info[seat] is None
            assert up_info(fresh, seat) == kept, f"seat {seat}: up_info is stale"
    for seat in range(state.n):
        want = 0
        for rank, cards in state.hands[seat].items():
            if VALUE_OF[CARD_ID[cards[0]]] != 0:  # A-K (the special ten too), not the joker
                want += min(len(cards), 4)
        assert state.plain_plays[seat] == want, f"seat {seat}: plain_plays {state.plain_plays[seat]}, the hand gives {want}"


def check_deal(rules, n, rng, max_moves=20000):
    match = Match(G, rules, n)
    state = match.new_deal(rng)
    start = G.state_to_json(state, fresh=True)
    total = G.card_count(state)
    moves, refused = [], 0
    while not state.over:
        legal = G.legal_moves(state)
        assert legal, "a player who holds cards always has a play"
        assert len(set(legal)) == len(legal), "moves are deduplicated"
        legal_set = set(legal)
        for text in _candidates(state, rng):
            want = _expected(state, text)
            try:
                got = G.parse_move(state, text)
            except IllegalMove:
                assert want not in legal_set, f"{text} refused but legal in {state}"
                refused += 1
            else:
                assert got in legal_set and got == want, f"{text} accepted but not generated"
        mv = legal[rng.randrange(len(legal))]
        assert G.parse_move(state, str(mv)) == mv
        events = G.apply(state, mv)
        assert events
        for lang in ("en", "de"):
            assert explain(events, lang)
        assert G.card_count(state) == total, "a card was created or lost"
        check_kept(state)
        moves.append(str(mv))
        assert len(moves) < max_moves
    res = G.result(state)
    if state.winner is not None:
        assert res.points[state.winner] == 0
    # the record of the deal replays to the same result, and round-trips byte for byte
    rec = Record("swoop", match.players, [Deal(start, moves)], match.rules.to_json())
    text = rec.dumps()
    again = Record.loads(text)
    assert again.dumps() == text
    summary = again.check()
    assert summary.deals[0]["points"] == res.points and summary.deals[0]["winner"] == res.winner
    return len(moves), refused


def test_random_deals_with_checks_at_every_move():
    rng = random.Random(2026)
    total_moves = total_refused = 0
    for i in range(DEALS):
        spec = dict(VARIANTS[i % len(VARIANTS)])
        preset = spec.pop("preset", None)
        rules = G.rules(preset, **spec)
        n = 3 + i % 6
        m, r = check_deal(rules, n, rng)
        total_moves += m
        total_refused += r
    assert total_refused > 1000    # the refusal check did run
    print(f"{DEALS} deals, {total_moves} moves, {total_refused} refused spellings")


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


@pytest.mark.parametrize("preset", ["house", "published"])
def test_whole_games_to_the_end(preset):
    from cardlab.play import play_game
    for seed in range(3):
        rec = play_game("swoop", G.rules(preset), 3 + seed, seed=seed)
        s = Record.loads(rec.dumps()).check()
        assert s.finished and s.winners
        assert max(s.deals[-1]["totals"]) >= G.rules(preset).target_score
        low = min(s.deals[-1]["totals"])
        assert all(s.deals[-1]["totals"][w] == low for w in s.winners)
