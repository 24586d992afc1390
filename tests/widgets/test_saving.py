"""'Save my answers' in the PuzzleSet and the Table: the file lands in the working folder as a
valid cardlab-answers/1 file (and goes to the browser as a download), a missing name is asked
for in the learner's language, and a name is never part of a path or markup."""

import base64
import json

import pytest

pytest.importorskip("anywidget")

from cardlab.teaching import load_answers  # noqa: E402
from cardlab.widgets import PuzzleSet, Table  # noqa: E402


def test_puzzle_set_answers_saved_and_downloaded(tmp_path):
    ps = PuzzleSet(["swoop-carla-kings", "schwimmen-spades-28"], lang="de")
    ps.save_folder = tmp_path
    ps.submit("7C")
    ps.submit("KC KD KH KS")
    ps.save_request = {"n": 1}
    assert not ps.saved["ok"] and "Namen" in ps.saved["message"]
    assert not list(tmp_path.iterdir())
    ps.student = "../../Mia <script>"
    ps.save_request = {"n": 2}
    assert ps.saved["ok"], ps.saved
    files = list(tmp_path.iterdir())
    assert len(files) == 1 and files[0].parent == tmp_path and "<" not in files[0].name
    obj = load_answers(files[0])
    assert obj["student"] == "../../Mia <script>"
    first = obj["puzzles"][0]
    assert [a["correct"] for a in first["attempts"]] == [False, True] and not first["solved_first"]
    assert obj["puzzles"][1]["attempts"] == []  # not tried, still listed
    assert json.loads(base64.b64decode(ps.saved["data"])) == obj
    ps.save_request = {"n": 3}  # a second save never replaces the first
    assert len(list(tmp_path.iterdir())) == 2


def test_table_game_saved(tmp_path):
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=3, seed=5, lang="en")
    t.save_folder = tmp_path
    kinds = [m["k"] for m in t.moves]
    t.play(kinds.index("pass") if "pass" in kinds else 0)
    t.student = "Ben"
    t.save_request = {"n": 1}
    assert t.saved["ok"] and "teacher" in t.saved["message"]
    obj = load_answers(t.saved["file"])
    assert obj["games"][0]["game"] == "schwimmen" and obj["games"][0]["seat"] == 0
    assert obj["games"][0]["record"]["deals"][0]["moves"]
