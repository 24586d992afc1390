"""The answers file: from a real PuzzleSet's results to a file and back, safe file names, the
browser download, games at the Table, the schema agreeing with the loader."""

import json
import random
import subprocess
import sys
from importlib import resources

import pytest

from cardlab import teaching
from cardlab.teaching import AnswersError, answers_from_results, load_answers, save_answers

from .gen import BAD, facts, random_answers

pytest.importorskip("anywidget")


def schema():
    return json.loads(resources.files("cardlab").joinpath("schemas/answers.schema.json").read_text())


def _answered_set():
    """A PuzzleSet of four shipped puzzles answered from Python as a student would: an illegal
    answer and a wrong one before the right one with a hint, one right at once, one after the
    solution was shown, one not tried."""
    from cardlab.widgets import PuzzleSet

    ids = ["swoop-carla-kings", "sweep-nine-takes-all", "schwimmen-spades-28", "schwimmen-keep-it"]
    ps = PuzzleSet(ids, lang="de")
    f = facts()
    _, legal, best, *_ = f[ids[0]]
    ps.submit("das ist kein Zug")
    ps.submit(next(m for m in legal if m not in best))
    ps.hints_shown = 1
    ps.submit(best[0])
    ps.next()
    ps.submit(f[ids[1]][2][0])
    ps.next()
    ps.solution_shown = True
    ps.submit(f[ids[2]][2][0])
    return ps, ids


def test_round_trip_from_a_real_puzzle_set(tmp_path):
    ps, ids = _answered_set()
    obj = answers_from_results(
        ps.results, "Jürgen Groß", "de", puzzles=ps.puzzles, saved="2024-05-02T10:15:00+02:00"
    )
    assert [p["id"] for p in obj["puzzles"]] == ids  # the one not tried is listed too
    first, second, third, fourth = obj["puzzles"]
    assert [a["legal"] for a in first["attempts"]] == [False, True, True]
    assert [a["correct"] for a in first["attempts"]] == [False, False, True]
    assert first["attempts"][0]["move"] is None and first["attempts"][0]["answer"] == "das ist kein Zug"
    assert first["hints_used"] == 1 and not first["solved_first"]
    assert second["solved_first"] and len(second["attempts"]) == 1
    assert third["attempts"][0]["solution_seen"] and third["attempts"][0]["correct"]
    assert not third["solved_first"]
    assert fourth["attempts"] == [] and not fourth["solved_first"]
    assert sum(p["solved_first"] for p in obj["puzzles"]) == ps.score == 1
    path = save_answers(obj, tmp_path)
    assert path.name == "answers-jurgen-gross-2024-05-02.json" and path.parent == tmp_path
    back = load_answers(path)
    assert back == obj
    assert json.loads(path.read_text(encoding="utf-8")) == obj
    import jsonschema

    jsonschema.validate(back, schema())
    # the class report reads it: solved later, solved first time, not solved, not tried
    rep = teaching.report([path])
    assert [c.status for c in rep.rows[0].cells.values()] == ["later", "first", "not_solved", "not_tried"]
    assert rep.rows[0].cells[ids[0]].attempts == 3 and rep.rows[0].cells[ids[0]].hints == 1


def test_times_are_seconds_since_the_set_was_opened():
    res = [
        {
            "id": "swoop-carla-kings",
            "game": "swoop",
            "answer": "x",
            "move": None,
            "legal": False,
            "correct": False,
            "score": None,
            "best_score": 8,
            "hints_used": 0,
            "solution_seen": False,
            "time": 12.3456,
        }
    ]
    obj = answers_from_results(
        res, "A", "en", opened="2024-05-02T10:00:00+02:00", saved="2024-05-02T10:15:00+02:00"
    )
    assert obj["opened"] == "2024-05-02T10:00:00+02:00"
    assert obj["puzzles"][0]["attempts"][0]["time"] == 12.346
    del res[0]["time"]
    assert answers_from_results(res, "A", "en")["puzzles"][0]["attempts"][0]["time"] is None


def test_saved_is_an_iso_time_now_by_default():
    from datetime import datetime

    obj = answers_from_results([], "A", "en", puzzles=["swoop-carla-kings"])
    when = datetime.fromisoformat(obj["saved"])
    assert when.tzinfo is not None and abs((datetime.now(when.tzinfo) - when).total_seconds()) < 60
    assert obj["puzzles"] == [
        {"id": "swoop-carla-kings", "game": "swoop", "attempts": [], "hints_used": 0, "solved_first": False}
    ]


