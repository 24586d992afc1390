"""Sweep rules: the rule text's examples, captures, sweeps, the last capture, scoring, the match,
the variants and building (rules/003, RULINGS.md)."""

import random

import pytest

from cardlab.engine import DealResult, IllegalMove, Match, RulesError
from cardlab.explain import explain

from .helpers import DECK, G, captures_of, full_deck_end, moves_str, pos


def err(state, move):
    with pytest.raises(IllegalMove) as e:
        G.parse_move(state, move)
    for lang in ("en", "de"):  # the reason reads as a sentence in both languages
        msg = e.value.message(lang)
        assert msg and e.value.key not in msg and "{" not in msg
    return e.value.key


# -- the rule text's examples ------------------------------------------------------------------
def test_nine_takes_six_and_three():
    s = pos([["9H", "2C"], ["KD"]], ["6C", "3D", "KH"])
    mv = G.parse_move(s, "9H x 6C+3D")
    assert set(mv.taken) == {"6C", "3D"}
    G.apply(s, mv)
    assert sorted(s.captured[0]) == sorted(["9H", "6C", "3D"])
    assert list(s.table) == ["KH"]


def test_nine_takes_five_three_ace():
    s = pos([["9H", "2C"], ["KD"]], ["5S", "3C", "AD", "QH"])
    assert frozenset({"5S", "3C", "AD"}) in captures_of(s, "9H")
    G.apply(s, "9H x 5S+3C+AD")
    assert list(s.table) == ["QH"]
    assert len(s.captured[0]) == 4


def test_nine_takes_a_nine_and_six_three_in_one_play():
    s = pos([["9H", "2C"], ["KD"]], ["9S", "6C", "3D", "KH"])
    assert frozenset({"9S", "6C", "3D"}) in captures_of(s, "9H")
    ev = G.apply(s, "9H x 9S 6C+3D")
    assert list(s.table) == ["KH"]
    kinds = [e.kind for e in ev]
    assert "sweep.by_match" in kinds and "sweep.by_sum" in kinds


def test_nine_takes_match_and_two_sums_seven_cards_and_sweeps():
    s = pos([["9H", "2C"], ["KD"]], ["9S", "6C", "3D", "5H", "3S", "AC"])
    ev = G.apply(s, "9H x 9S 6C+3D 5H+3S+AC")
    assert len(s.captured[0]) == 7
    assert s.sweeps[0] == 1
    cap = next(e for e in ev if e.kind == "sweep.capture")
    assert cap.data["total"] == 7
    text = explain(ev, "en")
    assert "sweep" in text and "6♣+3♦" in text and "5♥+3♠+A♣" in text
    assert "Sweep" in explain(ev, "de")


# -- captures ------------------------------------------------------------------------------
def test_match_takes_every_card_of_the_rank():
    s = pos([["9H", "2C"], ["KD"]], ["9S", "9C", "4D"])
    assert err(s, "9H x 9S") == "sweep.err.match_all"
    caps = captures_of(s, "9H")
    assert caps == {frozenset({"9S", "9C"})}
    G.apply(s, "9H x 9C 9S")
    assert list(s.table) == ["4D"]


def test_face_card_never_in_a_sum():
    s = pos([["QH", "10D"], ["KD"]], ["JC", "AS", "QS", "KC"])
    assert err(s, "QH x JC+AS") == "sweep.err.face_match"
    assert captures_of(s, "QH") == {frozenset({"QS"})}
    assert err(s, "10D x JC+AS") == "sweep.err.face_in_sum"
    assert captures_of(s, "10D") == set()


def test_face_card_captures_by_match_only_every_card():
    s = pos([["KH", "2C"], ["KD"]], ["KS", "KC", "5D"])
    assert captures_of(s, "KH") == {frozenset({"KS", "KC"})}


def test_ace_counts_one_in_sums():
    s = pos([["3H", "8D", "AH"], ["KD"]], ["AC", "2D", "5S", "AS"])
    assert frozenset({"AC", "2D"}) in captures_of(s, "3H")
    assert frozenset({"AS", "2D"}) in captures_of(s, "3H")
    assert frozenset({"AC", "2D", "5S"}) in captures_of(s, "8D")
    # an ace matches the aces; two aces make a sum of 2 only for a 2
    assert captures_of(s, "AH") == {frozenset({"AC", "AS"})}


