"""The class report of one lesson, end to end in German (issue 30, item 2): a lesson with a
puzzle of the teacher's own, five students, a file of another lesson and one that cannot be
read; `cardlab class report ... --lesson L --csv C --html H --lang de`."""

import csv
import io
import json

import pytest

from cardlab.notation import move_text
from cardlab.puzzles.check import judge
from cardlab.puzzles.model import DATA, Puzzle
from cardlab.teaching.report import Report

from ..conftest import run_cli

LESSON_ID = "klasse-7b-schwimmen"
SAVED = "2024-05-02T10:{:02d}:00+02:00"


def _facts(p):
    s = judge(p).summary()
    wrong = sorted(m for m in p.legal_moves() if m not in s["best"])
    return {"best": sorted(s["best"])[0], "wrong": wrong, "scores": s["scores"], "top": s["score"]}


def _attempt(f, move, hints=0, seen=False, t=10.0, typed=None):
    if move is None:  # typed, not a move
        return {
            "answer": typed,
            "move": None,
            "legal": False,
            "correct": False,
            "score": None,
            "best_score": f["top"],
            "hints_used": hints,
            "solution_seen": seen,
            "time": t,
        }
    return {
        "answer": typed or move,
        "move": move,
        "legal": True,
        "correct": move == f["best"],
        "score": f["scores"][move],
        "best_score": f["top"],
        "hints_used": hints,
        "solution_seen": seen,
        "time": t,
    }


def _entry(pid, attempts, hints=None):
    first = next((a for a in attempts if a["legal"]), None)
    return {
        "id": pid,
        "game": "schwimmen",
        "attempts": attempts,
        "hints_used": max([a["hints_used"] for a in attempts], default=0) if hints is None else hints,
        "solved_first": bool(first and first["correct"] and not first["solution_seen"]),
    }


def _answers(student, i, puzzles, lesson=LESSON_ID):
    obj = {"format": "cardlab-answers/1", "student": student, "saved": SAVED.format(i), "lang": "de"}
    obj["cardlab"] = "0.1.0"
    if lesson:
        obj["lesson"] = lesson
    obj["puzzles"] = puzzles
    return obj


@pytest.fixture(scope="module")
def lesson_class(tmp_path_factory):
    folder = tmp_path_factory.mktemp("lesson-class")
    own = Puzzle.load(DATA / "schwimmen" / "schwimmen-keep-it.json").to_json()
    own["id"] = "mein-tausch"
    own["title"] = {"en": "My own swap", "de": "Mein eigener Tausch"}
    lesson = {
        "format": "cardlab-lesson/1",
        "id": LESSON_ID,
        "game": "schwimmen",
        "title": {"en": "Class 7b: Schwimmen", "de": "Klasse 7b: Schwimmen"},
        "steps": [
            {"kind": "text", "text": {"en": "Go!", "de": "Los!"}},
            {"kind": "puzzle", "title": {"en": "Spades", "de": "Pik zählt"}, "puzzle": "schwimmen-spades-28"},
            {"kind": "puzzle", "puzzle": own},
            {"kind": "puzzle", "puzzle": "schwimmen-swap-all"},
        ],
    }
    lesson_path = folder / "lesson.json"
    lesson_path.write_text(json.dumps(lesson, ensure_ascii=False), encoding="utf-8")
    ids = ["schwimmen-spades-28", "mein-tausch", "schwimmen-swap-all"]
    f = {
        pid: _facts(
            Puzzle.coerce(own) if pid == "mein-tausch" else Puzzle.load(DATA / "schwimmen" / f"{pid}.json")
        )
        for pid in ids
    }
    sp, me, sa = (f[p] for p in ids)
    w_spades = next(m for m in sp["wrong"] if m.startswith("swap "))
    w_mine = next(m for m in me["wrong"] if m.startswith("swap "))
    hand = folder / "handed-in"
    hand.mkdir()
    students = {
        "Anna": [_entry(p, [_attempt(f[p], f[p]["best"])]) for p in ids],
        # gave up after a hint: one wrong answer, then a hint, then nothing more
        "Ben": [
            _entry(ids[0], []),
            _entry(ids[1], [_attempt(me, w_mine)], hints=1),
            _entry(ids[2], []),
        ],
        # typed nonsense
        "Carla": [
            _entry(ids[0], [_attempt(sp, None, typed="blabla")]),
            _entry(ids[1], []),
            _entry(ids[2], []),
        ],
        # solved later
        "Dora": [
            _entry(ids[0], [_attempt(sp, w_spades, t=5.0), _attempt(sp, sp["best"], t=9.0)]),
            _entry(ids[1], [_attempt(me, me["best"])]),
            _entry(ids[2], []),
        ],
    }
    for i, (name, puzzles) in enumerate(students.items()):
        (hand / f"answers-{name.lower()}.json").write_text(
            json.dumps(_answers(name, i, puzzles), ensure_ascii=False), encoding="utf-8"
        )
    # an older file without the lesson field, and without the teacher's own puzzle
    emil = _answers(
        "Emil\x1b[2J", 5, [_entry(ids[0], [_attempt(sp, w_spades)]), _entry(ids[2], [])], lesson=None
    )
    (hand / "answers-emil.json").write_text(json.dumps(emil), encoding="utf-8")
    # a file of another lesson
    sweep = json.loads((DATA.parent.parent / "lessons" / "data" / "sweep-first-lesson.json").read_text())
    sweep_pid = next(s["puzzle"] for s in sweep["steps"] if s["kind"] == "puzzle")
    fritz = _answers(
        "Fritz",
        6,
        [{"id": sweep_pid, "game": "sweep", "attempts": [], "hints_used": 0, "solved_first": False}],
        lesson="sweep-first-lesson",
    )
    (hand / "answers-fritz.json").write_text(json.dumps(fritz), encoding="utf-8")
    # a file that cannot be read: a lone surrogate in the name
    broken = json.dumps(_answers("Greta", 7, [])).replace('"Greta"', '"Gr\\ud800eta"')
    (hand / "answers-greta.json").write_text(broken, encoding="utf-8")
    return folder, lesson_path, hand, ids, {"w_spades": w_spades, "w_mine": w_mine}


