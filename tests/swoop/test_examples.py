"""The worked examples of the Swoop rule texts (rules/000 and rules/001), replayed."""

from cardlab import explain

from .helpers import G, kinds, position


def test_two_sixes_on_a_nine_then_ben_picks_up_with_a_queen():
    # A 9 lies on top; Anna lays two 6s on it; Ben has nothing of 6 or lower and no 10 or joker,
    # so he plays a queen: he picks up the whole pile first, then the queen starts a new pile.
    s = position(hands=[["6C", "6D", "KS"], ["QH", "8C", "9D"], ["2C", "3C"]], pile=["4H", "9S"])
    ev = G.apply(s, "6C 6D")
    assert kinds(ev) == ["swoop.play", "common.turn"]
    assert list(s.pile) == ["4H", "9S", "6C", "6D"] and s.to_move == 1
    # Ben cannot play 6 or lower: every play he has is higher than the 6
    assert {str(m) for m in G.legal_moves(s)} == {"8C", "9D", "QH"}
    ev = G.apply(s, "QH")
    assert kinds(ev) == ["swoop.pickup", "swoop.new_pile", "common.turn"]
    assert list(s.pile) == ["QH"]
    assert sorted(s.hand_list(1)) == sorted(["8C", "9D", "4H", "9S", "6C", "6D"])
    text = explain(ev, "en", ["Anna", "Ben", "Carla"])
    assert "Ben" in text and "picks up" in text and "4 cards" in text
    assert "nimmt" in explain(ev, "de", ["Anna", "Ben", "Carla"])


def carla_position():
    # The pile is Q Q 9 9 9 7 with the 7 on top; Carla holds K K K K Q Q 9 7 5.
    return position(
        hands=[["2C"], ["3C"], ["KC", "KD", "KH", "KS", "QC", "QD", "9C", "7C", "5C"]],
        pile=["QH", "QS", "9D", "9H", "9S", "7D"],
        to_move=2,
    )


def test_carla_four_kings_pick_up_swoop_then_queens_and_nines_swoop_and_two_sevens_stay():
    s = carla_position()
    names = ["Anna", "Ben", "Carla"]
    ev = G.apply(s, "KC KD KH KS")
    # higher than the 7: pick up the 6-card pile first, then the four kings swoop at once
    assert kinds(ev) == ["swoop.pickup", "swoop.new_pile", "swoop.four", "swoop.again"]
    assert ev[0].data["n"] == 6
    assert list(s.pile) == [] and s.to_move == 2
    assert "picks up the whole pile of 6 cards" in explain(ev, "en", names)
    # now she holds four queens and four 9s
    assert sorted(s.hand_list(2)) == sorted(
        ["QC", "QD", "QH", "QS", "9C", "9D", "9H", "9S", "7C", "7D", "5C"]
    )
    ev = G.apply(s, "QC QD QH QS")
    assert kinds(ev) == ["swoop.start", "swoop.four", "swoop.again"]
    ev = G.apply(s, "9C 9D 9H 9S")
    assert kinds(ev) == ["swoop.start", "swoop.four", "swoop.again"]
    ev = G.apply(s, "7C 7D")
    assert kinds(ev) == ["swoop.start", "common.turn"]
    assert list(s.pile) == ["7C", "7D"] and s.to_move == 0
    assert s.hand_list(2) == ["5C"]
    assert len(s.out) == 4 + 4 + 4  # the picked-up pile went to her hand, not aside


def test_three_eights_on_top_only_one_more_eight():
    s = position(hands=[["8C", "8D", "4S"], ["2C"], ["3C"]], pile=["9C", "8H", "8S", "8H"])
    legal = {str(m) for m in G.legal_moves(s)}
    assert "8C" in legal and "8C 8D" not in legal
    import pytest

    from cardlab import IllegalMove

    with pytest.raises(IllegalMove) as e:
        G.apply(s.copy(), "8C 8D")
    assert "at most one more" in str(e.value)
    ev = G.apply(s, "8D")  # any suit of the rank is the same play
    assert kinds(ev) == ["swoop.play", "swoop.four", "swoop.again"]
    # the extra play: the other 8, or something else entirely
    assert {str(m) for m in G.legal_moves(s)} == {"4S", "8C"}
    G.apply(s, "8C")
    assert list(s.pile) == ["8C"] and s.to_move == 1


def test_ben_scores_68_with_ace_seven_king_and_joker():
    # Anna goes out; Ben still holds A, 7, K and a joker: 1 + 7 + 10 + 50 = 68.
    s = position(hands=[["5C"], ["AH", "7S", "KD", "X"], ["2C", "2D"]], pile=["9C"])
    ev = G.apply(s, "5C")
    assert s.over and s.winner == 0
    res = G.result(s)
    assert res.points[0] == 0 and res.points[1] == 68 and res.points[2] == 4
    assert "68 points" in explain(ev, "en", ["Anna", "Ben", "Carla"])
    assert "68 Punkte" in explain(ev, "de", ["Anna", "Ben", "Carla"])


def test_ten_or_joker_swoops_on_anything_and_plays_again():
    s = position(hands=[["10H", "X", "KC"], ["2C", "4C"], ["3C", "4D"]], pile=["2H", "3S"])
    ev = G.apply(s, "10H")
    assert kinds(ev) == ["swoop.special", "swoop.again"] and list(s.pile) == [] and s.to_move == 0
    assert list(s.out) == ["2H", "3S", "10H"]
    G.apply(s, "KC")
    G.apply(s, "2C")
    G.apply(s, "3C")
    # a joker on top of a pile
    ev = G.apply(s, "X")
    assert kinds(ev)[0] == "swoop.special"