def test_two_takes_two_aces():
    s = pos([["2H"], ["KD"]], ["AC", "AS"])
    assert captures_of(s, "2H") == {frozenset({"AC", "AS"})}


def test_ten_captures_six_and_four():
    s = pos([["10H", "2C"], ["KD"]], ["6C", "4D", "JS"])
    assert captures_of(s, "10H") == {frozenset({"6C", "4D"})}
    assert str(G.parse_move(s, "th x 4d+6c")) == "10H x 6C+4D"


def test_trailing_is_allowed_when_a_capture_is_possible():
    s = pos([["9H", "2C"], ["KD"]], ["6C", "3D"])
    assert "9H" in moves_str(s)
    G.apply(s, "9H")
    assert sorted(s.table) == sorted(["6C", "3D", "9H"])
    assert list(s.captured[0]) == [] and s.to_move == 1


def test_single_non_matching_card_and_bad_sum_are_refused():
    s = pos([["9H", "2C"], ["KD"]], ["6C", "3D", "4S"])
    assert err(s, "9H x 6C 3D") == "sweep.err.single"
    assert err(s, "9H x 6C+4S") == "sweep.err.bad_sum"
    assert err(s, "9H x 5C+4S") == "sweep.err.not_on_table"
    assert err(s, "KD x 6C+3D") == "sweep.err.not_in_hand"
    assert err(s, "9H x 6C+3D 6C+3D") == "sweep.err.twice"
    assert err(s, "9H x") == "sweep.err.no_groups"
    assert err(s, "9H y 6C") == "sweep.err.syntax"
    assert err(s, "X") == "sweep.err.no_joker"
    assert err(s, "ZZ") == "common.err.not_card"


def test_spellings_of_one_capture_are_one_move():
    s = pos([["9H", "2C"], ["KD"]], ["AC", "2D", "3H", "3S", "4C", "5D"])
    a = G.parse_move(s, "9H x 5D+4C 3H+3S+2D+AC")
    b = G.parse_move(s, "9♥ x 4♣+3♠+2♦ 5♦+3♥+a♣")
    c = G.parse_move(s, "9h X ac + 2d + 3s + 3h   4c+5d")
    assert a == b == c
    assert str(a) == str(b) == str(c) == "9H x 5D+4C 3H+3S+2D+AC"
    assert moves_str(s).count(str(a)) == 1
    assert len(set(G.legal_moves(s))) == len(G.legal_moves(s))


def test_canonical_form_matches_format_example():
    s = pos([["9H", "2C"], ["KD"]], ["9S", "6C", "3D"])
    assert str(G.parse_move(s, "9H x 3D+6C 9S")) == "9H x 9S 6C+3D"
    assert "9H x 9S 6C+3D" in moves_str(s)


def test_a_capture_with_a_wrong_set_is_refused_as_a_move_value():
    s = pos([["9H", "2C"], ["KD"]], ["6C", "3D", "4S", "5H"])
    legal = G.legal_moves(s)
    from cardlab.games.sweep import SweepMove

    bad = SweepMove("capture", "9H", sums=("6C", "4S"))
    assert bad not in legal
    with pytest.raises(IllegalMove):
        G.apply(s.copy(), bad)


# -- sweeps and the last capture -------------------------------------------------------------
def test_the_last_card_of_the_round_can_sweep():
    s = pos([[], ["9H"]], ["6C", "3D"], to_move=1, dealer=0, last_capture=0, captured=[["2C"], []])
    ev = G.apply(s, "9H x 6C+3D")
    assert s.over and s.sweeps[1] == 1
    assert "sweep.sweep" in [e.kind for e in ev]
    assert "sweep.last_capture" not in [e.kind for e in ev]
    res = G.result(s)
    # seat 1: sweep + more than half of the 4 cards in play (3 of 4)
    assert res.points == [0, 2]


def test_a_sweep_mid_round_scores_once():
    s = pos([["9H", "2C"], ["KD", "5S"]], ["6C", "3D"])
    G.apply(s, "9H x 6C+3D")
    assert s.sweeps == [1, 0]
    G.apply(s, "KD")  # trailing onto the empty table is no sweep
    assert s.sweeps == [1, 0]