def test_never_overwrites_and_never_leaves_the_folder(tmp_path):
    obj = random_answers(random.Random(1), "Anna", ["swoop-carla-kings"])
    paths = [save_answers(obj, tmp_path) for _ in range(3)]
    assert [p.name for p in paths] == [
        "answers-anna-2024-05-02.json",
        "answers-anna-2024-05-02-2.json",
        "answers-anna-2024-05-02-3.json",
    ]
    (tmp_path / "sub").mkdir()
    for name in [
        "../../etc/passwd",
        "/etc/passwd",
        "..",
        "C:\\Windows\\x",
        "a/../../b",
        "\x00\n",
        "<script>alert(1)</script>",
        "‮gnp.exe",
        "名前",
        " ",
        "CON",
    ]:
        p = save_answers(obj, tmp_path / "sub", student=name)
        assert p.parent == tmp_path / "sub" and p.resolve().parent == (tmp_path / "sub").resolve()
        assert p.name.startswith("answers-") and p.name.endswith(".json")
        assert all(c.isascii() and (c.isalnum() or c in "-.") for c in p.name), p.name
    assert sorted(x.name for x in tmp_path.iterdir()) == sorted([p.name for p in paths] + ["sub"])
    assert teaching.answers.slug("Jürgen Groß") == "jurgen-gross"
    assert teaching.answers.slug("名前") == "student"
    assert len(teaching.answers.slug("x" * 5000)) == 40


def test_the_object_is_checked_before_it_is_written(tmp_path):
    obj = random_answers(random.Random(2), "Anna", ["swoop-carla-kings"])
    obj["puzzles"][0]["hints_used"] = -1
    with pytest.raises(AnswersError, match=r"puzzles\[0\]\.hints_used: must be a whole number ≥ 0"):
        save_answers(obj, tmp_path)
    with pytest.raises(AnswersError):
        teaching.answers_download(obj)
    assert list(tmp_path.iterdir()) == []


def test_download_bytes_and_file_name():
    obj = random_answers(random.Random(3), "Zoë <b>", ["sweep-nine-takes-all", "schwimmen-spades-28"])
    data, name = teaching.answers_download(obj)
    assert isinstance(data, bytes) and name == "answers-zoe-b-2024-05-02.json"
    assert teaching.loads(data, name) == obj
    assert "Zoë <b>" in data.decode("utf-8")  # UTF-8, not escaped to \\u


def test_games_at_the_table(tmp_path):
    import cardlab
    from cardlab.widgets import Table

    t = Table("schwimmen", seat=0, bots=["random"], seed=3, players=3)
    g = cardlab.get_game("schwimmen")
    for _ in range(3000):
        if t.finished:
            break
        if t.deal_over:
            t.next_deal()
            continue
        t.play(g.legal_moves(t.state)[0])
    assert t.finished
    played = teaching.table_game(t)
    unfinished = Table("sweep", seat=1, bots=["random"], seed=1, players=4)
    obj = answers_from_results(
        [],
        "Ben",
        "en",
        puzzles=["sweep-nine-takes-all"],
        games=[
            played,
            teaching.table_game(unfinished),
            {
                "game": "schwimmen",
                "record": t.record,
                "seat": 0,
                "finished": True,
                "winners": played["winners"],
            },
        ],
    )
    back = load_answers(save_answers(obj, tmp_path))
    assert back["games"][0]["record"] == t.record.to_json()
    assert back["games"][0]["finished"] and back["games"][0]["winners"]
    assert back["games"][1] == {
        "game": "sweep",
        "record": unfinished.record.to_json(),
        "seat": 1,
        "finished": False,
        "winners": [],
    }
    rec = cardlab.Record.from_json(back["games"][0]["record"])
    assert rec.check().finished  # the record replays under its rules
    rep = teaching.report([tmp_path])
    assert rep.has_games and rep.rows[0].totals["games"] == 3
    won = 2 if 0 in played["winners"] else 0
    assert rep.rows[0].totals["won"] == won
    assert "games" in rep.to_text() and "Spiele" in teaching.report([tmp_path], lang="de").to_text()


def test_many_attempts_keep_the_first_and_the_last(tmp_path):
    _, legal, best, scores, bs, nh = facts()["swoop-carla-kings"]
    wrong = next(m for m in legal if m not in best)
    res = [
        {
            "id": "swoop-carla-kings",
            "game": "swoop",
            "answer": wrong,
            "move": wrong,
            "legal": True,
            "correct": False,
            "score": scores[wrong],
            "best_score": bs,
            "hints_used": 0,
            "solution_seen": False,
        }
    ] * 599
    res = res + [dict(res[0], answer=best[0], move=best[0], correct=True, score=bs)]
    obj = answers_from_results(res, "Cem", "en")
    p = obj["puzzles"][0]
    assert len(p["attempts"]) == 500 and p["attempts_left_out"] == 100 and p["attempts"][-1]["correct"]
    load_answers(save_answers(obj, tmp_path))
    assert teaching.report([tmp_path]).rows[0].cells["swoop-carla-kings"].attempts == 600


