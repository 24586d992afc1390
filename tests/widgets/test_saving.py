"""The save buttons.  'Save my answers' in the PuzzleSet: the file lands in the working folder as
a valid cardlab-answers/1 file (and goes to the browser as a download), a missing name is asked
for in the learner's language, and a name is never part of a path or markup.  'Save this game'
at the Table: the game so far as a record that `cardlab check` accepts and the Replay opens,
written into the folder when one is set and downloaded all the same when it cannot be."""

import base64
import json

import pytest

pytest.importorskip("anywidget")

from cardlab.explain import text  # noqa: E402
from cardlab.record import Record  # noqa: E402
from cardlab.teaching import load_answers  # noqa: E402
from cardlab.widgets import PuzzleSet, Replay, Table  # noqa: E402
from tests.conftest import run_cli  # noqa: E402


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


def _played(t, moves):
    """Play ``moves`` of the learner's moves (the first legal move each time, the next deal when
    one is over)."""
    for _ in range(moves):
        if t.finished:
            break
        if t.deal_over:
            t.next_deal()
        t.play(0)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_table_game_saved_as_a_record(tmp_path, lang):
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=3, seed=5, lang=lang, save_folder=tmp_path)
    _played(t, 3)  # the deal is in play: the record ends mid-deal
    t.save_request = {"n": 1}
    s = t.saved
    assert s["ok"], s
    path = tmp_path / s["name"]
    assert s["file"] == str(path) and path.name.startswith("schwimmen-") and path.suffix == ".json"
    where = text("save.in_folder", lang, folder=str(tmp_path))
    assert s["message"] == text("save.game_done", lang, file=path.name, where=where, path=str(path))
    assert base64.b64decode(s["data"]) == path.read_bytes()  # the download is the file
    rec = Record.load(path)
    assert rec == t.record and rec.deals[-1].moves == t.deals[-1].moves
    code, out, err = run_cli("check", path, "--json")
    assert code == 0 and not err, err
    summary = json.loads(out)
    assert summary["deals"][-1]["moves"] == len(t.deals[-1].moves) and not summary["finished"]
    Replay(path)  # the Replay opens it
    # a second save never replaces the first
    t.save_request = {"n": 2}
    assert len(list(tmp_path.iterdir())) == 2


def test_table_save_needs_no_name_and_keeps_a_finished_game(tmp_path):
    t = Table("schwimmen", seat=0, bots=["heuristic"], players=2, seed=3, save_folder=None)
    _played(t, 400)
    assert t.finished
    t.save_request = {"n": 1}
    s = t.saved
    assert s["ok"] and "file" in s and "/" not in s["file"], s  # the download only
    assert s["message"] == text("save.game_downloaded", "en", file=s["name"])
    assert not list(tmp_path.iterdir())
    rec = Record.loads(base64.b64decode(s["data"]).decode("utf-8"))
    assert rec.check().finished and len(rec.deals) == len(t.deals)


def test_table_save_that_cannot_be_written_is_still_downloaded(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("a file, not a folder")
    t = Table("swoop", seat=0, bots=["heuristic"], players=3, seed=1, lang="de", save_folder=blocked / "x")
    t.save_request = {"n": 1}
    s = t.saved
    assert not s["ok"] and s["data"], s
    assert s["message"].startswith(s["name"] + " konnte nicht in den Ordner geschrieben werden (")
    assert "Traceback" not in s["message"] and "\n" not in s["message"]
    Record.loads(base64.b64decode(s["data"]).decode("utf-8"))
    assert blocked.read_text() == "a file, not a folder"
