"""Getting a lesson to the class (issue 30, item 9): the class's notebook of a lesson file
(``cardlab lesson notebook``), the example in ``lessons/`` that the Binder link of docs/teaching.md
opens, and the JupyterLite site's copy of ``lessons/`` (lite/build.py's ``stage_lessons``, without
building the site)."""

import importlib.util
import json
import re
import shutil
from pathlib import Path

import nbformat
import pytest

from cardlab.lessonfiles.files import LessonError
from cardlab.lessons.notebook import student_notebook
from cardlab.widgets import Lesson

from ..conftest import run_cli

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "lessons" / "sweep-sums.json"
GERMAN_ONLY = {
    "format": "cardlab-lesson/1",
    "id": "nur-deutsch",
    "game": "sweep",
    "title": {"de": "Nur auf Deutsch"},
    "steps": [
        {"kind": "text", "text": {"de": "Los geht's."}},
        {"kind": "puzzle", "puzzle": "sweep-five-three-ace"},
    ],
}


def _build():
    spec = importlib.util.spec_from_file_location("cardlab_lite_build", ROOT / "lite" / "build.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _run_cells(nb_path: Path, monkeypatch):
    """Run the notebook's code cells as the kernel would, in the notebook's folder; the value of
    the last expression."""
    import ast

    nb = nbformat.read(str(nb_path), as_version=4)
    monkeypatch.chdir(nb_path.parent)
    ns: dict = {}
    value = None
    for cell in nb.cells:
        if cell.cell_type != "code" or cell.source.startswith("%pip"):
            continue
        tree = ast.parse(cell.source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, str(nb_path), "exec"), ns)
        if last is not None:
            value = eval(compile(ast.Expression(last.value), str(nb_path), "eval"), ns)
    return nb, value


def _lesson_dir(tmp_path, obj=GERMAN_ONLY, name="nur-deutsch.json"):
    d = tmp_path / "lessons"
    d.mkdir(exist_ok=True)
    (d / name).write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    return d / name


# -- the class's notebook -----------------------------------------------------------------------
def test_the_notebook_opens_its_lesson_in_the_lessons_language(tmp_path, monkeypatch):
    lesson = _lesson_dir(tmp_path)
    path = student_notebook(lesson)
    assert path == lesson.with_suffix(".ipynb")
    nb, widget = _run_cells(path, monkeypatch)
    nbformat.validate(nb)
    assert isinstance(widget, Lesson) and widget.lesson.id == "nur-deutsch" and widget.lang == "de"
    assert nb.cells[0].source.startswith("# Nur auf Deutsch")
    assert "Antworten speichern" in nb.cells[0].source and "Gib diese Datei ab" in nb.cells[0].source
    assert nb.cells[1].metadata["jupyter"] == {"source_hidden": True}  # the class sees the lesson only
    assert nb.metadata["cardlab"] == {
        "lesson": "nur-deutsch",
        "lesson_file": "nur-deutsch.json",
        "lang": "de",
    }
    # the widget saves where the class is: the notebook's folder, and the browser's download
    widget.next()
    widget.submit("9C x 5D+3C+AH")
    saved = widget.save_answers("Mia")
    assert saved.parent.resolve() == lesson.parent.resolve()
    assert json.loads(saved.read_text(encoding="utf-8"))["lesson"] == "nur-deutsch"


def test_the_notebook_is_written_once_and_beside_its_lesson(tmp_path):
    lesson = _lesson_dir(tmp_path)
    student_notebook(lesson, lang="en")
    before = lesson.with_suffix(".ipynb").read_bytes()
    with pytest.raises(FileExistsError):
        student_notebook(lesson, lang="de")
    assert lesson.with_suffix(".ipynb").read_bytes() == before  # nothing replaced
    assert json.loads(before)["metadata"]["cardlab"]["lang"] == "en"
    student_notebook(lesson, lang="de", force=True)
    assert 'lang=\\"de\\"' in lesson.with_suffix(".ipynb").read_text(encoding="utf-8")
    with pytest.raises(ValueError, match="lesson's folder"):
        student_notebook(lesson, out=tmp_path / "elsewhere.ipynb")
    bad = _lesson_dir(tmp_path, {**GERMAN_ONLY, "steps": [{"kind": "puzzle", "puzzle": "nope"}]}, "bad.json")
    with pytest.raises(LessonError, match="nope"):
        student_notebook(bad)
    assert not bad.with_suffix(".ipynb").exists()


def test_a_title_is_shown_as_written():
    from cardlab.lessonfiles.files import Lesson as LessonData
    from cardlab.lessons.notebook import notebook_for

    lesson = LessonData.from_json({**GERMAN_ONLY, "title": {"de": "<b>Summen</b> & *mehr*"}})
    head = notebook_for(lesson, "x.json", "de")["cells"][0]["source"].splitlines()[0]
    assert head == r"# \<b\>Summen\</b\> \& \*mehr\*"


def test_the_command_writes_it_and_says_so_in_the_language_asked(tmp_path):
    lesson = _lesson_dir(tmp_path)
    code, out, err = run_cli("lesson", "notebook", str(lesson), "--lang", "de")
    assert code == 0, err
    assert "das Notebook der Lektion nur-deutsch (Deutsch); es öffnet nur-deutsch.json" in out
    code, out, err = run_cli("lesson", "notebook", str(lesson))
    assert code == 2 and "--force" in err
    code, out, err = run_cli("lesson", "notebook", str(lesson), "--lang", "en", "--force")
    assert code == 0 and "the notebook of the lesson nur-deutsch (English)" in out
    code, out, err = run_cli("lesson", "notebook", str(tmp_path / "none.json"))
    assert code == 1 and err.count("\n") == 1


