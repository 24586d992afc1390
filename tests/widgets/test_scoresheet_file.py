"""The ScoreSheet kept in a file: ``ScoreSheet(game, players, file="scores.json")`` writes the
sheet after every change (whole or not at all), a new sheet with the same file (a restarted
kernel) goes on from it, a file of another game is refused in one line, a failed write leaves
the old file as it was and says so in words; the save button writes and downloads the file."""

import base64
import json
import os

import pytest

pytest.importorskip("anywidget")

from cardlab.explain import text  # noqa: E402
from cardlab.scoresheet import FORMAT, ScoreSheetError, Sheet  # noqa: E402
from cardlab.widgets import ScoreSheet  # noqa: E402

P3 = ["Anna", "Ben", "Carla"]


def on_disk(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_written_after_every_change_and_back_after_a_restart(tmp_path):
    f = tmp_path / "scores.json"
    s = ScoreSheet("swoop", P3, rules="published", lang="de", file=f)
    assert on_disk(f)["deals"] == [] and on_disk(f)["format"] == FORMAT  # written at once
    assert s.saved["ok"] and s.saved["message"] == text("save.sheet_kept", "de", file="scores.json")
    s.add([12, 0, 30])
    assert on_disk(f)["deals"] == [{"points": [12, 0, 30], "winner": 1}]
    # an entry from the browser is written too
    s.action = {"kind": "add", "n": "x:1", "points": ["5", "", "7"], "winner": 1}
    assert s.result["ok"] and len(on_disk(f)["deals"]) == 2
    s.action = {"kind": "undo", "n": "x:2"}
    assert len(on_disk(f)["deals"]) == 1
    s.add([0, 9, 4])
    # the kernel restarts: a new sheet with the same file goes on from it
    del s
    again = ScoreSheet("swoop", P3, rules="published", lang="de", file=f)
    assert again.deals == [{"points": [12, 0, 30], "winner": 1}, {"points": [0, 9, 4], "winner": 0}]
    assert again.totals == Sheet.load(f).totals and again.rules.preset == "published"
    assert again.saved["message"] == text("save.sheet_loaded", "de", file="scores.json")
    assert again.view["rows"][1]["cells"][0]["p"] == "0"
    # the players and the rules may be left out: the file names them
    third = ScoreSheet("swoop", file=str(f), lang="en")
    assert third.players == P3 and len(third.deals) == 2
    third.lang = "de"  # the note about the file follows the language
    assert third.saved["message"] == text("save.sheet_loaded", "de", file="scores.json")
    assert not list(tmp_path.glob(".*.tmp"))  # no file left aside


def test_a_file_of_another_game_is_refused_in_one_line(tmp_path):
    f = tmp_path / "scores.json"
    ScoreSheet("swoop", P3, file=f).add([12, 0, 30])
    before = f.read_bytes()
    for game, players, rules in [
        ("sweep", ["Anna", "Ben"], None),
        ("swoop", ["Anna", "Ben"], None),
        ("swoop", 4, None),
        ("swoop", P3, "published"),
    ]:
        with pytest.raises(ScoreSheetError) as e:
            ScoreSheet(game, players, rules, lang="de", file=f)
        msg = e.value.message("de")
        assert msg.startswith(str(f) + ": enthält einen anderen Punktezettel (Swoop: Anna, Ben, Carla)")
        assert "\n" not in msg and "another score sheet" in str(e.value)
    assert f.read_bytes() == before  # nothing written over
    # a broken file: the sheet's own one-line error, naming the file
    f.write_text("{ not json", encoding="utf-8")
    with pytest.raises(ScoreSheetError, match=r"scores\.json: not a JSON file \(line 1\)"):
        ScoreSheet("swoop", P3, file=f)


def test_a_failed_write_keeps_the_old_file_and_says_so(tmp_path, monkeypatch):
    f = tmp_path / "scores.json"
    s = ScoreSheet("schwimmen", P3, lang="de", file=f)
    s.add(lost=["Ben"])
    before = f.read_bytes()

    def full(src, dst):
        raise OSError(28, "No space left on device", str(dst))

    monkeypatch.setattr(os, "replace", full)
    s.action = {"kind": "add", "n": "x:1", "lost": [2]}
    assert s.result["ok"] and len(s.deals) == 2  # the entry stands: only the file is behind
    assert f.read_bytes() == before  # the old file, whole
    assert not list(tmp_path.glob(".*.tmp"))
    msg = s.saved["message"]
    assert not s.saved["ok"] and msg.startswith("scores.json konnte nicht gespeichert werden: ")
    assert "No space left on device" in msg and "Der Spielstand ist noch hier" in msg
    assert "Traceback" not in msg and "\n" not in msg
    s.lang = "en"
    assert s.saved["message"].startswith("Could not write scores.json: ")
    # the disk has room again: the next change writes everything
    monkeypatch.undo()
    s.add(lost=["Anna"])
    assert [d["lost"] for d in on_disk(f)["deals"]] == [[1], [2], [0]]
    assert s.saved["ok"] and s.saved["message"] == text("save.sheet_kept", "en", file="scores.json")


def test_save_button_with_and_without_a_file(tmp_path, monkeypatch):
    f = tmp_path / "scores.json"
    s = ScoreSheet("sweep", ["Anna", "Ben"], file=f)
    s.add([3, 1])
    s.save_request = {"n": "a:1"}
    assert s.saved["ok"] and s.saved["file"] == str(f)
    assert base64.b64decode(s.saved["data"]) == f.read_bytes()
    assert Sheet.load(f).deals == s.deals
    assert "ScoreSheet.load(" in s.saved["message"]
    assert s.view["ui"]["save"] == text("save.button_sheet", "en")
    # without a file: a new file in the working folder, never over an existing one
    monkeypatch.chdir(tmp_path)
    plain = ScoreSheet("sweep", ["Anna", "Ben"], lang="de")
    assert plain.saved == {}  # nothing said before the button
    plain.save_request = {"n": "b:1"}
    first = plain.saved["name"]
    plain.save_request = {"n": "b:2"}
    second = plain.saved["name"]
    assert first != second and sorted(p.name for p in tmp_path.glob("scores-sweep-*.json")) == sorted(
        [first, second]
    )
    assert plain.saved["message"] == text(
        "save.sheet_done", "de", file=second, where=text("save.in_working", "de"), path=second
    )
    # save_folder=None: the download only
    only = ScoreSheet("sweep", ["Anna", "Ben"], save_folder=None)
    only.save_request = {"n": "c:1"}
    assert only.saved["ok"] and Sheet.from_json(json.loads(base64.b64decode(only.saved["data"]))).n == 2
    assert len(list(tmp_path.glob("scores-sweep-*.json"))) == 2


def test_sheet_save_is_atomic(tmp_path, monkeypatch):
    f = tmp_path / "sheet.json"
    sheet = Sheet("swoop", P3)
    sheet.add([12, 0, 30])
    sheet.save(f)
    before = f.read_bytes()
    sheet.add([1, 2, 0])

    def broken(src, dst):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        sheet.save(f)
    assert f.read_bytes() == before and not list(tmp_path.glob(".*.tmp"))
