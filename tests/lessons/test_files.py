"""Lesson files (``cardlab-lesson/1``): the shipped and the good lessons load, every file of the
malformed corpus (tests/data/lessons/bad/) is refused with one line naming the file and the
place, through Python and through ``cardlab lesson check``; the JSON Schema agrees; the safe
Markdown subset never makes markup out of a lesson's text."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from html.parser import HTMLParser
from importlib import resources

import pytest

from cardlab.lessons.files import (
    MAX_BYTES,
    Lesson,
    LessonError,
    find,
    load,
    markdown,
    markdown_html,
    new,
    plain,
    safe_href,
    shipped,
)

from ..conftest import ROOT, run_cli

DATA = ROOT / "tests" / "data" / "lessons"
BAD = sorted((DATA / "bad").iterdir())
GOOD = sorted((DATA / "good").glob("*.json"))


# -- good files -----------------------------------------------------------------------------------
def test_one_shipped_lesson_per_game_in_both_languages():
    lessons = shipped()
    assert sorted(lesson.game for lesson in lessons) == ["schwimmen", "sweep", "swoop"]
    from cardlab.puzzles import shipped as shipped_puzzles

    for lesson in lessons:
        ids = {p.id for p in shipped_puzzles(lesson.game)}
        assert lesson.exercises() and all(p.id in ids for p in lesson.puzzles), lesson.id
        kinds = {s.kind for s in lesson.steps}
        assert kinds == {"text", "puzzle", "replay", "position"}, (lesson.id, kinds)
        for s in lesson.steps:
            for texts in (s.title, s.text):
                if texts:
                    assert set(texts) == {"en", "de"} and texts["en"] != texts["de"], (lesson.id, texts)
        assert lesson.title["en"] != lesson.title["de"]
        assert find(lesson.id).to_json() == lesson.to_json()


@pytest.mark.parametrize("path", GOOD, ids=[p.name for p in GOOD])
def test_good_lessons_load(path):
    lesson = load(path)
    assert lesson.steps and lesson.id == json.loads(path.read_text()).get("id", path.stem)
    again = Lesson.loads(lesson.dumps(), base=path.parent)
    assert again.to_json() == lesson.to_json()


def test_mixed_lesson_reads_every_kind_of_step():
    lesson = load(DATA / "good" / "mixed.json")
    kinds = [s.kind for s in lesson.steps]
    assert kinds == ["text", "puzzle", "puzzle", "replay", "position", "puzzle", "puzzle"]
    assert lesson.steps[2].puzzle.id == "lesson-own-three-aces"  # an inline puzzle
    assert lesson.steps[3].source == "records/schwimmen-round.json" and lesson.steps[3].at == 2
    assert lesson.steps[4].deal == 1 and lesson.steps[4].at == 10
    assert [i for i, _ in lesson.exercises()] == [1, 2, 5, 6]


# -- the malformed corpus ---------------------------------------------------------------------------
def test_corpus_is_large_enough():
    assert len(BAD) >= 20


@pytest.mark.parametrize("path", BAD, ids=[p.name for p in BAD])
def test_bad_lesson_refused_in_one_line(path):
    with pytest.raises(LessonError) as e:
        load(path)
    msg = str(e.value)
    assert "\n" not in msg and "Traceback" not in msg
    assert msg.startswith(f"{path}: "), msg
    assert len(msg) < 420


def test_bad_lessons_refused_by_the_command_line():
    """One run of ``cardlab lesson check`` over the whole corpus: exit 1, one line on stderr for
    every file, each starting with that file; nothing on stdout."""
    code, out, err = run_cli("lesson", "check", *BAD)
    assert code == 1 and out == "" and "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == len(BAD), lines
    for path, line in zip(BAD, lines):
        assert line.startswith(f"{path}: "), line


@pytest.mark.parametrize(
    "name,where",
    [
        ("unknown-puzzle.json", "steps[0].puzzle: no shipped puzzle"),
        ("steps-not-list.json", "steps: must be a list"),
        ("a-record.json", "format: this is a record file"),
        ("binary.json", "a binary file"),
    ],
)
def test_one_bad_file_on_the_command_line(name, where):
    path = DATA / "bad" / name
    code, out, err = run_cli("lesson", "check", path)
    assert code == 1 and out == ""
    assert err.strip() == err.strip().splitlines()[0] and err.startswith(f"{path}: {where}"), err


def test_huge_file_refused_unread(tmp_path):
    p = tmp_path / "huge.json"
    with open(p, "wb") as fh:
        fh.write(b'{"format": "cardlab-lesson/1", "title": "')
        fh.truncate(MAX_BYTES + 1)  # sparse: nothing to read or store
    t0 = time.time()
    with pytest.raises(LessonError) as e:
        load(p)
    assert time.time() - t0 < 1
    assert str(e.value).startswith(f"{p}: the file is 8 MB; at most 8 MB are read")
    code, _, err = run_cli("lesson", "check", p)
    assert code == 1 and err.count("\n") == 1 and "at most 8 MB" in err


def test_folder_missing_file_and_record_path_from_text(tmp_path):
    with pytest.raises(LessonError, match="is a folder"):
        load(tmp_path)
    with pytest.raises(LessonError, match="cannot read the file"):
        load(tmp_path / "none.json")
    obj = json.loads((DATA / "good" / "mixed.json").read_text())
    with pytest.raises(LessonError, match=r"steps\[3\].record: a record path works only in a lesson file"):
        Lesson.from_json(obj)


def test_symlink_out_of_the_folder_refused(tmp_path):
    outside = tmp_path / "outside.json"
    outside.write_text((DATA / "good" / "records" / "schwimmen-round.json").read_text())
    (tmp_path / "lesson").mkdir()
    (tmp_path / "lesson" / "game.json").symlink_to(outside)
    obj = {
        "format": "cardlab-lesson/1",
        "game": "schwimmen",
        "title": {"en": "a", "de": "b"},
        "steps": [{"kind": "replay", "record": "game.json"}],
    }
    (tmp_path / "lesson" / "l.json").write_text(json.dumps(obj))
    with pytest.raises(LessonError, match="must stay in the lesson's folder"):
        load(tmp_path / "lesson" / "l.json")


# -- one language is enough; the teacher's feedback setting ------------------------------------------
def test_a_lesson_in_one_language_loads():
    from cardlab.lessons.files import in_lang

    de = load(DATA / "good" / "german-only.json")
    assert de.title == {"de": "Fangen mit Summen"}
    assert de.text("title", "en") == "Fangen mit Summen" == in_lang(de.title, "de")
    assert de.untranslated("en") == "all" and de.untranslated("de") == ""
    en = load(DATA / "good" / "title-english-only.json")
    assert en.untranslated("de") == "some" and en.untranslated("en") == ""
    assert in_lang({}, "de") == ""
    # written back as it was read: one language stays one language
    assert Lesson.from_json(de.to_json()).to_json() == de.to_json()
    assert "en" not in de.to_json()["title"]


def test_a_lessons_own_puzzle_may_be_in_one_language_too():
    """A German teacher's own puzzle in her German lesson: its title (and other texts) written in
    German only are shown as written in English; a text in no language is still refused."""
    own = json.loads(
        (ROOT / "cardlab" / "puzzles" / "data" / "schwimmen" / "schwimmen-keep-it.json").read_text()
    )
    own["id"], own["title"] = "frau-meiers-tausch", {"de": "Frau Meiers Tausch"}
    own["question"] = {"de": "Was spielst du?"}
    obj = {
        "format": "cardlab-lesson/1",
        "id": "klasse-8a",
        "game": "schwimmen",
        "title": {"de": "Klasse 8a"},
        "steps": [{"kind": "puzzle", "puzzle": own}],
    }
    p = Lesson.from_json(obj, "x.json").steps[0].puzzle
    assert p.title == {"en": "Frau Meiers Tausch", "de": "Frau Meiers Tausch"}
    assert p.text("question", "en") == "Was spielst du?"
    own["title"] = {}
    with pytest.raises(LessonError) as e:
        Lesson.from_json(obj, "x.json")
    assert str(e.value).startswith("x.json: steps[0].puzzle.title"), str(e.value)


@pytest.mark.parametrize(
    "texts,where",
    [
        ({}, "title: the text is missing"),
        ({"fr": "Bonjour"}, "title: unknown language 'fr'"),
        ({"de": ""}, "title.de: is empty"),
    ],
)
def test_a_text_in_no_language_is_refused(texts, where):
    obj = json.loads((DATA / "good" / "german-only.json").read_text())
    obj["title"] = texts
    with pytest.raises(LessonError) as e:
        Lesson.from_json(obj, "x.json")
    assert str(e.value).startswith(f"x.json: {where}"), str(e.value)


def test_feedback_field():
    from cardlab.puzzles.feedback import Feedback

    de = load(DATA / "good" / "german-only.json")
    assert de.feedback == Feedback(answer="verdict", hints=True, solution=False)
    assert de.to_json()["feedback"] == {"answer": "verdict", "hints": True, "solution": False}
    assert load(DATA / "good" / "minimal.json").feedback == Feedback()
    assert "feedback" not in load(DATA / "good" / "minimal.json").to_json()


@pytest.mark.parametrize(
    "feedback,line",
    [
        (
            {"answer": "best"},
            "x.json: feedback.answer: must be one of best_move, verdict, at_end, not 'best'",
        ),
        ({"answer": "at_end", "hints": "no"}, "x.json: feedback.hints: must be true or false, not 'no'"),
        ({"solution": 1}, "x.json: feedback.solution: must be true or false, not '1'"),
        ({"tips": True}, "x.json: feedback: unknown field 'tips' (feedback has answer, hints, solution)"),
        ("verdict", "x.json: feedback: must be {"),
    ],
)
def test_bad_feedback_is_one_line_naming_the_place(feedback, line):
    obj = json.loads((DATA / "good" / "german-only.json").read_text())
    obj["feedback"] = feedback
    with pytest.raises(LessonError) as e:
        Lesson.from_json(obj, "x.json")
    assert str(e.value).startswith(line) and "\n" not in str(e.value), str(e.value)


# -- the schema -------------------------------------------------------------------------------------
def _schema():
    return json.loads(resources.files("cardlab").joinpath("schemas/lesson.schema.json").read_text())


def test_schema_accepts_shipped_and_good_lessons():
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.Draft202012Validator.check_schema(_schema())
    for p in GOOD + sorted((ROOT / "cardlab" / "lessons" / "data").glob("*.json")):
        jsonschema.validate(json.loads(p.read_text()), _schema())


@pytest.mark.parametrize(
    "name",
    [
        "wrong-format.json",
        "no-title.json",
        "title-no-language.json",
        "feedback-unknown-answer.json",
        "feedback-hints-not-bool.json",
        "steps-not-list.json",
        "steps-empty.json",
        "step-unknown-kind.json",
        "step-unknown-field.json",
        "unknown-game.json",
        "a-record.json",
        "a-puzzle.json",
        "replay-absolute-path.json",
        "too-many-steps.json",
        "text-too-long.json",
        "puzzle-number.json",
        "bad-id.json",
    ],
)
def test_schema_rejects_shape_errors(name):
    jsonschema = pytest.importorskip("jsonschema")
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(json.loads((DATA / "bad" / name).read_text()), _schema())


# -- making one -------------------------------------------------------------------------------------
def test_lesson_new_on_the_command_line(tmp_path):
    out = tmp_path / "my-lesson.json"
    rec = tmp_path / "game.json"
    rec.write_text((DATA / "good" / "records" / "schwimmen-round.json").read_text())
    code, so, err = run_cli(
        "lesson",
        "new",
        "--game",
        "schwimmen",
        "--title",
        "Counting",
        "--title-de",
        "Zählen",
        "--puzzles",
        "schwimmen-spades-28,schwimmen-three-aces",
        "--replay",
        "game.json",
        "--out",
        out,
    )
    assert code == 0, err
    assert so.strip() == f"{out}: my-lesson: schwimmen, 4 steps (1 text, 2 puzzles, 1 replay)"
    lesson = load(out)
    assert lesson.title == {"en": "Counting", "de": "Zählen"}
    assert [s.kind for s in lesson.steps] == ["text", "puzzle", "puzzle", "replay"] and lesson.end
    assert lesson.steps[3].source == "game.json"
    assert run_cli("lesson", "check", out)[0] == 0
    code, _, err = run_cli("lesson", "new", "--game", "schwimmen", "--title", "x", "--out", out)
    assert code == 2 and "exists" in err
    code, _, err = run_cli(
        "lesson", "new", "--game", "sweep", "--title", "x", "--puzzles", "nope", "--out", tmp_path / "b.json"
    )
    assert (
        code == 1
        and err.strip()
        == f"{tmp_path / 'b.json'}: puzzles[0]: no shipped puzzle 'nope' (`cardlab puzzles list` shows them)"
    )
    assert not (tmp_path / "b.json").exists()


def test_new_in_python_and_list():
    lesson = new("sweep", {"en": "Sums", "de": "Summen"}, ["sweep-five-three-ace"])
    assert [s.kind for s in lesson.steps] == ["text", "puzzle"]
    assert lesson.end["de"].startswith("Gut gemacht")
    with pytest.raises(LessonError, match="is a swoop puzzle"):
        new("sweep", "x", ["swoop-carla-kings"])
    code, out, _ = run_cli("lesson", "list")
    assert code == 0 and len(out.strip().splitlines()) == 3 and "sweep-first-lesson\tsweep" in out


def test_import_cardlab_loads_no_lesson_module():
    code = "import cardlab, cardlab.cli, sys; print(sorted(m for m in sys.modules if 'lesson' in m))"
    p = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert p.returncode == 0 and p.stdout.strip() == "[]", p.stdout + p.stderr


# -- the safe Markdown subset -------------------------------------------------------------------------
ALLOWED = {"p", "h4", "ul", "ol", "li", "em", "strong", "code", "pre", "a"}


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.attrs, self.text = [], [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs += attrs

    def handle_data(self, data):
        self.text.append(data)


def _check_safe(src: str) -> _Tags:
    out = markdown_html(src)
    t = _Tags()
    t.feed(out)
    t.close()
    assert set(t.tags) <= ALLOWED, (src, t.tags)
    for k, v in t.attrs:
        assert k in ("dir", "href", "rel", "target"), (src, k)
        if k == "href":
            assert v.startswith(("http://", "https://", "HTTP://", "HTTPS://")) and safe_href(v) == v, v
    return t


HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x]( javascript:alert(1))",
    "[x](java\u0000script:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD4=)",
    "[x](vbscript:msgbox)",
    "[x](//evil.example/)",
    "[x](https:evil)",
    '[x](https://ok.example/"onmouseover="alert(1))',
    "<javascript:alert(1)>",
    '<https://ok.example/" onclick="x>',
    "[**<b>bold</b>**](https://ok.example)",
    "`<script>`",
    "```\n</pre><script>alert(1)</script>\n```",
    "&lt;script&gt; &amp; &#60;",
    "*" * 5000,
    "_" * 5000,
    "[" * 5000 + "](" * 100,
    "`" * 3001,
    "<" * 5000,
    "**a *b **c *d**",
    "\u202e reversed <b>",
    "\u05e9\u05dc\u05d5\u05dd <i>x</i>",
    "- <li>\n- [a](javascript:x)\n1. <ol>",
    "# <h1>head</h1>",
    "a\\<b\\> \\*not em\\*",
]


@pytest.mark.parametrize("src", HOSTILE)
def test_markdown_makes_no_markup(src):
    t = _check_safe(src)
    assert "".join(t.text).replace("\n", "") == "".join(t.text).replace("\n", "")


def test_markdown_subset():
    tree = markdown(
        "Hello *you* and **all**, see `9H x 9S` and [the rules](https://example.org/r).\n\n"
        "- one\n- two *2*\n\n1. first\n2. second\n\n# Head\n\n```\ncode <here>\n```"
    )
    assert tree == [
        [
            "p",
            [
                "Hello ",
                ["em", ["you"]],
                " and ",
                ["strong", ["all"]],
                ", see ",
                ["code", "9H x 9S"],
                " and ",
                ["a", "https://example.org/r", ["the rules"]],
                ".",
            ],
        ],
        ["ul", [["one"], ["two ", ["em", ["2"]]]]],
        ["ol", [["first"], ["second"]]],
        ["h", ["Head"]],
        ["pre", "code <here>"],
    ]
    html = markdown_html('a <b> & [x](javascript:alert(1)) [y](https://e.org/?a=1&b="2")')
    assert (
        html
        == '<p dir="auto">a &lt;b&gt; &amp; [x](javascript:alert(1)) [y](https://e.org/?a=1&amp;b=&quot;2&quot;)</p>'
    )
    assert plain("*a* **b** `c` [d](https://e.org)\n\n- e") == "a b c d\n- e"
    assert markdown("snake_case_name") == [["p", ["snake_case_name"]]]


def test_markdown_is_fast_on_hostile_text():
    t0 = time.time()
    for s in (
        "*a " * 7000,
        "[" * 20000,
        "`" * 20000,
        "<" * 20000,
        "**" * 10000,
        "*a" * 10000,
        "[a](" * 5000,
        "_a " * 7000,
    ):
        markdown(s)
    assert time.time() - t0 < 2


def test_markdown_fuzz():
    hypothesis = pytest.importorskip("hypothesis")
    from hypothesis import strategies as st

    alphabet = st.sampled_from(
        list("ab <>&\"'*_`[]()#-1.\n:/\\") + ["javascript:", "https://x.y", "<script>", "\u202e"]
    )

    @hypothesis.settings(max_examples=300, deadline=None)
    @hypothesis.given(st.lists(alphabet, max_size=60).map("".join))
    def run(src):
        _check_safe(src)

    run()


def test_lesson_commands_speak_german(tmp_path):
    """`cardlab lesson new/check --lang de`: the lines a German teacher reads are German, plurals
    included; an existing file is refused in German too."""
    from ..conftest import run_cli

    out = tmp_path / "summen.json"
    code, so, se = run_cli(
        "lesson", "new", "--game", "sweep", "--title", "Summen", "--puzzles", "sweep-five-three-ace",
        "--out", out, "--lang", "de",
    )  # fmt: skip
    assert code == 0, se
    assert so.strip() == f"{out}: summen: sweep, 2 Schritte (1 Text, 1 Aufgabe)"
    code, so, se = run_cli("lesson", "check", out, "--lang", "de")
    assert code == 0 and so.strip() == f"{out}: in Ordnung: summen: sweep, 2 Schritte (1 Text, 1 Aufgabe)"
    code, so, se = run_cli("lesson", "new", "--game", "sweep", "--title", "x", "--out", out, "--lang", "de")
    assert code == 2 and se.strip() == f"{out}: die Datei gibt es schon; mit --force wird sie ersetzt"
