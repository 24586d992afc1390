"""Hand values: the worked examples of rules/004 and the scoring options."""

import pytest

from cardlab.games.schwimmen import hand_value

from .helpers import G, fresh, kinds, play, position


def test_text_example_mixed_suits_is_18():
    # rules/004: king and eight of spades with the jack of hearts count 18
    assert hand_value(["KS", "8S", "JH"]) == 18


def test_text_example_one_suit_is_28():
    # ... and with the jack of spades instead, 28
    assert hand_value(["KS", "8S", "JS"]) == 28


def test_three_queens_are_30_5():
    assert hand_value(["QC", "QD", "QH"]) == 30.5


def test_three_aces_are_31():
    assert hand_value(["AC", "AD", "AS"]) == 31


def test_card_values():
    # 7-10 face value, J Q K 10, A 11 (one suit, so the sum shows the values)
    assert hand_value(["7H", "8H", "9H"]) == 24
    assert hand_value(["10D", "JD", "QD"]) == 30
    assert hand_value(["KC", "AC", "7D"]) == 21
    assert hand_value(["AS", "KS", "QS"]) == 31
    assert hand_value(["7C", "8D", "9H"]) == 9


def test_three_aces_end_the_round_at_once():
    # seat 0 swaps the AS in: three aces, 31, and nobody moves again
    st = position(
        [["AC", "AD", "7H"], ["8C", "9C", "10C"], ["JH", "QH", "8S"]], ["AS", "7S", "9D"], to_move=0
    )
    ev = play(st, "swap 7H AS")
    assert st.over and G.legal_moves(st) == []
    assert "schwimmen.thirty_one" in kinds(ev)
    assert G.result(st).points == [0, 0, 1]  # 8S JH QH = 20 in hearts is lowest
    with pytest.raises(Exception):
        G.apply(st, "pass")


@pytest.mark.parametrize(
    "scoring,queens,aces,sevens",
    [
        ("suit_and_triples", 30.5, 31, 30.5),
        ("suit_only", 10, 11, 7),
        ("suit_or_rank", 30, 31, 21),
    ],
)
def test_scoring_options(scoring, queens, aces, sevens):
    assert hand_value(["QC", "QD", "QH"], scoring) == queens
    assert hand_value(["AC", "AD", "AH"], scoring) == aces
    assert hand_value(["7C", "7D", "7H"], scoring) == sevens
    # suits count the same way under every option
    assert hand_value(["KS", "8S", "JH"], scoring) == 18


@pytest.mark.parametrize(
    "scoring,ends", [("suit_and_triples", True), ("suit_only", False), ("suit_or_rank", True)]
)
def test_three_aces_from_the_deal_under_each_option(scoring, ends):
    rules = G.rules(scoring=scoring)
    st = fresh(
        [["AC", "AD", "AH"], ["7C", "8D", "9S"], None],
        [["10C", "JD", "QS"], ["KC", "KD", "KS"]],
        dealer=2,
        rules=rules,
    )
    play(st, "keep")
    assert st.over is ends


@pytest.mark.parametrize(
    "scoring,loser",
    [
        ("suit_and_triples", 1),  # queens 30.5, spades 21, clubs 30
        ("suit_only", 0),  # queens are only 10 (one card of each suit)
        ("suit_or_rank", 1),  # queens 30, spades 21, clubs 30
    ],
)
def test_scoring_option_decides_the_loser(scoring, loser):
    rules = G.rules(scoring=scoring)
    hands = [["QC", "QD", "QH"], ["KS", "AS", "7D"], ["10C", "JC", "KC"]]
    st = position(hands, ["8H", "9H", "7S"], to_move=0, rules=rules, turns=3)
    play(st, "knock", "pass", "pass")
    assert st.over
    assert st.losers == [loser]


def test_suit_or_rank_triple_can_tie_a_suit():
    rules = G.rules(scoring="suit_or_rank")
    hands = [["QC", "QD", "QH"], ["10S", "JS", "KS"]]
    st = position(hands, ["8H", "9H", "7S"], to_move=0, rules=rules, turns=2)
    play(st, "knock", "pass")
    assert st.losers == [0, 1]  # 30 and 30: both lowest


def test_the_view_shows_a_lost_life_in_the_step_that_loses_it():
    """Issue 31, item 12: at a round's end the red "loses a life" tag showed while the lives
    kept the old count until the next deal.  The view of the finished round counts the life lost."""
    import random as _random

    from cardlab.engine import Match, get_game
    from cardlab.games.schwimmen.play import lives_after

    g = get_game("schwimmen")
    m = Match(g, None, 3)
    st = m.new_deal(_random.Random(4))
    rng = _random.Random(4)
    while not st.over:
        g.apply(st, rng.choice(g.legal_moves(st)))
    v = g.view(st, 0)
    assert v["losers"]
    assert [p["lives"] for p in v["players"]] == lives_after(st)
    for s in v["losers"]:
        assert v["players"][s]["lives"] == st.lives[s] - 1
