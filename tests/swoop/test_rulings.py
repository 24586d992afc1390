"""Edge cases of every Swoop ruling (RULINGS.md) and each variant."""

import random

import pytest

from cardlab import IllegalMove, Match
from cardlab.games.swoop import decks_for

from .helpers import G, kinds, position


def legal(s):
    return {str(m) for m in G.legal_moves(s)}


def test_four_on_top_limit_counts_the_run_of_the_played_rank():
    s = position(hands=[["5C", "5D", "5H", "5S"], ["2C"], ["3C"]], pile=["5H", "5S"])
    assert "5C 5D" in legal(s) and "5C 5D 5H" not in legal(s)
    s = position(hands=[["5C", "5D", "5H", "5S"], ["2C"], ["3C"]], pile=["6H"])
    assert "5C 5D 5H 5S" in legal(s)


def test_a_play_of_five_cards_is_refused_and_mixed_ranks_too():
    s = position(hands=[["5C", "5D", "5H", "5S", "5C", "6C"], ["2C"], ["3C"]])
    with pytest.raises(IllegalMove):
        G.apply(s.copy(), "5C 5D 5H 5S 5C")
    with pytest.raises(IllegalMove, match="same rank"):
        G.apply(s.copy(), "5C 6C")


def test_ten_and_joker_are_played_alone():
    s = position(hands=[["10H", "10S", "2C"], ["2C"], ["3C"]])
    assert "10H 10S" not in legal(s)
    with pytest.raises(IllegalMove, match="alone"):
        G.apply(s, "10H 10S")


def test_face_up_cards_are_addressed_by_slot_and_uncover_mystery_cards():
    up = [["QH", None, "QS", None], [None] * 4, [None] * 4]
    down = [["2C", "3C", "4C", None], ["5C", None, None, None], ["6C", None, None, None]]
    s = position(hands=[["QC"], [], []], up=up, down=down)
    moves = legal(s)
    assert {"QC", "QH@u1", "QS@u3", "QC QH@u1", "QC QS@u3", "QH@u1 QS@u3", "QC QH@u1 QS@u3"} <= moves
    assert "d2" in moves  # slot 2 holds no face-up card
    assert "d1" not in moves  # still covered by the QH
    with pytest.raises(IllegalMove, match="no face-up slot 5"):
        G.apply(s.copy(), "QH@u5")
    with pytest.raises(IllegalMove, match="covered"):
        G.apply(s.copy(), "d1")
    G.apply(s, "QS@u1")  # a different suit of the same rank names the same play
    assert s.up[0][0] is None and "d1" in {str(m) for m in G.legal_moves(s.copy())} | {"d1"}


def test_mystery_card_higher_than_the_top_picks_up():
    down = [["KD", None, None, None], ["5C", None, None, None], ["6C", None, None, None]]
    s = position(hands=[["KC", "2C"], ["2D"], ["3D"]], down=down, pile=["4C", "7H"])
    ev = G.apply(s, "d1")
    assert kinds(ev) == ["swoop.reveal"] and s.to_move == 0 and s.revealed == (1, "KD")
    assert legal(s) == {"none", "KC"}
    with pytest.raises(IllegalMove, match="mystery card"):
        G.apply(s.copy(), "2C")
    ev = G.apply(s, "KC")
    assert kinds(ev) == ["swoop.pickup", "swoop.new_pile", "common.turn"]
    assert list(s.pile) == ["KD", "KC"] and "7H" in s.hand_list(0)


def test_mystery_ten_or_joker_swoops_at_once():
    down = [["10C", None, None, None], ["5C", None, None, None], ["6C", None, None, None]]
    s = position(hands=[["2C"], ["2D"], ["3D"]], down=down, pile=["4C", "7H"])
    ev = G.apply(s, "d1")
    assert kinds(ev) == ["swoop.reveal", "swoop.special", "swoop.again"]
    assert list(s.pile) == [] and s.revealed is None and s.to_move == 0


def test_mystery_card_with_additions_up_to_the_four_on_top_limit():
    down = [["8D", None, None, None], ["5C", None, None, None], ["6C", None, None, None]]
    up = [[None, "8S", None, None], [None] * 4, [None] * 4]
    s = position(hands=[["8C", "8H", "2C"], ["2D"], ["3D"]], up=up, down=down, pile=["8C"])
    G.apply(s, "d1")
    # one 8 already on top + the mystery 8: at most two more
    moves = legal(s)
    assert {"none", "8C", "8S@u2", "8C 8H", "8C 8S@u2"} <= moves
    assert "8C 8H 8S@u2" not in moves
    with pytest.raises(IllegalMove, match="at most two more cards"):
        G.apply(s.copy(), "8C 8H 8S@u2")
    ev = G.apply(s, "8H 8S@u2")
    assert kinds(ev) == ["swoop.play", "swoop.four", "swoop.again"]


