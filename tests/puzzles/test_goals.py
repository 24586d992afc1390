"""The solver of every goal, on positions written from the rule texts' examples."""

import re
from pathlib import Path

import pytest

from cardlab.engine import GAMES, Match, get_game
from cardlab.puzzles.goals import GOALS, Goal, goal, goals_of

ROOT = Path(__file__).resolve().parents[2] / "cardlab"


def swoop_state(hand, pile, up=None, down=None, others=(["2C", "3C"], ["2D", "3D"])):
    m = Match("swoop", None, ["A", "B", "C"])
    hands = [list(others[0]), list(others[1]), list(hand)]
    start = {
        "starter": 0,
        "hands": hands,
        "up": [[None] * 4, [None] * 4, up or [None] * 4],
        "down": [["4C", None, None, None], ["4D", None, None, None], down or [None] * 4],
        "aside": [],
        "pile": list(pile),
        "out": [],
        "to_move": 2,
        "plays_since_swoop": 0,
    }
    return m.start_deal(start)


def best(gl, state, seat):
    res = gl.results(state, seat)
    top = max(r.score for r in res)
    return sorted(str(r.move) for r in res if r.score == top), top, {str(r.move): r for r in res}


def test_goal_registry():
    assert goals_of("swoop") == ["shed_most"]
    assert set(goals_of("sweep")) == {"most_cards", "take_spade_ace", "sweep"}
    assert goals_of("schwimmen") == ["best_value"]
    with pytest.raises(ValueError):
        goal("swoop", "most_cards")
    assert set(GOALS) >= {"shed_most", "most_cards", "take_spade_ace", "sweep", "best_value"}


def test_carla_four_kings_three_swoops():
    # rules/000: pile Q Q 9 9 9 7, Carla K K K K Q Q 9 7 5: kings pick up and swoop, then
    # queens, then nines swoop, the two 7s start a new pile: of nine cards the 5 is left
    st = swoop_state(
        ["KC", "KD", "KH", "KS", "QC", "QD", "9C", "7C", "5C"], ["QH", "QS", "9D", "9H", "9S", "7D"]
    )
    moves, top, res = best(goal("swoop", "shed_most"), st, 2)
    assert moves == ["KC KD KH KS"]
    assert top == 9 - 1
    line = res["KC KD KH KS"].line
    assert len(line) == 3 and line[-1] == "7C 7D"
    assert sorted(line[:2]) == ["9C 9D 9H 9S", "QC QD QH QS"]


def test_three_eights_one_fits():
    st = swoop_state(["8C", "8D", "5C"], ["JC", "8H", "8S", "8H"])
    g = get_game("swoop")
    assert not g.is_legal(st, "8C 8D")
    moves, top, res = best(goal("swoop", "shed_most"), st, 2)
    assert moves == ["8C"]  # one 8 swoops, the player plays again
    assert top == 2


def test_pickup_counts_against():
    st = swoop_state(["QC", "QD", "JH"], ["9H", "6C", "6D"])
    moves, top, res = best(goal("swoop", "shed_most"), st, 2)
    # three cards in hand, the pile of three comes in, the queens go down: one card more
    assert moves == ["QC QD"] and top == -1
    assert res["JH"].score == -2


def test_mystery_is_judged_without_looking():
    """The solver never reads a mystery card: the reveal's score is the same whatever the card
    is, and it is the worst case (here a card higher than the top picks the pile up)."""
    scores = []
    for real in ("10S", "2H", "KD"):
        st = swoop_state(["4C"], ["9C", "5D"], up=[None, "KS", None, None], down=[real, "2C", "8D", None])
        moves, top, res = best(goal("swoop", "shed_most"), st, 2)
        scores.append(res["d1"].score)
        assert res["d1"].chance
    assert len(set(scores)) == 1
    assert scores[0] < 0  # a king (say) would pick up the two cards of the pile


def test_chain_after_joker_and_ten_either_first():
    st = swoop_state(["X", "10D", "9C", "9D", "KC"], ["3C", "AD", "2S"])
    moves, top, _ = best(goal("swoop", "shed_most"), st, 2)
    assert moves == ["10D", "X"] and top == 4


def sweep_state(hand, table, other=("KC", "JD")):
    m = Match("sweep", None, ["A", "B"])
    return m.start_deal(
        {
            "dealer": 1,
            "hands": [list(hand), list(other)],
            "table": list(table),
            "stock": ["2H", "4S"],
            "to_move": 0,
            "captured": [[], []],
            "sweeps": [0, 0],
            "last_capture": None,
        }
    )


