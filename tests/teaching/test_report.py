"""The class report: 30 students' files and 5 malformed ones, the table and its counts, the text,
the HTML page (hostile names escaped, German headings, nothing from elsewhere), the plot and the
command line."""

import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cardlab import teaching
from cardlab.teaching import save_answers

from .gen import BAD, facts, random_answers

ROOT = Path(__file__).resolve().parent.parent.parent
HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "Ö" * 4990 + "<b>long</b>",
    "‮Anna‬ \"quoted\" & 'single'",
    "مريم ‮evil‬",
]
MALFORMED = [
    "negative-hints.json",
    "unknown-puzzle.json",
    "a-record.json",
    "binary.json",
    "attempts-not-list.json",
]


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """30 answers files over the same 12 shipped puzzles, and 5 malformed files beside them."""
    folder = tmp_path_factory.mktemp("class")
    rng = random.Random(2024)
    ids = rng.sample(sorted(facts()), 12)
    names = [f"Student {i:02d}" for i in range(25)] + HOSTILE
    objs = {}
    for i, name in enumerate(names):
        obj = random_answers(
            rng, name, ids, saved=f"2024-05-02T10:{i:02d}:00+02:00", lang=rng.choice(["en", "de"])
        )
        save_answers(obj, folder)
        objs[name] = obj
    for m in MALFORMED:
        shutil.copy(BAD / m, folder / f"bad-{m}")
    return folder, ids, objs


def test_thirty_in_the_table_five_skipped(classroom):
    folder, ids, objs = classroom
    rep = teaching.report(folder)
    assert len(rep.rows) == 30 and sorted(r.student for r in rep.rows) == sorted(objs)
    assert rep.puzzles == ids
    assert sorted(Path(s.file).name for s in rep.skipped) == sorted(f"bad-{m}" for m in MALFORMED)
    for s in rep.skipped:
        assert "\n" not in str(s) and str(s).startswith(s.file + ": ")
    assert rep.replaced == []


def test_the_counts_agree_with_the_files(classroom):
    folder, ids, objs = classroom
    rep = teaching.report(folder)
    for r in rep.rows:
        obj = objs[r.student]
        for p in obj["puzzles"]:
            c = r.cells[p["id"]]
            assert c.attempts == len(p["attempts"]) and c.hints == p["hints_used"]
            assert (c.status == "first") == p["solved_first"]
            assert (c.status == "not_tried") == (not p["attempts"])
            later = not p["solved_first"] and any(
                a["correct"] and not a["solution_seen"] for a in p["attempts"]
            )
            assert (c.status == "later") == later
        assert r.totals["first"] == sum(p["solved_first"] for p in obj["puzzles"])
        assert r.totals["attempts"] == sum(len(p["attempts"]) for p in obj["puzzles"])
        assert r.totals["hints"] == sum(p["hints_used"] for p in obj["puzzles"])
    for pid in ids:
        pp = rep.per_puzzle[pid]
        assert pp["had"] == 30 and sum(v for k, v in pp.items() if k != "had") == 30
        assert pp["first"] == sum(o["puzzles"][ids.index(pid)]["solved_first"] for o in objs.values())
    data = rep.to_json()
    assert len(data["students"]) == 30 and len(data["skipped"]) == 5
    json.dumps(data)


def test_text_table(classroom):
    folder, ids, objs = classroom
    text = teaching.report(folder).to_text()
    lines = text.splitlines()
    assert lines[0] == "Class report"
    assert lines[1].startswith("Answers of 30 students, 12 puzzles")
    for i in range(25):
        assert sum(ln.startswith(f"Student {i:02d} ") for ln in lines) == 1
    assert "solved first time" in text and "not tried" in text
    assert "Files not read:" in text and text.count("bad-") == 5
    for pid in ids:
        assert pid in text
    assert "\u202e" not in text and "<script>alert(1)</script>" not in text  # names cut, controls dropped
    assert "\x1b" not in text


def test_html_escapes_every_name(classroom):
    folder, ids, objs = classroom
    page = teaching.report(folder).to_html()
    for raw in ("<script", "<img", "<b>long</b>", "<b>"):
        assert raw not in page, raw
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&lt;img src=x onerror=alert(1)&gt;" in page
    assert "&quot;quoted&quot; &amp; &#x27;single&#x27;" in page
    # right-to-left text stays inside its own cell: every name is isolated
    import html

    for name in HOSTILE[3:]:
        assert f"<bdi>{html.escape(name, quote=False)}</bdi>" in page
    assert page.count("<bdi>") >= 30
    # the 5,000-character name is shortened in the table; the whole name is in the tooltip
    assert len(HOSTILE[2]) == 5001 and HOSTILE[2] in objs
    assert "Ö" * 59 + "…" in page and "Ö" * 4990 + "&lt;b&gt;long&lt;/b&gt;" in page
    assert page.count("Ö" * 4990) == 1
    assert len(page) < 200_000


def _tags(page):
    """Every start tag of the page with its attributes, as a browser's parser reads them."""
    from html.parser import HTMLParser

    found = []

    class P(HTMLParser):
        def handle_starttag(self, tag, attrs):
            found.append((tag, attrs))

    P().feed(page)
    return found