def test_last_capture_takes_the_rest_and_is_not_a_sweep():
    s = pos([["5C"], ["KH"]], ["2D", "3S", "7H"], dealer=1)
    G.apply(s, "5C x 3S+2D")
    assert list(s.table) == ["7H"] and s.last_capture == 0
    ev = G.apply(s, "KH")
    assert s.over
    assert sorted(s.captured[0]) == sorted(["5C", "3S", "2D", "7H", "KH"])
    assert s.sweeps == [0, 0]
    last = [e for e in ev if e.kind == "sweep.last_capture"]
    assert last and last[0].seat == 0 and sorted(last[0].data["cards"]) == ["7H", "KH"]


def test_if_nobody_captured_the_rest_goes_to_nobody():
    s = pos([["5C"], ["KH"]], ["2D", "9S"], dealer=1)
    G.apply(s, "5C")
    ev = G.apply(s, "KH")
    assert s.over and s.captured == ((), ())
    assert "sweep.last_nobody" in [e.kind for e in ev]
    assert sum(G.card_count(s).values()) == 4 and sorted(s.table) == ["2D", "5C", "9S", "KH"]
    assert G.result(s).points == [0, 0]


# -- dealing and turn order ------------------------------------------------------------------
def test_fresh_deals_follow_the_rules():
    for seed in range(300):
        n = 2 + seed % 3
        rng = random.Random(seed)
        m = Match(G, G.rules(), n)
        s = m.new_deal(rng)
        assert sum(1 for c in s.table if c[:-1] in ("J", "Q", "K")) < 3
        assert len(s.table) == 4 and all(len(h) == 4 for h in s.hands)
        assert len(s.stock) == 52 - 4 * n - 4
        assert s.to_move == (s.dealer + 1) % n
        # the recorded dealer draw names this dealer, and the start reads back
        start = G.state_to_json(s, fresh=True)
        assert "to_move" not in start and start["draw"]
        assert G.state_to_json(G.state_from_json(G.rules(), n, start), fresh=True) == start
        assert sorted(G.card_count(s)) == sorted(DECK)


class _RiggedRng(random.Random):
    """Shuffles as told: the first shuffle (the dealer draw) is left alone, the second puts
    three face cards on the table, later ones leave the stock in order."""

    def __init__(self):
        super().__init__(0)
        self.calls = 0

    def shuffle(self, x):
        self.calls += 1
        if self.calls == 1:
            random.Random(1).shuffle(x)
        if self.calls == 2:
            faces = ["JC", "QD", "KH"]
            rest = [c for c in x if c not in faces and c != "2S"]
            x[:] = rest[:8] + faces + ["2S"] + rest[8:]


def test_face_card_rule_sends_three_face_cards_back():
    s = G.deal(G.rules(), 2, _RiggedRng())
    assert "2S" in s.table
    assert sum(1 for c in s.table if c[:-1] in ("J", "Q", "K")) < 3
    assert len(s.table) == 4
    for c in ("JC", "QD", "KH"):
        assert c in s.stock or c in s.table
    assert sorted(G.card_count(s)) == sorted(DECK)


def test_a_fresh_deal_showing_three_face_cards_is_refused():
    from cardlab.engine import FormatError

    table = ["JC", "QD", "KH", "2S"]
    rest = [c for c in DECK if c not in table]
    with pytest.raises(FormatError) as e:  # laid out as a fresh deal: 4 each, 4 up, the rest
        G.state_from_json(
            G.rules(), 2, {"dealer": 0, "hands": [rest[:4], rest[4:8]], "table": table, "stock": rest[8:]}
        )
    assert e.value.where == "start.table"


def test_later_deals_start_right_of_the_dealer():
    stock = ["AC", "2C", "3C", "4C", "AD", "2D", "3D", "4D"]
    s = pos([["9H"], ["9C"]], ["KS"], stock=stock, dealer=0, to_move=1)
    G.apply(s, "9C")
    ev = G.apply(s, "9H x 9C")
    assert sorted(s.hands[1]) == sorted(stock[:4])  # dealer's right = seat 1 first
    assert sorted(s.hands[0]) == sorted(stock[4:])
    assert list(s.stock) == [] and s.to_move == 1
    assert "sweep.deal_more" in [e.kind for e in ev]


