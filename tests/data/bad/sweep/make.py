"""Writes the Sweep records of tests/data/sweep/ (good) and of this folder (malformed; run once,
the files are committed).  Each malformed file breaks one thing; expected.json names the place
its one-line error must name.

    .venv/bin/python tests/data/bad/sweep/make.py
"""

import copy
import json
from pathlib import Path

from cardlab import get_game
from cardlab.play import play_game

HERE = Path(__file__).parent
GOOD = HERE.parent.parent / "sweep"
G = get_game("sweep")
FMT = "cardlab-record/1"


def record(start, moves, rules=None, players=("Anna", "Ben"), title=""):
    r = {"format": FMT, "game": "sweep"}
    if rules:
        r["rules"] = rules
    r.update(
        {"players": list(players), "deals": [{"start": start, "moves": moves}], "meta": {"title": title}}
    )
    return r


# a position from the rule text: the 9 takes a 9 by match and 6+3 and 5+3+A by sum
EXAMPLE = record(
    {
        "dealer": 1,
        "hands": [["4D", "9H"], ["7C", "KS"]],
        "table": ["9S", "6C", "3D", "5H", "3S", "AC"],
        "stock": [],
        "to_move": 0,
        "captured": [[], []],
        "sweeps": [0, 0],
        "last_capture": None,
    },
    ["9H x 9S 6C+3D 5H+3S+AC", "7C", "4D", "KS"],
    title="9 takes 9, 6+3 and 5+3+A: a sweep",
)

LAST_CARD = record(
    {
        "dealer": 0,
        "hands": [[], ["10H"]],
        "table": ["6C", "4D"],
        "stock": [],
        "to_move": 1,
        "captured": [["2C", "3C", "KD"], ["JH"]],
        "sweeps": [0, 0],
        "last_capture": 0,
    },
    ["10h x 4d+6c"],
    title="the last card of the round sweeps",
)

BUILD = record(
    {
        "dealer": 1,
        "hands": [["5H", "9D", "2C"], ["9S", "3H", "KC"]],
        "table": ["4C", "7D"],
        "stock": [],
        "to_move": 0,
        "captured": [[], []],
        "sweeps": [0, 0],
        "last_capture": None,
    },
    ["5H b 4C", "KC", "9D x 5H+4C", "3H", "2C", "9S"],
    rules={"building": True},
    title="a build of 9, taken by its builder",
)

FACES = record(
    {
        "dealer": 1,
        "hands": [["KS", "10D"], ["2C", "3C"]],
        "table": ["7C", "6D", "JC", "AS"],
        "stock": [],
        "to_move": 0,
    },
    ["KS", "2C", "10D", "3C"],
    title="face cards capture only by match",
)

PUZZLE = record(
    {
        "dealer": 2,
        "hands": [["9H", "KD", "2S"], ["3C", "QH"], ["AH", "8D"]],
        "table": ["AC", "2D", "3H", "3S", "4C", "5D", "KH"],
        "stock": [],
        "to_move": 0,
        "captured": [[], [], []],
        "sweeps": [0, 0, 0],
        "last_capture": None,
    },
    [],
    players=("Anna", "Ben", "Carla"),
    title="which 9-capture takes the most cards?",
)


