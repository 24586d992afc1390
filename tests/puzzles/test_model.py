"""Puzzle files: a bad file is one clear line naming the field; good files round-trip."""

import copy
import json

import pytest

from cardlab.puzzles import Puzzle, PuzzleError, find

BASE = find("swoop-three-eights").to_json()


def bad(change, where, words=""):
    obj = copy.deepcopy(BASE)
    change(obj)
    with pytest.raises(PuzzleError) as e:
        Puzzle.from_json(obj)
    assert e.value.where.startswith(where), str(e.value)
    assert "\n" not in str(e.value)
    if words:
        assert words in str(e.value)


def test_round_trip(tmp_path):
    p = Puzzle.from_json(copy.deepcopy(BASE))
    f = p.save(tmp_path / "p.json")
    q = Puzzle.load(f)
    assert q == p and repr(q) == "<Puzzle swoop-three-eights>"
    assert Puzzle.coerce("swoop-three-eights") == p
    assert Puzzle.coerce(str(f)) == p


def test_errors_name_the_field():
    bad(lambda o: o.update(format="cardlab-puzzle/9"), "format")
    bad(lambda o: o.pop("seat"), "seat", "missing")
    bad(lambda o: o.update(seat=0), "seat", "seat to move")
    bad(lambda o: o.update(seat=7), "seat")
    bad(lambda o: o.update(answer={"goal": "take_spade_ace"}), "answer.goal", "shed_most")
    bad(lambda o: o.update(answer={"goal": "x", "moves": []}), "answer")
    bad(lambda o: o.update(solution={"moves": ["8C 8D"]}), "solution.moves[0]", "not legal")
    bad(lambda o: o["question"].pop("de"), "question.de")
    bad(lambda o: o.update(difficulty=9), "difficulty")
    bad(lambda o: o.update(tags=[]), "tags")
    bad(lambda o: o.update(game="sweep"), "game")
    bad(lambda o: o.update(id="a b/c"), "id")
    bad(lambda o: o.update(colour="red"), "puzzle", "unknown field")
    bad(lambda o: o["record"]["deals"][0]["moves"].append("QQ"), "record")
    bad(lambda o: o["record"].update(format="nope"), "record.format")


def test_not_json_and_not_a_file(tmp_path):
    with pytest.raises(PuzzleError) as e:
        Puzzle.loads("{nope")
    assert e.value.where == "puzzle" and "not JSON" in str(e.value)
    with pytest.raises(PuzzleError):
        Puzzle.load(tmp_path / "missing.json")
    with pytest.raises(PuzzleError):
        Puzzle.loads(json.dumps([1, 2]))
    with pytest.raises(PuzzleError):
        find("no-such-puzzle")


def test_record_over_or_single_move_refused():
    obj = copy.deepcopy(find("sweep-last-card-sweeps").to_json())
    obj["record"]["deals"][0]["moves"] = ["7D"]
    with pytest.raises(PuzzleError) as e:
        Puzzle.from_json(obj)
    assert "over" in str(e.value)
