"""The teacher notebook (tutorials/<lang>/04_teacher.ipynb) walks a lesson end to end, in both
languages: the lesson file (``cardlab lesson new``, an exercise of one's own, the feedback),
the Lesson widget and its notebook for the class, the students' answers files, ``cardlab class
report --lesson`` with its page and CSV, the wrong answers, nbgrader.  The notebook's own cells
are run here, and what they hand in must be what the class report accepts."""

import ast
import csv
import json
import re
import tempfile
from pathlib import Path

import nbformat
import pytest

from cardlab import lessons, teaching
from cardlab.cli import main as cardlab_command

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "de")
WORDS = {
    "en": ["Lesson", "answers file", "class report", "nbgrader", "Save my answers", "one language is enough"],
    "de": [
        "Lektion",
        "Antwortdatei",
        "Klassenbericht",
        "nbgrader",
        "Antworten speichern",
        "eine Sprache genügt",
    ],
}
# English trade words a German teacher would not sign (outside code and link targets)
NOT_GERMAN = ["Feedback", "Report", "Hint", "answers", "Puzzle", "Widget", "Download", "Assignment", "Rätsel"]


def read(lang):
    return nbformat.read(str(ROOT / "tutorials" / lang / "04_teacher.ipynb"), as_version=4)


def prose(nb) -> str:
    """The Markdown of the notebook without code (spans and blocks) and link targets."""
    md = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    md = re.sub(r"```.*?```", " ", md, flags=re.S)
    md = re.sub(r"`[^`]*`", " ", md)
    return re.sub(r"\]\([^)]*\)", "]", md)


@pytest.mark.parametrize("lang", LANGS)
def test_the_notebook_teaches_the_loop_in_its_language(lang):
    nb = read(lang)
    text = prose(nb)
    assert [w for w in WORDS[lang] if w.lower() not in text.lower()] == []
    src = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    for piece in (
        '["lesson", "new"',
        '["lesson", "check"',
        "Lesson(",
        '["lesson", "notebook"',
        ".save_answers(",
        '["class", "report"',
        '"--lesson"',
        '"--csv"',
        '"--html"',
        "report.wrong[",
        '["lesson", "nbgrader"',
        '["lesson", "collect"',
    ):
        assert piece in src, piece
    assert "json.dumps(puzzle_set.results" not in src and "puzzle_set.results" not in src
    assert f'lang="{lang}"' in src and '"--lang", "{}"'.format(lang) in src
    # the order of the loop: lesson file, lesson, answers, report, wrong answers, nbgrader
    order = [
        src.index(p)
        for p in (
            '["lesson", "new"',
            "Lesson(",
            ".save_answers(",
            '["class", "report"',
            "report.wrong[",
            '["lesson", "nbgrader"',
        )
    ]
    assert order == sorted(order)
    # the documentation at its published address (tutorials/make_notebooks.py: every host opens it)
    assert "/docs/teaching.md#your-own-lesson-for-the-class" in "\n".join(c.source for c in nb.cells)
    if lang == "de":
        found = [w for w in NOT_GERMAN if re.search(rf"\b{w}", text)]
        assert found == [], found


def _run_loop(lang, tmp_path, monkeypatch):
    """Run the notebook's code cells up to the end of the lesson's loop (the cell that goes back
    to the notebook's folder), as the kernel would; their namespace."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # the notebook's new folder goes here
    ns: dict = {"__name__": "__notebook__"}
    for cell in read(lang).cells:
        if cell.cell_type != "code":
            continue
        exec(compile(ast.parse(cell.source), f"04_teacher/{lang}", "exec"), ns)
        if "os.chdir(notebook_folder)" in cell.source:
            return ns
    raise AssertionError("the loop never goes back to the notebook's folder")


@pytest.mark.parametrize("lang", LANGS)
def test_the_answers_the_notebook_hands_in_are_what_the_report_accepts(lang, tmp_path, monkeypatch, capsys):
    ns = _run_loop(lang, tmp_path, monkeypatch)
    folder = Path(ns["teacher_folder"])
    assert folder.parent == tmp_path  # nothing written beside the notebook
    handed_in = folder / ns["handed_in"]
    lesson_file = folder / ns["lesson_file"]
    lesson = lessons.load(lesson_file)
    assert lesson.feedback.to_json() == {"answer": "verdict", "hints": True, "solution": False}
    assert [p.id for p in lesson.puzzles][-1] == ns["my_puzzle"].id  # the teacher's own exercise
    assert lesson_file.with_suffix(".ipynb").is_file()  # the class's notebook
    files = sorted(handed_in.glob("*.json"))
    assert len(files) == 5
    # every file loads, checked, with the lesson's own puzzle known
    loaded = {}
    for f in files:
        obj = teaching.load_answers(f, puzzles=lesson.puzzles if "emil" not in f.name else None)
        loaded[obj["student"]] = obj
    assert {o.get("lesson") for n, o in loaded.items() if n != "Emil"} == {lesson.id}
    assert loaded["Emil"]["lesson"] == "sweep-first-lesson"
    ben = {p["id"]: p for p in loaded["Ben"]["puzzles"]}
    assert ben["sweep-five-three-ace"]["hints_used"] == 1  # the hint he looked at
    assert ben[ns["my_puzzle"].id]["attempts"] == []  # given up: still in his file
    # the command the notebook runs, run again here: every file read, Emil's apart
    capsys.readouterr()
    status = cardlab_command(
        [
            "class",
            "report",
            str(handed_in),
            "--lesson",
            str(lesson_file),
            "--lang",
            lang,
            "--csv",
            str(tmp_path / "r.csv"),
        ]
    )
    out = capsys.readouterr()
    assert status == 0, out.err
    assert {"en": "Answers of 4 students", "de": "Antworten von 4 Personen"}[lang] in out.out
    rep = teaching.report([handed_in], lang=lang, lesson=lesson)
    assert [r.student for r in rep.rows] == ["Anna", "Ben", "Carla", "David"]
    assert rep.skipped == [] and len(rep.others) == 1
    assert rep.wrong[lesson.puzzles[0].id] == [("6♠ x 5♦+A♥", 1), ({"en": "five", "de": "fünf"}[lang], 1)]
    with open(tmp_path / "r.csv", encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.reader(fh))
    assert len(rows) == 1 + 4 * 3  # a row per student and exercise
    # the notebook's own report files were written too
    report_name = {"en": "class-report", "de": "klassenbericht"}[lang]
    assert (folder / f"{report_name}.html").is_file() and (folder / f"{report_name}.csv").is_file()
    key = list((folder / {"en": "course", "de": "kurs"}[lang] / "source").glob("*.cardlab-key.json"))
    assert len(key) == 1
    submitted = list((folder / {"en": "course", "de": "kurs"}[lang] / "submitted").rglob("*.ipynb"))
    assert [p.parent.parent.name for p in submitted] == ["anna_mueller"]
    json.loads(submitted[0].read_text(encoding="utf-8"))