def test_completion_move_follows_even_when_none_is_the_only_choice():
    down = [["3D", None, None, None], ["5C", None, None, None], ["6C", None, None, None]]
    s = position(hands=[["KC"], ["2D"], ["3C"]], down=down)
    G.apply(s, "d1")
    assert legal(s) == {"none"}
    G.apply(s, "none")
    assert list(s.pile) == ["3D"] and s.to_move == 1


def test_going_out_on_a_swoop_ends_the_deal():
    s = position(hands=[["X"], ["2D"], ["3C"]], pile=["9C"])
    ev = G.apply(s, "X")
    assert s.over and s.winner == 0 and "swoop.out" in kinds(ev)
    assert "swoop.again" not in kinds(ev)


def test_dead_deal_on_exactly_the_200th_play():
    s = position(hands=[["2C", "2D"], ["2H", "2S"], ["3C", "3D"]], plays_since_swoop=198)
    G.apply(s, "2C")
    assert not s.over and s.plays_since_swoop == 199
    ev = G.apply(s, "2H")
    assert s.over and s.dead and s.winner is None and "swoop.dead" in kinds(ev)
    res = G.result(s)
    assert res.points == [2, 2, 6] and res.winner is None


def test_going_out_beats_the_dead_deal_limit():
    s = position(hands=[["2C"], ["2H", "2S"], ["3C"]], plays_since_swoop=199)
    G.apply(s, "2C")
    assert s.over and not s.dead and s.winner == 0


def test_swoop_resets_the_dead_deal_count():
    s = position(
        hands=[["2C", "2D"], ["2H", "2S"], ["3C", "3D"]], pile=["2D", "2H", "2S"], plays_since_swoop=150
    )
    G.apply(s, "2C")
    assert s.plays_since_swoop == 0 and not s.over


def test_published_preset_has_no_dead_deal():
    r = G.rules("published")
    s = position(hands=[["2C", "2D"], ["2H", "2S"], ["3C", "3D"]], plays_since_swoop=5000, rules=r)
    G.apply(s, "2C")
    assert not s.over and r.target_score == 500


def _finish(match, points):
    from cardlab.engine import DealResult

    match.results.append(DealResult(points=points, winner=None))


def test_tie_for_lowest_shares_the_win_in_house_and_plays_on_in_published():
    m = Match("swoop", {"preset": "house"}, 3)
    _finish(m, [100, 100, 250])
    assert m.status() == (True, [0, 1])
    m = Match("swoop", {"preset": "published"}, 3)
    _finish(m, [300, 300, 520])
    assert m.status() == (False, [])
    _finish(m, [10, 0, 0])
    assert m.status() == (True, [1])


def test_game_ends_after_the_deal_reaching_the_target():
    m = Match("swoop", None, 3)
    _finish(m, [0, 199, 50])
    assert not m.finished
    _finish(m, [0, 1, 0])
    assert m.finished and m.winners == [0]


def test_score_table_cards_option():
    up = [[None] * 4, ["KC", None, None, None], [None] * 4]
    down = [[None] * 4, ["X", None, None, None], [None] * 4]
    s = position(hands=[["5C"], ["AH"], ["2C"]], up=up, down=down, rules=G.rules(score_table_cards=False))
    G.apply(s, "5C")
    assert G.result(s).points[1] == 1
    s = position(hands=[["5C"], ["AH"], ["2C"]], up=up, down=down)
    G.apply(s, "5C")
    assert G.result(s).points[1] == 1 + 10 + 50


def test_simple_scoring_variant():
    r = G.rules(simple_scoring=True)
    s = position(hands=[["5C"], ["AH", "7S", "KD", "X", "10C"], ["2C"]], rules=r)
    G.apply(s, "5C")
    assert G.result(s).points[1] == 5 + 5 + 10 + 20 + 20


def test_only_jokers_swoop_variant():
    r = G.rules(only_jokers_swoop=True)
    s = position(hands=[["10C", "10D", "2C"], ["2D"], ["3C"]], pile=["9C"], rules=r)
    ev = G.apply(s, "10C 10D")  # 10s are ranked cards between 9 and J
    assert kinds(ev)[0] == "swoop.pickup"
    s = position(hands=[["10C"], ["AH", "10S"], ["2C"]], rules=r)
    G.apply(s, "10C")
    assert G.result(s).points[1] == 1 + 10


def test_big_swoop_variant_allows_more_than_four_on_top():
    r = G.rules(big_swoop=True)
    s = position(hands=[["8C", "8D", "2S"], ["2C"], ["3C"]], pile=["8H", "8S", "8H"], rules=r)
    assert "8C 8D" in legal(s)
    ev = G.apply(s, "8C 8D")
    assert "swoop.four" in kinds(ev) and ev[-2].data["run"] == 5


@pytest.mark.parametrize(
    "table,sizes", [("both", (11, 4, 4)), ("mystery_only", (15, 0, 4)), ("none", (19, 0, 0))]
)
def test_table_cards_variants_deal(table, sizes):
    r = G.rules(table_cards=table)
    s = G.deal(r, 4, random.Random(1))
    for seat in range(4):
        assert (
            len(s.hand_list(seat)),
            sum(c is not None for c in s.up[seat]),
            sum(c is not None for c in s.down[seat]),
        ) == sizes