def test_html_is_a_standalone_page(classroom):
    folder, ids, objs = classroom
    page = teaching.report(folder).to_html()
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert '<meta charset="utf-8">' in page and '<html lang="en">' in page
    assert "<script" not in page.lower()
    tags = _tags(page)
    assert {t for t, _ in tags} <= {
        "html",
        "head",
        "meta",
        "title",
        "style",
        "body",
        "div",
        "h1",
        "h2",
        "p",
        "table",
        "thead",
        "tbody",
        "tfoot",
        "tr",
        "th",
        "td",
        "small",
        "bdi",
        "span",
        "br",
        "ul",
        "li",
    }
    assert not [a for _, attrs in tags for a, _ in attrs if a in ("src", "href") or a.startswith("on")]
    style = page[page.index("<style>") : page.index("</style>")]
    assert not re.search(r"url\(|@import|https?://", style)
    assert "font-size: 20px" in page  # large type, for the back of the room
    assert page.count("<tr>") >= 30 + 12
    for m in MALFORMED:
        assert f"bad-{m}" in page


def test_german_report_has_german_headings(classroom):
    folder, ids, objs = classroom
    rep = teaching.report(folder, lang="de")
    page, text = rep.to_html(), rep.to_text()
    assert '<html lang="de">' in page
    for word in (
        "Klassenbericht",
        "Gelöst je Aufgabe",
        "Nicht gelesene Dateien",
        "auf Anhieb gelöst",
        "später gelöst",
        "nicht versucht",
        "Versuche",
        "Hinweise",
    ):
        assert word in page, word
    for word in (
        "Class report",
        "Solved per puzzle",
        "Files not read",
        ">attempts<",
        ">hints<",
        "solved first time",
    ):
        assert word not in page, word
    assert text.startswith("Klassenbericht\nAntworten von 30 Personen, 12 Aufgaben")
    assert "Nicht gelesene Dateien:" in text
    # the puzzles' own titles in German
    from cardlab.puzzles import find

    t = find(ids[0]).title
    if t:
        assert t["de"] in text


def test_plot_in_the_language(classroom):
    pytest.importorskip("matplotlib")
    folder, ids, objs = classroom
    fig = teaching.report(folder, lang="de").plot()
    ax = fig.axes[0]
    assert ax.get_title() == "Gelöst je Aufgabe"
    assert ax.get_xlabel() == "Aufgabe" and ax.get_ylabel() == "Schülerinnen und Schüler"
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert labels == ["auf Anhieb gelöst", "später gelöst", "nicht gelöst", "nicht versucht"]
    assert len(ax.patches) == 4 * 12
    tops = {}
    for p in ax.patches:
        x = round(p.get_x() + p.get_width() / 2)
        tops[x] = max(tops.get(x, 0), p.get_y() + p.get_height())
    assert set(tops.values()) == {30}
    en = teaching.report(folder).plot().axes[0]
    assert en.get_title() == "Solved per puzzle"
    import io

    fig.savefig(io.BytesIO(), format="png")


def test_newest_file_of_a_student_counts(tmp_path):
    ids = ["swoop-carla-kings", "schwimmen-spades-28"]
    old = random_answers(random.Random(1), "Anna", ids, saved="2024-05-02T10:00:00+02:00")
    new = random_answers(random.Random(2), "Anna ", ids, saved="2024-05-02T10:30:00+02:00")
    p_new = save_answers(new, tmp_path)
    p_old = save_answers(old, tmp_path)
    rep = teaching.report([p_new, p_old])
    assert len(rep.rows) == 1 and rep.rows[0].file == str(p_new)
    assert [r.file for r in rep.replaced] == [str(p_old)] and str(p_new) in rep.replaced[0].reason


def test_answers_objects_and_an_empty_report(tmp_path):
    obj = random_answers(random.Random(4), "Kim", ["sweep-nine-takes-all"])
    rep = teaching.report([obj])
    assert rep.rows[0].student == "Kim"
    empty = teaching.report([])
    assert empty.rows == [] and "No answers file could be read." in empty.to_text()
    assert "No answers file could be read." in empty.to_html()
    assert "Keine Antwortdatei" in teaching.report([], lang="de").to_html()


def cli(*args, cwd=ROOT):
    p = subprocess.run(
        [sys.executable, "-m", "cardlab", "class", "report", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"},
    )
    return p.returncode, p.stdout, p.stderr


def test_cli_report(classroom, tmp_path):
    folder, ids, objs = classroom
    out_html = tmp_path / "report.html"
    code, out, err = cli(folder, "--lang", "de", "--html", out_html)
    assert code == 1, err  # five files could not be read: the report is written for the others
    assert out.startswith("Klassenbericht\n") and "Student 00" in out and "Student 24" in out
    assert "Nicht gelesene Dateien" in out  # named in the report, and on stderr
    lines = err.splitlines()
    assert len(lines) == 6 and "Traceback" not in err
    assert lines[-1].startswith("cardlab: 5 Dateien konnten nicht gelesen werden")
    assert sorted(Path(ln.split(": ", 1)[0]).name for ln in lines[:5]) == sorted(
        f"bad-{m}" for m in MALFORMED
    )
    page = out_html.read_text(encoding="utf-8")
    assert "Klassenbericht" in page and "<script>alert" not in page
    # the files one by one, given by name, in English
    files = sorted(str(p) for p in folder.glob("answers-*.json"))
    code, out, err = cli(*files[:3])
    assert code == 0 and err == "" and out.startswith("Class report\nAnswers of 3 students")


def test_cli_cannot_write_the_page(classroom, tmp_path):
    folder, ids, objs = classroom
    code, out, err = cli(folder, "--html", tmp_path / "no" / "such" / "dir" / "r.html")
    assert code == 1 and "cannot write the file" in err.splitlines()[-1]