def _shown(pid, move, own=None):
    p = Puzzle.coerce(own) if own else Puzzle.load(DATA / "schwimmen" / f"{pid}.json")
    from cardlab.engine import get_game

    mv = next(m for m in get_game("schwimmen").legal_moves(p.state) if str(m) == move)
    return move_text("schwimmen", mv, "de")


def test_the_lesson_report_in_german(lesson_class, tmp_path, monkeypatch):
    folder, lesson_path, hand, ids, w = lesson_class
    html, csv_path = tmp_path / "bericht.html", tmp_path / "bericht.csv"
    code, out, err = run_cli(
        "class", "report", hand, "--lesson", lesson_path, "--csv", csv_path, "--html", html, "--lang", "de"
    )
    # a file could not be read: exit 1, and the report is still written for the others
    assert code == 1, err
    assert "Traceback" not in err and "\x1b" not in out + err
    lines = err.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(f"{hand / 'answers-greta.json'}: ") and "Ersatzzeichen U+D800" in lines[0]
    assert lines[1] == "cardlab: 1 Datei konnte nicht gelesen werden; der Bericht zeigt die übrigen"

    # the text: the lesson's title, its puzzles in its order with its titles
    assert out.startswith(
        "Klassenbericht\nLektion: Klasse 7b: Schwimmen; Antworten von 5 Personen, 3 Aufgaben"
    )
    section = out[out.index("Aufgaben:\n") :]
    assert section.index("schwimmen-spades-28 (Pik zählt)") < section.index(
        "mein-tausch (Mein eigener Tausch)"
    )
    assert section.index("mein-tausch") < section.index("schwimmen-swap-all")
    # each puzzle counts only the students who had it: Emil's file has no mein-tausch
    assert "mein-tausch (Mein eigener Tausch) — gelöst 2 von 4," in section
    assert "schwimmen-spades-28 (Pik zählt) — gelöst 2 von 5," in section
    assert "von 6" not in out
    # every wrong answer, with how many gave it, in German notation
    spades_wrong = _shown(ids[0], w["w_spades"])
    assert spades_wrong.startswith("tauschen ")
    assert f"falsche Antworten (wie viele sie gaben): {spades_wrong} (2), blabla (1)" in section
    own = json.loads(lesson_path.read_text())["steps"][2]["puzzle"]
    assert f"{_shown(ids[1], w['w_mine'], own)} (1)" in section
    # the legend of the symbols
    assert (
        "Legende: ✓ auf Anhieb gelöst, (✓) später gelöst, ✗ nicht gelöst, · nicht versucht, – nicht in" in out
    )
    assert "✓4" in out and "✗3!" in out  # the legend's example
    # the file of another lesson is listed apart, not counted; the unreadable one is named
    assert "Fritz" not in out.split("Aufgaben:\n")[0]
    assert "Dateien einer anderen Lektion, nicht gezählt:" in out
    assert "answers-fritz.json: Antworten von Fritz zur Lektion sweep-first-lesson" in out
    assert "Nicht gelesene Dateien:" in out
    assert "answers-greta.json: student enthält ein einzelnes Ersatzzeichen U+D800" in out
    # no escape sequence of a name reaches the terminal
    assert "Emil[2J" in out

    # the page: German, the same counts and answers, the files named with German reasons
    page = html.read_text(encoding="utf-8")
    assert '<html lang="de">' in page and "Klassenbericht" in page and "Lektion: Klasse 7b" in page
    assert "2 von 4" in page and "2 von 5" in page and "von 6" not in page
    assert "Legende" in page and spades_wrong in page and "blabla" in page
    assert "Nicht gelesene Dateien" in page and "Ersatzzeichen U+D800" in page
    assert "Dateien einer anderen Lektion" in page and "answers-fritz.json" in page
    assert page.index("Pik zählt") < page.index("Mein eigener Tausch")

    # the CSV: a row per student and puzzle the student had
    text = csv_path.read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["Name", "Aufgabe", "gelöst", "Versuche", "Hinweise", "Lösung gesehen", "Antworten"]
    assert len(rows) == 1 + 3 * 4 + 2  # Emil had two of the three
    by = {(r[0], r[1]): r for r in rows[1:]}
    assert ("Emil[2J", "mein-tausch") not in by and ("Emil[2J", ids[0]) in by
    assert by[("Ben", "mein-tausch")] == [
        "Ben",
        "mein-tausch",
        "nicht gelöst",
        "1",
        "1",
        "nein",
        _shown(ids[1], w["w_mine"], own),
    ]
    assert by[("Carla", ids[0])][2:] == ["nicht gelöst", "1", "0", "nein", "blabla"]
    assert by[("Dora", ids[0])][2:] == [
        "später gelöst",
        "2",
        "0",
        "nein",
        f"{spades_wrong} | {_shown(ids[0], _facts(Puzzle.load(DATA / 'schwimmen' / f'{ids[0]}.json'))['best'])}",
    ]
    assert by[("Anna", "schwimmen-swap-all")][2] == "auf Anhieb gelöst"
    assert not any(r[0] == "Fritz" for r in rows)

    # a run that fails while writing the page leaves the page that was there
    before = html.read_bytes()
    original = Report.to_html
    monkeypatch.setattr(Report, "to_html", lambda self: original(self) + "\ud800")
    code, out, err = run_cli("class", "report", hand, "--lesson", lesson_path, "--html", html, "--lang", "de")
    assert code == 1
    assert "bericht.html: die Datei kann nicht geschrieben werden" in err
    assert html.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bericht.csv", "bericht.html"]  # nothing left aside


