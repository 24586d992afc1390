"""Writes the malformed Swoop records of this folder (run once; the files are committed).
Each file breaks one thing; expected.json names the place its one-line error must name."""

import copy
import json
import random
from pathlib import Path

from cardlab import get_game
from cardlab.engine import Match

HERE = Path(__file__).parent / "swoop"
G = get_game("swoop")


def base():
    rng = random.Random(7)
    m = Match(G, None, ["Anna", "Ben", "Carla"])
    s = m.new_deal(rng)
    start = G.state_to_json(s, fresh=True)
    moves = []
    for _ in range(12):
        legal = G.legal_moves(s)
        mv = legal[rng.randrange(len(legal))]
        G.apply(s, mv)
        moves.append(str(mv))
    return {
        "format": "cardlab-record/1",
        "game": "swoop",
        "rules": {"preset": "house"},
        "players": ["Anna", "Ben", "Carla"],
        "deals": [{"start": start, "moves": moves}],
        "meta": {"title": "bad"},
    }, s


def main():
    HERE.mkdir(exist_ok=True)
    good, state = base()
    cases = {}

    def case(name, where, fn=None, text=None):
        if text is None:
            r = copy.deepcopy(good)
            fn(r)
            text = json.dumps(r, indent=1)
        (HERE / f"{name}.json").write_text(text, encoding="utf-8") if isinstance(text, str) else (
            HERE / f"{name}.json"
        ).write_bytes(text)
        cases[f"{name}.json"] = where

    st = good["deals"][0]["start"]
    case("not_json", "not JSON", text='{"format": "cardlab-record/1", "game": ')
    case("not_utf8", "not UTF-8", text=b'{"format": "cardlab-record/1", "players": ["\xff\xfe"]}')
    case("array_top", "a record is a JSON object", text="[1, 2, 3]")
    case("wrong_format", "format", lambda r: r.update(format="cardlab-record/9"))
    case("unknown_game", "unknown game", lambda r: r.update(game="poker"))
    case("unknown_field", "unknown field 'deal'", lambda r: r.update(deal=[]))
    case("players_not_list", "players", lambda r: r.update(players="Anna, Ben"))
    case("player_number", "players[1]", lambda r: r["players"].__setitem__(1, 42))
    case("too_few_players", "3 to 8 players", lambda r: r.update(players=["Anna", "Ben"]))
    case("unknown_option", "no option 'target'", lambda r: r["rules"].update(target=100))
    case("bad_option_value", "dead_deal_plays", lambda r: r["rules"].update(dead_deal_plays="never"))
    case("unknown_preset", "no rules called", lambda r: r["rules"].update(preset="tournament"))
    case("deals_empty", "deals", lambda r: r.update(deals=[]))
    case("start_missing", "deal 1: start is missing", lambda r: r["deals"][0].pop("start"))
    case("moves_not_list", "deal 1: moves must be a list", lambda r: r["deals"][0].update(moves="6C"))
    case("move_not_string", "deal 1, move 2", lambda r: r["deals"][0]["moves"].__setitem__(1, 7))
    case("hands_wrong_count", "start.hands", lambda r: r["deals"][0]["start"]["hands"].pop())
    case(
        "not_a_card", "start.hands[1][0]", lambda r: r["deals"][0]["start"]["hands"][1].__setitem__(0, "11H")
    )
    case(
        "too_many_copies",
        "but 2 decks hold it 2 times",
        lambda r: r["deals"][0]["start"]["hands"][0].extend(["X"] * 0 + [st["hands"][0][0]] * 3),
    )
    case("five_slots", "start.up[0]", lambda r: r["deals"][0]["start"]["up"][0].append(None))
    case("starter_out_of_range", "start.starter", lambda r: r["deals"][0]["start"].update(starter=5))
    case(
        "draw_wrong_starter",
        "start.starter",
        lambda r: r["deals"][0]["start"].update(starter=(st["starter"] + 1) % 3),
    )
    case("unknown_start_field", "start.piles", lambda r: r["deals"][0]["start"].update(piles=[]))
    # illegal moves: name the deal and the move
    case(
        "slot_five",
        'deal 1, move 1 ("QH@u5"): there is no face-up slot 5',
        lambda r: r["deals"][0]["moves"].__setitem__(0, "QH@u5"),
    )
    case("garbage_move", 'deal 1, move 1 ("zz")', lambda r: r["deals"][0]["moves"].__setitem__(0, "zz"))
    case("mixed_ranks", "deal 1, move 1", lambda r: r["deals"][0]["moves"].__setitem__(0, "AC KD"))
    case("ten_with_other", "deal 1, move 1", lambda r: r["deals"][0]["moves"].__setitem__(0, "10C 10D"))
    case(
        "none_without_reveal",
        'deal 1, move 1 ("none")',
        lambda r: r["deals"][0]["moves"].__setitem__(0, "none"),
    )
    case("covered_mystery", 'deal 1, move 1 ("d2")', lambda r: r["deals"][0]["moves"].__setitem__(0, "d2"))
    case("five_cards", "deal 1, move 1", lambda r: r["deals"][0]["moves"].__setitem__(0, "2C 2C 2D 2D 2H"))
    case(
        "unfinished_then_more",
        "deal 1: the deal is unfinished",
        lambda r: r["deals"].append(copy.deepcopy(r["deals"][0])),
    )
    # moves after the end: finish a deal, then add one more move
    rng = random.Random(3)
    m = Match(G, None, ["Anna", "Ben", "Carla"])
    s = m.new_deal(rng)
    fin_start = G.state_to_json(s, fresh=True)
    fin_moves = []
    while not s.over:
        legal = G.legal_moves(s)
        mv = legal[rng.randrange(len(legal))]
        G.apply(s, mv)
        fin_moves.append(str(mv))

    def after_end(r):
        r["deals"] = [{"start": fin_start, "moves": fin_moves + ["2C"]}]

    case("move_after_end", f'deal 1, move {len(fin_moves) + 1} ("2C"): the deal is already over', after_end)
    (HERE / "expected.json").write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n")
    print(len(cases), "bad records")


if __name__ == "__main__":
    main()
