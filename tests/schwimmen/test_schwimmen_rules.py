"""The rules of play: the dealer's choice, 31, knocking, passing, scoring, lives, the 7-8-9 rule."""

import random

import pytest

from cardlab.engine import IllegalMove, Match
from cardlab.explain import explain

from .helpers import G, fresh, kinds, match_from, play, position

STACK_A = ["10C", "JD", "QS"]
STACK_B = ["KC", "KD", "7S"]


def three_player_deal(**kw):
    return fresh(
        [["7C", "8D", "9H"], ["AC", "QH", "10S"], None], [list(STACK_A), list(STACK_B)], dealer=2, **kw
    )


def refused(state, move, key):
    before = G.state_to_json(state)
    with pytest.raises(IllegalMove) as e:
        G.apply(state, move)
    assert e.value.key == key
    assert G.state_to_json(state) == before  # a refused move changes nothing
    assert move not in [str(m) for m in G.legal_moves(state)]
    return e.value


# -- the deal and the dealer's choice ----------------------------------------------------------
def test_fresh_deal_shape():
    st = G.deal(G.rules(), 5, random.Random(3))
    assert st.choosing and st.to_move == st.dealer
    assert st.hands[st.dealer] is None
    assert all(len(h) == 3 for s, h in enumerate(st.hands) if s != st.dealer)
    assert [len(x) for x in st.stacks] == [3, 3]
    assert len(st.stock) == 32 - 3 * 4 - 6
    assert [str(m) for m in G.legal_moves(st)] == ["keep", "second"]


def test_dealer_keeps_the_first_stack():
    st = three_player_deal()
    ev = play(st, "keep")
    assert sorted(st.hands[2]) == sorted(STACK_A)
    assert sorted(st.middle) == sorted(STACK_B)
    assert st.to_move == 0  # the player to the dealer's left moves first
    assert kinds(ev)[0] == "schwimmen.keep"


def test_dealer_takes_the_second_stack():
    st = three_player_deal()
    ev = play(st, "second")
    assert sorted(st.hands[2]) == sorted(STACK_B)
    assert sorted(st.middle) == sorted(STACK_A)  # the stack the dealer saw lies open
    assert st.to_move == 0
    assert kinds(ev)[0] == "schwimmen.second"


def test_tolerant_spellings():
    st = three_player_deal()
    assert str(G.parse_move(st, "take second")) == "second"
    assert str(G.parse_move(st, "KEEP")) == "keep"
    play(st, "keep")
    assert str(G.parse_move(st, "schieben")) == "pass"
    assert str(G.parse_move(st, "swap 7c kc")) == "swap 7C KC"
    assert str(G.parse_move(st, "swap 7♣ K♣")) == "swap 7C KC"
    assert str(G.parse_move(st, "Swap All")) == "swap all"


def test_dealer_sees_only_the_first_stack():
    st = three_player_deal()
    v = G.view(st, 2)
    assert v["stacks"][0] == STACK_A and v["stacks"][1] is None
    other = G.view(st, 0)
    assert other["stacks"] == [None, None] and other["stack_counts"] == [3, 3]
    assert other["players"][1]["hand"] is None and other["players"][0]["hand"] is not None
    assert "stock" not in other and other["stock_count"] == len(st.stock)


def test_only_the_choice_before_the_choice():
    st = three_player_deal()
    refused(st, "pass", "schwimmen.err.choose_first")
    play(st, "keep")
    refused(st, "second", "schwimmen.err.chosen")


def test_31_straight_from_the_deal_ends_the_round():
    st = fresh(
        [["AC", "KC", "QC"], ["7D", "8H", "9S"], None], [["10H", "JH", "QH"], ["7C", "8C", "9C"]], dealer=2
    )
    ev = play(st, "keep")
    assert st.over and "schwimmen.thirty_one_deal" in kinds(ev)
    assert G.legal_moves(st) == []
    assert G.result(st).points == [0, 1, 0]  # 7D 8H 9S is worth 9, the lowest


def test_31_in_the_dealers_unseen_stack():
    stacks = [["10H", "JH", "7S"], ["AD", "KD", "10D"]]
    st = fresh([["7C", "8C", "9C"], ["QS", "8H", "9S"], None], stacks, dealer=2)
    play(st, "second")
    assert st.over and st.end == "thirty_one"
    assert st.losers == [1]  # 24, 19 and 31


def test_holding_31_is_not_checked_before_the_dealers_choice():
    st = fresh(
        [["AC", "AD", "AH"], ["7D", "8H", "9S"], None], [["10H", "JH", "QH"], ["7C", "8C", "9C"]], dealer=2
    )
    assert not st.over
    play(st, "second")
    assert st.over