def test_twenty_cards_per_player():
    s = G.deal(G.rules(cards_per_player=20), 3, random.Random(2))
    assert all(len(s.hand_list(i)) == 12 for i in range(3))


@pytest.mark.parametrize("n,decks", [(3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 4)])
def test_decks_by_players_and_whole_deck_accounted(n, decks):
    assert decks_for(n) == decks
    s = G.deal(G.rules(), n, random.Random(n))
    assert sum(G.card_count(s).values()) == 54 * decks


def test_player_count_limits():
    from cardlab import RulesError

    for n in (2, 9):
        with pytest.raises(RulesError, match="3 to 8"):
            Match("swoop", None, n)


def test_first_starter_draw_and_rotation():
    rng = random.Random(5)
    m = Match("swoop", None, 4)
    s = m.new_deal(rng)
    draw = s.draw
    # every drawn card comes from the set-aside cards, and the draw names the starter
    assert draw and all(c in s.aside for _, c in draw)
    assert G._check_draw(m.rules, 4, draw, s.starter) == draw
    with pytest.raises(Exception, match="draw makes seat"):
        G._check_draw(m.rules, 4, draw, (s.starter + 1) % 4)
    m.end_deal(s)  # pretend it ended
    s2 = m.new_deal(rng)
    assert s2.starter == (s.starter + 1) % 4 and s2.draw is None


def test_draw_redraws_ten_and_joker_and_ties():
    r = G.rules()
    draw, starter = G.first_starter(r, 3, ["KC", "10D", "KH", "2C", "5S", "QC", "AH"])
    # seat 0 K, seat 1 10 (again) K, seat 2 2 -> seats 0 and 1 tie: draw again 5 vs Q
    assert draw == [[0, "KC"], [1, "10D"], [1, "KH"], [2, "2C"], [0, "5S"], [1, "QC"]]
    assert starter == 1


def test_rules_refuse_unknown_option_and_bad_value():
    from cardlab import RulesError

    with pytest.raises(RulesError, match="no option 'target'"):
        G.rules(target=100)
    with pytest.raises(RulesError, match="table_cards"):
        G.rules(table_cards="some")
    with pytest.raises(RulesError, match="whole number"):
        G.rules(target_score="lots")
    with pytest.raises(RulesError, match="no rules called"):
        G.rules("tournament")


def test_any_spelling_is_accepted_and_the_record_keeps_it():
    s = position(hands=[["8C", "8S", "2C"], ["2D"], ["3C"]])
    assert "8C" in legal(s) and "8S" not in legal(s)  # canonical: suit order C D H S
    m = G.parse_move(s, "8s")
    assert str(m) == "8S" and m == G.parse_move(s, "8C")
    G.apply(s, "8♠")
    assert list(s.pile) == ["8S"]


def test_the_big_swoop_lifts_the_four_on_top_limit():
    """What the Swoop page says of the big swoop: with two 8s on top, a play may add two 8s (four
    on top), not three; with big_swoop all three, and the five on top swoop."""
    from cardlab import get_game, lessons

    g = get_game("swoop")
    plays = {}
    for big in (False, True):
        rec = lessons.position(
            "swoop",
            hands=[["8C", "8D", "8H", "2C"], ["3C", "4C"], ["5C", "6C"]],
            pile=["9H", "8S", "8C"],
            rules={"big_swoop": big},
        )
        st = rec.state_at(1, 0).state
        plays[big] = [str(m) for m in g.legal_moves(st) if "8" in str(m)]
        if big:
            events = g.apply(st, next(m for m in g.legal_moves(st) if str(m) == "8C 8D 8H"))
            assert any(e.kind == "swoop.four" for e in events) and not st.pile
    assert plays == {False: ["8C", "8C 8D"], True: ["8C", "8C 8D", "8C 8D 8H"]}


@pytest.mark.parametrize(
    "typed,lang,said",
    [
        ("passen", "de", "Passen gibt es bei Swoop nicht: Wer keine gleich hohe oder niedrigere Karte"),
        ("Ich passe", "de", "Passen gibt es bei Swoop nicht"),
        ("pass", "en", "there is no passing in Swoop: who cannot or will not play an equal or lower card"),
    ],
)
def test_a_pass_is_refused_by_the_rule_not_as_no_card(typed, lang, said):
    """Swoop has no pass: the refusal names the rule (play higher and pick up the pile), not that
    the word is no card."""
    from cardlab import IllegalMove, get_game, lessons

    g = get_game("swoop")
    st = lessons.position("swoop", hands=[["8C", "QH"], ["2C"], ["3C"]], pile=["9S"]).state_at(1, 0).state
    with pytest.raises(IllegalMove) as e:
        g.parse_move(st, typed)
    assert e.value.message(lang).startswith(said), e.value.message(lang)