def good():
    GOOD.mkdir(exist_ok=True)
    files = {
        "rule_examples.json": EXAMPLE,
        "last_card_sweep.json": LAST_CARD,
        "building.json": BUILD,
        "puzzle_position.json": PUZZLE,
    }
    for name, r in files.items():
        (GOOD / name).write_text(json.dumps(r, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for n, rules, seed in (
        (2, None, 1),
        (3, {"building": True}, 2),
        (4, None, 3),
        (4, {"partnerships": False, "eight_card_deal": True}, 4),
    ):
        rec = play_game("sweep", G.rules(**(rules or {})), n, seed=seed)
        rec.meta["title"] = f"random game, {n} players"
        tag = "_".join(f"{k}" for k in (rules or {}))
        rec.save(GOOD / f"random_{n}p{'_' + tag if tag else ''}_seed{seed}.json")


def bad():
    rnd = play_game("sweep", None, 2, seed=5)
    rnd = json.loads(rnd.dumps())
    cases = {}

    def case(name, where, base, fn=None, text=None):
        if text is None:
            r = copy.deepcopy(base)
            fn(r)
            text = json.dumps(r, indent=1, ensure_ascii=False)
        (HERE / name).write_text(text + "\n", encoding="utf-8")
        cases[name] = where

    def mv(i, text, deal=0):
        def f(r):
            r["deals"][deal]["moves"][i] = text

        return f

    def start(key, value, deal=0):
        def f(r):
            r["deals"][deal]["start"][key] = value

        return f

    case(
        "sum_wrong.json",
        'deal 1, move 1 ("9H x 9S 6C+4D")',
        EXAMPLE,
        lambda r: (
            r["deals"][0]["start"]["table"].append("4D"),
            r["deals"][0]["start"]["hands"][0].remove("4D"),
            r["deals"][0]["start"]["hands"][0].append("2H"),
            r["deals"][0]["moves"].__setitem__(0, "9H x 9S 6C+4D"),
        ),
    )
    case(
        "not_in_hand.json",
        'deal 1, move 1 ("9C x 9S 6C+3D"): 9♣ is not in the hand',
        EXAMPLE,
        mv(0, "9C x 9S 6C+3D"),
    )
    case("face_card_sum.json", 'deal 1, move 1 ("KS x 7C+6D"): K♠ is a face card', FACES, mv(0, "KS x 7C+6D"))
    case("face_in_sum.json", 'deal 1, move 1 ("10D x JC+AS"): J♣ is a face card', FACES, mv(0, "10D x JC+AS"))
    case("single_card_group.json", 'deal 1, move 1 ("9H x 9S 6C 3D")', EXAMPLE, mv(0, "9H x 9S 6C 3D"))
    case(
        "match_not_all.json",
        'deal 1, move 1 ("9H x 6C+3D 5H+3S+AC 9S")',
        EXAMPLE,
        lambda r: (
            r["deals"][0]["start"]["table"].append("9D"),
            r["deals"][0]["moves"].__setitem__(0, "9H x 6C+3D 5H+3S+AC 9S"),
        ),
    )
    case("wrong_set.json", 'deal 1, move 1 ("9H x 9S 6C+3D 5H+3S")', EXAMPLE, mv(0, "9H x 9S 6C+3D 5H+3S"))
    case("card_twice.json", 'deal 1, move 1 ("9H x 9S 6C+3D 6C+3D")', EXAMPLE, mv(0, "9H x 9S 6C+3D 6C+3D"))
    case("garbage_move.json", 'deal 1, move 1 ("9H takes 9S")', EXAMPLE, mv(0, "9H takes 9S"))
    case(
        "trail_with_build.json",
        'deal 1, move 3 ("2C")',
        BUILD,
        lambda r: r["deals"][0]["moves"].__setitem__(2, "2C"),
    )
    case("build_without_value.json", 'deal 1, move 1 ("2C b 4C")', BUILD, mv(0, "2C b 4C"))
    case("building_off.json", 'deal 1, move 1 ("5H b 4C")', BUILD, lambda r: r.pop("rules"))
    case(
        "build_in_sum.json",
        'deal 1, move 3 ("10D x 4C+5H+AD")',
        BUILD,
        lambda r: (
            r["deals"][0]["start"]["hands"][0].__setitem__(2, "10D"),
            r["deals"][0]["start"]["table"].append("AD"),
            r["deals"][0]["moves"].__setitem__(2, "10D x 4C+5H+AD"),
        ),
    )
    case(
        "duplicate_card.json",
        "deal 1, start.table[0]: 9S is already at start.hands[0]",
        EXAMPLE,
        lambda r: r["deals"][0]["start"]["hands"][0].append("9S"),
    )
    case("joker.json", "deal 1, start.stock[0]: X is not in the 52-card deck", EXAMPLE, start("stock", ["X"]))
    case("three_face_cards.json", "deal 1, start.table", rnd, lambda r: _three_faces(r["deals"][0]["start"]))
    case(
        "dealer_not_rotated.json",
        "deal 2, start.dealer",
        rnd,
        lambda r: r["deals"][1]["start"].__setitem__("dealer", r["deals"][0]["start"]["dealer"]),
    )
    case(
        "draw_wrong_dealer.json",
        "deal 1, start.dealer: the draw makes seat",
        rnd,
        lambda r: _wrong_draw(r["deals"][0]["start"]),
    )
    case("five_players.json", "players", rnd, lambda r: r.__setitem__("players", ["A", "B", "C", "D", "E"]))
    case("unknown_option.json", "rules", rnd, lambda r: r.__setitem__("rules", {"sweeps_count": 2}))
    case(
        "moves_after_end.json",
        'deal 1, move 5 ("2C")',
        EXAMPLE,
        lambda r: r["deals"][0]["moves"].append("2C"),
    )
    case(
        "unfinished_then_more.json",
        "deal 1: the deal is unfinished",
        rnd,
        lambda r: r["deals"][0]["moves"].pop(),
    )
    case(
        "bad_build_owner.json",
        "deal 1, start.table[2].owner",
        BUILD,
        lambda r: r["deals"][0]["start"]["table"].append({"build": ["2S", "3S"], "owner": 5}),
    )
    case("sweeps_wrong_length.json", "deal 1, start.sweeps", EXAMPLE, start("sweeps", [0]))
    case("unknown_start_field.json", "deal 1, start.house", EXAMPLE, start("house", []))
    case("move_not_string.json", "deal 1, move 1", EXAMPLE, mv(0, 9))
    case("not_json.json", "not JSON", EXAMPLE, text='{"format": "cardlab-record/1", "game": "sweep",')
    case("to_move_empty_hand.json", "deal 1, start.to_move", LAST_CARD, start("to_move", 0))
    (HERE / "expected.json").write_text(
        json.dumps(cases, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )


def _three_faces(start):
    """Bring face cards from the stock onto the table until it shows three."""
    face = lambda c: c[:-1] in ("J", "Q", "K")  # noqa: E731
    table, stock = start["table"], start["stock"]
    need = 3 - sum(1 for c in table if face(c))
    for a, b in zip([c for c in table if not face(c)][:need], [c for c in stock if face(c)]):
        table[table.index(a)] = b
        stock[stock.index(b)] = a


def _wrong_draw(start):
    start["draw"] = [[0, "2C"], [1, "KH"]] if start["dealer"] == 0 else [[0, "KH"], [1, "2C"]]


if __name__ == "__main__":
    good()
    bad()