# -- turns ------------------------------------------------------------------------------------
def test_swap_one_and_swap_all():
    st = position(
        [["7C", "8D", "9H"], ["AC", "QH", "10S"], ["JC", "JD", "JS"]], ["KC", "KD", "7S"], to_move=0
    )
    ev = play(st, "swap 8D KC")
    assert sorted(st.hands[0]) == sorted(["7C", "KC", "9H"])
    assert sorted(st.middle) == sorted(["8D", "KD", "7S"])
    assert kinds(ev) == ["schwimmen.swap", "common.turn"] and st.to_move == 1
    play(st, "swap all")
    assert sorted(st.hands[1]) == sorted(["8D", "KD", "7S"])
    assert sorted(st.middle) == sorted(["AC", "QH", "10S"])
    assert st.to_move == 2


def test_swap_needs_a_hand_card_then_a_middle_card():
    st = position([["7C", "8D", "9H"], ["AC", "QH", "10S"]], ["KC", "KD", "7S"], to_move=0)
    refused(st, "swap AC KC", "schwimmen.err.not_in_hand")
    refused(st, "swap 7C AC", "schwimmen.err.not_in_middle")
    refused(st, "swap KC 7C", "schwimmen.err.not_in_hand")
    refused(st, "swap 7C 2C", "schwimmen.err.not_in_pack")
    refused(st, "swap 7C", "schwimmen.err.swap_form")
    refused(st, "swap 7C ZZ", "common.err.not_card")
    refused(st, "hold", "common.err.unknown_move")


def test_swapping_to_31_ends_the_round_for_the_mover():
    st = position(
        [["AC", "KC", "7H"], ["AD", "QH", "10S"], ["JC", "JD", "JS"]], ["10C", "KD", "7S"], to_move=0
    )
    ev = play(st, "swap 7H 10C")
    assert st.over and st.end == "thirty_one"
    assert "schwimmen.thirty_one" in kinds(ev)


def test_knock_too_early_is_refused():
    st = three_player_deal()
    play(st, "keep")
    err = refused(st, "knock", "schwimmen.err.knock_early")
    assert err.params["n"] == 3
    assert "before every player has had a turn" in err.message("en") and "klopfen" in err.message("de")
    play(st, "pass", "swap 10S KC")
    refused(st, "knock", "schwimmen.err.knock_early")  # the dealer's first turn
    play(st, "pass")
    assert "knock" in [str(m) for m in G.legal_moves(st)]  # everyone has moved once
    play(st, "knock")
    assert st.knocked == 0


def test_the_last_turns_after_a_knock():
    hands = [["7C", "8D", "9H"], ["AC", "KC", "9C"], ["JH", "QH", "7S"], ["8S", "9S", "10D"]]
    st = position(hands, ["KD", "QD", "AS"], to_move=1, dealer=3, turns=5)
    ev = play(st, "knock")
    assert kinds(ev)[0] == "schwimmen.knock" and st.to_move == 2
    # the knocker's cards are open to everyone; the other hands are not
    v = G.view(st, 3)
    assert v["players"][1]["hand"] == list(st.hands[1])
    assert v["players"][2]["hand"] is None and v["players"][2]["hand_count"] == 3
    refused(st, "knock", "schwimmen.err.knock_twice")
    play(st, "swap 7S AS")
    assert not st.over
    play(st, "pass")
    assert not st.over and st.to_move == 0
    ev = play(st, "pass")
    assert st.over and st.end == "knock"  # the knocker does not move again
    assert "schwimmen.knock_done" in kinds(ev)
    assert st.losers == [0]  # 7C 8D 9H is worth only 9


def test_a_knock_resets_the_passes():
    hands = [["7C", "8D", "9H"], ["AC", "KC", "10D"], ["JH", "QH", "7S"]]
    st = position(hands, ["KD", "QD", "AS"], to_move=0, dealer=2, turns=3, passes=2)
    play(st, "knock")
    assert st.passes == 0
    play(st, "pass", "pass")
    assert st.over and st.end == "knock"
    assert list(st.discard) == []  # no renewal


