"""The bots: legal moves only, no peeking at hidden cards, the tips of the rule texts, strength."""

from __future__ import annotations

import random

import pytest

from cardlab.bots import BOTS, make_bot
from cardlab.bots.heuristic import HeuristicBot
from cardlab.bots.montecarlo import MonteCarloBot
from cardlab.bots.sampling import determinize
from cardlab.engine import Match, get_game
from cardlab.simulation import simulate, win_rates

GAMES = ("swoop", "sweep", "schwimmen")


def positions(game, k=12, seed=1, players=4):
    """Positions from games between rule-of-thumb bots (a few from each deal)."""
    g = get_game(game)
    rng = random.Random(seed)
    h = HeuristicBot()
    out = []
    m = Match(g, None, players)
    st = m.new_deal(rng)
    while len(out) < k:
        if st.over:
            m.end_deal(st)
            if m.finished:
                m = Match(g, None, players)
            st = m.new_deal(rng)
            continue
        if rng.random() < 0.2:
            out.append(st.copy())
        g.apply(st, h.choose(g, st, rng), events=False)
    return g, out


def small_mc():
    return MonteCarloBot(samples=3, top_k=3, depth=4)


def test_registry_names():
    for name in ("random", "heuristic", "mc"):
        assert name in BOTS
        bot = make_bot(name)
        assert hasattr(bot, "choose")
    assert make_bot(" MC ").name == "mc"
    with pytest.raises(ValueError):
        make_bot("grandmaster")


@pytest.mark.parametrize("game", GAMES)
def test_bots_play_legal_moves(game):
    g, pos = positions(game, k=10)
    for name, bot in (("random", make_bot("random")), ("heuristic", HeuristicBot()), ("mc", small_mc())):
        for st in pos:
            mv = bot.choose(g, st.copy(), random.Random(3))
            assert mv in g.legal_moves(st), (name, str(mv))


@pytest.mark.parametrize("game", GAMES)
def test_determinization_keeps_what_the_seat_sees(game):
    g, pos = positions(game, k=10, seed=2)
    for i, st in enumerate(pos):
        seat = st.to_move
        det = determinize(g, st, seat, random.Random(i))
        assert g.view(det, seat) == g.view(st, seat)
        assert sorted(g.card_count(det).items()) == sorted(g.card_count(st).items())
        assert g.legal_moves(det) == g.legal_moves(st)


def test_schwimmen_strong_sampling_keeps_the_view():
    g, pos = positions("schwimmen", k=8, seed=6)
    for i, st in enumerate(pos):
        det = determinize(g, st, st.to_move, random.Random(i), strong=3)
        assert g.view(det, st.to_move) == g.view(st, st.to_move)
        assert sorted(g.card_count(det).items()) == sorted(g.card_count(st).items())


@pytest.mark.parametrize("game", GAMES)
def test_determinization_moves_hidden_cards(game):
    """Over several samples the hidden cards really change place."""
    g, pos = positions(game, k=4, seed=3)
    st = pos[0]
    seat = st.to_move
    full = [g.view(determinize(g, st, seat, random.Random(i)), None) for i in range(5)]
    assert any(f != g.view(st, None) for f in full)


@pytest.mark.parametrize("game", GAMES)
def test_bots_ignore_hidden_cards(game):
    """Two states that differ only in cards the seat cannot see: the same decision."""
    g, pos = positions(game, k=8, seed=4)
    differ = 0
    for i, st in enumerate(pos):
        seat = st.to_move
        other = determinize(g, st, seat, random.Random(100 + i))  # hidden cards reshuffled
        assert g.view(other, seat) == g.view(st, seat)
        differ += g.view(other, None) != g.view(st, None)
        for bot in (HeuristicBot(), small_mc(), make_bot("random")):
            a = bot.choose(g, st.copy(), random.Random(7))
            b = bot.choose(g, other.copy(), random.Random(7))
            assert a == b, (bot.name, str(a), str(b))
    assert differ >= len(pos) // 2


def test_mc_default_decides_in_under_a_second():
    import time

    for game in GAMES:
        g, pos = positions(game, k=3, seed=5)
        bot = MonteCarloBot()
        for st in pos:
            t = time.perf_counter()
            bot.choose(g, st, random.Random(1))
            assert time.perf_counter() - t < 1.0 * 2.5  # slack for a busy test machine


# -- the tips of the rule texts ---------------------------------------------------------------
def swoop_position(hands, pile=(), up=None, to_move=0, n=3):
    g = get_game("swoop")
    start = {
        "starter": 0,
        "hands": hands,
        "up": up or [[None] * 4 for _ in range(n)],
        "down": [[None] * 4 for _ in range(n)],
        "aside": [],
        "pile": list(pile),
        "out": [],
        "to_move": to_move,
        "plays_since_swoop": 0,
    }
    return g, g.state_from_json(g.rules(), n, start)


def test_swoop_three_on_top_invite_a_swoop():
    g, st = swoop_position([["5S", "2C", "KD", "QH"], ["3C"], ["4C"]], pile=["9C", "5C", "5D", "5H"])
    mv = HeuristicBot().choose(g, st)
    assert str(mv) == "5S"
    ev = g.apply(st, mv)
    assert "swoop.four" in [e.kind for e in ev]