def test_a_shipped_lesson_by_its_id_and_a_file_of_no_lesson_puzzle(tmp_path):
    """--lesson names a shipped lesson; a file without a lesson field and without any of its
    puzzles is another lesson's, not counted; the columns are the lesson's even if nobody
    tried them."""
    from cardlab.lessonfiles.files import find

    lesson = find("schwimmen-first-lesson")
    ids = [p.id for p in lesson.puzzles]
    mine = _answers("Ida", 1, [_entry(ids[0], [])], lesson=None)
    other = _answers("Jan", 2, [_entry("schwimmen-keep-it", [])], lesson=None)
    (tmp_path / "ida.json").write_text(json.dumps(mine))
    (tmp_path / "jan.json").write_text(json.dumps(other))
    code, out, err = run_cli("class", "report", tmp_path, "--lesson", "schwimmen-first-lesson")
    assert code == 0, err
    assert "Answers of 1 student, 5 puzzles" in out
    assert "jan.json: Jan's answers hold none of this lesson's puzzles" in out
    puzzles = out[out.index("Puzzles:\n") :]
    assert [ln.split()[1] for ln in puzzles.splitlines()[1:6]] == ids
    # a lesson that cannot be read is a usage error, said in one line
    code, out, err = run_cli("class", "report", tmp_path, "--lesson", tmp_path / "nope.json", "--lang", "de")
    assert code == 2 and len(err.splitlines()) == 1 and err.startswith("cardlab: --lesson: ")


def test_without_a_lesson_the_columns_do_not_follow_the_first_file(tmp_path):
    """The order of the columns is the same whichever file is read first."""
    from cardlab.teaching import report

    a = _answers("A", 1, [_entry("schwimmen-swap-all", []), _entry("schwimmen-spades-28", [])], lesson=None)
    b = _answers("B", 2, [_entry("schwimmen-spades-28", []), _entry("schwimmen-keep-it", [])], lesson=None)
    assert report([a, b]).puzzles == report([b, a]).puzzles


def test_plain_words_in_both_languages(tmp_path):
    """No Python word (list, None, int, str) in a reason; German in a German report."""
    from cardlab.teaching import report

    obj = _answers("K", 1, [], lesson=None)
    obj["puzzles"] = "nothing"
    en = report([obj]).skipped[0].reason
    de = report([obj], lang="de").skipped[0].reason
    assert en == "puzzles: must be a list of puzzles, not text"
    assert de == "puzzles: muss eine Liste von Aufgaben sein, nicht ein Text"
    obj["puzzles"] = [
        {
            "id": "schwimmen-keep-it",
            "game": "schwimmen",
            "attempts": None,
            "hints_used": 0,
            "solved_first": False,
        }
    ]
    assert report([obj]).skipped[0].reason.endswith("must be a list of attempts, not null")
    obj["puzzles"][0]["attempts"] = []
    obj["puzzles"][0]["hints_used"] = "1"
    assert report([obj], lang="de").skipped[0].reason.endswith("muss eine ganze Zahl ≥ 0 sein, nicht '1'")