# -- passing, renewal and the stock -------------------------------------------------------------
def test_all_pass_renews_the_middle_from_the_stock():
    hands = [["7C", "8D", "9H"], ["AC", "KC", "10D"], ["JH", "QH", "7S"]]
    stock = ["8C", "9C", "10C", "JC", "QC"]
    st = position(hands, ["KD", "QD", "AS"], to_move=0, dealer=2, stock=stock)
    play(st, "pass", "pass")
    assert st.passes == 2 and list(st.middle) == ["QD", "KD", "AS"]
    ev = play(st, "pass")
    assert "schwimmen.all_passed" in kinds(ev)
    assert sorted(st.middle) == sorted(["8C", "9C", "10C"])  # the top three of the stock
    assert list(st.stock) == ["JC", "QC"]
    assert sorted(st.discard) == sorted(["KD", "QD", "AS"])  # out of the game
    assert st.passes == 0 and st.to_move == 0 and not st.over


def test_a_swap_breaks_the_row_of_passes():
    hands = [["7C", "8D", "9H"], ["AC", "KC", "10D"], ["JH", "QH", "7S"]]
    st = position(hands, ["KD", "QD", "AS"], to_move=0, dealer=2)
    play(st, "pass", "swap 10D KD", "pass", "pass")
    assert list(st.discard) == [] and st.passes == 2


def test_the_stock_running_out_ends_the_round():
    hands = [["7C", "8D", "9H"], ["AC", "KC", "10D"], ["JH", "QH", "7S"]]
    st = position(hands, ["KD", "QD", "AS"], to_move=0, dealer=2, stock=["8C", "9C"])
    ev = play(st, "pass", "pass", "pass")
    assert st.over and st.end == "stock_out"
    assert "schwimmen.stock_out" in kinds(ev)
    assert st.losers == [0]
    assert list(st.middle) == ["QD", "KD", "AS"] and list(st.stock) == ["8C", "9C"]


def test_exactly_three_cards_renew_once_more():
    hands = [["7C", "8D", "9H"], ["AC", "KC", "10D"]]
    st = position(hands, ["KD", "QD", "AS"], to_move=0, dealer=1, stock=["8C", "9C", "10C"])
    play(st, "pass", "pass")
    assert not st.over and list(st.stock) == [] and len(st.middle) == 3
    play(st, "pass", "pass")
    assert st.over and st.end == "stock_out"


# -- scoring, lives and the end of the game -----------------------------------------------------
def test_tied_lowest_hands_all_lose_a_life():
    hands = [["7C", "8D", "9H"], ["AC", "KC", "9C"], ["7D", "8H", "9S"], ["8S", "JS", "QS"]]
    st = position(hands, ["KD", "QD", "AH"], to_move=0, dealer=3, stock=["10S"], knocked=3, turns=7)
    ev = play(st, "pass", "pass", "pass")
    assert st.over and st.losers == [0, 2]
    assert G.result(st).points == [1, 0, 1, 0]
    assert "schwimmen.tie" in kinds(ev)
    text = explain(ev, "en", ["Max", "Tom", "Eva", "Ida"])
    assert "Max and Eva share the lowest value (9)" in text
    assert "Max has 2 lives left" in text
    de = explain(ev, "de", ["Max", "Tom", "Eva", "Ida"])
    assert "verliert ein Leben" in de and "Max hat noch 2 Leben" in de


def test_explained_evaluation_names_values_and_suits():
    st = position(
        [["KH", "QH", "7H"], ["10C", "8D", "9H"]], ["KD", "QD", "AS"], to_move=0, dealer=1, knocked=1, turns=3
    )
    ev = play(st, "pass")
    en = explain(ev, "en", ["Max", "Tom"])
    assert "Max has 7♥ Q♥ K♥: 27 in hearts" in en
    assert "Tom has the lowest hand (10) and loses a life" in en
    de = explain(ev, "de", ["Max", "Tom"])
    assert "27 in Herz" in de and "Tom hat die schlechteste Hand (10)" in de


def test_30_5_is_written_the_german_way():
    st = position(
        [["QC", "QD", "QH"], ["10C", "8D", "9H"]], ["KD", "JD", "AS"], to_move=0, dealer=1, knocked=1, turns=3
    )
    ev = play(st, "pass")
    assert "30.5" in explain(ev, "en") and "30,5" in explain(ev, "de")