def test_dealer_passes_on_and_play_goes_to_the_next_seat():
    m = Match(G, G.rules(), 3)
    rng = random.Random(4)
    first = m.new_deal(rng)
    s = first.copy()
    seats = []
    while not s.over:
        seats.append(s.to_move)
        ms = G.legal_moves(s)
        G.apply(s, ms[rng.randrange(len(ms))], events=False)
    assert seats[:3] == [(first.dealer + 1) % 3, (first.dealer + 2) % 3, first.dealer]
    m.end_deal(s)
    second = m.new_deal(rng)
    assert second.dealer == (first.dealer + 1) % 3


# -- scoring -------------------------------------------------------------------------------
def test_each_category_by_hand():
    # seat 0: 27 cards, 7 spades; seat 1: 25 cards, A♠ and 5 more spades
    spades = [c for c in DECK if c.endswith("S")]
    others = [c for c in DECK if not c.endswith("S")]
    p0 = spades[1:8] + others[:20]
    p1 = [spades[0]] + spades[8:] + others[20:]
    last = p0.pop()
    s = full_deck_end([p0, p1], last, seat=0)
    ev = G.apply(s, last)
    res = G.result(s)
    assert res.extra["cards"] == [27, 25] and res.extra["spades"] == [7, 6]
    assert res.points == [2, 1]
    kinds = [e.kind for e in ev]
    for k in ("sweep.score.cards", "sweep.score.spades", "sweep.score.ace"):
        assert k in kinds


def test_ties_give_no_point():
    spades = [c for c in DECK if c.endswith("S")]  # AS first
    others = [c for c in DECK if not c.endswith("S")]
    # 26/26 cards; spades 7/6 would be a majority, so make it 6 + A♠... 13 is odd: no tie there.
    p0 = spades[:7] + others[:19]
    p1 = spades[7:] + others[19:]
    last = p0.pop()
    s = full_deck_end([p0, p1], last, seat=0)
    ev = G.apply(s, last)
    res = G.result(s)
    assert res.extra["cards"] == [26, 26]
    assert res.points == [1 + 1, 0]  # spades 7 and the A♠; no card point
    assert "sweep.score.cards_none" in [e.kind for e in ev]


def test_three_players_majority_can_go_to_nobody():
    spades = [c for c in DECK if c.endswith("S")]
    others = [c for c in DECK if not c.endswith("S")]
    p0 = others[:14] + spades[:6]  # 20 cards, 6 spades incl. A♠
    p1 = others[14:30]  # 16
    p2 = others[30:] + spades[6:]  # 9 + 7 = 16, 7 spades
    last = p1.pop()
    s = full_deck_end([p0, p1, p2], last, seat=1)
    G.apply(s, last)
    res = G.result(s)
    assert res.extra["cards"] == [20, 16, 16]
    assert res.points == [1, 0, 1]  # nobody has 27 cards; seat 2 has 7 spades
    # the 'most' reading gives the card point to the side with the most cards
    s = full_deck_end([p0, p1, p2], last, seat=1, opts={"majority": "most"})
    G.apply(s, last)
    assert G.result(s).points == [2, 0, 1]


def test_most_reading_tie_gives_nothing():
    spades = [c for c in DECK if c.endswith("S")]
    others = [c for c in DECK if not c.endswith("S")]
    p0 = others[:18]
    p1 = others[18:36]
    p2 = others[36:] + spades  # 3 + 13 = 16 cards
    last = p0.pop()
    s = full_deck_end([p0, p1, p2], last, seat=0, opts={"majority": "most"})
    ev = G.apply(s, last)
    res = G.result(s)
    assert res.extra["cards"] == [18, 18, 16]
    assert res.points == [0, 0, 2]
    assert "sweep.score.cards_tie" in [e.kind for e in ev]


def test_partners_pool_their_captures():
    spades = [c for c in DECK if c.endswith("S")]
    others = [c for c in DECK if not c.endswith("S")]
    piles = [others[:14], others[14:26] + spades[:1], others[26:39], spades[1:]]
    # seats 0+2: 27 cards; seats 1+3: 13 + 12 = 25 cards, 13 spades with the A♠
    last = piles[0].pop()
    s = full_deck_end(piles, last, seat=0, opts={})
    G.apply(s, last)
    res = G.result(s)
    assert G.sides(s.rules, 4) == [[0, 2], [1, 3]]
    assert res.extra["cards"] == [27, 25]
    assert max(len(p) for p in s.captured) < 27  # no single seat has the majority
    assert res.points == [1, 2]
    assert G.sides(G.rules(), 3) == [[0], [1], [2]]  # partnerships mean nothing at 3
    # without partnerships every seat is a side
    s = full_deck_end(piles, last, seat=0, opts={"partnerships": False})
    G.apply(s, last)
    assert G.result(s).points == [0, 1, 0, 1]


