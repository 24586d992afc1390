"""The Lesson widget in Python: steps unlock as a chess site's practice lessons do (an exercise
when it is solved, every other step at once), the language and the size follow the lesson and
its step widgets both ways, the answers are kept like a PuzzleSet's, the save form writes an
answers file, and the browser gets texts only as Markdown trees and positions only as the seat's
view."""

from __future__ import annotations

import json

import pytest

from cardlab.widgets import Lesson, Puzzle, Replay

from ..conftest import ROOT  # noqa: E402

GOOD = ROOT / "tests" / "data" / "lessons" / "good"


def test_steps_unlock_when_solved():
    w = Lesson(GOOD / "mixed.json", lang="en")
    assert repr(w) == "<Lesson mixed: step 1 of 7, 0 of 4 exercises solved>"
    assert w.unlocked == 1 and w.view.done == [True, False, False, False, False, False, False]
    w.index = 5  # locked: stays at the last step that may be opened
    assert w.index == 1 and isinstance(w.widget, Puzzle) and w.view.note == "locked"
    w.next()
    assert w.index == 1
    assert not w.submit("pass").correct and w.unlocked == 1
    assert w.submit("tauschen B♥ B♠").correct  # German display notation
    assert w.unlocked == 2 and w.view.note == "unlocked" and w.view.unlocked == 2
    w.next()
    w.submit("swap 9C AD")  # the inline puzzle
    assert w.unlocked == 5  # replay and position open at once
    w.next()
    assert isinstance(w.widget, Replay) and w.widget.step == 2 and w.view.note == ""
    with pytest.raises(ValueError, match="replay step"):
        w.submit("pass")
    w.next()
    assert w.widget is None and len(w.children) == 1  # the position is drawn by the lesson itself
    w.next()
    w.submit("swap 9C QD")
    w.next()
    w.submit("swap all")
    assert w.complete and w.solved == [1, 2, 5, 6] and w.view.note == "solved_last"
    assert w.view.done == [True] * 7
    w.previous()
    assert w.index == 5 and w.view.note == "unlocked"
    assert [(r["id"], r["answer"], r["correct"], r["step"]) for r in w.results] == [
        ("schwimmen-spades-28", "pass", False, 1),
        ("schwimmen-spades-28", "tauschen B♥ B♠", True, 1),
        ("lesson-own-three-aces", "swap 9C AD", True, 2),
        ("schwimmen-three-queens", "swap 9C QD", True, 5),
        ("schwimmen-swap-all", "swap all", True, 6),
    ]
    assert all(r["lesson"] == "mixed" and isinstance(r["time"], float) for r in w.results)


def test_going_back_keeps_the_step_widgets():
    w = Lesson("sweep-first-lesson")
    w.next()
    p = w.widget
    w.submit("QS x QC QD QH")
    w.next()
    w.previous()
    assert w.widget is p and p.feedback["correct"]


def test_language_and_size_both_ways():
    w = Lesson("schwimmen-first-lesson", lang="de")
    w.next()
    assert w.widget.lang == "de"
    w.widget.lang = "en"  # the puzzle's own language menu
    assert w.lang == "en" and w.view.lang == "en"
    w.view.lang = "de"  # the lesson's menu in the browser
    assert w.lang == "de" and w.widget.lang == "de"
    w.view.size = "large"
    assert w.size == "large" and w.widget.size == "large"
    with pytest.raises(Exception):
        w.lang = "fr"
    with pytest.raises(ValueError):
        Lesson("schwimmen-first-lesson", lang="fr")


def test_browser_gets_markdown_trees_and_only_the_seats_view():
    w = Lesson("swoop-first-lesson")
    data = w.view.data
    step = data["steps"][0]
    assert step["text"]["en"][0][0] == "p" and isinstance(step["text"]["de"], list)
    pos = next(s for s in data["steps"] if s["kind"] == "position")["position"]
    assert pos["seat"] == 0
    others = [p for i, p in enumerate(pos["view"]["players"]) if i != 0]
    assert all(not p.get("hand") for p in others), others  # no other hand is sent
    assert all(all(c in (None, "?") for c in p.get("down", [])) for p in pos["view"]["players"])
    hostile = Lesson(GOOD / "hostile.json").view.data
    flat = json.dumps(hostile)
    assert '"a", "javascript' not in flat and "data:text" not in flat.split('"a", ')[-1][:20]


def test_save_answers(tmp_path):
    w = Lesson(GOOD / "hostile.json", answers_folder=tmp_path)
    assert w.view.can_save
    w.next()
    w.submit("QS")
    w.submit("QS x QC QD QH")
    w.view.save_requests += 1  # no name typed
    assert w.view.save_result["key"] == "lesson.ui.save_name_first"
    w.view.save_name = "Anna <b>"
    w.view.save_requests += 1
    r = w.view.save_result
    assert r["ok"], r
    saved = json.loads((tmp_path / r["file"]).read_text())
    assert saved["student"] == "Anna <b>" and saved["puzzles"][0]["id"] == "sweep-queens-all"
    assert len(saved["puzzles"][0]["attempts"]) == 2
