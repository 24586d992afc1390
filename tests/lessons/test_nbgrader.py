"""``cardlab lesson nbgrader``: the source notebook of a lesson, and a round trip through the real
nbgrader: a course folder in tmp, ``nbgrader generate_assignment`` (the hidden tests and the
solutions leave the student's copy), two students' copies filled in (right answers in German and
English notation, a legal but wrong one, an illegal one, one left unanswered, a non-text one),
``nbgrader autograde``, and the grades read back from the gradebook."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from cardlab import notation
from cardlab.lessonfiles.files import shipped as shipped_lessons
from cardlab.lessons.files import load
from cardlab.lessons.nbgrader import (
    CollectError,
    Exercises,
    _find_key,
    answer_key,
    collect,
    grade,
    notebook,
    student_id,
    write_notebook,
)
from cardlab.puzzles.check import judge
from cardlab.puzzles.model import Puzzle

from ..conftest import ROOT, run_cli

MIXED = ROOT / "tests" / "data" / "lessons" / "good" / "mixed.json"
HOSTILE = ROOT / "tests" / "data" / "lessons" / "good" / "hostile.json"
BIN = Path(sys.executable).parent


def _cells(nb, prefix):
    return {
        c["metadata"]["nbgrader"]["grade_id"]: c
        for c in nb["cells"]
        if c["metadata"].get("nbgrader", {}).get("grade_id", "").startswith(prefix)
    }


def test_source_notebook_cells():
    nb = notebook(load(MIXED), "de", key="ps1.lesson.cardlab-key.json")
    checks = _cells(nb, "check_")
    answers = [c for c in nb["cells"] if c["metadata"].get("cardlab") == "answer"]
    assert len(answers) == 4 and len(checks) == 4
    for k in range(1, 5):
        a, c = answers[k - 1], checks[f"check_{k}"]
        # a plain cell: an nbgrader solution cell would get nbgrader's English stub
        assert "nbgrader" not in a["metadata"] and a["source"].endswith(f'answer_{k} = ""')
        assert "BEGIN SOLUTION" not in a["source"]
        meta = c["metadata"]["nbgrader"]
        assert meta["grade"] and meta["locked"] and meta["points"] == 1 and not meta["solution"]
        assert c["source"] == f"EXERCISES.check({k}, answer_{k})"  # no hidden tests: no checksum warnings
    ids = [c["metadata"]["nbgrader"]["grade_id"] for c in nb["cells"] if "nbgrader" in c["metadata"]]
    assert len(ids) == len(set(ids))
    # every other cell is read-only
    for c in nb["cells"]:
        if c not in answers:
            assert c["metadata"]["nbgrader"]["locked"]
    md = "\n".join(c["source"] for c in nb["cells"] if c["cell_type"] == "markdown")
    assert "Aufgabe 1" in md and "Alles, was eine Lektion kann" in md and "zum Beispiel" in md
    assert "key='ps1.lesson.cardlab-key.json'" in nb["cells"][1]["source"]


def test_hostile_lesson_makes_no_code_and_no_markup():
    nb = notebook(load(HOSTILE), "en")
    md = "\n".join(c["source"] for c in nb["cells"] if c["cell_type"] == "markdown")
    assert "<script" not in md and "<img" not in md and "<svg" not in md and "<iframe" not in md
    assert "javascript:alert(1)" in md  # as text only
    assert 'href="javascript' not in md and "href='javascript" not in md
    code = "\n".join(c["source"] for c in nb["cells"] if c["cell_type"] == "code")
    compile(code, "nb", "exec")
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
    key = course / "source" / "ps1.lesson.cardlab-key.json"
    assert out.splitlines() == [
        f"{course / 'source' / 'ps1' / 'lesson.ipynb'}: 4 Aufgaben, 4 Punkte",  # --lang de
        f"{key}: der Lösungsschlüssel (neben dem Ordner der Aufgabe: wird nicht ausgeteilt)",
    ]

    _nbgrader(course, "generate_assignment", "ps1")
    assert sorted(x.name for x in (course / "release" / "ps1").iterdir()) == ["lesson.ipynb"]
    release = json.loads((course / "release" / "ps1" / "lesson.ipynb").read_text())
    text = json.dumps(release, ensure_ascii=False)
    assert "BEGIN HIDDEN TESTS" not in text and "cardlab_lesson.grade(" not in text
    assert "YOUR CODE HERE" not in text and "NotImplementedError" not in text
    _assert_no_leak(release, json.loads(key.read_text()), "de")
    assert "EXERCISES.check(1, answer_1)" in text

    filled = {
        "anna": {
            "answer_1": 'answer_1 = "tauschen B♥ B♠"',  # right, German notation
            "answer_2": 'answer_2 = "pass"',  # legal, not the best
            "answer_3": 'answer_3 = "swap 9c qd"',  # right, lower case
            "answer_4": 'answer_4 = "swap 7H 7H"',
        },  # not a legal move
        "ben": {
            "answer_1": 'answer_1 = "swap JH JS"',  # right
            "answer_2": 'answer_2 = "tausche Kreuz 9 gegen Karo Ass"',  # right (the inline puzzle), in words
            "answer_3": "answer_3 = 31",  # not text
            # answer_4 left as it came: empty
        },
    }
    downloads = tmp_path / "downloads"
    for student, answers in filled.items():
        nb = json.loads(json.dumps(release))
        for c in nb["cells"]:
            for var, line in answers.items():
                if _src(c).endswith(f'{var} = ""'):
                    c["source"] = _src(c).replace(f'{var} = ""', line)
        d = downloads / {"anna": "anna", "ben": "Ben_4711_assignsubmission_file_"}[student]
        d.mkdir(parents=True)
        (d / "lesson.ipynb").write_text(json.dumps(nb, ensure_ascii=False), encoding="utf-8")
    code, out, err = run_cli("lesson", "collect", downloads, "--course", course)
    assert code == 0, err
    assert sorted(out.splitlines()) == [
        f"anna: {course / 'submitted' / 'anna' / 'ps1' / 'lesson.ipynb'}",
        f"ben: {course / 'submitted' / 'ben' / 'ps1' / 'lesson.ipynb'}",
    ]

    p = _nbgrader(course, "autograde", "ps1")
    assert "checksum" not in p.stdout + p.stderr and "has changed" not in p.stdout + p.stderr
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


# -- nothing leaks, German throughout, Run All, collect ------------------------------------------
LESSONS = [MIXED, *(lesson.id for lesson in shipped_lessons())]


def _leaks(spec) -> list:
    """What of a puzzle must not be in the student's notebook: every best move in every notation
    (file, display, letters; both languages), the explanation and the hints, in both languages."""
    p = Puzzle.coerce(spec) if isinstance(spec, str) else Puzzle.from_json(spec)
    out = []
    for mv in judge(p).best:
        out.append(str(mv))
        for lang in ("en", "de"):
            out += [notation.move_text(p.game, mv, lang), notation.move_text(p.game, mv, lang, letters=True)]
    for lang in ("en", "de"):
        out.append(p.explanation[lang])
        out += [h[lang] for h in p.hints]
    return [x for x in out if len(x) > 2]


def _assert_no_leak(nb: dict, key: dict, lang: str):
    """The notebook ``nb`` holds nothing of the puzzles of ``key`` but their positions and
    questions: no explanation or hint anywhere, no best move in any cell's code or in the
    exercises' fields besides the position's record (whose cards a best move names, of course),
    and the example move of each exercise is not a best one."""
    text = json.dumps(nb, ensure_ascii=False)
    positions = _positions(nb)
    assert len(positions) == len(key["exercises"])
    for spec, pos in zip(key["exercises"], positions, strict=True):
        p = Puzzle.coerce(spec) if isinstance(spec, str) else Puzzle.from_json(spec)
        assert set(pos) == {"game", "record", "seat", "question", "example"}
        assert pos["record"] == p.record.to_json() and pos["question"] == {lang: p.question[lang]}
        best = {str(m) for m in judge(p).best}
        assert notation.canonical(p.game, pos["example"][lang], lang) not in best
        fields = json.dumps({k: v for k, v in pos.items() if k != "record"}, ensure_ascii=False)
        code = "\n".join(_src(c) for c in nb["cells"] if c["cell_type"] == "code")
        code = re.sub(r"_json\.loads\('(?:[^'\\]|\\.)*'\)", "", code)
        for leak in _leaks(spec):
            assert leak not in fields and leak not in code, leak
        for lg in ("en", "de"):
            for t in [p.explanation[lg], *(h[lg] for h in p.hints)]:
                assert json.dumps(t, ensure_ascii=False)[1:-1] not in text, t
    assert "HIDDEN TESTS" not in text and "BEGIN SOLUTION" not in text


@pytest.mark.parametrize("lesson", LESSONS, ids=str)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_students_notebook_holds_no_solution_or_explanation(lesson, lang):
    lesson = load(lesson) if isinstance(lesson, Path) else lesson
    _assert_no_leak(notebook(lesson, lang), answer_key(lesson, lang), lang)


# English words that appeared in German notebooks (nbgrader's stub, the position's fields)
ENGLISH = [
    "YOUR CODE HERE",
    "NotImplementedError",
    "value:",
    "knock allowed",
    "knocking allowed",
    "turns:",
    "discard count",
    "out of the game",
    "Exercise",
    "Write your move",
    "No answer yet",
    "position of",
    "The position",
    "a best answer",
    "is a move you may make",
    "the checks of this notebook",
]


def _english(text: str) -> list:
    return [w for w in ENGLISH if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)]


@pytest.mark.parametrize("lesson", LESSONS, ids=str)
def test_a_german_notebook_holds_no_english_words(lesson):
    lesson = load(lesson) if isinstance(lesson, Path) else lesson
    nb = notebook(lesson, "de")
    assert not _english(json.dumps(nb, ensure_ascii=False))
    ex = Exercises(_positions(nb), lang="de")
    for k in range(1, len(ex.specs) + 1):
        shown = ex.show(k)
        assert not _english(shown._repr_html_() + repr(shown)), k


def _src(cell) -> str:
    """A cell's source, whether one string or a list of lines (as nbgrader writes it)."""
    return cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])