def test_sweeps_score_per_side():
    s = pos(
        [["9H"], ["KD"], ["5C"], ["QS"]],
        ["6C", "3D"],
        dealer=3,
        sweeps=[0, 0, 2, 1],
        captured=[[], ["2C"], ["2D"], ["2H"]],
        last_capture=1,
    )
    for mv in ("9H x 6C+3D", "KD", "5C", "QS"):
        G.apply(s, mv)
    res = G.result(s)
    assert res.extra["sweeps"] == [3, 1]


# -- the match -------------------------------------------------------------------------------
def _match(points, n=2, **opts):
    m = Match(G, G.rules(**opts), n)
    for p in points:
        m.results.append(DealResult(points=list(p), complete=True))
    return m


def test_the_match_goes_to_ten():
    assert _match([[5, 4], [4, 5]]).status() == (False, [])
    assert _match([[5, 4], [5, 5]]).status() == (True, [0])
    assert _match([[9, 2], [1, 0]]).status() == (True, [0])


def test_match_tie_rule():
    # both reach the target after the same round: the higher total wins
    assert _match([[8, 8], [3, 4]]).status() == (True, [1])
    # tied at the top: another round
    assert _match([[8, 8], [3, 3]]).status() == (False, [])
    assert _match([[8, 8], [3, 3], [1, 0]]).status() == (True, [0])
    # three players: two tied at the top, the third also over the target
    assert _match([[11, 11, 10]], n=3).status() == (False, [])


def test_target_score_option():
    assert _match([[5, 0]], target_score=5).status() == (True, [0])
    with pytest.raises(RulesError):
        G.rules(target_score=0)


# -- variants --------------------------------------------------------------------------------
def test_no_sweep_points():
    s = pos(
        [[], ["9H"]],
        ["6C", "3D"],
        to_move=1,
        dealer=0,
        no_sweep_points=True,
        captured=[["2C", "3C", "4C"], []],
        last_capture=0,
    )
    ev = G.apply(s, "9H x 6C+3D")
    assert s.sweeps == [0, 1]  # the sweep is recorded, but scores nothing
    assert G.result(s).points == [0, 0]
    assert "sweep.sweep_nopoints" in [e.kind for e in ev]


def test_eight_card_deal():
    rules = G.rules(eight_card_deal=True)
    for n in (2, 3, 4):
        s = G.deal(rules, n, random.Random(n))
        assert all(len(h) == 8 for h in s.hands)
        assert len(s.stock) == 52 - 8 * n - 4
        stock = list(s.stock)
        while not s.over:
            ms = G.legal_moves(s)
            G.apply(s, ms[-1], events=False)
        assert list(s.stock) == stock  # never dealt
        res = G.result(s)
        assert res.extra["in_play"] == 8 * n + 4
        spades_in_play = sum(1 for c in DECK if c.endswith("S") and c not in stock)
        assert res.extra["spades_in_play"] == spades_in_play


def test_double_spade_ace_in_a_sweep():
    s = pos(
        [[], ["6H"]],
        ["5C", "AS"],
        to_move=1,
        dealer=0,
        double_spade_ace=True,
        captured=[["2S", "3C", "4C", "7C", "8C"], []],
        last_capture=0,
    )
    ev = G.apply(s, "6H x 5C+AS")
    assert "sweep.ace_in_sweep" in [e.kind for e in ev]
    assert G.result(s).points == [1, 2 + 1]  # cards 5 of 8 to seat 0; A♠ 2 + sweep 1
    # (spades 1 each: no spade point)
    # taken without a sweep it scores 1
    s = pos(
        [[], ["6H"]],
        ["5C", "AS", "KD"],
        to_move=1,
        dealer=0,
        double_spade_ace=True,
        captured=[["2S", "3C", "4C", "7C", "8C"], []],
        last_capture=0,
    )
    G.apply(s, "6H x 5C+AS")
    assert G.result(s).points == [1, 1]