def test_hints_counted_as_shown_and_long_answers_cut():
    # the widget counts one press more than there are hints ("no more hints")
    _, legal, best, scores, bs, nh = facts()["schwimmen-spades-28"]
    res = [
        {
            "id": "schwimmen-spades-28",
            "game": "schwimmen",
            "answer": "x" * 2000,
            "move": None,
            "legal": False,
            "correct": False,
            "score": None,
            "best_score": bs,
            "hints_used": nh + 1,
            "solution_seen": False,
        }
    ]
    obj = answers_from_results(res, "Dana", "en", puzzles=["schwimmen-spades-28"])
    a = obj["puzzles"][0]["attempts"][0]
    assert a["hints_used"] == nh and len(a["answer"]) == 500


def test_own_puzzles_need_to_be_named(tmp_path):
    from cardlab.puzzles import find

    p = find("swoop-carla-kings").to_json()
    p["id"] = "my-own-kings"
    own = tmp_path / "puzzles"
    own.mkdir()
    (own / "my-own-kings.json").write_text(json.dumps(p), encoding="utf-8")
    _, legal, best, scores, bs, nh = facts()["swoop-carla-kings"]
    res = [
        {
            "id": "my-own-kings",
            "game": "swoop",
            "answer": best[0],
            "move": best[0],
            "legal": True,
            "correct": True,
            "score": bs,
            "best_score": bs,
            "hints_used": 0,
            "solution_seen": False,
        }
    ]
    obj = answers_from_results(res, "Eva", "en", puzzles=[own / "my-own-kings.json"])
    path = save_answers(obj, tmp_path)
    with pytest.raises(AnswersError, match=r"puzzles\[0\]\.id: unknown puzzle 'my-own-kings'"):
        load_answers(path)
    assert load_answers(path, puzzles=[own]) == obj
    assert teaching.report([path], puzzles=[own]).rows[0].cells["my-own-kings"].status == "first"
    assert len(teaching.report([path]).skipped) == 1


def test_generated_files_follow_the_schema():
    import jsonschema

    jsonschema.Draft202012Validator.check_schema(schema())
    rng = random.Random(7)
    ids = sorted(facts())
    for i in range(20):
        obj = random_answers(rng, f"S{i}", rng.sample(ids, 8))
        teaching.validate_answers(obj)
        jsonschema.validate(obj, schema())


# the bad files whose problem is in their shape, which JSON Schema sees too
SHAPE = [
    "a-string.json",
    "a-list.json",
    "wrong-format.json",
    "no-format.json",
    "a-record.json",
    "a-puzzle.json",
    "missing-student.json",
    "blank-student.json",
    "student-number.json",
    "huge-name.json",
    "bad-saved-time.json",
    "bad-lang.json",
    "unknown-field.json",
    "puzzles-not-list.json",
    "attempts-not-list.json",
    "negative-hints.json",
    "fractional-hints.json",
    "bad-puzzle-id.json",
    "attempt-missing-field.json",
    "attempt-unknown-field.json",
    "score-not-number.json",
    "negative-time.json",
    "too-many-attempts.json",
    "games-not-list.json",
]


@pytest.mark.parametrize("name", SHAPE)
def test_schema_rejects_the_shape_errors(name):
    import jsonschema

    obj = json.loads((BAD / name).read_text(encoding="utf-8"))
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(obj, schema())


def test_import_stays_light():
    code = (
        "import sys, cardlab; assert 'cardlab.teaching' not in sys.modules; "
        "import cardlab.teaching; bad = [m for m in ('matplotlib', 'anywidget', 'ipywidgets') "
        "if m in sys.modules]; assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_example_in_the_docs_is_a_valid_file():
    import re
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "docs" / "teaching.md").read_text(encoding="utf-8")
    section = page[page.index("## Collecting answers") :]
    example = re.search(r"```json\n(.*?)```", section, re.S).group(1)
    obj = teaching.loads(example, "teaching.md")
    assert obj["student"] == "Mia Schulz" and [p["solved_first"] for p in obj["puzzles"]] == [
        False,
        True,
        False,
    ]
    assert "cardlab class report" in section and "cardlab-answers/1" in section
