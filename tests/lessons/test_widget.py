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
    w.next()
    w.submit("QS")
    w.submit("QS x QC QD QH")
    w.view.save_request = {"n": 1}  # no name typed
    assert not w.view.saved["ok"] and "name" in w.view.saved["message"]
    w.view.student = "Anna <b>"
    w.view.save_request = {"n": 2}
    r = w.view.saved
    assert r["ok"], r
    assert r["data"] and r["name"].endswith(".json")  # the browser's download
    saved = json.loads((tmp_path / r["name"]).read_text())
    assert saved["student"] == "Anna <b>" and saved["puzzles"][0]["id"] == "sweep-queens-all"
    assert len(saved["puzzles"][0]["attempts"]) == 2


def test_one_save_at_every_step_keeps_a_puzzle_given_up(tmp_path):
    """The lesson's one save button works at any step: a puzzle tried, hinted and given up is
    in the file with its attempts and hints; the puzzles inside show no save button of their own."""
    w = Lesson(GOOD / "mixed.json", lang="de", answers_folder=tmp_path)
    w.next()
    p = w.widget
    assert isinstance(p, Puzzle) and not p.show_save
    assert p.puzzle.hints
    assert not w.submit("pass").correct
    assert not w.submit("klopfen").correct
    p.hints_shown = 1  # a hint after the last try, then the student gives up
    assert w.unlocked == 1 and not w.complete
    path = w.save_answers("Anna")
    saved = json.loads(path.read_text())
    first = saved["puzzles"][0]
    assert first["id"] == p.puzzle.id and len(first["attempts"]) == 2
    assert first["hints_used"] == 1 and first["solved_first"] is False
    assert [a["hints_used"] for a in first["attempts"]] == [0, 0]
    assert len(saved["puzzles"]) == 4  # every exercise of the lesson, tried or not
    # no folder: the download only
    w.answers_folder = None
    w.view.student = "Anna"
    w.view.save_request = {"n": 1}
    assert w.view.saved["ok"] and w.view.saved["data"] and list(tmp_path.iterdir()) == [path]


def _best(puzzle) -> str:
    from cardlab.puzzles.check import judge

    return str(judge(puzzle).best[0])


def test_feedback_verdict_only_never_sends_the_best_move():
    w = Lesson(GOOD / "german-only.json", lang="de")
    assert w.feedback.answer == "verdict" and not w.feedback.solution
    w.next()
    p = w.widget
    best = p.check("9C x 5D+3C+AH")
    assert best.correct
    v = w.submit("6S")
    assert not v.correct and w.unlocked == 1
    flat = json.dumps(p.feedback, ensure_ascii=False)
    assert p.feedback["head"] == "Nicht die beste Antwort."
    assert "Besser" not in flat and "9♣" not in flat and "9C" not in flat, flat
    assert p.solution == {}  # nothing of the solution reaches the browser
    p.solution_shown = True  # "show solution" is off: refused
    assert not p.solution_shown and p.solution == {}
    assert p.mode == {"answer": "verdict", "hints": True, "solution": False}
    assert w.submit("9C x 5D+3C+AH").correct and w.unlocked == 2


def test_feedback_at_end_tells_nothing_until_every_exercise_is_answered():
    w = Lesson(GOOD / "german-only.json", lang="en", feedback={"answer": "at_end", "hints": False})
    w.next()
    p = w.widget
    assert p.data["hints"] == [] and not p.revealed
    p.hints_shown = 1
    assert p.hints_shown == 0  # hints are off
    w.submit("6S")  # wrong, but taken: the next step opens
    assert p.feedback["taken"] and p.feedback["head"].startswith("Answer taken")
    assert "correct" not in json.dumps(p.feedback).replace('"correct": null', "")
    assert p.tally["right"] is None and w.unlocked == 2 and w.view.note == "taken"
    assert not w.submit("6S x 3C").legal  # a move the rules forbid is still said
    w.next()
    q = w.widget
    w.submit(_best(q.puzzle))
    assert w.complete and p.revealed and q.revealed and w.view.right == 1
    assert not p.feedback.get("taken") and p.feedback["move"] == "6♠"  # the last allowed answer's verdict
    assert p.feedback["why_best"].startswith("Better")  # ... and now the best move


def test_puzzle_set_feedback_argument():
    from cardlab.widgets import PuzzleSet

    s = PuzzleSet(["sweep-five-three-ace", "sweep-nine-takes-all"], feedback="verdict")
    s.submit("6S")
    assert "why_best" not in s.feedback and s.solution == {}
    s.solution_shown = True  # allowed: the solution is shown when asked for
    assert s.solution and s.solution["notation"] == ["9C x 5D+3C+AH"]
    t = PuzzleSet(["sweep-five-three-ace", "sweep-nine-takes-all"], feedback="at_end")
    t.submit("6S")
    assert t.feedback["taken"] and t.tally["right"] is None
    t.next()
    t.submit(_best(t.puzzle))
    assert t.revealed and t.tally["right"] == 1  # every puzzle answered: the verdicts
    with pytest.raises(ValueError, match="feedback.answer"):
        PuzzleSet("sweep-five-three-ace", feedback="best")


def test_one_language_lesson_shows_its_text_as_written():
    w = Lesson(GOOD / "german-only.json", lang="en")
    d = w.view.data
    assert d["title"] == {"en": "Fangen mit Summen", "de": "Fangen mit Summen"}
    assert d["untranslated"] == {"en": "all", "de": ""}
    assert d["steps"][0]["text"]["en"] == d["steps"][0]["text"]["de"]
    labels = w.view.labels
    assert "German only" in labels["en"]["lesson.ui.untranslated_all"]
    assert "nur auf Englisch" in labels["de"]["lesson.ui.untranslated_all"]