def test_double_spade_ace_off_by_default():
    s = pos(
        [[], ["6H"]],
        ["5C", "AS"],
        to_move=1,
        dealer=0,
        captured=[["2S", "3C", "4C", "7C", "8C"], []],
        last_capture=0,
    )
    G.apply(s, "6H x 5C+AS")
    assert G.result(s).points == [1, 2]


# -- building --------------------------------------------------------------------------------
def test_building_is_off_by_default():
    s = pos([["5H", "9D"], ["KD"]], ["4C"])
    assert err(s, "5H b 4C") == "sweep.err.no_building"
    assert not any(" b " in m for m in moves_str(s))


def test_build_and_capture_it():
    s = pos([["5H", "9D", "2C"], ["9S", "3H", "KC"]], ["4C", "7D"], building=True)
    assert "5H b 4C" in moves_str(s)
    ev = G.apply(s, "5h B 4c")
    assert ev[0].kind == "sweep.build"
    j = G.state_to_json(s)
    assert {"build": ["5H", "4C"], "owner": 0} in j["table"]
    # the opponent takes the build whole with a card of its value
    assert err(s, "9S x 4C") == "sweep.err.build_whole"
    assert err(s, "3H x 4C+5H") == "sweep.err.build_value"
    G.apply(s, "9S x 5H+4C")
    assert list(s.builds) == [] and sorted(s.captured[1]) == sorted(["9S", "5H", "4C"])


def test_the_builder_must_hold_the_value():
    s = pos([["5H", "8D"], ["KD"]], ["4C"], building=True)
    assert err(s, "5H b 4C") == "sweep.err.build_hold"
    assert err(s, "8D b 4C") == "sweep.err.build_high"
    assert not any(" b " in m for m in moves_str(s))


def test_no_trailing_with_an_open_build():
    s = pos(
        [
            ["5H", "9D", "2C"],
            ["KS", "3H"],
        ],
        ["4C", "7D"],
        building=True,
    )
    G.apply(s, "5H b 4C")
    G.apply(s, "KS")
    assert err(s, "2C") == "sweep.err.trail_build"
    ms = moves_str(s)
    assert "2C" not in ms and "9D x 5H+4C" in ms
    # the owner must keep a 9 while the build is open (here 9D is the only one)
    assert all(not m.startswith("9D") or "5H+4C" in m for m in ms)


def test_a_build_is_never_part_of_a_sum_and_goes_with_the_match():
    s = pos([["6H", "9D", "10S"], ["KS", "AH"]], ["3C", "9C", "AD"], building=True)
    G.apply(s, "6H b 3C")  # build 9 (6H+3C), owner seat 0
    G.apply(s, "KS")
    assert err(s, "10S x 6H+3C+AD") == "sweep.err.build_whole"
    assert err(s, "9D x 6H+3C") == "sweep.err.match_all"  # the loose 9C goes with it
    assert captures_of(s, "9D") == {frozenset({"6H", "3C", "9C"})}
    G.apply(s, "9D x 9C 6H+3C")
    assert list(s.builds) == [] and list(s.table) == ["AD", "KS"]


def test_builds_are_not_increased():
    s = pos([["5H", "9D", "AC", "10C"], ["KS"]], ["4C"], building=True)
    G.apply(s, "5H b 4C")
    G.apply(s, "KS")
    assert err(s, "AC b 5H+4C") == "sweep.err.build_on_build"


def test_build_in_a_record_start_is_checked():
    from cardlab.engine import FormatError

    start = {
        "dealer": 1,
        "hands": [["9D"], ["KS"]],
        "table": [{"build": ["5H", "4C"], "owner": 0}],
        "stock": [],
        "to_move": 0,
    }
    s = G.state_from_json(G.rules(building=True), 2, start)
    assert captures_of(s, "9D") == {frozenset({"5H", "4C"})}
    with pytest.raises(FormatError):
        G.state_from_json(G.rules(), 2, start)  # building off
    bad = dict(start, hands=[["8D"], ["KS"]])
    with pytest.raises(FormatError):
        G.state_from_json(G.rules(building=True), 2, bad)  # owner lacks a 9
