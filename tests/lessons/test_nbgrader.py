"""``cardlab lesson nbgrader``: the source notebook of a lesson, and a round trip through the real
nbgrader: a course folder in tmp, ``nbgrader generate_assignment`` (the hidden tests and the
solutions leave the student's copy), two students' copies filled in (right answers in German and
English notation, a legal but wrong one, an illegal one, one left unanswered, a non-text one),
``nbgrader autograde``, and the grades read back from the gradebook."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardlab.lessons.files import load
from cardlab.lessons.nbgrader import Exercises, grade, notebook

from ..conftest import ROOT, run_cli

MIXED = ROOT / "tests" / "data" / "lessons" / "good" / "mixed.json"
HOSTILE = ROOT / "tests" / "data" / "lessons" / "good" / "hostile.json"
BIN = Path(sys.executable).parent


def _cells(nb, prefix):
    return {
        c["metadata"]["nbgrader"]["grade_id"]: c
        for c in nb["cells"]
        if c["metadata"]["nbgrader"]["grade_id"].startswith(prefix)
    }


def test_source_notebook_cells():
    nb = notebook(load(MIXED), "de")
    answers, checks = _cells(nb, "answer_"), _cells(nb, "check_")
    assert sorted(answers) == ["answer_1", "answer_2", "answer_3", "answer_4"] and len(checks) == 4
    for k in range(1, 5):
        a, c = answers[f"answer_{k}"], checks[f"check_{k}"]
        assert a["metadata"]["nbgrader"] | {} == {
            "grade": False,
            "grade_id": f"answer_{k}",
            "locked": False,
            "schema_version": 3,
            "solution": True,
            "task": False,
        }
        assert "### BEGIN SOLUTION" in a["source"] and f'answer_{k} = "' in a["source"]
        meta = c["metadata"]["nbgrader"]
        assert meta["grade"] and meta["locked"] and meta["points"] == 1 and not meta["solution"]
        assert c["source"].startswith(f"EXERCISES.check_legal({k}, answer_{k})\n### BEGIN HIDDEN TESTS\n")
    ids = [c["metadata"]["nbgrader"]["grade_id"] for c in nb["cells"]]
    assert len(ids) == len(set(ids))
    # every other cell is read-only
    for c in nb["cells"]:
        m = c["metadata"]["nbgrader"]
        assert m["locked"] or m["solution"]
    md = "\n".join(c["source"] for c in nb["cells"] if c["cell_type"] == "markdown")
    assert "Aufgabe 1" in md and "Alles, was eine Lektion kann" in md and "zum Beispiel" in md


def test_hostile_lesson_makes_no_code_and_no_markup():
    nb = notebook(load(HOSTILE), "en")
    md = "\n".join(c["source"] for c in nb["cells"] if c["cell_type"] == "markdown")
    assert "<script" not in md and "<img" not in md and "<svg" not in md and "<iframe" not in md
    assert "javascript:alert(1)" in md  # as text only
    assert 'href="javascript' not in md and "href='javascript" not in md
    code = "\n".join(c["source"] for c in nb["cells"] if c["cell_type"] == "code")
    compile(code.replace("### BEGIN HIDDEN TESTS", "").replace("### END HIDDEN TESTS", ""), "nb", "exec")
    assert "alert" not in code  # no text of the lesson in the code at all


def test_checks_in_python():
    ex = Exercises(["schwimmen-spades-28"], lang="de")
    ex.check_legal(1, "tauschen B♥ B♠")
    ex.check_legal(1, "pass")
    with pytest.raises(AssertionError, match="kein erlaubter Zug"):
        ex.check_legal(1, "swap 7H 7H")
    with pytest.raises(AssertionError, match="als Text zwischen Anführungszeichen"):
        ex.check_legal(1, 42)
    assert grade("schwimmen-spades-28", "swap JH JS") is None
    assert grade("schwimmen-spades-28", "tauschen B♥ B♠", lang="de") is None
    with pytest.raises(AssertionError, match="not the best answer"):
        grade("schwimmen-spades-28", "pass")
    assert "<svg" in ex.show(1)._repr_html_()


def _nbgrader(course, *args):
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}", "PYTHONPATH": str(ROOT)}
    p = subprocess.run(
        [str(BIN / "nbgrader"), *args], cwd=course, capture_output=True, text=True, env=env, timeout=300
    )
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    return p


@pytest.mark.slow  # nbgrader generate, release, collect, autograde: 20 s
def test_nbgrader_round_trip(tmp_path):
    if not (BIN / "nbgrader").exists():
        pytest.skip("nbgrader is not installed (pip install nbgrader; it is in the dev extra)")
    t0 = time.time()
    course = tmp_path / "course"
    (course / "source" / "ps1").mkdir(parents=True)
    (course / "nbgrader_config.py").write_text(
        "c = get_config()\n"
        f"c.CourseDirectory.root = {str(course)!r}\n"
        "c.CourseDirectory.course_id = 'cardlab-test'\n",
        encoding="utf-8",
    )
    code, out, err = run_cli(
        "lesson", "nbgrader", MIXED, "--out", course / "source" / "ps1", "--lang", "de", "--name", "lesson"
    )
    assert code == 0, err
    assert out.strip() == f"{course / 'source' / 'ps1' / 'lesson.ipynb'}: 4 exercises, 4 points"

    _nbgrader(course, "generate_assignment", "ps1")
    release = json.loads((course / "release" / "ps1" / "lesson.ipynb").read_text())
    text = json.dumps(release)
    assert "BEGIN HIDDEN TESTS" not in text and "cardlab_lesson.grade(" not in text
    assert "BEGIN SOLUTION" not in text and "swap JH JS" not in text  # the solutions are gone
    assert "EXERCISES.check_legal(1, answer_1)" in text

    filled = {
        "anna": {
            "answer_1": 'answer_1 = "tauschen B♥ B♠"',  # right, German notation
            "answer_2": 'answer_2 = "pass"',  # legal, not the best
            "answer_3": 'answer_3 = "swap 9c qd"',  # right, lower case
            "answer_4": 'answer_4 = "swap 7H 7H"',
        },  # not a legal move
        "ben": {
            "answer_1": 'answer_1 = "swap JH JS"',  # right
            "answer_2": 'answer_2 = "swap 9C AD"',  # right (the inline puzzle)
            "answer_3": "answer_3 = 31",  # not text
            # answer_4 left as it came: NotImplementedError
        },
    }
    for student, answers in filled.items():
        nb = json.loads(json.dumps(release))
        for c in nb["cells"]:
            gid = c["metadata"].get("nbgrader", {}).get("grade_id")
            if gid in answers:
                c["source"] = answers[gid]
        d = course / "submitted" / student / "ps1"
        d.mkdir(parents=True)
        (d / "lesson.ipynb").write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")

    _nbgrader(course, "autograde", "ps1")
    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gb:
        got = {}
        for student in filled:
            sub = gb.find_submission("ps1", student)
            got[student] = (
                sub.score,
                sub.max_score,
                [gb.find_grade(f"check_{k}", "lesson", "ps1", student).auto_score for k in range(1, 5)],
            )
    assert got == {"anna": (2.0, 4.0, [1.0, 0.0, 1.0, 0.0]), "ben": (2.0, 4.0, [1.0, 1.0, 0.0, 0.0])}, got
    # the autograded copy says why, in German
    graded = json.loads((course / "autograded" / "anna" / "ps1" / "lesson.ipynb").read_text())
    outs = {
        c["metadata"]["nbgrader"]["grade_id"]: json.dumps(c.get("outputs", []), ensure_ascii=False)
        for c in graded["cells"]
        if c["metadata"].get("nbgrader", {}).get("grade_id", "").startswith("check_")
    }
    assert "nicht die beste Antwort" in outs["check_2"]
    assert "kein erlaubter Zug" in outs["check_4"]
    print(f"nbgrader round trip: {time.time() - t0:.1f}s")