def test_sweep_nine_takes_nine_and_sums():
    # rules/003: a 9 takes 6+3 or 5+3+A, and a 9 with 6+3 at once
    st = sweep_state(["9H", "2C"], ["9S", "6C", "3D", "5H", "3S", "AC", "QH"])
    moves, top, _ = best(goal("sweep", "most_cards"), st, 0)
    assert top == 6 and len(moves) == 1
    mv = get_game("sweep").parse_move(st, moves[0])
    assert set(mv.taken) == {"9S", "6C", "3D", "5H", "3S", "AC"}


def test_take_spade_ace_accepts_every_way():
    st = sweep_state(["5C", "4D", "JS"], ["AS", "4H", "3C", "KD"])
    moves, top, res = best(goal("sweep", "take_spade_ace"), st, 0)
    assert top == 1
    g = get_game("sweep")
    for m in g.legal_moves(st):
        takes = m.kind == "capture" and "AS" in m.taken
        assert (str(m) in moves) == takes


def test_sweep_goal():
    st = sweep_state(["9H", "8D"], ["4C", "5D", "8C", "AD"])
    moves, top, _ = best(goal("sweep", "sweep"), st, 0)
    assert moves == ["9H x 8C+AD 5D+4C"] and top == 1
    st2 = sweep_state(["KH", "2D"], ["4C", "5D"])
    moves, top, _ = best(goal("sweep", "sweep"), st2, 0)
    assert top == 0 and len(moves) == len(get_game("sweep").legal_moves(st2))


def schwimmen_state(hand, middle, turns=3):
    m = Match("schwimmen", None, ["A", "B", "C"])
    from cardlab.games.schwimmen import DECK

    used = set(hand) | set(middle)
    free = [c for c in DECK if c not in used]
    ben, carla = free[0:24:8], free[1:24:8]  # three suits each: low hands
    rest = [c for c in free if c not in ben and c not in carla]
    return m.start_deal(
        {
            "dealer": 2,
            "hands": [list(hand), ben, carla],
            "stock": rest[:6],
            "middle": list(middle),
            "to_move": 0,
            "lives": [3, 3, 3],
            "knocked": None,
            "passes": 0,
            "turns": turns,
            "discard": [],
        }
    )


def test_schwimmen_spades_18_to_28():
    # rules/004: K♠ 8♠ J♥ is 18; with the J♠ instead, 28
    st = schwimmen_state(["KS", "8S", "JH"], ["JS", "7D", "9C"])
    moves, top, res = best(goal("schwimmen", "best_value"), st, 0)
    assert res["pass"].score == 18
    assert moves == ["swap JH JS"] and top == 28


def test_schwimmen_three_queens_and_three_aces():
    st = schwimmen_state(["QH", "QS", "9C"], ["QD", "7H", "8C"])
    moves, top, _ = best(goal("schwimmen", "best_value"), st, 0)
    assert moves == ["swap 9C QD"] and top == 30.5
    st = schwimmen_state(["AS", "AH", "9C"], ["AD", "KC", "7H"])
    moves, top, _ = best(goal("schwimmen", "best_value"), st, 0)
    assert moves == ["swap 9C AD"] and top == 31


def test_every_game_has_goals_of_the_same_shape():
    # each game's goals are in its package (games/<game>/goals.py, the Game's ``goals``); the
    # puzzles ask the game and build GOALS from the registered games
    for name in GAMES:
        g = get_game(name)
        m = g.goals
        assert m.__name__ == f"cardlab.games.{name}.goals"
        assert m.GOALS and all(issubclass(c, Goal) and c.game == name for c in m.GOALS)
        assert [c.name for c in m.GOALS] == goals_of(name)
        assert all(c.margin > 0 and c.tags for c in m.GOALS)
        assert m.GENERATED and set(m.GENERATED) <= set(goals_of(name))
        assert g.MIN_PLAYERS <= len(m.PLAYERS) <= g.MAX_PLAYERS
        assert isinstance(m.example(), g.move_type)
        assert callable(m.fit) and callable(m.loose_answer)
        # the games sit below the puzzles: a game's goals import nothing above them
        assert not re.search(r"from \.\.\.(puzzles|widgets|lessons|analysis)", Path(m.__file__).read_text())
    assert list(GOALS) == [n for name in GAMES for n in goals_of(name)]


def test_the_puzzles_name_no_game():
    pattern = re.compile("|".join(GAMES), re.IGNORECASE)
    paths = [
        *sorted((ROOT / "puzzles").glob("*.py")),
        ROOT / "widgets" / "puzzle.py",
        ROOT / "cli" / "puzzles.py",
    ]
    for path in paths:
        hits = [
            n
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
            if pattern.search(line)
        ]
        assert not hits, (path.name, hits)