def _positions(nb) -> list:
    """The exercises as the setup cell holds them."""
    src = _src(nb["cells"][1])
    return [json.loads(ast.literal_eval(m)) for m in re.findall(r"_json\.loads\(('(?:[^'\\]|\\.)*')\)", src)]


def test_run_all_with_empty_answers_shows_every_position(tmp_path, monkeypatch):
    """A student's Run All (no answer key in reach) runs every cell, even with every answer empty:
    every exercise's position is drawn, every test cell says there is no answer yet, in German."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    source = tmp_path / "course" / "source" / "ps1"
    path = write_notebook(load(MIXED), source, lang="de", name="lesson")
    student = tmp_path / "home" / "ps1"
    student.mkdir(parents=True)
    (student / "lesson.ipynb").write_bytes(path.read_bytes())
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    nb = nbformat.read(student / "lesson.ipynb", as_version=4)
    nbclient.NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(student)}}
    ).execute()
    shows = [c for c in nb.cells if c.source.startswith("EXERCISES.show(")]
    checks = [c for c in nb.cells if c.source.startswith("EXERCISES.check(")]
    assert len(shows) == len(checks) == 4
    for c in nb.cells:
        assert not any(o.get("output_type") == "error" for o in c.get("outputs", [])), c.source
    for c in shows:
        assert "<svg" in c.outputs[0]["data"]["text/html"]
    for c in checks:
        assert "Noch keine Antwort" in c.outputs[0]["text"]
    # what the cells show (the widgets' state in the notebook's metadata carries their catalog)
    assert not _english(json.dumps([c.get("outputs", []) for c in nb.cells], ensure_ascii=False))


def test_the_answer_key_is_found_on_the_source_side_only(tmp_path):
    path = write_notebook(load(MIXED), tmp_path / "course" / "source" / "ps1", lang="de", name="lesson")
    name = "ps1.lesson.cardlab-key.json"
    assert (tmp_path / "course" / "source" / name).is_file()
    assert sorted(x.name for x in path.parent.iterdir()) == ["lesson.ipynb"]  # nothing else released
    key = _find_key(name, tmp_path / "course" / "source" / "ps1")  # the source notebook's folder
    assert key is not None and len(key["exercises"]) == 4
    graded = tmp_path / "course" / "autograded" / "anna" / "ps1"
    graded.mkdir(parents=True)
    assert _find_key(name, graded) == key  # autograde's folder
    assert _find_key(name, tmp_path / "home" / "ps1") is None  # the student's
    assert _find_key("../../etc/passwd", graded) is None and _find_key(None, graded) is None


def test_check_with_and_without_the_key(tmp_path, monkeypatch, capsys):
    write_notebook(load(MIXED), tmp_path / "source" / "ps1", lang="de", name="lesson")
    nb = json.loads((tmp_path / "source" / "ps1" / "lesson.ipynb").read_text())
    positions = _positions(nb)
    student = Exercises(positions, lang="de", key="ps1.lesson.cardlab-key.json")
    monkeypatch.chdir(tmp_path)  # no key in reach
    student.check(1, "")
    assert "Noch keine Antwort" in capsys.readouterr().out
    student.check(1, "pass")  # legal; whether it is best is not known here
    assert "erlaubter Zug" in capsys.readouterr().out
    with pytest.raises(AssertionError, match="kein erlaubter Zug"):
        student.check(1, "tauschen KK 7H")
    grader = Exercises(positions, lang="de", key="ps1.lesson.cardlab-key.json")
    monkeypatch.chdir(tmp_path / "source" / "ps1")
    with pytest.raises(AssertionError, match="nicht die beste Antwort"):
        grader.check(1, "pass")
    with pytest.raises(AssertionError, match="als Text zwischen"):
        grader.check(1, "")
    grader.check(1, "tauschen BH BS")
    assert "beste Antwort" in capsys.readouterr().out


def _handed(folder: Path, nb: dict, name="lesson.ipynb"):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(json.dumps(nb), encoding="utf-8")


def test_collect_puts_notebooks_where_nbgrader_looks(tmp_path):
    src = write_notebook(load(MIXED), tmp_path / "course" / "source" / "ps1", lang="de", name="lesson")
    nb = json.loads(src.read_text())
    dl = tmp_path / "downloads"
    _handed(dl / "Anna Müller_1234567_assignsubmission_file_", nb, "lesson (1).ipynb")
    _handed(dl / "ben" / "inner", nb)
    _handed(tmp_path / "mail" / "Carla", nb, "whatever.ipynb")
    _handed(dl / "ben" / ".ipynb_checkpoints", nb, "lesson-checkpoint.ipynb")
    course = tmp_path / "course"
    done = collect([dl, tmp_path / "mail" / "Carla" / "whatever.ipynb"], course)
    got = sorted((s, t.relative_to(course).as_posix()) for s, t in done)
    assert got == [
        ("anna_mueller", "submitted/anna_mueller/ps1/lesson.ipynb"),
        ("ben", "submitted/ben/ps1/lesson.ipynb"),
        ("carla", "submitted/carla/ps1/lesson.ipynb"),
    ]
    assert json.loads((course / "submitted" / "ben" / "ps1" / "lesson.ipynb").read_text()) == nb
    with pytest.raises(CollectError, match="exists already"):
        collect([dl], course)
    assert len(collect([dl], course, force=True)) == 2
    assert collect([dl], course, assignment="ps2", force=True)[0][1].parent.name == "ps2"


@pytest.mark.parametrize(
    "make,match",
    [
        (lambda d, nb: (d / "x.ipynb").write_text(json.dumps(nb)), "folder named after its student"),
        (
            lambda d, nb: _handed(d / "anna", {"cells": [], "metadata": {}}),
            "not a notebook written by cardlab",
        ),
        (
            lambda d, nb: (d / "anna").mkdir() or (d / "anna" / "x.ipynb").write_text("{not json"),
            "not a notebook",
        ),
        (lambda d, nb: (_handed(d / "anna", nb), _handed(d / "Anna", nb)), "as well"),
        (lambda d, nb: _handed(d / "___", nb), "names no student"),
        (
            lambda d, nb: _handed(d / "anna", {**nb, "metadata": {"cardlab": {"assignment": "../x"}}}),
            "not a plain name",
        ),
    ],
)
def test_collect_refuses_and_copies_nothing(tmp_path, make, match):
    src = write_notebook(load(MIXED), tmp_path / "course" / "source" / "ps1", lang="en", name="lesson")
    dl = tmp_path / "dl"
    dl.mkdir()
    make(dl, json.loads(src.read_text()))
    with pytest.raises(CollectError, match=match):
        collect([dl], tmp_path / "course")
    assert not (tmp_path / "course" / "submitted").exists()
    code, out, err = run_cli("lesson", "collect", dl, "--course", tmp_path / "course")
    assert code == 1 and not out and len(err.strip().splitlines()) == 1 and match.split()[0] in err


def test_student_ids():
    assert student_id("Anna Müller_1234567_assignsubmission_file_") == "anna_mueller"
    assert student_id("José Groß") == "jose_gross"
    assert student_id("ben") == "ben"
    assert student_id("..") == ""


def test_the_command_names_the_answer_key_as_the_path_was_given(tmp_path, monkeypatch, capsys):
    """A relative --out gives a relative answer key in the message (a teacher's notebook prints
    no temporary folder); the key is where it says."""
    from cardlab.cli import main

    monkeypatch.chdir(tmp_path)
    assert main(["lesson", "nbgrader", "swoop-first-lesson", "--out", "course/source/sw"]) == 0
    out = capsys.readouterr().out.splitlines()
    key = out[-1].split(":")[0]
    assert key == "course/source/sw.swoop-first-lesson.cardlab-key.json", out
    assert (tmp_path / key).is_file() and str(tmp_path) not in "\n".join(out)