def test_swoop_does_not_hoard_tens_on_a_big_pile():
    g, st = swoop_position(
        [["10C", "KD", "QH"], ["3C"], ["4C"]], pile=["9C", "8C", "8D", "7H", "6S", "4D", "3H", "AC"]
    )
    assert str(HeuristicBot().choose(g, st)) == "10C"


def test_swoop_picks_up_for_the_fourth_card():
    """Forced to pick up: the bot keeps its pair of 7s, so the pile's two 7s make four."""
    g, st = swoop_position([["7H", "7S", "9C", "KD"], ["3C"], ["4C"]], pile=["7C", "7D", "3S", "AH"])
    mv = HeuristicBot().choose(g, st)
    assert "7" not in str(mv).replace("AH", "")
    g.apply(st, mv)
    assert len(st.hands[0]["7"]) == 4


def test_swoop_plays_low_and_sheds_most():
    g, st = swoop_position([["2C", "2D", "2H", "9S", "JD"], ["3C"], ["4C"]], pile=["QC"])
    assert str(HeuristicBot().choose(g, st)) == "2C 2D 2H"


def sweep_position(hands, table, stock=(), captured=None, to_move=0, n=2, dealer=1):
    g = get_game("sweep")
    start = {
        "dealer": dealer,
        "hands": hands,
        "table": table,
        "stock": list(stock),
        "captured": captured or [[] for _ in range(n)],
        "sweeps": [0] * n,
        "to_move": to_move,
    }
    return g, g.state_from_json(g.rules(), n, start)


def test_sweep_captures_the_spade_ace():
    g, st = sweep_position([["AH", "9D", "KC"], ["2C", "3C", "4C"]], ["AS", "9C", "5D"])
    mv = HeuristicBot().choose(g, st)
    assert "AS" in mv.taken


def test_sweep_sweeps_when_it_can():
    g, st = sweep_position([["5C", "9H", "KD"], ["2D", "3D", "4D"]], ["3H", "2C"])
    mv = HeuristicBot().choose(g, st)
    assert str(mv) == "5C x 3H+2C"


def test_sweep_does_not_leave_a_sweep():
    """Trailing the 2 leaves 4+2 = 6 for the opponent (who has several unseen sixes to hope
    for); trailing the king leaves nothing that one card takes."""
    g, st = sweep_position([["2H", "KD"], ["8C", "7D"]], ["4C"], stock=[])
    assert str(HeuristicBot().choose(g, st)) == "KD"


def test_sweep_protects_the_spade_ace():
    g, st = sweep_position([["AS", "QD"], ["8C", "7D"]], ["KC", "9H"])
    assert str(HeuristicBot().choose(g, st)) != "AS"


def schwimmen_position(hands, middle, to_move=0, turns=4, knocked=None, n=3):
    g = get_game("schwimmen")
    used = {c for h in hands for c in h} | set(middle)
    stock = [c for c in ("7S", "8S", "9S", "7H", "8H", "9H", "10S", "10H", "AS", "AH") if c not in used][:6]
    start = {
        "dealer": n - 1,
        "hands": hands,
        "stock": stock,
        "middle": middle,
        "to_move": to_move,
        "lives": [3] * n,
        "knocked": knocked,
        "passes": 0,
        "turns": turns,
        "discard": [],
    }
    return g, g.state_from_json(g.rules(), n, start)


def test_schwimmen_collects_one_suit():
    g, st = schwimmen_position(
        [["KC", "QC", "7D"], ["8D", "9D", "10D"], ["JH", "QH", "KH"]], ["AC", "7C", "8C"], turns=0
    )
    assert str(HeuristicBot().choose(g, st)) == "swap 7D AC"


def test_schwimmen_knocks_at_a_good_value():
    g, st = schwimmen_position(
        [["KC", "QC", "10C"], ["8D", "9D", "10D"], ["JH", "QH", "KH"]], ["7D", "8S", "9H"], turns=4
    )
    assert str(HeuristicBot().choose(g, st)) == "knock"
    g, st = schwimmen_position(
        [["KC", "QC", "9D"], ["8D", "9S", "10D"], ["JH", "QH", "KH"]], ["7D", "8S", "9H"], turns=4
    )
    assert str(HeuristicBot().choose(g, st)) != "knock"


# -- strength (small samples; the full table is benchmarks/bots.py) ----------------------------
@pytest.mark.parametrize("game", GAMES)
def test_heuristic_beats_random(game):
    rows = simulate(game, bots=["heuristic", "random"], games=12, seed=11, rotate=True, progress=False)
    wr = win_rates(rows)
    assert wr["heuristic"]["rate"] >= 0.75


@pytest.mark.no_cover  # the bots' code is traced by the tests above; traced, 6 s instead of 3
def test_cli_play_with_new_bots(tmp_path):
    from cardlab.cli import main
    from cardlab.record import Record

    out = tmp_path / "g.json"
    assert (
        main(
            [
                "play",
                "schwimmen",
                "--bots",
                "mc,heuristic,random",
                "--players",
                "3",
                "--seed",
                "4",
                "--out",
                str(out),
            ]
        )
        == 0
    )
    rec = Record.load(out)
    assert rec.check().finished
