"""Audit of Schwimmen against rules/004, RULINGS.md and FORMAT.md, as an outside tester would
write it: records and positions built by hand, run through the engine and the command line."""

import json

from cardlab import Record
from cardlab.engine import get_game
from cardlab.games.schwimmen import DECK, hand_value
from tests.conftest import run_cli, write_record

G = get_game("schwimmen")

HANDS = [["KS", "8S", "JH"], ["QC", "QD", "QH"], ["AS", "10S", "9S"]]
MIDDLE = ["7D", "8D", "9D"]


def rest(*used):
    taken = {c for group in used for c in (group or ())}
    return [c for c in DECK if c not in taken]


def position(**fields):
    """Three players, seat 2 deals, so seat 0 has the first turn of the round."""
    start = {
        "dealer": 2,
        "hands": [list(h) for h in HANDS],
        "middle": list(MIDDLE),
        "stock": rest(*HANDS, MIDDLE),
    }
    start.update(fields)
    return start


def record(tmp_path, deals, players=("A", "B", "C"), rules=None, name="r.json"):
    return write_record(tmp_path / name, "schwimmen", players, deals, rules)


def moves_at(path, *args):
    code, out, err = run_cli("moves", path, *args)
    assert code == 0, err
    return out.split()


def legal(state):
    return [str(m) for m in G.legal_moves(state)]


# -- set-up positions and the first round of turns ---------------------------------------------
def test_a_position_with_a_later_seat_to_move_has_had_turns():
    """Play starts left of the dealer and goes round in order, so with seat 1 to move, seat 0
    has already had a turn: once seats 1 and 2 have moved, everyone has, and seat 0 may knock."""
    st = G.state_from_json(G.rules(), 3, position(to_move=1))
    G.apply(st, "pass")
    G.apply(st, "swap 9S 7D")
    assert st.to_move == 0
    assert "knock" in legal(st)
    G.apply(st, "knock")
    assert st.knocked == 0


def test_a_full_row_of_passes_behind_the_mover_allows_a_knock(tmp_path):
    """Seats 1 and 2 passed in a row and seat 0 is to move: seat 0 moved before them, so every
    player has had a turn and a knock is legal at once."""
    path = record(tmp_path, [{"start": position(to_move=0, passes=2), "moves": ["knock"]}])
    assert "knock" in moves_at(path, "--at", "0")
    code, out, err = run_cli("check", path, "--json")
    assert code == 0, err
    assert json.loads(out)["deals"][0]["moves"] == 1


def test_completing_a_row_of_passes_from_a_position_counts_the_turns():
    st = G.state_from_json(G.rules(), 3, position(to_move=2, passes=2))
    assert "knock" not in legal(st)  # seats 0 and 1 passed: seat 2 has not moved yet
    G.apply(st, "pass")  # seats 0, 1 and 2 have passed: the middle is renewed
    assert st.discard and st.to_move == 0
    assert "knock" in legal(st)  # and every player has moved


def test_a_position_at_the_first_mover_may_still_be_the_first_round(tmp_path):
    """Without passes and with the first seat after the dealer to move, the position may be the
    start of the round; cardlab's documented default keeps the knock back until all have moved."""
    path = record(tmp_path, [{"start": position(to_move=0), "moves": ["knock"]}])
    code, out, err = run_cli("check", path)
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and 'deal 1, move 1 ("knock")' in err


def test_fewer_turns_than_passes_in_a_row_is_refused(tmp_path):
    """Every pass in the row is a turn of this round, so the turns cannot be fewer."""
    where = "start.turns"
    path = record(tmp_path, [{"start": position(to_move=0, passes=2, turns=1), "moves": []}])
    code, out, err = run_cli("check", path, "--json")
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and f"deal 1, {where}" in err and "Traceback" not in err


def test_passes_after_a_knock_up_to_the_players_who_moved_are_fine():
    st = G.state_from_json(G.rules(), 3, position(to_move=0, knocked=1, passes=1))
    G.apply(st, "pass")
    assert st.over and st.end == "knock" and list(st.discard) == []


# -- values and the end of a round ----------------------------------------------------------------
def test_the_rule_texts_value_examples():
    assert hand_value(["KS", "8S", "JH"]) == 18
    assert hand_value(["KS", "8S", "JS"]) == 28
    assert hand_value(["QC", "QD", "QH"]) == 30.5
    assert hand_value(["7C", "7D", "7S"]) == 30.5
    assert hand_value(["AC", "AD", "AH"]) == 31
    assert hand_value(["AS", "KS", "QS"]) == 31


def test_thirty_one_after_the_choice_and_after_a_swap_end_the_round(tmp_path):
    hands = [["AS", "KS", "8H"], ["QH", "7H", "9D"], None]
    stacks = [["7C", "8D", "9H"], ["10S", "JC", "7D"]]
    start = {"dealer": 2, "hands": hands, "stacks": stacks, "stock": rest(*(h for h in hands if h), *stacks)}
    path = record(tmp_path, [{"start": start, "moves": ["keep", "swap 8h ts"]}])
    code, out, err = run_cli("check", path, "--json")
    assert code == 0, err
    deal = json.loads(out)["deals"][0]
    assert deal["complete"] and deal["points"] == [0, 0, 1]  # 31, 17 and 9
    more = record(tmp_path, [{"start": start, "moves": ["keep", "swap 8h ts", "pass"]}], name="m.json")
    code, out, err = run_cli("check", more)
    assert code == 1 and err.count("\n") == 1 and 'deal 1, move 3 ("pass")' in err


def test_a_game_to_a_shared_win(tmp_path):
    """Two swimming players tie for the lowest hand: both go out, nobody is left, and they share
    the win."""
    low1, low2 = ["7C", "8D", "9H"], ["7H", "8S", "9D"]
    stacks = [low1, ["10C", "10D", "10H"]]
    hands = [None, None, low2]  # seat 0 is out, seat 1 deals
    start = {"dealer": 1, "hands": hands, "stacks": stacks, "lives": [-1, 0, 0], "stock": rest(low2, *stacks)}
    path = record(tmp_path, [{"start": start, "moves": ["keep", "pass", "pass", "knock", "pass"]}])
    code, out, err = run_cli("check", path, "--json")
    assert code == 0, err
    obj = json.loads(out)
    assert obj["deals"][0]["points"] == [0, 1, 1]
    assert obj["deals"][0]["totals"] == [-1, -1, -1]
    assert obj["finished"] is True and obj["winners"] == [1, 2]


def test_state_round_trip_keeps_the_turns():
    st = G.state_from_json(G.rules(), 3, position(to_move=1))
    again = G.state_from_json(G.rules(), 3, G.state_to_json(st))
    assert again.turns == st.turns and legal(again) == legal(st)
    assert Record.from_json(
        {
            "format": "cardlab-record/1",
            "game": "schwimmen",
            "players": ["A", "B", "C"],
            "deals": [{"start": G.state_to_json(st), "moves": []}],
        }
    ).check()
