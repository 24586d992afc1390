"""A German teacher's lesson, end to end, as a class would run it (issue 30): the teacher writes a
Schwimmen lesson in German only, with a puzzle of her own and the feedback "verdict only"; five
students go through it in the Lesson widget in JupyterLab and Chromium and hand in by the one
save button (Anna solves everything by touching and typing, Ben tries once, takes a hint and gives
up, Carla types nonsense, Dora types the letter form a German keyboard writes, Emil needs two
tries); a sixth file comes from another lesson and a seventh cannot be read.  The class report
with ``--lesson``, ``--csv`` and ``--html`` in German then shows the lesson's puzzles in its order,
counts each puzzle over the students who had it, lists every wrong answer with how many gave it in
German notation, names the files it left out inside the report, and exits 1 for the unreadable
one.  The page is looked at in Chromium: test-output/class_journey_*.png."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from ..conftest import run_cli
from .lab import open_and_run, put_notebook, reset_lab_page

pytestmark = pytest.mark.browser

L = ".cardlab-lesson"
P = ".cardlab-puzzle"
ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "cardlab" / "puzzles" / "data" / "schwimmen"
LESSON_ID = "klasse-8a-schwimmen"
OWN = "frau-meiers-tausch"
IDS = ["schwimmen-spades-28", OWN, "schwimmen-swap-all"]


def _lesson(folder: Path) -> Path:
    """The teacher's lesson: German only, her own puzzle in the middle, verdict-only feedback."""
    own = json.loads((DATA / "schwimmen-give-the-odd-one.json").read_text(encoding="utf-8"))
    own["id"] = OWN
    own["title"] = {"de": "Frau Meiers Tausch"}
    lesson = {
        "format": "cardlab-lesson/1",
        "id": LESSON_ID,
        "game": "schwimmen",
        "title": {"de": "Klasse 8a: Schwimmen"},
        "feedback": {"answer": "verdict", "hints": True, "solution": False},
        "steps": [
            {"kind": "text", "text": {"de": "Heute zählen wir Punkte in einer Farbe."}},
            {"kind": "puzzle", "title": {"de": "Pik zählt"}, "puzzle": IDS[0]},
            {"kind": "puzzle", "puzzle": own},
            {"kind": "puzzle", "title": {"de": "Alle drei"}, "puzzle": IDS[2]},
        ],
    }
    path = folder / "klasse-8a.json"
    path.write_text(json.dumps(lesson, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def _puzzle(pid):
    from cardlab.puzzles.model import Puzzle

    if pid == OWN:
        own = json.loads((DATA / "schwimmen-give-the-odd-one.json").read_text(encoding="utf-8"))
        own["id"] = OWN
        return Puzzle.coerce(own)
    return Puzzle.load(DATA / f"{pid}.json")


def _moves(pid):
    """The puzzle's best move and one legal wrong swap, as move values."""
    from cardlab.engine import get_game
    from cardlab.puzzles.check import judge

    p = _puzzle(pid)
    best = set(judge(p).summary()["best"])
    legal = get_game("schwimmen").legal_moves(p.state)
    right = next(m for m in legal if str(m) in best)
    wrong = next(m for m in legal if str(m) not in best and str(m).startswith("swap "))
    return right, wrong


def _de(move):
    from cardlab.notation import move_text

    return move_text("schwimmen", move, "de")


LETTERS_DE = {"C": "Kr", "D": "Ka", "H": "H", "S": "P"}
RANK_DE = {"J": "B", "Q": "D", "K": "K", "A": "A"}


def _letters(move):
    """A swap in the letter form a German keyboard writes: "tauschen BH BP" for swap JH JS."""
    words = str(move).split()
    cards = [RANK_DE.get(c[:-1], c[:-1]) + LETTERS_DE[c[-1]] for c in words[1:]]
    return " ".join(["tauschen", *cards])


def _wait(page, js, timeout=15_000):
    page.wait_for_function(f"() => {js}", timeout=timeout)


def _step(page, i):
    _wait(page, f"document.querySelector('{L}')?.dataset.step === '{i}'")


def _next(page, i):
    page.locator(f"{L} button.ls-next").click()
    _step(page, i)


def _at_puzzle(page, pid):
    _wait(page, f"document.querySelector('{P}')?.dataset.puzzle === '{pid}'")
    page.wait_for_selector(f"{P} svg.cl-table g.cl-card[data-place='hand']", state="attached", timeout=15_000)


def _type(page, text, verdict):
    page.locator(f"{P} input.pz-input").fill(text)
    page.locator(f"{P} button.pz-submit").click()
    _wait(page, f"document.querySelector('{P}')?.dataset.verdict === '{verdict}'")


def _save(page, name):
    page.locator(f"{L} .ls-saverow input.cl-save-name").fill(name)
    with page.expect_download(timeout=15_000) as dl:
        page.locator(f"{L} .ls-saverow button.cl-save-btn").click()
    _wait(page, f"(document.querySelector('{L} .cl-save')?.dataset.saved || '').endsWith('.json')")
    return json.loads(Path(dl.value.path()).read_text(encoding="utf-8"))


def _open(page, lab, student, lesson_path, folder):
    """The student's screen (1280x720), the lesson opened in a notebook of its own, at the first
    exercise.  The students take turns at the worker's JupyterLab page, brought back to the state
    of a page just loaded before each (lab.reset_lab_page: every document closed, every kernel
    shut down, no error seen): the Lesson keeps nothing in the browser (no storage, no cookie),
    so each student sees what a browser of their own would show, without loading JupyterLab five
    times (about 7 CPU seconds each)."""
    reset_lab_page(page, lab)
    page.errors.clear()
    page.set_viewport_size({"width": 1280, "height": 720})
    name = f"klasse_{student.lower()}.ipynb"
    put_notebook(
        lab,
        name,
        [
            "from cardlab.widgets import Lesson\n"
            f"lesson = Lesson({str(lesson_path)!r}, lang='de', answers_folder={str(folder)!r})\nlesson",
            "print('ready', lesson)",
        ],
    )
    open_and_run(page, lab, name, "ready <Lesson")
    page.wait_for_selector(f"{L} .ls-strip .ls-dot", timeout=30_000)
    assert page.locator(f"{L} .ls-title").inner_text() == "Klasse 8a: Schwimmen"
    assert page.locator(f"{L} .ls-untranslated").is_hidden()  # German is the lesson's language
    _next(page, 1)
    _at_puzzle(page, IDS[0])
    return page


def _done(page):
    assert not page.errors, page.errors


# the teacher reads the report in a browser of their own, not in the students' JupyterLab
@pytest.mark.fresh_page
def test_a_german_lesson_from_the_file_to_the_class_report(lab, _lab_page, page, out_dir, tmp_path):
    folder = tmp_path / "abgabe"  # where the students' files land (the teacher's collection)
    folder.mkdir()
    lesson_path = _lesson(tmp_path)
    moves = {pid: _moves(pid) for pid in IDS}
    teacher = page
    saved = {}

    # Anna: the first by touching the cards, the others typed in German notation
    page = _open(_lab_page, lab, "Anna", lesson_path, folder)
    right = moves[IDS[0]][0]
    hand_card, middle_card = str(right).split()[1:]
    page.locator(
        f"{P} svg.cl-table g.cl-card[data-place='hand'][data-card='{hand_card}'][data-key]"
    ).first.click()
    page.locator(
        f"{P} svg.cl-table g.cl-card[data-place='middle'][data-card='{middle_card}'][data-key]"
    ).first.click()
    page.locator(f"{P} button.ct-confirm:not([aria-disabled='true'])").click()
    _wait(page, f"document.querySelector('{P}')?.dataset.verdict === 'right'")
    for i, pid in ((2, IDS[1]), (3, IDS[2])):
        _next(page, i)
        _at_puzzle(page, pid)
        _type(page, _de(moves[pid][0]), "right")
    page.screenshot(path=str(out_dir / "class_journey_anna_de.png"))
    saved["Anna"] = _save(page, "Anna")
    _done(page)

    # Ben: a wrong swap, the verdict only (no best move shown), a hint, and he gives up and saves
    page = _open(_lab_page, lab, "Ben", lesson_path, folder)
    _type(page, _de(moves[IDS[0]][1]), "wrong")
    fb = page.locator(f"{P} .pz-feedback").inner_text()
    assert "Besser" not in fb and _de(moves[IDS[0]][0]) not in fb, fb
    page.locator(f"{P} button.pz-hint").click()
    page.wait_for_selector(f"{P} .pz-hints li", timeout=15_000)
    page.screenshot(path=str(out_dir / "class_journey_ben_de.png"))
    saved["Ben"] = _save(page, "Ben")
    _done(page)

    # Carla: nonsense, refused in German, and she saves
    page = _open(_lab_page, lab, "Carla", lesson_path, folder)
    page.locator(f"{P} input.pz-input").fill("blabla")
    page.locator(f"{P} button.pz-submit").click()
    _wait(page, f"(document.querySelector('{P} .pz-feedback')?.textContent || '').length > 3")
    said = page.locator(f"{P} .pz-feedback").inner_text()
    assert "blabla" in said and "Traceback" not in said, said
    saved["Carla"] = _save(page, "Carla")
    _done(page)

    # Dora: the letter form, no suit symbols (German keyboard), for the first two
    page = _open(_lab_page, lab, "Dora", lesson_path, folder)
    _type(page, _letters(moves[IDS[0]][0]), "right")
    _next(page, 2)
    _at_puzzle(page, IDS[1])
    _type(page, _letters(moves[IDS[1]][0]), "right")
    saved["Dora"] = _save(page, "Dora")
    _done(page)

    # Emil: wrong, then right, at the first puzzle; a wrong one at the teacher's own
    page = _open(_lab_page, lab, "Emil", lesson_path, folder)
    _type(page, _de(moves[IDS[0]][1]), "wrong")
    _type(page, _de(moves[IDS[0]][0]), "right")
    _next(page, 2)
    _at_puzzle(page, IDS[1])
    _type(page, _de(moves[IDS[1]][1]), "wrong")
    saved["Emil"] = _save(page, "Emil")
    _done(page)

    # every file names its lesson and holds every puzzle, tried or not
    files = sorted(folder.glob("*.json"))
    assert len(files) == 5, files
    for name, obj in saved.items():
        assert obj["student"] == name and obj["lesson"] == LESSON_ID, obj
        assert [p["id"] for p in obj["puzzles"]] == IDS, (name, obj["puzzles"])
    ben = saved["Ben"]["puzzles"][0]
    assert ben["hints_used"] == 1 and [a["answer"] for a in ben["attempts"]] == [_de(moves[IDS[0]][1])]
    dora = saved["Dora"]["puzzles"][0]["attempts"]
    assert [a["answer"] for a in dora] == [_letters(moves[IDS[0]][0])] and dora[0]["correct"]

    # a sixth file of another lesson, a seventh that was cut off on the way
    other = dict(saved["Anna"], student="Fritz", lesson="sweep-first-lesson")
    other["puzzles"] = [
        {"id": "sweep-queens-all", "game": "sweep", "attempts": [], "hints_used": 0, "solved_first": False}
    ]
    (folder / "answers-fritz.json").write_text(json.dumps(other), encoding="utf-8")
    (folder / "answers-greta.json").write_text(json.dumps(saved["Anna"])[:100], encoding="utf-8")

    html, table = tmp_path / "bericht.html", tmp_path / "bericht.csv"
    code, out, err = run_cli(
        "class", "report", folder, "--lesson", lesson_path, "--html", html, "--csv", table, "--lang", "de"
    )
    assert code == 1, (out, err)  # the unreadable file; the report is written for the others
    assert "Traceback" not in out + err
    assert "answers-greta.json" in err
    # the lesson's puzzles, in its order, with its titles; counted over the students who had them
    assert "Klasse 8a: Schwimmen" in out and "Antworten von 5 Personen, 3 Aufgaben" in out, out
    section = out[out.index("Aufgaben:\n") :]
    first, own, last = (section.index(s) for s in ("Pik zählt", "Frau Meiers Tausch", "Alle drei"))
    assert first < own < last
    assert "von 6" not in out and "von 7" not in out
    assert "(Pik zählt) — gelöst 3 von 5," in section, section  # Anna, Dora, Emil
    # every wrong answer with how many gave it, in German notation
    assert f"{_de(moves[IDS[0]][1])} (2)" in section, section  # Ben and Emil
    assert "blabla (1)" in section
    assert f"{_de(moves[IDS[1]][1])} (1)" in section
    # the other lesson's file apart and not counted, the unreadable one named, in German
    assert "Dateien einer anderen Lektion, nicht gezählt:" in out
    assert "answers-fritz.json: Antworten von Fritz zur Lektion sweep-first-lesson" in out
    # the unreadable file named inside the report, in plain German
    assert (
        "answers-greta.json: kein JSON: ein Text in Anführungszeichen ist nicht geschlossen in Zeile 1" in out
    )
    page_html = html.read_text(encoding="utf-8")
    assert "answers-greta.json" in page_html and "Fritz" in page_html
    # CSV: a row per student and puzzle of the lesson
    rows = list(csv.DictReader(table.open(encoding="utf-8-sig")))  # with a BOM, for Excel
    assert len(rows) == 15, rows
    assert list(rows[0]) == [
        "Name",
        "Aufgabe",
        "gelöst",
        "Versuche",
        "Hinweise",
        "Lösung gesehen",
        "Antworten",
    ]
    assert [(r["Name"], r["Aufgabe"]) for r in rows] == [(n, p) for n in saved for p in IDS]
    by = {(r["Name"], r["Aufgabe"]): r for r in rows}
    # a typed answer is shown as the move it is, in the report's notation (Dora typed letters)
    assert by[("Dora", IDS[0])]["Antworten"] == _de(moves[IDS[0]][0])
    assert by[("Carla", IDS[0])]["Antworten"] == "blabla"
    assert by[("Ben", IDS[0])]["Hinweise"] == "1" and by[("Ben", IDS[1])]["Versuche"] == "0"
    assert by[("Emil", IDS[0])]["Versuche"] == "2"

    # the page, as the teacher reads it (in the teacher's own browser)
    page = teacher
    page.goto(html.as_uri())
    page.screenshot(path=str(out_dir / "class_journey_report_de.png"), full_page=True)
    text = page.locator("body").inner_text()
    assert "Frau Meiers Tausch" in text and "blabla" in text
    assert "answers-greta.json" in text