def test_swimming_and_going_out():
    start = {
        "dealer": 2,
        "hands": [["7C", "8D", "9H"], ["7D", "8H", "9S"], ["AC", "KC", "9C"]],
        "middle": ["KD", "QD", "AH"],
        "stock": [],
        "to_move": 0,
        "lives": [1, 0, 3],
        "knocked": 2,
        "turns": 4,
    }
    m, st = match_from(start, 3)
    ev = play(st, "pass", "pass")
    assert st.over and st.losers == [0, 1]
    assert "schwimmen.swims" in kinds(ev) and "schwimmen.goes_out" in kinds(ev)
    m.end_deal(st)
    assert m.totals == [0, -1, 3]
    assert m.status() == (False, [])
    assert "swims" in explain(ev, "en") and "schwimmt" in explain(ev, "de")
    # the next deal: seat 1 is out and gets no cards; seat 0 still plays while swimming
    nxt = m.new_deal(random.Random(1))
    assert nxt.hands[1] is None and nxt.dealer == 0
    v = G.view(nxt, 0)
    assert v["swimming"] == [0] and v["out"] == [1]
    assert v["players"][1]["status"] == "out" and v["players"][0]["status"] == "swimming"


def test_players_who_are_out_are_skipped_when_dealing_and_moving():
    rng = random.Random(5)
    start = {
        "dealer": 0,
        "hands": [None, None, ["7C", "8D", "9H"], ["AC", "KC", "9C"]],
        "stacks": [["7D", "8H", "9S"], ["JD", "QD", "KD"]],
        "stock": ["AH", "AS", "KS"],
        "lives": [2, -1, 3, 3],
    }
    m, st = match_from(start, 4)
    play(st, "keep")
    assert st.to_move == 2  # seat 1 is out: seat 2 is left of the dealer
    play(st, "pass", "pass")
    assert st.to_move == 0
    play(st, "pass")  # three players in: three passes renew
    assert st.discard and st.to_move == 2
    play(st, "pass", "pass", "pass")  # the stock is empty now
    assert st.over
    m.end_deal(st)
    st2 = m.new_deal(rng)
    assert st2.dealer == 2  # from seat 0 the deal skips seat 1
    assert st2.hands[1] is None and st2.hands[2] is None
    assert len(st2.stock) == 32 - 3 * 2 - 6
    play(st2, "keep")
    assert st2.to_move == 3
    assert sum(G.card_count(st2).values()) == 32


def test_the_deal_passes_to_the_left():
    m = Match(G, None, 3)
    rng = random.Random(2)
    dealers = []
    while not m.finished:
        st = m.new_deal(rng)
        dealers.append((st.dealer, list(m.totals)))
        while not st.over:
            moves = G.legal_moves(st)
            G.apply(st, moves[rng.randrange(len(moves))], events=False)
        m.end_deal(st)
    assert dealers[0][0] == 2  # the last seat deals first: seat 0 moves first
    for (prev, _), (dealer, lives) in zip(dealers, dealers[1:]):
        k = (prev + 1) % 3
        while lives[k] < 0:  # skip the players who are out
            k = (k + 1) % 3
        assert dealer == k


def test_the_last_player_in_wins():
    start = {
        "dealer": 1,
        "hands": [["7C", "8D", "9H"], ["AC", "KC", "9C"], None],
        "middle": ["KD", "QD", "AH"],
        "stock": [],
        "to_move": 0,
        "lives": [0, 2, -1],
        "knocked": 1,
        "turns": 2,
    }
    m, st = match_from(start, 3)
    ev = play(st, "pass")
    m.end_deal(st)
    assert m.status() == (True, [1])
    assert kinds(ev)[-1] == "schwimmen.winner"


def test_a_shared_win_when_everyone_left_goes_out_at_once():
    start = {
        "dealer": 1,
        "hands": [["7C", "8D", "9H"], ["7D", "8H", "9S"], None],
        "middle": ["KD", "QD", "AH"],
        "stock": [],
        "to_move": 0,
        "lives": [0, 0, -1],
        "knocked": 1,
        "turns": 2,
    }
    m, st = match_from(start, 3)
    ev = play(st, "pass")
    assert st.losers == [0, 1]
    m.end_deal(st)
    assert m.totals == [-1, -1, -1]
    assert m.status() == (True, [0, 1])
    assert kinds(ev)[-1] == "schwimmen.shared_win"
    assert "share the win" in explain(ev, "en", ["A", "B", "C"])


# -- the 7-8-9 rule ---------------------------------------------------------------------------
def _789(**opts):
    rules = G.rules(**opts)
    hands = [["AC", "KC", "10D"], ["JH", "QH", "7S"]]
    return position(
        hands, ["7H", "8C", "9D"], to_move=0, dealer=1, rules=rules, stock=["JC", "QC", "KS", "AS"]
    )