# -- the example in lessons/ and the Binder link --------------------------------------------------
def test_the_example_lessons_notebook_is_what_the_command_writes(tmp_path):
    stored = ROOT / "lessons" / "sweep-sums.ipynb"
    lang = json.loads(stored.read_text(encoding="utf-8"))["metadata"]["cardlab"]["lang"]
    copy = tmp_path / EXAMPLE.name
    shutil.copy(EXAMPLE, copy)
    made = student_notebook(copy, lang=lang)
    assert made.read_text(encoding="utf-8") == stored.read_text(encoding="utf-8"), (
        "run: cardlab lesson notebook lessons/sweep-sums.json --lang de --force"
    )


def test_the_binder_links_of_the_teaching_page_open_files_of_the_repository():
    doc = (ROOT / "docs" / "teaching.md").read_text(encoding="utf-8")
    paths = re.findall(
        r"https://mybinder\.org/v2/gh/cardlab/cardlab/[^?\s)]+\?urlpath=lab/tree/([^\s)`]+)", doc
    )
    lesson_links = [p for p in paths if p.startswith("lessons/")]
    assert "lessons/sweep-sums.ipynb" in lesson_links
    for p in paths:
        assert (ROOT / p).is_file(), p


def test_the_example_opens_and_its_answers_go_into_the_class_report(tmp_path, monkeypatch):
    folder = tmp_path / "lessons"
    shutil.copytree(ROOT / "lessons", folder)
    _, widget = _run_cells(folder / "sweep-sums.ipynb", monkeypatch)
    assert widget.lesson.id == "sweep-sums" and widget.feedback.to_json()["solution"] is False
    widget.next()
    assert widget.submit("9C x 5D+3C+AH").correct
    widget.save_answers("Jonas", folder=tmp_path / "abgegeben")
    code, out, err = run_cli(
        "class",
        "report",
        str(tmp_path / "abgegeben"),
        "--lesson",
        str(folder / "sweep-sums.json"),
        "--lang",
        "de",
    )
    assert code == 0, err
    assert "Lektion: Sweep: Fangen mit Summen; Antworten von 1 Person, 3 Aufgaben" in out


# -- JupyterLite: the site's copy of lessons/ ----------------------------------------------------
def test_the_lite_site_gets_the_lessons_folder_with_a_notebook_each(tmp_path):
    build = _build()
    src = tmp_path / "src"
    shutil.copytree(ROOT / "lessons", src)
    (src / "nur-deutsch.json").write_text(json.dumps(GERMAN_ONLY, ensure_ascii=False), encoding="utf-8")
    (src / "games").mkdir()
    (src / "games" / "round.json").write_text('{"format": "cardlab-record/1"}', encoding="utf-8")
    (src / ".ipynb_checkpoints").mkdir()
    (src / ".ipynb_checkpoints" / "sweep-sums-checkpoint.ipynb").write_text("{}", encoding="utf-8")
    files = tmp_path / "files"
    notebooks = build.stage_lessons(src, files)
    dest = files / "lessons"
    assert sorted(p.name for p in notebooks) == ["nur-deutsch.ipynb", "sweep-sums.ipynb"]
    assert (dest / "games" / "round.json").is_file() and (dest / "sweep-sums.json").is_file()
    assert not (dest / ".ipynb_checkpoints").exists()
    assert not (src / "nur-deutsch.ipynb").exists()  # the teacher's folder is left as it was
    for nb_path in notebooks:
        nb = nbformat.read(str(nb_path), as_version=4)
        nbformat.validate(nb)
        # no install cell: the site's kernel loads cardlab while it starts
        assert not any("%pip" in c.source for c in nb.cells)
        assert nb.metadata["kernelspec"]["name"] == "python"  # the browser's kernel
        code = [c.source for c in nb.cells if c.cell_type == "code"]
        assert any(f'Lesson("{nb_path.stem}.json"' in c for c in code)
    de = nbformat.read(str(dest / "nur-deutsch.ipynb"), as_version=4)
    assert 'lang="de"' in de.cells[-1].source and de.metadata["cardlab"]["lang"] == "de"
    # run again over the same files: the same notebook
    before = (dest / "sweep-sums.ipynb").read_text(encoding="utf-8")
    build.stage_lessons(src, files)
    assert (dest / "sweep-sums.ipynb").read_text(encoding="utf-8") == before


def test_a_bad_lesson_stops_the_lite_build_with_its_reason(tmp_path):
    build = _build()
    src = tmp_path / "src"
    src.mkdir()
    (src / "bad.json").write_text(
        json.dumps({**GERMAN_ONLY, "steps": [{"kind": "puzzle", "puzzle": "nope"}]}), encoding="utf-8"
    )
    with pytest.raises(build.BuildError, match=r"lesson bad\.json: .*nope"):
        build.stage_lessons(src, tmp_path / "files")
    assert build.stage_lessons(tmp_path / "no-such-folder", tmp_path / "files") == []