def test_seven_eight_nine_renews_then_a_normal_turn():
    st = _789(seven_eight_nine=True)
    assert "renew" in [str(m) for m in G.legal_moves(st)]
    ev = play(st, "renew")
    assert kinds(ev) == ["schwimmen.renew"]
    assert sorted(st.middle) == sorted(["JC", "QC", "KS"]) and list(st.stock) == ["AS"]
    assert sorted(st.discard) == sorted(["7H", "8C", "9D"])
    assert st.to_move == 0 and st.turns == 0  # renewing is not the turn itself
    refused(st, "renew", "schwimmen.err.renew_no_789")
    play(st, "swap 10D JC")
    assert list(st.hands[0]) == ["JC", "KC", "AC"]  # 31 in clubs
    assert st.over and st.end == "thirty_one"


def test_seven_eight_nine_is_off_by_default():
    st = _789()
    assert "renew" not in [str(m) for m in G.legal_moves(st)]
    refused(st, "renew", "schwimmen.err.renew_off")


def test_seven_eight_nine_needs_three_stock_cards():
    rules = G.rules(seven_eight_nine=True)
    st = position(
        [["AC", "KC", "10D"], ["JH", "QH", "7S"]],
        ["7H", "8C", "9D"],
        to_move=0,
        dealer=1,
        rules=rules,
        stock=["JC", "QC"],
    )
    assert "renew" not in [str(m) for m in G.legal_moves(st)]
    err = refused(st, "renew", "schwimmen.err.renew_stock")
    assert "2 cards" in err.message("en")


def test_seven_eight_nine_any_suits_only_seven_eight_nine():
    rules = G.rules(seven_eight_nine=True)
    st = position(
        [["AC", "KC", "10D"], ["JH", "QH", "7S"]],
        ["7H", "8C", "10C"],
        to_move=0,
        dealer=1,
        rules=rules,
        stock=["JC", "QC", "KS"],
    )
    refused(st, "renew", "schwimmen.err.renew_no_789")
    st = position(
        [["AC", "KC", "10D"], ["JH", "QH", "7S"]],
        ["7C", "8C", "9C"],
        to_move=0,
        dealer=1,
        rules=rules,
        stock=["JC", "QC", "KS"],
    )
    assert "renew" in [str(m) for m in G.legal_moves(st)]


# -- views and messages -----------------------------------------------------------------------
def test_view_hides_other_hands_until_the_round_is_over():
    hands = [["7C", "8D", "9H"], ["AC", "KC", "9C"], ["JH", "QH", "7S"]]
    st = position(hands, ["KD", "QD", "AS"], to_move=0, dealer=2, turns=3)
    v = G.view(st, 0)
    assert v["players"][0]["hand"] == list(st.hands[0])
    assert v["players"][1]["hand"] is None and v["players"][2]["hand"] is None
    assert v["middle"] == list(st.middle) and "stock" not in v and v["stock_count"] == len(st.stock)
    assert v["knock_allowed"] is True and v["lives"] == [3, 3, 3]
    seen = {c for p in v["players"] if p["hand"] for c in p["hand"]}
    assert not seen & {"AC", "KC", "9C", "JH", "QH", "7S"}
    play(st, "knock", "pass", "pass")
    done = G.view(st, 0)
    assert st.over and all(p["hand"] is not None for p in done["players"])
    assert done["losers"] == [0] and done["lives_after"] == [2, 3, 3]
    full = G.view(st)
    assert full["stock"] == list(st.stock)


def test_every_message_has_both_languages_and_errors_exist():
    import re
    from pathlib import Path

    from cardlab.explain import catalog

    cat = catalog()
    ours = {k: v for k, v in cat.items() if k.startswith("schwimmen.")}
    assert all(v.get("en") and v.get("de") for v in ours.values())
    pkg = Path(__file__).resolve().parents[2] / "cardlab/games/schwimmen"
    src = "".join(p.read_text() for p in sorted(pkg.glob("*.py")))
    for key in set(re.findall(r'"(schwimmen\.(?:err|label)\.[a-z_0-9]+)"', src)):
        assert key in cat, key
    for key in (
        "schwimmen.err.knock_early",
        "schwimmen.err.knock_twice",
        "schwimmen.err.not_in_hand",
        "schwimmen.err.not_in_middle",
        "schwimmen.err.renew_no_789",
    ):
        assert key in cat


def test_describe_in_both_languages():
    st = three_player_deal()
    en = G.describe(st, "en", ["Max", "Tom", "Eva"])
    assert "Eva (3 lives, dealer)" in en and "dealer's stacks" in en
    play(st, "keep")
    de = G.describe(st, "de", ["Max", "Tom", "Eva"])
    assert "→ Max" in de and "Mitte" in de and "Talon" in de
